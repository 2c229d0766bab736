// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/durablefile.h"
#include "util/nativepath.h"
#include "util/ownfilereplacement.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

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
    void createNewFileNeverReplaces();
    void anOwnFileIsReplacedOnlyWhileItIsOwn();
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

// createNewFile(): a new file whole; over one that is there (a file or a link), nothing written,
// EEXIST, and no temporary file left behind.
void TestDurableFile::createNewFileNeverReplaces()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(u"case.json"_s);
    QVERIFY(createNewFile(path, "first", Error::Code::OutputNotSaved));
    QCOMPARE(contentOf(path), QByteArray("first"));
    const Result<void> again = createNewFile(path, "second", Error::Code::OutputNotSaved);
    QVERIFY(!again);
    QCOMPARE(again.error().sysErrno, EEXIST);
    QCOMPARE(contentOf(path), QByteArray("first"));
    const QString link = folder.filePath(u"link.json"_s);
    QVERIFY(QFile::link(folder.filePath(u"nowhere"_s), link));
    QVERIFY(!createNewFile(link, "third", Error::Code::OutputNotSaved));
    QVERIFY(!QFile::exists(folder.filePath(u"nowhere"_s)));
    QVERIFY(holdsOnly(folder, {u"case.json"_s, u"link.json"_s}));
}

// OwnFileReplacement: created without replacing anything, replaced while it is the version
// written last, and never when a link or another file took its place (both left as they are).
void TestDurableFile::anOwnFileIsReplacedOnlyWhileItIsOwn()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(u"status.json"_s);
    QVERIFY(write(path, "someone's"));
    OwnFileReplacement refused(path);
    QVERIFY(!refused.write("mine", Error::Code::WriteFailed)); // it was there first
    QCOMPARE(contentOf(path), QByteArray("someone's"));
    QVERIFY(QFile::remove(path));

    OwnFileReplacement status(path);
    QVERIFY(status.write("one", Error::Code::WriteFailed));
    QVERIFY(status.write("two", Error::Code::WriteFailed));
    QCOMPARE(contentOf(path), QByteArray("two"));
    QVERIFY(holdsOnly(folder, {u"status.json"_s}));

    // Another file renamed into its place.
    QVERIFY(write(folder.filePath(u"another"_s), "another"));
    QVERIFY(::rename(QFile::encodeName(folder.filePath(u"another"_s)).constData(),
                     QFile::encodeName(path).constData())
            == 0);
    QVERIFY(!status.write("three", Error::Code::WriteFailed));
    QCOMPARE(contentOf(path), QByteArray("another"));
    // A link in its place: neither the link nor its target is written.
    QVERIFY(write(folder.filePath(u"target"_s), "target"));
    QVERIFY(QFile::remove(path) && QFile::link(u"target"_s, path));
    QVERIFY(!status.write("four", Error::Code::WriteFailed));
    QVERIFY(QFileInfo(path).isSymLink());
    QCOMPARE(contentOf(folder.filePath(u"target"_s)), QByteArray("target"));
    QVERIFY(holdsOnly(folder, {u"status.json"_s, u"target"_s}));
}

QTEST_GUILESS_MAIN(TestDurableFile)
#include "tst_durablefile.moc"
