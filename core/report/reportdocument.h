// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/rescuemap.h"
#include "util/throughputhistory.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <variant>

namespace Custody {

// The report as a sequence of sections and blocks, before any layout: what the text and the PDF
// writer both print. Building it once (ReportDocumentBuilder) is what keeps every figure of the
// two the same; the writers only decide how it looks.

enum class Emphasis { Normal, Good, Warning, Bad };

// Whether a field's value may span lines. Only text an examiner writes as several lines (case
// notes) may; every other value (a path, a remote export's name, a drive's model, a case number)
// is one line, whatever it holds. The text writer shows a line break in a one-line value as an
// escape, and sets off the lines after the first of a value of several lines (reporttextwriter.h).
enum class FieldLines { One, Several };

struct ReportField
{
    QString label;
    QString value;
    Emphasis emphasis = Emphasis::Normal;
    FieldLines lines = FieldLines::One;
};

// Label/value lines.
struct FieldsBlock
{
    QList<ReportField> fields;
};

// A sentence or two; a callout with an emphasis other than Normal is set off (boxed, coloured).
struct ParagraphBlock
{
    QString text;
    Emphasis emphasis = Emphasis::Normal;
    QString title; // bold lead-in of a callout, e.g. the verdict

    static ParagraphBlock plain(QString text) { return {std::move(text), Emphasis::Normal, {}}; }
};

enum class ColumnStyle { Text, Number, Digest }; // Number: right-aligned; Digest: monospaced

struct TableColumn
{
    QString header;
    ColumnStyle style = ColumnStyle::Text;
};

// Long lists (appendices) may be set in several columns side by side on a page.
enum class TableFlow { Single, Newspaper };

struct TableBlock
{
    QList<TableColumn> columns;
    QList<QStringList> rows;
    QList<Emphasis> rowEmphasis; // empty, or one per row
    TableFlow flow = TableFlow::Single;
};

struct LegendEntry
{
    SectorState state = SectorState::Finished;
    QString text;
    bool zeros = false; // the swatch of the zero layer (finished cells read as all zeros)
};

// The sector map: the writer chooses the grid's resolution.
struct SectorMapBlock
{
    qint64 sizeBytes = 0;
    int sectorBytes = 512;
    QList<MapRun> runs;      // every area that is not finished
    QList<Extent> zeroAreas; // the zero layer (ContentProfile::zeroAreas); empty without one
    QList<LegendEntry> legend;
    QString caption; // printed under the picture; the writer adds the cell size
};

// Resumed runs: the engine's counter starts with the bytes of the earlier runs, so the first
// interval's rate would be wrong.
enum class ThroughputStart { FirstSample, SkipFirstInterval };

struct ThroughputBlock
{
    QList<ThroughputSample> samples;
    QString caption;
    ThroughputStart start = ThroughputStart::FirstSample;
};

struct SignatureBlock
{
    QStringList roles;  // "Examiner", "Witness"
    QStringList names;  // pre-filled name per role, or empty
    QStringList labels; // "Name", "Signature", "Date"
};

using ReportBlock = std::variant<FieldsBlock, ParagraphBlock, TableBlock, SectorMapBlock,
                                 ThroughputBlock, SignatureBlock>;

enum class SectionKind { Body, Appendix };

struct ReportSection
{
    QString title;
    QList<ReportBlock> blocks;
    SectionKind kind = SectionKind::Body;
};

struct ReportDocument
{
    QString title;         // "Acquisition report"
    QString runningHeader; // on every page of the PDF: case and evidence number
    QString runningDate;   // on every page of the PDF: when the report was made
    QString pageLabel;     // "Page %1 of %2"
    QString initialsLabel; // "Examiner's initials"
    // Where a PDF of it goes unless the examiner says otherwise: beside the image it reports on
    // (BASE.pdf next to an acquisition's record). Empty when not known.
    QString pdfPath;
    QList<ReportSection> sections;
};

} // namespace Custody
