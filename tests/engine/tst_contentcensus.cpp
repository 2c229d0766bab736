// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/contentcensus.h"
#include "engine/hashingjob.h"
#include "engine/imagingjob.h"
#include "enginetestsupport.h"
#include "io/devicefilesource.h"
#include "io/rawimagereader.h"
#include "io/rawimagesink.h"
#include "io/simulatedsource.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <cstring>
#include <thread>

using namespace Custody;
using namespace Custody::Test;

namespace {

constexpr qint64 KiB = 1024;
constexpr qint64 MiB = 1024 * KiB;

// Random bytes (never a whole sector of one byte) with `zeros` cleared and `repeated` sectors
// set to 0xff.
QByteArray mediumWith(qint64 sizeBytes, const QList<Extent> &zeros,
                      const QList<Extent> &repeated = {})
{
    QByteArray data(sizeBytes, Qt::Uninitialized);
    QRandomGenerator random(7);
    random.fillRange(reinterpret_cast<quint32 *>(data.data()), sizeBytes / 4);
    for (const Extent &extent : zeros)
        data.replace(extent.offset, extent.length, QByteArray(extent.length, '\0'));
    for (const Extent &extent : repeated)
        data.replace(extent.offset, extent.length, QByteArray(extent.length, '\xff'));
    return data;
}

// The census of `data` fed in blocks of `blockBytes`, as a reader would.
ContentProfile censusOf(const QByteArray &data, int sectorBytes, qint64 blockBytes,
                        const QList<MapRun> &marks = {})
{
    ContentCensus census(data.size(), sectorBytes, 4);
    QByteArray copy = data;
    for (qint64 offset = 0; offset < data.size(); offset += blockBytes) {
        Block block;
        block.data = reinterpret_cast<std::byte *>(copy.data()) + offset;
        block.extent = {offset, std::min(blockBytes, qint64(data.size()) - offset)};
        for (const MapRun &mark : marks) {
            if (mark.extent.overlaps(block.extent))
                block.addMark(mark.extent.intersected(block.extent), mark.state);
        }
        census.examine(block);
    }
    census.finish();
    return census.profile();
}

struct AcquiredContent
{
    ImagingOutcome outcome;
};

ImagingOutcome acquire(SourceDevice &source, const ImagingSettings &settings)
{
    QTemporaryDir dir;
    Result<std::unique_ptr<RawImageSink>> sink = RawImageSink::create(
        dir.filePath(QStringLiteral("image")), 0, source.sizeBytes(), OutputMode::CreateNew);
    if (!sink)
        qFatal("cannot create the image: %s", qPrintable(sink.error().userMessage()));
    ImagingJob job(source, **sink, settings,
                   MapFile(dir.filePath(QStringLiteral("image.map")), QStringLiteral("test"),
                           QDateTime::currentDateTime()));
    return job.run();
}

} // namespace

class TestContentCensus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void countsZeroSectorsAndRuns();
    void repeatedBytesAreNotZeros();
    void unreadableSectorsAreNeitherZerosNorRead();
    void keepsTheTenLongestRuns();
    void zeroAreasAreWholeCells();
    void lastPartialSectorCounts();
    void profileRoundTripsThroughJson();
    void rejectsAnInvalidProfile();
    void threadsThatWaitTakeTheBlocksInTurn();
    void acquisitionOfAMostlyZeroFile_data();
    void acquisitionOfAMostlyZeroFile();
    void anImageIsCountedAsItWasAcquired_data();
    void anImageIsCountedAsItWasAcquired();
    void badSectorsAreCountedApart_data();
    void badSectorsAreCountedApart();
    void noCensusWhenNotAskedOrNotCompleted();
};

void TestContentCensus::countsZeroSectorsAndRuns()
{
    const QList<Extent> zeros{{4 * KiB, 64 * KiB}, {200 * KiB, 12 * KiB}, {300 * KiB, 512}};
    const ContentProfile profile = censusOf(mediumWith(512 * KiB, zeros), 512, 24 * KiB);
    QCOMPARE(profile.sectorsExamined, 1024);
    QCOMPARE(profile.sectorsUnreadable, 0);
    QCOMPARE(profile.zeroSectors, (64 + 12) * 2 + 1);
    QCOMPARE(profile.repeatedByteSectors, 0);
    QCOMPARE(profile.longestZeroRuns, zeros); // already longest first
    QCOMPARE(profile.zeroShare(), 153.0 / 1024.0);
}

void TestContentCensus::repeatedBytesAreNotZeros()
{
    const ContentProfile profile
        = censusOf(mediumWith(256 * KiB, {{0, 8 * KiB}}, {{8 * KiB, 4 * KiB}, {64 * KiB, 512}}),
                   512, 64 * KiB);
    QCOMPARE(profile.zeroSectors, 16);
    QCOMPARE(profile.repeatedByteSectors, 9);
    QCOMPARE(profile.repeatedBytes.size(), 1);
    QCOMPARE(profile.repeatedBytes.first().value, 0xff);
    QCOMPARE(profile.repeatedBytes.first().sectors, 9);
    // The run of zeros ends where the 0xff sectors begin.
    QCOMPARE(profile.longestZeroRuns, (QList<Extent>{Extent{0, 8 * KiB}}));
}

void TestContentCensus::unreadableSectorsAreNeitherZerosNorRead()
{
    // Zeros on both sides of a bad area that was filled with zeros: two runs, not one.
    const QByteArray data = mediumWith(128 * KiB, {{16 * KiB, 32 * KiB}});
    const QList<MapRun> marks{{{0, 24 * KiB}, SectorState::Finished},
                              {{24 * KiB, 4 * KiB}, SectorState::BadSector},
                              {{28 * KiB, 100 * KiB}, SectorState::Finished}};
    const ContentProfile profile = censusOf(data, 512, 32 * KiB, marks);
    QCOMPARE(profile.sectorsUnreadable, 8);
    QCOMPARE(profile.sectorsExamined, 256 - 8);
    QCOMPARE(profile.zeroSectors, 64 - 8);
    QCOMPARE(profile.longestZeroRuns, (QList<Extent>{{28 * KiB, 20 * KiB}, {16 * KiB, 8 * KiB}}));
}

void TestContentCensus::keepsTheTenLongestRuns()
{
    QList<Extent> zeros;
    for (int index = 0; index < 14; ++index) // lengths 1, 2, … 14 sectors, 64 KiB apart
        zeros.append({index * 64 * KiB, (index + 1) * 512});
    zeros.append({15 * 64 * KiB, 14 * 512}); // as long as the longest, found later
    const ContentProfile profile = censusOf(mediumWith(1 * MiB, zeros), 512, 128 * KiB);
    QCOMPARE(profile.longestZeroRuns.size(), ContentProfile::LongestRunsKept);
    QCOMPARE(profile.longestZeroRuns[0], zeros[13]);
    QCOMPARE(profile.longestZeroRuns[1], zeros[14]);
    QCOMPARE(profile.longestZeroRuns[2], zeros[12]);
    QCOMPARE(profile.longestZeroRuns.last(), zeros[5]);
}

void TestContentCensus::zeroAreasAreWholeCells()
{
    // 64 MiB of 512-byte sectors: 131072 sectors, cells of 8 sectors (4 KiB) for 16384 cells.
    const qint64 size = 64 * MiB;
    const QList<Extent> zeros{{6 * KiB, 10 * KiB}, {1 * MiB, 3 * MiB}};
    const ContentProfile profile = censusOf(mediumWith(size, zeros), 512, 1 * MiB);
    QCOMPARE(profile.cellBytes, 4 * KiB);
    // [6 KiB, 16 KiB) holds the whole cells [8 KiB, 16 KiB) only.
    QCOMPARE(profile.zeroAreas, (QList<Extent>{{8 * KiB, 8 * KiB}, {1 * MiB, 3 * MiB}}));
}

void TestContentCensus::lastPartialSectorCounts()
{
    QByteArray data = mediumWith(8 * KiB, {});
    data.append(QByteArray(100, '\0'));
    const ContentProfile profile = censusOf(data, 512, 4 * KiB);
    QCOMPARE(profile.sectorsExamined, 17);
    QCOMPARE(profile.zeroSectors, 1);
    QCOMPARE(profile.longestZeroRuns, (QList<Extent>{Extent{8 * KiB, 100}}));
    QCOMPARE(profile.zeroAreas, (QList<Extent>{Extent{8 * KiB, 100}}));
}

void TestContentCensus::profileRoundTripsThroughJson()
{
    const ContentProfile profile = censusOf(
        mediumWith(256 * KiB, {{0, 8 * KiB}, {100 * KiB, 1 * KiB}}, {{8 * KiB, 1 * KiB}}), 512,
        64 * KiB);
    const Result<ContentProfile> read = ContentProfile::fromJson(profile.toJson());
    QVERIFY(read);
    QCOMPARE(*read, profile);
}

void TestContentCensus::rejectsAnInvalidProfile()
{
    const ContentProfile profile = censusOf(mediumWith(256 * KiB, {{0, 8 * KiB}}), 512, 64 * KiB);
    const auto problem = [](const QJsonObject &json) {
        const Result<ContentProfile> read = ContentProfile::fromJson(json);
        return read ? QString() : read.error().detail;
    };
    QJsonObject json = profile.toJson();
    json.insert(QStringLiteral("zeroSectors"), 1e9);
    QCOMPARE(problem(json), QStringLiteral("content.zeroSectors: missing or invalid"));
    json = profile.toJson();
    json.insert(QStringLiteral("zeroAreas"),
                QJsonArray{QJsonObject{{QStringLiteral("offset"), 0},
                                       {QStringLiteral("length"), 512 * KiB}}});
    QCOMPARE(problem(json), QStringLiteral("content.zeroAreas: missing or invalid"));
    json = profile.toJson();
    json.remove(QStringLiteral("sectorsExamined"));
    QCOMPARE(problem(json), QStringLiteral("content.sectorsExamined: missing or invalid"));
}

// The census riding on hash threads: two threads with time to spare take what is queued while
// a reader feeds the queue; whatever they leave, run() takes. The blocks stay in medium order:
// the runs cross many blocks, and a block examined out of turn would cut them.
void TestContentCensus::threadsThatWaitTakeTheBlocksInTurn()
{
    const QList<Extent> zeros{{64 * KiB, 3 * MiB}, {4 * MiB, 1 * MiB + 8 * KiB}};
    const QByteArray data = mediumWith(6 * MiB, zeros);
    constexpr qint64 blockBytes = 8 * KiB;
    BufferPool pool(blockBytes, 8);
    ContentCensus census(data.size(), 512, 4);
    std::atomic<bool> fed = false;
    const auto ride = [&] {
        while (!fed.load())
            census.examineWaiting();
    };
    std::jthread first(ride);
    std::jthread second(ride);
    for (qint64 offset = 0; offset < data.size(); offset += blockBytes) {
        BlockRef block = pool.acquire();
        block->extent = {offset, blockBytes};
        std::memcpy(block->data, data.constData() + offset, size_t(blockBytes));
        QVERIFY(census.queue().push(block));
    }
    fed = true;
    first.join();
    second.join();
    census.queue().close();
    census.run();
    const ContentProfile profile = census.profile();
    QCOMPARE(profile.sectorsExamined, 6 * MiB / 512);
    QCOMPARE(profile.zeroSectors, (4 * MiB + 8 * KiB) / 512);
    QCOMPARE(profile.longestZeroRuns, zeros);
    QCOMPARE(profile.zeroAreas, censusOf(data, 512, blockBytes).zeroAreas);
}

void TestContentCensus::acquisitionOfAMostlyZeroFile_data()
{
    QTest::addColumn<Preset>("preset");
    QTest::addColumn<int>("hashes");
    QTest::addColumn<bool>("oneCore");
    const int md5AndSha256 = int(HashAlgorithm::Md5 | HashAlgorithm::Sha256);
    QTest::newRow("forensic, MD5+SHA-256") << Preset::Forensic << md5AndSha256 << false;
    QTest::newRow("rescue, no hash") << Preset::Rescue << 0 << false;
    // The hashes fill the one core: the census rides on the hashers.
    QTest::newRow("forensic, MD5+SHA-256, one core") << Preset::Forensic << md5AndSha256 << true;
    QTest::newRow("rescue, MD5, one core") << Preset::Rescue << int(HashAlgorithm::Md5) << true;
    // No hasher to ride on: a thread of its own, even on one core.
    QTest::newRow("forensic, no hash, one core") << Preset::Forensic << 0 << true;
}

void TestContentCensus::acquisitionOfAMostlyZeroFile()
{
    QFETCH(Preset, preset);
    QFETCH(int, hashes);
    QFETCH(bool, oneCore);
    const OneCore limit(oneCore);
    QVERIFY(limit.isAsAsked(oneCore));
    if (oneCore)
        QCOMPARE(ContentCensus::ridesOnHashers(toList(HashAlgorithms(hashes)).size()), hashes != 0);
    // 70 % zeros in three known ranges of a 10 MiB file.
    const QList<Extent> zeros{{1 * MiB, 4 * MiB}, {6 * MiB, 2 * MiB}, {9 * MiB, 1 * MiB}};
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("medium"));
    QVERIFY(writeFile(path, mediumWith(10 * MiB, zeros)));
    Result<std::unique_ptr<DeviceFileSource>> source = DeviceFileSource::open(path);
    QVERIFY(source);
    ImagingSettings settings;
    settings.preset = preset;
    settings.hashes = HashAlgorithms(hashes);
    const ImagingOutcome outcome = acquire(**source, settings);
    QCOMPARE(outcome.status, ImagingOutcome::Status::Completed);
    QVERIFY(outcome.content);
    QCOMPARE(outcome.content->sectorsExamined, 10 * MiB / 512);
    QCOMPARE(outcome.content->zeroSectors, 7 * MiB / 512);
    QCOMPARE(outcome.content->zeroShare(), 0.7);
    QCOMPARE(outcome.content->longestZeroRuns, zeros);
    QCOMPARE(outcome.content->zeroAreas, zeros);
}

// Verify's count (HashingJob), with the census on a thread of its own and riding on the hashers.
void TestContentCensus::anImageIsCountedAsItWasAcquired_data()
{
    QTest::addColumn<bool>("oneCore");
    QTest::newRow("the cores this machine has") << false;
    QTest::newRow("one core") << true;
}

void TestContentCensus::anImageIsCountedAsItWasAcquired()
{
    QFETCH(bool, oneCore);
    const OneCore limit(oneCore);
    QVERIFY(limit.isAsAsked(oneCore));
    QVERIFY(!oneCore || ContentCensus::ridesOnHashers(2));
    const QList<Extent> zeros{{512 * KiB, 3 * MiB}, {5 * MiB, 2 * MiB}};
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("image.dd"));
    QVERIFY(writeFile(path, mediumWith(8 * MiB, zeros)));
    Result<RawImageReader> reader = RawImageReader::open({path});
    QVERIFY(reader);
    HashingJob job(*reader, HashAlgorithm::Md5 | HashAlgorithm::Sha256);
    // The record's unreadable ranges: the fill, not zeros (one inside a zero run, one not).
    job.countContent({{1 * MiB, 64 * KiB}, {7 * MiB + 512 * KiB, 4 * KiB}});
    QVERIFY(job.run());
    const std::optional<ContentProfile> content = job.content();
    QVERIFY(content);
    QCOMPARE(content->sectorsUnreadable, (64 + 4) * KiB / 512);
    QCOMPARE(content->sectorsExamined, (8 * MiB - 68 * KiB) / 512);
    QCOMPARE(content->zeroSectors, (5 * MiB - 64 * KiB) / 512);
    // The unreadable range cuts the first run in two.
    QCOMPARE(content->longestZeroRuns, (QList<Extent>{{1 * MiB + 64 * KiB, 2 * MiB + 448 * KiB},
                                                      {5 * MiB, 2 * MiB},
                                                      {512 * KiB, 512 * KiB}}));
}

void TestContentCensus::badSectorsAreCountedApart_data()
{
    QTest::addColumn<Preset>("preset");
    QTest::newRow("forensic") << Preset::Forensic;
    QTest::newRow("rescue") << Preset::Rescue;
}

void TestContentCensus::badSectorsAreCountedApart()
{
    QFETCH(Preset, preset);
    // Random content; the bad area is filled with zeros, which are not the drive's.
    const QList<SimulatedSource::Fault> faults{{{3 * MiB, 64 * KiB}}};
    SimulatedSource source(8 * MiB, 512, 512, 11, faults);
    ImagingSettings settings;
    settings.preset = preset;
    settings.retries = 0;
    const ImagingOutcome outcome = acquire(source, settings);
    QCOMPARE(outcome.status, ImagingOutcome::Status::Completed);
    QVERIFY(outcome.content);
    QCOMPARE(outcome.content->sectorsUnreadable, 128);
    QCOMPARE(outcome.content->sectorsExamined, 8 * MiB / 512 - 128);
    QCOMPARE(outcome.content->zeroSectors, 0);
    QVERIFY(outcome.content->zeroAreas.isEmpty());
}

void TestContentCensus::noCensusWhenNotAskedOrNotCompleted()
{
    SimulatedSource source(4 * MiB, 512, 512, 3, {});
    ImagingSettings settings;
    settings.countContent = false;
    const ImagingOutcome uncounted = acquire(source, settings);
    QCOMPARE(uncounted.status, ImagingOutcome::Status::Completed);
    QVERIFY(!uncounted.content);

    SimulatedSource vanishing(4 * MiB, 512, 512, 3,
                              {{{2 * MiB, 512}, SimulatedSource::Fault::Kind::Vanish}});
    const ImagingOutcome failed = acquire(vanishing, ImagingSettings());
    QVERIFY(failed.status != ImagingOutcome::Status::Completed);
    QVERIFY(!failed.content);
}

QTEST_GUILESS_MAIN(TestContentCensus)
#include "tst_contentcensus.moc"
