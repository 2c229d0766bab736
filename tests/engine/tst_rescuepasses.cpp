// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/digest.h"
#include "engine/imagingjob.h"
#include "enginetestsupport.h"
#include "io/rawimagesink.h"
#include "io/simulatedsource.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;
using Fault = SimulatedSource::Fault;
using Kind = SimulatedSource::Fault::Kind;
using Runs = QList<MapRun>;
using PassMaps = QList<std::pair<QString, Runs>>;

namespace {

constexpr qint64 KiB = 1024;
constexpr qint64 MiB = 1024 * KiB;
constexpr SectorState Finished = SectorState::Finished;
constexpr SectorState Bad = SectorState::BadSector;
constexpr SectorState NonTried = SectorState::NonTried;
constexpr SectorState NonTrimmed = SectorState::NonTrimmed;
constexpr SectorState NonScraped = SectorState::NonScraped;

// One slow read in an area no test row makes unreadable: the reads asked for ahead of it are
// then in flight beside it, whatever the threads' timing (else a busy machine could run them one
// after the other, and "several at once" would be luck). A slow read changes no map.
constexpr std::chrono::milliseconds SlowReadDelay{100};
QList<SimulatedSource::Fault> withOneSlowRead(QList<SimulatedSource::Fault> faults)
{
    faults.append({{128 * KiB, 4 * KiB}, SimulatedSource::Fault::Kind::Slow});
    return faults;
}

ImagingSettings rescueSettings()
{
    ImagingSettings settings;
    settings.preset = Preset::Rescue;
    settings.retries = 0;
    settings.blockBytes = 64 * KiB;
    settings.initialSkipBytes = 64 * KiB;
    settings.hashes = HashAlgorithm::Md5 | HashAlgorithm::Sha256;
    return settings;
}

// Every fault layout runs with one block read at a time and with four in flight, from a source
// that takes reads from several threads: the maps must be the same.
constexpr int ReadsInFlightCases[] = {1, 4};

ImagingSettings withReadsInFlight(ImagingSettings settings, SimulatedSource &source, int reads)
{
    settings.readsInFlight = reads;
    source.setMaximumConcurrentReads(4);
    source.setReadLatency(std::chrono::microseconds(300)); // so that reads in flight overlap
    return settings;
}

// Runs one job into dir/image.*; resumeFrom continues an earlier one.
struct JobRun
{
    ImagingOutcome outcome;
    PassMaps passMaps;
};

JobRun runJob(SimulatedSource &source, const QTemporaryDir &dir, const ImagingSettings &settings,
              std::optional<RescueMap> resumeFrom = std::nullopt)
{
    JobRun run;
    Result<std::unique_ptr<RawImageSink>> sink
        = RawImageSink::create(dir.filePath(QStringLiteral("image")), 0, source.sizeBytes(),
                               resumeFrom ? OutputMode::Resume : OutputMode::CreateNew);
    if (!sink)
        qFatal("cannot create the image: %s", qPrintable(sink.error().userMessage()));
    ImagingJob job(source, **sink, settings,
                   MapFile(dir.filePath(QStringLiteral("image.map")), QStringLiteral("test"),
                           QDateTime::currentDateTime()),
                   std::move(resumeFrom));
    job.setPassObserver([&run](const QString &pass, const RescueMap &map) {
        run.passMaps.append({pass, map.runs()});
    });
    run.outcome = job.run();
    return run;
}

// Two bad areas: 64 KiB across the boundary of two 64 KiB blocks, and a block with a bad
// sector near each end (so trimming leaves a good middle to scrape).
const QList<Fault> twoAreas{
    {{266240, 65536}, Kind::Eio}, {{659456, 512}, Kind::Eio}, {{716800, 512}, Kind::Eio}};

} // namespace

class TestRescuePasses : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mapAfterEachPass_data();
    void mapAfterEachPass();
    void presetsAgreeOnTheImage_data();
    void presetsAgreeOnTheImage();
    void retryPassRecoversSectorsThatReadAgain();
    void resumesAfterCancel_data();
    void resumesAfterCancel();
    void stopsAndResumesWhenTheSourceVanishes_data();
    void stopsAndResumesWhenTheSourceVanishes();
    void resumesFromAMapWithBadSectorsItDidNotWrite();
    void refusesAMapOfAnotherSource();
    void crossesALargeBadAreaWithAlignedSkips();
    void keepsTheMapCurrentWhileScrapingSlowly();
    void readsInFlightAdaptToTheSource();
    void depthTunerDoublesWhileItPays();

private:
    static void checkReadsInFlight(const ImagingOutcome &outcome, int asked);
    static void checkMapsAfterEachPass(const JobRun &run, const QTemporaryDir &dir,
                                       const PassMaps &expected);
    static void checkAgreedImage(const JobRun &run, const QTemporaryDir &dir,
                                 const SimulatedSource &source, const ImagingSettings &settings,
                                 const QList<Extent> &bad);
};

void TestRescuePasses::mapAfterEachPass_data()
{
    QTest::addColumn<QList<Fault>>("faults");
    QTest::addColumn<PassMaps>("expected");
    // One bad sector in the first block: it is skipped, swept, then trimmed down to one sector.
    QTest::newRow("one bad sector")
        << QList<Fault>{{{40960, 512}, Kind::Eio}}
        << PassMaps{
               {u"copy"_s,
                {{{0, 64 * KiB}, NonTrimmed},
                 {{64 * KiB, 64 * KiB}, NonTried},
                 {{128 * KiB, 896 * KiB}, Finished}}},
               {u"sweep"_s, {{{0, 64 * KiB}, NonTrimmed}, {{64 * KiB, 960 * KiB}, Finished}}},
               {u"trim"_s,
                {{{0, 40960}, Finished}, {{40960, 512}, Bad}, {{41472, MiB - 41472}, Finished}}},
               {u"scrape"_s,
                {{{0, 40960}, Finished}, {{40960, 512}, Bad}, {{41472, MiB - 41472}, Finished}}}};
    QTest::newRow("two areas") << twoAreas
                               << PassMaps{{u"copy"_s,
                                            {{{0, 262144}, Finished},
                                             {{262144, 65536}, NonTrimmed},
                                             {{327680, 65536}, NonTried},
                                             {{393216, 262144}, Finished},
                                             {{655360, 65536}, NonTrimmed},
                                             {{720896, 65536}, NonTried},
                                             {{786432, 262144}, Finished}}},
                                           {u"sweep"_s,
                                            {{{0, 262144}, Finished},
                                             {{262144, 131072}, NonTrimmed},
                                             {{393216, 262144}, Finished},
                                             {{655360, 65536}, NonTrimmed},
                                             {{720896, 327680}, Finished}}},
                                           {u"trim"_s,
                                            {{{0, 266240}, Finished},
                                             {{266240, 512}, Bad},
                                             {{266752, 64512}, NonScraped},
                                             {{331264, 512}, Bad},
                                             {{331776, 327680}, Finished},
                                             {{659456, 512}, Bad},
                                             {{659968, 56832}, NonScraped},
                                             {{716800, 512}, Bad},
                                             {{717312, 331264}, Finished}}},
                                           {u"scrape"_s,
                                            {{{0, 266240}, Finished},
                                             {{266240, 65536}, Bad},
                                             {{331776, 327680}, Finished},
                                             {{659456, 512}, Bad},
                                             {{659968, 56832}, Finished},
                                             {{716800, 512}, Bad},
                                             {{717312, 331264}, Finished}}}};
}

void TestRescuePasses::mapAfterEachPass()
{
    QFETCH(QList<Fault>, faults);
    QFETCH(PassMaps, expected);
    for (const int reads : ReadsInFlightCases) {
        qInfo("%d read(s) in flight", reads);
        SimulatedSource source(MiB, 512, 512, 21, withOneSlowRead(faults));
        source.setSlowReadDelay(SlowReadDelay);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const JobRun run = runJob(source, dir, withReadsInFlight(rescueSettings(), source, reads));
        checkMapsAfterEachPass(run, dir, expected);
        if (QTest::currentTestFailed())
            return;
        checkReadsInFlight(run.outcome, reads);
    }
}

void TestRescuePasses::checkMapsAfterEachPass(const JobRun &run, const QTemporaryDir &dir,
                                              const PassMaps &expected)
{
    QCOMPARE(run.outcome.status, ImagingOutcome::Status::Completed);
    QCOMPARE(run.passMaps.size(), expected.size());
    for (qsizetype index = 0; index < expected.size(); ++index) {
        QCOMPARE(run.passMaps[index].first, expected[index].first);
        QCOMPARE(run.passMaps[index].second, expected[index].second);
    }
    // All good data was copied before trimming started: after the sweep, only the blocks that
    // failed are left, and none of them was tried sector by sector yet.
    const Runs &afterSweep = run.passMaps[1].second;
    for (const MapRun &mapRun : afterSweep)
        QVERIFY(mapRun.state == Finished || mapRun.state == NonTrimmed);
    // The saved map is the final one, with ddrescue's "finished" status.
    const Result<RescueMap> saved = MapFile::load(dir.filePath(QStringLiteral("image.map")));
    QVERIFY(saved);
    QCOMPARE(saved->runs(), expected.last().second);
    QCOMPARE(saved->currentStatus(), MapStatus::Finished);
}

void TestRescuePasses::presetsAgreeOnTheImage_data()
{
    QTest::addColumn<Preset>("preset");
    QTest::addColumn<int>("physicalSector");
    QTest::addColumn<QList<Fault>>("faults");
    QTest::addColumn<QList<Extent>>("bad");
    const QList<Extent> twoAreasBad{{266240, 65536}, {659456, 512}, {716800, 512}};
    for (Preset preset : {Preset::Forensic, Preset::Rescue}) {
        const QByteArray name = presetName(preset).toLatin1();
        QTest::newRow(name + ", clean") << preset << 512 << QList<Fault>{} << QList<Extent>{};
        QTest::newRow(name + ", two areas") << preset << 512 << twoAreas << twoAreasBad;
        QTest::newRow(name + ", bad first and last sectors")
            << preset << 512 << QList<Fault>{{{0, 512}, Kind::Eio}, {{MiB - 512, 512}, Kind::Eio}}
            << QList<Extent>{{0, 512}, {MiB - 512, 512}};
        QTest::newRow(name + ", 512e drive, physical re-reads")
            << preset << 4096 << QList<Fault>{{{8192 + 1024, 512}, Kind::Eio}}
            << QList<Extent>{{8192, 4096}};
        QTest::newRow(name + ", 4Kn drive")
            << preset << -4096 << QList<Fault>{{{8192 + 1024, 512}, Kind::Eio}}
            << QList<Extent>{{8192, 4096}};
        QTest::newRow(name + ", 512e drive, logical re-reads asked for")
            << preset << -512 << QList<Fault>{{{8192 + 1024, 512}, Kind::Eio}}
            << QList<Extent>{{8192 + 1024, 512}};
        QTest::newRow(name + ", short reads and EINTR around a bad sector")
            << preset << 512
            << QList<Fault>{{{0, MiB}, Kind::ShortRead},
                            {{0, MiB}, Kind::Interrupted},
                            {{500 * KiB, 512}, Kind::Eio}}
            << QList<Extent>{{500 * KiB, 512}};
    }
}

void TestRescuePasses::presetsAgreeOnTheImage()
{
    QFETCH(Preset, preset);
    QFETCH(int, physicalSector);
    QFETCH(QList<Fault>, faults);
    QFETCH(QList<Extent>, bad);
    // Negative physicalSector: -4096 is a 4Kn drive (4096-byte logical sectors), -512 a 512e
    // drive re-read in logical sectors because the examiner asked for them (--reread-unit).
    const int logical = physicalSector == -4096 ? 4096 : 512;
    const int physical = physicalSector == -512 ? 4096 : std::abs(physicalSector);
    for (const int reads : ReadsInFlightCases) {
        qInfo("%d read(s) in flight", reads);
        SimulatedSource source(MiB, logical, physical, 33, withOneSlowRead(faults));
        source.setSlowReadDelay(SlowReadDelay);
        ImagingSettings settings = withReadsInFlight(rescueSettings(), source, reads);
        settings.preset = preset;
        settings.fillByte = 0x5A;
        if (physicalSector == -512)
            settings.rereadUnit = RereadUnit::LogicalSector;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const JobRun run = runJob(source, dir, settings);
        checkAgreedImage(run, dir, source, settings, bad);
        if (QTest::currentTestFailed())
            return;
        checkReadsInFlight(run.outcome, reads);
    }
}

// One at a time stays one at a time; more asked for were in flight together (how many at the
// same moment depends on the threads' timing), never more than asked.
void TestRescuePasses::checkReadsInFlight(const ImagingOutcome &outcome, int asked)
{
    if (asked == 1)
        QCOMPARE(outcome.peakReadsInFlight, 1);
    else
        QVERIFY2(outcome.peakReadsInFlight >= 2 && outcome.peakReadsInFlight <= asked,
                 qPrintable(QString::number(outcome.peakReadsInFlight)));
}

void TestRescuePasses::checkAgreedImage(const JobRun &run, const QTemporaryDir &dir,
                                        const SimulatedSource &source,
                                        const ImagingSettings &settings, const QList<Extent> &bad)
{
    const Preset preset = settings.preset;
    QCOMPARE(run.outcome.status, ImagingOutcome::Status::Completed);
    QCOMPARE(run.outcome.map.extentsIn(Bad), bad);
    QCOMPARE(run.outcome.map.bytesIn(Finished) + run.outcome.map.bytesIn(Bad), MiB);
    const QByteArray expected = expectedImage(source, bad, 0x5A);
    QVERIFY(readFile(dir.filePath(QStringLiteral("image.dd"))) == expected);
    QCOMPARE(run.outcome.hashes.size(), 2);
    for (const HashResult &hash : run.outcome.hashes)
        QCOMPARE(hash.hex, Digest::hexOf(hash.algorithm, bytesOf(expected)));
    // Forensic streams every hash; rescue streams up to the first deferred block and reads
    // the rest back from the image.
    const qint64 firstFailingBlock
        = bad.isEmpty() ? MiB : bad.first().offset / settings.blockBytes * settings.blockBytes;
    QCOMPARE(run.outcome.hashedInStreamBytes, preset == Preset::Forensic ? MiB : firstFailingBlock);
    QCOMPARE(run.outcome.hashedInStreamBytes + run.outcome.hashedFromImageBytes, MiB);
}

void TestRescuePasses::retryPassRecoversSectorsThatReadAgain()
{
    // A weak sector fails the copy and the trim, then reads on the first retry; a dead one
    // keeps failing and keeps its fill.
    for (const int reads : ReadsInFlightCases) {
        qInfo("%d read(s) in flight", reads);
        SimulatedSource source(MiB, 512, 512, 5,
                               {{{4096, 512}, Kind::Eio}, {{300 * KiB, 512}, Kind::Weak}});
        ImagingSettings settings = withReadsInFlight(rescueSettings(), source, reads);
        settings.retries = 2;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const JobRun run = runJob(source, dir, settings);
        QCOMPARE(run.outcome.status, ImagingOutcome::Status::Completed);
        QStringList passes;
        for (const PassTiming &pass : run.outcome.passes)
            passes << pass.name;
        QCOMPARE(passes, (QStringList{QStringLiteral("copy"), QStringLiteral("sweep"),
                                      QStringLiteral("trim"), QStringLiteral("scrape"),
                                      QStringLiteral("retry 1"), QStringLiteral("retry 2")}));
        QCOMPARE(run.passMaps[3].second.size(), 5); // after scraping: both sectors bad
        QCOMPARE(run.passMaps[3].second[3], (MapRun{{300 * KiB, 512}, Bad}));
        QCOMPARE(run.outcome.map.extentsIn(Bad), QList<Extent>({{4096, 512}}));
        const QByteArray expected = expectedImage(source, {{4096, 512}}, 0);
        QVERIFY(readFile(dir.filePath(QStringLiteral("image.dd"))) == expected);
        for (const HashResult &hash : run.outcome.hashes)
            QCOMPARE(hash.hex, Digest::hexOf(hash.algorithm, bytesOf(expected)));
    }
}

void TestRescuePasses::resumesAfterCancel_data()
{
    QTest::addColumn<Preset>("firstPreset");
    QTest::addColumn<Preset>("resumePreset");
    QTest::addColumn<QString>("cancelAfterPass"); // empty: cancel during the copy pass
    QTest::newRow("rescue, during copy") << Preset::Rescue << Preset::Rescue << QString();
    QTest::newRow("rescue, after trim") << Preset::Rescue << Preset::Rescue << "trim";
    QTest::newRow("forensic, during copy") << Preset::Forensic << Preset::Forensic << QString();
    QTest::newRow("rescue then forensic") << Preset::Rescue << Preset::Forensic << "sweep";
}

void TestRescuePasses::resumesAfterCancel()
{
    QFETCH(Preset, firstPreset);
    QFETCH(Preset, resumePreset);
    QFETCH(QString, cancelAfterPass);
    const QList<Fault> faults = twoAreas + QList<Fault>{{{0, MiB}, Kind::Slow}};
    const QList<Extent> bad{{266240, 65536}, {659456, 512}, {716800, 512}};
    SimulatedSource source(MiB, 512, 512, 77, faults);
    source.setSlowReadDelay(std::chrono::milliseconds(1));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ImagingSettings settings = rescueSettings();
    settings.preset = firstPreset;

    // First run, cancelled from another thread part-way.
    {
        Result<std::unique_ptr<RawImageSink>> sink = RawImageSink::create(
            dir.filePath(QStringLiteral("image")), 0, MiB, OutputMode::CreateNew);
        QVERIFY(sink);
        ImagingJob job(source, **sink, settings,
                       MapFile(dir.filePath(QStringLiteral("image.map")), QStringLiteral("test"),
                               QDateTime::currentDateTime()));
        if (!cancelAfterPass.isEmpty())
            job.setPassObserver([&](const QString &pass, const RescueMap &) {
                if (pass == cancelAfterPass)
                    job.cancel();
            });
        ImagingOutcome outcome;
        WorkThread thread([&] { outcome = job.run(); });
        if (cancelAfterPass.isEmpty()) {
            QTRY_VERIFY_WITH_TIMEOUT(job.progress().bytesWritten >= 128 * KiB, 20000);
            job.cancel();
        }
        QVERIFY(thread.wait(std::chrono::seconds(30)));
        QCOMPARE(outcome.status, ImagingOutcome::Status::Cancelled);
        QVERIFY(outcome.hashes.isEmpty());
    }
    const Result<RescueMap> saved = MapFile::load(dir.filePath(QStringLiteral("image.map")));
    QVERIFY(saved);
    QVERIFY(saved->bytesIn(Finished) < MiB);

    // The resumed run finishes with the same image and hashes as an uninterrupted one.
    settings.preset = resumePreset;
    const JobRun resumed = runJob(source, dir, settings, *saved);
    QCOMPARE(resumed.outcome.status, ImagingOutcome::Status::Completed);
    QVERIFY(resumed.outcome.resumed);
    QCOMPARE(resumed.outcome.map.extentsIn(Bad), bad);
    const QByteArray expected = expectedImage(source, bad, 0);
    QVERIFY(readFile(dir.filePath(QStringLiteral("image.dd"))) == expected);
    for (const HashResult &hash : resumed.outcome.hashes)
        QCOMPARE(hash.hex, Digest::hexOf(hash.algorithm, bytesOf(expected)));
    QCOMPARE(resumed.outcome.hashedFromImageBytes, MiB);
}

void TestRescuePasses::stopsAndResumesWhenTheSourceVanishes_data()
{
    QTest::addColumn<Preset>("preset");
    QTest::addColumn<Kind>("vanish");
    QTest::addColumn<int>("sysErrno");
    QTest::newRow("forensic, ENODEV") << Preset::Forensic << Kind::Vanish << ENODEV;
    QTest::newRow("rescue, ENODEV") << Preset::Rescue << Kind::Vanish << ENODEV;
    // Behind a USB bridge a drive that is gone fails with EIO: not a bad sector, as its
    // presence check tells.
    QTest::newRow("forensic, EIO") << Preset::Forensic << Kind::VanishAsEio << EIO;
    QTest::newRow("rescue, EIO") << Preset::Rescue << Kind::VanishAsEio << EIO;
}

void TestRescuePasses::stopsAndResumesWhenTheSourceVanishes()
{
    QFETCH(Preset, preset);
    QFETCH(Kind, vanish);
    QFETCH(int, sysErrno);
    for (const int reads : ReadsInFlightCases) {
        qInfo("%d read(s) in flight", reads);
        SimulatedSource source(MiB, 512, 512, 8, twoAreas + QList<Fault>{{{512 * KiB, 1}, vanish}});
        ImagingSettings settings = withReadsInFlight(rescueSettings(), source, reads);
        settings.preset = preset;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const JobRun first = runJob(source, dir, settings);
        QCOMPARE(first.outcome.status, ImagingOutcome::Status::Failed);
        QVERIFY(first.outcome.error);
        QCOMPARE(first.outcome.error->code, Error::Code::SourceVanished);
        QCOMPARE(first.outcome.error->sysErrno, sysErrno);
        // With reads in flight, one ahead can reach the vanishing point before an earlier one
        // is served, which then fails too: the job stops at that earlier block.
        const qint64 stoppedAt = first.outcome.error->offset;
        if (reads == 1)
            QCOMPARE(stoppedAt, 512 * KiB);
        QVERIFY2(stoppedAt <= 512 * KiB && stoppedAt >= 512 * KiB - reads * 64 * KiB,
                 qPrintable(QString::number(stoppedAt)));
        QVERIFY(first.outcome.error->userMessage().contains(QStringLiteral("Reconnect")));
        // Nothing at or after the failed read was recorded as read, bad or deferred.
        const Result<RescueMap> saved = MapFile::load(dir.filePath(QStringLiteral("image.map")));
        QVERIFY(saved);
        for (const MapRun &mapRun : saved->runs())
            QVERIFY(mapRun.state == NonTried || mapRun.extent.end() <= stoppedAt);
        QCOMPARE(saved->runs().last(), (MapRun{{stoppedAt, MiB - stoppedAt}, NonTried}));

        source.reconnect();
        const JobRun resumed = runJob(source, dir, settings, *saved);
        QCOMPARE(resumed.outcome.status, ImagingOutcome::Status::Completed);
        const QList<Extent> bad{{266240, 65536}, {659456, 512}, {716800, 512}};
        QCOMPARE(resumed.outcome.map.extentsIn(Bad), bad);
        const QByteArray expected = expectedImage(source, bad, 0);
        QVERIFY(readFile(dir.filePath(QStringLiteral("image.dd"))) == expected);
        for (const HashResult &hash : resumed.outcome.hashes)
            QCOMPARE(hash.hex, Digest::hexOf(hash.algorithm, bytesOf(expected)));
    }
}

void TestRescuePasses::resumesFromAMapWithBadSectorsItDidNotWrite()
{
    // GNU ddrescue leaves bad sectors unwritten; a resume writes the fill over them, so the
    // image hash is that of the content with the fill applied.
    SimulatedSource source(MiB, 512, 512, 4, {{{8192, 1024}, Kind::Eio}});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    {
        QFile image(dir.filePath(QStringLiteral("image.dd")));
        QVERIFY(image.open(QIODevice::WriteOnly));
        QByteArray content = expectedImage(source, {}, 0).left(256 * KiB);
        content.replace(8192, 1024, QByteArray(1024, 'G')); // garbage where ddrescue failed
        image.write(content);
    }
    Result<RescueMap> map = RescueMap::parse("# written by ddrescue\n0x40000 ? 1\n"
                                             "0x0 0x2000 +\n0x2000 0x400 -\n"
                                             "0x2400 0x3DC00 +\n0x40000 0xC0000 ?\n");
    QVERIFY(map);
    ImagingSettings settings = rescueSettings();
    settings.fillByte = 0xEE;
    const JobRun run = runJob(source, dir, settings, *map);
    QCOMPARE(run.outcome.status, ImagingOutcome::Status::Completed);
    QCOMPARE(run.outcome.passes.first().name, QStringLiteral("fill"));
    const QByteArray expected = expectedImage(source, {{8192, 1024}}, char(0xEE));
    QVERIFY(readFile(dir.filePath(QStringLiteral("image.dd"))) == expected);
    for (const HashResult &hash : run.outcome.hashes)
        QCOMPARE(hash.hex, Digest::hexOf(hash.algorithm, bytesOf(expected)));
}

void TestRescuePasses::crossesALargeBadAreaWithAlignedSkips()
{
    // 16 MiB / 100 is not a multiple of the sector size; skips grow to that maximum inside a
    // 6 MiB dead area, and direct reads refuse misaligned offsets (EINVAL).
    const qint64 size = 16 * MiB;
    SimulatedSource source(size, 512, 512, 12, {{{2 * MiB, 6 * MiB}, Kind::Eio}});
    ImagingSettings settings = rescueSettings();
    settings.copyReadMode = ReadMode::Direct;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const JobRun run = runJob(source, dir, settings);
    QVERIFY2(!run.outcome.error,
             qPrintable(run.outcome.error ? run.outcome.error->userMessage() : QString()));
    QCOMPARE(run.outcome.status, ImagingOutcome::Status::Completed);
    QCOMPARE(run.outcome.map.extentsIn(Bad), QList<Extent>({{2 * MiB, 6 * MiB}}));
    QVERIFY(readFile(dir.filePath(QStringLiteral("image.dd")))
            == expectedImage(source, {{2 * MiB, 6 * MiB}}, 0));
}

void TestRescuePasses::keepsTheMapCurrentWhileScrapingSlowly()
{
    // Two bad sectors in one block leave a good middle to scrape sector by sector, each read
    // slow; the scraped sectors must reach the map while the scrape goes on, not only when a
    // whole buffer is full.
    SimulatedSource source(
        MiB, 512, 512, 3,
        {{{4096, 512}, Kind::Eio}, {{61440, 512}, Kind::Eio}, {{4608, 56832}, Kind::Slow}});
    source.setSlowReadDelay(std::chrono::milliseconds(2));
    ImagingSettings settings = rescueSettings();
    settings.mapSaveInterval = std::chrono::milliseconds(100);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Result<std::unique_ptr<RawImageSink>> sink = RawImageSink::create(
        dir.filePath(QStringLiteral("image")), 0, MiB, OutputMode::CreateNew);
    QVERIFY(sink);
    ImagingJob job(source, **sink, settings,
                   MapFile(dir.filePath(QStringLiteral("image.map")), QStringLiteral("test"),
                           QDateTime::currentDateTime()));
    ImagingOutcome outcome;
    WorkThread thread([&] { outcome = job.run(); });
    // The scrape of 111 sectors takes over 200 ms; partial progress shows in the saved map.
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            const Result<RescueMap> saved
                = MapFile::load(dir.filePath(QStringLiteral("image.map")));
            return saved && saved->currentStatus() == MapStatus::Scraping
                   && saved->bytesIn(NonScraped) > 0 && saved->bytesIn(NonScraped) < 56832;
        }(),
        20000);
    QVERIFY(thread.wait(std::chrono::seconds(20)));
    QCOMPARE(outcome.status, ImagingOutcome::Status::Completed);
}

void TestRescuePasses::refusesAMapOfAnotherSource()
{
    SimulatedSource source(MiB, 512, 512, 4, {});
    const RescueMap larger(2 * MiB);
    const Result<void> valid = ImagingJob::validateResumeMap(larger, source);
    QVERIFY(!valid);
    QCOMPARE(valid.error().code, Error::Code::MapInvalid);
    QVERIFY(valid.error().detail.contains(QStringLiteral("another source")));
}

void TestRescuePasses::readsInFlightAdaptToTheSource()
{
    // Every read takes 5 ms, and reads in flight wait together (a deep drive queue, a network
    // round trip): the adaptive depth keeps doubling while that makes the job faster.
    const qint64 size = 96 * MiB;
    SimulatedSource parallel(size, 512, 512, 6, {{{0, size}, Kind::Slow}});
    parallel.setSlowReadDelay(std::chrono::milliseconds(5));
    parallel.setMaximumConcurrentReads(64);
    ImagingSettings settings = rescueSettings();
    settings.preset = Preset::Forensic;
    settings.hashes = {};
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const JobRun run = runJob(parallel, dir, settings);
    QCOMPARE(run.outcome.status, ImagingOutcome::Status::Completed);
    QVERIFY2(run.outcome.peakReadsInFlight >= 8,
             qPrintable(QString::number(run.outcome.peakReadsInFlight)));
    QVERIFY(run.outcome.peakReadsInFlight <= BlockReadAhead::MaximumAdaptiveReads);
    QVERIFY(readFile(dir.filePath(QStringLiteral("image.dd"))) == expectedImage(parallel, {}, 0));

    // A source that takes one read at a time gets one, whatever the setting, and the outcome
    // does not claim a number (an NBD source keeps its own requests in flight).
    SimulatedSource serial(MiB, 512, 512, 6, {});
    for (const int reads : {0, 8}) {
        settings.readsInFlight = reads;
        QTemporaryDir serialDir;
        QVERIFY(serialDir.isValid());
        const JobRun serialRun = runJob(serial, serialDir, settings);
        QCOMPARE(serialRun.outcome.status, ImagingOutcome::Status::Completed);
        QCOMPARE(serialRun.outcome.peakReadsInFlight, 0); // not the engine's to say
    }
}

void TestRescuePasses::depthTunerDoublesWhileItPays()
{
    ReadDepthTuner tuner(15, true);
    QCOMPARE(tuner.ahead(), 0); // one read at a time, as without read-ahead
    tuner.endWindow(100);       // measured at 0: try 1
    QCOMPARE(tuner.ahead(), 1);
    tuner.endWindow(100); // no faster: back to 0 for 16 windows
    QCOMPARE(tuner.ahead(), 0);
    for (int window = 0; window < 16; ++window)
        tuner.endWindow(100);
    QCOMPARE(tuner.ahead(), 0);
    tuner.endWindow(100); // tried again
    QCOMPARE(tuner.ahead(), 1);
    tuner.endWindow(110); // 10% faster: keep it, try 2
    QCOMPARE(tuner.ahead(), 2);
    tuner.endWindow(150); // 50% faster: keep it, try 4
    QCOMPARE(tuner.ahead(), 4);
    tuner.endWindow(200);
    QCOMPARE(tuner.ahead(), 8);
    tuner.endWindow(230);
    QCOMPARE(tuner.ahead(), 15); // capped
    tuner.endWindow(235);        // under 5% faster: back to 8, not to 15 / 2
    QCOMPARE(tuner.ahead(), 8);
    for (int window = 0; window < 16; ++window) {
        tuner.endWindow(230); // held for 16 windows
        QCOMPARE(tuner.ahead(), 8);
    }
    tuner.endWindow(230); // then tried again
    QCOMPARE(tuner.ahead(), 15);

    ReadDepthTuner fixed(7, false);
    QCOMPARE(fixed.ahead(), 7);
    fixed.account(MiB);
    QCOMPARE(fixed.ahead(), 7);
    QCOMPARE(ReadDepthTuner(0, true).ahead(), 0); // a source of one read at a time
}

QTEST_GUILESS_MAIN(TestRescuePasses)
#include "tst_rescuepasses.moc"
