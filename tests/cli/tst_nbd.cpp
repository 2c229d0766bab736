// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "layoutdisks.h"
#include "nbdserver.h"
#include "testfiles.h"
#include "testprocess.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUrl>

#include <csignal>
#include <pwd.h>
#include <unistd.h>

using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);
constexpr qint64 MiB = 1024 * 1024;

QString sha256Of(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

// nbdkit's arguments for a slow server of `image`: one request at a time, each 200 ms, so that a
// job is under way and far from done for seconds, whatever its requests' size, and the requests
// it keeps in flight are still waiting to be served.
QStringList slowlyServed(const QString &image)
{
    return {u"--threads=1"_s, u"--filter=delay"_s, u"file"_s, image, u"rdelay=200ms"_s};
}

// Starts `custody-cli acquire URI BASE` in 64 KiB blocks, the map saved every 0.2 s, giving up
// on a lost connection after `reconnects` attempts `delay` seconds apart, and waits until the
// map says `bytes` are read. No layout: through a slow server its reads would take most of the
// time the run is given here.
bool startReading(QProcess &acquisition, const QString &uri, const QString &base, int reconnects,
                  int delay, qint64 bytes, const QStringList &extra = {})
{
    acquisition.start(cli, QStringList{u"acquire"_s, uri, base, u"--block-size"_s, u"64K"_s,
                                       u"--no-layout"_s, u"--map-interval"_s, u"0.2"_s,
                                       u"--network-reconnect"_s, QString::number(reconnects),
                                       u"--network-reconnect-delay"_s, QString::number(delay)}
                               + extra);
    if (!acquisition.waitForStarted())
        return false;
    for (int wait = 0; wait < 400 && finishedMapBytes(base + u".map"_s) < bytes; ++wait)
        QThread::msleep(50);
    return finishedMapBytes(base + u".map"_s) >= bytes;
}

// What a terminal or an editor acts on: the C0 and C1 controls, DEL, the Unicode line and
// paragraph separators and the bidirectional embeddings, overrides and isolates.
bool isActedOn(QChar character)
{
    const char16_t code = character.unicode();
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code == 0x2028 || code == 0x2029
           || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

// The lines of a text as a person sees them: whatever ends a line, LF, CR, a vertical tab, a form
// feed or a Unicode line end, ends one here too. A line with a character a terminal acts on is
// reported; a line that starts (after the margin of a field) with `forged` is a forgery.
QString problemOfLines(const QByteArray &bytes, const QString &forged)
{
    const QString text = QString::fromUtf8(bytes);
    for (QChar character : text) {
        if (character != u'\n' && isActedOn(character))
            return u"U+%1 shown raw"_s.arg(uint(character.unicode()), 4, 16, QLatin1Char('0'));
    }
    for (const QString &line : text.split(u'\n')) {
        if (line.startsWith(forged) || line.mid(2).startsWith(forged))
            return u"a forged line: "_s + line;
    }
    return {};
}

} // namespace

// Drives of other machines read over NBD (libnbd), served by the real nbdkit on a Unix socket:
// clean exports, TLS with a pre-shared key, unreadable areas, and a server that goes away.
class TestNbd : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void acquiresAnExport();
    void recordsTheLayoutOfAnExport();
    void aSlowServersLayoutIsGivenUpInTime();
    void cancelEndsTheWaitForASilentServer();
    void listsTheExportsOfAServer();
    void remoteAndCaseTextCannotForgeALine_data();
    void remoteAndCaseTextCannotForgeALine();
    void tlsWithAPreSharedKey();
    void tlsWithX509Certificates();
    void unreadableAreasOfTheRemoteDrive();
    void aServerThatGoesAwayIsResumedWhenBack();
    void aDriveGoneBehindALiveServerIsNotBadSectors();
    void aServerBackSoonIsConnectedToAgain();
    void cancelEndsTheWaitToReconnect();
};

void TestNbd::initTestCase()
{
    QVERIFY2(!QStandardPaths::findExecutable(u"nbdkit"_s).isEmpty(),
             "nbdkit is not installed; scripts/bootstrap.sh installs it");
}

void TestNbd::acquiresAnExport()
{
    QTemporaryDir dir;
    const QByteArray data = randomBytes(6 * MiB + 512, 7);
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), data));
    NbdServer server(dir, {u"file"_s, dir.filePath(u"disk.img"_s)});
    QVERIFY2(server.started(), server.describe().constData());
    const QString base = dir.filePath(u"remote"_s);
    const ProcessResult acquired
        = runProcess(cli, {u"acquire"_s, server.uri(), base, u"--hash"_s, u"md5,sha256"_s});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QCOMPARE(readFile(base + u".dd"_s), data);
    QVERIFY(readFile(base + u".sha256"_s).startsWith(sha256Of(data).toLatin1()));
    const QJsonObject source = recordOf(base)[u"source"_s].toObject();
    QCOMPARE(source[u"kind"_s].toString(), u"network"_s);
    QCOMPARE(source[u"path"_s].toString(), server.uri());
    const QJsonObject network = source[u"network"_s].toObject();
    QCOMPARE(network[u"encrypted"_s].toBool(), false);
    QCOMPARE(network[u"loopback"_s].toBool(), true);
    QCOMPARE(network[u"serverReadOnly"_s].toBool(), true);
    const QByteArray log = readFile(base + u".txt"_s);
    QVERIFY(log.contains("NBD through a local socket or loopback address, not encrypted"));
    // Not "direct I/O": there is no page cache here to read around.
    QVERIFY2(log.contains("over the network (NBD), no page cache here"), log.constData());
    QVERIFY(!log.contains("O_DIRECT"));
    // The source keeps its own requests in flight: the engine claims no number of its own.
    QVERIFY(!recordOf(base)[u"result"_s].toObject().contains(u"readsInFlight"_s));

    // Nothing listening: a clear error, exit 2, nothing written.
    server.stop();
    const ProcessResult gone
        = runProcess(cli, {u"acquire"_s, server.uri(), dir.filePath(u"none"_s)});
    QVERIFY2(gone.exitCode == 2
                 && gone.standardError.contains("Cannot connect to the network "
                                                "source"),
             gone.describe());
    QVERIFY(!QFile::exists(dir.filePath(u"none.dd"_s)));
}

// The partitions and file systems of a drive exported over NBD, read through a FUSE view of the
// source (no descriptor of the medium here; root): the same layout as the disk file's own, from
// custody-cli info and in the acquisition's record and log.
void TestNbd::recordsTheLayoutOfAnExport()
{
    if (::geteuid() != 0)
        QSKIP("the layout of a network source is read through a FUSE view: root");
    QTemporaryDir dir;
    const QString disk = dir.filePath(u"gpt.img"_s);
    QVERIFY(LayoutDisks::makeGpt(disk, dir.filePath(u"scratch"_s)));
    const ProcessResult local = runProcess(cli, {u"info"_s, disk, u"--json"_s});
    QVERIFY2(local.exitCode == 0, local.describe());
    const QJsonValue layout
        = QJsonDocument::fromJson(local.standardOutput).object().value(u"layout"_s);
    QCOMPARE(layout[u"partitions"_s].toArray().size(), 3);
    NbdServer server(dir, {u"file"_s, disk});
    QVERIFY2(server.started(), server.describe().constData());
    const ProcessResult remote = runProcess(cli, {u"info"_s, server.uri(), u"--json"_s});
    QVERIFY2(remote.exitCode == 0, remote.describe());
    QCOMPARE(QJsonDocument::fromJson(remote.standardOutput).object().value(u"layout"_s), layout);
    const QString base = dir.filePath(u"remote"_s);
    const ProcessResult acquired = runProcess(cli, {u"acquire"_s, server.uri(), base});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QCOMPARE(recordOf(base)[u"source"_s].toObject().value(u"layout"_s), layout);
    QVERIFY(readFile(base + u".txt"_s).contains("Layout at acquisition"));
}

// A server that answers each read 4 s late: the acquisition gives the layout up after its 15 s
// (said in the record), connects again at once (no reconnection allowed, none counted: the
// connection closed for the layout was not lost) and images the export, to the right hash.
void TestNbd::aSlowServersLayoutIsGivenUpInTime()
{
    if (::geteuid() != 0)
        QSKIP("the layout of a network source is read through a FUSE view: root");
    QTemporaryDir dir;
    const QByteArray content = randomBytes(64 * 1024, 21);
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), content));
    NbdServer server(dir,
                     {u"--filter=delay"_s, u"file"_s, dir.filePath(u"disk.img"_s), u"rdelay=4"_s});
    QVERIFY2(server.started(), server.describe().constData());
    const QString base = dir.filePath(u"slow"_s);
    QElapsedTimer took;
    took.start();
    const ProcessResult acquired
        = runProcess(cli,
                     {u"acquire"_s, server.uri(), base, u"--block-size"_s, u"64K"_s, u"--hash"_s,
                      u"sha256"_s, u"--network-reconnect"_s, u"0"_s},
                     QString(), 180000);
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    qInfo("the acquisition took %lld ms", took.elapsed());
    const QJsonObject record = recordOf(base);
    const QJsonObject source = record[u"source"_s].toObject();
    QVERIFY(!source.contains(u"layout"_s));
    const QString why = source[u"layoutError"_s].toObject()[u"message"_s].toString();
    QVERIFY2(why.contains(u"not read within 15 s:"_s), qPrintable(why));
    QVERIFY(!source[u"network"_s].toObject().contains(u"reconnects"_s));
    QCOMPARE(record[u"result"_s].toObject()[u"status"_s].toString(), u"completed"_s);
    QVERIFY(readFile(base + u".txt"_s).contains(sha256Of(content).toLatin1()));
}

// A server that falls silent (every read answered after ten minutes): cancelling (SIGINT) ends
// the wait for it at once, and the acquisition ends cancelled, not with a source that vanished.
void TestNbd::cancelEndsTheWaitForASilentServer()
{
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), randomBytes(MiB, 22)));
    NbdServer server(
        dir, {u"--filter=delay"_s, u"file"_s, dir.filePath(u"disk.img"_s), u"rdelay=600"_s});
    QVERIFY2(server.started(), server.describe().constData());
    const QString base = dir.filePath(u"silent"_s);
    QProcess acquisition;
    acquisition.start(cli, {u"acquire"_s, server.uri(), base, u"--block-size"_s, u"64K"_s});
    QVERIFY(acquisition.waitForStarted());
    QThread::msleep(3000); // waiting for the server's answer
    QVERIFY(acquisition.state() == QProcess::Running);
    const qint64 cancelled = interruptAndTime(acquisition);
    QVERIFY2(cancelled >= 0 && cancelled < 10000, qPrintable(QString::number(cancelled)));
    QVERIFY(acquisition.exitCode() != 0);
    QCOMPARE(recordOf(base)[u"result"_s][u"status"_s].toString(), u"cancelled"_s);
}

void TestNbd::listsTheExportsOfAServer()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(u"drives"_s));
    const QByteArray second = randomBytes(2 * MiB + 4096, 12);
    QVERIFY(writeFile(dir.filePath(u"drives/sda"_s), randomBytes(3 * MiB, 11)));
    QVERIFY(writeFile(dir.filePath(u"drives/sdb"_s), second));
    NbdServer server(dir, {u"file"_s, u"dir="_s + dir.filePath(u"drives"_s)});
    QVERIFY2(server.started(), server.describe().constData());
    const ProcessResult listed
        = runProcess(cli, {u"devices"_s, u"--remote"_s, server.uri(), u"--json"_s});
    QVERIFY2(listed.exitCode == 0, listed.describe());
    const QJsonArray exports
        = QJsonDocument::fromJson(listed.standardOutput).object()[u"exports"_s].toArray();
    QCOMPARE(exports.size(), 2);
    QJsonObject sdb;
    for (const QJsonValue &entry : exports) {
        if (entry[u"name"_s].toString() == u"sdb"_s)
            sdb = entry.toObject();
    }
    QCOMPARE(sdb[u"sizeBytes"_s].toInteger(), second.size());
    QCOMPARE(sdb[u"readOnly"_s].toBool(), true);
    // The URI it gives acquires that export.
    const QString base = dir.filePath(u"sdb"_s);
    const ProcessResult acquired = runProcess(cli, {u"acquire"_s, sdb[u"uri"_s].toString(), base});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QCOMPARE(readFile(base + u".dd"_s), second);
    QCOMPARE(recordOf(base)[u"source"_s][u"network"_s][u"export"_s].toString(), u"sdb"_s);

    const ProcessResult notAUri = runProcess(cli, {u"devices"_s, u"--remote"_s, u"/dev/sda"_s});
    QVERIFY2(notAUri.exitCode == 2 && notAUri.standardError.contains("not an NBD URI"),
             notAUri.describe());
}

// An export's name and description are the server's words, and a case's fields the examiner's:
// with a line break, a carriage return, a terminal escape that clears the screen and a
// right-to-left override, none can forge a line of the listing, the log or the history, nor send
// the escape to the terminal: each is shown escaped. The record keeps them exactly.
void TestNbd::remoteAndCaseTextCannotForgeALine_data()
{
    QTest::addColumn<QString>("hostile"); // the export's name, its description and the case fields
    QTest::addColumn<QString>("escaped"); // how the log and the listings show it
    // In the notes, a line feed is a line of its own, set off under the value column.
    QTest::addColumn<QStringList>("noteLines"); // the notes' lines after the first, as shown
    const QString forged = u"Verdict: MATCH"_s;
    QTest::newRow("line feed") << u"x\n"_s + forged << u"x\\n"_s + forged
                               << QStringList{u"x"_s, forged};
    QTest::newRow("carriage return")
        << u"x\r"_s + forged << u"x\\r"_s + forged << QStringList{u"x\\r"_s + forged};
    QTest::newRow("clear screen") << u"x\x1b[2J"_s + forged << u"x\\x1b[2J"_s + forged
                                  << QStringList{u"x\\x1b[2J"_s + forged};
    QTest::newRow("C1 CSI, NEL") << u"x\u009b2J\u0085"_s + forged << u"x\\x9b2J\\x85"_s + forged
                                 << QStringList{u"x\\x9b2J\\x85"_s + forged};
    QTest::newRow("right-to-left override")
        << u"x\u202E"_s + forged << u"x\\x202e"_s + forged << QStringList{u"x\\x202e"_s + forged};
    QTest::newRow("isolate") << u"x\u2066"_s + forged << u"x\\x2066"_s + forged
                             << QStringList{u"x\\x2066"_s + forged};
    QTest::newRow("line separator")
        << u"x\u2028"_s + forged << u"x\\x2028"_s + forged << QStringList{u"x\\x2028"_s + forged};
}

void TestNbd::remoteAndCaseTextCannotForgeALine()
{
    QFETCH(QString, hostile);
    QFETCH(QString, escaped);
    QFETCH(QStringList, noteLines);
    const QString forged = u"Verdict: MATCH"_s;
    QTemporaryDir dir;
    const QByteArray data = randomBytes(MiB, 31);
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), data));
    const QString name = u"sdx "_s + hostile;
    const QString description = u"the suspect's "_s + hostile;
    NbdServer server(dir, {u"--filter=exportname"_s, u"file"_s, dir.filePath(u"disk.img"_s),
                           u"exportname-list=explicit"_s, u"exportname="_s + name,
                           u"exportdesc=fixed:"_s + description});
    QVERIFY2(server.started(), server.describe().constData());

    // The listing: one line for the one export, the name and description escaped.
    const ProcessResult listed = runProcess(cli, {u"devices"_s, u"--remote"_s, server.uri()});
    QVERIFY2(listed.exitCode == 0, listed.describe());
    const QString problem = problemOfLines(listed.standardOutput, forged);
    QVERIFY2(problem.isEmpty(),
             qPrintable(problem + u"\n"_s + QString::fromUtf8(listed.standardOutput)));
    QCOMPARE(listed.standardOutput.count('\n'), 1);
    QVERIFY2(QString::fromUtf8(listed.standardOutput).contains(u"the suspect's "_s + escaped),
             listed.standardOutput.constData());
    // What --json gives a program is exact.
    const ProcessResult json
        = runProcess(cli, {u"devices"_s, u"--remote"_s, server.uri(), u"--json"_s});
    QVERIFY2(json.exitCode == 0, json.describe());
    const QJsonObject entry
        = QJsonDocument::fromJson(json.standardOutput)[u"exports"_s].toArray().first().toObject();
    QCOMPARE(entry[u"name"_s].toString(), name);
    QCOMPARE(entry[u"description"_s].toString(), description);

    // The URI the listing gives is one word a shell and libnbd take as it is: every byte of the
    // name that is not a plain URI character percent-encoded.
    const QString uri = entry[u"uri"_s].toString();
    QVERIFY2(QRegularExpression(u"^[A-Za-z0-9+:/?=%._~-]+$"_s).match(uri).hasMatch(),
             qPrintable(uri));

    // An acquisition of it, with the case fields as hostile; notes of two lines.
    const QString base = dir.filePath(u"remote"_s);
    const QString history = dir.filePath(u"history.sqlite"_s);
    const QString notes = u"first line\n"_s + hostile;
    const ProcessResult acquired = runProcess(
        cli, {u"acquire"_s, uri, base, u"--no-smart"_s, u"--case-number"_s, hostile,
              u"--evidence-number"_s, hostile, u"--examiner"_s, hostile, u"--description"_s,
              hostile, u"--notes"_s, notes, u"--history"_s, history});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    for (const QByteArray &output : {acquired.standardOutput, acquired.standardError}) {
        const QString shown = problemOfLines(output, forged);
        QVERIFY2(shown.isEmpty(), qPrintable(shown));
    }
    const QByteArray log = readFile(base + u".txt"_s);
    const QString logProblem = problemOfLines(log, forged);
    QVERIFY2(logProblem.isEmpty(), qPrintable(logProblem + u"\n"_s + QString::fromUtf8(log)));
    const QString logText = QString::fromUtf8(log);
    for (const char *label : {"Case number", "Evidence number", "Examiner", "Description"}) {
        const QString line = QLatin1String(label) + u" "_s;
        QVERIFY2(
            logText.contains(QRegularExpression(QRegularExpression::escape(line) + u" *: "_s
                                                + QRegularExpression::escape(escaped) + u"\n"_s)),
            label);
    }
    // Notes keep their lines, each one after the first under the value column, its own
    // characters escaped.
    QString notesShown = u"  Notes +: first line"_s;
    for (const QString &line : noteLines)
        notesShown += u"\n {20,}"_s + QRegularExpression::escape(line);
    QVERIFY2(logText.contains(QRegularExpression(notesShown + u"\n"_s)), log.constData());
    // The export as the server named it, on the transfer's line.
    QVERIFY2(logText.contains(u"export \"sdx "_s + escaped + u"\""_s), log.constData());
    const QJsonObject record = recordOf(base);
    QCOMPARE(record[u"case"_s][u"caseNumber"_s].toString(), hostile);
    QCOMPARE(record[u"case"_s][u"notes"_s].toString(), notes);
    QCOMPARE(record[u"source"_s][u"network"_s][u"export"_s].toString(), name);

    // The case history's listing: every field on its line, escaped.
    const ProcessResult listing = runProcess(cli, {u"history"_s, u"--history"_s, history});
    QVERIFY2(listing.exitCode == 0, listing.describe());
    const QString historyProblem = problemOfLines(listing.standardOutput, forged);
    QVERIFY2(historyProblem.isEmpty(),
             qPrintable(historyProblem + u"\n"_s + QString::fromUtf8(listing.standardOutput)));
    QVERIFY2(
        QString::fromUtf8(listing.standardOutput).contains(u"\n  case: "_s + escaped + u"\n"_s),
        listing.standardOutput.constData());
    QCOMPARE(
        QJsonDocument::fromJson(
            runProcess(cli, {u"history"_s, u"--json"_s, u"--history"_s, history}).standardOutput)
            .array()
            .first()[u"caseNumber"_s]
            .toString(),
        hostile);
}

// A CA made here with openssl signs the server's certificate (for 127.0.0.1); nbdkit serves over
// TCP with it. Custody acquires with that CA, records the certificate's SHA-256 (as openssl
// computes it) and subject, and refuses a server its CA did not sign.
void TestNbd::tlsWithX509Certificates()
{
    QTemporaryDir dir;
    const QString openssl = QStandardPaths::findExecutable(u"openssl"_s);
    QVERIFY(!openssl.isEmpty());
    QVERIFY(QDir(dir.path()).mkpath(u"server"_s) && QDir(dir.path()).mkpath(u"client"_s)
            && QDir(dir.path()).mkpath(u"stranger"_s));
    const auto run = [&](const QStringList &arguments) {
        const ProcessResult result = runProcess(openssl, arguments, dir.path());
        if (result.exitCode != 0)
            qWarning("%s", result.describe().constData());
        return result.exitCode == 0;
    };
    QVERIFY(writeFile(dir.filePath(u"server.ext"_s),
                      "subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n"));
    QVERIFY(run({u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-days"_s, u"2"_s,
                 u"-subj"_s, u"/CN=Custody test CA"_s, u"-keyout"_s, u"ca-key.pem"_s, u"-out"_s,
                 u"server/ca-cert.pem"_s}));
    QVERIFY(run({u"req"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-subj"_s,
                 u"/CN=suspect server"_s, u"-keyout"_s, u"server/server-key.pem"_s, u"-out"_s,
                 u"server.csr"_s}));
    QVERIFY(run({u"x509"_s, u"-req"_s, u"-in"_s, u"server.csr"_s, u"-CA"_s, u"server/ca-cert.pem"_s,
                 u"-CAkey"_s, u"ca-key.pem"_s, u"-CAcreateserial"_s, u"-days"_s, u"2"_s,
                 u"-extfile"_s, u"server.ext"_s, u"-out"_s, u"server/server-cert.pem"_s}));
    QVERIFY(run({u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-days"_s, u"2"_s,
                 u"-subj"_s, u"/CN=Another CA"_s, u"-keyout"_s, u"stranger-key.pem"_s, u"-out"_s,
                 u"stranger/ca-cert.pem"_s}));
    QVERIFY(
        QFile::copy(dir.filePath(u"server/ca-cert.pem"_s), dir.filePath(u"client/ca-cert.pem"_s)));
    const ProcessResult fingerprint = runProcess(openssl,
                                                 {u"x509"_s, u"-in"_s, u"server/server-cert.pem"_s,
                                                  u"-noout"_s, u"-fingerprint"_s, u"-sha256"_s},
                                                 dir.path());
    const QString expected = QString::fromLatin1(fingerprint.standardOutput.trimmed())
                                 .section(u'=', 1)
                                 .remove(u':')
                                 .toLower();
    QCOMPARE(expected.size(), 64);

    const QByteArray data = randomBytes(2 * MiB, 9);
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), data));
    const int port = 20000 + int(QCoreApplication::applicationPid() % 20000);
    NbdServer server(dir,
                     {u"--tls=require"_s, u"--tls-certificates="_s + dir.filePath(u"server"_s),
                      u"file"_s, dir.filePath(u"disk.img"_s)},
                     u"x509"_s, port);
    QVERIFY2(server.started(), server.describe().constData());
    const QString base = dir.filePath(u"certified"_s);
    const ProcessResult acquired
        = runProcess(cli, {u"acquire"_s, server.uri(u"nbds"_s), base, u"--tls-certificates"_s,
                           dir.filePath(u"client"_s)});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QCOMPARE(readFile(base + u".dd"_s), data);
    const QJsonObject network = recordOf(base)[u"source"_s][u"network"_s].toObject();
    QCOMPARE(network[u"tls"_s].toString(), u"X.509"_s);
    QCOMPARE(network[u"encrypted"_s].toBool(), true);
    QCOMPARE(network[u"tlsCertificateSha256"_s].toString(), expected);
    QVERIFY(network[u"tlsCertificateSubject"_s].toString().contains(u"suspect server"_s));
    QVERIFY(readFile(base + u".txt"_s).contains(expected.toLatin1()));

    // A CA that did not sign the server's certificate: refused, nothing written.
    const ProcessResult refused
        = runProcess(cli, {u"acquire"_s, server.uri(u"nbds"_s), dir.filePath(u"refused"_s),
                           u"--tls-certificates"_s, dir.filePath(u"stranger"_s)});
    QVERIFY2(refused.exitCode == 2 && refused.standardError.contains("certificate"),
             refused.describe());
    QVERIFY(!QFile::exists(dir.filePath(u"refused.dd"_s)));

    // The same bytes served with another certificate of the same CA: another server, and a
    // resume of the acquisition from it is refused, naming the certificate.
    QVERIFY(QDir(dir.path()).mkpath(u"server2"_s));
    QVERIFY(run({u"req"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-subj"_s,
                 u"/CN=another server"_s, u"-keyout"_s, u"server2/server-key.pem"_s, u"-out"_s,
                 u"server2.csr"_s}));
    QVERIFY(
        run({u"x509"_s, u"-req"_s, u"-in"_s, u"server2.csr"_s, u"-CA"_s, u"server/ca-cert.pem"_s,
             u"-CAkey"_s, u"ca-key.pem"_s, u"-CAcreateserial"_s, u"-days"_s, u"2"_s, u"-extfile"_s,
             u"server.ext"_s, u"-out"_s, u"server2/server-cert.pem"_s}));
    QVERIFY(
        QFile::copy(dir.filePath(u"server/ca-cert.pem"_s), dir.filePath(u"server2/ca-cert.pem"_s)));
    server.stop();
    NbdServer impostor(dir,
                       {u"--tls=require"_s, u"--tls-certificates="_s + dir.filePath(u"server2"_s),
                        u"file"_s, dir.filePath(u"disk.img"_s)},
                       u"x509b"_s, port);
    QVERIFY2(impostor.started(), impostor.describe().constData());
    const ProcessResult resumed
        = runProcess(cli, {u"acquire"_s, impostor.uri(u"nbds"_s), base, u"--resume"_s,
                           u"--tls-certificates"_s, dir.filePath(u"client"_s)});
    QVERIFY2(resumed.exitCode == 2
                 && resumed.standardError.contains("SHA-256 of the server's certificate"),
             resumed.describe());
}

void TestNbd::tlsWithAPreSharedKey()
{
    QTemporaryDir dir;
    const QByteArray data = randomBytes(2 * MiB, 8);
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), data));
    const QString keys = dir.filePath(u"keys.psk"_s);
    const QString wrong = dir.filePath(u"wrong.psk"_s);
    QVERIFY(writeFile(keys, "alice:" + randomBytes(32, 1).toHex() + '\n'));
    QVERIFY(writeFile(wrong, "alice:" + randomBytes(32, 2).toHex() + '\n'));
    NbdServer server(
        dir, {u"--tls=require"_s, u"--tls-psk="_s + keys, u"file"_s, dir.filePath(u"disk.img"_s)});
    QVERIFY2(server.started(), server.describe().constData());
    const QString base = dir.filePath(u"secure"_s);
    const ProcessResult acquired
        = runProcess(cli, {u"acquire"_s, server.uri(u"nbds+unix"_s), base, u"--tls-psk"_s, keys,
                           u"--tls-username"_s, u"alice"_s});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QCOMPARE(readFile(base + u".dd"_s), data);
    const QJsonObject network = recordOf(base)[u"source"_s][u"network"_s].toObject();
    QCOMPARE(network[u"encrypted"_s].toBool(), true);
    QCOMPARE(network[u"tls"_s].toString(), u"PSK"_s);
    QCOMPARE(network[u"tlsIdentity"_s].toString(), u"alice"_s);
    QVERIFY(!readFile(base + u".json"_s).contains(readFile(keys).trimmed())); // no secret

    // Without --tls-username: the login name, or (no terminal, as here under ctest) the user the
    // process runs as.
    const passwd *user = getpwuid(geteuid());
    QVERIFY(user);
    const QByteArray key = "alice:" + randomBytes(32, 1).toHex() + '\n';
    QByteArray identities = key + user->pw_name + key.mid(5);
    if (const char *login = getlogin())
        identities += login + key.mid(5);
    QVERIFY(writeFile(keys, identities));
    const ProcessResult byDefault
        = runProcess(cli, {u"acquire"_s, server.uri(u"nbds+unix"_s), dir.filePath(u"default"_s),
                           u"--tls-psk"_s, keys});
    QVERIFY2(byDefault.exitCode == 0, byDefault.describe());
    const QString identity
        = recordOf(dir.filePath(u"default"_s))[u"source"_s][u"network"_s][u"tlsIdentity"_s]
              .toString();
    QVERIFY2(identities.contains('\n' + identity.toUtf8() + ':'), qPrintable(identity));

    // The wrong key, plaintext to a server that requires TLS, and credentials with a plaintext
    // URI: each refused with the reason.
    const QList<std::pair<QStringList, QByteArray>> refused{
        {{server.uri(u"nbds+unix"_s), u"--tls-psk"_s, wrong, u"--tls-username"_s, u"alice"_s},
         "TLS"},
        {{server.uri()}, "server requires TLS"},
        {{server.uri(), u"--tls-psk"_s, keys}, "write nbds://"},
    };
    for (const auto &[arguments, why] : refused) {
        const ProcessResult failed
            = runProcess(cli, QStringList{u"acquire"_s} + arguments.mid(0, 1)
                                  + QStringList{dir.filePath(u"refused"_s)} + arguments.mid(1));
        QVERIFY2(failed.exitCode == 2 && failed.standardError.contains(why), failed.describe());
        QVERIFY(!QFile::exists(dir.filePath(u"refused.dd"_s)));
    }

    // nbds:// never falls back to plaintext: a server without TLS is refused.
    server.stop();
    NbdServer plain(dir, {u"file"_s, dir.filePath(u"disk.img"_s)});
    QVERIFY2(plain.started(), plain.describe().constData());
    const ProcessResult downgraded
        = runProcess(cli, {u"acquire"_s, plain.uri(u"nbds+unix"_s), dir.filePath(u"plain"_s),
                           u"--tls-psk"_s, keys, u"--tls-username"_s, u"alice"_s});
    QVERIFY2(downgraded.exitCode == 2 && downgraded.standardError.contains("refused TLS"),
             downgraded.describe());
}

void TestNbd::unreadableAreasOfTheRemoteDrive()
{
    QTemporaryDir dir;
    const QByteArray data = randomBytes(4 * MiB, 9);
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), data));
    // nbdkit's ddrescue filter fails every read of what its map does not mark good: two bad
    // areas, 8 sectors at 1 MiB and one sector at 3 MiB + 4 KiB.
    QVERIFY(writeFile(dir.filePath(u"bad.map"_s), "0x0 +\n"
                                                  "0x00000000 0x00100000 +\n"
                                                  "0x00100000 0x00001000 -\n"
                                                  "0x00101000 0x001FF000 +\n"
                                                  "0x00300000 0x00001000 +\n"
                                                  "0x00301000 0x00000200 -\n"
                                                  "0x00301200 0x000FEE00 +\n"));
    NbdServer server(dir, {u"--filter=ddrescue"_s, u"file"_s, dir.filePath(u"disk.img"_s),
                           u"ddrescue-mapfile="_s + dir.filePath(u"bad.map"_s)});
    QVERIFY2(server.started(), server.describe().constData());
    for (const QString &preset : {u"forensic"_s, u"rescue"_s}) {
        const QString base = dir.filePath(preset);
        const ProcessResult acquired = runProcess(
            cli, {u"acquire"_s, server.uri(), base, u"--preset"_s, preset, u"--json"_s});
        QVERIFY2(acquired.exitCode == 0, acquired.describe()); // complete, with bad sectors
        QByteArray expected = data;
        expected.replace(1 * MiB, 4096, QByteArray(4096, '\0'));
        expected.replace(3 * MiB + 4096, 512, QByteArray(512, '\0'));
        QVERIFY2(readFile(base + u".dd"_s) == expected, qPrintable(preset));
        const QJsonObject result
            = QJsonDocument::fromJson(acquired.standardOutput).object()[u"result"_s].toObject();
        QCOMPARE(result[u"bytesUnreadable"_s].toInteger(), 4096 + 512);
    }
}

void TestNbd::aServerThatGoesAwayIsResumedWhenBack()
{
    QTemporaryDir dir;
    const QByteArray data = randomBytes(32 * MiB, 10);
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), data));
    const QStringList slow = slowlyServed(dir.filePath(u"disk.img"_s));
    auto server = std::make_unique<NbdServer>(dir, slow);
    QVERIFY2(server->started(), server->describe().constData());
    const QString base = dir.filePath(u"interrupted"_s);
    QProcess acquisition;
    // Until the map says a few MiB are read (well before the end: 32 MiB, 1 MiB per 200 ms).
    // Two attempts to connect again, a second apart, then find nobody: it counts as gone.
    // The SHA-256 of every finished MiB kept with the map, for the resume to check.
    QVERIFY(startReading(acquisition, server->uri(), base, 2, 1, 4 * MiB,
                         {u"--resume-window"_s, u"1M"_s}));
    server->stop(); // the server's machine goes away mid-run
    QVERIFY(acquisition.waitForFinished(60000));
    QCOMPARE(acquisition.exitCode(), 1);
    // Stopped as for an unplugged drive, with the map saved for --resume.
    const QJsonObject error = recordOf(base)[u"result"_s][u"error"_s].toObject();
    QVERIFY2(error[u"code"_s].toString() == u"SourceVanished"_s,
             QJsonDocument(error).toJson().constData());
    QVERIFY(readFile(base + u".map"_s).contains("# Mapfile"));

    // A server back with another export of another size: refused.
    QVERIFY(writeFile(dir.filePath(u"other.img"_s), randomBytes(16 * MiB, 11)));
    server.reset(); // its pid file is the next one's
    server = std::make_unique<NbdServer>(dir, QStringList{u"file"_s, dir.filePath(u"other.img"_s)});
    QVERIFY2(server->started(), server->describe().constData());
    const ProcessResult other = runProcess(
        cli, {u"acquire"_s, server->uri(), base, u"--resume"_s, u"--block-size"_s, u"64K"_s});
    QVERIFY2(other.exitCode == 2 && other.standardError.contains("it belongs to another source"),
             other.describe());

    // The same export back, but a byte of the image changed in between, where the first run had
    // finished: refused, naming the window, with nothing written.
    server.reset();
    server = std::make_unique<NbdServer>(dir, QStringList{u"file"_s, dir.filePath(u"disk.img"_s)});
    QVERIFY2(server->started(), server->describe().constData());
    QFile image(base + u".dd"_s);
    char byte = 0;
    QVERIFY(image.open(QIODevice::ReadWrite) && image.seek(MiB + 99) && image.getChar(&byte));
    QVERIFY(image.seek(MiB + 99) && image.putChar(char(byte ^ 0x10)));
    image.close();
    const QByteArray mapBefore = readFile(base + u".map"_s);
    const ProcessResult changed = runProcess(
        cli, {u"acquire"_s, server->uri(), base, u"--resume"_s, u"--block-size"_s, u"64K"_s});
    QVERIFY2(changed.exitCode == 2
                 && changed.standardError.contains("window 1 (bytes 1048576 to 2097151)"),
             changed.describe());
    QCOMPARE(readFile(base + u".map"_s), mapBefore);
    QVERIFY(image.open(QIODevice::ReadWrite) && image.seek(MiB + 99) && image.putChar(byte));
    image.close();

    // The same export back, now over TLS: the resume finishes with the hashes of the whole drive,
    // and the record and report keep how each run reached it.
    const QString keys = dir.filePath(u"keys.psk"_s);
    QVERIFY(writeFile(keys, "alice:" + randomBytes(32, 1).toHex() + '\n'));
    server.reset(); // its pid file is the next one's
    server
        = std::make_unique<NbdServer>(dir, QStringList{u"--tls=require"_s, u"--tls-psk="_s + keys,
                                                       u"file"_s, dir.filePath(u"disk.img"_s)});
    QVERIFY2(server->started(), server->describe().constData());
    const ProcessResult resumed = runProcess(
        cli, {u"acquire"_s, server->uri(u"nbds+unix"_s), base, u"--resume"_s, u"--block-size"_s,
              u"64K"_s, u"--tls-psk"_s, keys, u"--tls-username"_s, u"alice"_s});
    QVERIFY2(resumed.exitCode == 0, resumed.describe());
    QCOMPARE(readFile(base + u".dd"_s), data);
    QVERIFY(readFile(base + u".sha256"_s).startsWith(sha256Of(data).toLatin1()));
    const QJsonArray runs = recordOf(base)[u"runs"_s].toArray();
    QCOMPARE(runs.size(), 2);
    QCOMPARE(runs[0][u"network"_s][u"tls"_s].toString(), u"none"_s);
    QCOMPARE(runs[1][u"network"_s][u"tls"_s].toString(), u"PSK"_s);
    // Which run wrote what, and what the resume checked before it wrote.
    const qint64 firstRun = runs[0][u"written"_s][0][u"length"_s].toInteger();
    QVERIFY(firstRun >= 4 * MiB);
    QCOMPARE(runs[1][u"written"_s][0][u"offset"_s].toInteger(), firstRun);
    QCOMPARE(runs[1][u"written"_s][0][u"length"_s].toInteger(), 32 * MiB - firstRun);
    QCOMPARE(runs[1][u"imageChecked"_s][u"windows"_s].toInteger(), firstRun / MiB);
    const QByteArray report = readFile(base + u".txt"_s);
    QVERIFY2(report.contains("Transfer (last run)")
                 && report.contains("Run 1 transfer: NBD through")
                 && report.contains("Run 2 transfer: NBD over TLS (PSK")
                 && report.contains("Run 2 checked the image first: ")
                 && report.contains("Run 1 wrote "),
             report.constData());
}

// The server stays up but its drive goes away (nbdkit's error filter answers every read with EIO
// once a trigger file exists): the job stops as for an unplugged drive, without a single byte
// called unreadable, and resumes when the drive is back.
void TestNbd::aDriveGoneBehindALiveServerIsNotBadSectors()
{
    QTemporaryDir dir;
    const QByteArray data = randomBytes(24 * MiB, 15);
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), data));
    const QString gone = dir.filePath(u"drive-gone"_s);
    NbdServer server(dir, QStringList{u"--filter=error"_s}
                              + slowlyServed(dir.filePath(u"disk.img"_s))
                              + QStringList{u"error-rate=100%"_s, u"error-file="_s + gone});
    QVERIFY2(server.started(), server.describe().constData());
    const QString base = dir.filePath(u"unplugged"_s);
    QProcess acquisition;
    QVERIFY(startReading(acquisition, server.uri(), base, 0, 1, 2 * MiB));
    QVERIFY(writeFile(gone, {}));
    QVERIFY(acquisition.waitForFinished(60000));
    QVERIFY2(acquisition.exitCode() == 1, acquisition.readAllStandardOutput().constData());
    const QJsonObject result = recordOf(base)[u"result"_s].toObject();
    QVERIFY2(result[u"error"_s][u"code"_s].toString() == u"SourceVanished"_s,
             QJsonDocument(result).toJson().constData());
    QCOMPARE(result[u"bytesUnreadable"_s].toInteger(), 0);
    for (const QByteArray &line : readFile(base + u".map"_s).split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        const bool block = fields.size() == 3 && fields[1].startsWith("0x"); // pos size status
        QVERIFY2(!block || fields[2] == "+" || fields[2] == "?",
                 line.constData()); // finished or not yet tried, nothing bad
    }

    QVERIFY(QFile::remove(gone)); // the drive is back
    const ProcessResult resumed = runProcess(
        cli, {u"acquire"_s, server.uri(), base, u"--resume"_s, u"--block-size"_s, u"64K"_s});
    QVERIFY2(resumed.exitCode == 0, resumed.describe());
    QCOMPARE(readFile(base + u".dd"_s), data);
}

// The server restarts while the acquisition waits to connect again: it goes on where it was and
// finishes with the whole drive's hashes, and the record says the connection was made again. A
// server that comes back with another export is not taken for it.
void TestNbd::aServerBackSoonIsConnectedToAgain()
{
    QTemporaryDir dir;
    const QByteArray data = randomBytes(24 * MiB, 12);
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), data));
    QVERIFY(writeFile(dir.filePath(u"other.img"_s), randomBytes(16 * MiB, 13)));
    const QStringList slow = slowlyServed(dir.filePath(u"disk.img"_s));
    for (const bool sameExport : {true, false}) {
        auto server = std::make_unique<NbdServer>(dir, slow);
        QVERIFY2(server->started(), server->describe().constData());
        const QString base = dir.filePath(sameExport ? u"continued"_s : u"refused"_s);
        QProcess acquisition;
        QVERIFY(startReading(acquisition, server->uri(), base, 5, 1, 2 * MiB));
        server.reset(); // gone; its pid file is the next one's
        server = std::make_unique<NbdServer>(
            dir, sameExport ? QStringList{u"file"_s, dir.filePath(u"disk.img"_s)}
                            : QStringList{u"file"_s, dir.filePath(u"other.img"_s)});
        QVERIFY2(server->started(), server->describe().constData());
        QVERIFY(acquisition.waitForFinished(120000));
        const QJsonObject record = recordOf(base);
        if (sameExport) {
            QVERIFY2(acquisition.exitCode() == 0, acquisition.readAllStandardError().constData());
            QCOMPARE(readFile(base + u".dd"_s), data);
            QVERIFY(readFile(base + u".sha256"_s).startsWith(sha256Of(data).toLatin1()));
            QVERIFY(record[u"source"_s][u"network"_s][u"reconnects"_s].toInt() >= 1);
            QVERIFY(readFile(base + u".txt"_s).contains("the connection was lost and made again"));
        } else {
            QCOMPARE(acquisition.exitCode(), 1);
            QCOMPARE(record[u"result"_s][u"error"_s][u"code"_s].toString(), u"SourceVanished"_s);
        }
    }
}

// Ctrl+C while the source waits 30 s to connect again: the job ends at once, map saved.
void TestNbd::cancelEndsTheWaitToReconnect()
{
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), randomBytes(16 * MiB, 14)));
    NbdServer server(dir, slowlyServed(dir.filePath(u"disk.img"_s)));
    QVERIFY2(server.started(), server.describe().constData());
    const QString base = dir.filePath(u"waiting"_s);
    QProcess acquisition;
    QVERIFY(startReading(acquisition, server.uri(), base, 5, 30, MiB));
    server.stop();
    QThread::msleep(1500); // the read has failed; the source waits to connect again
    const qint64 cancelled = interruptAndTime(acquisition);
    QVERIFY2(cancelled >= 0 && cancelled < 10000, qPrintable(QString::number(cancelled)));
    QVERIFY(acquisition.exitCode() != 0);
    QVERIFY(finishedMapBytes(base + u".map"_s) >= MiB);
}

QTEST_GUILESS_MAIN(TestNbd)
#include "tst_nbd.moc"
