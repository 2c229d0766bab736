// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/imagingsettings.h"
#include "io/sourcedevice.h"
#include "util/extent.h"
#include "util/result.h"

namespace Custody {

// Reads from the source on the reader thread and sorts failures into the two kinds that
// matter: unreadable areas (data for the map) and errors that stop the job (the source
// vanished, ended early, or failed otherwise). Retries EINTR and continues short reads.
class SectorReader
{
public:
    SectorReader(SourceDevice &source, const ImagingSettings &settings);

    struct BlockRead
    {
        qint64 goodBytes = 0;    // bytes read before the first failure (all of them on success)
        bool unreadable = false; // the rest of the extent failed with a media error
    };
    // Reads extent into target in as few calls as the source allows. With ReadMode::Direct,
    // target must have room for the extent rounded up to whole logical sectors.
    Result<BlockRead> readBlock(Extent extent, std::byte *target, ReadMode mode);

    enum class UnitOutcome { Read, Unreadable };
    // Reads one re-read unit with O_DIRECT, up to `attempts` times. The O_DIRECT request is
    // rounded up to whole logical sectors (a file's partial last sector), so target must have
    // room for that.
    Result<UnitOutcome> readUnit(Extent unit, std::byte *target, int attempts);

    // The re-read unit: the physical sector when the drive reports one larger than the logical
    // sector and the settings ask for it, the logical sector otherwise.
    qint64 unitBytes() const { return m_unitBytes; }
    // The unit containing offset, clipped to the source.
    Extent unitAt(qint64 offset) const;
    qint64 sizeBytes() const { return m_source.sizeBytes(); }
    // readBlock() and readUnit() may be called from this many threads at once.
    int maximumConcurrentReads() const { return m_source.maximumConcurrentReads(); }

private:
    ReadOutcome readFully(qint64 offset, std::span<std::byte> buffer, ReadMode mode);
    Error stopError(int sysErrno, qint64 offset) const;

    SourceDevice &m_source;
    qint64 m_unitBytes;
};

// Whether a read errno means "this area is unreadable" (data to record) rather than a failure
// that stops the job. The block layer reports media errors as EIO or ENODATA (BLK_STS_MEDIUM),
// protection errors as EILSEQ, target errors as EREMOTEIO, and timeouts as ETIMEDOUT.
bool isUnreadableSectorErrno(int sysErrno);
// Whether it means the device is gone (unplugged, detached loop device, removed medium).
bool isVanishedDeviceErrno(int sysErrno);

} // namespace Custody
