// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/destinationdrive.h"

#include "acquisition/acquisitionlock.h"
#include "acquisition/sourcedrive.h"
#include "util/nativepath.h"

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QByteArray>

#include <utility>

namespace Custody {

namespace {

Error openFailure(const QString &path, int error, const QString &detail = {})
{
    return Error::fromErrno(Error::Code::OutputOpenFailed, error, path, -1, detail);
}

} // namespace

Result<DestinationDrive> DestinationDrive::open(const QString &devicePath, const WriteGate &gate,
                                                const QString &commandLine)
{
    // The node is looked at before the gate, not after it: a node replaced while the gate reads
    // sysfs and the mounts would otherwise be taken for the device it checked.
    struct stat checked = {};
    const QByteArray node = nativePath(devicePath);
    const int statError = ::stat(node.constData(), &checked) == 0 ? 0 : errno;
    if (const Result<void> allowed = gate.checkDriveOverwrite(devicePath); !allowed)
        return allowed.error();
    if (statError != 0)
        return openFailure(devicePath, statError);
    DestinationDrive drive;
    Result<std::unique_ptr<AcquisitionLock>> locked
        = AcquisitionLock::take(AcquisitionLock::driveLockPath(checked.st_rdev),
                                tr("the drive %1").arg(devicePath), commandLine);
    if (!locked)
        return locked.error();
    drive.m_lock = std::move(*locked);
    drive.m_path = devicePath;
    drive.m_device = checked.st_rdev;
    drive.m_descriptor = ::open(node.constData(), O_RDWR | O_EXCL | O_CLOEXEC);
    if (drive.m_descriptor < 0) {
        const int error = errno;
        return openFailure(devicePath, error,
                           error == EBUSY ? tr("the kernel says it is in use (mounted or held by "
                                               "another program)")
                                          : QString());
    }
    struct stat opened = {};
    if (::fstat(drive.m_descriptor, &opened) != 0 || !S_ISBLK(opened.st_mode)
        || opened.st_rdev != checked.st_rdev)
        return Error::fromErrno(Error::Code::DriveRefused, 0, devicePath, -1,
                                tr("the device node changed while it was checked; check "
                                   "which drive it names and try again"));
    quint64 size = 0;
    int logical = 0;
    unsigned int physical = 0;
    if (::ioctl(drive.m_descriptor, BLKGETSIZE64, &size) != 0
        || ::ioctl(drive.m_descriptor, BLKSSZGET, &logical) != 0
        || ::ioctl(drive.m_descriptor, BLKPBSZGET, &physical) != 0) {
        const int error = errno;
        return openFailure(devicePath, error, tr("its size cannot be read"));
    }
    drive.m_sizeBytes = qint64(size);
    drive.m_logicalSectorBytes = logical;
    drive.m_physicalSectorBytes = int(physical);
    // The same open device again, bypassing the page cache; no second exclusive claim.
    const QByteArray self
        = QByteArrayLiteral("/proc/self/fd/") + QByteArray::number(drive.m_descriptor);
    drive.m_directDescriptor = ::open(self.constData(), O_RDWR | O_DIRECT | O_CLOEXEC);
    if (const Result<SourceDrive> described = SourceDrive::describe(devicePath))
        drive.m_identity = described->drive;
    else
        drive.m_identity.devicePath = devicePath;
    drive.m_identity.sizeBytes = drive.m_sizeBytes;
    drive.m_identity.logicalSectorBytes = drive.m_logicalSectorBytes;
    drive.m_identity.physicalSectorBytes = drive.m_physicalSectorBytes;
    return drive;
}

DestinationDrive::DestinationDrive(DestinationDrive &&other) noexcept
{
    *this = std::move(other);
}

DestinationDrive &DestinationDrive::operator=(DestinationDrive &&other) noexcept
{
    if (this != &other) {
        close();
        m_path = std::move(other.m_path);
        m_device = other.m_device;
        m_sizeBytes = other.m_sizeBytes;
        m_logicalSectorBytes = other.m_logicalSectorBytes;
        m_physicalSectorBytes = other.m_physicalSectorBytes;
        m_identity = std::move(other.m_identity);
        m_descriptor = std::exchange(other.m_descriptor, -1);
        m_directDescriptor = std::exchange(other.m_directDescriptor, -1);
        m_lock = std::move(other.m_lock);
    }
    return *this;
}

DestinationDrive::~DestinationDrive()
{
    close();
}

void DestinationDrive::close()
{
    if (m_directDescriptor >= 0)
        ::close(std::exchange(m_directDescriptor, -1));
    if (m_descriptor >= 0)
        ::close(std::exchange(m_descriptor, -1));
    m_lock.reset();
}

Result<void> DestinationDrive::flush()
{
    if (::fsync(m_descriptor) != 0)
        return Error::fromErrno(Error::Code::SyncFailed, errno, m_path);
    return {};
}

Result<void> DestinationDrive::dropCache()
{
    if (::ioctl(m_descriptor, BLKFLSBUF, 0) != 0)
        return Error::fromErrno(Error::Code::SyncFailed, errno, m_path, -1,
                                QStringLiteral("BLKFLSBUF"));
    return {};
}

} // namespace Custody
