// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <atomic>
#include <csignal>

namespace Custody::Cli {

// While it exists, SIGINT and SIGTERM cancel `job` (an Acquisition, a Verifier: anything with a
// lock-free cancel()) instead of killing the process, so that the image is flushed and the map
// saved, or the verification ends with a report. The previous handlers come back afterwards.
// One guarded job per type at a time, as the handler can only reach a static.
template<typename Job>
class SignalGuard
{
public:
    explicit SignalGuard(Job &job)
    {
        s_job.store(&job);
        struct sigaction action = {};
        action.sa_handler = &SignalGuard::cancelOnSignal;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGINT, &action, &m_previousInt);
        ::sigaction(SIGTERM, &action, &m_previousTerm);
    }
    ~SignalGuard()
    {
        ::sigaction(SIGINT, &m_previousInt, nullptr);
        ::sigaction(SIGTERM, &m_previousTerm, nullptr);
        s_job.store(nullptr);
    }
    SignalGuard(const SignalGuard &) = delete;
    SignalGuard &operator=(const SignalGuard &) = delete;

private:
    // Async-signal-safe: an atomic load and cancel(), itself a lock-free atomic store.
    static void cancelOnSignal(int)
    {
        if (Job *job = s_job.load())
            job->cancel();
    }

    inline static std::atomic<Job *> s_job{nullptr};
    struct sigaction m_previousInt = {};
    struct sigaction m_previousTerm = {};
};

// While it exists, SIGINT and SIGTERM are held off: for what a command does once its work has
// ended (the record, the signatures, the case history), which takes seconds and must not be cut
// short by a second Ctrl+C or a queue stopping its jobs. Create it before the work's own
// SignalGuard ends, so that no signal falls between the two.
class FinishingGuard
{
public:
    FinishingGuard()
    {
        struct sigaction action = {};
        action.sa_handler = &holdOff;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGINT, &action, &m_previousInt);
        ::sigaction(SIGTERM, &action, &m_previousTerm);
    }
    ~FinishingGuard()
    {
        ::sigaction(SIGINT, &m_previousInt, nullptr);
        ::sigaction(SIGTERM, &m_previousTerm, nullptr);
    }
    FinishingGuard(const FinishingGuard &) = delete;
    FinishingGuard &operator=(const FinishingGuard &) = delete;

private:
    static void holdOff(int) {}
    struct sigaction m_previousInt = {};
    struct sigaction m_previousTerm = {};
};

} // namespace Custody::Cli
