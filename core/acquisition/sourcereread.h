// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashworker.h"
#include "io/imagereader.h"
#include "io/sourcedevice.h"
#include "record/verificationrecord.h"
#include "util/extent.h"
#include "util/result.h"

#include <atomic>
#include <vector>

namespace Custody {

// The second, complete read of the source after an acquisition (verify policy ImageAndSource):
// the source is hashed again AND compared with the image block by block, so that the verdict
// can say "the source equals the image in every sector read both times", or name the first
// offset where it does not. HashingJob reads images only; this reads a SourceDevice the same
// way: the calling thread reads, one HashWorker thread per algorithm hashes.
//
// Reads bypass the page cache (ReadMode::Direct) where the source allows it: the acquisition has
// just read every block, and a re-read answered from the cache would compare the cache with
// itself instead of reading the medium again.
//
// A block that fails is read again sector by sector; a sector that still fails is replaced by
// the fill byte, as in the image, so the digests equal the acquisition's only when no sector was
// unreadable in either read. The comparison is exact where the digests cannot be: it skips the
// sectors unreadable in either read (those the acquisition did not finish, given as
// unreadInAcquisition, and those that fail now) and compares every other byte with the image.
//
// run() blocks and stops at the next block once cancelRequested is true (the acquisition's own
// flag, so that cancelling stays a lock-free store); bytesRead() may be called from any thread.
class SourceReread
{
public:
    // unreadInAcquisition: sorted, disjoint extents the acquisition could not read.
    SourceReread(SourceDevice &source, ImageReader &image, QList<Extent> unreadInAcquisition,
                 HashAlgorithms algorithms, qint64 blockBytes, quint8 fillByte,
                 const std::atomic<bool> &cancelRequested);

    // The record of the second read: digests in allHashAlgorithms() order and the comparison;
    // after an error (SourceVanished, ImageReadFailed, Cancelled) no digests, and the comparison
    // of what was read until then.
    SourceRereadRecord run();
    qint64 bytesRead() const { return m_bytesRead.load(std::memory_order_relaxed); }

private:
    // Fills block with the source bytes of its extent, unreadable sectors with the fill byte,
    // and compares it with the image.
    Result<void> readBlock(Block &block);
    // One read of buffer.size() bytes at offset, looping over short reads and EINTR.
    ReadOutcome readFully(qint64 offset, std::span<std::byte> buffer, ReadMode mode);
    Result<void> compareWithImage(const Block &block, const QList<Extent> &unreadableNow);
    bool unreadInAcquisition(Extent sector);

    SourceDevice &m_source;
    ImageReader &m_image;
    QList<Extent> m_unreadInAcquisition;
    qsizetype m_unreadCursor = 0; // blocks come in order: the first extent not yet passed
    HashAlgorithms m_algorithms;
    qint64 m_blockBytes;
    quint8 m_fillByte;
    const std::atomic<bool> &m_cancelRequested;
    std::vector<std::byte> m_imageBytes;
    std::atomic<qint64> m_bytesRead{0};
    qint64 m_bytesUnreadable = 0;
    SourceComparison m_comparison;
};

} // namespace Custody
