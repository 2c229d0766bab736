// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/ewfimagereader.h"

#include "io/ewfsegmentidentity.h"

#include "util/nativepath.h"

#include <libewf.h>

#include <fcntl.h>
#include <unistd.h>

namespace Custody {

namespace {

QString hex(const uint8_t *bytes, int size)
{
    return QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(bytes), size).toHex());
}

} // namespace

Result<std::unique_ptr<EwfImageReader>> EwfImageReader::open(const QStringList &files)
{
    if (const Result<void> together = Ewf::checkSegmentsBelongTogether(files); !together)
        return together.error();
    Result<Ewf::HandlePtr> handle = Ewf::newHandle();
    if (!handle)
        return handle.error();
    libewf_handle_t *raw = handle->get();
    libewf_error_t *error = nullptr;
    QList<QByteArray> paths;
    std::vector<char *> names;
    for (const QString &file : files)
        paths.append(nativePath(file));
    for (QByteArray &path : paths)
        names.push_back(path.data());
    if (libewf_handle_open(raw, names.data(), int(names.size()), LIBEWF_OPEN_READ, &error) != 1)
        return Ewf::errorFrom(Error::Code::ImageReadFailed, files.value(0),
                              QStringLiteral("libewf could not open the E01 image (%1 segment "
                                             "files)")
                                  .arg(files.size()),
                              error);
    auto reader = std::unique_ptr<EwfImageReader>(new EwfImageReader);
    size64_t mediaBytes = 0;
    uint32_t sectorBytes = 0;
    if (libewf_handle_get_media_size(raw, &mediaBytes, &error) != 1
        || libewf_handle_get_bytes_per_sector(raw, &sectorBytes, &error) != 1
        || libewf_handle_set_read_zero_chunk_on_error(raw, 1, &error) != 1)
        return Ewf::errorFrom(Error::Code::ImageReadFailed, files.value(0),
                              QStringLiteral("libewf could not read the media size"), error);
    // A segment cut short (a copy that stopped, a full disk) loses its closing sections: libewf
    // still opens the image, but says it is corrupted.
    if (libewf_handle_segment_files_corrupted(raw, &error) != 0)
        return Ewf::errorFrom(Error::Code::ImageReadFailed, files.value(files.size() - 1),
                              QStringLiteral("the E01 image is incomplete or damaged: a segment "
                                             "file lacks its closing sections (truncated, or "
                                             "still being written); the last is %1")
                                  .arg(files.value(files.size() - 1)),
                              error);
    reader->m_sizeBytes = qint64(mediaBytes);
    reader->m_bytesPerSector = sectorBytes > 0 ? int(sectorBytes) : 512;
    uint8_t md5[16] = {};
    if (libewf_handle_get_md5_hash(raw, md5, sizeof md5, &error) == 1)
        reader->m_storedDigests.append({QStringLiteral("md5"), hex(md5, sizeof md5)});
    libewf_error_free(&error);
    uint8_t sha1[20] = {};
    if (libewf_handle_get_sha1_hash(raw, sha1, sizeof sha1, &error) == 1)
        reader->m_storedDigests.append({QStringLiteral("sha1"), hex(sha1, sizeof sha1)});
    libewf_error_free(&error);
    reader->m_handle = std::move(*handle);
    reader->m_files = files;
    return reader;
}

EwfImageReader::~EwfImageReader()
{
    if (!m_handle)
        return;
    libewf_error_t *error = nullptr;
    libewf_handle_close(m_handle.get(), &error);
    libewf_error_free(&error);
}

Result<void> EwfImageReader::readAt(qint64 offset, std::span<std::byte> buffer)
{
    std::size_t done = 0;
    while (done < buffer.size()) {
        libewf_error_t *error = nullptr;
        const ssize_t count
            = libewf_handle_read_random(m_handle.get(), buffer.data() + done, buffer.size() - done,
                                        off64_t(offset) + off64_t(done), &error);
        if (count <= 0) {
            Error failure = Ewf::errorFrom(
                Error::Code::ImageReadFailed, fileHolding(offset + qint64(done)),
                count == 0 ? QStringLiteral("the E01 image ends before its media size")
                           : QStringLiteral("could not read the E01 image"),
                error);
            failure.offset = offset + qint64(done);
            return failure;
        }
        done += std::size_t(count);
    }
    return {};
}

CacheEviction EwfImageReader::evictCachedPages()
{
    CacheEviction eviction;
    for (const QString &path : std::as_const(m_files)) {
        const int descriptor = ::open(nativePath(path).constData(), O_RDONLY | O_CLOEXEC);
        if (descriptor < 0) {
            if (!eviction.error)
                eviction.error = Error::fromErrno(Error::Code::ImageReadFailed, errno, path);
            continue;
        }
        evictFilePages(descriptor, path, eviction);
        ::close(descriptor);
    }
    return eviction;
}

QString EwfImageReader::fileHolding(qint64 offset) const
{
    libewf_handle_t *handle = m_handle.get();
    libewf_error_t *error = nullptr;
    char name[4096] = {};
    if (libewf_handle_seek_offset(handle, off64_t(offset), SEEK_SET, &error) < 0
        || libewf_handle_get_filename(handle, name, sizeof name, &error) != 1) {
        libewf_error_free(&error);
        return m_files.value(0);
    }
    return QString::fromLocal8Bit(name);
}

int EwfImageReader::faultCount() const
{
    libewf_error_t *error = nullptr;
    uint32_t count = 0;
    if (libewf_handle_get_number_of_checksum_errors(m_handle.get(), &count, &error) != 1)
        libewf_error_free(&error);
    return int(count);
}

QList<ImageFault> EwfImageReader::faults() const
{
    QList<ImageFault> faults;
    libewf_handle_t *handle = m_handle.get();
    libewf_error_t *error = nullptr;
    uint32_t count = 0;
    if (libewf_handle_get_number_of_checksum_errors(handle, &count, &error) != 1) {
        libewf_error_free(&error);
        return faults;
    }
    for (uint32_t index = 0; index < count; ++index) {
        uint64_t first = 0;
        uint64_t sectors = 0;
        if (libewf_handle_get_checksum_error(handle, index, &first, &sectors, &error) != 1) {
            libewf_error_free(&error);
            continue;
        }
        const Extent extent{qint64(first) * m_bytesPerSector, qint64(sectors) * m_bytesPerSector};
        faults.append({extent, fileHolding(extent.offset), m_bytesPerSector});
    }
    return faults;
}

} // namespace Custody
