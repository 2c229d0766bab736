// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/acquisition.h"
#include "acquisition/earlieroutputs.h"

#include "acquisition/resumecheck.h"
#include "acquisition/sourcedrive.h"
#include "acquisition/sourcelayout.h"
#include "acquisition/sourcereread.h"
#include "device/hiddenareaprobe.h"
#include "device/layoutprobe.h"
#include "device/smartctlrunner.h"
#include "engine/acquisitionfiles.h"
#include "engine/mapfile.h"
#include "io/devicefilesource.h"
#include "io/ewfcontainer.h"
#include "io/imageformat.h"
#include "io/opensource.h"
#include "util/durablefile.h"
#include "util/nativepath.h"
#include "util/units.h"

#include <sys/sysmacros.h>

#include <QJsonObject>
#include <QScopeGuard>

namespace Custody {

namespace {

QString mapPathOf(const QString &basePath)
{
    return basePath + QStringLiteral(".map");
}

// The chunks of a container image (E01) that failed their checksum while it was read back, as
// an error: what was read there is not what was written, whatever the digests say.
std::optional<Error> containerFaults(const ImageReader &image)
{
    const QList<ImageFault> faults = image.faults();
    if (faults.isEmpty())
        return std::nullopt;
    return Error::fromErrno(Error::Code::ImageReadFailed, 0, faults.first().file,
                            faults.first().extent.offset,
                            QStringLiteral("%1 chunk(s) of the E01 image fail their checksum, "
                                           "the first at bytes %2")
                                .arg(faults.size())
                                .arg(formatByteRange(faults.first().extent)));
}

// A partition rather than a whole drive: what an E01 calls a logical, not a physical, source.
bool isPartition(const QString &devicePath)
{
    const std::optional<struct stat> status = statPath(devicePath);
    if (!status || !S_ISBLK(status->st_mode))
        return false;
    return pathExists(QStringLiteral("/sys/dev/block/%1:%2/partition")
                          .arg(major(status->st_rdev))
                          .arg(minor(status->st_rdev)));
}

} // namespace

bool AcquisitionRequest::operator==(const AcquisitionRequest &other) const
{
    const auto caseTuple = [](const CaseDetails &c) {
        return std::tie(c.caseNumber, c.evidenceNumber, c.examiner, c.description, c.notes);
    };
    // Every setting, the E01 ones and the resume window included.
    return sourcePath == other.sourcePath && basePath == other.basePath
           && settings == other.settings && caseTuple(caseDetails) == caseTuple(other.caseDetails)
           && overwrite == other.overwrite && verify == other.verify
           && writeBlock == other.writeBlock && captureSmart == other.captureSmart
           && readLayout == other.readLayout && commandLine == other.commandLine
           && alsoOutputs == other.alsoOutputs && network == other.network && clone == other.clone
           && chosenSource == other.chosenSource;
}

Acquisition::Acquisition(AcquisitionRequest request)
    : m_request(std::move(request))
    , m_writeBlock(m_request.writeBlock)
{}

Acquisition::Acquisition(AcquisitionRequest request, std::unique_ptr<SourceDevice> source)
    : m_request(std::move(request))
    , m_source(std::move(source))
    , m_writeBlock(m_request.writeBlock)
{}

Acquisition::~Acquisition() = default;

QStringList Acquisition::plannedOutputs(const AcquisitionRequest &request, qint64 sourceBytes)
{
    const QString &base = request.basePath;
    const ImagingSettings &settings = request.settings;
    // A clone writes no image files, and so no checksum files of them: its digests are the
    // record's and the log's.
    QStringList paths;
    if (!request.clone)
        paths
            = ImageFormats::plannedFiles(settings.format, base, settings.segmentBytes, sourceBytes);
    paths << base + QStringLiteral(".map") << base + QStringLiteral(".txt")
          << base + QStringLiteral(".json");
    for (HashAlgorithm algorithm : toList(request.settings.hashes)) {
        if (!request.clone)
            paths << base + QLatin1Char('.') + hashName(algorithm);
    }
    if (request.settings.hashWindowBytes > 0) {
        for (HashAlgorithm algorithm : toList(request.settings.hashes))
            paths << base + QStringLiteral(".windows.") + hashName(algorithm);
    }
    return paths;
}

WriteGate Acquisition::writeGate() const
{
    WriteGate gate;
    gate.protectSource(*m_source);
    gate.ownBase(m_request.basePath);
    return gate;
}

Result<void> Acquisition::checkNotOnEvidence() const
{
    const QString baseFolder = pathFolder(absolutePath(m_request.basePath));
    const std::optional<struct stat> folder = statPath(baseFolder);
    if (!folder || !S_ISDIR(folder->st_mode))
        return Error::fromErrno(Error::Code::OutputOpenFailed, folder ? ENOTDIR : ENOENT,
                                baseFolder, -1, tr("the destination folder does not exist"));
    // The identity of the file that was opened, not of whatever the path names now.
    const WriteGate gate = writeGate();
    QStringList planned = plannedOutputs(m_request, m_source->sizeBytes());
    // A new acquisition refuses any file that exists and starting over proves what it replaces
    // (checkExistingOutputs, under the locks, so that a run still writing them is named as
    // such); a resume continues the files ResumeCheck examines.
    for (const QString &path : planned << AcquisitionLock::outputLockPath(m_request.basePath)) {
        if (const Result<void> safe = gate.checkNotOnSource(path); !safe)
            return safe;
    }
    return {};
}

Result<void> Acquisition::takeLocks()
{
    const QString &command = m_request.commandLine;
    Result<std::unique_ptr<AcquisitionLock>> output
        = AcquisitionLock::take(AcquisitionLock::outputLockPath(m_request.basePath),
                                tr("the output %1").arg(m_request.basePath), command);
    if (!output)
        return output.error();
    m_outputLock = std::move(*output);
    if (m_primary) // an --also output: the source is the primary's, and locked by it
        return {};
    if (!m_source->localIdentity()) // locked by the path of its node on this machine
        return {};
    const QString sourceLock = AcquisitionLock::sourceLockPath(m_source->path());
    if (sourceLock.isEmpty())
        return {};
    Result<std::unique_ptr<AcquisitionLock>> source
        = AcquisitionLock::take(sourceLock, tr("the source %1").arg(m_source->path()), command);
    if (!source)
        return source.error();
    m_sourceLock = std::move(*source);
    return {};
}

Result<void> Acquisition::checkExistingOutputs()
{
    const QString mapPath = mapPathOf(m_request.basePath);
    if (m_request.overwrite == OverwritePolicy::Refuse) {
        if (pathExists(mapPath))
            return Error::fromErrno(Error::Code::OutputExists, 0, mapPath, -1,
                                    tr("an earlier acquisition into this name was interrupted "
                                       "or has finished: resume it, or choose to start over"));
        if (const QStringList earlier = EarlierOutputs::all(m_request.basePath); !earlier.isEmpty())
            return Error::fromErrno(Error::Code::OutputExists, 0, earlier.first());
    }
    if (m_request.overwrite == OverwritePolicy::Resume) {
        Result<ResumePlan> plan
            = ResumePlan::check(m_request.basePath, m_request.settings, *m_source, m_fingerprint);
        if (!plan)
            return plan.error();
        m_resume = std::move(*plan);
    }
    if (m_request.overwrite == OverwritePolicy::Overwrite)
        return EarlierOutputs::checkStartingOver(writeGate(), m_request.basePath,
                                                 plannedOutputs(m_request, m_source->sizeBytes()));
    return {};
}

QJsonObject Acquisition::companion() const
{
    return m_resume.companion(m_fingerprint, m_request.settings);
}

ImageDescription caseImageDescription(const CaseDetails &details)
{
    ImageDescription description;
    description.caseNumber = details.caseNumber;
    description.evidenceNumber = details.evidenceNumber;
    description.examiner = details.examiner;
    description.description = details.description;
    description.notes = details.notes;
    description.software = QStringLiteral("Custody ") + QStringLiteral(CUSTODY_VERSION);
    return description;
}

ImageDescription Acquisition::imageDescription() const
{
    ImageDescription description = caseImageDescription(m_request.caseDetails);
    if (const std::optional<DeviceInfo> &drive = m_drive.drive) {
        description.model = drive->model;
        description.serial = drive->serial;
        description.removable = drive->removability == Removability::Removable;
    }
    description.physical = m_source->isLocalDrive() && !isPartition(m_source->path());
    description.bytesPerSector = m_source->logicalSectorBytes();
    return description;
}

Result<void> Acquisition::openOutputs()
{
    OutputMode mode = OutputMode::CreateNew;
    if (m_request.overwrite == OverwritePolicy::Overwrite) {
        const MapFile emptyMap(mapPathOf(m_request.basePath), m_request.commandLine,
                               QDateTime::currentDateTime(), companion());
        if (const Result<void> removed = EarlierOutputs::startOver(writeGate(), m_request.basePath,
                                                                   emptyMap, m_source->sizeBytes());
            !removed)
            return removed;
        mode = OutputMode::Overwrite;
    }
    if (m_request.overwrite == OverwritePolicy::Resume)
        mode = OutputMode::Resume;
    if (m_clone) {
        m_sink = m_clone->sink();
        return {};
    }
    Result<std::unique_ptr<ImageSink>> sink
        = ImageFormats::createSink(m_request.settings.imageFormatOptions(), m_request.basePath,
                                   imageDescription(), m_source->sizeBytes(), mode);
    if (!sink)
        return sink.error();
    m_sink = std::move(*sink);
    if (m_request.settings.format == ImageFormat::Ewf) {
        m_segmentDigester = std::make_unique<FileDigester>(HashAlgorithm::Md5);
        m_sink->setFileClosedHandler(
            [digester = m_segmentDigester.get()](const QString &path) { digester->add(path); });
    }
    return {};
}

Result<void> Acquisition::prepare()
{
    if (!m_source) {
        Result<std::unique_ptr<SourceDevice>> opened
            = openSource(m_request.sourcePath, m_request.network);
        if (!opened)
            return opened.error();
        m_source = std::move(*opened);
    }
    // A network source waiting for its server gives up when the acquisition is cancelled (the
    // imaging job hands it a flag of its own for the run).
    m_source->setCancelRequest(&m_cancelRequested);
    const auto forgetCancel = qScopeGuard([this] { m_source->setCancelRequest(nullptr); });
    // The E01's default chunk, 64 sectors, in bytes of this source: what the record says.
    if (m_request.settings.format == ImageFormat::Ewf && m_request.settings.chunkBytes == 0)
        m_request.settings.chunkBytes
            = qint64(Ewf::DefaultSectorsPerChunk) * m_source->logicalSectorBytes();
    if (const Result<void> valid = ImagingJob::validate(m_request.settings, *m_source); !valid)
        return valid.error();
    if (const Result<void> chosen = checkChosenSource(); !chosen)
        return chosen.error();
    if (m_request.overwrite == OverwritePolicy::Resume
        && m_request.settings.format == ImageFormat::Ewf)
        return Error::fromErrno(
            Error::Code::ResumeRefused, 0, m_request.basePath, -1,
            tr("an interrupted E01 acquisition cannot be resumed: acquire again, replacing its "
               "files, or acquire to raw with the rescue preset (which resumes) and convert the "
               "result to E01"));
    // Nothing is created before the outputs are known not to write onto the evidence; the lock
    // file is the first thing created, and nothing else is written before it is held.
    if (const Result<void> safe = checkNotOnEvidence(); !safe)
        return safe.error();
    if (const Result<void> also = createAlsoOutputs(); !also)
        return also.error();
    if (const Result<void> drive = openClone(); !drive)
        return drive.error();
    if (const Result<void> locked = takeLocks(); !locked)
        return locked.error();
    if (const Result<void> locked = lockAlsoOutputs(); !locked)
        return locked.error();
    const bool blockDevice = m_source->isLocalDrive();
    if (blockDevice) {
        describeDrive();
        // Before the first byte of the drive is read (its fingerprint, SMART, the identify
        // data): the drive is read-only for all of it. A check below that refuses the
        // acquisition lifts it again (the session's destructor).
        if (m_request.writeBlock) {
            if (const Result<void> set = m_writeBlock.set(m_source->path()); !set)
                return set.error();
        }
    }
    const std::optional<DeviceInfo> &drive = m_drive.drive;
    const std::optional<RemoteDriveIdentity> remote = m_source->remoteDrive();
    m_fingerprint = SourceFingerprint::of(*m_source,
                                          drive    ? drive->model
                                          : remote ? remote->model
                                                   : QString(),
                                          drive    ? drive->serial
                                          : remote ? remote->serial
                                                   : QString());
    if (const Result<void> existing = checkExistingOutputs(); !existing)
        return existing.error();
    if (const Result<void> existing = checkAlsoOutputsExisting(); !existing)
        return existing.error();
    if (blockDevice) {
        if (const Result<void> same = checkResumedDrive(); !same)
            return same.error();
    }
    if (const Result<void> unchanged = m_resume.checkEarlierWindows(
            m_request.settings.format, m_cancelRequested, &m_imageCheckBytes, &m_imageCheckTotal);
        !unchanged)
        return unchanged.error();
    if (blockDevice) {
        // Read-only by the probe's closed command tables; never a reason to stop: what the drive
        // hides, or why that is not known, goes into the record, the log and the report.
        m_drive.hiddenAreas = probeHiddenAreas(m_source->path());
        m_drive.smartAtStart = captureSmart();
    }
    if (m_request.readLayout)
        readLayout();
    if (m_clone && m_request.captureSmart)
        m_clone->captureSmart();
    if (const Result<void> opened = openOutputs(); !opened)
        return opened.error();
    ownPlannedOutputs();
    if (const Result<void> opened = openAlsoOutputs(); !opened)
        return opened.error();
    m_job
        = std::make_unique<ImagingJob>(*m_source, *m_sink, m_request.settings,
                                       MapFile(mapPathOf(m_request.basePath), m_request.commandLine,
                                               QDateTime::currentDateTime(), companion()),
                                       m_resume.takeMap());
    if (m_request.settings.hashWindowBytes > 0)
        m_job->setWindowLogBase(m_request.basePath, [gate = m_outputGate](const QString &path) {
            return checkOutputWritable(gate, path);
        });
    addAlsoOutputsToJob();
    m_publishedJob.store(m_job.get());
    if (m_cancelRequested.load())
        m_job->cancel();
    return {};
}

void Acquisition::ownPlannedOutputs()
{
    // The files written at the end may replace only what is at their names now, which the checks
    // of prepare() accepted (a resume's earlier log, record, sidecars and windows; no database,
    // which no acquisition writes): whatever is put there later is someone else's, and is kept.
    m_outputGate = writeGate();
    for (const QString &path : plannedOutputs(m_request, m_source->sizeBytes())) {
        if (!isSqliteDatabase(path))
            m_outputGate.own(path);
    }
}

Result<void> Acquisition::checkResumedDrive() const
{
    if (m_request.overwrite != OverwritePolicy::Resume || !m_drive.drive)
        return {};
    return checkSameDrive(readEarlierFile(AcquisitionFiles(m_request.basePath).record()),
                          m_request.sourcePath, m_drive.drive->serial);
}

Result<void> Acquisition::checkChosenSource() const
{
    if (!m_request.chosenSource)
        return {};
    const AcquisitionRequest::ChosenDrive &chosen = *m_request.chosenSource;
    const auto named = [](const QString &serial, qint64 bytes) {
        return serial.trimmed().isEmpty() ? tr("no serial number and %1 bytes").arg(bytes)
                                          : tr("the serial number \"%1\" and %2 bytes")
                                                .arg(serial.trimmed(), QString::number(bytes));
    };
    const auto refuse = [this, &chosen, &named](const QString &what) {
        return Error::fromErrno(Error::Code::SourceNotTheOneChosen, 0, m_request.sourcePath, -1,
                                tr("%1, but the drive chosen has %2: another drive under the same "
                                   "name, or this one changed")
                                    .arg(what, named(chosen.serial, chosen.sizeBytes)));
    };
    if (!m_source->isLocalDrive())
        return refuse(tr("it is not a drive"));
    const Result<SourceDrive> described = SourceDrive::describe(m_source->path());
    if (!described)
        return refuse(tr("its identity cannot be read (%1)").arg(described.error().userMessage()));
    const QString serial = described->drive.serial.trimmed();
    if (serial.compare(chosen.serial.trimmed(), Qt::CaseInsensitive) != 0
        || described->drive.sizeBytes != chosen.sizeBytes)
        return refuse(
            tr("it reports %1").arg(named(described->drive.serial, described->drive.sizeBytes)));
    return {};
}

void Acquisition::describeDrive()
{
    Result<SourceDrive> described = SourceDrive::describe(m_source->path());
    if (!described) {
        m_drive.error = described.error();
        return;
    }
    m_drive.drive = described->drive;
    m_drive.mountedPartitions = described->mountedFileSystems;
}

void Acquisition::readLayout()
{
    // Never a reason to stop: why it could not be read is recorded. A drive or one image file
    // through the source's own descriptor (the node being imaged, not whatever the path names
    // now); an E01 or split image and a network source through a FUSE view of the source itself
    // (root). A network source's is given up after NetworkLayoutTimeLimit or on a cancel: a
    // server that answers late or falls silent must not hold the acquisition up for the minutes
    // of its timeout before a sector is imaged (the source connects again for the first read). A
    // simulated source (tests) has no medium to describe.
    Result<MediumLayout> layout = Error::fromErrno(Error::Code::SourceNotReadable, 0, QString());
    if (const auto *node = dynamic_cast<const DeviceFileSource *>(m_source.get())) {
        layout
            = readMediumLayout(node->descriptor(), node->sizeBytes(), node->logicalSectorBytes());
    } else if (m_source->kind() == SourceKind::File) {
        layout = readSourceLayout(*m_source);
    } else if (m_source->kind() == SourceKind::Network) {
        layout = readSourceLayout(*m_source, NetworkLayoutTimeLimit, &m_cancelRequested);
        m_source->setCancelRequest(&m_cancelRequested);
    } else {
        return;
    }
    if (layout)
        m_drive.layout = std::move(*layout);
    else
        m_drive.layoutError = layout.error();
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
    if (m_publishedJob.load()) { // the --also outputs are fixed by then
        for (const std::unique_ptr<Acquisition> &output : m_alsoOutputs)
            output->cancel();
    }
}

ProgressSnapshot Acquisition::progress() const
{
    const ImagingJob *job = m_publishedJob.load();
    return job ? job->progress() : ProgressSnapshot{};
}

Acquisition::ReadBackProgress Acquisition::readBackProgress() const
{
    if (const Acquisition *output = m_verifyingAlso.load())
        return output->readBackProgress();
    ReadBackProgress progress;
    progress.rereadingSource = m_rereadingSource.load();
    if (progress.rereadingSource) {
        progress.totalBytes = m_rereadBytes.load();
        if (const SourceReread *reread = m_reread.load())
            progress.bytesRead = reread->bytesRead();
    } else if (const HashingJob *verifying = m_verifyJob.load()) {
        progress.bytesRead = verifying->bytesRead();
        progress.totalBytes = m_readBackBytes.load();
    }
    return progress;
}

QList<ThroughputSample> Acquisition::throughput(Read read) const
{
    const QMutexLocker lock(&m_historyMutex);
    switch (read) {
    case Read::Imaging: return m_history.samples();
    case Read::ImageReadBack: return m_readBackSpan;
    case Read::SourceReread: return m_rereadSpan;
    }
    return {};
}

void Acquisition::markRead(QList<ThroughputSample> &span, qint64 bytesDone)
{
    const QMutexLocker lock(&m_historyMutex);
    span.append({m_elapsed.elapsed() / 1000.0, bytesDone});
}

RescueMap Acquisition::mapSnapshot() const
{
    const ImagingJob *job = m_publishedJob.load();
    return job ? job->mapSnapshot() : RescueMap{};
}

std::optional<ContentProfile> Acquisition::contentSnapshot() const
{
    const ImagingJob *job = m_publishedJob.load();
    return job ? job->contentSnapshot() : std::nullopt;
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
    {
        const QMutexLocker lock(&m_historyMutex);
        m_elapsed.start();
        m_history.add({0.0, 0});
    }
    m_phase.store(Phase::Imaging);
    const ImagingOutcome outcome = m_job->run();
    QList<ThroughputSample> samples;
    {
        const QMutexLocker lock(&m_historyMutex);
        m_history.add({m_elapsed.elapsed() / 1000.0, progress().bytesDone()});
        samples = m_history.samples();
    }
    m_sink.reset(); // close the image files before their sizes are recorded
    AcquisitionRecord record = assembleRecord(outcome, samples);
    if (m_clone) {
        m_handlingExcess.store(true);
        m_clone->finishWriting(outcome.status == ImagingOutcome::Status::Completed,
                               m_cancelRequested);
        m_handlingExcess.store(false);
    }
    if (m_request.verify != VerifyPolicy::None
        && outcome.status == ImagingOutcome::Status::Completed) {
        m_phase.store(Phase::Verifying);
        record.verification = verifyImage(outcome);
        if (m_request.verify == VerifyPolicy::ImageAndSource)
            record.verification->source = rereadSource(outcome);
    }
    verifyAlsoOutputs(outcome);
    if (m_clone)
        finishClone(record);
    if (m_source->isLocalDrive()) {
        if (const std::optional<SmartSnapshot> smart = captureSmart())
            record.smartAtEnd = RecordedSmart::from(*smart);
    }
    // Lifted only now, so that the flag covers the source re-read too.
    if (m_writeBlock.isSet()) {
        m_writeBlock.lift();
        record.writeBlock = m_writeBlock.record();
    }
    m_phase.store(Phase::WritingOutputs);
    recordAlsoOutputs(record, outcome, samples);
    AcquisitionOutputs outputs(m_outputGate, m_request.basePath, m_request.settings.format);
    outputs.write(record, outcome, m_segmentDigester.get(), m_resume.earlierLog());
    m_outputError = outputs.error();
    m_droppedSignatures = outputs.droppedSignatures();
    if (outcome.status != ImagingOutcome::Status::Completed || m_outputError)
        m_keptOutputs = AcquisitionOutputs::lookAt(plannedOutputs(m_request, m_source->sizeBytes()),
                                                   mapPathOf(m_request.basePath));
    writeAlsoOutputs();
    // The files are final: another acquisition of the drive, or a resume of this one, may start
    // as soon as execute() returns, not only once this object is gone.
    m_sourceLock.reset();
    m_outputLock.reset();
    m_phase.store(Phase::Finished);
    return record;
}

AcquisitionRecord Acquisition::assembleRecord(const ImagingOutcome &outcome,
                                              const QList<ThroughputSample> &samples) const
{
    AcquisitionRecord record;
    record.tool = ToolIdentity::running(m_request.commandLine);
    record.host = HostIdentity::running();
    record.caseDetails = m_request.caseDetails;
    describeSource(record, *m_source, m_drive, m_writeBlock.record());
    record.settings = m_request.settings;
    record.result = AcquisitionResult::from(outcome);
    record.hashes = RecordedHash::from(outcome);
    m_resume.recordRuns(record, outcome, samples, m_request.commandLine);
    return record;
}

// The same SourceDevice the job read, read again from its first byte to its last and compared
// with the image outside the sectors the acquisition did not read (see SourceReread).
SourceRereadRecord Acquisition::rereadSource(const ImagingOutcome &outcome)
{
    m_rereadBytes.store(m_source->sizeBytes());
    m_rereadingSource.store(true);
    markRead(m_rereadSpan, 0);
    Result<std::unique_ptr<ImageReader>> image = openWritten(outcome);
    if (!image) {
        SourceRereadRecord failed;
        failed.time = QDateTime::currentDateTimeUtc();
        failed.error = RecordedError::from(image.error());
        return failed;
    }
    QList<Extent> unread;
    for (const SectorState state : {SectorState::NonTried, SectorState::NonTrimmed,
                                    SectorState::NonScraped, SectorState::BadSector})
        unread += outcome.map.extentsIn(state);
    std::sort(unread.begin(), unread.end(),
              [](const Extent &a, const Extent &b) { return a.offset < b.offset; });
    m_rereadOwner = std::make_unique<SourceReread>(
        *m_source, **image, unread, m_request.settings.hashes, m_request.settings.blockBytes,
        m_request.settings.fillByte, m_cancelRequested);
    m_reread.store(m_rereadOwner.get());
    SourceRereadRecord record = m_rereadOwner->run();
    markRead(m_rereadSpan, m_rereadOwner->bytesRead());
    if (const std::optional<Error> damaged = containerFaults(**image); damaged && !record.error)
        record.error = RecordedError::from(*damaged);
    return record;
}

VerificationRecord Acquisition::verifyImage(const ImagingOutcome &outcome)
{
    VerificationRecord verification;
    verification.time = QDateTime::currentDateTimeUtc();
    Result<std::unique_ptr<ImageReader>> reader = openWritten(outcome);
    if (!reader) {
        verification.error = RecordedError::from(reader.error());
        return verification;
    }
    // Just written, the image is in the page cache: reading it from there would compare memory
    // with memory. Its pages are dropped first, and the record says whether that worked.
    const CacheEviction eviction = (*reader)->evictCachedPages();
    ImageReadBack readBack;
    readBack.pagesStillCached = eviction.pagesStillCached;
    if (eviction.error)
        readBack.error = RecordedError::from(*eviction.error);
    markRead(m_readBackSpan, 0);
    m_verifyJobOwner = std::make_unique<HashingJob>(**reader, m_request.settings.hashes);
    m_readBackBytes.store((*reader)->sizeBytes());
    m_verifyJob.store(m_verifyJobOwner.get());
    if (m_cancelRequested.load())
        m_verifyJobOwner->cancel();
    QElapsedTimer reading;
    reading.start();
    Result<QList<HashResult>> hashes = m_verifyJobOwner->run();
    readBack.seconds = reading.nsecsElapsed() / 1e9;
    readBack.bytes = m_verifyJobOwner->bytesRead();
    markRead(m_readBackSpan, readBack.bytes);
    if (const std::optional<Error> damaged = containerFaults(**reader); damaged && hashes)
        hashes = *damaged; // an E01 chunk failed its checksum: libewf read it as zeros
    if (hashes) {
        verification.readBack = readBack; // of a whole read; an unfinished one is its error
        for (const HashResult &hash : *hashes)
            verification.image.append({hash.algorithm, hash.hex});
    } else {
        verification.error = RecordedError::from(hashes.error());
    }
    return verification;
}

} // namespace Custody
