// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The main window's views beside the drive list: the Jobs tab, the job tabs' menu and Close
// finished tabs, and the case history in a window of its own.

#include "mainwindow.h"

#include "historyview.h"
#include "jobsview.h"
#include "models/jobtablemodel.h"
#include "verificationpanel.h"
#include "wipepanel.h"

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QMenu>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace Custody {

namespace {

bool isRunningJob(QWidget *page)
{
    if (const auto *panel = qobject_cast<AcquisitionPanel *>(page))
        return panel->hasWorkInProgress();
    if (const auto *verification = qobject_cast<VerificationPanel *>(page))
        return verification->isRunning();
    if (const auto *wipe = qobject_cast<WipePanel *>(page))
        return wipe->hasWorkInProgress();
    return false;
}

// Tells the History action when the examiner closes the window itself.
class HistoryWindowWatch : public QObject
{
public:
    HistoryWindowWatch(QAction *action, QObject *parent)
        : QObject(parent)
        , m_action(action)
    {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Hide || event->type() == QEvent::Show)
            m_action->setChecked(event->type() == QEvent::Show);
        return QObject::eventFilter(watched, event);
    }

private:
    QAction *m_action;
};

} // namespace

void MainWindow::keepRowsInView(QTableView *view, int rows)
{
    const int frame = view->frameWidth() * 2;
    const int scrollBar = view->horizontalScrollBar()->sizeHint().height();
    view->setMinimumHeight(view->horizontalHeader()->sizeHint().height()
                           + rows * view->verticalHeader()->defaultSectionSize() + frame
                           + scrollBar);
}

void MainWindow::showJobCount()
{
    int running = 0;
    for (int row = 0; row < m_jobs->rowCount(); ++row)
        running += m_jobs->status(row).isRunning() ? 1 : 0;
    const QString title = running > 0
                              ? tr("&Jobs (%1, %2 running)").arg(m_jobs->rowCount()).arg(running)
                              : tr("&Jobs (%1)").arg(m_jobs->rowCount());
    const int index = m_lists->indexOf(m_jobsView);
    if (m_lists->tabText(index) != title)
        m_lists->setTabText(index, title);
}

QMenu *MainWindow::createTabsMenu()
{
    m_closeFinishedAction = new QAction(tr("Close &finished tabs"), this);
    m_closeFinishedAction->setObjectName(QStringLiteral("closeFinishedTabsAction"));
    m_closeFinishedAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    m_closeFinishedAction->setStatusTip(
        tr("Close the tab of every acquisition and verification that has ended; their records, "
           "logs and reports stay on disk and in the history"));
    connect(m_closeFinishedAction, &QAction::triggered, this, &MainWindow::closeFinishedTabs);
    auto *menu = new QMenu(tr("&Tabs"), this);
    menu->setObjectName(QStringLiteral("tabsMenu"));
    // Built when opened: every tab by its name, the current one checked.
    connect(menu, &QMenu::aboutToShow, this, [this, menu] {
        menu->clear();
        for (int index = 0; index < m_tabs->count(); ++index) {
            QAction *go = menu->addAction(m_tabs->tabText(index), this,
                                          [this, index] { m_tabs->setCurrentIndex(index); });
            go->setCheckable(true);
            go->setChecked(index == m_tabs->currentIndex());
        }
        if (m_tabs->count() > 0)
            menu->addSeparator();
        menu->addAction(m_closeFinishedAction);
    });
    // The same menu from the tab bar's corner: with many tabs, their names are behind arrows.
    auto *corner = new QToolButton;
    corner->setObjectName(QStringLiteral("tabsMenuButton"));
    corner->setText(tr("All tabs"));
    corner->setToolTip(tr("Go to any tab, or close the finished ones"));
    corner->setPopupMode(QToolButton::InstantPopup);
    corner->setMenu(menu);
    corner->setAutoRaise(true);
    m_tabs->setCornerWidget(corner, Qt::TopRightCorner);
    addAction(m_closeFinishedAction); // its shortcut works before the menu was ever opened
    return menu;
}

void MainWindow::closeFinishedTabs()
{
    for (int index = m_tabs->count() - 1; index >= 0; --index) {
        if (!isRunningJob(m_tabs->widget(index)))
            removeTab(index);
    }
}

void MainWindow::createHistoryWindow()
{
    // A window of its own: docked, it took its height from the drives and the tabs, and closing
    // it grew the main window past a 720-pixel screen.
    m_historyWindow = new QWidget(this, Qt::Window);
    m_historyWindow->setObjectName(QStringLiteral("historyWindow"));
    m_historyWindow->setWindowTitle(tr("Custody — History"));
    auto *layout = new QVBoxLayout(m_historyWindow);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_historyView);
    if (!m_historyWindow->restoreGeometry(
            m_settings.value(QStringLiteral("history/geometry")).toByteArray())) {
        const QSize available = screen() ? screen()->availableGeometry().size() : QSize(1280, 720);
        m_historyWindow->resize(QSize(1100, 640).boundedTo(available * 9 / 10));
    }
    m_historyAction = new QAction(tr("&History"), this);
    m_historyAction->setObjectName(QStringLiteral("historyAction"));
    m_historyAction->setCheckable(true);
    m_historyAction->setShortcut(QKeySequence(tr("Ctrl+H")));
    m_historyAction->setStatusTip(tr("The case history: every acquisition, verification, "
                                     "conversion and report, searchable, in a window of its own"));
    connect(m_historyAction, &QAction::toggled, this, [this](bool shown) {
        if (shown == m_historyWindow->isVisible())
            return;
        if (!shown) {
            m_historyWindow->hide();
            return;
        }
        m_historyWindow->show();
        m_historyWindow->raise();
        m_historyWindow->activateWindow();
        m_historyView->reload();
    });
    m_historyWindow->installEventFilter(new HistoryWindowWatch(m_historyAction, this));
}

} // namespace Custody
