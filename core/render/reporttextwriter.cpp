// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/reporttextwriter.h"

#include "drawing/sectormapgrid.h"
#include "report/reportformat.h"
#include "util/logline.h"
#include "util/units.h"

#include <QCoreApplication>

#include <algorithm>

namespace Custody {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ReportTextWriter)
};

constexpr int s_mapColumns = 64;
constexpr int s_mapRows = 16;

QString underline(const QString &text, QChar character)
{
    const QString title = oneShownLine(text);
    return title + QLatin1Char('\n') + QString(title.size(), character) + QLatin1Char('\n');
}

QString margin(Emphasis emphasis)
{
    return emphasis == Emphasis::Bad || emphasis == Emphasis::Warning ? QStringLiteral("! ")
                                                                      : QStringLiteral("  ");
}

// Continuation lines of a value of several lines (case notes) line up under its first line,
// deeper than the start of any field, table row or heading, so that none can pass for a line of
// its own.
QString indented(const QString &value, qsizetype indent)
{
    return shownLines(value, QString(indent, QLatin1Char(' ')));
}

// One label column for the whole report, as in the PDF.
qsizetype labelWidth(const ReportDocument &document)
{
    qsizetype width = 0;
    for (const ReportSection &section : document.sections) {
        for (const ReportBlock &block : section.blocks) {
            if (const auto *fieldsBlock = std::get_if<FieldsBlock>(&block)) {
                for (const ReportField &field : fieldsBlock->fields)
                    width = std::max(width, oneShownLine(field.label).size());
            }
        }
    }
    return width;
}

QString fields(const FieldsBlock &block, qsizetype width)
{
    QString text;
    for (const ReportField &field : block.fields)
        text += margin(field.emphasis) + oneShownLine(field.label).leftJustified(width)
                + QStringLiteral(" : ")
                + (field.lines == FieldLines::Several ? indented(field.value, width + 5)
                                                      : oneShownLine(field.value))
                + QLatin1Char('\n');
    return text;
}

QString paragraph(const ParagraphBlock &block)
{
    QString tag;
    switch (block.emphasis) {
    case Emphasis::Normal: break;
    case Emphasis::Good: tag = QStringLiteral("[OK] "); break;
    case Emphasis::Warning: tag = QStringLiteral("[WARNING] "); break;
    case Emphasis::Bad: tag = QStringLiteral("[ALERT] "); break;
    }
    const QString title
        = block.title.isEmpty() ? QString() : oneShownLine(block.title) + QLatin1Char(' ');
    return tag + title + oneShownLine(block.text) + QLatin1Char('\n');
}

QString table(const TableBlock &block)
{
    QList<qsizetype> widths;
    for (const TableColumn &column : block.columns)
        widths.append(oneShownLine(column.header).size());
    QList<QStringList> rows;
    rows.reserve(block.rows.size());
    for (const QStringList &cells : block.rows) {
        QStringList row;
        for (const QString &cell : cells)
            row.append(oneShownLine(cell));
        rows.append(row);
    }
    for (const QStringList &row : rows) {
        for (qsizetype column = 0; column < row.size() && column < widths.size(); ++column)
            widths[column] = std::max(widths[column], row[column].size());
    }
    auto line = [&](const QStringList &cells, Emphasis emphasis) {
        QString text = margin(emphasis);
        for (qsizetype column = 0; column < widths.size(); ++column) {
            const QString cell = cells.value(column);
            const bool last = column + 1 == widths.size();
            if (block.columns[column].style == ColumnStyle::Number)
                text += cell.rightJustified(widths[column]);
            else
                text += last ? cell : cell.leftJustified(widths[column]);
            if (!last)
                text += QStringLiteral("  ");
        }
        while (text.endsWith(QLatin1Char(' ')))
            text.chop(1);
        return text + QLatin1Char('\n');
    };
    QStringList headers;
    QStringList rules;
    for (qsizetype column = 0; column < widths.size(); ++column) {
        headers.append(oneShownLine(block.columns[column].header));
        rules.append(QString(widths[column], QLatin1Char('-')));
    }
    QString text = line(headers, Emphasis::Normal) + line(rules, Emphasis::Normal);
    for (qsizetype row = 0; row < rows.size(); ++row)
        text += line(rows[row], block.rowEmphasis.value(row, Emphasis::Normal));
    return text;
}

QString sectorMap(const SectorMapBlock &block)
{
    const SectorMapGrid grid = SectorMapGrid::build(block.sizeBytes, block.sectorBytes, block.runs,
                                                    s_mapColumns * s_mapRows, block.zeroAreas);
    // A state's character as ddrescue writes it, or '0' for the zero layer.
    const auto symbol = [](SectorState state, bool zeros) {
        return zeros ? QLatin1Char('0') : QLatin1Char(char(state));
    };
    QString text
        = oneShownLine(block.caption) + QLatin1Char('\n')
          + Tr::tr("Each character is %1 sectors (%2 bytes); a row is %3 characters.")
                .arg(ReportFormat::count(grid.cellSectors()), ReportFormat::count(grid.cellBytes()))
                .arg(s_mapColumns)
          + QLatin1Char('\n');
    const qint64 lastRowSector
        = (grid.cellCount() - 1) / s_mapColumns * s_mapColumns * grid.cellSectors();
    const qsizetype labelWidth = QString::number(lastRowSector).size();
    for (qsizetype first = 0; first < grid.cellCount(); first += s_mapColumns) {
        text += QStringLiteral("  %1 ").arg(first * grid.cellSectors(), int(labelWidth));
        for (qsizetype index = first; index < std::min(first + s_mapColumns, grid.cellCount());
             ++index)
            text += symbol(grid.cell(index), grid.isZero(index));
        text += QLatin1Char('\n');
    }
    for (const LegendEntry &entry : block.legend)
        text += QStringLiteral("  %1  %2\n")
                    .arg(QString(symbol(entry.state, entry.zeros)), oneShownLine(entry.text));
    return text;
}

QString throughput(const ThroughputBlock &block)
{
    if (block.samples.size() < 2)
        return Tr::tr("Throughput: no samples recorded.") + QLatin1Char('\n');
    return oneShownLine(block.caption) + QLatin1Char(' ')
           + Tr::tr("%1 samples over %2 s; the graph is in the PDF report.")
                 .arg(block.samples.size())
                 .arg(textLocale().toString(block.samples.last().seconds, 'f', 3))
           + QLatin1Char('\n');
}

QString signatures(const SignatureBlock &block)
{
    qsizetype width = 0;
    for (const QString &label : block.labels)
        width = std::max(width, oneShownLine(label).size());
    QString text;
    for (qsizetype role = 0; role < block.roles.size(); ++role) {
        text += (role > 0 ? QStringLiteral("\n") : QString()) + oneShownLine(block.roles[role])
                + QLatin1Char('\n');
        for (qsizetype label = 0; label < block.labels.size(); ++label) {
            const QString name = label == 0 ? oneShownLine(block.names.value(role)) : QString();
            text += QStringLiteral("  %1 : %2\n")
                        .arg(oneShownLine(block.labels[label]).leftJustified(width),
                             name.isEmpty() ? QString(40, QLatin1Char('_')) : name);
        }
    }
    return text;
}

} // namespace

QString ReportTextWriter::write(const ReportDocument &document)
{
    const qsizetype width = labelWidth(document);
    QString text = underline(document.title.toUpper(), QLatin1Char('='))
                   + oneShownLine(document.runningHeader) + QLatin1Char('\n');
    for (const ReportSection &section : document.sections) {
        text
            += QLatin1Char('\n')
               + underline(section.title, section.kind == SectionKind::Appendix ? QLatin1Char('=')
                                                                                : QLatin1Char('-'));
        for (qsizetype index = 0; index < section.blocks.size(); ++index) {
            const ReportBlock &block = section.blocks[index];
            if (index > 0)
                text += QLatin1Char('\n');
            if (const auto *fieldsBlock = std::get_if<FieldsBlock>(&block))
                text += fields(*fieldsBlock, width);
            else if (const auto *paragraphBlock = std::get_if<ParagraphBlock>(&block))
                text += paragraph(*paragraphBlock);
            else if (const auto *tableBlock = std::get_if<TableBlock>(&block))
                text += table(*tableBlock);
            else if (const auto *mapBlock = std::get_if<SectorMapBlock>(&block))
                text += sectorMap(*mapBlock);
            else if (const auto *chartBlock = std::get_if<ThroughputBlock>(&block))
                text += throughput(*chartBlock);
            else if (const auto *signatureBlock = std::get_if<SignatureBlock>(&block))
                text += signatures(*signatureBlock);
        }
    }
    return text;
}

} // namespace Custody
