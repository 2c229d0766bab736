// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/chunkcompressor.h"

#include <libdeflate.h>
#include <zlib.h>

#include <algorithm>
#include <cstring>

namespace Custody {

namespace {

// Memory for chunks in flight: each slot holds a chunk and room for its deflated form.
constexpr std::size_t InFlightBytes = 32 * 1024 * 1024;

int deflateLevel(ChunkCompression compression)
{
    return compression == ChunkCompression::Best ? 9 : 1;
}

bool allBytesEqual(std::span<const std::byte> data)
{
    if (data.empty())
        return true;
    // Compare the buffer with itself shifted by one byte: equal means one repeated byte.
    return std::memcmp(data.data(), data.data() + 1, data.size() - 1) == 0;
}

// Fast: whether three samples of the chunk (start, middle, end) each fail to shrink by 2 % when
// deflated, as encrypted or already compressed data does. Such a chunk is stored without
// deflating the whole of it, which would cost five times the samples and give nothing; a chunk
// that is random only where sampled loses at most some compression, never data.
bool looksIncompressible(std::span<const std::byte> data, std::span<std::byte> scratch,
                         libdeflate_compressor *compressor)
{
    constexpr std::size_t SampleBytes = 2048;
    if (data.size() < 4 * SampleBytes)
        return false;
    for (const std::size_t offset :
         {std::size_t(0), (data.size() - SampleBytes) / 2, data.size() - SampleBytes}) {
        const std::size_t limit = SampleBytes - SampleBytes / 50;
        if (libdeflate_deflate_compress(compressor, data.data() + offset, SampleBytes,
                                        scratch.data(), limit)
            > 0)
            return false; // this sample shrinks: deflate the chunk
    }
    return true;
}

// Best: zlib's level 9, which deflates E01 chunks faster than libdeflate's level 9 for the same
// size (deflate-bench); 0 when the stream would not be smaller than the data.
std::size_t zlibBest(std::span<const std::byte> data, std::span<std::byte> output)
{
    uLongf size = uLongf(data.size() - 1);
    const int status = compress2(reinterpret_cast<Bytef *>(output.data()), &size,
                                 reinterpret_cast<const Bytef *>(data.data()), uLong(data.size()),
                                 Z_BEST_COMPRESSION);
    return status == Z_OK ? std::size_t(size) : 0;
}

} // namespace

struct ChunkCompressor::Slot
{
    std::vector<std::byte> input;
    std::vector<std::byte> output;
    std::size_t inputBytes = 0;
    PreparedChunk prepared;
    bool ready = false;
};

ChunkCompressor::ChunkCompressor(ChunkCompression compression, std::size_t chunkBytes, int threads)
    : m_compression(compression)
    , m_chunkBytes(chunkBytes)
{
    // Memory first: at most InFlightBytes of slots (two, whatever the chunk size), and no more
    // workers than slots.
    const std::size_t slots = std::clamp<std::size_t>(InFlightBytes / (2 * chunkBytes), 2, 1024);
    threads = std::clamp(threads, 1, int(slots));
    for (std::size_t index = 0; index < slots; ++index) {
        auto slot = std::make_unique<Slot>();
        slot->input.resize(chunkBytes);
        // Deflate output that does not fit in one byte less than the chunk is not kept.
        slot->output.resize(compression == ChunkCompression::None ? 0 : chunkBytes);
        m_slots.push_back(std::move(slot));
    }
    if (compression != ChunkCompression::None) {
        libdeflate_compressor *compressor = libdeflate_alloc_compressor(deflateLevel(compression));
        const std::vector<std::byte> zeros(chunkBytes);
        m_zeroChunk.resize(chunkBytes);
        m_zeroChunk.resize(libdeflate_zlib_compress(compressor, zeros.data(), chunkBytes,
                                                    m_zeroChunk.data(), chunkBytes - 1));
        libdeflate_free_compressor(compressor);
    }
    // Stored chunks need only their Adler-32, which costs less than handing them to a thread.
    for (int index = 0; compression != ChunkCompression::None && index < threads; ++index) {
        m_workers.emplace_back(QThread::create([this] { work(); }));
        m_workers.back()->start();
    }
}

ChunkCompressor::~ChunkCompressor()
{
    {
        QMutexLocker lock(&m_mutex);
        m_stopping = true;
        m_work.wakeAll();
    }
    for (const std::unique_ptr<QThread> &worker : m_workers)
        worker->wait();
}

bool ChunkCompressor::full() const
{
    QMutexLocker lock(&m_mutex);
    return m_submitted - m_released == m_slots.size();
}

bool ChunkCompressor::pending() const
{
    QMutexLocker lock(&m_mutex);
    return m_submitted > m_released;
}

std::span<std::byte> ChunkCompressor::input()
{
    QMutexLocker lock(&m_mutex);
    Q_ASSERT(m_submitted - m_released < m_slots.size());
    return m_slots[m_submitted % m_slots.size()]->input;
}

void ChunkCompressor::submit(std::size_t bytes)
{
    QMutexLocker lock(&m_mutex);
    Slot &slot = *m_slots[m_submitted % m_slots.size()];
    slot.inputBytes = bytes;
    slot.ready = m_workers.empty();
    if (slot.ready)
        prepare(slot, nullptr);
    ++m_submitted;
    m_taken += slot.ready ? 1 : 0;
    m_work.wakeOne();
}

bool ChunkCompressor::oldestReady() const
{
    QMutexLocker lock(&m_mutex);
    return m_submitted > m_released && m_slots[m_released % m_slots.size()]->ready;
}

PreparedChunk ChunkCompressor::oldest()
{
    QMutexLocker lock(&m_mutex);
    Q_ASSERT(m_submitted > m_released);
    Slot &slot = *m_slots[m_released % m_slots.size()];
    while (!slot.ready)
        m_ready.wait(&m_mutex);
    return slot.prepared;
}

void ChunkCompressor::release()
{
    QMutexLocker lock(&m_mutex);
    Q_ASSERT(m_submitted > m_released);
    ++m_released;
}

void ChunkCompressor::work()
{
    libdeflate_compressor *compressor
        = m_compression == ChunkCompression::None
              ? nullptr
              : libdeflate_alloc_compressor(deflateLevel(m_compression));
    QMutexLocker lock(&m_mutex);
    for (;;) {
        while (!m_stopping && m_taken == m_submitted)
            m_work.wait(&m_mutex);
        if (m_stopping)
            break;
        Slot &slot = *m_slots[m_taken % m_slots.size()];
        ++m_taken;
        lock.unlock();
        prepare(slot, compressor);
        lock.relock();
        slot.ready = true;
        m_ready.wakeAll();
    }
    lock.unlock();
    libdeflate_free_compressor(compressor);
}

void ChunkCompressor::prepare(Slot &slot, libdeflate_compressor *compressor) const
{
    const std::span<const std::byte> data(slot.input.data(), slot.inputBytes);
    PreparedChunk &prepared = slot.prepared;
    prepared.dataBytes = data.size();
    prepared.compressed = false;
    prepared.bytes = data;
    if (m_compression != ChunkCompression::None) {
        const bool uniform = allBytesEqual(data);
        if (uniform && data.size() == m_chunkBytes && data.front() == std::byte{0}
            && !m_zeroChunk.empty()) {
            prepared.bytes = m_zeroChunk;
            prepared.compressed = true;
            return;
        }
        const bool worthTrying = m_compression == ChunkCompression::Best
                                 || (m_compression == ChunkCompression::Fast
                                     && !looksIncompressible(data, slot.output, compressor))
                                 || uniform;
        if (worthTrying) {
            // 0: the stream would not be smaller than the data, which is then stored.
            const std::size_t size
                = m_compression == ChunkCompression::Best
                      ? zlibBest(data, slot.output)
                      : libdeflate_zlib_compress(compressor, data.data(), data.size(),
                                                 slot.output.data(), data.size() - 1);
            if (size > 0) {
                prepared.bytes = std::span<const std::byte>(slot.output.data(), size);
                prepared.compressed = true;
                return;
            }
        }
    }
    prepared.adler32 = libdeflate_adler32(1, data.data(), data.size());
}

} // namespace Custody
