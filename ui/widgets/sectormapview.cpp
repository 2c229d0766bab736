// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/sectormapview.h"
#include "widgets/accessibletext.h"

#include <algorithm>
#include <cmath>

#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QPainter>
#include <QPen>
#include <QToolTip>

#include "drawing/sectormappicture.h"
#include "widgets/localeunits.h"

namespace Custody {

namespace {

// Legend order: from done to worst, as an examiner reads the progress of a rescue.
constexpr std::array<SectorState, 5> s_legendStates
    = {SectorState::Finished, SectorState::NonTried, SectorState::NonTrimmed,
       SectorState::NonScraped, SectorState::BadSector};

size_t slotOf(SectorState state)
{
    return size_t(std::find(s_legendStates.begin(), s_legendStates.end(), state)
                  - s_legendStates.begin());
}

QString rescueStateLabel(SectorState state)
{
    switch (state) {
    case SectorState::Finished: return SectorMapView::tr("Finished");
    case SectorState::NonTried: return SectorMapView::tr("Non-tried");
    case SectorState::NonTrimmed: return SectorMapView::tr("Non-trimmed");
    case SectorState::NonScraped: return SectorMapView::tr("Non-scraped");
    case SectorState::BadSector: return SectorMapView::tr("Bad sector");
    }
    return {};
}

// Bytes of each state inside [firstByte, endByte). The runs are consecutive and sorted, so a
// binary search finds the first one and only the runs inside the range are visited.
std::array<qint64, 5> bytesByStateIn(const QList<MapRun> &runs, qint64 firstByte, qint64 endByte)
{
    std::array<qint64, 5> bytes = {};
    auto run = std::upper_bound(
        runs.cbegin(), runs.cend(), firstByte,
        [](qint64 offset, const MapRun &candidate) { return offset < candidate.extent.offset; });
    if (run != runs.cbegin())
        --run;
    for (; run != runs.cend() && run->extent.offset < endByte; ++run) {
        const qint64 overlap
            = std::min(run->extent.end(), endByte) - std::max(run->extent.offset, firstByte);
        if (overlap > 0)
            bytes[slotOf(run->state)] += overlap;
    }
    return bytes;
}

} // namespace

SectorMapView::SectorMapView(QWidget *parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Sector map"));
    for (SectorState state : s_legendStates)
        m_legend.append({state, rescueStateLabel(state)});
    updateAccessibleDescription();
}

void SectorMapView::setLegend(Legend legend)
{
    m_legend = std::move(legend);
    updateAccessibleDescription();
    update();
}

QString SectorMapView::stateLabel(SectorState state) const
{
    for (const auto &[shown, text] : m_legend) {
        if (shown == state)
            return text;
    }
    return rescueStateLabel(state);
}

void SectorMapView::setMap(const RescueMap &map, int sectorBytes)
{
    sectorBytes = std::max(1, sectorBytes);
    if (m_hasMap && map.sizeBytes() == m_sizeBytes && sectorBytes == m_sectorBytes
        && map.changeCount() == m_changeCount)
        return;
    m_hasMap = true;
    m_runs = map.runs();
    m_sizeBytes = map.sizeBytes();
    m_sectorBytes = sectorBytes;
    m_changeCount = map.changeCount();
    for (SectorState state : s_legendStates)
        m_bytesByState[slotOf(state)] = map.bytesIn(state);
    rebuildGrid();
}

void SectorMapView::setZeroAreas(const QList<Extent> &areas)
{
    if (areas == m_zeroAreas)
        return;
    m_zeroAreas = areas;
    rebuildGrid(); // the legend, and with it the grid's area, may have grown a line
}

void SectorMapView::clear()
{
    m_hasMap = false;
    m_runs.clear();
    m_zeroAreas.clear();
    m_sizeBytes = 0;
    m_changeCount = 0;
    m_bytesByState = {};
    rebuildGrid();
}

QRect SectorMapView::gridArea() const
{
    const int spacing = fontMetrics().height() / 2;
    return QRect(0, 0, width(), std::max(0, height() - legendHeight() - spacing));
}

int SectorMapView::maximumCellsForArea() const
{
    const QRect area = gridArea();
    const qint64 cells = qint64(area.width() / MinimumCellSide) * (area.height() / MinimumCellSide);
    return int(std::clamp<qint64>(cells, 1, MaximumCells));
}

void SectorMapView::rebuildGrid()
{
    m_builtForCells = maximumCellsForArea();
    m_grid = SectorMapGrid::build(m_sizeBytes, m_sectorBytes, m_runs, m_builtForCells, m_zeroAreas);
    layOutCells();
    updateAccessibleDescription();
}

// The largest square cell with which all cells fit the area, so the grid fills the widget
// whatever the number of cells SectorMapGrid chose (between half and all of the maximum).
void SectorMapView::layOutCells()
{
    m_imageValid = false;
    update();
    const QRect area = gridArea();
    const qsizetype cells = std::max<qsizetype>(1, m_grid.cellCount());
    if (area.isEmpty()) {
        m_columns = 1;
        m_cellSide = 1;
        return;
    }
    int side = int(std::sqrt(double(area.width()) * area.height() / double(cells))) + 1;
    while (side > 1 && qint64(area.width() / side) * (area.height() / side) < cells)
        --side;
    m_cellSide = std::max(1, side);
    m_columns = std::max(1, area.width() / m_cellSide);
}

QRect SectorMapView::cellRect(qsizetype index) const
{
    if (index < 0 || index >= m_grid.cellCount())
        return {};
    return QRect(int(index % m_columns) * m_cellSide, int(index / m_columns) * m_cellSide,
                 m_cellSide, m_cellSide);
}

qsizetype SectorMapView::cellAt(QPoint position) const
{
    if (position.x() < 0 || position.y() < 0 || position.x() >= m_columns * m_cellSide)
        return -1;
    const qsizetype index
        = qsizetype(position.y() / m_cellSide) * m_columns + position.x() / m_cellSide;
    return index < m_grid.cellCount() ? index : -1;
}

QString SectorMapView::cellToolTip(qsizetype index) const
{
    if (index < 0 || index >= m_grid.cellCount())
        return {};
    const QLocale locale;
    const qint64 firstByte = qint64(index) * m_grid.cellBytes();
    const qint64 endByte = std::min(firstByte + m_grid.cellBytes(), m_sizeBytes);
    QStringList lines;
    lines << tr("Bytes %1 to %2 (%3)")
                 .arg(locale.toString(firstByte), locale.toString(endByte - 1),
                      displayBytes(endByte - firstByte));
    lines << tr("Sectors %1 to %2 (%3 bytes each)")
                 .arg(locale.toString(firstByte / m_sectorBytes),
                      locale.toString((endByte - 1) / m_sectorBytes),
                      locale.toString(m_sectorBytes));
    if (m_grid.isZero(index))
        lines << tr("Read, all zeros");
    const std::array<qint64, 5> bytes = bytesByStateIn(m_runs, firstByte, endByte);
    // Worst first: the reason for the cell's colour comes first.
    for (auto state = s_legendStates.rbegin(); state != s_legendStates.rend(); ++state) {
        if (const qint64 count = bytes[slotOf(*state)]; count > 0)
            lines << tr("%1: %2 bytes (%3)")
                         .arg(stateLabel(*state), locale.toString(count), displayBytes(count));
    }
    return lines.join(QLatin1Char('\n'));
}

QList<SectorMapView::LegendItem> SectorMapView::legendLayout() const
{
    const QFontMetrics metrics = fontMetrics();
    const int swatchSide = metrics.ascent();
    const int gap = metrics.averageCharWidth();
    const int lineHeight = metrics.lineSpacing() * 5 / 4;
    QList<LegendItem> items;
    int x = 0;
    int row = 0;
    Legend shown = m_legend;
    if (!m_zeroAreas.isEmpty())
        shown.append({SectorState::Finished, tr("Read, all zeros")});
    for (qsizetype index = 0; index < shown.size(); ++index) {
        const auto &[state, text] = shown[index];
        const int itemWidth = swatchSide + gap + metrics.horizontalAdvance(text) + gap * 3;
        if (x > 0 && x + itemWidth > width()) {
            x = 0;
            ++row;
        }
        const int top = row * lineHeight;
        items.append({state, text, QRect(x, top, swatchSide, swatchSide),
                      QPoint(x + swatchSide + gap, top + metrics.ascent()),
                      index >= m_legend.size()});
        x += itemWidth;
    }
    return items;
}

int SectorMapView::legendHeight() const
{
    return legendLayout().last().swatch.top() + fontMetrics().lineSpacing() * 5 / 4;
}

void SectorMapView::renderGrid(qreal devicePixelRatio)
{
    const QRect area = gridArea();
    m_image = QImage(area.size() * devicePixelRatio, QImage::Format_RGB32);
    m_image.setDevicePixelRatio(devicePixelRatio);
    m_image.fill(palette().color(QPalette::Window));
    QPainter painter(&m_image);
    // A gap between cells, so that single cells can be counted, once they are large enough.
    const int gap = m_cellSide >= 4 ? 1 : 0;
    std::array<QColor, 5> colours;
    for (SectorState state : s_legendStates)
        colours[slotOf(state)] = SectorMapPicture::colour(state);
    for (qsizetype index = 0; index < m_grid.cellCount(); ++index) {
        const QRect cell = cellRect(index);
        painter.fillRect(cell.adjusted(0, 0, -gap, -gap),
                         m_grid.isZero(index) ? SectorMapPicture::zeroColour()
                                              : colours[slotOf(m_grid.cell(index))]);
    }
    m_imageValid = true;
}

void SectorMapView::paintEvent(QPaintEvent *)
{
    // A hidden widget gets its resize event only when shown: catch up before painting.
    if (maximumCellsForArea() != m_builtForCells)
        rebuildGrid();
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    // The device's ratio, not the widget's: render() into a 2x image gets a sharp grid too.
    const qreal ratio = painter.device()->devicePixelRatioF();
    if (!m_imageValid || m_image.devicePixelRatio() != ratio)
        renderGrid(ratio);
    painter.drawImage(QPoint(0, 0), m_image);
    if (hasFocus()) {
        const QRect current = cellRect(currentCell());
        if (current.isValid()) {
            painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
            painter.drawRect(current.adjusted(0, 0, -1, -1));
        }
    }

    painter.translate(0, height() - legendHeight());
    for (const LegendItem &item : legendLayout()) {
        painter.fillRect(item.swatch, item.zeros ? SectorMapPicture::zeroColour()
                                                 : SectorMapPicture::colour(item.state));
        painter.setPen(palette().color(QPalette::Mid));
        painter.drawRect(item.swatch.adjusted(0, 0, -1, -1));
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(item.textOrigin, item.text);
    }
}

bool SectorMapView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const qsizetype index = cellAt(help->pos());
        if (index >= 0)
            QToolTip::showText(help->globalPos(), cellToolTip(index), this, cellRect(index));
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

qsizetype SectorMapView::currentCell() const
{
    if (m_currentByte < 0 || m_grid.cellCount() == 0)
        return -1;
    return std::min(qsizetype(m_currentByte / m_grid.cellBytes()), m_grid.cellCount() - 1);
}

void SectorMapView::setCurrentCell(qsizetype index)
{
    if (m_grid.cellCount() == 0)
        return;
    index = std::clamp(index, qsizetype(0), m_grid.cellCount() - 1);
    m_currentByte = qint64(index) * m_grid.cellBytes();
    const QRect cell = cellRect(index);
    // The keyboard's equivalent of hovering: the cell's text where the cell is.
    QToolTip::showText(mapToGlobal(cell.bottomRight()), cellToolTip(index), this, cell);
    announceDescription(this, cellToolTip(index));
    update();
}

// The first cell of the next (or previous) problem area: the cells of the area the keyboard is
// in are stepped over, so that one press crosses a bad area however many cells it takes.
qsizetype SectorMapView::nextProblemCell(qsizetype from, int step) const
{
    auto problem = [this](qsizetype index) {
        return index >= 0 && index < m_grid.cellCount()
               && m_grid.cell(index) != SectorState::Finished;
    };
    qsizetype index = from;
    while (problem(index) && problem(index + step))
        index += step;
    for (index += step; index >= 0 && index < m_grid.cellCount(); index += step) {
        if (!problem(index))
            continue;
        // Backwards, land on the area's first cell, as forwards does.
        while (step < 0 && problem(index - 1))
            --index;
        return index;
    }
    return from;
}

void SectorMapView::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    if (m_grid.cellCount() > 0)
        setCurrentCell(currentCell() >= 0 ? currentCell() : 0);
}

void SectorMapView::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    QToolTip::hideText();
    updateAccessibleDescription();
    update();
}

void SectorMapView::keyPressEvent(QKeyEvent *event)
{
    const qsizetype current = std::max(currentCell(), qsizetype(0));
    const qsizetype rowsPerPage = std::max(1, gridArea().height() / m_cellSide);
    switch (event->key()) {
    case Qt::Key_Left: setCurrentCell(current - 1); break;
    case Qt::Key_Right: setCurrentCell(current + 1); break;
    case Qt::Key_Up: setCurrentCell(current - m_columns); break;
    case Qt::Key_Down: setCurrentCell(current + m_columns); break;
    case Qt::Key_PageUp: setCurrentCell(current - rowsPerPage * m_columns); break;
    case Qt::Key_PageDown: setCurrentCell(current + rowsPerPage * m_columns); break;
    case Qt::Key_Home: setCurrentCell(0); break;
    case Qt::Key_End: setCurrentCell(m_grid.cellCount() - 1); break;
    case Qt::Key_N: setCurrentCell(nextProblemCell(current, 1)); break;
    case Qt::Key_P: setCurrentCell(nextProblemCell(current, -1)); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

void SectorMapView::changeEvent(QEvent *event)
{
    // The legend's height follows the font; the gap colour follows the palette.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        rebuildGrid();
    QWidget::changeEvent(event);
}

void SectorMapView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (maximumCellsForArea() != m_builtForCells)
        rebuildGrid();
    else
        layOutCells();
}

QSize SectorMapView::sizeHint() const
{
    return QSize(64, 24) * (MinimumCellSide * 2) + QSize(0, fontMetrics().lineSpacing() * 3);
}

QSize SectorMapView::minimumSizeHint() const
{
    return QSize(32, 8) * MinimumCellSide + QSize(0, fontMetrics().lineSpacing() * 4);
}

void SectorMapView::updateAccessibleDescription()
{
    // With the keyboard on a cell, the cell's text; kept current as the map changes under it.
    if (hasFocus() && currentCell() >= 0) {
        const QString text = cellToolTip(currentCell());
        announceDescription(this, text);
        if (QToolTip::isVisible() && QToolTip::text() != text)
            QToolTip::showText(mapToGlobal(cellRect(currentCell()).bottomRight()), text, this,
                               cellRect(currentCell()));
        return;
    }
    if (!m_hasMap) {
        announceDescription(this, tr("No map yet."));
        return;
    }
    QStringList amounts;
    for (const auto &[state, text] : m_legend)
        amounts << tr("%1: %2").arg(text, displayBytes(m_bytesByState[slotOf(state)]));
    if (!m_zeroAreas.isEmpty()) {
        qsizetype zeroCells = 0;
        for (qsizetype index = 0; index < m_grid.cellCount(); ++index)
            zeroCells += m_grid.isZero(index) ? 1 : 0;
        amounts << tr("read, all zeros: %n cell(s)", nullptr, int(zeroCells));
    }
    announceDescription(this, tr("%1 cells of %2 each, coloured by the worst state inside. %3.")
                                  .arg(QString::number(m_grid.cellCount()),
                                       displayBytes(m_grid.cellBytes()), amounts.join(u", ")));
}

} // namespace Custody
