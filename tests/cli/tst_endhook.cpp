// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hookprogram.h"
#include "signingidentity.h"
#include "testfiles.h"
#include "testprocess.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);

// custody-cli acquire in `folder`, its history kept there too.
ProcessResult acquire(const QTemporaryDir &folder, const QStringList &options)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"XDG_DATA_HOME"_s, folder.filePath(u"xdg"_s));
    // Not this job's: a hook never sees the caller's own CUSTODY_ variables.
    environment.insert(u"CUSTODY_INHERITED"_s, u"the caller's"_s);
    return runProcess(cli,
                      QStringList{u"acquire"_s, folder.filePath(u"source.img"_s),
                                  folder.filePath(u"img"_s), u"--no-smart"_s}
                          + options,
                      environment, folder.path());
}

// custody-cli acquire of the folder's source.img with the hook, started and left running.
bool startAcquisition(QProcess &acquisition, const QTemporaryDir &folder, const QString &hook,
                      int timeoutSeconds)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"XDG_DATA_HOME"_s, folder.filePath(u"xdg"_s));
    acquisition.setProcessEnvironment(environment);
    acquisition.start(cli, {u"acquire"_s, folder.filePath(u"source.img"_s),
                            folder.filePath(u"img"_s), u"--no-smart"_s, u"--on-end"_s, hook,
                            u"--on-end-timeout"_s, QString::number(timeoutSeconds)});
    return acquisition.waitForStarted();
}

// The newest row of the folder's case history, as `custody-cli history --json` gives it; empty
// when there is none.
QByteArray lastHistoryRow(const QTemporaryDir &folder)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"XDG_DATA_HOME"_s, folder.filePath(u"xdg"_s));
    const ProcessResult history
        = runProcess(cli, {u"history"_s, u"--json"_s}, environment, folder.path());
    const QJsonArray rows = QJsonDocument::fromJson(history.standardOutput).array();
    return rows.isEmpty() ? QByteArray() : QJsonDocument(rows.last().toObject()).toJson();
}

} // namespace

// custody-cli acquire --on-end: a lab's program run when the acquisition has ended, told
// everything in environment variables (hostile values arrive as data), its run in the log, never
// changing the outcome, killed at its timeout with what it started.
class TestEndHook : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theHookIsToldEverythingAsData();
    void aHookThatHangsIsKilledAtItsTimeout();
    void aProgramThatCannotRunIsRefusedBeforeAnyWork();
    void aHookReadsNothingFromTheTerminal();
    void fileNamesArriveAsTheirBytes();
    void aSignalStopsTheHookNotTheAcquisition();
    void aLogTheHookReplacedIsNotWritten();
    void aVerificationTellsItsHookEverything();
    void aConversionTellsItsHookEverything();
    void nothingTheHookReplacedIsSigned();
};

void TestEndHook::theHookIsToldEverythingAsData()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(writeFile(folder.filePath(u"source.img"_s), randomBytes(3 * 1024 * 1024, 41)));
    const QString hook = folder.filePath(u"hook"_s);
    QVERIFY(writeHook(hook, "env -0 > \"$(dirname \"$0\")/environment\"\n"
                            "echo 'archived'; echo 'to tape' >&2\nexit 3\n"));
    const QString caseNumber = u"2026-1\n$(touch pwned) `touch pwned` \"quoted\" 'single' ;"_s;
    const QString examiner = u"Jane \"JJ\" O'Examiner\t$HOME"_s;
    const ProcessResult result
        = acquire(folder, {u"--hash"_s, u"md5,sha1,sha256"_s, u"--case-number"_s, caseNumber,
                           u"--examiner"_s, examiner, u"--on-end"_s, hook});
    // The hook failed (status 3): the acquisition did not.
    QVERIFY2(result.exitCode == 0, result.describe());
    QVERIFY2(result.standardError.contains("--on-end program did not succeed"), result.describe());

    const QMap<QString, QString> told = environmentIn(folder.filePath(u"environment"_s));
    const QJsonObject record
        = QJsonDocument::fromJson(readFile(folder.filePath(u"img.json"_s))).object();
    QVERIFY(!record.isEmpty());
    QCOMPARE(told.value(u"CUSTODY_JOB"_s), u"acquisition"_s);
    QCOMPARE(told.value(u"CUSTODY_OUTCOME"_s), u"completed"_s);
    QCOMPARE(told.value(u"CUSTODY_VERDICT"_s), u"not verified"_s);
    QCOMPARE(told.value(u"CUSTODY_EXIT_STATUS"_s), u"0"_s);
    QCOMPARE(told.value(u"CUSTODY_SOURCE"_s), folder.filePath(u"source.img"_s));
    QCOMPARE(told.value(u"CUSTODY_BASE"_s), folder.filePath(u"img"_s));
    QCOMPARE(told.value(u"CUSTODY_IMAGE_COUNT"_s), u"1"_s);
    QCOMPARE(told.value(u"CUSTODY_IMAGE_1"_s), folder.filePath(u"img.dd"_s));
    QCOMPARE(told.value(u"CUSTODY_RECORD"_s), folder.filePath(u"img.json"_s));
    QCOMPARE(told.value(u"CUSTODY_LOG"_s), folder.filePath(u"img.txt"_s));
    QCOMPARE(told.value(u"CUSTODY_MAP"_s), folder.filePath(u"img.map"_s));
    QCOMPARE(told.value(u"CUSTODY_UNREADABLE_BYTES"_s), u"0"_s);
    const QJsonArray hashes = record.value(u"hashes"_s).toArray();
    QCOMPARE(hashes.size(), 3);
    for (const QJsonValue &hash : hashes) {
        const QString algorithm = hash[u"algorithm"_s].toString().remove(u'-').toUpper();
        QCOMPARE(told.value(u"CUSTODY_"_s + algorithm), hash[u"digest"_s].toString());
    }
    // Hostile values arrive byte for byte, and nothing of them ran.
    QCOMPARE(told.value(u"CUSTODY_CASE_NUMBER"_s), caseNumber);
    QCOMPARE(told.value(u"CUSTODY_EXAMINER"_s), examiner);
    QVERIFY(!QFile::exists(folder.filePath(u"pwned"_s)));
    // Only this job's CUSTODY_ variables; the rest of the environment (PATH) is passed on.
    QVERIFY(told.contains(u"PATH"_s));
    QVERIFY(!told.contains(u"CUSTODY_INHERITED"_s));

    // Its run is in the log, which the acquisition's outcome does not depend on.
    const QByteArray log = readFile(folder.filePath(u"img.txt"_s));
    QVERIFY2(log.contains("Hook " + hook.toUtf8() + " exited with status 3 after "), log);
    QVERIFY2(log.contains("Hook output: archived\n"), log);
    QVERIFY2(log.contains("Hook output: to tape\n"), log);
    QCOMPARE(record.value(u"result"_s).toObject().value(u"status"_s).toString(), u"completed"_s);
}

void TestEndHook::aHookThatHangsIsKilledAtItsTimeout()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(writeFile(folder.filePath(u"source.img"_s), randomBytes(1024 * 1024, 42)));
    const QString hook = folder.filePath(u"hook"_s);
    // It starts a process of its own too, which the timeout must not leave behind.
    QVERIFY(writeHook(hook, "sleep 600 &\necho $! > \"$(dirname \"$0\")/child\"\n"
                            "echo started\nsleep 600\n"));
    QElapsedTimer clock;
    clock.start();
    const ProcessResult result
        = acquire(folder, {u"--verify"_s, u"--on-end"_s, hook, u"--on-end-timeout"_s, u"2"_s});
    QVERIFY2(result.exitCode == 0, result.describe());
    QVERIFY2(clock.elapsed() < 60000, "custody-cli waited for the hook past its timeout");
    const QByteArray log = readFile(folder.filePath(u"img.txt"_s));
    QVERIFY2(log.contains("Hook " + hook.toUtf8() + " killed after its timeout of 2 s\n"), log);
    QVERIFY2(log.contains("Hook output: started\n"), log);
    // The kill changed nothing of the outcome: the record, the output and the case history all
    // still say the image was read back and matched.
    const QJsonObject record
        = QJsonDocument::fromJson(readFile(folder.filePath(u"img.json"_s))).object();
    QCOMPARE(record[u"result"_s][u"status"_s].toString(), u"completed"_s);
    QCOMPARE(record[u"verification"_s][u"verdict"_s].toString(), u"match"_s);
    QVERIFY2(result.standardOutput.contains("Verification: MATCH."), result.describe());
    const QByteArray last = lastHistoryRow(folder);
    QVERIFY2(last.contains("\"match\""), last.constData());
    QVERIFY2(last.contains("killed after its timeout"), last.constData());
    const pid_t child = readFile(folder.filePath(u"child"_s)).trimmed().toInt();
    QVERIFY(child > 0);
    QTRY_VERIFY(isGone(child)); // killed with the hook's session
}

void TestEndHook::aProgramThatCannotRunIsRefusedBeforeAnyWork()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(writeFile(folder.filePath(u"source.img"_s), randomBytes(1024 * 1024, 43)));
    const QString notExecutable = folder.filePath(u"notes.txt"_s);
    QVERIFY(writeFile(notExecutable, "echo hi\n"));
    for (const QStringList &options :
         {QStringList{u"--on-end"_s, folder.filePath(u"missing"_s)},
          QStringList{u"--on-end"_s, notExecutable},
          QStringList{u"--on-end"_s, notExecutable, u"--on-end-timeout"_s, u"0"_s},
          QStringList{u"--on-end-timeout"_s, u"5"_s}}) {
        const ProcessResult refused = acquire(folder, options);
        QVERIFY2(refused.exitCode == 2, refused.describe());
        QVERIFY2(refused.standardError.contains("--on-end"), refused.describe());
        QVERIFY(!QFile::exists(folder.filePath(u"img.dd"_s)));
    }
    // The same for a wipe (before any drive is opened) and a conversion (before any E01).
    const ProcessResult wipe = runProcess(
        cli, {u"wipe"_s, u"/dev/null"_s, u"--certificate"_s, folder.filePath(u"cert"_s), u"--yes"_s,
              u"--no-smart"_s, u"--on-end"_s, folder.filePath(u"missing"_s)});
    QVERIFY2(wipe.exitCode == 2, wipe.describe());
    QVERIFY2(wipe.standardError.contains("--on-end"), wipe.describe());
    QVERIFY(!QFile::exists(folder.filePath(u"cert.json"_s)));
    QVERIFY2(acquire(folder, {}).exitCode == 0, "not acquired");
    const ProcessResult convert
        = runProcess(cli, {u"convert"_s, folder.filePath(u"img.json"_s), u"--format"_s, u"e01"_s,
                           u"--on-end"_s, notExecutable});
    QVERIFY2(convert.exitCode == 2, convert.describe());
    QVERIFY2(convert.standardError.contains("--on-end"), convert.describe());
    QVERIFY(!QFile::exists(folder.filePath(u"img.E01"_s)));
}

// Its standard input is /dev/null: a hook that reads it (cat, read, ssh) gets the end at once
// instead of waiting for its timeout.
void TestEndHook::aHookReadsNothingFromTheTerminal()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(writeFile(folder.filePath(u"source.img"_s), randomBytes(1024 * 1024, 44)));
    const QString hook = folder.filePath(u"hook"_s);
    QVERIFY(writeHook(hook, "cat\nread -r line || echo 'nothing to read'\n"));
    QProcess acquisition;
    // custody-cli's own stdin stays open, as a terminal's would.
    QVERIFY(startAcquisition(acquisition, folder, hook, 300));
    QVERIFY2(acquisition.waitForFinished(120000), "the hook waited for input");
    QCOMPARE(acquisition.exitCode(), 0);
    const QByteArray log = readFile(folder.filePath(u"img.txt"_s));
    QVERIFY2(log.contains("Hook " + hook.toUtf8() + " exited with status 0"), log);
    QVERIFY2(log.contains("Hook output: nothing to read\n"), log);
}

// A base whose name is not UTF-8: the hook is told the files' names as their bytes.
void TestEndHook::fileNamesArriveAsTheirBytes()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(writeFile(folder.filePath(u"source.img"_s), randomBytes(1024 * 1024, 45)));
    QVERIFY(writeHook(folder.filePath(u"hook"_s), "env -0 > \"$(dirname \"$0\")/environment\"\n"));
    // QProcess passes arguments as UTF-8: bash gives custody-cli the byte 0xff.
    const ProcessResult result = runProcess(
        u"bash"_s, {u"-c"_s,
                    u"XDG_DATA_HOME=\"$1/xdg\" \"$2\" acquire \"$1/source.img\" \"$1\"/$'img\\xff' "
                    u"--no-smart --on-end \"$1/hook\""_s,
                    u"bash"_s, folder.path(), cli});
    QVERIFY2(result.exitCode == 0, result.describe());
    const QByteArray image = QFile::encodeName(folder.path()) + "/img\xff.dd";
    QVERIFY(readFile(folder.filePath(u"environment"_s))
                .split('\0')
                .contains("CUSTODY_IMAGE_1=" + image));
}

// SIGTERM (or Ctrl+C) to custody-cli while its hook runs kills the hook with its session, and
// custody-cli still writes what the hook did into the log and records the acquisition.
void TestEndHook::aSignalStopsTheHookNotTheAcquisition()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(writeFile(folder.filePath(u"source.img"_s), randomBytes(1024 * 1024, 46)));
    const QString hook = folder.filePath(u"hook"_s);
    QVERIFY(writeHook(hook, "echo $$ > \"$(dirname \"$0\")/started\"\nsleep 600\n"));
    QProcess acquisition;
    QVERIFY(startAcquisition(acquisition, folder, hook, 600));
    QTRY_VERIFY_WITH_TIMEOUT(!readFile(folder.filePath(u"started"_s)).trimmed().isEmpty(), 60000);
    const pid_t hookPid = readFile(folder.filePath(u"started"_s)).trimmed().toInt();
    ::kill(pid_t(acquisition.processId()), SIGTERM);
    QVERIFY2(acquisition.waitForFinished(60000), "custody-cli waited for the hook");
    QCOMPARE(acquisition.exitStatus(), QProcess::NormalExit);
    QCOMPARE(acquisition.exitCode(), 0); // the acquisition completed before the hook
    const QByteArray log = readFile(folder.filePath(u"img.txt"_s));
    QVERIFY2(log.contains("Hook " + hook.toUtf8() + " killed after "), log);
    QVERIFY2(log.contains("custody-cli was asked to stop"), log);
    QVERIFY(hookPid > 0);
    QTRY_VERIFY(isGone(hookPid));
    // Recorded in the case history as every acquisition is.
    QVERIFY2(acquisition.readAllStandardOutput().contains("Recorded in the case history"),
             "not recorded in the history");
}

// The log's run is added through the acquisition's write gate: a hook that put a link at the
// log's name (to another case's log, here) finds neither the link nor its target written.
void TestEndHook::aLogTheHookReplacedIsNotWritten()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(writeFile(folder.filePath(u"source.img"_s), randomBytes(1024 * 1024, 47)));
    QVERIFY(writeFile(folder.filePath(u"other-case.txt"_s), "another case's log\n"));
    QVERIFY(writeHook(folder.filePath(u"hook"_s),
                      "cd \"$(dirname \"$0\")\" && mv img.txt img.txt.moved && "
                      "ln -s other-case.txt img.txt\n"));
    const ProcessResult result = acquire(folder, {u"--on-end"_s, folder.filePath(u"hook"_s)});
    QVERIFY2(result.exitCode == 0, result.describe());
    QVERIFY2(result.standardError.contains("run is not in the log"), result.describe());
    QCOMPARE(readFile(folder.filePath(u"other-case.txt"_s)), QByteArray("another case's log\n"));
    QVERIFY(QFileInfo(folder.filePath(u"img.txt"_s)).isSymLink());
    QVERIFY(!readFile(folder.filePath(u"img.txt.moved"_s)).contains("Hook "));
}

// custody-cli verify --on-end: the lab's program is told the verification (verdict, image,
// hashlogs, the PDF, the digests computed, the case) as data; its run is shown and noted in the
// case history's row; its failure changes neither the verdict nor the exit status.
void TestEndHook::aVerificationTellsItsHookEverything()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(writeFile(folder.filePath(u"source.img"_s), randomBytes(2 * 1024 * 1024, 48)));
    QVERIFY2(acquire(folder, {u"--hash"_s, u"md5,sha256"_s}).exitCode == 0, "not acquired");
    const QString hook = folder.filePath(u"hook"_s);
    QVERIFY(writeHook(hook, "env -0 > \"$(dirname \"$0\")/environment\"\necho checked\nexit 3\n"));
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"XDG_DATA_HOME"_s, folder.filePath(u"xdg"_s));
    const QString caseNumber = u"2026-9 $(touch pwned)\n'q'"_s;
    const ProcessResult result = runProcess(
        cli,
        {u"verify"_s, folder.filePath(u"img.dd"_s), u"--pdf"_s, folder.filePath(u"check.pdf"_s),
         u"--case-number"_s, caseNumber, u"--on-end"_s, hook, u"--on-end-timeout"_s, u"20"_s},
        environment, folder.path());
    QVERIFY2(result.exitCode == 0, result.describe()); // the hook's 3 is not the verdict
    QVERIFY2(result.standardOutput.contains("Hook " + hook.toUtf8() + " exited with status 3"),
             result.describe());
    QVERIFY2(result.standardError.contains("--on-end program did not succeed"), result.describe());
    const QMap<QString, QString> told = environmentIn(folder.filePath(u"environment"_s));
    QCOMPARE(told.value(u"CUSTODY_JOB"_s), u"verification"_s);
    QCOMPARE(told.value(u"CUSTODY_OUTCOME"_s), u"completed"_s);
    QCOMPARE(told.value(u"CUSTODY_VERDICT"_s), u"match"_s);
    QCOMPARE(told.value(u"CUSTODY_EXIT_STATUS"_s), u"0"_s);
    QCOMPARE(told.value(u"CUSTODY_IMAGE_COUNT"_s), u"1"_s);
    QCOMPARE(told.value(u"CUSTODY_IMAGE_1"_s), folder.filePath(u"img.dd"_s));
    QVERIFY(told.value(u"CUSTODY_HASHLOG_COUNT"_s).toInt() >= 1);
    QCOMPARE(told.value(u"CUSTODY_REPORT"_s), folder.filePath(u"check.pdf"_s));
    QCOMPARE(told.value(u"CUSTODY_MD5"_s),
             coreutilsDigest(u"md5"_s, folder.filePath(u"source.img"_s)));
    QCOMPARE(told.value(u"CUSTODY_SHA256"_s),
             coreutilsDigest(u"sha256"_s, folder.filePath(u"source.img"_s)));
    QCOMPARE(told.value(u"CUSTODY_CASE_NUMBER"_s), caseNumber);
    QVERIFY(!QFileInfo::exists(folder.filePath(u"pwned"_s)));
    // In the case history's row of the verification.
    const QByteArray last = lastHistoryRow(folder);
    QVERIFY2(last.contains("exited with status 3"), last.constData());
}

void TestEndHook::aConversionTellsItsHookEverything()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(writeFile(folder.filePath(u"source.img"_s), randomBytes(2 * 1024 * 1024, 49)));
    const QString caseNumber = u"2026-10 $(touch pwned)\n\"q\" `id`"_s;
    QVERIFY2(acquire(folder, {u"--hash"_s, u"md5,sha1"_s, u"--case-number"_s, caseNumber}).exitCode
                 == 0,
             "not acquired");
    const QString hook = folder.filePath(u"hook"_s);
    QVERIFY(writeHook(hook, "env -0 > \"$(dirname \"$0\")/environment\"\necho archived\nexit 4\n"));
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"XDG_DATA_HOME"_s, folder.filePath(u"xdg"_s));
    environment.insert(u"CUSTODY_INHERITED"_s, u"the caller's"_s);
    const ProcessResult result = runProcess(cli,
                                            {u"convert"_s, folder.filePath(u"img.json"_s),
                                             u"--format"_s, u"e01"_s, u"--on-end"_s, hook},
                                            environment, folder.path());
    QVERIFY2(result.exitCode == 0, result.describe()); // the hook's 4 is not the outcome
    QVERIFY2(result.standardOutput.contains("Hook " + hook.toUtf8() + " exited with status 4"),
             result.describe());
    QVERIFY2(result.standardOutput.contains("archived"), result.describe());
    QVERIFY2(result.standardError.contains("--on-end program did not succeed"), result.describe());
    const QMap<QString, QString> told = environmentIn(folder.filePath(u"environment"_s));
    const QString otherwise = toldOtherwise(
        told, {{u"CUSTODY_JOB"_s, u"conversion"_s},
               {u"CUSTODY_OUTCOME"_s, u"completed"_s},
               {u"CUSTODY_VERDICT"_s, u"match"_s},
               {u"CUSTODY_EXIT_STATUS"_s, u"0"_s},
               {u"CUSTODY_RECORD"_s, folder.filePath(u"img.json"_s)},
               {u"CUSTODY_SOURCE_IMAGE_1"_s, folder.filePath(u"img.dd"_s)},
               {u"CUSTODY_IMAGE_COUNT"_s, u"1"_s},
               {u"CUSTODY_IMAGE_1"_s, folder.filePath(u"img.E01"_s)},
               {u"CUSTODY_MD5"_s, coreutilsDigest(u"md5"_s, folder.filePath(u"source.img"_s))},
               {u"CUSTODY_SHA1"_s, coreutilsDigest(u"sha1"_s, folder.filePath(u"source.img"_s))},
               {u"CUSTODY_CASE_NUMBER"_s, caseNumber}});
    QVERIFY2(otherwise.isEmpty(), qPrintable(otherwise));
    QVERIFY(QFileInfo::exists(folder.filePath(u"img.E01"_s)));
    QVERIFY(!told.contains(u"CUSTODY_INHERITED"_s));
    QVERIFY(!QFileInfo::exists(folder.filePath(u"pwned"_s)));
    const QByteArray last = lastHistoryRow(folder);
    QVERIFY2(last.contains("exited with status 4"), last.constData());
}

// A hook that puts a link at the record's name (to another case's record): the link is not
// signed as this acquisition's record, nor is the log, and custody-cli says why (exit 1).
void TestEndHook::nothingTheHookReplacedIsSigned()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(makeSigningIdentity(folder.path(), u"open sesame"_s));
    QVERIFY(writeFile(folder.filePath(u"passphrase"_s), "open sesame\n"));
    QVERIFY(writeFile(folder.filePath(u"source.img"_s), randomBytes(1024 * 1024, 49)));
    QVERIFY(writeFile(folder.filePath(u"other-case.json"_s), "{\"another\": \"case\"}\n"));
    QVERIFY(writeHook(folder.filePath(u"hook"_s),
                      "cd \"$(dirname \"$0\")\" && mv img.json img.json.moved && "
                      "ln -s other-case.json img.json\n"));
    const ProcessResult result = acquire(
        folder, {u"--on-end"_s, folder.filePath(u"hook"_s), u"--sign-key"_s,
                 folder.filePath(u"key.pem"_s), u"--sign-cert"_s, folder.filePath(u"cert.pem"_s),
                 u"--sign-passphrase-file"_s, folder.filePath(u"passphrase"_s)});
    QVERIFY2(result.exitCode == 1, result.describe());
    QVERIFY2(result.standardError.contains("nothing was signed: the --on-end program put something "
                                           "else at"),
             result.describe());
    QVERIFY(!QFileInfo::exists(folder.filePath(u"img.json.p7s"_s)));
    QVERIFY(!QFileInfo::exists(folder.filePath(u"other-case.json.p7s"_s)));
    QVERIFY(!QFileInfo::exists(folder.filePath(u"img.txt.p7s"_s)));
    QCOMPARE(readFile(folder.filePath(u"other-case.json"_s)), "{\"another\": \"case\"}\n");
}

QTEST_GUILESS_MAIN(TestEndHook)
#include "tst_endhook.moc"
