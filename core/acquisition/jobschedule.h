// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace Custody {

// Which queued jobs may start now (custody-cli queue; the rules are the front end's to keep, not
// the work's). A job names what it uses, as keys the front end makes from identities (device
// numbers, a file system's device), never from path strings:
// - sources: read by one job at a time (two reads of one drive at once halve both, and a failing
//   drive is worn by every seek between them);
// - disks: written or read by at most `perDisk` jobs at once (a destination's file system or
//   drive);
// - after: jobs that must have ended first (a verification of the image an earlier job writes).
// At most `limit` jobs run at once. Among the jobs that may start, the highest priority goes
// first, then the order of the file. A job that cannot start yet does not hold back a later one
// that can (a job waiting for its disk lets another disk's job run).
// Thread: one (the front end's).
class JobSchedule
{
public:
    struct Job
    {
        int number = 0; // unique, in the order of the file
        int priority = 0;
        QStringList sources;
        QStringList disks;
        QList<int> after;
    };
    enum class State { Queued, Running, Ended };

    // perDisk: for every disk without a limit of its own.
    JobSchedule(int limit, int perDisk);

    void add(const Job &job);
    // A disk that takes fewer (or more) jobs at once than the others (a spinning disk: one).
    void setDiskLimit(const QString &disk, int limit) { m_diskLimits.insert(disk, qMax(1, limit)); }
    int diskLimit(const QString &disk) const { return m_diskLimits.value(disk, m_perDisk); }
    // A held job is not started until it is let go (one waiting for its drive to be connected).
    void hold(int number, bool held);
    // The queued jobs that can start now, in the order to start them; each one that is started
    // must be told with started() before the next call.
    QList<int> startable() const;
    void started(int number);
    void ended(int number);
    // Never started: taken out of the queue (the queue was stopped, or a job it waits for
    // failed).
    void dropped(int number) { ended(number); }

    State state(int number) const;
    int running() const { return m_running; }
    int limit() const { return m_limit; }
    int perDisk() const { return m_perDisk; }
    bool finished() const;
    QList<int> queued() const;

private:
    bool canStart(const Job &job, const QSet<QString> &busySources,
                  const QHash<QString, int> &diskUse) const;
    const Job *find(int number) const;

    int m_limit;
    int m_perDisk;
    int m_running = 0;
    QList<Job> m_jobs;
    QHash<int, State> m_states;
    QHash<QString, int> m_diskLimits;
    QSet<int> m_held;
};

} // namespace Custody
