// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/splitrawsource.h"

#include "util/durablefile.h"

#include <algorithm>
#include <cerrno>

#include <sys/stat.h>

namespace Custody {

Result<std::unique_ptr<SplitRawSource>> SplitRawSource::openSet(const QString &firstSegment)
{
    const std::optional<struct stat> status = statPath(firstSegment);
    if (!status || !S_ISREG(status->st_mode))
        return std::unique_ptr<SplitRawSource>();
    const Result<QStringList> files = RawImageReader::discoverSegments(firstSegment);
    // Only the set's first segment names the set: another segment alone is a file as any other.
    const std::optional<struct stat> first = files ? statPath(files->constFirst()) : std::nullopt;
    if (!files || files->size() < 2 || !first || first->st_ino != status->st_ino
        || first->st_dev != status->st_dev)
        return std::unique_ptr<SplitRawSource>();
    Result<RawImageReader> reader = RawImageReader::open(*files);
    if (!reader)
        return reader.error();
    auto source = std::unique_ptr<SplitRawSource>(new SplitRawSource);
    source->m_reader = std::make_unique<RawImageReader>(std::move(*reader));
    source->m_identity = {false, status->st_dev, status->st_ino};
    return source;
}

ReadOutcome SplitRawSource::readAt(qint64 offset, std::span<std::byte> buffer, ReadMode mode)
{
    Q_UNUSED(mode); // the segments are files, read through the page cache
    const qint64 count = std::min<qint64>(qint64(buffer.size()), sizeBytes() - offset);
    if (count <= 0)
        return {0, 0};
    if (const Result<void> read = m_reader->readAt(offset, buffer.first(std::size_t(count))); !read)
        return {0, read.error().sysErrno != 0 ? read.error().sysErrno : EIO};
    return {count, 0};
}

bool SplitRawSource::isStillPresent() const
{
    const QStringList files = m_reader->files();
    return std::all_of(files.cbegin(), files.cend(),
                       [](const QString &file) { return pathExists(file); });
}

} // namespace Custody
