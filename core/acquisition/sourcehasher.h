// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashworker.h"
#include "io/sourcedevice.h"
#include "util/result.h"

#include <atomic>

namespace Custody {

// The digests of a second, complete read of the source, for the source re-read after an
// acquisition (VerifyPolicy::ImageAndSource). HashingJob reads images (RawImageReader) only;
// this reads a SourceDevice the same way: the calling thread reads, one HashWorker thread per
// algorithm hashes, bounded by a small buffer pool.
//
// Reads bypass the page cache (ReadMode::Direct) where the source allows it: the acquisition has
// just read every block, and a re-read answered from the cache would compare the cache with
// itself instead of reading the medium again.
//
// A block that fails is read again sector by sector, and every sector that still fails is
// replaced by the fill byte, as in the acquisition's image. The digests therefore equal the image
// digests only when the drive reads back exactly as it did: a source with bad sectors rarely
// fails at exactly the same sectors twice, so a mismatch then says little. unreadableBytes()
// tells how many bytes were filled, so the record can say so.
//
// run() blocks and stops at the next block once cancelRequested is true (the acquisition's own
// flag, so that cancelling stays a lock-free store); bytesRead() and unreadableBytes() may be
// called from any thread.
class SourceHasher
{
public:
    SourceHasher(SourceDevice &source, HashAlgorithms algorithms, qint64 blockBytes,
                 quint8 fillByte, const std::atomic<bool> &cancelRequested);

    // The digests in allHashAlgorithms() order, or SourceVanished when the source went away,
    // Cancelled once cancelRequested was set.
    Result<QList<HashResult>> run();
    qint64 bytesRead() const { return m_bytesRead.load(std::memory_order_relaxed); }
    qint64 unreadableBytes() const { return m_unreadableBytes.load(std::memory_order_relaxed); }

private:
    // Fills block with the source bytes of its extent; unreadable sectors get the fill byte.
    Result<void> readBlock(Block &block);
    // One read of buffer.size() bytes at offset, looping over short reads and EINTR.
    ReadOutcome readFully(qint64 offset, std::span<std::byte> buffer, ReadMode mode);

    SourceDevice &m_source;
    HashAlgorithms m_algorithms;
    qint64 m_blockBytes;
    quint8 m_fillByte;
    const std::atomic<bool> &m_cancelRequested;
    std::atomic<qint64> m_bytesRead{0};
    std::atomic<qint64> m_unreadableBytes{0};
};

} // namespace Custody
