// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "drawing/sectormapgrid.h"
#include "engine/rescuemap.h"

#include <QImage>
#include <QList>
#include <QWidget>

#include <array>
#include <utility>

namespace Custody {

// The rescue map of the whole source as a grid of square cells, each a range of the device
// coloured by the worst state inside it (SectorMapGrid), with a legend under it and a tooltip
// per cell (byte range, sector range, bytes per state). The colours are the report's
// (SectorMapPicture::colour), so the screen and the PDF agree. It takes the keyboard focus too:
// the arrow keys, Home, End, Page Up and Page Down move a framed current cell, N and P jump to
// the first cell of the next and previous area holding anything but finished sectors (one press
// crosses an area however many cells it takes), and the current cell's
// text shows as its tooltip and its accessible description.
//
// GUI thread only. The caller polls the job (docs/STYLE.md, "Threads and progress") and passes the
// map on every tick: setMap() is cheap when the map did not change, and any redraw costs O(cells +
// runs) whatever the size of the source; the number of cells follows the widget's size and is
// bounded by MaximumCells. Painting only copies a cached image of the grid.
class SectorMapView : public QWidget
{
    Q_OBJECT

public:
    static constexpr int MaximumCells = 1 << 16;
    static constexpr int MinimumCellSide = 6; // logical pixels

    explicit SectorMapView(QWidget *parent = nullptr);

    // The states the legend shows, in its order, and what each is called: by default a rescue's
    // (finished, non-tried, non-trimmed, non-scraped, bad sector); a wipe names its own.
    using Legend = QList<std::pair<SectorState, QString>>;
    void setLegend(Legend legend);

    // Rebuilds the grid only when the size, the sector size or the map's change count moved,
    // so a different map that happens to match all three needs clear() first.
    void setMap(const RescueMap &map, int sectorBytes);
    // The zero layer (ContentProfile::zeroAreas): finished cells read as all zeros get a colour
    // and a legend entry of their own. Rebuilds only when the areas changed.
    void setZeroAreas(const QList<Extent> &areas);
    void clear();

    qsizetype cellCount() const { return m_grid.cellCount(); }
    qint64 cellBytes() const { return m_grid.cellBytes(); }
    SectorState cellState(qsizetype index) const { return m_grid.cell(index); }
    bool cellIsZero(qsizetype index) const { return m_grid.isZero(index); }
    // The cell under a point in widget coordinates, or -1.
    qsizetype cellAt(QPoint position) const;
    QRect cellRect(qsizetype index) const;
    // The tooltip text of a cell: its byte and sector ranges and the bytes in each state.
    QString cellToolTip(qsizetype index) const;
    // The cell the keyboard is on, or -1. It follows a byte offset, so it stays on the same
    // part of the device when the grid is rebuilt with other cell sizes.
    qsizetype currentCell() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    struct LegendItem
    {
        SectorState state;
        QString text;
        QRect swatch;
        QPoint textOrigin;
        bool zeros = false; // the zero layer's entry
    };

    QRect gridArea() const;
    int maximumCellsForArea() const;
    void rebuildGrid();
    void layOutCells();
    void renderGrid(qreal devicePixelRatio);
    QList<LegendItem> legendLayout() const;
    int legendHeight() const;
    QString stateLabel(SectorState state) const;
    void updateAccessibleDescription();
    void setCurrentCell(qsizetype index);
    qsizetype nextProblemCell(qsizetype from, int step) const;

    Legend m_legend;
    QList<MapRun> m_runs; // implicitly shared with the caller's map: no copy
    QList<Extent> m_zeroAreas;
    qint64 m_sizeBytes = 0;
    int m_sectorBytes = 512;
    quint64 m_changeCount = 0;
    bool m_hasMap = false;
    std::array<qint64, 5> m_bytesByState = {};

    SectorMapGrid m_grid;
    int m_builtForCells = 0; // the maximumCells the grid was built for
    int m_columns = 1;
    int m_cellSide = MinimumCellSide;
    QImage m_image; // the painted grid, at the device pixel ratio of the last paint
    bool m_imageValid = false;
    qint64 m_currentByte = -1; // the keyboard's place, as an offset into the device; -1: none
};

} // namespace Custody
