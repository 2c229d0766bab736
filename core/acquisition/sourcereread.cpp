// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/sourcereread.h"

#include "engine/sequentialhashing.h"

#include <QDateTime>
#include <QScopeGuard>

#include <cerrno>
#include <cstring>

namespace Custody {

SourceReread::SourceReread(SourceDevice &source, ImageReader &image,
                           QList<Extent> unreadInAcquisition, HashAlgorithms algorithms,
                           qint64 blockBytes, quint8 fillByte,
                           const std::atomic<bool> &cancelRequested)
    : m_source(source)
    , m_image(image)
    , m_unreadInAcquisition(std::move(unreadInAcquisition))
    , m_algorithms(algorithms)
    , m_blockBytes(blockBytes)
    , m_fillByte(fillByte)
    , m_cancelRequested(cancelRequested)
    , m_imageBytes(size_t(blockBytes))
{}

ReadOutcome SourceReread::readFully(qint64 offset, std::span<std::byte> buffer, ReadMode mode)
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

Result<void> SourceReread::readBlock(Block &block)
{
    // O_DIRECT needs offsets and lengths in whole logical sectors (EINVAL otherwise): the tail
    // of an image file whose size is not a multiple of 512 goes through the cache.
    const qint64 sectorBytes = m_source.logicalSectorBytes();
    const bool aligned
        = block.extent.offset % sectorBytes == 0 && block.extent.length % sectorBytes == 0;
    const ReadMode mode
        = m_source.supportsDirectIo() && aligned ? ReadMode::Direct : ReadMode::Buffered;
    const std::span<std::byte> whole(block.data, size_t(block.extent.length));
    QList<Extent> unreadableNow;
    const auto cancelled = [this, &block] {
        return Error::fromErrno(Error::Code::Cancelled, 0, m_source.path(), block.extent.offset);
    };
    if (readFully(block.extent.offset, whole, mode).failed()) {
        // A cancel cuts a network source's wait short (it closes the connection): the read
        // failed for the cancel, not for the source.
        if (m_cancelRequested.load())
            return cancelled();
        if (!m_source.isStillPresent())
            return Error::fromErrno(Error::Code::SourceVanished, 0, m_source.path(),
                                    block.extent.offset);
        for (qint64 done = 0; done < block.extent.length; done += sectorBytes) {
            const qint64 length = std::min(sectorBytes, block.extent.length - done);
            const std::span<std::byte> sector = whole.subspan(size_t(done), size_t(length));
            if (readFully(block.extent.offset + done, sector, mode).failed()) {
                if (m_cancelRequested.load())
                    return cancelled();
                std::memset(sector.data(), m_fillByte, sector.size());
                m_bytesUnreadable += length;
                unreadableNow.append({block.extent.offset + done, length});
            }
        }
    }
    return compareWithImage(block, unreadableNow);
}

// Whether the acquisition left any byte of sector unread. Sectors are asked in increasing
// order, so the extents before the current one are passed once for all.
bool SourceReread::unreadInAcquisition(Extent sector)
{
    while (m_unreadCursor < m_unreadInAcquisition.size()
           && m_unreadInAcquisition[m_unreadCursor].end() <= sector.offset)
        ++m_unreadCursor;
    return m_unreadCursor < m_unreadInAcquisition.size()
           && m_unreadInAcquisition[m_unreadCursor].overlaps(sector);
}

Result<void> SourceReread::compareWithImage(const Block &block, const QList<Extent> &unreadableNow)
{
    const Extent extent = block.extent;
    const std::span<std::byte> image(m_imageBytes.data(), size_t(extent.length));
    if (Result<void> read = m_image.readAt(extent.offset, image); !read)
        return read.error();
    const std::byte *source = block.data;
    // The common case, a block read both times: one comparison.
    if (unreadableNow.isEmpty() && !unreadInAcquisition(extent)
        && std::memcmp(source, image.data(), image.size()) == 0) {
        m_comparison.bytesCompared += extent.length;
        return {};
    }
    const qint64 sectorBytes = m_source.logicalSectorBytes();
    qsizetype nowCursor = 0;
    for (qint64 done = 0; done < extent.length; done += sectorBytes) {
        const Extent sector{extent.offset + done, std::min(sectorBytes, extent.length - done)};
        while (nowCursor < unreadableNow.size() && unreadableNow[nowCursor].end() <= sector.offset)
            ++nowCursor;
        const bool failsNow
            = nowCursor < unreadableNow.size() && unreadableNow[nowCursor].overlaps(sector);
        const bool failedBefore = unreadInAcquisition(sector);
        if (failsNow || failedBefore) {
            m_comparison.bytesNotCompared += sector.length;
            if (!failsNow)
                m_comparison.bytesReadOnlyNow += sector.length;
            continue;
        }
        m_comparison.bytesCompared += sector.length;
        const std::byte *read = source + done;
        const std::byte *imaged = image.data() + done;
        if (std::memcmp(read, imaged, size_t(sector.length)) == 0)
            continue;
        m_comparison.bytesDiffering += sector.length;
        if (!m_comparison.firstDifference) {
            qint64 first = 0;
            while (read[first] == imaged[first])
                ++first;
            m_comparison.firstDifference = sector.offset + first;
        }
    }
    return {};
}

SourceRereadRecord SourceReread::run()
{
    // A network source's wait for a silent server ends on the cancel too, not after its timeout.
    m_source.setCancelRequest(&m_cancelRequested);
    const auto forgetCancel = qScopeGuard([this] { m_source.setCancelRequest(nullptr); });
    SourceRereadRecord record;
    record.time = QDateTime::currentDateTimeUtc();
    const SequentialHashing plan{m_algorithms,
                                 0,
                                 m_blockBytes,
                                 m_source.sizeBytes(),
                                 QStringLiteral("custody-source-hash"),
                                 m_source.path()};
    if (m_image.sizeBytes() != m_source.sizeBytes()) {
        record.error = RecordedError::from(
            Error::fromErrno(Error::Code::ImageChanged, 0, m_image.files().value(0), -1,
                             QStringLiteral("the image has %1 bytes, the source %2")
                                 .arg(m_image.sizeBytes())
                                 .arg(m_source.sizeBytes())));
        return record;
    }
    const Result<QList<HashResult>> hashes = hashSequentially(
        plan, m_cancelRequested, m_bytesRead, [this](Block &block) { return readBlock(block); });
    record.bytesUnreadable = m_bytesUnreadable;
    // Kept when the read stopped early too: a difference found before is still a finding.
    record.comparison = m_comparison;
    if (!hashes) {
        record.error = RecordedError::from(hashes.error());
        return record;
    }
    for (const HashResult &hash : *hashes)
        record.digests.append({hash.algorithm, hash.hex});
    return record;
}

} // namespace Custody
