// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/deviceinfo.h"
#include "device/writegate.h"
#include "util/result.h"

#include <sys/types.h>

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace Custody {

class AcquisitionLock;

// A whole drive opened to be overwritten (a clone, a restore, a wipe): the only way Custody
// opens a block device for writing. open() asks the write gate first
// (WriteGate::checkDriveOverwrite), then opens the device O_RDWR | O_EXCL, so that the kernel
// refuses it while a file system on it is mounted or another program holds it exclusively, and
// confirms that what it opened is the device the gate checked (the node could have been
// replaced in between). Before it opens the device it takes the drive's lock (AcquisitionLock,
// the one an acquisition of the drive or of a partition of it takes, named by device number),
// so that no acquisition reads it while it is written, in this process or another, and it is
// not opened while one does; the lock is released after the descriptors are closed. A second
// descriptor on the same open device bypasses the page cache (O_DIRECT) where the device takes it,
// for aligned writes and for reading back what the medium holds. Move-only; both descriptors are
// closed on destruction.
//
// Thread: any but a GUI thread (the gate reads sysfs; the identity comes from udev).
class DestinationDrive
{
    Q_DECLARE_TR_FUNCTIONS(Custody::DestinationDrive)

public:
    // `commandLine` names the work in the drive's lock, for a refusal of other work.
    static Result<DestinationDrive> open(const QString &devicePath, const WriteGate &gate,
                                         const QString &commandLine);

    DestinationDrive(DestinationDrive &&other) noexcept;
    DestinationDrive &operator=(DestinationDrive &&other) noexcept;
    DestinationDrive(const DestinationDrive &) = delete;
    DestinationDrive &operator=(const DestinationDrive &) = delete;
    ~DestinationDrive();

    const QString &path() const { return m_path; }
    dev_t device() const { return m_device; }
    qint64 sizeBytes() const { return m_sizeBytes; }
    int logicalSectorBytes() const { return m_logicalSectorBytes; }
    int physicalSectorBytes() const { return m_physicalSectorBytes; }
    // Model, serial, firmware, bus and sizes as the drive list shows them (udev and sysfs); only
    // the path and sizes when the device list does not describe it.
    const DeviceInfo &identity() const { return m_identity; }
    // O_RDWR | O_EXCL, through the page cache: for writes that are not aligned to the sector.
    int descriptor() const { return m_descriptor; }
    // O_RDWR | O_DIRECT on the same device, or -1 when it refuses O_DIRECT.
    int directDescriptor() const { return m_directDescriptor; }
    // Writes what the page cache holds for the device and asks the drive to write its cache to
    // the medium (fsync on the device).
    Result<void> flush();
    // Drops the page cache's copy of the device, so that a read through descriptor() reads the
    // medium (BLKFLSBUF); for when directDescriptor() is -1.
    Result<void> dropCache();

private:
    DestinationDrive() = default;
    void close();

    QString m_path;
    dev_t m_device = 0;
    qint64 m_sizeBytes = 0;
    int m_logicalSectorBytes = 0;
    int m_physicalSectorBytes = 0;
    DeviceInfo m_identity;
    int m_descriptor = -1;
    int m_directDescriptor = -1;
    std::unique_ptr<AcquisitionLock> m_lock; // released after the descriptors are closed
};

} // namespace Custody
