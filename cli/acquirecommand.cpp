// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/acquirecommand.h"

#include "cli/driveconfirmation.h"
#include "cli/progresschannel.h"
#include "cli/progressline.h"
#include "cli/signalguard.h"
#include "cli/workendhook.h"
#include "history/casehistory.h"
#include "history/eventsources.h"
#include "history/historyimport.h"
#include "render/acquisitionloglock.h"
#include "render/reportpublisher.h"
#include "report/acquisitionsummary.h"
#include "report/clonetext.h"
#include "util/backgroundjob.h"
#include "util/logline.h"
#include "util/rateestimator.h"
#include "util/shellquote.h"
#include "util/units.h"

#include <unistd.h>

#include <QJsonDocument>

namespace Custody::Cli {

AcquireCommand::AcquireCommand(AcquireRequest request, QString commandLine, QTextStream &out,
                               QTextStream &err)
    : m_request(std::move(request))
    , m_out(out)
    , m_err(err)
{
    m_request.commandLine = std::move(commandLine);
}

void AcquireCommand::printError(const Error &error)
{
    m_err << "custody-cli: " << oneShownLine(error.userMessage()) << Qt::endl;
}

AcquisitionRecord AcquireCommand::runWithProgress(Acquisition &acquisition)
{
    const bool showProgress
        = m_request.outputFormat == OutputFormat::Human && ::isatty(STDERR_FILENO);
    const int sectorBytes = acquisition.source()->logicalSectorBytes();
    AcquisitionRecord record;
    int ticks = 0;
    bool verifyingShown = false;
    const SignalGuard signalGuard(acquisition);
    RateEstimator rate;
    RateEstimator readBackRate;
    bool rereadingShown = false;
    ProgressChannel &channel = ProgressChannel::instance();
    const auto tick = [&] {
        if (++ticks % 4 == 0)
            acquisition.sampleThroughput();
        if (acquisition.phase() == Acquisition::Phase::Verifying && !verifyingShown
            && m_request.outputFormat == OutputFormat::Human) {
            verifyingShown = true;
            m_err << (showProgress ? "\n" : "")
                  << (m_request.verify == VerifyPolicy::ImageAndSource
                          ? tr("Verifying: reading the image back, then the source…")
                          : tr("Verifying: reading the image back…"))
                  << Qt::endl;
        }
        if (acquisition.phase() == Acquisition::Phase::Verifying) {
            const Acquisition::ReadBackProgress readBack = acquisition.readBackProgress();
            if (readBack.rereadingSource != rereadingShown) {
                rereadingShown = readBack.rereadingSource;
                readBackRate = RateEstimator();
            }
            readBackRate.addSample(RateEstimator::Clock::now(), readBack.bytesRead);
            if (readBack.totalBytes > 0) // the read has begun
                channel.report({readBack.rereadingSource ? QStringLiteral("rereading source")
                                                         : QStringLiteral("reading back"),
                                readBack.bytesRead, readBack.totalBytes,
                                readBackRate.bytesPerSecond(),
                                readBackRate.remaining(readBack.totalBytes), 0});
        }
        if (acquisition.phase() != Acquisition::Phase::Imaging
            || (!showProgress && !channel.isOpen()))
            return;
        const ProgressSnapshot progress = acquisition.progress();
        rate.addSample(RateEstimator::Clock::now(), progress.bytesDone());
        channel.report({QStringLiteral("imaging"), progress.bytesDone(), progress.totalBytes,
                        rate.bytesPerSecond(), rate.remaining(progress.totalBytes),
                        progress.badBytes / sectorBytes});
        if (showProgress)
            m_err << '\r'
                  << formatProgressLine(progress, sectorBytes, rate.bytesPerSecond(),
                                        rate.remaining(progress.totalBytes))
                  << "   " << Qt::flush;
    };
    BackgroundJob(QStringLiteral("custody-reader"))
        .runAndWait([&] { record = acquisition.execute(); }, tick);
    if (showProgress && !verifyingShown)
        m_err << '\n' << Qt::flush;
    return record;
}

Result<void> AcquireCommand::prepareWithProgress(Acquisition &acquisition)
{
    // A resume hashes again what the earlier runs wrote, which takes as long as reading it: said,
    // shown, and stopped by Ctrl-C (nothing is written before it ends).
    const bool showProgress
        = m_request.outputFormat == OutputFormat::Human && ::isatty(STDERR_FILENO);
    bool announced = false;
    Result<void> prepared;
    const SignalGuard signalGuard(acquisition);
    BackgroundJob(QStringLiteral("custody-prepare"))
        .runAndWait([&] { prepared = acquisition.prepare(); },
                    [&] {
                        const auto [done, total] = acquisition.imageCheckProgress();
                        if (total <= 0)
                            return;
                        if (!announced)
                            m_err << tr("Checking the %1 the earlier runs wrote against the "
                                        "digests their map kept…")
                                         .arg(formatBytes(total))
                                  << '\n';
                        announced = true;
                        if (showProgress)
                            m_err << '\r'
                                  << tr("  %1 of %2").arg(formatBytes(done), formatBytes(total))
                                  << "   " << Qt::flush;
                    });
    if (announced && showProgress)
        m_err << '\n' << Qt::flush;
    return prepared;
}

int AcquireCommand::run()
{
    // A key that cannot sign is found before the drive is read, not after hours of it.
    const Result<std::optional<SigningIdentity>> signer = loadSigningIdentity(m_request.signing);
    if (!signer) {
        printError(signer.error());
        return ExitInvalid;
    }
    // Refused before the drive is read, not found out after hours of it.
    if (const Result<void> safe
        = checkHistoryNotOnEvidence(historyPath(), m_request.sourcePath, {});
        !safe) {
        printError(safe.error());
        return ExitInvalid;
    }
    Acquisition acquisition(m_request);
    if (const Result<void> prepared = prepareWithProgress(acquisition); !prepared) {
        printError(prepared.error());
        return ExitInvalid;
    }
    if (const CloneDestination *clone = acquisition.clone()) {
        QTextStream in(stdin);
        if (!DriveConfirmation::ask(
                clone->record(0).drive,
                tr("The source %1 will be written onto it").arg(acquisition.source()->path()),
                m_request.confirmed, in, ::isatty(STDIN_FILENO), m_err))
            return ExitInvalid;
    }
    const FinishingGuard finishing; // from when the work ends to the exit
    const AcquisitionRecord record = runWithProgress(acquisition);
    const AcquisitionResult &result = record.result;
    if (m_request.outputFormat == OutputFormat::Json)
        m_out << QJsonDocument(record.toJson()).toJson(QJsonDocument::Indented) << Qt::flush;
    else
        m_out << summaryText(record, acquisition.outputError()) << Qt::flush;
    if (result.error)
        m_err << "custody-cli: " << oneShownLine(result.error->message) << Qt::endl;
    if (acquisition.outputError())
        printError(*acquisition.outputError());
    if (result.status != ImagingOutcome::Status::Completed || acquisition.outputError())
        printKeptOutputs(acquisition.keptOutputs(), m_request,
                         result.error && result.error->is(Error::Code::ImageChanged));
    // Not a failure of the acquisition (its files are complete, and the exit status says so):
    // what is left to do about the drive.
    if (record.writeBlock && record.writeBlock->notRestored())
        m_err << "custody-cli: "
              << oneShownLine(
                     tr("the write-block could not be lifted: %1 may still be read-only. Run %2, "
                        "or unplug and re-plug the drive. This concerns the drive only, not the "
                        "image or the acquisition's files.")
                         .arg(record.writeBlock->restoreFailed.join(QStringLiteral(", ")),
                              shellQuote(
                                  QStringList{QStringLiteral("blockdev"), QStringLiteral("--setrw")}
                                  + record.writeBlock->restoreFailed)))
              << Qt::endl;
    const VerificationVerdict verdict = record.verdict();
    if (verdict.failsRun())
        m_err << "custody-cli: "
              << oneShownLine(verdict.title() + QStringLiteral(": ") + verdict.explanation())
              << Qt::endl;
    // The excess or the cache of a cloned drive: failed on their own, whatever the verdict.
    if (record.clone && record.clone->failed()) {
        for (const SummaryLine &line : CloneText::summaryLines(record)) {
            if (line.tone == SummaryTone::Bad)
                m_err << "custody-cli: " << oneShownLine(line.plainText()) << Qt::endl;
        }
    }
    // Before anything is signed, so that the log's signature covers what the hook did.
    QStringList replacedByHook;
    if (m_request.endHook)
        replacedByHook = runEndHook(acquisition, record,
                                    exitCodeFor(record, acquisition.outputError().has_value()));
    // Only files this run wrote completely are signed: after a failed write the one on disk is
    // an earlier run's; after the hook put something else at their names, not this run's.
    bool signedAll = true;
    if (*signer && acquisition.outputError())
        m_err << "custody-cli: " << tr("nothing was signed: not every file could be written")
              << Qt::endl;
    else if (*signer && !replacedByHook.isEmpty()) {
        signedAll = false;
        m_err << "custody-cli: "
              << oneShownLine(tr("nothing was signed: the --on-end program put something else at "
                                 "%1")
                                  .arg(replacedByHook.join(QStringLiteral(", "))))
              << Qt::endl;
    } else if (*signer)
        signedAll = signFiles(**signer,
                              {m_request.basePath + QStringLiteral(".json"),
                               m_request.basePath + QStringLiteral(".txt")},
                              m_request.outputFormat == OutputFormat::Json ? m_err : m_out, m_err,
                              m_request.basePath + QStringLiteral(".txt"));
    else
        warnDroppedSignatures(acquisition.droppedSignatures(), m_err);
    const bool signedFiles = *signer && !acquisition.outputError() && signedAll;
    recordInHistory(record, acquisition.outputError().has_value(),
                    signedFiles ? &**signer : nullptr, m_request.basePath);
    const bool alsoSucceeded
        = reportAlsoOutputs(acquisition.alsoOutputResults(), *signer ? &**signer : nullptr);
    m_out << Qt::flush;
    m_err << Qt::flush;
    const qint64 sectorBytes = qMax(1, record.source.logicalSectorBytes);
    ProgressChannel::instance().end(statusName(result.status), verdict.name(),
                                    result.bytesFinished + result.bytesUnreadable,
                                    record.source.sizeBytes, result.bytesUnreadable / sectorBytes);
    const int exitCode = exitCodeFor(record, acquisition.outputError().has_value());
    return exitCode == ExitSuccess && (!signedAll || !alsoSucceeded) ? ExitFailed : exitCode;
}

QStringList AcquireCommand::runEndHook(const Acquisition &acquisition,
                                       const AcquisitionRecord &record, int exitStatus)
{
    const EndHook &hook = *m_request.endHook;
    EndHookRunner runner(hook, endHookEnvironment(record, m_request.basePath, exitStatus));
    // Ctrl+C or a shutdown while it runs stops the hook, never custody-cli before the log,
    // the signatures and the history have what they must.
    const EndHookOutcome outcome = [&] {
        const SignalGuard guard(runner);
        return runEndHookIntoLog(runner, hook, record.source.path, m_request.basePath,
                                 !acquisition.outputError());
    }();
    m_hookLogLines = outcome.logLines;
    QTextStream &info = m_request.outputFormat == OutputFormat::Json ? m_err : m_out;
    for (const QString &line : outcome.logLines.split(u'\n', Qt::SkipEmptyParts))
        info << oneShownLine(line) << '\n';
    info << Qt::flush;
    if (!outcome.succeeded())
        m_err << "custody-cli: "
              << oneShownLine(tr("WARNING: the --on-end program did not succeed; the "
                                 "acquisition's outcome is as said above, whatever it did"))
              << Qt::endl;
    if (outcome.notInLog)
        m_err << "custody-cli: "
              << oneShownLine(tr("WARNING: the --on-end program's run is not in the log: %1")
                                  .arg(outcome.notInLog->userMessage()))
              << Qt::endl;
    return outcome.replaced;
}

void AcquireCommand::recordInHistory(const AcquisitionRecord &record, bool outputError,
                                     const SigningIdentity *signer, const QString &basePath)
{
    HistoryEvent event = acquisitionEvent(record, basePath + QStringLiteral(".json"), !outputError);
    WorkEndHook::noteInEvent(m_hookLogLines, event);
    if (signer) {
        event.signerSubject = signer->subject();
        event.signerSha256 = signer->certificateSha256();
    }
    noteInHistory(historyPath(), event,
                  m_request.outputFormat == OutputFormat::Json ? m_err : m_out, m_err);
}

QString AcquireCommand::historyPath() const
{
    return m_request.historyPath.isEmpty() ? CaseHistory::defaultPath() : m_request.historyPath;
}

int AcquireCommand::exitCodeFor(const AcquisitionRecord &record, bool outputError)
{
    return acquisitionExitStatus(record, outputError) == 0 ? ExitSuccess : ExitFailed;
}

QString AcquireCommand::resumeCommand(const AcquisitionRequest &request) const
{
    AcquisitionRequest resume = request;
    resume.alsoOutputs.clear(); // each output resumes on its own
    return commandWith(resume, OverwritePolicy::Resume);
}

QString AcquireCommand::commandWith(const AcquisitionRequest &request,
                                    OverwritePolicy overwrite) const
{
    // Built from the request, not by editing the typed command line: a case field may contain
    // anything, " --force" included.
    AcquisitionRequest again = request;
    again.overwrite = overwrite;
    QStringList arguments = equivalentCliArguments(again);
    const SigningRequest &signing = m_request.signing;
    if (signing.wanted())
        arguments << QStringLiteral("--sign-key") << signing.key << QStringLiteral("--sign-cert")
                  << signing.certificate;
    if (!signing.passphraseFile.isEmpty())
        arguments << QStringLiteral("--sign-passphrase-file") << signing.passphraseFile;
    if (!m_request.historyPath.isEmpty())
        arguments << QStringLiteral("--history") << m_request.historyPath;
    return shellQuote(arguments);
}

QString AcquireCommand::summaryText(const AcquisitionRecord &record,
                                    const std::optional<Error> &outputError)
{
    const AcquisitionSummary summary = AcquisitionSummary::of(record, outputError);
    const QList<SummaryLine> &found = summary.lines();
    // The paths, the verdict's explanation (which may name them), SMART's words and the kernel's
    // node names: every line is shown with oneShownLine(), so that none can forge a line.
    QStringList lines{
        found.first().plainText(),
        record.clone
            ? tr("  %1 onto %2").arg(record.source.path, record.clone->drive.path)
            : tr("  %1 into %2")
                  .arg(record.source.path, record.imageFiles().join(QStringLiteral(", ")))};
    for (qsizetype index = 1; index < found.size(); ++index)
        lines << QStringLiteral("  ") + found[index].plainText();
    for (const RecordedHash &hash : record.hashes)
        lines << QStringLiteral("  ") + hashDisplayName(hash.algorithm).leftJustified(8) + hash.hex;
    if (record.verification && record.verification->readBack)
        lines << QStringLiteral("  ") + CloneText::readBack(record);
    if (const RunHistory &history = record.history; history.isComplete() && history.runs.size() > 1)
        lines << tr("  %1 runs, the first started %2: %3 bytes in %4 s of reading, %5 on average")
                     .arg(history.runs.size())
                     .arg(RecordJson::time(history.firstStart()))
                     .arg(history.bytesProcessed())
                     .arg(history.runningSeconds(), 0, 'f', 1)
                     .arg(formatRate(history.averageRate()));
    for (const auto &[label, smart] : {std::pair{tr("SMART at start"), &record.smartAtStart},
                                       std::pair{tr("SMART at end"), &record.smartAtEnd}}) {
        if (*smart)
            lines << QStringLiteral("  %1: %2: %3")
                         .arg(label, (*smart)->assessment, (*smart)->summary);
    }
    if (record.mountedPartitions && !record.mountedPartitions->isEmpty())
        lines << tr("  WARNING: mounted during the acquisition: %1")
                     .arg(record.mountedPartitions->join(QStringLiteral("; ")));
    // How it was set; what became of it at the end is among the summary's lines.
    if (const std::optional<WriteBlockRecord> &writeBlock = record.writeBlock;
        writeBlock && writeBlock->requested) {
        lines << (writeBlock->verified ? tr("  write-block: kernel read-only flag set and verified")
                                       : tr("  WARNING: write-block requested but not verified"));
        if (writeBlock->atEnd && !writeBlock->liftedDuringRun() && !writeBlock->atEnd->error)
            lines << tr("  write-block: still set on every node after the last read of the source");
    }
    QString text;
    for (const QString &line : std::as_const(lines))
        text += oneShownLine(line) + QLatin1Char('\n');
    return text;
}

} // namespace Custody::Cli
