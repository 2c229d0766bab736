// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "devicemonitor.h"
#include "dialogs/casefieldsform.h"
#include "dialogs/preparedrivedialog.h"
#include "fakedeviceenumerator.h"
#include "mainwindow.h"
#include "models/devicetablemodel.h"
#include "models/jobstatus.h"
#include "models/jobtablemodel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

// Prepare drive… in the drive list and its dialog, without root: the action is enabled only for a
// drive the write gate lets be overwritten and says why not otherwise, and is never offered for a
// drive of another machine; the dialog's fields make the request and confirm before writing.
class TestPrepareDrive : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusedDriveSaysWhy();
    void networkDriveIsNeverOffered();
    void dialogFieldsMakeTheRequest();
    void certificateIsNeverWrittenOverAFile();
    void writingAsksForTheSerialAndCheckingDoesNot();
    void jobTextsOfAWipe();

private:
    // A drive at a path that is no block device: the gate refuses it.
    static DeviceInfo absentDrive()
    {
        return fakeDrive(u"/dev/custody-test-absent-drive"_s, 8 * 1024 * 1024, u"Absent"_s);
    }
    static std::unique_ptr<MainWindow> window(QSettings &settings, QList<DeviceInfo> drives)
    {
        return std::make_unique<MainWindow>(
            std::make_unique<DeviceMonitor>(
                std::make_unique<FakeDeviceEnumerator>(std::move(drives)),
                [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
            settings);
    }
};

void TestPrepareDrive::refusedDriveSaysWhy()
{
    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    auto main = window(settings, {absentDrive()});
    main->show();
    QTRY_COMPARE(main->deviceModel()->rowCount(), 1);
    QAction *prepare = main->prepareDriveAction();
    QVERIFY(prepare);
    QVERIFY(!prepare->isEnabled()); // nothing selected
    main->deviceView()->selectRow(0);
    // The gate's answer, asked off the GUI thread: refused, and the reason in the tips, naming
    // the drive, not a dead button.
    QTRY_VERIFY(prepare->toolTip().contains(u"custody-test-absent-drive"_s)
                && !prepare->toolTip().contains(u"Checking"_s));
    QVERIFY(!prepare->isEnabled());
    QCOMPARE(prepare->statusTip(), prepare->toolTip());
    QVERIFY(main->driveContextActions().contains(prepare));
    // Triggered anyway (a shortcut, a script): no dialog.
    prepare->trigger();
    QVERIFY(!main->findChild<PrepareDriveDialog *>());
}

void TestPrepareDrive::networkDriveIsNeverOffered()
{
    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    auto main = window(settings, {});
    main->show();
    NetworkDrive network;
    network.uri = u"nbd://192.0.2.10/sda"_s;
    network.facts.transport.uri = network.uri;
    network.facts.sizeBytes = 500107862016;
    network.facts.sectorBytes = 512;
    main->deviceModel()->addNetworkDrive(network);
    QTRY_COMPARE(main->deviceModel()->rowCount(), 1);
    main->deviceView()->selectRow(0);
    QVERIFY(!main->driveContextActions().isEmpty());
    QVERIFY(!main->driveContextActions().contains(main->prepareDriveAction()));
    QVERIFY(!main->prepareDriveAction()->isEnabled());
    QVERIFY(!main->prepareDriveAction()->toolTip().isEmpty());
}

void TestPrepareDrive::dialogFieldsMakeTheRequest()
{
    QTemporaryDir folder;
    CaseDetails details;
    details.examiner = u"Jane Doe"_s;
    PrepareDriveDialog dialog(absentDrive(), folder.path(), details);
    dialog.setSigningState(u"Will not be signed: no signing identity is set"_s);
    dialog.show();
    auto *pattern = dialog.findChild<QComboBox *>(u"pattern"_s);
    auto *byte = dialog.findChild<QLineEdit *>(u"patternByte"_s);
    auto *method = dialog.findChild<QComboBox *>(u"method"_s);
    auto *verifyOnly = dialog.findChild<QCheckBox *>(u"verifyOnly"_s);
    auto *start = dialog.findChild<QPushButton *>(u"startButton"_s);
    auto *name = dialog.findChild<QLineEdit *>(u"certificateName"_s);
    QVERIFY(pattern && byte && method && verifyOnly && start && name);
    QVERIFY(dialog.findChild<QLabel *>(u"signingState"_s)->isVisibleTo(&dialog));
    QVERIFY(name->text().startsWith(u"wipe-SN-Absent-"_s));
    // Start waits for the folder's look, then the defaults: zeros written and read back.
    QTRY_VERIFY(start->isEnabled());
    WipeRequest request = dialog.request();
    QCOMPARE(request.devicePath, absentDrive().devicePath);
    QCOMPARE(request.certificateBase, folder.filePath(name->text()));
    QCOMPARE(request.pattern, WipePattern::zero());
    QCOMPARE(request.mode, WipeMode::WriteAndVerify);
    QCOMPARE(request.caseDetails.examiner, u"Jane Doe"_s);
    QVERIFY(request.commandLine.startsWith(u"custody-cli wipe /dev/custody-test-absent-drive"_s));
    // Zero-out is offered for zeros.
    QVERIFY(method->isEnabled());
    method->setCurrentIndex(1);
    QCOMPARE(dialog.request().method, WipeMethod::ZeroOut);
    QVERIFY(dialog.request().commandLine.contains(u"--method zeroout"_s));

    // One byte: typed as 0xNN, else Start is disabled with the reason.
    pattern->setCurrentIndex(1);
    QVERIFY(byte->isEnabled());
    byte->setText(u"0xzz"_s);
    QVERIFY(!start->isEnabled());
    QVERIFY(dialog.findChild<QLabel *>(u"patternMessage"_s)->isVisibleTo(&dialog));
    byte->setText(u"0x5A"_s);
    QVERIFY(start->isEnabled());
    request = dialog.request();
    QCOMPARE(request.pattern, WipePattern::byte(0x5a));
    // BLKZEROOUT writes zeros only: not offered, and not asked for.
    QVERIFY(!method->isEnabled());
    QCOMPARE(request.method, WipeMethod::Write);
    QVERIFY(request.commandLine.contains(u"--pattern 0x5a"_s));

    // Checking only: the button says so; a random stream cannot be checked without its key.
    verifyOnly->setChecked(true);
    QCOMPARE(dialog.request().mode, WipeMode::VerifyOnly);
    QVERIFY(dialog.request().commandLine.contains(u"--verify-only"_s));
    QVERIFY(start->text().contains(u"Check"_s));
    pattern->setCurrentIndex(2);
    QVERIFY(!start->isEnabled());
    QVERIFY(!dialog.validationErrors().isEmpty());
    verifyOnly->setChecked(false);
    QVERIFY(start->isEnabled());
}

void TestPrepareDrive::certificateIsNeverWrittenOverAFile()
{
    QTemporaryDir folder;
    PrepareDriveDialog dialog(absentDrive(), folder.path(), {});
    dialog.show();
    auto *start = dialog.findChild<QPushButton *>(u"startButton"_s);
    auto *name = dialog.findChild<QLineEdit *>(u"certificateName"_s);
    QTRY_VERIFY(start->isEnabled());
    QFile earlier(folder.filePath(u"earlier.txt"_s));
    QVERIFY(earlier.open(QIODevice::WriteOnly));
    earlier.close();
    name->setText(u"earlier"_s);
    Q_EMIT name->textEdited(name->text());
    QTRY_VERIFY(dialog.findChild<QLabel *>(u"folderMessage"_s)->text().contains(u"earlier.txt"_s));
    QVERIFY(!start->isEnabled());
    name->setText(u"fresh"_s);
    Q_EMIT name->textEdited(name->text());
    QTRY_VERIFY(start->isEnabled());
    // A folder that is not there.
    auto *folderEdit = dialog.findChild<QLineEdit *>(u"certificateFolder"_s);
    folderEdit->setText(folder.filePath(u"missing"_s));
    Q_EMIT folderEdit->textEdited(folderEdit->text());
    QTRY_VERIFY(!dialog.findChild<QLabel *>(u"folderMessage"_s)->text().contains(u"Checking"_s)
                && !dialog.validationErrors().isEmpty());
    QVERIFY(!start->isEnabled());
}

void TestPrepareDrive::writingAsksForTheSerialAndCheckingDoesNot()
{
    QTemporaryDir folder;
    PrepareDriveDialog dialog(absentDrive(), folder.path(), {});
    QStringList asked;
    bool answer = false;
    dialog.setOverwriteQuestion(
        [&](const DeviceInfo &drive, const QString &whatHappens, const QString &actionText) {
            asked << drive.serial << whatHappens << actionText;
            return answer;
        });
    QSignalSpy ready(&dialog, &PrepareDriveDialog::requestReady);
    dialog.show();
    auto *start = dialog.findChild<QPushButton *>(u"startButton"_s);
    QTRY_VERIFY(start->isEnabled());
    start->click(); // declined: nothing starts, the dialog stays
    QCOMPARE(asked.value(0), u"SN-Absent"_s);
    QVERIFY(asked.value(1).contains(dialog.request().certificateBase));
    QVERIFY(asked.value(2).contains(absentDrive().devicePath));
    QCOMPARE(ready.count(), 0);
    QVERIFY(dialog.isVisible());
    answer = true;
    start->click();
    QCOMPARE(ready.count(), 1);
    QCOMPARE(ready.first().at(1).toBool(), true);

    // A check writes nothing: no serial asked, and the run is not a confirmed overwrite.
    PrepareDriveDialog check(absentDrive(), folder.path(), {});
    asked.clear();
    check.setOverwriteQuestion([&](const DeviceInfo &, const QString &, const QString &) {
        asked << u"asked"_s;
        return true;
    });
    QSignalSpy checked(&check, &PrepareDriveDialog::requestReady);
    check.show();
    check.findChild<QCheckBox *>(u"verifyOnly"_s)->setChecked(true);
    auto *checkStart = check.findChild<QPushButton *>(u"startButton"_s);
    QTRY_VERIFY(checkStart->isEnabled());
    checkStart->click();
    QVERIFY(asked.isEmpty());
    QCOMPARE(checked.count(), 1);
    QCOMPARE(checked.first().at(1).toBool(), false);
    QCOMPARE(checked.first().at(0).value<WipeRequest>().mode, WipeMode::VerifyOnly);
}

void TestPrepareDrive::jobTextsOfAWipe()
{
    JobStatus job;
    job.kind = JobStatus::Kind::Wipe;
    job.state = JobStatus::State::Acquiring;
    job.progress.steps = 2;
    job.progress.step = 1;
    job.progress.jobTotal = 200;
    job.progress.jobDone = 50;
    QCOMPARE(job.stateText(), JobStatus::tr("Wiping"));
    QVERIFY(job.barText().contains(JobStatus::tr("writing the pattern")));
    job.state = JobStatus::State::ReadingBack;
    job.progress.step = 2;
    QVERIFY(job.barText().contains(JobStatus::tr("reading the drive back")));
    job.state = JobStatus::State::Stopped;
    job.outcome = u"CANCELLED"_s;
    // Never "resumable": a wipe starts over.
    QVERIFY(!job.stateText().contains(JobStatus::tr("Stopped (resumable)")));
    JobTableModel model;
    model.setJob(this, job);
    QCOMPARE(model.index(0, JobTableModel::KindColumn).data().toString(),
             JobTableModel::tr("Wipe"));
}

QTEST_MAIN(TestPrepareDrive)
#include "tst_preparedrive.moc"
