// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/reportsections.h"

#include "report/hiddenareastext.h"
#include "report/reportdocumentbuilder.h"
#include "report/reportformat.h"

#include <QFileInfo>

#include <climits>

namespace Custody::Internal {

namespace {

// Appendices are lettered in the order the body first refers to them.
QString appendixTitle(const QList<ReportSection> &appendices, const QString &title)
{
    return ReportDocumentBuilder::tr("Appendix %1: %2")
        .arg(QChar(char16_t(u'A' + appendices.size())), title);
}

QString appendixLetter(const QList<ReportSection> &appendices)
{
    return QString(QChar(char16_t(u'A' + appendices.size())));
}

QStringList rangeRow(qsizetype number, const MapRun &run, int sectorBytes)
{
    const qint64 first = run.extent.offset / sectorBytes;
    const qint64 last = (run.extent.end() - 1) / sectorBytes;
    QStringList row{QString::number(number), QString::number(first), QString::number(last),
                    QString::number(last - first + 1)};
    return row;
}

enum class RangeColumns { Bad, Unfinished }; // Unfinished ranges also say which state

TableBlock rangeTable(RangeColumns kind, TableFlow flow)
{
    TableBlock table{{{ReportDocumentBuilder::tr("#"), ColumnStyle::Number},
                      {ReportDocumentBuilder::tr("First sector"), ColumnStyle::Number},
                      {ReportDocumentBuilder::tr("Last sector"), ColumnStyle::Number},
                      {ReportDocumentBuilder::tr("Sectors"), ColumnStyle::Number}},
                     {},
                     {},
                     flow};
    if (flow == TableFlow::Single)
        table.columns += {{ReportDocumentBuilder::tr("Byte offset"), ColumnStyle::Number},
                          {ReportDocumentBuilder::tr("Bytes"), ColumnStyle::Number}};
    if (kind == RangeColumns::Unfinished)
        table.columns.append({ReportDocumentBuilder::tr("State")});
    return table;
}

void addRangeRow(TableBlock &table, qsizetype number, const MapRun &run, int sectorBytes,
                 RangeColumns kind)
{
    QStringList row = rangeRow(number, run, sectorBytes);
    if (table.flow == TableFlow::Single)
        // The offset is a position, typed into other tools as it is; the length is a size.
        row += {QString::number(run.extent.offset), ReportFormat::count(run.extent.length)};
    if (kind == RangeColumns::Unfinished)
        row.append(stateName(run.state));
    table.rows.append(row);
}

// The first BodyListLimit ranges in the body, and all of them in an appendix when there are
// more: one list, summarised, so that a run with 10,000 bad ranges still reads.
void addRangeList(QList<ReportBlock> &blocks, QList<ReportSection> &appendices,
                  const QList<MapRun> &ranges, int sectorBytes, RangeColumns kind,
                  const QString &appendixName)
{
    const qsizetype shown = std::min(ranges.size(), ReportDocumentBuilder::BodyListLimit);
    TableBlock body = rangeTable(kind, TableFlow::Single);
    for (qsizetype index = 0; index < shown; ++index)
        addRangeRow(body, index + 1, ranges[index], sectorBytes, kind);
    blocks.append(body);
    if (shown == ranges.size())
        return;
    blocks.append(ParagraphBlock::plain(
        ReportDocumentBuilder::tr("The first %1 of %2 ranges are shown; Appendix %3 "
                                  "lists all %2.")
            .arg(shown)
            .arg(ranges.size())
            .arg(appendixLetter(appendices))));
    TableBlock full = rangeTable(kind, TableFlow::Newspaper);
    full.rows.reserve(ranges.size());
    for (qsizetype index = 0; index < ranges.size(); ++index)
        addRangeRow(full, index + 1, ranges[index], sectorBytes, kind);
    appendices.append(
        {appendixTitle(appendices, appendixName),
         {ParagraphBlock::plain(
              ReportDocumentBuilder::tr("%1 ranges, in sectors of %2 bytes (byte offset = sector "
                                        "× %2); first and last sector included.")
                  .arg(ranges.size())
                  .arg(ReportFormat::count(sectorBytes))),
          full}});
}

} // namespace

QString stateName(SectorState state)
{
    switch (state) {
    case SectorState::Finished: return ReportDocumentBuilder::tr("read");
    case SectorState::NonTried: return ReportDocumentBuilder::tr("never tried");
    case SectorState::NonTrimmed: return ReportDocumentBuilder::tr("not trimmed");
    case SectorState::NonScraped: return ReportDocumentBuilder::tr("not scraped");
    case SectorState::BadSector: return ReportDocumentBuilder::tr("bad sector");
    }
    return {};
}

ReportSection coverageSection(const AcquisitionReport &report, QList<ReportSection> &appendices)
{
    const AcquisitionResult &result = report.record.result;
    const SourceIdentity &source = report.record.source;
    const qint64 size = source.sizeBytes;
    const int sectorBytes = source.logicalSectorBytes;
    QList<ReportField> fields{
        {ReportDocumentBuilder::tr("Source size"), ReportFormat::bytes(size)},
        {ReportDocumentBuilder::tr("Read"),
         ReportDocumentBuilder::tr("%1 bytes (%2 of the source)")
             .arg(ReportFormat::count(result.bytesFinished))
             .arg(ReportFormat::percentDown(result.bytesFinished, size))},
        {ReportDocumentBuilder::tr("Unreadable, filled"),
         ReportDocumentBuilder::tr(
             "%1 bytes in %n bad sector(s), filled with %2 in the image", nullptr,
             int(std::min<qint64>(result.bytesUnreadable / qMax(1, sectorBytes), INT_MAX)))
             .arg(ReportFormat::count(result.bytesUnreadable))
             .arg(ReportFormat::byteValue(report.record.settings.fillByte)),
         result.bytesUnreadable > 0 ? Emphasis::Warning : Emphasis::Normal},
        {ReportDocumentBuilder::tr("Bad-sector ranges"), QString::number(result.badRanges.size())},
    };
    auto unfinished = [&fields](const QString &label, qint64 bytes, const QString &meaning) {
        fields.append({label,
                       bytes > 0 ? ReportDocumentBuilder::tr("%1 bytes: %2")
                                       .arg(ReportFormat::count(bytes))
                                       .arg(meaning)
                                 : ReportDocumentBuilder::tr("0 bytes"),
                       bytes > 0 ? Emphasis::Bad : Emphasis::Normal});
    };
    unfinished(ReportDocumentBuilder::tr("Never tried"), result.bytesNotTried,
               ReportDocumentBuilder::tr("NOT read, the acquisition stopped first"));
    unfinished(
        ReportDocumentBuilder::tr("Not trimmed"), result.bytesNotTrimmed,
        ReportDocumentBuilder::tr("NOT read, in failed blocks not yet read sector by sector"));
    unfinished(
        ReportDocumentBuilder::tr("Not scraped"), result.bytesNotScraped,
        ReportDocumentBuilder::tr("NOT read, in failed blocks not yet read sector by sector"));
    QList<ReportBlock> blocks{FieldsBlock{fields}};

    QList<MapRun> runs;
    for (const Extent &bad : result.badRanges)
        runs.append({bad, SectorState::BadSector});
    if (!runs.isEmpty()) {
        blocks.append(ParagraphBlock::plain(
            ReportDocumentBuilder::tr("Bad-sector ranges (sectors of %1 bytes):")
                .arg(ReportFormat::count(sectorBytes))));
        addRangeList(blocks, appendices, runs, sectorBytes, RangeColumns::Bad,
                     ReportDocumentBuilder::tr("bad-sector ranges"));
    }
    if (!result.unfinishedRanges.isEmpty()) {
        runs += result.unfinishedRanges;
        blocks.append(
            ParagraphBlock::plain(ReportDocumentBuilder::tr("Areas NOT read (sectors of %1 bytes):")
                                      .arg(ReportFormat::count(sectorBytes))));
        addRangeList(blocks, appendices, result.unfinishedRanges, sectorBytes,
                     RangeColumns::Unfinished, ReportDocumentBuilder::tr("areas not read"));
    } else if (result.bytesUnfinished() > 0) {
        blocks.append(ParagraphBlock{
            ReportDocumentBuilder::tr("The record does not say where the %1 bytes that "
                                      "were not read lie; the map below cannot show them.")
                .arg(ReportFormat::count(result.bytesUnfinished())),
            Emphasis::Warning, QString()});
    }

    SectorMapBlock map;
    map.sizeBytes = size;
    map.sectorBytes = sectorBytes;
    map.runs = runs;
    const std::pair<SectorState, qint64> states[] = {
        {SectorState::Finished, result.bytesFinished},
        {SectorState::BadSector, result.bytesUnreadable},
        {SectorState::NonTried, result.bytesNotTried},
        {SectorState::NonTrimmed, result.bytesNotTrimmed},
        {SectorState::NonScraped, result.bytesNotScraped},
    };
    for (const auto &[state, bytes] : states)
        map.legend.append({state, ReportDocumentBuilder::tr("%1: %2 bytes")
                                      .arg(stateName(state), ReportFormat::count(bytes))});
    if (const std::optional<ContentProfile> &content = result.content) {
        // The bytes of the cells drawn as zeros, exactly: the areas the census found zero
        // throughout (sectors of zeros elsewhere are in the section on the data).
        qint64 zeroBytes = 0;
        for (const Extent &area : content->zeroAreas)
            zeroBytes += area.length;
        map.zeroAreas = content->zeroAreas;
        map.legend.append({SectorState::Finished,
                           ReportDocumentBuilder::tr("read, all zeros: %1 bytes")
                               .arg(ReportFormat::count(zeroBytes)),
                           true});
    }
    map.caption = ReportDocumentBuilder::tr(
        "Sector map: the source from its first sector (top left) to its last, "
        "row by row; each cell shows the worst state of the sectors in it.");
    if (result.content)
        map.caption += QLatin1Char(' ')
                       + ReportDocumentBuilder::tr("A finished cell whose sectors were all read as "
                                                   "zeros is drawn apart (\"read, all zeros\").");
    if (result.hasMap())
        blocks.append(map);

    ThroughputBlock throughput{
        report.record.throughput,
        ReportDocumentBuilder::tr("Throughput: rate of progress (read or found unreadable) "
                                  "between consecutive samples.")};
    // A resume whose earlier runs' samples are not in the record starts its counter with their
    // bytes; with them, the samples continue theirs.
    const RunHistory &history = report.record.history;
    if (result.resumed && !history.isComplete()) {
        throughput.start = ThroughputStart::SkipFirstInterval;
        throughput.caption
            += QLatin1Char(' ')
               + ReportDocumentBuilder::tr("Resumed run: the first interval is left out, as the "
                                           "counter starts with the earlier runs' bytes.");
    }
    blocks.append(throughput);
    return {ReportDocumentBuilder::tr("Coverage"), blocks};
}

QList<ReportField> hiddenAreaFields(const std::optional<HiddenAreas> &areas)
{
    if (!areas)
        return {};
    const bool found = !areas->findings.isEmpty();
    QList<ReportField> fields{
        {ReportDocumentBuilder::tr("Hidden areas"), HiddenAreasText::inLine(*areas),
         found ? Emphasis::Warning : Emphasis::Normal},
        {ReportDocumentBuilder::tr("Sectors the drive shows"),
         HiddenAreasText::sectorsText(areas->visibleSectors, areas->logicalSectorBytes)},
        {ReportDocumentBuilder::tr("Native size"),
         HiddenAreasText::sectorsText(areas->nativeSectors, areas->logicalSectorBytes)},
    };
    for (const QString &line : HiddenAreasText::findingLines(*areas))
        fields.append({ReportDocumentBuilder::tr("Hidden area"), line, Emphasis::Warning});
    if (const QString consequence = HiddenAreasText::consequence(*areas); !consequence.isEmpty())
        fields.append({ReportDocumentBuilder::tr("What it means"), consequence, Emphasis::Warning});
    if (const QStringList others = HiddenAreasText::otherNamespaceLines(*areas); !others.isEmpty())
        fields.append({ReportDocumentBuilder::tr("Other namespaces"),
                       others.join(QLatin1Char('\n')), Emphasis::Normal, FieldLines::Several});
    // The device layer's own words for each command and its answer, as the record keeps them.
    if (!areas->commands.isEmpty())
        fields.append({ReportDocumentBuilder::tr("Commands sent"),
                       areas->commands.join(QLatin1Char('\n')), Emphasis::Normal,
                       FieldLines::Several});
    return fields;
}

ReportSection caseSection(const CaseDetails &details)
{
    const auto orNone = [](const QString &value) {
        return value.isEmpty() ? ReportDocumentBuilder::tr("(none given)") : value;
    };
    return {ReportDocumentBuilder::tr("Case"),
            {FieldsBlock{{
                {ReportDocumentBuilder::tr("Case number"), orNone(details.caseNumber)},
                {ReportDocumentBuilder::tr("Evidence number"), orNone(details.evidenceNumber)},
                {ReportDocumentBuilder::tr("Examiner"), orNone(details.examiner)},
                {ReportDocumentBuilder::tr("Description"), orNone(details.description)},
                {ReportDocumentBuilder::tr("Notes"), orNone(details.notes), Emphasis::Normal,
                 FieldLines::Several},
            }}}};
}

// Several outputs from one read: every image of it, each with its own files, state and verdict.
TableBlock destinationTable(const QList<RecordedDestination> &destinations)
{
    TableBlock table{{{ReportDocumentBuilder::tr("Output")},
                      {ReportDocumentBuilder::tr("Format")},
                      {ReportDocumentBuilder::tr("State")},
                      {ReportDocumentBuilder::tr("Verification")}},
                     {},
                     {},
                     TableFlow::Single};
    for (const RecordedDestination &destination : destinations) {
        QString state = destination.status == ImagingOutcome::Status::Completed
                            ? ReportDocumentBuilder::tr("completed")
                        : destination.status == ImagingOutcome::Status::Cancelled
                            ? ReportDocumentBuilder::tr("cancelled")
                            : ReportDocumentBuilder::tr("failed");
        if (destination.error)
            state += QStringLiteral(": ") + destination.error->message;
        const QString base
            = destination.own ? ReportDocumentBuilder::tr("%1 (this record)").arg(destination.base)
                              : destination.base;
        table.rows.append({base, destination.format, state, destination.verification});
    }
    return table;
}

ReportSection outputSection(const AcquisitionReport &report)
{
    TableBlock files{{{ReportDocumentBuilder::tr("File")},
                      {ReportDocumentBuilder::tr("Role")},
                      {ReportDocumentBuilder::tr("Bytes"), ColumnStyle::Number}},
                     {},
                     {},
                     TableFlow::Single};
    QStringList images;
    for (const OutputFile &file : report.record.outputs) {
        files.rows.append({file.path, file.role, ReportFormat::count(file.sizeBytes)});
        if (file.role == QLatin1String("image"))
            images.append(file.path);
    }
    QList<ReportBlock> blocks{files};
    if (const QList<RecordedDestination> &destinations = report.record.destinations;
        !destinations.isEmpty()) {
        blocks.prepend(destinationTable(destinations));
        blocks.prepend(ParagraphBlock::plain(
            ReportDocumentBuilder::tr("One read wrote %n image(s), each with its own files and "
                                      "record:",
                                      nullptr, int(destinations.size()))));
    }
    if (report.record.settings.format == ImageFormat::Ewf) {
        // The E01's files are a container: each has its own MD5 (as Guymager's .info lists
        // them), and the sidecars name the media data's digests, shown with the hashes.
        TableBlock segments{{{ReportDocumentBuilder::tr("Segment file")},
                             {ReportDocumentBuilder::tr("MD5 of the file"), ColumnStyle::Digest}},
                            {},
                            {},
                            TableFlow::Single};
        for (const OutputFile &file : report.record.outputs) {
            if (file.role == QLatin1String("image"))
                segments.rows.append({QFileInfo(file.path).fileName(),
                                      file.md5.isEmpty() ? ReportFormat::notRecorded() : file.md5});
        }
        blocks.append(segments);
        return {ReportDocumentBuilder::tr("Output files"), blocks};
    }
    // What each image file's sidecar (NAME.md5, NAME.sha256, …) lists for it: the whole-image
    // digest for a single file, the segment's own digest for a split image.
    TableBlock sidecars{
        {{ReportDocumentBuilder::tr("Image file")},
         {ReportDocumentBuilder::tr("Algorithm")},
         {ReportDocumentBuilder::tr("Digest in the checksum file"), ColumnStyle::Digest}},
        {},
        {},
        TableFlow::Single};
    for (qsizetype index = 0; index < images.size(); ++index) {
        for (const RecordedHash &hash : report.record.hashes) {
            QString digest;
            if (images.size() == 1)
                digest = hash.hex;
            else if (index < hash.segments.size())
                digest = hash.segments[index].hex;
            else
                digest = ReportFormat::notRecorded();
            sidecars.rows.append(
                {QFileInfo(images[index]).fileName(), hashDisplayName(hash.algorithm), digest});
        }
    }
    if (!sidecars.rows.isEmpty())
        blocks.append(sidecars);
    else
        blocks.append(ParagraphBlock::plain(
            ReportDocumentBuilder::tr("No checksum files: the image has no hash.")));
    return {ReportDocumentBuilder::tr("Output files"), blocks};
}

} // namespace Custody::Internal
