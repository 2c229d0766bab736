// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/sectorreader.h"

#include <cerrno>

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

SectorReader::SectorReader(SourceDevice &source, const ImagingSettings &settings)
    : m_source(source)
{
    const qint64 logical = source.logicalSectorBytes();
    const qint64 physical = source.physicalSectorBytes();
    const bool physicalFits = physical > logical && settings.blockBytes % physical == 0;
    m_unitBytes
        = settings.rereadUnit == RereadUnit::PhysicalSector && physicalFits ? physical : logical;
}

Extent SectorReader::unitAt(qint64 offset) const
{
    const qint64 start = offset / m_unitBytes * m_unitBytes;
    return {start, std::min(m_unitBytes, m_source.sizeBytes() - start)};
}

ReadOutcome SectorReader::readFully(qint64 offset, std::span<std::byte> buffer, ReadMode mode)
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
        // A direct read that ends inside a sector has reached the end of a file; asking again
        // at that unaligned offset would only fail with EINVAL.
        if (mode == ReadMode::Direct && outcome.bytesRead % m_source.logicalSectorBytes() != 0)
            break;
    }
    return {done, 0};
}

Error SectorReader::stopError(int sysErrno, qint64 offset) const
{
    Error::Code code = Error::Code::SourceReadFailed;
    if (isVanishedDeviceErrno(sysErrno) || !m_source.isStillPresent())
        code = Error::Code::SourceVanished;
    else if (sysErrno == 0)
        code = Error::Code::SourceTruncated;
    return Error::fromErrno(code, sysErrno, m_source.path(), offset);
}

Result<SectorReader::BlockRead> SectorReader::readBlock(Extent extent, std::byte *target,
                                                        ReadMode mode)
{
    // O_DIRECT needs whole sectors: a file's partial last sector is asked for whole and ends
    // early. The pool's buffers hold whole blocks, which are whole sectors.
    const qint64 requested = mode == ReadMode::Direct
                                 ? roundUp(extent.length, m_source.logicalSectorBytes())
                                 : extent.length;
    const ReadOutcome outcome
        = readFully(extent.offset, std::span(target, size_t(requested)), mode);
    if (!outcome.failed()) {
        if (outcome.bytesRead < extent.length)
            return stopError(0, extent.offset + outcome.bytesRead);
        return BlockRead{extent.length, false};
    }
    // A drive that is gone often fails with plain EIO: ask before calling it a bad sector.
    if (!isUnreadableSectorErrno(outcome.sysErrno) || !m_source.isStillPresent())
        return stopError(outcome.sysErrno, extent.offset + outcome.bytesRead);
    return BlockRead{outcome.bytesRead / m_unitBytes * m_unitBytes, true};
}

Result<SectorReader::UnitOutcome> SectorReader::readUnit(Extent unit, std::byte *target,
                                                         int attempts)
{
    const qint64 logical = m_source.logicalSectorBytes();
    const std::span<std::byte> request(target, size_t(roundUp(unit.length, logical)));
    ReadOutcome outcome;
    for (int attempt = 0; attempt < attempts; ++attempt) {
        outcome = readFully(unit.offset, request, ReadMode::Direct);
        if (!outcome.failed() || !isUnreadableSectorErrno(outcome.sysErrno))
            break;
    }
    if (!outcome.failed()) {
        if (outcome.bytesRead < unit.length)
            return stopError(0, unit.offset + outcome.bytesRead);
        return UnitOutcome::Read;
    }
    if (!isUnreadableSectorErrno(outcome.sysErrno) || !m_source.isStillPresent())
        return stopError(outcome.sysErrno, unit.offset);
    return UnitOutcome::Unreadable;
}

} // namespace Custody
