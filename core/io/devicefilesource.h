// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/sourcedevice.h"
#include "util/result.h"

#include <sys/types.h>

#include <memory>

namespace Custody {

// A block device or regular file, opened read-only (never for writing). Sizes and sector sizes
// come from the kernel for block devices (BLKGETSIZE64, BLKSSZGET, BLKPBSZGET); a regular file
// is treated as having 512-byte sectors. A second descriptor opened with O_DIRECT serves
// ReadMode::Direct where the filesystem or driver allows it.
class DeviceFileSource final : public SourceDevice
{
public:
    static Result<std::unique_ptr<DeviceFileSource>> open(const QString &path);
    ~DeviceFileSource() override;

    SourceKind kind() const override
    {
        return m_isBlockDevice ? SourceKind::BlockDevice : SourceKind::File;
    }
    std::optional<LocalIdentity> localIdentity() const override
    {
        return LocalIdentity{m_isBlockDevice, m_deviceNumber, m_isBlockDevice ? 0 : m_inode};
    }
    QString path() const override { return m_path; }
    qint64 sizeBytes() const override { return m_sizeBytes; }
    int logicalSectorBytes() const override { return m_logicalSectorBytes; }
    int physicalSectorBytes() const override { return m_physicalSectorBytes; }
    bool supportsDirectIo() const override { return m_directDescriptor >= 0; }
    ReadOutcome readAt(qint64 offset, std::span<std::byte> buffer, ReadMode mode) override;
    // pread() on the same descriptors from several threads is safe; the kernel queues them.
    int maximumConcurrentReads() const override { return 64; }
    bool isStillPresent() const override;
    // The buffered descriptor, for readers that take one (libblkid: the layout of this very
    // node, never another one found at the path later). Read with pread() only: its offset is
    // nobody's.
    int descriptor() const { return m_descriptor; }

private:
    DeviceFileSource() = default;

    QString m_path;
    int m_descriptor = -1;
    int m_directDescriptor = -1;
    qint64 m_sizeBytes = 0;
    int m_logicalSectorBytes = 512;
    int m_physicalSectorBytes = 512;
    bool m_isBlockDevice = false;
    dev_t m_deviceNumber = 0;
    ino_t m_inode = 0;
};

} // namespace Custody
