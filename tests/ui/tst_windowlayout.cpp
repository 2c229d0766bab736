// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "devicemonitor.h"
#include "fakedeviceenumerator.h"
#include "mainwindow.h"
#include "models/devicetablemodel.h"

#include <QAction>
#include <QHeaderView>
#include <QScrollBar>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

// The main window on a 1280×720 screen and on a 3840×2160 one: every column of the drive list
// in view on the small one, no column stretched across the large one.
class TestWindowLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyColumnFitsAt1280();
    void noColumnStretchesAcross4K();

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

void TestWindowLayout::everyColumnFitsAt1280()
{
    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    auto main = window(settings);
    main->resize(1280, 720 - 60);
    main->show();
    QVERIFY(QTest::qWaitForWindowExposed(main.get()));
    QTRY_COMPARE(main->deviceModel()->rowCount(), 3);
    QTableView *view = main->deviceView();
    // Narrower than 1600 pixels: the details wait behind F9, the list has the width.
    // With a job's state in its column too.
    main->deviceModel()->setJob(u"/dev/sdc"_s, u"Stopped (resumable)"_s);
    QTRY_VERIFY2(
        view->horizontalHeader()->length() <= view->viewport()->width(),
        qPrintable(
            u"%1 > %2"_s.arg(view->horizontalHeader()->length()).arg(view->viewport()->width())));
    QVERIFY(!view->horizontalScrollBar()->isVisible());
    for (int column = 0; column < DeviceTableModel::ColumnCount; ++column)
        QVERIFY(!view->isColumnHidden(column));
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

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
