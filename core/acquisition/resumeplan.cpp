// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/resumeplan.h"

#include "acquisition/earlieroutputs.h"
#include "acquisition/resumecheck.h"
#include "engine/acquisitionfiles.h"
#include "engine/mapfile.h"
#include "io/imageformat.h"
#include "util/durablefile.h"

#include <QJsonDocument>

namespace Custody {

Result<void> checkSameDrive(const QByteArray &earlierRecord, const QString &sourcePath,
                            const QString &currentSerial)
{
    const QJsonObject source
        = QJsonDocument::fromJson(earlierRecord).object().value(u"source").toObject();
    const QString serial = source.value(u"serial").toString();
    if (serial.isEmpty() || currentSerial.isEmpty() || serial == currentSerial)
        return {};
    return Error::fromErrno(Error::Code::InvalidArgument, 0, sourcePath, -1,
                            ResumePlan::tr("the image was started from the drive with serial "
                                           "number %1, but %2 is the drive with serial number "
                                           "%3: resume only from the same drive")
                                .arg(serial, sourcePath, currentSerial));
}

Result<ResumePlan> ResumePlan::check(const QString &basePath, const ImagingSettings &settings,
                                     const SourceDevice &source, const SourceFingerprint &now)
{
    const AcquisitionFiles files(basePath);
    const QString mapPath = files.map();
    const auto refuse = [&mapPath](const QString &why) {
        return Error::fromErrno(Error::Code::ResumeRefused, 0, mapPath, -1, why);
    };
    const QStringList images = ImageFormats::plannedFiles(
        settings.format, basePath, settings.segmentBytes, source.sizeBytes());
    ResumePlan plan;
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
        return plan;
    }
    Result<LoadedMap> loaded = MapFile::loadWithCompanion(mapPath);
    if (!loaded)
        return loaded.error();
    if (const Result<void> valid = ImagingJob::validateResumeMap(loaded->map, source); !valid) {
        Error error = valid.error();
        error.path = mapPath;
        return error;
    }
    plan.m_earlierCompanion = loaded->companion;
    QStringList differences;
    const QJsonObject earlierSource = plan.m_earlierCompanion.value(u"source").toObject();
    if (!earlierSource.isEmpty())
        differences << now.differencesFrom(SourceFingerprint::fromJson(earlierSource));
    differences << ResumeCheck::imageShapeDifferences(
        plan.m_earlierCompanion.value(u"image").toObject(), ResumeCheck::imageShapeOf(settings));
    if (!differences.isEmpty())
        return refuse(tr("this is not the acquisition the map describes (%1). Resume with the "
                         "same source and settings, or acquire into a new name")
                          .arg(differences.join(QStringLiteral("; "))));
    // Custody writes the fill over bad sectors as it finds them; GNU ddrescue leaves them
    // unwritten.
    if (const Result<void> held = ResumeCheck::checkImageHoldsMap(
            loaded->map, images, settings.segmentBytes, !plan.m_earlierCompanion.isEmpty());
        !held)
        return held.error();
    // A finished acquisition is resumed only to write the files its first run could not (its
    // record is missing or incomplete); the image is then hashed again and must match the
    // digests the map kept.
    if (!wouldRead(loaded->map, source.sizeBytes(), settings)
        && ResumeCheck::isCompletedRecord(readEarlierFile(files.record())))
        return Error::fromErrno(
            Error::Code::OutputExists, 0, mapPath, -1,
            tr("that acquisition is finished: its map leaves nothing to read from the "
               "source, so resuming would only hash the image again and replace the hashes "
               "it recorded. Verify the image instead, or acquire into another name"));
    // The windows the earlier runs finished are hashed again in prepare(), after the quick
    // checks (the drive's serial number among them): it reads that part of the image.
    plan.m_images = images;
    plan.m_resuming = true;
    plan.m_bytesDoneBefore
        = loaded->map.bytesIn(SectorState::Finished) + loaded->map.bytesIn(SectorState::BadSector);
    plan.m_map = std::move(loaded->map);
    plan.m_earlierLog = readEarlierFile(files.log());
    plan.readEarlierRuns(files.record());
    return plan;
}

Result<void> ResumePlan::checkEarlierWindows(ImageFormat format, const std::atomic<bool> &stop,
                                             std::atomic<qint64> *bytesChecked,
                                             std::atomic<qint64> *bytesToCheck)
{
    if (!m_resuming || !m_map
        || !m_earlierCompanion.value(QLatin1String(ResumeWindows::CompanionKey)).isObject())
        return {}; // a map GNU ddrescue or an older Custody wrote: no digests to check
    QStringList existing;
    for (const QString &image : std::as_const(m_images)) {
        if (pathExists(image))
            existing.append(image);
    }
    const Result<std::unique_ptr<ImageReader>> reader = ImageFormats::openWritten(format, existing);
    if (!reader)
        return reader.error();
    const Result<ResumeWindows::Checked> checked = ResumeWindows::checkImage(
        m_earlierCompanion, *m_map, **reader, &stop, bytesChecked, bytesToCheck);
    if (!checked)
        return checked.error();
    m_windowsChecked = *checked;
    return {};
}

bool ResumePlan::wouldRead(const RescueMap &map, qint64 sourceBytes,
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

bool ResumePlan::wouldRead(const QString &mapPath, qint64 sourceBytes,
                           const ImagingSettings &settings)
{
    const Result<RescueMap> map = MapFile::load(mapPath);
    return !map || wouldRead(*map, sourceBytes, settings);
}

QJsonObject ResumePlan::companion(const SourceFingerprint &now,
                                  const ImagingSettings &settings) const
{
    QJsonObject source = now.toJson();
    // A resume keeps the first run's identity: it is what every later run is compared with.
    const QJsonObject earlier = m_earlierCompanion.value(u"source").toObject();
    for (auto field = earlier.begin(); field != earlier.end(); ++field)
        source.insert(field.key(), field.value());
    QJsonObject companion{{QStringLiteral("custody"), 1},
                          {QStringLiteral("source"), source},
                          {QStringLiteral("image"), ResumeCheck::imageShapeOf(settings)}};
    // The digests of a completed acquisition: the image is checked against them (ImagingJob).
    if (const QJsonValue digests = m_earlierCompanion.value(u"digests"); digests.isObject())
        companion.insert(QStringLiteral("digests"), digests);
    if (m_windowsChecked.windowBytes > 0)
        companion.insert(QLatin1String(ResumeWindows::CompanionKey), m_windowsChecked.toJson());
    return companion;
}

// The runs before this one, from the record the last of them wrote, when it tells them all: a
// record from before runs were kept stands for its one run unless it was a resume itself. Not
// known: no record or an unreadable one (a run killed before writing it), one whose runs were
// not all known, or one older than the map (a later run saved the map, then stopped before its
// record). The history then says that runs are missing before the ones it lists.
void ResumePlan::readEarlierRuns(const QString &recordPath)
{
    m_earlierRuns.complete = false;
    const Result<AcquisitionRecord> earlier
        = AcquisitionRecord::fromJson(readEarlierFile(recordPath), recordPath);
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

// The throughput of this run continues the earlier runs' (its first sample, taken before
// anything was read, would only repeat their last).
void ResumePlan::recordRuns(AcquisitionRecord &record, const ImagingOutcome &outcome,
                            const QList<ThroughputSample> &samples,
                            const QString &commandLine) const
{
    const AcquisitionResult &result = record.result;
    record.history = m_earlierRuns;
    AcquisitionRun run{outcome.startTime,
                       outcome.endTime,
                       result.bytesFinished + result.bytesUnreadable - m_bytesDoneBefore,
                       outcome.status,
                       commandLine,
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

} // namespace Custody
