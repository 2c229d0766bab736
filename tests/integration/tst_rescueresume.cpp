// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "badblockdevice.h"
#include "engine/mapfile.h"
#include "testprocess.h"

#include <csignal>

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Custody;
using namespace Custody::Test;
using namespace std::chrono_literals;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);
constexpr qint64 MiB = 1024 * 1024;
constexpr qint64 deviceBytes = 16 * MiB;
const QList<Extent> badExtents{
    {MiB + 4096, 65536}, {5 * MiB, 512}, {9 * MiB + 512, 2048}, {15 * MiB, 4096}};

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

using MapCondition = std::function<bool(const RescueMap &)>;

// Polls the map file until condition holds; false on timeout or if the process ended first.
bool waitForMap(QProcess &process, const QString &mapPath, const MapCondition &condition)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 60000 && process.state() == QProcess::Running) {
        const Result<RescueMap> map = MapFile::load(mapPath);
        if (map && condition(*map))
            return true;
        QThread::msleep(5);
    }
    return false;
}

} // namespace

// Rescue-mode acquisitions of a slow FUSE + loop device with bad areas that are killed,
// stopped, or lose their source, then resumed by Custody or by GNU ddrescue. Needs root.
class TestRescueResume : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void resumesAfterSigkill_data();
    void resumesAfterSigkill();
    void stopsCleanlyOnSigterm();
    void stopsWhenTheDeviceVanishesAndResumes();
    void ddrescueFindsNothingLeftAfterUs();
    void ddrescueFinishesWhatWeStarted();
    void weFinishWhatDdrescueStarted();

private:
    QStringList acquireArguments(const QStringList &extra = {}) const;
    void checkFinishedImage(const QByteArray &recordJson);
    ProcessResult finishWithResume();

    QByteArray m_original;
    QByteArray m_expected; // the original with the bad extents zero-filled
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<BadBlockDevice> m_device;
    QString m_base;
};

void TestRescueResume::initTestCase()
{
    QString why;
    if (!BadBlockDevice::isAvailable(&why))
        QSKIP(qPrintable(why));
    m_original.resize(deviceBytes);
    QRandomGenerator generator(99);
    generator.fillRange(reinterpret_cast<quint32 *>(m_original.data()), size_t(deviceBytes / 4));
    m_expected = m_original;
    for (const Extent &extent : badExtents)
        m_expected.replace(extent.offset, extent.length, QByteArray(extent.length, '\0'));
}

void TestRescueResume::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    const QString backing = m_dir->filePath(QStringLiteral("backing.raw"));
    QFile file(backing);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(m_original), deviceBytes);
    file.close();
    // Slow, as a dying drive is: failing reads take 10 ms, good ones run at 16 MB/s.
    m_device = std::make_unique<BadBlockDevice>(
        backing, badExtents,
        BadBlockDeviceOptions{.badDelay = 10ms, .rateLimitMegabytesPerSecond = 16});
    QVERIFY2(m_device->start(), qPrintable(m_device->errorString()));
    m_base = m_dir->filePath(QStringLiteral("evidence"));
}

void TestRescueResume::cleanup()
{
    m_device.reset();
    m_dir.reset();
}

QStringList TestRescueResume::acquireArguments(const QStringList &extra) const
{
    return QStringList{QStringLiteral("acquire"),
                       m_device->devicePath(),
                       m_base,
                       QStringLiteral("--preset"),
                       QStringLiteral("rescue"),
                       QStringLiteral("--map-interval"),
                       QStringLiteral("0.05"),
                       QStringLiteral("--json")}
           + extra;
}

ProcessResult TestRescueResume::finishWithResume()
{
    return runProcess(cli, acquireArguments({QStringLiteral("--resume")}));
}

void TestRescueResume::checkFinishedImage(const QByteArray &recordJson)
{
    QVERIFY2(readFile(m_base + QStringLiteral(".dd")) == m_expected,
             "the image differs from the source with its bad sectors zero-filled");
    const Result<RescueMap> map = MapFile::load(m_base + QStringLiteral(".map"));
    QVERIFY(map);
    QCOMPARE(map->extentsIn(SectorState::BadSector), badExtents);
    QCOMPARE(map->currentStatus(), MapStatus::Finished);
    const QJsonObject record = QJsonDocument::fromJson(recordJson).object();
    QCOMPARE(record[QStringLiteral("result")][QStringLiteral("status")].toString(),
             QStringLiteral("completed"));
    const QJsonArray hashes = record[QStringLiteral("hashes")].toArray();
    QCOMPARE(hashes.size(), 2);
    for (const QJsonValue &hash : hashes)
        QCOMPARE(hash[QStringLiteral("digest")].toString(),
                 coreutilsDigest(hash[QStringLiteral("algorithm")].toString(),
                                 m_base + QStringLiteral(".dd")));
}

void TestRescueResume::resumesAfterSigkill_data()
{
    QTest::addColumn<MapCondition>("killWhen");
    QTest::newRow("during the copy pass") << MapCondition([](const RescueMap &map) {
        return map.currentStatus() == MapStatus::Copying && map.currentPass() == 1
               && map.currentPosition() > 6 * MiB;
    });
    QTest::newRow("during trimming or scraping") << MapCondition([](const RescueMap &map) {
        return map.currentStatus() == MapStatus::Trimming
               || map.currentStatus() == MapStatus::Scraping;
    });
    QTest::newRow("right after a map save") << MapCondition([](const RescueMap &map) {
        // Each poll sees a freshly saved map; the first with the second bad area behind it.
        return map.bytesIn(SectorState::Finished) > 10 * MiB;
    });
}

void TestRescueResume::resumesAfterSigkill()
{
    QFETCH(MapCondition, killWhen);
    QProcess first;
    first.start(cli, acquireArguments());
    QVERIFY(first.waitForStarted());
    QVERIFY2(waitForMap(first, m_base + QStringLiteral(".map"), killWhen),
             "the acquisition ended before the kill point");
    ::kill(pid_t(first.processId()), SIGKILL);
    QVERIFY(first.waitForFinished(10000));
    QCOMPARE(first.exitStatus(), QProcess::CrashExit);
    const Result<RescueMap> interrupted = MapFile::load(m_base + QStringLiteral(".map"));
    QVERIFY(interrupted);
    QVERIFY(interrupted->currentStatus() != MapStatus::Finished);
    // The map claims nothing that is not in the image.
    const QByteArray partial = readFile(m_base + QStringLiteral(".dd"));
    for (const Extent &finished : interrupted->extentsIn(SectorState::Finished))
        QVERIFY(partial.mid(finished.offset, finished.length)
                == m_original.mid(finished.offset, finished.length));

    const ProcessResult resumed = finishWithResume();
    QVERIFY2(resumed.exitCode == 0, resumed.describe());
    checkFinishedImage(resumed.standardOutput);
    const QJsonObject record = QJsonDocument::fromJson(resumed.standardOutput).object();
    QVERIFY(record[QStringLiteral("result")][QStringLiteral("resumed")].toBool());
}

void TestRescueResume::stopsCleanlyOnSigterm()
{
    QProcess first;
    first.start(cli, acquireArguments());
    QVERIFY(first.waitForStarted());
    QVERIFY(waitForMap(first, m_base + QStringLiteral(".map"),
                       [](const RescueMap &map) { return map.currentPosition() > 3 * MiB; }));
    first.terminate(); // SIGTERM
    QVERIFY(first.waitForFinished(20000));
    QCOMPARE(first.exitStatus(), QProcess::NormalExit);
    QCOMPARE(first.exitCode(), 1);
    const QByteArray errors = first.readAllStandardError();
    QVERIFY2(errors.contains("--resume"), errors.constData());
    const QJsonObject record = QJsonDocument::fromJson(first.readAllStandardOutput()).object();
    QCOMPARE(record[QStringLiteral("result")][QStringLiteral("status")].toString(),
             QStringLiteral("cancelled"));

    const ProcessResult resumed = finishWithResume();
    QVERIFY2(resumed.exitCode == 0, resumed.describe());
    checkFinishedImage(resumed.standardOutput);
}

void TestRescueResume::stopsWhenTheDeviceVanishesAndResumes()
{
    QProcess first;
    first.start(cli, acquireArguments());
    QVERIFY(first.waitForStarted());
    QVERIFY(waitForMap(first, m_base + QStringLiteral(".map"),
                       [](const RescueMap &map) { return map.currentPosition() > 4 * MiB; }));
    QVERIFY2(m_device->vanish(), qPrintable(m_device->errorString()));
    QVERIFY(first.waitForFinished(30000));
    QCOMPARE(first.exitCode(), 1);
    const QByteArray errors = first.readAllStandardError();
    QVERIFY2(errors.contains("vanished") && errors.contains("--resume"), errors.constData());
    const Result<RescueMap> saved = MapFile::load(m_base + QStringLiteral(".map"));
    QVERIFY(saved);
    // Stopped with work left: never tried, or (when the copy pass had already skipped past the
    // failing reads of the vanished device before it noticed) not trimmed or scraped yet.
    QVERIFY(saved->bytesUnfinished() > 0);
    // Bad sectors were not invented where the device was merely gone.
    for (const Extent &bad : saved->extentsIn(SectorState::BadSector))
        QVERIFY(badExtents.contains(bad));

    QVERIFY2(m_device->reappear(), qPrintable(m_device->errorString()));
    const ProcessResult resumed = finishWithResume();
    QVERIFY2(resumed.exitCode == 0, resumed.describe());
    checkFinishedImage(resumed.standardOutput);
}

void TestRescueResume::ddrescueFindsNothingLeftAfterUs()
{
    const ProcessResult ours = runProcess(cli, acquireArguments());
    QVERIFY2(ours.exitCode == 0, ours.describe());
    const QByteArray mapBefore = readFile(m_base + QStringLiteral(".map"));
    const ProcessResult ddrescue
        = runProcess(QStringLiteral("ddrescue"),
                     {QStringLiteral("-d"), m_device->devicePath(), m_base + QStringLiteral(".dd"),
                      m_base + QStringLiteral(".map")});
    QVERIFY2(ddrescue.exitCode == 0, ddrescue.describe());
    // Nothing left to do: ddrescue read nothing (its map's blocks are ours, unchanged).
    const Result<RescueMap> ours1 = RescueMap::parse(mapBefore);
    const Result<RescueMap> theirs = MapFile::load(m_base + QStringLiteral(".map"));
    QVERIFY(ours1 && theirs);
    QCOMPARE(theirs->runs(), ours1->runs());
    QVERIFY(readFile(m_base + QStringLiteral(".dd")) == m_expected);
}

void TestRescueResume::ddrescueFinishesWhatWeStarted()
{
    QProcess first;
    first.start(cli, acquireArguments());
    QVERIFY(first.waitForStarted());
    QVERIFY(waitForMap(first, m_base + QStringLiteral(".map"),
                       [](const RescueMap &map) { return map.currentPosition() > 8 * MiB; }));
    ::kill(pid_t(first.processId()), SIGKILL);
    QVERIFY(first.waitForFinished(10000));
    const ProcessResult ddrescue
        = runProcess(QStringLiteral("ddrescue"),
                     {QStringLiteral("-d"), m_device->devicePath(), m_base + QStringLiteral(".dd"),
                      m_base + QStringLiteral(".map")});
    QVERIFY2(ddrescue.exitCode == 0, ddrescue.describe());
    const Result<RescueMap> map = MapFile::load(m_base + QStringLiteral(".map"));
    QVERIFY(map);
    QCOMPARE(map->extentsIn(SectorState::BadSector), badExtents);
    QCOMPARE(map->bytesIn(SectorState::Finished), deviceBytes - 65536 - 512 - 2048 - 4096);
    // ddrescue leaves bad sectors unwritten; the file was created sparse, so they read as zero.
    QVERIFY(readFile(m_base + QStringLiteral(".dd")) == m_expected);
}

void TestRescueResume::weFinishWhatDdrescueStarted()
{
    // ddrescue without scraping (-n) leaves non-scraped areas behind.
    const ProcessResult ddrescue
        = runProcess(QStringLiteral("ddrescue"),
                     {QStringLiteral("-d"), QStringLiteral("-n"), m_device->devicePath(),
                      m_base + QStringLiteral(".dd"), m_base + QStringLiteral(".map")});
    QVERIFY2(ddrescue.exitCode == 0, ddrescue.describe());
    const Result<RescueMap> theirs = MapFile::load(m_base + QStringLiteral(".map"));
    QVERIFY(theirs);
    QVERIFY(theirs->bytesIn(SectorState::NonScraped) + theirs->bytesIn(SectorState::NonTrimmed)
            > 0);

    const ProcessResult resumed = finishWithResume();
    QVERIFY2(resumed.exitCode == 0, resumed.describe());
    checkFinishedImage(resumed.standardOutput);
}

QTEST_GUILESS_MAIN(TestRescueResume)
#include "tst_rescueresume.moc"
