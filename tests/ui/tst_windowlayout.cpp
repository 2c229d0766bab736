// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionpanel.h"
#include "compiledtranslation.h"
#include "devicemonitor.h"
#include "fakedeviceenumerator.h"
#include "historyview.h"
#include "io/simulatedsource.h"
#include "jobpanelparts.h"
#include "mainwindow.h"
#include "models/devicetablemodel.h"
#include "models/jobstatus.h"
#include "models/jobtablemodel.h"
#include "record/verificationverdict.h"
#include "widgets/throughputchartview.h"

#include <QAction>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

// The main window on a 1280×720 screen and on a 3840×2160 one: every column of the drive list
// in view on the small one, no column stretched across the large one; with fifteen job tabs and
// the History open, nothing off the screen, the drive list's rows and the graph's axes in view.
class TestWindowLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyColumnFitsAt1280_data();
    void everyColumnFitsAt1280();
    void noColumnStretchesAcross4K();
    void fifteenTabsAndTheHistoryFitTheScreen_data();
    void fifteenTabsAndTheHistoryFitTheScreen();

private:
    static QList<DeviceInfo> drives()
    {
        DeviceInfo ssd = fakeDrive(u"/dev/nvme0n1"_s, 1000204886016, u"Samsung SSD 980 PRO 1TB"_s);
        ssd.serial = u"S5GXNF0R123456A"_s;
        ssd.bus = DeviceBus::Nvme;
        PartitionInfo root;
        root.devicePath = u"/dev/nvme0n1p2"_s;
        root.mountPoints = {u"/"_s, u"/home"_s};
        ssd.partitions = {root};
        DeviceInfo stick = fakeDrive(u"/dev/sdb"_s, 64023257088, u"SanDisk Ultra Fit"_s);
        stick.vendor = u"SanDisk"_s;
        stick.removability = Removability::Removable;
        PartitionInfo media;
        media.devicePath = u"/dev/sdb1"_s;
        media.mountPoints = {u"/media/examiner/EVIDENCE-07"_s};
        stick.partitions = {media};
        DeviceInfo disk = fakeDrive(u"/dev/sdc"_s, 4000787030016, u"WDC WD40EFRX-68N32N0"_s);
        disk.serial = u"WD-WCC7K4ABCDEF"_s;
        disk.bus = DeviceBus::Ata;
        return {ssd, stick, disk};
    }
    static std::unique_ptr<MainWindow> window(QSettings &settings)
    {
        auto window = std::make_unique<MainWindow>(
            std::make_unique<DeviceMonitor>(
                std::make_unique<FakeDeviceEnumerator>(drives()),
                [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
            settings);
        return window;
    }
};

void TestWindowLayout::everyColumnFitsAt1280_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QString();
    for (const QString &language : Test::translatedLanguages()) // longer words, the same screen
        QTest::addRow("%s", qPrintable(language)) << language;
}

void TestWindowLayout::everyColumnFitsAt1280()
{
    QFETCH(QString, language);
    QTemporaryDir folder;
    const ScopedTranslation translation(language);
    QVERIFY(translation.isInstalled());
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    auto main = window(settings);
    main->resize(1280, 720 - 60);
    main->show();
    QVERIFY(QTest::qWaitForWindowExposed(main.get()));
    QTRY_COMPARE(main->deviceModel()->rowCount(), 3);
    QTableView *view = main->deviceView();
    // Narrower than 1600 pixels: the details wait behind F9, the list has the width.
    // With a job's state in its column too.
    JobStatus stopped;
    stopped.state = JobStatus::State::Stopped;
    main->deviceModel()->setJob(u"/dev/sdc"_s, stopped.shortStateText());
    JobStatus matched;
    matched.state = JobStatus::State::Finished;
    matched.outcome = VerificationVerdict::tr("MATCH");
    main->deviceModel()->setJob(u"/dev/sdb"_s, matched.shortStateText());
    const auto widths = [view] {
        QStringList columns;
        for (int column = 0; column < DeviceTableModel::ColumnCount; ++column)
            columns << view->model()->headerData(column, Qt::Horizontal).toString() + u' '
                           + QString::number(view->columnWidth(column));
        return columns.join(u", "_s);
    };
    QTRY_VERIFY2(view->horizontalHeader()->length() <= view->viewport()->width(),
                 qPrintable(u"%1 > %2: %3"_s.arg(view->horizontalHeader()->length())
                                .arg(view->viewport()->width())
                                .arg(widths())));
    QVERIFY(!view->horizontalScrollBar()->isVisible());
    for (int column = 0; column < DeviceTableModel::ColumnCount; ++column)
        QVERIFY(!view->isColumnHidden(column));
    // Alt and a letter always reach one place: the menus' and the list tabs' letters differ.
    QStringList names;
    for (QAction *menu : main->menuBar()->actions())
        names << menu->text();
    auto *lists = main->findChild<QTabWidget *>(u"listTabs"_s);
    for (int index = 0; index < lists->count(); ++index)
        names << lists->tabText(index);
    QHash<QChar, QString> letters;
    for (const QString &name : std::as_const(names)) {
        const qsizetype mark = name.indexOf(u'&');
        QVERIFY2(mark >= 0 && mark + 1 < name.size(), qPrintable(name));
        const QChar letter = name.at(mark + 1).toLower();
        QVERIFY2(!letters.contains(letter),
                 qPrintable(u"%1 and %2"_s.arg(letters.value(letter), name)));
        letters.insert(letter, name);
    }

    // A drive of another machine and two loop devices over files: each row tells itself apart,
    // and its model and bus are whole, not elided.
    NetworkDrive network;
    network.uri = u"nbd://192.0.2.10/sda"_s;
    network.facts.transport.uri = network.uri;
    network.facts.transport.exportName = u"sda"_s;
    network.facts.transport.tls = u"none"_s;
    network.facts.sizeBytes = 500107862016;
    network.facts.sectorBytes = 512;
    main->deviceModel()->addNetworkDrive(network);
    for (const QString &file :
         {u"/cases/2026-114/usb-stick.img"_s, u"/cases/2026-115/card.img"_s}) {
        DeviceInfo loop = fakeDrive(u"/dev/loop%1"_s.arg(file.size()), 64 * 1024 * 1024, QString());
        loop.bus = DeviceBus::Loop;
        loop.serial.clear();
        loop.backingFile = file;
        main->deviceModel()->addOrUpdate(loop);
    }
    QTRY_COMPARE(main->deviceModel()->rowCount(), 6);
    QTest::qWait(50);
    QStringList models;
    for (int row = 0; row < main->deviceModel()->rowCount(); ++row) {
        for (const int column :
             {int(DeviceTableModel::ModelColumn), int(DeviceTableModel::BusColumn)}) {
            const QString text = main->deviceModel()->index(row, column).data().toString();
            QVERIFY2(view->columnWidth(column) >= view->fontMetrics().horizontalAdvance(text),
                     qPrintable(u"%1: %2 pixels for %3"_s.arg(column)
                                    .arg(view->columnWidth(column))
                                    .arg(view->fontMetrics().horizontalAdvance(text))));
        }
        models << main->deviceModel()->index(row, DeviceTableModel::ModelColumn).data().toString();
    }
    QVERIFY2(models.removeDuplicates() == 0, qPrintable(models.join(u" | "_s)));
    QVERIFY2(models.join(u'|').contains(u"usb-stick.img"_s), qPrintable(models.join(u" | "_s)));
}

void TestWindowLayout::noColumnStretchesAcross4K()
{
    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    auto main = window(settings);
    main->resize(3840, 2100);
    main->show();
    QTRY_COMPARE(main->deviceModel()->rowCount(), 3);
    QTableView *view = main->deviceView();
    QAction *details = nullptr;
    for (QAction *action : main->findChildren<QAction *>()) {
        if (action->shortcut() == QKeySequence(Qt::Key_F9))
            details = action;
    }
    QVERIFY(details && details->isChecked()); // room for both
    QTest::qWait(50);
    for (int column = 0; column < DeviceTableModel::ColumnCount; ++column)
        QVERIFY2(view->columnWidth(column) < 600,
                 qPrintable(
                     u"column %1 is %2 pixels wide"_s.arg(column).arg(view->columnWidth(column))));
}

void TestWindowLayout::fifteenTabsAndTheHistoryFitTheScreen_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::newRow("1280×720") << QSize(1280, 720);
    QTest::newRow("1920×1080") << QSize(1920, 1080);
    QTest::newRow("3840×2160") << QSize(3840, 2160);
}

void TestWindowLayout::fifteenTabsAndTheHistoryFitTheScreen()
{
    QFETCH(QSize, screen);
    const QSize window(screen.width(), screen.height() - 60); // the desktop's own panels
    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    settings.setValue(u"history/path"_s, folder.filePath(u"history.sqlite"_s));
    auto main = TestWindowLayout::window(settings);
    main->resize(window);
    main->show();
    QVERIFY(QTest::qWaitForWindowExposed(main.get()));
    QTRY_COMPARE(main->deviceModel()->rowCount(), 3);

    // Thirteen finished jobs and two still running, the last one's tab in front.
    QList<AcquisitionPanel *> panels;
    for (int job = 0; job < 15; ++job) {
        const bool slow = job >= 13;
        AcquisitionRequest request;
        request.sourcePath = u"simulated-%1"_s.arg(job);
        request.basePath = folder.filePath(u"image-%1"_s.arg(job));
        request.settings.blockBytes = 64 * 1024;
        request.verify = VerifyPolicy::Image;
        AcquisitionPanel *panel
            = main->startAcquisition(request, [slow](const AcquisitionRequest &request) {
                  auto source = std::make_unique<SimulatedSource>(
                      1024 * 1024, 512, 512, 3,
                      slow ? QList<SimulatedSource::Fault>{{{0, 1024 * 1024},
                                                            SimulatedSource::Fault::Kind::Slow}}
                           : QList<SimulatedSource::Fault>{});
                  // Slow enough to run on while the other thirteen come and go.
                  source->setSlowReadDelay(std::chrono::milliseconds(1000));
                  return std::make_unique<Acquisition>(request, std::move(source));
              });
        QVERIFY(panel);
        panels << panel;
        if (!slow)
            QTRY_VERIFY_WITH_TIMEOUT(panel->record().has_value(), 30000);
    }
    main->historyAction()->trigger();
    auto *history = main->findChild<QWidget *>(u"historyWindow"_s);
    QVERIFY(history && history->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(history));
    QTest::qWait(100);

    // Nothing off the screen, and the window did not grow.
    QCOMPARE(main->size(), window);
    QVERIFY2(
        main->minimumSizeHint().width() <= window.width()
            && main->minimumSizeHint().height() <= window.height(),
        qPrintable(
            u"%1×%2"_s.arg(main->minimumSizeHint().width()).arg(main->minimumSizeHint().height())));
    QVERIFY2(history->width() <= screen.width() && history->height() <= window.height(),
             qPrintable(u"%1×%2"_s.arg(history->width()).arg(history->height())));
    // The History shows rows, not only its filter.
    QTableView *events = main->historyView()->table();
    QVERIFY2(events->viewport()->height() >= 5 * events->verticalHeader()->defaultSectionSize(),
             qPrintable(QString::number(events->viewport()->height())));

    // The drive list keeps its rows in view.
    QTableView *drives = main->deviceView();
    QVERIFY(drives->isVisible());
    QVERIFY2(drives->viewport()->height()
                 >= MainWindow::minimumDriveRows * drives->verticalHeader()->defaultSectionSize(),
             qPrintable(QString::number(drives->viewport()->height())));

    // The tab in front: its graph has room for legible axes and is on the screen.
    QTabWidget *tabs = main->acquisitionTabs();
    QCOMPARE(tabs->count(), 15);
    // Each tab says whole what it holds (the others are behind the arrows and in the menu).
    QTabBar *bar = tabs->tabBar();
    for (int index = 0; index < tabs->count(); ++index)
        QVERIFY2(bar->tabRect(index).width()
                     >= bar->fontMetrics().horizontalAdvance(tabs->tabText(index)),
                 qPrintable(tabs->tabText(index)));
    auto *chart = tabs->currentWidget()->findChild<ThroughputChartView *>();
    QVERIFY(chart && chart->isVisible());
    QVERIFY2(chart->height() >= MinimumChartLines * chart->fontMetrics().height(),
             qPrintable(QString::number(chart->height())));
    const QRect chartOnWindow(chart->mapTo(main.get(), QPoint(0, 0)), chart->size());
    QVERIFY(!chartOnWindow.intersected(main->rect()).isEmpty());
    // Every tab is reachable by name, and every job is in the Jobs table.
    auto *menu = main->findChild<QMenu *>(u"tabsMenu"_s);
    QVERIFY(menu);
    Q_EMIT menu->aboutToShow();
    QCOMPARE(menu->actions().size(), 15 + 2); // the tabs, a separator, Close finished tabs
    QCOMPARE(main->jobModel()->rowCount(), 15);

    // Closing the History leaves the window as it was.
    main->historyAction()->trigger();
    QVERIFY(!history->isVisible());
    QTest::qWait(50);
    QCOMPARE(main->size(), window);

    // Close finished tabs keeps the two that run.
    main->findChild<QAction *>(u"closeFinishedTabsAction"_s)->trigger();
    QCOMPARE(tabs->count(), 2);
    QCOMPARE(main->jobModel()->rowCount(), 2);
    for (int index = 0; index < tabs->count(); ++index) {
        auto *panel = qobject_cast<AcquisitionPanel *>(tabs->widget(index));
        QVERIFY(panel && panel->isRunning());
        QSignalSpy finished(panel, &AcquisitionPanel::runFinished);
        panel->cancelWithoutAsking();
        QVERIFY(finished.wait(30000));
    }
}

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
