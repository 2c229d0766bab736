#include "acquisition/sourcehasher.h"

#include <cerrno>
#include <cstring>
#include <vector>

#include <QThread>

namespace Custody {

SourceHasher::SourceHasher(SourceDevice &source, HashAlgorithms algorithms, qint64 blockBytes,
                           quint8 fillByte, const std::atomic<bool> &cancelRequested)
    : m_source(source)
    , m_algorithms(algorithms)
    , m_blockBytes(blockBytes)
    , m_fillByte(fillByte)
    , m_cancelRequested(cancelRequested)
{}

ReadOutcome SourceHasher::readFully(qint64 offset, std::span<std::byte> buffer, ReadMode mode)
{
    qint64 done = 0;
    const qint64 wanted = qint64(buffer.size());
    while (done < wanted) {
        const ReadOutcome outcome
            = m_source.readAt(offset + done, buffer.subspan(size_t(done)), mode);
        if (outcome.failed() && outcome.sysErrno == EINTR)
            continue;
        if (outcome.failed())
            return {done, outcome.sysErrno};
        if (outcome.bytesRead == 0) // the end of the source: it shrank since it was opened
            return {done, EIO};
        done += outcome.bytesRead;
    }
    return {done, 0};
}

Result<void> SourceHasher::readBlock(Block &block)
{
    // O_DIRECT needs offsets and lengths in whole logical sectors (EINVAL otherwise): the tail
    // of an image file whose size is not a multiple of 512 goes through the cache.
    const qint64 sectorBytes = m_source.logicalSectorBytes();
    const bool aligned
        = block.extent.offset % sectorBytes == 0 && block.extent.length % sectorBytes == 0;
    const ReadMode mode
        = m_source.supportsDirectIo() && aligned ? ReadMode::Direct : ReadMode::Buffered;
    const std::span<std::byte> whole(block.data, size_t(block.extent.length));
    if (!readFully(block.extent.offset, whole, mode).failed())
        return {};
    if (!m_source.isStillPresent())
        return Error::fromErrno(Error::Code::SourceVanished, 0, m_source.path(),
                                block.extent.offset);
    for (qint64 done = 0; done < block.extent.length; done += sectorBytes) {
        const qint64 length = std::min(sectorBytes, block.extent.length - done);
        const std::span<std::byte> sector = whole.subspan(size_t(done), size_t(length));
        if (readFully(block.extent.offset + done, sector, mode).failed()) {
            std::memset(sector.data(), m_fillByte, sector.size());
            m_unreadableBytes.fetch_add(length, std::memory_order_relaxed);
        }
    }
    return {};
}

Result<QList<HashResult>> SourceHasher::run()
{
    constexpr int bufferCount = 16;
    BufferPool pool(m_blockBytes, bufferCount);
    ImagingProgress progress; // the workers count into it; bytesRead() is the reader's count
    std::vector<std::unique_ptr<HashWorker>> hashers;
    std::vector<std::unique_ptr<QThread>> threads;
    for (HashAlgorithm algorithm : toList(m_algorithms)) {
        hashers.push_back(std::make_unique<HashWorker>(algorithm, 0, 0, bufferCount, progress));
        HashWorker *hasher = hashers.back().get();
        threads.emplace_back(QThread::create([hasher] { hasher->run(); }));
        threads.back()->setObjectName(
            QStringLiteral("custody-source-hash-%1").arg(hashName(algorithm)));
        threads.back()->start();
    }
    std::optional<Error> error;
    const qint64 sizeBytes = m_source.sizeBytes();
    for (qint64 offset = 0; offset < sizeBytes; offset += m_blockBytes) {
        if (m_cancelRequested.load()) {
            error = Error::fromErrno(Error::Code::Cancelled, 0, m_source.path());
            break;
        }
        BlockRef block = pool.acquire();
        block->extent = {offset, std::min(m_blockBytes, sizeBytes - offset)};
        if (const Result<void> read = readBlock(*block); !read) {
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
