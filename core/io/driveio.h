// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/extent.h"
#include "util/result.h"

#include <QString>

#include <atomic>
#include <cstddef>
#include <optional>
#include <span>

namespace Custody {

// The descriptors of a whole drive that an operation overwrites (a clone, a restore, a wipe), as
// the acquisition layer opened and checked them (DestinationDrive): core/io never opens a drive
// for writing itself. Not owned: whoever opened them closes them.
struct DriveDescriptors
{
    QString path;
    int buffered = -1; // read-write, through the page cache
    int direct = -1;   // read-write with O_DIRECT, or -1 when the device refused it
    int logicalSectorBytes = 512;

    // Whether a transfer of `bytes` at `offset` from `memory` may go through the direct
    // descriptor: it exists and offset, length and address are whole logical sectors.
    bool takesDirect(qint64 offset, std::size_t bytes, const void *memory) const;
};

// Writes all of data at offset: through O_DIRECT where it is aligned, else buffered. A failure is
// a WriteFailed error (TargetFull past the end of the drive) whose detail names the sectors
// refused: a failed write of several sectors is tried again one sector at a time (the others
// are written), so that exactly those the drive refuses are named, and the error's offset is
// the first of them.
Result<void> writeToDrive(const DriveDescriptors &drive, qint64 offset,
                          std::span<const std::byte> data);
// Reads exactly buffer.size() bytes at offset from the medium, not the page cache, wherever the
// drive takes O_DIRECT: a read that is not whole sectors from an aligned address reads the
// sectors around it into an aligned buffer of its own. Through the page cache only where the
// drive refused O_DIRECT. A failure is an ImageReadFailed naming the sectors.
Result<void> readFromDrive(const DriveDescriptors &drive, qint64 offset,
                           std::span<std::byte> buffer);
// fdatasync of both descriptors: what was written is on the medium, the drive's cache flushed.
Result<void> syncDrive(const DriveDescriptors &drive);
// Writes out and drops the device's pages from the page cache (fsync, BLKFLSBUF, and
// posix_fadvise DONTNEED), for reads that cannot bypass it.
Result<void> dropDriveCache(const DriveDescriptors &drive);

// One byte repeated over a range of a drive: the excess sectors of a clone, written (as a wipe
// writes, core/wipe) with zeros or a pattern, and read back here. Blocks of `blockBytes` (a
// multiple of the logical sector) from an aligned buffer; `done` counts the bytes written or
// checked for progress on other threads; `cancelRequested` stops at the next block
// (Error::Code::Cancelled).
struct PatternRun
{
    Extent range;
    quint8 byte = 0;
    qint64 blockBytes = 1024 * 1024;
};

// What reading a range back and comparing it with the pattern found.
struct PatternCheck
{
    qint64 bytesChecked = 0;
    qint64 bytesDiffering = 0;
    std::optional<qint64> firstDifference; // byte offset on the drive
};

Result<PatternCheck> checkPattern(const DriveDescriptors &drive, const PatternRun &run,
                                  std::atomic<qint64> &done,
                                  const std::atomic<bool> &cancelRequested);

} // namespace Custody
