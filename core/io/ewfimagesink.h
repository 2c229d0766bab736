// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/chunkcompressor.h"
#include "io/ewfcontainer.h"
#include "io/imagesink.h"

#include <memory>

namespace Custody {

struct EwfWriteSettings
{
    ChunkCompression compression = ChunkCompression::Fast;
    qint64 segmentBytes = qint64(2) << 30; // each .E01, .E02, … at most
    qint64 chunkBytes = 0; // 0: 64 sectors (32 KiB of 512 bytes), as EnCase and ewfacquire
    int threads = 0;       // compression workers; 0: one per core
};

// An E01 image (EnCase 6 layout, what ewfacquire writes by default) written through libewf: the
// container, its headers, tables and segment files are libewf's; the chunks are deflated by
// Custody's ChunkCompressor on every core and handed to libewf in order with its chunk-level
// write. E01 is written in order only: a write at any other offset than the next is refused
// (the rescue preset writes raw and converts). An interrupted E01 cannot be resumed (Resume is
// refused); what it wrote stays on disk as it is.
class EwfImageSink final : public ImageSink
{
public:
    static Result<std::unique_ptr<EwfImageSink>> create(const QString &basePath,
                                                        const EwfWriteSettings &settings,
                                                        const ImageDescription &description,
                                                        qint64 imageBytes, OutputMode mode);
    ~EwfImageSink() override;

    Result<void> writeAt(qint64 offset, std::span<const std::byte> data) override;
    // Hands every complete chunk to libewf and syncs the segment files written so far. The
    // chunk being filled (less than one chunk) is written with the next ones.
    Result<void> sync() override;
    Result<void> readBack(qint64 offset, std::span<std::byte> buffer) override;
    QStringList filePaths() const override;
    // A segment is reported once libewf has created the next one: libewf completes a segment
    // (patching its sectors section) before it starts the next, and, the media size being set
    // from the start, never writes it again (only a stream of unknown size has its earlier
    // segments corrected at the end). The last segments are reported when finish() has closed
    // the image.
    void setFileClosedHandler(std::function<void(const QString &path)> handler) override;
    // Writes the last chunk, the unreadable ranges (acquisition errors), the MD5 and SHA-1, and
    // closes the image.
    Result<void> finish(const ImageClosing &closing) override;

private:
    EwfImageSink(QString basePath, Ewf::HandlePtr handle, const EwfWriteSettings &settings,
                 int bytesPerSector, qint64 imageBytes);
    // Hands prepared chunks to libewf, oldest first: all of them (wait), or those ready now;
    // the one that completes the media only when `last` (from finish()).
    Result<void> writePrepared(bool wait, bool last = false);
    Result<void> syncFiles() const;
    // Reports the segments completed since the last call; with `all`, every segment there is.
    void reportClosedSegments(bool all);
    Error writeError(const QString &what, Ewf::RawError *&error) const;

    QString m_basePath;
    Ewf::HandlePtr m_handle;
    ChunkCompressor m_compressor;
    qint64 m_chunkBytes = 0;
    int m_bytesPerSector = 512;
    qint64 m_imageBytes = 0;
    qint64 m_offset = 0;      // the next byte expected
    qint64 m_handedOver = 0;  // bytes of the chunks libewf has
    std::size_t m_filled = 0; // bytes of the chunk being filled
    bool m_closed = false;
    std::function<void(const QString &path)> m_fileClosed;
    int m_segmentsReported = 0;
    int m_chunksSinceCheck = 0;
};

} // namespace Custody
