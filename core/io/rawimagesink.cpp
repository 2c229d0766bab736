// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/rawimagesink.h"

#include "util/nativepath.h"

#include <cerrno>

#include <fcntl.h>
#include <unistd.h>

namespace Custody {

namespace {

Error writeError(int sysErrno, const QString &path, qint64 offset)
{
    const bool full = sysErrno == ENOSPC || sysErrno == EDQUOT || sysErrno == EFBIG;
    return Error::fromErrno(full ? Error::Code::TargetFull : Error::Code::WriteFailed, sysErrno,
                            path, offset);
}

} // namespace

QStringList RawImageSink::plannedFilePaths(const QString &basePath, qint64 segmentBytes,
                                           qint64 imageBytes)
{
    if (segmentBytes <= 0)
        return {basePath + QStringLiteral(".dd")};
    QStringList paths;
    const qint64 segments = std::max<qint64>(1, (imageBytes + segmentBytes - 1) / segmentBytes);
    for (qint64 index = 0; index < segments; ++index)
        paths.append(basePath + QStringLiteral(".%1").arg(index + 1, 3, 10, QLatin1Char('0')));
    return paths;
}

Result<std::unique_ptr<RawImageSink>> RawImageSink::create(const QString &basePath,
                                                           qint64 segmentBytes, qint64 imageBytes,
                                                           OutputMode mode)
{
    std::unique_ptr<RawImageSink> sink(new RawImageSink);
    sink->m_paths = plannedFilePaths(basePath, segmentBytes, imageBytes);
    sink->m_segmentBytes = segmentBytes;
    sink->m_mode = mode;
    sink->m_descriptors.fill(-1, sink->m_paths.size());
    sink->m_dirty.fill(false, sink->m_paths.size());
    // The first file is created now so that a bad destination fails before any read.
    const Result<int> first = sink->descriptorFor(0);
    if (!first)
        return first.error();
    return sink;
}

RawImageSink::~RawImageSink()
{
    for (int descriptor : std::as_const(m_descriptors)) {
        if (descriptor >= 0)
            ::close(descriptor);
    }
}

Result<int> RawImageSink::descriptorFor(int segmentIndex)
{
    if (m_descriptors[segmentIndex] >= 0)
        return m_descriptors[segmentIndex];
    // Read-write: hashes that cannot stream are completed by reading the image back.
    int flags = O_RDWR | O_CREAT | O_CLOEXEC;
    if (m_mode == OutputMode::CreateNew)
        flags |= O_EXCL;
    else if (m_mode == OutputMode::Overwrite)
        flags |= O_TRUNC;
    const QString &path = m_paths[segmentIndex];
    const int descriptor = ::open(nativePath(path).constData(), flags, 0644);
    if (descriptor < 0) {
        const int sysErrno = errno;
        return Error::fromErrno(sysErrno == EEXIST ? Error::Code::OutputExists
                                                   : Error::Code::OutputOpenFailed,
                                sysErrno, path);
    }
    m_descriptors[segmentIndex] = descriptor;
    return descriptor;
}

std::pair<int, qint64> RawImageSink::locate(qint64 offset, qint64 length) const
{
    if (m_segmentBytes <= 0)
        return {0, length};
    const int segment = int(offset / m_segmentBytes);
    const qint64 room = qint64(segment + 1) * m_segmentBytes - offset;
    return {segment, std::min(room, length)};
}

Result<void> RawImageSink::writeAt(qint64 offset, std::span<const std::byte> data)
{
    while (!data.empty()) {
        const auto [segment, chunk] = locate(offset, qint64(data.size()));
        if (segment >= m_paths.size())
            return Error::fromErrno(Error::Code::WriteFailed, 0, m_paths.last(), offset,
                                    QStringLiteral("write beyond the planned image size"));
        const Result<int> descriptor = descriptorFor(segment);
        if (!descriptor)
            return descriptor.error();
        const ssize_t written = ::pwrite(*descriptor, data.data(), size_t(chunk),
                                         offset - qint64(segment) * m_segmentBytes);
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return writeError(errno, m_paths[segment], offset);
        }
        if (written == 0)
            return writeError(ENOSPC, m_paths[segment], offset);
        m_dirty[segment] = true;
        data = data.subspan(size_t(written));
        offset += written;
    }
    return {};
}

Result<void> RawImageSink::readBack(qint64 offset, std::span<std::byte> buffer)
{
    while (!buffer.empty()) {
        const auto [segment, chunk] = locate(offset, qint64(buffer.size()));
        if (segment >= m_paths.size())
            return Error::fromErrno(Error::Code::ImageReadFailed, 0, m_paths.last(), offset,
                                    QStringLiteral("read beyond the planned image size"));
        const Result<int> descriptor = descriptorFor(segment);
        if (!descriptor)
            return descriptor.error();
        const ssize_t count = ::pread(*descriptor, buffer.data(), size_t(chunk),
                                      offset - qint64(segment) * m_segmentBytes);
        if (count < 0 && errno == EINTR)
            continue;
        if (count <= 0)
            return Error::fromErrno(
                Error::Code::ImageReadFailed, count < 0 ? errno : 0, m_paths[segment], offset,
                count == 0 ? QStringLiteral("the image file ends early") : QString());
        buffer = buffer.subspan(size_t(count));
        offset += count;
    }
    return {};
}

Result<void> RawImageSink::sync()
{
    for (int index = 0; index < m_descriptors.size(); ++index) {
        if (!m_dirty[index])
            continue;
        if (::fdatasync(m_descriptors[index]) != 0)
            return Error::fromErrno(Error::Code::SyncFailed, errno, m_paths[index]);
        m_dirty[index] = false;
    }
    return {};
}

} // namespace Custody
