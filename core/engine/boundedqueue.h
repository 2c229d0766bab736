// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QMutex>
#include <QWaitCondition>

#include <optional>

namespace Custody {

// A FIFO of bounded capacity between two threads. close() wakes every waiter: producers stop
// (push returns false), consumers drain what is left and then get nullopt. This is the clean
// form of Guymager's FIFO with its dummy end-of-data block.
template<typename T>
class BoundedQueue
{
public:
    explicit BoundedQueue(qsizetype capacity)
        : m_capacity(capacity)
    {}

    bool push(T item)
    {
        QMutexLocker lock(&m_mutex);
        while (!m_closed && m_items.size() >= m_capacity)
            m_notFull.wait(&m_mutex);
        if (m_closed)
            return false;
        m_items.append(std::move(item));
        m_notEmpty.wakeOne();
        return true;
    }

    std::optional<T> pop()
    {
        QMutexLocker lock(&m_mutex);
        while (!m_closed && m_items.isEmpty())
            m_notEmpty.wait(&m_mutex);
        if (m_items.isEmpty())
            return std::nullopt;
        T item = m_items.takeFirst();
        m_notFull.wakeOne();
        return item;
    }

    void close()
    {
        QMutexLocker lock(&m_mutex);
        m_closed = true;
        m_notEmpty.wakeAll();
        m_notFull.wakeAll();
    }

private:
    QMutex m_mutex;
    QWaitCondition m_notEmpty;
    QWaitCondition m_notFull;
    QList<T> m_items;
    qsizetype m_capacity;
    bool m_closed = false;
};

} // namespace Custody
