// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/sourcehasher.h"

#include "engine/sequentialhashing.h"

#include <cerrno>
#include <cstring>

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
    const SequentialHashing plan{m_algorithms,
                                 0,
                                 m_blockBytes,
                                 m_source.sizeBytes(),
                                 QStringLiteral("custody-source-hash"),
                                 m_source.path()};
    return hashSequentially(plan, m_cancelRequested, m_bytesRead,
                            [this](Block &block) { return readBlock(block); });
}

} // namespace Custody
