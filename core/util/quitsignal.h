// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>

#include <csignal>
#include <iterator>

class QSocketNotifier;

namespace Custody {

// SIGTERM (a logout, a shutdown, `kill`), SIGINT (Ctrl+C in the terminal that started the GUI)
// and SIGHUP (that terminal closed) as a Qt signal on the thread that made this object, instead
// of the end of the process: the GUI then quits as its window would, stopping what runs so that
// images are flushed, maps saved and mounts undone. The handler only writes the signal's number
// to a pipe (async-signal-safe); the pipe's reader emits received(). No signal is blocked, so
// the programs the GUI starts (smartctl, the lab's hooks) keep the default dispositions; a signal
// ignored when it is made (nohup) stays ignored. A second signal ends the process as the default
// would. One object at a time; the handlers before it come back when it goes.
class QuitSignal : public QObject
{
    Q_OBJECT

public:
    explicit QuitSignal(QObject *parent = nullptr);
    ~QuitSignal() override;
    QuitSignal(const QuitSignal &) = delete;
    QuitSignal &operator=(const QuitSignal &) = delete;

    bool isListening() const { return m_notifier != nullptr; }
    // "SIGTERM", "SIGINT", "SIGHUP"; the number for another.
    static QString name(int signal);

Q_SIGNALS:
    void received(int signal);

private:
    static void onSignal(int signal);
    void readPipe();

    static constexpr int s_signals[] = {SIGTERM, SIGINT, SIGHUP};
    struct sigaction m_previous[std::size(s_signals)] = {};
    bool m_caught[std::size(s_signals)] = {};
    int m_pipe[2] = {-1, -1};
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace Custody
