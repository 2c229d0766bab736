// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "jobqueue.h"

#include "acquisition/jobschedule.h"
#include "cli/queuefile.h"
#include "util/durablefile.h"
#include "util/invalidargument.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTime>

#include <algorithm>
#include <utility>

namespace Custody {

QueuedJob::QueuedJob(JobStatus status, QStringList arguments, Starter start, QObject *parent)
    : QObject(parent)
    , m_status(std::move(status))
    , m_arguments(std::move(arguments))
    , m_resources(Cli::jobResources(m_arguments))
    , m_start(std::move(start))
{}

JobQueue::JobQueue(QObject *parent)
    : QObject(parent)
{
    m_scheduleTimer.setSingleShot(true);
    m_scheduleTimer.setInterval(0);
    connect(&m_scheduleTimer, &QTimer::timeout, this, &JobQueue::schedule);
    m_waitTimer.setInterval(1000);
    connect(&m_waitTimer, &QTimer::timeout, this, &JobQueue::schedule);
}

void JobQueue::setLimits(const QueueLimits &limits)
{
    m_limits = limits;
    scheduleSoon();
}

QueuedJob *JobQueue::add(JobStatus status, const QStringList &arguments, QueuedJob::Starter start,
                         std::optional<QJsonObject> keep, int priority, bool paused)
{
    status.state = paused ? JobStatus::State::Paused : JobStatus::State::Queued;
    status.priority = priority;
    status.outcome.clear();
    auto *job = new QueuedJob(std::move(status), arguments, std::move(start), this);
    if (keep)
        job->keep(*keep);
    m_jobs.append(job);
    Q_EMIT jobChanged(job);
    Q_EMIT keptJobsChanged();
    schedule();
    return job;
}

QueuedJob *JobQueue::find(const QObject *job) const
{
    const auto it = std::find(m_jobs.cbegin(), m_jobs.cend(), job);
    return it == m_jobs.cend() ? nullptr : *it;
}

int JobQueue::waitingCount() const
{
    return int(std::count_if(m_jobs.cbegin(), m_jobs.cend(),
                             [](const QueuedJob *job) { return job->status().isQueued(); }));
}

void JobQueue::setState(QueuedJob *job, JobStatus::State state, const QString &outcome)
{
    job->m_status.state = state;
    job->m_status.outcome = outcome;
    Q_EMIT jobChanged(job);
}

void JobQueue::setPaused(QueuedJob *job, bool paused)
{
    if (!find(job) || !job->status().isQueued())
        return;
    if (paused == (job->status().state == JobStatus::State::Paused))
        return;
    setState(job, paused ? JobStatus::State::Paused : JobStatus::State::Queued);
    Q_EMIT keptJobsChanged();
    scheduleSoon();
}

void JobQueue::setPriority(QueuedJob *job, int priority)
{
    if (!find(job) || !job->status().isQueued())
        return;
    job->m_status.priority = priority;
    Q_EMIT jobChanged(job);
    Q_EMIT keptJobsChanged();
    scheduleSoon();
}

void JobQueue::take(QueuedJob *job)
{
    m_jobs.removeOne(job);
    Q_EMIT jobGone(job);
    Q_EMIT keptJobsChanged();
    job->deleteLater();
}

void JobQueue::remove(QueuedJob *job)
{
    if (!find(job))
        return;
    take(job);
    scheduleSoon();
}

void JobQueue::scheduleSoon()
{
    m_scheduleTimer.start();
}

void JobQueue::setHeld(bool held)
{
    m_held = held;
    if (!held)
        scheduleSoon();
}

bool JobQueue::readyToStart(QueuedJob *job)
{
    const QString &path = job->resources().waitPath;
    if (path.isEmpty() || statPath(path))
        return true;
    if (m_limits.driveWaitSeconds <= 0) {
        setState(job, JobStatus::State::NotRun, tr("%1 is not connected").arg(path));
        Q_EMIT keptJobsChanged();
        return false;
    }
    if (job->status().state != JobStatus::State::WaitingForDrive) {
        job->m_waitDeadline.setRemainingTime(qint64(m_limits.driveWaitSeconds) * 1000);
        const QTime givingUp = QTime::currentTime().addSecs(qint64(m_limits.driveWaitSeconds));
        setState(job, JobStatus::State::WaitingForDrive,
                 tr("%1 is not connected; gives up at %2")
                     .arg(path, QLocale().toString(givingUp, QLocale::ShortFormat)));
    }
    return false;
}

void JobQueue::checkWaitingJobs()
{
    bool waiting = false;
    for (QueuedJob *job : std::as_const(m_jobs)) {
        if (job->status().state != JobStatus::State::WaitingForDrive)
            continue;
        const QString &path = job->resources().waitPath;
        if (statPath(path)) {
            setState(job, JobStatus::State::Queued); // its turn is decided again
        } else if (job->m_waitDeadline.hasExpired()) {
            // Nothing of it was touched: a resumable acquisition's files are as its last run left
            // them.
            const int seconds = m_limits.driveWaitSeconds;
            setState(
                job, JobStatus::State::NotRun,
                seconds % 60 == 0
                    ? tr("%1 was not connected within %n minute(s)", nullptr, seconds / 60)
                          .arg(path)
                    : tr("%1 was not connected within %n second(s)", nullptr, seconds).arg(path));
            Q_EMIT keptJobsChanged();
        } else {
            waiting = true;
        }
    }
    if (waiting)
        m_waitTimer.start();
    else
        m_waitTimer.stop();
}

void JobQueue::schedule()
{
    // A start may show a message box, whose event loop runs the timers: decided again after.
    if (m_scheduling)
        m_scheduleAgain = true;
    if (m_held || m_scheduling)
        return;
    m_scheduling = true;
    decide();
    m_scheduling = false;
    if (std::exchange(m_scheduleAgain, false))
        scheduleSoon();
}

void JobQueue::decide()
{
    checkWaitingJobs();
    // What was not there at the last look is looked at again: a drive connected since is its
    // device numbers now, not its name (the rest is not, to keep the GUI thread off the disks).
    for (QueuedJob *job : std::as_const(m_jobs)) {
        const auto absent = [](const QString &key) {
            return key.startsWith(u"path:");
        };
        const Cli::JobResources &uses = job->resources();
        if (job->status().isQueued()
            && (std::any_of(uses.sources.cbegin(), uses.sources.cend(), absent)
                || std::any_of(uses.disks.cbegin(), uses.disks.cend(), absent)))
            job->m_resources = Cli::jobResources(job->m_arguments);
    }
    const QList<Cli::JobResources> running
        = m_runningJobs ? m_runningJobs() : QList<Cli::JobResources>();
    const int limit = m_limits.effectiveJobs();
    JobSchedule schedule(limit, m_limits.perDisk > 0 ? m_limits.perDisk : limit);
    const auto limitDisks = [this, &schedule](const QStringList &disks) {
        if (m_limits.perDisk > 0)
            return;
        for (const QString &disk : disks) {
            auto spins = m_spinning.find(disk);
            if (spins == m_spinning.end())
                spins = m_spinning.insert(disk, Cli::isSpinningDisk(disk));
            if (*spins)
                schedule.setDiskLimit(disk, 1);
        }
    };
    // The running jobs first, as started, then the queued ones in their order: a job waits for
    // any before it that writes what it reads or writes.
    QList<Cli::JobResources> earlier;
    for (const Cli::JobResources &resources : running) {
        const int number = int(earlier.size()) + 1;
        schedule.add({number, 0, resources.sources, resources.disks, {}});
        schedule.started(number);
        limitDisks(resources.disks);
        earlier << resources;
    }
    QHash<int, QueuedJob *> queued;
    for (QueuedJob *job : std::as_const(m_jobs)) {
        if (!job->status().isQueued())
            continue;
        QList<int> after;
        for (int i = 0; i < earlier.size(); ++i) {
            if (Cli::mustFollow(job->resources(), earlier.at(i)))
                after << i + 1;
        }
        const int number = int(earlier.size()) + 1;
        schedule.add({number, job->status().priority, job->resources().sources,
                      job->resources().disks, after});
        limitDisks(job->resources().disks);
        if (job->status().state != JobStatus::State::Queued)
            schedule.hold(number, true);
        queued.insert(number, job);
        earlier << job->resources();
    }
    // The disks given a limit of their own, over both, while they are there. A disk named twice
    // (a settings file written by hand: the dialog refuses it) takes the lower limit.
    QHash<QString, int> ownLimits;
    for (const QueueLimits::DiskLimit &given : std::as_const(m_limits.diskLimits)) {
        if (const Result<QString> disk = Cli::limitedDiskKey(given.folder)) {
            const int jobs = std::min(given.jobs, ownLimits.value(*disk, given.jobs));
            ownLimits.insert(*disk, jobs);
            schedule.setDiskLimit(*disk, jobs);
        }
    }
    // A job whose drive is not there is held, and the choice made again without it.
    for (bool again = true; again;) {
        again = false;
        for (const int number : schedule.startable()) {
            QueuedJob *job = queued.value(number);
            if (m_held || !find(job) || job->status().state != JobStatus::State::Queued) {
                m_scheduleAgain = true; // closing, or changed meanwhile: decided again
                return;
            }
            if (!readyToStart(job)) {
                schedule.hold(number, true);
                again = true;
                break;
            }
            schedule.started(number);
            start(job);
        }
    }
    checkWaitingJobs();
}

void JobQueue::start(QueuedJob *job)
{
    QObject *panel = job->m_start();
    if (!panel) {
        setState(job, JobStatus::State::NotRun, tr("it did not start"));
        Q_EMIT keptJobsChanged();
        scheduleSoon(); // its slot is free again
        return;
    }
    Q_EMIT jobStarted(job, panel);
    take(job);
}

QByteArray JobQueue::savedForm() const
{
    QJsonArray saved;
    for (const QueuedJob *job : m_jobs) {
        if (!job->isKept() || !job->status().isQueued())
            continue;
        QJsonObject entry = job->saved();
        entry.insert(QStringLiteral("arguments"), QJsonArray::fromStringList(job->arguments()));
        entry.insert(QStringLiteral("priority"), job->status().priority);
        entry.insert(QStringLiteral("paused"), job->status().state == JobStatus::State::Paused);
        saved.append(entry);
    }
    return saved.isEmpty() ? QByteArray() : QJsonDocument(saved).toJson(QJsonDocument::Compact);
}

Result<JobQueue::SavedForm> JobQueue::readSavedForm(const QByteArray &saved)
{
    SavedForm form;
    if (saved.trimmed().isEmpty())
        return form;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(saved, &error);
    if (!document.isArray())
        return invalidArgument(
            tr("the saved queue is not a JSON array (%1)").arg(error.errorString()));
    // Each entry checked on its own as custody-cli queue checks a line of a queue file (one that
    // a newer or older Custody reads otherwise costs only itself). A clone the examiner confirmed
    // carries the drive's serial and size, which the engine checks when it opens the drive: it
    // stands for custody-cli's --yes.
    for (const QJsonValue &value : document.array()) {
        const QJsonObject object = value.toObject();
        QJsonObject line;
        for (const QString &key :
             {QStringLiteral("arguments"), QStringLiteral("priority"), QStringLiteral("name")}) {
            if (object.contains(key))
                line.insert(key, object.value(key));
        }
        const bool confirmed = object.contains(ConfirmedSerialKey);
        if (confirmed) {
            QJsonArray arguments = line.value(QStringLiteral("arguments")).toArray();
            arguments.append(QStringLiteral("--yes"));
            line.insert(QStringLiteral("arguments"), arguments);
        }
        const Result<QList<Cli::QueueEntry>> entry = Cli::parseQueueFile(
            QJsonDocument(line).toJson(QJsonDocument::Compact), tr("the saved queue"));
        if (!entry || entry->size() != 1) {
            form.refused << std::pair(QJsonDocument(object).toJson(QJsonDocument::Compact),
                                      entry ? tr("not one job") : entry.error().userMessage());
            continue;
        }
        QStringList arguments = entry->constFirst().arguments;
        if (confirmed)
            arguments.removeLast(); // the --yes added above
        form.jobs.append({arguments, entry->constFirst().priority,
                          object.value(QStringLiteral("paused")).toBool(), object});
    }
    return form;
}

} // namespace Custody
