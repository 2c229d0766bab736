// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/pdftable.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace Custody::Internal {

namespace {

const QColor s_headerBackground(0xe4, 0xe4, 0xe4);
const QColor s_stripe(0xf4, 0xf4, 0xf4);
constexpr int s_maximumNewspaperColumns = 4;

} // namespace

PdfTable::PdfTable(PdfReportLayout &layout, const TableBlock &block)
    : m_layout(layout)
    , m_block(block)
{
    m_padding = m_layout.pt(block.flow == TableFlow::Newspaper ? 2.5 : 3);
    measure();
}

// Digests in the monospaced font, so that their digits line up; words ("not verified") not.
const QFont &PdfTable::cellFont(qsizetype row, qsizetype column) const
{
    const QFont &text
        = m_block.flow == TableFlow::Newspaper ? m_layout.fonts().dense : m_layout.fonts().table;
    if (m_block.columns[column].style != ColumnStyle::Digest)
        return text;
    const QString cell = m_block.rows[row].value(column);
    const bool hex = !cell.isEmpty() && std::all_of(cell.cbegin(), cell.cend(), [](QChar c) {
        return c.isDigit() || (c >= QLatin1Char('a') && c <= QLatin1Char('f'));
    });
    return hex ? m_layout.fonts().digest : text;
}

const QFont &PdfTable::headerFont() const
{
    return m_block.flow == TableFlow::Newspaper ? m_layout.fonts().denseHeader
                                                : m_layout.fonts().tableHeader;
}

void PdfTable::measure()
{
    const qsizetype columns = m_block.columns.size();
    m_natural = QList<qreal>(columns, 0);
    // A dense list breaks its headers between words ("First / sector"), so that its columns
    // are as narrow as their figures.
    for (qsizetype column = 0; column < columns; ++column) {
        const QString &header = m_block.columns[column].header;
        for (const QString &word : m_block.flow == TableFlow::Newspaper
                                       ? header.split(QLatin1Char(' '))
                                       : QStringList{header})
            m_natural[column] = std::max(m_natural[column],
                                         m_layout.metrics(headerFont()).horizontalAdvance(word));
    }
    m_textWidth.reserve(m_block.rows.size());
    for (qsizetype row = 0; row < m_block.rows.size(); ++row) {
        const QStringList &cells = m_block.rows[row];
        QList<qreal> widths(columns, 0);
        for (qsizetype column = 0; column < columns && column < cells.size(); ++column) {
            widths[column]
                = m_layout.metrics(cellFont(row, column)).horizontalAdvance(cells[column]);
            m_natural[column] = std::max(m_natural[column], widths[column]);
        }
        m_textWidth.append(widths);
    }
    for (qreal &width : m_natural)
        width += 2 * m_padding;
}

void PdfTable::fitWidths(qreal available)
{
    m_widths = m_natural;
    qreal total = 0;
    for (qreal width : m_widths)
        total += width;
    // A table narrower than the page keeps its natural widths: stretched, its number columns
    // would drift away from what they describe. A wider one caps its widest text columns (a
    // SHA-512 digest, a long path) at one common width, so that they wrap and the narrow ones
    // ("Algorithm", "image") keep their width.
    if (total > available) {
        QList<qreal> flexible;
        qreal fixed = 0;
        for (qsizetype column = 0; column < m_widths.size(); ++column) {
            if (m_block.columns[column].style == ColumnStyle::Number)
                fixed += m_widths[column];
            else
                flexible.append(m_widths[column]);
        }
        std::sort(flexible.begin(), flexible.end());
        qreal cap = m_layout.pt(30);
        qreal below = 0; // sum of the flexible columns narrower than the cap
        for (qsizetype index = 0; index < flexible.size(); ++index) {
            const qreal candidate = (available - fixed - below) / qreal(flexible.size() - index);
            if (candidate <= flexible[index]) {
                cap = std::max(cap, candidate);
                break;
            }
            below += flexible[index];
        }
        for (qsizetype column = 0; column < m_widths.size(); ++column) {
            if (m_block.columns[column].style != ColumnStyle::Number)
                m_widths[column] = std::min(m_widths[column], cap);
        }
    }
    wrapHeaders();
}

void PdfTable::wrapHeaders()
{
    m_headerLines.clear();
    for (qsizetype column = 0; column < m_widths.size(); ++column)
        m_headerLines.append(m_layout.wrap(m_block.columns[column].header, headerFont(),
                                           m_widths[column] - 2 * m_padding));
}

QList<QStringList> PdfTable::rowLines(qsizetype row) const
{
    QList<QStringList> lines;
    const QStringList &cells = m_block.rows[row];
    for (qsizetype column = 0; column < m_widths.size(); ++column) {
        const QString cell = cells.value(column);
        const qreal width = m_widths[column] - 2 * m_padding;
        if (m_textWidth[row].value(column) <= width)
            lines.append(QStringList{cell});
        else if (&cellFont(row, column) == &m_layout.fonts().digest)
            lines.append(m_layout.wrapDigest(cell, cellFont(row, column), width));
        else
            lines.append(m_layout.wrap(cell, cellFont(row, column), width));
    }
    return lines;
}

qreal PdfTable::linesHeight(qsizetype row, const QList<QStringList> &lines) const
{
    qreal height = 0;
    for (qsizetype column = 0; column < lines.size(); ++column)
        height = std::max(height, m_layout.metrics(cellFont(row, column)).lineSpacing()
                                      * qreal(lines[column].size()));
    return height + 2 * m_layout.pt(1.5);
}

qreal PdfTable::headerHeight() const
{
    qsizetype lines = 1;
    for (const QStringList &header : m_headerLines)
        lines = std::max(lines, header.size());
    return m_layout.metrics(headerFont()).lineSpacing() * qreal(lines) + 2 * m_layout.pt(1.5);
}

void PdfTable::drawHeader(qreal x) const
{
    const qreal height = headerHeight();
    if (QPainter *painter = m_layout.painter()) {
        qreal total = 0;
        for (qreal width : m_widths)
            total += width;
        painter->fillRect(QRectF(x, m_layout.y(), total, height), s_headerBackground);
    }
    const QFont &font = headerFont();
    const QFontMetricsF &metrics = m_layout.metrics(font);
    qreal left = x;
    for (qsizetype column = 0; column < m_widths.size(); ++column) {
        qreal baseline = m_layout.y() + m_layout.pt(1.5) + metrics.ascent();
        for (const QString &line : m_headerLines[column]) {
            const qreal offset
                = m_block.columns[column].style == ColumnStyle::Number
                      ? m_widths[column] - m_padding - metrics.horizontalAdvance(line)
                      : m_padding;
            m_layout.drawText({left + offset, baseline}, line, font);
            baseline += metrics.lineSpacing();
        }
        left += m_widths[column];
    }
}

void PdfTable::drawRow(qreal x, qreal top, qsizetype row, const QList<QStringList> &lines,
                       qreal height) const
{
    QPainter *painter = m_layout.painter();
    if (!painter)
        return;
    if (row % 2 == 1) {
        qreal total = 0;
        for (qreal width : m_widths)
            total += width;
        painter->fillRect(QRectF(x, top, total, height), s_stripe);
    }
    const QColor colour
        = PdfReportLayout::emphasisColour(m_block.rowEmphasis.value(row, Emphasis::Normal));
    qreal left = x;
    for (qsizetype column = 0; column < m_widths.size(); ++column) {
        const QFont &font = cellFont(row, column);
        const QFontMetricsF &metrics = m_layout.metrics(font);
        qreal baseline = top + m_layout.pt(1.5) + metrics.ascent();
        const bool single = lines[column].size() == 1;
        for (const QString &line : lines[column]) {
            qreal offset = m_padding;
            if (m_block.columns[column].style == ColumnStyle::Number)
                offset
                    = m_widths[column] - m_padding
                      - (single ? m_textWidth[row].value(column) : metrics.horizontalAdvance(line));
            m_layout.drawText({left + offset, baseline}, line, font, colour);
            baseline += metrics.lineSpacing();
        }
        left += m_widths[column];
    }
}

void PdfTable::layOut()
{
    if (m_block.columns.isEmpty())
        return;
    if (m_block.flow == TableFlow::Newspaper && !m_block.rows.isEmpty()) {
        qreal total = 0;
        for (qreal width : m_natural)
            total += width;
        if (total * 2 + m_layout.pt(12) <= m_layout.width()) {
            layOutNewspaper();
            return;
        }
    }
    layOutSingle();
}

void PdfTable::layOutSingle()
{
    fitWidths(m_layout.width());
    const QList<QStringList> firstLines
        = m_block.rows.isEmpty() ? QList<QStringList>() : rowLines(0);
    m_layout.ensureSpace(headerHeight() + (firstLines.isEmpty() ? 0 : linesHeight(0, firstLines)));
    drawHeader(0);
    m_layout.advance(headerHeight());
    for (qsizetype row = 0; row < m_block.rows.size(); ++row) {
        const QList<QStringList> lines = row == 0 ? firstLines : rowLines(row);
        const qreal height = linesHeight(row, lines);
        if (height > m_layout.spaceLeft()) {
            m_layout.newPage();
            drawHeader(0);
            m_layout.advance(headerHeight());
        }
        drawRow(0, m_layout.y(), row, lines, height);
        m_layout.advance(height);
    }
}

void PdfTable::layOutNewspaper()
{
    m_widths = m_natural;
    wrapHeaders();
    qreal tableWidth = 0;
    for (qreal width : m_widths)
        tableWidth += width;
    const qreal minimumGap = m_layout.pt(12);
    const int columns = std::min<int>(s_maximumNewspaperColumns, int((m_layout.width() + minimumGap)
                                                                     / (tableWidth + minimumGap)));
    // The columns spread over the width of the page, within reason.
    const qreal gap = std::min(m_layout.pt(48), (m_layout.width() - columns * tableWidth)
                                                    / std::max(1, columns - 1));
    const qreal rowHeight
        = m_layout.metrics(m_layout.fonts().dense).lineSpacing() + 2 * m_layout.pt(1.5);
    qsizetype row = 0;
    const qsizetype count = m_block.rows.size();
    while (row < count) {
        qsizetype fit = qsizetype((m_layout.spaceLeft() - headerHeight()) / rowHeight);
        if (fit < 3 && !m_layout.atPageTop()) {
            m_layout.newPage();
            continue;
        }
        fit = std::max<qsizetype>(fit, 1);
        const qsizetype perColumn = std::min(fit, (count - row + columns - 1) / columns);
        for (int column = 0; column < columns && row < count; ++column) {
            const qreal x = column * (tableWidth + gap);
            drawHeader(x);
            const qreal top = m_layout.y() + headerHeight();
            for (qsizetype index = 0; index < perColumn && row < count; ++index, ++row) {
                if (!m_layout.painter())
                    continue;
                QList<QStringList> lines;
                for (const QString &cell : m_block.rows[row])
                    lines.append(QStringList{cell});
                drawRow(x, top + qreal(index) * rowHeight, row, lines, rowHeight);
            }
        }
        m_layout.advance(headerHeight() + qreal(perColumn) * rowHeight);
        if (row < count)
            m_layout.newPage();
    }
}

} // namespace Custody::Internal
