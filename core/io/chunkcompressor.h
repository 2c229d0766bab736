// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QMutex>
#include <QThread>
#include <QWaitCondition>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

struct libdeflate_compressor;

namespace Custody {

// How the chunks of an EWF image are stored (the E01 header records which).
enum class ChunkCompression {
    None,    // every chunk stored as read, with its Adler-32
    Uniform, // only chunks of one repeated byte are deflated ("empty block" compression)
    Fast,    // deflate at level 1; chunks whose samples do not shrink are stored at once
    Best,    // deflate at level 9 (zlib's, faster there than libdeflate's)
};

// One chunk made ready for the container: deflated (a zlib stream, which carries its own
// Adler-32) or stored as read (the container appends `adler32`).
struct PreparedChunk
{
    std::span<const std::byte> bytes;
    std::size_t dataBytes = 0; // the chunk's size before compression
    bool compressed = false;
    std::uint32_t adler32 = 0; // of the data, for stored chunks
};

// Compresses chunks on a pool of threads while the caller hands them on in order: the writer
// copies a chunk in (input(), submit()), the workers deflate it with libdeflate, and the writer
// takes the prepared chunks back oldest first (oldest(), release()). The slots are fixed when
// it is made, so memory stays bounded whatever the size of the image. A chunk of zeros of the
// full size is not deflated again: its deflated form is made once; with Fast, a chunk whose
// samples do not shrink (encrypted, already compressed) is stored without deflating the whole of
// it. Libdeflate rather than zlib:
// the same zlib streams, about twice as fast at level 1 (docs/ARCHITECTURE.md, E01).
class ChunkCompressor
{
public:
    ChunkCompressor(ChunkCompression compression, std::size_t chunkBytes, int threads);
    ~ChunkCompressor();
    ChunkCompressor(const ChunkCompressor &) = delete;
    ChunkCompressor &operator=(const ChunkCompressor &) = delete;

    // Whether every slot holds a chunk not yet released: release the oldest first.
    bool full() const;
    // Whether a submitted chunk waits to be released.
    bool pending() const;
    // The buffer of the next chunk, chunkBytes long. Not while full().
    std::span<std::byte> input();
    // Hands the first `bytes` of input() to the workers.
    void submit(std::size_t bytes);
    // The oldest submitted chunk, waiting until it is prepared. Only while pending(); valid until
    // release().
    PreparedChunk oldest();
    // Whether the oldest submitted chunk is prepared (oldest() would not wait).
    bool oldestReady() const;
    void release();

private:
    struct Slot;
    void work();
    void prepare(Slot &slot, libdeflate_compressor *compressor) const;

    ChunkCompression m_compression;
    std::size_t m_chunkBytes;
    std::vector<std::byte> m_zeroChunk; // the deflated form of a chunk of zeros; empty: none
    std::vector<std::unique_ptr<Slot>> m_slots;
    // None when chunks are stored: their checksum is made in submit().
    std::vector<std::unique_ptr<QThread>> m_workers;

    mutable QMutex m_mutex;
    QWaitCondition m_work;  // a chunk was submitted, or the workers stop
    QWaitCondition m_ready; // a chunk was prepared
    std::uint64_t m_submitted = 0;
    std::uint64_t m_taken = 0;    // handed to a worker
    std::uint64_t m_released = 0; // given back by the writer
    bool m_stopping = false;
};

} // namespace Custody
