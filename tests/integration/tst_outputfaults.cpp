// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "badblockdevice.h"
#include "engine/mapfile.h"
#include "faultyfolder.h"
#include "testfiles.h"
#include "testprocess.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
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

// What a failed run must leave: a map (if any) that parses and claims only bytes the image holds
// exactly as the source has them; a sidecar (if any) that names the source's digest; a record (if
// any) that parses.
QString keptStateProblem(const QString &base, const QByteArray &source)
{
    if (QFile::exists(base + u".map"_s)) {
        const Result<RescueMap> map = MapFile::load(base + u".map"_s);
        if (!map)
            return u"the map does not parse: "_s + map.error().userMessage();
        const QByteArray image = readFile(base + u".dd"_s);
        for (const MapRun &run : map->runs()) {
            if (run.state != SectorState::Finished)
                continue;
            if (image.size() < run.extent.end()
                || image.mid(run.extent.offset, run.extent.length)
                       != source.mid(run.extent.offset, run.extent.length))
                return u"the map claims [%1, %2) but the image does not hold it"_s
                    .arg(run.extent.offset)
                    .arg(run.extent.end());
        }
    }
    const QByteArray sidecar = readFile(base + u".sha256"_s);
    if (!sidecar.isEmpty() && !sidecar.startsWith(sha256Hex(source)))
        return u"the sidecar names another digest: "_s + QString::fromUtf8(sidecar);
    const QByteArray record = readFile(base + u".json"_s);
    if (!record.isEmpty() && QJsonDocument::fromJson(record).isNull())
        return u"the record does not parse"_s;
    return {};
}

// The resume after the fault is gone must end with the source's digests, checkable by coreutils.
void checkResumeFinishes(const QString &source, const QString &base, const QByteArray &content)
{
    const ProcessResult resumed
        = runProcess(cli, {u"acquire"_s, source, base, u"--resume"_s, u"--no-smart"_s});
    QVERIFY2(resumed.exitCode == 0, resumed.describe());
    QCOMPARE(readFile(base + u".dd"_s), content);
    QVERIFY(readFile(base + u".sha256"_s).startsWith(sha256Hex(content)));
    const ProcessResult check = runProcess(u"sha256sum"_s, {u"-c"_s, base + u".sha256"_s},
                                           QFileInfo(base).absolutePath());
    QVERIFY2(check.exitCode == 0, check.describe());
    const QJsonObject record = QJsonDocument::fromJson(readFile(base + u".json"_s)).object();
    QCOMPARE(record.value(u"result").toObject().value(u"status").toString(), u"completed"_s);
}

} // namespace

// What a failing destination costs: for each file Custody writes, a destination that fills up,
// fails with EIO or turns read-only when that file is written. Whatever happens, what was written
// before stays whole (never an empty or torn map, record or sidecar), the message says what was
// kept, and a resume once the fault is gone ends with the source's digests. Needs root (FUSE, loop
// devices, mounts).
class TestOutputFaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void faultWhileWriting_data();
    void faultWhileWriting();
    void realTmpfsFillsUp();
    void e01WithoutRoomForTheNextSegment();
    void conversionWhereRenamesCannotRefuseToReplace();
    void realExt4TurnsReadOnly();
};

void TestOutputFaults::initTestCase()
{
    if (const QString why = FaultyFolder::unavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
}

void TestOutputFaults::faultWhileWriting_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<qint64>("afterBytes"); // the image fills up part-way; the others at once
    QTest::addColumn<QString>("error");
    const std::pair<const char *, qint64> files[]
        = {{".dd", 1 * MiB}, {".map", -1}, {".sha256", -1}, {".txt", -1}, {".json", -1}};
    for (const auto &[file, after] : files) {
        for (const char *error : {"ENOSPC", "EIO", "EROFS"})
            QTest::addRow("%s %s", file, error)
                << QString::fromLatin1(file) << after << QString::fromLatin1(error);
    }
}

void TestOutputFaults::faultWhileWriting()
{
    QFETCH(QString, file);
    QFETCH(qint64, afterBytes);
    QFETCH(QString, error);
    QTemporaryDir sources;
    QVERIFY(sources.isValid());
    const QByteArray content = randomBytes(3 * MiB, 13);
    const QString source = sources.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(source, content));
    FaultyFolder folder;
    QVERIFY2(folder.start(), qPrintable(folder.errorString()));
    const QString base = folder.path() + u"/img"_s;
    // An earlier version of the file, where there is one to lose: the record and log of a run
    // that stopped, and its map, must never be replaced by a torn or empty one.
    QVERIFY(folder.fail(error, file, afterBytes));
    const ProcessResult failed = runProcess(
        cli, {u"acquire"_s, source, base, u"--map-interval"_s, u"0"_s, u"--no-smart"_s});
    QVERIFY2(failed.exitCode == 1, failed.describe());
    QVERIFY2(failed.standardError.contains(error.toLatin1()), failed.describe());
    QVERIFY2(failed.standardError.contains("Kept, as they are on disk now:"), failed.describe());
    QVERIFY2(failed.standardError.contains("--resume"), failed.describe());
    const QString problem = keptStateProblem(folder.backingPath() + u"/img"_s, content);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(readFile(source), content);
    // No temporary file is left behind by a write that failed.
    const QStringList left = QDir(folder.backingPath()).entryList(QDir::Files | QDir::Hidden);
    for (const QString &name : left)
        QVERIFY2(!name.contains(u".tmp"_s), qPrintable(left.join(u", "_s)));

    QVERIFY(folder.clearFaults());
    checkResumeFinishes(source, base, content);
}

// A real file system that fills up, rather than one that says so: a 2 MiB tmpfs for a 3 MiB
// image. Then room is made (the tmpfs grows) and the acquisition resumed.
void TestOutputFaults::realTmpfsFillsUp()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray content = randomBytes(3 * MiB, 17);
    const QString source = dir.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(source, content));
    const QString mountPoint = dir.filePath(u"small"_s);
    QVERIFY(QDir().mkpath(mountPoint));
    const ProcessResult mounted = runProcess(
        u"mount"_s, {u"-t"_s, u"tmpfs"_s, u"-o"_s, u"size=2m"_s, u"tmpfs"_s, mountPoint});
    QVERIFY2(mounted.exitCode == 0, mounted.describe());
    const auto unmount = qScopeGuard([&] { runProcess(u"umount"_s, {mountPoint}); });
    const QString base = mountPoint + u"/img"_s;
    const ProcessResult failed = runProcess(
        cli, {u"acquire"_s, source, base, u"--map-interval"_s, u"0"_s, u"--no-smart"_s});
    QVERIFY2(failed.exitCode == 1, failed.describe());
    QVERIFY2(failed.standardError.contains("ENOSPC"), failed.describe());
    const QString problem = keptStateProblem(base, content);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const Result<RescueMap> map = MapFile::load(base + u".map"_s);
    QVERIFY2(map, "the map of the run that filled the disk is kept");
    QVERIFY(map->bytesIn(SectorState::Finished) > 0);

    const ProcessResult grown
        = runProcess(u"mount"_s, {u"-o"_s, u"remount,size=16m"_s, mountPoint});
    QVERIFY2(grown.exitCode == 0, grown.describe());
    checkResumeFinishes(source, base, content);
}

// An E01 whose destination has no room for its second segment: the run fails naming the full
// destination, the first segment and the record stay, and the message says that an E01 is not
// resumed, and what to do instead.
void TestOutputFaults::e01WithoutRoomForTheNextSegment()
{
    QTemporaryDir sources;
    QVERIFY(sources.isValid());
    const QByteArray content = randomBytes(3 * MiB, 19);
    const QString source = sources.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(source, content));
    FaultyFolder folder;
    QVERIFY2(folder.start(), qPrintable(folder.errorString()));
    QVERIFY(folder.fail(u"ENOSPC"_s, u".E02"_s));
    const QString base = folder.path() + u"/img"_s;
    const ProcessResult failed
        = runProcess(cli, {u"acquire"_s, source, base, u"--format"_s, u"e01"_s, u"--compression"_s,
                           u"none"_s, u"--segment-size"_s, u"1M"_s, u"--no-smart"_s});
    QVERIFY2(failed.exitCode == 1, failed.describe());
    QVERIFY2(failed.standardError.contains("img.E0")
                 && failed.standardError.contains("cannot be resumed")
                 && failed.standardError.contains("Kept, as they are on disk now:"),
             failed.describe());
    const QString backing = folder.backingPath() + u"/img"_s;
    QVERIFY(QFileInfo(backing + u".E01"_s).size() > MiB / 2);
    const QJsonObject record = QJsonDocument::fromJson(readFile(backing + u".json"_s)).object();
    QCOMPARE(record.value(u"result").toObject().value(u"status").toString(), u"failed"_s);
    QCOMPARE(readFile(source), content);
}

// A file system with no rename that refuses to replace (faultfs, as many FUSE file systems,
// refuses RENAME_NOREPLACE with EINVAL): convert still puts its E01 in place, through link(2),
// and never over a file that is there.
void TestOutputFaults::conversionWhereRenamesCannotRefuseToReplace()
{
    QTemporaryDir sources;
    const QString source = sources.filePath(u"evidence.img"_s);
    QVERIFY(sources.isValid() && writeFile(source, randomBytes(3 * MiB, 23)));
    FaultyFolder folder;
    QVERIFY2(folder.start(), qPrintable(folder.errorString()));
    const QString base = folder.path() + u"/img"_s;
    // Acquired raw, where renames work as everywhere; only the conversion's differ.
    const ProcessResult acquired = runProcess(cli, {u"acquire"_s, source, base, u"--no-smart"_s});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    const QStringList segmentOptions{u"--format"_s,       u"e01"_s, u"--compression"_s, u"none"_s,
                                     u"--segment-size"_s, u"1M"_s};
    const ProcessResult converted
        = runProcess(cli, QStringList{u"convert"_s, base + u".json"_s} + segmentOptions);
    QVERIFY2(converted.exitCode == 0, converted.describe());
    const QString backing = folder.backingPath() + u"/img"_s;
    for (const QString &segment : {u".E01"_s, u".E02"_s, u".E03"_s})
        QVERIFY2(QFileInfo(backing + segment).size() > 0, qPrintable(segment));
    QVERIFY(QDir(folder.backingPath()).entryList({u"*converting*"_s}, QDir::Files).isEmpty());
    const ProcessResult verified = runProcess(cli, {u"verify"_s, base + u".E01"_s});
    QVERIFY2(verified.exitCode == 0 && verified.standardOutput.contains("MATCH"),
             verified.describe());

    // Another conversion finds the E01 there and keeps it.
    const QByteArray first = readFile(backing + u".E01"_s);
    const ProcessResult again
        = runProcess(cli, QStringList{u"convert"_s, base + u".json"_s} + segmentOptions);
    QVERIFY2(again.exitCode != 0, again.describe());
    QCOMPARE(readFile(backing + u".E01"_s), first);
    QVERIFY(QDir(folder.backingPath()).entryList({u"*converting*"_s}, QDir::Files).isEmpty());
}

// A real ext4 on a loop device that turns read-only while the image is being written, as the
// kernel makes it after a disk error with errors=remount-ro (triggered through ext4's own
// trigger_fs_error). The source is a slow FUSE device so that this lands mid-run. Then the file
// system is checked, mounted again and the acquisition resumed.
void TestOutputFaults::realExt4TurnsReadOnly()
{
    QString why;
    if (!BadBlockDevice::isAvailable(&why))
        QSKIP(qPrintable(why));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray content = randomBytes(8 * MiB, 19);
    QVERIFY(writeFile(dir.filePath(u"original"_s), content));
    BadBlockDevice device(dir.filePath(u"original"_s), {}, {512, {}, 4, ReadTrace::Off});
    QVERIFY2(device.start(), qPrintable(device.errorString()));
    const QString fileSystem = dir.filePath(u"ext4.img"_s);
    QVERIFY(writeFile(fileSystem, QByteArray(32 * MiB, '\0')));
    const ProcessResult made = runProcess(u"mkfs.ext4"_s, {u"-q"_s, u"-F"_s, fileSystem});
    QVERIFY2(made.exitCode == 0, made.describe());
    const QString mountPoint = dir.filePath(u"ext4"_s);
    QVERIFY(QDir().mkpath(mountPoint));
    const QStringList mountArguments{u"-o"_s, u"loop,errors=remount-ro"_s, fileSystem, mountPoint};
    const ProcessResult mounted = runProcess(u"mount"_s, mountArguments);
    QVERIFY2(mounted.exitCode == 0, mounted.describe());
    const auto unmount = qScopeGuard([&] { runProcess(u"umount"_s, {mountPoint}); });
    const ProcessResult loop = runProcess(u"findmnt"_s, {u"-no"_s, u"SOURCE"_s, mountPoint});
    const QString errorTrigger = u"/sys/fs/ext4/%1/trigger_fs_error"_s.arg(
        QFileInfo(QString::fromLocal8Bit(loop.standardOutput.trimmed())).fileName());
    if (!QFile::exists(errorTrigger))
        QSKIP("this kernel's ext4 has no trigger_fs_error");
    const QString base = mountPoint + u"/img"_s;

    QProcess acquisition;
    acquisition.start(cli, {u"acquire"_s, device.devicePath(), base, u"--map-interval"_s, u"0.2"_s,
                            u"--no-smart"_s});
    QVERIFY(acquisition.waitForStarted());
    QElapsedTimer waited;
    waited.start();
    while (QFileInfo(base + u".dd"_s).size() < 2 * MiB && waited.elapsed() < 30000
           && acquisition.state() == QProcess::Running)
        QThread::msleep(20);
    QVERIFY2(acquisition.state() == QProcess::Running, "the run ended before the remount");
    QVERIFY(writeFile(errorTrigger, "custody test\n"));
    QVERIFY(acquisition.waitForFinished(60000));
    const QByteArray errors = acquisition.readAllStandardError();
    QVERIFY2(acquisition.exitCode() == 1, errors.constData());
    QVERIFY2(errors.contains("EROFS"), errors.constData());
    const QString problem = keptStateProblem(base, content);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));

    const ProcessResult unmounted = runProcess(u"umount"_s, {mountPoint});
    QVERIFY2(unmounted.exitCode == 0, unmounted.describe());
    const ProcessResult checked = runProcess(u"e2fsck"_s, {u"-f"_s, u"-y"_s, fileSystem});
    QVERIFY2(checked.exitCode <= 1, checked.describe()); // 1: errors corrected
    const ProcessResult remounted = runProcess(u"mount"_s, mountArguments);
    QVERIFY2(remounted.exitCode == 0, remounted.describe());
    checkResumeFinishes(device.devicePath(), base, content);
}

QTEST_GUILESS_MAIN(TestOutputFaults)
#include "tst_outputfaults.moc"
