// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/sidecars.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;

class TestSidecars : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void checksumLine_data();
    void checksumLine();
    void coreutilsAcceptsOurSidecars_data();
    void coreutilsAcceptsOurSidecars();
};

void TestSidecars::checksumLine_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("line");
    QTest::newRow("plain") << "disk.dd" << QByteArray("abc  disk.dd");
    QTest::newRow("space") << "my disk.dd" << QByteArray("abc  my disk.dd");
    QTest::newRow("backslash") << "a\\b.dd" << QByteArray("\\abc  a\\\\b.dd");
    QTest::newRow("newline") << "a\nb.dd" << QByteArray("\\abc  a\\nb.dd");
    QTest::newRow("carriage return") << "a\rb.dd" << QByteArray("\\abc  a\\rb.dd");
}

void TestSidecars::checksumLine()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, line);
    QCOMPARE(coreutilsChecksumLine(QStringLiteral("abc"), name), line);
}

void TestSidecars::coreutilsAcceptsOurSidecars_data()
{
    QTest::addColumn<QString>("baseName");
    QTest::addColumn<int>("segments");
    QTest::newRow("single") << "evidence" << 1;
    QTest::newRow("split") << "evidence" << 3;
    QTest::newRow("name with backslash") << "ev\\idence" << 1;
    QTest::newRow("name with a carriage return") << "ev\ridence" << 1;
}

void TestSidecars::coreutilsAcceptsOurSidecars()
{
    QFETCH(QString, baseName);
    QFETCH(int, segments);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString base = dir.filePath(baseName);
    QStringList files;
    QByteArray whole;
    HashResult hash;
    hash.algorithm = HashAlgorithm::Sha256;
    for (int index = 0; index < segments; ++index) {
        const QString path = segments == 1 ? base + QStringLiteral(".dd")
                                           : base + QStringLiteral(".00%1").arg(index + 1);
        const QByteArray content = QByteArray(1000 + index, char('a' + index));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        files << path;
        whole += content;
        const auto bytes = std::span(reinterpret_cast<const std::byte *>(content.constData()),
                                     size_t(content.size()));
        if (segments > 1)
            hash.segments.append({{0, content.size()}, Digest::hexOf(hash.algorithm, bytes)});
    }
    hash.hex = Digest::hexOf(
        hash.algorithm,
        std::span(reinterpret_cast<const std::byte *>(whole.constData()), size_t(whole.size())));
    const Result<QStringList> written = writeChecksumSidecars(
        base, {hash}, files, segments == 1 ? ImageFormat::Raw : ImageFormat::SplitRaw);
    QVERIFY(written);
    QCOMPARE(*written, QStringList{base + QStringLiteral(".sha256")});

    QProcess check;
    check.setWorkingDirectory(dir.path());
    check.start(QStringLiteral("sha256sum"), {QStringLiteral("--check"), QStringLiteral("--strict"),
                                              baseName + QStringLiteral(".sha256")});
    QVERIFY(check.waitForFinished(30000));
    QVERIFY2(check.exitCode() == 0, check.readAllStandardError().constData());
    QCOMPARE(check.readAllStandardOutput().count(": OK"), segments);

    // A changed byte must make the check fail: the sidecar really covers the files.
    QFile tampered(files.last());
    QVERIFY(tampered.open(QIODevice::ReadWrite));
    tampered.seek(10);
    tampered.write("Z");
    tampered.close();
    check.start(QStringLiteral("sha256sum"),
                {QStringLiteral("--check"), baseName + QStringLiteral(".sha256")});
    QVERIFY(check.waitForFinished(30000));
    QCOMPARE(check.exitCode(), 1);
}

QTEST_GUILESS_MAIN(TestSidecars)
#include "tst_sidecars.moc"
