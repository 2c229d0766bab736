#pragma once

#include "util/extent.h"

#include <QList>
#include <QMutex>
#include <QWaitCondition>

#include <cstddef>
#include <memory>
#include <span>

namespace Custody {

// One buffer of the pool with what the reader put in it: the image bytes of `extent` (bad
// sectors already filled) and which parts of it were unreadable.
struct Block
{
    std::byte *data = nullptr;
    qint64 capacityBytes = 0;
    Extent extent;
    QList<Extent> badExtents;

    std::span<const std::byte> bytes() const { return {data, size_t(extent.length)}; }
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
    // Wakes a reader blocked in acquire(); every later acquire() returns nullptr.
    void close();

    qint64 bufferBytes() const { return m_bufferBytes; }
    int bufferCount() const { return int(m_blocks.size()); }

private:
    void release(Block *block);

    qint64 m_bufferBytes;
    QList<Block *> m_blocks;
    QList<Block *> m_free;
    QMutex m_mutex;
    QWaitCondition m_available;
    bool m_closed = false;
};

} // namespace Custody
