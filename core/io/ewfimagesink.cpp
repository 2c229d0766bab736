// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/ewfimagesink.h"

#include "util/durablefile.h"
#include "util/nativepath.h"

#include <QCoreApplication>
#include <QSysInfo>
#include <QUuid>

#include <libewf.h>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace Custody {

namespace {

// How often (in chunks handed to libewf) the sink looks whether libewf has started a segment:
// every 32 chunks (1 MiB at the default chunk size), a stat against far longer writing.
constexpr int ChunksPerSegmentCheck = 32;

Error invalid(const QString &path, const QString &detail)
{
    return Error::fromErrno(Error::Code::InvalidArgument, 0, path, -1, detail);
}

int threadCount(int requested)
{
    return requested > 0 ? requested : std::max(1, QThread::idealThreadCount());
}

Result<void> setHeader(libewf_handle_t *handle, const char *identifier, const QString &value,
                       const QString &basePath)
{
    if (value.isEmpty())
        return {};
    // The E01 header is lines of tab-separated fields, which libewf writes as given: a line
    // break or a tab in a value (multi-line notes) would cut the header short and lose the fields
    // after it. They become spaces here; the record keeps the text as typed.
    QString flat = value;
    for (QChar &character : flat) {
        if (character == u'\n' || character == u'\r' || character == u'\t')
            character = u' ';
    }
    const QByteArray utf8 = flat.toUtf8();
    libewf_error_t *error = nullptr;
    if (libewf_handle_set_utf8_header_value(
            handle, reinterpret_cast<const uint8_t *>(identifier), std::strlen(identifier),
            reinterpret_cast<const uint8_t *>(utf8.constData()), size_t(utf8.size()), &error)
        != 1)
        return Ewf::errorFrom(
            Error::Code::OutputOpenFailed, basePath,
            QStringLiteral("could not set the E01 header %1").arg(QLatin1String(identifier)),
            error);
    return {};
}

Result<void> describe(libewf_handle_t *handle, const ImageDescription &description,
                      const QString &basePath)
{
    const QString system = QSysInfo::kernelType() + QLatin1Char(' ') + QSysInfo::kernelVersion();
    const std::pair<const char *, QString> headers[] = {
        {"case_number", description.caseNumber},
        {"evidence_number", description.evidenceNumber},
        {"examiner_name", description.examiner},
        {"description", description.description},
        {"notes", description.notes},
        {"model", description.model},
        {"serial_number", description.serial},
        {"acquiry_operating_system", system},
        {"acquiry_software", QStringLiteral("Custody")},
        // EnCase shows this field as the acquiring program: the name goes with the version.
        {"acquiry_software_version", description.software},
    };
    for (const auto &[identifier, value] : headers) {
        if (const Result<void> set = setHeader(handle, identifier, value, basePath); !set)
            return set;
    }
    return {};
}

std::optional<QByteArray> digestBytes(const QList<ImageDigest> &digests, const QString &name)
{
    for (const ImageDigest &digest : digests) {
        if (digest.algorithm == name)
            return QByteArray::fromHex(digest.hex.toLatin1());
    }
    return std::nullopt;
}

} // namespace

Result<std::unique_ptr<EwfImageSink>> EwfImageSink::create(const QString &basePath,
                                                           const EwfWriteSettings &settings,
                                                           const ImageDescription &description,
                                                           qint64 imageBytes, OutputMode mode)
{
    const int sector = description.bytesPerSector;
    EwfWriteSettings resolved = settings;
    if (resolved.chunkBytes == 0)
        resolved.chunkBytes = Ewf::DefaultSectorsPerChunk * qint64(sector);
    if (const QString problem
        = Ewf::settingsProblem(resolved.chunkBytes, settings.segmentBytes, sector);
        !problem.isEmpty())
        return invalid(basePath, problem);
    if (mode == OutputMode::Resume)
        return Error::fromErrno(Error::Code::ResumeRefused, 0, Ewf::segmentPath(basePath, 1), -1,
                                QCoreApplication::translate(
                                    "Custody::Error",
                                    "an interrupted E01 acquisition cannot be resumed: acquire "
                                    "again, replacing its files, or acquire to raw with the rescue "
                                    "preset (which resumes) and convert the result to E01"));
    if (mode == OutputMode::CreateNew) {
        if (const QStringList existing = Ewf::existingSegments(basePath); !existing.isEmpty())
            return Error::fromErrno(Error::Code::OutputExists, EEXIST, existing.first());
    }
    Result<Ewf::HandlePtr> handle = Ewf::newHandle();
    if (!handle)
        return handle.error();
    libewf_handle_t *raw = handle->get();
    libewf_error_t *error = nullptr;
    const QByteArray base = nativePath(basePath);
    char *names[] = {const_cast<char *>(base.constData())};
    if (libewf_handle_open(raw, names, 1, LIBEWF_OPEN_WRITE, &error) != 1)
        return Ewf::errorFrom(Error::Code::OutputOpenFailed, Ewf::segmentPath(basePath, 1),
                              QStringLiteral("could not create the E01 image"), error);
    const int8_t level = settings.compression == ChunkCompression::Fast   ? LIBEWF_COMPRESSION_FAST
                         : settings.compression == ChunkCompression::Best ? LIBEWF_COMPRESSION_BEST
                                                                          : LIBEWF_COMPRESSION_NONE;
    const uint8_t flags = settings.compression == ChunkCompression::Uniform
                              ? LIBEWF_COMPRESS_FLAG_USE_EMPTY_BLOCK_COMPRESSION
                              : 0;
    // A random GUID in every segment, so that a segment of another image is recognised.
    const QByteArray setIdentifier = QUuid::createUuid().toRfc4122();
    const bool set
        = libewf_handle_set_format(raw, LIBEWF_FORMAT_ENCASE6, &error) == 1
          && libewf_handle_set_media_size(raw, size64_t(imageBytes), &error) == 1
          && libewf_handle_set_bytes_per_sector(raw, uint32_t(sector), &error) == 1
          && libewf_handle_set_sectors_per_chunk(raw, uint32_t(resolved.chunkBytes / sector),
                                                 &error)
                 == 1
          && libewf_handle_set_error_granularity(raw, uint32_t(resolved.chunkBytes / sector),
                                                 &error)
                 == 1
          && libewf_handle_set_compression_values(raw, level, flags, &error) == 1
          && libewf_handle_set_maximum_segment_size(raw, size64_t(settings.segmentBytes), &error)
                 == 1
          && libewf_handle_set_media_type(
                 raw, description.removable ? LIBEWF_MEDIA_TYPE_REMOVABLE : LIBEWF_MEDIA_TYPE_FIXED,
                 &error)
                 == 1
          && libewf_handle_set_media_flags(
                 raw, description.physical ? LIBEWF_MEDIA_FLAG_PHYSICAL : 0, &error)
                 == 1
          && libewf_handle_set_segment_file_set_identifier(
                 raw, reinterpret_cast<const uint8_t *>(setIdentifier.constData()),
                 std::size_t(setIdentifier.size()), &error)
                 == 1;
    if (!set)
        return Ewf::errorFrom(Error::Code::InvalidArgument, Ewf::segmentPath(basePath, 1),
                              QStringLiteral("libewf refused the E01 settings (segment size %1 "
                                             "bytes, chunk size %2 bytes)")
                                  .arg(settings.segmentBytes)
                                  .arg(resolved.chunkBytes),
                              error);
    if (const Result<void> described = describe(raw, description, basePath); !described)
        return described.error();
    return std::unique_ptr<EwfImageSink>(
        new EwfImageSink(basePath, std::move(*handle), resolved, sector, imageBytes));
}

EwfImageSink::EwfImageSink(QString basePath, Ewf::HandlePtr handle,
                           const EwfWriteSettings &settings, int bytesPerSector, qint64 imageBytes)
    : m_basePath(std::move(basePath))
    , m_handle(std::move(handle))
    , m_compressor(settings.compression, std::size_t(settings.chunkBytes),
                   threadCount(settings.threads))
    , m_chunkBytes(settings.chunkBytes)
    , m_bytesPerSector(bytesPerSector)
    , m_imageBytes(imageBytes)
{}

EwfImageSink::~EwfImageSink()
{
    if (m_closed)
        return;
    // An unfinished image is left as libewf wrote it. Its last chunk was never handed over
    // (writePrepared), so libewf's close, from the handle's deleter, finds the media short and
    // does not write the closing sections that would make it look complete.
    libewf_error_t *error = nullptr;
    libewf_handle_signal_abort(m_handle.get(), &error);
    libewf_error_free(&error);
}

Error EwfImageSink::writeError(const QString &what, Ewf::RawError *&error) const
{
    const int sysErrno = errno;
    Error failure = Ewf::errorFrom(
        sysErrno == ENOSPC ? Error::Code::TargetFull : Error::Code::WriteFailed,
        filePaths().value(filePaths().size() - 1, Ewf::segmentPath(m_basePath, 1)), what, error);
    failure.sysErrno = sysErrno == ENOSPC ? ENOSPC : 0;
    failure.offset = m_offset;
    return failure;
}

Result<void> EwfImageSink::writePrepared(bool wait, bool last)
{
    while (m_compressor.pending() && (wait || m_compressor.oldestReady())) {
        const PreparedChunk chunk = m_compressor.oldest();
        // The chunk that completes the media waits for finish(): until libewf has every byte,
        // nothing (not even its own close, from the destructor) can finalise the container, so
        // an image that was not finished never looks complete.
        if (!last && m_handedOver + qint64(chunk.dataBytes) == m_imageBytes)
            return {};
        uint8_t checksum[4] = {};
        libewf_error_t *error = nullptr;
        errno = 0;
        const ssize_t written = libewf_handle_write_chunk(
            m_handle.get(), chunk.bytes.data(), chunk.bytes.size(), chunk.dataBytes,
            chunk.compressed ? 1 : 0, checksum, chunk.adler32, chunk.compressed ? 0 : 1, &error);
        m_compressor.release();
        if (written <= 0)
            return writeError(QStringLiteral("could not write a chunk of the E01 image"), error);
        m_handedOver += qint64(chunk.dataBytes);
        if (m_fileClosed && ++m_chunksSinceCheck == ChunksPerSegmentCheck) {
            m_chunksSinceCheck = 0;
            reportClosedSegments(false);
        }
    }
    return {};
}

void EwfImageSink::setFileClosedHandler(std::function<void(const QString &path)> handler)
{
    m_fileClosed = std::move(handler);
}

void EwfImageSink::reportClosedSegments(bool all)
{
    if (!m_fileClosed)
        return;
    for (;;) {
        const QString next = Ewf::segmentPath(m_basePath, m_segmentsReported + 1);
        const QString after = Ewf::segmentPath(m_basePath, m_segmentsReported + 2);
        if (!pathExists(next) || (!all && !pathExists(after)))
            return;
        ++m_segmentsReported;
        m_fileClosed(next);
    }
}

Result<void> EwfImageSink::writeAt(qint64 offset, std::span<const std::byte> data)
{
    if (m_closed || offset != m_offset)
        return invalid(m_basePath, QStringLiteral("an E01 image is written in order: %1 bytes "
                                                  "at offset %2, where %3 was next")
                                       .arg(data.size())
                                       .arg(offset)
                                       .arg(m_offset));
    while (!data.empty()) {
        if (m_filled == 0 && m_compressor.full()) {
            // Every slot is taken: the oldest chunk must go to libewf before another comes in.
            if (const Result<void> written = writePrepared(false); !written)
                return written;
            if (m_compressor.full()) {
                const PreparedChunk ready = m_compressor.oldest(); // waits for it
                Q_UNUSED(ready);
                continue;
            }
        }
        const std::span<std::byte> chunk = m_compressor.input();
        const std::size_t count = std::min(chunk.size() - m_filled, data.size());
        std::memcpy(chunk.data() + m_filled, data.data(), count);
        m_filled += count;
        m_offset += qint64(count);
        data = data.subspan(count);
        if (m_filled == chunk.size()) {
            m_compressor.submit(m_filled);
            m_filled = 0;
            if (const Result<void> written = writePrepared(false); !written)
                return written;
        }
    }
    return {};
}

Result<void> EwfImageSink::sync()
{
    if (!m_closed) {
        if (const Result<void> written = writePrepared(true); !written)
            return written;
    }
    return syncFiles();
}

Result<void> EwfImageSink::syncFiles() const
{
    // libewf writes through its own descriptors; the segment files are synced through new ones.
    for (const QString &path : filePaths()) {
        const int descriptor = ::open(nativePath(path).constData(), O_RDONLY | O_CLOEXEC);
        if (descriptor < 0 || ::fdatasync(descriptor) != 0) {
            const int sysErrno = errno;
            if (descriptor >= 0)
                ::close(descriptor);
            return Error::fromErrno(Error::Code::SyncFailed, sysErrno, path);
        }
        ::close(descriptor);
    }
    return {};
}

Result<void> EwfImageSink::readBack(qint64 offset, std::span<std::byte> buffer)
{
    Q_UNUSED(buffer);
    return Error::fromErrno(Error::Code::ImageReadFailed, 0, m_basePath, offset,
                            QStringLiteral("an E01 image being written cannot be read back"));
}

QStringList EwfImageSink::filePaths() const
{
    return Ewf::existingSegments(m_basePath);
}

Result<void> EwfImageSink::finish(const ImageClosing &closing)
{
    if (m_closed)
        return {};
    if (m_offset != m_imageBytes)
        return invalid(m_basePath, QStringLiteral("the E01 image holds %1 of its %2 bytes: it "
                                                  "cannot be finished")
                                       .arg(m_offset)
                                       .arg(m_imageBytes));
    if (m_filled > 0) {
        if (m_compressor.full()) {
            if (const Result<void> written = writePrepared(true); !written)
                return written;
        }
        m_compressor.submit(m_filled);
        m_filled = 0;
    }
    // Everything but the last chunk, then the digests and errors, then the last chunk: libewf
    // closes the container when it has the whole media.
    if (const Result<void> written = writePrepared(true); !written)
        return written;
    libewf_handle_t *handle = m_handle.get();
    libewf_error_t *error = nullptr;
    for (const Extent &unreadable : closing.unreadable) {
        const qint64 first = unreadable.offset / m_bytesPerSector;
        const qint64 end = (unreadable.end() + m_bytesPerSector - 1) / m_bytesPerSector;
        if (libewf_handle_append_acquiry_error(handle, uint64_t(first), uint64_t(end - first),
                                               &error)
            != 1)
            return writeError(QStringLiteral("could not record an unreadable range"), error);
    }
    if (const std::optional<QByteArray> md5 = digestBytes(closing.digests, QStringLiteral("md5"))) {
        QByteArray bytes = *md5;
        if (libewf_handle_set_md5_hash(handle, reinterpret_cast<uint8_t *>(bytes.data()),
                                       size_t(bytes.size()), &error)
            != 1)
            return writeError(QStringLiteral("could not store the MD5"), error);
    }
    if (const std::optional<QByteArray> sha1
        = digestBytes(closing.digests, QStringLiteral("sha1"))) {
        QByteArray bytes = *sha1;
        if (libewf_handle_set_sha1_hash(handle, reinterpret_cast<uint8_t *>(bytes.data()),
                                        size_t(bytes.size()), &error)
            != 1)
            return writeError(QStringLiteral("could not store the SHA-1"), error);
    }
    if (const Result<void> written = writePrepared(true, true); !written)
        return written;
    if (libewf_handle_write_finalize(handle, &error) < 0)
        return writeError(QStringLiteral("could not finish the E01 image"), error);
    if (libewf_handle_close(handle, &error) != 0)
        return writeError(QStringLiteral("could not close the E01 image"), error);
    m_closed = true;
    const Result<void> synced = syncFiles();
    if (synced)
        reportClosedSegments(true);
    return synced;
}

} // namespace Custody
