// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/ewfsource.h"

#include "util/durablefile.h"

#include <cerrno>

namespace Custody {

Result<std::unique_ptr<EwfSource>> EwfSource::open(const QString &path)
{
    const Result<QStringList> files = Ewf::discoverSegments(path);
    if (!files)
        return files.error();
    Result<std::unique_ptr<EwfImageReader>> reader = EwfImageReader::open(*files);
    if (!reader)
        return reader.error();
    const std::optional<struct stat> status = statPath(files->constFirst());
    if (!status)
        return Error::fromErrno(Error::Code::SourceOpenFailed, errno, files->constFirst());
    auto source = std::unique_ptr<EwfSource>(new EwfSource);
    source->m_reader = std::move(*reader);
    source->m_path = files->constFirst();
    source->m_identity = {false, status->st_dev, status->st_ino};
    return source;
}

ReadOutcome EwfSource::readAt(qint64 offset, std::span<std::byte> buffer, ReadMode mode)
{
    Q_UNUSED(mode); // libewf reads through the page cache
    const qint64 count = std::min<qint64>(qint64(buffer.size()), sizeBytes() - offset);
    if (count <= 0)
        return {0, 0};
    if (!m_reader->readAt(offset, buffer.first(std::size_t(count))))
        return {0, EIO}; // a segment that cannot be read
    // The reader lists a chunk that fails its checksum once, when it first reads it, and gives
    // zeros for it: every read that touches such a chunk fails, as a bad sector would.
    if (const int faults = m_reader->faultCount(); faults != m_knownFaultCount) {
        m_faulty = m_reader->faults();
        m_knownFaultCount = faults;
    }
    const Extent asked{offset, count};
    for (const ImageFault &fault : std::as_const(m_faulty)) {
        if (fault.extent.overlaps(asked))
            return {0, EIO};
    }
    return {count, 0};
}

bool EwfSource::isStillPresent() const
{
    return std::all_of(m_reader->files().cbegin(), m_reader->files().cend(),
                       [](const QString &file) { return pathExists(file); });
}

} // namespace Custody
