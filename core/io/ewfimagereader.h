// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/ewfcontainer.h"
#include "io/imagereader.h"
#include "util/reservedbuffer.h"

#include <QByteArray>
#include <QList>

#include <memory>
#include <vector>

struct libdeflate_decompressor;

namespace Custody {

// An E01 image read through libewf: the media data its chunks hold, the MD5 and SHA-1 stored in
// it, and the chunks whose checksum fails (they read as zeros, so the digests mismatch, and are
// listed with their range and segment file). libewf reads each chunk as stored
// (libewf_handle_read_chunk); the reader inflates it with libdeflate, which checks its Adler-32,
// or checks the Adler-32 of a stored chunk, itself: libdeflate inflates more than twice as fast
// as the zlib inside libewf's own read. Read-only; used from one thread.
class EwfImageReader final : public ImageReader
{
public:
    // Opens every segment of the image (files in order, as Ewf::discoverSegments finds them).
    static Result<std::unique_ptr<EwfImageReader>> open(const QStringList &files);
    ~EwfImageReader() override;

    qint64 sizeBytes() const override { return m_sizeBytes; }
    QStringList files() const override { return m_files; }
    Result<void> readAt(qint64 offset, std::span<std::byte> buffer) override;
    CacheEviction evictCachedPages() override;
    QList<ImageDigest> storedDigests() const override { return m_storedDigests; }
    bool isContainer() const override { return true; }
    QList<ImageFault> faults() const override { return m_faults; }
    int sectorBytes() const override { return m_bytesPerSector; }
    // How many chunks failed their checksum so far (cheaper than faults()).
    int faultCount() const { return int(m_faults.size()); }

    int bytesPerSector() const { return m_bytesPerSector; }

private:
    EwfImageReader() = default;
    QString fileHolding(qint64 offset);
    // Makes chunk `index` the one in m_chunk: read, inflated and checked; zeros and a fault when
    // it fails its checksum.
    Result<void> loadChunk(qint64 index);
    // Inflates or copies one stored chunk into m_chunk; false when it fails its checksum or
    // does not hold `length` bytes of media data.
    bool decodeChunk(std::span<const std::byte> stored, bool compressed, uint32_t checksum,
                     qint64 length);
    Error chunkError(qint64 start, qint64 length, Ewf::RawError *&error);
    void addFault(qint64 index, qint64 length);

    Ewf::HandlePtr m_handle;
    std::unique_ptr<libdeflate_decompressor, void (*)(libdeflate_decompressor *)> m_inflater{
        nullptr, nullptr};
    QStringList m_files;
    qint64 m_sizeBytes = 0;
    int m_bytesPerSector = 512;
    qint64 m_chunkBytes = 0;
    QList<ImageFault> m_faults; // sorted by offset, one per chunk
    QList<ImageDigest> m_storedDigests;
    // A chunk as libewf reads it. libewf 20140813 copies a deflated chunk into it at whatever
    // size the segment's table gives, unchecked: a damaged table could make that anything up to
    // the segment file's size, so the buffer reserves that much address space (memory is used
    // only as far as libewf writes).
    ReservedBuffer m_stored;
    std::size_t m_usualStoredBytes = 0; // the most a sound chunk takes
    std::vector<std::byte> m_chunk;     // the chunk m_chunkIndex, as media data
    qint64 m_chunkIndex = -1;           // none yet
    qint64 m_chunkLength = 0;           // its bytes of media data
    qint64 m_handleChunk = -1;          // the chunk libewf reads next, when known
};

} // namespace Custody
