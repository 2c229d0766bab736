// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "history/historyevent.h"

#include "record/acquisitionrecord.h"
#include "verify/verificationreport.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Custody {

namespace {

// The fields every event of an acquisition's record shares: who, which case, which source.
HistoryEvent eventAbout(const AcquisitionRecord &record)
{
    HistoryEvent event;
    event.time = QDateTime::currentDateTimeUtc();
    event.examiner = record.caseDetails.examiner;
    event.caseNumber = record.caseDetails.caseNumber;
    event.evidenceNumber = record.caseDetails.evidenceNumber;
    event.source = record.source.path;
    event.sourceModel = record.source.model.value_or(QString());
    event.sourceSerial = record.source.serial.value_or(QString());
    event.sourceBytes = record.source.sizeBytes;
    event.imageFiles = record.imageFiles();
    for (const RecordedHash &hash : record.hashes)
        event.digests.append({hashDisplayName(hash.algorithm), hash.hex});
    event.custodyVersion = ToolIdentity::running({}).version;
    event.host = HostIdentity::running().name;
    return event;
}

// One spelling of each verdict across the history: the verifier's "not-verified" is the
// record's "not verified".
QString acquisitionVerdict(const AcquisitionRecord &record)
{
    if (record.result.status != ImagingOutcome::Status::Completed)
        return statusName(record.result.status);
    if (record.result.outputError)
        return u"output not written"_s;
    return record.verdict().name();
}

QString columnText(const QStringList &list)
{
    return list.isEmpty()
               ? QString()
               : QString::fromUtf8(
                   QJsonDocument(QJsonArray::fromStringList(list)).toJson(QJsonDocument::Compact));
}

QString digestsText(const QList<std::pair<QString, QString>> &digests)
{
    if (digests.isEmpty())
        return {};
    QJsonArray array;
    for (const auto &[algorithm, hex] : digests)
        array.append(QJsonArray{algorithm, hex});
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QJsonArray arrayOf(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).array();
}

} // namespace

HistoryEvent HistoryEvent::fromAcquisition(const AcquisitionRecord &record,
                                           const QString &recordPath, const QString &recordSha256)
{
    HistoryEvent event = eventAbout(record);
    event.kind = record.result.resumed || record.history.runs.size() > 1 ? Kind::Resume
                                                                         : Kind::Acquisition;
    if (record.result.end.isValid())
        event.time = record.result.end.toUTC();
    event.verdict = acquisitionVerdict(record);
    event.unreadableBytes = record.result.bytesUnreadable;
    event.recordPath = recordPath;
    event.recordSha256 = recordSha256;
    event.commandLine = record.tool.commandLine;
    for (const OutputFile &file : record.outputs) {
        if (file.role == "log"_L1)
            event.reportPath = file.path;
    }
    return event;
}

HistoryEvent HistoryEvent::fromVerification(const VerificationReport &report,
                                            const AcquisitionRecord *record)
{
    HistoryEvent event = record ? eventAbout(*record) : HistoryEvent();
    if (!record) {
        event.custodyVersion = ToolIdentity::running({}).version;
        event.host = HostIdentity::running().name;
    }
    event.kind = Kind::Verification;
    // The case the examiner gave for the verification, and who verified, come before the
    // record's (the record's examiner acquired the image).
    for (const auto &[given, field] :
         {std::pair{report.caseDetails.examiner, &HistoryEvent::examiner},
          std::pair{report.caseDetails.caseNumber, &HistoryEvent::caseNumber},
          std::pair{report.caseDetails.evidenceNumber, &HistoryEvent::evidenceNumber}}) {
        if (!given.isEmpty())
            event.*field = given;
    }
    event.time
        = report.endTime.isValid() ? report.endTime.toUTC() : QDateTime::currentDateTimeUtc();
    // What was verified is the image, whatever the record's source was.
    event.source = report.imageFiles.value(0);
    event.imageFiles = report.imageFiles;
    event.digests.clear();
    for (const DigestCheck &check : report.checks) {
        const std::optional<HashAlgorithm> algorithm = check.logged.algorithm();
        const auto known = [&](const auto &digest) {
            return algorithm && digest.first == hashDisplayName(*algorithm);
        };
        if (check.logged.scope == DigestScope::Whole && algorithm && !check.computedHex.isEmpty()
            && std::none_of(event.digests.cbegin(), event.digests.cend(), known))
            event.digests.append({hashDisplayName(*algorithm), check.computedHex});
    }
    const QString verdict = verdictName(report.verdict());
    event.verdict = verdict == "not-verified"_L1 ? u"not verified"_s : verdict;
    QStringList hashlogs;
    for (const HashlogSummary &hashlog : report.hashlogs)
        hashlogs.append(hashlog.path);
    event.recordPath = hashlogs.value(0);
    if (hashlogs.size() > 1)
        event.note = u"hashlogs: %1"_s.arg(hashlogs.join(u", "_s));
    event.commandLine = report.commandLine;
    return event;
}

HistoryEvent HistoryEvent::fromConversion(const AcquisitionRecord &record,
                                          const QString &recordPath, const QStringList &outputFiles,
                                          const QList<std::pair<QString, QString>> &digests,
                                          const QString &verdict)
{
    HistoryEvent event = eventAbout(record);
    event.kind = Kind::Conversion;
    event.recordPath = recordPath;
    event.imageFiles = outputFiles;
    event.digests = digests;
    event.verdict = verdict;
    event.unreadableBytes = record.result.bytesUnreadable;
    event.note = u"converted from %1"_s.arg(record.imageFiles().join(u", "_s));
    return event;
}

HistoryEvent HistoryEvent::fromReport(const AcquisitionRecord &record, const QString &recordPath,
                                      const QString &recordSha256)
{
    HistoryEvent event = eventAbout(record);
    event.kind = Kind::Report;
    event.verdict = acquisitionVerdict(record);
    event.unreadableBytes = record.result.bytesUnreadable;
    event.recordPath = recordPath;
    event.recordSha256 = recordSha256;
    return event;
}

QString HistoryEvent::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Acquisition: return u"acquisition"_s;
    case Kind::Resume: return u"resume"_s;
    case Kind::Verification: return u"verification"_s;
    case Kind::Conversion: return u"conversion"_s;
    case Kind::Report: return u"report"_s;
    case Kind::Wipe: return u"wipe"_s;
    }
    return {};
}

std::optional<HistoryEvent::Kind> HistoryEvent::kindFromName(const QString &name)
{
    for (Kind kind : {Kind::Acquisition, Kind::Resume, Kind::Verification, Kind::Conversion,
                      Kind::Report, Kind::Wipe}) {
        if (kindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

QString HistoryEvent::kindTitle() const
{
    switch (kind) {
    case Kind::Acquisition: return tr("Acquisition");
    case Kind::Resume: return tr("Resume");
    case Kind::Verification: return tr("Verification");
    case Kind::Conversion: return tr("Conversion");
    case Kind::Report: return tr("Report");
    case Kind::Wipe: return tr("Drive wipe");
    }
    return {};
}

QString HistoryEvent::verdictTitle(const QString &verdict)
{
    static const QHash<QString, const char *> titles{
        {u"match"_s, QT_TR_NOOP("MATCH")},
        {u"mismatch"_s, QT_TR_NOOP("MISMATCH")},
        {u"not verified"_s, QT_TR_NOOP("NOT VERIFIED")},
        {u"incomplete"_s, QT_TR_NOOP("INCOMPLETE")},
        {u"failed"_s, QT_TR_NOOP("FAILED")},
        {u"cancelled"_s, QT_TR_NOOP("CANCELLED")},
        {u"output not written"_s, QT_TR_NOOP("OUTPUT NOT WRITTEN")},
        {u"passed"_s, QT_TR_NOOP("PASSED")}, // a wipe: every sector holds the pattern
    };
    const char *title = titles.value(verdict);
    return title ? tr(title) : verdict.toUpper();
}

QVariantMap HistoryEvent::toColumns() const
{
    QVariantMap columns;
    const auto text = [&columns](const char *name, const QString &value) {
        if (!value.isEmpty())
            columns.insert(QString::fromLatin1(name), value);
    };
    const auto number = [&columns](const char *name, const std::optional<qint64> &value) {
        if (value)
            columns.insert(QString::fromLatin1(name), *value);
    };
    text("kind", kindName(kind));
    text("event_utc", time.toUTC().toString(Qt::ISODate));
    text("examiner", examiner);
    text("case_number", caseNumber);
    text("evidence_number", evidenceNumber);
    text("source", source);
    text("source_model", sourceModel);
    text("source_serial", sourceSerial);
    number("source_bytes", sourceBytes);
    text("image_files", columnText(imageFiles));
    text("digests", digestsText(digests));
    text("verdict", verdict);
    number("unreadable_bytes", unreadableBytes);
    text("record_path", recordPath);
    text("record_sha256", recordSha256);
    text("report_path", reportPath);
    text("report_sha256", reportSha256);
    text("signer_subject", signerSubject);
    text("signer_sha256", signerSha256);
    text("note", note);
    text("command_line", commandLine);
    text("custody_version", custodyVersion);
    text("host", host);
    text("event_id", eventId);
    return columns;
}

HistoryEvent HistoryEvent::fromColumns(const QVariantMap &columns)
{
    const auto text = [&columns](const char *name) {
        return columns.value(QString::fromLatin1(name)).toString();
    };
    const auto number = [&columns](const char *name) -> std::optional<qint64> {
        const QVariant value = columns.value(QString::fromLatin1(name));
        return value.isNull() || !value.isValid() ? std::nullopt
                                                  : std::optional<qint64>(value.toLongLong());
    };
    HistoryEvent event;
    event.kind = kindFromName(text("kind")).value_or(Kind::Acquisition);
    event.time = QDateTime::fromString(text("event_utc"), Qt::ISODate).toUTC();
    event.examiner = text("examiner");
    event.caseNumber = text("case_number");
    event.evidenceNumber = text("evidence_number");
    event.source = text("source");
    event.sourceModel = text("source_model");
    event.sourceSerial = text("source_serial");
    event.sourceBytes = number("source_bytes");
    for (const QJsonValue &file : arrayOf(columns.value(u"image_files"_s)))
        event.imageFiles.append(file.toString());
    for (const QJsonValue &digest : arrayOf(columns.value(u"digests"_s)))
        event.digests.append({digest[0].toString(), digest[1].toString()});
    event.verdict = text("verdict");
    event.unreadableBytes = number("unreadable_bytes");
    event.recordPath = text("record_path");
    event.recordSha256 = text("record_sha256");
    event.reportPath = text("report_path");
    event.reportSha256 = text("report_sha256");
    event.signerSubject = text("signer_subject");
    event.signerSha256 = text("signer_sha256");
    event.note = text("note");
    event.commandLine = text("command_line");
    event.custodyVersion = text("custody_version");
    event.host = text("host");
    event.eventId = text("event_id");
    return event;
}

} // namespace Custody
