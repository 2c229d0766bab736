// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/verifycommand.h"

#include "acquisition/acquireoptiontable.h"
#include "cli/acquirecommand.h"
#include "cli/acquireoptions.h"
#include "cli/historyoption.h"
#include "cli/progresschannel.h"
#include "cli/progressline.h"
#include "cli/signalguard.h"
#include "cli/workendhook.h"
#include "device/writegate.h"
#include "history/eventsources.h"
#include "record/detachedsignature.h"
#include "render/reportpdfwriter.h"
#include "render/reportpublisher.h"
#include "report/contenttext.h"
#include "report/verificationdocument.h"
#include "util/backgroundjob.h"
#include "util/durablefile.h"
#include "util/invalidargument.h"
#include "util/logline.h"
#include "util/nativepath.h"
#include "util/rateestimator.h"
#include "util/shellquote.h"
#include "util/units.h"
#include "verify/hashlogreader.h"
#include "verify/verificationinputs.h"
#include "verify/verifier.h"

#include <unistd.h>

#include <QCommandLineParser>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>

namespace Custody::Cli {

namespace {

bool isFolderPath(const QString &path)
{
    const std::optional<struct stat> status = statPath(path);
    return status && S_ISDIR(status->st_mode);
}

} // namespace

namespace {

QList<QCommandLineOption> verifyOptions()
{
    QList<QCommandLineOption> options{
        {QStringLiteral("hashlog"),
         VerifyCommand::tr("The hashlog to verify against (repeat for several). Default: the "
                           "record, sidecars or log next to the image."),
         QStringLiteral("file")},
        {QStringLiteral("json"), VerifyCommand::tr("Print the verification report as JSON.")},
        {QStringLiteral("trust-ca"),
         VerifyCommand::tr("The lab's CA certificate (PEM): signatures beside the image must be "
                           "made with a certificate it issued, valid now (the signing time is "
                           "only the signer's word)."),
         QStringLiteral("file")},
        {QStringLiteral("pdf"),
         VerifyCommand::tr("Also write the verification report as a PDF to FILE (A4, or Letter "
                           "in US locales), with signature lines."),
         QStringLiteral("file")},
        historyOption(),
    };
    options << WorkEndHook::options(
        VerifyCommand::tr("Run PROGRAM when the verification has ended: without a shell or "
                          "arguments, told the outcome, verdict, files and digests in CUSTODY_* "
                          "environment variables. Its exit status and output are shown and "
                          "noted in the case history; it never changes the verdict."));
    // The case the verification is made for, as custody-cli acquire takes it: into the report
    // and the history.
    for (const AcquireOption &option : caseOptionTable())
        options << option.commandLineOption();
    return options;
}

QString progressLine(qint64 done, qint64 total, const RateEstimator &rate)
{
    const double percent = total > 0 ? 100.0 * double(done) / double(total) : 100.0;
    const std::optional<std::chrono::seconds> remaining = rate.remaining(total);
    return VerifyCommand::tr("%1%  %2 of %3  %4  ETA %5")
        .arg(percent, 5, 'f', 1)
        .arg(formatBytes(done), formatBytes(total), formatRate(rate.bytesPerSecond()),
             remaining ? formatDuration(*remaining) : QStringLiteral("--:--:--"));
}

} // namespace

VerifyCommand::VerifyCommand(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{}

QString VerifyCommand::usage()
{
    QCommandLineParser parser;
    parser.addOptions(verifyOptions());
    return tr("Usage: custody-cli verify IMAGE [--hashlog FILE]... [--json] [--pdf FILE] "
              "[--trust-ca FILE] [--history FILE] [--case-number TEXT] [--evidence-number TEXT] "
              "[--examiner TEXT] [--description TEXT] [--notes TEXT]\n"
              "\n"
              "Checks a raw image (IMAGE.dd, or any segment of IMAGE.001…, .000…, .aa…)\n"
              "against a hashlog: coreutils or BSD checksum lists, dc3dd log/hlog, dcfldd\n"
              "hashlog, Guymager .info, ewfacquire/ewfverify/ewfinfo output, FTK Imager\n"
              "summary, or Custody's JSON record. All algorithms are computed in one read;\n"
              "piecewise hashes locate a mismatch.\n"
              "\n"
              "Exit status: 0 match, 1 mismatch, 2 error, or nothing (or not all of the\n"
              "image) could be checked.\n")
           + parser.helpText().section(QLatin1Char('\n'), 2);
}

int VerifyCommand::fail(const QString &message)
{
    m_err << "custody-cli verify: " << message << Qt::endl;
    return ExitInvalid;
}

int VerifyCommand::run(const QStringList &arguments)
{
    if (arguments.contains(QLatin1String("--help")) || arguments.contains(QLatin1String("-h"))) {
        m_out << usage() << Qt::flush;
        return ExitSuccess;
    }
    QCommandLineParser parser;
    if (const Result<void> parsed = parse(parser, arguments); !parsed)
        return fail(parsed.error().detail + u'\n' + tr("Try 'custody-cli verify --help'."));
    // A program that cannot be run is found before the image is read, not after.
    const Result<std::optional<EndHook>> hook = parseEndHookOptions(parser);
    if (!hook)
        return fail(hook.error().detail);
    // Absolute paths: the report goes into a case file, read from elsewhere.
    const QString image = absolutePath(parser.positionalArguments().constFirst());
    QStringList paths;
    for (const QString &path : parser.values(QStringLiteral("hashlog")))
        paths.append(absolutePath(path));
    if (paths.isEmpty()) {
        // What the Verify dialog and the History view's Verify again check too.
        const Result<VerificationInputs> inputs = verificationInputsFor(image);
        if (!inputs)
            return fail(inputs.error().userMessage());
        paths = inputs->hashlogs;
        // An E01 image stores its own digests: they are checked with or without a hashlog.
        if (paths.isEmpty() && ImageFormats::formatOf(inputs->imageFiles) != ImageFormat::Ewf)
            return fail(tr("no hashlog next to %1 (Custody's NAME.json, sidecars NAME.md5, "
                           "NAME.sha256…, FTK's FILE.txt, NAME.info, NAME.log, NAME.hlog, "
                           "NAME.hash); give one with --hashlog FILE")
                            .arg(image));
    }
    // Refused before the read, which may take hours: the PDF needs a GUI application (fonts)
    // and never replaces a file.
    if (parser.isSet(QStringLiteral("pdf")) && parser.value(QStringLiteral("pdf")).isEmpty())
        return fail(tr("--pdf needs a file name"));
    // String operations and POSIX calls: QFileInfo would re-encode a name that is not UTF-8.
    const QString pdf = parser.isSet(QStringLiteral("pdf"))
                            ? absolutePath(parser.value(QStringLiteral("pdf")))
                            : QString();
    if (!pdf.isEmpty() && pathExists(pdf))
        return fail(tr("%1 exists: give another file for --pdf").arg(pdf));
    if (const QString folder = pathFolder(pdf);
        !pdf.isEmpty()
        && (!isFolderPath(folder) || ::access(nativePath(folder).constData(), W_OK) != 0))
        return fail(tr("cannot write %1: %2 is not a folder you may write into; give another "
                       "file for --pdf")
                        .arg(pdf, folder));
    if (!pdf.isEmpty()) {
        // The PDF never lands on what it reports on (the image, a device given as the image
        // included, or a hashlog), nor on anything else the write gate protects.
        WriteGate gate;
        gate.protectSource(image);
        for (const QString &path : std::as_const(paths))
            gate.protectFile(path, tr("the hashlog %1").arg(path));
        if (const Result<void> safe = gate.check(pdf, PathChange::Create); !safe)
            return fail(safe.error().userMessage());
    }
    if (!pdf.isEmpty() && !qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return fail(tr("--pdf needs the graphical libraries, which this process did not load"));
    // The trusted CA is read (bounded) and refused before the image is: not found out after
    // hours of reading, nor passed over when no signature is there to use it.
    const QString trustedCa = parser.value(QStringLiteral("trust-ca"));
    if (parser.isSet(QStringLiteral("trust-ca"))) {
        if (trustedCa.isEmpty())
            return fail(tr("--trust-ca needs a file name"));
        if (const Result<void> usable = checkTrustedCaFile(trustedCa); !usable)
            return fail(tr("--trust-ca: %1").arg(usable.error().userMessage()));
    }
    if (const Result<void> usable = checkHistoryUsable(historyPath(parser)); !usable)
        return fail(usable.error().userMessage());
    QList<Hashlog> hashlogs;
    for (const QString &path : std::as_const(paths)) {
        Result<Hashlog> log = readHashlog(path);
        if (!log)
            return fail(log.error().userMessage());
        hashlogs.append(std::move(*log));
    }
    // A hashlog signed (a Custody record with its .p7s), and the log and report beside a record:
    // whether each changed since it was signed, and by whom. A changed one is a mismatch.
    // The image's own acquisition log too (OUTPUT_BASE.txt), when it is signed: the record it
    // names is needed even when the hashlogs are sidecars.
    const Result<QStringList> imageFiles = ImageFormats::discoverFiles(image);
    const Result<QList<SignedFileCheck>> checkedSignatures
        = checkSignaturesOf(paths, trustedCa, imageFiles ? *imageFiles : QStringList());
    if (!checkedSignatures)
        return fail(checkedSignatures.error().userMessage());
    const QList<SignedFileCheck> &signatures = *checkedSignatures;
    Result<std::unique_ptr<Verifier>> verifier = Verifier::prepare(image, hashlogs);
    if (!verifier)
        return fail(verifier.error().userMessage());
    const bool json = parser.isSet(QStringLiteral("json"));
    const FinishingGuard finishing; // from when the work ends to the exit
    VerificationReport report = runWithProgress(**verifier, !json && ::isatty(STDERR_FILENO));
    report.signatures = signatures;
    report.caseDetails = parseCaseOptions(parser);
    if (!trustedCa.isEmpty() && signatures.isEmpty())
        report.notes << tr("--trust-ca: no signed file (FILE.p7s) beside the image or its "
                           "hashlogs, so no signature was checked");
    report.commandLine = shellQuote(
        QStringList{QStringLiteral("custody-cli"), QStringLiteral("verify")} + arguments);
    if (json)
        m_out << QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented) << Qt::flush;
    else
        m_out << report.toText() << ContentText::verificationBlock(report) << Qt::flush;
    HistoryEvent event = verificationEvent(report);
    int exitStatus = ExitInvalid;
    switch (report.verdict()) {
    case VerificationReport::Verdict::Match: exitStatus = ExitSuccess; break;
    case VerificationReport::Verdict::Mismatch: exitStatus = ExitFailed; break;
    case VerificationReport::Verdict::NotVerified:
    case VerificationReport::Verdict::Incomplete:
    case VerificationReport::Verdict::Failed: exitStatus = ExitInvalid; break;
    }
    QString pdfWritten;
    if (!pdf.isEmpty()) {
        const Result<int> pages = ReportPdfWriter::write(
            VerificationDocument::build(report, ReportContext::current()), pdf, defaultPaperSize());
        if (!pages) {
            m_err << "custody-cli verify: " << pages.error().userMessage() << Qt::endl;
            // A mismatch stays the news; otherwise the report asked for is missing.
            if (exitStatus != ExitFailed)
                exitStatus = ExitInvalid;
        } else {
            // For the case file: the report's own digest, as the acquisition log keeps for its.
            const Result<QString> sha256 = ReportPublisher::sha256OfFile(pdf);
            m_err << tr("%1: %n page(s), SHA-256 %2", "", *pages)
                         .arg(pdf, sha256 ? *sha256 : sha256.error().userMessage())
                  << Qt::endl;
            event.reportPath = pdf;
            event.reportSha256 = sha256 ? *sha256 : QString();
            pdfWritten = pdf;
        }
    }
    if (*hook)
        WorkEndHook::run(**hook, verificationHookEnvironment(report, pdfWritten, exitStatus),
                         QStringLiteral("verify"),
                         tr("WARNING: the --on-end program did not succeed; the verification's "
                            "verdict is as said above, whatever it did"),
                         json ? m_err : m_out, m_err, event);
    noteInHistory(historyPath(parser), event, m_err, m_err);
    ProgressChannel::instance().end(verificationOutcome(report), verdictName(report.verdict()),
                                    report.bytesRead, report.imageBytes, 0);
    return exitStatus;
}

Result<void> VerifyCommand::parse(QCommandLineParser &parser, const QStringList &arguments)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(verifyOptions());
    if (!parser.parse(QStringList{QStringLiteral("verify")} + arguments)
        || parser.positionalArguments().size() != 1)
        return invalidArgument(parser.errorText().isEmpty() ? tr("give one IMAGE")
                                                            : parser.errorText());
    return {};
}

VerificationReport VerifyCommand::runWithProgress(Verifier &verifier, bool showProgress)
{
    VerificationReport report;
    const SignalGuard signalGuard(verifier);
    RateEstimator rate;
    ProgressChannel &channel = ProgressChannel::instance();
    const auto tick = [&] {
        rate.addSample(RateEstimator::Clock::now(), verifier.bytesRead());
        channel.report({QStringLiteral("verifying"), verifier.bytesRead(), verifier.totalBytes(),
                        rate.bytesPerSecond(), rate.remaining(verifier.totalBytes()), 0});
        if (showProgress)
            m_err << '\r' << progressLine(verifier.bytesRead(), verifier.totalBytes(), rate)
                  << "   " << Qt::flush;
    };
    BackgroundJob(QStringLiteral("custody-verify"))
        .runAndWait([&] { report = verifier.run(); }, showProgress || channel.isOpen()
                                                          ? std::function<void()>(tick)
                                                          : std::function<void()>());
    if (showProgress)
        m_err << '\n' << Qt::flush;
    return report;
}

} // namespace Custody::Cli
