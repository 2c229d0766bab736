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

QJsonValue smart(const std::optional<SmartAssessment> &smart)
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

QJsonObject source(const ReportSource &source)
{
    QJsonValue writeBlock = QJsonValue::Null;
    if (source.writeBlock)
        writeBlock = QJsonObject{{u"requested"_s, source.writeBlock->requested},
                                 {u"set"_s, source.writeBlock->set},
                                 {u"verified"_s, source.writeBlock->verified}};
    return {{u"path"_s, source.path},
            {u"kind"_s, source.kind},
            {u"model"_s, optional(source.model)},
            {u"serial"_s, optional(source.serial)},
            {u"firmware"_s, optional(source.firmware)},
            {u"bus"_s, optional(source.bus)},
            {u"sizeBytes"_s, source.sizeBytes},
            {u"sectors"_s, source.sectors},
            {u"logicalSectorBytes"_s, source.logicalSectorBytes},
            {u"physicalSectorBytes"_s, source.physicalSectorBytes},
            {u"smartAtStart"_s, smart(source.smartAtStart)},
            {u"smartAtEnd"_s, smart(source.smartAtEnd)},
            {u"writeBlock"_s, writeBlock},
            {u"mountedPartitions"_s, source.mountedPartitions ? QJsonValue(
                                         QJsonArray::fromStringList(*source.mountedPartitions))
                                                              : QJsonValue(QJsonValue::Null)}};
}

QJsonObject acquisition(const AcquisitionReport &report)
{
    const ReportResult &result = report.result;
    QJsonArray passes;
    for (const ReportPass &pass : result.passes)
        passes.append(QJsonObject{{u"name"_s, pass.name},
                                  {u"start"_s, time(pass.start)},
                                  {u"end"_s, time(pass.end)},
                                  {u"seconds"_s, pass.seconds}});
    QJsonValue error = QJsonValue::Null;
    if (result.error)
        error = QJsonObject{{u"code"_s, result.error->code},
                            {u"errnoText"_s, result.error->errnoText},
                            {u"path"_s, result.error->path},
                            {u"offset"_s, result.error->offset},
                            {u"message"_s, result.error->message}};
    return {{u"tool"_s, report.tool.name + u' ' + report.tool.version},
            {u"commandLine"_s, report.tool.commandLine},
            {u"host"_s, report.host.name},
            {u"status"_s, result.status},
            {u"resumed"_s, result.resumed},
            {u"start"_s, time(result.start)},
            {u"end"_s, time(result.end)},
            {u"seconds"_s, result.seconds},
            {u"passes"_s, passes},
            {u"error"_s, error}};
}

QJsonObject coverage(const ReportResult &result, int sectorBytes)
{
    QList<MapRun> bad;
    for (const Extent &range : result.badRanges)
        bad.append({range, SectorState::BadSector});
    return {{u"bytesRead"_s, result.bytesFinished},
            {u"bytesUnreadable"_s, result.bytesUnreadable},
            {u"badSectors"_s, result.badSectors},
            {u"bytesNotTried"_s, result.bytesNotTried},
            {u"bytesNotTrimmed"_s, result.bytesNotTrimmed},
            {u"bytesNotScraped"_s, result.bytesNotScraped},
            {u"badRanges"_s, ranges(bad, sectorBytes)},
            {u"unfinishedRanges"_s, result.unfinishedRanges
                                        ? QJsonValue(ranges(*result.unfinishedRanges, sectorBytes))
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
            {u"time"_s,
             report.verification ? time(report.verification->time) : QJsonValue(QJsonValue::Null)},
            {u"sourceReread"_s, verdict.sourceReread()},
            {u"sourceFinding"_s, verdict.sourceReread() ? QJsonValue(verdict.sourceFinding())
                                                        : QJsonValue(QJsonValue::Null)},
            {u"error"_s, report.verification && report.verification->error
                             ? QJsonValue(report.verification->error->message)
                             : QJsonValue(QJsonValue::Null)},
            {u"algorithms"_s, algorithms}};
}

} // namespace

QByteArray ReportJsonWriter::write(const AcquisitionReport &report, const ReportContext &context)
{
    QJsonArray outputs;
    for (const OutputFile &file : report.outputs)
        outputs.append(QJsonObject{
            {u"path"_s, file.path}, {u"bytes"_s, file.sizeBytes}, {u"role"_s, file.role}});
    const CaseDetails &details = report.caseDetails;
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
        {u"source"_s, source(report.source)},
        {u"acquisition"_s, acquisition(report)},
        {u"coverage"_s, coverage(report.result, report.source.logicalSectorBytes)},
        {u"verification"_s, verification(report)},
        {u"outputs"_s, outputs},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace Custody
