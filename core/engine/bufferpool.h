// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/rescuemap.h"
#include "util/extent.h"

#include <QList>

#include <condition_variable>
#include <cstddef>
#include <memory>
#include <mutex>
#include <span>

namespace Custody {

// One buffer of the pool with what the reader put in it: the image bytes of `extent` (bad
// sectors already filled; may be empty), the map states to record once they are written, and
// the reader's position for the map's status line.
struct Block
{
    std::byte *data = nullptr;
    qint64 capacityBytes = 0;
    Extent extent;
    QList<MapRun> marks;
    MapStatus status = MapStatus::Copying;
    int pass = 1;
    qint64 position = 0;
    // This filling of the buffer, unique in its pool: two blocks with the same serial hold the
    // same bytes (WindowDigestStream compares what outputs wrote by it).
    quint64 serial = 0;

    std::span<const std::byte> bytes() const { return {data, size_t(extent.length)}; }
    // Appends a mark, merging it with the last one when they touch and agree.
    void addMark(Extent markExtent, SectorState state);
};

// A shared handle: the reader hands the same BlockRef to the writer and every hasher; the
// buffer returns to the pool when the last of them drops it.
using BlockRef = std::shared_ptr<Block>;

// A fixed set of buffers aligned for O_DIRECT (4096 bytes). acquire() blocks while all are in
// use: that is the back-pressure that bounds memory whatever the size of the source. The pool
// must outlive every BlockRef it handed out.
class BufferPool
{
public:
    BufferPool(qint64 bufferBytes, int bufferCount);
    ~BufferPool();
    BufferPool(const BufferPool &) = delete;
    BufferPool &operator=(const BufferPool &) = delete;

    // A free buffer, or nullptr once the pool is closed.
    BlockRef acquire();
    // A free buffer if one is free now, else nullptr (also once the pool is closed).
    BlockRef tryAcquire();
    // Wakes a reader blocked in acquire(); every later acquire() returns nullptr.
    void close();

    qint64 bufferBytes() const { return m_bufferBytes; }
    int bufferCount() const { return int(m_blocks.size()); }

private:
    void release(Block *block);
    BlockRef takeFree(); // with m_mutex held

    qint64 m_bufferBytes;
    QList<Block *> m_blocks;
    QList<Block *> m_free;
    std::mutex m_mutex; // standard, for ThreadSanitizer (engine/namedthread.h)
    std::condition_variable m_available;
    bool m_closed = false;
    quint64 m_lastSerial = 0;
};

} // namespace Custody
