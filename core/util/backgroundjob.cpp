// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/backgroundjob.h"

#include <QEventLoop>

namespace Custody {

BackgroundJob::BackgroundJob(QString threadName, std::chrono::milliseconds pollInterval,
                             QObject *parent)
    : QObject(parent)
    , m_threadName(std::move(threadName))
{
    m_poll.setInterval(pollInterval);
    connect(&m_poll, &QTimer::timeout, this, [this] {
        if (m_pollFunction)
            m_pollFunction();
    });
}

BackgroundJob::~BackgroundJob()
{
    if (m_thread)
        joinWork();
}

void BackgroundJob::waitForWork()
{
    if (m_thread)
        joinWork();
}

void BackgroundJob::joinWork()
{
    m_thread->wait();
    std::lock_guard lock(m_workEndMutex);
    Q_ASSERT(m_workReturned);
}

void BackgroundJob::start(std::function<void()> work, std::function<void()> poll)
{
    Q_ASSERT(!m_thread);
    m_pollFunction = std::move(poll);
    m_workReturned = false;
    m_thread.reset(QThread::create([this, work = std::move(work)] {
        work();
        std::lock_guard lock(m_workEndMutex);
        m_workReturned = true;
    }));
    m_thread->setObjectName(m_threadName);
    // QThread::finished is emitted on the worker thread as it ends: queued to this thread.
    connect(m_thread.get(), &QThread::finished, this, &BackgroundJob::onThreadFinished,
            Qt::QueuedConnection);
    m_thread->start();
    if (m_pollFunction)
        m_poll.start();
}

void BackgroundJob::runAndWait(std::function<void()> work, std::function<void()> poll)
{
    QEventLoop loop;
    connect(this, &BackgroundJob::finished, &loop, &QEventLoop::quit);
    start(std::move(work), std::move(poll));
    loop.exec();
}

void BackgroundJob::onThreadFinished()
{
    m_poll.stop();
    joinWork();
    m_thread.reset();
    Q_EMIT finished();
}

} // namespace Custody
