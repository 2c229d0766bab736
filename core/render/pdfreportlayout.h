// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/reportdocument.h"

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QStringList>

#include <functional>

class QPainter;
class QPagedPaintDevice;

namespace Custody::Internal {

struct PdfFonts
{
    QFont body;
    QFont bold;
    QFont small;
    QFont heading;
    QFont title;
    QFont table;
    QFont tableHeader;
    QFont dense; // long appendix lists, set in several columns
    QFont denseHeader;
    QFont digest;
};

// Lays a ReportDocument out on the pages of a QPdfWriter or a QPrinter, top to bottom: blocks that
// must stay whole move to the next page, long values and tables continue on it (tables with their
// header row again). The same object runs twice: first without a painter, which only counts
// the pages, then with one, which paints; both passes take exactly the same decisions, so the
// page total printed in every footer ("Page N of M") is known when the first page is painted.
// All lengths are in the writer's device units; pt() converts from points. When the device has
// page ranges (a print dialog's "pages 2-3"), the painting pass lays out every page and paints
// only those, so that they are the pages and numbers of the whole report.
class PdfReportLayout
{
public:
    // painter: nullptr for the counting pass. totalPages: the count from that pass.
    PdfReportLayout(QPagedPaintDevice &writer, QPainter *painter, int totalPages);

    void run(const ReportDocument &document);
    int pageCount() const { return m_page; }

    // For PdfTable: the flow position, and painting that is skipped in the counting pass.
    qreal pt(qreal points) const { return points * m_unitsPerPoint; }
    qreal left() const { return 0; }
    qreal width() const { return m_width; }
    qreal y() const { return m_y; }
    void advance(qreal height) { m_y += height; }
    qreal spaceLeft() const { return m_bottom - m_y; }
    qreal pageBodyHeight() const { return m_bottom - m_top; }
    bool atPageTop() const { return m_y <= m_top; }
    void ensureSpace(qreal height);
    void newPage();
    QPainter *painter() const { return m_painter; }
    const PdfFonts &fonts() const { return m_fonts; }
    const QFontMetricsF &metrics(const QFont &font) const;
    // Word wrap, breaking inside a word only when the word alone is too wide.
    QStringList wrap(const QString &text, const QFont &font, qreal width) const;
    // A hex digest in lines of a multiple of 16 digits, so that halves line up.
    QStringList wrapDigest(const QString &text, const QFont &font, qreal width) const;
    void drawText(QPointF baseline, const QString &text, const QFont &font,
                  const QColor &colour = Qt::black) const;
    static QColor emphasisColour(Emphasis emphasis);

private:
    void startPage();
    static bool holdsSignatures(const ReportSection &section);
    void layOut(const ReportSection &section);
    void layOut(const ReportBlock &block);
    // How far `layOut` advances on a fresh page; infinite when it needs another page.
    qreal heightOf(const std::function<void()> &layOut);
    // Begins a new page when `layOut` followed by the signature section does not fit on this
    // one but fits on a page; false when they do not fit on any page together.
    bool keepWithSignatures(const std::function<void()> &layOut, const ReportSection &signatures);
    void heading(const ReportSection &section);
    void fields(const FieldsBlock &block);
    void paragraph(const ParagraphBlock &block);
    void sectorMap(const SectorMapBlock &block);
    void throughput(const ThroughputBlock &block);
    void signatures(const SignatureBlock &block);
    void caption(const QString &text);

    bool paints(int page) const;

    QPagedPaintDevice &m_writer;
    QPainter *m_devicePainter;     // the painting pass's painter; nullptr when counting
    QPainter *m_painter = nullptr; // on this page: m_devicePainter, or nullptr when skipped
    bool m_anyPagePainted = false;
    int m_totalPages;
    int m_page = 0;
    qreal m_unitsPerPoint = 1;
    qreal m_width = 0;
    qreal m_top = 0;
    qreal m_bottom = 0;
    qreal m_y = 0;
    qreal m_labelWidth = 0;
    PdfFonts m_fonts;
    const ReportDocument *m_document = nullptr;
    mutable QList<std::pair<QFont, QFontMetricsF>> m_metrics;
};

} // namespace Custody::Internal
