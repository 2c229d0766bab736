// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/reportpublisher.h"

#include "device/writegate.h"
#include "engine/acquisitionfiles.h"
#include "record/acquisitionreport.h"
#include "record/detachedsignature.h"
#include "render/reportjsonwriter.h"
#include "render/reporttextwriter.h"
#include "report/reportdocumentbuilder.h"
#include "util/durablefile.h"
#include "util/logline.h"
#include "util/nativepath.h"

#include <cerrno>

#include <unistd.h>

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

namespace Custody {

namespace {

using namespace Qt::StringLiterals;

// A record holds figures, ranges and digests, never the window digests themselves.
constexpr qint64 MaximumRecordBytes = 256 * 1024 * 1024;

// The path with symbolic links resolved, also for a file that does not exist yet (through its
// folder), so that two names of one file compare equal.
QString absolute(const QString &path)
{
    const QFileInfo info(path);
    if (info.exists())
        return info.canonicalFilePath();
    const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
    return folder.isEmpty() ? info.absoluteFilePath() : folder + QLatin1Char('/') + info.fileName();
}

Result<void> saveFile(const QString &path, const QByteArray &bytes)
{
    return replaceFile(path, bytes, Error::Code::OutputNotSaved);
}

} // namespace

Result<QString> ReportPublisher::sha256OfFile(const QString &path)
{
    // Reports are a few MiB at most: read whole, by the name's bytes (util/nativepath.h).
    const Result<QByteArray> bytes = readWholeFile(path, 1024 * 1024 * 1024);
    if (!bytes)
        return bytes.error();
    return QString::fromLatin1(
        QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256).toHex());
}

// The log is replaced by a complete new version, never appended to in place: a full disk then
// leaves the log as it was rather than with half a line.
Result<void> ReportPublisher::appendToLog(const QString &logPath, const QString &line)
{
    const Result<QByteArray> log = readWholeFile(logPath, 256 * 1024 * 1024);
    if (!log)
        return log.error();
    return replaceFile(logPath, *log + line.toUtf8(), Error::Code::OutputNotSaved);
}

namespace {

PublishedReports failure(const QString &message, bool refused)
{
    PublishedReports published;
    published.error = message;
    published.refused = refused;
    return published;
}

// Whether the log has a report line for a file of this name with this SHA-256.
bool reportLineNames(const QByteArray &log, const QString &sha256, const QString &fileName)
{
    const QByteArray digest = " SHA-256 " + sha256.toLatin1() + "  ";
    const QByteArray name = '/' + oneLogLine(fileName).toUtf8();
    for (const QByteArray &line : log.split('\n')) {
        if (line.startsWith("Report ") && line.contains(digest) && line.endsWith(name))
            return true;
    }
    return false;
}

// The gate of a report: the acquisition's source, record and log (with their signatures) and
// every file the record lists are protected by identity, and the gate protects the files of every
// acquisition it finds next to an output, by content and by name, whatever the record's paths
// say (a copied case folder) — and any database. --force lets a report replace an earlier report,
// never one of those.
WriteGate reportGate(const ReportRequest &request, const AcquisitionReport &report)
{
    WriteGate gate;
    gate.protectSource(report.record.source.path);
    gate.protectFile(request.recordPath, ReportPublisher::tr("the record of the acquisition"));
    gate.protectFile(request.logPath(), ReportPublisher::tr("the acquisition log"));
    for (const QString &path : {request.recordPath, request.logPath()})
        gate.protectFile(AcquisitionFiles::signatureOf(path),
                         ReportPublisher::tr("the signature %1").arg(path));
    for (const OutputFile &output : report.record.outputs)
        gate.protectFile(output.path, ReportPublisher::tr("%1, a file of the acquisition (%2)")
                                          .arg(output.path, output.role));
    // --force replaces only this acquisition's earlier reports, proven by the log: a line
    // "Report TIME SHA-256 HEX  PATH" whose digest is the file's as it is now and whose file name
    // is the output's (the case folder may have been copied). Any other file is refused.
    if (request.overwrite == OverwritePolicy::Overwrite) {
        const Result<QByteArray> log = readWholeFile(request.logPath(), 256 * 1024 * 1024);
        for (const QString &path : {request.pdfPath, request.textPath, request.jsonPath}) {
            if (path.isEmpty() || !pathExists(path) || !log)
                continue;
            const Result<QString> sha256 = ReportPublisher::sha256OfFile(path);
            if (sha256 && reportLineNames(*log, *sha256, pathFileName(path)))
                gate.own(path);
        }
    }
    return gate;
}

// Empty when every output may be written; else why not.
QString refusedOutput(const ReportRequest &request, const WriteGate &gate)
{
    QStringList outputs;
    for (const QString &path : {request.pdfPath, request.textPath, request.jsonPath}) {
        if (path.isEmpty())
            continue;
        // Without --force an existing file is refused below as existing, unless the gate has a
        // graver reason (evidence, the source): asked as a creation, it gives only those.
        const bool exists = pathExists(path);
        const bool replacing = exists && request.overwrite == OverwritePolicy::Overwrite;
        if (const Result<void> safe
            = gate.check(path, replacing ? PathChange::Replace : PathChange::Create);
            !safe)
            return safe.error().userMessage();
        const QString target = absolute(path);
        if (outputs.contains(target))
            return ReportPublisher::tr("%1 is named for two reports").arg(path);
        if (request.overwrite == OverwritePolicy::Refuse && exists)
            return Error::fromErrno(Error::Code::OutputExists, 0, path).userMessage();
        outputs.append(target);
    }
    return {};
}

} // namespace

QString ReportRequest::logPath() const
{
    return recordPath.chopped(5) + u".txt"_s;
}

ReportContext ReportPublisher::currentContext()
{
    ReportContext context = ReportContext::current();
    // https://reproducible-builds.org/specs/source-date-epoch/
    bool valid = false;
    const qint64 epoch = qEnvironmentVariable("SOURCE_DATE_EPOCH").toLongLong(&valid);
    if (valid)
        context.created = QDateTime::fromSecsSinceEpoch(epoch);
    return context;
}

std::optional<ReportDocument> ReportPublisher::loadDocument(const QString &recordPath,
                                                            const ReportContext &context,
                                                            QString *error)
{
    const Result<QByteArray> recordBytes = readWholeFile(recordPath, MaximumRecordBytes);
    if (!recordBytes) {
        *error = tr("cannot read the record %1: %2")
                     .arg(recordPath, recordBytes.error().userMessage());
        return std::nullopt;
    }
    const Result<AcquisitionReport> report
        = AcquisitionReport::fromRecord(*recordBytes, absolutePath(recordPath));
    if (!report) {
        *error = tr("the record %1 is not valid: %2").arg(recordPath, report.error().detail);
        return std::nullopt;
    }
    return ReportDocumentBuilder::build(*report, context);
}

PublishedReports ReportPublisher::publish(const ReportRequest &request,
                                          const ReportContext &context)
{
    const Result<QByteArray> recordBytes = readWholeFile(request.recordPath, MaximumRecordBytes);
    if (!recordBytes)
        return failure(tr("cannot read the record %1: %2")
                           .arg(request.recordPath, recordBytes.error().userMessage()),
                       true);
    const Result<AcquisitionReport> report
        = AcquisitionReport::fromRecord(*recordBytes, absolutePath(request.recordPath));
    if (!report)
        return failure(
            tr("the record %1 is not valid: %2").arg(request.recordPath, report.error().detail),
            false);
    if (!pathExists(request.logPath()))
        return failure(tr("the acquisition log %1 is missing: the report's SHA-256 could not be "
                          "recorded in it")
                           .arg(request.logPath()),
                       true);
    if (const QString refused = refusedOutput(request, reportGate(request, *report));
        !refused.isEmpty())
        return failure(refused, true);
    // What the report itself then changes: the log it appends to and the signatures of the files
    // it wrote anew (its own reports and that log), never the source or the record.
    WriteGate gate;
    gate.protectSource(report->record.source.path);
    gate.protectFile(request.recordPath, tr("the record of the acquisition"));
    gate.protectFile(AcquisitionFiles::signatureOf(request.recordPath),
                     tr("the signature %1").arg(request.recordPath));
    gate.own(request.logPath());
    if (const Result<void> appendable = gate.check(request.logPath(), PathChange::Replace);
        !appendable)
        return failure(appendable.error().userMessage(), true);
    // The signatures that writing these files will make stale are checked before anything is
    // written, so that a refusal leaves the log, the reports and every signature as they were.
    for (const QString &path :
         {request.pdfPath, request.textPath, request.jsonPath, request.logPath()}) {
        const QString signature = AcquisitionFiles::signatureOf(path);
        if (path.isEmpty() || !pathExists(signature))
            continue;
        if (!isSignatureFile(signature))
            return failure(Error::fromErrno(Error::Code::RemovalRefused, 0, signature, -1,
                                            tr("it is not a CMS signature (DER or PEM), so it "
                                               "is not removed with the signature of the file "
                                               "written anew"))
                               .userMessage(),
                           true);
    }

    const ReportDocument document = ReportDocumentBuilder::build(*report, context);
    PublishedReports published;
    if (!request.textPath.isEmpty()) {
        if (const Result<void> saved
            = saveFile(request.textPath, ReportTextWriter::write(document).toUtf8());
            !saved)
            return failure(saved.error().userMessage(), false);
        published.files.append(request.textPath);
    }
    if (!request.jsonPath.isEmpty()) {
        if (const Result<void> saved
            = saveFile(request.jsonPath, ReportJsonWriter::write(*report, context));
            !saved)
            return failure(saved.error().userMessage(), false);
        published.files.append(request.jsonPath);
    }
    if (!request.pdfPath.isEmpty()) {
        const Result<int> pages = ReportPdfWriter::write(document, request.pdfPath, request.paper);
        if (!pages)
            return failure(pages.error().userMessage(), false);
        published.pdfPages = *pages;
        published.files.append(request.pdfPath);
    }
    // The acquisition log is untranslated, like the rest of it.
    const QString created = context.created.toUTC().toString(Qt::ISODate);
    for (const QString &path : published.files) {
        const Result<QString> sha256 = sha256OfFile(path);
        if (!sha256)
            return failure(tr("cannot read back the report %1 to hash it: %2")
                               .arg(path, sha256.error().detail),
                           false);
        const QString line
            = u"Report %1 SHA-256 %2  %3\n"_s.arg(created, *sha256, oneLogLine(absolutePath(path)));
        if (const Result<void> logged = appendToLog(request.logPath(), line); !logged)
            return failure(tr("the report %1 is written, but its SHA-256 could not be appended "
                              "to the acquisition log %2: %3")
                               .arg(path, request.logPath(), logged.error().detail),
                           false);
        published.sha256s.append(*sha256);
    }
    for (const QString &path : published.files + QStringList{request.logPath()}) {
        const Result<bool> dropped = gate.dropSignatureOf(path);
        if (!dropped)
            return failure(dropped.error().userMessage(), false);
        if (*dropped)
            published.droppedSignatures.append(AcquisitionFiles::signatureOf(path));
    }
    return published;
}

} // namespace Custody
