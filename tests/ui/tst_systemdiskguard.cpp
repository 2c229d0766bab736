// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "devicedetailspane.h"
#include "devicemonitor.h"
#include "dialogs/acquisitiondialog.h"
#include "fakedeviceenumerator.h"
#include "mainwindow.h"
#include "models/devicetablemodel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QThread>
#include <QTimer>

#include <atomic>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

// The workstation's own disks are marked in the drive list and in their details, are never
// offered write-block, and are acquired only after an override that is ticked and confirmed.
class TestSystemDiskGuard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aSystemDiskNeedsAConfirmedOverride();
    void aDriveIsNotOfferedBeforeItIsKnown();
};

void TestSystemDiskGuard::aSystemDiskNeedsAConfirmedOverride()
{
    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    settings.setValue(u"acquisition/destination"_s, folder.path());
    auto monitor = std::make_unique<DeviceMonitor>(
        std::make_unique<FakeDeviceEnumerator>(
            QList<DeviceInfo>{fakeDrive(u"/dev/sda"_s, 1 << 20, u"System"_s),
                              fakeDrive(u"/dev/sdb"_s, 1 << 20, u"Evidence"_s)}),
        [](const QString &) { return Result<SmartReport>(SmartReport{}); });
    QStringList askedFolders;
    monitor->setSystemUsesQuery(
        [&askedFolders](const QString &devicePath, const QString &destinationFolder) {
            askedFolders << destinationFolder;
            return devicePath == u"/dev/sda"_s
                       ? QStringList{u"the running system (/)"_s, u"swap (/dev/sda3)"_s}
                       : QStringList();
        });
    MainWindow window(std::move(monitor), settings);
    window.show();
    DeviceTableModel *model = window.deviceModel();
    QTRY_COMPARE(model->rowCount(), 2);
    // Looked at with the remembered destination, whose drive is a system disk too.
    QTRY_VERIFY(askedFolders.contains(folder.path()));
    const QModelIndex system = model->index(model->rowOf(u"/dev/sda"_s), 0);
    QTRY_COMPARE(system.data().toString(), u"/dev/sda (system)"_s);
    QVERIFY(system.data(Qt::ToolTipRole).toString().contains(u"the running system (/), swap"_s));
    QCOMPARE(model->index(model->rowOf(u"/dev/sdb"_s), 0).data().toString(), u"/dev/sdb"_s);
    window.deviceView()->selectRow(system.row());
    auto *details = window.findChild<DeviceDetailsPane *>();
    QVERIFY(details->toPlainText().contains(u"A disk of this workstation"_s));

    // The dialog: no write-block, Start only once the override is ticked, and then confirmed.
    AcquisitionDialog *dialog
        = window.prepareAcquisition(AcquisitionSource::fromDevice(model->row(system.row())));
    dialog->show();
    QSignalSpy ready(dialog, &AcquisitionDialog::requestReady);
    int confirmations = 0;
    bool confirm = false;
    dialog->setSystemDiskConfirmation([&] {
        ++confirmations;
        return confirm;
    });
    QVERIFY(dialog->findChild<QLabel *>(u"systemDiskWarning"_s)->isVisible());
    QVERIFY(dialog->findChild<QLabel *>(u"systemDiskWarning"_s)
                ->text()
                .contains(u"the running system (/), swap (/dev/sda3)"_s));
    auto *writeBlock = dialog->findChild<QCheckBox *>(u"writeBlock"_s);
    QVERIFY(!writeBlock->isVisible());
    QVERIFY(!writeBlock->isEnabled());
    auto *start = dialog->findChild<QPushButton *>(u"startButton"_s);
    QVERIFY(QTest::qWaitFor([dialog] { return !dialog->isCheckingDestination(); }, 10000));
    QVERIFY(!start->isEnabled());
    QVERIFY(dialog->validationErrors().join(u' ').contains(u"override"_s));
    auto *override = dialog->findChild<QCheckBox *>(u"systemDiskOverride"_s);
    override->click();
    QVERIFY(override->isChecked());
    QVERIFY(start->isEnabled());
    QTest::mouseClick(start, Qt::LeftButton); // confirmation refused: nothing starts
    QCOMPARE(confirmations, 1);
    QCOMPARE(ready.count(), 0);
    QVERIFY(dialog->isVisible());
    confirm = true;
    // Not started for real: the request is checked, then the dialog goes.
    disconnect(dialog, &AcquisitionDialog::requestReady, &window, nullptr);
    QTest::mouseClick(start, Qt::LeftButton);
    QCOMPARE(confirmations, 2);
    QTRY_COMPARE(ready.count(), 1); // earlier files are looked for off the GUI thread first
    const auto request = ready.constFirst().constFirst().value<AcquisitionRequest>();
    QCOMPARE(request.sourcePath, u"/dev/sda"_s);
    QVERIFY(!request.writeBlock);
}

// Until the check of what the workstation runs from has answered, Acquire explains and waits:
// the dialog would otherwise offer write-block on what may be the system disk.
void TestSystemDiskGuard::aDriveIsNotOfferedBeforeItIsKnown()
{
    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    auto monitor = std::make_unique<DeviceMonitor>(
        std::make_unique<FakeDeviceEnumerator>(
            QList<DeviceInfo>{fakeDrive(u"/dev/sda"_s, 1 << 20, u"System"_s)}),
        [](const QString &) { return Result<SmartReport>(SmartReport{}); });
    std::atomic<bool> answer{false};
    monitor->setSystemUsesQuery([&answer](const QString &, const QString &) {
        while (!answer.load())
            QThread::msleep(5);
        return QStringList{u"the running system (/)"_s};
    });
    MainWindow window(std::move(monitor), settings);
    const auto release = qScopeGuard([&answer] { answer = true; }); // before the window goes
    window.show();
    QTRY_COMPARE(window.deviceModel()->rowCount(), 1);
    window.deviceView()->selectRow(0);
    QString told;
    QTimer closer; // the message is modal: answered from a timer
    closer.setInterval(20);
    connect(&closer, &QTimer::timeout, &window, [&told, &closer] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (auto *box = qobject_cast<QMessageBox *>(widget); box && box->isVisible()) {
                told = box->text();
                closer.stop();
                box->accept();
            }
        }
    });
    closer.start();
    QAction *acquire = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == u"&Acquire…"_s)
            acquire = action;
    }
    QVERIFY(acquire);
    acquire->trigger();
    QVERIFY2(told.contains(u"still checking"_s), qPrintable(told));
    QVERIFY(!window.findChild<AcquisitionDialog *>());
    answer = true;
    QTRY_COMPARE(window.deviceModel()->index(0, 0).data().toString(), u"/dev/sda (system)"_s);
    window.deviceModel()->setAccessProblem(u"/dev/sda"_s, {}); // a made-up drive: "readable"
    acquire->trigger();
    auto *dialog = window.findChild<AcquisitionDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->findChild<QCheckBox *>(u"systemDiskOverride"_s));
    dialog->reject();
}

QTEST_MAIN(TestSystemDiskGuard)
#include "tst_systemdiskguard.moc"
