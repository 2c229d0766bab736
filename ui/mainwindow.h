// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/endhook.h"

#include "acquisitionpanel.h"
#include "cli/queueresources.h"
#include "errand.h"
#include "guisettings.h"
#include "record/detachedsignature.h"

#include <QHash>
#include <QMainWindow>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QMenu;
class QSettings;
class QSplitter;
class QTabWidget;
class QTableView;

namespace Custody {

class ConversionDialog;
class DeviceDetailsPane;
class HistoryRecorder;
class HistoryView;
class DeviceMonitor;
class DeviceTableModel;
class DashboardStatus;
class JobQueue;
class JobTableModel;
class JobsView;
class QueuedJob;
class PrepareDriveDialog;
class WipePanel;
struct AcquisitionSource;
struct WipeRequest;

// The examiner's window: the live list of drives (and, on its own tab, the table of every job)
// with the selected drive's details above, the running and finished acquisitions and
// verifications in tabs below; the case history in a window of its own. Actions: Acquire…, Add
// image or file as source…, Verify image…, Refresh, History, Close finished tabs, About.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // What the file that records a work is, for the words that name it when signing fails.
    enum class WorkLog { Acquisition, WipeCertificate };

    MainWindow(std::unique_ptr<DeviceMonitor> monitor, QSettings &settings,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    DeviceTableModel *deviceModel() const { return m_model; }
    QTableView *deviceView() const { return m_view; }
    QTabWidget *acquisitionTabs() const { return m_tabs; }
    JobTableModel *jobModel() const { return m_jobs; }
    JobsView *jobsView() const { return m_jobsView; }
    HistoryView *historyView() const { return m_historyView; }
    HistoryRecorder *historyRecorder() const { return m_historyRecorder; }
    QAction *historyAction() const;
    // The drive list's rows always in view, however many jobs and tabs: a system disk must
    // not scroll out of sight while an examiner picks the drive to image.
    static constexpr int minimumDriveRows = 5;
    // How the passphrase of the signing key is asked for (a dialog; tests answer).
    void setPassphraseQuestion(std::function<std::optional<QByteArray>(const QString &)> ask)
    {
        m_askPassphrase = std::move(ask);
    }
    // Opens the acquisition dialog for a source; returns the dialog (not yet shown modally) so
    // that scripts and tests can drive it. Its requestReady starts an acquisition in a new tab.
    class AcquisitionDialog *prepareAcquisition(const AcquisitionSource &source);
    // Looks at the image or file at `path` off the GUI thread (it may be on a share that does not
    // answer), saying so in the status bar, then opens the acquisition dialog for it. A later
    // choice supersedes one still being looked at.
    void acquireFileAt(const QString &path);
    // Opens "Add network source" (not yet shown modally); once its server answered, the drive
    // is added to the list and selected.
    class NetworkSourceDialog *prepareNetworkSource();
    // Quits as Quit does, without asking: what runs is stopped (images flushed, maps saved,
    // certificates written) and the mounts undone, then the window closes. For SIGTERM, SIGINT
    // and SIGHUP (QuitSignal); an image mounted and in use still keeps the window, saying so.
    void quitForSignal(int signal);
    // Starts an acquisition in a new tab; factory as for AcquisitionPanel.
    AcquisitionPanel *startAcquisition(const AcquisitionRequest &request,
                                       AcquisitionPanel::AcquisitionFactory factory = {});
    // Opens the Verify dialog (not yet shown modally) for the image and hashlogs given, the
    // case fields pre-filled (the examiner's name as the acquisition dialog remembers it, where
    // `details` gives none); its Verify starts a verification in a new tab. Verify image… gives
    // the current tab's image (and a verification tab's hashlogs and case fields), History's
    // Verify again the row's.
    class VerifyDialog *prepareVerification(const QString &imagePath,
                                            const QStringList &hashlogPaths,
                                            const CaseDetails &details);
    // Starts a verification of an image against hashlogs in a new tab, for the case given.
    // trustedCa: the CA signatures must chain to; nullopt: the one of the settings.
    class VerificationPanel *startVerification(const QString &imagePath,
                                               const QStringList &hashlogPaths,
                                               const CaseDetails &details = {},
                                               const std::optional<QString> &trustedCa = {});

    // Why this request may not start beside the running ones; empty when it may.
    QString conflictWithRunning(const AcquisitionRequest &request) const;

    // The job queue (File → Job queue…): the dialogs' Start queues their job, which starts when
    // the limits let it (at once, within the call, when they do). The jobs table shows queued
    // jobs too, with Pause, Resume, Raise and Lower priority and Remove from queue. An
    // acquisition or a verification is kept for the next start of the window, which asks what to
    // do with them first; a wipe is not (its drive's serial is typed again), nor a conversion
    // to E01 (its dialog, beside its acquisition's tab, is what asked for it).
    JobQueue *jobQueue() const { return m_queue; }
    // A drive source is kept as it is now (AcquisitionRequest::chosenSource: its serial and
    // size), so that the job acquires no other drive found at its path when it starts; not for
    // a job restored from the settings (pinSource false), which keeps the drive it was queued
    // for, or none.
    QueuedJob *queueAcquisition(const AcquisitionRequest &request, int priority = 0,
                                bool paused = false, bool pinSource = true);
    QueuedJob *queueVerification(const QString &imagePath, const QStringList &hashlogPaths,
                                 const QString &trustedCa, const CaseDetails &details,
                                 int priority = 0, bool paused = false);
    QueuedJob *queueWipe(const WipeRequest &request, const std::optional<DeviceInfo> &confirmed);
    // The conversion `dialog` asked for (its Convert): queued; the dialog says so until it starts,
    // and Cancel there takes it out of the queue.
    QueuedJob *queueConversion(ConversionDialog *dialog);
    // What the window does with the jobs kept from its last run: asked before anything starts.
    enum class SavedQueueChoice { Run, KeepPaused, Discard };
    void setSavedQueueQuestion(std::function<SavedQueueChoice(const QStringList &jobs)> ask)
    {
        m_askSavedQueue = std::move(ask);
    }
    // The status file for a lab's dashboard (File → Job queue…; empty: none): every job of the
    // window, replaced whole every two seconds and when a job starts or ends.
    void setStatusFile(const QString &path);
    DashboardStatus *dashboardStatus() const { return m_dashboard; }
    // The jobs table's actions on the selected queued job.
    QAction *pauseJobAction() const { return m_pauseJobAction; }
    QAction *resumeJobAction() const { return m_resumeJobAction; }
    QAction *raisePriorityAction() const { return m_raisePriorityAction; }
    QAction *lowerPriorityAction() const { return m_lowerPriorityAction; }
    QAction *removeQueuedAction() const { return m_removeQueuedAction; }

    // Prepare drive… (the drive list's context menu and the File menu): enabled only for a local
    // whole drive that the write gate would let be overwritten, asked off the GUI thread; its
    // tooltip and status tip say why not otherwise.
    QAction *prepareDriveAction() const { return m_prepareDriveAction; }
    // The actions of the drive list's context menu for the selected drive (Prepare drive… is not
    // among them for a drive of another machine).
    QList<QAction *> driveContextActions() const;
    // Opens the Prepare drive dialog for a drive of the list (not yet shown modally); its Start
    // starts a wipe in a new tab.
    PrepareDriveDialog *prepareDriveWipe(const DeviceInfo &drive);
    // Starts a wipe (or a check) in a new tab. confirmed: the drive as its serial was typed for,
    // nullopt for a check, which writes nothing.
    WipePanel *startWipe(const WipeRequest &request, const std::optional<DeviceInfo> &confirmed);
    // Why the drive may not be overwritten now (the write gate's answer, with the sources of the
    // running acquisitions protected; a wipe of it running); empty when it may. On any thread.
    static QString overwriteRefusal(const QString &devicePath, const QStringList &protectedSources);
    // Signatures, log lines and history records of finished work still to be written (off the
    // GUI thread, one work after the other).
    bool isFinishingWork() const
    {
        return m_finishing.isRunning() || !m_toFinish.isEmpty() || m_hooksRunning > 0;
    }
    // Anything still being written that quitting must wait for: the work above, and every
    // other errand that writes (a report being saved).
    bool hasUnfinishedWrites() const { return isFinishingWork() || Errand::unfinishedWrites() > 0; }
    // The conversions to E01 running in the acquisitions' tabs.
    QList<ConversionDialog *> runningConversions() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void createActions();
    // The queue, its actions in the jobs table and File → Job queue…; the kept jobs are offered
    // once the window is shown (offerSavedQueue()).
    void createQueue();
    void offerSavedQueue();
    void chooseQueueLimits();
    void writeDashboard();
    QueuedJob *selectedQueuedJob() const;
    void updateQueueActions();
    // What the running jobs of the window use (the queue's limits count them all).
    QList<Cli::JobResources> runningJobResources() const;
    // Why a job writing these bases may not be queued: another job running or queued writes
    // one of them; empty when none does.
    QString queuedWriterOf(const Cli::JobResources &resources) const;
    void createHistory();
    void chooseSigningIdentity();
    void chooseEndHook();
    // The lab's program of the settings (File → Program when a job ends), run for an
    // acquisition that has ended, as custody-cli acquire --on-end runs it: before the signing of
    // its files, so that the log's signature covers its run (runEndHookIntoLog()), on an Errand
    // of its own (runHookApart()); the status bar says how it went.
    void runEndHook(const AcquisitionRecord &record, const QString &basePath, bool logIsThisRuns);
    // A hook waiting for the finishing work of its run (by the run's log path).
    struct PendingHook
    {
        EndHook hook;
        std::shared_ptr<EndHookRunner> runner; // also in m_hookRunners, stopped at quit
        QString sourcePath;
        QString basePath;
        bool logIsThisRuns = false;
    };
    static QString endHookMessage(const PendingHook &hook, const EndHookOutcome &ran);
    // The lab's program for a verification or a wipe, as custody-cli verify and wipe --on-end run
    // it: on an Errand of its own (runHookApart()), then `work` recorded in the case history with
    // the program's first line added to the row's note; `work` recorded at once when no program
    // is set.
    void recordWithEndHook(HistoryWork work, QList<QByteArray> environment);
    // Runs a lab's program (`run`, off the GUI thread) on an Errand of its own that quitting
    // waits for, and the answer it returns on the GUI thread: a program that takes its time (up
    // to its timeout) holds up no other job's signing or history, only its own job's.
    void runHookApart(std::function<Errand::Answer()> run);
    // Signs `toSign` with the examiner's identity, if one is set, then records the work in the
    // case history with the signer. What was not signed although an identity is set, and why
    // (the key gone, the passphrase refused or not given, an OpenSSL error), goes to
    // `showOutcome` as the problem, for the job's banner; the acquisition log `logPath` says so
    // too. The identity is the one opened when the job started (planSigning()); the signing,
    // the log and every look at the files run on an Errand that quitting waits for, after the
    // work finished before; the status bar, the history and `showOutcome` (whom the files were
    // signed by, or the problem; both empty when no identity is set) hear of it then, when
    // there was anything to sign.
    // `hookEnvironment`: a wipe's program, run after the signing (recordWithEndHook()) with the
    // environment it returns given whether everything to sign was signed (its exit status says
    // so, as custody-cli wipe's does).
    using SigningOutcomeShown = std::function<void(const QString &signer, const QString &problem)>;
    using HookEnvironment = std::function<QList<QByteArray>(bool allSigned)>;
    void finishWork(const HistoryWork &work, const QStringList &toSign, const QString &logPath,
                    SigningOutcomeShown showOutcome, WorkLog logKind = WorkLog::Acquisition,
                    HookEnvironment hookEnvironment = {});
    // Starts the next work waiting to be finished, unless one is being finished or the identity
    // it signs with is being loaded (then once it is).
    void finishNext();
    // Loads the identity of the settings (m_identityLoad), for the jobs running and the work
    // waiting first.
    void loadSigningIdentity();
    // A job starts (or resumes): the identity is opened now, its passphrase asked while the
    // examiner is at the keyboard, so that its end asks nothing; the panel says by whom its
    // files will be signed, or why they will not.
    template<typename Panel>
    void planSigning(Panel *panel);
    // A job's work, once it has written its files (its historyWork): signed and recorded through
    // finishWork(), its tab saying by whom its files were signed, or why not.
    template<typename Panel>
    void finishWorkOf(Panel *panel, WorkLog logKind);
    // What the running jobs' panels say of their signing, from the identity's state now.
    QString signingPlan() const;
    void showSigningPlans();
    void acquireSelected();
    void prepareSelectedDrive();
    // Prepare drive…'s state for the selected drive, from the gate's answer (asked again when the
    // drive or the jobs change).
    void updatePrepareDriveAction();
    void checkOverwriteAgain();
    void showDriveContextMenu(const QPoint &position);
    // The drives being read by running acquisitions, and being wiped.
    QStringList runningAcquisitionSources() const;
    QString runningWipeOf(const QString &devicePath) const;
    void acquireFile();
    void addNetworkSource();
    void removeNetworkSource();
    void verifyImage();
    // Mount image read-only… and Mounted images (mainwindowmount.cpp): only for root, who may
    // mount; nullptr otherwise, and absent from the menus.
    void createMountActions();
    void mountImage();
    // Unmounts every image mounted (quitting): "" or what still holds some.
    QString unmountImages();
    void refresh();
    void about();
    void updateActions();
    void showSelectedDetails();
    void closeTab(int index);
    // Without asking: the caller knows its job has ended.
    void removeTab(int index);
    // Closes every tab whose job has ended (the records and reports stay on disk and in the
    // history); the running ones stay.
    void closeFinishedTabs();
    // The View menu's "Tabs" submenu: go to any tab by name, and Close finished tabs; also the
    // job tabs' corner button.
    QMenu *createTabsMenu();
    void createHistoryWindow();
    // The Jobs tab's title: how many jobs there are and how many run.
    void showJobCount();
    // A list never shorter than `rows` rows (with its header): the splitter keeps them in view.
    static void keepRowsInView(QTableView *view, int rows);
    void retitleAcquisitionTabs();
    void showDetails(bool shown);
    static constexpr int detailsMinimumWidth = 1600;
    // Shows a panel's job in the jobs table (and, for a drive's acquisition, in the drive
    // list) from now on, and until it goes.
    template<typename Panel>
    void trackJob(Panel *panel);
    void showJob(QObject *job, const JobStatus &status);
    void forgetJob(QObject *job);
    void showJobTab(QObject *job);
    QString selectedDevicePath() const;

    void showFileLookMessage(const QString &message);

    std::unique_ptr<DeviceMonitor> m_monitor;
    QSettings &m_settings;
    GuiSettings m_guiSettings;
    DeviceTableModel *m_model = nullptr;
    JobTableModel *m_jobs = nullptr;
    JobsView *m_jobsView = nullptr;
    // The drive each acquisition job reads, for the drive list's Job column.
    QHash<QObject *, QString> m_jobDrives;
    // What each job of the table uses, for the queue's limits.
    QHash<QObject *, Cli::JobResources> m_jobResources;
    QHash<QObject *, QStringList> m_jobArguments; // its custody-cli words, for the status file
    DashboardStatus *m_dashboard = nullptr;
    QTimer m_dashboardTimer;
    QString m_startedAt; // for the status file
    JobQueue *m_queue = nullptr;
    std::function<SavedQueueChoice(const QStringList &)> m_askSavedQueue;
    QByteArray m_keptFromLastRun; // the saved queue as the window found it, until offered
    QAction *m_pauseJobAction = nullptr;
    QAction *m_resumeJobAction = nullptr;
    QAction *m_raisePriorityAction = nullptr;
    QAction *m_lowerPriorityAction = nullptr;
    QAction *m_removeQueuedAction = nullptr;
    QAction *m_queueLimitsAction = nullptr;
    QTableView *m_view = nullptr;
    DeviceDetailsPane *m_details = nullptr;
    QTabWidget *m_tabs = nullptr;
    QSplitter *m_splitter = nullptr;
    QAction *m_acquireAction = nullptr;
    QAction *m_prepareDriveAction = nullptr;
    Errand m_overwriteCheck;                  // the gate asked about the selected drive
    QString m_overwriteCheckedPath;           // the drive it was asked about
    std::optional<QString> m_overwriteAnswer; // its refusal (empty: allowed); nullopt: asking
    QAction *m_acquireFileAction = nullptr;
    QAction *m_addNetworkAction = nullptr;
    QAction *m_removeNetworkAction = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_verifyAction = nullptr;
    QAction *m_mountAction = nullptr;  // Mount image read-only…
    QAction *m_mountsAction = nullptr; // Mounted images
    class MountsWindow *m_mounts = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_closeTabAction = nullptr;
    QAction *m_detailsAction = nullptr;
    HistoryRecorder *m_historyRecorder = nullptr;
    HistoryView *m_historyView = nullptr;
    QWidget *m_historyWindow = nullptr; // a window of its own, not docked: see createHistoryWindow
    QAction *m_historyAction = nullptr;
    QAction *m_closeFinishedAction = nullptr;
    QTabWidget *m_lists = nullptr; // Drives | Jobs
    std::function<std::optional<QByteArray>(const QString &)> m_askPassphrase;
    // Loaded at the first signature of the session (its passphrase asked once), dropped when the
    // identity changes.
    std::shared_ptr<const SigningIdentity> m_signer;
    Errand m_fileLook;         // the image or file chosen as a source (acquireFileAt)
    QString m_fileLookPath;    // what it looks at
    QString m_fileLookMessage; // what the status bar says of it
    // The identity of the settings, or why it cannot sign; shared with the errands that sign,
    // so that choosing another identity meanwhile leaves them the one they started with.
    using Signer = Result<std::shared_ptr<const SigningIdentity>>;
    struct ToFinish
    {
        bool signs = false; // with the identity of the settings
        std::function<Errand::Work(const std::optional<Signer> &signer)> work;
    };
    QHash<QString, PendingHook> m_pendingHooks;
    std::vector<std::shared_ptr<EndHookRunner>> m_hookRunners;
    int m_hooksRunning = 0;         // runHookApart()'s whose answer has not run
    Errand m_identityLoad;          // loads m_signer, off the GUI thread
    bool m_loadingIdentity = false; // for the jobs running and the work waiting first
    // Why it did not load: the work of the jobs it was loaded for is not signed, and nothing is
    // asked at their end; the next start (or choosing the identity) tries again.
    std::optional<Error> m_identityError;
    Errand m_finishing;               // finishes one work at a time, in the order they came
    QList<ToFinish> m_toFinish;       // waiting for m_finishing
    QTimer m_closeWhenWritten;        // quitting: waiting for what is being written
    bool m_detailsChosen = false;     // the examiner showed or hid the details (View, F9)
    bool m_closing = false;           // quitting: waiting for the cancelled runs to finish
    bool m_quittingForSignal = false; // SIGTERM, SIGINT or SIGHUP: quitting, nobody to ask
};

} // namespace Custody
