// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/boundedqueue.h"
#include "engine/bufferpool.h"
#include "engine/contentprofile.h"

#include <array>
#include <mutex>

namespace Custody {

// Counts, sector by sector, what the bytes of a medium look like (ContentProfile): all zeros,
// one other byte repeated, or anything else; keeps the longest runs of zeros and the cells that
// are zeros throughout. Blocks arrive in medium order through queue(), the same BlockRefs the
// hashers get (no copy), and run() consumes them on a thread of its own until the queue is
// closed, so that the count costs the acquisition no time where a core is free. Where no core is
// free, the census rides on threads that would otherwise wait: examineWaiting() takes what is
// queued on the calling thread (a hasher whose own queue ran dry), and run(), called once the
// blocks stop, takes the rest. Sectors that a block's marks call anything but finished are
// unreadable: counted apart, never zeros.
//
// profile() may be called from any thread at any time: the figures so far (the sector map's
// zero layer while the acquisition runs).
class ContentCensus
{
public:
    // The zero layer has at most this many cells, each a power of two of sectors.
    static constexpr qint64 MaximumCells = 16384;

    ContentCensus(qint64 sizeBytes, int sectorBytes, qsizetype queueCapacity);

    // Whether the census should ride on `hasherCount` hash threads rather than have a thread of
    // its own: when they fill the cores, where a thread more would only take turns with them
    // (bench/content.sh on two cores with MD5+SHA-256: 5 % slower with a thread of its own).
    static bool ridesOnHashers(int hasherCount);

    BoundedQueue<BlockRef> &queue() { return m_queue; }
    // Until the queue is closed and empty; then finish().
    void run();
    // Examines the blocks queued now, unless another thread is at it (then at once).
    void examineWaiting();
    // One block, on the calling thread: what run() does with each block it pops.
    void examine(const Block &block);
    // Ends the open run and cell: the census is complete up to where its blocks reached.
    void finish();
    ContentProfile profile() const;

private:
    enum class Kind { Unreadable, Repeated, Other };
    // One sector that is not zeros.
    void count(Kind kind, int byte);
    // Read sectors of zeros from `offset`, across cells.
    void countZeros(qint64 offset, qint64 length);
    void closeZeroRun();
    void closeCell();

    BoundedQueue<BlockRef> m_queue;
    std::mutex m_turn; // held by the one thread taking blocks from the queue, in their order
    mutable std::mutex m_mutex; // standard, for ThreadSanitizer (engine/namedthread.h)
    ContentProfile m_profile;   // under m_mutex, like everything below
    qint64 m_position = 0;      // where the next block must start
    Extent m_zeroRun;           // the run of zero sectors open at m_position
    std::array<qint64, 256> m_repeated = {};
    qint64 m_cell = 0; // the cell m_position is in
    qint64 m_cellZeroSectors = 0;
};

} // namespace Custody
