// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "testprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody::Test;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeRandomFile(const QString &path, qint64 sizeBytes)
{
    QByteArray data(sizeBytes, Qt::Uninitialized);
    QRandomGenerator generator(42);
    for (qint64 index = 0; index < sizeBytes; ++index)
        data[index] = char(generator.generate());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == sizeBytes;
}

} // namespace

class TestCliAcquire : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void acquiresAFileWithRecordAndSidecars();
    void splitsIntoSegmentsThatCoreutilsChecks();
    void verifiesTheImageAfterwards();
    void refuses_data();
    void refuses();
    void refusesToOverwriteTheSourceEvenWithForce_data();
    void refusesToOverwriteTheSourceEvenWithForce();
    void showsUsage();
    void refusesToResumeAFinishedAcquisition();
};

void TestCliAcquire::acquiresAFileWithRecordAndSidecars()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(QStringLiteral("evidence.raw"));
    // Not a multiple of the block size nor of the sector size: the tail must be exact.
    QVERIFY(writeRandomFile(source, 3 * 1024 * 1024 + 1000));
    const ProcessResult run
        = runProcess(cli, {QStringLiteral("acquire"), source, dir.filePath(QStringLiteral("case")),
                           QStringLiteral("--hash"), QStringLiteral("md5,sha1,sha256,sha512"),
                           QStringLiteral("--case-number"), QStringLiteral("2026-114"),
                           QStringLiteral("--examiner"), QStringLiteral("A. Examiner"),
                           QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.describe());

    QCOMPARE(readFile(dir.filePath(QStringLiteral("case.dd"))), readFile(source));
    const QJsonObject record = QJsonDocument::fromJson(run.standardOutput).object();
    QCOMPARE(QJsonDocument::fromJson(readFile(dir.filePath(QStringLiteral("case.json")))).object(),
             record);
    QCOMPARE(record[QStringLiteral("case")][QStringLiteral("caseNumber")].toString(),
             QStringLiteral("2026-114"));
    QCOMPARE(record[QStringLiteral("source")][QStringLiteral("sizeBytes")].toInteger(),
             3 * 1024 * 1024 + 1000);
    QCOMPARE(record[QStringLiteral("source")][QStringLiteral("kind")].toString(),
             QStringLiteral("file"));
    QCOMPARE(record[QStringLiteral("result")][QStringLiteral("status")].toString(),
             QStringLiteral("completed"));
    QCOMPARE(record[QStringLiteral("result")][QStringLiteral("badSectors")].toInteger(), 0);
    const QJsonArray hashes = record[QStringLiteral("hashes")].toArray();
    QCOMPARE(hashes.size(), 4);
    for (const QJsonValue &hash : hashes) {
        const QString algorithm = hash[QStringLiteral("algorithm")].toString();
        QCOMPARE(hash[QStringLiteral("digest")].toString(), coreutilsDigest(algorithm, source));
        const ProcessResult check
            = runProcess(algorithm + QStringLiteral("sum"),
                         {QStringLiteral("--check"), QStringLiteral("--strict"),
                          QStringLiteral("case.") + algorithm},
                         dir.path());
        QVERIFY2(check.exitCode == 0, check.describe());
    }
    const QByteArray log = readFile(dir.filePath(QStringLiteral("case.txt")));
    QVERIFY(log.contains("2026-114"));
    QVERIFY(log.contains(coreutilsDigest(QStringLiteral("sha256"), source).toLatin1()));
    QVERIFY(readFile(dir.filePath(QStringLiteral("case.map"))).contains("\n0x00000000  0x"));
}

void TestCliAcquire::splitsIntoSegmentsThatCoreutilsChecks()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(QStringLiteral("evidence.raw"));
    QVERIFY(writeRandomFile(source, 5 * 1024 * 1024 + 512));
    const ProcessResult run
        = runProcess(cli, {QStringLiteral("acquire"), source, dir.filePath(QStringLiteral("split")),
                           QStringLiteral("--split"), QStringLiteral("2M")});
    QVERIFY2(run.exitCode == 0, run.describe());
    QByteArray joined;
    for (const char *suffix : {".001", ".002", ".003"})
        joined += readFile(dir.filePath(QStringLiteral("split") + QLatin1String(suffix)));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("split.004"))));
    QCOMPARE(joined, readFile(source));
    const ProcessResult check
        = runProcess(QStringLiteral("sha256sum"),
                     {QStringLiteral("--check"), QStringLiteral("split.sha256")}, dir.path());
    QVERIFY2(check.exitCode == 0, check.describe());
    QCOMPARE(check.standardOutput.count(": OK"), 3);
    QVERIFY(readFile(dir.filePath(QStringLiteral("split.sha256")))
                .contains(coreutilsDigest(QStringLiteral("sha256"), source).toLatin1()));
}

void TestCliAcquire::verifiesTheImageAfterwards()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(QStringLiteral("evidence.raw"));
    QVERIFY(writeRandomFile(source, 2 * 1024 * 1024 + 512));
    const ProcessResult run = runProcess(
        cli, {QStringLiteral("acquire"), source, dir.filePath(QStringLiteral("checked")),
              QStringLiteral("--split"), QStringLiteral("1M"), QStringLiteral("--verify"),
              QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.describe());
    const QJsonObject record = QJsonDocument::fromJson(run.standardOutput).object();
    QCOMPARE(record[QStringLiteral("settings")][QStringLiteral("imageFormat")].toString(),
             QStringLiteral("split raw"));
    const QJsonObject verification = record[QStringLiteral("verification")].toObject();
    QCOMPARE(verification[QStringLiteral("verdict")].toString(), QStringLiteral("match"));
    const QJsonArray image = verification[QStringLiteral("image")].toArray();
    QCOMPARE(image.size(), 2);
    for (const QJsonValue &hash : image) {
        QCOMPARE(hash[QStringLiteral("digest")].toString(),
                 coreutilsDigest(hash[QStringLiteral("algorithm")].toString(), source));
    }
}

void TestCliAcquire::refuses_data()
{
    QTest::addColumn<QString>("source");     // relative to the test folder unless absolute
    QTest::addColumn<QString>("outputBase"); // likewise
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing source") << "nothing.raw"
                                    << "out" << QStringList{} << "Cannot open the source";
    QTest::newRow("directory as source")
        << "."
        << "out" << QStringList{} << "neither a block device nor a regular file";
    QTest::newRow("character device as source")
        << "/dev/null"
        << "out" << QStringList{} << "neither a block device nor a regular file";
    QTest::newRow("existing output") << "evidence.raw"
                                     << "existing" << QStringList{} << "already exists";
    QTest::newRow("missing destination folder")
        << "evidence.raw"
        << "no/such/folder/out" << QStringList{} << "does not exist";
    QTest::newRow("invalid block size")
        << "evidence.raw"
        << "out" << QStringList{QStringLiteral("--block-size"), QStringLiteral("1000")}
        << "multiple of the logical sector size";
    QTest::newRow("unknown option") << "evidence.raw"
                                    << "out" << QStringList{QStringLiteral("--turbo")}
                                    << "Unknown option 'turbo'.\n"; // one full stop
}

void TestCliAcquire::refuses()
{
    QFETCH(QString, source);
    QFETCH(QString, outputBase);
    QFETCH(QStringList, options);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeRandomFile(dir.filePath(QStringLiteral("evidence.raw")), 65536));
    QVERIFY(writeRandomFile(dir.filePath(QStringLiteral("existing.dd")), 10));
    const QString sourcePath = source.startsWith(QLatin1Char('/')) ? source : dir.filePath(source);
    const ProcessResult run = runProcess(
        cli,
        QStringList{QStringLiteral("acquire"), sourcePath, dir.filePath(outputBase)} + options);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.standardError.contains(message.toUtf8()), run.describe());
    QCOMPARE(readFile(dir.filePath(QStringLiteral("existing.dd"))).size(), 10);
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out.dd"))));
}

void TestCliAcquire::refusesToOverwriteTheSourceEvenWithForce_data()
{
    QTest::addColumn<QString>("sourceName");
    QTest::newRow("image file") << "evidence.dd";
    QTest::newRow("map file") << "evidence.map";
    QTest::newRow("sidecar") << "evidence.sha256";
}

void TestCliAcquire::refusesToOverwriteTheSourceEvenWithForce()
{
    QFETCH(QString, sourceName);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(sourceName);
    QVERIFY(writeRandomFile(source, 65536));
    const QByteArray before = readFile(source);
    const ProcessResult run
        = runProcess(cli, {QStringLiteral("acquire"), source,
                           dir.filePath(QStringLiteral("evidence")), QStringLiteral("--force")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.standardError.contains("would alter the evidence"), run.describe());
    QCOMPARE(readFile(source), before);
}

// Resuming a finished acquisition would read nothing from the source, hash the image again and
// replace the recorded hashes: a change made to the image since would then verify. Refused,
// with every file left as it was.
void TestCliAcquire::refusesToResumeAFinishedAcquisition()
{
    QTemporaryDir dir;
    const QString source = dir.filePath(QStringLiteral("evidence.raw"));
    QVERIFY(writeRandomFile(source, 1024 * 1024));
    const QString base = dir.filePath(QStringLiteral("disk"));
    const ProcessResult first = runProcess(cli, {QStringLiteral("acquire"), source, base});
    QVERIFY2(first.exitCode == 0, first.describe());
    QFile image(base + QStringLiteral(".dd"));
    QVERIFY(image.open(QIODevice::ReadWrite) && image.seek(123456));
    QVERIFY(image.write("\x01", 1) == 1);
    image.close();
    const QStringList kept{QStringLiteral(".sha256"), QStringLiteral(".md5"),
                           QStringLiteral(".json"), QStringLiteral(".txt"), QStringLiteral(".map")};
    QList<QByteArray> before;
    for (const QString &suffix : kept)
        before.append(readFile(base + suffix));

    const ProcessResult resumed
        = runProcess(cli, {QStringLiteral("acquire"), source, base, QStringLiteral("--resume")});
    QCOMPARE(resumed.exitCode, 2);
    QVERIFY2(resumed.standardError.contains("that acquisition is finished"), resumed.describe());
    for (qsizetype index = 0; index < kept.size(); ++index)
        QCOMPARE(readFile(base + kept[index]), before[index]);
    // The change is still there to be found.
    const ProcessResult verified
        = runProcess(cli, {QStringLiteral("verify"), base + QStringLiteral(".dd")});
    QCOMPARE(verified.exitCode, 1);
}

void TestCliAcquire::showsUsage()
{
    const ProcessResult help = runProcess(cli, {QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.standardOutput.contains("acquire SOURCE OUTPUT_BASE"));
    const ProcessResult acquireHelp
        = runProcess(cli, {QStringLiteral("acquire"), QStringLiteral("--help")});
    QCOMPARE(acquireHelp.exitCode, 0);
    QVERIFY(acquireHelp.standardOutput.contains("--hash-window"));
    const ProcessResult none = runProcess(cli, {});
    QCOMPARE(none.exitCode, 2);
    const ProcessResult unknown = runProcess(cli, {QStringLiteral("frobnicate")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.standardError.contains("unknown command 'frobnicate'"));
}

QTEST_GUILESS_MAIN(TestCliAcquire)
#include "tst_cliacquire.moc"
