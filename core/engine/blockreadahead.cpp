// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/blockreadahead.h"

#include "engine/namedthread.h"

#include <algorithm>
#include <system_error>

namespace Custody {

namespace {

constexpr int WindowBlocks = 16;
constexpr qint64 WindowMilliseconds = 200;
constexpr double WorthwhileGain = 1.05;
constexpr int HoldWindows = 16;

// How many reads may be ahead of the pass: what was asked for, what the source can take at once
// and half the pool (the writer and the hashers need the rest), less the pass's own read.
int maximumAhead(const SectorReader &reader, const BufferPool &pool, int readsInFlight)
{
    const int wanted = readsInFlight > 0 ? readsInFlight : BlockReadAhead::MaximumAdaptiveReads;
    return std::max(0, std::min({wanted, reader.maximumConcurrentReads(), pool.bufferCount() / 2})
                           - 1);
}

bool failed(const std::optional<Result<SectorReader::BlockRead>> &outcome)
{
    return outcome && (!*outcome || (*outcome)->unreadable);
}

} // namespace

ReadDepthTuner::ReadDepthTuner(int maximumAhead, bool adaptive)
    : m_maximumAhead(std::max(0, maximumAhead))
    , m_adaptive(adaptive && m_maximumAhead > 1)
    , m_ahead(adaptive ? 0 : m_maximumAhead)
{}

void ReadDepthTuner::account(qint64 bytes)
{
    if (!m_adaptive)
        return;
    // The first window starts with the first block read, not with the job.
    if (!m_window.isValid()) {
        m_window.start();
        return;
    }
    m_windowBytes += bytes;
    ++m_windowBlocks;
    const qint64 elapsed = m_window.elapsed();
    if (m_windowBlocks < WindowBlocks || elapsed < WindowMilliseconds)
        return;
    endWindow(double(m_windowBytes) / double(elapsed));
    m_windowBytes = 0;
    m_windowBlocks = 0;
    m_window.restart();
}

void ReadDepthTuner::endWindow(double rate)
{
    if (m_trying) {
        m_trying = false;
        if (rate < m_settledRate * WorthwhileGain) {
            m_ahead = m_aheadBeforeTrial;
            m_holdWindows = HoldWindows;
            return;
        }
    }
    m_settledRate = rate;
    if (m_holdWindows > 0) {
        --m_holdWindows;
        return;
    }
    if (m_ahead < m_maximumAhead) {
        m_aheadBeforeTrial = m_ahead;
        m_ahead = std::min(m_maximumAhead, std::max(1, m_ahead * 2));
        m_trying = true;
    }
}

BlockReadAhead::BlockReadAhead(SectorReader &reader, BufferPool &pool, qint64 blockBytes,
                               int readsInFlight)
    : m_reader(reader)
    , m_pool(pool)
    , m_blockBytes(blockBytes)
    , m_tuner(maximumAhead(reader, pool, readsInFlight), readsInFlight == 0)
    , m_maximumThreads(maximumAhead(reader, pool, readsInFlight) > 0
                           ? maximumAhead(reader, pool, readsInFlight) + 1
                           : 0)
{}

BlockReadAhead::~BlockReadAhead()
{
    discard();
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_workAvailable.notify_all();
    for (std::jthread &thread : m_threads)
        thread.join();
}

void BlockReadAhead::startThreads()
{
    // The reads ahead and the one the pass waits for can all be running at once. Started with
    // the first read ahead: a run that only trims or scrapes needs none.
    while (int(m_threads.size()) < m_maximumThreads) {
        try {
            m_threads.push_back(
                startNamedThread(QStringLiteral("custody-ahead"), [this] { work(); }));
        } catch (const std::system_error &) {
            break; // no more threads to be had: fewer reads at once, not a failure
        }
    }
}

void BlockReadAhead::work()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_workAvailable.wait(lock, [this] { return m_stopping || !m_queued.empty(); });
        if (m_queued.empty())
            return;
        const std::shared_ptr<Request> request = m_queued.front();
        m_queued.pop_front();
        ++m_running;
        m_peak = std::max(m_peak.load(), m_running);
        lock.unlock();
        Result<SectorReader::BlockRead> outcome
            = m_reader.readBlock(request->extent, request->block->data, request->mode);
        lock.lock();
        --m_running;
        request->outcome = std::move(outcome);
        m_readDone.notify_all();
    }
}

BlockReadAhead::Read BlockReadAhead::read(Extent extent, qint64 areaEnd, ReadMode mode)
{
    std::shared_ptr<Request> head;
    bool headFailed = false;
    {
        std::lock_guard lock(m_mutex);
        if (!m_inFlight.empty() && m_inFlight.front()->extent == extent
            && m_inFlight.front()->mode == mode) {
            head = m_inFlight.front();
            m_inFlight.pop_front();
            headFailed = failed(head->outcome);
        }
    }
    Read read;
    if (head) {
        // More reads go out before this one is waited for, so that the source always has the
        // next one; none past a read that failed (topUp() looks at the others).
        if (m_lastSucceeded && !headFailed)
            topUp(extent.end(), areaEnd, mode);
        read = wait(head);
    } else {
        discard();
        read.block = m_pool.acquire();
        if (!read.block)
            return read;
        m_peak = std::max(m_peak.load(), 1);
        read.outcome = m_reader.readBlock(extent, read.block->data, mode);
    }
    const bool succeeded = !failed(read.outcome);
    if (succeeded) {
        m_tuner.account(extent.length);
        if (!m_lastSucceeded || !head)
            topUp(extent.end(), areaEnd, mode);
    }
    m_lastSucceeded = succeeded;
    return read;
}

void BlockReadAhead::topUp(qint64 from, qint64 areaEnd, ReadMode mode)
{
    if (m_maximumThreads == 0 || m_tuner.ahead() == 0)
        return;
    if (m_threads.empty())
        startThreads();
    if (m_threads.empty())
        return; // not a single thread to be had: one read at a time
    std::lock_guard lock(m_mutex);
    // Reading on past a read that has failed would send more reads into a bad area, which the
    // pass may skip (and a dying drive pays for each).
    if (std::ranges::any_of(m_inFlight, [](const std::shared_ptr<Request> &request) {
            return failed(request->outcome);
        }))
        return;
    qint64 next = m_inFlight.empty() ? from : m_inFlight.back()->extent.end();
    while (qsizetype(m_inFlight.size()) < m_tuner.ahead() && next < areaEnd) {
        BlockRef block = m_pool.tryAcquire();
        if (!block)
            break; // the writer and hashers hold the rest: no more ahead than they allow
        const qint64 length = std::min(m_blockBytes - next % m_blockBytes, areaEnd - next);
        auto request = std::make_shared<Request>(Request{{next, length}, mode, block, {}});
        m_inFlight.push_back(request);
        m_queued.push_back(request);
        m_workAvailable.notify_one();
        next += length;
    }
}

BlockReadAhead::Read BlockReadAhead::wait(const std::shared_ptr<Request> &request)
{
    std::unique_lock lock(m_mutex);
    m_readDone.wait(lock, [&request] { return request->outcome.has_value(); });
    return {request->block, std::move(request->outcome)};
}

void BlockReadAhead::discard()
{
    std::deque<std::shared_ptr<Request>> dropped;
    {
        std::unique_lock lock(m_mutex);
        // Reads no thread has started (the newest) are dropped unsent; the others cannot be
        // taken back.
        m_inFlight.resize(m_inFlight.size() - m_queued.size());
        m_queued.clear();
        m_readDone.wait(lock, [this] {
            return std::ranges::all_of(m_inFlight, [](const std::shared_ptr<Request> &request) {
                return request->outcome.has_value();
            });
        });
        dropped.swap(m_inFlight);
    }
    m_lastSucceeded = false;
}

} // namespace Custody
