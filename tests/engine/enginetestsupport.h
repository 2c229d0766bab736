// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/simulatedsource.h"

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QThread>

#include <sched.h>

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <span>
#include <thread>

// Small helpers shared by the engine tests.
namespace Custody::Test {

// For its lifetime, when `active`, the calling thread and the threads it starts run on one CPU
// (sched_setaffinity), so that QThread::idealThreadCount() is 1, as on a one-core machine: the
// engine's choices for a machine whose cores are full can be tested on any machine.
class OneCore
{
public:
    explicit OneCore(bool active)
    {
        if (!active)
            return;
        m_limited = ::sched_getaffinity(0, sizeof m_saved, &m_saved) == 0;
        if (!m_limited)
            return;
        cpu_set_t one;
        CPU_ZERO(&one);
        for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
            if (CPU_ISSET(cpu, &m_saved)) {
                CPU_SET(cpu, &one);
                break;
            }
        }
        m_limited = ::sched_setaffinity(0, sizeof one, &one) == 0;
    }
    ~OneCore()
    {
        if (m_limited)
            ::sched_setaffinity(0, sizeof m_saved, &m_saved);
    }
    OneCore(const OneCore &) = delete;
    OneCore &operator=(const OneCore &) = delete;
    bool limited() const { return m_limited; }
    // Whether it is as asked: limited to one core when active.
    bool isAsAsked(bool active) const
    {
        return m_limited == active && (!active || QThread::idealThreadCount() == 1);
    }

private:
    cpu_set_t m_saved;
    bool m_limited = false;
};

inline std::span<const std::byte> bytesOf(const QByteArray &data)
{
    return {reinterpret_cast<const std::byte *>(data.constData()), size_t(data.size())};
}

inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

// What a perfect drive holds, with the bad extents replaced by the fill byte: the image a
// correct acquisition of the simulated source must produce.
inline QByteArray expectedImage(const SimulatedSource &source, const QList<Extent> &bad, char fill)
{
    QByteArray image(source.sizeBytes(), Qt::Uninitialized);
    source.fillContent(0, {reinterpret_cast<std::byte *>(image.data()), size_t(image.size())});
    for (const Extent &extent : bad)
        image.replace(extent.offset, extent.length, QByteArray(extent.length, fill));
    return image;
}

// Runs `work` (a job's run()) on a thread of its own while the test watches it from the main
// thread. A standard thread, like the engine's, so that ThreadSanitizer sees what work wrote
// handed over when it is joined (engine/namedthread.h).
class WorkThread
{
public:
    explicit WorkThread(std::function<void()> work)
        : m_thread([this, work = std::move(work)] {
            work();
            std::lock_guard lock(m_mutex);
            m_returned = true;
            m_returnedChanged.notify_all();
        })
    {}
    ~WorkThread()
    {
        if (m_thread.joinable())
            m_thread.join();
    }
    WorkThread(const WorkThread &) = delete;
    WorkThread &operator=(const WorkThread &) = delete;

    // Whether work returned within `timeout` (a generous bound that only catches a hang); joins
    // the thread when it did.
    bool wait(std::chrono::milliseconds timeout)
    {
        {
            std::unique_lock lock(m_mutex);
            if (!m_returnedChanged.wait_for(lock, timeout, [this] { return m_returned; }))
                return false;
        }
        if (m_thread.joinable())
            m_thread.join();
        return true;
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_returnedChanged;
    bool m_returned = false;
    std::thread m_thread; // last: started once the members above exist
};

} // namespace Custody::Test
