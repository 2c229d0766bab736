// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// custody-cli wipe on real loop devices over files: a drive of random content becomes all zeros
// and its certificate (JSON, text, PDF) says PASSED with the drive's size and sectors; a byte
// pattern and the random stream are verified; verify-only names the sector and offset of one
// stray byte; a cancelled wipe is CANCELLED, never PASSED; and what must not be wiped is refused
// with the device left byte for byte as it was. Needs root (losetup); skipped otherwise.

#include "hookprogram.h"
#include "loopdevice.h"
#include "mountedfilesystem.h"
#include "testfiles.h"
#include "testprocess.h"
#include "wipe/drivewipe.h"
#include "wipe/wipepattern.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 DriveBytes = 4 * 1024 * 1024;

QByteArray readDevice(const QString &path, qint64 bytes)
{
    QFile device(path);
    return device.open(QIODevice::ReadOnly) ? device.read(bytes) : QByteArray();
}

QJsonObject readJson(const QString &path)
{
    return QJsonDocument::fromJson(readFile(path)).object();
}

} // namespace

class TestDriveWipe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void randomContentBecomesZeros();
    void patternsVerify_data();
    void patternsVerify();
    void zeroOutIsReadBack();
    void verifyOnlyNamesAStrayByte();
    void cancelledIsNeverPassed();
    void refusedDrivesAreLeftAsTheyWere_data();
    void refusedDrivesAreLeftAsTheyWere();
    void certificateOnTheDriveIsRefused();
    void theSourceOfOtherWorkIsRefused();
    void theHookIsToldTheWipeAsData();
    void aHookThatHangsDoesNotChangeTheVerdict();

private:
    // A loop device over a file of DriveBytes of `content`; options for losetup.
    bool attach(LoopDevice &loop, const QByteArray &content, const QStringList &options = {});
    ProcessResult wipe(const QStringList &arguments);

    QTemporaryDir m_folder;
    int m_files = 0;
};

void TestDriveWipe::initTestCase()
{
    if (const QString why = LoopDevice::unavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QVERIFY(m_folder.isValid());
}

void TestDriveWipe::init()
{
    QFile::remove(m_folder.filePath(u"CERT.json"_s));
    QFile::remove(m_folder.filePath(u"CERT.txt"_s));
    QFile::remove(m_folder.filePath(u"CERT.pdf"_s));
}

bool TestDriveWipe::attach(LoopDevice &loop, const QByteArray &content, const QStringList &options)
{
    const QString backing = m_folder.filePath(u"drive%1.img"_s.arg(++m_files));
    return writeFile(backing, content) && loop.attach(backing, options);
}

ProcessResult TestDriveWipe::wipe(const QStringList &arguments)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    environment.insert(u"XDG_DATA_HOME"_s, m_folder.filePath(u"xdg"_s)); // never the user's
    return runProcess(QStringLiteral(CUSTODY_CLI_PATH), QStringList{u"wipe"_s} + arguments,
                      environment, m_folder.path());
}

void TestDriveWipe::randomContentBecomesZeros()
{
    LoopDevice loop;
    QVERIFY(attach(loop, randomBytes(DriveBytes, 33)));
    const QString base = m_folder.filePath(u"CERT"_s);
    const ProcessResult result = wipe({loop.devicePath(), u"--certificate"_s, base, u"--yes"_s,
                                       u"--no-smart"_s, u"--examiner"_s, u"E. Xaminer"_s,
                                       u"--history"_s, m_folder.filePath(u"history.sqlite"_s)});
    QVERIFY2(result.exitCode == 0, result.describe());
    QCOMPARE(readDevice(loop.devicePath(), DriveBytes + 1), QByteArray(DriveBytes, '\0'));
    QVERIFY2(result.standardOutput.startsWith("PASSED: Sterile"), result.describe());

    const QJsonObject certificate = readJson(base + u".json"_s);
    QCOMPARE(certificate[u"format"_s].toString(), u"custody-wipe-certificate"_s);
    QCOMPARE(certificate[u"verdict"_s].toString(), u"PASSED"_s);
    const QJsonObject drive = certificate[u"drive"_s].toObject();
    QCOMPARE(drive[u"path"_s].toString(), loop.devicePath());
    QCOMPARE(drive[u"sizeBytes"_s].toInteger(), DriveBytes);
    QCOMPARE(drive[u"sectors"_s].toInteger(), DriveBytes / 512);
    const QJsonObject figures = certificate[u"result"_s].toObject();
    QCOMPARE(figures[u"sectorsWritten"_s].toInteger(), DriveBytes / 512);
    QCOMPARE(figures[u"sectorsVerified"_s].toInteger(), DriveBytes / 512);
    QCOMPARE(figures[u"failures"_s].toArray().size(), 0);
    QCOMPARE(certificate[u"wipe"_s][u"readBack"_s].toString(), u"direct"_s);
    QCOMPARE(certificate[u"wipe"_s][u"method"_s].toString(), u"write"_s);
    // A loop device hides nothing, and cannot be asked: the certificate says so.
    QCOMPARE(drive[u"hiddenAreas"_s][u"state"_s].toString(), u"notADrive"_s);
    const QString text = QString::fromUtf8(readFile(base + u".txt"_s));
    QVERIFY2(text.contains(u"PASSED"_s), qPrintable(text));
    QVERIFY2(text.contains(u"8192 sectors (4194304 bytes)"_s), qPrintable(text));
    QVERIFY2(text.contains(u"E. Xaminer"_s), qPrintable(text));
    QVERIFY(readFile(base + u".pdf"_s).startsWith("%PDF"));
    if (const QString pdftotext = QStandardPaths::findExecutable(u"pdftotext"_s);
        !pdftotext.isEmpty()) {
        const ProcessResult pdf = runProcess(pdftotext, {base + u".pdf"_s, u"-"_s});
        QVERIFY2(pdf.standardOutput.contains("PASSED"), pdf.describe());
        QVERIFY2(pdf.standardOutput.contains("8,192"), pdf.describe());
    }
    // The case history has the wipe, with the certificate's digest.
    const ProcessResult history
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH), {u"history"_s, u"--json"_s, u"--history"_s,
                                                        m_folder.filePath(u"history.sqlite"_s)});
    QVERIFY2(history.standardOutput.contains("\"wipe\""), history.describe());
    QVERIFY2(history.standardOutput.contains("CERT.json"), history.describe());
}

void TestDriveWipe::patternsVerify_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::newRow("0x5a") << u"0x5a"_s;
    QTest::newRow("random") << u"random"_s;
}

void TestDriveWipe::patternsVerify()
{
    QFETCH(QString, pattern);
    LoopDevice loop;
    QVERIFY(attach(loop, randomBytes(DriveBytes, 34)));
    const QString base = m_folder.filePath(u"CERT"_s);
    const ProcessResult result = wipe({loop.devicePath(), u"--certificate"_s, base, u"--yes"_s,
                                       u"--no-smart"_s, u"--pattern"_s, pattern, u"--json"_s});
    QVERIFY2(result.exitCode == 0, result.describe());
    // --json prints the certificate as written.
    const QJsonObject printed = QJsonDocument::fromJson(result.standardOutput).object();
    QCOMPARE(printed, readJson(base + u".json"_s));
    const QJsonObject recorded = printed[u"wipe"_s][u"pattern"_s].toObject();
    QByteArray expected(DriveBytes, '\0');
    if (pattern == u"random"_s) {
        QCOMPARE(recorded[u"algorithm"_s].toString(), u"AES-256-CTR"_s);
        // The stream made again from the recorded key is what the drive holds.
        const Result<WipePattern> again = WipePattern::random(
            QByteArray::fromHex(recorded[u"key"_s].toString().toLatin1()),
            QByteArray::fromHex(recorded[u"counter"_s].toString().toLatin1()));
        QVERIFY(again);
        again->fill(expected.data(), 0, DriveBytes);
    } else {
        expected.fill('\x5a');
    }
    QCOMPARE(recorded[u"name"_s].toString(), pattern);
    QCOMPARE(readDevice(loop.devicePath(), DriveBytes), expected);
    QCOMPARE(printed[u"verdict"_s].toString(), u"PASSED"_s);
}

void TestDriveWipe::zeroOutIsReadBack()
{
    LoopDevice loop;
    QVERIFY(attach(loop, randomBytes(DriveBytes, 35)));
    const QString base = m_folder.filePath(u"CERT"_s);
    const ProcessResult result = wipe({loop.devicePath(), u"--certificate"_s, base, u"--yes"_s,
                                       u"--no-smart"_s, u"--method"_s, u"zeroout"_s});
    QVERIFY2(result.exitCode == 0, result.describe());
    QCOMPARE(readDevice(loop.devicePath(), DriveBytes), QByteArray(DriveBytes, '\0'));
    const QJsonObject certificate = readJson(base + u".json"_s);
    QCOMPARE(certificate[u"wipe"_s][u"method"_s].toString(), u"zeroout"_s);
    QCOMPARE(certificate[u"result"_s][u"sectorsVerified"_s].toInteger(), DriveBytes / 512);
    QVERIFY(QString::fromUtf8(readFile(base + u".txt"_s)).contains(u"BLKZEROOUT"_s));
    // Zeros only.
    const ProcessResult refused
        = wipe({loop.devicePath(), u"--certificate"_s, base + u"2"_s, u"--yes"_s, u"--no-smart"_s,
                u"--method"_s, u"zeroout"_s, u"--pattern"_s, u"0xff"_s});
    QVERIFY2(refused.exitCode == 2, refused.describe());
}

void TestDriveWipe::verifyOnlyNamesAStrayByte()
{
    QByteArray content(DriveBytes, '\0');
    const qint64 stray = 3000 * 512 + 17;
    content[stray] = '\x01';
    LoopDevice loop;
    QVERIFY(attach(loop, content));
    const QString base = m_folder.filePath(u"CERT"_s);
    // Nothing is written: no --yes and no terminal needed.
    const ProcessResult result = wipe({loop.devicePath(), u"--certificate"_s, base,
                                       u"--verify-only"_s, u"--no-smart"_s, u"--json"_s});
    QVERIFY2(result.exitCode == 1, result.describe());
    QCOMPARE(readDevice(loop.devicePath(), DriveBytes), content);
    const QJsonObject certificate = readJson(base + u".json"_s);
    QCOMPARE(certificate[u"verdict"_s].toString(), u"FAILED"_s);
    const QJsonObject figures = certificate[u"result"_s].toObject();
    QCOMPARE(figures[u"sectorsWritten"_s].toInteger(), 0);
    const QJsonArray failures = figures[u"failures"_s].toArray();
    QCOMPARE(failures.size(), 1);
    QCOMPARE(failures[0][u"firstSector"_s].toInteger(), 3000);
    QCOMPARE(failures[0][u"lastSector"_s].toInteger(), 3000);
    QCOMPARE(failures[0][u"reason"_s].toString(), u"mismatch"_s);
    QCOMPARE(failures[0][u"firstDifference"_s].toInteger(), stray);
    QCOMPARE(failures[0][u"foundByte"_s].toInt(), 1);
    const QString text = QString::fromUtf8(readFile(base + u".txt"_s));
    QVERIFY2(text.contains(u"at offset 1536017 (sector 3000, byte 17): 0x01"_s), qPrintable(text));
}

// In-process, the job's own cancel: a larger drive in small blocks makes the wipe long enough to
// stop in its writing phase.
void TestDriveWipe::cancelledIsNeverPassed()
{
    constexpr qint64 LargerBytes = 16 * DriveBytes;
    LoopDevice loop;
    QVERIFY(attach(loop, QByteArray(LargerBytes, '\x77')));
    WipeRequest request;
    request.devicePath = loop.devicePath();
    request.certificateBase = m_folder.filePath(u"CERT"_s);
    request.captureSmart = false;
    request.blockBytes = 4096;
    DriveWipe job(request);
    const Result<void> prepared = job.prepare();
    QVERIFY2(prepared, prepared ? "" : qPrintable(prepared.error().userMessage()));
    WipeCertificate certificate;
    std::thread worker([&] { certificate = job.execute(); });
    // Cancelled as soon as the first block is written (QTRY's 50 ms polls would be too late).
    const QDeadlineTimer deadline(60000);
    while (job.progress().bytesWritten == 0 && !deadline.hasExpired())
        std::this_thread::yield();
    job.cancel();
    worker.join();
    QCOMPARE(certificate.verdict(), WipeCertificate::Verdict::Cancelled);
    QVERIFY(certificate.cancelled);
    QVERIFY(certificate.bytesWritten > 0 && certificate.bytesWritten < LargerBytes);
    QCOMPARE(certificate.bytesVerified, 0);
    QCOMPARE(job.progress().phase, DriveWipe::Phase::Finished);
    const QJsonObject written = readJson(request.certificateBase + u".json"_s);
    QCOMPARE(written[u"verdict"_s].toString(), u"CANCELLED"_s);
    QCOMPARE(written[u"result"_s][u"bytesWritten"_s].toInteger(), certificate.bytesWritten);
    const QString text = QString::fromUtf8(readFile(request.certificateBase + u".txt"_s));
    QVERIFY(text.contains(u"CANCELLED"_s));
    QVERIFY(!text.contains(u"Sterile"_s));
    // The map shows how far it got: written up to there, nothing read back.
    const RescueMap map = job.mapSnapshot();
    QCOMPARE(map.bytesIn(SectorState::NonTrimmed), certificate.bytesWritten);
    QCOMPARE(map.bytesIn(SectorState::NonTried), LargerBytes - certificate.bytesWritten);
}

void TestDriveWipe::refusedDrivesAreLeftAsTheyWere_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("read-only (write-blocked)") << u"read-only"_s;
    QTest::newRow("a partition") << u"partition"_s;
    QTest::newRow("mounted") << u"mounted"_s;
    QTest::newRow("not confirmed, no terminal") << u"unconfirmed"_s;
}

void TestDriveWipe::refusedDrivesAreLeftAsTheyWere()
{
    QFETCH(QString, kind);
    LoopDevice loop;
    QByteArray content = randomBytes(DriveBytes, 37);
    const bool partitioned = kind == u"partition"_s;
    if (partitioned) {
        const QString backing = m_folder.filePath(u"parted%1.img"_s.arg(++m_files));
        QVERIFY(
            LoopDevice::createBackingFile(backing, DriveBytes, LoopDevice::Layout::OnePartition));
        QVERIFY(loop.attach(backing, {u"--partscan"_s}));
    } else {
        QVERIFY(attach(loop, content,
                       kind == u"read-only"_s ? QStringList{u"--read-only"_s} : QStringList()));
    }
    MountedFileSystem mounted;
    if (kind == u"mounted"_s) {
        if (const QString why = MountedFileSystem::unavailableReason(u"ext4"_s); !why.isEmpty())
            QSKIP(qPrintable(why));
        QString error;
        QVERIFY2(MountedFileSystem::format(loop.devicePath(), u"ext4"_s, u"WIPE"_s, &error),
                 qPrintable(error));
        QVERIFY2(mounted.mount(loop.devicePath(), u"ext4"_s), qPrintable(mounted.errorString()));
    }
    const QString target = partitioned ? loop.firstPartition() : loop.devicePath();
    QVERIFY2(!target.isEmpty(), qPrintable(loop.errorString()));
    content = readDevice(loop.devicePath(), DriveBytes);
    QStringList arguments{target, u"--certificate"_s, m_folder.filePath(u"CERT"_s),
                          u"--no-smart"_s};
    if (kind != u"unconfirmed"_s)
        arguments << u"--yes"_s;
    const ProcessResult result = wipe(arguments);
    QVERIFY2(result.exitCode == 2, result.describe());
    QVERIFY2(result.standardError.contains(target.toUtf8()), result.describe());
    QCOMPARE(readDevice(loop.devicePath(), DriveBytes), content);
    QVERIFY(!QFile::exists(m_folder.filePath(u"CERT.json"_s)));
}

// The certificate's base on a file system of the drive to wipe: refused by the write gate (by
// identity), before the drive is opened.
void TestDriveWipe::certificateOnTheDriveIsRefused()
{
    if (const QString why = MountedFileSystem::unavailableReason(u"ext4"_s); !why.isEmpty())
        QSKIP(qPrintable(why));
    LoopDevice loop;
    QVERIFY(attach(loop, QByteArray(DriveBytes, '\0')));
    QString error;
    QVERIFY2(MountedFileSystem::format(loop.devicePath(), u"ext4"_s, u"WIPE"_s, &error),
             qPrintable(error));
    MountedFileSystem mounted;
    QVERIFY2(mounted.mount(loop.devicePath(), u"ext4"_s), qPrintable(mounted.errorString()));
    const QString base = mounted.mountPoint() + u"/CERT"_s;
    const ProcessResult result
        = wipe({loop.devicePath(), u"--certificate"_s, base, u"--yes"_s, u"--no-smart"_s});
    QVERIFY2(result.exitCode == 2, result.describe());
    QVERIFY2(result.standardError.contains("CERT.json"), result.describe());
    QVERIFY(!QFile::exists(base + u".json"_s));
    QVERIFY(mounted.unmount());
    // Not wiped: the file system is there (ext4's magic, 0xEF53 at byte 1080), the zeros the
    // device started with are not.
    const QByteArray after = readDevice(loop.devicePath(), DriveBytes);
    QCOMPARE(after.mid(1080, 2), QByteArray("\x53\xef", 2));
}

// A drive that other work reads (the GUI passes its running acquisitions' sources) is refused by
// its identity, under another name too, and left as it was; the same request without it opens.
void TestDriveWipe::theSourceOfOtherWorkIsRefused()
{
    LoopDevice loop;
    const QByteArray content = randomBytes(DriveBytes, 41);
    QVERIFY(attach(loop, content));
    const QString otherName = m_folder.filePath(u"drive-link"_s);
    QVERIFY(QFile::link(loop.devicePath(), otherName));
    WipeRequest request;
    request.devicePath = otherName;
    request.certificateBase = m_folder.filePath(u"CERT"_s);
    request.captureSmart = false;
    request.protectedSources = {loop.devicePath()};
    {
        DriveWipe wipe(request);
        const Result<void> prepared = wipe.prepare();
        QVERIFY(!prepared);
        QVERIFY2(prepared.error().userMessage().contains(u"the source"_s),
                 qPrintable(prepared.error().userMessage()));
    }
    QCOMPARE(readDevice(loop.devicePath(), DriveBytes), content);
    QVERIFY(!QFile::exists(request.certificateBase + u".json"_s));
    request.protectedSources.clear();
    DriveWipe unprotected(request);
    const Result<void> prepared = unprotected.prepare();
    QVERIFY2(prepared, qPrintable(prepared ? QString() : prepared.error().userMessage()));
}

void TestDriveWipe::theHookIsToldTheWipeAsData()
{
    LoopDevice loop;
    QVERIFY(attach(loop, randomBytes(DriveBytes, 36)));
    const QString hook = m_folder.filePath(u"hook"_s);
    QVERIFY(writeHook(hook, "env -0 > \"$(dirname \"$0\")/environment\"\necho notified\nexit 5\n"));
    const QString caseNumber = u"2026-11 $(touch pwned)\n\"q\" 'x'"_s;
    const QString base = m_folder.filePath(u"hooked"_s);
    const ProcessResult result
        = wipe({loop.devicePath(), u"--certificate"_s, base, u"--yes"_s, u"--no-smart"_s,
                u"--case-number"_s, caseNumber, u"--on-end"_s, hook, u"--history"_s,
                m_folder.filePath(u"history.sqlite"_s)});
    QVERIFY2(result.exitCode == 0, result.describe()); // the hook's 5 is not the verdict
    QVERIFY2(result.standardOutput.contains("Hook " + hook.toUtf8() + " exited with status 5"),
             result.describe());
    QVERIFY2(result.standardError.contains("--on-end program did not succeed"), result.describe());
    QCOMPARE(readDevice(loop.devicePath(), DriveBytes), QByteArray(DriveBytes, '\0'));
    const QMap<QString, QString> told = environmentIn(m_folder.filePath(u"environment"_s));
    const qint64 sectors = DriveBytes / 512; // a loop device's logical sectors
    const QString otherwise
        = toldOtherwise(told, {{u"CUSTODY_JOB"_s, u"wipe"_s},
                               {u"CUSTODY_OUTCOME"_s, u"completed"_s},
                               {u"CUSTODY_VERDICT"_s, u"passed"_s},
                               {u"CUSTODY_EXIT_STATUS"_s, u"0"_s},
                               {u"CUSTODY_DEVICE"_s, loop.devicePath()},
                               {u"CUSTODY_PATTERN"_s, u"zero"_s},
                               {u"CUSTODY_SECTOR_BYTES"_s, u"512"_s},
                               {u"CUSTODY_SECTORS_WRITTEN"_s, QString::number(sectors)},
                               {u"CUSTODY_SECTORS_VERIFIED"_s, QString::number(sectors)},
                               {u"CUSTODY_SECTORS_FAILED"_s, u"0"_s},
                               {u"CUSTODY_CASE_NUMBER"_s, caseNumber}});
    QVERIFY2(otherwise.isEmpty(), qPrintable(otherwise));
    QCOMPARE(told.value(u"CUSTODY_CERTIFICATE_COUNT"_s), u"3"_s);
    QStringList certificates;
    for (int i = 1; i <= 3; ++i)
        certificates << told.value(u"CUSTODY_CERTIFICATE_%1"_s.arg(i));
    for (const QString &suffix : {u".json"_s, u".txt"_s, u".pdf"_s}) {
        QVERIFY2(certificates.contains(base + suffix), qPrintable(certificates.join(u", "_s)));
        QVERIFY(QFileInfo::exists(base + suffix));
    }
    QVERIFY(!QFileInfo::exists(m_folder.filePath(u"pwned"_s)));
    const ProcessResult history
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH), {u"history"_s, u"--json"_s, u"--history"_s,
                                                        m_folder.filePath(u"history.sqlite"_s)});
    QVERIFY2(history.standardOutput.contains("exited with status 5"), history.describe());
}

void TestDriveWipe::aHookThatHangsDoesNotChangeTheVerdict()
{
    LoopDevice loop;
    QVERIFY(attach(loop, randomBytes(DriveBytes, 37)));
    const QString hook = m_folder.filePath(u"hook"_s);
    QVERIFY(writeHook(hook, "echo started\nsleep 600\n"));
    QElapsedTimer clock;
    clock.start();
    const ProcessResult result
        = wipe({loop.devicePath(), u"--certificate"_s, m_folder.filePath(u"hung"_s), u"--yes"_s,
                u"--no-smart"_s, u"--on-end"_s, hook, u"--on-end-timeout"_s, u"2"_s});
    QVERIFY2(result.exitCode == 0, result.describe());
    QVERIFY2(clock.elapsed() < 60000, "custody-cli waited for the hook past its timeout");
    QVERIFY2(result.standardOutput.contains("killed after its timeout of 2 s"), result.describe());
    QVERIFY2(result.standardOutput.contains("PASSED"), result.describe());
    QCOMPARE(readDevice(loop.devicePath(), DriveBytes), QByteArray(DriveBytes, '\0'));
}

QTEST_MAIN(TestDriveWipe)
#include "tst_drivewipe.moc"
