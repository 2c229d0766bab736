// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/passrunner.h"

#include <cstring>

#include <QElapsedTimer>

namespace Custody {

namespace {

// ddrescue's default: skips start at 64 KiB and double while errors continue, up to 1% of
// the drive (at most 1 GiB), so that a large dead area is crossed in few reads.
qint64 maximumSkip(qint64 sizeBytes, qint64 initialSkip)
{
    const qint64 maximum = std::clamp<qint64>(sizeBytes / 100, initialSkip, qint64(1) << 30);
    // A whole number of initial skips, so skips stay sector-aligned (O_DIRECT needs it).
    return maximum / initialSkip * initialSkip;
}

} // namespace

// Collects consecutive units into one pool buffer, so that trimming and scraping write large
// blocks rather than one block per sector. A unit that does not continue the batch or does
// not fit flushes it first. So does a batch older than half the map interval: on a dying drive
// each failing unit can take seconds, and the map must not fall behind the reads.
class PassRunner::UnitBatch
{
public:
    UnitBatch(PassRunner &runner, MapStatus status, int pass)
        : m_runner(runner)
        , m_status(status)
        , m_pass(pass)
        , m_maximumAge(std::max<qint64>(50, runner.m_settings.mapSaveInterval.count() / 2))
    {}

    // Where the unit's bytes go (with room for a whole last sector), or nullptr if stopped.
    std::byte *reserve(Extent unit)
    {
        const qint64 room = unit.length + m_runner.m_reader.unitBytes();
        if (m_block
            && (m_block->extent.end() != unit.offset
                || m_block->extent.length + room > m_block->capacityBytes
                || m_age.elapsed() >= m_maximumAge)
            && !flush())
            return nullptr;
        if (!m_block) {
            m_block = m_runner.m_pool.acquire();
            if (!m_block)
                return nullptr;
            m_block->extent = {unit.offset, 0};
            m_age.start();
        }
        return m_block->data + m_block->extent.length;
    }
    void commit(Extent unit, SectorState state)
    {
        if (state == SectorState::BadSector)
            std::memset(m_block->data + m_block->extent.length, m_runner.m_settings.fillByte,
                        size_t(unit.length));
        m_block->extent.length += unit.length;
        m_block->addMark(unit, state);
    }
    bool flush()
    {
        if (!m_block)
            return true;
        BlockRef block = std::move(m_block);
        m_block = nullptr;
        return m_runner.emitBlock(block, m_status, m_pass);
    }

private:
    PassRunner &m_runner;
    MapStatus m_status;
    int m_pass;
    qint64 m_maximumAge; // milliseconds
    QElapsedTimer m_age;
    BlockRef m_block;
};

PassRunner::PassRunner(SectorReader &reader, BufferPool &pool, RescueMap &workingMap,
                       const ImagingSettings &settings, ImagingProgress &progress,
                       const std::atomic<bool> &cancelRequested, Emit emit)
    : m_reader(reader)
    , m_pool(pool)
    , m_readAhead(reader, pool, settings.blockBytes, settings.readsInFlight)
    , m_map(workingMap)
    , m_settings(settings)
    , m_progress(progress)
    , m_cancelRequested(cancelRequested)
    , m_emit(std::move(emit))
{}

PassOutcome PassRunner::run(bool resuming)
{
    m_progress.setDone(m_map.bytesIn(SectorState::Finished), m_map.bytesIn(SectorState::BadSector));
    QList<std::pair<QString, std::function<PassOutcome()>>> passes;
    if (resuming && m_map.bytesIn(SectorState::BadSector) > 0)
        passes.append({QStringLiteral("fill"), [this] {
                           return fillPass();
                       }});
    if (m_settings.preset == Preset::Forensic) {
        passes.append({QStringLiteral("forensic"), [this] {
                           return forensicPass();
                       }});
    } else {
        passes.append({QStringLiteral("copy"), [this] {
                           return copyPass(1, Skipping::On);
                       }});
        passes.append({QStringLiteral("sweep"), [this] {
                           return copyPass(2, Skipping::Off);
                       }});
        passes.append({QStringLiteral("trim"), [this] {
                           return trimPass();
                       }});
        passes.append({QStringLiteral("scrape"), [this] {
                           return scrapePass();
                       }});
        for (int retry = 1; retry <= m_settings.retries; ++retry)
            passes.append({QStringLiteral("retry %1").arg(retry), [this, retry] {
                               return retryPass(retry);
                           }});
    }
    for (const auto &[name, pass] : passes) {
        const PassOutcome outcome = timed(name, pass);
        if (outcome != PassOutcome::Completed)
            return outcome;
    }
    return PassOutcome::Completed;
}

PassOutcome PassRunner::timed(const QString &name, const std::function<PassOutcome()> &pass)
{
    PassTiming timing{name, QDateTime::currentDateTimeUtc(), {}};
    const PassOutcome outcome = pass();
    m_readAhead.discard(); // what a pass left in flight (past an error it skipped) is not used
    timing.end = QDateTime::currentDateTimeUtc();
    m_timings.append(timing);
    if (outcome == PassOutcome::Completed && m_passObserver)
        m_passObserver(name, m_map);
    return outcome;
}

bool PassRunner::emitBlock(const BlockRef &block, MapStatus status, int pass)
{
    for (const MapRun &mark : std::as_const(block->marks))
        m_map.mark(mark.extent, mark.state);
    block->status = status;
    block->pass = pass;
    block->position
        = block->marks.isEmpty() ? block->extent.end() : block->marks.last().extent.end();
    m_map.setCurrent(block->position, status, pass);
    m_progress.setPhase(status, pass);
    m_progress.setCurrentOffset(block->position);
    m_progress.setDone(m_map.bytesIn(SectorState::Finished), m_map.bytesIn(SectorState::BadSector));
    return m_emit(block);
}

PassOutcome PassRunner::stopAfterRead(Error error)
{
    // A read cut short by the cancel (a network source stops waiting for its server when the job
    // is cancelled) ends the job as cancelled, not as a source that vanished.
    if (cancelled())
        return PassOutcome::Cancelled;
    m_error = std::move(error);
    return PassOutcome::Stopped;
}

PassOutcome PassRunner::forensicPass()
{
    QList<Extent> areas;
    for (const MapRun &run : m_map.runs()) {
        if (run.state == SectorState::NonTried || run.state == SectorState::NonTrimmed
            || run.state == SectorState::NonScraped)
            areas.append(run.extent);
    }
    const int attempts = 1 + m_settings.retries;
    for (const Extent &area : std::as_const(areas)) {
        for (qint64 position = area.offset; position < area.end();) {
            if (cancelled())
                return PassOutcome::Cancelled;
            const qint64 length = std::min(m_settings.blockBytes - position % m_settings.blockBytes,
                                           area.end() - position);
            BlockReadAhead::Read ahead
                = m_readAhead.read({position, length}, area.end(), m_settings.copyReadMode);
            BlockRef block = std::move(ahead.block);
            if (!block)
                return PassOutcome::Stopped;
            block->extent = {position, length};
            const Result<SectorReader::BlockRead> &read = *ahead.outcome;
            if (!read)
                return stopAfterRead(read.error());
            if (read->goodBytes > 0)
                block->addMark({position, read->goodBytes}, SectorState::Finished);
            // A failed block is resolved here, unit by unit, so hashing can stream.
            for (qint64 offset = position + read->goodBytes; offset < block->extent.end();) {
                const Extent unit{
                    offset, std::min(m_reader.unitAt(offset).end(), block->extent.end()) - offset};
                std::byte *target = block->data + (offset - position);
                const Result<SectorReader::UnitOutcome> outcome
                    = m_reader.readUnit(unit, target, attempts);
                if (!outcome && cancelled()) {
                    // What this block resolved before the cancel cut a read short is kept: it
                    // may have taken a dying drive's retries.
                    block->extent.length = offset - position;
                    if (block->extent.length > 0 && !emitBlock(block, MapStatus::Copying, 1))
                        return PassOutcome::Stopped;
                    return PassOutcome::Cancelled;
                }
                if (!outcome)
                    return stopAfterRead(outcome.error());
                const bool good = *outcome == SectorReader::UnitOutcome::Read;
                if (!good)
                    std::memset(target, m_settings.fillByte, size_t(unit.length));
                block->addMark(unit, good ? SectorState::Finished : SectorState::BadSector);
                offset = unit.end();
            }
            if (!emitBlock(block, MapStatus::Copying, 1))
                return PassOutcome::Stopped;
            position += length;
        }
    }
    return PassOutcome::Completed;
}

PassOutcome PassRunner::copyPass(int pass, Skipping skipping)
{
    const qint64 maxSkip = maximumSkip(m_reader.sizeBytes(), m_settings.initialSkipBytes);
    qint64 skip = 0;
    for (const Extent &area : m_map.extentsIn(SectorState::NonTried)) {
        for (qint64 position = area.offset; position < area.end();) {
            if (cancelled())
                return PassOutcome::Cancelled;
            const qint64 length = std::min(m_settings.blockBytes - position % m_settings.blockBytes,
                                           area.end() - position);
            BlockReadAhead::Read ahead
                = m_readAhead.read({position, length}, area.end(), m_settings.copyReadMode);
            const BlockRef block = std::move(ahead.block);
            if (!block)
                return PassOutcome::Stopped;
            const Result<SectorReader::BlockRead> &read = *ahead.outcome;
            if (!read)
                return stopAfterRead(read.error());
            block->extent = {position, read->goodBytes};
            if (read->goodBytes > 0)
                block->addMark(block->extent, SectorState::Finished);
            if (read->unreadable)
                block->addMark({position + read->goodBytes, length - read->goodBytes},
                               SectorState::NonTrimmed);
            if (!emitBlock(block, MapStatus::Copying, pass))
                return PassOutcome::Stopped;
            position += length;
            if (!read->unreadable) {
                skip = 0;
            } else if (skipping == Skipping::On) {
                skip = skip == 0 ? m_settings.initialSkipBytes : std::min(skip * 2, maxSkip);
                position = std::min(area.end(), position + skip);
            }
        }
    }
    return PassOutcome::Completed;
}

PassOutcome PassRunner::walkUnits(Extent area, Direction direction, UnitBatch &batch,
                                  const UnitHandler &handle, qint64 &reached)
{
    reached = direction == Direction::Forwards ? area.offset : area.end();
    while (direction == Direction::Forwards ? reached < area.end() : reached > area.offset) {
        if (cancelled())
            return batch.flush() ? PassOutcome::Cancelled : PassOutcome::Stopped;
        Extent unit;
        if (direction == Direction::Forwards) {
            unit = {reached, std::min(m_reader.unitAt(reached).end(), area.end()) - reached};
        } else {
            const qint64 start = std::max(area.offset, m_reader.unitAt(reached - 1).offset);
            unit = {start, reached - start};
        }
        std::byte *target = batch.reserve(unit);
        if (!target)
            return PassOutcome::Stopped;
        const Result<SectorReader::UnitOutcome> outcome = m_reader.readUnit(unit, target, 1);
        if (!outcome) {
            if (cancelled())
                return batch.flush() ? PassOutcome::Cancelled : PassOutcome::Stopped;
            return stopAfterRead(outcome.error());
        }
        reached = direction == Direction::Forwards ? unit.end() : unit.offset;
        if (handle(unit, *outcome) == UnitStep::Stop)
            break;
    }
    return PassOutcome::Completed;
}

PassOutcome PassRunner::trimPass()
{
    for (const Extent &area : m_map.extentsIn(SectorState::NonTrimmed)) {
        UnitBatch batch(*this, MapStatus::Trimming, 1);
        // From each edge inwards, up to the first bad unit: it is recorded, and the area
        // between the two becomes non-scraped.
        const UnitHandler recordUntilBad
            = [&batch](Extent unit, SectorReader::UnitOutcome outcome) {
                  const bool bad = outcome == SectorReader::UnitOutcome::Unreadable;
                  batch.commit(unit, bad ? SectorState::BadSector : SectorState::Finished);
                  return bad ? UnitStep::Stop : UnitStep::Continue;
              };
        qint64 front = 0;
        qint64 back = 0;
        PassOutcome outcome = walkUnits(area, Direction::Forwards, batch, recordUntilBad, front);
        if (outcome == PassOutcome::Completed)
            outcome = walkUnits({front, area.end() - front}, Direction::Backwards, batch,
                                recordUntilBad, back);
        if (outcome != PassOutcome::Completed)
            return outcome;
        if (!batch.flush())
            return PassOutcome::Stopped;
        if (back > front) {
            BlockRef block = m_pool.acquire();
            if (!block)
                return PassOutcome::Stopped;
            block->extent = {front, 0};
            block->addMark({front, back - front}, SectorState::NonScraped);
            if (!emitBlock(block, MapStatus::Trimming, 1))
                return PassOutcome::Stopped;
        }
    }
    return PassOutcome::Completed;
}

PassOutcome PassRunner::scrapePass()
{
    for (const Extent &area : m_map.extentsIn(SectorState::NonScraped)) {
        UnitBatch batch(*this, MapStatus::Scraping, 1);
        qint64 reached = 0;
        const PassOutcome outcome = walkUnits(
            area, Direction::Forwards, batch,
            [&batch](Extent unit, SectorReader::UnitOutcome read) {
                batch.commit(unit, read == SectorReader::UnitOutcome::Read
                                       ? SectorState::Finished
                                       : SectorState::BadSector);
                return UnitStep::Continue;
            },
            reached);
        if (outcome != PassOutcome::Completed)
            return outcome;
        if (!batch.flush())
            return PassOutcome::Stopped;
    }
    return PassOutcome::Completed;
}

PassOutcome PassRunner::retryPass(int retry)
{
    for (const Extent &area : m_map.extentsIn(SectorState::BadSector)) {
        UnitBatch batch(*this, MapStatus::Retrying, retry);
        qint64 reached = 0;
        // Only units that read now are recorded and written; the others keep their fill (the
        // batch flushes by itself at the gap they leave).
        const PassOutcome outcome = walkUnits(
            area, Direction::Forwards, batch,
            [&batch](Extent unit, SectorReader::UnitOutcome read) {
                if (read == SectorReader::UnitOutcome::Read)
                    batch.commit(unit, SectorState::Finished);
                return UnitStep::Continue;
            },
            reached);
        if (outcome != PassOutcome::Completed)
            return outcome;
        if (!batch.flush())
            return PassOutcome::Stopped;
    }
    return PassOutcome::Completed;
}

PassOutcome PassRunner::fillPass()
{
    for (const Extent &area : m_map.extentsIn(SectorState::BadSector)) {
        for (qint64 offset = area.offset; offset < area.end();) {
            // A map of a dying drive can hold gigabytes to fill: a cancel does not wait for them
            // (what is left stays bad in the map, and the next resume fills it).
            if (cancelled())
                return PassOutcome::Cancelled;
            BlockRef block = m_pool.acquire();
            if (!block)
                return PassOutcome::Stopped;
            const qint64 length = std::min(block->capacityBytes, area.end() - offset);
            std::memset(block->data, m_settings.fillByte, size_t(length));
            block->extent = {offset, length};
            block->addMark(block->extent, SectorState::BadSector);
            if (!emitBlock(block, MapStatus::Filling, 1))
                return PassOutcome::Stopped;
            offset += length;
        }
    }
    return PassOutcome::Completed;
}

} // namespace Custody
