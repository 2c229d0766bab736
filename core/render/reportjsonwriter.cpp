// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/reportjsonwriter.h"

#include "record/verificationverdict.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Custody {

namespace {

using namespace Qt::StringLiterals;

QJsonValue optional(const std::optional<QString> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue time(const QDateTime &value)
{
    return value.isValid() ? QJsonValue(value.toUTC().toString(Qt::ISODateWithMs))
                           : QJsonValue(QJsonValue::Null);
}

QJsonValue smart(const std::optional<RecordedSmart> &smart)
{
    if (!smart)
        return QJsonValue::Null;
    return QJsonObject{{u"assessment"_s, smart->assessment}, {u"summary"_s, smart->summary}};
}

QJsonArray ranges(const QList<MapRun> &runs, int sectorBytes)
{
    QJsonArray array;
    for (const MapRun &run : runs) {
        QJsonObject range{{u"offset"_s, run.extent.offset},
                          {u"length"_s, run.extent.length},
                          {u"firstSector"_s, run.extent.offset / sectorBytes},
                          {u"lastSector"_s, (run.extent.end() - 1) / sectorBytes}};
        if (run.state != SectorState::BadSector)
            range.insert(u"state"_s, QString(QLatin1Char(char(run.state))));
        array.append(range);
    }
    return array;
}

QJsonObject source(const AcquisitionRecord &record)
{
    const SourceIdentity &source = record.source;
    QJsonValue writeBlock = QJsonValue::Null;
    if (const std::optional<WriteBlockRecord> &state = record.writeBlock) {
        QJsonObject object{{u"requested"_s, state->requested},
                           {u"set"_s, state->set},
                           {u"verified"_s, state->verified}};
        // Records that predate the check at the end and the lifting say nothing of them.
        if (state->atEnd) {
            // null: a node could not be read again, so whether it held is not known.
            object.insert(u"heldToEnd"_s, state->atEnd->error && state->atEnd->writable.isEmpty()
                                              ? QJsonValue(QJsonValue::Null)
                                              : QJsonValue(state->atEnd->held()));
            object.insert(u"writableAtEnd"_s, QJsonArray::fromStringList(state->atEnd->writable));
        }
        if (state->restored) {
            object.insert(u"restored"_s, *state->restored);
            object.insert(u"restoreFailed"_s, QJsonArray::fromStringList(state->restoreFailed));
        }
        writeBlock = object;
    }
    return {{u"path"_s, source.path},
            {u"kind"_s, source.kind},
            {u"model"_s, optional(source.model)},
            {u"serial"_s, optional(source.serial)},
            {u"firmware"_s, optional(source.firmware)},
            {u"bus"_s, optional(source.bus)},
            {u"sizeBytes"_s, source.sizeBytes},
            {u"sectors"_s, source.sectors()},
            {u"logicalSectorBytes"_s, source.logicalSectorBytes},
            {u"physicalSectorBytes"_s, source.physicalSectorBytes},
            {u"smartAtStart"_s, smart(record.smartAtStart)},
            {u"smartAtEnd"_s, smart(record.smartAtEnd)},
            {u"writeBlock"_s, writeBlock},
            // null: not asked (not a block device, or a record that predates it)
            {u"hiddenAreas"_s, source.hiddenAreas ? QJsonValue(source.hiddenAreas->toJson())
                                                  : QJsonValue(QJsonValue::Null)},
            {u"mountedPartitions"_s, record.mountedPartitions ? QJsonValue(
                                         QJsonArray::fromStringList(*record.mountedPartitions))
                                                              : QJsonValue(QJsonValue::Null)}};
}

QJsonObject acquisition(const AcquisitionReport &report)
{
    const AcquisitionResult &result = report.record.result;
    QJsonArray passes;
    for (const PassTiming &pass : result.passes)
        passes.append(QJsonObject{{u"name"_s, pass.name},
                                  {u"start"_s, time(pass.start)},
                                  {u"end"_s, time(pass.end)},
                                  {u"seconds"_s, pass.start.msecsTo(pass.end) / 1000.0}});
    const QJsonValue error
        = result.error ? QJsonValue(RecordJson::error(*result.error)) : QJsonValue::Null;
    return {{u"tool"_s, report.record.tool.name + u' ' + report.record.tool.version},
            {u"commandLine"_s, report.record.tool.commandLine},
            {u"host"_s, report.record.host.name},
            {u"status"_s, statusName(result.status)},
            {u"resumed"_s, result.resumed},
            {u"start"_s, time(result.start)},
            {u"end"_s, time(result.end)},
            {u"seconds"_s, result.seconds()},
            {u"passes"_s, passes},
            {u"error"_s, error}};
}

QJsonObject coverage(const AcquisitionResult &result, int sectorBytes)
{
    QList<MapRun> bad;
    for (const Extent &range : result.badRanges)
        bad.append({range, SectorState::BadSector});
    return {
        {u"bytesRead"_s, result.bytesFinished},
        {u"bytesUnreadable"_s, result.bytesUnreadable},
        {u"badSectors"_s, result.bytesUnreadable / sectorBytes},
        {u"bytesNotTried"_s, result.bytesNotTried},
        {u"bytesNotTrimmed"_s, result.bytesNotTrimmed},
        {u"bytesNotScraped"_s, result.bytesNotScraped},
        {u"badRanges"_s, ranges(bad, sectorBytes)},
        // null: unfinished bytes whose positions the record does not give (older records)
        {u"unfinishedRanges"_s, !result.unfinishedRanges.isEmpty() || result.bytesUnfinished() == 0
                                    ? QJsonValue(ranges(result.unfinishedRanges, sectorBytes))
                                    : QJsonValue(QJsonValue::Null)}};
}

QString comparisonName(DigestComparison comparison)
{
    switch (comparison) {
    case DigestComparison::Match: return u"match"_s;
    case DigestComparison::Mismatch: return u"mismatch"_s;
    case DigestComparison::NotComputed: return u"not compared"_s;
    case DigestComparison::NotComparable: return u"not comparable"_s;
    }
    return {};
}

QJsonObject verification(const AcquisitionReport &report)
{
    const VerificationVerdict verdict = report.verdict();
    QJsonArray algorithms;
    for (const AlgorithmComparison &comparison : verdict.algorithms())
        algorithms.append(
            QJsonObject{{u"algorithm"_s, hashName(comparison.algorithm)},
                        {u"acquisition"_s, optional(comparison.acquisition)},
                        {u"image"_s, optional(comparison.image)},
                        {u"imageComparison"_s, comparisonName(comparison.imageComparison)},
                        {u"source"_s, optional(comparison.source)},
                        {u"sourceComparison"_s, comparisonName(comparison.sourceComparison)}});
    return {{u"verdict"_s, verdict.name()},
            {u"explanation"_s, verdict.explanation()},
            {u"time"_s, report.record.verification ? time(report.record.verification->time)
                                                   : QJsonValue(QJsonValue::Null)},
            {u"sourceReread"_s, verdict.sourceReread()},
            {u"sourceFinding"_s, verdict.sourceReread() ? QJsonValue(verdict.sourceFinding())
                                                        : QJsonValue(QJsonValue::Null)},
            {u"error"_s, report.record.verification && report.record.verification->error
                             ? QJsonValue(report.record.verification->error->message)
                             : QJsonValue(QJsonValue::Null)},
            {u"algorithms"_s, algorithms}};
}

} // namespace

QByteArray ReportJsonWriter::write(const AcquisitionReport &report, const ReportContext &context)
{
    QJsonArray outputs;
    for (const OutputFile &file : report.record.outputs)
        outputs.append(QJsonObject{
            {u"path"_s, file.path}, {u"bytes"_s, file.sizeBytes}, {u"role"_s, file.role}});
    const CaseDetails &details = report.record.caseDetails;
    const QJsonObject root{
        {u"format"_s, u"custody-acquisition-report"_s},
        {u"formatVersion"_s, 1},
        {u"created"_s,
         QJsonObject{{u"utc"_s, time(context.created)},
                     {u"local"_s, context.created.toOffsetFromUtc(context.created.offsetFromUtc())
                                      .toString(Qt::ISODate)}}},
        {u"createdBy"_s, context.generator},
        {u"record"_s,
         QJsonObject{{u"path"_s, report.recordPath}, {u"sha256"_s, report.recordSha256}}},
        {u"case"_s, QJsonObject{{u"caseNumber"_s, details.caseNumber},
                                {u"evidenceNumber"_s, details.evidenceNumber},
                                {u"examiner"_s, details.examiner},
                                {u"description"_s, details.description},
                                {u"notes"_s, details.notes}}},
        {u"source"_s, source(report.record)},
        {u"acquisition"_s, acquisition(report)},
        {u"coverage"_s, coverage(report.record.result, report.record.source.logicalSectorBytes)},
        {u"verification"_s, verification(report)},
        {u"outputs"_s, outputs},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace Custody
