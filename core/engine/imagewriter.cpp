// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/imagewriter.h"

#include <QScopeGuard>

#include <algorithm>

namespace Custody {

namespace {

// Adds `extent` to the sorted, disjoint `extents`, merging what touches it.
void addExtent(QList<Extent> &extents, Extent extent)
{
    if (!extents.isEmpty() && extents.last().end() == extent.offset) { // the usual case: in order
        extents.last().length += extent.length;
        return;
    }
    auto at
        = std::lower_bound(extents.begin(), extents.end(), extent,
                           [](const Extent &a, const Extent &b) { return a.offset < b.offset; });
    if (at != extents.begin() && std::prev(at)->end() >= extent.offset)
        --at;
    qint64 start = extent.offset;
    qint64 end = extent.end();
    auto last = at;
    while (last != extents.end() && last->offset <= end) {
        start = std::min(start, last->offset);
        end = std::max(end, last->end());
        ++last;
    }
    at = extents.erase(at, last);
    extents.insert(at, Extent{start, end - start});
}

} // namespace

ImageWriter::ImageWriter(ImageSink &sink, MapFile &mapFile, RescueMap initialMap,
                         ImagingProgress &progress, std::chrono::milliseconds saveInterval,
                         ResumeWindows *windows)
    : m_sink(sink)
    , m_mapFile(mapFile)
    , m_windows(windows)
    , m_progress(progress)
    , m_saveInterval(saveInterval)
    , m_map(initialMap.unshared())
{}

Result<void> ImageWriter::run(BoundedQueue<BlockRef> &queue)
{
    using Clock = std::chrono::steady_clock;
    Clock::time_point lastSave = Clock::now();
    // The blocks a window hash thread still holds go back to their pool before the run ends.
    const auto caughtUp = qScopeGuard([this] {
        if (m_windows)
            m_windows->catchUp();
    });
    while (const std::optional<BlockRef> block = queue.pop()) {
        const Block &current = **block;
        if (!current.extent.isEmpty()) {
            // A digest on disk must never describe bytes about to change: dropped and saved
            // first (a retry that recovered a sector of a finished window).
            if (m_windows && m_windows->dropDigestsUnder(current.extent)) {
                if (const Result<void> saved = save(std::nullopt, NewDigests::Hold); !saved)
                    return saved;
            }
            const Result<void> written = m_sink.writeAt(current.extent.offset, current.bytes());
            if (!written)
                return written;
            if (m_windows)
                m_windows->wrote(current.extent.offset, current.bytes(), *block);
            addExtent(m_written, current.extent);
            m_progress.addWritten(current.extent.length);
        }
        {
            std::lock_guard lock(m_mapMutex);
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
    return save(finalStatus, NewDigests::Add);
}

Result<void> ImageWriter::save(std::optional<MapStatus> finalStatus, NewDigests newDigests)
{
    const Result<void> synced = m_sink.sync();
    if (!synced)
        return synced;
    if (m_windows) {
        // Only the thread that saves changes the map: it is read here without the lock, which
        // snapshot readers would otherwise wait on while windows are read back.
        if (newDigests == NewDigests::Add) {
            const Result<bool> added = m_windows->update(m_map, m_sink, nullptr);
            if (!added)
                return added.error();
        }
        m_mapFile.setCompanionValue(QLatin1String(ResumeWindows::CompanionKey),
                                    m_windows->toJson());
    }
    std::lock_guard lock(m_mapMutex);
    if (finalStatus)
        m_map.setCurrent(m_map.currentPosition(), *finalStatus, m_map.currentPass());
    return m_mapFile.save(m_map);
}

RescueMap ImageWriter::mapSnapshot() const
{
    std::lock_guard lock(m_mapMutex);
    return m_map.unshared();
}

} // namespace Custody
