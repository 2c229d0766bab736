// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/extent.h"
#include "util/result.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

#include <array>

namespace Custody {

// The state of a run of bytes. The values ARE GNU ddrescue's mapfile characters, ordered from
// least to most processed.
enum class SectorState : char {
    NonTried = '?',
    NonTrimmed = '*',
    NonScraped = '/',
    BadSector = '-',
    Finished = '+',
};

// What the job was doing when the map was saved: ddrescue's "current_status" characters.
enum class MapStatus : char {
    Copying = '?',
    Trimming = '*',
    Scraping = '/',
    Retrying = '-',
    Filling = 'F',
    Approximate = 'G',
    Finished = '+',
};

struct MapRun
{
    Extent extent;
    SectorState state = SectorState::NonTried;
    bool operator==(const MapRun &) const = default;
};

// A ddrescue-compatible map: consecutive runs covering [0, sizeBytes), adjacent runs always of
// different states, plus the status line (position, status, pass). Value type; not thread-safe.
class RescueMap
{
public:
    RescueMap() = default;
    explicit RescueMap(qint64 sizeBytes); // all non-tried

    // Parses a mapfile as GNU ddrescue writes it (also the pre-1.20 two-field status line,
    // decimal/hex/octal numbers, CRLF, comments). Never exits, never prompts: an Error names
    // the line. The map covers exactly what the file describes; see resize().
    static Result<RescueMap> parse(QByteArrayView text);
    // The mapfile text: comment lines (each gets a leading "# "), status line, block lines,
    // in ddrescue's own layout.
    QByteArray serialize(const QStringList &headerComments = {}) const;

    // A copy that shares nothing with this map. Qt's lists share their data until one is written,
    // and whether they still share it is read without ordering, so a map handed to another
    // thread that writes it (a writer's own map) or reads it (a snapshot) must own its runs.
    RescueMap unshared() const;

    // Sets [extent] to state, splitting and merging runs. Extents outside the map are clipped.
    void mark(Extent extent, SectorState state);
    // Makes the map cover [0, sizeBytes): missing areas become non-tried, excess is dropped.
    void resize(qint64 sizeBytes);

    qint64 sizeBytes() const;
    QList<MapRun> runs() const { return m_runs; }
    QList<Extent> extentsIn(SectorState state) const;
    qint64 bytesIn(SectorState state) const { return m_bytesByState[slotOf(state)]; }
    // Not read to the end yet: non-tried, non-trimmed and non-scraped together.
    qint64 bytesUnfinished() const
    {
        return bytesIn(SectorState::NonTried) + bytesIn(SectorState::NonTrimmed)
               + bytesIn(SectorState::NonScraped);
    }
    // Incremented by every change, so that views redraw only when it moved.
    quint64 changeCount() const { return m_changeCount; }

    qint64 currentPosition() const { return m_currentPosition; }
    MapStatus currentStatus() const { return m_currentStatus; }
    int currentPass() const { return m_currentPass; }
    void setCurrent(qint64 position, MapStatus status, int pass);

    bool operator==(const RescueMap &other) const
    {
        return m_runs == other.m_runs && m_currentPosition == other.m_currentPosition
               && m_currentStatus == other.m_currentStatus && m_currentPass == other.m_currentPass;
    }

private:
    void mergeAdjacentRuns();

    static size_t slotOf(SectorState state);
    void recount();

    QList<MapRun> m_runs;
    std::array<qint64, 5> m_bytesByState = {}; // kept up to date by every change
    qint64 m_currentPosition = 0;
    MapStatus m_currentStatus = MapStatus::Copying;
    int m_currentPass = 1;
    quint64 m_changeCount = 0;
};

// "Copying non-tried blocks... Pass 1 (forwards)", "Finished": ddrescue's status message.
QString mapStatusMessage(MapStatus status, int pass);

} // namespace Custody
