// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/bufferpool.h"
#include "engine/sectorreader.h"

#include <QElapsedTimer>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace Custody {

// How many block reads to keep ahead of a pass. Adaptive starts with none (one read at a time, the
// pass's own), then tries one, and doubles it while doing so makes the reads faster by 5% or more
// (measured over windows of at least 16 blocks and 200 ms); when it does not, it goes back and
// stays there for 16 windows before it tries again, so that a source whose speed changes (a slow
// zone, a busier link) is followed.
class ReadDepthTuner
{
public:
    ReadDepthTuner(int maximumAhead, bool adaptive);

    int ahead() const { return m_ahead; }
    // Told after every block the pass took, with its length.
    void account(qint64 bytes);
    // The end of a measuring window with the rate in it (account() calls it; tests too).
    void endWindow(double rate);

private:
    int m_maximumAhead;
    bool m_adaptive;
    int m_ahead;
    QElapsedTimer m_window;
    qint64 m_windowBytes = 0;
    int m_windowBlocks = 0;
    double m_settledRate = 0; // the rate at the depth before the one being tried
    bool m_trying = false;    // the current depth is a trial
    int m_aheadBeforeTrial = 0;
    int m_holdWindows = 0; // windows left before the next trial
};

// Keeps the block reads of a pass in flight ahead of it, so that the source never waits for the
// engine between two reads (a drive's queue stays busy; a FUSE or network source gets its next
// request while the last one is being hashed). Each read goes straight into a pool buffer that
// the pass then hands on, so nothing is copied.
//
// The pass asks for its blocks one by one, in its own order, with read(); this class guesses that
// the next blocks are the ones after (of the block size, within the area) and sends them while
// the reads succeed: none is sent past a read that failed, and after a failure the pass's next
// read goes alone unless it was sent before. A read that is not the guessed one waits for those
// in flight, drops them and goes alone. So the pass sees the outcome of exactly the read it asked
// for, in its own order, and on a drive whose sectors read the same every time the map is the
// same as with one read at a time (tested with every fault layout). What was sent ahead of an
// error is read all the same, as by a drive's own read-ahead: reads the pass then skips are made
// for nothing, a sector that reads only sometimes can see one attempt more, and a drive that
// drops off can fail reads that one at a time would have finished first.
//
// Sources that cannot take reads from several threads (see SourceDevice::maximumConcurrentReads)
// get no threads: every read is made by the pass itself, one at a time. Threads are started with
// the first read ahead: one per read ahead, and one for the read the pass waits for.
class BlockReadAhead
{
public:
    // readsInFlight: the most reads at once, the pass's own included (1: one at a time); 0:
    // adaptive, up to MaximumAdaptiveReads. The source's own limit applies on top.
    BlockReadAhead(SectorReader &reader, BufferPool &pool, qint64 blockBytes, int readsInFlight);
    ~BlockReadAhead();
    BlockReadAhead(const BlockReadAhead &) = delete;
    BlockReadAhead &operator=(const BlockReadAhead &) = delete;

    static constexpr int MaximumAdaptiveReads = 16;

    struct Read
    {
        BlockRef block; // nullptr when the pool was closed (the consumer stopped)
        std::optional<Result<SectorReader::BlockRead>> outcome;
    };
    // Reads `extent`, a block of the area that ends at areaEnd, into a pool buffer (its extent
    // and marks are left to the caller).
    Read read(Extent extent, qint64 areaEnd, ReadMode mode);
    // Waits for the reads in flight and drops them: the pass goes elsewhere, or stops.
    void discard();

    // The most reads that were running at once (a source that takes one read at a time: 1).
    int peakReadsInFlight() const { return m_peak.load(); }

private:
    struct Request
    {
        Extent extent;
        ReadMode mode = ReadMode::Direct;
        BlockRef block;
        std::optional<Result<SectorReader::BlockRead>> outcome; // set when done
    };
    void startThreads();
    void work();
    // Sends reads of the blocks after `from` (or after the last one in flight) up to the depth.
    void topUp(qint64 from, qint64 areaEnd, ReadMode mode);
    Read wait(const std::shared_ptr<Request> &request);

    SectorReader &m_reader;
    BufferPool &m_pool;
    qint64 m_blockBytes;
    ReadDepthTuner m_tuner;
    int m_maximumThreads;
    std::atomic<int> m_peak = 0;
    int m_running = 0;            // reads the threads are making now (m_mutex)
    bool m_lastSucceeded = false; // the last read the pass took succeeded: keep reading ahead
    // Oldest first: what the threads are asked to read, and what the pass will take next.
    std::deque<std::shared_ptr<Request>> m_inFlight;
    std::deque<std::shared_ptr<Request>> m_queued; // not yet picked up by a thread
    std::mutex m_mutex;
    std::condition_variable m_workAvailable;
    std::condition_variable m_readDone;
    bool m_stopping = false;
    std::vector<std::jthread> m_threads;
};

} // namespace Custody
