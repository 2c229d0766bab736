// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/digest.h"
#include "engine/imagingjob.h"
#include "enginetestsupport.h"
#include "failingsink.h"
#include "io/rawimagesink.h"
#include "io/simulatedsource.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using Fault = SimulatedSource::Fault;
using Kind = SimulatedSource::Fault::Kind;

Q_DECLARE_METATYPE(Custody::SimulatedSource::Fault)

namespace {

constexpr qint64 MiB = 1024 * 1024;

// What a perfect drive holds, with the bad extents replaced by the fill byte.
QList<MapRun> expectedRuns(qint64 sizeBytes, const QList<Extent> &bad)
{
    RescueMap map(sizeBytes);
    map.mark({0, sizeBytes}, SectorState::Finished);
    for (const Extent &extent : bad)
        map.mark(extent, SectorState::BadSector);
    return map.runs();
}

struct JobRun
{
    ImagingOutcome outcome;
    QString imagePath;
    QString mapPath;
};

JobRun runJob(SourceDevice &source, const QTemporaryDir &dir, const ImagingSettings &settings,
              ImageSink *sinkOverride = nullptr)
{
    JobRun run;
    run.imagePath = dir.filePath(QStringLiteral("image.dd"));
    run.mapPath = dir.filePath(QStringLiteral("image.map"));
    Result<std::unique_ptr<RawImageSink>> sink
        = RawImageSink::create(dir.filePath(QStringLiteral("image")), settings.segmentBytes,
                               source.sizeBytes(), OutputMode::CreateNew);
    if (!sink)
        qFatal("cannot create the image: %s", qPrintable(sink.error().userMessage()));
    ImagingJob job(source, sinkOverride ? *sinkOverride : **sink, settings,
                   MapFile(run.mapPath, QStringLiteral("test"), QDateTime::currentDateTime()));
    run.outcome = job.run();
    return run;
}

} // namespace

class TestImagingJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void imagesAroundFaults_data();
    void imagesAroundFaults();
    void retriesEachFailingSectorAsConfigured();
    void fillsWithPattern();
    void recordsHashWindowsAndSegments();
    void stopsWhenTheSourceVanishes();
    void stopsWhenTheTargetFails_data();
    void stopsWhenTheTargetFails();
    void sinkIsFinishedWithTheFinalDigests();
    void cancelLeavesAConsistentMap();
    void cancelStopsTheFillOfAResume();
    void stopsWhenTheMapCannotBeWritten();
    void rejectsInvalidSettings_data();
    void rejectsInvalidSettings();
    void segmentsStayWithinWhatIsKept();
    void cancelWhileHashingTheImageBack();
};

void TestImagingJob::imagesAroundFaults_data()
{
    QTest::addColumn<qint64>("sizeBytes");
    QTest::addColumn<int>("logicalSector");
    QTest::addColumn<int>("physicalSector");
    QTest::addColumn<QList<Fault>>("faults");
    QTest::addColumn<QList<Extent>>("bad");
    QTest::addColumn<ReadMode>("copyMode");

    const qint64 size = 4 * MiB;
    QTest::newRow("clean") << size << 512 << 512 << QList<Fault>{} << QList<Extent>{}
                           << ReadMode::Buffered;
    QTest::newRow("size not a multiple of the block")
        << 4 * MiB + 3 * 512 << 512 << 512 << QList<Fault>{} << QList<Extent>{}
        << ReadMode::Buffered;
    QTest::newRow("partial last sector, direct copy reads")
        << 4 * MiB + 1000 << 512 << 512 << QList<Fault>{} << QList<Extent>{} << ReadMode::Direct;
    QTest::newRow("one bad sector") << size << 512 << 512 << QList<Fault>{{{40960, 512}, Kind::Eio}}
                                    << QList<Extent>{{40960, 512}} << ReadMode::Buffered;
    QTest::newRow("one bad sector, direct copy reads")
        << size << 512 << 512 << QList<Fault>{{{40960, 512}, Kind::Eio}}
        << QList<Extent>{{40960, 512}} << ReadMode::Direct;
    QTest::newRow("adjacent bad sectors")
        << size << 512 << 512 << QList<Fault>{{{81920, 512}, Kind::Eio}, {{82432, 1024}, Kind::Eio}}
        << QList<Extent>{{81920, 1536}} << ReadMode::Buffered;
    QTest::newRow("64 KiB area across a block boundary")
        << size << 512 << 512 << QList<Fault>{{{MiB - 32768, 65536}, Kind::Eio}}
        << QList<Extent>{{MiB - 32768, 65536}} << ReadMode::Buffered;
    QTest::newRow("bad first and last sectors")
        << size << 512 << 512 << QList<Fault>{{{0, 512}, Kind::Eio}, {{size - 512, 512}, Kind::Eio}}
        << QList<Extent>{{0, 512}, {size - 512, 512}} << ReadMode::Buffered;
    QTest::newRow("bad sector in a partial last block")
        << 4 * MiB + 3 * 512 << 512 << 512 << QList<Fault>{{{4 * MiB + 512, 512}, Kind::Eio}}
        << QList<Extent>{{4 * MiB + 512, 512}} << ReadMode::Buffered;
    QTest::newRow("4Kn drive") << size << 4096 << 4096 << QList<Fault>{{{12288, 4096}, Kind::Eio}}
                               << QList<Extent>{{12288, 4096}} << ReadMode::Direct;
    // A 512e drive fails a whole 4 KiB physical sector: re-reads go by physical sector.
    QTest::newRow("512e drive") << size << 512 << 4096
                                << QList<Fault>{{{8192 + 1024, 512}, Kind::Eio}}
                                << QList<Extent>{{8192, 4096}} << ReadMode::Buffered;
    QTest::newRow("short reads") << size << 512 << 512
                                 << QList<Fault>{{{MiB, 2 * MiB}, Kind::ShortRead}}
                                 << QList<Extent>{} << ReadMode::Buffered;
    QTest::newRow("EINTR") << size << 512 << 512 << QList<Fault>{{{0, size}, Kind::Interrupted}}
                           << QList<Extent>{} << ReadMode::Buffered;
    QTest::newRow("bad sector among short reads and EINTR")
        << size << 512 << 512
        << QList<Fault>{{{MiB, MiB}, Kind::ShortRead},
                        {{MiB, MiB}, Kind::Interrupted},
                        {{MiB + 4096, 512}, Kind::Eio}}
        << QList<Extent>{{MiB + 4096, 512}} << ReadMode::Buffered;
}

void TestImagingJob::imagesAroundFaults()
{
    QFETCH(qint64, sizeBytes);
    QFETCH(int, logicalSector);
    QFETCH(int, physicalSector);
    QFETCH(QList<Fault>, faults);
    QFETCH(QList<Extent>, bad);
    QFETCH(ReadMode, copyMode);

    SimulatedSource source(sizeBytes, logicalSector, physicalSector, 7, faults);
    ImagingSettings settings;
    settings.hashes
        = HashAlgorithm::Md5 | HashAlgorithm::Sha1 | HashAlgorithm::Sha256 | HashAlgorithm::Sha512;
    settings.copyReadMode = copyMode;
    settings.blockBytes = 256 * 1024;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const JobRun run = runJob(source, dir, settings);

    QCOMPARE(run.outcome.status, ImagingOutcome::Status::Completed);
    QVERIFY(!run.outcome.error);
    const QByteArray expected = expectedImage(source, bad, '\0');
    const QByteArray image = readFile(run.imagePath);
    QCOMPARE(image.size(), expected.size());
    QVERIFY2(image == expected, "image content differs from the source with bad sectors filled");

    QCOMPARE(run.outcome.map.runs(), expectedRuns(sizeBytes, bad));
    QCOMPARE(run.outcome.map.currentStatus(), MapStatus::Finished);
    const Result<RescueMap> saved = MapFile::load(run.mapPath);
    QVERIFY(saved);
    QCOMPARE(*saved, run.outcome.map);

    QCOMPARE(run.outcome.hashes.size(), 4);
    for (const HashResult &hash : run.outcome.hashes)
        QCOMPARE(hash.hex, Digest::hexOf(hash.algorithm, bytesOf(expected)));
}

void TestImagingJob::retriesEachFailingSectorAsConfigured()
{
    qint64 readsWithRetries[2] = {};
    const int retries[2] = {0, 3};
    for (int run = 0; run < 2; ++run) {
        SimulatedSource source(2 * MiB, 512, 512, 3, {{{MiB + 512, 512}, Kind::Eio}});
        ImagingSettings settings;
        settings.retries = retries[run];
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const JobRun result = runJob(source, dir, settings);
        QCOMPARE(result.outcome.status, ImagingOutcome::Status::Completed);
        QCOMPARE(result.outcome.map.extentsIn(SectorState::BadSector),
                 QList<Extent>({{MiB + 512, 512}}));
        readsWithRetries[run] = source.readCount();
    }
    // Eight blocks of 256 KiB; the failing one is re-read in 512 sectors; the bad one is tried
    // once more per retry.
    QCOMPARE(readsWithRetries[0], 8 + 512);
    QCOMPARE(readsWithRetries[1] - readsWithRetries[0], 3);
}

void TestImagingJob::fillsWithPattern()
{
    const QList<Extent> bad{{4096, 1024}};
    SimulatedSource source(MiB, 512, 512, 11, {{bad.first(), Kind::Eio}});
    ImagingSettings settings;
    settings.fillByte = 0xAB;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const JobRun run = runJob(source, dir, settings);
    QCOMPARE(run.outcome.status, ImagingOutcome::Status::Completed);
    const QByteArray expected = expectedImage(source, bad, char(0xAB));
    QVERIFY(readFile(run.imagePath) == expected);
    QCOMPARE(run.outcome.hashes.first().hex,
             Digest::hexOf(run.outcome.hashes.first().algorithm, bytesOf(expected)));
}

void TestImagingJob::recordsHashWindowsAndSegments()
{
    const qint64 sizeBytes = 3 * MiB + 4096;
    SimulatedSource source(sizeBytes, 512, 512, 5, {{{MiB + 4096, 512}, Kind::Eio}});
    ImagingSettings settings;
    settings.hashes = HashAlgorithm::Sha256;
    settings.hashWindowBytes = 768 * 1024; // not a multiple of the block: windows split blocks
    settings.format = ImageFormat::SplitRaw;
    settings.segmentBytes = MiB;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const JobRun run = runJob(source, dir, settings);
    QCOMPARE(run.outcome.status, ImagingOutcome::Status::Completed);
    const QByteArray expected = expectedImage(source, {{MiB + 4096, 512}}, '\0');

    const HashResult hash = run.outcome.hashes.constFirst();
    QCOMPARE(hash.windows.size(), 5);
    for (const WindowDigest &window : hash.windows)
        QCOMPARE(window.hex,
                 Digest::hexOf(HashAlgorithm::Sha256,
                               bytesOf(expected.mid(window.extent.offset, window.extent.length))));
    QCOMPARE(run.outcome.imageFiles.size(), 4);
    QCOMPARE(hash.segments.size(), 4);
    QByteArray joined;
    for (int index = 0; index < 4; ++index) {
        const QByteArray segment = readFile(run.outcome.imageFiles[index]);
        QCOMPARE(run.outcome.imageFiles[index],
                 dir.filePath(QStringLiteral("image.%1").arg(index + 1, 3, 10, QLatin1Char('0'))));
        QCOMPARE(segment.size(), index < 3 ? MiB : 4096);
        QCOMPARE(hash.segments[index].hex, Digest::hexOf(HashAlgorithm::Sha256, bytesOf(segment)));
        joined += segment;
    }
    QVERIFY(joined == expected);
    QCOMPARE(hash.hex, Digest::hexOf(HashAlgorithm::Sha256, bytesOf(expected)));
}

void TestImagingJob::stopsWhenTheSourceVanishes()
{
    const qint64 vanishAt = 2 * MiB + 300 * 1024;
    SimulatedSource source(4 * MiB, 512, 512, 9, {{{vanishAt, 1}, Kind::Vanish}});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const JobRun run = runJob(source, dir, ImagingSettings());

    QCOMPARE(run.outcome.status, ImagingOutcome::Status::Failed);
    QVERIFY(run.outcome.error);
    QCOMPARE(run.outcome.error->code, Error::Code::SourceVanished);
    QCOMPARE(run.outcome.error->sysErrno, ENODEV);
    QCOMPARE(run.outcome.error->offset, 2 * MiB + 256 * 1024); // the block that reached it
    QVERIFY(run.outcome.error->userMessage().contains(QStringLiteral("vanished")));
    QVERIFY(run.outcome.hashes.isEmpty());
    // Everything before the failing block is in the image and the saved map says so.
    const Result<RescueMap> saved = MapFile::load(run.mapPath);
    QVERIFY(saved);
    QCOMPARE(saved->runs(), (QList<MapRun>{{{0, 2 * MiB + 256 * 1024}, SectorState::Finished},
                                           {{2 * MiB + 256 * 1024, 2 * MiB - 256 * 1024},
                                            SectorState::NonTried}}));
    const QByteArray image = readFile(run.imagePath);
    QCOMPARE(image.size(), 2 * MiB + 256 * 1024);
    QVERIFY(image == expectedImage(source, {}, 0).left(image.size()));
}

void TestImagingJob::stopsWhenTheTargetFails_data()
{
    QTest::addColumn<int>("sysErrno");
    QTest::addColumn<Error::Code>("code");
    QTest::newRow("ENOSPC") << ENOSPC << Error::Code::TargetFull;
    QTest::newRow("EIO") << EIO << Error::Code::WriteFailed;
}

void TestImagingJob::stopsWhenTheTargetFails()
{
    QFETCH(int, sysErrno);
    QFETCH(Error::Code, code);
    const qint64 failAt = 3 * MiB + 1000;
    SimulatedSource source(8 * MiB, 512, 512, 13, {});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Result<std::unique_ptr<RawImageSink>> real = RawImageSink::create(
        dir.filePath(QStringLiteral("real")), 0, source.sizeBytes(), OutputMode::CreateNew);
    QVERIFY(real);
    Test::FailingSink failing(**real, failAt, sysErrno);
    ImagingSettings settings;
    settings.mapSaveInterval = std::chrono::milliseconds(0); // save after every block
    const JobRun run = runJob(source, dir, settings, &failing);

    QCOMPARE(run.outcome.status, ImagingOutcome::Status::Failed);
    QVERIFY(run.outcome.error);
    QCOMPARE(run.outcome.error->code, code);
    QCOMPARE(run.outcome.error->sysErrno, sysErrno);
    QCOMPARE(run.outcome.error->offset, failAt);
    const Result<RescueMap> saved = MapFile::load(run.mapPath);
    QVERIFY(saved);
    // The map claims exactly the blocks that were written before the failing one.
    QCOMPARE(saved->extentsIn(SectorState::Finished), QList<Extent>({{0, 3 * MiB}}));
    const QByteArray image = readFile(dir.filePath(QStringLiteral("real.dd")));
    QCOMPARE(image.size(), failAt); // the partial block before the failure is kept too
    QVERIFY(image == expectedImage(source, {}, 0).left(failAt));
    QVERIFY(failing.finishedWith.isEmpty()); // an incomplete image is never finished
}

// A container format stores the final digests inside the image: the sink is handed them once,
// when the image is complete and before the map says finished.
void TestImagingJob::sinkIsFinishedWithTheFinalDigests()
{
    SimulatedSource source(4 * MiB, 512, 512, 21, {{{MiB, 1024}, Kind::Eio}});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Result<std::unique_ptr<RawImageSink>> real = RawImageSink::create(
        dir.filePath(QStringLiteral("real")), 0, source.sizeBytes(), OutputMode::CreateNew);
    QVERIFY(real);
    Test::FailingSink recording(**real, std::numeric_limits<qint64>::max(), EIO);
    const JobRun run = runJob(source, dir, ImagingSettings(), &recording);
    QCOMPARE(run.outcome.status, ImagingOutcome::Status::Completed);
    QCOMPARE(recording.finishedWith.size(), 1);
    const QList<ImageDigest> &digests = recording.finishedWith.first();
    QCOMPARE(digests.size(), run.outcome.hashes.size());
    for (qsizetype index = 0; index < digests.size(); ++index) {
        QCOMPARE(digests[index].algorithm, hashName(run.outcome.hashes[index].algorithm));
        QCOMPARE(digests[index].hex, run.outcome.hashes[index].hex);
    }
}

void TestImagingJob::cancelLeavesAConsistentMap()
{
    SimulatedSource source(64 * MiB, 512, 512, 17, {{{0, 64 * MiB}, Kind::Slow}});
    source.setSlowReadDelay(std::chrono::milliseconds(5));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Result<std::unique_ptr<RawImageSink>> sink = RawImageSink::create(
        dir.filePath(QStringLiteral("image")), 0, source.sizeBytes(), OutputMode::CreateNew);
    QVERIFY(sink);
    const QString mapPath = dir.filePath(QStringLiteral("image.map"));
    ImagingJob job(source, **sink, ImagingSettings(),
                   MapFile(mapPath, QStringLiteral("test"), QDateTime::currentDateTime()));
    ImagingOutcome outcome;
    WorkThread thread([&] { outcome = job.run(); });
    QTRY_VERIFY_WITH_TIMEOUT(job.progress().bytesWritten >= 2 * MiB, 20000);
    job.cancel();
    QVERIFY(thread.wait(std::chrono::seconds(20)));

    QCOMPARE(outcome.status, ImagingOutcome::Status::Cancelled);
    QVERIFY(!outcome.error);
    QVERIFY(outcome.hashes.isEmpty());
    const Result<RescueMap> saved = MapFile::load(mapPath);
    QVERIFY(saved);
    QCOMPARE(*saved, outcome.map);
    QCOMPARE(saved->currentStatus(), MapStatus::Copying);
    const QList<Extent> finished = saved->extentsIn(SectorState::Finished);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().offset, 0);
    QVERIFY(finished.first().length >= 2 * MiB && finished.first().length < 64 * MiB);
    const QByteArray image = readFile(dir.filePath(QStringLiteral("image.dd")));
    QCOMPARE(image.size(), finished.first().length);
    QVERIFY(image == expectedImage(source, {}, 0).left(image.size()));
}

// A resume first fills what its map calls bad; a cancel given by then stops that too, before a
// byte is written, and the area stays bad in the map for the next resume to fill.
void TestImagingJob::cancelStopsTheFillOfAResume()
{
    SimulatedSource source(64 * MiB, 512, 512, 17, {});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Result<std::unique_ptr<RawImageSink>> sink = RawImageSink::create(
        dir.filePath(QStringLiteral("image")), 0, source.sizeBytes(), OutputMode::CreateNew);
    QVERIFY(sink);
    RescueMap earlier(source.sizeBytes());
    earlier.mark({0, 48 * MiB}, SectorState::BadSector);
    const QString mapPath = dir.filePath(QStringLiteral("image.map"));
    ImagingJob job(source, **sink, ImagingSettings(),
                   MapFile(mapPath, QStringLiteral("test"), QDateTime::currentDateTime()), earlier);
    job.cancel();
    const ImagingOutcome outcome = job.run();
    QCOMPARE(outcome.status, ImagingOutcome::Status::Cancelled);
    QCOMPARE(job.progress().bytesWritten, 0);
    const Result<RescueMap> saved = MapFile::load(mapPath);
    QVERIFY(saved);
    QCOMPARE(saved->extentsIn(SectorState::BadSector), (QList<Extent>{{0, 48 * MiB}}));
    QCOMPARE(saved->extentsIn(SectorState::NonTried), (QList<Extent>{{48 * MiB, 16 * MiB}}));
}

void TestImagingJob::stopsWhenTheMapCannotBeWritten()
{
    SimulatedSource source(MiB, 512, 512, 19, {});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Result<std::unique_ptr<RawImageSink>> sink = RawImageSink::create(
        dir.filePath(QStringLiteral("image")), 0, source.sizeBytes(), OutputMode::CreateNew);
    QVERIFY(sink);
    const QString mapPath = dir.filePath(QStringLiteral("no-such-folder/image.map"));
    ImagingJob job(source, **sink, ImagingSettings(),
                   MapFile(mapPath, QStringLiteral("test"), QDateTime::currentDateTime()));
    const ImagingOutcome outcome = job.run();
    QCOMPARE(outcome.status, ImagingOutcome::Status::Failed);
    QVERIFY(outcome.error);
    QCOMPARE(outcome.error->code, Error::Code::MapWriteFailed);
    QCOMPARE(outcome.error->path, mapPath);
    QVERIFY(outcome.error->userMessage().contains(mapPath));
    QCOMPARE(source.readCount(), 0); // nothing is read before the map can be saved
}

void TestImagingJob::rejectsInvalidSettings_data()
{
    QTest::addColumn<qint64>("blockBytes");
    QTest::addColumn<int>("retries");
    QTest::addColumn<int>("logicalSector");
    QTest::newRow("block not a multiple of the sector") << qint64(1000) << 1 << 512;
    QTest::newRow("block smaller than a 4Kn sector") << qint64(512) << 1 << 4096;
    QTest::newRow("zero block") << qint64(0) << 1 << 512;
    QTest::newRow("negative retries") << qint64(4096) << -1 << 512;
}

void TestImagingJob::rejectsInvalidSettings()
{
    QFETCH(qint64, blockBytes);
    QFETCH(int, retries);
    QFETCH(int, logicalSector);
    SimulatedSource source(MiB, logicalSector, logicalSector, 1, {});
    ImagingSettings settings;
    settings.blockBytes = blockBytes;
    settings.retries = retries;
    const Result<void> valid = ImagingJob::validate(settings, source);
    QVERIFY(!valid);
    QCOMPARE(valid.error().code, Error::Code::InvalidArgument);
    QVERIFY(!valid.error().userMessage().isEmpty());
}

// Each segment's digest is kept to the end: a split into more than MaximumSegments is refused
// (with the smallest segment size that fits), and exactly MaximumSegments is fine.
void TestImagingJob::segmentsStayWithinWhatIsKept()
{
    ImagingSettings settings;
    settings.format = ImageFormat::SplitRaw;
    settings.segmentBytes = MiB;
    SimulatedSource fits(ImagingJob::MaximumSegments * MiB, 512, 512, 1, {});
    QVERIFY(ImagingJob::validate(settings, fits));
    SimulatedSource tooMany(ImagingJob::MaximumSegments * MiB + 512, 512, 512, 1, {});
    const Result<void> refused = ImagingJob::validate(settings, tooMany);
    QVERIFY(!refused);
    QVERIFY2(refused.error().detail.contains(QStringLiteral("at least 1049088 bytes")),
             qPrintable(refused.error().detail));
}

// Cancelled after the last pass, while the hashes are completed from the image: the job stops
// there (it does not read the whole image first), says cancelled, and claims no hash.
void TestImagingJob::cancelWhileHashingTheImageBack()
{
    SimulatedSource source(4 * MiB, 512, 512, 3, {{{MiB, 512}, Kind::Eio}});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ImagingSettings settings;
    settings.preset = Preset::Rescue; // defers the bad area: the rest is hashed from the image
    settings.retries = 0;
    Result<std::unique_ptr<RawImageSink>> sink = RawImageSink::create(
        dir.filePath(QStringLiteral("image")), 0, source.sizeBytes(), OutputMode::CreateNew);
    QVERIFY(sink);
    ImagingJob job(source, **sink, settings,
                   MapFile(dir.filePath(QStringLiteral("image.map")), QString(), QDateTime()));
    job.setPassObserver([&job](const QString &pass, const RescueMap &) {
        if (pass == QStringLiteral("scrape"))
            job.cancel();
    });
    const ImagingOutcome outcome = job.run();
    QCOMPARE(outcome.status, ImagingOutcome::Status::Cancelled);
    QVERIFY(!outcome.error);
    QVERIFY(outcome.hashes.isEmpty());
    QCOMPARE(outcome.map.bytesIn(SectorState::NonTried), 0);
}

QTEST_GUILESS_MAIN(TestImagingJob)
#include "tst_imagingjob.moc"
