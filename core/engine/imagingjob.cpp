#include "engine/imagingjob.h"

#include "engine/blockreader.h"
#include "engine/bufferpool.h"
#include "engine/imagewriter.h"

#include <QThread>

namespace Custody {

namespace {

int poolBufferCount(const ImagingSettings &settings)
{
    return int(std::clamp<qint64>(settings.memoryBudgetBytes / settings.blockBytes, 4, 64));
}

struct ThreadJoiner
{
    QList<QThread *> threads;
    ~ThreadJoiner()
    {
        for (QThread *thread : std::as_const(threads)) {
            thread->wait();
            delete thread;
        }
    }
};

} // namespace

ImagingJob::ImagingJob(SourceDevice &source, ImageSink &sink, ImagingSettings settings,
                       MapFile mapFile)
    : m_source(source)
    , m_sink(sink)
    , m_settings(std::move(settings))
    , m_mapFile(std::move(mapFile))
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
    if (settings.hashWindowBytes < 0 || settings.segmentBytes < 0)
        return invalid(QStringLiteral("hash window and segment sizes must not be negative"));
    if (settings.segmentBytes > 0 && settings.segmentBytes % sector != 0)
        return invalid(QStringLiteral("the segment size must be a multiple of the logical "
                                      "sector size (%1 bytes)")
                           .arg(sector));
    return {};
}

RescueMap ImagingJob::mapSnapshot() const
{
    QMutexLocker lock(&m_writerMutex);
    return m_writer ? m_writer->mapSnapshot() : RescueMap(m_source.sizeBytes());
}

ImagingOutcome ImagingJob::run()
{
    ImagingOutcome outcome;
    outcome.startTime = QDateTime::currentDateTimeUtc();
    outcome.directIoAvailable = m_source.supportsDirectIo();
    const qint64 sizeBytes = m_source.sizeBytes();
    m_progress.setTotalBytes(sizeBytes);

    if (const Result<void> valid = validate(m_settings, m_source); !valid)
        return finish(std::move(outcome), valid.error(), std::nullopt);
    {
        QMutexLocker lock(&m_writerMutex);
        m_writer = std::make_unique<ImageWriter>(m_sink, m_mapFile, RescueMap(sizeBytes),
                                                 m_progress, m_settings.mapSaveInterval);
    }
    if (const Result<void> saved = m_mapFile.save(m_writer->mapSnapshot()); !saved)
        return finish(std::move(outcome), saved.error(), std::nullopt);

    BufferPool pool(m_settings.blockBytes, poolBufferCount(m_settings));
    BoundedQueue<BlockRef> writerQueue(pool.bufferCount());
    std::vector<std::unique_ptr<HashWorker>> hashers;
    for (HashAlgorithm algorithm : toList(m_settings.hashes))
        hashers.push_back(std::make_unique<HashWorker>(algorithm, m_settings.hashWindowBytes,
                                                       m_settings.segmentBytes, pool.bufferCount(),
                                                       m_progress));
    std::optional<Error> readerError;
    std::optional<Error> writerError;
    qint64 position = 0;
    {
        ThreadJoiner joiner;
        joiner.threads.append(QThread::create([&] {
            const Result<void> written = m_writer->run(writerQueue);
            if (!written) {
                writerError = written.error();
                writerQueue.close(); // the reader's next push fails: it stops
                pool.close();        // and if it waits for a buffer, it wakes up
            }
        }));
        joiner.threads.last()->setObjectName(QStringLiteral("custody-writer"));
        for (const std::unique_ptr<HashWorker> &hasher : hashers) {
            joiner.threads.append(QThread::create([&hasher] { hasher->run(); }));
            joiner.threads.last()->setObjectName(
                QStringLiteral("custody-hash-%1").arg(hashName(hasher->algorithm())));
        }
        for (QThread *thread : std::as_const(joiner.threads))
            thread->start();

        BlockReader reader(m_source, m_settings, m_progress);
        outcome.rereadUnitBytes = reader.rereadUnitBytes();
        while (position < sizeBytes && !m_cancelRequested.load()) {
            BlockRef block = pool.acquire();
            if (!block)
                break;
            const qint64 length = std::min(m_settings.blockBytes, sizeBytes - position);
            m_progress.setCurrentOffset(position);
            if (const Result<void> read = reader.read(*block, {position, length}); !read) {
                readerError = read.error();
                break;
            }
            m_progress.addRead(length);
            if (!writerQueue.push(block))
                break;
            for (const std::unique_ptr<HashWorker> &hasher : hashers)
                hasher->queue().push(block);
            position += length;
        }
        writerQueue.close();
        for (const std::unique_ptr<HashWorker> &hasher : hashers)
            hasher->queue().close();
    }
    if (!readerError && !writerError && position == sizeBytes) {
        for (const std::unique_ptr<HashWorker> &hasher : hashers)
            outcome.hashes.append(hasher->result());
    }
    return finish(std::move(outcome), std::move(readerError), std::move(writerError));
}

ImagingOutcome ImagingJob::finish(ImagingOutcome outcome, std::optional<Error> readerError,
                                  std::optional<Error> writerError)
{
    outcome.imageFiles = m_sink.filePaths();
    // A write error comes first: the reader may have stopped only because the writer did.
    outcome.error = writerError ? writerError : readerError;
    if (m_writer) {
        const RescueMap current = m_writer->mapSnapshot();
        const bool complete = current.bytesIn(SectorState::NonTried) == 0 && !outcome.error;
        const Result<void> saved
            = m_writer->syncAndSave(complete ? MapStatus::Finished : MapStatus::Copying);
        if (!saved && !outcome.error)
            outcome.error = saved.error();
        outcome.map = m_writer->mapSnapshot();
    }
    if (outcome.error) {
        outcome.status = ImagingOutcome::Status::Failed;
        outcome.hashes.clear();
    } else if (outcome.map.bytesIn(SectorState::NonTried) > 0) {
        outcome.status = ImagingOutcome::Status::Cancelled;
        outcome.hashes.clear();
    } else {
        outcome.status = ImagingOutcome::Status::Completed;
    }
    outcome.endTime = QDateTime::currentDateTimeUtc();
    return outcome;
}

} // namespace Custody
