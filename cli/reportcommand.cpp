// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/reportcommand.h"

#include "cli/acquirecommand.h"
#include "cli/historyoption.h"
#include "history/eventsources.h"
#include "render/acquisitionloglock.h"
#include "util/logline.h"
#include "util/nativepath.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace Custody::Cli {

namespace {

using namespace Qt::StringLiterals;

QList<QCommandLineOption> reportOptions()
{
    return {
        {u"pdf"_s, ReportCommand::tr("Write the PDF report to FILE."), u"file"_s},
        {u"text"_s, ReportCommand::tr("Write the plain-text report to FILE."), u"file"_s},
        {u"json"_s, ReportCommand::tr("Write the report as JSON to FILE."), u"file"_s},
        {u"paper"_s,
         ReportCommand::tr("Paper size of the PDF: a4 or letter (default: letter where the "
                           "locale measures in inches, a4 elsewhere)."),
         u"size"_s},
        {u"force"_s, ReportCommand::tr("Overwrite existing report files.")},
        historyOption(),
    };
}

// Why a signature of the record or log fails, in a sentence naming the file.
QString signatureFailure(const SignedFileCheck &check)
{
    switch (check.status) {
    case SignedFileCheck::Status::SignatureMissing:
    case SignedFileCheck::Status::FileMissing:
        return ReportCommand::tr("%1 has no signature, though the signed log %2 says it was "
                                 "signed at %3")
            .arg(check.path, check.loggedIn, check.loggedTime.toString(Qt::ISODate));
    case SignedFileCheck::Status::SignatureInvalid:
        return ReportCommand::tr("%1.p7s is not a signature Custody can read (%2)")
            .arg(check.path, check.problem);
    case SignedFileCheck::Status::SignerDiffers:
        return ReportCommand::tr("%1 is signed with another certificate than the signed log %2 "
                                 "names")
            .arg(check.path, check.loggedIn);
    case SignedFileCheck::Status::Checked: break;
    }
    return ReportCommand::tr("%1 changed since it was signed, or its signature %1.p7s is damaged "
                             "(%2)")
        .arg(check.path, check.problem);
}

} // namespace

ReportCommand::ReportCommand(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{}

QString ReportCommand::usage()
{
    QCommandLineParser parser;
    parser.addOptions(reportOptions());
    parser.addOptions(signingOptions());
    return tr("Usage: custody-cli report OUTPUT_BASE.json [--pdf FILE] [--text FILE] [--json "
              "FILE]\n"
              "                          [--paper a4|letter] [--force] [--sign-key KEY "
              "--sign-cert CERT]\n"
              "                          [--history FILE]\n"
              "\n"
              "Writes the acquisition report from the record OUTPUT_BASE.json: case, source,\n"
              "settings, timeline, what was read and what was NOT, hashes and verification\n"
              "verdict, output files, signature lines. Without --pdf, --text or --json it\n"
              "writes OUTPUT_BASE.pdf. The SHA-256 of every report file is appended to the\n"
              "acquisition log OUTPUT_BASE.txt. SOURCE_DATE_EPOCH, when set, is the report's\n"
              "creation time. With --sign-key and --sign-cert each report and the log get a\n"
              "detached CMS signature, FILE.p7s.\n")
           + parser.helpText().section(QLatin1Char('\n'), 2);
}

Result<ReportCommand::Request> ReportCommand::parseArguments(const QStringList &arguments)
{
    auto invalid = [](const QString &detail) {
        return Error::fromErrno(Error::Code::InvalidArgument, 0, QString(), -1, detail);
    };
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(reportOptions());
    parser.addOptions(signingOptions());
    if (!parser.parse(QStringList{u"report"_s} + arguments))
        return invalid(parser.errorText());
    if (parser.positionalArguments().size() != 1)
        return invalid(tr("give exactly one record, OUTPUT_BASE.json"));
    ReportRequest request;
    request.recordPath = parser.positionalArguments().first();
    if (!request.recordPath.endsWith(u".json"_s))
        return invalid(tr("the record must be the OUTPUT_BASE.json that acquire wrote"));
    request.pdfPath = parser.value(u"pdf"_s);
    request.textPath = parser.value(u"text"_s);
    request.jsonPath = parser.value(u"json"_s);
    if (!parser.isSet(u"pdf"_s) && !parser.isSet(u"text"_s) && !parser.isSet(u"json"_s))
        request.pdfPath = request.recordPath.chopped(5) + u".pdf"_s;
    const QString paper = parser.value(u"paper"_s).toLower();
    if (paper == QLatin1String("letter")
        || (paper.isEmpty() && defaultPaperSize() == PaperSize::Letter))
        request.paper = PaperSize::Letter;
    else if (!paper.isEmpty() && paper != QLatin1String("a4"))
        return invalid(tr("--paper must be a4 or letter, not '%1'").arg(paper));
    if (parser.isSet(u"force"_s))
        request.overwrite = OverwritePolicy::Overwrite;
    const Result<SigningRequest> signing = parseSigningOptions(parser);
    if (!signing)
        return signing.error();
    return Request{request, *signing, historyPath(parser)};
}

bool ReportCommand::signPublished(const std::optional<SigningIdentity> &signer,
                                  const Request &request, const PublishedReports &published)
{
    if (signer)
        return signFiles(*signer, published.files + QStringList{request.reports.logPath()}, m_out,
                         m_err, request.reports.logPath());
    warnDroppedSignatures(published.droppedSignatures, m_err);
    return true;
}

int ReportCommand::fail(const QString &message, int exitCode)
{
    m_err << "custody-cli report: " << oneShownLine(message) << Qt::endl;
    return exitCode;
}

int ReportCommand::run(const QStringList &arguments)
{
    if (arguments.contains(u"--help"_s) || arguments.contains(u"-h"_s)) {
        m_out << usage() << Qt::flush;
        return ExitSuccess;
    }
    const Result<Request> parsed = parseArguments(arguments);
    if (!parsed) {
        m_err << "custody-cli report: " << oneShownLine(parsed.error().detail) << '\n'
              << tr("Try 'custody-cli report --help'.") << Qt::endl;
        return ExitInvalid;
    }
    const ReportRequest &request = parsed->reports;
    if (const Result<void> usable = checkHistoryUsable(parsed->historyPath); !usable)
        return fail(usable.error().userMessage(), ExitInvalid);
    const Result<std::optional<SigningIdentity>> signer = loadSigningIdentity(parsed->signing);
    if (!signer)
        return fail(signer.error().userMessage(), ExitInvalid);
    if (*signer) {
        // Signed reports made from a record (or log) whose own signature fails would vouch for
        // what its signer did not sign. Refused before anything is written: writing would append
        // to the log and remove its signature, the evidence that it changed.
        const Result<QList<SignedFileCheck>> failing = failedSignaturesOfRecord(request.recordPath);
        if (!failing)
            return fail(failing.error().userMessage(), ExitInvalid);
        if (!failing->isEmpty()) {
            for (const SignedFileCheck &check : *failing)
                m_err << "custody-cli report: " << oneShownLine(signatureFailure(check)) << '\n';
            return fail(tr("not signing reports made from a record or log whose signature fails; "
                           "nothing was written. Keep the files as found and verify them with "
                           "custody-cli verify."),
                        ExitInvalid);
        }
    }
    // The log gets the reports' lines while no other process (the GUI, another custody-cli)
    // rewrites it.
    const PublishedReports published = [&request] {
        const AcquisitionLogLock lock(request.logPath());
        return ReportPublisher::publish(request, ReportPublisher::currentContext());
    }();
    if (!published.ok())
        return fail(published.error, published.refused ? ExitInvalid : ExitFailed);
    for (int i = 0; i < published.files.size(); ++i) {
        if (published.files[i] == request.pdfPath)
            m_out << oneShownLine(
                tr("%1: %2 pages").arg(request.pdfPath, QString::number(published.pdfPages)))
                  << '\n';
        m_out << oneShownLine(tr("%1  SHA-256 %2").arg(published.files[i], published.sha256s[i]))
              << '\n';
    }
    m_out << oneShownLine(tr("SHA-256 recorded in %1").arg(request.logPath())) << Qt::endl;
    const bool signedAll = signPublished(*signer, *parsed, published);
    recordInHistory(*parsed, published, *signer && signedAll ? &**signer : nullptr);
    return signedAll ? ExitSuccess : ExitFailed;
}

void ReportCommand::recordInHistory(const Request &request, const PublishedReports &published,
                                    const SigningIdentity *signer)
{
    // The PDF is the report of the case file; the text and JSON versions go in the note.
    const qsizetype main = std::max<qsizetype>(0, published.files.indexOf(request.reports.pdfPath));
    Result<HistoryEvent> event
        = reportEvent(request.reports.recordPath, published.files.value(main));
    if (!event) {
        m_err << "custody-cli: "
              << oneShownLine(tr("WARNING: not recorded in the case history: %1")
                                  .arg(event.error().userMessage()))
              << Qt::endl;
        return;
    }
    QStringList others;
    for (qsizetype i = 0; i < published.files.size(); ++i) {
        if (i != main)
            others << tr("%1 (SHA-256 %2)")
                          .arg(absolutePath(published.files[i]), published.sha256s.value(i));
    }
    if (!others.isEmpty())
        event->note = tr("also written: %1").arg(others.join(u"; "_s));
    if (signer) {
        event->signerSubject = signer->subject();
        event->signerSha256 = signer->certificateSha256();
    }
    noteInHistory(request.historyPath, *event, m_out, m_err);
}

} // namespace Custody::Cli
