// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QtGlobal>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>

namespace Custody {

// A FIFO of bounded capacity between two threads. close() wakes every waiter: producers stop
// (push returns false), consumers drain what is left and then get nullopt. This is the clean
// form of Guymager's FIFO with its dummy end-of-data block. A standard mutex and condition
// variables, so that ThreadSanitizer sees the hand-over of every item (engine/namedthread.h).
template<typename T>
class BoundedQueue
{
public:
    explicit BoundedQueue(qsizetype capacity)
        : m_capacity(capacity)
    {}

    bool push(T item)
    {
        std::unique_lock lock(m_mutex);
        m_notFull.wait(lock, [this] { return m_closed || qsizetype(m_items.size()) < m_capacity; });
        if (m_closed)
            return false;
        m_items.push_back(std::move(item));
        m_notEmpty.notify_one();
        return true;
    }

    std::optional<T> pop()
    {
        std::unique_lock lock(m_mutex);
        m_notEmpty.wait(lock, [this] { return m_closed || !m_items.empty(); });
        return takeFront();
    }

    // The first item if there is one, without waiting.
    std::optional<T> tryPop()
    {
        std::lock_guard lock(m_mutex);
        return takeFront();
    }

    bool isEmpty()
    {
        std::lock_guard lock(m_mutex);
        return m_items.empty();
    }

    void close()
    {
        std::lock_guard lock(m_mutex);
        m_closed = true;
        m_notEmpty.notify_all();
        m_notFull.notify_all();
    }

private:
    // Under m_mutex.
    std::optional<T> takeFront()
    {
        if (m_items.empty())
            return std::nullopt;
        T item = std::move(m_items.front());
        m_items.pop_front();
        m_notFull.notify_one();
        return item;
    }

    std::mutex m_mutex;
    std::condition_variable m_notEmpty;
    std::condition_variable m_notFull;
    std::deque<T> m_items;
    qsizetype m_capacity;
    bool m_closed = false;
};

} // namespace Custody
