// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/wipecommand.h"

#include "acquisition/acquireoptiontable.h"
#include "acquisition/workhooks.h"
#include "cli/acquirecommand.h"
#include "cli/acquireoptions.h"
#include "cli/driveconfirmation.h"
#include "cli/historyoption.h"
#include "cli/progresschannel.h"
#include "cli/progressline.h"
#include "cli/signalguard.h"
#include "cli/workendhook.h"
#include "history/eventsources.h"
#include "report/reportformat.h"
#include "report/wipecertificatedocument.h"
#include "util/backgroundjob.h"
#include "util/invalidargument.h"
#include "util/logline.h"
#include "util/nativepath.h"
#include "util/rateestimator.h"
#include "util/units.h"

#include <unistd.h>

#include <QJsonDocument>

namespace Custody::Cli {

namespace {

QList<QCommandLineOption> wipeOptions()
{
    QList<QCommandLineOption> options{
        {QStringLiteral("certificate"),
         WipeCommand::tr("Write the certificate to BASE.json, BASE.txt and BASE.pdf (new files, "
                         "never on the drive wiped). Required."),
         QStringLiteral("BASE")},
        {QStringLiteral("pattern"),
         WipeCommand::tr("What every sector gets: zero, a byte 0xNN, or random (AES-256-CTR, its "
                         "key recorded in the certificate). Default: zero."),
         QStringLiteral("zero|0xNN|random")},
        {QStringLiteral("verify-only"),
         WipeCommand::tr("Write nothing: read every sector and check that it holds the pattern.")},
        {QStringLiteral("method"),
         WipeCommand::tr("write: the pattern written with O_DIRECT; zeroout: the kernel's "
                         "BLKZEROOUT (zero pattern only). Every sector is read back either way. "
                         "Default: write."),
         QStringLiteral("write|zeroout")},
        {QStringLiteral("no-smart"),
         WipeCommand::tr("Do not record the drive's SMART data (smartctl) at the start.")},
        {QStringLiteral("yes"),
         WipeCommand::tr("Overwrite without asking for the drive's serial number on the "
                         "terminal.")},
        {QStringLiteral("json"), WipeCommand::tr("Print the certificate as JSON.")},
        historyOption(),
    };
    options += signingOptions();
    for (const AcquireOption &option : caseOptionTable())
        options << option.commandLineOption();
    options << WorkEndHook::options(
        WipeCommand::tr("Run PROGRAM when the wipe (or check) has ended: without a shell or "
                        "arguments, told the outcome, verdict, drive, sectors and certificate "
                        "files in CUSTODY_* environment variables. Its exit status and output "
                        "are shown and noted in the case history; it never changes the verdict."));
    return options;
}

QString phaseWord(DriveWipe::Phase phase)
{
    switch (phase) {
    case DriveWipe::Phase::Writing: return WipeCommand::tr("writing");
    case DriveWipe::Phase::Flushing: return WipeCommand::tr("flushing");
    case DriveWipe::Phase::Verifying: return WipeCommand::tr("reading back");
    case DriveWipe::Phase::NotStarted:
    case DriveWipe::Phase::WritingCertificate:
    case DriveWipe::Phase::Finished: break;
    }
    return WipeCommand::tr("writing the certificate");
}

} // namespace

WipeCommand::WipeCommand(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{}

QString WipeCommand::usage()
{
    QCommandLineParser parser;
    parser.addOptions(wipeOptions());
    return tr("Usage: custody-cli wipe DEVICE --certificate BASE [--pattern zero|0xNN|random]\n"
              "       [--verify-only] [--method write|zeroout] [--no-smart] [--yes] [--json]\n"
              "       [case options] [signing options] [--history FILE]\n"
              "       [--on-end PROGRAM [--on-end-timeout SECONDS]]\n"
              "\n"
              "Prepares a destination drive: overwrites every sector the drive shows with the\n"
              "pattern, flushes the drive, then reads every sector back with O_DIRECT and\n"
              "compares it with the pattern. Sectors that fail are named, and the wipe goes on.\n"
              "Sectors the drive hides (an HPA, a DCO) are not wiped: the certificate says so.\n"
              "Refused: a partition, a mounted or held drive, a system disk, a read-only\n"
              "(write-blocked) drive. Without --yes the drive's serial number must be typed on\n"
              "the terminal. Ctrl-C stops the wipe: the certificate says how far it got.\n"
              "\n"
              "Exit status: 0 PASSED (every sector holds the pattern, read back), 1 FAILED,\n"
              "CANCELLED or NOT VERIFIED, 2 refused or invalid arguments.\n")
           + parser.helpText().section(QLatin1Char('\n'), 2);
}

Result<void> WipeCommand::parse(QCommandLineParser &parser, const QStringList &arguments)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(wipeOptions());
    if (!parser.parse(QStringList{QStringLiteral("wipe")} + arguments)
        || parser.positionalArguments().size() != 1)
        return invalidArgument(parser.errorText().isEmpty() ? tr("give one DEVICE")
                                                            : parser.errorText());
    if (parser.value(QStringLiteral("certificate")).isEmpty())
        return invalidArgument(tr("--certificate BASE is required: where the certificate's files "
                                  "go (never on the drive wiped)"));
    return {};
}

int WipeCommand::fail(const QString &message)
{
    m_err << "custody-cli wipe: " << oneShownLine(message) << Qt::endl;
    return ExitInvalid;
}

WipeCertificate WipeCommand::runWithProgress(DriveWipe &wipe, bool showProgress)
{
    WipeCertificate certificate;
    const SignalGuard signalGuard(wipe);
    RateEstimator rate;
    DriveWipe::Phase shownPhase = DriveWipe::Phase::NotStarted;
    int ticks = 0;
    ProgressChannel &channel = ProgressChannel::instance();
    const auto tick = [&] {
        if (++ticks % 4 == 0)
            wipe.sampleThroughput();
        if (!showProgress && !channel.isOpen())
            return;
        const DriveWipe::Progress progress = wipe.progress();
        if (progress.phase != shownPhase) {
            rate = RateEstimator();
            m_err << (shownPhase == DriveWipe::Phase::NotStarted ? "" : "\n");
            shownPhase = progress.phase;
        }
        const qint64 done = progress.phase == DriveWipe::Phase::Verifying ? progress.bytesVerified
                                                                          : progress.bytesWritten;
        rate.addSample(RateEstimator::Clock::now(), done);
        const std::optional<std::chrono::seconds> remaining = rate.remaining(progress.totalBytes);
        const qint64 sectorBytes = qMax(1, wipe.driveIdentity().logicalSectorBytes);
        channel.report({phaseWord(progress.phase), done, progress.totalBytes, rate.bytesPerSecond(),
                        remaining, progress.failedBytes / sectorBytes});
        if (!showProgress)
            return;
        m_err << '\r'
              << tr("%1 %2%  %3 of %4  %5  ETA %6  failed sectors: %7")
                     .arg(phaseWord(progress.phase))
                     .arg(progress.totalBytes > 0 ? 100.0 * double(done) / progress.totalBytes
                                                  : 100.0,
                          5, 'f', 1)
                     .arg(formatBytes(done), formatBytes(progress.totalBytes),
                          formatRate(rate.bytesPerSecond()),
                          remaining ? formatDuration(*remaining) : QStringLiteral("--:--:--"))
                     .arg(progress.failedBytes / sectorBytes)
              << "   " << Qt::flush;
    };
    BackgroundJob(QStringLiteral("custody-wipe"))
        .runAndWait([&] { certificate = wipe.execute(); }, tick);
    if (showProgress)
        m_err << '\n' << Qt::flush;
    return certificate;
}

int WipeCommand::run(const QStringList &arguments, const QString &commandLine)
{
    if (arguments.contains(QLatin1String("--help")) || arguments.contains(QLatin1String("-h"))) {
        m_out << usage() << Qt::flush;
        return ExitSuccess;
    }
    QCommandLineParser parser;
    if (const Result<void> parsed = parse(parser, arguments); !parsed)
        return fail(parsed.error().detail + QLatin1Char(' ')
                    + tr("Try 'custody-cli wipe --help'."));
    WipeRequest request;
    request.devicePath = absolutePath(parser.positionalArguments().constFirst());
    request.certificateBase = parser.value(QStringLiteral("certificate"));
    const Result<WipePattern> pattern = WipePattern::parse(
        parser.isSet(QStringLiteral("pattern")) ? parser.value(QStringLiteral("pattern"))
                                                : QStringLiteral("zero"));
    if (!pattern)
        return fail(pattern.error().detail);
    request.pattern = *pattern;
    const QString method = parser.value(QStringLiteral("method"));
    if (!method.isEmpty() && method != QLatin1String("write") && method != QLatin1String("zeroout"))
        return fail(tr("--method: '%1' is not write or zeroout").arg(method));
    request.method = method == QLatin1String("zeroout") ? WipeMethod::ZeroOut : WipeMethod::Write;
    const bool verifyOnly = parser.isSet(QStringLiteral("verify-only"));
    request.mode = verifyOnly ? WipeMode::VerifyOnly : WipeMode::WriteAndVerify;
    if (verifyOnly && parser.isSet(QStringLiteral("method")))
        return fail(tr("--verify-only writes nothing: leave out --method"));
    request.captureSmart = !parser.isSet(QStringLiteral("no-smart"));
    request.caseDetails = parseCaseOptions(parser);
    request.commandLine = commandLine;
    const bool json = parser.isSet(QStringLiteral("json"));
    // Found before the drive is touched, not after hours of wiping.
    const bool askSerial = !verifyOnly && !parser.isSet(QStringLiteral("yes"));
    if (askSerial && !::isatty(STDIN_FILENO))
        return fail(tr("not confirmed: overwriting %1 needs --yes, or its serial number typed on "
                       "a terminal, and standard input is not a terminal")
                        .arg(request.devicePath));
    const Result<SigningRequest> signing = parseSigningOptions(parser);
    if (!signing)
        return fail(signing.error().userMessage());
    const Result<std::optional<SigningIdentity>> signer = loadSigningIdentity(*signing);
    if (!signer)
        return fail(signer.error().userMessage());
    const QString history = historyPath(parser);
    if (const Result<void> usable = checkHistoryUsable(history); !usable)
        return fail(usable.error().userMessage());
    // A program that cannot be run is found before the drive is touched.
    const Result<std::optional<EndHook>> hook = parseEndHookOptions(parser);
    if (!hook)
        return fail(hook.error().userMessage());

    DriveWipe wipe(request);
    if (const Result<void> prepared = wipe.prepare(); !prepared)
        return fail(prepared.error().userMessage());
    QTextStream in(stdin);
    if (askSerial
        && !DriveConfirmation::ask(
            wipe.driveIdentity(),
            tr("Each of them will be written with the pattern %1").arg(request.pattern.name()),
            false, in, true, m_err))
        return ExitInvalid;
    const FinishingGuard finishing; // from when the work ends to the exit
    const WipeCertificate certificate = runWithProgress(wipe, !json && ::isatty(STDERR_FILENO));
    QTextStream &info = json ? m_err : m_out;
    if (json)
        m_out << QJsonDocument(certificate.toJson()).toJson(QJsonDocument::Indented) << Qt::flush;
    else
        m_out << summaryText(certificate) << Qt::flush;
    const std::optional<Error> &outputError = wipe.outputError();
    if (outputError)
        m_err << "custody-cli wipe: " << oneShownLine(outputError->userMessage()) << Qt::endl;
    else
        info << oneShownLine(
            tr("Certificate: %1").arg(wipe.certificateFiles().join(QStringLiteral(", "))))
             << Qt::endl;
    bool signedAll = true;
    if (*signer && outputError)
        m_err << "custody-cli wipe: " << tr("nothing was signed: not every file could be written")
              << Qt::endl;
    else if (*signer)
        signedAll = signFiles(**signer, wipe.certificateFiles(), info, m_err,
                              wipe.certificateFiles().value(1));
    HistoryEvent event = wipeEvent(certificate, wipe.certificateFiles(), !outputError);
    if (*signer && !outputError && signedAll) {
        event.signerSubject = (*signer)->subject();
        event.signerSha256 = (*signer)->certificateSha256();
    }
    const bool passed = certificate.verdict() == WipeCertificate::Verdict::Passed;
    const int exitStatus = passed && !outputError && signedAll ? ExitSuccess : ExitFailed;
    if (*hook)
        WorkEndHook::run(**hook,
                         wipeHookEnvironment(certificate, wipe.certificateFiles(), exitStatus),
                         QStringLiteral("wipe"),
                         tr("WARNING: the --on-end program did not succeed; the verdict is as "
                            "said above, whatever it did"),
                         info, m_err, event);
    noteInHistory(history, event, info, m_err);
    ProgressChannel::instance().end(certificate.cancelled ? QStringLiteral("cancelled")
                                    : certificate.error   ? QStringLiteral("failed")
                                                          : QStringLiteral("completed"),
                                    WipeCertificate::verdictName(certificate.verdict()),
                                    certificate.bytesVerified, certificate.drive.sizeBytes,
                                    certificate.failedBytes() / certificate.sectorBytes());
    return exitStatus;
}

QString WipeCommand::summaryText(const WipeCertificate &certificate)
{
    const qint64 sectorBytes = certificate.sectorBytes();
    const SourceIdentity &drive = certificate.drive;
    QStringList lines{
        WipeCertificateDocument::verdictTitle(certificate.verdict()) + QStringLiteral(": ")
            + WipeCertificateDocument::verdictExplanation(certificate),
        tr("  %1: %2, serial %3, %4 sectors of %5 bytes")
            .arg(drive.path, drive.model.value_or(tr("model unknown")),
                 drive.serial.value_or(tr("none")))
            .arg(drive.sectors())
            .arg(drive.logicalSectorBytes),
        tr("  pattern %1; sectors written %2, verified %3, failed %4")
            .arg(certificate.pattern)
            .arg(certificate.bytesWritten / sectorBytes)
            .arg(certificate.bytesVerified / sectorBytes)
            .arg(certificate.failedBytes() / sectorBytes),
    };
    // The certificate lists every range; a terminal the first few.
    constexpr qsizetype ShownFailures = 20;
    for (const WipeFailure &failure : certificate.failures.mid(0, ShownFailures)) {
        QString line = tr("  sectors %1-%2: %3")
                           .arg(failure.extent.offset / sectorBytes)
                           .arg((failure.extent.end() - 1) / sectorBytes)
                           .arg(WipeFailure::kindName(failure.kind));
        if (failure.firstDifference)
            line += tr(", first stray byte at offset %1 (sector %2, byte %3): 0x%4")
                        .arg(*failure.firstDifference)
                        .arg(*failure.firstDifference / sectorBytes)
                        .arg(*failure.firstDifference % sectorBytes)
                        .arg(failure.foundByte.value_or(0), 2, 16, QLatin1Char('0'));
        lines << line;
    }
    if (certificate.failures.size() > ShownFailures)
        lines << tr("  … %n more range(s) of failed sectors: see the certificate", nullptr,
                    int(certificate.failures.size() - ShownFailures));
    for (const QString &line : WipeCertificateDocument::hiddenAreaLines(drive.hiddenAreas))
        lines << tr("  hidden areas: %1").arg(line);
    if (certificate.smartAtStart)
        lines << tr("  SMART at start: %1: %2")
                     .arg(certificate.smartAtStart->assessment, certificate.smartAtStart->summary);
    QString text;
    for (const QString &line : std::as_const(lines))
        text += oneShownLine(line) + QLatin1Char('\n');
    return text;
}

} // namespace Custody::Cli
