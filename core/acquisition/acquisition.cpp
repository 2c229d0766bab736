#include "acquisition/acquisition.h"

#include "acquisition/sourcedrive.h"
#include "acquisition/sourcehasher.h"
#include "device/smartctlrunner.h"
#include "engine/hashingjob.h"
#include "engine/mapfile.h"
#include "io/devicefilesource.h"
#include "io/outputsafety.h"
#include "io/rawimagereader.h"
#include "io/rawimagesink.h"
#include "report/sidecars.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace Custody {

namespace {

Result<void> saveText(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return Error::fromErrno(Error::Code::OutputOpenFailed, errno, path, -1, file.errorString());
    return {};
}

} // namespace

bool AcquisitionRequest::operator==(const AcquisitionRequest &other) const
{
    const auto caseTuple = [](const CaseDetails &c) {
        return std::tie(c.caseNumber, c.evidenceNumber, c.examiner, c.description, c.notes);
    };
    const auto settingsTuple = [](const ImagingSettings &s) {
        return std::tie(s.preset, s.blockBytes, s.hashes, s.hashWindowBytes, s.segmentBytes,
                        s.retries, s.rereadUnit, s.fillByte, s.copyReadMode, s.initialSkipBytes,
                        s.mapSaveInterval, s.memoryBudgetBytes);
    };
    return sourcePath == other.sourcePath && basePath == other.basePath
           && settingsTuple(settings) == settingsTuple(other.settings)
           && caseTuple(caseDetails) == caseTuple(other.caseDetails) && overwrite == other.overwrite
           && verify == other.verify && writeBlock == other.writeBlock
           && captureSmart == other.captureSmart && commandLine == other.commandLine;
}

QStringList equivalentCliArguments(const AcquisitionRequest &request)
{
    const ImagingSettings &settings = request.settings;
    const ImagingSettings defaults;
    QStringList hashes;
    for (HashAlgorithm algorithm : toList(settings.hashes))
        hashes << hashName(algorithm);
    QStringList arguments{QStringLiteral("custody-cli"), QStringLiteral("acquire"),
                          request.sourcePath, request.basePath};
    const auto add = [&arguments](const char *option, const QString &value = {}) {
        arguments << QLatin1String("--") + QLatin1String(option);
        if (!value.isNull())
            arguments << value;
    };
    add("hash", hashes.isEmpty() ? QStringLiteral("none") : hashes.join(QLatin1Char(',')));
    add("block-size", QString::number(settings.blockBytes));
    add("preset", presetName(settings.preset));
    add("retries", QString::number(settings.retries));
    if (settings.segmentBytes > 0)
        add("split", QString::number(settings.segmentBytes));
    if (settings.hashWindowBytes > 0)
        add("hash-window", QString::number(settings.hashWindowBytes));
    if (settings.fillByte != 0)
        add("fill", QStringLiteral("0x%1").arg(settings.fillByte, 2, 16, QLatin1Char('0')));
    if (settings.copyReadMode != defaults.copyReadMode)
        add("copy-reads", settings.copyReadMode == ReadMode::Direct ? QStringLiteral("direct")
                                                                    : QStringLiteral("buffered"));
    if (settings.rereadUnit == RereadUnit::LogicalSector)
        add("reread-unit", QStringLiteral("logical"));
    const CaseDetails &details = request.caseDetails;
    const std::pair<const char *, QString> caseOptions[]
        = {{"case-number", details.caseNumber},
           {"evidence-number", details.evidenceNumber},
           {"examiner", details.examiner},
           {"description", details.description},
           {"notes", details.notes}};
    for (const auto &[option, value] : caseOptions) {
        if (!value.isEmpty())
            add(option, value);
    }
    if (request.verify == VerifyPolicy::Image)
        add("verify");
    if (request.verify == VerifyPolicy::ImageAndSource)
        add("verify-source");
    if (request.writeBlock)
        add("write-block");
    if (!request.captureSmart)
        add("no-smart");
    if (request.overwrite == OverwritePolicy::Overwrite)
        add("force");
    if (request.overwrite == OverwritePolicy::Resume)
        add("resume");
    return arguments;
}

Acquisition::Acquisition(AcquisitionRequest request)
    : m_request(std::move(request))
{}

Acquisition::Acquisition(AcquisitionRequest request, std::unique_ptr<SourceDevice> source)
    : m_request(std::move(request))
    , m_source(std::move(source))
{}

Acquisition::~Acquisition()
{
    // A prepared acquisition that never ran (the front end gave up) still lifts its write-block.
    if (m_writeBlockUndo)
        (void)restoreReadOnly(*m_writeBlockUndo);
}

QStringList Acquisition::plannedOutputs(const AcquisitionRequest &request, qint64 sourceBytes)
{
    const QString &base = request.basePath;
    QStringList paths
        = RawImageSink::plannedFilePaths(base, request.settings.segmentBytes, sourceBytes);
    paths << base + QStringLiteral(".map") << base + QStringLiteral(".txt")
          << base + QStringLiteral(".json");
    for (HashAlgorithm algorithm : toList(request.settings.hashes))
        paths << base + QLatin1Char('.') + hashName(algorithm);
    return paths;
}

Result<void> Acquisition::checkDestination(const SourceDevice &source)
{
    const QFileInfo base(m_request.basePath);
    if (!base.absoluteDir().exists())
        return Error::fromErrno(Error::Code::OutputOpenFailed, ENOENT, base.absolutePath(), -1,
                                tr("the destination folder does not exist"));
    const QStringList outputs = plannedOutputs(m_request, source.sizeBytes());
    if (const auto *file = dynamic_cast<const DeviceFileSource *>(&source)) {
        if (const Result<void> safe = checkOutputsNotOnSource(*file, outputs); !safe)
            return safe.error();
    }
    const QString mapPath = m_request.basePath + QStringLiteral(".map");
    if (m_request.overwrite == OverwritePolicy::Refuse) {
        if (QFileInfo::exists(mapPath))
            return Error::fromErrno(Error::Code::OutputExists, 0, mapPath, -1,
                                    tr("an earlier acquisition into this name was interrupted "
                                       "or has finished: resume it, or choose to start over"));
        for (const QString &path : outputs) {
            if (QFileInfo::exists(path))
                return Error::fromErrno(Error::Code::OutputExists, 0, path);
        }
    }
    if (m_request.overwrite == OverwritePolicy::Resume) {
        Result<RescueMap> map = MapFile::load(mapPath);
        if (!map)
            return map.error();
        if (const Result<void> valid = ImagingJob::validateResumeMap(*map, source); !valid) {
            Error error = valid.error();
            error.path = mapPath;
            return error;
        }
        if (!resumeWouldRead(*map, source.sizeBytes(), m_request.settings))
            return Error::fromErrno(
                Error::Code::OutputExists, 0, mapPath, -1,
                tr("that acquisition is finished: its map leaves nothing to read from the "
                   "source, so resuming would only hash the image again and replace the hashes "
                   "it recorded. Verify the image instead, or acquire into another name"));
        m_resumeFrom = std::move(*map);
        QFile earlierLog(m_request.basePath + QStringLiteral(".txt"));
        if (earlierLog.open(QIODevice::ReadOnly))
            m_earlierLog = earlierLog.readAll();
    }
    return {};
}

bool Acquisition::resumeWouldRead(const RescueMap &map, qint64 sourceBytes,
                                  const ImagingSettings &settings)
{
    // A map shorter than the source (a drive read before it had its full size) leaves the rest
    // untried.
    const qint64 untried = map.bytesIn(SectorState::NonTried) + map.bytesIn(SectorState::NonTrimmed)
                           + map.bytesIn(SectorState::NonScraped)
                           + std::max<qint64>(0, sourceBytes - map.sizeBytes());
    const bool retries = settings.preset == Preset::Rescue && settings.retries > 0
                         && map.bytesIn(SectorState::BadSector) > 0;
    return untried > 0 || retries;
}

bool Acquisition::resumeWouldRead(const QString &mapPath, qint64 sourceBytes,
                                  const ImagingSettings &settings)
{
    const Result<RescueMap> map = MapFile::load(mapPath);
    // A map that cannot be read is for prepare() to explain.
    return !map || resumeWouldRead(*map, sourceBytes, settings);
}

Result<void> Acquisition::openOutputs()
{
    OutputMode mode = OutputMode::CreateNew;
    if (m_request.overwrite == OverwritePolicy::Overwrite)
        mode = OutputMode::Overwrite;
    if (m_request.overwrite == OverwritePolicy::Resume)
        mode = OutputMode::Resume;
    Result<std::unique_ptr<RawImageSink>> sink = RawImageSink::create(
        m_request.basePath, m_request.settings.segmentBytes, m_source->sizeBytes(), mode);
    if (!sink)
        return sink.error();
    m_sink = std::move(*sink);
    return {};
}

Result<void> Acquisition::prepare()
{
    if (!m_source) {
        Result<std::unique_ptr<DeviceFileSource>> opened
            = DeviceFileSource::open(m_request.sourcePath);
        if (!opened)
            return opened.error();
        m_source = std::move(*opened);
    }
    if (const Result<void> valid = ImagingJob::validate(m_request.settings, *m_source); !valid)
        return valid.error();
    if (const Result<void> destination = checkDestination(*m_source); !destination)
        return destination.error();
    m_writeBlock.requested = m_request.writeBlock;
    const auto *file = dynamic_cast<const DeviceFileSource *>(m_source.get());
    if (file && file->isBlockDevice()) {
        describeDrive(*file);
        if (const Result<void> same = checkResumedDrive(); !same)
            return same.error();
        m_smartAtStart = captureSmart();
        if (m_request.writeBlock) {
            if (const Result<void> set = setWriteBlock(*file); !set)
                return set.error();
        }
    }
    if (const Result<void> opened = openOutputs(); !opened)
        return opened.error();
    m_job
        = std::make_unique<ImagingJob>(*m_source, *m_sink, m_request.settings,
                                       MapFile(m_request.basePath + QStringLiteral(".map"),
                                               m_request.commandLine, QDateTime::currentDateTime()),
                                       std::move(m_resumeFrom));
    m_publishedJob.store(m_job.get());
    if (m_cancelRequested.load())
        m_job->cancel();
    return {};
}

Result<void> checkSameDrive(const QByteArray &earlierRecord, const QString &sourcePath,
                            const QString &currentSerial)
{
    const QJsonObject source
        = QJsonDocument::fromJson(earlierRecord).object().value(u"source").toObject();
    const QString serial = source.value(u"serial").toString();
    if (serial.isEmpty() || currentSerial.isEmpty() || serial == currentSerial)
        return {};
    return Error::fromErrno(Error::Code::InvalidArgument, 0, sourcePath, -1,
                            Acquisition::tr("the image was started from the drive with serial "
                                            "number %1, but %2 is the drive with serial number "
                                            "%3: resume only from the same drive")
                                .arg(serial, sourcePath, currentSerial));
}

Result<void> Acquisition::checkResumedDrive() const
{
    if (m_request.overwrite != OverwritePolicy::Resume || !m_drive)
        return {};
    QFile recordFile(m_request.basePath + QStringLiteral(".json"));
    if (!recordFile.open(QIODevice::ReadOnly))
        return {};
    return checkSameDrive(recordFile.readAll(), m_request.sourcePath, m_drive->serial);
}

void Acquisition::describeDrive(const DeviceFileSource &source)
{
    Result<SourceDrive> described = SourceDrive::describe(source.path());
    if (!described) {
        m_driveError = described.error();
        return;
    }
    m_drive = described->drive;
    m_mountedPartitions = described->mountedFileSystems;
}

// setReadOnly() reads every flag back as it sets it; reading the whole state again afterwards
// is what the record calls "verified": every node of the source read-only, as the kernel says.
Result<void> Acquisition::setWriteBlock(const DeviceFileSource &source)
{
    Result<ReadOnlyState> previous = setReadOnly(source.path());
    if (!previous)
        return previous.error();
    m_writeBlockUndo = *previous;
    m_writeBlock.set = true;
    const Result<ReadOnlyState> now = readOnlyState(source.path());
    if (!now) {
        m_writeBlock.error = now.error();
        return {};
    }
    m_writeBlock.whileSet = *now;
    m_writeBlock.verified = now->isReadOnly();
    if (!m_writeBlock.verified)
        m_writeBlock.error = Error::fromErrno(Error::Code::WriteBlockFailed, 0, source.path(), -1,
                                              QStringLiteral("a node reads writable after "
                                                             "BLKROSET"));
    return {};
}

// Read-only by SmartctlRunner's contract (no -s on, no self-test). A drive without SMART (a loop
// device, many USB bridges) gives an "unavailable" snapshot with smartctl's reason: recorded, never
// a reason to stop.
std::optional<SmartSnapshot> Acquisition::captureSmart() const
{
    if (!m_request.captureSmart)
        return std::nullopt;
    const QDateTime capturedAt = QDateTime::currentDateTimeUtc();
    return SmartSnapshot::fromQuery(SmartctlRunner().query(m_source->path()), capturedAt);
}

void Acquisition::cancel()
{
    m_cancelRequested.store(true);
    if (ImagingJob *job = m_publishedJob.load())
        job->cancel();
    if (HashingJob *verifying = m_verifyJob.load())
        verifying->cancel();
}

ProgressSnapshot Acquisition::progress() const
{
    const ImagingJob *job = m_publishedJob.load();
    return job ? job->progress() : ProgressSnapshot{};
}

RescueMap Acquisition::mapSnapshot() const
{
    const ImagingJob *job = m_publishedJob.load();
    return job ? job->mapSnapshot() : RescueMap{};
}

qint64 Acquisition::elapsedMilliseconds() const
{
    return m_elapsed.isValid() ? m_elapsed.elapsed() : 0;
}

void Acquisition::sampleThroughput()
{
    if (phase() != Phase::Imaging)
        return;
    const QMutexLocker lock(&m_historyMutex);
    m_history.add({m_elapsed.elapsed() / 1000.0, progress().bytesDone()});
}

AcquisitionRecord Acquisition::execute()
{
    Q_ASSERT(m_job);
    AcquisitionRecord record;
    {
        const QMutexLocker lock(&m_historyMutex);
        m_elapsed.start();
        m_history.add({0.0, 0});
    }
    m_phase.store(Phase::Imaging);
    record.outcome = m_job->run();
    {
        const QMutexLocker lock(&m_historyMutex);
        m_history.add({m_elapsed.elapsed() / 1000.0, progress().bytesDone()});
        record.throughput = m_history.samples();
    }
    m_sink.reset(); // close the image files before their sizes are recorded
    record.commandLine = m_request.commandLine;
    record.describeHost();
    record.caseDetails = m_request.caseDetails;
    describeSource(record);
    record.settings = m_request.settings;
    if (m_request.verify != VerifyPolicy::None
        && record.outcome.status == ImagingOutcome::Status::Completed) {
        m_phase.store(Phase::Verifying);
        record.verification = verifyImage(record.outcome);
        if (m_request.verify == VerifyPolicy::ImageAndSource)
            record.verification->source = rereadSource();
    }
    const auto *file = dynamic_cast<const DeviceFileSource *>(m_source.get());
    if (file && file->isBlockDevice())
        record.smartAtEnd = captureSmart();
    // Lifted only now, so that the flag covers the source re-read too.
    if (m_writeBlockUndo) {
        if (const Result<void> restored = restoreReadOnly(*m_writeBlockUndo); !restored)
            m_outputError = restored.error();
        m_writeBlockUndo.reset();
    }
    m_phase.store(Phase::WritingOutputs);
    writeOutputs(record);
    m_phase.store(Phase::Finished);
    return record;
}

void Acquisition::describeSource(AcquisitionRecord &record) const
{
    QString kind = QStringLiteral("simulated");
    QString path = m_source->path();
    if (const auto *file = dynamic_cast<const DeviceFileSource *>(m_source.get())) {
        kind = file->isBlockDevice() ? QStringLiteral("block device") : QStringLiteral("file");
        path = QFileInfo(path).absoluteFilePath();
    }
    record.source = {path, kind, m_source->sizeBytes(), m_source->logicalSectorBytes(),
                     m_source->physicalSectorBytes()};
    record.drive = m_drive;
    record.mountedPartitions = m_mountedPartitions;
    record.driveError = m_driveError;
    record.smartAtStart = m_smartAtStart;
    record.writeBlock = m_writeBlock;
}

// The same SourceDevice the job read, read again from its first byte to its last. Unreadable
// sectors read as the fill byte, as in the image, so the digests are comparable with the image's
// only when no sector was bad: a failing drive rarely fails at the same sectors twice. They are
// recorded anyway; the report compares them itself.
SourceReread Acquisition::rereadSource()
{
    SourceReread reread;
    reread.time = QDateTime::currentDateTimeUtc();
    SourceHasher hasher(*m_source, m_request.settings.hashes, m_request.settings.blockBytes,
                        m_request.settings.fillByte, m_cancelRequested);
    Result<QList<HashResult>> hashes = hasher.run();
    reread.unreadableBytes = hasher.unreadableBytes();
    if (hashes)
        reread.hashes = *hashes;
    else
        reread.error = hashes.error();
    return reread;
}

ImageVerification Acquisition::verifyImage(const ImagingOutcome &outcome)
{
    ImageVerification verification;
    verification.time = QDateTime::currentDateTimeUtc();
    Result<RawImageReader> reader = RawImageReader::open(outcome.imageFiles);
    if (!reader) {
        verification.error = reader.error();
        return verification;
    }
    m_verifyJobOwner = std::make_unique<HashingJob>(*reader, m_request.settings.hashes);
    m_verifyJob.store(m_verifyJobOwner.get());
    if (m_cancelRequested.load())
        m_verifyJobOwner->cancel();
    Result<QList<HashResult>> hashes = m_verifyJobOwner->run();
    if (hashes)
        verification.hashes = *hashes;
    else
        verification.error = hashes.error();
    return verification;
}

void Acquisition::writeOutputs(AcquisitionRecord &record)
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

    const auto keepFirst = [this](const Error &error) {
        if (!m_outputError)
            m_outputError = error;
    };
    const Result<QStringList> sidecars
        = writeChecksumSidecars(m_request.basePath, outcome.hashes, outcome.imageFiles);
    if (sidecars) {
        for (const QString &path : *sidecars)
            addOutput(path, QStringLiteral("checksums"));
    } else {
        keepFirst(sidecars.error());
    }
    const QString logPath = m_request.basePath + QStringLiteral(".txt");
    QByteArray log = record.toText().toUtf8();
    // A resumed acquisition keeps what the log said of the runs before it, reports and their
    // SHA-256 lines included.
    if (!m_earlierLog.isEmpty())
        log += '\n' + tr("Earlier runs of this acquisition, as the log recorded them:").toUtf8()
               + "\n\n" + m_earlierLog;
    if (const Result<void> saved = saveText(logPath, log); !saved)
        keepFirst(saved.error());
    addOutput(logPath, QStringLiteral("log"));
    const QByteArray json = QJsonDocument(record.toJson()).toJson(QJsonDocument::Indented);
    if (const Result<void> saved = saveText(m_request.basePath + QStringLiteral(".json"), json);
        !saved)
        keepFirst(saved.error());
}

} // namespace Custody
