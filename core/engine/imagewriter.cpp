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
        const Extent extent = (*block)->extent;
        const Result<void> written = m_sink.writeAt(extent.offset, (*block)->bytes());
        if (!written)
            return written;
        m_progress.addWritten(extent.length);
        {
            QMutexLocker lock(&m_mapMutex);
            m_map.mark(extent, SectorState::Finished);
            for (const Extent &bad : std::as_const((*block)->badExtents))
                m_map.mark(bad, SectorState::BadSector);
            m_map.setCurrent(extent.end(), m_map.currentStatus(), m_map.currentPass());
        }
        if (Clock::now() - lastSave >= m_saveInterval) {
            const Result<void> saved = syncAndSave(mapSnapshot().currentStatus());
            if (!saved)
                return saved;
            lastSave = Clock::now();
        }
    }
    return {};
}

Result<void> ImageWriter::syncAndSave(MapStatus status)
{
    const Result<void> synced = m_sink.sync();
    if (!synced)
        return synced;
    QMutexLocker lock(&m_mapMutex);
    m_map.setCurrent(m_map.currentPosition(), status, m_map.currentPass());
    return m_mapFile.save(m_map);
}

RescueMap ImageWriter::mapSnapshot() const
{
    QMutexLocker lock(&m_mapMutex);
    return m_map;
}

} // namespace Custody
