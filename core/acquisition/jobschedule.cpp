// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/jobschedule.h"

#include <QHash>

#include <algorithm>

namespace Custody {

JobSchedule::JobSchedule(int limit, int perDisk)
    : m_limit(std::max(1, limit))
    , m_perDisk(std::max(1, perDisk))
{}

void JobSchedule::add(const Job &job)
{
    m_jobs.append(job);
    m_states.insert(job.number, State::Queued);
}

const JobSchedule::Job *JobSchedule::find(int number) const
{
    for (const Job &job : m_jobs) {
        if (job.number == number)
            return &job;
    }
    return nullptr;
}

bool JobSchedule::canStart(const Job &job, const QSet<QString> &busySources,
                           const QHash<QString, int> &diskUse) const
{
    for (const int earlier : job.after) {
        if (state(earlier) != State::Ended)
            return false;
    }
    for (const QString &source : job.sources) {
        if (busySources.contains(source))
            return false;
    }
    // A job that writes one disk twice (two outputs on one file system) counts it once.
    const QSet<QString> disks(job.disks.cbegin(), job.disks.cend());
    return std::all_of(disks.cbegin(), disks.cend(),
                       [&](const QString &disk) { return diskUse.value(disk) < diskLimit(disk); });
}

QList<int> JobSchedule::startable() const
{
    QSet<QString> busySources;
    QHash<QString, int> diskUse;
    QList<const Job *> waiting;
    for (const Job &job : m_jobs) {
        const State jobState = state(job.number);
        if (jobState == State::Queued && !m_held.contains(job.number))
            waiting.append(&job);
        if (jobState != State::Running)
            continue;
        busySources.unite(QSet<QString>(job.sources.cbegin(), job.sources.cend()));
        for (const QString &disk : QSet<QString>(job.disks.cbegin(), job.disks.cend()))
            ++diskUse[disk];
    }
    std::stable_sort(waiting.begin(), waiting.end(),
                     [](const Job *a, const Job *b) { return a->priority > b->priority; });
    QList<int> chosen;
    int running = m_running;
    for (const Job *job : std::as_const(waiting)) {
        if (running >= m_limit)
            break;
        if (!canStart(*job, busySources, diskUse))
            continue;
        chosen.append(job->number);
        ++running;
        busySources.unite(QSet<QString>(job->sources.cbegin(), job->sources.cend()));
        for (const QString &disk : QSet<QString>(job->disks.cbegin(), job->disks.cend()))
            ++diskUse[disk];
    }
    return chosen;
}

void JobSchedule::hold(int number, bool held)
{
    if (held)
        m_held.insert(number);
    else
        m_held.remove(number);
}

void JobSchedule::started(int number)
{
    if (state(number) != State::Queued)
        return;
    m_states[number] = State::Running;
    ++m_running;
}

void JobSchedule::ended(int number)
{
    if (state(number) == State::Running)
        --m_running;
    if (find(number))
        m_states[number] = State::Ended;
}

JobSchedule::State JobSchedule::state(int number) const
{
    return m_states.value(number, State::Ended);
}

bool JobSchedule::finished() const
{
    return std::all_of(m_states.cbegin(), m_states.cend(),
                       [](State jobState) { return jobState == State::Ended; });
}

QList<int> JobSchedule::queued() const
{
    QList<int> numbers;
    for (const Job &job : m_jobs) {
        if (state(job.number) == State::Queued)
            numbers.append(job.number);
    }
    return numbers;
}

} // namespace Custody
