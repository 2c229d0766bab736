// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/boundedqueue.h"
#include "engine/bufferpool.h"
#include "engine/mapfile.h"
#include "engine/progress.h"
#include "engine/rescuemap.h"
#include "io/imagesink.h"

#include <QMutex>

#include <chrono>

namespace Custody {

// Writes blocks to the image on the writer thread and keeps the map. The in-memory map is
// updated as soon as a block is written (for progress views); the map file is saved every
// saveInterval, and always only after the image has been synced (fdatasync), so the saved map
// never claims data that is not durably in the image (ddrescue's update_mapfile order).
class ImageWriter
{
public:
    ImageWriter(ImageSink &sink, const MapFile &mapFile, RescueMap initialMap,
                ImagingProgress &progress, std::chrono::milliseconds saveInterval);

    // The writer thread's loop: writes every block until the queue is closed and drained, or
    // a write fails (then it returns at once, leaving the rest of the queue to the caller).
    Result<void> run(BoundedQueue<BlockRef> &queue);
    // Syncs the image, then saves the map, with finalStatus in its status line if given.
    // From the writer thread, or from any thread once run() has returned.
    Result<void> syncAndSave(std::optional<MapStatus> finalStatus = std::nullopt);

    // A copy of the current map, from any thread.
    RescueMap mapSnapshot() const;

private:
    ImageSink &m_sink;
    const MapFile &m_mapFile;
    ImagingProgress &m_progress;
    std::chrono::milliseconds m_saveInterval;
    mutable QMutex m_mapMutex;
    RescueMap m_map;
};

} // namespace Custody
