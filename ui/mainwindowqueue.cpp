// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The main window's job queue: queuing the dialogs' jobs, the jobs table's queue actions, the
// limits, and the jobs kept from the last run.

#include "acquisition/acquireoptiontable.h"
#include "acquisition/sourcedrive.h"
#include "cli/acquireoptions.h"
#include "cli/queuestatus.h"
#include "cli/verifycommand.h"
#include "conversiondialog.h"
#include "dashboardstatus.h"
#include "dialogs/queuelimitsdialog.h"
#include "jobarguments.h"
#include "jobqueue.h"
#include "jobsview.h"
#include "mainwindow.h"
#include "models/jobtablemodel.h"
#include "util/durablefile.h"
#include "util/invalidargument.h"
#include "util/shellquote.h"
#include "verificationpanel.h"
#include "wipepanel.h"

#include <QAction>
#include <QCoreApplication>
#include <QDateTime>
#include <QItemSelectionModel>
#include <QJsonArray>
#include <QJsonObject>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStatusBar>
#include <QSysInfo>
#include <QTabWidget>
#include <QTimer>

#include <algorithm>
#include <sys/stat.h>
#include <utility>

namespace Custody {

namespace {

bool sharesAny(const QStringList &a, const QStringList &b)
{
    return std::any_of(a.cbegin(), a.cend(), [&b](const QString &key) { return b.contains(key); });
}

// A restored job as the window queues it again, or why it cannot be.
struct RestoredJob
{
    std::optional<AcquisitionRequest> acquisition;
    QString imagePath; // a verification
    QStringList hashlogPaths;
    QString trustedCa;
    CaseDetails caseDetails;
};

Result<RestoredJob> restoredJob(const JobQueue::SavedJob &saved)
{
    const QString command = saved.arguments.value(0);
    RestoredJob restored;
    if (command == u"acquire") {
        Result<Cli::AcquireRequest> parsed = Cli::parseAcquireArguments(saved.arguments.mid(1));
        if (!parsed)
            return parsed.error();
        AcquisitionRequest request = *parsed; // what the GUI asks for: no signing, no --json
        if (request.clone) {
            // The drive as the examiner confirmed it: the engine refuses any other.
            request.clone->confirmedSerial
                = saved.saved.value(JobQueue::ConfirmedSerialKey).toString();
            request.clone->confirmedSizeBytes
                = qint64(saved.saved.value(JobQueue::ConfirmedSizeKey).toDouble());
            if (request.clone->confirmedSerial.isEmpty() || request.clone->confirmedSizeBytes <= 0)
                return invalidArgument(
                    QCoreApplication::translate("Custody::MainWindow",
                                                "the clone onto %1 carries no confirmed drive")
                        .arg(request.clone->devicePath));
        }
        // The source drive as it was chosen: the engine refuses another at its path.
        if (saved.saved.contains(JobQueue::ChosenSourceSerialKey))
            request.chosenSource = AcquisitionRequest::ChosenDrive{
                saved.saved.value(JobQueue::ChosenSourceSerialKey).toString(),
                qint64(saved.saved.value(JobQueue::ChosenSourceSizeKey).toDouble())};
        // Leave to replace files was given for the files there were then: asked again.
        if (request.overwrite == OverwritePolicy::Overwrite)
            request.overwrite = OverwritePolicy::Refuse;
        request.commandLine = shellQuote(equivalentCliArguments(request));
        restored.acquisition = request;
        return restored;
    }
    if (command != u"verify")
        return invalidArgument(
            QCoreApplication::translate("Custody::MainWindow", "a %1 job is not kept by the window")
                .arg(command));
    QCommandLineParser parser;
    if (const Result<void> parsed = Cli::VerifyCommand::parse(parser, saved.arguments.mid(1));
        !parsed)
        return parsed.error();
    restored.imagePath = parser.positionalArguments().constFirst();
    restored.hashlogPaths = parser.values(QStringLiteral("hashlog"));
    restored.trustedCa = parser.value(QStringLiteral("trust-ca"));
    restored.caseDetails = parseCaseOptions(parser);
    return restored;
}

// The drive holding a block device source now, to be found again when the job starts; none for
// anything else (an image file, a network source). Only device nodes are looked at: a file on a
// share that does not answer is never waited for here.
std::optional<AcquisitionRequest::ChosenDrive> chosenDrive(const QString &sourcePath)
{
    if (!sourcePath.startsWith(u"/dev/"))
        return std::nullopt;
    const std::optional<struct stat> status = statPath(sourcePath);
    if (!status || !S_ISBLK(status->st_mode))
        return std::nullopt;
    const Result<SourceDrive> described = SourceDrive::describe(sourcePath);
    if (!described)
        return std::nullopt; // the acquisition says why when it starts
    return AcquisitionRequest::ChosenDrive{described->drive.serial, described->drive.sizeBytes};
}

} // namespace

void MainWindow::createQueue()
{
    m_queue = new JobQueue(this);
    m_queue->setLimits(m_guiSettings.queueLimits());
    m_queue->setRunningJobs([this] { return runningJobResources(); });
    connect(m_queue, &JobQueue::jobChanged, this, [this](QueuedJob *job) {
        showJob(job, job->status());
        updateQueueActions();
    });
    connect(m_queue, &JobQueue::jobGone, this, [this](QueuedJob *job) {
        forgetJob(job);
        updateQueueActions();
    });
    connect(m_queue, &JobQueue::keptJobsChanged, this,
            [this] { m_guiSettings.setSavedQueue(m_queue->savedForm()); });

    const auto jobAction = [this](const QString &text, const QString &name, const QString &tip) {
        auto *action = new QAction(text, this);
        action->setObjectName(name);
        action->setStatusTip(tip);
        action->setEnabled(false);
        m_jobsView->addAction(action);
        return action;
    };
    m_pauseJobAction = jobAction(tr("&Pause"), QStringLiteral("pauseJobAction"),
                                 tr("Keep the selected job in the queue without starting it"));
    connect(m_pauseJobAction, &QAction::triggered, this, [this] {
        if (QueuedJob *job = selectedQueuedJob())
            m_queue->setPaused(job, true);
    });
    m_resumeJobAction = jobAction(tr("&Resume"), QStringLiteral("resumeJobAction"),
                                  tr("Let the selected paused job start when its turn comes"));
    connect(m_resumeJobAction, &QAction::triggered, this, [this] {
        if (QueuedJob *job = selectedQueuedJob())
            m_queue->setPaused(job, false);
    });
    m_raisePriorityAction
        = jobAction(tr("Raise p&riority"), QStringLiteral("raisePriorityAction"),
                    tr("Start the selected job before the queued jobs of lower priority"));
    connect(m_raisePriorityAction, &QAction::triggered, this, [this] {
        if (QueuedJob *job = selectedQueuedJob())
            m_queue->setPriority(job, job->status().priority + 1);
    });
    m_lowerPriorityAction
        = jobAction(tr("&Lower priority"), QStringLiteral("lowerPriorityAction"),
                    tr("Start the selected job after the queued jobs of higher priority"));
    connect(m_lowerPriorityAction, &QAction::triggered, this, [this] {
        if (QueuedJob *job = selectedQueuedJob())
            m_queue->setPriority(job, job->status().priority - 1);
    });
    m_removeQueuedAction
        = jobAction(tr("Re&move from queue"), QStringLiteral("removeQueuedAction"),
                    tr("Take the selected job out of the queue without running it"));
    connect(m_removeQueuedAction, &QAction::triggered, this, [this] {
        if (QueuedJob *job = selectedQueuedJob())
            m_queue->remove(job);
    });
    m_jobsView->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_jobsView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MainWindow::updateQueueActions);

    m_queueLimitsAction = new QAction(tr("&Job queue…"), this);
    m_queueLimitsAction->setObjectName(QStringLiteral("queueLimitsAction"));
    m_queueLimitsAction->setStatusTip(tr("How many queued jobs run at once, on one disk, how long "
                                         "a job waits for its drive, and the status file for a "
                                         "lab's dashboard"));
    m_startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    m_dashboard = new DashboardStatus(this);
    connect(m_dashboard, &DashboardStatus::failed, this,
            [this](const QString &message) { statusBar()->showMessage(message); });
    m_dashboardTimer.setInterval(2000);
    connect(&m_dashboardTimer, &QTimer::timeout, this, &MainWindow::writeDashboard);
    setStatusFile(m_guiSettings.statusFilePath());
    connect(m_queueLimitsAction, &QAction::triggered, this, &MainWindow::chooseQueueLimits);
    m_askSavedQueue = [this](const QStringList &jobs) {
        QMessageBox box(QMessageBox::Question, tr("Jobs kept from the last run"),
                        tr("%n job(s) were waiting in the queue when Custody was closed:", nullptr,
                           int(jobs.size())),
                        QMessageBox::NoButton, this);
        box.setInformativeText(jobs.join(u'\n'));
        QPushButton *run = box.addButton(tr("&Queue them to run"), QMessageBox::AcceptRole);
        QPushButton *paused = box.addButton(tr("&Keep them paused"), QMessageBox::ActionRole);
        box.addButton(tr("&Discard them"), QMessageBox::DestructiveRole);
        box.setDefaultButton(paused);
        box.exec();
        if (box.clickedButton() == run)
            return SavedQueueChoice::Run;
        return box.clickedButton() == paused ? SavedQueueChoice::KeepPaused
                                             : SavedQueueChoice::Discard;
    };
    // Read now, before anything can be queued; offered once the window is there (and a test or
    // script had its say about the question).
    m_keptFromLastRun = m_guiSettings.savedQueue();
    QTimer::singleShot(0, this, &MainWindow::offerSavedQueue);
    if (!m_guiSettings.keepsQueue()) {
        const QString notKept
            = m_guiSettings.anotherKeepsQueue()
                  ? tr("Another Custody window keeps the job queue for the next start: the jobs "
                       "queued in this window are not kept when it closes.")
                  : tr("The job queue is not kept for the next start: this window cannot tell "
                       "whether another keeps it. The jobs queued in this window are not kept "
                       "when it closes.");
        m_queueLimitsAction->setStatusTip(m_queueLimitsAction->statusTip() + u' ' + notKept);
        QTimer::singleShot(0, this, [this, notKept] { statusBar()->showMessage(notKept); });
    }
}

QList<Cli::JobResources> MainWindow::runningJobResources() const
{
    QList<Cli::JobResources> running;
    for (auto it = m_jobResources.cbegin(); it != m_jobResources.cend(); ++it) {
        const int row = m_jobs->rowOf(it.key());
        if (row >= 0 && m_jobs->status(row).isRunning())
            running << it.value();
    }
    return running;
}

QString MainWindow::queuedWriterOf(const Cli::JobResources &resources) const
{
    // The same files written twice, or a drive overwritten that another job reads or writes
    // (whether that job succeeds or not: a wipe never waits on an acquisition's outcome here).
    const auto writes = [&resources](const Cli::JobResources &other) {
        return sharesAny(resources.basesWritten, other.basesWritten)
               || sharesAny(resources.drivesWritten, other.sources)
               || sharesAny(resources.sources, other.drivesWritten);
    };
    for (const Cli::JobResources &running : runningJobResources()) {
        if (writes(running))
            return tr("A running job writes these files or reads or writes this drive.");
    }
    for (const QueuedJob *job : m_queue->jobs()) {
        if (job->status().isQueued() && writes(job->resources()))
            return tr("A job in the queue writes these files or reads or writes this drive: %1.")
                .arg(job->status().targets.join(QStringLiteral(", ")));
    }
    return {};
}

QueuedJob *MainWindow::queueAcquisition(const AcquisitionRequest &asked, int priority, bool paused,
                                        bool pinSource)
{
    AcquisitionRequest request = asked;
    if (pinSource && !request.chosenSource)
        request.chosenSource = chosenDrive(request.sourcePath);
    const QStringList arguments = acquisitionArguments(request);
    if (const QString conflict = queuedWriterOf(Cli::jobResources(arguments));
        !conflict.isEmpty()) {
        QMessageBox::warning(this, tr("Acquisition not queued"),
                             tr("%1 is not queued: %2").arg(request.basePath, conflict));
        return nullptr;
    }
    JobStatus status;
    status.kind = JobStatus::Kind::Acquisition;
    status.source = request.sourcePath;
    status.targets = {request.clone ? request.clone->devicePath : request.basePath};
    QJsonObject kept;
    if (request.clone) {
        kept.insert(JobQueue::ConfirmedSerialKey, request.clone->confirmedSerial);
        kept.insert(JobQueue::ConfirmedSizeKey, double(request.clone->confirmedSizeBytes));
    }
    if (request.chosenSource) {
        kept.insert(JobQueue::ChosenSourceSerialKey, request.chosenSource->serial);
        kept.insert(JobQueue::ChosenSourceSizeKey, double(request.chosenSource->sizeBytes));
    }
    QueuedJob *job = m_queue->add(
        status, arguments, [this, request]() -> QObject * { return startAcquisition(request); },
        kept, priority, paused);
    if (m_queue->find(job)) {
        m_jobDrives.insert(job, request.sourcePath);
        showJob(job, job->status()); // the drive list says it is queued
    }
    return job;
}

QueuedJob *MainWindow::queueVerification(const QString &imagePath, const QStringList &hashlogPaths,
                                         const QString &trustedCa, const CaseDetails &details,
                                         int priority, bool paused)
{
    JobStatus status;
    status.kind = JobStatus::Kind::Verification;
    status.source = imagePath;
    status.targets = hashlogPaths;
    return m_queue->add(
        status, verificationArguments(imagePath, hashlogPaths, trustedCa, details),
        [this, imagePath, hashlogPaths, trustedCa, details]() -> QObject * {
            return startVerification(imagePath, hashlogPaths, details, trustedCa);
        },
        QJsonObject(), priority, paused);
}

QueuedJob *MainWindow::queueConversion(ConversionDialog *dialog)
{
    JobStatus status = dialog->jobStatus();
    const QPointer<ConversionDialog> asked(dialog);
    QueuedJob *job = m_queue->add(
        status, conversionArguments(dialog->recordPath(), dialog->options()),
        [this, asked]() -> QObject * {
            if (!asked)
                return nullptr;
            trackJob(asked.data());
            // Stopped by Quit: the window closes once it has ended and its end is recorded.
            connect(asked.data(), &ConversionDialog::finished, this, [this] {
                if (m_closing)
                    close();
            });
            asked->start();
            return asked.data();
        },
        std::nullopt);
    if (const QPointer<QueuedJob> queued(m_queue->find(job)); queued) {
        dialog->showQueued();
        // Cancel takes it out at once (the dialog itself goes later), as does the dialog going
        // with its tab; taken out from the jobs table, the dialog asks again.
        const auto withdraw = [queue = m_queue, queued] {
            if (queued && queued->status().isQueued())
                queue->remove(queued);
        };
        connect(dialog, &QDialog::rejected, m_queue, withdraw);
        connect(dialog, &QObject::destroyed, m_queue, withdraw);
        connect(m_queue, &JobQueue::jobGone, dialog, [dialog, job](QueuedJob *gone) {
            if (gone == job)
                dialog->showWithdrawn();
        });
    }
    return job;
}

QueuedJob *MainWindow::queueWipe(const WipeRequest &request,
                                 const std::optional<DeviceInfo> &confirmed)
{
    const QStringList arguments = wipeArguments(request);
    if (const QString conflict = queuedWriterOf(Cli::jobResources(arguments));
        !conflict.isEmpty()) {
        QMessageBox::warning(this, tr("Wipe not queued"),
                             tr("%1 is not queued: %2").arg(request.devicePath, conflict));
        return nullptr;
    }
    JobStatus status;
    status.kind = JobStatus::Kind::Wipe;
    status.source = request.devicePath;
    status.targets = {request.certificateBase};
    // Not kept: after a restart the examiner confirms the drive again.
    QueuedJob *job = m_queue->add(
        status, arguments,
        [this, request, confirmed]() -> QObject * { return startWipe(request, confirmed); },
        std::nullopt);
    if (m_queue->find(job)) {
        m_jobDrives.insert(job, request.devicePath);
        showJob(job, job->status());
    }
    return job;
}

void MainWindow::offerSavedQueue()
{
    const Result<JobQueue::SavedForm> saved
        = JobQueue::readSavedForm(std::exchange(m_keptFromLastRun, {}));
    if (!saved) {
        QMessageBox::warning(this, tr("Queue not restored"),
                             tr("The jobs kept from the last run cannot be read: %1. They are "
                                "discarded; nothing of them was started.")
                                 .arg(saved.error().userMessage()));
        m_guiSettings.setSavedQueue(m_queue->savedForm());
        return;
    }
    if (saved->jobs.isEmpty() && saved->refused.isEmpty())
        return;
    QList<std::pair<JobQueue::SavedJob, RestoredJob>> jobs;
    QStringList described;
    QStringList refused;
    for (const auto &[entry, why] : saved->refused)
        refused << tr("%1 (%2)").arg(QString::fromUtf8(entry), why);
    for (const JobQueue::SavedJob &job : saved->jobs) {
        Result<RestoredJob> restored = restoredJob(job);
        const QString line = shellQuote(QStringList{QStringLiteral("custody-cli")} + job.arguments);
        if (!restored) {
            refused << tr("%1 (%2)").arg(line, restored.error().userMessage());
            continue;
        }
        jobs.append({job, *restored});
        described << line;
    }
    const SavedQueueChoice choice
        = described.isEmpty() ? SavedQueueChoice::Discard : m_askSavedQueue(described);
    if (!refused.isEmpty())
        QMessageBox::warning(this, tr("Jobs not restored"),
                             tr("These kept jobs cannot be queued again and are discarded:\n%1")
                                 .arg(refused.join(u'\n')));
    // Held while they are queued again, so that the highest priority starts first.
    const bool wasHeld = m_queue->isHeld();
    m_queue->setHeld(true);
    m_guiSettings.setSavedQueue(m_queue->savedForm()); // what was queued since the start
    if (choice != SavedQueueChoice::Discard) {
        for (const auto &[job, restored] : std::as_const(jobs)) {
            const bool paused = choice == SavedQueueChoice::KeepPaused || job.paused;
            if (restored.acquisition)
                queueAcquisition(*restored.acquisition, job.priority, paused, false);
            else
                queueVerification(restored.imagePath, restored.hashlogPaths, restored.trustedCa,
                                  restored.caseDetails, job.priority, paused);
        }
    }
    m_queue->setHeld(wasHeld);
    statusBar()->showMessage(
        choice == SavedQueueChoice::Discard
            ? tr("The jobs kept from the last run were discarded.")
            : tr("%n job(s) kept from the last run are in the queue.", nullptr, int(jobs.size())));
}

void MainWindow::chooseQueueLimits()
{
    auto *dialog
        = new QueueLimitsDialog(m_guiSettings.queueLimits(), m_guiSettings.statusFilePath(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        m_guiSettings.setQueueLimits(dialog->limits());
        m_queue->setLimits(dialog->limits());
        if (dialog->statusFile() != m_guiSettings.statusFilePath()) {
            m_guiSettings.setStatusFilePath(dialog->statusFile());
            setStatusFile(dialog->statusFile());
        }
    });
    dialog->open();
}

void MainWindow::setStatusFile(const QString &path)
{
    m_dashboard->setPath(path);
    if (path.isEmpty()) {
        m_dashboardTimer.stop();
        return;
    }
    m_dashboardTimer.start();
    writeDashboard();
}

void MainWindow::writeDashboard()
{
    if (m_dashboard->path().isEmpty())
        return;
    QJsonArray jobs;
    QStringList sources;
    int running = 0;
    for (int row = 0; row < m_jobs->rowCount(); ++row) {
        QObject *job = m_jobs->job(row);
        const JobStatus &status = m_jobs->status(row);
        const QueuedJob *queued = m_queue->find(job);
        jobs.append(dashboardJob(status, row + 1,
                                 queued ? queued->arguments() : m_jobArguments.value(job)));
        if (!status.source.contains(u"://"))
            sources << status.source;
        running += status.isRunning() ? 1 : 0;
    }
    const QJsonObject status{
        {QStringLiteral("format"), QLatin1String(Cli::QueueStatusFile::Format)},
        {QStringLiteral("formatVersion"), 1},
        {QStringLiteral("program"), QStringLiteral("custody")},
        {QStringLiteral("host"), QSysInfo::machineHostName()},
        {QStringLiteral("pid"), QCoreApplication::applicationPid()},
        {QStringLiteral("startedAt"), m_startedAt},
        {QStringLiteral("updatedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {QStringLiteral("state"), QStringLiteral("running")},
        {QStringLiteral("limit"), m_queue->limits().effectiveJobs()},
        {QStringLiteral("running"), running},
        {QStringLiteral("jobs"), jobs}};
    m_dashboard->write(status, sources);
}

QueuedJob *MainWindow::selectedQueuedJob() const
{
    const QModelIndex current = m_jobsView->currentIndex();
    if (!current.isValid() || !m_jobsView->selectionModel()->isRowSelected(current.row(), {}))
        return nullptr;
    return m_queue->find(m_jobsView->jobAt(current.row()));
}

void MainWindow::updateQueueActions()
{
    const QueuedJob *job = selectedQueuedJob();
    const bool queued = job && job->status().isQueued();
    const bool paused = job && job->status().state == JobStatus::State::Paused;
    m_pauseJobAction->setEnabled(queued && !paused);
    m_resumeJobAction->setEnabled(paused);
    m_raisePriorityAction->setEnabled(queued);
    m_lowerPriorityAction->setEnabled(queued);
    m_removeQueuedAction->setEnabled(job != nullptr);
}

} // namespace Custody
