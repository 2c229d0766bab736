// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "badblockdevice.h"
#include "iscsitarget.h"
#include "testfiles.h"
#include "testprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Custody::Test;
using Custody::Extent;
using namespace Qt::StringLiterals;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);
constexpr qint64 MiB = 1024 * 1024;
const QString Target = u"iqn.2026-12.org.custody.test:evidence"_s;

bool writeSecretFile(const QString &path, const QByteArray &text)
{
    return writeFile(path, text)
           && QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
}

// Starts `custody-cli acquire URI BASE` in 256 KiB blocks, the map saved every 0.2 s, a silent
// target given up after 5 s and connected to again up to `reconnects` times a second apart, and
// waits until the map says 4 MiB are read. No layout: these runs are about the connection.
bool startReading(QProcess &acquisition, const QString &uri, const QString &base, int reconnects)
{
    acquisition.start(cli, {u"acquire"_s, uri, base, u"--block-size"_s, u"256K"_s, u"--no-layout"_s,
                            u"--map-interval"_s, u"0.2"_s, u"--network-reconnect"_s,
                            QString::number(reconnects), u"--network-reconnect-delay"_s, u"1"_s,
                            u"--network-timeout"_s, u"5"_s});
    if (!acquisition.waitForStarted())
        return false;
    for (int wait = 0; wait < 400 && finishedMapBytes(base + u".map"_s) < 4 * MiB; ++wait)
        QThread::msleep(50);
    return finishedMapBytes(base + u".map"_s) >= 4 * MiB;
}

// A badblockfs drive of `data` that reads at 4 MB/s: a run far from done when its target dies.
std::unique_ptr<BadBlockDevice> slowDrive(const QTemporaryDir &dir, const QByteArray &data)
{
    if (!writeFile(dir.filePath(u"backing.raw"_s), data))
        qFatal("cannot write the backing file");
    BadBlockDeviceOptions slow;
    slow.rateLimitMegabytesPerSecond = 4;
    return std::make_unique<BadBlockDevice>(dir.filePath(u"backing.raw"_s), QList<Extent>{}, slow);
}

} // namespace

// Drives of other machines read over iSCSI (libiscsi) from the real tgtd on 127.0.0.1: a file and
// a badblockfs device exported read-only, CHAP, a target that dies and comes back.
class TestIscsi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void acquiresALunAndRecordsItsIdentity();
    void listsTheLunsOfAPortal();
    void unreadableAreasOfTheRemoteDriveAreExact();
    void chapSecretRightAndWrong();
    void mutualChapMakesTheTargetProveItself();
    void aTargetKilledMidRunIsResumedWhenBack();
    void aTargetBackSoonIsConnectedToAgain();
    void cancelEndsTheWaitForASilentTarget();
    void cancelEndsTheSourceRereadsWaitForASilentTarget();
};

void TestIscsi::init()
{
    QString why;
    if (!IscsiTarget::isAvailable(&why))
        QSKIP(qPrintable(why));
}

void TestIscsi::acquiresALunAndRecordsItsIdentity()
{
    QTemporaryDir dir;
    const QByteArray data = randomBytes(8 * MiB, 31);
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), data));
    IscsiTarget target(Target, {{dir.filePath(u"disk.img"_s), u"CUSTODY-SN-0001"_s, false}},
                       dir.filePath(u"tgtd.log"_s));
    QVERIFY2(target.start(), qPrintable(target.errorString()));
    const QString base = dir.filePath(u"lun"_s);
    const ProcessResult acquired
        = runProcess(cli, {u"acquire"_s, target.lunUri(1), base, u"--hash"_s, u"md5,sha256"_s});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QCOMPARE(readFile(base + u".dd"_s), data);
    QVERIFY(readFile(base + u".sha256"_s).startsWith(sha256Hex(data)));

    const QJsonObject source = recordOf(base)[u"source"_s].toObject();
    QCOMPARE(source[u"kind"_s].toString(), u"network"_s);
    QCOMPARE(source[u"path"_s].toString(), target.lunUri(1));
    QCOMPARE(source[u"sizeBytes"_s].toInteger(), data.size());
    // INQUIRY and VPD page 0x80, recorded as a drive's identity is.
    QCOMPARE(source[u"vendor"_s].toString(), u"IET"_s);
    QCOMPARE(source[u"model"_s].toString(), u"VIRTUAL-DISK"_s);
    QCOMPARE(source[u"serial"_s].toString(), u"CUSTODY-SN-0001"_s);
    const QJsonObject network = source[u"network"_s].toObject();
    QCOMPARE(network[u"protocol"_s].toString(), u"iSCSI"_s);
    QCOMPARE(network[u"target"_s].toString(), Target);
    QCOMPARE(network[u"lun"_s].toInt(), 1);
    QCOMPARE(network[u"serverReadOnly"_s].toBool(), true);
    QCOMPARE(network[u"loopback"_s].toBool(), true);
    QVERIFY(network[u"initiator"_s].toString().startsWith(u"iqn."_s));
    // VPD page 0x83, each designator decoded by its type and association: tgtd names the LUN by
    // two NAA designators and a T10 vendor ID of its target and LUN numbers (tid 1, LUN 1).
    QStringList designators;
    for (const QJsonValue &designator : network[u"designators"_s].toArray())
        designators << designator.toString();
    QVERIFY2(designators.contains(u"T10 vendor ID (logical unit): IET 00010001"_s),
             qPrintable(designators.join(u'\n')));
    QCOMPARE(designators.filter(QRegularExpression(u"^NAA \\(logical unit\\): [0-9a-f]{16,32}$"_s))
                 .size(),
             2);
    // Each read of the engine went as several READ(16) in flight at once, not one at a time.
    QVERIFY2(network[u"mostCommandsInFlight"_s].toInt() >= 2,
             QJsonDocument(network).toJson().constData());
    const QByteArray log = readFile(base + u".txt"_s);
    QVERIFY2(log.contains("iSCSI target " + Target.toUtf8() + ", LUN 1")
                 && log.contains("CUSTODY-SN-0001") && log.contains("over the network (iSCSI)"),
             log.constData());

    // A LUN that is not there, a target that is not there: clear errors, nothing written.
    const ProcessResult noLun
        = runProcess(cli, {u"acquire"_s, target.lunUri(7), dir.filePath(u"none"_s)});
    QVERIFY2(noLun.exitCode != 0 && !noLun.standardError.isEmpty(), noLun.describe());
    QVERIFY(!QFile::exists(dir.filePath(u"none.dd"_s)));
    // tgtd's LUN 0 is its controller, not a disk.
    const ProcessResult controller
        = runProcess(cli, {u"acquire"_s, target.lunUri(0), dir.filePath(u"none"_s)});
    QVERIFY2(controller.exitCode != 0 && controller.standardError.contains("not a disk"),
             controller.describe());
}

void TestIscsi::listsTheLunsOfAPortal()
{
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(u"a.img"_s), randomBytes(3 * MiB, 1)));
    QVERIFY(writeFile(dir.filePath(u"b.img"_s), randomBytes(5 * MiB, 2)));
    IscsiTarget target(Target,
                       {{dir.filePath(u"a.img"_s), u"SN-A"_s, false},
                        {dir.filePath(u"b.img"_s), u"SN-B"_s, false}},
                       dir.filePath(u"tgtd.log"_s));
    QVERIFY2(target.start(), qPrintable(target.errorString()));
    // A second target on the same portal, as a machine exporting each drive on its own.
    const QString second = u"iqn.2026-12.org.custody.test:second"_s;
    QVERIFY(writeFile(dir.filePath(u"c.img"_s), randomBytes(2 * MiB, 3)));
    QVERIFY2(target.addTarget(second, {{dir.filePath(u"c.img"_s), u"SN-C"_s, false}}),
             qPrintable(target.errorString()));
    const ProcessResult listed
        = runProcess(cli, {u"devices"_s, u"--remote"_s, target.portalUri(), u"--json"_s});
    QVERIFY2(listed.exitCode == 0, listed.describe());
    const QJsonArray luns
        = QJsonDocument::fromJson(listed.standardOutput).object()[u"luns"_s].toArray();
    // Each target's controller and disks: two disks of the first, one of the second.
    QCOMPARE(luns.size(), 5);
    QJsonObject lunB;
    QJsonObject lunC;
    int controllers = 0;
    for (const QJsonValue &lun : luns) {
        if (lun[u"problem"_s].toString().contains(u"not a disk"_s))
            ++controllers;
        if (lun[u"serial"_s].toString() == u"SN-B"_s)
            lunB = lun.toObject();
        if (lun[u"serial"_s].toString() == u"SN-C"_s)
            lunC = lun.toObject();
    }
    QCOMPARE(controllers, 2);
    QCOMPARE(lunB[u"uri"_s].toString(), target.lunUri(2));
    QCOMPARE(lunB[u"target"_s].toString(), Target);
    QCOMPARE(lunB[u"sizeBytes"_s].toInteger(), 5 * MiB);
    QCOMPARE(lunB[u"readOnly"_s].toBool(), true);
    QCOMPARE(lunC[u"uri"_s].toString(), target.portalUri() + u'/' + second + u"/1"_s);
    QCOMPARE(lunC[u"target"_s].toString(), second);
    QCOMPARE(lunC[u"sizeBytes"_s].toInteger(), 2 * MiB);

    const ProcessResult shown = runProcess(cli, {u"devices"_s, u"--remote"_s, target.portalUri()});
    QVERIFY2(shown.exitCode == 0 && shown.standardOutput.contains(target.lunUri(1).toUtf8())
                 && shown.standardOutput.contains("SN-A"),
             shown.describe());
    // The URI the list gives is the one that acquires the LUN, of either target.
    const ProcessResult acquired
        = runProcess(cli, {u"acquire"_s, lunB[u"uri"_s].toString(), dir.filePath(u"b"_s)});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QCOMPARE(readFile(dir.filePath(u"b.dd"_s)), readFile(dir.filePath(u"b.img"_s)));
    const ProcessResult acquiredC
        = runProcess(cli, {u"acquire"_s, lunC[u"uri"_s].toString(), dir.filePath(u"c"_s)});
    QVERIFY2(acquiredC.exitCode == 0, acquiredC.describe());
    QCOMPARE(readFile(dir.filePath(u"c.dd"_s)), readFile(dir.filePath(u"c.img"_s)));
}

void TestIscsi::unreadableAreasOfTheRemoteDriveAreExact()
{
    QString why;
    if (!BadBlockDevice::isAvailable(&why))
        QSKIP(qPrintable(why));
    QTemporaryDir dir;
    const qint64 size = 16 * MiB;
    const QByteArray original = randomBytes(size, 77);
    QVERIFY(writeFile(dir.filePath(u"backing.raw"_s), original));
    const QList<Extent> bad{{40960, 512}, {3 * MiB, 4096}, {size - 1024, 1024}};
    BadBlockDevice device(dir.filePath(u"backing.raw"_s), bad);
    QVERIFY2(device.start(), qPrintable(device.errorString()));
    // tgtd reads the drive with O_DIRECT: a read fails exactly where it overlaps a bad extent,
    // and the target answers MEDIUM ERROR for it.
    IscsiTarget target(Target, {{device.devicePath(), {}, true}}, dir.filePath(u"tgtd.log"_s));
    QVERIFY2(target.start(), qPrintable(target.errorString()));
    const QString base = dir.filePath(u"bad"_s);
    const ProcessResult run = runProcess(cli, {u"acquire"_s, target.lunUri(1), base, u"--json"_s});
    QVERIFY2(run.exitCode == 0, run.describe());
    QByteArray expected = original;
    qint64 badBytes = 0;
    for (const Extent &extent : bad) {
        expected.replace(extent.offset, extent.length, QByteArray(extent.length, '\0'));
        badBytes += extent.length;
    }
    QVERIFY2(readFile(base + u".dd"_s) == expected,
             "the image differs from the remote drive outside its bad sectors");
    const QJsonObject result
        = QJsonDocument::fromJson(run.standardOutput).object()[u"result"_s].toObject();
    QCOMPARE(result[u"status"_s].toString(), u"completed"_s);
    QCOMPARE(result[u"bytesUnreadable"_s].toInteger(), badBytes);
    const QJsonArray ranges = result[u"badRanges"_s].toArray();
    QCOMPARE(ranges.size(), bad.size());
    for (qsizetype index = 0; index < bad.size(); ++index) {
        QCOMPARE(ranges[index][u"offset"_s].toInteger(), bad[index].offset);
        QCOMPARE(ranges[index][u"length"_s].toInteger(), bad[index].length);
    }
    target.kill();
    QVERIFY(device.detach());
}

void TestIscsi::chapSecretRightAndWrong()
{
    QTemporaryDir dir;
    const QByteArray data = randomBytes(2 * MiB, 5);
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), data));
    IscsiTarget target(Target, {{dir.filePath(u"disk.img"_s), {}, false}},
                       dir.filePath(u"tgtd.log"_s));
    QVERIFY2(target.start(), qPrintable(target.errorString()));
    QVERIFY2(target.requireChap(u"examiner"_s, u"s3cret-chap-12"_s),
             qPrintable(target.errorString()));
    const QString right = dir.filePath(u"right.chap"_s);
    const QString wrong = dir.filePath(u"wrong.chap"_s);
    QVERIFY(writeSecretFile(right, "# the lab's CHAP accounts\nexaminer:s3cret-chap-12\n"));
    QVERIFY(writeSecretFile(wrong, "examiner:not-the-secret\n"));

    const ProcessResult none
        = runProcess(cli, {u"acquire"_s, target.lunUri(1), dir.filePath(u"none"_s)});
    QVERIFY2(none.exitCode != 0 && none.standardError.contains("Authentication failure"),
             none.describe());
    const ProcessResult refused = runProcess(
        cli, {u"acquire"_s, target.lunUri(1), dir.filePath(u"wrong"_s), u"--chap-file"_s, wrong});
    QVERIFY2(refused.exitCode != 0 && refused.standardError.contains("Authentication failure"),
             refused.describe());
    QVERIFY(!refused.standardError.contains("not-the-secret"));
    QVERIFY(!QFile::exists(dir.filePath(u"wrong.dd"_s)));

    // A password in the URI: refused before anything is sent, and never echoed.
    const ProcessResult inUri
        = runProcess(cli, {u"acquire"_s, target.lunUri(1, u"examiner%s3cret-chap-12"_s),
                           dir.filePath(u"uri"_s)});
    QVERIFY2(inUri.exitCode == 2 && inUri.standardError.contains("--chap-file")
                 && !inUri.standardError.contains("s3cret"),
             inUri.describe());
    // A secrets file others can read: refused.
    const QString open = dir.filePath(u"open.chap"_s);
    QVERIFY(writeFile(open, "examiner:s3cret-chap-12\n"));
    QVERIFY(QFile::setPermissions(open, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther));
    const ProcessResult readable = runProcess(
        cli, {u"acquire"_s, target.lunUri(1), dir.filePath(u"open"_s), u"--chap-file"_s, open});
    QVERIFY2(readable.exitCode != 0 && readable.standardError.contains("chmod 600"),
             readable.describe());

    const QString base = dir.filePath(u"chap"_s);
    const ProcessResult acquired = runProcess(
        cli, {u"acquire"_s, target.lunUri(1, u"examiner"_s), base, u"--chap-file"_s, right});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QCOMPARE(readFile(base + u".dd"_s), data);
    const QJsonObject network = recordOf(base)[u"source"_s][u"network"_s].toObject();
    QCOMPARE(network[u"chapUser"_s].toString(), u"examiner"_s);
    // The secret is nowhere in what Custody wrote.
    for (const QString &suffix : {u".json"_s, u".txt"_s})
        QVERIFY(!readFile(base + suffix).contains("s3cret"));
}

// Mutual CHAP: with a "target" line in the CHAP file the target must answer the workstation's
// challenge with that name and secret, or nothing is read; the record and report say it did.
void TestIscsi::mutualChapMakesTheTargetProveItself()
{
    QTemporaryDir dir;
    const QByteArray data = randomBytes(1 * MiB, 6);
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), data));
    IscsiTarget target(Target, {{dir.filePath(u"disk.img"_s), {}, false}},
                       dir.filePath(u"tgtd.log"_s));
    QVERIFY2(target.start(), qPrintable(target.errorString()));
    QVERIFY2(target.requireChap(u"examiner"_s, u"s3cret-chap-12"_s),
             qPrintable(target.errorString()));
    const QString mutual = dir.filePath(u"mutual.chap"_s);
    QVERIFY(writeSecretFile(mutual, "examiner:s3cret-chap-12\n# the target proves itself\n"
                                    "Target\tlab-target:t4rget-secret-34\n"));

    // Not set up for mutual CHAP yet: it cannot prove itself, and nothing is written.
    const ProcessResult unproven
        = runProcess(cli, {u"acquire"_s, target.lunUri(1), dir.filePath(u"unproven"_s),
                           u"--chap-file"_s, mutual});
    QVERIFY2(unproven.exitCode != 0 && unproven.standardError.contains("mutual CHAP")
                 && unproven.standardError.contains("refuses the login"),
             unproven.describe());
    QVERIFY(!QFile::exists(dir.filePath(u"unproven.dd"_s)));

    // Proving itself with another secret: refused as well.
    QVERIFY2(target.proveItselfAs(u"lab-target"_s, u"another-secret-56"_s),
             qPrintable(target.errorString()));
    const ProcessResult wrong = runProcess(
        cli, {u"acquire"_s, target.lunUri(1), dir.filePath(u"wrong"_s), u"--chap-file"_s, mutual});
    QVERIFY2(wrong.exitCode != 0 && wrong.standardError.contains("did not prove itself")
                 && !wrong.standardError.contains("t4rget-secret"),
             wrong.describe());
    QVERIFY(!QFile::exists(dir.filePath(u"wrong.dd"_s)));

    QVERIFY2(target.restart(), qPrintable(target.errorString()));
    QVERIFY2(target.proveItselfAs(u"lab-target"_s, u"t4rget-secret-34"_s),
             qPrintable(target.errorString()));
    const QString base = dir.filePath(u"mutual"_s);
    const ProcessResult acquired
        = runProcess(cli, {u"acquire"_s, target.lunUri(1), base, u"--chap-file"_s, mutual});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QCOMPARE(readFile(base + u".dd"_s), data);
    const QJsonObject network = recordOf(base)[u"source"_s][u"network"_s].toObject();
    QCOMPARE(network[u"chapUser"_s].toString(), u"examiner"_s);
    QCOMPARE(network[u"targetChapUser"_s].toString(), u"lab-target"_s);
    QVERIFY(readFile(base + u".txt"_s)
                .contains("mutual CHAP: logged in as examiner, the target proved itself as "
                          "lab-target"));
    for (const QString &suffix : {u".json"_s, u".txt"_s})
        QVERIFY(!readFile(base + suffix).contains("t4rget-secret"));

    // Names with ':' in them (iSCSI names, as Windows initiators and LIO name CHAP users), in
    // double quotes; a secret keeps its own ':'.
    QVERIFY2(target.restart(), qPrintable(target.errorString()));
    QVERIFY2(target.requireChap(u"iqn.2026-12.lab.custody:ws-17"_s, u"s3cret:chap:78"_s),
             qPrintable(target.errorString()));
    QVERIFY2(target.proveItselfAs(u"iqn.2026-12.lab.custody:target"_s, u"t4rget:secret:90"_s),
             qPrintable(target.errorString()));
    const QString quoted = dir.filePath(u"quoted.chap"_s);
    QVERIFY(writeSecretFile(quoted,
                            "\"iqn.2026-12.lab.custody:ws-17\":s3cret:chap:78\n"
                            "target \"iqn.2026-12.lab.custody:target\":t4rget:secret:90\n"));
    const QString quotedBase = dir.filePath(u"quoted"_s);
    const ProcessResult byIscsiNames
        = runProcess(cli, {u"acquire"_s, target.lunUri(1), quotedBase, u"--chap-file"_s, quoted});
    QVERIFY2(byIscsiNames.exitCode == 0, byIscsiNames.describe());
    QCOMPARE(readFile(quotedBase + u".dd"_s), data);
    const QJsonObject quotedNetwork = recordOf(quotedBase)[u"source"_s][u"network"_s].toObject();
    QCOMPARE(quotedNetwork[u"chapUser"_s].toString(), u"iqn.2026-12.lab.custody:ws-17"_s);
    QCOMPARE(quotedNetwork[u"targetChapUser"_s].toString(), u"iqn.2026-12.lab.custody:target"_s);
    // A quote left open is no name.
    QVERIFY(writeSecretFile(quoted, "\"iqn.2026-12.lab.custody:ws-17:s3cret:chap:78\n"));
    const ProcessResult unclosed
        = runProcess(cli, {u"acquire"_s, target.lunUri(1), dir.filePath(u"unclosed"_s),
                           u"--chap-file"_s, quoted});
    QVERIFY2(unclosed.exitCode == 2 && unclosed.standardError.contains("in double quotes"),
             unclosed.describe());

    // One secret both ways: refused before anything is sent.
    const QString same = dir.filePath(u"same.chap"_s);
    QVERIFY(writeSecretFile(same, "examiner:s3cret-chap-12\ntarget lab-target:s3cret-chap-12\n"));
    const ProcessResult reused = runProcess(
        cli, {u"acquire"_s, target.lunUri(1), dir.filePath(u"same"_s), u"--chap-file"_s, same});
    QVERIFY2(reused.exitCode != 0 && reused.standardError.contains("secret of its own"),
             reused.describe());
    // Two target lines: which one is meant is not guessed.
    const QString twice = dir.filePath(u"twice.chap"_s);
    QVERIFY(writeSecretFile(twice, "examiner:s3cret-chap-12\ntarget a:secret-one-12345\n"
                                   "target b:secret-two-12345\n"));
    const ProcessResult ambiguous = runProcess(
        cli, {u"acquire"_s, target.lunUri(1), dir.filePath(u"twice"_s), u"--chap-file"_s, twice});
    QVERIFY2(ambiguous.exitCode != 0 && ambiguous.standardError.contains("more than one target"),
             ambiguous.describe());
}

void TestIscsi::aTargetKilledMidRunIsResumedWhenBack()
{
    QString why;
    if (!BadBlockDevice::isAvailable(&why))
        QSKIP(qPrintable(why));
    QTemporaryDir dir;
    const qint64 size = 32 * MiB;
    const QByteArray data = randomBytes(size, 41);
    const std::unique_ptr<BadBlockDevice> device = slowDrive(dir, data);
    QVERIFY2(device->start(), qPrintable(device->errorString()));
    const IscsiLunSetup lun{device->devicePath(), u"SN-RESUME"_s, true};
    IscsiTarget target(Target, {lun}, dir.filePath(u"tgtd.log"_s));
    QVERIFY2(target.start(), qPrintable(target.errorString()));
    const QString base = dir.filePath(u"resumed"_s);
    QProcess acquisition;
    QVERIFY(startReading(acquisition, target.lunUri(1), base, 1));
    target.kill(); // the target machine dies mid-run
    QVERIFY(acquisition.waitForFinished(60000));
    QCOMPARE(acquisition.exitCode(), 1);
    const QJsonObject error = recordOf(base)[u"result"_s][u"error"_s].toObject();
    QVERIFY2(error[u"code"_s].toString() == u"SourceVanished"_s,
             QJsonDocument(error).toJson().constData());
    const qint64 firstRun = finishedMapBytes(base + u".map"_s);
    QVERIFY(firstRun > 0 && firstRun < size);

    // Back with another LUN behind the same name (another serial): the resume is refused.
    QVERIFY2(target.restart({{device->devicePath(), u"SN-OTHER"_s, true}}),
             qPrintable(target.errorString()));
    const ProcessResult other
        = runProcess(cli, {u"acquire"_s, target.lunUri(1), base, u"--resume"_s});
    QVERIFY2(other.exitCode == 2 && other.standardError.contains("SN-RESUME"), other.describe());

    // The same LUN back: the resume checks it and finishes with the whole drive's hashes.
    QVERIFY2(target.restart({lun}), qPrintable(target.errorString()));
    const ProcessResult resumed
        = runProcess(cli, {u"acquire"_s, target.lunUri(1), base, u"--resume"_s});
    QVERIFY2(resumed.exitCode == 0, resumed.describe());
    QCOMPARE(readFile(base + u".dd"_s), data);
    QVERIFY(readFile(base + u".sha256"_s).startsWith(sha256Hex(data)));
    QCOMPARE(recordOf(base)[u"runs"_s].toArray().size(), 2);
    target.kill();
    QVERIFY(device->detach());
}

void TestIscsi::aTargetBackSoonIsConnectedToAgain()
{
    QString why;
    if (!BadBlockDevice::isAvailable(&why))
        QSKIP(qPrintable(why));
    QTemporaryDir dir;
    const QByteArray data = randomBytes(24 * MiB, 43);
    const std::unique_ptr<BadBlockDevice> device = slowDrive(dir, data);
    QVERIFY2(device->start(), qPrintable(device->errorString()));
    IscsiTarget target(Target, {{device->devicePath(), u"SN-BACK"_s, true}},
                       dir.filePath(u"tgtd.log"_s));
    QVERIFY2(target.start(), qPrintable(target.errorString()));
    const QString base = dir.filePath(u"back"_s);
    QProcess acquisition;
    QVERIFY(startReading(acquisition, target.lunUri(1), base, 10));
    QVERIFY2(target.restart(), qPrintable(target.errorString())); // down and up again
    QVERIFY(acquisition.waitForFinished(120000));
    QVERIFY2(acquisition.exitCode() == 0, acquisition.readAllStandardError().constData());
    QCOMPARE(readFile(base + u".dd"_s), data);
    const QJsonObject network = recordOf(base)[u"source"_s][u"network"_s].toObject();
    QVERIFY2(network[u"reconnects"_s].toInt() >= 1, QJsonDocument(network).toJson().constData());
    target.kill();
    QVERIFY(device->detach());
}

// A target that falls silent mid-run (tgtd stopped, its connections open), waited for for up to
// ten minutes: cancelling (SIGINT) ends the wait at once, and the run ends cancelled, not with a
// source that vanished.
void TestIscsi::cancelEndsTheWaitForASilentTarget()
{
    QString why;
    if (!BadBlockDevice::isAvailable(&why))
        QSKIP(qPrintable(why));
    QTemporaryDir dir;
    const std::unique_ptr<BadBlockDevice> device = slowDrive(dir, randomBytes(24 * MiB, 44));
    QVERIFY2(device->start(), qPrintable(device->errorString()));
    IscsiTarget target(Target, {{device->devicePath(), u"SN-SILENT"_s, true}},
                       dir.filePath(u"tgtd.log"_s));
    QVERIFY2(target.start(), qPrintable(target.errorString()));
    const QString base = dir.filePath(u"silent"_s);
    QProcess acquisition;
    acquisition.start(cli, {u"acquire"_s, target.lunUri(1), base, u"--block-size"_s, u"256K"_s,
                            u"--map-interval"_s, u"0.2"_s, u"--network-timeout"_s, u"600"_s});
    QVERIFY(acquisition.waitForStarted());
    for (int wait = 0; wait < 400 && finishedMapBytes(base + u".map"_s) < MiB; ++wait)
        QThread::msleep(50);
    QVERIFY(finishedMapBytes(base + u".map"_s) >= MiB);
    target.pause();
    QThread::msleep(2000); // the read waits for the target
    QCOMPARE(acquisition.state(), QProcess::Running);
    const qint64 cancelled = interruptAndTime(acquisition);
    target.kill();
    QVERIFY2(cancelled >= 0 && cancelled < 10000, qPrintable(QString::number(cancelled)));
    QVERIFY(acquisition.exitCode() != 0);
    QCOMPARE(recordOf(base)[u"result"_s][u"status"_s].toString(), u"cancelled"_s);
    QVERIFY(finishedMapBytes(base + u".map"_s) >= MiB);
    QVERIFY(device->detach());
}

// The same target falling silent while --verify-source reads it a second time: the re-read's
// wait ends on the cancel too, not after the network timeout.
void TestIscsi::cancelEndsTheSourceRereadsWaitForASilentTarget()
{
    QString why;
    if (!BadBlockDevice::isAvailable(&why))
        QSKIP(qPrintable(why));
    QTemporaryDir dir;
    const std::unique_ptr<BadBlockDevice> device = slowDrive(dir, randomBytes(8 * MiB, 45));
    QVERIFY2(device->start(), qPrintable(device->errorString()));
    IscsiTarget target(Target, {{device->devicePath(), u"SN-REREAD"_s, true}},
                       dir.filePath(u"tgtd.log"_s));
    QVERIFY2(target.start(), qPrintable(target.errorString()));
    const QString base = dir.filePath(u"reread"_s);
    QProcess acquisition;
    acquisition.start(cli, {u"acquire"_s, target.lunUri(1), base, u"--verify-source"_s,
                            u"--no-layout"_s, u"--network-timeout"_s, u"600"_s});
    QVERIFY(acquisition.waitForStarted());
    QByteArray said;
    for (int wait = 0; wait < 600 && !said.contains("Verifying"); ++wait) {
        acquisition.waitForReadyRead(50);
        said += acquisition.readAllStandardError();
    }
    QVERIFY2(said.contains("then the source"), said.constData());
    target.pause();
    QThread::msleep(2000); // the image is read back; the source's re-read waits for the target
    QCOMPARE(acquisition.state(), QProcess::Running);
    const qint64 cancelled = interruptAndTime(acquisition);
    target.kill();
    QVERIFY2(cancelled >= 0 && cancelled < 10000, qPrintable(QString::number(cancelled)));
    QVERIFY(acquisition.exitCode() != 0);
    const QJsonObject record = recordOf(base);
    QCOMPARE(record[u"result"_s][u"status"_s].toString(), u"completed"_s);
    // Cancelled, not failed: the source was not lost, the re-read was stopped.
    const QByteArray verification = QJsonDocument(record[u"verification"_s].toObject()).toJson();
    QVERIFY2(record[u"verification"_s][u"verdict"_s].toString() == u"incomplete"_s,
             verification.constData());
    QVERIFY2(record[u"verification"_s][u"sourceReread"_s][u"error"_s][u"code"_s].toString()
                 == u"Cancelled"_s,
             verification.constData());
    QVERIFY(device->detach());
}

QTEST_GUILESS_MAIN(TestIscsi)
#include "tst_iscsi.moc"
