// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "render/pdfreportlayout.h"
#include "report/reportdocument.h"

namespace Custody::Internal {

// One TableBlock on the pages of a PdfReportLayout. Columns get their natural width; when the
// table is too wide, text and digest columns share what the number columns leave and wrap
// (digests in lines of 16-digit multiples). A row never splits; the header row is repeated on
// every page. A Newspaper table narrow enough for two or more columns side by side is set
// that way (an appendix of 10,000 ranges takes a quarter of the pages), balanced on its last
// page.
class PdfTable
{
public:
    PdfTable(PdfReportLayout &layout, const TableBlock &block);

    void layOut();

private:
    const QFont &cellFont(qsizetype row, qsizetype column) const;
    const QFont &headerFont() const;
    void measure();
    void fitWidths(qreal available);
    void wrapHeaders();
    QList<QStringList> rowLines(qsizetype row) const;
    qreal linesHeight(qsizetype row, const QList<QStringList> &lines) const;
    qreal headerHeight() const;
    void drawHeader(qreal x) const;
    void drawRow(qreal x, qreal top, qsizetype row, const QList<QStringList> &lines,
                 qreal height) const;
    void layOutSingle();
    void layOutNewspaper();

    PdfReportLayout &m_layout;
    const TableBlock &m_block;
    QList<qreal> m_natural;          // per column
    QList<qreal> m_widths;           // per column, as laid out
    QList<QList<qreal>> m_textWidth; // per row and column
    QList<QStringList> m_headerLines;
    qreal m_padding = 0;
};

} // namespace Custody::Internal
