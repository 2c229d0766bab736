// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/acquisition.h"

#include "acquisition/resumecheck.h"
#include "acquisition/sourcedrive.h"
#include "acquisition/sourcereread.h"
#include "device/evidenceguard.h"
#include "device/smartctlrunner.h"
#include "device/systemdisks.h"
#include "device/writegate.h"
#include "engine/acquisitionfiles.h"
#include "engine/hashingjob.h"
#include "engine/mapfile.h"
#include "engine/resumewindows.h"
#include "io/devicefilesource.h"
#include "io/ewfcontainer.h"
#include "io/imageformat.h"
#include "io/opensource.h"
#include "record/detachedsignature.h"
#include "record/sidecars.h"
#include "render/acquisitionlog.h"
#include "util/durablefile.h"
#include "util/nativepath.h"
#include "util/sourcelanguage.h"
#include "util/units.h"

#include <sys/sysmacros.h>
#include <unistd.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Custody {

namespace {

// The record and the log: text no larger than this is read back from an earlier run.
constexpr qint64 MaximumEarlierFileBytes = 64 * 1024 * 1024;

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

QString recordPathOf(const QString &basePath)
{
    return basePath + QStringLiteral(".json");
}

QString logPathOf(const QString &basePath)
{
    return basePath + QStringLiteral(".txt");
}

// An earlier run's file, or empty when there is none (or it cannot be read: then it is as if
// there were none, which only ever leads to more checking, never less).
QByteArray readEarlier(const QString &path)
{
    const Result<QByteArray> bytes = readWholeFile(path, MaximumEarlierFileBytes);
    return bytes ? *bytes : QByteArray();
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
           && commandLine == other.commandLine && network.tlsPskFile == other.network.tlsPskFile
           && network.tlsUsername == other.network.tlsUsername
           && network.tlsCertificates == other.network.tlsCertificates
           && network.timeoutSeconds == other.network.timeoutSeconds
           && network.reconnectAttempts == other.network.reconnectAttempts
           && network.reconnectDelaySeconds == other.network.reconnectDelaySeconds;
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
    const ImagingSettings &settings = request.settings;
    QStringList paths
        = ImageFormats::plannedFiles(settings.format, base, settings.segmentBytes, sourceBytes);
    paths << base + QStringLiteral(".map") << base + QStringLiteral(".txt")
          << base + QStringLiteral(".json");
    for (HashAlgorithm algorithm : toList(request.settings.hashes))
        paths << base + QLatin1Char('.') + hashName(algorithm);
    if (request.settings.hashWindowBytes > 0) {
        for (HashAlgorithm algorithm : toList(request.settings.hashes))
            paths << base + QStringLiteral(".windows.") + hashName(algorithm);
    }
    return paths;
}

QStringList Acquisition::earlierFiles(const QString &basePath)
{
    QStringList found;
    for (const AcquisitionFile &file : AcquisitionFiles(basePath).existing()) {
        // The lock is the acquisition's own while it runs, and a report is the examiner's: they
        // neither stop a new acquisition nor are removed by one (the report's signature is).
        if (file.kind != AcquisitionFileKind::Lock && file.kind != AcquisitionFileKind::Report)
            found << file.path;
    }
    return found;
}

QStringList Acquisition::provenEarlierFiles(const QString &basePath)
{
    const AcquisitionFiles files(basePath);
    QStringList proven;
    const QString folder = pathFolder(absolutePath(basePath)) + u'/';
    // The map with Custody's companion line proves itself and the image files of the format it
    // names (a GNU ddrescue map proves nothing: its image is ddrescue's).
    if (const Result<LoadedMap> map = MapFile::loadWithCompanion(files.map());
        map && !map->companion.isEmpty()) {
        proven << files.map();
        const QJsonObject shape = map->companion.value(u"image").toObject();
        const std::optional<ImageFormat> format
            = parseImageFormatName(shape.value(u"format").toString());
        if (format) {
            const QStringList images = files.plannedImages(
                *format, qint64(shape.value(u"segmentBytes").toDouble()), map->map.sizeBytes());
            for (const QString &image : ImageFormats::existingFiles(basePath)) {
                if (images.contains(image))
                    proven << image;
            }
        }
    }
    // The record proves itself and every file it lists, by name in this folder (a copied or
    // moved case folder keeps its names, not the record's absolute paths).
    const Result<QByteArray> recordBytes = readWholeFile(files.record(), MaximumEarlierFileBytes);
    if (recordBytes && recordBytes->contains("\"custody-acquisition-record\"")) {
        const QJsonObject record = QJsonDocument::fromJson(*recordBytes).object();
        if (!record.isEmpty())
            proven << files.record();
        for (const QJsonValue &output : record.value(u"outputs").toArray()) {
            const QString name = pathFileName(output.toObject().value(u"path").toString());
            const QString path = folder + name;
            if (!name.isEmpty() && files.kindOf(path) && !proven.contains(path))
                proven << path;
        }
    }
    // A signature of a proven file is the acquisition's too.
    for (const QString &path : QStringList(proven)) {
        if (const QString signature = AcquisitionFiles::signatureOf(path); pathExists(signature))
            proven << signature;
    }
    return proven;
}

// What starting over removes: every earlier file but the map, which is replaced.
QStringList Acquisition::filesToRemove() const
{
    QStringList stale = earlierFiles(m_request.basePath);
    stale.removeAll(mapPathOf(m_request.basePath));
    return stale;
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

// Starting over replaces and removes the earlier acquisition's files: only those it is proven to
// have written, never the source or anything else the gate protects. Checked as a whole before
// anything changes.
Result<void> Acquisition::checkStartingOver() const
{
    WriteGate gate = writeGate();
    // A report of the earlier acquisition is the examiner's: starting over neither removes it
    // nor leaves it beside a new image it does not describe.
    if (const QString report = AcquisitionFiles(m_request.basePath).pdfReport(); pathExists(report))
        return Error::fromErrno(
            Error::Code::RemovalRefused, 0, report, -1,
            tr("it is the report of the acquisition that starting over would replace, and "
               "would then describe an image that is no longer there; move it (and its "
               "signature, if any) away first"));
    for (const QString &path : provenEarlierFiles(m_request.basePath))
        gate.own(path);
    if (const Result<void> replaced
        = gate.checkAll(plannedOutputs(m_request, m_source->sizeBytes()), PathChange::Replace);
        !replaced)
        return replaced;
    return gate.checkAll(filesToRemove(), PathChange::Remove);
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
        if (const QStringList earlier = earlierFiles(m_request.basePath); !earlier.isEmpty())
            return Error::fromErrno(Error::Code::OutputExists, 0, earlier.first());
    }
    if (m_request.overwrite == OverwritePolicy::Resume)
        return checkResume(mapPath);
    if (m_request.overwrite == OverwritePolicy::Overwrite)
        return checkStartingOver();
    return {};
}

Result<void> Acquisition::checkResume(const QString &mapPath)
{
    const auto refuse = [&mapPath](const QString &why) {
        return Error::fromErrno(Error::Code::ResumeRefused, 0, mapPath, -1, why);
    };
    const QStringList images
        = ImageFormats::plannedFiles(m_request.settings.format, m_request.basePath,
                                     m_request.settings.segmentBytes, m_source->sizeBytes());
    if (!pathExists(mapPath)) {
        // A run that stopped before its first map was saved (a destination full from the start)
        // copied nothing: resuming it is starting it.
        for (const QString &image : images) {
            if (const std::optional<struct stat> status = statPath(image);
                status && status->st_size > 0)
                return refuse(tr("there is no map %1, but the image %2 holds data: what of it "
                                 "was copied cannot be known. Acquire again into a new name")
                                  .arg(mapPath, image));
        }
        return {};
    }
    Result<LoadedMap> loaded = MapFile::loadWithCompanion(mapPath);
    if (!loaded)
        return loaded.error();
    if (const Result<void> valid = ImagingJob::validateResumeMap(loaded->map, *m_source); !valid) {
        Error error = valid.error();
        error.path = mapPath;
        return error;
    }
    m_earlierCompanion = loaded->companion;
    QStringList differences;
    const QJsonObject earlierSource = m_earlierCompanion.value(u"source").toObject();
    if (!earlierSource.isEmpty())
        differences << m_fingerprint.differencesFrom(SourceFingerprint::fromJson(earlierSource));
    differences << ResumeCheck::imageShapeDifferences(
        m_earlierCompanion.value(u"image").toObject(),
        ResumeCheck::imageShapeOf(m_request.settings));
    if (!differences.isEmpty())
        return refuse(tr("this is not the acquisition the map describes (%1). Resume with the "
                         "same source and settings, or acquire into a new name")
                          .arg(differences.join(QStringLiteral("; "))));
    // Custody writes the fill over bad sectors as it finds them; GNU ddrescue leaves them
    // unwritten.
    if (const Result<void> held = ResumeCheck::checkImageHoldsMap(
            loaded->map, images, m_request.settings.segmentBytes, !m_earlierCompanion.isEmpty());
        !held)
        return held.error();
    // A finished acquisition is resumed only to write the files its first run could not (its
    // record is missing or incomplete); the image is then hashed again and must match the
    // digests the map kept.
    if (!resumeWouldRead(loaded->map, m_source->sizeBytes(), m_request.settings)
        && ResumeCheck::isCompletedRecord(readEarlier(recordPathOf(m_request.basePath))))
        return Error::fromErrno(
            Error::Code::OutputExists, 0, mapPath, -1,
            tr("that acquisition is finished: its map leaves nothing to read from the "
               "source, so resuming would only hash the image again and replace the hashes "
               "it recorded. Verify the image instead, or acquire into another name"));
    // The windows the earlier runs finished are hashed again in prepare(), after the quick
    // checks (the drive's serial number among them): it reads that part of the image.
    m_resumeImages = images;
    m_resuming = true;
    m_bytesDoneBefore
        = loaded->map.bytesIn(SectorState::Finished) + loaded->map.bytesIn(SectorState::BadSector);
    m_resumeFrom = std::move(loaded->map);
    m_earlierLog = readEarlier(logPathOf(m_request.basePath));
    readEarlierRuns();
    return {};
}

// The bytes the earlier runs left must still be theirs: every window they finished is hashed
// again and compared with the digest the map kept of it, before anything is read or written.
Result<void> Acquisition::checkEarlierWindows(const RescueMap &map, const QStringList &images)
{
    if (!m_earlierCompanion.value(QLatin1String(ResumeWindows::CompanionKey)).isObject())
        return {}; // a map GNU ddrescue or an older Custody wrote: no digests to check
    QStringList existing;
    for (const QString &image : images) {
        if (pathExists(image))
            existing.append(image);
    }
    const Result<std::unique_ptr<ImageReader>> reader
        = ImageFormats::openWritten(m_request.settings.format, existing);
    if (!reader)
        return reader.error();
    const Result<ResumeWindows::Checked> checked
        = ResumeWindows::checkImage(m_earlierCompanion, map, **reader, &m_cancelRequested,
                                    &m_imageCheckBytes, &m_imageCheckTotal);
    if (!checked)
        return checked.error();
    m_windowsChecked = *checked;
    return {};
}

// The runs before this one, from the record the last of them wrote, when it tells them all: a
// record from before runs were kept stands for its one run unless it was a resume itself. Not
// known: no record or an unreadable one (a run killed before writing it), one whose runs were
// not all known, or one older than the map (a later run saved the map, then stopped before its
// record). The history then says that runs are missing before the ones it lists.
void Acquisition::readEarlierRuns()
{
    m_earlierRuns.complete = false;
    const QString path = recordPathOf(m_request.basePath);
    const Result<AcquisitionRecord> earlier = AcquisitionRecord::fromJson(readEarlier(path), path);
    if (!earlier)
        return;
    const AcquisitionResult &result = earlier->result;
    if (result.bytesFinished + result.bytesUnreadable != m_bytesDoneBefore)
        return;
    RunHistory history = earlier->history;
    if (history.runs.isEmpty() && !result.resumed)
        history.runs.append({result.start,
                             result.end,
                             result.bytesFinished + result.bytesUnreadable,
                             result.status,
                             earlier->tool.commandLine,
                             earlier->source.network,
                             result.readsInFlight,
                             {},
                             std::nullopt});
    if (!history.isComplete())
        return;
    m_earlierRuns = history;
    m_earlierThroughput = earlier->throughput;
}

// The runs so far and this one; the throughput of this run continues the earlier runs' (its
// first sample, taken before anything was read, would only repeat their last).
void Acquisition::recordRuns(AcquisitionRecord &record, const ImagingOutcome &outcome,
                             const QList<ThroughputSample> &samples) const
{
    const AcquisitionResult &result = record.result;
    record.history = m_earlierRuns;
    AcquisitionRun run{outcome.startTime,
                       outcome.endTime,
                       result.bytesFinished + result.bytesUnreadable - m_bytesDoneBefore,
                       outcome.status,
                       m_request.commandLine,
                       record.source.network,
                       result.readsInFlight,
                       outcome.written,
                       std::nullopt};
    if (m_resuming)
        run.imageChecked
            = QJsonObject{{QStringLiteral("windowBytes"), m_windowsChecked.windowBytes},
                          {QStringLiteral("windows"), m_windowsChecked.windows},
                          {QStringLiteral("bytes"), m_windowsChecked.bytes}};
    record.history.runs.append(std::move(run));
    record.throughput = m_earlierThroughput;
    const double offset = m_earlierThroughput.isEmpty() ? 0 : m_earlierThroughput.last().seconds;
    for (const ThroughputSample &sample : samples) {
        // Before the resumed job has counted its map, its counter is below what the earlier
        // runs did: such samples say nothing, and would draw a dip.
        if (m_resuming && sample.bytesDone < m_bytesDoneBefore)
            continue;
        record.throughput.append({offset + sample.seconds, sample.bytesDone});
    }
}

// Starting over replaces the files of the acquisition that was there (all of them: earlierFiles)
// because they describe an image that is about to be overwritten. The map is replaced first by
// one that claims nothing, so that no moment exists where the old map describes the new, truncated
// image.
Result<void> Acquisition::removeEarlierOutputs() const
{
    // Checked as a whole before anything changes: a refusal leaves every file as it was.
    WriteGate gate = writeGate();
    for (const QString &path : provenEarlierFiles(m_request.basePath))
        gate.own(path);
    const QStringList stale = filesToRemove();
    if (const Result<void> allowed = gate.checkAll(stale, PathChange::Remove); !allowed)
        return allowed;
    if (const Result<void> replaceable
        = gate.check(mapPathOf(m_request.basePath), PathChange::Replace);
        !replaceable)
        return replaceable;
    const qint64 sizeBytes = m_source->sizeBytes();
    const MapFile emptyMap(mapPathOf(m_request.basePath), m_request.commandLine,
                           QDateTime::currentDateTime(), companion());
    if (const Result<void> saved = emptyMap.save(RescueMap(sizeBytes)); !saved)
        return saved;
    for (const QString &path : stale) {
        if (const Result<void> removed = gate.remove(path); !removed)
            return removed;
    }
    return syncFolder(pathFolder(absolutePath(m_request.basePath)), Error::Code::OutputOpenFailed);
}

QJsonObject Acquisition::companion() const
{
    QJsonObject source = m_fingerprint.toJson();
    // A resume keeps the first run's identity: it is what every later run is compared with.
    const QJsonObject earlier = m_earlierCompanion.value(u"source").toObject();
    for (auto field = earlier.begin(); field != earlier.end(); ++field)
        source.insert(field.key(), field.value());
    QJsonObject companion{{QStringLiteral("custody"), 1},
                          {QStringLiteral("source"), source},
                          {QStringLiteral("image"), ResumeCheck::imageShapeOf(m_request.settings)}};
    // The digests of a completed acquisition: the image is checked against them (ImagingJob).
    if (const QJsonValue digests = m_earlierCompanion.value(u"digests"); digests.isObject())
        companion.insert(QStringLiteral("digests"), digests);
    // The windows the earlier runs finished, as checked against the image (checkEarlierWindows):
    // a digest the map's state did not back is not carried on.
    if (m_windowsChecked.windowBytes > 0)
        companion.insert(QLatin1String(ResumeWindows::CompanionKey), m_windowsChecked.toJson());
    return companion;
}

bool Acquisition::resumeWouldRead(const RescueMap &map, qint64 sourceBytes,
                                  const ImagingSettings &settings)
{
    // A map shorter than the source (a drive read before it had its full size) leaves the rest
    // untried.
    const qint64 untried
        = map.bytesUnfinished() + std::max<qint64>(0, sourceBytes - map.sizeBytes());
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
    if (m_drive) {
        description.model = m_drive->model;
        description.serial = m_drive->serial;
        description.removable = m_drive->removability == Removability::Removable;
    }
    description.physical = m_source->isLocalDrive() && !isPartition(m_source->path());
    description.bytesPerSector = m_source->logicalSectorBytes();
    return description;
}

Result<void> Acquisition::openOutputs()
{
    OutputMode mode = OutputMode::CreateNew;
    if (m_request.overwrite == OverwritePolicy::Overwrite) {
        if (const Result<void> removed = removeEarlierOutputs(); !removed)
            return removed;
        mode = OutputMode::Overwrite;
    }
    if (m_request.overwrite == OverwritePolicy::Resume)
        mode = OutputMode::Resume;
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
    // The E01's default chunk, 64 sectors, in bytes of this source: what the record says.
    if (m_request.settings.format == ImageFormat::Ewf && m_request.settings.chunkBytes == 0)
        m_request.settings.chunkBytes
            = qint64(Ewf::DefaultSectorsPerChunk) * m_source->logicalSectorBytes();
    if (const Result<void> valid = ImagingJob::validate(m_request.settings, *m_source); !valid)
        return valid.error();
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
    if (const Result<void> locked = takeLocks(); !locked)
        return locked.error();
    m_writeBlock.requested = m_request.writeBlock;
    const bool blockDevice = m_source->isLocalDrive();
    if (blockDevice)
        describeDrive();
    m_fingerprint = SourceFingerprint::of(*m_source, m_drive ? m_drive->model : QString(),
                                          m_drive ? m_drive->serial : QString());
    if (const Result<void> existing = checkExistingOutputs(); !existing)
        return existing.error();
    if (blockDevice) {
        if (const Result<void> same = checkResumedDrive(); !same)
            return same.error();
    }
    if (m_resuming && m_resumeFrom) {
        if (const Result<void> unchanged = checkEarlierWindows(*m_resumeFrom, m_resumeImages);
            !unchanged)
            return unchanged.error();
    }
    if (blockDevice) {
        m_smartAtStart = captureSmart();
        if (m_request.writeBlock) {
            if (const Result<void> set = setWriteBlock(); !set)
                return set.error();
        }
    }
    if (const Result<void> opened = openOutputs(); !opened)
        return opened.error();
    m_job
        = std::make_unique<ImagingJob>(*m_source, *m_sink, m_request.settings,
                                       MapFile(mapPathOf(m_request.basePath), m_request.commandLine,
                                               QDateTime::currentDateTime(), companion()),
                                       std::move(m_resumeFrom));
    if (m_request.settings.hashWindowBytes > 0)
        m_job->setWindowLogBase(m_request.basePath);
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
    return checkSameDrive(readEarlier(recordPathOf(m_request.basePath)), m_request.sourcePath,
                          m_drive->serial);
}

void Acquisition::describeDrive()
{
    Result<SourceDrive> described = SourceDrive::describe(m_source->path());
    if (!described) {
        m_driveError = described.error();
        return;
    }
    m_drive = described->drive;
    m_mountedPartitions = described->mountedFileSystems;
}

// setReadOnly() reads every flag back as it sets it; reading the whole state again afterwards
// is what the record calls "verified": every node of the source read-only, as the kernel says.
Result<void> Acquisition::setWriteBlock()
{
    const SourceDevice &source = *m_source;
    // A read-only system disk stops the running system: never, whoever asks.
    if (const QStringList uses = SystemDisks().usesOf(source.path()); !uses.isEmpty())
        return Error::fromErrno(Error::Code::WriteBlockFailed, 0, source.path(), -1,
                                tr("refused: it holds %1 of this computer, which would stop "
                                   "if it were made read-only; image it without software "
                                   "write-block")
                                    .arg(uses.join(QStringLiteral(", "))));
    Result<ReadOnlyState> previous = setReadOnly(source.path());
    if (!previous)
        return previous.error();
    m_writeBlockUndo = *previous;
    m_writeBlock.set = true;
    const Result<ReadOnlyState> now = readOnlyState(source.path());
    if (!now) {
        m_writeBlock.error = RecordedError::from(now.error());
        return {};
    }
    m_writeBlock.nodes = now->toJson();
    m_writeBlock.verified = now->isReadOnly();
    if (!m_writeBlock.verified)
        m_writeBlock.error = RecordedError::from(
            Error::fromErrno(Error::Code::WriteBlockFailed, 0, source.path(), -1,
                             QStringLiteral("a node reads writable after BLKROSET")));
    return {};
}

// Read again first: "set and verified" at the start says nothing of the hours after it, and an
// examiner must know if the source was writable at some point. A write-block that cannot be
// lifted is not an output error: every file is written all the same, and the record says which
// nodes may still be read-only.
void Acquisition::liftWriteBlock()
{
    const ReadOnlyRecheck recheck = recheckReadOnly(*m_writeBlockUndo);
    WriteBlockCheck atEnd;
    atEnd.readOnly = recheck.readOnly;
    atEnd.writable = recheck.writable;
    if (recheck.error)
        atEnd.error = RecordedError::from(*recheck.error);
    m_writeBlock.atEnd = atEnd;
    const ReadOnlyRestore restore = liftReadOnly(*m_writeBlockUndo);
    m_writeBlockUndo.reset();
    m_writeBlock.restored = restore.restored();
    m_writeBlock.restoreFailed = restore.failed;
    if (restore.error)
        m_writeBlock.restoreError = RecordedError::from(*restore.error);
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

Acquisition::ReadBackProgress Acquisition::readBackProgress() const
{
    ReadBackProgress progress;
    progress.rereadingSource = m_rereadingSource.load();
    if (const HashingJob *verifying = m_verifyJob.load()) {
        progress.bytesRead = verifying->bytesRead();
        progress.totalBytes = m_readBackBytes.load();
    }
    return progress;
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
    const ImagingOutcome outcome = m_job->run();
    QList<ThroughputSample> samples;
    {
        const QMutexLocker lock(&m_historyMutex);
        m_history.add({m_elapsed.elapsed() / 1000.0, progress().bytesDone()});
        samples = m_history.samples();
    }
    m_sink.reset(); // close the image files before their sizes are recorded
    record.tool = ToolIdentity::running(m_request.commandLine);
    record.host = HostIdentity::running();
    record.caseDetails = m_request.caseDetails;
    describeSource(record);
    record.settings = m_request.settings;
    record.result = AcquisitionResult::from(outcome);
    record.hashes = RecordedHash::from(outcome);
    recordRuns(record, outcome, samples);
    if (m_request.verify != VerifyPolicy::None
        && outcome.status == ImagingOutcome::Status::Completed) {
        m_phase.store(Phase::Verifying);
        record.verification = verifyImage(outcome);
        if (m_request.verify == VerifyPolicy::ImageAndSource)
            record.verification->source = rereadSource(outcome);
    }
    if (m_source->isLocalDrive()) {
        if (const std::optional<SmartSnapshot> smart = captureSmart())
            record.smartAtEnd = RecordedSmart::from(*smart);
    }
    // Lifted only now, so that the flag covers the source re-read too.
    if (m_writeBlockUndo) {
        liftWriteBlock();
        record.writeBlock = m_writeBlock;
    }
    m_phase.store(Phase::WritingOutputs);
    writeOutputs(record, outcome);
    if (outcome.status != ImagingOutcome::Status::Completed || m_outputError)
        m_keptOutputs = lookAtOutputs();
    // The files are final: another acquisition of the drive, or a resume of this one, may start
    // as soon as execute() returns, not only once this object is gone.
    m_sourceLock.reset();
    m_outputLock.reset();
    m_phase.store(Phase::Finished);
    return record;
}

void Acquisition::describeSource(AcquisitionRecord &record) const
{
    // A local node by its absolute path; other sources by the name they were given.
    const QString path
        = m_source->localIdentity() ? absolutePath(m_source->path()) : m_source->path();
    SourceIdentity &source = record.source;
    source.path = path;
    source.kind = sourceKindName(m_source->kind());
    source.sizeBytes = m_source->sizeBytes();
    source.logicalSectorBytes = m_source->logicalSectorBytes();
    source.physicalSectorBytes = m_source->physicalSectorBytes();
    if (m_drive)
        source.describeDrive(*m_drive);
    if (m_driveError)
        source.driveError = RecordedError::from(*m_driveError);
    if (const auto *remote = dynamic_cast<const NbdSource *>(m_source.get())) {
        const NbdTransport &transport = remote->transport();
        source.network = QJsonObject{
            {QStringLiteral("uri"), transport.uri},
            {QStringLiteral("export"), transport.exportName},
            {QStringLiteral("tls"), transport.tls},
            {QStringLiteral("tlsIdentity"), transport.tlsIdentity},
            {QStringLiteral("encrypted"), transport.encrypted},
            {QStringLiteral("loopback"), transport.loopback},
            {QStringLiteral("serverReadOnly"), transport.serverReadOnly},
        };
        if (transport.reconnects > 0)
            source.network->insert(QStringLiteral("reconnects"), transport.reconnects);
        if (!transport.certificateSha256.isEmpty()) {
            source.network->insert(QStringLiteral("tlsCertificateSha256"),
                                   transport.certificateSha256);
            source.network->insert(QStringLiteral("tlsCertificateSubject"),
                                   transport.certificateSubject);
        }
    }
    record.mountedPartitions = m_mountedPartitions;
    if (m_smartAtStart)
        record.smartAtStart = RecordedSmart::from(*m_smartAtStart);
    record.writeBlock = m_writeBlock;
}

// The same SourceDevice the job read, read again from its first byte to its last and compared
// with the image outside the sectors the acquisition did not read (see SourceReread).
SourceRereadRecord Acquisition::rereadSource(const ImagingOutcome &outcome)
{
    m_rereadingSource.store(true);
    Result<std::unique_ptr<ImageReader>> image
        = ImageFormats::openWritten(m_request.settings.format, outcome.imageFiles);
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
    SourceReread reread(*m_source, **image, unread, m_request.settings.hashes,
                        m_request.settings.blockBytes, m_request.settings.fillByte,
                        m_cancelRequested);
    SourceRereadRecord record = reread.run();
    if (const std::optional<Error> damaged = containerFaults(**image); damaged && !record.error)
        record.error = RecordedError::from(*damaged);
    return record;
}

VerificationRecord Acquisition::verifyImage(const ImagingOutcome &outcome)
{
    VerificationRecord verification;
    verification.time = QDateTime::currentDateTimeUtc();
    Result<std::unique_ptr<ImageReader>> reader
        = ImageFormats::openWritten(m_request.settings.format, outcome.imageFiles);
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

void Acquisition::writeOutputs(AcquisitionRecord &record, const ImagingOutcome &outcome)
{
    auto addOutput = [&record](const QString &path, const QString &role) {
        const std::optional<struct stat> status = statPath(path);
        OutputFile output;
        output.path = absolutePath(path);
        output.sizeBytes = status ? qint64(status->st_size) : 0;
        output.role = role;
        record.outputs.append(output);
    };
    for (const QString &image : outcome.imageFiles) {
        if (!pathExists(image))
            continue;
        addOutput(image, QStringLiteral("image"));
        // An E01's files are a container: each gets its own MD5 (the media's is the image's).
        if (m_segmentDigester && outcome.status == ImagingOutcome::Status::Completed) {
            if (const Result<QString> md5 = m_segmentDigester->digestOf(image))
                record.outputs.last().md5 = *md5;
            else if (!m_outputError)
                m_outputError = md5.error(); // the record lacks it, and says why
        }
    }
    addOutput(mapPathOf(m_request.basePath), QStringLiteral("map"));

    const auto keepFirst = [this](const Error &error) {
        if (!m_outputError)
            m_outputError = error;
    };
    const Result<QStringList> sidecars = writeChecksumSidecars(
        m_request.basePath, outcome.hashes, outcome.imageFiles, m_request.settings.format);
    if (sidecars) {
        for (const QString &path : *sidecars)
            addOutput(path, QStringLiteral("checksums"));
    } else {
        keepFirst(sidecars.error());
    }
    for (const HashResult &hash : outcome.hashes) {
        if (!hash.windowsFile.isEmpty())
            addOutput(hash.windowsFile, QStringLiteral("windows"));
    }
    const QString logPath = logPathOf(m_request.basePath);
    QByteArray log = acquisitionLogText(record, ReportContext::current()).toUtf8();
    // A resumed acquisition keeps what the log said of the runs before it, reports and their
    // SHA-256 lines included.
    if (!m_earlierLog.isEmpty()) {
        const SourceLanguageScope english; // like the rest of the log
        log += '\n' + tr("Earlier runs of this acquisition, as the log recorded them:").toUtf8()
               + "\n\n" + m_earlierLog;
    }
    if (const Result<void> saved = replaceFile(logPath, log, Error::Code::OutputNotSaved); saved) {
        addOutput(logPath, QStringLiteral("log"));
        dropStaleSignature(logPath);
    } else {
        keepFirst(saved.error());
    }
    if (m_outputError)
        record.result.outputError = RecordedError::from(*m_outputError);
    const QByteArray json = QJsonDocument(record.toJson()).toJson(QJsonDocument::Indented);
    if (const Result<void> saved
        = replaceFile(recordPathOf(m_request.basePath), json, Error::Code::OutputNotSaved);
        !saved)
        keepFirst(saved.error());
    else
        dropStaleSignature(recordPathOf(m_request.basePath));
}

// The signature of a file just written anew would only say that it changed: it goes, through
// the write gate (a file there that is not a signature stays, and is the output error).
void Acquisition::dropStaleSignature(const QString &path)
{
    const Result<bool> dropped = writeGate().dropSignatureOf(path);
    if (!dropped && !m_outputError)
        m_outputError = dropped.error();
    if (dropped && *dropped)
        m_droppedSignatures << AcquisitionFiles::signatureOf(path);
}

QStringList Acquisition::lookAtOutputs() const
{
    QStringList kept;
    const qint64 sizeBytes = m_source ? m_source->sizeBytes() : 0;
    const QString mapPath = mapPathOf(m_request.basePath);
    for (const QString &path : plannedOutputs(m_request, sizeBytes)) {
        const std::optional<struct stat> status = statPath(path);
        if (!status) {
            kept << tr("%1: not written").arg(path);
            continue;
        }
        const Result<RescueMap> map = path == mapPath ? MapFile::load(path) : RescueMap();
        if (path == mapPath && map)
            kept << tr("%1: %2 of %3 bytes copied, %4 bytes unreadable, saved %5")
                        .arg(path)
                        .arg(map->bytesIn(SectorState::Finished))
                        .arg(map->sizeBytes())
                        .arg(map->bytesIn(SectorState::BadSector))
                        .arg(QDateTime::fromSecsSinceEpoch(status->st_mtime)
                                 .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
        else
            kept << tr("%1: %2 bytes").arg(path).arg(status->st_size);
    }
    return kept;
}

} // namespace Custody
