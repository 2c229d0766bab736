// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/acquirecommand.h"

#include "cli/progressline.h"
#include "cli/signalguard.h"
#include "util/rateestimator.h"
#include "util/shellquote.h"

#include <unistd.h>

#include <QEventLoop>
#include <QJsonDocument>
#include <QThread>
#include <QTimer>

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
    m_err << "custody-cli: " << error.userMessage() << Qt::endl;
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
    QEventLoop loop;
    std::unique_ptr<QThread> thread(QThread::create([&] { record = acquisition.execute(); }));
    thread->setObjectName(QStringLiteral("custody-reader"));
    QObject::connect(thread.get(), &QThread::finished, &loop, &QEventLoop::quit);
    RateEstimator rate;
    QTimer ticker;
    ticker.setInterval(250);
    QObject::connect(&ticker, &QTimer::timeout, &loop, [&] {
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
        if (!showProgress || acquisition.phase() != Acquisition::Phase::Imaging)
            return;
        const ProgressSnapshot progress = acquisition.progress();
        rate.addSample(RateEstimator::Clock::now(), progress.bytesDone());
        m_err << '\r'
              << formatProgressLine(progress, sectorBytes, rate.bytesPerSecond(),
                                    rate.remaining(progress.totalBytes))
              << "   " << Qt::flush;
    });
    thread->start();
    ticker.start();
    loop.exec();
    thread->wait();
    if (showProgress && !verifyingShown)
        m_err << '\n' << Qt::flush;
    return record;
}

int AcquireCommand::run()
{
    Acquisition acquisition(m_request);
    if (const Result<void> prepared = acquisition.prepare(); !prepared) {
        printError(prepared.error());
        return ExitInvalid;
    }
    const AcquisitionRecord record = runWithProgress(acquisition);
    const ImagingOutcome &outcome = record.outcome;
    if (m_request.outputFormat == OutputFormat::Json)
        m_out << QJsonDocument(record.toJson()).toJson(QJsonDocument::Indented) << Qt::flush;
    else
        printSummary(record);
    if (outcome.error)
        printError(*outcome.error);
    if (acquisition.outputError())
        printError(*acquisition.outputError());
    if (outcome.status != ImagingOutcome::Status::Completed || acquisition.outputError()) {
        m_err << "custody-cli: " << tr("Kept, as they are on disk now:") << '\n';
        for (const QString &line : acquisition.keptOutputs())
            m_err << "  " << line << '\n';
        const bool imageChanged = outcome.error && outcome.error->code == Error::Code::ImageChanged;
        if (!imageChanged)
            m_err << "custody-cli: "
                  << tr("To continue (or to write what is missing): %1").arg(resumeCommand());
        m_err << Qt::endl;
    }
    const bool verified = !record.verification || record.verification->matches(outcome.hashes);
    if (!verified)
        m_err << "custody-cli: "
              << tr("VERIFICATION FAILED: the image read back does not have the hashes "
                    "computed during the acquisition.")
              << Qt::endl;
    const bool sourceVerified = checkSourceReread(record);
    return outcome.status == ImagingOutcome::Status::Completed && !acquisition.outputError()
                   && verified && sourceVerified
               ? ExitSuccess
               : ExitFailed;
}

// A source that read back with other hashes fails the run only when neither read met a bad
// sector: with bad sectors a second read rarely fails at exactly the same sectors, so a
// difference is expected and only recorded.
bool AcquireCommand::checkSourceReread(const AcquisitionRecord &record)
{
    if (!record.verification || !record.verification->source)
        return true;
    const SourceReread &reread = *record.verification->source;
    if (reread.error) {
        printError(*reread.error);
        return false;
    }
    const QList<HashResult> &acquired = record.outcome.hashes;
    bool same = reread.hashes.size() == acquired.size();
    for (qsizetype index = 0; same && index < acquired.size(); ++index)
        same = reread.hashes[index].hex == acquired[index].hex;
    if (same)
        return true;
    const bool badSectors
        = reread.unreadableBytes > 0 || record.outcome.map.bytesIn(SectorState::BadSector) > 0;
    m_err << "custody-cli: "
          << (badSectors ? tr("The source read again has other hashes than the image, as "
                              "expected of a source with unreadable sectors (%1 bytes "
                              "unreadable in the second read).")
                               .arg(reread.unreadableBytes)
                         : tr("SOURCE VERIFICATION FAILED: the source read again does not have "
                              "the hashes of the image, although no sector was unreadable."))
          << Qt::endl;
    return badSectors;
}

QString AcquireCommand::resumeCommand() const
{
    // Built from the request, not by editing the typed command line: a case field may contain
    // anything, " --force" included.
    AcquisitionRequest resume = m_request;
    resume.overwrite = OverwritePolicy::Resume;
    return shellQuote(equivalentCliArguments(resume));
}

void AcquireCommand::printSummary(const AcquisitionRecord &record)
{
    const ImagingOutcome &outcome = record.outcome;
    const qint64 badBytes = outcome.map.bytesIn(SectorState::BadSector);
    m_out << tr("%1: %2 into %3")
                 .arg(statusName(outcome.status), record.source.path,
                      outcome.imageFiles.join(QStringLiteral(", ")))
          << '\n';
    m_out << tr("  %1 bytes copied; %2 unreadable sector(s) (%3 bytes) replaced by 0x%4")
                 .arg(outcome.map.bytesIn(SectorState::Finished))
                 .arg(badBytes / record.source.logicalSectorBytes)
                 .arg(badBytes)
                 .arg(record.settings.fillByte, 2, 16, QLatin1Char('0'))
          << '\n';
    for (const HashResult &hash : outcome.hashes)
        m_out << "  " << hashDisplayName(hash.algorithm).leftJustified(8) << hash.hex << '\n';
    if (record.verification)
        m_out << (record.verification->matches(outcome.hashes)
                      ? tr("  verified: the image read back has the same hashes")
                      : tr("  VERIFICATION FAILED"))
              << '\n';
    if (record.verification && record.verification->source) {
        for (const HashResult &hash : record.verification->source->hashes)
            m_out << tr("  source read again: %1 %2").arg(hashDisplayName(hash.algorithm), hash.hex)
                  << '\n';
    }
    for (const auto &[label, smart] : {std::pair{tr("SMART at start"), &record.smartAtStart},
                                       std::pair{tr("SMART at end"), &record.smartAtEnd}}) {
        if (*smart)
            m_out << QStringLiteral("  %1: %2: %3")
                         .arg(label, (*smart)->assessment, (*smart)->summary)
                  << '\n';
    }
    if (record.mountedPartitions && !record.mountedPartitions->isEmpty())
        m_out << tr("  WARNING: mounted during the acquisition: %1")
                     .arg(record.mountedPartitions->join(QStringLiteral("; ")))
              << '\n';
    if (record.writeBlock.requested)
        m_out << (record.writeBlock.verified
                      ? tr("  write-block: kernel read-only flag set and verified")
                      : tr("  WARNING: write-block requested but not verified"))
              << '\n';
    m_out << Qt::flush;
}

} // namespace Custody::Cli
