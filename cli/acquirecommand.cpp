#include "cli/acquirecommand.h"

#include "cli/progressline.h"
#include "engine/hashingjob.h"
#include "engine/imagingjob.h"
#include "io/devicefilesource.h"
#include "io/outputsafety.h"
#include "io/rawimagesink.h"
#include "report/sidecars.h"
#include "util/rateestimator.h"
#include "util/throughputhistory.h"
#include "util/units.h"

#include <csignal>

#include <unistd.h>

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QThread>
#include <QTimer>

namespace Custody::Cli {

namespace {

std::atomic<ImagingJob *> s_runningJob{nullptr};

// Async-signal-safe: cancel() is a lock-free atomic store. The job then stops between blocks,
// flushes the image and saves the map.
void cancelOnSignal(int)
{
    if (ImagingJob *job = s_runningJob.load())
        job->cancel();
}

class SignalGuard
{
public:
    explicit SignalGuard(ImagingJob &job)
    {
        s_runningJob.store(&job);
        struct sigaction action = {};
        action.sa_handler = cancelOnSignal;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGINT, &action, &m_previousInt);
        ::sigaction(SIGTERM, &action, &m_previousTerm);
    }
    ~SignalGuard()
    {
        ::sigaction(SIGINT, &m_previousInt, nullptr);
        ::sigaction(SIGTERM, &m_previousTerm, nullptr);
        s_runningJob.store(nullptr);
    }

private:
    struct sigaction m_previousInt = {};
    struct sigaction m_previousTerm = {};
};

Result<void> saveText(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return Error::fromErrno(Error::Code::OutputOpenFailed, errno, path, -1, file.errorString());
    return {};
}

ImagingOutcome runWithProgress(ImagingJob &job, int sectorBytes, bool showProgress,
                               QTextStream &err, ThroughputHistory &history)
{
    ImagingOutcome outcome;
    QElapsedTimer elapsed;
    elapsed.start();
    int ticks = 0;
    SignalGuard signalGuard(job);
    QEventLoop loop;
    std::unique_ptr<QThread> thread(QThread::create([&] { outcome = job.run(); }));
    thread->setObjectName(QStringLiteral("custody-reader"));
    QObject::connect(thread.get(), &QThread::finished, &loop, &QEventLoop::quit);
    RateEstimator rate;
    QTimer ticker;
    ticker.setInterval(250);
    QObject::connect(&ticker, &QTimer::timeout, &loop, [&] {
        const ProgressSnapshot progress = job.progress();
        rate.addSample(RateEstimator::Clock::now(), progress.bytesDone());
        if (++ticks % 4 == 0)
            history.add({elapsed.elapsed() / 1000.0, progress.bytesDone()});
        if (!showProgress)
            return;
        err << '\r'
            << formatProgressLine(progress, sectorBytes, rate.bytesPerSecond(),
                                  rate.remaining(progress.totalBytes))
            << "   " << Qt::flush;
    });
    history.add({0.0, 0});
    thread->start();
    ticker.start();
    loop.exec();
    thread->wait();
    history.add({elapsed.elapsed() / 1000.0, job.progress().bytesDone()});
    if (showProgress)
        err << '\n' << Qt::flush;
    return outcome;
}

} // namespace

AcquireCommand::AcquireCommand(AcquireRequest request, QString commandLine, QTextStream &out,
                               QTextStream &err)
    : m_request(std::move(request))
    , m_commandLine(std::move(commandLine))
    , m_out(out)
    , m_err(err)
{}

void AcquireCommand::printError(const Error &error)
{
    m_err << "custody-cli: " << error.userMessage() << Qt::endl;
}

QStringList AcquireCommand::plannedOutputs(qint64 sourceBytes) const
{
    const QString &base = m_request.basePath;
    QStringList paths
        = RawImageSink::plannedFilePaths(base, m_request.settings.segmentBytes, sourceBytes);
    paths << base + QStringLiteral(".map") << base + QStringLiteral(".txt")
          << base + QStringLiteral(".json");
    for (HashAlgorithm algorithm : toList(m_request.settings.hashes))
        paths << base + QLatin1Char('.') + hashName(algorithm);
    return paths;
}

Result<AcquireCommand::Prepared> AcquireCommand::prepare()
{
    const ImagingSettings &settings = m_request.settings;
    Result<std::unique_ptr<DeviceFileSource>> opened = DeviceFileSource::open(m_request.sourcePath);
    if (!opened)
        return opened.error();
    Prepared prepared;
    prepared.source = std::move(*opened);
    const DeviceFileSource &source = *prepared.source;
    if (const Result<void> valid = ImagingJob::validate(settings, source); !valid)
        return valid.error();
    const QFileInfo base(m_request.basePath);
    if (!base.absoluteDir().exists())
        return Error::fromErrno(Error::Code::OutputOpenFailed, ENOENT, base.absolutePath(), -1,
                                QStringLiteral("the destination folder does not exist"));
    const QStringList outputs = plannedOutputs(source.sizeBytes());
    if (const Result<void> safe = checkOutputsNotOnSource(source, outputs); !safe)
        return safe.error();

    const QString mapPath = m_request.basePath + QStringLiteral(".map");
    if (m_request.overwrite == OverwritePolicy::Refuse) {
        if (QFileInfo::exists(mapPath))
            return Error::fromErrno(Error::Code::OutputExists, 0, mapPath, -1,
                                    QStringLiteral("an earlier acquisition into this name was "
                                                   "interrupted or has finished: add --resume "
                                                   "to continue it, or --force to start over"));
        for (const QString &path : outputs) {
            if (QFileInfo::exists(path))
                return Error::fromErrno(Error::Code::OutputExists, 0, path);
        }
    }
    OutputMode mode = OutputMode::CreateNew;
    if (m_request.overwrite == OverwritePolicy::Overwrite)
        mode = OutputMode::Overwrite;
    if (m_request.overwrite == OverwritePolicy::Resume) {
        Result<RescueMap> map = MapFile::load(mapPath);
        if (!map)
            return map.error();
        if (const Result<void> valid = ImagingJob::validateResumeMap(*map, source); !valid) {
            Error error = valid.error();
            error.path = mapPath;
            return error;
        }
        prepared.resumeFrom = std::move(*map);
        mode = OutputMode::Resume;
    }
    Result<std::unique_ptr<RawImageSink>> sink
        = RawImageSink::create(m_request.basePath, settings.segmentBytes, source.sizeBytes(), mode);
    if (!sink)
        return sink.error();
    prepared.sink = std::move(*sink);
    return prepared;
}

int AcquireCommand::run()
{
    Result<Prepared> prepared = prepare();
    if (!prepared) {
        printError(prepared.error());
        return ExitInvalid;
    }
    DeviceFileSource &source = *prepared->source;
    ImagingJob job(source, *prepared->sink, m_request.settings,
                   MapFile(m_request.basePath + QStringLiteral(".map"), m_commandLine,
                           QDateTime::currentDateTime()),
                   std::move(prepared->resumeFrom));
    const bool showProgress
        = m_request.outputFormat == OutputFormat::Human && ::isatty(STDERR_FILENO);
    AcquisitionRecord record;
    ThroughputHistory history;
    record.outcome
        = runWithProgress(job, source.logicalSectorBytes(), showProgress, m_err, history);
    record.throughput = history.samples();
    prepared->sink.reset(); // close the image files before their sizes are recorded
    record.commandLine = m_commandLine;
    record.describeHost();
    record.caseDetails = m_request.caseDetails;
    record.source
        = {QFileInfo(source.path()).absoluteFilePath(),
           source.isBlockDevice() ? QStringLiteral("block device") : QStringLiteral("file"),
           source.sizeBytes(), source.logicalSectorBytes(), source.physicalSectorBytes()};
    record.settings = m_request.settings;
    if (m_request.verify == VerifyPolicy::Image
        && record.outcome.status == ImagingOutcome::Status::Completed)
        record.verification = verifyImage(record.outcome);
    const std::optional<Error> outputError = writeOutputs(record);

    const ImagingOutcome &outcome = record.outcome;
    if (m_request.outputFormat == OutputFormat::Json)
        m_out << QJsonDocument(record.toJson()).toJson(QJsonDocument::Indented) << Qt::flush;
    else
        printSummary(record);
    if (outcome.error)
        printError(*outcome.error);
    if (outputError)
        printError(*outputError);
    if (outcome.status != ImagingOutcome::Status::Completed)
        m_err << "custody-cli: "
              << tr("The image and the map written so far are kept. To continue: %1")
                     .arg(resumeCommand())
              << Qt::endl;
    const bool verified = !record.verification || record.verification->matches(outcome.hashes);
    if (!verified)
        m_err << "custody-cli: "
              << tr("VERIFICATION FAILED: the image read back does not have the hashes "
                    "computed during the acquisition.")
              << Qt::endl;
    return outcome.status == ImagingOutcome::Status::Completed && !outputError && verified
               ? ExitSuccess
               : ExitFailed;
}

ImageVerification AcquireCommand::verifyImage(const ImagingOutcome &outcome)
{
    ImageVerification verification;
    verification.time = QDateTime::currentDateTimeUtc();
    if (m_request.outputFormat == OutputFormat::Human)
        m_err << tr("Verifying: reading the image back…") << Qt::endl;
    Result<RawImageReader> reader = RawImageReader::open(outcome.imageFiles);
    if (!reader) {
        verification.error = reader.error();
        return verification;
    }
    HashingJob job(*reader, m_request.settings.hashes);
    Result<QList<HashResult>> hashes = job.run();
    if (hashes)
        verification.hashes = *hashes;
    else
        verification.error = hashes.error();
    return verification;
}

QString AcquireCommand::resumeCommand() const
{
    QString command = m_commandLine;
    command.remove(QStringLiteral(" --force"));
    if (!command.contains(QStringLiteral(" --resume")))
        command += QStringLiteral(" --resume");
    return command;
}

std::optional<Error> AcquireCommand::writeOutputs(AcquisitionRecord &record)
{
    const ImagingOutcome &outcome = record.outcome;
    auto addOutput = [&record](const QString &path, const QString &role) {
        record.outputs.append({QFileInfo(path).absoluteFilePath(), QFileInfo(path).size(), role});
    };
    for (const QString &image : outcome.imageFiles) {
        if (QFileInfo::exists(image))
            addOutput(image, QStringLiteral("image"));
    }
    addOutput(m_request.basePath + QStringLiteral(".map"), QStringLiteral("map"));

    std::optional<Error> outputError;
    const Result<QStringList> sidecars
        = writeChecksumSidecars(m_request.basePath, outcome.hashes, outcome.imageFiles);
    if (sidecars) {
        for (const QString &path : *sidecars)
            addOutput(path, QStringLiteral("checksums"));
    } else {
        outputError = sidecars.error();
    }
    const QString logPath = m_request.basePath + QStringLiteral(".txt");
    if (const Result<void> saved = saveText(logPath, record.toText().toUtf8()); !saved)
        outputError = saved.error();
    addOutput(logPath, QStringLiteral("log"));
    const QByteArray json = QJsonDocument(record.toJson()).toJson(QJsonDocument::Indented);
    if (const Result<void> saved = saveText(m_request.basePath + QStringLiteral(".json"), json);
        !saved)
        outputError = saved.error();
    return outputError;
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
    m_out << Qt::flush;
}

} // namespace Custody::Cli
