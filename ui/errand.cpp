// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "errand.h"

#include <QPointer>

#include <atomic>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>

namespace Custody {

namespace {

std::atomic<int> s_unfinishedWrites{0};

} // namespace

struct Errand::Mailbox
{
    std::mutex mutex;
    std::optional<Answer> answer;
};

Errand::Errand(QObject *parent)
    : QObject(parent)
{
    m_poll.setInterval(25);
    connect(&m_poll, &QTimer::timeout, this, &Errand::collect);
}

Errand::~Errand() = default; // a run still going answers into a mailbox nobody reads

int Errand::unfinishedWrites()
{
    return s_unfinishedWrites.load();
}

void Errand::run(Work work, OnQuit onQuit)
{
    cancel();
    auto mailbox = std::make_shared<Mailbox>();
    m_mailbox = mailbox;
    m_age.start();
    const bool write = onQuit == OnQuit::Finish;
    if (write)
        ++s_unfinishedWrites;
    auto task = [mailbox, work = std::move(work), write] {
        Answer answer = work();
        {
            const std::lock_guard lock(mailbox->mutex);
            mailbox->answer = std::move(answer);
        }
        if (write)
            --s_unfinishedWrites;
    };
    // The answer always comes from the event loop, never from inside run(): a caller may call
    // run() and then set up what the answer reads.
    try {
        std::thread(task).detach();
    } catch (const std::system_error &) {
        // No thread to be had (a process at its limit): the work runs on this one.
        task();
    }
    m_poll.start();
}

void Errand::cancel()
{
    m_poll.stop();
    m_mailbox.reset();
    m_slowSignalled = false;
}

bool Errand::isSlow() const
{
    return isRunning() && m_age.isValid() && m_age.elapsed() >= SlowMilliseconds;
}

void Errand::collect()
{
    std::optional<Answer> answer;
    if (m_mailbox) {
        const std::lock_guard lock(m_mailbox->mutex);
        answer = std::move(m_mailbox->answer);
    }
    if (answer) {
        m_poll.stop();
        m_mailbox.reset();
        const QPointer<Errand> self(this); // the answer may close what owns the errand
        if (*answer)
            (*answer)();
        if (self)
            Q_EMIT answered();
    } else if (!m_slowSignalled && isSlow()) {
        m_slowSignalled = true;
        Q_EMIT slow();
    }
}

} // namespace Custody
