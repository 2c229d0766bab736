// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "testprocess.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody::Test;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);

QStringList strings(std::initializer_list<const char *> items)
{
    QStringList list;
    for (const char *item : items)
        list.append(QString::fromUtf8(item));
    return list;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool copyFixture(const QString &name, const QString &folder, const QString &as)
{
    const QString from = QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/") + name;
    return QFile::copy(from + QStringLiteral(".json"), folder + u'/' + as + QStringLiteral(".json"))
           && QFile::copy(from + QStringLiteral(".txt"),
                          folder + u'/' + as + QStringLiteral(".txt"));
}

// custody-cli report as an examiner runs it over ssh: no display at all, a fixed creation time.
ProcessResult runReport(const QString &folder, const QStringList &arguments)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *variable : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        environment.remove(QLatin1String(variable));
    environment.insert(QStringLiteral("SOURCE_DATE_EPOCH"), QStringLiteral("1796000000"));
    environment.insert(QStringLiteral("TZ"), QStringLiteral("UTC"));
    return runProcess(cli, QStringList{QStringLiteral("report")} + arguments, environment, folder);
}

QString sha256(const QString &path)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(readFile(path), QCryptographicHash::Sha256).toHex());
}

} // namespace

class TestReportCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesReportsAndRecordsTheirSha256();
    void writesThePdfNextToTheRecordByDefault();
    void isByteDeterministic();
    void refuses_data();
    void refuses();
    void reportsARealAcquisition();
};

void TestReportCommand::writesReportsAndRecordsTheirSha256()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(copyFixture(QStringLiteral("badsectors"), dir.path(), QStringLiteral("case")));
    const QByteArray logBefore = readFile(dir.filePath(QStringLiteral("case.txt")));
    const ProcessResult run = runReport(
        dir.path(),
        {QStringLiteral("case.json"), QStringLiteral("--pdf"), QStringLiteral("case.pdf"),
         QStringLiteral("--text"), QStringLiteral("case-report.txt"), QStringLiteral("--json"),
         QStringLiteral("case-report.json"), QStringLiteral("--paper"), QStringLiteral("letter")});
    QVERIFY2(run.exitCode == 0, run.describe());
    QVERIFY(readFile(dir.filePath(QStringLiteral("case.pdf"))).startsWith("%PDF-"));
    QVERIFY(readFile(dir.filePath(QStringLiteral("case-report.txt")))
                .contains("72,192 bytes in 141 bad sector(s)"));

    // The log keeps what it had and gains one line per report file, with its SHA-256.
    const QByteArray log = readFile(dir.filePath(QStringLiteral("case.txt")));
    QVERIFY(log.startsWith(logBefore));
    const QList<QByteArray> added = log.mid(logBefore.size()).trimmed().split('\n');
    QCOMPARE(added.size(), 3);
    const QStringList files{QStringLiteral("case-report.txt"), QStringLiteral("case-report.json"),
                            QStringLiteral("case.pdf")};
    for (qsizetype index = 0; index < files.size(); ++index) {
        const QString path = QDir(dir.path()).canonicalPath() + u'/' + files[index];
        const QString expected
            = QStringLiteral("Report 2026-11-30T00:53:20Z SHA-256 %1  %2").arg(sha256(path), path);
        QCOMPARE(QString::fromUtf8(added[index]), expected);
        QVERIFY(run.standardOutput.contains(sha256(path).toLatin1()));
    }
}

void TestReportCommand::writesThePdfNextToTheRecordByDefault()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(copyFixture(QStringLiteral("clean"), dir.path(), QStringLiteral("evidence")));
    const ProcessResult run
        = runReport(dir.path(), {dir.filePath(QStringLiteral("evidence.json"))});
    QVERIFY2(run.exitCode == 0, run.describe());
    QVERIFY(readFile(dir.filePath(QStringLiteral("evidence.pdf"))).startsWith("%PDF-"));
    QVERIFY(readFile(dir.filePath(QStringLiteral("evidence.txt"))).contains("evidence.pdf"));
}

void TestReportCommand::isByteDeterministic()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(copyFixture(QStringLiteral("mismatch"), dir.path(), QStringLiteral("case")));
    QByteArray text;
    QByteArray json;
    for (int round = 0; round < 2; ++round) {
        const ProcessResult run
            = runReport(dir.path(), {QStringLiteral("case.json"), QStringLiteral("--text"),
                                     QStringLiteral("r.txt"), QStringLiteral("--json"),
                                     QStringLiteral("r.json"), QStringLiteral("--force")});
        QVERIFY2(run.exitCode == 0, run.describe());
        if (round == 1) {
            QCOMPARE(readFile(dir.filePath(QStringLiteral("r.txt"))), text);
            QCOMPARE(readFile(dir.filePath(QStringLiteral("r.json"))), json);
        }
        text = readFile(dir.filePath(QStringLiteral("r.txt")));
        json = readFile(dir.filePath(QStringLiteral("r.json")));
    }
    QVERIFY(text.contains("Created (UTC)             : 2026-11-30 00:53:20.000 UTC\n"));
    QVERIFY(json.contains("\"verdict\": \"mismatch\""));
}

void TestReportCommand::refuses_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("the log") << strings({"case.json", "--text", "case.txt", "--force"}) << 2
                             << "it is the acquisition log";
    QTest::newRow("the record") << strings({"case.json", "--json", "case.json", "--force"}) << 2
                                << "it is the record of the acquisition";
    QTest::newRow("an existing file")
        << strings({"case.json", "--pdf", "existing.pdf"}) << 2 << "already exists";
    QTest::newRow("one file for two reports")
        << strings({"case.json", "--text", "r.txt", "--json", "r.txt"}) << 2
        << "named for two reports";
    QTest::newRow("paper") << strings({"case.json", "--paper", "a3"}) << 2
                           << "--paper must be a4 or letter";
    QTest::newRow("no record") << strings({"missing.json"}) << 2 << "cannot read the record";
    QTest::newRow("not a .json") << strings({"case.txt"}) << 2 << "OUTPUT_BASE.json";
    QTest::newRow("malformed record")
        << strings({"broken.json"}) << 1 << "result.badSectors: 7 recorded";
    QTest::newRow("no log") << strings({"nolog.json"}) << 2 << "acquisition log";
}

void TestReportCommand::refuses()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(copyFixture(QStringLiteral("badsectors"), dir.path(), QStringLiteral("case")));
    QVERIFY(copyFixture(QStringLiteral("clean"), dir.path(), QStringLiteral("nolog")));
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("nolog.txt"))));
    QFile broken(dir.filePath(QStringLiteral("broken.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(readFile(dir.filePath(QStringLiteral("case.json")))
                     .replace("\"badSectors\": 141", "\"badSectors\": 7"));
    broken.close();
    QVERIFY(QFile::copy(dir.filePath(QStringLiteral("case.txt")),
                        dir.filePath(QStringLiteral("broken.txt"))));
    QFile existing(dir.filePath(QStringLiteral("existing.pdf")));
    QVERIFY(existing.open(QIODevice::WriteOnly));
    existing.close();
    const QByteArray log = readFile(dir.filePath(QStringLiteral("case.txt")));
    const QByteArray record = readFile(dir.filePath(QStringLiteral("case.json")));

    const ProcessResult run = runReport(dir.path(), arguments);
    QVERIFY2(run.exitCode == exitCode, run.describe());
    QVERIFY2(run.standardError.contains(message.toUtf8()), run.describe());
    QCOMPARE(readFile(dir.filePath(QStringLiteral("case.txt"))), log);
    QCOMPARE(readFile(dir.filePath(QStringLiteral("case.json"))), record);
    QVERIFY(readFile(dir.filePath(QStringLiteral("existing.pdf"))).isEmpty());
}

// From a real acquisition (with --verify) to the PDF, through the record custody-cli wrote.
void TestReportCommand::reportsARealAcquisition()
{
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    QVERIFY2(!pdftotext.isEmpty(), "poppler-utils is not installed: run scripts/bootstrap.sh");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(QStringLiteral("evidence.raw"));
    QByteArray data(2 * 1024 * 1024 + 4096, Qt::Uninitialized);
    QRandomGenerator generator(7);
    for (char &byte : data)
        byte = char(generator.generate());
    QFile file(source);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(data) == data.size());
    file.close();
    const ProcessResult acquire
        = runProcess(cli, {QStringLiteral("acquire"), source, dir.filePath(QStringLiteral("img")),
                           QStringLiteral("--hash"), QStringLiteral("sha1,sha512"),
                           QStringLiteral("--case-number"), QStringLiteral("CASE-42"),
                           QStringLiteral("--verify")});
    QVERIFY2(acquire.exitCode == 0, acquire.describe());

    const ProcessResult report = runReport(dir.path(), {QStringLiteral("img.json")});
    QVERIFY2(report.exitCode == 0, report.describe());
    const ProcessResult text
        = runProcess(pdftotext, {QStringLiteral("-raw"), dir.filePath(QStringLiteral("img.pdf")),
                                 QStringLiteral("-")});
    QVERIFY2(text.exitCode == 0, text.describe());
    const QString content = QString::fromUtf8(text.standardOutput);
    QVERIFY(content.contains(QStringLiteral("Case number CASE-42")));
    QVERIFY(content.contains(QStringLiteral("Verification: MATCH.")));
    QVERIFY(content.contains(QStringLiteral("All 2,101,248 bytes of the source were read.")));
    const QString compact = content.simplified().remove(QLatin1Char(' '));
    QVERIFY(compact.contains(coreutilsDigest(QStringLiteral("sha1"), source)));
    QVERIFY(compact.contains(coreutilsDigest(QStringLiteral("sha512"), source)));
}

QTEST_GUILESS_MAIN(TestReportCommand)
#include "tst_reportcommand.moc"
