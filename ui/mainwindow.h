// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisitionpanel.h"
#include "guisettings.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QSettings;
class QSplitter;
class QTabWidget;
class QTableView;

namespace Custody {

class DeviceDetailsPane;
class DeviceMonitor;
class DeviceTableModel;
struct AcquisitionSource;

// The examiner's window: the live list of drives with the selected drive's details above, the
// running and finished acquisitions in tabs below. Actions: Acquire…, Add image or file as
// source…, Refresh, About.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(std::unique_ptr<DeviceMonitor> monitor, QSettings &settings,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    DeviceTableModel *deviceModel() const { return m_model; }
    QTableView *deviceView() const { return m_view; }
    QTabWidget *acquisitionTabs() const { return m_tabs; }
    // Opens the acquisition dialog for a source; returns the dialog (not yet shown modally) so
    // that scripts and tests can drive it. Its requestReady starts an acquisition in a new tab.
    class AcquisitionDialog *prepareAcquisition(const AcquisitionSource &source);
    // Starts an acquisition in a new tab; factory as for AcquisitionPanel.
    AcquisitionPanel *startAcquisition(const AcquisitionRequest &request,
                                       AcquisitionPanel::AcquisitionFactory factory = {});
    // Starts a verification of an image against hashlogs in a new tab.
    class VerificationPanel *startVerification(const QString &imagePath,
                                               const QStringList &hashlogPaths);

    // Why this request may not start beside the running ones; empty when it may.
    QString conflictWithRunning(const AcquisitionRequest &request) const;

protected:
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    void acquireSelected();
    void acquireFile();
    void verifyImage();
    void refresh();
    void about();
    void updateActions();
    void showSelectedDetails();
    void closeTab(int index);
    void retitleAcquisitionTabs();
    QString selectedDevicePath() const;

    std::unique_ptr<DeviceMonitor> m_monitor;
    QSettings &m_settings;
    GuiSettings m_guiSettings;
    DeviceTableModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    DeviceDetailsPane *m_details = nullptr;
    QTabWidget *m_tabs = nullptr;
    QSplitter *m_splitter = nullptr;
    QAction *m_acquireAction = nullptr;
    QAction *m_acquireFileAction = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_verifyAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_closeTabAction = nullptr;
    bool m_closing = false; // quitting: waiting for the cancelled runs to finish
};

} // namespace Custody
