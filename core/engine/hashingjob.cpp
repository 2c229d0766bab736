#include "engine/hashingjob.h"

#include <QThread>

namespace Custody {

HashingJob::HashingJob(RawImageReader &reader, HashAlgorithms algorithms, qint64 windowBytes,
                       qint64 blockBytes)
    : m_reader(reader)
    , m_algorithms(algorithms)
    , m_windowBytes(windowBytes)
    , m_blockBytes(blockBytes)
{}

Result<QList<HashResult>> HashingJob::run()
{
    constexpr int bufferCount = 16;
    BufferPool pool(m_blockBytes, bufferCount);
    ImagingProgress progress; // per-algorithm counters; the reader's count is m_bytesRead
    std::vector<std::unique_ptr<HashWorker>> hashers;
    std::vector<std::unique_ptr<QThread>> threads;
    for (HashAlgorithm algorithm : toList(m_algorithms)) {
        hashers.push_back(
            std::make_unique<HashWorker>(algorithm, m_windowBytes, 0, bufferCount, progress));
        HashWorker *hasher = hashers.back().get();
        threads.emplace_back(QThread::create([hasher] { hasher->run(); }));
        threads.back()->setObjectName(QStringLiteral("custody-hash-%1").arg(hashName(algorithm)));
        threads.back()->start();
    }
    std::optional<Error> error;
    for (qint64 offset = 0; offset < m_reader.sizeBytes(); offset += m_blockBytes) {
        if (m_cancelRequested.load()) {
            error = Error::fromErrno(Error::Code::Cancelled, 0, m_reader.files().value(0));
            break;
        }
        BlockRef block = pool.acquire();
        block->extent = {offset, std::min(m_blockBytes, m_reader.sizeBytes() - offset)};
        const Result<void> read
            = m_reader.readAt(offset, std::span(block->data, size_t(block->extent.length)));
        if (!read) {
            error = read.error();
            break;
        }
        for (const std::unique_ptr<HashWorker> &hasher : hashers)
            hasher->queue().push(block);
        m_bytesRead.fetch_add(block->extent.length, std::memory_order_relaxed);
    }
    for (const std::unique_ptr<HashWorker> &hasher : hashers)
        hasher->queue().close();
    for (const std::unique_ptr<QThread> &thread : threads)
        thread->wait();
    if (error)
        return *error;
    QList<HashResult> results;
    for (const std::unique_ptr<HashWorker> &hasher : hashers)
        results.append(hasher->result());
    return results;
}

} // namespace Custody
