// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/pdfreportlayout.h"

#include "drawing/sectormappicture.h"
#include "drawing/throughputchart.h"
#include "render/pdftable.h"
#include "report/reportformat.h"

#include <QCoreApplication>
#include <QPageRanges>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>
#include <limits>
#include <tuple>

namespace Custody::Internal {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ReportPdfWriter)
};

const QColor s_grey(0x55, 0x55, 0x55);
const QColor s_rule(0xaa, 0xaa, 0xaa);

// DejaVu ships with Debian (fonts-dejavu-core) and covers Latin, Greek and Cyrillic names; the
// style hint picks another sans or monospaced font where it is missing. Qt embeds a subset of
// the font in the PDF, so the text stays selectable and prints the same everywhere.
QFont font(const QString &family, qreal points, QFont::Weight weight, QFont::StyleHint hint)
{
    QFont font(family);
    font.setStyleHint(hint);
    font.setPointSizeF(points);
    font.setWeight(weight);
    // No ligatures: with them, "fi" in "Verification" is one glyph (U+FB01), and searching or
    // copying the PDF's text fails to find the word. Qt 6.4 has no font feature API, but its
    // shaper leaves ligatures out whenever letter spacing is set; 1/64 of a device unit (the
    // smallest step, 1/76800 inch at 1200 dpi) changes nothing visible.
    font.setLetterSpacing(QFont::AbsoluteSpacing, 1.0 / 64);
    return font;
}

QColor tint(Emphasis emphasis)
{
    switch (emphasis) {
    case Emphasis::Good: return QColor(0xea, 0xf6, 0xea);
    case Emphasis::Warning: return QColor(0xfd, 0xf3, 0xdc);
    case Emphasis::Bad: return QColor(0xfb, 0xe5, 0xe5);
    case Emphasis::Normal: break;
    }
    return Qt::white;
}

} // namespace

PdfReportLayout::PdfReportLayout(QPagedPaintDevice &writer, QPainter *painter, int totalPages)
    : m_writer(writer)
    , m_devicePainter(painter)
    , m_totalPages(totalPages)
{
    m_unitsPerPoint = writer.logicalDpiY() / 72.0;
    m_width = writer.width();
    const QString sans = QStringLiteral("DejaVu Sans");
    m_fonts.body = font(sans, 9, QFont::Normal, QFont::SansSerif);
    m_fonts.bold = font(sans, 9, QFont::Bold, QFont::SansSerif);
    m_fonts.small = font(sans, 7, QFont::Normal, QFont::SansSerif);
    m_fonts.heading = font(sans, 12, QFont::Bold, QFont::SansSerif);
    m_fonts.title = font(sans, 18, QFont::Bold, QFont::SansSerif);
    m_fonts.table = font(sans, 8, QFont::Normal, QFont::SansSerif);
    m_fonts.tableHeader = font(sans, 8, QFont::Bold, QFont::SansSerif);
    m_fonts.dense = font(sans, 7, QFont::Normal, QFont::SansSerif);
    m_fonts.denseHeader = font(sans, 7, QFont::Bold, QFont::SansSerif);
    m_fonts.digest = font(QStringLiteral("DejaVu Sans Mono"), 7.5, QFont::Normal, QFont::Monospace);
    for (const QFont &each :
         {m_fonts.body, m_fonts.bold, m_fonts.small, m_fonts.heading, m_fonts.title, m_fonts.table,
          m_fonts.tableHeader, m_fonts.dense, m_fonts.denseHeader, m_fonts.digest})
        m_metrics.append({each, QFontMetricsF(each, &writer)});
    // The running header and footer take one line each, with a gap, from the page's body.
    const qreal band = metrics(m_fonts.small).lineSpacing() + pt(10);
    m_top = band;
    m_bottom = writer.height() - band;
}

const QFontMetricsF &PdfReportLayout::metrics(const QFont &font) const
{
    for (const auto &[known, metrics] : m_metrics) {
        if (known == font)
            return metrics;
    }
    Q_ASSERT_X(false, "PdfReportLayout::metrics", "a font that is not in PdfFonts");
    return m_metrics.first().second;
}

QColor PdfReportLayout::emphasisColour(Emphasis emphasis)
{
    switch (emphasis) {
    case Emphasis::Good: return QColor(0x1b, 0x6e, 0x20);
    case Emphasis::Warning: return QColor(0x9a, 0x55, 0x00);
    case Emphasis::Bad: return QColor(0xb0, 0x10, 0x10);
    case Emphasis::Normal: break;
    }
    return Qt::black;
}

void PdfReportLayout::drawText(QPointF baseline, const QString &text, const QFont &font,
                               const QColor &colour) const
{
    if (!m_painter || text.isEmpty())
        return;
    m_painter->setFont(font);
    m_painter->setPen(colour);
    m_painter->drawText(baseline, text);
}

QStringList PdfReportLayout::wrap(const QString &text, const QFont &font, qreal width) const
{
    const QFontMetricsF &fm = metrics(font);
    QStringList lines;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        if (fm.horizontalAdvance(paragraph) <= width) {
            lines.append(paragraph);
            continue;
        }
        QString line;
        for (QString word : paragraph.split(QLatin1Char(' '))) {
            const QString candidate = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (fm.horizontalAdvance(candidate) <= width) {
                line = candidate;
                continue;
            }
            if (!line.isEmpty())
                lines.append(line);
            while (word.size() > 1 && fm.horizontalAdvance(word) > width) {
                qsizetype fits = 1;
                while (fits < word.size() && fm.horizontalAdvance(word.left(fits + 1)) <= width)
                    ++fits;
                lines.append(word.left(fits));
                word = word.mid(fits);
            }
            line = word;
        }
        lines.append(line);
    }
    return lines;
}

QStringList PdfReportLayout::wrapDigest(const QString &text, const QFont &font, qreal width) const
{
    const qreal digit = metrics(font).horizontalAdvance(QLatin1Char('0'));
    const qsizetype perLine = qsizetype(width / digit) / 16 * 16;
    if (text.size() * digit <= width || perLine < 16)
        return wrap(text, font, width);
    QStringList lines;
    for (qsizetype start = 0; start < text.size(); start += perLine)
        lines.append(text.mid(start, perLine));
    return lines;
}

bool PdfReportLayout::paints(int page) const
{
    const QPageRanges ranges = m_writer.pageRanges();
    return m_devicePainter && (ranges.isEmpty() || ranges.contains(page));
}

void PdfReportLayout::startPage()
{
    ++m_page;
    m_y = m_top;
    m_painter = paints(m_page) ? m_devicePainter : nullptr;
    if (!m_painter)
        return;
    m_anyPagePainted = true;
    const QFontMetricsF &fm = metrics(m_fonts.small);
    const qreal footer = m_writer.height() - fm.descent();
    drawText({0, fm.ascent()}, m_document->runningHeader, m_fonts.small, s_grey);
    drawText({m_width - fm.horizontalAdvance(m_document->runningDate), fm.ascent()},
             m_document->runningDate, m_fonts.small, s_grey);
    m_painter->setPen(QPen(s_rule, pt(0.5)));
    m_painter->drawLine(QPointF(0, fm.lineSpacing() + pt(2)),
                        QPointF(m_width, fm.lineSpacing() + pt(2)));
    m_painter->drawLine(QPointF(0, footer - fm.ascent() - pt(4)),
                        QPointF(m_width, footer - fm.ascent() - pt(4)));
    drawText({0, footer}, m_document->initialsLabel, m_fonts.small, s_grey);
    const qreal lineStart = fm.horizontalAdvance(m_document->initialsLabel) + pt(4);
    m_painter->setPen(QPen(s_grey, pt(0.5)));
    m_painter->drawLine(QPointF(lineStart, footer), QPointF(lineStart + pt(60), footer));
    const QString page = m_document->pageLabel.arg(m_page).arg(m_totalPages);
    drawText({m_width - fm.horizontalAdvance(page), footer}, page, m_fonts.small, s_grey);
}

void PdfReportLayout::newPage()
{
    // The device starts on its first page: a new one only after a painted page.
    if (m_anyPagePainted && paints(m_page + 1))
        m_writer.newPage();
    startPage();
}

void PdfReportLayout::ensureSpace(qreal height)
{
    if (height > spaceLeft() && !atPageTop())
        newPage();
}

void PdfReportLayout::run(const ReportDocument &document)
{
    m_document = &document;
    m_page = 0;
    m_anyPagePainted = false;
    // One label column for the whole report, so that the values of all sections line up.
    m_labelWidth = 0;
    for (const ReportSection &section : document.sections) {
        for (const ReportBlock &block : section.blocks) {
            if (const auto *fieldsBlock = std::get_if<FieldsBlock>(&block)) {
                for (const ReportField &field : fieldsBlock->fields)
                    m_labelWidth = std::max(m_labelWidth,
                                            metrics(m_fonts.body).horizontalAdvance(field.label));
            }
        }
    }
    m_labelWidth = std::min(m_labelWidth + pt(12), m_width * 0.36);
    startPage();
    const QFontMetricsF &title = metrics(m_fonts.title);
    drawText({0, m_y + title.ascent()}, document.title, m_fonts.title);
    advance(title.lineSpacing() + pt(4));
    const QList<ReportSection> &sections = document.sections;
    for (qsizetype index = 0; index < sections.size(); ++index) {
        const ReportSection &section = sections[index];
        const ReportSection *signatures
            = index + 1 < sections.size() && holdsSignatures(sections[index + 1])
                  ? &sections[index + 1]
                  : nullptr;
        // The signature lines never stand alone on a page: the section before them goes with
        // them when both fit on one page, else at least its last block does.
        const bool keptWhole
            = signatures && keepWithSignatures([&] { layOut(section); }, *signatures);
        heading(section);
        for (qsizetype block = 0; block < section.blocks.size(); ++block) {
            if (signatures && !keptWhole && block == section.blocks.size() - 1)
                keepWithSignatures([&] { layOut(section.blocks[block]); }, *signatures);
            layOut(section.blocks[block]);
        }
    }
    m_document = nullptr;
}

bool PdfReportLayout::holdsSignatures(const ReportSection &section)
{
    return std::any_of(
        section.blocks.cbegin(), section.blocks.cend(),
        [](const ReportBlock &block) { return std::holds_alternative<SignatureBlock>(block); });
}

void PdfReportLayout::layOut(const ReportSection &section)
{
    heading(section);
    for (const ReportBlock &block : section.blocks)
        layOut(block);
}

void PdfReportLayout::layOut(const ReportBlock &block)
{
    if (const auto *fieldsBlock = std::get_if<FieldsBlock>(&block))
        fields(*fieldsBlock);
    else if (const auto *paragraphBlock = std::get_if<ParagraphBlock>(&block))
        paragraph(*paragraphBlock);
    else if (const auto *tableBlock = std::get_if<TableBlock>(&block))
        PdfTable(*this, *tableBlock).layOut();
    else if (const auto *mapBlock = std::get_if<SectorMapBlock>(&block))
        sectorMap(*mapBlock);
    else if (const auto *chartBlock = std::get_if<ThroughputBlock>(&block))
        throughput(*chartBlock);
    else if (const auto *signatureBlock = std::get_if<SignatureBlock>(&block))
        this->signatures(*signatureBlock);
    advance(pt(5));
}

qreal PdfReportLayout::heightOf(const std::function<void()> &layOut)
{
    // A dry run on a page of its own, as far down as after some text (a heading then takes its
    // space above), that neither paints nor begins a page on the device.
    const auto saved = std::tuple(m_devicePainter, m_painter, m_anyPagePainted, m_page, m_y);
    m_devicePainter = m_painter = nullptr;
    m_y = m_top + pt(1);
    const qreal start = m_y;
    layOut();
    const qreal height
        = m_page == std::get<3>(saved) ? m_y - start : std::numeric_limits<qreal>::infinity();
    std::tie(m_devicePainter, m_painter, m_anyPagePainted, m_page, m_y) = saved;
    return height;
}

bool PdfReportLayout::keepWithSignatures(const std::function<void()> &layOut,
                                         const ReportSection &signatures)
{
    const qreal height = heightOf([&] {
        layOut();
        this->layOut(signatures);
    });
    if (height > pageBodyHeight() - pt(1))
        return false;
    if (height > spaceLeft())
        newPage();
    return true;
}

void PdfReportLayout::heading(const ReportSection &section)
{
    if (section.kind == SectionKind::Appendix && !atPageTop())
        newPage();
    const QFontMetricsF &fm = metrics(m_fonts.heading);
    // Keep the heading with at least a few lines of what follows it.
    ensureSpace(pt(8) + fm.lineSpacing() + metrics(m_fonts.body).lineSpacing() * 4);
    if (!atPageTop())
        advance(pt(8));
    drawText({0, m_y + fm.ascent()}, section.title, m_fonts.heading);
    advance(fm.lineSpacing() + pt(1));
    if (m_painter) {
        m_painter->setPen(QPen(s_rule, pt(0.6)));
        m_painter->drawLine(QPointF(0, m_y), QPointF(m_width, m_y));
    }
    advance(pt(5));
}

void PdfReportLayout::fields(const FieldsBlock &block)
{
    const QFontMetricsF &fm = metrics(m_fonts.body);
    const qreal labelWidth = m_labelWidth;
    const qreal valueWidth = m_width - labelWidth;
    const qreal line = fm.lineSpacing();
    for (const ReportField &field : block.fields) {
        const QFont &valueFont = field.emphasis == Emphasis::Normal ? m_fonts.body : m_fonts.bold;
        const QStringList labelLines = wrap(field.label, m_fonts.body, labelWidth - pt(10));
        const QStringList valueLines = wrap(field.value, valueFont, valueWidth);
        // A value of a few lines stays whole; a long one (notes) continues on the next page.
        ensureSpace(line * std::min<qsizetype>(std::max(labelLines.size(), valueLines.size()), 4));
        for (qsizetype index = 0; index < std::max(labelLines.size(), valueLines.size()); ++index) {
            ensureSpace(line);
            drawText({0, m_y + fm.ascent()}, labelLines.value(index), m_fonts.body, s_grey);
            drawText({labelWidth, m_y + fm.ascent()}, valueLines.value(index), valueFont,
                     emphasisColour(field.emphasis));
            advance(line);
        }
        advance(pt(1.5));
    }
}

void PdfReportLayout::paragraph(const ParagraphBlock &block)
{
    const QFontMetricsF &fm = metrics(m_fonts.body);
    if (block.emphasis == Emphasis::Normal && block.title.isEmpty()) {
        for (const QString &line : wrap(block.text, m_fonts.body, m_width)) {
            ensureSpace(fm.lineSpacing());
            drawText({0, m_y + fm.ascent()}, line, m_fonts.body);
            advance(fm.lineSpacing());
        }
        return;
    }
    // A callout: a tinted box with a coloured bar, its title in bold on the first line.
    const qreal bar = pt(3);
    const qreal padding = pt(5);
    const qreal textWidth = m_width - bar - 2 * padding;
    const QStringList titleLines = wrap(block.title, m_fonts.bold, textWidth);
    const QStringList lines = wrap(block.text, m_fonts.body, textWidth);
    const qreal height = 2 * padding + fm.lineSpacing() * qreal(titleLines.size() + lines.size());
    ensureSpace(height);
    if (m_painter) {
        m_painter->fillRect(QRectF(0, m_y, m_width, height), tint(block.emphasis));
        m_painter->fillRect(QRectF(0, m_y, bar, height), emphasisColour(block.emphasis));
    }
    qreal baseline = m_y + padding + fm.ascent();
    for (const QString &line : titleLines) {
        drawText({bar + padding, baseline}, line, m_fonts.bold, emphasisColour(block.emphasis));
        baseline += fm.lineSpacing();
    }
    for (const QString &line : lines) {
        drawText({bar + padding, baseline}, line, m_fonts.body);
        baseline += fm.lineSpacing();
    }
    advance(height);
}

void PdfReportLayout::caption(const QString &text)
{
    const QFontMetricsF &fm = metrics(m_fonts.small);
    for (const QString &line : wrap(text, m_fonts.small, m_width)) {
        drawText({0, m_y + fm.ascent()}, line, m_fonts.small, s_grey);
        advance(fm.lineSpacing());
    }
}

void PdfReportLayout::sectorMap(const SectorMapBlock &block)
{
    const SectorMapGrid grid = SectorMapGrid::build(
        block.sizeBytes, block.sectorBytes, block.runs,
        SectorMapPicture::Columns * SectorMapPicture::MaximumRows, block.zeroAreas);
    const SectorMapPicture picture(grid, block.legend, m_fonts.table);
    const QString text
        = block.caption + QLatin1Char(' ')
          + Tr::tr("Each cell is %1 sectors (%2 bytes); %3 cells a row.")
                .arg(ReportFormat::count(grid.cellSectors()), ReportFormat::count(grid.cellBytes()))
                .arg(SectorMapPicture::Columns);
    const qreal pictureHeight = picture.heightForWidth(m_width, &m_writer);
    const qreal captionHeight
        = metrics(m_fonts.small).lineSpacing() * wrap(text, m_fonts.small, m_width).size();
    ensureSpace(pictureHeight + captionHeight + pt(4));
    if (m_painter)
        picture.paint(*m_painter, QRectF(0, m_y, m_width, pictureHeight));
    advance(pictureHeight + pt(4));
    caption(text);
}

void PdfReportLayout::throughput(const ThroughputBlock &block)
{
    const qreal chartHeight = pt(150);
    const qreal captionHeight
        = metrics(m_fonts.small).lineSpacing() * wrap(block.caption, m_fonts.small, m_width).size();
    ensureSpace(chartHeight + captionHeight + pt(4));
    if (m_painter)
        ThroughputChart(block.samples, block.start, m_fonts.table)
            .paint(*m_painter, QRectF(0, m_y, m_width, chartHeight));
    advance(chartHeight + pt(4));
    caption(block.caption);
}

void PdfReportLayout::signatures(const SignatureBlock &block)
{
    const QFontMetricsF &fm = metrics(m_fonts.body);
    const qreal rowHeight = pt(30);
    const qreal height = fm.lineSpacing() + rowHeight * qreal(block.labels.size()) + pt(6);
    ensureSpace(height);
    const qreal gap = pt(24);
    const qreal columnWidth = (m_width - gap * qreal(block.roles.size() - 1))
                              / qreal(std::max<qsizetype>(1, block.roles.size()));
    qreal labelWidth = 0;
    for (const QString &label : block.labels)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(label) + pt(6));
    for (qsizetype role = 0; role < block.roles.size(); ++role) {
        const qreal x = qreal(role) * (columnWidth + gap);
        drawText({x, m_y + fm.ascent()}, block.roles[role], m_fonts.bold);
        for (qsizetype label = 0; label < block.labels.size(); ++label) {
            const qreal baseline = m_y + fm.lineSpacing() + rowHeight * qreal(label + 1) - pt(4);
            drawText({x, baseline}, block.labels[label], m_fonts.body, s_grey);
            if (label == 0)
                drawText({x + labelWidth, baseline - pt(2)}, block.names.value(role), m_fonts.body);
            if (m_painter) {
                m_painter->setPen(QPen(Qt::black, pt(0.5)));
                m_painter->drawLine(QPointF(x + labelWidth, baseline + pt(1)),
                                    QPointF(x + columnWidth, baseline + pt(1)));
            }
        }
    }
    advance(height);
}

} // namespace Custody::Internal
