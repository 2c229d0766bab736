// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/devicefilesource.h"

#include "util/nativepath.h"

#include <algorithm>
#include <cerrno>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Custody {

Result<std::unique_ptr<DeviceFileSource>> DeviceFileSource::open(const QString &path)
{
    std::unique_ptr<DeviceFileSource> source(new DeviceFileSource);
    source->m_path = path;
    // O_NONBLOCK: a FIFO without a writer or a terminal would otherwise hang the open; such
    // sources are refused below, and O_NONBLOCK is cleared again for the reads.
    source->m_descriptor
        = ::open(nativePath(path).constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (source->m_descriptor < 0)
        return Error::fromErrno(Error::Code::SourceOpenFailed, errno, path);

    struct stat status = {};
    if (::fstat(source->m_descriptor, &status) != 0)
        return Error::fromErrno(Error::Code::SourceOpenFailed, errno, path);

    if (S_ISBLK(status.st_mode)) {
        source->m_isBlockDevice = true;
        source->m_deviceNumber = status.st_rdev;
        quint64 sizeBytes = 0;
        int logical = 0;
        unsigned int physical = 0;
        if (::ioctl(source->m_descriptor, BLKGETSIZE64, &sizeBytes) != 0)
            return Error::fromErrno(Error::Code::SourceOpenFailed, errno, path, -1,
                                    QStringLiteral("BLKGETSIZE64"));
        if (::ioctl(source->m_descriptor, BLKSSZGET, &logical) != 0)
            return Error::fromErrno(Error::Code::SourceOpenFailed, errno, path, -1,
                                    QStringLiteral("BLKSSZGET"));
        if (::ioctl(source->m_descriptor, BLKPBSZGET, &physical) != 0)
            return Error::fromErrno(Error::Code::SourceOpenFailed, errno, path, -1,
                                    QStringLiteral("BLKPBSZGET"));
        // A card reader without a card, a drive that dropped off the bus: nothing to image. An
        // acquisition of it would "complete" with an empty image.
        if (sizeBytes == 0)
            return Error::fromErrno(Error::Code::SourceOpenFailed, ENOMEDIUM, path, -1,
                                    QStringLiteral("the device reports a size of 0 bytes: no "
                                                   "medium, or it is gone"));
        source->m_sizeBytes = qint64(sizeBytes);
        source->m_logicalSectorBytes = logical;
        source->m_physicalSectorBytes = std::max<int>(logical, int(physical));
    } else if (S_ISREG(status.st_mode)) {
        source->m_deviceNumber = status.st_dev;
        source->m_inode = status.st_ino;
        source->m_sizeBytes = status.st_size;
    } else {
        return Error::fromErrno(Error::Code::SourceNotReadable, 0, path);
    }
    ::fcntl(source->m_descriptor, F_SETFL, ::fcntl(source->m_descriptor, F_GETFL) & ~O_NONBLOCK);

    // The same open file again with O_DIRECT, through /proc/self/fd: the path itself may have
    // been replaced since. File systems without O_DIRECT (tmpfs before Linux 6.6, some FUSE
    // mounts) refuse it with EINVAL; reads then go through the cache, and the job records that.
    const QByteArray sameFile = "/proc/self/fd/" + QByteArray::number(source->m_descriptor);
    source->m_directDescriptor
        = ::open(sameFile.constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_DIRECT);
    ::posix_fadvise(source->m_descriptor, 0, 0, POSIX_FADV_SEQUENTIAL);
    return source;
}

DeviceFileSource::~DeviceFileSource()
{
    if (m_directDescriptor >= 0)
        ::close(m_directDescriptor);
    if (m_descriptor >= 0)
        ::close(m_descriptor);
}

bool DeviceFileSource::isStillPresent() const
{
    if (m_isBlockDevice) {
        quint64 sizeBytes = 0;
        return ::ioctl(m_descriptor, BLKGETSIZE64, &sizeBytes) == 0
               && qint64(sizeBytes) == m_sizeBytes;
    }
    struct stat status = {};
    return ::fstat(m_descriptor, &status) == 0 && status.st_size >= m_sizeBytes;
}

ReadOutcome DeviceFileSource::readAt(qint64 offset, std::span<std::byte> buffer, ReadMode mode)
{
    const int descriptor
        = mode == ReadMode::Direct && m_directDescriptor >= 0 ? m_directDescriptor : m_descriptor;
    const ssize_t count = ::pread(descriptor, buffer.data(), buffer.size(), offset);
    if (count < 0)
        return {0, errno};
    return {qint64(count), 0};
}

} // namespace Custody
