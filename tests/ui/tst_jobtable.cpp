// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionpanel.h"
#include "devicemonitor.h"
#include "fakedeviceenumerator.h"
#include "io/simulatedsource.h"
#include "jobsview.h"
#include "mainwindow.h"
#include "models/devicetablemodel.h"
#include "models/jobtablemodel.h"
#include "verificationpanel.h"

#include <QFile>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr qint64 sourceBytes = 4 * 1024 * 1024;

std::unique_ptr<SimulatedSource> drive(bool slow)
{
    QList<SimulatedSource::Fault> faults{
        {{512 * 1024, 4096}, SimulatedSource::Fault::Kind::Eio}}; // 8 unreadable sectors
    if (slow)
        faults << SimulatedSource::Fault{{0, sourceBytes}, SimulatedSource::Fault::Kind::Slow};
    auto source = std::make_unique<SimulatedSource>(sourceBytes, 512, 4096, 7, faults);
    source->setSlowReadDelay(std::chrono::milliseconds(150));
    return source;
}

QString cell(const JobsView *view, int row, int column)
{
    return view->model()->index(row, column).data().toString();
}

} // namespace

// The jobs table: every acquisition and verification of the window, live, with its outcome;
// the drive list names the state of each drive's job.
class TestJobTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void twoRunsAtOnceShowTheirStatesAndOutcomes();
};

void TestJobTable::twoRunsAtOnceShowTheirStatesAndOutcomes()
{
    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    MainWindow window(std::make_unique<DeviceMonitor>(
                          std::make_unique<FakeDeviceEnumerator>(
                              QList<DeviceInfo>{fakeDrive(u"/dev/sdx"_s, sourceBytes, u"Slow"_s),
                                                fakeDrive(u"/dev/sdy"_s, sourceBytes, u"Fast"_s)}),
                          [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
                      settings);
    window.resize(1280, 720);
    window.show();
    QTRY_COMPARE(window.deviceModel()->rowCount(), 2);
    JobsView *jobs = window.jobsView();
    auto *lists = window.findChild<QTabWidget *>(u"listTabs"_s);
    const auto jobsTab = [lists, jobs] {
        return lists->tabText(lists->indexOf(jobs));
    };
    QCOMPARE(jobsTab(), u"&Jobs (0)"_s); // nothing to show yet
    const auto driveJob = [&window](const QString &path) {
        const int row = window.deviceModel()->rowOf(path);
        return window.deviceModel()->index(row, DeviceTableModel::JobColumn).data().toString();
    };
    QCOMPARE(driveJob(u"/dev/sdx"_s), u"idle"_s);

    AcquisitionPanel *panels[2] = {};
    for (int i = 0; i < 2; ++i) {
        AcquisitionRequest request;
        request.sourcePath = i == 0 ? u"/dev/sdx"_s : u"/dev/sdy"_s;
        request.basePath = folder.filePath(i == 0 ? u"slow"_s : u"fast"_s);
        request.settings.blockBytes = 64 * 1024;
        request.verify = VerifyPolicy::Image;
        const bool slow = i == 0;
        panels[i] = window.startAcquisition(request, [slow](const AcquisitionRequest &request) {
            return std::make_unique<Acquisition>(request, drive(slow));
        });
        QVERIFY(panels[i]);
    }
    // The Jobs tab counts them; on it, every job is a row.
    QCOMPARE(jobsTab(), u"&Jobs (2, 2 running)"_s);
    lists->setCurrentWidget(jobs);
    QVERIFY(jobs->isVisible());
    QCOMPARE(jobs->model()->rowCount(), 2);
    QCOMPARE(cell(jobs, 0, JobTableModel::KindColumn), u"Acquisition"_s);
    QCOMPARE(cell(jobs, 0, JobTableModel::SourceColumn), u"/dev/sdx"_s);
    QCOMPARE(cell(jobs, 1, JobTableModel::TargetColumn), u"fast"_s);

    // Both live at once: the slow one acquiring with a rate, the drive list says so too.
    QTRY_VERIFY_WITH_TIMEOUT(cell(jobs, 0, JobTableModel::StateColumn) == u"Acquiring"_s
                                 && cell(jobs, 0, JobTableModel::RateColumn) != u"—"_s,
                             20000);
    QTRY_VERIFY(driveJob(u"/dev/sdx"_s).startsWith(u"Acquiring "_s));
    QVERIFY(driveJob(u"/dev/sdx"_s).endsWith(u" %"_s));
    QTRY_VERIFY_WITH_TIMEOUT(panels[1]->record().has_value(), 60000);
    QCOMPARE(cell(jobs, 1, JobTableModel::StateColumn), u"Finished: MATCH"_s);
    QCOMPARE(cell(jobs, 1, JobTableModel::ProgressColumn), u"100.0 %"_s);
    QCOMPARE(cell(jobs, 1, JobTableModel::ProblemsColumn), u"8"_s);
    QCOMPARE(cell(jobs, 1, JobTableModel::RateColumn), u"—"_s);
    QCOMPARE(cell(jobs, 1, JobTableModel::RemainingColumn), u"—"_s);
    QCOMPARE(driveJob(u"/dev/sdy"_s), u"Finished: MATCH"_s);
    QVERIFY(cell(jobs, 0, JobTableModel::StateColumn) == u"Acquiring"_s);

    // Sorted by state: the running job before the finished one, and back to started order.
    jobs->sortByColumn(JobTableModel::StateColumn, Qt::DescendingOrder);
    QCOMPARE(cell(jobs, 0, JobTableModel::SourceColumn), u"/dev/sdy"_s);
    QCOMPARE(jobs->jobAt(0), panels[1]);
    jobs->sortByColumn(JobTableModel::StateColumn, Qt::AscendingOrder);
    QCOMPARE(cell(jobs, 0, JobTableModel::SourceColumn), u"/dev/sdx"_s);
    jobs->sortByColumn(-1, Qt::AscendingOrder);

    // A stopped acquisition says it can be resumed.
    window.acquisitionTabs()->setCurrentWidget(panels[0]);
    panels[0]->setCancelConfirmation([] { return true; });
    QSignalSpy stopped(panels[0], &AcquisitionPanel::runFinished);
    QTest::mouseClick(panels[0]->findChild<QPushButton *>(u"cancelButton"_s), Qt::LeftButton);
    QTRY_VERIFY(cell(jobs, 0, JobTableModel::StateColumn) == u"Stopping"_s || stopped.count() > 0);
    QVERIFY(stopped.count() > 0 || stopped.wait(30000));
    QCOMPARE(cell(jobs, 0, JobTableModel::StateColumn), u"Stopped (resumable)"_s);
    QCOMPARE(driveJob(u"/dev/sdx"_s), u"Stopped (resumable)"_s);

    // A verification is a job too, with the windows it found differing.
    QFile image(folder.filePath(u"fast.dd"_s));
    QVERIFY(image.open(QIODevice::ReadWrite));
    image.seek(2 * 1024 * 1024 + 10);
    image.write("X");
    image.close();
    auto *verification
        = window.startVerification(folder.filePath(u"fast.dd"_s), {folder.filePath(u"fast.md5"_s)});
    QCOMPARE(jobs->model()->rowCount(), 3);
    QSignalSpy verified(verification, &VerificationPanel::finished);
    QVERIFY(verified.wait(30000));
    QCOMPARE(cell(jobs, 2, JobTableModel::KindColumn), u"Verification"_s);
    QCOMPARE(cell(jobs, 2, JobTableModel::StateColumn), u"Finished: MISMATCH"_s);
    // Its hashlog has no windows: how many differ is not known.
    QCOMPARE(cell(jobs, 2, JobTableModel::ProblemsColumn), u"—"_s);

    // Activating a row shows its tab; closing a tab takes its row away and the drive is idle.
    QTabWidget *tabs = window.acquisitionTabs();
    Q_EMIT jobs->activated(jobs->model()->index(1, 0));
    QCOMPARE(tabs->currentWidget(), panels[1]);
    delete panels[1];
    QCOMPARE(jobs->model()->rowCount(), 2);
    QCOMPARE(driveJob(u"/dev/sdy"_s), u"idle"_s);
    QCOMPARE(cell(jobs, 1, JobTableModel::KindColumn), u"Verification"_s);
}

QTEST_MAIN(TestJobTable)
#include "tst_jobtable.moc"
