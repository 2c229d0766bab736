// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "drawing/sectormapgrid.h"
#include "report/reportdocument.h"

#include <QColor>
#include <QFont>
#include <QImage>
#include <QRectF>

class QPainter;
class QPaintDevice;

namespace Custody {

// Draws a SectorMapGrid as rows of square cells, each filled with the colour of its worst
// state, and a legend under it (colour, state, exact byte count). QtGui only: it paints on any
// QPainter (a PDF page, an image, later a widget) in the painter's current coordinates.
class SectorMapPicture
{
public:
    static constexpr int Columns = 64;
    static constexpr int MaximumRows = 24;

    SectorMapPicture(SectorMapGrid grid, QList<LegendEntry> legend, QFont font);

    // Height of grid and legend at this width, in the device's units.
    qreal heightForWidth(qreal width, const QPaintDevice *device) const;
    void paint(QPainter &painter, const QRectF &rect) const;
    // The picture alone, e.g. for a screen or a test: width × heightForWidth(width).
    QImage toImage(int width) const;

    const SectorMapGrid &grid() const { return m_grid; }
    static QColor colour(SectorState state);
    // The zero layer: finished cells whose sectors all read as zeros.
    static QColor zeroColour();
    // A cell's colour: its state's, or the zero layer's.
    static QColor cellColour(const SectorMapGrid &grid, qsizetype index);

private:
    qreal gridHeight(qreal width) const;

    SectorMapGrid m_grid;
    QList<LegendEntry> m_legend;
    QFont m_font;
};

} // namespace Custody
