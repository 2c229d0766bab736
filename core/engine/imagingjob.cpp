// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/imagingjob.h"

#include "io/ewfcontainer.h"

#include "engine/bufferpool.h"
#include "engine/imagewriter.h"
#include "engine/namedthread.h"
#include "engine/resumewindows.h"
#include "engine/sectorreader.h"

#include <QJsonObject>
#include <QScopeGuard>
#include <QThread>

namespace Custody {

namespace {

int poolBufferCount(const ImagingSettings &settings)
{
    return int(std::clamp<qint64>(settings.memoryBudgetBytes / settings.blockBytes, 4, 64));
}

// Whether the resume windows are hashed on a thread of their own rather than the writer's: when
// the image hashes leave a core. The reader and the writer mostly wait for the source and the
// image, so beside them the window hash overlaps the writes; on a machine the image hashes
// already fill, the extra thread only takes turns with them (bench/acquire.sh and bench/nbd.sh
// on two cores: --hash none and one hash faster with it, MD5+SHA-256 slower).
bool windowHashesHaveACore(const ImagingSettings &settings)
{
    return QThread::idealThreadCount() > int(toList(settings.hashes).size());
}

// A block can be hashed as it streams by when it continues the hashed prefix exactly and all
// its bytes are final. In the rescue preset a bad sector may still be read by a retry pass, so
// only finished bytes are final there.
bool isFinal(const Block &block, Preset preset)
{
    qint64 covered = block.extent.offset;
    for (const MapRun &mark : block.marks) {
        const bool final = mark.state == SectorState::Finished
                           || (mark.state == SectorState::BadSector && preset == Preset::Forensic);
        if (!final || mark.extent.offset != covered)
            return false;
        covered = mark.extent.end();
    }
    return !block.extent.isEmpty() && covered == block.extent.end();
}

} // namespace

// The threads of one run and the queues between them. The destructor closes every queue and
// waits for every thread, so that no early return leaves a thread behind.
class ImagingJob::Pipeline
{
public:
    Pipeline(ImagingJob &job, BufferPool &pool)
        : m_job(job)
        , m_pool(pool)
        , m_writerQueue(pool.bufferCount())
    {
        const ImagingSettings &settings = job.m_settings;
        for (HashAlgorithm algorithm : toList(settings.hashes))
            m_hashers.push_back(std::make_unique<HashWorker>(
                algorithm, settings.hashWindowBytes,
                settings.format == ImageFormat::SplitRaw ? settings.segmentBytes : 0,
                pool.bufferCount(), job.m_progress,
                job.m_windowLogBase.isEmpty()
                    ? QString()
                    : job.m_windowLogBase + QStringLiteral(".windows.") + hashName(algorithm)));
        m_writerThread = startNamedThread(QStringLiteral("custody-writer"), [this] {
            const Result<void> written = m_job.m_writer->run(m_writerQueue);
            if (!written) {
                m_writerError = written.error();
                m_writerQueue.close(); // the reader's next emit fails: it stops
                m_pool.close();        // and if it waits for a buffer, it wakes up
            }
        });
        for (const std::unique_ptr<HashWorker> &hasher : m_hashers) {
            HashWorker *worker = hasher.get();
            m_hashThreads.push_back(startNamedThread(
                QStringLiteral("custody-hash-%1").arg(hashName(worker->algorithm())),
                [worker] { worker->run(); }));
        }
    }

    ~Pipeline()
    {
        finishWriter();
        finishHashing();
    }

    // Hands a block to the writer, and to the hashers while the stream is hashable.
    bool emit(const BlockRef &block)
    {
        if (!m_writerQueue.push(block))
            return false;
        if (m_streaming && block->extent.offset == m_hashedBytes
            && isFinal(*block, m_job.m_settings.preset)) {
            for (const std::unique_ptr<HashWorker> &hasher : m_hashers)
                hasher->queue().push(block);
            m_hashedBytes = block->extent.end();
        } else if (!block->marks.isEmpty()) {
            m_streaming = false; // a gap or a deferred area: the rest comes from the image
        }
        return true;
    }

    // Waits until every block is written. Returns the write error, if any.
    std::optional<Error> finishWriter()
    {
        m_writerQueue.close();
        if (m_writerThread.joinable())
            m_writerThread.join();
        return m_writerError;
    }

    // After finishWriter(): hashes the image from the hashed prefix to its end.
    Result<void> hashRestFromImage(ImageSink &sink, qint64 sizeBytes)
    {
        const qint64 chunkBytes = m_pool.bufferBytes();
        if (m_hashers.empty())
            return {}; // no hash chosen: nothing to read back for
        for (qint64 offset = m_hashedBytes; offset < sizeBytes; offset += chunkBytes) {
            BlockRef block = m_pool.acquire();
            if (!block || m_job.m_cancelRequested.load(std::memory_order_relaxed))
                return Error::fromErrno(Error::Code::Cancelled, 0, QString());
            block->extent = {offset, std::min(chunkBytes, sizeBytes - offset)};
            const Result<void> read
                = sink.readBack(offset, std::span(block->data, size_t(block->extent.length)));
            if (!read)
                return read;
            for (const std::unique_ptr<HashWorker> &hasher : m_hashers)
                hasher->queue().push(block);
        }
        return {};
    }

    QList<HashResult> finishHashing()
    {
        for (const std::unique_ptr<HashWorker> &hasher : m_hashers)
            hasher->queue().close();
        for (std::jthread &thread : m_hashThreads)
            thread.join();
        m_hashThreads.clear();
        QList<HashResult> results;
        for (const std::unique_ptr<HashWorker> &hasher : m_hashers)
            results.append(hasher->result());
        return results;
    }

    qint64 hashedInStream() const { return m_hashedBytes; }

    // Puts every algorithm's window digests in place (see WindowLog).
    Result<void> commitWindows()
    {
        for (const std::unique_ptr<HashWorker> &hasher : m_hashers) {
            if (const Result<void> committed
                = hasher->commitWindows(m_job.m_beforeCommittingWindows);
                !committed)
                return committed;
        }
        return {};
    }

private:
    ImagingJob &m_job;
    BufferPool &m_pool;
    BoundedQueue<BlockRef> m_writerQueue;
    std::vector<std::unique_ptr<HashWorker>> m_hashers;
    std::jthread m_writerThread;
    std::vector<std::jthread> m_hashThreads;
    std::optional<Error> m_writerError;
    bool m_streaming = true;
    qint64 m_hashedBytes = 0; // the hash frontier
};

ImagingJob::ImagingJob(SourceDevice &source, ImageSink &sink, ImagingSettings settings,
                       MapFile mapFile, std::optional<RescueMap> resumeFrom)
    : m_source(source)
    , m_sink(sink)
    , m_settings(std::move(settings))
    , m_mapFile(std::move(mapFile))
    , m_resumeFrom(std::move(resumeFrom))
{}

ImagingJob::~ImagingJob() = default;

Result<void> ImagingJob::validate(const ImagingSettings &settings, const SourceDevice &source)
{
    auto invalid = [](const QString &detail) {
        Error error;
        error.code = Error::Code::InvalidArgument;
        error.detail = detail;
        return error;
    };
    const int sector = source.logicalSectorBytes();
    if (settings.blockBytes <= 0 || settings.blockBytes % sector != 0)
        return invalid(QStringLiteral("the block size (%1 bytes) must be a positive multiple of "
                                      "the logical sector size (%2 bytes)")
                           .arg(settings.blockBytes)
                           .arg(sector));
    if (settings.blockBytes > 256 * 1024 * 1024)
        return invalid(QStringLiteral("the block size must not exceed 256 MiB"));
    if (settings.retries < 0)
        return invalid(QStringLiteral("the number of retries must not be negative"));
    if (settings.readsInFlight < 0 || settings.readsInFlight > 64)
        return invalid(QStringLiteral("reads in flight: 0 (adaptive) or 1 to 64"));
    if (settings.hashWindowBytes < 0 || settings.segmentBytes < 0)
        return invalid(QStringLiteral("hash window and segment sizes must not be negative"));
    if ((settings.format == ImageFormat::Raw) == (settings.segmentBytes > 0))
        return invalid(QStringLiteral("split raw and E01 images need a segment size, and only "
                                      "they"));
    if (settings.format == ImageFormat::Ewf) {
        if (const Result<void> valid = validateEwf(settings, sector); !valid)
            return valid;
    }
    if (settings.segmentBytes > 0 && settings.segmentBytes % sector != 0)
        return invalid(QStringLiteral("the segment size must be a multiple of the logical "
                                      "sector size (%1 bytes)")
                           .arg(sector));
    // Every segment's digest is kept (for the sidecars and the record) until the end.
    if (settings.format == ImageFormat::SplitRaw
        && (source.sizeBytes() + settings.segmentBytes - 1) / settings.segmentBytes
               > MaximumSegments)
        return invalid(
            QStringLiteral("%1 segments of %2 bytes: at most %3 are written (the "
                           "digest of each is kept to the end); choose a segment size "
                           "of at least %4 bytes")
                .arg((source.sizeBytes() + settings.segmentBytes - 1) / settings.segmentBytes)
                .arg(settings.segmentBytes)
                .arg(MaximumSegments)
                .arg((source.sizeBytes() / MaximumSegments + sector) / sector * sector));
    if (settings.initialSkipBytes <= 0 || settings.initialSkipBytes % sector != 0)
        return invalid(QStringLiteral("the skip size must be a positive multiple of the logical "
                                      "sector size (%1 bytes)")
                           .arg(sector));
    return {};
}

Result<void> ImagingJob::validateEwf(const ImagingSettings &settings, int sectorBytes)
{
    auto invalid = [](const QString &detail) {
        Error error;
        error.code = Error::Code::InvalidArgument;
        error.detail = detail;
        return error;
    };
    if (settings.preset == Preset::Rescue)
        return invalid(QStringLiteral("an E01 image is written in order, and the rescue preset "
                                      "reads out of order: rescue to raw, then convert the "
                                      "finished acquisition to E01 (custody-cli convert)"));
    if (!settings.hashes.testFlag(HashAlgorithm::Md5)
        || !settings.hashes.testFlag(HashAlgorithm::Sha1))
        return invalid(QStringLiteral("an E01 image stores the MD5 and SHA-1 of the media: "
                                      "choose both among the hashes"));
    const qint64 chunkBytes = settings.chunkBytes > 0
                                  ? settings.chunkBytes
                                  : qint64(Ewf::DefaultSectorsPerChunk) * sectorBytes;
    if (const QString problem
        = Ewf::settingsProblem(chunkBytes, settings.segmentBytes, sectorBytes);
        !problem.isEmpty())
        return invalid(problem);
    if (settings.compressionThreads < 0)
        return invalid(QStringLiteral("the number of compression threads must not be "
                                      "negative"));
    return {};
}

Result<void> ImagingJob::validateResumeMap(const RescueMap &map, const SourceDevice &source)
{
    if (map.sizeBytes() > source.sizeBytes()) {
        Error error;
        error.code = Error::Code::MapInvalid;
        error.detail = QStringLiteral("the map describes %1 bytes but the source has only %2; "
                                      "it belongs to another source")
                           .arg(map.sizeBytes())
                           .arg(source.sizeBytes());
        return error;
    }
    return {};
}

RescueMap ImagingJob::mapSnapshot() const
{
    std::lock_guard lock(m_writerMutex);
    return m_writer ? m_writer->mapSnapshot() : RescueMap(m_source.sizeBytes());
}

ImagingOutcome ImagingJob::run()
{
    ImagingOutcome outcome;
    outcome.startTime = QDateTime::currentDateTimeUtc();
    // Cancel also ends a wait of the source's own (an NBD server being connected to again).
    m_source.setCancelRequest(&m_cancelRequested);
    const auto forgetCancel = qScopeGuard([this] { m_source.setCancelRequest(nullptr); });
    outcome.directIoAvailable = m_source.supportsDirectIo();
    outcome.resumed = m_resumeFrom.has_value();
    const qint64 sizeBytes = m_source.sizeBytes();
    m_progress.setTotalBytes(sizeBytes);

    if (const Result<void> valid = validate(m_settings, m_source); !valid) {
        outcome.error = valid.error();
        return finish(std::move(outcome));
    }
    RescueMap workingMap = m_resumeFrom.value_or(RescueMap(sizeBytes));
    if (const Result<void> valid = validateResumeMap(workingMap, m_source); !valid) {
        outcome.error = valid.error();
        return finish(std::move(outcome));
    }
    workingMap.resize(sizeBytes);
    // A resume goes on with the earlier run's windows (checked before this run started).
    const QJsonObject earlierWindows
        = m_mapFile.companion().value(QLatin1String(ResumeWindows::CompanionKey)).toObject();
    const qint64 windowBytes
        = m_settings.format == ImageFormat::Ewf ? 0
          : earlierWindows.contains(u"bytes")
              ? earlierWindows.value(u"bytes").toInteger()
              : ResumeWindows::windowBytesFor(m_settings.resumeWindowBytes, sizeBytes);
    m_resumeWindows = std::make_unique<ResumeWindows>(windowBytes, sizeBytes, earlierWindows);
    if (windowHashesHaveACore(m_settings))
        m_resumeWindows->hashOnThreadOfItsOwn(poolBufferCount(m_settings));
    {
        std::lock_guard lock(m_writerMutex);
        m_writer = std::make_unique<ImageWriter>(m_sink, m_mapFile, workingMap, m_progress,
                                                 m_settings.mapSaveInterval, m_resumeWindows.get());
    }
    if (const Result<void> saved = m_writer->syncAndSave(); !saved) {
        outcome.error = saved.error();
        return finish(std::move(outcome));
    }

    BufferPool pool(m_settings.blockBytes, poolBufferCount(m_settings));
    Pipeline pipeline(*this, pool);
    SectorReader reader(m_source, m_settings);
    outcome.rereadUnitBytes = reader.unitBytes();
    PassRunner runner(reader, pool, workingMap, m_settings, m_progress, m_cancelRequested,
                      [&pipeline](const BlockRef &block) { return pipeline.emit(block); });
    runner.setPassObserver(m_passObserver);
    const PassOutcome passes = runner.run(m_resumeFrom.has_value());
    outcome.passes = runner.timings();
    // Only where the engine can keep reads in flight: an NBD source keeps its own requests in
    // flight, and "1 at once" would say something untrue of it.
    if (m_source.maximumConcurrentReads() > 1) {
        outcome.readsInFlightSetting = m_settings.readsInFlight;
        outcome.peakReadsInFlight = runner.peakReadsInFlight();
    }
    // A write error comes first: the reader may have stopped only because the writer did.
    const std::optional<Error> writerError = pipeline.finishWriter();
    outcome.error = writerError ? writerError : runner.error();
    if (passes == PassOutcome::Completed && !outcome.error) {
        m_progress.setPhase(MapStatus::Finished, 1);
        const Result<void> synced = m_sink.sync();
        const Result<void> hashed = synced ? pipeline.hashRestFromImage(m_sink, sizeBytes) : synced;
        // Cancelled while the image was read back for the hashes: the image is complete, its
        // hashes are not (a resume hashes it again); not an error.
        if (!hashed && hashed.error().code != Error::Code::Cancelled)
            outcome.error = hashed.error();
        outcome.hashedInStreamBytes = pipeline.hashedInStream();
        outcome.hashedFromImageBytes = sizeBytes - outcome.hashedInStreamBytes;
        const QList<HashResult> hashes = pipeline.finishHashing();
        if (hashed)
            outcome.hashes = hashes;
    }
    return finish(std::move(outcome), [&pipeline] { return pipeline.commitWindows(); });
}

std::optional<Error> ImagingJob::recordDigests(const QList<HashResult> &hashes)
{
    // A map that kept digests already belongs to an acquisition that completed before: this run
    // only hashed its image again (its record was never written). The image must still have
    // them; if not, it changed since, and the digests it was acquired with stay in the map.
    const QJsonObject earlier = m_mapFile.companion().value(u"digests").toObject();
    QStringList differences;
    QJsonObject digests;
    for (const HashResult &hash : hashes) {
        const QString name = hashName(hash.algorithm);
        const QString kept = earlier.value(name).toString();
        if (!kept.isEmpty() && kept != hash.hex)
            differences << QStringLiteral("%1 was %2 when acquired, is now %3")
                               .arg(hashDisplayName(hash.algorithm), kept, hash.hex);
        digests.insert(name, hash.hex);
    }
    if (!differences.isEmpty())
        return Error::fromErrno(Error::Code::ImageChanged, 0, m_sink.filePaths().value(0), -1,
                                differences.join(QStringLiteral("; ")));
    m_mapFile.setCompanionValue(QStringLiteral("digests"), digests);
    return std::nullopt;
}

ImagingOutcome ImagingJob::finish(ImagingOutcome outcome,
                                  const std::function<Result<void>()> &commitWindows)
{
    if (m_writer) {
        const RescueMap current = m_writer->mapSnapshot();
        const bool complete = current.bytesUnfinished() == 0;
        // The digests go into the map's companion before anything else is written, so that a
        // crash or a full disk while the sidecars and the record are written still leaves them
        // on disk, and a later run can check the image against them.
        if (complete && !outcome.error
            && outcome.hashes.size() == toList(m_settings.hashes).size()) {
            outcome.error = recordDigests(outcome.hashes);
            if (!outcome.error) {
                QList<ImageDigest> digests;
                for (const HashResult &hash : std::as_const(outcome.hashes))
                    digests.append({hashName(hash.algorithm), hash.hex});
                const ImageClosing closing{digests, current.extentsIn(SectorState::BadSector)};
                if (const Result<void> finished = m_sink.finish(closing); !finished)
                    outcome.error = finished.error();
            }
            if (!outcome.error && commitWindows) {
                if (const Result<void> committed = commitWindows(); !committed)
                    outcome.error = committed.error();
            }
        }
        const Result<void> saved = m_writer->syncAndSave(
            complete && !outcome.error ? std::optional(MapStatus::Finished) : std::nullopt);
        if (!saved && !outcome.error)
            outcome.error = saved.error();
        outcome.map = m_writer->mapSnapshot();
        outcome.written = m_writer->written();
    }
    outcome.imageFiles = m_sink.filePaths(); // after finish(), which may close a last file
    const bool unfinished = outcome.map.bytesUnfinished() > 0;
    if (outcome.error) {
        outcome.status = ImagingOutcome::Status::Failed;
    } else if (unfinished || outcome.hashes.size() != toList(m_settings.hashes).size()) {
        outcome.status = ImagingOutcome::Status::Cancelled;
    } else {
        outcome.status = ImagingOutcome::Status::Completed;
    }
    if (outcome.status != ImagingOutcome::Status::Completed)
        outcome.hashes.clear();
    outcome.endTime = QDateTime::currentDateTimeUtc();
    return outcome;
}

} // namespace Custody
