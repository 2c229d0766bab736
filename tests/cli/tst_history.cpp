// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingidentity.h"
#include "testfiles.h"
#include "testprocess.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);

QJsonArray historyJson(const QString &history, const QStringList &filters = {})
{
    const ProcessResult listed = runProcess(
        cli, QStringList{u"history"_s, u"--json"_s, u"--history"_s, history} + filters);
    return listed.exitCode == 0 ? QJsonDocument::fromJson(listed.standardOutput).array()
                                : QJsonArray();
}

QString sha256Of(const QString &path)
{
    return QString::fromLatin1(sha256Hex(readFile(path)));
}

} // namespace

// The case history as custody-cli keeps it: every kind of event once with its fields, check and
// its exit status, import of records made before, and a history that cannot be written never
// stopping the work.
class TestHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recordsEveryKindOfEventOnce();
    void checkNamesTheAlteredRow();
    void checkFailsWhenTheGuardsAreGoneOrTheAnchorMoved();
    void importAddsEachRecordOnce();
    void aDamagedHistoryDoesNotStopAnAcquisition();
    void refusesBadFilters();
    void neverWritesTheHistoryOntoEvidence();
    void aSignedExportSaysWhoVouchesForIt();
};

void TestHistory::recordsEveryKindOfEventOnce()
{
    QTemporaryDir dir;
    const QString source = dir.filePath(u"evidence.img"_s);
    const QByteArray content = randomBytes(3 * 1024 * 1024, 41);
    QVERIFY(writeFile(source, content));
    const QString base = dir.filePath(u"disk"_s);
    const QString history = dir.filePath(u"lab/history.sqlite"_s);
    const QStringList historyOption{u"--history"_s, history};
    const QStringList caseFields{u"--case-number"_s, u"2026-117"_s,   u"--evidence-number"_s,
                                 u"HD-3"_s,          u"--examiner"_s, u"Jane Doe"_s};

    const ProcessResult acquired
        = runProcess(cli, QStringList{u"acquire"_s, source, base, u"--hash"_s, u"md5,sha256"_s}
                              + caseFields + historyOption);
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QVERIFY2(acquired.standardOutput.contains("Recorded in the case history"), acquired.describe());
    const QString firstRecordSha256 = sha256Of(base + u".json"_s);
    // The record lost: --resume reads nothing again and writes what is missing.
    QVERIFY(QFile::remove(base + u".json"_s));
    const ProcessResult resumed = runProcess(
        cli, QStringList{u"acquire"_s, source, base, u"--hash"_s, u"md5,sha256"_s, u"--resume"_s}
                 + caseFields + historyOption);
    QVERIFY2(resumed.exitCode == 0, resumed.describe());
    const ProcessResult verified
        = runProcess(cli, QStringList{u"verify"_s, base + u".dd"_s} + historyOption);
    QVERIFY2(verified.exitCode == 0, verified.describe());
    const ProcessResult reported
        = runProcess(cli, QStringList{u"report"_s, base + u".json"_s} + historyOption);
    QVERIFY2(reported.exitCode == 0, reported.describe());
    const ProcessResult converted = runProcess(
        cli, QStringList{u"convert"_s, base + u".json"_s, u"--format"_s, u"e01"_s} + historyOption);
    QVERIFY2(converted.exitCode == 0, converted.describe());

    const QJsonArray rows = historyJson(history);
    QCOMPARE(rows.size(), 5);
    QStringList kinds;
    for (const QJsonValue &row : rows)
        kinds << row[u"kind"_s].toString();
    QCOMPARE(kinds, (QStringList{u"acquisition"_s, u"resume"_s, u"verification"_s, u"report"_s,
                                 u"conversion"_s}));
    const QString sha256 = QString::fromLatin1(sha256Hex(content));
    for (const QJsonValue &row : rows) {
        const QByteArray kind = row[u"kind"_s].toString().toUtf8();
        QCOMPARE(row[u"caseNumber"_s].toString(), u"2026-117"_s);
        QCOMPARE(row[u"evidenceNumber"_s].toString(), u"HD-3"_s);
        QCOMPARE(row[u"examiner"_s].toString(), u"Jane Doe"_s);
        QVERIFY2(row[u"digests"_s][u"SHA-256"_s].toString() == sha256, kind);
        QVERIFY2(!row[u"host"_s].toString().isEmpty(), kind);
        QVERIFY2(!row[u"custodyVersion"_s].toString().isEmpty(), kind);
        QVERIFY2(QDateTime::fromString(row[u"time"_s].toString(), Qt::ISODate).isValid(), kind);
        QVERIFY2(row[u"recordPath"_s].toString() == QDir(dir.path()).filePath(u"disk.json"_s),
                 kind);
    }
    const QJsonValue acquisition = rows[0];
    QCOMPARE(acquisition[u"source"_s].toString(), source);
    QCOMPARE(acquisition[u"sourceBytes"_s].toInteger(), content.size());
    QCOMPARE(acquisition[u"unreadableBytes"_s].toInteger(), 0);
    QCOMPARE(acquisition[u"verdict"_s].toString(), u"not verified"_s);
    QCOMPARE(acquisition[u"recordSha256"_s].toString(), firstRecordSha256);
    QCOMPARE(acquisition[u"imageFiles"_s].toArray().first().toString(), base + u".dd"_s);
    QCOMPARE(
        acquisition[u"digests"_s][u"MD5"_s].toString(),
        QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Md5).toHex()));
    QCOMPARE(rows[1][u"recordSha256"_s].toString(), sha256Of(base + u".json"_s));
    QCOMPARE(rows[2][u"verdict"_s].toString(), u"match"_s);
    QCOMPARE(rows[2][u"imageFiles"_s].toArray().first().toString(), base + u".dd"_s);
    QCOMPARE(rows[3][u"reportPath"_s].toString(), base + u".pdf"_s);
    QCOMPARE(rows[3][u"reportSha256"_s].toString(), sha256Of(base + u".pdf"_s));
    QCOMPARE(rows[4][u"verdict"_s].toString(), u"match"_s);
    QCOMPARE(rows[4][u"imageFiles"_s].toArray().first().toString(), base + u".E01"_s);

    // The filters, as an examiner searches.
    QCOMPARE(historyJson(history, {u"--kind"_s, u"report"_s}).size(), 1);
    QCOMPARE(historyJson(history, {u"--case"_s, u"2026-117"_s}).size(), 5);
    QCOMPARE(historyJson(history, {u"--case"_s, u"2026-118"_s}).size(), 0);
    QCOMPARE(historyJson(history, {u"--digest"_s, firstRecordSha256}).size(), 1);
    QCOMPARE(historyJson(history, {u"--digest"_s, sha256.toUpper()}).size(), 5);
    // Only a whole digest: not a part of one, nor an algorithm's name.
    QCOMPARE(historyJson(history, {u"--digest"_s, sha256.left(40)}).size(), 0);
    QCOMPARE(historyJson(history, {u"--since"_s, u"2000-01-01"_s}).size(), 5);
    QCOMPARE(
        historyJson(history, {u"--since"_s, u"2000-01-01"_s, u"--until"_s, u"2000-01-02"_s}).size(),
        0);
    // A date alone includes that day, a time is where it ends.
    const QDateTime first = QDateTime::fromString(rows[0][u"time"_s].toString(), Qt::ISODate);
    const QDateTime last = QDateTime::fromString(rows[4][u"time"_s].toString(), Qt::ISODate);
    QCOMPARE(historyJson(history, {u"--until"_s, last.toUTC().date().toString(Qt::ISODate)}).size(),
             5);
    QCOMPARE(historyJson(history, {u"--until"_s, first.toUTC().toString(Qt::ISODateWithMs)}).size(),
             0);
    // A time is not cut to its date: a second after the last event, not that day's midnight.
    const QString afterLast = last.toUTC().addSecs(1).toString(Qt::ISODate);
    QCOMPARE(historyJson(history, {u"--until"_s, afterLast}).size(), 5);
    QCOMPARE(historyJson(history, {u"--since"_s, afterLast}).size(), 0);

    const ProcessResult check
        = runProcess(cli, QStringList{u"history"_s, u"check"_s} + historyOption);
    QVERIFY2(check.exitCode == 0, check.describe());
    QVERIFY2(check.standardOutput.contains("5 row(s), the chain holds"), check.describe());
}

void TestHistory::checkNamesTheAlteredRow()
{
    QTemporaryDir dir;
    const QString source = dir.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(source, randomBytes(1024 * 1024, 42)));
    const QString history = dir.filePath(u"history.sqlite"_s);
    for (const QString &name : {u"one"_s, u"two"_s, u"three"_s}) {
        const ProcessResult acquired
            = runProcess(cli, {u"acquire"_s, source, dir.filePath(name), u"--history"_s, history});
        QVERIFY2(acquired.exitCode == 0, acquired.describe());
    }
    const ProcessResult edited
        = runProcess(QStandardPaths::findExecutable(u"sqlite3"_s),
                     {history, u"DROP TRIGGER events_append_only_update; "
                               "UPDATE events SET unreadable_bytes = 4096 WHERE id = 2"_s});
    QVERIFY2(edited.exitCode == 0, edited.describe());
    const ProcessResult check
        = runProcess(cli, {u"history"_s, u"check"_s, u"--history"_s, history});
    QCOMPARE(check.exitCode, 1);
    QVERIFY2(check.standardOutput.contains("the chain is broken at row 2: row 2 was changed"),
             check.describe());
}

// A history whose triggers were dropped still chains, but check fails and says so; one made
// again from scratch (deleted, then as many events recorded anew) chains too, and only the
// last row's hash written down earlier (--anchor) shows it was rewritten.
void TestHistory::checkFailsWhenTheGuardsAreGoneOrTheAnchorMoved()
{
    QTemporaryDir dir;
    const QString history = dir.filePath(u"history.sqlite"_s);
    const auto recordThree = [&](quint32 seed) {
        const QString source = dir.filePath(u"evidence%1.img"_s.arg(seed));
        QVERIFY(writeFile(source, randomBytes(256 * 1024, seed)));
        for (const QString &name : {u"one"_s, u"two"_s, u"three"_s}) {
            const ProcessResult acquired
                = runProcess(cli, {u"acquire"_s, source, dir.filePath(name + QString::number(seed)),
                                   u"--history"_s, history});
            QVERIFY2(acquired.exitCode == 0, acquired.describe());
        }
    };
    const auto check = [&](const QStringList &anchors) {
        QStringList arguments{u"history"_s, u"check"_s, u"--history"_s, history};
        for (const QString &anchor : anchors)
            arguments << u"--anchor"_s << anchor;
        return runProcess(cli, arguments);
    };
    recordThree(1);
    const ProcessResult first = check({});
    QVERIFY2(first.exitCode == 0, first.describe());
    const QByteArray marker = "last row's hash ";
    const QString written = QString::fromLatin1(
        first.standardOutput.mid(first.standardOutput.indexOf(marker) + marker.size(), 64));
    QCOMPARE(written.size(), 64);
    const ProcessResult anchored = check({u"3:"_s + written.toUpper()});
    QVERIFY2(anchored.exitCode == 0
                 && anchored.standardOutput.contains("row 3 still has the hash written down"),
             anchored.describe());

    // Made again: the chain holds, the anchor does not, and a row past the end is missing.
    QVERIFY(QFile::remove(history));
    recordThree(2);
    QCOMPARE(check({}).exitCode, 0);
    const ProcessResult rewritten = check({u"3:"_s + written, u"4:"_s + written});
    QCOMPARE(rewritten.exitCode, 1);
    const QString said = QString::fromUtf8(rewritten.standardOutput);
    QVERIFY2(said.contains(u"row 3's hash is "_s)
                 && said.contains(u"not "_s + written + u" as written down"_s)
                 && said.contains(u"row 4 is not in the history"_s)
                 && said.contains(u": rewritten: its 3 row(s) chain"_s),
             rewritten.describe());
    for (const QString &bad : {u"3"_s, u"0:"_s + written, u"3:"_s + written.left(63)}) {
        const ProcessResult refused = check({bad});
        QVERIFY2(refused.exitCode == 2 && refused.standardError.contains("--anchor takes ROW:HASH"),
                 refused.describe());
    }

    // The trigger that refuses edits dropped: nothing was edited, yet check fails.
    const ProcessResult dropped
        = runProcess(QStandardPaths::findExecutable(u"sqlite3"_s),
                     {history, u"DROP TRIGGER events_append_only_update"_s});
    QVERIFY2(dropped.exitCode == 0, dropped.describe());
    const ProcessResult unguarded = check({});
    QCOMPARE(unguarded.exitCode, 1);
    QVERIFY2(unguarded.standardOutput.contains("the chain holds, but its guards were changed"),
             unguarded.describe());
}

// Records lying in folders from before the history: added once, however often imported, and
// not at all when their acquisition was recorded as it ran.
void TestHistory::importAddsEachRecordOnce()
{
    QTemporaryDir dir;
    const QString source = dir.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(source, randomBytes(1024 * 1024, 43)));
    const QString live = dir.filePath(u"live.sqlite"_s);
    QVERIFY(QDir(dir.path()).mkpath(u"cases/a"_s) && QDir(dir.path()).mkpath(u"cases/b/c"_s));
    for (const QString &base : {u"cases/a/first"_s, u"cases/b/c/second"_s}) {
        const ProcessResult acquired
            = runProcess(cli, {u"acquire"_s, source, dir.filePath(base), u"--history"_s, live});
        QVERIFY2(acquired.exitCode == 0, acquired.describe());
    }
    QVERIFY(writeFile(dir.filePath(u"cases/a/notes.json"_s), "{\"not\": \"a record\"}"));
    const QString imported = dir.filePath(u"imported.sqlite"_s);
    const QStringList import{u"history"_s, u"import"_s, dir.filePath(u"cases"_s), u"--history"_s};

    const ProcessResult first = runProcess(cli, import + QStringList{imported});
    QVERIFY2(first.exitCode == 0, first.describe());
    QVERIFY2(first.standardOutput.contains("2 added, 0 already there, 1 skipped"),
             first.describe());
    const ProcessResult again = runProcess(cli, import + QStringList{imported});
    QVERIFY2(again.standardOutput.contains("0 added, 2 already there"), again.describe());
    const QJsonArray rows = historyJson(imported);
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[0][u"recordSha256"_s].toString(),
             sha256Of(dir.filePath(u"cases/a/first.json"_s)));
    QVERIFY(rows[0][u"note"_s].toString().startsWith(u"imported from"_s));
    const ProcessResult intoLive = runProcess(cli, import + QStringList{live});
    QVERIFY2(intoLive.standardOutput.contains("0 added, 2 already there"), intoLive.describe());
    QCOMPARE(historyJson(live).size(), 2);
}

// The acquisition's files are the evidence; the history is their index. A damaged history file
// is reported, left as it is, and the acquisition completes.
void TestHistory::aDamagedHistoryDoesNotStopAnAcquisition()
{
    QTemporaryDir dir;
    const QString source = dir.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(source, randomBytes(1024 * 1024, 44)));
    const QString history = dir.filePath(u"history.sqlite"_s);
    const QByteArray damaged = "SQLite format 3\0 but the rest of the file was lost";
    QVERIFY(writeFile(history, damaged));
    const QString base = dir.filePath(u"disk"_s);
    const ProcessResult acquired
        = runProcess(cli, {u"acquire"_s, source, base, u"--history"_s, history});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QVERIFY2(acquired.standardError.contains("WARNING: not recorded in the case history"),
             acquired.describe());
    QVERIFY2(acquired.standardError.contains(history.toUtf8()), acquired.describe());
    for (const QString &suffix : {u".dd"_s, u".json"_s, u".txt"_s, u".sha256"_s})
        QVERIFY(QFile::exists(base + suffix));
    QCOMPARE(readFile(history), damaged);
    const ProcessResult listed = runProcess(cli, {u"history"_s, u"--history"_s, history});
    QCOMPARE(listed.exitCode, 2);
    QVERIFY2(listed.standardError.contains("cannot be used"), listed.describe());
}

void TestHistory::refusesBadFilters()
{
    for (const QStringList &arguments :
         {QStringList{u"--since"_s, u"yesterday"_s}, QStringList{u"--kind"_s, u"imaging"_s},
          QStringList{u"--digest"_s, u"SHA-256"_s}, QStringList{u"frobnicate"_s}}) {
        const ProcessResult refused = runProcess(
            cli, QStringList{u"history"_s, u"--history"_s, u"/nonexistent/h"_s} + arguments);
        QVERIFY2(refused.exitCode == 2, refused.describe());
    }
}

// Evidence that is itself a Custody history (a seized workstation's, say), named as the history
// too: refused before the source is read, and not one byte of it changes. The same for a
// verification whose image is the history.
void TestHistory::neverWritesTheHistoryOntoEvidence()
{
    QTemporaryDir dir;
    const QString seized = dir.filePath(u"seized-history.sqlite"_s);
    const QString source = dir.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(source, randomBytes(1024 * 1024, 45)));
    const ProcessResult made
        = runProcess(cli, {u"acquire"_s, source, dir.filePath(u"first"_s), u"--history"_s, seized});
    QVERIFY2(made.exitCode == 0, made.describe());
    const QByteArray before = readFile(seized);
    QVERIFY(!before.isEmpty());

    const ProcessResult acquired
        = runProcess(cli, {u"acquire"_s, seized, dir.filePath(u"image"_s), u"--history"_s, seized});
    QCOMPARE(acquired.exitCode, 2);
    QVERIFY2(acquired.standardError.contains("would alter the evidence"), acquired.describe());
    QVERIFY(!QFile::exists(dir.filePath(u"image.dd"_s)));
    QCOMPARE(readFile(seized), before);

    // An image verified against a checksum list, with the image as the history.
    QVERIFY(writeFile(source + u".sha256"_s, sha256Hex(readFile(source)) + "  evidence.img\n"));
    // Refused before the image is read, as acquire refuses: the image is no Custody history.
    const ProcessResult verified = runProcess(cli, {u"verify"_s, source, u"--history"_s, source});
    QVERIFY2(verified.exitCode == 2, verified.describe());
    QVERIFY2(verified.standardError.contains("cannot be used")
                 && verified.standardError.contains("evidence.img"),
             verified.describe());
    QCOMPARE(sha256Hex(readFile(source)), sha256Hex(randomBytes(1024 * 1024, 45)));
}

// history export --output --sign-key: the case's events in a new file with a detached CMS
// signature that openssl verifies too; check CASE.json checks the signature as well as the
// chain, finds a change that leaves the chain whole, and with --trust-ca names a foreign signer.
void TestHistory::aSignedExportSaysWhoVouchesForIt()
{
    QTemporaryDir dir;
    const QString source = dir.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(source, randomBytes(1024 * 1024, 44)));
    const QString history = dir.filePath(u"history.sqlite"_s);
    int acquisitions = 0;
    for (const QString &caseNumber : {u"LAB-1"_s, u"LAB-2"_s, u"LAB-1"_s}) {
        const ProcessResult acquired
            = runProcess(cli, {u"acquire"_s, source, dir.filePath(u"image%1"_s.arg(++acquisitions)),
                               u"--history"_s, history, u"--case-number"_s, caseNumber});
        QVERIFY2(acquired.exitCode == 0, acquired.describe());
    }
    QVERIFY(QDir(dir.path()).mkdir(u"examiner"_s) && QDir(dir.path()).mkdir(u"other"_s));
    QVERIFY(makeSigningIdentity(dir.filePath(u"examiner"_s), u"open sesame"_s));
    QVERIFY(makeSigningIdentity(dir.filePath(u"other"_s), u"other"_s, u"/CN=Someone Else"_s));
    QVERIFY(writeFile(dir.filePath(u"passphrase"_s), "open sesame\n"));
    const QString exported = dir.filePath(u"case.json"_s);
    const QStringList exportCase{u"history"_s,
                                 u"export"_s,
                                 u"--case"_s,
                                 u"LAB-1"_s,
                                 u"--history"_s,
                                 history,
                                 u"--output"_s,
                                 exported,
                                 u"--sign-key"_s,
                                 dir.filePath(u"examiner/key.pem"_s),
                                 u"--sign-cert"_s,
                                 dir.filePath(u"examiner/cert.pem"_s),
                                 u"--sign-passphrase-file"_s,
                                 dir.filePath(u"passphrase"_s)};

    // Signing needs a file; a list takes no --output.
    QStringList toStandardOutput = exportCase;
    toStandardOutput.remove(6, 2);
    const ProcessResult noFile = runProcess(cli, toStandardOutput);
    QCOMPARE(noFile.exitCode, 2);
    QVERIFY2(noFile.standardError.contains("give --output FILE to sign"), noFile.describe());
    const ProcessResult listed
        = runProcess(cli, {u"history"_s, u"--history"_s, history, u"--output"_s, exported});
    QCOMPARE(listed.exitCode, 2);
    QVERIFY(!QFileInfo::exists(exported));

    const ProcessResult signedExport = runProcess(cli, exportCase);
    QVERIFY2(signedExport.exitCode == 0, signedExport.describe());
    QVERIFY2(signedExport.standardOutput.contains("signed: " + exported.toUtf8() + ".p7s"),
             signedExport.describe());
    QVERIFY(QJsonDocument::fromJson(readFile(exported)).object().value(u"case_rows"_s).toInteger()
            == 2);
    const ProcessResult openssl
        = runProcess(u"openssl"_s, {u"cms"_s, u"-verify"_s, u"-binary"_s, u"-inform"_s, u"DER"_s,
                                    u"-in"_s, exported + u".p7s"_s, u"-content"_s, exported,
                                    u"-noverify"_s, u"-out"_s, u"/dev/null"_s});
    QVERIFY2(openssl.exitCode == 0, openssl.describe());
    // Never over an earlier export (its signature would speak of other bytes).
    const QByteArray before = readFile(exported);
    const ProcessResult again = runProcess(cli, exportCase);
    QCOMPARE(again.exitCode, 2);
    QVERIFY2(again.standardError.contains("exists: give another file for --output"),
             again.describe());
    QCOMPARE(readFile(exported), before);

    const auto check = [&](const QStringList &more = {}) {
        return runProcess(cli, QStringList{u"history"_s, u"check"_s, exported} + more);
    };
    const ProcessResult holds = check();
    QVERIFY2(holds.exitCode == 0, holds.describe());
    QVERIFY2(holds.standardOutput.contains("2 event(s) of the case, in a chain of 3 rows that "
                                           "holds"),
             holds.describe());
    QVERIFY2(holds.standardOutput.contains("unchanged since signed")
                 && holds.standardOutput.contains("Jane Examiner"),
             holds.describe());
    const ProcessResult trusted = check({u"--trust-ca"_s, dir.filePath(u"examiner/cert.pem"_s)});
    QVERIFY2(trusted.exitCode == 0 && trusted.standardOutput.contains("issued under the CA"),
             trusted.describe());
    const ProcessResult foreign = check({u"--trust-ca"_s, dir.filePath(u"other/cert.pem"_s)});
    QCOMPARE(foreign.exitCode, 1);
    QVERIFY2(foreign.standardOutput.contains("UNTRUSTED"), foreign.describe());

    // Laid out again: the chain still holds, the signature does not.
    QVERIFY(writeFile(exported, QJsonDocument::fromJson(before).toJson(QJsonDocument::Compact)));
    const ProcessResult changed = check();
    QCOMPARE(changed.exitCode, 1);
    QVERIFY2(changed.standardOutput.contains("that holds")
                 && changed.standardOutput.contains("CHANGED"),
             changed.describe());

    // Unsigned: said, and --trust-ca has nothing to check.
    QVERIFY(QFile::remove(exported + u".p7s"_s));
    const ProcessResult unsigned_ = check();
    QVERIFY2(unsigned_.exitCode == 0 && unsigned_.standardOutput.contains("not signed"),
             unsigned_.describe());
    QCOMPARE(check({u"--trust-ca"_s, dir.filePath(u"examiner/cert.pem"_s)}).exitCode, 1);
}

QTEST_GUILESS_MAIN(TestHistory)
#include "tst_history.moc"
