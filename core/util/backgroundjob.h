// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QThread>
#include <QTimer>

#include <chrono>
#include <functional>
#include <memory>
#include <mutex>

namespace Custody {

// Work on a thread of its own, watched from the thread that started it: the pattern of every
// long job in Custody (an acquisition, a verification, a report) in the GUI and the CLI alike.
// While the work runs, poll() is called on the starting thread every pollInterval (progress,
// graphs); once it has returned, finished() is emitted there, after the thread has ended. The
// work is cancelled by its own means (Acquisition::cancel, Verifier::cancel); the destructor
// only waits for it, so the owner cancels first.
//
// Needs an event loop on the starting thread: a GUI's, or the one runAndWait() spins.
class BackgroundJob : public QObject
{
    Q_OBJECT

public:
    explicit BackgroundJob(QString threadName,
                           std::chrono::milliseconds pollInterval = std::chrono::milliseconds(250),
                           QObject *parent = nullptr);
    ~BackgroundJob() override;

    // Starts work on a new thread. Not while it is running.
    void start(std::function<void()> work, std::function<void()> poll = {});
    // start(), then processes events until finished(): for a command line tool's main thread.
    void runAndWait(std::function<void()> work, std::function<void()> poll = {});
    bool isRunning() const { return m_thread != nullptr; }
    // Blocks until the work returned (finished() is then still to come, or never, if this
    // object goes first).
    void waitForWork();

Q_SIGNALS:
    void finished();

private:
    void onThreadFinished();
    // Waits for the thread, and takes over what the work wrote.
    void joinWork();

    QString m_threadName;
    QTimer m_poll;
    std::function<void()> m_pollFunction;
    std::unique_ptr<QThread> m_thread;
    // A QThread, for the queued finished() and the event dispatcher a work's QObjects may want.
    // But QThread::wait() synchronises through Qt's futexes, which ThreadSanitizer does not see
    // in a Qt not built with it: the work's last step sets this flag under a standard mutex, and
    // joinWork() takes that mutex after wait(), so that the hand-over of its results is seen.
    std::mutex m_workEndMutex;
    bool m_workReturned = false;
};

} // namespace Custody
