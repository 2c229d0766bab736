// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/driveio.h"

#include "util/reservedbuffer.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <unistd.h>

namespace Custody {

namespace {

// "sectors 2048 to 4095" of a transfer, for an error's detail.
QString sectorsOf(const DriveDescriptors &drive, qint64 offset, qint64 bytes, const char *call)
{
    const qint64 sector = qMax(1, drive.logicalSectorBytes);
    return QCoreApplication::translate("Custody::DriveIo", "%1 of sectors %2 to %3")
        .arg(QLatin1StringView(call))
        .arg(offset / sector)
        .arg((offset + qMax<qint64>(bytes, 1) - 1) / sector);
}

// After a write of several sectors failed: writes them again one at a time, so that the error
// names exactly the sectors the drive refuses ("pwrite of sectors 1000 to 1000, 1003 to 1003"),
// as a wipe does; sectors before and after them are written.
struct Refusal
{
    QString detail;
    qint64 offset = 0; // the first sector refused, else the write's
};

Refusal refusedSectors(const DriveDescriptors &drive, int descriptor, qint64 offset,
                       std::span<const std::byte> data)
{
    const qint64 sector = qMax(1, drive.logicalSectorBytes);
    QStringList ranges;
    qint64 firstRefused = -1;
    qint64 lastRefused = -1;
    qint64 firstOffset = -1;
    const auto closeRange = [&] {
        if (firstRefused >= 0)
            ranges << QCoreApplication::translate("Custody::DriveIo", "%1 to %2")
                          .arg(firstRefused)
                          .arg(lastRefused);
        firstRefused = -1;
    };
    for (qint64 done = 0; done < qint64(data.size()); done += sector) {
        const qint64 at = offset + done;
        const auto piece = std::size_t(std::min<qint64>(sector, qint64(data.size()) - done));
        ssize_t written = 0;
        do {
            written = ::pwrite(descriptor, data.data() + done, piece, at);
        } while (written < 0 && errno == EINTR);
        if (written == ssize_t(piece)) {
            closeRange();
            continue;
        }
        if (firstRefused < 0)
            firstRefused = at / sector;
        if (firstOffset < 0)
            firstOffset = at;
        lastRefused = at / sector;
    }
    closeRange();
    if (ranges.isEmpty())
        return {QCoreApplication::translate("Custody::DriveIo",
                                            "%1, each of which was written when tried alone")
                    .arg(sectorsOf(drive, offset, qint64(data.size()), "pwrite")),
                offset};
    return {QCoreApplication::translate("Custody::DriveIo", "pwrite of sectors %1")
                .arg(ranges.join(QStringLiteral(", "))),
            firstOffset};
}

} // namespace

bool DriveDescriptors::takesDirect(qint64 offset, std::size_t bytes, const void *memory) const
{
    const auto sector = std::size_t(qMax(1, logicalSectorBytes));
    return direct >= 0 && std::size_t(offset) % sector == 0 && bytes % sector == 0
           && reinterpret_cast<std::uintptr_t>(memory) % sector == 0;
}

Result<void> writeToDrive(const DriveDescriptors &drive, qint64 offset,
                          std::span<const std::byte> data)
{
    const int descriptor
        = drive.takesDirect(offset, data.size(), data.data()) ? drive.direct : drive.buffered;
    while (!data.empty()) {
        const ssize_t written = ::pwrite(descriptor, data.data(), data.size(), offset);
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0) {
            // Nothing written: past the drive's end (0, or ENOSPC) or the drive refused it.
            const int sysErrno = written < 0 ? errno : ENOSPC;
            if (sysErrno == ENOSPC)
                return Error::fromErrno(Error::Code::TargetFull, sysErrno, drive.path, offset,
                                        sectorsOf(drive, offset, qint64(data.size()), "pwrite"));
            if (qint64(data.size()) <= drive.logicalSectorBytes)
                return Error::fromErrno(Error::Code::WriteFailed, sysErrno, drive.path, offset,
                                        sectorsOf(drive, offset, qint64(data.size()), "pwrite"));
            const Refusal refusal = refusedSectors(drive, descriptor, offset, data);
            return Error::fromErrno(Error::Code::WriteFailed, sysErrno, drive.path, refusal.offset,
                                    refusal.detail);
        }
        data = data.subspan(std::size_t(written));
        offset += written;
    }
    return {};
}

namespace {

Result<void> readAll(const DriveDescriptors &drive, int descriptor, qint64 offset,
                     std::span<std::byte> buffer)
{
    while (!buffer.empty()) {
        const ssize_t count = ::pread(descriptor, buffer.data(), buffer.size(), offset);
        if (count < 0 && errno == EINTR)
            continue;
        if (count <= 0)
            return Error::fromErrno(
                Error::Code::ImageReadFailed, count < 0 ? errno : 0, drive.path, offset,
                count == 0 ? QCoreApplication::translate("Custody::DriveIo", "the drive ends early")
                           : sectorsOf(drive, offset, qint64(buffer.size()), "pread"));
        buffer = buffer.subspan(std::size_t(count));
        offset += count;
    }
    return {};
}

} // namespace

Result<void> readFromDrive(const DriveDescriptors &drive, qint64 offset,
                           std::span<std::byte> buffer)
{
    if (drive.direct < 0)
        return readAll(drive, drive.buffered, offset, buffer);
    if (buffer.empty() || drive.takesDirect(offset, buffer.size(), buffer.data()))
        return readAll(drive, drive.direct, offset, buffer);
    // Not whole sectors from an aligned address: the sectors around it are read with O_DIRECT
    // into a buffer of their own, so that a read-back never comes from the page cache.
    const qint64 sector = qMax(1, drive.logicalSectorBytes);
    const qint64 start = offset / sector * sector;
    const qint64 end = (offset + qint64(buffer.size()) + sector - 1) / sector * sector;
    ReservedBuffer aligned(std::size_t(end - start)); // page-aligned
    if (!aligned.isValid())
        return Error::fromErrno(Error::Code::ImageReadFailed, ENOMEM, drive.path, offset);
    if (const Result<void> read
        = readAll(drive, drive.direct, start, std::span(aligned.data(), std::size_t(end - start)));
        !read)
        return read;
    std::memcpy(buffer.data(), aligned.data() + (offset - start), buffer.size());
    return {};
}

Result<void> syncDrive(const DriveDescriptors &drive)
{
    for (int descriptor : {drive.buffered, drive.direct}) {
        if (descriptor >= 0 && ::fdatasync(descriptor) != 0)
            return Error::fromErrno(Error::Code::SyncFailed, errno, drive.path, -1,
                                    QStringLiteral("fdatasync"));
    }
    return {};
}

Result<void> dropDriveCache(const DriveDescriptors &drive)
{
    if (const Result<void> synced = syncDrive(drive); !synced)
        return synced;
    if (::ioctl(drive.buffered, BLKFLSBUF, 0) != 0)
        return Error::fromErrno(Error::Code::ImageReadFailed, errno, drive.path, -1,
                                QStringLiteral("BLKFLSBUF"));
    if (const int failed = ::posix_fadvise(drive.buffered, 0, 0, POSIX_FADV_DONTNEED); failed != 0)
        return Error::fromErrno(Error::Code::ImageReadFailed, failed, drive.path, -1,
                                QStringLiteral("posix_fadvise DONTNEED"));
    return {};
}

namespace {

// Runs `step` over the run's range a block at a time from one aligned buffer of the block size.
template<typename Step>
Result<void> forEachBlock(const DriveDescriptors &drive, const PatternRun &run,
                          std::atomic<qint64> &done, const std::atomic<bool> &cancelRequested,
                          Step step)
{
    const qint64 blockBytes = std::max<qint64>(run.blockBytes, drive.logicalSectorBytes);
    ReservedBuffer buffer(std::size_t(std::min(blockBytes, std::max<qint64>(run.range.length, 1))));
    if (!buffer.isValid())
        return Error::fromErrno(Error::Code::WriteFailed, ENOMEM, drive.path, run.range.offset,
                                QCoreApplication::translate(
                                    "Custody::DriveIo", "no memory for a block of the pattern"));
    for (qint64 offset = run.range.offset; offset < run.range.end();) {
        if (cancelRequested.load(std::memory_order_relaxed))
            return Error::fromErrno(Error::Code::Cancelled, 0, drive.path, offset);
        const qint64 length = std::min<qint64>(qint64(buffer.size()), run.range.end() - offset);
        if (const Result<void> stepped
            = step(offset, std::span(buffer.data(), std::size_t(length)));
            !stepped)
            return stepped;
        offset += length;
        done.fetch_add(length, std::memory_order_relaxed);
    }
    return {};
}

} // namespace

Result<PatternCheck> checkPattern(const DriveDescriptors &drive, const PatternRun &run,
                                  std::atomic<qint64> &done,
                                  const std::atomic<bool> &cancelRequested)
{
    PatternCheck check;
    const auto expected = std::byte(run.byte);
    // Compared a block at a time (memcmp is vectorised); only a block that differs is scanned.
    const std::vector<std::byte> reference(
        std::size_t(std::max<qint64>(run.blockBytes, drive.logicalSectorBytes)), expected);
    const Result<void> read
        = forEachBlock(drive, run, done, cancelRequested,
                       [&](qint64 offset, std::span<std::byte> block) -> Result<void> {
                           if (const Result<void> got = readFromDrive(drive, offset, block); !got)
                               return got;
                           check.bytesChecked += qint64(block.size());
                           if (block.size() <= reference.size()
                               && std::memcmp(block.data(), reference.data(), block.size()) == 0)
                               return {};
                           for (std::size_t index = 0; index < block.size(); ++index) {
                               if (block[index] == expected)
                                   continue;
                               if (!check.firstDifference)
                                   check.firstDifference = offset + qint64(index);
                               ++check.bytesDiffering;
                           }
                           return {};
                       });
    if (!read)
        return read.error();
    return check;
}

} // namespace Custody
