// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "drawing/sectormapgrid.h"

#include <algorithm>

namespace Custody {

int SectorMapGrid::severity(SectorState state)
{
    switch (state) {
    case SectorState::Finished: return 0;
    case SectorState::NonTried: return 1;
    case SectorState::NonTrimmed: return 2;
    case SectorState::NonScraped: return 3;
    case SectorState::BadSector: return 4;
    }
    return 0;
}

SectorMapGrid SectorMapGrid::build(qint64 sizeBytes, int sectorBytes, const QList<MapRun> &runs,
                                   int maximumCells, const QList<Extent> &zeroAreas)
{
    SectorMapGrid grid;
    grid.m_sectorBytes = std::max(1, sectorBytes);
    if (sizeBytes <= 0 || maximumCells <= 0)
        return grid;
    // A partial last sector still counts as a sector: it is drawn.
    const qint64 sectors = (sizeBytes + grid.m_sectorBytes - 1) / grid.m_sectorBytes;
    // A power of two of sectors per cell: a round figure for the legend, and cell borders
    // that fall on the block boundaries examiners think in.
    const qint64 needed = (sectors + maximumCells - 1) / maximumCells;
    while (grid.m_cellSectors < needed)
        grid.m_cellSectors *= 2;
    const qint64 cellBytes = grid.cellBytes();
    const qsizetype cellCount = qsizetype((sectors + grid.m_cellSectors - 1) / grid.m_cellSectors);
    grid.m_cells = QList<SectorState>(cellCount, SectorState::Finished);
    for (const MapRun &run : runs) {
        if (run.extent.isEmpty() || run.extent.offset >= sizeBytes)
            continue;
        const qsizetype first = qsizetype(run.extent.offset / cellBytes);
        const qsizetype last = qsizetype((std::min(run.extent.end(), sizeBytes) - 1) / cellBytes);
        for (qsizetype index = first; index <= last; ++index) {
            if (severity(run.state) > severity(grid.m_cells[index]))
                grid.m_cells[index] = run.state;
        }
    }
    for (const Extent &area : zeroAreas) {
        if (grid.m_zero.isEmpty())
            grid.m_zero = QList<bool>(cellCount, false);
        const qint64 end = std::min(area.end(), sizeBytes);
        for (qint64 index = (area.offset + cellBytes - 1) / cellBytes;
             index < cellCount && std::min((index + 1) * cellBytes, sizeBytes) <= end; ++index)
            grid.m_zero[qsizetype(index)] = grid.m_cells[qsizetype(index)] == SectorState::Finished;
    }
    return grid;
}

} // namespace Custody
