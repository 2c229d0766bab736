// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "drawing/sectormappicture.h"

#include <QFontMetricsF>
#include <QPainter>

namespace Custody {

namespace {

constexpr int s_legendColumns = 3;

qsizetype rowCount(const SectorMapGrid &grid)
{
    return (grid.cellCount() + SectorMapPicture::Columns - 1) / SectorMapPicture::Columns;
}

} // namespace

SectorMapPicture::SectorMapPicture(SectorMapGrid grid, QList<LegendEntry> legend, QFont font)
    : m_grid(std::move(grid))
    , m_legend(std::move(legend))
    , m_font(std::move(font))
{}

// Colours that stay apart in a grey-scale print too: light green, light grey, amber, blue, red.
QColor SectorMapPicture::colour(SectorState state)
{
    switch (state) {
    case SectorState::Finished: return QColor(0x8c, 0xd1, 0x7d);
    case SectorState::NonTried: return QColor(0xdd, 0xdd, 0xdd);
    case SectorState::NonTrimmed: return QColor(0xf2, 0xb7, 0x05);
    case SectorState::NonScraped: return QColor(0x2f, 0x6f, 0xc7);
    case SectorState::BadSector: return QColor(0xc6, 0x1a, 0x1a);
    }
    return Qt::black;
}

// Pale yellow: apart from the finished green and the non-tried grey, on screen and in print.
QColor SectorMapPicture::zeroColour()
{
    return QColor(0xff, 0xf0, 0xa0);
}

QColor SectorMapPicture::cellColour(const SectorMapGrid &grid, qsizetype index)
{
    return grid.isZero(index) ? zeroColour() : colour(grid.cell(index));
}

qreal SectorMapPicture::gridHeight(qreal width) const
{
    return width / Columns * qreal(rowCount(m_grid));
}

qreal SectorMapPicture::heightForWidth(qreal width, const QPaintDevice *device) const
{
    const QFontMetricsF metrics(m_font, device);
    const qsizetype legendRows = (m_legend.size() + s_legendColumns - 1) / s_legendColumns;
    return gridHeight(width) + metrics.height() * 0.6 + legendRows * metrics.lineSpacing() * 1.3;
}

void SectorMapPicture::paint(QPainter &painter, const QRectF &rect) const
{
    painter.save();
    const qreal cell = rect.width() / Columns;
    // Runs of equal cells are filled as one rectangle: fewer objects in the PDF.
    for (qsizetype row = 0; row < rowCount(m_grid); ++row) {
        const qsizetype first = row * Columns;
        const qsizetype end = std::min(first + Columns, m_grid.cellCount());
        qsizetype runStart = first;
        for (qsizetype index = first + 1; index <= end; ++index) {
            if (index < end && m_grid.cell(index) == m_grid.cell(runStart)
                && m_grid.isZero(index) == m_grid.isZero(runStart))
                continue;
            painter.fillRect(QRectF(rect.left() + qreal(runStart - first) * cell,
                                    rect.top() + qreal(row) * cell, qreal(index - runStart) * cell,
                                    cell),
                             cellColour(m_grid, runStart));
            runStart = index;
        }
    }
    // Thin white lines between cells, so that single cells can be counted.
    painter.setPen(QPen(Qt::white, cell * 0.12));
    const qreal height = gridHeight(rect.width());
    for (int column = 1; column < Columns; ++column)
        painter.drawLine(QPointF(rect.left() + column * cell, rect.top()),
                         QPointF(rect.left() + column * cell, rect.top() + height));
    for (qsizetype row = 1; row < rowCount(m_grid); ++row)
        painter.drawLine(QPointF(rect.left(), rect.top() + qreal(row) * cell),
                         QPointF(rect.right(), rect.top() + qreal(row) * cell));
    painter.setPen(QPen(Qt::darkGray, cell * 0.08));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(rect.left(), rect.top(), rect.width(), height));

    painter.setFont(m_font);
    painter.setPen(Qt::black);
    const QFontMetricsF metrics(m_font, painter.device());
    const qreal legendTop = rect.top() + height + metrics.height() * 0.6;
    const qreal columnWidth = rect.width() / s_legendColumns;
    for (qsizetype index = 0; index < m_legend.size(); ++index) {
        const qreal x = rect.left() + qreal(index % s_legendColumns) * columnWidth;
        const qreal y = legendTop + qreal(index / s_legendColumns) * metrics.lineSpacing() * 1.3;
        const qreal swatch = metrics.ascent();
        painter.fillRect(QRectF(x, y, swatch, swatch),
                         m_legend[index].zeros ? zeroColour() : colour(m_legend[index].state));
        painter.drawRect(QRectF(x, y, swatch, swatch));
        painter.drawText(QPointF(x + swatch * 1.5, y + metrics.ascent()), m_legend[index].text);
    }
    painter.restore();
}

QImage SectorMapPicture::toImage(int width) const
{
    QImage probe(1, 1, QImage::Format_ARGB32);
    const int height = int(std::ceil(heightForWidth(width, &probe)));
    QImage image(width, height, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    paint(painter, QRectF(0, 0, width, height));
    return image;
}

} // namespace Custody
