#include "io/rawimagesink.h"

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
    const int flags
        = O_WRONLY | O_CREAT | O_CLOEXEC | (m_mode == OutputMode::CreateNew ? O_EXCL : O_TRUNC);
    const QString &path = m_paths[segmentIndex];
    const int descriptor = ::open(path.toLocal8Bit().constData(), flags, 0644);
    if (descriptor < 0) {
        const int sysErrno = errno;
        return Error::fromErrno(sysErrno == EEXIST ? Error::Code::OutputExists
                                                   : Error::Code::OutputOpenFailed,
                                sysErrno, path);
    }
    m_descriptors[segmentIndex] = descriptor;
    return descriptor;
}

Result<void> RawImageSink::writeAt(qint64 offset, std::span<const std::byte> data)
{
    while (!data.empty()) {
        const int segment = m_segmentBytes > 0 ? int(offset / m_segmentBytes) : 0;
        if (segment >= m_paths.size())
            return Error::fromErrno(Error::Code::WriteFailed, 0, m_paths.last(), offset,
                                    QStringLiteral("write beyond the planned image size"));
        const qint64 segmentStart = m_segmentBytes > 0 ? qint64(segment) * m_segmentBytes : 0;
        const qint64 room
            = m_segmentBytes > 0 ? segmentStart + m_segmentBytes - offset : qint64(data.size());
        const size_t chunk = size_t(std::min<qint64>(room, qint64(data.size())));
        const Result<int> descriptor = descriptorFor(segment);
        if (!descriptor)
            return descriptor.error();
        const ssize_t written = ::pwrite(*descriptor, data.data(), chunk, offset - segmentStart);
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
