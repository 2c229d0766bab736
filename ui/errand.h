// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>

namespace Custody {

// One piece of work the GUI thread must not wait for: anything that touches the file system, a
// device, a share or OpenSSL (a stat() on a share that is gone blocks for minutes, a key on a
// smart card waits for its reader). The work runs on a detached thread of its own and leaves
// what is to be done with its result in a mailbox it shares with the errand; the errand polls
// the mailbox on its own thread, so no thread ever calls into an object that may be gone, a hung
// errand never delays a later one, and closing a dialog never waits for one.
//
// The work captures what it needs by value and never touches a widget; the answer it returns
// runs on the errand's thread, from its event loop (never inside run()), and only while the
// errand exists and the run was not superseded.
class Errand : public QObject
{
    Q_OBJECT

public:
    static constexpr int SlowMilliseconds = 3000;

    // What the work hands back, to run on the errand's thread.
    using Answer = std::function<void()>;
    using Work = std::function<Answer()>;

    // Whether quitting the application waits for the work: a look may be abandoned, a write
    // (a report, a signature, a line in a log) is never cut off halfway by quitting.
    enum class OnQuit { Abandon, Finish };

    explicit Errand(QObject *parent = nullptr);
    ~Errand() override;

    // Starts `work` on a thread of its own; a run still going is superseded: its answer is
    // dropped (its work is not interrupted).
    void run(Work work, OnQuit onQuit = OnQuit::Abandon);
    // Drops the answer of the run still going.
    void cancel();
    bool isRunning() const { return m_poll.isActive(); }
    // Running for SlowMilliseconds already, without an answer.
    bool isSlow() const;

    // Runs of kind OnQuit::Finish whose work has not returned, in the whole process.
    static int unfinishedWrites();

Q_SIGNALS:
    // Once, when a run has gone on for SlowMilliseconds without an answer.
    void slow();
    // After the answer of a run has run.
    void answered();

private:
    struct Mailbox;

    void collect();

    std::shared_ptr<Mailbox> m_mailbox;
    QTimer m_poll;
    QElapsedTimer m_age;
    bool m_slowSignalled = false;
};

} // namespace Custody
