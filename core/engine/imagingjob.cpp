// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/imagingjob.h"

#include "io/ewfcontainer.h"

#include "engine/bufferpool.h"
#include "engine/imagewriter.h"
#include "engine/namedthread.h"
#include "engine/resumewindows.h"
#include "engine/sectorreader.h"
#include "engine/windowdigeststream.h"

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
    Pipeline(ImagingJob &job, BufferPool &pool, WindowDigestStream *windowStream)
        : m_job(job)
        , m_pool(pool)
        , m_windowStream(windowStream)
    {
        const ImagingSettings &settings = job.m_settings;
        QList<qint64> segmentSizes;
        for (const std::unique_ptr<JobOutput> &output : job.m_outputs) {
            if (output->settings().format == ImageFormat::SplitRaw)
                segmentSizes << output->settings().segmentBytes;
        }
        for (HashAlgorithm algorithm : toList(settings.hashes)) {
            QStringList windowLogs;
            for (const std::unique_ptr<JobOutput> &output : job.m_outputs) {
                if (const QString path = output->windowLogPath(algorithm); !path.isEmpty())
                    windowLogs << path;
            }
            m_hashers.push_back(std::make_unique<HashWorker>(algorithm, settings.hashWindowBytes,
                                                             segmentSizes, pool.bufferCount(),
                                                             job.m_progress, windowLogs));
        }
        for (const std::unique_ptr<JobOutput> &output : job.m_outputs)
            output->startWriter(pool.bufferCount(), [&job] { job.outputFailed(); });
        ContentCensus *census = job.m_census.get();
        m_censusRides = census && ContentCensus::ridesOnHashers(int(m_hashers.size()));
        for (const std::unique_ptr<HashWorker> &hasher : m_hashers) {
            HashWorker *worker = hasher.get();
            if (m_censusRides)
                worker->setWhileWaiting([census] { census->examineWaiting(); });
            m_hashThreads.push_back(startNamedThread(
                QStringLiteral("custody-hash-%1").arg(hashName(worker->algorithm())),
                [worker] { worker->run(); }));
        }
        if (census && !m_censusRides)
            m_hashThreads.push_back(
                startNamedThread(QStringLiteral("custody-content"), [census] { census->run(); }));
    }

    ~Pipeline()
    {
        finishWriters();
        finishHashing();
        if (m_windowStream) // its blocks go back to the pool before the pool goes
            m_windowStream->close();
    }

    // Hands a block to every output still writing (the one block, not a copy), and to the
    // hashers while the stream is hashable. False once no output takes it.
    bool emit(const BlockRef &block)
    {
        // The window stream first: whatever an output has been given, it has too.
        if (m_windowStream)
            m_windowStream->push(block);
        bool taken = false;
        for (const std::unique_ptr<JobOutput> &output : m_job.m_outputs)
            taken = output->push(block) || taken;
        if (!taken)
            return false;
        if (m_streaming && block->extent.offset == m_hashedBytes
            && isFinal(*block, m_job.m_settings.preset)) {
            for (const std::unique_ptr<HashWorker> &hasher : m_hashers)
                hasher->queue().push(block);
            if (m_job.m_census)
                m_job.m_census->queue().push(block);
            m_hashedBytes = block->extent.end();
        } else if (!block->marks.isEmpty()) {
            m_streaming = false; // a gap or a deferred area: the rest comes from the image
        }
        return true;
    }

    // Waits until every block is written (or given back by an output that failed).
    void finishWriters()
    {
        for (const std::unique_ptr<JobOutput> &output : m_job.m_outputs)
            output->finishWriter();
    }

    // After finishWriters(): hashes (and counts) the image from the hashed prefix to its end,
    // read back from `sink` (an output that did not fail) whose final map is `map`.
    Result<void> hashRestFromImage(ImageSink &sink, qint64 sizeBytes, const RescueMap &map)
    {
        const qint64 chunkBytes = m_pool.bufferBytes();
        if (m_hashers.empty() && !m_job.m_census)
            return {}; // nothing to read back for
        const QList<MapRun> runs = map.runs();
        qsizetype run = 0;
        for (qint64 offset = m_hashedBytes; offset < sizeBytes; offset += chunkBytes) {
            BlockRef block = m_pool.acquire();
            if (!block || m_job.m_cancelRequested.load(std::memory_order_relaxed))
                return Error::fromErrno(Error::Code::Cancelled, 0, QString());
            block->extent = {offset, std::min(chunkBytes, sizeBytes - offset)};
            const Result<void> read
                = sink.readBack(offset, std::span(block->data, size_t(block->extent.length)));
            if (!read)
                return read;
            // The census tells the fill from read bytes by the map, as the stream's marks do.
            for (; run < runs.size() && runs[run].extent.offset < block->extent.end(); ++run) {
                if (runs[run].state != SectorState::Finished
                    && runs[run].extent.overlaps(block->extent))
                    block->addMark(runs[run].extent.intersected(block->extent), runs[run].state);
                if (runs[run].extent.end() > block->extent.end())
                    break; // it goes on into the next block
            }
            for (const std::unique_ptr<HashWorker> &hasher : m_hashers)
                hasher->queue().push(block);
            if (m_job.m_census)
                m_job.m_census->queue().push(block);
        }
        return {};
    }

    QList<HashResult> finishHashing()
    {
        for (const std::unique_ptr<HashWorker> &hasher : m_hashers)
            hasher->queue().close();
        if (m_job.m_census)
            m_job.m_census->queue().close();
        for (std::jthread &thread : m_hashThreads)
            thread.join();
        m_hashThreads.clear();
        if (m_censusRides) {
            m_job.m_census->run(); // what the hashers left, on this thread
            m_censusRides = false;
        }
        QList<HashResult> results;
        for (const std::unique_ptr<HashWorker> &hasher : m_hashers)
            results.append(hasher->result());
        return results;
    }

    qint64 hashedInStream() const { return m_hashedBytes; }
    const std::vector<std::unique_ptr<HashWorker>> &hashers() const { return m_hashers; }

private:
    ImagingJob &m_job;
    BufferPool &m_pool;
    WindowDigestStream *m_windowStream;
    std::vector<std::unique_ptr<HashWorker>> m_hashers;
    std::vector<std::jthread> m_hashThreads;
    bool m_streaming = true;
    bool m_censusRides = false; // the hashers examine the census's blocks: no thread of its own
    qint64 m_hashedBytes = 0;   // the hash frontier
};

ImagingJob::ImagingJob(SourceDevice &source, ImageSink &sink, ImagingSettings settings,
                       MapFile mapFile, std::optional<RescueMap> resumeFrom)
    : m_source(source)
    , m_settings(std::move(settings))
    , m_resumeFrom(std::move(resumeFrom))
{
    m_outputs.push_back(
        std::make_unique<JobOutput>(sink, std::move(mapFile), m_settings, &m_progress));
    if (m_settings.countContent)
        m_census = std::make_unique<ContentCensus>(source.sizeBytes(), source.logicalSectorBytes(),
                                                   poolBufferCount(m_settings));
}

std::optional<ContentProfile> ImagingJob::contentSnapshot() const
{
    return m_census ? std::optional(m_census->profile()) : std::nullopt;
}

void ImagingJob::setWindowLogBase(const QString &basePath,
                                  std::function<Result<void>(const QString &path)> beforeCommitting)
{
    m_outputs.front()->setWindowLogBase(basePath, std::move(beforeCommitting));
}

void ImagingJob::addOutput(ImageSink &sink, MapFile mapFile, ImagingSettings settings,
                           const QString &windowLogBase,
                           std::function<Result<void>(const QString &path)> beforeCommitting)
{
    // One read, one set of hashers: what is hashed, and how the map is kept, is the job's.
    settings.hashes = m_settings.hashes;
    settings.hashWindowBytes = m_settings.hashWindowBytes;
    settings.mapSaveInterval = m_settings.mapSaveInterval;
    m_outputs.push_back(std::make_unique<JobOutput>(sink, std::move(mapFile), std::move(settings)));
    if (m_settings.hashWindowBytes > 0 && !windowLogBase.isEmpty())
        m_outputs.back()->setWindowLogBase(windowLogBase, std::move(beforeCommitting));
}

std::unique_ptr<WindowDigestStream> ImagingJob::sharedWindowStream(qint64 sizeBytes) const
{
    const qint64 windowBytes
        = ResumeWindows::windowBytesFor(m_settings.resumeWindowBytes, sizeBytes);
    const auto windowed = std::count_if(m_outputs.cbegin(), m_outputs.cend(),
                                        [](const std::unique_ptr<JobOutput> &output) {
                                            return output->settings().format != ImageFormat::Ewf;
                                        });
    if (windowed < 2 || windowBytes <= 0)
        return nullptr;
    return std::make_unique<WindowDigestStream>(windowBytes, sizeBytes,
                                                poolBufferCount(m_settings));
}

void ImagingJob::outputFailed()
{
    if (m_failedOutputs.fetch_add(1) + 1 < int(m_outputs.size()))
        return;
    if (BufferPool *pool = m_pool.load())
        pool->close(); // the reader, waiting for a buffer, wakes up and stops
}

QList<ImagingJob::OutputProgress> ImagingJob::outputProgress() const
{
    QList<OutputProgress> progress;
    for (const std::unique_ptr<JobOutput> &output : m_outputs)
        progress.append({output->bytesWritten(), output->state()});
    return progress;
}

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
    // The map of the read: of an output still writing, when the first has failed.
    const JobOutput *shown = m_outputs.front().get();
    for (const std::unique_ptr<JobOutput> &output : m_outputs) {
        if (output->state() != JobOutput::State::Failed) {
            shown = output.get();
            break;
        }
    }
    const RescueMap map = shown->mapSnapshot();
    return map.sizeBytes() > 0 || m_source.sizeBytes() == 0 ? map : RescueMap(m_source.sizeBytes());
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
    // Several outputs that keep resume windows (raw and split raw) have them hashed once.
    const std::unique_ptr<WindowDigestStream> windowStream = sharedWindowStream(sizeBytes);
    for (const std::unique_ptr<JobOutput> &output : m_outputs) {
        // Every output starts from the working map: a resume has one output only.
        if (const Result<void> opened
            = output->open(workingMap, windowHashesHaveACore(m_settings),
                           poolBufferCount(m_settings), windowStream.get());
            !opened) {
            outcome.error = opened.error();
            return finish(std::move(outcome));
        }
    }

    BufferPool pool(m_settings.blockBytes, poolBufferCount(m_settings));
    m_pool.store(&pool);
    const auto forgetPool = qScopeGuard([this] { m_pool.store(nullptr); });
    Pipeline pipeline(*this, pool, windowStream.get());
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
    pipeline.finishWriters();
    // The reader may have stopped only because every writer did: then each output's write error
    // is its outcome (JobOutput::finish), not the reader's.
    JobOutput *alive = nullptr;
    for (const std::unique_ptr<JobOutput> &output : m_outputs) {
        if (!alive && !output->writeError())
            alive = output.get();
    }
    if (alive)
        outcome.error = runner.error();
    if (passes == PassOutcome::Completed && !outcome.error && alive) {
        m_progress.setPhase(MapStatus::Finished, 1);
        const Result<void> synced = alive->sink().sync();
        const Result<void> hashed
            = synced ? pipeline.hashRestFromImage(alive->sink(), sizeBytes, alive->mapSnapshot())
                     : synced;
        // Cancelled while the image was read back for the hashes: the image is complete, its
        // hashes are not (a resume hashes it again); not an error.
        if (!hashed && hashed.error().code != Error::Code::Cancelled)
            outcome.error = hashed.error();
        outcome.hashedInStreamBytes = pipeline.hashedInStream();
        outcome.hashedFromImageBytes = sizeBytes - outcome.hashedInStreamBytes;
        const QList<HashResult> hashes = pipeline.finishHashing();
        if (hashed) {
            outcome.hashes = hashes;
            outcome.content = contentSnapshot();
        }
    }
    return finish(std::move(outcome), &pipeline);
}

ImagingOutcome ImagingJob::finish(ImagingOutcome outcome, const Pipeline *pipeline)
{
    static const std::vector<std::unique_ptr<HashWorker>> noHashers;
    m_outcomes.clear();
    for (const std::unique_ptr<JobOutput> &output : m_outputs)
        m_outcomes.append(output->finish(outcome, pipeline ? pipeline->hashers() : noHashers));
    return m_outcomes.constFirst();
}

} // namespace Custody
