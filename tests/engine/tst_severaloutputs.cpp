// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Several outputs from one read (ImagingJob::addOutput): every output gets every block of the
// one read and the one set of digests, each its own files; a write error stops its output alone.

#include "engine/digest.h"
#include "engine/imagingjob.h"
#include "enginetestsupport.h"
#include "failingsink.h"
#include "io/rawimagesink.h"
#include "io/simulatedsource.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using Kind = SimulatedSource::Fault::Kind;

namespace {

constexpr qint64 MiB = 1024 * 1024;

// An output's files in one folder: base.dd (or base.001, …) and base.map.
struct Output
{
    QString base;
    std::unique_ptr<RawImageSink> sink;
    MapFile mapFile() const
    {
        return MapFile(base + QStringLiteral(".map"), QStringLiteral("test"),
                       QDateTime::currentDateTime());
    }
};

Output makeOutput(const QString &base, qint64 segmentBytes, qint64 sizeBytes)
{
    Result<std::unique_ptr<RawImageSink>> sink
        = RawImageSink::create(base, segmentBytes, sizeBytes, OutputMode::CreateNew);
    if (!sink)
        qFatal("cannot create the image: %s", qPrintable(sink.error().userMessage()));
    return {base, std::move(*sink)};
}

QByteArray readImage(const QStringList &files)
{
    QByteArray joined;
    for (const QString &file : files)
        joined += readFile(file);
    return joined;
}

ImagingSettings splitSettings(qint64 segmentBytes)
{
    ImagingSettings settings;
    settings.format = ImageFormat::SplitRaw;
    settings.segmentBytes = segmentBytes;
    return settings;
}

} // namespace

class TestSeveralOutputs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyOutputHoldsTheOneRead();
    void aFailingOutputStopsAlone();
    void theDigestsAreReadBackFromAnOutputThatDidNotFail();
    void theJobStopsWhenEveryOutputHasFailed();
    void everyOutputKeepsTheResumeWindowsOfItsImage();
};

void TestSeveralOutputs::everyOutputHoldsTheOneRead()
{
    const qint64 sizeBytes = 3 * MiB + 4096;
    const QList<Extent> bad{{MiB + 4096, 512}};
    SimulatedSource source(sizeBytes, 512, 512, 5, {{bad.first(), Kind::Eio}});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ImagingSettings settings;
    settings.hashes = HashAlgorithm::Md5 | HashAlgorithm::Sha256;
    settings.hashWindowBytes = 768 * 1024;
    Output first = makeOutput(dir.filePath(QStringLiteral("first")), 0, sizeBytes);
    Output second = makeOutput(dir.filePath(QStringLiteral("second")), MiB, sizeBytes);
    ImagingJob job(source, *first.sink, settings, first.mapFile());
    job.setWindowLogBase(first.base);
    job.addOutput(*second.sink, second.mapFile(), splitSettings(MiB), second.base);
    const ImagingOutcome outcome = job.run();

    const QByteArray expected = expectedImage(source, bad, '\0');
    QCOMPARE(job.outcomes().size(), 2);
    for (const ImagingOutcome &each : job.outcomes()) {
        QCOMPARE(each.status, ImagingOutcome::Status::Completed);
        QVERIFY(readImage(each.imageFiles) == expected);
        QCOMPARE(each.map.extentsIn(SectorState::BadSector), bad);
        QCOMPARE(each.hashes.size(), 2);
        QCOMPARE(each.hashes[1].hex, Digest::hexOf(HashAlgorithm::Sha256, bytesOf(expected)));
        QCOMPARE(each.hashes[0].hex, outcome.hashes[0].hex);
        // Each base has its own window log, holding the same windows.
        QVERIFY(QFile::exists(each.hashes[1].windowsFile));
        QVERIFY(readFile(each.hashes[1].windowsFile) == readFile(outcome.hashes[1].windowsFile));
    }
    QCOMPARE(outcome.hashes[1].windowsFile, first.base + QStringLiteral(".windows.sha256"));
    const ImagingOutcome &split = job.outcomes()[1];
    QCOMPARE(split.hashes[1].windowsFile, second.base + QStringLiteral(".windows.sha256"));
    QVERIFY(outcome.hashes[1].segments.isEmpty()); // one file, no segments
    QCOMPARE(split.imageFiles.size(), 4);
    QCOMPARE(split.hashes[1].segments.size(), 4);
    for (int index = 0; index < 4; ++index)
        QCOMPARE(split.hashes[1].segments[index].hex,
                 Digest::hexOf(HashAlgorithm::Sha256, bytesOf(readFile(split.imageFiles[index]))));
    // Each map is saved finished, with the digests in its companion: each is a whole acquisition.
    for (const QString &base : {first.base, second.base}) {
        const Result<LoadedMap> map = MapFile::loadWithCompanion(base + QStringLiteral(".map"));
        QVERIFY(map);
        QCOMPARE(map->map.bytesUnfinished(), 0);
        QCOMPARE(map->companion.value(u"digests").toObject().value(u"sha256").toString(),
                 outcome.hashes[1].hex);
    }
    for (const ImagingJob::OutputProgress &progress : job.outputProgress()) {
        QCOMPARE(progress.bytesWritten, sizeBytes);
        QCOMPARE(progress.state, JobOutput::State::Completed);
    }
}

void TestSeveralOutputs::aFailingOutputStopsAlone()
{
    const qint64 sizeBytes = 8 * MiB;
    const qint64 failAt = 3 * MiB + 1000;
    SimulatedSource source(sizeBytes, 512, 512, 13, {});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ImagingSettings settings;
    settings.mapSaveInterval = std::chrono::milliseconds(0); // save after every block
    Output first = makeOutput(dir.filePath(QStringLiteral("first")), 0, sizeBytes);
    Output second = makeOutput(dir.filePath(QStringLiteral("second")), 0, sizeBytes);
    FailingSink full(*second.sink, failAt, ENOSPC);
    ImagingJob job(source, *first.sink, settings, first.mapFile());
    job.addOutput(full, second.mapFile(), ImagingSettings());
    const ImagingOutcome outcome = job.run();

    const QByteArray expected = expectedImage(source, {}, 0);
    QCOMPARE(outcome.status, ImagingOutcome::Status::Completed);
    QVERIFY(readFile(first.base + QStringLiteral(".dd")) == expected);
    QCOMPARE(outcome.hashes.constFirst().hex,
             Digest::hexOf(outcome.hashes.constFirst().algorithm, bytesOf(expected)));
    const ImagingOutcome &failed = job.outcomes()[1];
    QCOMPARE(failed.status, ImagingOutcome::Status::Failed);
    QVERIFY(failed.error);
    QCOMPARE(failed.error->code, Error::Code::TargetFull);
    QCOMPARE(failed.error->offset, failAt);
    QVERIFY(failed.hashes.isEmpty());
    // Its map claims exactly what its image holds: an interrupted acquisition, to be resumed.
    const Result<LoadedMap> saved
        = MapFile::loadWithCompanion(second.base + QStringLiteral(".map"));
    QVERIFY(saved);
    QCOMPARE(saved->map.extentsIn(SectorState::Finished), QList<Extent>({{0, 3 * MiB}}));
    QVERIFY(!saved->companion.contains(u"digests"));
    QVERIFY(readFile(second.base + QStringLiteral(".dd")) == expected.left(failAt));
    QVERIFY(full.finishedWith.isEmpty()); // an incomplete image is never finished
    const QList<ImagingJob::OutputProgress> progress = job.outputProgress();
    QCOMPARE(progress[0].state, JobOutput::State::Completed);
    QCOMPARE(progress[1].state, JobOutput::State::Failed);
    QCOMPARE(progress[1].bytesWritten, 3 * MiB);
}

// With bad sectors in the rescue preset the digests come from reading an image back: from an
// output still writing, when the first one failed.
void TestSeveralOutputs::theDigestsAreReadBackFromAnOutputThatDidNotFail()
{
    const qint64 sizeBytes = 4 * MiB;
    const QList<Extent> bad{{MiB, 4096}};
    SimulatedSource source(sizeBytes, 512, 512, 17, {{bad.first(), Kind::Eio}});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ImagingSettings settings;
    settings.preset = Preset::Rescue;
    settings.retries = 0;
    Output first = makeOutput(dir.filePath(QStringLiteral("first")), 0, sizeBytes);
    Output second = makeOutput(dir.filePath(QStringLiteral("second")), 0, sizeBytes);
    FailingSink broken(*first.sink, 2 * MiB, EIO);
    ImagingJob job(source, broken, settings, first.mapFile());
    job.addOutput(*second.sink, second.mapFile(), settings);
    const ImagingOutcome outcome = job.run();

    QCOMPARE(outcome.status, ImagingOutcome::Status::Failed);
    QCOMPARE(outcome.error->code, Error::Code::WriteFailed);
    const ImagingOutcome &survivor = job.outcomes()[1];
    QCOMPARE(survivor.status, ImagingOutcome::Status::Completed);
    QVERIFY(survivor.hashedFromImageBytes > 0);
    const QByteArray expected = expectedImage(source, bad, '\0');
    QVERIFY(readFile(second.base + QStringLiteral(".dd")) == expected);
    for (const HashResult &hash : survivor.hashes)
        QCOMPARE(hash.hex, Digest::hexOf(hash.algorithm, bytesOf(expected)));
}

void TestSeveralOutputs::theJobStopsWhenEveryOutputHasFailed()
{
    // Larger than the buffer pool can ever hold (at most 64 blocks, 16 MiB by default), so that
    // a reader that went on after both outputs failed would read past the pool's worth.
    const qint64 sizeBytes = 64 * MiB;
    SimulatedSource source(sizeBytes, 512, 512, 19, {});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Output first = makeOutput(dir.filePath(QStringLiteral("first")), 0, sizeBytes);
    Output second = makeOutput(dir.filePath(QStringLiteral("second")), 0, sizeBytes);
    FailingSink firstFull(*first.sink, MiB, ENOSPC);
    FailingSink secondFull(*second.sink, 2 * MiB, ENOSPC);
    ImagingJob job(source, firstFull, ImagingSettings(), first.mapFile());
    job.addOutput(secondFull, second.mapFile(), ImagingSettings());
    const ImagingOutcome outcome = job.run();

    QCOMPARE(outcome.status, ImagingOutcome::Status::Failed);
    QCOMPARE(outcome.error->offset, MiB);
    QCOMPARE(job.outcomes()[1].status, ImagingOutcome::Status::Failed);
    QCOMPARE(job.outcomes()[1].error->offset, 2 * MiB);
    // The reader stopped soon after the last output failed, not at the end of the source.
    QVERIFY(job.progress().bytesRead < sizeBytes);
}

// The resume windows of raw outputs are hashed once for all of them (WindowDigestStream): each
// map's companion holds the SHA-256 of each window its image holds whole, and of the written part
// of the window an output stopped in, exactly as the image's bytes give them.
void TestSeveralOutputs::everyOutputKeepsTheResumeWindowsOfItsImage()
{
    const qint64 sizeBytes = 8 * MiB;
    const qint64 failAt = 3 * MiB + 1000;
    SimulatedSource source(sizeBytes, 512, 512, 23, {});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ImagingSettings settings;
    settings.resumeWindowBytes = 2 * MiB;
    settings.mapSaveInterval = std::chrono::milliseconds(0);
    Output first = makeOutput(dir.filePath(QStringLiteral("first")), 0, sizeBytes);
    Output second = makeOutput(dir.filePath(QStringLiteral("second")), MiB, sizeBytes);
    Output third = makeOutput(dir.filePath(QStringLiteral("third")), 0, sizeBytes);
    FailingSink full(*third.sink, failAt, ENOSPC);
    ImagingJob job(source, *first.sink, settings, first.mapFile());
    ImagingSettings split = splitSettings(MiB);
    split.resumeWindowBytes = settings.resumeWindowBytes;
    job.addOutput(*second.sink, second.mapFile(), split);
    ImagingSettings failing;
    failing.resumeWindowBytes = settings.resumeWindowBytes;
    job.addOutput(full, third.mapFile(), failing);
    QCOMPARE(job.run().status, ImagingOutcome::Status::Completed);
    QCOMPARE(job.outcomes()[2].status, ImagingOutcome::Status::Failed);

    const QByteArray expected = expectedImage(source, {}, 0);
    const auto sha256 = [&expected](qint64 offset, qint64 length) {
        return Digest::hexOf(HashAlgorithm::Sha256, bytesOf(expected.mid(offset, length)));
    };
    for (const QString &base : {first.base, second.base}) {
        const Result<LoadedMap> map = MapFile::loadWithCompanion(base + QStringLiteral(".map"));
        QVERIFY(map);
        const QJsonObject windows = map->companion.value(u"imageWindows").toObject();
        QCOMPARE(windows.value(u"bytes").toInteger(), 2 * MiB);
        const QJsonObject digests = windows.value(u"sha256").toObject();
        QCOMPARE(digests.size(), 4);
        for (qint64 index = 0; index < 4; ++index)
            QCOMPARE(digests.value(QString::number(index)).toString(),
                     sha256(index * 2 * MiB, 2 * MiB));
    }
    // The output that failed: its whole first window, and the written half of its second.
    const Result<LoadedMap> failed
        = MapFile::loadWithCompanion(third.base + QStringLiteral(".map"));
    QVERIFY(failed);
    QCOMPARE(failed->map.extentsIn(SectorState::Finished), QList<Extent>({{0, 3 * MiB}}));
    const QJsonObject windows = failed->companion.value(u"imageWindows").toObject();
    const QJsonObject digests = windows.value(u"sha256").toObject();
    QCOMPARE(digests.keys(), QStringList({QStringLiteral("0")}));
    QCOMPARE(digests.value(u"0").toString(), sha256(0, 2 * MiB));
    const QJsonObject prefix = windows.value(u"prefix").toObject();
    QCOMPARE(prefix.value(u"index").toInteger(), 1);
    QCOMPARE(prefix.value(u"bytes").toInteger(), MiB);
    QCOMPARE(prefix.value(u"sha256").toString(), sha256(2 * MiB, MiB));
}

QTEST_GUILESS_MAIN(TestSeveralOutputs)
#include "tst_severaloutputs.moc"
