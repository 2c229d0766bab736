// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/queueresources.h"

#include "guisettings.h"
#include "models/jobstatus.h"

#include <QByteArray>
#include <QDeadlineTimer>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>
#include <utility>

namespace Custody {

// One job in the GUI's queue, until it starts (then its panel stands for it) or is taken out.
class QueuedJob : public QObject
{
    Q_OBJECT

public:
    // Starts the job now: its panel, or nullptr when it did not start (the examiner was told).
    using Starter = std::function<QObject *()>;

    QueuedJob(JobStatus status, QStringList arguments, Starter start, QObject *parent = nullptr);

    const JobStatus &status() const { return m_status; }
    // The custody-cli words that ask for the same job, the command first, as a line of a
    // custody-cli queue file holds them (and as the queue keeps it for the next start).
    const QStringList &arguments() const { return m_arguments; }
    // What it uses, as custody-cli queue reckons it (JobSchedule's keys, by identity), as of the
    // queue's last decision.
    const Cli::JobResources &resources() const { return m_resources; }
    // Kept for the next start of the GUI (its saved form), or only for this session (a wipe:
    // the examiner types the drive's serial again rather than have a stored answer overwrite
    // whatever drive has that name by then).
    bool isKept() const { return m_kept; }
    // Keeps it, with what is saved besides its arguments (a clone's confirmed serial and size).
    void keep(const QJsonObject &saved = {})
    {
        m_kept = true;
        m_saved = saved;
    }
    const QJsonObject &saved() const { return m_saved; }

private:
    friend class JobQueue;
    JobStatus m_status;
    QStringList m_arguments;
    Cli::JobResources m_resources;
    Starter m_start;
    QJsonObject m_saved;
    bool m_kept = false;
    QDeadlineTimer m_waitDeadline; // while it waits for its drive
};

// The GUI's job queue, Guymager's LimitJobs made finer, with custody-cli queue's rules
// (JobSchedule, Cli::jobResources, Cli::mustFollow): at most `jobs` run at once, running jobs
// started outside the queue counted too (a resumed acquisition), at most `perDisk` on one
// destination disk (automatic: one on a spinning disk), one at a time per source drive or file;
// the highest priority first, then the order they were queued; a job that writes or reads what
// an earlier or running one writes waits for it; a paused job is not started. A job whose drive
// (or source file) is not there when its turn comes waits for it, holding no slot, and gives up
// after QueueLimits::driveWaitSeconds: nothing of it is touched, so a resumable acquisition's
// map stays as its last run left it.
//
// The jobs it keeps are saved (savedForm()) whenever the queue changes; restore() takes them
// back, parsed as custody-cli queue parses a queue file.
//
// Thread: the GUI's.
class JobQueue : public QObject
{
    Q_OBJECT

public:
    explicit JobQueue(QObject *parent = nullptr);

    void setLimits(const QueueLimits &limits);
    const QueueLimits &limits() const { return m_limits; }
    // What the jobs running now use (every running job of the window, queued or not).
    void setRunningJobs(std::function<QList<Cli::JobResources>()> running)
    {
        m_runningJobs = std::move(running);
    }

    // Queues a job (its status: kind, source, targets); it starts as soon as the limits let it,
    // possibly at once, within this call (then it has left jobs() and is deleted later).
    // keep: kept for the next start of the GUI, with what is saved besides the arguments.
    QueuedJob *add(JobStatus status, const QStringList &arguments, QueuedJob::Starter start,
                   std::optional<QJsonObject> keep, int priority = 0, bool paused = false);
    void setPaused(QueuedJob *job, bool paused);
    void setPriority(QueuedJob *job, int priority);
    // Takes a job out of the queue without running it (deleted later).
    void remove(QueuedJob *job);
    QList<QueuedJob *> jobs() const { return m_jobs; }
    QueuedJob *find(const QObject *job) const;
    // Queued or paused or waiting for its drive: not yet started.
    int waitingCount() const;

    // Decides again which jobs may start (a job ended, the limits changed): soon, once.
    void scheduleSoon();
    // Held: nothing more is started (the window is closing); the jobs stay queued.
    void setHeld(bool held);
    bool isHeld() const { return m_held; }

    // The kept jobs in the order they were queued: a JSON array of custody-cli queue's JSON
    // lines ({"arguments", "priority", "name"}) with "paused" and the saved extras.
    QByteArray savedForm() const;
    // A saved form's entries, each checked as custody-cli queue checks a line: the valid ones,
    // and each refused one (as saved) with why; an error only when it is no JSON array.
    struct SavedJob
    {
        QStringList arguments;
        int priority = 0;
        bool paused = false;
        QJsonObject saved;
    };
    struct SavedForm
    {
        QList<SavedJob> jobs;
        QList<std::pair<QByteArray, QString>> refused;
    };
    static Result<SavedForm> readSavedForm(const QByteArray &saved);
    // The saved keys of a clone's drive as the examiner confirmed it (serial, size in bytes).
    static inline const QString ConfirmedSerialKey = QStringLiteral("confirmedSerial");
    static inline const QString ConfirmedSizeKey = QStringLiteral("confirmedSizeBytes");
    // The saved keys of an acquisition's source drive as it was chosen (serial, size in bytes).
    static inline const QString ChosenSourceSerialKey = QStringLiteral("chosenSourceSerial");
    static inline const QString ChosenSourceSizeKey = QStringLiteral("chosenSourceSizeBytes");

Q_SIGNALS:
    // A job's row changed (state, priority), or it went (removed or started).
    void jobChanged(Custody::QueuedJob *job);
    void jobGone(Custody::QueuedJob *job);
    // A job left the queue by starting: its panel stands for it now.
    void jobStarted(Custody::QueuedJob *job, QObject *panel);
    // What is kept changed: save savedForm().
    void keptJobsChanged();

private:
    void schedule();
    // Starts what may start now (schedule(), never within itself).
    void decide();
    // Its turn came: false when it has to wait for its drive (held meanwhile).
    bool readyToStart(QueuedJob *job);
    void checkWaitingJobs();
    void start(QueuedJob *job);
    void setState(QueuedJob *job, JobStatus::State state, const QString &outcome = {});
    void take(QueuedJob *job);

    QueueLimits m_limits;
    std::function<QList<Cli::JobResources>()> m_runningJobs;
    QList<QueuedJob *> m_jobs; // in the order queued
    bool m_held = false;
    bool m_scheduling = false;       // within decide()
    bool m_scheduleAgain = false;    // schedule() was called meanwhile
    QTimer m_scheduleTimer;          // single shot, 0 ms: one decision for many changes
    QTimer m_waitTimer;              // once a second while a job waits for its drive
    QHash<QString, bool> m_spinning; // disk key → spins (asked of sysfs once)
};

} // namespace Custody
