#pragma once

#include "engine/bufferpool.h"
#include "engine/imagingsettings.h"
#include "engine/progress.h"
#include "io/sourcedevice.h"
#include "util/result.h"

namespace Custody {

// Reads blocks of the source for the forensic preset. A block that fails is re-read unit by
// unit with O_DIRECT, so the page cache cannot fail a whole readahead window around one bad
// sector (the "contagious error" documented by Guymager). The unit is the physical sector
// when the drive reports one larger than the logical sector (a 512e drive cannot return part
// of a bad 4 KiB physical sector), the logical sector otherwise. Each failing unit is tried
// 1 + retries times, then filled and reported in Block::badExtents. Runs on the reader thread.
class BlockReader
{
public:
    BlockReader(SourceDevice &source, const ImagingSettings &settings, ImagingProgress &progress);

    // Fills block with the image bytes of extent. An Error means the job must stop: the source
    // vanished, ended early, or failed in a way that is not a bad sector.
    Result<void> read(Block &block, Extent extent);

    // The bytes of a re-read unit (see the class comment).
    qint64 rereadUnitBytes() const { return m_unitBytes; }

private:
    ReadOutcome readFully(qint64 offset, std::span<std::byte> buffer, ReadMode mode);
    Result<void> readUnits(Block &block, Extent extent);
    Error readError(int sysErrno, qint64 offset) const;

    SourceDevice &m_source;
    const ImagingSettings &m_settings;
    ImagingProgress &m_progress;
    qint64 m_unitBytes;
};

// Whether a read errno means "this area is unreadable" (data to record) rather than a failure
// that stops the job. The block layer reports media errors as EIO or ENODATA (BLK_STS_MEDIUM),
// protection errors as EILSEQ, target errors as EREMOTEIO, and timeouts as ETIMEDOUT.
bool isUnreadableSectorErrno(int sysErrno);
// Whether it means the device is gone (unplugged, detached loop device, removed medium).
bool isVanishedDeviceErrno(int sysErrno);

} // namespace Custody
