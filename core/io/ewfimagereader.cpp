// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/ewfimagereader.h"

#include "io/ewfsegmentidentity.h"

#include "util/durablefile.h"
#include "util/nativepath.h"

#include <QtEndian>

#include <libdeflate.h>
#include <libewf.h>

#include <algorithm>
#include <cstring>

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
        || libewf_handle_get_bytes_per_sector(raw, &sectorBytes, &error) != 1)
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
    uint32_t chunkBytes = 0;
    if (libewf_handle_get_chunk_size(raw, &chunkBytes, &error) != 1 || chunkBytes == 0)
        return Ewf::errorFrom(Error::Code::ImageReadFailed, files.value(0),
                              QStringLiteral("libewf could not read the chunk size"), error);
    reader->m_chunkBytes = qint64(chunkBytes);
    // A chunk that did not shrink is stored as it is; a writer may still have kept a deflated
    // one a little larger than the chunk. A damaged table may make libewf copy up to the size
    // of the largest segment file.
    reader->m_usualStoredBytes = std::size_t(chunkBytes) * 2 + 64;
    qint64 largestFile = 0;
    for (const QString &file : files) {
        if (const std::optional<struct stat> status = statPath(file))
            largestFile = std::max(largestFile, qint64(status->st_size));
    }
    reader->m_stored = ReservedBuffer(reader->m_usualStoredBytes + std::size_t(largestFile));
    if (!reader->m_stored.isValid())
        return Error::fromErrno(Error::Code::ImageReadFailed, ENOMEM, files.value(0));
    reader->m_chunk.resize(std::size_t(chunkBytes));
    reader->m_inflater = {libdeflate_alloc_decompressor(), libdeflate_free_decompressor};
    if (!reader->m_inflater)
        return Error::fromErrno(Error::Code::ImageReadFailed, ENOMEM, files.value(0));
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
    if (offset < 0 || offset + qint64(buffer.size()) > m_sizeBytes)
        return Error::fromErrno(Error::Code::ImageReadFailed, 0, m_files.value(0), offset,
                                QStringLiteral("a read of %1 bytes at offset %2 goes past the "
                                               "end of the media data (%3 bytes)")
                                    .arg(buffer.size())
                                    .arg(offset)
                                    .arg(m_sizeBytes));
    while (!buffer.empty()) {
        const qint64 index = offset / m_chunkBytes;
        if (index != m_chunkIndex) {
            if (const Result<void> loaded = loadChunk(index); !loaded)
                return loaded;
        }
        const qint64 within = offset - index * m_chunkBytes;
        const std::size_t count = std::min(buffer.size(), std::size_t(m_chunkLength - within));
        std::memcpy(buffer.data(), m_chunk.data() + within, count);
        buffer = buffer.subspan(count);
        offset += qint64(count);
    }
    return {};
}

Result<void> EwfImageReader::loadChunk(qint64 index)
{
    libewf_handle_t *handle = m_handle.get();
    libewf_error_t *error = nullptr;
    const qint64 start = index * m_chunkBytes;
    const qint64 length = std::min(m_chunkBytes, m_sizeBytes - start);
    m_chunkIndex = -1;
    if (index != m_handleChunk
        && libewf_handle_seek_offset(handle, off64_t(start), SEEK_SET, &error) < 0)
        return chunkError(start, length, error);
    int8_t compressed = 0;
    int8_t checksumFollows = 0;
    uint32_t checksum = 0;
    uint8_t checksumBytes[4] = {};
    const ssize_t stored
        = libewf_handle_read_chunk(handle, m_stored.data(), m_stored.size(), &compressed,
                                   checksumBytes, &checksum, &checksumFollows, &error);
    if (stored <= 0)
        return chunkError(start, length, error);
    m_handleChunk = index + 1;
    // libewf counts the Adler-32 that follows a stored chunk, and hands it over apart.
    std::size_t dataBytes = std::size_t(stored);
    if (!compressed && checksumFollows) {
        checksum = qFromLittleEndian<quint32>(checksumBytes);
        dataBytes -= std::min<std::size_t>(dataBytes, 4);
    }
    const std::span<const std::byte> bytes(m_stored.data(), dataBytes);
    if (!decodeChunk(bytes, compressed != 0, checksum, length)) {
        // As libewf's own reader does: the chunk reads as zeros and is listed.
        std::fill_n(m_chunk.data(), length, std::byte{0});
        addFault(index, length);
    }
    if (std::size_t(stored) > m_usualStoredBytes)
        m_stored.discardAfter(m_usualStoredBytes);
    m_chunkIndex = index;
    m_chunkLength = length;
    return {};
}

bool EwfImageReader::decodeChunk(std::span<const std::byte> stored, bool compressed,
                                 uint32_t checksum, qint64 length)
{
    // Only the last chunk may hold less media data than the chunk size; a writer may still
    // have stored or deflated it whole, padded.
    const bool last = length < m_chunkBytes;
    const auto fits = [&](std::size_t bytes) {
        return qint64(bytes) == length
               || (last && qint64(bytes) > length && qint64(bytes) <= m_chunkBytes);
    };
    if (compressed) {
        std::size_t inflated = 0;
        return libdeflate_zlib_decompress(m_inflater.get(), stored.data(), stored.size(),
                                          m_chunk.data(), std::size_t(m_chunkBytes), &inflated)
                   == LIBDEFLATE_SUCCESS
               && fits(inflated);
    }
    if (!fits(stored.size()))
        return false;
    std::memcpy(m_chunk.data(), stored.data(), stored.size());
    return libdeflate_adler32(1, stored.data(), stored.size()) == checksum;
}

Error EwfImageReader::chunkError(qint64 start, qint64 length, Ewf::RawError *&error)
{
    m_handleChunk = -1;
    Error failure = Ewf::errorFrom(Error::Code::ImageReadFailed, fileHolding(start),
                                   QStringLiteral("libewf could not read the chunk of bytes "
                                                  "%1-%2 of the media data (a damaged chunk "
                                                  "table, or a read error of the file)")
                                       .arg(start)
                                       .arg(start + length - 1),
                                   error);
    failure.offset = start;
    return failure;
}

void EwfImageReader::addFault(qint64 index, qint64 length)
{
    const Extent extent{index * m_chunkBytes, length};
    const auto place = std::lower_bound(
        m_faults.begin(), m_faults.end(), extent.offset,
        [](const ImageFault &fault, qint64 offset) { return fault.extent.offset < offset; });
    if (place != m_faults.end() && place->extent.offset == extent.offset)
        return; // read again
    m_faults.insert(place, {extent, fileHolding(extent.offset), m_bytesPerSector});
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

QString EwfImageReader::fileHolding(qint64 offset)
{
    libewf_handle_t *handle = m_handle.get();
    libewf_error_t *error = nullptr;
    char name[4096] = {};
    m_handleChunk = -1; // the seek moves libewf's position
    if (libewf_handle_seek_offset(handle, off64_t(offset), SEEK_SET, &error) < 0
        || libewf_handle_get_filename(handle, name, sizeof name, &error) != 1) {
        libewf_error_free(&error);
        return m_files.value(0);
    }
    return fromNativePath(name); // the bytes of the name it was given
}

} // namespace Custody
