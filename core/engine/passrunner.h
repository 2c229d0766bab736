// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/blockreadahead.h"
#include "engine/bufferpool.h"
#include "engine/imagingsettings.h"
#include "engine/progress.h"
#include "engine/rescuemap.h"
#include "engine/sectorreader.h"

#include <QDateTime>

#include <atomic>
#include <functional>
#include <optional>

namespace Custody {

struct PassTiming
{
    QString name; // "copy", "sweep", "trim", "scrape", "retry 1", "fill", "forensic"
    QDateTime start;
    QDateTime end;
    bool operator==(const PassTiming &) const = default;
};

enum class PassOutcome {
    Completed, // the pass went over all its areas
    Cancelled, // cancel was requested; what was read so far has been handed on
    Stopped,   // an error (error()) or the consumer (emit returned false) stopped it
};

// Decides what to read next and reads it, on the reader thread, following the preset (see
// Preset). It keeps the working map: the state of every byte as the reader knows it. Every
// block it reads, fills or re-classifies is handed to `emit` with the marks to record; the
// consumer (ImagingJob) writes it and records the marks in the durable map.
class PassRunner
{
public:
    using Emit = std::function<bool(BlockRef)>; // false: stop, the consumer cannot go on
    // Told on the reader thread when a pass ends, with the working map at that point.
    using PassObserver = std::function<void(const QString &pass, const RescueMap &map)>;

    PassRunner(SectorReader &reader, BufferPool &pool, RescueMap &workingMap,
               const ImagingSettings &settings, ImagingProgress &progress,
               const std::atomic<bool> &cancelRequested, Emit emit);

    // Runs every pass of the preset over the areas the map has not finished. A map loaded
    // for a resume first gets the fill written over its bad sectors.
    PassOutcome run(bool resuming);

    void setPassObserver(PassObserver observer) { m_passObserver = std::move(observer); }

    std::optional<Error> error() const { return m_error; }
    QList<PassTiming> timings() const { return m_timings; }
    // The most block reads that were in flight at once.
    int peakReadsInFlight() const { return m_readAhead.peakReadsInFlight(); }

private:
    class UnitBatch;

    // Forensic: every unfinished area in order, block by block; a failing block is re-read
    // unit by unit on the spot (1 + retries attempts each), bad units filled. Outcome:
    // nothing left but finished and bad-sector areas.
    PassOutcome forensicPass();
    // Rescue copy: non-tried areas in large blocks; a failing block becomes non-trimmed and,
    // with skipping, the reader jumps ahead by a growing amount while errors continue, so the
    // pass reaches the end of the drive quickly. Outcome: no non-tried areas left when
    // skipping is off; skipped areas still non-tried otherwise.
    enum class Skipping { On, Off };
    PassOutcome copyPass(int pass, Skipping skipping);
    // Trim: each non-trimmed area unit by unit from both edges inwards up to the first bad
    // unit on each side. Outcome: the middle becomes non-scraped; no non-trimmed areas left.
    PassOutcome trimPass();
    // Scrape: every unit of the non-scraped areas. Outcome: only finished and bad left.
    PassOutcome scrapePass();
    // Retry: every bad unit once more. Outcome: bad units that read now become finished.
    PassOutcome retryPass(int retry);
    // Fill: writes the fill over bad-sector areas a loaded map already had (ddrescue leaves
    // them unwritten), so the image hash is that of the content with the fill applied.
    PassOutcome fillPass();

    enum class Direction { Forwards, Backwards };
    enum class UnitStep { Continue, Stop };
    // Records (or not) a unit that has just been read into the batch.
    using UnitHandler = std::function<UnitStep(Extent unit, SectorReader::UnitOutcome outcome)>;
    // Reads the units of area one by one into batch, in the given direction, handing each to
    // handle, until the area is done or handle says Stop. `reached` is where it ended: the far
    // edge of the last unit read. Completed, or Cancelled/Stopped (batch flushed on cancel).
    PassOutcome walkUnits(Extent area, Direction direction, UnitBatch &batch,
                          const UnitHandler &handle, qint64 &reached);
    PassOutcome timed(const QString &name, const std::function<PassOutcome()> &pass);
    bool emitBlock(const BlockRef &block, MapStatus status, int pass);
    PassOutcome stopAfterRead(Error error);
    bool cancelled() const { return m_cancelRequested.load(std::memory_order_relaxed); }

    SectorReader &m_reader;
    BufferPool &m_pool;
    BlockReadAhead m_readAhead; // the block reads of the forensic and copy passes
    RescueMap &m_map;
    const ImagingSettings &m_settings;
    ImagingProgress &m_progress;
    const std::atomic<bool> &m_cancelRequested;
    Emit m_emit;
    PassObserver m_passObserver;
    std::optional<Error> m_error;
    QList<PassTiming> m_timings;
};

} // namespace Custody
