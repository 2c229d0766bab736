// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/sourcefingerprint.h"
#include "engine/imagingjob.h"
#include "engine/resumewindows.h"
#include "io/sourcedevice.h"
#include "record/acquisitionrecord.h"
#include "util/result.h"
#include "util/throughputhistory.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <atomic>
#include <optional>

namespace Custody {

// A resume continues an image from the drive it was started from. After an unplug, another drive
// of the same size may sit at the same device node: refuses when the earlier run's record names a
// serial number and the drive now at sourcePath has another. This covers maps written before the
// map carried its companion (see MapFile), which now says much more (SourceFingerprint).
Result<void> checkSameDrive(const QByteArray &earlierRecord, const QString &sourcePath,
                            const QString &currentSerial);

// What a resume continues, found by check() in Acquisition::prepare() and read by execute(): the
// earlier runs' map and its companion, their log and their history.
//
// Guarantees: a plan that resumes (isResuming()) continues the acquisition the map describes, of
// the same source (SourceFingerprint) with the same image-shaping settings, from an image that
// holds what the map says (ResumeCheck); a finished acquisition whose record was written is never
// resumed; and once checkEarlierWindows() has passed, every window the earlier runs finished was
// hashed again and found unchanged. A default plan resumes nothing: a new acquisition, starting
// over, or a resume of a run that never saved its map.
//
// Thread: built and checked on the thread that prepares; read-only afterwards.
class ResumePlan
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ResumePlan)

public:
    // The plan of resuming the acquisition into basePath from `source`, fingerprinted `now`, with
    // `settings`; refused (ResumeRefused, or OutputExists for a finished one) when it is not the
    // acquisition the map describes or the image does not hold it.
    static Result<ResumePlan> check(const QString &basePath, const ImagingSettings &settings,
                                    const SourceDevice &source, const SourceFingerprint &now);
    // Hashes again every window the earlier runs finished and compares it with the digest the map
    // kept, before anything is read or written. Nothing to do for a map without such digests (GNU
    // ddrescue's, an older Custody's). `stop` cancels; the counters show progress.
    Result<void> checkEarlierWindows(ImageFormat format, const std::atomic<bool> &stop,
                                     std::atomic<qint64> *bytesChecked,
                                     std::atomic<qint64> *bytesToCheck);

    // Whether resuming with `settings` from `map` would read anything from the source: untried,
    // untrimmed or unscraped areas, or bad sectors that a rescue retries. A finished acquisition
    // is not resumed: that would only hash the image again and replace the hashes it recorded,
    // hiding any change made to the image since.
    static bool wouldRead(const RescueMap &map, qint64 sourceBytes,
                          const ImagingSettings &settings);
    // The same of the map at mapPath; true when it cannot be read (for prepare() to explain).
    static bool wouldRead(const QString &mapPath, qint64 sourceBytes,
                          const ImagingSettings &settings);

    bool isResuming() const { return m_resuming; }
    // The map's companion for this run: the source `now`, but a resume keeps the first run's
    // identity, the digests of a completed acquisition, and the windows checkEarlierWindows()
    // found unchanged (a digest the map's state did not back is not carried on).
    QJsonObject companion(const SourceFingerprint &now, const ImagingSettings &settings) const;
    // The earlier runs' map, for the imaging job to continue; once.
    std::optional<RescueMap> takeMap() { return std::exchange(m_map, std::nullopt); }
    // The log of the runs before, which the new log keeps below its own text.
    const QByteArray &earlierLog() const { return m_earlierLog; }

    // The runs before this one as their record gives them (none, and not complete, when it does
    // not), the bytes they had read or found unreadable, and their throughput.
    const RunHistory &earlierRuns() const { return m_earlierRuns; }
    qint64 bytesDoneBefore() const { return m_bytesDoneBefore; }
    const QList<ThroughputSample> &earlierThroughput() const { return m_earlierThroughput; }
    // Puts into `record` the runs so far and this one (its outcome, commandLine, `samples` of its
    // throughput, which continue the earlier runs').
    void recordRuns(AcquisitionRecord &record, const ImagingOutcome &outcome,
                    const QList<ThroughputSample> &samples, const QString &commandLine) const;

private:
    void readEarlierRuns(const QString &recordPath);

    bool m_resuming = false;
    std::optional<RescueMap> m_map;
    QJsonObject m_earlierCompanion;
    QByteArray m_earlierLog;
    QStringList m_images; // the image files checkEarlierWindows() reads
    ResumeWindows::Checked m_windowsChecked;
    RunHistory m_earlierRuns;
    qint64 m_bytesDoneBefore = 0;
    QList<ThroughputSample> m_earlierThroughput;
};

} // namespace Custody
