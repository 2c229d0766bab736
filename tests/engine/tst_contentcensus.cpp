// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/contentcensus.h"
#include "engine/imagingjob.h"
#include "enginetestsupport.h"
#include "io/devicefilesource.h"
#include "io/rawimagesink.h"
#include "io/simulatedsource.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

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
    void acquisitionOfAMostlyZeroFile_data();
    void acquisitionOfAMostlyZeroFile();
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

void TestContentCensus::acquisitionOfAMostlyZeroFile_data()
{
    QTest::addColumn<Preset>("preset");
    QTest::addColumn<int>("hashes");
    QTest::newRow("forensic, MD5+SHA-256")
        << Preset::Forensic << int(HashAlgorithm::Md5 | HashAlgorithm::Sha256);
    QTest::newRow("rescue, no hash") << Preset::Rescue << 0;
}

void TestContentCensus::acquisitionOfAMostlyZeroFile()
{
    QFETCH(Preset, preset);
    QFETCH(int, hashes);
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
