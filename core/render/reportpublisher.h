// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "render/reportpdfwriter.h"
#include "report/reportcontext.h"
#include "report/reportdocument.h"
#include "util/overwritepolicy.h"

#include <QCoreApplication>

namespace Custody {

// Which reports to write for one acquisition record.
struct ReportRequest
{
    QString recordPath; // OUTPUT_BASE.json
    QString pdfPath;    // empty: no PDF
    QString textPath;   // empty: no text report
    QString jsonPath;   // empty: no JSON report
    PaperSize paper = PaperSize::A4;
    OverwritePolicy overwrite = OverwritePolicy::Refuse; // Resume does not apply

    // OUTPUT_BASE.txt: the acquisition log that records each report's SHA-256.
    QString logPath() const;
};

// What publish() did: the files written with their SHA-256, or why nothing more was written.
struct PublishedReports
{
    QStringList files;
    QStringList sha256s; // one per file
    int pdfPages = 0;
    // Signatures (FILE.p7s) of the earlier versions of the files written, the log included:
    // removed, since they would only say that the files changed.
    QStringList droppedSignatures;
    QString error;        // translated; empty when everything was written
    bool refused = false; // the request itself was refused (nothing written)

    bool ok() const { return error.isEmpty(); }
};

// Writes the reports of an acquisition from its JSON record, for every front end (custody-cli
// report, the GUI's Save PDF): reads the record, refuses outputs that would replace the record,
// the log or any file the record lists (and existing reports unless asked to overwrite),
// writes PDF, text and/or JSON, then appends one line per report to the acquisition log with
// the file's SHA-256 as it is on disk, so that a later change to a report can be detected.
// Needs a QGuiApplication for a PDF. Blocking: run it off the GUI thread.
class ReportPublisher
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ReportPublisher)

public:
    static PublishedReports publish(const ReportRequest &request, const ReportContext &context);
    // The report document of a record, for a print preview; `error` set on failure.
    static std::optional<ReportDocument> loadDocument(const QString &recordPath,
                                                      const ReportContext &context, QString *error);
    // Now, or SOURCE_DATE_EPOCH when set (reproducible reports).
    static ReportContext currentContext();
    // The SHA-256 of the file as it now is on disk, not of the bytes meant for it.
    static Result<QString> sha256OfFile(const QString &path);
    // Adds `line` to the acquisition log (the whole log replaced, never half a line).
    static Result<void> appendToLog(const QString &logPath, const QString &line);
};

} // namespace Custody
