// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/imagewriter.h"

namespace Custody {

ImageWriter::ImageWriter(ImageSink &sink, const MapFile &mapFile, RescueMap initialMap,
                         ImagingProgress &progress, std::chrono::milliseconds saveInterval)
    : m_sink(sink)
    , m_mapFile(mapFile)
    , m_progress(progress)
    , m_saveInterval(saveInterval)
    , m_map(std::move(initialMap))
{}

Result<void> ImageWriter::run(BoundedQueue<BlockRef> &queue)
{
    using Clock = std::chrono::steady_clock;
    Clock::time_point lastSave = Clock::now();
    while (const std::optional<BlockRef> block = queue.pop()) {
        const Block &current = **block;
        if (!current.extent.isEmpty()) {
            const Result<void> written = m_sink.writeAt(current.extent.offset, current.bytes());
            if (!written)
                return written;
            m_progress.addWritten(current.extent.length);
        }
        {
            QMutexLocker lock(&m_mapMutex);
            for (const MapRun &mark : current.marks)
                m_map.mark(mark.extent, mark.state);
            m_map.setCurrent(current.position, current.status, current.pass);
        }
        if (Clock::now() - lastSave >= m_saveInterval) {
            const Result<void> saved = syncAndSave();
            if (!saved)
                return saved;
            lastSave = Clock::now();
        }
    }
    return {};
}

Result<void> ImageWriter::syncAndSave(std::optional<MapStatus> finalStatus)
{
    const Result<void> synced = m_sink.sync();
    if (!synced)
        return synced;
    QMutexLocker lock(&m_mapMutex);
    if (finalStatus)
        m_map.setCurrent(m_map.currentPosition(), *finalStatus, m_map.currentPass());
    return m_mapFile.save(m_map);
}

RescueMap ImageWriter::mapSnapshot() const
{
    QMutexLocker lock(&m_mapMutex);
    return m_map;
}

} // namespace Custody
