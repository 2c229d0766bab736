// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/boundedqueue.h"
#include "engine/bufferpool.h"
#include "engine/mapfile.h"
#include "engine/progress.h"
#include "engine/rescuemap.h"
#include "engine/resumewindows.h"
#include "io/imagesink.h"

#include <chrono>
#include <mutex>

namespace Custody {

// Writes blocks to the image on the writer thread and keeps the map. The in-memory map is
// updated as soon as a block is written (for progress views); the map file is saved every
// saveInterval, and always only after the image has been synced (fdatasync), so the saved map
// never claims data that is not durably in the image (ddrescue's update_mapfile order).
class ImageWriter
{
public:
    // `windows`, when given, gets every write and keeps its digests in the map's companion.
    ImageWriter(ImageSink &sink, MapFile &mapFile, RescueMap initialMap, ImagingProgress &progress,
                std::chrono::milliseconds saveInterval, ResumeWindows *windows = nullptr);

    // The writer thread's loop: writes every block until the queue is closed and drained, or
    // a write fails (then it returns at once, leaving the rest of the queue to the caller).
    Result<void> run(BoundedQueue<BlockRef> &queue);
    // Syncs the image, then saves the map, with finalStatus in its status line if given.
    // From the writer thread, or from any thread once run() has returned.
    Result<void> syncAndSave(std::optional<MapStatus> finalStatus = std::nullopt);

    // A copy of the current map, from any thread.
    RescueMap mapSnapshot() const;
    // What this writer wrote, sorted and merged; read once the writer is done.
    const QList<Extent> &written() const { return m_written; }

private:
    enum class NewDigests { Add, Hold };
    Result<void> save(std::optional<MapStatus> finalStatus, NewDigests newDigests);

    ImageSink &m_sink;
    MapFile &m_mapFile;
    ResumeWindows *m_windows;
    QList<Extent> m_written;
    ImagingProgress &m_progress;
    std::chrono::milliseconds m_saveInterval;
    mutable std::mutex m_mapMutex; // standard, for ThreadSanitizer (engine/namedthread.h)
    RescueMap m_map;
};

} // namespace Custody
