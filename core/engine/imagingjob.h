// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/contentcensus.h"
#include "engine/hashworker.h"
#include "engine/imagingoutcome.h"
#include "engine/imagingsettings.h"
#include "engine/joboutput.h"
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
                          std::function<Result<void>(const QString &path)> beforeCommitting = {});

    // Another image of the same read (several outputs from one read): its own sink, map file and
    // format (`settings`: format, segment size, compression; the hashes and everything that
    // shapes the read are the job's), its own writer thread, queue and map (see JobOutput). Its
    // window digests go to windowLogBase.windows.ALGORITHM when the job keeps windows, committed
    // only once `beforeCommitting` allows. A new acquisition only (no resume map). Before run().
    void addOutput(ImageSink &sink, MapFile mapFile, ImagingSettings settings,
                   const QString &windowLogBase = {},
                   std::function<Result<void>(const QString &path)> beforeCommitting = {});

    // The outcome of the first output (the one given to the constructor); outcomes() has the
    // others. A write error stops only its output; the job stops when every output has failed.
    ImagingOutcome run();
    // After run(): one outcome per output, in the order they were added (the first is run()'s).
    const QList<ImagingOutcome> &outcomes() const { return m_outcomes; }

    // Any thread, any time: each output's bytes written so far and its state.
    struct OutputProgress
    {
        qint64 bytesWritten = 0;
        JobOutput::State state = JobOutput::State::Writing;
    };
    QList<OutputProgress> outputProgress() const;
    void cancel() { m_cancelRequested.store(true); }

    ProgressSnapshot progress() const { return m_progress.snapshot(); }
    RescueMap mapSnapshot() const;
    // What the sectors counted so far look like (the sector map's zero layer); nullopt when the
    // settings do not count them.
    std::optional<ContentProfile> contentSnapshot() const;

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
    // The resume windows' digests for several outputs that keep them, hashed once; nullptr for
    // fewer than two.
    std::unique_ptr<WindowDigestStream> sharedWindowStream(qint64 sizeBytes) const;
    // Saves each output's map, its companion's digests and its window digests, and decides each
    // outcome's status, from the job's `outcome`; returns the first output's.
    ImagingOutcome finish(ImagingOutcome outcome, const Pipeline *pipeline = nullptr);
    // Called on a writer's thread when its output failed: once every output has, the pool closes
    // and the reader stops.
    void outputFailed();

    SourceDevice &m_source;
    ImagingSettings m_settings;
    std::optional<RescueMap> m_resumeFrom;
    PassRunner::PassObserver m_passObserver;
    ImagingProgress m_progress;
    std::atomic<bool> m_cancelRequested{false};
    // Fixed once run() starts; the first is the constructor's.
    std::vector<std::unique_ptr<JobOutput>> m_outputs;
    std::atomic<int> m_failedOutputs{0};
    std::atomic<BufferPool *> m_pool{nullptr};
    std::unique_ptr<ContentCensus> m_census; // with ImagingSettings::countContent
    QList<ImagingOutcome> m_outcomes;
};

} // namespace Custody
