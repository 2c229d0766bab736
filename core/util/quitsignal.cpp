// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/quitsignal.h"

#include <QSocketNotifier>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace Custody {

namespace {

// The write end for the handler, which can reach only a static.
std::atomic<int> s_writeEnd{-1};
// Signals received since the object was made (lock-free, for the handler).
std::atomic<int> s_received{0};

} // namespace

QuitSignal::QuitSignal(QObject *parent)
    : QObject(parent)
{
    if (::pipe2(m_pipe, O_CLOEXEC | O_NONBLOCK) != 0) {
        qWarning("custody: SIGTERM will end the GUI at once: no pipe for it (%s)",
                 ::strerror(errno));
        return;
    }
    s_writeEnd.store(m_pipe[1]);
    s_received.store(0);
    m_notifier = new QSocketNotifier(m_pipe[0], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &QuitSignal::readPipe);
    struct sigaction action = {};
    action.sa_handler = &QuitSignal::onSignal;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    for (std::size_t i = 0; i < std::size(s_signals); ++i) {
        // A signal ignored by whoever started the GUI (nohup, a script's `&`) stays ignored.
        ::sigaction(s_signals[i], nullptr, &m_previous[i]);
        m_caught[i] = m_previous[i].sa_handler != SIG_IGN;
        if (m_caught[i])
            ::sigaction(s_signals[i], &action, nullptr);
    }
}

QuitSignal::~QuitSignal()
{
    if (!m_notifier)
        return;
    for (std::size_t i = 0; i < std::size(s_signals); ++i) {
        if (m_caught[i])
            ::sigaction(s_signals[i], &m_previous[i], nullptr);
    }
    s_writeEnd.store(-1);
    delete m_notifier; // before the descriptor it watches
    m_notifier = nullptr;
    ::close(m_pipe[0]);
    // The write end stays open: a handler running on another thread may have loaded it just
    // before, and must not write into whatever file would take its number once closed.
}

QString QuitSignal::name(int signal)
{
    switch (signal) {
    case SIGTERM: return QStringLiteral("SIGTERM");
    case SIGINT: return QStringLiteral("SIGINT");
    case SIGHUP: return QStringLiteral("SIGHUP");
    default: return QString::number(signal);
    }
}

void QuitSignal::onSignal(int signal)
{
    // The second signal ends the process as the default does: a GUI that does not quit (hung,
    // or waiting on a drive that does not answer) can still be ended with Ctrl+C or kill.
    if (s_received.fetch_add(1) >= 1) {
        struct sigaction byDefault = {};
        byDefault.sa_handler = SIG_DFL;
        sigemptyset(&byDefault.sa_mask);
        ::sigaction(signal, &byDefault, nullptr);
        ::raise(signal);
        return;
    }
    const int saved = errno; // the interrupted code's errno stays as it was
    if (const int fd = s_writeEnd.load(); fd >= 0) {
        const unsigned char number = static_cast<unsigned char>(signal);
        [[maybe_unused]] const ssize_t written = ::write(fd, &number, 1);
    }
    errno = saved;
}

void QuitSignal::readPipe()
{
    unsigned char numbers[16];
    ssize_t count = 0;
    while ((count = ::read(m_pipe[0], numbers, sizeof numbers)) > 0) {
        for (ssize_t i = 0; i < count; ++i)
            Q_EMIT received(numbers[i]);
    }
}

} // namespace Custody
