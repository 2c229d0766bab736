// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/rescuemap.h"

#include <QList>

namespace Custody {

// The whole source as a grid of equal cells, each a power of two of sectors, coloured by the
// worst state found anywhere in it, so that a single bad sector on a large drive still shows as
// one bad cell. Worst first: bad sector, non-scraped, non-trimmed, non-tried, finished (the
// order ddrescueview uses). The last cell may hold fewer sectors than the others. There are
// between maximumCells / 2 and maximumCells cells (fewer for a source with fewer sectors).
// Pure and cheap: O(cells + runs), whatever the size of the source.
class SectorMapGrid
{
public:
    // runs: every area that is not finished (bad and unfinished ranges), in any order; the
    // rest of [0, sizeBytes) is finished. zeroAreas: where the sectors read are all zeros
    // (ContentProfile::zeroAreas); a finished cell wholly inside them is a zero cell.
    static SectorMapGrid build(qint64 sizeBytes, int sectorBytes, const QList<MapRun> &runs,
                               int maximumCells, const QList<Extent> &zeroAreas = {});

    qsizetype cellCount() const { return m_cells.size(); }
    qint64 cellSectors() const { return m_cellSectors; }
    qint64 cellBytes() const { return m_cellSectors * m_sectorBytes; }
    SectorState cell(qsizetype index) const { return m_cells.at(index); }
    // A finished cell whose every sector was read as zeros (the zero layer).
    bool isZero(qsizetype index) const { return m_zero.value(index, false); }
    QList<SectorState> cells() const { return m_cells; }

    // How bad a state is, for "worst state in the cell": 0 finished … 4 bad sector.
    static int severity(SectorState state);

private:
    QList<SectorState> m_cells;
    QList<bool> m_zero; // empty without zero areas
    qint64 m_cellSectors = 1;
    int m_sectorBytes = 512;
};

} // namespace Custody
