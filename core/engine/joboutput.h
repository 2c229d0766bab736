// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/boundedqueue.h"
#include "engine/bufferpool.h"
#include "engine/hashworker.h"
#include "engine/imagewriter.h"
#include "engine/imagingoutcome.h"
#include "engine/imagingsettings.h"
#include "engine/mapfile.h"
#include "engine/progress.h"
#include "engine/rescuemap.h"
#include "engine/resumewindows.h"
#include "io/imagesink.h"

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace Custody {

// One image an ImagingJob writes: its sink, its map file, its writer on a thread of its own with
// its own bounded queue, its map and its resume windows. The outputs of one job share the read,
// the blocks (a BlockRef is queued to each, never copied) and the hashers.
//
// A write error (a full disk, EIO, a share gone) stops this output alone: its queue closes, the
// blocks still queued go back to the pool, the job is told (`onFailure`), and its map stays as
// its last save left it, which never claims more than the image holds durably (ImageWriter).
// Its files are then those of an interrupted acquisition, resumable on their own.
//
// Threads: constructed, opened and finished on the job's thread; push() from the reader;
// state() and bytesWritten() from any thread.
class JobOutput
{
public:
    enum class State { Writing, Completed, Cancelled, Failed };

    // `progress` counts what this output writes; nullptr: a counter of its own.
    JobOutput(ImageSink &sink, MapFile mapFile, ImagingSettings settings,
              ImagingProgress *progress = nullptr);
    ~JobOutput();
    JobOutput(const JobOutput &) = delete;
    JobOutput &operator=(const JobOutput &) = delete;

    // Window digests go to BASE.windows.ALGORITHM, each file put in place only once
    // `beforeCommitting` allows it (the output's write gate). Before open().
    void setWindowLogBase(QString basePath,
                          std::function<Result<void>(const QString &path)> beforeCommitting);
    QString windowLogPath(HashAlgorithm algorithm) const;

    // Creates the writer over `workingMap` and saves a first map. The resume windows' digests
    // come from `sharedWindows` (the job's, for several outputs) where its windows are this
    // output's; else `ownWindowThread`: they are hashed on a thread of their own, with up to
    // `capacity` blocks waiting.
    Result<void> open(const RescueMap &workingMap, bool ownWindowThread, qsizetype capacity,
                      WindowDigestStream *sharedWindows = nullptr);
    // Starts the writer thread; `onFailure` is called on it once, after a write error.
    void startWriter(qsizetype capacity, std::function<void()> onFailure);
    // Queues a block for the writer; false once this output has failed.
    bool push(const BlockRef &block);
    // Closes the queue and waits until every block is written or given back.
    void finishWriter();

    // The outcome of this output from the job's (`outcome`: the reader's or the hashing's error,
    // the digests of the whole image): this output's write error first, its own map, extents,
    // files and digests (its segments, its window files). When complete, puts the digests into
    // its map's companion (refused when it kept others: ImageChanged), closes its image and
    // commits its window logs; always saves its map. Once, after finishWriter().
    ImagingOutcome finish(ImagingOutcome outcome,
                          const std::vector<std::unique_ptr<HashWorker>> &hashers);

    ImageSink &sink() { return m_sink; }
    const ImagingSettings &settings() const { return m_settings; }
    State state() const { return m_state.load(std::memory_order_acquire); }
    qint64 bytesWritten() const { return m_progress->snapshot().bytesWritten; }
    RescueMap mapSnapshot() const;
    const std::optional<Error> &writeError() const { return m_writeError; }

private:
    // Puts the final digests into the map's companion, or refuses when it kept others.
    std::optional<Error> recordDigests(const QList<HashResult> &hashes);

    ImageSink &m_sink;
    MapFile m_mapFile;
    ImagingSettings m_settings;
    ImagingProgress m_ownProgress;
    ImagingProgress *m_progress;
    QString m_windowLogBase;
    std::function<Result<void>(const QString &path)> m_beforeCommittingWindows;
    std::unique_ptr<ResumeWindows> m_resumeWindows;
    mutable std::mutex m_writerMutex; // standard, for ThreadSanitizer (engine/namedthread.h)
    std::unique_ptr<ImageWriter> m_writer;
    std::unique_ptr<BoundedQueue<BlockRef>> m_queue;
    std::jthread m_thread;
    std::optional<Error> m_writeError; // set on the writer thread, read after finishWriter()
    std::atomic<State> m_state{State::Writing};
};

} // namespace Custody
