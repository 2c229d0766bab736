// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The main window's preparation of destination drives: Prepare drive… in the drive list, the
// write gate asked off the GUI thread, and a wipe's tab.

#include "mainwindow.h"

#include "device/writegate.h"
#include "dialogs/preparedrivedialog.h"
#include "models/devicetablemodel.h"
#include "wipepanel.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QTabWidget>
#include <QTableView>

namespace Custody {

QString MainWindow::overwriteRefusal(const QString &devicePath, const QStringList &protectedSources)
{
    WriteGate gate;
    for (const QString &source : protectedSources)
        gate.protectSource(source);
    const Result<void> allowed = gate.checkDriveOverwrite(devicePath);
    return allowed ? QString() : allowed.error().userMessage();
}

QStringList MainWindow::runningAcquisitionSources() const
{
    QStringList sources;
    for (int index = 0; index < m_tabs->count(); ++index) {
        if (const auto *panel = qobject_cast<AcquisitionPanel *>(m_tabs->widget(index));
            panel && panel->isRunning())
            sources << panel->request().sourcePath;
    }
    return sources;
}

QString MainWindow::runningWipeOf(const QString &devicePath) const
{
    for (int index = 0; index < m_tabs->count(); ++index) {
        if (const auto *wipe = qobject_cast<WipePanel *>(m_tabs->widget(index));
            wipe && wipe->isRunning() && wipe->request().devicePath == devicePath)
            return tr("%1 is being wiped in another tab.").arg(devicePath);
    }
    return {};
}

void MainWindow::checkOverwriteAgain()
{
    m_overwriteCheckedPath.clear();
    updatePrepareDriveAction();
}

void MainWindow::updatePrepareDriveAction()
{
    const int row = m_model->rowOf(selectedDevicePath());
    const auto show = [this](bool enabled, const QString &why) {
        m_prepareDriveAction->setEnabled(enabled);
        const QString tip = enabled ? tr("Wipe the selected drive and read it back, or check that "
                                         "it holds a pattern, with a certificate")
                                    : why;
        m_prepareDriveAction->setToolTip(tip);
        m_prepareDriveAction->setStatusTip(tip);
    };
    if (row < 0) {
        m_overwriteCheck.cancel();
        m_overwriteCheckedPath.clear();
        return show(false, tr("Select a drive to prepare"));
    }
    const DeviceRow &drive = m_model->row(row);
    if (drive.network) {
        m_overwriteCheck.cancel();
        m_overwriteCheckedPath.clear();
        return show(false, tr("A drive of another machine is only ever read, never prepared"));
    }
    const QString path = drive.device.devicePath;
    if (const QString wiping = runningWipeOf(path); !wiping.isEmpty()) {
        m_overwriteCheckedPath.clear();
        return show(false, wiping);
    }
    if (path != m_overwriteCheckedPath) {
        // Asked off the GUI thread: the gate reads sysfs, the mounts and the swaps.
        m_overwriteCheckedPath = path;
        m_overwriteAnswer.reset();
        m_overwriteCheck.run(
            [this, path, sources = runningAcquisitionSources()]() -> Errand::Answer {
                QString refusal = overwriteRefusal(path, sources);
                return [this, path, refusal = std::move(refusal)] {
                    if (path != m_overwriteCheckedPath)
                        return;
                    m_overwriteAnswer = refusal;
                    updatePrepareDriveAction();
                };
            });
    }
    if (!m_overwriteAnswer)
        return show(false, tr("Checking whether %1 may be overwritten…").arg(path));
    show(m_overwriteAnswer->isEmpty(), *m_overwriteAnswer);
}

QList<QAction *> MainWindow::driveContextActions() const
{
    const int row = m_model->rowOf(selectedDevicePath());
    if (row < 0)
        return {};
    // Never offered for a drive of another machine: it is not there to be overwritten.
    if (m_model->row(row).network)
        return {m_acquireAction, m_removeNetworkAction};
    return {m_acquireAction, m_prepareDriveAction};
}

void MainWindow::showDriveContextMenu(const QPoint &position)
{
    const QModelIndex index = m_view->indexAt(position);
    if (!index.isValid())
        return;
    m_view->selectRow(index.row());
    QMenu menu(this);
    menu.setToolTipsVisible(true); // a disabled Prepare drive… says why on hovering
    menu.addActions(driveContextActions());
    menu.exec(m_view->viewport()->mapToGlobal(position));
}

void MainWindow::prepareSelectedDrive()
{
    const int row = m_model->rowOf(selectedDevicePath());
    if (row < 0 || m_model->row(row).network || !m_prepareDriveAction->isEnabled())
        return;
    prepareDriveWipe(m_model->row(row).device)->open();
}

PrepareDriveDialog *MainWindow::prepareDriveWipe(const DeviceInfo &drive)
{
    CaseDetails details;
    details.examiner = m_guiSettings.acquisitionDefaults().examiner;
    auto *dialog = new PrepareDriveDialog(
        drive, m_guiSettings.acquisitionDefaults().lastDestinationFolder, details, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setSigningState(signingPlan());
    connect(dialog, &PrepareDriveDialog::requestReady, this,
            [this, drive](const WipeRequest &request, bool confirmed) {
                queueWipe(request, confirmed ? std::optional(drive) : std::nullopt);
            });
    return dialog;
}

WipePanel *MainWindow::startWipe(const WipeRequest &request,
                                 const std::optional<DeviceInfo> &confirmed)
{
    QString conflict = runningWipeOf(request.devicePath);
    if (conflict.isEmpty() && runningAcquisitionSources().contains(request.devicePath))
        conflict = tr("%1 is being acquired in another tab.").arg(request.devicePath);
    if (!conflict.isEmpty()) {
        QMessageBox::warning(this, tr("Wipe not started"), conflict);
        return nullptr;
    }
    WipeRequest started = request;
    // Asked again by identity when the drive is opened: a source named otherwise is refused too.
    started.protectedSources = runningAcquisitionSources();
    if (started.commandLine.isEmpty())
        started.commandLine = PrepareDriveDialog::equivalentCommandLine(started);
    auto *panel = new WipePanel(started, confirmed);
    finishWorkOf(panel, WorkLog::WipeCertificate);
    connect(panel, &WipePanel::stateChanged, this, [this, panel] {
        m_tabs->setTabText(m_tabs->indexOf(panel), panel->title());
        if (panel->isRunning())
            planSigning(panel);
        else if (!panel->certificate())
            panel->showSigningState({});
        checkOverwriteAgain(); // the drive is free again, or busy now
    });
    connect(panel, &WipePanel::finished, this, [this] {
        if (m_closing)
            close();
    });
    const int index = m_tabs->addTab(panel, panel->title());
    m_tabs->setTabToolTip(index, tr("%1 → %2").arg(request.devicePath, request.certificateBase));
    m_jobDrives.insert(panel, request.devicePath);
    trackJob(panel);
    m_tabs->setCurrentIndex(index);
    m_tabs->show();
    panel->start();
    return panel;
}

} // namespace Custody
