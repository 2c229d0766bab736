// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/acquisition.h"
#include "acquisition/acquisitionlock.h"
#include "engine/mapfile.h"
#include "render/acquisitionloglock.h"
#include "render/reportpublisher.h"
#include "testfiles.h"
#include "testprocess.h"

#include <csignal>
#include <cstring>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);
constexpr qint64 MiB = 1024 * 1024;

ProcessResult acquire(const QStringList &arguments)
{
    return runProcess(cli, QStringList{u"acquire"_s} + arguments + QStringList{u"--no-smart"_s});
}

// A shell, for what QProcess cannot pass: arguments that are not UTF-8 ($'\xff' in bash).
ProcessResult bash(const QString &script, const QString &folder)
{
    return runProcess(u"bash"_s, {u"-c"_s, script, u"bash"_s, cli}, folder);
}

} // namespace

// The evidence-safety promises of custody-cli that need no root: user text never breaks a file
// format, a resume continues the same acquisition or is refused, inputs are what they claim, one
// acquisition per output and per source, and memory stays bounded for every option. (The root
// parts are in tests/integration: tst_outputfaults, tst_selfdestruction, tst_soak.)
class TestEvidenceSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void userTextCannotBreakAFileFormat();
    void namesAtTheFileNameLimit();
    void resumeRefusesAnotherAcquisition_data();
    void resumeRefusesAnotherAcquisition();
    void resumeStartsWhatNeverCopiedAnything();
    void startingOverLeavesNothingOfTheEarlierAcquisition();
    void resumeWritesWhatACompletedRunCouldNot();
    void sourcesThatAreNotFilesAreRefusedWithoutBlocking_data();
    void sourcesThatAreNotFilesAreRefusedWithoutBlocking();
    void hashlogFromAPipeIsReadToItsEnd();
    void aThousandSegmentsRoundTrip();
    void splitSizeThatDividesTheImageMakesNoExtraSegment();
    void oneAcquisitionPerOutput();
    void oneAcquisitionPerSource();
    void aLockLeftByAKilledProcessDoesNotBlock();
    void hashWindowsKeepMemoryBounded();
    void reportsNeverReplaceWhatTheyReportOn_data();
    void reportsNeverReplaceWhatTheyReportOn();
    void reportForceReplacesOnlyItsOwnEarlierReports();
    void aReportWaitsForTheLogHeldByAnotherProcess();
    void aReportRefusedForAStaleSignatureWritesNothing();
    void startingOverLeavesTheEarlierReportAlone();
    void anEmptyFileAtTheLocksNameIsKept();
    void aRecordWithLongNotesIsKnownUnderAnyName();
    void aFilePutAtAnOutputsNameDuringTheRunIsKept_data();
    void aFilePutAtAnOutputsNameDuringTheRunIsKept();
};

// Every case field and the file name carry a line break, a tab, other control characters, quotes
// and bytes that are not UTF-8: the map still reads in GNU ddrescue, the record parses, and
// sha256sum checks the sidecar.
void TestEvidenceSafety::userTextCannotBreakAFileFormat()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeFile(dir.filePath(u"evidence.img"_s), randomBytes(MiB, 3)));
    const QString hostile = u"$'line 1\\nline 2\\ttab \"double\" \\'single\\' \\x01\\x1f\\x7f "
                            u"\\xff\\xfe caf\\xc3\\xa9'"_s;
    QString script = u"exec \"$1\" acquire evidence.img "_s + u"$'dis\\nk \\x01\\\\ \\xff'"_s
                     + u" --no-smart"_s;
    for (const char *field :
         {"--case-number", "--evidence-number", "--examiner", "--description", "--notes"})
        script += u" "_s + QLatin1String(field) + u" "_s + hostile;
    const ProcessResult run = bash(script, dir.path());
    QVERIFY2(run.exitCode == 0, run.describe());
    // The names are bytes: they are looked at through the shell too.
    const ProcessResult ddrescue
        = bash(u"ddrescuelog -t $'dis\\nk \\x01\\\\ \\xff.map'"_s, dir.path());
    QVERIFY2(ddrescue.exitCode == 0, ddrescue.describe());
    QVERIFY2(ddrescue.standardOutput.contains("rescued:"), ddrescue.describe());
    const ProcessResult mapText = bash(u"cat $'dis\\nk \\x01\\\\ \\xff.map'"_s, dir.path());
    const QByteArray mapBytes = mapText.standardOutput;
    QVERIFY(!mapBytes.isEmpty());
    for (const QByteArray &line : mapBytes.split('\n')) {
        for (const char byte : line)
            QVERIFY2(quint8(byte) >= 0x20 && byte != 0x7f, line.constData());
    }
    QVERIFY(MapFile::companionOf(mapBytes).contains(u"source"_s));
    const Result<RescueMap> parsed = RescueMap::parse(mapBytes);
    QVERIFY(parsed);
    QCOMPARE(parsed->bytesIn(SectorState::Finished), MiB);

    const ProcessResult recordText = bash(u"cat $'dis\\nk \\x01\\\\ \\xff.json'"_s, dir.path());
    QJsonParseError error;
    const QJsonObject record = QJsonDocument::fromJson(recordText.standardOutput, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QVERIFY(record.value(u"case"_s)
                .toObject()
                .value(u"notes"_s)
                .toString()
                .contains(u"line 1\nline 2"_s));

    const ProcessResult coreutils
        = bash(u"sha256sum -c $'dis\\nk \\x01\\\\ \\xff.sha256'"_s, dir.path());
    QVERIFY2(coreutils.exitCode == 0, coreutils.describe());
    // And Custody reads its own files back: the verification finds the image by its bytes.
    const ProcessResult verify
        = bash(u"exec \"$1\" verify $'dis\\nk \\x01\\\\ \\xff.dd'"_s, dir.path());
    QVERIFY2(verify.exitCode == 0, verify.describe());
    // QTemporaryDir cannot remove names that are not UTF-8.
    QCOMPARE(bash(u"rm -f -- *"_s, dir.path()).exitCode, 0);
}

// A base name whose longest output, NAME.windows.sha256, is 255 bytes, the file-name limit: the
// temporary files beside each output (".NAME….tmpXXXXXX") must fit too, and an interrupted map
// must still be replaced whole.
void TestEvidenceSafety::namesAtTheFileNameLimit()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(source, randomBytes(MiB, 19)));
    const QString name = QString(240, u'n');
    const QString base = dir.filePath(name);
    const ProcessResult run = acquire({source, base, u"--hash-window"_s, u"64K"_s, u"--hash"_s,
                                       u"md5,sha256"_s, u"--map-interval"_s, u"0"_s});
    QVERIFY2(run.exitCode == 0, run.describe());
    QCOMPARE(QFileInfo(base + u".windows.sha256"_s).fileName().size(), 255);
    QVERIFY(QFileInfo(base + u".windows.sha256"_s).size() > 0);
    const ProcessResult coreutils
        = runProcess(u"sha256sum"_s, {u"-c"_s, base + u".sha256"_s}, dir.path());
    QVERIFY2(coreutils.exitCode == 0, coreutils.describe());
    const ProcessResult verify = runProcess(cli, {u"verify"_s, base + u".dd"_s});
    QVERIFY2(verify.exitCode == 0, verify.describe());
    QVERIFY2(verify.standardOutput.contains("window"), verify.describe());
}

void TestEvidenceSafety::resumeRefusesAnotherAcquisition_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("message");
    QTest::newRow("another source of the same size")
        << u"other source"_s << u"SHA-256 of the first MiB"_s;
    QTest::newRow("the same bytes in another file")
        << u"copied source"_s << u"file (device and inode)"_s;
    QTest::newRow("another split size") << u"split"_s << u"segment size"_s;
    QTest::newRow("another fill byte") << u"fill"_s << u"fill byte"_s;
    QTest::newRow("a truncated image") << u"truncate"_s << u"is missing or shorter"_s;
    QTest::newRow("a map claiming more than the image holds")
        << u"map claims more"_s << u"is missing or shorter"_s;
    QTest::newRow("an image deleted, its map kept")
        << u"delete image"_s << u"is missing or shorter"_s;
    QTest::newRow("a damaged Custody line in the map")
        << u"damaged companion"_s << u"line is damaged"_s;
}

// An interrupted acquisition (its map says half is copied) resumed with something else changed:
// refused with exit 2, naming what differs, and nothing written.
void TestEvidenceSafety::resumeRefusesAnotherAcquisition()
{
    QFETCH(QString, change);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(u"evidence.img"_s);
    const QByteArray content = randomBytes(4 * MiB, 5);
    QVERIFY(writeFile(source, content));
    const QString base = dir.filePath(u"img"_s);
    QStringList settings{u"--split"_s, u"1M"_s};
    // A run stopped half-way leaves this map: the first 2 MiB copied.
    QVERIFY(acquire({source, base, u"--split"_s, u"1M"_s}).exitCode == 0);
    RescueMap half(4 * MiB);
    half.mark({0, 2 * MiB}, SectorState::Finished);
    const QByteArray companionLine = readFile(base + u".map"_s).split('\n').first();
    QVERIFY(companionLine.startsWith("# Custody: "));
    QVERIFY(writeFile(base + u".map"_s, companionLine + '\n' + half.serialize()));
    for (const QString &extra : {u".json"_s, u".003"_s, u".004"_s})
        QVERIFY(QFile::remove(base + extra));

    QString resumeSource = source;
    if (change == u"other source") {
        resumeSource = dir.filePath(u"other.img"_s);
        QVERIFY(writeFile(resumeSource, randomBytes(4 * MiB, 6)));
    } else if (change == u"copied source") {
        resumeSource = dir.filePath(u"copy.img"_s);
        QVERIFY(QFile::copy(source, resumeSource));
    } else if (change == u"split") {
        settings = {u"--split"_s, u"2M"_s};
    } else if (change == u"fill") {
        settings << u"--fill"_s << u"0xff"_s;
    } else if (change == u"truncate") {
        QVERIFY(QFile::resize(base + u".002"_s, 1000));
    } else if (change == u"map claims more") {
        RescueMap more(4 * MiB);
        more.mark({0, 3 * MiB}, SectorState::Finished);
        QVERIFY(writeFile(base + u".map"_s, companionLine + '\n' + more.serialize()));
    } else if (change == u"damaged companion") {
        QVERIFY(writeFile(base + u".map"_s, companionLine.left(40) + '\n' + half.serialize()));
    } else if (change == u"delete image") {
        QVERIFY(QFile::remove(base + u".002"_s));
    }
    const QByteArray mapBefore = readFile(base + u".map"_s);
    const QStringList filesBefore = QDir(dir.path()).entryList(QDir::Files);
    const ProcessResult resumed
        = acquire(QStringList{resumeSource, base, u"--resume"_s} + settings);
    QVERIFY2(resumed.exitCode == 2, resumed.describe());
    QVERIFY2(resumed.standardError.contains(change == u"damaged companion"
                                                ? "is not a valid ddrescue mapfile"
                                                : "Cannot resume"),
             resumed.describe());
    QVERIFY2(resumed.standardError.contains(message.toUtf8()), resumed.describe());
    QCOMPARE(readFile(base + u".map"_s), mapBefore);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), filesBefore);
    QCOMPARE(readFile(source), content);

    // The same acquisition resumed as it was started finishes it (except where its image is gone).
    if (change == u"truncate" || change == u"map claims more" || change == u"delete image"
        || change == u"damaged companion")
        return;
    const ProcessResult same = acquire({source, base, u"--resume"_s, u"--split"_s, u"1M"_s});
    QVERIFY2(same.exitCode == 0, same.describe());
    QVERIFY(readFile(base + u".sha256"_s).contains(sha256Hex(content)));
}

// --force starts over: every file of the acquisition that was there goes, also those the new
// settings would not write (segments of a split image, the checksum files and window digests of
// an algorithm no longer chosen), or a verification would take them for the new image's. Without
// --force, any of them is refused.
void TestEvidenceSafety::startingOverLeavesNothingOfTheEarlierAcquisition()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(source, randomBytes(4 * MiB, 20)));
    const QString base = dir.filePath(u"img"_s);
    QVERIFY(acquire({source, base, u"--split"_s, u"1M"_s, u"--hash"_s, u"md5,sha1"_s,
                     u"--hash-window"_s, u"64K"_s})
                .exitCode
            == 0);
    QVERIFY(writeFile(source, randomBytes(4 * MiB, 21))); // the source changed since
    const ProcessResult refused = acquire({source, base, u"--hash"_s, u"md5"_s});
    QVERIFY2(refused.exitCode == 2, refused.describe());
    const ProcessResult again = acquire({source, base, u"--hash"_s, u"md5"_s, u"--force"_s});
    QVERIFY2(again.exitCode == 0, again.describe());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
             QStringList({u"evidence.img"_s, u"img.dd"_s, u"img.json"_s, u"img.map"_s, u"img.md5"_s,
                          u"img.txt"_s}));
    const ProcessResult verify = runProcess(cli, {u"verify"_s, base + u".dd"_s});
    QVERIFY2(verify.exitCode == 0, verify.describe());
    // A lone leftover is refused too.
    QVERIFY(writeFile(dir.filePath(u"other.windows.sha1"_s), "0 - 1: ab\n"));
    const ProcessResult leftover = acquire({source, dir.filePath(u"other"_s)});
    QVERIFY2(leftover.exitCode == 2, leftover.describe());
    QVERIFY2(leftover.standardError.contains("other.windows.sha1"), leftover.describe());
}

// A destination full from the start leaves no map and an empty image: --resume, as the message
// says to run, then simply starts.
void TestEvidenceSafety::resumeStartsWhatNeverCopiedAnything()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(u"evidence.img"_s);
    const QByteArray content = randomBytes(MiB, 7);
    QVERIFY(writeFile(source, content));
    const QString base = dir.filePath(u"img"_s);
    QVERIFY(writeFile(base + u".dd"_s, {}));
    const ProcessResult resumed = acquire({source, base, u"--resume"_s});
    QVERIFY2(resumed.exitCode == 0, resumed.describe());
    QCOMPARE(readFile(base + u".dd"_s), content);
    // But not an image that holds data nobody can vouch for.
    QVERIFY(QFile::remove(base + u".map"_s));
    const ProcessResult unknown = acquire({source, base, u"--resume"_s});
    QVERIFY2(unknown.exitCode == 2, unknown.describe());
    QVERIFY2(unknown.standardError.contains("holds data"), unknown.describe());
}

// The disk filled up as the record was written: the map already kept the digests. --resume hashes
// the image again and, finding the same digests, writes the missing files; finding others (the
// image changed since), refuses, and the map keeps the digests the image was acquired with. A
// finished acquisition with its record is not resumed at all.
void TestEvidenceSafety::resumeWritesWhatACompletedRunCouldNot()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(u"evidence.img"_s);
    const QByteArray content = randomBytes(2 * MiB, 18);
    QVERIFY(writeFile(source, content));
    const QString base = dir.filePath(u"img"_s);
    QVERIFY(acquire({source, base}).exitCode == 0);
    const QByteArray map = readFile(base + u".map"_s);
    QVERIFY(MapFile::companionOf(map).value(u"digests"_s).toObject().value(u"sha256"_s)
            == QString::fromLatin1(sha256Hex(content)));
    const ProcessResult finished = acquire({source, base, u"--resume"_s});
    QVERIFY2(finished.exitCode == 2, finished.describe());
    QVERIFY2(finished.standardError.contains("that acquisition is finished"), finished.describe());

    for (const QString &lost : {u".json"_s, u".sha256"_s, u".md5"_s})
        QVERIFY(QFile::remove(base + lost));
    const ProcessResult completed = acquire({source, base, u"--resume"_s});
    QVERIFY2(completed.exitCode == 0, completed.describe());
    QVERIFY(readFile(base + u".sha256"_s).startsWith(sha256Hex(content)));
    const QJsonObject record = QJsonDocument::fromJson(readFile(base + u".json"_s)).object();
    QCOMPARE(record.value(u"result"_s).toObject().value(u"status"_s).toString(), u"completed"_s);
    // Every byte hashed from the image this time: the record says so.
    QCOMPARE(record.value(u"hashes"_s).toArray().first()[u"bytesHashedFromImage"_s].toInteger(),
             2 * MiB);

    QVERIFY(QFile::remove(base + u".json"_s));
    QByteArray image = readFile(base + u".dd"_s);
    image[MiB] = char(image[MiB] ^ 0x40);
    QVERIFY(writeFile(base + u".dd"_s, image));
    const QByteArray mapBefore = readFile(base + u".map"_s);
    // Refused before anything is written: the window digests the map kept no longer hold.
    const ProcessResult changed = acquire({source, base, u"--resume"_s});
    QVERIFY2(changed.exitCode == 2, changed.describe());
    QVERIFY2(changed.standardError.contains("is no longer the one this acquisition wrote")
                 && changed.standardError.contains("window 0 (bytes 0 to 2097151)"),
             changed.describe());
    QCOMPARE(readFile(base + u".map"_s), mapBefore);
    QVERIFY(readFile(base + u".sha256"_s).startsWith(sha256Hex(content)));
}

void TestEvidenceSafety::sourcesThatAreNotFilesAreRefusedWithoutBlocking_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("a FIFO without a writer") << u"fifo"_s;
    QTest::newRow("a socket") << u"socket"_s;
    QTest::newRow("a character device") << u"chardev"_s;
    QTest::newRow("a folder") << u"folder"_s;
}

// Refused at once (a FIFO's open would otherwise wait for a writer forever), with exit 2, as a
// source and as a hashlog.
void TestEvidenceSafety::sourcesThatAreNotFilesAreRefusedWithoutBlocking()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path = dir.filePath(kind);
    int socketDescriptor = -1;
    const auto closeSocket = qScopeGuard([&socketDescriptor] {
        if (socketDescriptor >= 0)
            ::close(socketDescriptor);
    });
    if (kind == u"fifo") {
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    } else if (kind == u"socket") {
        socketDescriptor = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un address = {};
        address.sun_family = AF_UNIX;
        const QByteArray native = QFile::encodeName(path);
        QVERIFY(size_t(native.size()) < sizeof address.sun_path);
        std::memcpy(address.sun_path, native.constData(), size_t(native.size()));
        QCOMPARE(::bind(socketDescriptor, reinterpret_cast<sockaddr *>(&address), sizeof address),
                 0);
        QCOMPARE(::listen(socketDescriptor, 1), 0);
    } else if (kind == u"chardev") {
        path = u"/dev/zero"_s;
    } else {
        QVERIFY(QDir().mkpath(path));
    }
    QElapsedTimer timer;
    timer.start();
    const ProcessResult run = runProcess(
        cli, {u"acquire"_s, path, dir.filePath(u"img"_s), u"--no-smart"_s}, QString(), 20000);
    QVERIFY2(run.exitCode == 2, run.describe());
    QVERIFY2(timer.elapsed() < 15000, "the refusal took as long as a hang");
    QVERIFY(!QFile::exists(dir.filePath(u"img.dd"_s)));

    QVERIFY(writeFile(dir.filePath(u"image.dd"_s), randomBytes(MiB, 8)));
    const ProcessResult verify = runProcess(
        cli, {u"verify"_s, dir.filePath(u"image.dd"_s), u"--hashlog"_s, path}, QString(), 20000);
    QVERIFY2(verify.exitCode == 2, verify.describe());
    // (A socket cannot even be opened; a FIFO without a writer reads as empty.)
    QVERIFY2(kind == u"fifo" || kind == u"socket"
                 || verify.standardError.contains("not a file that can be read"),
             verify.describe());
}

// A hashlog through a pipe arrives in pieces: the verdict is the same as for the file on disk,
// read whole, however slowly it comes.
void TestEvidenceSafety::hashlogFromAPipeIsReadToItsEnd()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(source, randomBytes(8 * MiB, 9)));
    const QString base = dir.filePath(u"img"_s);
    // 4 KiB windows: a windows log of about 100 KiB, larger than one read of a pipe.
    QVERIFY(acquire({source, base, u"--hash-window"_s, u"4K"_s, u"--hash"_s, u"sha256"_s}).exitCode
            == 0);
    const QString log = base + u".windows.sha256"_s;
    QVERIFY(QFileInfo(log).size() > 100 * 1024);
    QByteArray changed = readFile(base + u".dd"_s);
    changed[7 * MiB + 5] = char(changed[7 * MiB + 5] ^ 1);
    QVERIFY(writeFile(base + u".dd"_s, changed));
    const ProcessResult fromFile
        = runProcess(cli, {u"verify"_s, base + u".dd"_s, u"--hashlog"_s, log});
    QCOMPARE(fromFile.exitCode, 1);

    QProcess fromPipe;
    fromPipe.start(cli, {u"verify"_s, base + u".dd"_s, u"--hashlog"_s, u"/dev/stdin"_s});
    QVERIFY(fromPipe.waitForStarted());
    const QByteArray bytes = readFile(log);
    for (qsizetype at = 0; at < bytes.size(); at += 7000) {
        fromPipe.write(bytes.mid(at, 7000));
        QVERIFY(fromPipe.waitForBytesWritten(10000));
        QThread::msleep(2);
    }
    fromPipe.closeWriteChannel();
    QVERIFY(fromPipe.waitForFinished(60000));
    QCOMPARE(fromPipe.exitCode(), fromFile.exitCode);
    // The same verdict, down to the window that differs.
    const QByteArray verdict
        = fromFile.standardOutput.mid(fromFile.standardOutput.indexOf("Verdict"));
    QVERIFY(!verdict.isEmpty());
    QVERIFY2(fromPipe.readAllStandardOutput().contains(verdict), verdict.constData());
}

// Split images of more than a thousand segments: past .999 come .1000, .1001, which sort before
// .999 as names; acquire, --verify and custody-cli verify all take them in order.
void TestEvidenceSafety::aThousandSegmentsRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(u"evidence.img"_s);
    // 1001 segments of 1 MiB, the last one partial.
    QVERIFY(writeFile(source, randomBytes(1000 * MiB + 4096, 10)));
    const QString base = dir.filePath(u"img"_s);
    const ProcessResult run
        = acquire({source, base, u"--split"_s, u"1M"_s, u"--hash"_s, u"md5"_s, u"--verify"_s});
    QVERIFY2(run.exitCode == 0, run.describe());
    QVERIFY(QFile::exists(base + u".999"_s));
    QCOMPARE(QFileInfo(base + u".1001"_s).size(), 4096);
    QVERIFY(!QFile::exists(base + u".1002"_s));
    const ProcessResult verify = runProcess(cli, {u"verify"_s, base + u".500"_s});
    QVERIFY2(verify.exitCode == 0, verify.describe());
    const ProcessResult coreutils
        = runProcess(u"md5sum"_s, {u"-c"_s, u"--quiet"_s, base + u".md5"_s}, dir.path());
    QVERIFY2(coreutils.exitCode == 0, coreutils.describe());
}

// An image that is an exact multiple of the segment size has exactly that many segments: an
// extra, empty one would make --verify look for a file that does not exist.
void TestEvidenceSafety::splitSizeThatDividesTheImageMakesNoExtraSegment()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(source, randomBytes(4 * MiB, 11)));
    const QString base = dir.filePath(u"img"_s);
    const ProcessResult run = acquire({source, base, u"--split"_s, u"1M"_s, u"--verify"_s});
    QVERIFY2(run.exitCode == 0, run.describe());
    QVERIFY(QFile::exists(base + u".004"_s));
    QVERIFY(!QFile::exists(base + u".005"_s));
    QCOMPARE(readFile(base + u".sha256"_s).count('\n'), 5); // the whole image's comment + 4
}

// Two acquisitions into one output: the second is refused before it writes anything, naming the
// holder (here, this test process through the same lock the acquisition takes).
void TestEvidenceSafety::oneAcquisitionPerOutput()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(source, randomBytes(MiB, 12)));
    const QString base = dir.filePath(u"img"_s);
    Result<std::unique_ptr<AcquisitionLock>> held = AcquisitionLock::take(
        AcquisitionLock::outputLockPath(base), u"the output"_s, u"the first acquisition"_s);
    QVERIFY(held);
    const ProcessResult second = acquire({source, base});
    QVERIFY2(second.exitCode == 2, second.describe());
    QVERIFY2(second.standardError.contains(QByteArray("PID ") + QByteArray::number(::getpid())),
             second.describe());
    QVERIFY2(second.standardError.contains("the first acquisition"), second.describe());
    QVERIFY(!QFile::exists(base + u".dd"_s));
    QVERIFY(!QFile::exists(base + u".map"_s));
    held = Error();
    QVERIFY(!QFile::exists(AcquisitionLock::outputLockPath(base)));
    const ProcessResult after = acquire({source, base});
    QVERIFY2(after.exitCode == 0, after.describe());
    QVERIFY(!QFile::exists(AcquisitionLock::outputLockPath(base)));
}

// The GUI's acquisitions and custody-cli's are the same Acquisition: one prepared here (as a GUI
// tab prepares it) holds the source, and custody-cli on that source, into another output, is
// refused. Through a link to the source too: the lock is keyed by identity, not by path.
void TestEvidenceSafety::oneAcquisitionPerSource()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(source, randomBytes(MiB, 14)));
    AcquisitionRequest request;
    request.sourcePath = source;
    request.basePath = dir.filePath(u"gui"_s);
    request.captureSmart = false;
    request.commandLine = u"custody (GUI tab)"_s;
    Acquisition gui(request);
    const Result<void> prepared = gui.prepare();
    QVERIFY2(prepared, qPrintable(prepared ? QString() : prepared.error().userMessage()));
    QVERIFY(QFile::link(source, dir.filePath(u"link.img"_s)));
    const ProcessResult cliRun = acquire({dir.filePath(u"link.img"_s), dir.filePath(u"cli"_s)});
    QVERIFY2(cliRun.exitCode == 2, cliRun.describe());
    QVERIFY2(cliRun.standardError.contains("custody (GUI tab)"), cliRun.describe());
    QVERIFY(!QFile::exists(dir.filePath(u"cli.dd"_s)));
    // The GUI's acquisition runs to its end unharmed.
    const AcquisitionRecord record = gui.execute();
    QCOMPARE(record.result.status, ImagingOutcome::Status::Completed);
}

// A lock whose holder was killed (kill -9: no clean-up ran) does not block the next acquisition.
void TestEvidenceSafety::aLockLeftByAKilledProcessDoesNotBlock()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(source, randomBytes(MiB, 15)));
    const QString base = dir.filePath(u"img"_s);
    QProcess holder;
    // --no-fork: flock(1) becomes the sleep, so the process killed is the one holding the lock.
    holder.start(u"flock"_s,
                 {u"--no-fork"_s, AcquisitionLock::outputLockPath(base), u"sleep"_s, u"600"_s});
    QVERIFY(holder.waitForStarted());
    // Held once flock -n (which only tries) fails on it.
    const auto held = [&base] {
        return runProcess(u"flock"_s, {u"-n"_s, AcquisitionLock::outputLockPath(base), u"true"_s})
                   .exitCode
               != 0;
    };
    QTRY_VERIFY_WITH_TIMEOUT(held(), 10000);
    QCOMPARE(acquire({source, base}).exitCode, 2);
    ::kill(pid_t(holder.processId()), SIGKILL);
    QVERIFY(holder.waitForFinished(10000));
    QVERIFY(QFile::exists(AcquisitionLock::outputLockPath(base))); // left behind
    const ProcessResult after = acquire({source, base});
    QVERIFY2(after.exitCode == 0, after.describe());
    QVERIFY(QFile::exists(base + u".dd"_s));
}

// 2 million window digests (1 GiB in 512-byte windows, two algorithms) stream to their files: the
// acquisition stays under 128 MiB of memory, where keeping them would take about 800 MiB.
void TestEvidenceSafety::hashWindowsKeepMemoryBounded()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(u"evidence.img"_s);
    {
        QFile file(source);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray chunk = randomBytes(16 * MiB, 16);
        for (int index = 0; index < 64; ++index)
            QVERIFY(file.write(chunk) == chunk.size());
    }
    const QString base = dir.filePath(u"img"_s);
    const QString usage = dir.filePath(u"usage"_s);
    const ProcessResult run
        = runProcess(u"/usr/bin/time"_s,
                     {u"-f"_s, u"%M"_s, u"-o"_s, usage, cli, u"acquire"_s, source, base,
                      u"--hash-window"_s, u"512"_s, u"--hash"_s, u"md5,sha256"_s, u"--no-smart"_s},
                     QString(), 600000);
    QVERIFY2(run.exitCode == 0, run.describe());
    const qint64 peakKiB = readFile(usage).trimmed().split('\n').last().toLongLong();
    qInfo("peak RSS of the acquisition: %lld KiB", peakKiB);
    QVERIFY2(peakKiB > 0 && peakKiB < 128 * 1024, QByteArray::number(peakKiB).constData());
    const QJsonObject record = QJsonDocument::fromJson(readFile(base + u".json"_s)).object();
    for (const QJsonValue &hash : record.value(u"hashes"_s).toArray())
        QCOMPARE(hash.toObject().value(u"windowCount"_s).toInteger(), 2 * 1024 * 1024);
    QCOMPARE(readFile(base + u".windows.md5"_s).count('\n'), 2 * 1024 * 1024 + 2);
}

void TestEvidenceSafety::reportsNeverReplaceWhatTheyReportOn_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("target");
    QTest::newRow("the acquisition's source, as the text report")
        << u"--text"_s << u"evidence.img"_s;
    QTest::newRow("the source through a link, as the JSON report") << u"--json"_s << u"link.img"_s;
    QTest::newRow("the image, as the PDF") << u"--pdf"_s << u"img.dd"_s;
    QTest::newRow("a sidecar") << u"--text"_s << u"img.sha256"_s;
    QTest::newRow("the map") << u"--text"_s << u"img.map"_s;
}

// custody-cli report --force writes over reports, never over the evidence or the acquisition's
// own files, whatever name they are given by.
void TestEvidenceSafety::reportsNeverReplaceWhatTheyReportOn()
{
    QFETCH(QString, option);
    QFETCH(QString, target);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(u"evidence.img"_s);
    const QByteArray content = randomBytes(MiB, 17);
    QVERIFY(writeFile(source, content));
    QVERIFY(QFile::link(source, dir.filePath(u"link.img"_s)));
    const QString base = dir.filePath(u"img"_s);
    QVERIFY(acquire({source, base}).exitCode == 0);
    const QByteArray before = readFile(dir.filePath(target));
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    const ProcessResult report = runProcess(
        cli, {u"report"_s, base + u".json"_s, option, dir.filePath(target), u"--force"_s},
        environment);
    QVERIFY2(report.exitCode == 2, report.describe());
    QVERIFY2(report.standardError.contains("Refused to write"), report.describe());
    QCOMPARE(readFile(dir.filePath(target)), before);
    QCOMPARE(readFile(source), content);
}

namespace {

ProcessResult report(const QStringList &arguments)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    return runProcess(cli, QStringList{u"report"_s} + arguments, environment);
}

} // namespace

// report --force replaces a file only when this acquisition's log proves it is one of its own
// reports (its SHA-256 on a Report line): never another file the gate does not recognise (a raw
// image with an unusual ending), nor another acquisition's report.
void TestEvidenceSafety::reportForceReplacesOnlyItsOwnEarlierReports()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeFile(dir.filePath(u"a.bin"_s), randomBytes(MiB, 31)));
    QVERIFY(writeFile(dir.filePath(u"b.bin"_s), randomBytes(MiB, 32)));
    QVERIFY(acquire({dir.filePath(u"a.bin"_s), dir.filePath(u"A"_s)}).exitCode == 0);
    QVERIFY(acquire({dir.filePath(u"b.bin"_s), dir.filePath(u"B"_s)}).exitCode == 0);
    const QString laptop = dir.filePath(u"laptop.raw-image"_s);
    QVERIFY(writeFile(laptop, randomBytes(MiB, 33)));
    QVERIFY(report({dir.filePath(u"B.json"_s)}).exitCode == 0); // B.pdf
    const QByteArray laptopBefore = readFile(laptop);
    const QByteArray otherReport = readFile(dir.filePath(u"B.pdf"_s));
    const QByteArray logBefore = readFile(dir.filePath(u"A.txt"_s));
    for (const QString &target : {laptop, dir.filePath(u"B.pdf"_s)}) {
        const ProcessResult refused
            = report({dir.filePath(u"A.json"_s), u"--pdf"_s, target, u"--force"_s});
        QVERIFY2(refused.exitCode == 2, refused.describe());
        QVERIFY2(refused.standardError.contains(QFileInfo(target).fileName().toUtf8()),
                 refused.describe());
    }
    QCOMPARE(readFile(laptop), laptopBefore);
    QCOMPARE(readFile(dir.filePath(u"B.pdf"_s)), otherReport);
    QCOMPARE(readFile(dir.filePath(u"A.txt"_s)), logBefore);
    // Its own earlier report, which its log names with its SHA-256, is replaced.
    QVERIFY(
        report({dir.filePath(u"A.json"_s), u"--text"_s, dir.filePath(u"A-report.txt"_s)}).exitCode
        == 0);
    const ProcessResult again = report(
        {dir.filePath(u"A.json"_s), u"--text"_s, dir.filePath(u"A-report.txt"_s), u"--force"_s});
    QVERIFY2(again.exitCode == 0, again.describe());
}

// The log is rewritten whole for each line added, so two processes adding lines at once would lose
// one's: custody-cli report waits while another process (here this test, as the GUI would while
// it signs) holds the log, and then adds its line to the log as it is by then.
void TestEvidenceSafety::aReportWaitsForTheLogHeldByAnotherProcess()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeFile(dir.filePath(u"a.bin"_s), randomBytes(MiB, 34)));
    QVERIFY(acquire({dir.filePath(u"a.bin"_s), dir.filePath(u"A"_s)}).exitCode == 0);
    const QString log = dir.filePath(u"A.txt"_s);
    QProcess reporting;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    reporting.setProcessEnvironment(environment);
    {
        const AcquisitionLogLock held(log);
        reporting.start(cli, {u"report"_s, dir.filePath(u"A.json"_s), u"--text"_s,
                              dir.filePath(u"A-report.txt"_s)});
        QVERIFY(reporting.waitForStarted());
        // Long enough for the report to be made and wait for the log.
        QVERIFY(!reporting.waitForFinished(3000));
        QVERIFY2(!readFile(log).contains("A-report.txt"),
                 "the report wrote while the log was held");
        // A line added meanwhile, as the GUI's signing adds one.
        QVERIFY(ReportPublisher::appendToLog(log, u"Signature held meanwhile\n"_s));
    }
    QVERIFY(reporting.waitForFinished(60000));
    QVERIFY2(reporting.exitCode() == 0, reporting.readAllStandardError().constData());
    const QByteArray after = readFile(log);
    QVERIFY(after.contains("Signature held meanwhile\n"));
    QVERIFY(after.contains("A-report.txt"));
}

// A file at a signature's name that is not a signature stops the report before it writes
// anything: no report, no line in the log, every file as it was.
void TestEvidenceSafety::aReportRefusedForAStaleSignatureWritesNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeFile(dir.filePath(u"a.bin"_s), randomBytes(MiB, 34)));
    QVERIFY(acquire({dir.filePath(u"a.bin"_s), dir.filePath(u"A"_s)}).exitCode == 0);
    QVERIFY(writeFile(dir.filePath(u"A.txt.p7s"_s), "the examiner's notes\n"));
    const QByteArray log = readFile(dir.filePath(u"A.txt"_s));
    const ProcessResult refused = report({dir.filePath(u"A.json"_s)});
    QVERIFY2(refused.exitCode == 2, refused.describe());
    QVERIFY2(refused.standardError.contains("A.txt.p7s"), refused.describe());
    QVERIFY(!QFile::exists(dir.filePath(u"A.pdf"_s)));
    QCOMPARE(readFile(dir.filePath(u"A.txt"_s)), log);
    QCOMPARE(readFile(dir.filePath(u"A.txt.p7s"_s)), QByteArray("the examiner's notes\n"));
}

// Starting over while the earlier acquisition's report is there is refused, naming it: the
// report is the examiner's, and beside the new image it would describe one that is gone.
void TestEvidenceSafety::startingOverLeavesTheEarlierReportAlone()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeFile(dir.filePath(u"a.bin"_s), randomBytes(MiB, 35)));
    QVERIFY(acquire({dir.filePath(u"a.bin"_s), dir.filePath(u"A"_s)}).exitCode == 0);
    QVERIFY(report({dir.filePath(u"A.json"_s)}).exitCode == 0);
    const QByteArray image = readFile(dir.filePath(u"A.dd"_s));
    const QByteArray pdf = readFile(dir.filePath(u"A.pdf"_s));
    const ProcessResult refused
        = acquire({dir.filePath(u"a.bin"_s), dir.filePath(u"A"_s), u"--force"_s});
    QVERIFY2(refused.exitCode == 2, refused.describe());
    QVERIFY2(refused.standardError.contains("A.pdf"), refused.describe());
    QCOMPARE(readFile(dir.filePath(u"A.dd"_s)), image);
    QCOMPARE(readFile(dir.filePath(u"A.pdf"_s)), pdf);
    QVERIFY(QFile::rename(dir.filePath(u"A.pdf"_s), dir.filePath(u"kept.pdf"_s)));
    const ProcessResult started
        = acquire({dir.filePath(u"a.bin"_s), dir.filePath(u"A"_s), u"--force"_s});
    QVERIFY2(started.exitCode == 0, started.describe());
}

// An empty file at BASE.lock may be a lock whose holder could not write its name (a destination
// that turned read-only): it is taken, and left there empty, never removed.
void TestEvidenceSafety::anEmptyFileAtTheLocksNameIsKept()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeFile(dir.filePath(u"a.bin"_s), randomBytes(MiB, 36)));
    QVERIFY(writeFile(dir.filePath(u"A.lock"_s), QByteArray()));
    const ProcessResult acquired = acquire({dir.filePath(u"a.bin"_s), dir.filePath(u"A"_s)});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QVERIFY(QFile::exists(dir.filePath(u"A.dd"_s)));
    QVERIFY(QFile::exists(dir.filePath(u"A.lock"_s)));
    QCOMPARE(readFile(dir.filePath(u"A.lock"_s)), QByteArray());
}

// A record is known by its content under any name, also when long case notes put its "format"
// key far from its start (the keys are sorted).
void TestEvidenceSafety::aRecordWithLongNotesIsKnownUnderAnyName()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeFile(dir.filePath(u"a.bin"_s), randomBytes(MiB, 37)));
    QVERIFY(
        acquire({dir.filePath(u"a.bin"_s), dir.filePath(u"A"_s), u"--notes"_s, QString(5000, u'n')})
            .exitCode
        == 0);
    const QString kept = dir.filePath(u"kept-record.json"_s);
    QVERIFY(QFile::copy(dir.filePath(u"A.json"_s), kept));
    const QByteArray before = readFile(kept);
    const ProcessResult refused
        = report({dir.filePath(u"A.json"_s), u"--pdf"_s, kept, u"--force"_s});
    QVERIFY2(refused.exitCode == 2, refused.describe());
    QVERIFY2(refused.standardError.contains("kept-record.json"), refused.describe());
    QCOMPARE(readFile(kept), before);
}

void TestEvidenceSafety::aFilePutAtAnOutputsNameDuringTheRunIsKept_data()
{
    QTest::addColumn<QString>("ending");
    QTest::addColumn<bool>("link");
    QTest::newRow("a database at the record's name") << u".json"_s << false;
    QTest::newRow("a link at the record's name") << u".json"_s << true;
    QTest::newRow("a database at the MD5 sidecar's name") << u".md5"_s << false;
    QTest::newRow("a link at the MD5 sidecar's name") << u".md5"_s << true;
    QTest::newRow("a database at the log's name") << u".txt"_s << false;
    QTest::newRow("a database at the window digests' name") << u".windows.sha256"_s << false;
}

// The files an acquisition writes at its end pass the write gate just before: one that another
// program put at such a name after prepare() (a database, a symbolic link to a file elsewhere)
// is never replaced, and the acquisition says so, naming it.
void TestEvidenceSafety::aFilePutAtAnOutputsNameDuringTheRunIsKept()
{
    QFETCH(QString, ending);
    QFETCH(bool, link);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    AcquisitionRequest request;
    request.sourcePath = dir.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(request.sourcePath, randomBytes(MiB, 15)));
    request.basePath = dir.filePath(u"case"_s);
    request.captureSmart = false;
    request.settings.hashWindowBytes = 64 * 1024;
    Acquisition acquisition(request);
    const Result<void> prepared = acquisition.prepare();
    QVERIFY2(prepared, qPrintable(prepared ? QString() : prepared.error().userMessage()));

    const QString planted = request.basePath + ending;
    const QString elsewhere = dir.filePath(u"elsewhere.sqlite"_s);
    const QByteArray database = QByteArray("SQLite format 3", 16) + randomBytes(4080, 16);
    QVERIFY(writeFile(link ? elsewhere : planted, database));
    if (link)
        QVERIFY(QFile::link(elsewhere, planted));
    const AcquisitionRecord record = acquisition.execute();

    QCOMPARE(readFile(link ? elsewhere : planted), database);
    if (link)
        QCOMPARE(QFileInfo(planted).symLinkTarget(), elsewhere);
    // The window digests are the job's: a refusal there is its error. The others are outputs.
    if (ending.startsWith(u".windows"_s)) {
        QVERIFY(record.result.error);
        QCOMPARE(record.result.error->path, planted);
        return;
    }
    QVERIFY(acquisition.outputError());
    QCOMPARE(acquisition.outputError()->path, planted);
    QVERIFY2(acquisition.outputError()->userMessage().contains(planted),
             qPrintable(acquisition.outputError()->userMessage()));
    QVERIFY(!acquisition.keptOutputs().isEmpty());
}

QTEST_GUILESS_MAIN(TestEvidenceSafety)
#include "tst_evidencesafety.moc"
