// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "history/eventsources.h"

#include "acquisition/imageconversion.h"
#include "record/acquisitionreport.h"
#include "record/wipecertificate.h"
#include "render/reportpublisher.h"
#include "util/durablefile.h"
#include "util/logline.h"
#include "util/nativepath.h"
#include "verify/verificationreport.h"

using namespace Qt::StringLiterals;

namespace Custody {

namespace {

// Records are small; a larger .json is not one to read whole.
constexpr qint64 MaximumRecordBytes = 256 * 1024 * 1024;

// The file's SHA-256; when it cannot be read, empty, and the event's note says why (a row
// without the digest must not look like one that never had a file).
QString sha256Of(const QString &path, HistoryEvent &event)
{
    if (path.isEmpty())
        return {};
    const Result<QString> sha256 = ReportPublisher::sha256OfFile(path);
    if (sha256)
        return *sha256;
    const QString why = u"SHA-256 of %1 not taken: %2"_s.arg(path, sha256.error().userMessage());
    event.note = event.note.isEmpty() ? why : event.note + u"; "_s + why;
    return {};
}

} // namespace

Result<AcquisitionReport> readAcquisitionRecord(const QString &path)
{
    const Result<QByteArray> json = readWholeFile(path, MaximumRecordBytes);
    if (!json)
        return json.error();
    return AcquisitionReport::fromRecord(*json, path);
}

HistoryEvent acquisitionEvent(const AcquisitionRecord &record, const QString &recordPath,
                              bool allWritten)
{
    const QString path = absolutePath(recordPath);
    HistoryEvent event = HistoryEvent::fromAcquisition(record, allWritten ? path : QString(), {});
    event.recordSha256 = sha256Of(event.recordPath, event);
    if (!allWritten)
        event.note = u"not every output could be written"_s;
    event.reportSha256 = sha256Of(event.reportPath, event);
    return event;
}

HistoryEvent verificationEvent(const VerificationReport &report)
{
    std::optional<AcquisitionReport> record;
    for (const HashlogSummary &hashlog : report.hashlogs) {
        if (!hashlog.path.endsWith(".json"_L1))
            continue;
        if (Result<AcquisitionReport> read = readAcquisitionRecord(hashlog.path); read) {
            record = std::move(*read);
            break;
        }
    }
    HistoryEvent event = HistoryEvent::fromVerification(report, record ? &record->record : nullptr);
    // The record that gave the case fields is the one named, whatever the other hashlogs.
    if (record)
        event.recordPath = record->recordPath;
    event.recordSha256 = record ? record->recordSha256 : sha256Of(event.recordPath, event);
    return event;
}

HistoryEvent verificationReportEvent(const VerificationReport &report, const QString &reportPath,
                                     const QString &printer)
{
    HistoryEvent event = verificationEvent(report);
    event.kind = HistoryEvent::Kind::Report;
    event.time = QDateTime::currentDateTimeUtc();
    // Told apart from an acquisition's report, which its verdict alone would not do.
    const QString what = printer.isEmpty() ? u"verification report"_s
                                           : u"verification report printed on "_s + printer;
    event.note = event.note.isEmpty() ? what : what + u"; "_s + event.note;
    if (!reportPath.isEmpty()) {
        event.reportPath = absolutePath(reportPath);
        event.reportSha256 = sha256Of(event.reportPath, event);
    }
    return event;
}

HistoryEvent conversionEvent(const ImageConversion &conversion,
                             const Result<QList<HashResult>> &result)
{
    QList<std::pair<QString, QString>> digests;
    if (result) {
        for (const HashResult &hash : *result)
            digests.append({hashDisplayName(hash.algorithm), hash.hex});
    }
    // A refusal is news about the image as well: it no longer reads as its record says.
    const QString verdict = result                                             ? u"match"_s
                            : result.error().code == Error::Code::ImageChanged ? u"mismatch"_s
                            : result.error().code == Error::Code::Cancelled    ? u"cancelled"_s
                                                                               : u"failed"_s;
    HistoryEvent event = HistoryEvent::fromConversion(
        conversion.record(), absolutePath(conversion.basePath() + u".json"_s),
        result ? conversion.outputFiles() : QStringList(), digests, verdict);
    if (!result)
        event.note = result.error().userMessage();
    return event;
}

Result<HistoryEvent> reportEvent(const QString &recordPath, const QString &reportPath,
                                 const QString &note)
{
    const Result<AcquisitionReport> read = readAcquisitionRecord(absolutePath(recordPath));
    if (!read)
        return read.error();
    HistoryEvent event
        = HistoryEvent::fromReport(read->record, read->recordPath, read->recordSha256);
    event.reportPath = reportPath.isEmpty() ? QString() : absolutePath(reportPath);
    event.reportSha256 = sha256Of(event.reportPath, event);
    event.note = note;
    return event;
}

HistoryEvent wipeEvent(const WipeCertificate &certificate, const QStringList &certificateFiles,
                       bool allWritten)
{
    HistoryEvent event;
    event.kind = HistoryEvent::Kind::Wipe;
    event.time
        = certificate.end.isValid() ? certificate.end.toUTC() : QDateTime::currentDateTimeUtc();
    event.examiner = certificate.caseDetails.examiner;
    event.caseNumber = certificate.caseDetails.caseNumber;
    event.evidenceNumber = certificate.caseDetails.evidenceNumber;
    event.source = certificate.drive.path;
    event.sourceModel = certificate.drive.model.value_or(QString());
    event.sourceSerial = certificate.drive.serial.value_or(QString());
    event.sourceBytes = certificate.drive.sizeBytes;
    event.verdict = WipeCertificate::verdictName(certificate.verdict()).toLower();
    event.unreadableBytes = certificate.failedBytes();
    event.commandLine = certificate.tool.commandLine;
    event.custodyVersion = certificate.tool.version;
    event.host = certificate.host.name;
    event.note = u"pattern %1, method %2%3"_s.arg(
        certificate.pattern, certificate.method == WipeMethod::ZeroOut ? u"zeroout"_s : u"write"_s,
        certificate.mode == WipeMode::VerifyOnly ? u", verify only"_s : QString());
    if (!allWritten) {
        event.note += u"; not every certificate file could be written"_s;
        return event;
    }
    event.recordPath = absolutePath(certificateFiles.value(0));
    event.recordSha256 = sha256Of(event.recordPath, event);
    event.reportPath = absolutePath(certificateFiles.value(2));
    event.reportSha256 = sha256Of(event.reportPath, event);
    return event;
}

void noteEndHook(const QString &hookLogLines, HistoryEvent &event)
{
    const QString summary = oneShownLine(hookLogLines.section(u'\n', 0, 0));
    if (summary.isEmpty())
        return;
    event.note = event.note.isEmpty() ? summary : event.note + QStringLiteral("; ") + summary;
}

} // namespace Custody
