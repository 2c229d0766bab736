// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/bufferpool.h"

#include <cstdlib>
#include <new>

namespace Custody {

namespace {
constexpr size_t directIoAlignment = 4096;
}

BufferPool::BufferPool(qint64 bufferBytes, int bufferCount)
    : m_bufferBytes(bufferBytes)
{
    for (int index = 0; index < bufferCount; ++index) {
        void *memory = nullptr;
        if (::posix_memalign(&memory, directIoAlignment, size_t(bufferBytes)) != 0)
            throw std::bad_alloc(); // out of memory at set-up: nothing sensible to continue with
        auto *block = new Block;
        block->data = static_cast<std::byte *>(memory);
        block->capacityBytes = bufferBytes;
        m_blocks.append(block);
        m_free.append(block);
    }
}

BufferPool::~BufferPool()
{
    for (Block *block : std::as_const(m_blocks)) {
        std::free(block->data);
        delete block;
    }
}

BlockRef BufferPool::acquire()
{
    std::unique_lock lock(m_mutex);
    m_available.wait(lock, [this] { return m_closed || !m_free.isEmpty(); });
    return takeFree();
}

BlockRef BufferPool::tryAcquire()
{
    std::lock_guard lock(m_mutex);
    return takeFree();
}

BlockRef BufferPool::takeFree()
{
    if (m_closed || m_free.isEmpty())
        return nullptr;
    Block *block = m_free.takeLast();
    block->extent = {};
    block->marks.clear();
    block->serial = ++m_lastSerial;
    return BlockRef(block, [this](Block *released) { release(released); });
}

void Block::addMark(Extent markExtent, SectorState state)
{
    if (!marks.isEmpty() && marks.last().state == state
        && marks.last().extent.end() == markExtent.offset)
        marks.last().extent.length += markExtent.length;
    else
        marks.append({markExtent, state});
}

void BufferPool::release(Block *block)
{
    std::lock_guard lock(m_mutex);
    m_free.append(block);
    m_available.notify_one();
}

void BufferPool::close()
{
    std::lock_guard lock(m_mutex);
    m_closed = true;
    m_available.notify_all();
}

} // namespace Custody
