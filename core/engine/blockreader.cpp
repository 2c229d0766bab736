#include "engine/blockreader.h"

#include <cerrno>
#include <cstring>

namespace Custody {

bool isUnreadableSectorErrno(int sysErrno)
{
    return sysErrno == EIO || sysErrno == ENODATA || sysErrno == EILSEQ || sysErrno == EREMOTEIO
           || sysErrno == ETIMEDOUT || sysErrno == EBADMSG;
}

bool isVanishedDeviceErrno(int sysErrno)
{
    return sysErrno == ENODEV || sysErrno == ENXIO || sysErrno == ENOMEDIUM;
}

namespace {

qint64 roundUp(qint64 value, qint64 multiple)
{
    return (value + multiple - 1) / multiple * multiple;
}

} // namespace

BlockReader::BlockReader(SourceDevice &source, const ImagingSettings &settings,
                         ImagingProgress &progress)
    : m_source(source)
    , m_settings(settings)
    , m_progress(progress)
{
    const qint64 logical = source.logicalSectorBytes();
    const qint64 physical = source.physicalSectorBytes();
    m_unitBytes = physical > logical && settings.blockBytes % physical == 0 ? physical : logical;
}

ReadOutcome BlockReader::readFully(qint64 offset, std::span<std::byte> buffer, ReadMode mode)
{
    qint64 done = 0;
    while (done < qint64(buffer.size())) {
        const ReadOutcome outcome
            = m_source.readAt(offset + done, buffer.subspan(size_t(done)), mode);
        if (outcome.failed()) {
            if (outcome.sysErrno == EINTR)
                continue;
            return {done, outcome.sysErrno};
        }
        if (outcome.bytesRead == 0)
            break; // end of the source
        done += outcome.bytesRead;
    }
    return {done, 0};
}

Error BlockReader::readError(int sysErrno, qint64 offset) const
{
    Error::Code code = Error::Code::SourceReadFailed;
    if (sysErrno == 0)
        code = Error::Code::SourceTruncated;
    else if (isVanishedDeviceErrno(sysErrno))
        code = Error::Code::SourceVanished;
    return Error::fromErrno(code, sysErrno, m_source.path(), offset);
}

Result<void> BlockReader::read(Block &block, Extent extent)
{
    Q_ASSERT(extent.length <= block.capacityBytes);
    block.extent = extent;
    block.badExtents.clear();
    const std::span<std::byte> buffer(block.data, size_t(extent.length));
    const ReadOutcome outcome = readFully(extent.offset, buffer, m_settings.copyReadMode);
    if (!outcome.failed()) {
        if (outcome.bytesRead < extent.length)
            return readError(0, extent.offset + outcome.bytesRead);
        return {};
    }
    if (!isUnreadableSectorErrno(outcome.sysErrno))
        return readError(outcome.sysErrno, extent.offset + outcome.bytesRead);
    // What came before the failure is good; resolve the rest unit by unit.
    const qint64 goodBytes = outcome.bytesRead / m_unitBytes * m_unitBytes;
    return readUnits(block, {extent.offset + goodBytes, extent.length - goodBytes});
}

Result<void> BlockReader::readUnits(Block &block, Extent extent)
{
    const qint64 logical = m_source.logicalSectorBytes();
    for (qint64 unit = extent.offset; unit < extent.end(); unit += m_unitBytes) {
        const qint64 length = std::min(m_unitBytes, extent.end() - unit);
        std::byte *target = block.data + (unit - block.extent.offset);
        // O_DIRECT needs whole sectors; a file's partial last sector is read as a whole one and
        // ends early, which is fine: only `length` bytes are kept. The buffer has room because
        // its capacity is a multiple of the sector size.
        const std::span<std::byte> request(target, size_t(roundUp(length, logical)));
        ReadOutcome outcome;
        for (int attempt = 0; attempt <= m_settings.retries; ++attempt) {
            outcome = readFully(unit, request, ReadMode::Direct);
            if (!outcome.failed() || !isUnreadableSectorErrno(outcome.sysErrno))
                break;
        }
        if (!outcome.failed()) {
            if (outcome.bytesRead < length)
                return readError(0, unit + outcome.bytesRead);
            continue;
        }
        if (!isUnreadableSectorErrno(outcome.sysErrno))
            return readError(outcome.sysErrno, unit);
        std::memset(target, m_settings.fillByte, size_t(length));
        m_progress.addBad(length);
        if (!block.badExtents.isEmpty() && block.badExtents.last().end() == unit)
            block.badExtents.last().length += length;
        else
            block.badExtents.append({unit, length});
    }
    return {};
}

} // namespace Custody
