#pragma once

#include "cli/acquireoptions.h"
#include "report/reportpdfwriter.h"
#include "util/result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QTextStream>

namespace Custody::Cli {

// What `custody-cli report` was asked to write.
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

// `custody-cli report OUTPUT_BASE.json`: reads the acquisition record and writes the report as
// PDF, text and/or JSON (OUTPUT_BASE.pdf when no output is named), then appends one line per
// report file to the acquisition log, OUTPUT_BASE.txt, with the file's SHA-256, so that a later
// change to a report can be detected. Never writes over the record, the image or any other
// file the record lists, nor over an existing report without --force.
// The creation time is now, or SOURCE_DATE_EPOCH when set (reproducible reports).
// Needs a QGuiApplication when a PDF is asked for (see createApplication()).
// Exit status: 0 written, 1 the record is invalid or a file could not be written, 2 invalid
// arguments or a refused output.
class ReportCommand
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::ReportCommand)

public:
    ReportCommand(QTextStream &out, QTextStream &err);

    // `arguments` are those after "report".
    int run(const QStringList &arguments);
    static QString usage();
    static Result<ReportRequest> parseArguments(const QStringList &arguments);

private:
    Result<void> checkOutputs(const ReportRequest &request, const QStringList &recordFiles) const;
    int fail(const QString &message, int exitCode);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace Custody::Cli
