// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/queuefile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QJsonObject>
#include <QList>
#include <QProcess>

#include <functional>
#include <memory>

namespace Custody::Cli {

// One job of custody-cli queue: a custody-cli child process (its own command, as typed in the
// queue file), what it uses, and what it has told the queue: its output, line by line, and its
// progress and verdict over CUSTODY_PROGRESS_FD (cli/progresschannel.h), a pipe of its own.
class QueueJob
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::QueueJob)

public:
    enum class State { Queued, WaitingForSource, Running, Succeeded, Failed, Stopped, NotRun };
    static QString stateName(State state); // "queued", "waiting-for-source", "running" …

    QueueJob(int number, QueueEntry entry);
    ~QueueJob();
    QueueJob(const QueueJob &) = delete;
    QueueJob &operator=(const QueueJob &) = delete;

    int number() const { return m_number; }
    const QueueEntry &entry() const { return m_entry; }
    State state() const { return m_state; }
    bool hasEnded() const;
    QString describe() const; // "job 3 (line 5)", with its name when it has one

    // What it uses (JobSchedule's keys), the path it waits for, and the jobs it reads from.
    QStringList sources;
    QStringList disks;
    QString waitPath;
    QList<int> after;
    QDeadlineTimer waitDeadline;

    using LineHandler = std::function<void(const QueueJob &job, const QString &line)>;
    using EndHandler = std::function<void(QueueJob &job)>;
    // Starts `program` with the entry's arguments; onLine gets each line it writes (stdout and
    // stderr), onEnd its end, once.
    Result<void> start(const QString &program, LineHandler onLine, EndHandler onEnd);
    // Reads what the progress pipe holds now.
    void readProgress();
    // SIGTERM: it stops as on Ctrl+C (its image flushed, its map saved).
    void stop();
    void setWaiting(bool waiting);
    // Never started, and why.
    void notRun(const QString &reason);

    int exitStatus() const { return m_exitStatus; }
    QString outcome() const { return m_outcome; }
    QString verdict() const { return m_verdict; }
    QString reason() const { return m_reason; }
    double seconds() const;
    QJsonObject toJson() const;

private:
    void finished(int exitCode, QProcess::ExitStatus exitStatus);
    void takeOutput(bool all);

    const int m_number;
    const QueueEntry m_entry;
    State m_state = State::Queued;
    std::unique_ptr<QProcess> m_process;
    int m_progressRead = -1;
    QByteArray m_progressBuffer;
    QByteArray m_outputBuffer;
    QJsonObject m_progress; // the last progress line
    QString m_outcome;
    QString m_verdict;
    QString m_reason;
    int m_exitStatus = -1;
    bool m_stopRequested = false;
    QDateTime m_started;
    QDateTime m_ended;
    LineHandler m_onLine;
    EndHandler m_onEnd;
};

} // namespace Custody::Cli
