// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/jobschedule.h"
#include "cli/queuejob.h"
#include "cli/queueresources.h"
#include "cli/queuestatus.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <memory>
#include <optional>
#include <vector>

namespace Custody::Cli {

// custody-cli queue FILE: the jobs of a queue file (cli/queuefile.h), each a custody-cli child
// process, at most --jobs at once, at most --per-disk at once on one disk (one on a spinning
// disk unless told otherwise), one at a time per source, highest priority first, a job that
// reads what an earlier one writes after it; a status file for a dashboard (--status). A job
// never changes another's verdict: each ends with its own exit status, outcome and verdict.
// SIGINT or SIGTERM: nothing more is started, the running jobs stop as on Ctrl+C (their maps
// kept for --resume), and the queue says what ran.
class QueueCommand
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::QueueCommand)

public:
    QueueCommand(QTextStream &out, QTextStream &err);
    ~QueueCommand();
    int run(const QStringList &arguments);
    static QString usage();

private:
    struct Options
    {
        QString file;
        int limit = 1;
        bool limitGiven = false;
        std::optional<int> perDisk;
        // --disk-limit PATH=N: the file system of the folder PATH (limitedDiskKey()) takes at
        // most N at once, whatever --per-disk or the spinning-disk default would allow.
        struct DiskLimit
        {
            QString path;
            QString disk; // its key, as jobResources() names disks
            int limit = 1;
        };
        QList<DiskLimit> diskLimits;
        QString statusPath;
        int statusSeconds = 2;
        int sourceWaitSeconds = 0;
    };
    Result<Options> parse(const QStringList &arguments) const;
    static Result<Options::DiskLimit> parseDiskLimit(const QString &value);
    // Each disk's limit in the schedule; says which limits hold.
    void setDiskLimits();
    // Fills in what the job uses, from its arguments and the identities they name now.
    void describeResources(QueueJob &job);
    void tick();
    void startJobs();
    // Jobs waiting for their drive: let go when it is there, not run once their wait is over.
    void checkWaitingJobs();
    // Whether the job's source is missing and it must wait for it (--source-wait); starts the
    // wait the first time.
    bool mustWaitForSource(QueueJob &job);
    void start(QueueJob &job);
    Result<void> checkStatusPath() const;
    void jobEnded(QueueJob &job);
    void dropDependents();
    void stopAll();
    QJsonObject status() const;
    void writeStatus(bool now);
    void say(const QString &line);
    QueueJob *job(int number) const;

    QTextStream &m_out;
    QTextStream &m_err;
    Options m_options;
    QString m_program;
    QHash<int, JobResources> m_resources; // by job number
    std::unique_ptr<JobSchedule> m_schedule;
    std::unique_ptr<QueueStatusFile> m_statusFile;
    bool m_statusFailed = false;
    bool m_stopping = false;
    QString m_startedAt;
    QElapsedTimer m_sinceStatus;
    // Last: a job still running when the command ends (only on an error of the queue itself)
    // is killed by its destructor while everything its end handler uses still exists.
    std::vector<std::unique_ptr<QueueJob>> m_jobs;
};

} // namespace Custody::Cli
