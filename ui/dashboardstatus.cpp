// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dashboardstatus.h"

#include "cli/queuestatus.h"
#include "models/jobstatus.h"

#include <QDir>
#include <QJsonArray>

namespace Custody {

DashboardStatus::DashboardStatus(QObject *parent)
    : QObject(parent)
{}

DashboardStatus::~DashboardStatus() = default;

void DashboardStatus::setPath(const QString &path)
{
    m_errand.cancel();
    m_file.reset();
    m_pending.reset();
    m_path = path;
    if (path.isEmpty())
        return;
    if (!QDir::isAbsolutePath(path))
        return fail(tr("The status file %1 is not kept: give its full path").arg(path));
    auto file = std::make_shared<Cli::QueueStatusFile>(path, QStringList());
    m_errand.run([this, file]() -> Errand::Answer {
        const Result<void> usable = file->check();
        return [this, file, usable] {
            if (!usable)
                return fail(tr("The status file %1 is not kept: %2")
                                .arg(m_path, usable.error().userMessage()));
            m_file = file;
            writeNext();
        };
    });
}

void DashboardStatus::write(const QJsonObject &status, const QStringList &sources)
{
    m_pending = std::pair(status, sources);
    if (m_file && !m_errand.isRunning())
        writeNext();
}

void DashboardStatus::writeNext()
{
    if (!m_file || !m_pending)
        return;
    auto [status, sources] = *std::exchange(m_pending, std::nullopt);
    std::shared_ptr<Cli::QueueStatusFile> file = m_file;
    m_errand.run(
        [this, file, status = std::move(status), sources = std::move(sources)]() -> Errand::Answer {
            file->protectSources(sources);
            const Result<void> kept = file->write(status);
            // Runs only while the errand, a member, exists.
            return [this, kept] {
                if (!kept)
                    return fail(tr("The status file %1 is no longer written: %2")
                                    .arg(m_path, kept.error().userMessage()));
                Q_EMIT written();
                writeNext();
            };
        },
        // Not evidence, and maybe on a share that hangs: quitting does not wait for it (the
        // rename keeps the file whole either way).
        Errand::OnQuit::Abandon);
}

namespace {

QString stateName(const JobStatus &status)
{
    switch (status.state) {
    case JobStatus::State::Queued: return QStringLiteral("queued");
    case JobStatus::State::Paused: return QStringLiteral("paused");
    case JobStatus::State::WaitingForDrive: return QStringLiteral("waiting-for-source");
    case JobStatus::State::Preparing:
    case JobStatus::State::Acquiring:
    case JobStatus::State::ReadingBack:
    case JobStatus::State::RereadingSource:
    case JobStatus::State::Finishing:
    case JobStatus::State::Stopping: return QStringLiteral("running");
    case JobStatus::State::Finished:
        return status.succeeded ? QStringLiteral("succeeded") : QStringLiteral("failed");
    case JobStatus::State::Stopped: return QStringLiteral("stopped");
    case JobStatus::State::Failed: return QStringLiteral("failed");
    case JobStatus::State::NotRun: return QStringLiteral("not-run");
    }
    return {};
}

// The phase as custody-cli's progress lines name it.
QString phaseName(const JobStatus &status)
{
    using Kind = JobStatus::Kind;
    switch (status.state) {
    case JobStatus::State::Preparing: return QStringLiteral("preparing");
    case JobStatus::State::Acquiring:
        return status.kind == Kind::Wipe         ? QStringLiteral("writing")
               : status.kind == Kind::Conversion ? QStringLiteral("converting")
                                                 : QStringLiteral("imaging");
    case JobStatus::State::ReadingBack:
        return status.kind == Kind::Verification ? QStringLiteral("verifying")
                                                 : QStringLiteral("reading back");
    case JobStatus::State::RereadingSource: return QStringLiteral("rereading source");
    case JobStatus::State::Finishing: return QStringLiteral("finishing");
    case JobStatus::State::Stopping: return QStringLiteral("stopping");
    default: return {};
    }
}

QString kindName(JobStatus::Kind kind)
{
    switch (kind) {
    case JobStatus::Kind::Acquisition: return QStringLiteral("acquisition");
    case JobStatus::Kind::Verification: return QStringLiteral("verification");
    case JobStatus::Kind::Wipe: return QStringLiteral("wipe");
    case JobStatus::Kind::Conversion: return QStringLiteral("conversion");
    }
    return {};
}

} // namespace

QJsonObject dashboardJob(const JobStatus &status, int number, const QStringList &arguments)
{
    QJsonObject job{{QStringLiteral("number"), number},
                    {QStringLiteral("kind"), kindName(status.kind)},
                    {QStringLiteral("priority"), status.priority},
                    {QStringLiteral("arguments"), QJsonArray::fromStringList(arguments)},
                    {QStringLiteral("state"), stateName(status)},
                    {QStringLiteral("source"), status.source}};
    // The jobs table's words, in the GUI's language: what it ended with, or why it waits.
    if (!status.outcome.isEmpty())
        job.insert(status.isQueued() || status.state == JobStatus::State::NotRun
                       ? QStringLiteral("reason")
                       : QStringLiteral("outcome"),
                   status.outcome);
    if (const QString phase = phaseName(status); !phase.isEmpty())
        job.insert(QStringLiteral("phase"), phase);
    const JobProgress &progress = status.progress;
    if (progress.jobTotal > 0) {
        job.insert(QStringLiteral("bytesDone"), double(progress.jobDone));
        job.insert(QStringLiteral("totalBytes"), double(progress.jobTotal));
        job.insert(QStringLiteral("fractionDone"),
                   double(progress.jobDone) / double(progress.jobTotal));
    }
    if (status.isRunning() && progress.bytesPerSecond > 0)
        job.insert(QStringLiteral("bytesPerSecond"), progress.bytesPerSecond);
    if (status.isRunning() && progress.secondsLeft)
        job.insert(QStringLiteral("secondsRemaining"), double(*progress.secondsLeft));
    if (status.problems)
        job.insert(status.kind == JobStatus::Kind::Verification ? QStringLiteral("differingWindows")
                                                                : QStringLiteral("badSectors"),
                   double(*status.problems));
    return job;
}

void DashboardStatus::fail(const QString &message)
{
    m_file.reset();
    m_pending.reset();
    Q_EMIT failed(message);
}

} // namespace Custody
