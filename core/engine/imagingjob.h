// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashworker.h"
#include "engine/imagingsettings.h"
#include "engine/mapfile.h"
#include "engine/passrunner.h"
#include "engine/progress.h"
#include "engine/rescuemap.h"
#include "io/imagesink.h"
#include "io/sourcedevice.h"

#include <QDateTime>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

namespace Custody {

class ImageWriter;
class ResumeWindows;

struct ImagingOutcome
{
    enum class Status { Completed, Cancelled, Failed };

    Status status = Status::Failed;
    std::optional<Error> error;      // why it failed; empty when completed or cancelled
    QList<HashResult> hashes;        // the image hashes; only when completed
    qint64 hashedInStreamBytes = 0;  // bytes hashed as they were read
    qint64 hashedFromImageBytes = 0; // bytes hashed by reading the image back afterwards
    RescueMap map;                   // as saved at the end
    QList<PassTiming> passes;
    bool resumed = false;           // started from an existing map
    qint64 rereadUnitBytes = 0;     // granularity of the sector re-reads
    bool directIoAvailable = false; // whether those re-reads bypassed the page cache
    int readsInFlightSetting = 0;   // ImagingSettings::readsInFlight of the run
    int peakReadsInFlight = 0;      // the most block reads in flight at once; 0: no block read
    QDateTime startTime;
    QDateTime endTime;
    QStringList imageFiles;
    QList<Extent> written; // what this run wrote into the image, sorted and merged
};

// One acquisition of a source into an image: a reader (the thread that calls run(), running
// the preset's passes), a writer thread and one hashing thread per algorithm, connected by
// bounded queues over a fixed pool of aligned buffers. The image hash is the hash of the
// bytes written, fill included: hashes stream while everything before the read position is
// final; from the first area deferred to a later pass on, they are completed by reading the
// image back once the passes are done (the hash frontier).
//
// Give a map to resume: only what it has not finished is read, and the hashes are then taken
// from the image. run() blocks until the job ends and is called once. cancel(), progress() and
// mapSnapshot() may be called from any thread at any time. On cancel or error the image is
// flushed and the map saved; nothing written is ever deleted.
class ImagingJob
{
public:
    ImagingJob(SourceDevice &source, ImageSink &sink, ImagingSettings settings, MapFile mapFile,
               std::optional<RescueMap> resumeFrom = std::nullopt);
    ~ImagingJob();

    // Called on the reader thread at the end of each pass (see PassRunner). Before run().
    void setPassObserver(PassRunner::PassObserver observer)
    {
        m_passObserver = std::move(observer);
    }

    // Window digests stream to BASE.windows.ALGORITHM (one WindowLog per algorithm) instead of
    // being kept in memory and returned in the outcome. `beforeCommitting`, when given, is asked
    // immediately before each file is put in place (the acquisition's write gate): its refusal
    // is the job's error, and that file is not written. Before run().
    void setWindowLogBase(const QString &basePath,
                          std::function<Result<void>(const QString &path)> beforeCommitting = {})
    {
        m_windowLogBase = basePath;
        m_beforeCommittingWindows = std::move(beforeCommitting);
    }

    ImagingOutcome run();
    void cancel() { m_cancelRequested.store(true); }

    ProgressSnapshot progress() const { return m_progress.snapshot(); }
    RescueMap mapSnapshot() const;

    // A split image has at most this many segments: each segment's digest is kept in memory
    // until the sidecars and the record are written, and memory stays bounded.
    static constexpr qint64 MaximumSegments = 65536;

    // Checks settings against a source before anything is opened for writing.
    static Result<void> validate(const ImagingSettings &settings, const SourceDevice &source);
    // The E01 rules: written in order (not with the rescue preset), MD5 and SHA-1 among the
    // hashes (the container stores them), chunks of a power of two from 16 to 32768 sectors.
    static Result<void> validateEwf(const ImagingSettings &settings, int sectorBytes);
    // Checks that a map loaded for a resume belongs to a source of this size.
    static Result<void> validateResumeMap(const RescueMap &map, const SourceDevice &source);

private:
    class Pipeline;
    // Saves the map, its companion's digests and (through commitWindows) the window digests of a
    // completed job, and decides the outcome's status.
    ImagingOutcome finish(ImagingOutcome outcome,
                          const std::function<Result<void>()> &commitWindows = {});
    // Puts the final digests into the map's companion, or refuses when it kept others.
    std::optional<Error> recordDigests(const QList<HashResult> &hashes);

    SourceDevice &m_source;
    ImageSink &m_sink;
    ImagingSettings m_settings;
    MapFile m_mapFile;
    std::optional<RescueMap> m_resumeFrom;
    PassRunner::PassObserver m_passObserver;
    QString m_windowLogBase;
    std::function<Result<void>(const QString &path)> m_beforeCommittingWindows;
    ImagingProgress m_progress;
    std::atomic<bool> m_cancelRequested{false};
    mutable std::mutex m_writerMutex; // standard, for ThreadSanitizer (engine/namedthread.h)
    std::unique_ptr<ResumeWindows> m_resumeWindows;
    std::unique_ptr<ImageWriter> m_writer;
};

} // namespace Custody
