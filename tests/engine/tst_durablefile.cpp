// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/durablefile.h"
#include "util/nativepath.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Qt::StringLiterals;

namespace {

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// Nothing but `names` in the folder: no temporary file left behind.
bool holdsOnly(const QTemporaryDir &folder, QStringList names)
{
    QStringList there = QDir(folder.path()).entryList(QDir::Files | QDir::System | QDir::Hidden);
    there.sort();
    names.sort();
    return there == names;
}

} // namespace

// Writing files whole: replaceFile() over what is there, renameWithoutReplacing() never over
// anything.
class TestDurableFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void replaceFileReplaces();
    void renameWithoutReplacingKeepsTheTarget();
};

void TestDurableFile::replaceFileReplaces()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(u"report.txt"_s);
    QVERIFY(write(path, "earlier"));
    QVERIFY(replaceFile(path, "later", Error::Code::OutputNotSaved));
    QCOMPARE(contentOf(path), QByteArray("later"));
    QVERIFY(holdsOnly(folder, {u"report.txt"_s}));
}

void TestDurableFile::renameWithoutReplacingKeepsTheTarget()
{
    QTemporaryDir folder;
    const QString from = folder.filePath(u"new"_s);
    const QString to = folder.filePath(u"taken"_s);
    QVERIFY(write(from, "new") && write(to, "taken"));
    QCOMPARE(renameWithoutReplacing(nativePath(from), nativePath(to)), EEXIST);
    QCOMPARE(contentOf(to), QByteArray("taken"));
    QCOMPARE(contentOf(from), QByteArray("new"));
    const QString free = folder.filePath(u"free"_s);
    QCOMPARE(renameWithoutReplacing(nativePath(from), nativePath(free)), 0);
    QCOMPARE(contentOf(free), QByteArray("new"));
    QVERIFY(!QFile::exists(from));
}

QTEST_GUILESS_MAIN(TestDurableFile)
#include "tst_durablefile.moc"
