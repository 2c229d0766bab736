// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/driveio.h"
#include "io/imagereader.h"
#include "io/imagesink.h"

namespace Custody {

// A whole drive as the image: a clone, or an image restored onto a drive. Byte offset N of the
// source goes to byte N of the drive. Aligned blocks (the engine's pool buffers) go through
// O_DIRECT; what is not whole sectors of the drive (a short re-read of a bad area) goes through
// the page cache, which sync() writes out. The drive holds no files of its own: filePaths() is
// empty, and the acquisition lists the drive in its record instead.
class DriveImageSink final : public ImageSink
{
public:
    explicit DriveImageSink(DriveDescriptors drive)
        : m_drive(std::move(drive))
    {}

    Result<void> writeAt(qint64 offset, std::span<const std::byte> data) override
    {
        return writeToDrive(m_drive, offset, data);
    }
    Result<void> sync() override { return syncDrive(m_drive); }
    Result<void> readBack(qint64 offset, std::span<std::byte> buffer) override
    {
        return readFromDrive(m_drive, offset, buffer);
    }
    QStringList filePaths() const override { return {}; }

private:
    DriveDescriptors m_drive;
};

// The first sizeBytes of a drive read back (the cloned range), for the verification after a
// clone: through O_DIRECT, every read of it (readFromDrive), so that what is hashed comes from
// the medium and there is no page cache to drop. Where the drive refused O_DIRECT,
// evictCachedPages() drops the device's page cache instead (and says so by its error).
class DriveRangeReader final : public ImageReader
{
public:
    DriveRangeReader(DriveDescriptors drive, qint64 sizeBytes)
        : m_drive(std::move(drive))
        , m_sizeBytes(sizeBytes)
    {}

    qint64 sizeBytes() const override { return m_sizeBytes; }
    QStringList files() const override { return {m_drive.path}; }
    Result<void> readAt(qint64 offset, std::span<std::byte> buffer) override
    {
        return readFromDrive(m_drive, offset, buffer);
    }
    CacheEviction evictCachedPages() override
    {
        CacheEviction eviction;
        if (m_drive.direct >= 0)
            return eviction; // every read bypasses the page cache
        if (const Result<void> dropped = dropDriveCache(m_drive); !dropped)
            eviction.error = dropped.error();
        return eviction;
    }

private:
    DriveDescriptors m_drive;
    qint64 m_sizeBytes = 0;
};

} // namespace Custody
