// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "mainwindow.h"
#include "mountswindow.h"

#include "acquisition/workhooks.h"
#include "conversiondialog.h"
#include "custodybuildinfo.h"
#include "dashboardstatus.h"
#include "device/writegate.h"
#include "devicedetailspane.h"
#include "devicemonitor.h"
#include "dialogs/acquisitiondialog.h"
#include "dialogs/endhookdialog.h"
#include "dialogs/networksourcedialog.h"
#include "dialogs/signingdialog.h"
#include "dialogs/verifydialog.h"
#include "engine/acquisitionfiles.h"
#include "history/eventsources.h"
#include "historyrecorder.h"
#include "historyview.h"
#include "jobarguments.h"
#include "jobqueue.h"
#include "jobsview.h"
#include "models/devicetablemodel.h"
#include "models/jobtablemodel.h"
#include "record/detachedsignature.h"
#include "render/reportpublisher.h"
#include "render/signedoutputs.h"
#include "report/reportcontext.h"
#include "reportactions.h"
#include "util/certificatesubject.h"
#include "util/durablefile.h"
#include "util/logline.h"
#include "util/quitsignal.h"
#include "util/sourcelanguage.h"
#include "verificationpanel.h"
#include "wipepanel.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDialog>
#include <QFileDialog>
#include <QFileInfo>
#include <QHash>
#include <QHeaderView>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>

#include <type_traits>

namespace Custody {

MainWindow::MainWindow(std::unique_ptr<DeviceMonitor> monitor, QSettings &settings, QWidget *parent)
    : QMainWindow(parent)
    , m_monitor(std::move(monitor))
    , m_settings(settings)
    , m_guiSettings(settings)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Custody — forensic disk imager"));
    m_model = new DeviceTableModel(this);
    m_view = new QTableView;
    m_view->setObjectName(QStringLiteral("deviceView"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setTabKeyNavigation(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // On a wide screen the columns keep their widths rather than one stretching across it.
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->horizontalHeader()->setMaximumSectionSize(fontMetrics().averageCharWidth() * 48);
    // Mount points can be long (/media/examiner/…), and so can what a drive hides ("detached
    // namespace 2 of 8.0 MiB") or why SMART is unavailable: shortened in the middle, whole in the
    // tooltip and the details, so that every column fits a 1280-pixel window.
    m_view->setTextElideMode(Qt::ElideMiddle);
    const std::pair<DeviceTableModel::Column, int> narrowColumns[] = {
        {DeviceTableModel::MountedColumn, 10},
        {DeviceTableModel::SmartColumn, 10},
        {DeviceTableModel::HiddenAreasColumn, 12},
    };
    for (const auto &[column, characters] : narrowColumns) {
        m_view->horizontalHeader()->setSectionResizeMode(column, QHeaderView::Interactive);
        m_view->horizontalHeader()->resizeSection(column,
                                                  fontMetrics().averageCharWidth() * characters);
    }
    m_view->setAccessibleName(tr("Drives"));
    m_details = new DeviceDetailsPane;

    keepRowsInView(m_view, minimumDriveRows);

    m_jobs = new JobTableModel(this);
    m_jobsView = new JobsView(m_jobs);
    connect(m_jobsView, &JobsView::jobActivated, this, &MainWindow::showJobTab);
    // Drives and jobs take turns in the same place rather than share its height: each keeps
    // its rows in view on a 720-pixel screen, and every job is in one table however many tabs
    // there are.
    m_lists = new QTabWidget;
    m_lists->setObjectName(QStringLiteral("listTabs"));
    m_lists->setDocumentMode(true);
    m_lists->addTab(m_view, tr("&Drives"));
    m_lists->addTab(m_jobsView, QString());
    showJobCount();

    auto *top = new QSplitter(Qt::Horizontal);
    top->addWidget(m_lists);
    top->addWidget(m_details);
    top->setStretchFactor(0, 5);
    top->setStretchFactor(1, 2);
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("acquisitionTabs"));
    m_tabs->setTabsClosable(true);
    m_tabs->setDocumentMode(true);
    // Whole names behind scroll arrows (and in View → Tabs) rather than fifteen "l…H".
    m_tabs->setElideMode(Qt::ElideNone);
    m_tabs->setUsesScrollButtons(true);
    m_tabs->hide();
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &MainWindow::closeTab);
    m_splitter = new QSplitter(Qt::Vertical);
    m_splitter->addWidget(top);
    m_splitter->addWidget(m_tabs);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setChildrenCollapsible(false);
    setCentralWidget(m_splitter);
    // The drive list has the keys from the start (typing a name finds a drive), not the tab bar
    // above it.
    m_view->setFocus();
    createHistory();
    createQueue();
    createActions();

    m_monitor->feed(m_model);
    m_monitor->setDestinationFolder(m_guiSettings.acquisitionDefaults().lastDestinationFolder);
    connect(m_monitor.get(), &DeviceMonitor::startFailed, this, [this](const QString &message) {
        QMessageBox::warning(this, tr("Drives cannot be listed"), message);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        showSelectedDetails();
        updateActions();
    });
    // Only a change of the selected drive redraws its details (keeping the pane's scrolling).
    // A new job state alone (every tick while it runs) leaves the details as they are.
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                const bool jobOnly = topLeft.column() == DeviceTableModel::JobColumn
                                     && bottomRight.column() == DeviceTableModel::JobColumn;
                const bool selected = topLeft.data(DeviceTableModel::DevicePathRole).toString()
                                      == selectedDevicePath();
                if (!jobOnly && selected) {
                    showSelectedDetails();
                    checkOverwriteAgain(); // mounted, unplugged, write-blocked meanwhile
                }
                if (selected)
                    updateActions(); // a network drive can be removed only while idle
            });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateActions);
    connect(m_view, &QTableView::activated, this, &MainWindow::acquireSelected);
    // Tabbing into the list selects a drive, so that Acquire and Enter work at once.
    m_view->installEventFilter(this);

    statusBar()->showMessage(tr("Drives listed by the %1 backend").arg(m_monitor->backendName()));
    if (!restoreGeometry(m_settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        const QSize available = screen() ? screen()->availableGeometry().size() : QSize(1280, 820);
        resize(QSize(1280, 820).boundedTo(available));
    }
    const QVariant detailsShown = m_settings.value(QStringLiteral("window/details"));
    m_detailsChosen = detailsShown.isValid();
    showDetails(m_detailsChosen ? detailsShown.toBool() : width() >= detailsMinimumWidth);
    m_splitter->restoreState(m_settings.value(QStringLiteral("window/splitter")).toByteArray());
    updateActions();
    // Finished work is signed and recorded one after the other, in the order it finished.
    connect(&m_finishing, &Errand::answered, this, &MainWindow::finishNext);
    m_closeWhenWritten.setInterval(100);
    connect(&m_closeWhenWritten, &QTimer::timeout, this, [this] {
        if (hasUnfinishedWrites())
            return;
        m_closeWhenWritten.stop();
        close();
    });
    m_monitor->start();
}

MainWindow::~MainWindow()
{
    // A queued job whose dialog goes with its tab (a conversion) leaves the queue then: nothing
    // starts any more, and this window, whose members go first, is told nothing of it.
    m_queue->setHeld(true);
    disconnect(m_queue, nullptr, this, nullptr);
    // The panels (and a conversion's dialog in one) go after this window's members: they must
    // not report their end to it.
    for (int index = 0; index < m_tabs->count(); ++index)
        disconnect(m_tabs->widget(index), &QObject::destroyed, this, nullptr);
    for (auto job = m_jobArguments.keyBegin(); job != m_jobArguments.keyEnd(); ++job)
        disconnect(*job, &QObject::destroyed, this, nullptr);
}

void MainWindow::createActions()
{
    m_acquireAction = new QAction(tr("&Acquire…"), this);
    m_acquireAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_N));
    m_acquireAction->setToolTip(tr("Image the selected drive (Ctrl+N)"));
    connect(m_acquireAction, &QAction::triggered, this, &MainWindow::acquireSelected);
    m_prepareDriveAction = new QAction(tr("&Prepare drive…"), this);
    m_prepareDriveAction->setObjectName(QStringLiteral("prepareDriveAction"));
    connect(m_prepareDriveAction, &QAction::triggered, this, &MainWindow::prepareSelectedDrive);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, &MainWindow::showDriveContextMenu);
    m_acquireFileAction = new QAction(tr("Add &image or file as source…"), this);
    m_acquireFileAction->setShortcut(QKeySequence::Open);
    m_acquireFileAction->setToolTip(tr("Image an existing image file, a loop device or any "
                                       "other file (Ctrl+O)"));
    connect(m_acquireFileAction, &QAction::triggered, this, &MainWindow::acquireFile);
    connect(&m_fileLook, &Errand::slow, this, [this] {
        showFileLookMessage(tr("%1 does not answer: is it on a network share that is slow or "
                               "gone? Wait, or choose another file.")
                                .arg(m_fileLookPath));
    });
    m_addNetworkAction = new QAction(tr("Add &network source…"), this);
    m_addNetworkAction->setToolTip(
        tr("Add a drive of another machine, exported read-only over NBD (nbdkit, qemu-nbd)"));
    connect(m_addNetworkAction, &QAction::triggered, this, &MainWindow::addNetworkSource);
    m_removeNetworkAction = new QAction(tr("&Remove network source"), this);
    m_removeNetworkAction->setToolTip(tr("Take the selected network drive off the list"));
    connect(m_removeNetworkAction, &QAction::triggered, this, &MainWindow::removeNetworkSource);
    m_verifyAction = new QAction(tr("V&erify image…"), this);
    m_verifyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    m_verifyAction->setToolTip(tr("Check an image against the hashlogs of Custody or another "
                                  "tool (Ctrl+Shift+V)"));
    connect(m_verifyAction, &QAction::triggered, this, &MainWindow::verifyImage);
    createMountActions();
    m_refreshAction = new QAction(tr("&Refresh"), this);
    m_refreshAction->setShortcut(QKeySequence::Refresh);
    m_refreshAction->setToolTip(
        tr("Read SMART and the hidden areas again for every drive of this workstation (F5)"));
    connect(m_refreshAction, &QAction::triggered, this, &MainWindow::refresh);
    m_aboutAction = new QAction(tr("A&bout Custody"), this);
    m_aboutAction->setShortcut(QKeySequence::HelpContents);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
    auto *quit = new QAction(tr("&Quit"), this);
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_acquireAction);
    file->addAction(m_prepareDriveAction);
    file->addAction(m_acquireFileAction);
    file->addAction(m_addNetworkAction);
    file->addAction(m_removeNetworkAction);
    file->addAction(m_verifyAction);
    if (m_mountAction)
        file->addAction(m_mountAction);
    QAction *signing = file->addAction(tr("&Signing identity…"));
    signing->setObjectName(QStringLiteral("signingIdentityAction"));
    signing->setStatusTip(tr("The key and certificate with which Custody signs what it writes"));
    connect(signing, &QAction::triggered, this, &MainWindow::chooseSigningIdentity);
    QAction *endHook = file->addAction(tr("Pro&gram when a job ends…"));
    endHook->setObjectName(QStringLiteral("endHookAction"));
    endHook->setStatusTip(
        tr("A program of the lab's that runs when each acquisition, verification or wipe has "
           "ended"));
    connect(endHook, &QAction::triggered, this, &MainWindow::chooseEndHook);
    file->addAction(m_queueLimitsAction);
    file->addSeparator();
    file->addAction(quit);
    // Tabs from the keyboard: their close buttons are not in the focus chain.
    m_closeTabAction = new QAction(tr("&Close tab"), this);
    m_closeTabAction->setShortcut(QKeySequence::Close);
    m_closeTabAction->setEnabled(false);
    connect(m_closeTabAction, &QAction::triggered, this,
            [this] { closeTab(m_tabs->currentIndex()); });
    auto *nextTab = new QAction(tr("&Next tab"), this);
    nextTab->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_PageDown), QKeySequence::NextChild});
    connect(nextTab, &QAction::triggered, this, [this] {
        if (m_tabs->count() > 0)
            m_tabs->setCurrentIndex((m_tabs->currentIndex() + 1) % m_tabs->count());
    });
    auto *previousTab = new QAction(tr("&Previous tab"), this);
    previousTab->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_PageUp), QKeySequence::PreviousChild});
    connect(previousTab, &QAction::triggered, this, [this] {
        if (m_tabs->count() > 0)
            m_tabs->setCurrentIndex((m_tabs->currentIndex() + m_tabs->count() - 1)
                                    % m_tabs->count());
    });
    connect(m_tabs, &QTabWidget::currentChanged, this,
            [this] { m_closeTabAction->setEnabled(m_tabs->count() > 0); });
    m_detailsAction = new QAction(tr("Drive &details"), this);
    m_detailsAction->setCheckable(true);
    m_detailsAction->setShortcut(QKeySequence(Qt::Key_F9));
    m_detailsAction->setToolTip(tr("Show the selected drive's details beside the list (F9)"));
    connect(m_detailsAction, &QAction::triggered, this, [this](bool shown) {
        m_detailsChosen = true;
        m_settings.setValue(QStringLiteral("window/details"), shown);
        showDetails(shown);
    });
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_refreshAction);
    view->addAction(m_detailsAction);
    view->addAction(m_historyAction);
    if (m_mountsAction)
        view->addAction(m_mountsAction);
    view->addSeparator();
    view->addAction(nextTab);
    view->addAction(previousTab);
    view->addAction(m_closeTabAction);
    view->addMenu(createTabsMenu());
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_aboutAction);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);

    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolbar->addAction(m_acquireAction);
    toolbar->addAction(m_acquireFileAction);
    toolbar->addAction(m_addNetworkAction);
    toolbar->addAction(m_verifyAction);
    toolbar->addAction(m_refreshAction);
    toolbar->addAction(m_aboutAction);
}

QString MainWindow::selectedDevicePath() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString()
                          : rows.constFirst().data(DeviceTableModel::DevicePathRole).toString();
}

void MainWindow::updateActions()
{
    m_acquireAction->setEnabled(!selectedDevicePath().isEmpty());
    const int row = m_model->rowOf(selectedDevicePath());
    // A drive being acquired stays listed: its tab and the job list refer to it.
    m_removeNetworkAction->setEnabled(row >= 0 && m_model->row(row).network
                                      && m_model->row(row).job.isEmpty());
    updatePrepareDriveAction();
}

void MainWindow::showSelectedDetails()
{
    const int row = m_model->rowOf(selectedDevicePath());
    if (row < 0)
        m_details->showNothing();
    else
        m_details->showDevice(m_model->row(row));
}

AcquisitionDialog *MainWindow::prepareAcquisition(const AcquisitionSource &source)
{
    auto *dialog = new AcquisitionDialog(source, m_guiSettings.acquisitionDefaults(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // A clone may be offered the drives of this workstation's list (the write gate decides).
    dialog->setDrives([this] {
        QList<DeviceInfo> drives;
        for (int row = 0; row < m_model->rowCount(); ++row) {
            if (!m_model->row(row).network)
                drives << m_model->row(row).device;
        }
        return drives;
    });
    connect(dialog, &AcquisitionDialog::requestReady, this,
            [this, dialog](const AcquisitionRequest &request) {
                // Remembered once queued: a refused one does not count an evidence number.
                if (!queueAcquisition(request))
                    return;
                m_guiSettings.setAcquisitionDefaults(dialog->settingsToRemember());
                m_monitor->setDestinationFolder(
                    m_guiSettings.acquisitionDefaults().lastDestinationFolder);
            });
    return dialog;
}

void MainWindow::acquireSelected()
{
    const int row = m_model->rowOf(selectedDevicePath());
    if (row < 0)
        return;
    const DeviceRow &device = m_model->row(row);
    if (device.network) {
        AcquisitionSource source = AcquisitionSource::fromNetwork(*device.network);
        source.layout = device.layout; // read through the export: its encrypted volumes warned of
        prepareAcquisition(source)->open();
        return;
    }
    // Offered only once it is known whether the workstation runs from it (write-block on a
    // system disk would stop the system); that takes a moment after the drive appears.
    if (!device.systemUsesKnown) {
        QMessageBox::information(this, tr("Still looking at %1").arg(device.device.devicePath),
                                 tr("Custody is still checking whether this computer runs from "
                                    "%1. Try again in a moment.")
                                     .arg(device.device.devicePath));
        return;
    }
    if (!device.accessProblem.isEmpty()) {
        QMessageBox::warning(this, tr("No access to %1").arg(device.device.devicePath),
                             device.accessProblem);
        return;
    }
    prepareAcquisition(AcquisitionSource::fromDevice(device))->open();
}

void MainWindow::acquireFile()
{
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Image or file to acquire"),
                                       m_guiSettings.acquisitionDefaults().lastDestinationFolder);
    if (!path.isEmpty())
        acquireFileAt(path);
}

void MainWindow::acquireFileAt(const QString &path)
{
    m_fileLookPath = path;
    showFileLookMessage(tr("Looking at %1…").arg(path));
    m_fileLook.run([this, path]() -> Errand::Answer {
        AcquisitionSource source = AcquisitionSource::fromFile(path);
        return [this, source = std::move(source)] {
            if (statusBar()->currentMessage() == m_fileLookMessage)
                statusBar()->clearMessage();
            prepareAcquisition(source)->open();
        };
    });
}

void MainWindow::showFileLookMessage(const QString &message)
{
    m_fileLookMessage = message;
    statusBar()->showMessage(message);
}

NetworkSourceDialog *MainWindow::prepareNetworkSource()
{
    auto *dialog = new NetworkSourceDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (!dialog->drive())
            return;
        const NetworkDrive &drive = *dialog->drive();
        m_model->addNetworkDrive(drive);
        m_monitor->readNetworkLayout(drive.uri, drive.options);
        m_view->selectRow(m_model->rowOf(drive.uri));
    });
    return dialog;
}

void MainWindow::addNetworkSource()
{
    prepareNetworkSource()->open();
}

void MainWindow::removeNetworkSource()
{
    const QString uri = selectedDevicePath();
    const int row = m_model->rowOf(uri);
    if (row >= 0 && m_model->row(row).network && m_model->row(row).job.isEmpty())
        m_model->removeNetworkDrive(uri);
}

QString MainWindow::conflictWithRunning(const AcquisitionRequest &request) const
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        auto *panel = qobject_cast<AcquisitionPanel *>(m_tabs->widget(i));
        if (!panel || !panel->isRunning())
            continue;
        if (panel->request().sourcePath == request.sourcePath)
            return tr("%1 is being acquired in another tab already.").arg(request.sourcePath);
        if (panel->request().basePath == request.basePath)
            return tr("Another acquisition is writing into %1 already.").arg(request.basePath);
    }
    return runningWipeOf(request.sourcePath);
}

void MainWindow::createHistory()
{
    m_askPassphrase = SigningDialog::dialogQuestion(this);
    m_historyRecorder = new HistoryRecorder(m_guiSettings.effectiveHistoryPath(), this);
    m_historyView = new HistoryView(m_guiSettings.effectiveHistoryPath());
    createHistoryWindow();
    connect(m_historyRecorder, &HistoryRecorder::recorded, m_historyView, [this] {
        if (m_historyWindow->isVisible())
            m_historyView->reload();
    });
    // Never a dialog in the way of the work: the files are complete, the history is an index.
    connect(m_historyRecorder, &HistoryRecorder::failed, this,
            [this](const QString &message) { statusBar()->showMessage(message); });
    connect(m_historyRecorder, &HistoryRecorder::spooled, this,
            [this](const QString &message) { statusBar()->showMessage(message); });
    connect(m_historyRecorder, &HistoryRecorder::spoolWaiting, this,
            [this](const QString &message) { statusBar()->showMessage(message); });
    connect(m_historyRecorder, &HistoryRecorder::spoolDelivered, this,
            [this](const QString &message) {
                statusBar()->showMessage(message);
                if (m_historyWindow->isVisible())
                    m_historyView->reload();
            });
    connect(m_historyView, &HistoryView::verifyRequested, this,
            [this](const QString &image, const QStringList &hashlogs, const CaseDetails &details) {
                prepareVerification(image, hashlogs, details)->open();
            });
    connect(m_historyView, &HistoryView::pathChosen, this, [this](const QString &path) {
        m_guiSettings.setHistoryPath(path);
        m_historyRecorder->setPath(path);
    });
}

void MainWindow::chooseEndHook()
{
    EndHookDialog dialog(m_guiSettings.endHook(), this);
    if (dialog.exec() == QDialog::Accepted)
        m_guiSettings.setEndHook(dialog.hook());
}

void MainWindow::runEndHook(const AcquisitionRecord &record, const QString &basePath,
                            bool logIsThisRuns)
{
    const std::optional<EndHook> hook = m_guiSettings.endHook();
    if (!hook)
        return;
    // Taken by the finishing work of the same run, queued right after (finishWork()).
    auto runner = std::make_shared<EndHookRunner>(
        *hook, endHookEnvironment(record, basePath, acquisitionExitStatus(record, !logIsThisRuns)));
    m_hookRunners.push_back(runner);
    m_pendingHooks.insert(AcquisitionFiles(basePath).log(),
                          PendingHook{*hook, runner, record.source.path, basePath, logIsThisRuns});
}

void MainWindow::runHookApart(std::function<Errand::Answer()> run)
{
    auto *errand = new Errand(this);
    connect(errand, &Errand::answered, errand, &QObject::deleteLater);
    ++m_hooksRunning;
    errand->run(
        [run = std::move(run), this]() -> Errand::Answer {
            Errand::Answer then = run();
            return [this, then = std::move(then)] {
                --m_hooksRunning;
                then();
            };
        },
        Errand::OnQuit::Finish);
}

void MainWindow::recordWithEndHook(HistoryWork work, QList<QByteArray> environment)
{
    const std::optional<EndHook> hook = m_guiSettings.endHook();
    if (!hook)
        return m_historyRecorder->record(std::move(work));
    auto runner = std::make_shared<EndHookRunner>(*hook, std::move(environment));
    m_hookRunners.push_back(runner); // stopped at quit
    runHookApart([this, work = std::move(work), hook = *hook, runner]() -> Errand::Answer {
        const QString lines = endHookLogLines(hook, runner->run());
        return [this, work, lines, runner] {
            std::erase(m_hookRunners, runner);
            m_historyRecorder->record([work, lines]() -> Result<HistoryEvent> {
                Result<HistoryEvent> event = work();
                if (event)
                    noteEndHook(lines, *event);
                return event;
            });
        };
    });
}

void MainWindow::chooseSigningIdentity()
{
    SigningDialog dialog(m_guiSettings.signingKey(), m_guiSettings.signingCertificate(),
                         m_askPassphrase, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    // The identity Test opened, or the one opened before when it is the same, is kept: the
    // passphrase is asked once a session. Another is opened now, not at a job's end.
    const bool same = dialog.key() == m_guiSettings.signingKey()
                      && dialog.certificate() == m_guiSettings.signingCertificate();
    m_guiSettings.setSigningIdentity(dialog.key(), dialog.certificate());
    if (std::shared_ptr<const SigningIdentity> tested = dialog.testedIdentity())
        m_signer = std::move(tested);
    else if (!same)
        m_signer.reset();
    m_identityError.reset();
    if (m_loadingIdentity) { // the work waiting first signs with the new identity
        m_identityLoad.cancel();
        m_loadingIdentity = false;
    }
    if (!m_signer && m_guiSettings.hasSigningIdentity())
        loadSigningIdentity();
    showSigningPlans();
    finishNext();
}

void MainWindow::loadSigningIdentity()
{
    m_loadingIdentity = true;
    SigningDialog::loadOffThread(
        m_identityLoad, m_guiSettings.signingKey(), m_guiSettings.signingCertificate(),
        m_askPassphrase, [this](const std::shared_ptr<Result<SigningIdentity>> &loaded) {
            m_loadingIdentity = false;
            if (*loaded)
                m_signer = std::make_shared<const SigningIdentity>(std::move(**loaded));
            else
                m_identityError = loaded->error();
            showSigningPlans();
            finishNext();
        });
}

template<typename Panel>
void MainWindow::planSigning(Panel *panel)
{
    if (m_guiSettings.hasSigningIdentity() && !m_signer && !m_loadingIdentity) {
        m_identityError.reset();
        loadSigningIdentity();
    }
    panel->showSigningState(signingPlan());
}

template void MainWindow::planSigning<WipePanel>(WipePanel *panel);

template<typename Panel>
void MainWindow::finishWorkOf(Panel *panel, WorkLog logKind)
{
    connect(
        panel, &Panel::historyWork, this,
        [this, panel, logKind](const HistoryWork &work, const QStringList &toSign,
                               const QString &logPath) {
            // A wipe's end runs the lab's program once its certificate is signed (an
            // acquisition's ran before, into its log).
            HookEnvironment hookEnvironment;
            if constexpr (std::is_same_v<Panel, WipePanel>) {
                if (const std::optional<WipeCertificate> &certificate = panel->certificate())
                    hookEnvironment = [certificate = *certificate, toSign](bool allSigned) {
                        const bool passed
                            = certificate.verdict() == WipeCertificate::Verdict::Passed;
                        return wipeHookEnvironment(
                            certificate, toSign, passed && !toSign.isEmpty() && allSigned ? 0 : 1);
                    };
            }
            // The panel may be closed before its work is finished: the work is finished all
            // the same, and the problem said in the status bar.
            QStringList files;
            for (const QString &path : toSign)
                files << QFileInfo(path).fileName();
            finishWork(
                work, toSign, logPath,
                [panel = QPointer(panel), files](const QString &signer, const QString &problem) {
                    if (!panel)
                        return;
                    if (!problem.isEmpty())
                        panel->showSigningProblem(problem);
                    else if (!signer.isEmpty())
                        panel->showSigningState(
                            tr("Signed by %1: %2").arg(signer, files.join(QStringLiteral(", "))));
                    else
                        panel->showSigningState(tr("Not signed: no signing identity is "
                                                   "set (File → Signing identity…)"));
                },
                logKind, std::move(hookEnvironment));
        });
}

template void MainWindow::finishWorkOf<WipePanel>(WipePanel *panel, WorkLog logKind);

QString MainWindow::signingPlan() const
{
    if (!m_guiSettings.hasSigningIdentity())
        return tr("Will not be signed: no signing identity is set (File → Signing identity…)");
    if (m_signer)
        return tr("Will be signed by %1").arg(signerName(m_signer->subject()));
    if (m_identityError)
        return tr("Will not be signed: %1").arg(m_identityError->userMessage());
    return tr("Will be signed once the signing key is opened");
}

void MainWindow::showSigningPlans()
{
    const QString plan = signingPlan();
    for (int index = 0; index < m_tabs->count(); ++index) {
        if (auto *panel = qobject_cast<AcquisitionPanel *>(m_tabs->widget(index));
            panel && panel->isRunning())
            panel->showSigningState(plan);
        if (auto *wipe = qobject_cast<WipePanel *>(m_tabs->widget(index));
            wipe && wipe->isRunning())
            wipe->showSigningState(plan);
    }
}

namespace {

// The acquisition log's line for a file the examiner's identity did not sign, in English like
// the rest of the log (SourceLanguageScope), on one line whatever the path and the reason.
QString notSignedLogLine(const QString &path, const Error &error)
{
    const SourceLanguageScope english;
    return QStringLiteral("Not signed %1 %2: %3\n")
        .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate), oneLogLine(path),
             oneLogLine(error.userMessage()));
}

// Why the record and log beside `logPath` (BASE.txt, so BASE.json) may not be signed over: the
// first of their own signatures that fails; nullopt when none does.
std::optional<Error> failedSignatureBeneath(const QString &logPath)
{
    if (logPath.isEmpty())
        return std::nullopt;
    const QString recordPath = logPath.chopped(4) + QStringLiteral(".json");
    if (!pathExists(recordPath))
        return std::nullopt;
    const Result<QList<SignedFileCheck>> failing = failedSignaturesOfRecord(recordPath);
    if (!failing)
        return failing.error();
    if (failing->isEmpty())
        return std::nullopt;
    const SignedFileCheck &first = failing->constFirst();
    QString why;
    switch (first.status) {
    case SignedFileCheck::Status::SignatureMissing:
        why = MainWindow::tr("the signed log says it was signed, but its signature is not there");
        break;
    case SignedFileCheck::Status::FileMissing:
        why = MainWindow::tr("the signed log says it was signed, but it is not there");
        break;
    case SignedFileCheck::Status::SignerDiffers:
        why = MainWindow::tr("signed with another certificate than the signed log names");
        break;
    case SignedFileCheck::Status::SignatureInvalid:
    case SignedFileCheck::Status::Checked:
        why = first.problem.isEmpty() ? MainWindow::tr("changed since it was signed")
                                      : first.problem;
        break;
    }
    return Error::fromErrno(Error::Code::SignatureFails, 0, first.path, -1, why);
}

// What signing a finished work came to, for the GUI thread.
struct SigningOutcome
{
    QString subject;     // the signer, when all was signed
    QString certificate; // the SHA-256 of its certificate, then
    QString signedText;  // for the status bar, then
    QString problem;     // what was not signed although an identity is set, and why
};

using Signer = Result<std::shared_ptr<const SigningIdentity>>;

// Signs `toSign`, notes in the log `logPath` what was not signed and why, and signs the log again
// over that note. On the errand's thread: it reads and writes the files and uses OpenSSL.
SigningOutcome signFinishedWork(const Signer &signer, const QStringList &toSign,
                                const QString &logPath, MainWindow::WorkLog logKind)
{
    const bool certificate = logKind == MainWindow::WorkLog::WipeCertificate;
    SigningOutcome outcome;
    // Every file that was to be signed and is not: the examiner is told on the job, and the log
    // says so, never silence.
    QList<std::pair<QString, Error>> notSigned;
    bool logSigned = false;
    if (!signer) {
        for (const QString &path : toSign) {
            if (pathExists(path))
                notSigned.append({path, signer.error()});
        }
    } else if (const std::optional<Error> failing = failedSignatureBeneath(logPath)) {
        // Signing on top of a record or log whose own signature fails would vouch for what its
        // signer did not sign: nothing is signed, as custody-cli report refuses.
        for (const QString &path : toSign) {
            if (pathExists(path))
                notSigned.append({path, *failing});
        }
    } else {
        QStringList signatures;
        for (const SignedOutput &output : signOutputs(**signer, toSign, logPath)) {
            if (output.signature)
                signatures << *output.signature;
            else
                notSigned.append({output.path, output.signature.error()});
            logSigned = logSigned || (output.path == logPath && output.signature);
        }
        if (notSigned.isEmpty()) {
            outcome.subject = (*signer)->subject();
            outcome.certificate = (*signer)->certificateSha256();
            outcome.signedText = MainWindow::tr("Signed as %1: %2")
                                     .arg(subjectForPeople(outcome.subject),
                                          signatures.join(QStringLiteral(", ")));
        }
    }
    if (notSigned.isEmpty())
        return outcome;
    QStringList reasons;
    QString lines;
    for (const auto &[path, error] : std::as_const(notSigned)) {
        if (!reasons.contains(error.userMessage()))
            reasons << error.userMessage();
        lines += notSignedLogLine(path, error);
    }
    QStringList files;
    for (const auto &item : std::as_const(notSigned))
        files << QFileInfo(item.first).fileName();
    QString &problem = outcome.problem;
    problem = MainWindow::tr("Not signed, although a signing identity is set (File → Signing "
                             "identity…): %1. %2")
                  .arg(files.join(QStringLiteral(", ")), reasons.join(QLatin1Char(' ')));
    if (logPath.isEmpty() || !pathExists(logPath))
        return outcome;
    if (const Result<void> noted = ReportPublisher::appendToLog(logPath, lines); !noted) {
        problem += QLatin1Char(' ')
                   + (certificate
                          ? MainWindow::tr("The wipe's certificate %1 does not say so either: %2")
                          : MainWindow::tr("The acquisition log %1 does not say so either: %2"))
                         .arg(logPath, noted.error().userMessage());
    } else if (logSigned) {
        // The lines change the log after its signature: signed again, so that its signature
        // covers them too; one that no longer fits the log is removed.
        if (const Result<QString> again = (*signer)->sign(logPath); !again) {
            (void)WriteGate().dropSignatureOf(logPath); // what stays is not one
            problem += QLatin1Char(' ')
                       + (certificate
                              ? MainWindow::tr("The wipe's certificate %1 says so, but could not "
                                               "be signed again, so its signature was removed: "
                                               "%2")
                              : MainWindow::tr("The acquisition log %1 says so, but could not be "
                                               "signed again, so its signature was removed: %2"))
                             .arg(logPath, again.error().userMessage());
        }
    }
    return outcome;
}

} // namespace

QString MainWindow::endHookMessage(const PendingHook &hook, const EndHookOutcome &ran)
{
    QString message
        = ran.succeeded()
              ? tr("The program %1 ran after the acquisition into %2.")
                    .arg(hook.hook.program, hook.basePath)
              : tr("WARNING: the program %1 did not succeed after the acquisition into %2 (%3); "
                   "the acquisition's outcome is as its tab shows.")
                    .arg(hook.hook.program, hook.basePath,
                         ran.logLines.section(u'\n', 0, 0).trimmed());
    if (ran.logIsAnEarlierRuns)
        message += u' '
                   + tr("Its run is not in the log: the log there is an earlier run's (not every "
                        "file of this run could be written).");
    else if (ran.notInLog)
        message += u' ' + tr("Its run is not in the log: %1").arg(ran.notInLog->userMessage());
    return message;
}

void MainWindow::finishWork(const HistoryWork &work, const QStringList &toSign,
                            const QString &logPath, SigningOutcomeShown showOutcome,
                            WorkLog logKind, HookEnvironment hookEnvironment)
{
    // What the lab's program of an acquisition came to: run before the signing, so that the log's
    // signature covers its run, and nothing it replaced is signed.
    struct HookRan
    {
        QString message;  // for the status bar
        QString logLines; // its run, as in the log: the first line goes into the history's note
        QStringList replaced;
        std::shared_ptr<EndHookRunner> runner;
    };
    // What runs once the identity is known: the signing and the files off the GUI thread, the
    // status bar, the history and the job's banner back on it.
    auto finish = [this, work, toSign, logPath, showOutcome = std::move(showOutcome), logKind,
                   hookEnvironment = std::move(hookEnvironment)](const HookRan &ran) {
        return [=, this](const std::optional<Signer> &signer) -> Errand::Work {
            return [=, this]() -> Errand::Answer {
                SigningOutcome outcome;
                if (signer && !ran.replaced.isEmpty()) {
                    outcome.problem = tr("Not signed: the program run when the acquisition ended "
                                         "put something else at %1.")
                                          .arg(ran.replaced.join(QStringLiteral(", ")));
                } else if (signer) {
                    // One writer at a time of an acquisition's log and signatures: a report
                    // being published appends to the same log.
                    const AcquisitionLogLock lock(logPath);
                    outcome = signFinishedWork(*signer, toSign, logPath, logKind);
                }
                return [=, this] {
                    std::erase(m_hookRunners, ran.runner);
                    if (!ran.message.isEmpty())
                        statusBar()->showMessage(ran.message);
                    if (!outcome.signedText.isEmpty())
                        statusBar()->showMessage(ran.message.isEmpty()
                                                     ? outcome.signedText
                                                     : ran.message + u' ' + outcome.signedText);
                    if (!outcome.problem.isEmpty())
                        statusBar()->showMessage(outcome.problem);
                    HistoryWork signedWork
                        = [work, subject = outcome.subject, certificate = outcome.certificate,
                           hookLines = ran.logLines] {
                              Result<HistoryEvent> event = work();
                              if (event && !subject.isEmpty()) {
                                  event->signerSubject = subject;
                                  event->signerSha256 = certificate;
                              }
                              if (event)
                                  noteEndHook(hookLines, *event);
                              return event;
                          };
                    if (hookEnvironment)
                        recordWithEndHook(std::move(signedWork),
                                          hookEnvironment(outcome.problem.isEmpty()));
                    else
                        m_historyRecorder->record(std::move(signedWork));
                    if (!toSign.isEmpty())
                        showOutcome(outcome.subject.isEmpty() ? QString()
                                                              : signerName(outcome.subject),
                                    outcome.problem);
                };
            };
        };
    };
    const bool signs = !toSign.isEmpty() && m_guiSettings.hasSigningIdentity();
    const auto queueFinishing = [this, finish, signs](const HookRan &ran) {
        m_toFinish.append({signs, finish(ran)});
        finishNext();
    };
    if (logKind != WorkLog::Acquisition || !m_pendingHooks.contains(logPath))
        return queueFinishing(HookRan{});
    runHookApart([hook = m_pendingHooks.take(logPath), queueFinishing]() -> Errand::Answer {
        const EndHookOutcome ran = runEndHookIntoLog(*hook.runner, hook.hook, hook.sourcePath,
                                                     hook.basePath, hook.logIsThisRuns);
        return [queueFinishing,
                ran = HookRan{endHookMessage(hook, ran), ran.logLines, ran.replaced, hook.runner}] {
            queueFinishing(ran);
        };
    });
}

void MainWindow::finishNext()
{
    if (m_finishing.isRunning() || m_loadingIdentity || m_toFinish.isEmpty())
        return;
    // Loaded once a session, when a job starts; here only when it was never tried (the identity
    // was set while the job ran, and its load was cancelled). One that did not load is not asked
    // for again at the end: the job's tab said from its start that it would not be signed.
    if (m_toFinish.first().signs && !m_signer && !m_identityError)
        return loadSigningIdentity();
    const ToFinish next = m_toFinish.takeFirst();
    std::optional<Signer> signer;
    if (next.signs)
        signer = m_signer ? Signer(m_signer) : Signer(*m_identityError);
    m_finishing.run(next.work(signer), Errand::OnQuit::Finish);
}

QAction *MainWindow::historyAction() const
{
    return m_historyAction;
}

AcquisitionPanel *MainWindow::startAcquisition(const AcquisitionRequest &request,
                                               AcquisitionPanel::AcquisitionFactory factory)
{
    // Two runs on one drive would lift each other's write-block; two into one name would
    // write one image and map from two sources.
    if (const QString conflict = conflictWithRunning(request); !conflict.isEmpty()) {
        QMessageBox::warning(this, tr("Acquisition not started"), conflict);
        return nullptr;
    }
    auto *panel = new AcquisitionPanel(request, std::move(factory));
    panel->setConversionStarter([this](ConversionDialog *dialog) { queueConversion(dialog); });
    // Before finishWorkOf's connection: the lab's program is queued before the signing.
    connect(panel, &AcquisitionPanel::acquisitionEnded, this, &MainWindow::runEndHook);
    finishWorkOf(panel, WorkLog::Acquisition);
    // Its identity opened at each start and resume; a run that did not start, or did not write
    // every file, has nothing signed.
    connect(panel, &AcquisitionPanel::stateChanged, this, [this, panel] {
        if (panel->isRunning())
            planSigning(panel);
        else if (!panel->record())
            panel->showSigningState({});
    });
    connect(panel, &AcquisitionPanel::runFinished, this, [panel](const AcquisitionRecord &record) {
        if (record.result.outputError)
            panel->showSigningState(tr("Not signed: not every file of the acquisition was "
                                       "written"));
    });
    connect(panel, &AcquisitionPanel::runFinished, this, [this] {
        if (m_closing)
            close();
    });
    const int index = m_tabs->addTab(panel, panel->title());
    m_tabs->setTabToolTip(index, tr("%1 → %2").arg(request.sourcePath, request.basePath));
    // Named with its outcome once it ends, and plainly again when it is resumed.
    connect(panel, &AcquisitionPanel::stateChanged, this, &MainWindow::retitleAcquisitionTabs);
    // Its source may not be prepared while it is read.
    connect(panel, &AcquisitionPanel::stateChanged, this, &MainWindow::checkOverwriteAgain);
    retitleAcquisitionTabs();
    m_jobDrives.insert(panel, request.sourcePath);
    trackJob(panel);
    m_tabs->setCurrentIndex(index);
    m_tabs->show();
    panel->start();
    return panel;
}

void MainWindow::verifyImage()
{
    // From a finished acquisition's tab: its image (the hashlogs beside it are found) and case;
    // from a verification's tab: what it verified, against what, for which case.
    QWidget *current = m_tabs->currentWidget();
    if (const auto *panel = qobject_cast<AcquisitionPanel *>(current);
        panel && panel->record() && !panel->record()->imageFiles().isEmpty()) {
        CaseDetails details = panel->record()->caseDetails;
        details.examiner.clear(); // who verifies now, not who acquired
        prepareVerification(panel->record()->imageFiles().constFirst(), {}, details)->open();
    } else if (const auto *verification = qobject_cast<VerificationPanel *>(current)) {
        VerifyDialog *dialog = prepareVerification(
            verification->imagePath(), verification->hashlogPaths(), verification->caseDetails());
        dialog->setTrustedCa(verification->trustedCa());
        dialog->open();
    } else {
        prepareVerification({}, {}, {})->open();
    }
}

VerifyDialog *MainWindow::prepareVerification(const QString &imagePath,
                                              const QStringList &hashlogPaths,
                                              const CaseDetails &details)
{
    auto *dialog
        = new VerifyDialog(m_guiSettings.acquisitionDefaults().lastDestinationFolder, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (!imagePath.isEmpty())
        dialog->setInputs(imagePath, hashlogPaths);
    CaseDetails shown = details;
    if (shown.examiner.isEmpty())
        shown.examiner = m_guiSettings.acquisitionDefaults().examiner;
    dialog->setCaseDetails(shown);
    dialog->setTrustedCa(m_guiSettings.trustedCa());
    connect(dialog, &VerifyDialog::verificationRequested, this,
            [this, dialog](const QString &image, const QStringList &hashlogs,
                           const QString &trustedCa) {
                m_guiSettings.setTrustedCa(trustedCa); // kept for the next verification
                const CaseDetails caseDetails = dialog->caseDetails();
                // The examiner's name, as the acquisition dialog keeps it for the next time.
                AcquisitionDefaults defaults = m_guiSettings.acquisitionDefaults();
                if (!caseDetails.examiner.isEmpty() && caseDetails.examiner != defaults.examiner) {
                    defaults.examiner = caseDetails.examiner;
                    m_guiSettings.setAcquisitionDefaults(defaults);
                }
                queueVerification(image, hashlogs, trustedCa, caseDetails);
            });
    return dialog;
}

VerificationPanel *MainWindow::startVerification(const QString &imagePath,
                                                 const QStringList &hashlogPaths,
                                                 const CaseDetails &details,
                                                 const std::optional<QString> &trustedCa)
{
    auto *panel = new VerificationPanel(imagePath, hashlogPaths,
                                        trustedCa.value_or(m_guiSettings.trustedCa()));
    panel->setCaseDetails(details);
    const int index = m_tabs->addTab(panel, panel->title());
    connect(
        panel, &VerificationPanel::finished, this, [this, panel](const VerificationReport &report) {
            m_tabs->setTabText(m_tabs->indexOf(panel), panel->title());
            const int exitStatus = report.verdict() == VerificationReport::Verdict::Match ? 0
                                   : report.verdict() == VerificationReport::Verdict::Mismatch
                                       ? 1
                                       : 2; // as custody-cli verify exits
            recordWithEndHook([report] { return Result<HistoryEvent>(verificationEvent(report)); },
                              verificationHookEnvironment(report, QString(), exitStatus));
        });
    // A saved report: a row of its own, as an acquisition's report has, and signed as one is.
    connect(panel, &VerificationPanel::historyWork, this,
            [this, panel](const HistoryWork &work, const QStringList &toSign) {
                finishWork(
                    work, toSign, QString(),
                    [panel = QPointer(panel)](const QString &signer, const QString &problem) {
                        if (panel)
                            panel->showReportSigning(signer, problem);
                    });
            });
    trackJob(panel);
    m_tabs->setCurrentIndex(index);
    m_tabs->show();
    panel->start();
    return panel;
}

namespace {

// The custody-cli words of a panel's job, for what it uses (the queue's limits).
QStringList queueArguments(const AcquisitionPanel *panel)
{
    return acquisitionArguments(panel->request());
}

QStringList queueArguments(const VerificationPanel *panel)
{
    return verificationArguments(panel->imagePath(), panel->hashlogPaths(), panel->trustedCa(),
                                 panel->caseDetails());
}

QStringList queueArguments(const WipePanel *panel)
{
    return wipeArguments(panel->request());
}

QStringList queueArguments(const ConversionDialog *dialog)
{
    return conversionArguments(dialog->recordPath(), dialog->options());
}

} // namespace

template<typename Panel>
void MainWindow::trackJob(Panel *panel)
{
    connect(panel, &Panel::jobChanged, this, [this, panel] { showJob(panel, panel->jobStatus()); });
    connect(panel, &QObject::destroyed, this, [this, panel] { forgetJob(panel); });
    const QStringList arguments = queueArguments(panel);
    m_jobArguments.insert(panel, arguments);
    m_jobResources.insert(panel, Cli::jobResources(arguments));
    showJob(panel, panel->jobStatus());
}

template void MainWindow::trackJob<WipePanel>(WipePanel *panel);
template void MainWindow::trackJob<ConversionDialog>(ConversionDialog *dialog);

void MainWindow::showJob(QObject *job, const JobStatus &status)
{
    const int row = m_jobs->rowOf(job);
    const bool wasRunning = row >= 0 && m_jobs->status(row).isRunning();
    m_jobs->setJob(job, status);
    if (wasRunning != status.isRunning()) {
        m_queue->scheduleSoon(); // a slot, a disk or a source is free or taken
        writeDashboard();
    }
    showJobCount();
    if (const auto drive = m_jobDrives.constFind(job); drive != m_jobDrives.cend())
        m_model->setJob(*drive, status.driveText());
}

void MainWindow::forgetJob(QObject *job)
{
    m_jobs->removeJob(job);
    m_jobArguments.remove(job);
    if (m_jobResources.remove(job))
        m_queue->scheduleSoon();
    showJobCount();
    const QString drive = m_jobDrives.take(job);
    if (drive.isEmpty())
        return;
    // The drive shows the job of its latest remaining tab, or idle.
    for (int index = m_tabs->count() - 1; index >= 0; --index) {
        QWidget *page = m_tabs->widget(index);
        if (page == job || m_jobDrives.value(page) != drive)
            continue;
        if (auto *panel = qobject_cast<AcquisitionPanel *>(page))
            return showJob(panel, panel->jobStatus());
        if (auto *wipe = qobject_cast<WipePanel *>(page))
            return showJob(wipe, wipe->jobStatus());
    }
    m_model->setJob(drive, {});
}

void MainWindow::showJobTab(QObject *job)
{
    if (const int index = m_tabs->indexOf(qobject_cast<QWidget *>(job)); index >= 0)
        m_tabs->setCurrentIndex(index);
}

void MainWindow::showDetails(bool shown)
{
    m_detailsAction->setChecked(shown);
    m_details->setVisible(shown);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    // Until the examiner chooses: the details beside the list where there is room for both; in
    // a narrower window the list shows every column and the details are F9 away.
    if (!m_detailsChosen)
        showDetails(width() >= detailsMinimumWidth);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::FocusIn
        && !m_view->selectionModel()->hasSelection() && m_model->rowCount() > 0) {
        const QModelIndex current = m_view->currentIndex();
        m_view->selectRow(current.isValid() ? current.row() : 0);
    }
    return QMainWindow::eventFilter(watched, event);
}

// Each acquisition tab by its source and image name; where two would read the same (the same
// drive imaged again into another folder), both name the image's folder too.
void MainWindow::retitleAcquisitionTabs()
{
    QHash<QString, int> uses;
    for (int index = 0; index < m_tabs->count(); ++index) {
        if (const auto *panel = qobject_cast<AcquisitionPanel *>(m_tabs->widget(index)))
            ++uses[panel->title()];
    }
    for (int index = 0; index < m_tabs->count(); ++index) {
        if (const auto *panel = qobject_cast<AcquisitionPanel *>(m_tabs->widget(index)))
            m_tabs->setTabText(index, uses.value(panel->title()) > 1
                                          ? panel->title(AcquisitionPanel::TitleDetail::WithFolder)
                                          : panel->title());
    }
}

void MainWindow::closeTab(int index)
{
    QWidget *page = m_tabs->widget(index);
    auto *panel = qobject_cast<AcquisitionPanel *>(page);
    auto *verification = qobject_cast<VerificationPanel *>(page);
    if ((panel && panel->isRunning()) || (verification && verification->isRunning())) {
        QMessageBox::information(this, tr("Acquisition running"),
                                 tr("Cancel the acquisition before closing its tab."));
        return;
    }
    if (auto *wipe = qobject_cast<WipePanel *>(page); wipe && wipe->hasWorkInProgress()) {
        QMessageBox::information(this, tr("Wipe running"),
                                 tr("Cancel the wipe, or let its certificate be written, before "
                                    "closing its tab."));
        return;
    }
    if (panel && panel->hasWorkInProgress()) {
        QMessageBox::information(this, tr("Still writing"),
                                 tr("A conversion to E01 or a report of this acquisition is being "
                                    "written: let it finish before closing its tab."));
        return;
    }
    removeTab(index);
}

void MainWindow::removeTab(int index)
{
    QWidget *page = m_tabs->widget(index);
    m_tabs->removeTab(index);
    delete page; // its job leaves the table with it
    m_tabs->setVisible(m_tabs->count() > 0);
    retitleAcquisitionTabs(); // a twin may read plainly again
}

void MainWindow::refresh()
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->row(row).network) // smartctl and the probe ask local drives only
            continue;
        m_monitor->refreshSmart(m_model->row(row).device.devicePath);
        m_monitor->refreshHiddenAreas(m_model->row(row).device.devicePath);
        m_monitor->refreshLayout(m_model->row(row).device.devicePath);
    }
}

void MainWindow::about()
{
    QMessageBox::about(
        this, tr("About Custody"),
        tr("<h3>Custody %1</h3><p>A forensic disk imager.</p><p>%2<br>Git revision %3<br>"
           "Drives listed by the %4 backend</p>"
           "<p>Custody is open-source software. It uses Qt, under the GNU Lesser General "
           "Public License version 3 (Qt Charts under the GNU General Public License version "
           "3), and OpenSSL, under the Apache License 2.0.</p>")
            .arg(QStringLiteral(CUSTODY_VERSION), ReportContext::runningBuild().toHtmlEscaped(),
                 QStringLiteral(CUSTODY_GIT_REVISION), m_monitor->backendName()));
}

void MainWindow::quitForSignal(int signal)
{
    // A dialog that is open (Quit's own question among them) has nobody to answer it: it is
    // dismissed as "no", and the quit goes on once it has gone (a dialog that stays open for a
    // moment, a conversion stopping, is asked again).
    if (QWidget *modal = QApplication::activeModalWidget()) {
        if (auto *dialog = qobject_cast<QDialog *>(modal))
            dialog->reject();
        else
            modal->close();
        QTimer::singleShot(200, this, [this, signal] { quitForSignal(signal); });
        return;
    }
    if (m_quittingForSignal)
        return; // already stopping what runs; the window closes when it has
    m_quittingForSignal = true;
    m_queue->setHeld(true); // for good: nothing starts on the way out
    statusBar()->showMessage(
        tr("Signal %1 received: quitting, as Quit does.").arg(QuitSignal::name(signal)));
    // The questions of closeEvent are answered "stop them": nobody is there to answer. What
    // runs is stopped first, so that an image mounted and in use, which keeps the window open,
    // never keeps an acquisition or a wipe going.
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (auto *panel = qobject_cast<AcquisitionPanel *>(m_tabs->widget(i));
            panel && panel->isRunning())
            panel->cancelWithoutAsking();
        if (auto *wipe = qobject_cast<WipePanel *>(m_tabs->widget(i)); wipe && wipe->isRunning())
            wipe->cancelWithoutAsking();
    }
    for (ConversionDialog *conversion : runningConversions())
        conversion->cancel();
    m_closing = true;
    close();
}

QList<ConversionDialog *> MainWindow::runningConversions() const
{
    QList<ConversionDialog *> running;
    for (int i = 0; i < m_tabs->count(); ++i) {
        for (ConversionDialog *conversion : m_tabs->widget(i)->findChildren<ConversionDialog *>()) {
            if (conversion->isRunning())
                running << conversion;
        }
    }
    return running;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Nothing more starts while the examiner is asked (and after, when the window closes).
    const bool queueWasHeld = m_queue->isHeld();
    m_queue->setHeld(true);
    m_dashboardTimer.stop(); // started again if the examiner stays
    // The images mounted are undone once the examiner has said to quit and before anything is
    // stopped: what something still uses keeps the window open, with nothing else undone (each
    // call below finds nothing left to unmount when an earlier one did it).
    const auto mountsStay = [&] {
        const bool busy = m_mounts && m_mounts->isBusy();
        const QString left = busy ? QString() : unmountImages();
        if (!busy && left.isEmpty())
            return false;
        if (m_quittingForSignal) {
            // Nobody to read a message box: the status bar says what is awaited, the queue stays
            // held, and the quit is tried again until the mounts can go.
            statusBar()->showMessage(
                busy ? tr("Quitting: a mount or an unmount is under way.")
                     : tr("Quitting: still mounted, in use: %1. Custody quits once nothing uses "
                          "them.")
                           .arg(left));
            QTimer::singleShot(2000, this, [this] { close(); });
            event->ignore();
            return true;
        }
        m_closing = false;
        m_queue->setHeld(queueWasHeld);
        if (!m_dashboard->path().isEmpty())
            m_dashboardTimer.start();
        QMessageBox::warning(this, tr("Images still mounted"),
                             busy ? tr("A mount or an unmount is under way: quit again when it "
                                       "has ended.")
                                  : tr("Still mounted, in use: %1. Close what uses them (a file "
                                       "manager, a shell inside), then quit again.")
                                        .arg(left));
        event->ignore();
        return true;
    };
    // The work still running, by kind: each writes what it must once stopped (a wipe its
    // certificate, never calling the drive sterile; an acquisition its image, map and record,
    // resumable; a conversion removes what it wrote of its E01), then calls close() again.
    struct Running
    {
        QList<WipePanel *> wipes;
        QList<AcquisitionPanel *> acquisitions;
        QList<ConversionDialog *> conversions = {};
        bool any() const
        {
            return !wipes.isEmpty() || !acquisitions.isEmpty() || !conversions.isEmpty();
        }
    };
    const auto running = [this] {
        Running now{{}, {}, runningConversions()};
        for (int i = 0; i < m_tabs->count(); ++i) {
            auto *panel = qobject_cast<AcquisitionPanel *>(m_tabs->widget(i));
            if (panel && panel->isRunning())
                now.acquisitions << panel;
            if (auto *wipe = qobject_cast<WipePanel *>(m_tabs->widget(i));
                wipe && wipe->isRunning())
                now.wipes << wipe;
        }
        return now;
    };
    if (const Running asked = running(); asked.any() && !m_closing) {
        // Every kind is asked about before anything is stopped: a No keeps everything running.
        const auto agreed = [this](qsizetype count, const QString &title, const QString &question) {
            return count == 0 || QMessageBox::question(this, title, question) == QMessageBox::Yes;
        };
        if (!agreed(asked.wipes.size(), tr("Wipes running"),
                    tr("%n wipe(s) still running. Stop them and quit? The drives will not be "
                       "sterile; each certificate says how far its wipe got.",
                       nullptr, int(asked.wipes.size())))
            || !agreed(asked.acquisitions.size(), tr("Acquisitions running"),
                       tr("%n acquisition(s) still running. Stop them and quit? Their images and "
                          "maps are kept and can be resumed.",
                          nullptr, int(asked.acquisitions.size())))
            || !agreed(asked.conversions.size(), tr("Conversions running"),
                       tr("%n conversion(s) to E01 still running. Stop them and quit? What each "
                          "has written of its E01 is removed; the images they read are kept as "
                          "they are.",
                          nullptr, int(asked.conversions.size())))) {
            m_queue->setHeld(queueWasHeld);
            if (!m_dashboard->path().isEmpty())
                m_dashboardTimer.start();
            event->ignore();
            return;
        }
    }
    if (mountsStay())
        return;
    // Looked at again: what ended while the examiner was asked has called close() no more.
    if (const Running now = running(); now.any()) {
        m_closing = true;
        QStringList stopping;
        for (WipePanel *wipe : now.wipes)
            wipe->cancelWithoutAsking();
        if (!now.wipes.isEmpty())
            stopping << tr("Stopping the wipes: writing their certificates…");
        for (AcquisitionPanel *panel : now.acquisitions)
            panel->cancelWithoutAsking();
        if (!now.acquisitions.isEmpty())
            stopping << tr("Stopping the acquisitions: saving their images, maps and records…");
        for (ConversionDialog *conversion : now.conversions)
            conversion->cancel();
        if (!now.conversions.isEmpty())
            stopping << tr("Stopping the conversions to E01…");
        statusBar()->showMessage(stopping.join(u' '));
        event->ignore();
        return;
    }
    // A program of the lab's still running is stopped (its run goes into the log as stopped);
    // the log and signatures are then finished as below.
    for (const std::shared_ptr<EndHookRunner> &runner : m_hookRunners)
        runner->cancel();
    m_monitor->stopNetworkLayouts(); // their views are unmounted before the window goes
    if (hasUnfinishedWrites()) {
        // Quitting never cuts a signature, a report or a line of a log off halfway: the window
        // closes by itself once they are written.
        statusBar()->showMessage(tr("Finishing writing signatures, reports and logs: Custody "
                                    "closes when they are written…"));
        m_closeWhenWritten.start();
        event->ignore();
        return;
    }
    if (mountsStay())
        return;
    m_settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    m_settings.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    m_settings.setValue(QStringLiteral("history/geometry"), m_historyWindow->saveGeometry());
    m_historyWindow->close();
    event->accept();
}

} // namespace Custody
