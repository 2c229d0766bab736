// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The GUI's job queue with real acquisitions of files: the limit is never exceeded and every job
// ends with its verdict; priorities and pause decide the order; a job whose drive is not there
// waits for it and gives up at its timeout without touching its files; the queue is kept across
// a restart of the window, which asks before starting anything.

#include "acquisitionpanel.h"
#include "conversiondialog.h"
#include "dashboardstatus.h"
#include "devicemonitor.h"
#include "dialogcloser.h"
#include "dialogs/queuelimitsdialog.h"
#include "fakedeviceenumerator.h"
#include "history/casehistory.h"
#include "historyrecorder.h"
#include "hookprogram.h"
#include "io/simulatedsource.h"
#include "jobqueue.h"
#include "jobsview.h"
#include "mainwindow.h"
#include "models/jobtablemodel.h"
#include "testfiles.h"

#include <QAction>
#include <QApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QStorageInfo>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

#include <cstdio>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr qint64 sourceBytes = 8 * 1024 * 1024;

std::unique_ptr<MainWindow> newWindow(QSettings &settings)
{
    auto window = std::make_unique<MainWindow>(
        std::make_unique<DeviceMonitor>(
            std::make_unique<FakeDeviceEnumerator>(QList<DeviceInfo>{}),
            [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
        settings);
    window->resize(1280, 800);
    return window;
}

// A folder of its own, the window's settings in it, the window shown with these limits.
struct Desk
{
    QString folder;
    std::unique_ptr<QSettings> settings;
    std::unique_ptr<MainWindow> window;
};

Desk deskIn(const QTemporaryDir &scratch, const QString &name, const QueueLimits &limits)
{
    Desk desk;
    desk.folder = scratch.filePath(name);
    QDir().mkpath(desk.folder);
    desk.settings
        = std::make_unique<QSettings>(desk.folder + u"/settings.ini"_s, QSettings::IniFormat);
    desk.window = newWindow(*desk.settings);
    desk.window->show();
    desk.window->jobQueue()->setLimits(limits);
    return desk;
}

AcquisitionRequest fileAcquisition(const QString &source, const QString &base)
{
    AcquisitionRequest request;
    request.sourcePath = source;
    request.basePath = base;
    request.settings.blockBytes = 256 * 1024;
    request.settings.hashes = HashAlgorithm::Md5 | HashAlgorithm::Sha256;
    request.verify = VerifyPolicy::Image;
    request.captureSmart = false;
    request.commandLine = u"custody-cli acquire"_s;
    return request;
}

// The acquisition panels of the window, by source.
QList<AcquisitionPanel *> panelsOf(const MainWindow &window)
{
    QList<AcquisitionPanel *> panels;
    for (int i = 0; i < window.acquisitionTabs()->count(); ++i) {
        if (auto *panel = qobject_cast<AcquisitionPanel *>(window.acquisitionTabs()->widget(i)))
            panels << panel;
    }
    return panels;
}

int runningRows(const JobTableModel &model)
{
    int running = 0;
    for (int row = 0; row < model.rowCount(); ++row)
        running += model.status(row).isRunning() ? 1 : 0;
    return running;
}

bool allEnded(const MainWindow &window, int expected)
{
    const QList<AcquisitionPanel *> panels = panelsOf(window);
    return panels.size() == expected
           && std::none_of(panels.cbegin(), panels.cend(),
                           [](const AcquisitionPanel *panel) { return panel->isRunning(); });
}

QueuedJob *queuedRowJob(MainWindow &window, const QString &source)
{
    for (QueuedJob *job : window.jobQueue()->jobs()) {
        if (job->status().source == source)
            return job;
    }
    return nullptr;
}

// Selects the job's row in the jobs table (as sorted there).
bool selectJob(MainWindow &window, const QObject *job)
{
    for (int row = 0; row < window.jobModel()->rowCount(); ++row) {
        if (window.jobsView()->jobAt(row) == job) {
            window.jobsView()->selectRow(row);
            return true;
        }
    }
    return false;
}

// Convert… of the finished acquisition in `panel`, and Convert in its dialog; none when the
// panel offers no conversion.
ConversionDialog *askConversion(AcquisitionPanel *panel)
{
    auto *convert = panel->findChild<QPushButton *>(u"convertButton"_s);
    if (!convert || !convert->isEnabled())
        return nullptr;
    convert->click();
    auto *dialog = panel->findChild<ConversionDialog *>(u"conversionDialog"_s);
    if (dialog)
        dialog->findChild<QPushButton *>(u"startConversionButton"_s)->click();
    return dialog;
}

// Acquires a sparse source of 2 GiB (image.dd in the desk's folder; MD5 only, no read-back) and
// starts its conversion to E01, which then runs for seconds using next to no disk space. Null when
// the acquisition did not succeed or the conversion did not start.
QPointer<ConversionDialog> runningConversionIn(const Desk &desk)
{
    const QString source = desk.folder + u"/source"_s;
    QFile sparse(source);
    if (!sparse.open(QIODevice::WriteOnly) || !sparse.resize(2048LL * 1024 * 1024))
        return nullptr;
    sparse.close();
    AcquisitionRequest request = fileAcquisition(source, desk.folder + u"/image"_s);
    request.settings.blockBytes = 4 * 1024 * 1024;
    request.settings.hashes = HashAlgorithm::Md5;
    request.verify = VerifyPolicy::None;
    MainWindow &window = *desk.window;
    window.queueAcquisition(request);
    if (!QTest::qWaitFor([&window] { return allEnded(window, 1); }, 120000)
        || !panelsOf(window).first()->jobStatus().succeeded)
        return nullptr;
    const QPointer<ConversionDialog> dialog = askConversion(panelsOf(window).first());
    if (!dialog || !QTest::qWaitFor([&dialog] { return dialog && dialog->isRunning(); }, 5000))
        return nullptr;
    return dialog;
}

} // namespace

class TestJobQueue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eightJobsNeverMoreThanTheLimit();
    void aDiskOfItsOwnLimit();
    void priorityAndPauseDecideTheOrder();
    void waitsForTheDriveThenGivesUp();
    void keptAcrossARestartAndAskedFirst();
    void savedQueueThatCannotBeReadIsRefused();
    void aSecondWindowNeitherTakesNorReplacesTheKeptQueue();
    void statusFileForADashboard();
    void statusFileNeverWritesWhatIsNotItsOwn();
    void aVerificationRunsTheLabProgram();
    void aProgramThatHangsIsKilledAtItsTimeout();
    void aConversionTakesItsTurnInTheQueue();
    void quittingAsksBeforeStoppingAConversion();
    void quittingWithTwoKindsRunningAsksForEach();

private:
    QTemporaryDir m_scratch;
};

void TestJobQueue::eightJobsNeverMoreThanTheLimit()
{
    QVERIFY(m_scratch.isValid());
    // Two at once on this disk too, whether it spins or not: the limit under test is --jobs.
    const Desk desk = deskIn(m_scratch, u"eight"_s, {2, 8, 600, {}});
    const QString &folder = desk.folder;
    MainWindow *window = desk.window.get();

    int most = 0;
    const auto look = [&] {
        most = std::max(most, runningRows(*window->jobModel()));
    };
    connect(window->jobModel(), &QAbstractItemModel::dataChanged, this, look);
    connect(window->jobModel(), &QAbstractItemModel::rowsInserted, this, look);

    QHash<QString, QByteArray> contents;
    for (int i = 0; i < 8; ++i) {
        const QString source = u"%1/source%2.bin"_s.arg(folder).arg(i);
        contents.insert(source, randomBytes(sourceBytes, quint32(100 + i)));
        QVERIFY(writeFile(source, contents.value(source)));
        window->queueAcquisition(fileAcquisition(source, u"%1/image%2"_s.arg(folder).arg(i)));
    }
    // Two started at once, the other six wait in the table.
    QCOMPARE(panelsOf(*window).size(), 2);
    QCOMPARE(window->jobQueue()->waitingCount(), 6);
    QCOMPARE(window->jobModel()->rowCount(), 8);
    QTRY_VERIFY_WITH_TIMEOUT(allEnded(*window, 8), 120000);
    QCOMPARE(most, 2);
    QCOMPARE(window->jobQueue()->waitingCount(), 0);
    for (AcquisitionPanel *panel : panelsOf(*window)) {
        const JobStatus status = panel->jobStatus();
        QVERIFY2(status.succeeded, qPrintable(status.stateText()));
        QVERIFY2(status.outcome.contains(u"MATCH"_s), qPrintable(status.outcome));
        const QString base = panel->request().basePath;
        QCOMPARE(readFile(base + u".dd"_s), contents.value(panel->request().sourcePath));
        QCOMPARE(recordOf(base).value(u"result"_s).toObject().value(u"status"_s).toString(),
                 u"completed"_s);
    }
}

// File → Job queue…'s disks with a limit of their own: the destination folder's disk (a tmpfs of
// its own) takes one at a time, or two where every other disk takes one; a limit whose folder is
// not there is for no disk (not the disk of the folder above it). Kept in the settings, edited in
// the dialog.
void TestJobQueue::aDiskOfItsOwnLimit()
{
    QVERIFY(m_scratch.isValid());
    QTemporaryDir disk(u"/dev/shm/custody-disk-XXXXXX"_s);
    if (!disk.isValid() || QStorageInfo(disk.path()) == QStorageInfo(u"/"_s))
        QSKIP("needs /dev/shm, a file system other than the root's");
    QVERIFY(QDir().mkpath(disk.filePath(u"cases"_s)));
    const QList<std::pair<QueueLimits, int>> cases{
        {{3, 3, 600, {{disk.path(), 1}}}, 1},
        // One disk named twice (a settings file written by hand): the lower limit, either way.
        {{3, 3, 600, {{disk.path(), 1}, {disk.filePath(u"cases"_s), 2}}}, 1},
        {{3, 3, 600, {{disk.filePath(u"cases"_s), 2}, {disk.path(), 1}}}, 1},
        {{3, 1, 600, {{disk.path(), 2}}}, 2},
        {{3, 1, 600, {{disk.filePath(u"gone"_s), 3}}}, 1},
    };
    int round = 0;
    for (const auto &[limits, atOnce] : cases) {
        const Desk desk = deskIn(m_scratch, u"disk%1"_s.arg(++round), limits);
        for (int i = 0; i < 3; ++i) {
            const QString source = u"%1/source%2.bin"_s.arg(desk.folder).arg(i);
            QVERIFY(writeFile(source, randomBytes(sourceBytes, quint32(200 + i))));
            desk.window->queueAcquisition(
                fileAcquisition(source, disk.filePath(u"image%1-%2"_s.arg(round).arg(i))));
        }
        QCOMPARE(panelsOf(*desk.window).size(), atOnce);
        QCOMPARE(desk.window->jobQueue()->waitingCount(), 3 - atOnce);
        QTRY_VERIFY_WITH_TIMEOUT(allEnded(*desk.window, 3), 60000);
    }
    {
        const QueueLimits twice{3, 3, 600, {{disk.path(), 1}, {disk.filePath(u"cases"_s), 2}}};
        QueueLimitsDialog dialog(twice, QString());
        const auto *problem = dialog.findChild<QLabel *>(u"diskLimitProblem"_s);
        QVERIFY(problem && !problem->isHidden());
        QCOMPARE(problem->text(), disk.path() + u" and "_s + disk.filePath(u"cases"_s)
                                      + u" are on the same disk: the queue takes the lower of "
                                        "their limits. Remove one of them."_s);
        // Removed: the note goes with it.
        dialog.findChild<QTableWidget *>(u"queueDiskLimits"_s)->selectRow(1);
        dialog.findChild<QPushButton *>(u"removeDiskLimitButton"_s)->click();
        QVERIFY(problem->isHidden());
        QCOMPARE(dialog.limits().diskLimits, (QList<QueueLimits::DiskLimit>{{disk.path(), 1}}));
    }
    const QString fewer = disk.path();
    // Kept in the settings and read back; in the dialog, shown and removed.
    QSettings settings(m_scratch.filePath(u"limits.ini"_s), QSettings::IniFormat);
    const QueueLimits limits{2, 0, 600, {{fewer, 1}, {u"/mnt/nas: lab"_s, 3}}};
    GuiSettings(settings).setQueueLimits(limits);
    QCOMPARE(GuiSettings(settings).queueLimits(), limits);
    QueueLimitsDialog dialog(limits, QString());
    auto *table = dialog.findChild<QTableWidget *>(u"queueDiskLimits"_s);
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->item(1, 0)->text(), u"/mnt/nas: lab"_s);
    QCOMPARE(dialog.limits(), limits);
    qobject_cast<QSpinBox *>(table->cellWidget(1, 1))->setValue(4);
    table->selectRow(0);
    dialog.findChild<QPushButton *>(u"removeDiskLimitButton"_s)->click();
    QCOMPARE(dialog.limits().diskLimits, (QList<QueueLimits::DiskLimit>{{u"/mnt/nas: lab"_s, 4}}));
    // Add folder…: a disk once; not a folder of the root file system (a disk not mounted).
    auto *problem = dialog.findChild<QLabel *>(u"diskLimitProblem"_s);
    QVERIFY(dialog.addDiskLimitFolder(disk.path()));
    QCOMPARE(table->rowCount(), 2);
    QVERIFY(!dialog.addDiskLimitFolder(disk.filePath(u"cases"_s)));
    QVERIFY2(problem->text().contains(u"on the same disk as "_s + disk.path()),
             qPrintable(problem->text()));
    QVERIFY(!dialog.addDiskLimitFolder(u"/etc"_s));
    QVERIFY2(problem->text().contains(u"/etc names no disk of its own"_s),
             qPrintable(problem->text()));
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(dialog.limits().diskLimits.constLast(), (QueueLimits::DiskLimit{disk.path(), 1}));
}

void TestJobQueue::priorityAndPauseDecideTheOrder()
{
    QVERIFY(m_scratch.isValid());
    const Desk desk = deskIn(m_scratch, u"order"_s, {1, 0, 600, {}});
    const QString &folder = desk.folder;
    MainWindow *window = desk.window.get();
    QStringList started;
    connect(window->jobQueue(), &JobQueue::jobStarted, this,
            [&started](QueuedJob *job, QObject *) { started << job->status().source; });
    QStringList sources;
    for (const QString &name : {u"a"_s, u"b"_s, u"c"_s, u"d"_s}) {
        sources << folder + u"/"_s + name;
        QVERIFY(writeFile(sources.last(), randomBytes(sourceBytes, 7)));
    }
    window->queueAcquisition(fileAcquisition(sources[0], folder + u"/ia"_s));
    window->queueAcquisition(fileAcquisition(sources[1], folder + u"/ib"_s), 0, true);
    window->queueAcquisition(fileAcquisition(sources[2], folder + u"/ic"_s));
    window->queueAcquisition(fileAcquisition(sources[3], folder + u"/id"_s), 1);
    QCOMPARE(started, QStringList{sources[0]});
    QueuedJob *paused = queuedRowJob(*window, sources[1]);
    QVERIFY(paused);
    QCOMPARE(paused->status().state, JobStatus::State::Paused);
    const int pausedRow = window->jobModel()->rowOf(paused);
    QVERIFY(window->jobModel()->status(pausedRow).stateText().startsWith(u"Paused"_s));
    // Its priority raised from the jobs table while it waits.
    QueuedJob *third = queuedRowJob(*window, sources[2]);
    QVERIFY(selectJob(*window, third));
    QVERIFY(window->raisePriorityAction()->isEnabled());
    QVERIFY(!window->resumeJobAction()->isEnabled());
    window->raisePriorityAction()->trigger();
    window->raisePriorityAction()->trigger();
    QCOMPARE(third->status().priority, 2);
    QVERIFY(window->jobModel()
                ->status(window->jobModel()->rowOf(third))
                .stateText()
                .contains(u"priority 2"_s));

    // d, queued, paused from the table while a still runs.
    QueuedJob *fourth = queuedRowJob(*window, sources[3]);
    QVERIFY(selectJob(*window, fourth));
    QVERIFY(window->pauseJobAction()->isEnabled());
    window->pauseJobAction()->trigger();
    QCOMPARE(fourth->status().state, JobStatus::State::Paused);
    QVERIFY(window->jobModel()
                ->status(window->jobModel()->rowOf(fourth))
                .stateText()
                .startsWith(u"Paused"_s));

    QTRY_VERIFY_WITH_TIMEOUT(allEnded(*window, 2), 60000);
    // c raised above d from the table; b and d paused.
    QCOMPARE(started, (QStringList{sources[0], sources[2]}));
    // The paused ones are still there, never started, until each is resumed.
    QTest::qWait(500);
    QCOMPARE(window->jobQueue()->waitingCount(), 2);
    QCOMPARE(panelsOf(*window).size(), 2);
    QVERIFY(selectJob(*window, paused));
    QVERIFY(window->resumeJobAction()->isEnabled());
    window->resumeJobAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(allEnded(*window, 3), 60000);
    QCOMPARE(started.last(), sources[1]);
    QVERIFY(selectJob(*window, fourth));
    window->resumeJobAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(allEnded(*window, 4), 60000);
    QCOMPARE(started.last(), sources[3]);
}

void TestJobQueue::waitsForTheDriveThenGivesUp()
{
    QVERIFY(m_scratch.isValid());
    const Desk desk = deskIn(m_scratch, u"wait"_s, {2, 0, 2, {}});
    const QString &folder = desk.folder;
    MainWindow *window = desk.window.get();
    // A stopped acquisition's files, whose drive is not connected: they stay as they are.
    const QByteArray earlierMap = "# an earlier run's map\n0x00000000  ?  1\n";
    QVERIFY(writeFile(folder + u"/gone.map"_s, earlierMap));
    const QString goneSource = folder + u"/not-connected"_s;
    const QString lateSource = folder + u"/connected-later"_s;
    window->queueAcquisition(fileAcquisition(goneSource, folder + u"/gone"_s));
    window->queueAcquisition(fileAcquisition(lateSource, folder + u"/late"_s));
    QueuedJob *gone = queuedRowJob(*window, goneSource);
    QueuedJob *late = queuedRowJob(*window, lateSource);
    QVERIFY(gone && late);
    QCOMPARE(gone->status().state, JobStatus::State::WaitingForDrive);
    QVERIFY2(gone->status().stateText().contains(goneSource),
             qPrintable(gone->status().stateText()));
    QCOMPARE(panelsOf(*window).size(), 0);

    // The late one's drive comes within the timeout: it runs.
    QVERIFY(writeFile(lateSource, randomBytes(sourceBytes, 3)));
    QTRY_COMPARE_WITH_TIMEOUT(panelsOf(*window).size(), 1, 5000);
    QCOMPARE(panelsOf(*window).constFirst()->request().sourcePath, lateSource);
    // The other gives up: not run, nothing of it written.
    QTRY_COMPARE_WITH_TIMEOUT(gone->status().state, JobStatus::State::NotRun, 5000);
    QVERIFY2(gone->status().stateText().contains(u"not connected within 2 second"_s),
             qPrintable(gone->status().stateText()));
    QTRY_VERIFY_WITH_TIMEOUT(allEnded(*window, 1), 60000);
    QCOMPARE(readFile(folder + u"/gone.map"_s), earlierMap);
    QCOMPARE(QDir(folder).entryList({u"gone*"_s}), QStringList{u"gone.map"_s});
    // Taken out of the table by hand.
    QVERIFY(selectJob(*window, gone));
    QVERIFY(window->removeQueuedAction()->isEnabled());
    QVERIFY(!window->pauseJobAction()->isEnabled());
    window->removeQueuedAction()->trigger();
    QTRY_COMPARE(window->jobModel()->rowCount(), 1);
}

void TestJobQueue::keptAcrossARestartAndAskedFirst()
{
    const QString folder = m_scratch.filePath(u"restart"_s);
    QVERIFY(QDir().mkpath(folder));
    const QString settingsPath = folder + u"/settings.ini"_s;
    const QString source = folder + u"/source"_s;
    QVERIFY(writeFile(source, randomBytes(sourceBytes, 11)));
    AcquisitionRequest clone = fileAcquisition(source, folder + u"/clone"_s);
    clone.clone
        = DriveOutput(folder + u"/no-such-drive"_s, std::nullopt, u"SERIAL-42"_s, sourceBytes);
    QByteArray kept;
    QStringList keptArguments;
    {
        QSettings settings(settingsPath, QSettings::IniFormat);
        const auto window = newWindow(settings);
        // Held as a closing window holds it: the first is kept queued, not paused.
        window->jobQueue()->setHeld(true);
        window->queueAcquisition(fileAcquisition(source, folder + u"/first"_s), 3);
        window->queueAcquisition(clone, 0, true);
        CaseDetails details;
        details.caseNumber = u"2026-7 \"quoted\" $(not run)"_s;
        window->queueVerification(folder + u"/first.dd"_s, {folder + u"/first.json"_s}, {}, details,
                                  0, true);
        QCOMPARE(window->jobQueue()->waitingCount(), 3);
        kept = window->jobQueue()->savedForm();
        for (const QueuedJob *job : window->jobQueue()->jobs())
            keptArguments << job->arguments().join(u'\x1f');
        QCOMPARE(panelsOf(*window).size(), 0);
    }
    const QJsonArray saved = QJsonDocument::fromJson(kept).array();
    QCOMPARE(saved.size(), 3);
    QCOMPARE(saved.at(1).toObject().value(u"confirmedSerial"_s).toString(), u"SERIAL-42"_s);
    QCOMPARE(saved.at(0).toObject().value(u"priority"_s).toInt(), 3);
    QVERIFY(!saved.at(0).toObject().value(u"paused"_s).toBool());

    // The window started again asks before anything starts, and keeps them paused.
    QSettings settings(settingsPath, QSettings::IniFormat);
    auto window = newWindow(settings);
    QStringList asked;
    int tabsWhenAsked = -1;
    window->setSavedQueueQuestion([&](const QStringList &jobs) {
        asked = jobs;
        tabsWhenAsked = window->acquisitionTabs()->count();
        return MainWindow::SavedQueueChoice::KeepPaused;
    });
    window->show();
    QTRY_COMPARE(window->jobQueue()->waitingCount(), 3);
    QCOMPARE(asked.size(), 3);
    QCOMPARE(tabsWhenAsked, 0);
    QVERIFY2(asked.at(0).startsWith(u"custody-cli acquire"_s), qPrintable(asked.at(0)));
    QStringList restoredArguments;
    for (const QueuedJob *job : window->jobQueue()->jobs()) {
        restoredArguments << job->arguments().join(u'\x1f');
        QCOMPARE(job->status().state, JobStatus::State::Paused);
    }
    QCOMPARE(restoredArguments, keptArguments);
    QCOMPARE(window->jobQueue()->jobs().constFirst()->status().priority, 3);
    // The clone's confirmed drive and the verification's case fields came back whole; the
    // first is paused now, as the examiner chose.
    QJsonArray expected = saved;
    QJsonObject firstKept = expected.at(0).toObject();
    firstKept.insert(u"paused"_s, true);
    expected.replace(0, firstKept);
    QCOMPARE(QJsonDocument::fromJson(window->jobQueue()->savedForm()).array(), expected);
    QCOMPARE(panelsOf(*window).size(), 0);

    // Resumed: the acquisition runs to its verdict; the rest stay paused.
    QueuedJob *first = window->jobQueue()->jobs().constFirst();
    QVERIFY(selectJob(*window, first));
    window->resumeJobAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(allEnded(*window, 1), 60000);
    QVERIFY(panelsOf(*window).constFirst()->jobStatus().succeeded);
    QCOMPARE(window->jobQueue()->waitingCount(), 2);

    // Discarded at the next start: nothing queued, nothing kept.
    window.reset();
    {
        QSettings again(settingsPath, QSettings::IniFormat);
        const auto third = newWindow(again);
        bool discarded = false;
        third->setSavedQueueQuestion([&](const QStringList &jobs) {
            discarded = jobs.size() == 2;
            return MainWindow::SavedQueueChoice::Discard;
        });
        QTRY_VERIFY(discarded);
        QCOMPARE(third->jobQueue()->waitingCount(), 0);
    }
    QSettings after(settingsPath, QSettings::IniFormat);
    QVERIFY(!after.contains(u"queue/saved"_s));
}

// Two windows of one settings file: the first keeps the queue for the next start; the second
// is not offered the jobs the first is running, and what is queued in it does not replace them.
// Once the first has ended, the next window is offered the first's jobs alone.
void TestJobQueue::aSecondWindowNeitherTakesNorReplacesTheKeptQueue()
{
    const QString folder = m_scratch.filePath(u"two windows"_s);
    QVERIFY(QDir().mkpath(folder));
    const QString settingsPath = folder + u"/settings.ini"_s;
    const QString source = folder + u"/source"_s;
    QVERIFY(writeFile(source, randomBytes(sourceBytes, 12)));
    QSettings firstSettings(settingsPath, QSettings::IniFormat);
    auto first = newWindow(firstSettings);
    first->show();
    first->jobQueue()->setHeld(true);
    first->queueAcquisition(fileAcquisition(source, folder + u"/first"_s), 0, true);
    const QByteArray keptByFirst = first->jobQueue()->savedForm();
    QVERIFY(!keptByFirst.isEmpty());

    QSettings secondSettings(settingsPath, QSettings::IniFormat);
    auto second = newWindow(secondSettings);
    bool secondAsked = false;
    second->setSavedQueueQuestion([&](const QStringList &) {
        secondAsked = true;
        return MainWindow::SavedQueueChoice::Run;
    });
    second->show();
    QTRY_VERIFY(second->statusBar()->currentMessage().contains(u"Another Custody window"_s));
    QVERIFY(!secondAsked);
    QCOMPARE(second->jobQueue()->waitingCount(), 0);
    second->jobQueue()->setHeld(true);
    second->queueAcquisition(fileAcquisition(source, folder + u"/second"_s), 0, true);
    QCOMPARE(second->jobQueue()->waitingCount(), 1);
    QSettings read(settingsPath, QSettings::IniFormat);
    QCOMPARE(read.value(u"queue/saved"_s).toByteArray(), keptByFirst);
    second.reset();
    first.reset();

    QSettings thirdSettings(settingsPath, QSettings::IniFormat);
    const auto third = newWindow(thirdSettings);
    QStringList offered;
    third->setSavedQueueQuestion([&](const QStringList &jobs) {
        offered = jobs;
        return MainWindow::SavedQueueChoice::Discard;
    });
    third->show();
    QTRY_COMPARE(offered.size(), 1);
    QVERIFY2(offered.constFirst().contains(u"/first"_s), qPrintable(offered.constFirst()));
}

void TestJobQueue::savedQueueThatCannotBeReadIsRefused()
{
    // Each entry checked as custody-cli queue checks a line of a queue file, on its own: a bad
    // one is named with what is wrong and costs only itself.
    const Result<JobQueue::SavedForm> mixed = JobQueue::readSavedForm(
        R"([{"arguments": ["format", "/dev/sda"]},
            {"arguments": ["acquire", "/tmp/a", "/tmp/b", "--clone", "/dev/sdz"]},
            {"arguments": ["verify", "/tmp/a.dd"], "priority": 2, "paused": true}])");
    QVERIFY(mixed);
    QCOMPARE(mixed->refused.size(), 2);
    QVERIFY2(mixed->refused.at(0).second.contains(u"format"_s),
             qPrintable(mixed->refused.at(0).second));
    // A clone without the drive the examiner confirmed is refused as custody-cli refuses one
    // without --yes.
    QVERIFY2(mixed->refused.at(1).second.contains(u"--yes"_s),
             qPrintable(mixed->refused.at(1).second));
    QCOMPARE(mixed->jobs.size(), 1);
    QCOMPARE(mixed->jobs.constFirst().arguments, (QStringList{u"verify"_s, u"/tmp/a.dd"_s}));
    QCOMPARE(mixed->jobs.constFirst().priority, 2);
    QVERIFY(mixed->jobs.constFirst().paused);
    QVERIFY(!JobQueue::readSavedForm("{oops"));
}

void TestJobQueue::statusFileForADashboard()
{
    const Desk desk = deskIn(m_scratch, u"dashboard"_s, {1, 0, 600, {}});
    MainWindow *window = desk.window.get();
    const QString statusPath = desk.folder + u"/status.json"_s;
    const QString source = desk.folder + u"/source"_s;
    QVERIFY(writeFile(source, randomBytes(sourceBytes, 21)));
    window->setStatusFile(statusPath);
    window->queueAcquisition(fileAcquisition(source, desk.folder + u"/done"_s));
    window->queueAcquisition(fileAcquisition(source, desk.folder + u"/later"_s), 4, true);
    const auto jobsInFile = [&statusPath] {
        return QJsonDocument::fromJson(readFile(statusPath)).object().value(u"jobs"_s).toArray();
    };
    // Replaced every two seconds: the first job ended, the second still paused.
    QTRY_VERIFY_WITH_TIMEOUT(jobsInFile().size() == 2
                                 && jobsInFile().at(0).toObject().value(u"state"_s).toString()
                                        == u"succeeded"_s,
                             30000);
    const QJsonObject status = QJsonDocument::fromJson(readFile(statusPath)).object();
    QCOMPARE(status.value(u"format"_s).toString(), u"custody-queue-status"_s);
    QCOMPARE(status.value(u"program"_s).toString(), u"custody"_s);
    QCOMPARE(status.value(u"limit"_s).toInt(), 1);
    const QJsonObject done = jobsInFile().at(0).toObject();
    QCOMPARE(done.value(u"kind"_s).toString(), u"acquisition"_s);
    QCOMPARE(done.value(u"source"_s).toString(), source);
    QCOMPARE(done.value(u"arguments"_s).toArray().first().toString(), u"acquire"_s);
    QCOMPARE(done.value(u"fractionDone"_s).toDouble(), 1.0);
    QCOMPARE(done.value(u"badSectors"_s).toInt(), 0);
    const QJsonObject paused = jobsInFile().at(1).toObject();
    QCOMPARE(paused.value(u"state"_s).toString(), u"paused"_s);
    QCOMPARE(paused.value(u"priority"_s).toInt(), 4);
    QCOMPARE(paused.value(u"arguments"_s).toArray().at(2).toString(), desk.folder + u"/later"_s);
}

void TestJobQueue::statusFileNeverWritesWhatIsNotItsOwn()
{
    const Desk desk = deskIn(m_scratch, u"guarded"_s, {1, 0, 600, {}});
    MainWindow *window = desk.window.get();
    // A file that is not a status file: refused, left as it is.
    const QString notes = desk.folder + u"/notes.json"_s;
    QVERIFY(writeFile(notes, "{\"case\": \"2026-12\"}"));
    QSignalSpy refused(window->dashboardStatus(), &DashboardStatus::failed);
    window->setStatusFile(notes);
    QTRY_COMPARE(refused.size(), 1);
    QVERIFY2(refused.at(0).at(0).toString().contains(u"not a status file"_s),
             qPrintable(refused.at(0).at(0).toString()));
    QCOMPARE(readFile(notes), QByteArray("{\"case\": \"2026-12\"}"));

    // Its own file, then another file or a link put in its place in one step (a rename, as
    // someone who means it would): the write gate, which knows the file it wrote by identity,
    // refuses it; what was put there is left as it is, and no more status is written.
    QSignalSpy written(window->dashboardStatus(), &DashboardStatus::written);
    const auto replacedBy = [&](const QString &name, bool link, const QString &expected) {
        const QString statusPath = desk.folder + u"/"_s + name;
        const int writes = int(written.size());
        const int refusals = int(refused.size());
        window->setStatusFile(statusPath);
        if (!QTest::qWaitFor([&] { return written.size() > writes; }, 10000))
            return QStringLiteral("never written");
        const QString other = desk.folder + u"/other"_s;
        if (!(link ? QFile::link(notes, other) : writeFile(other, "someone else's")))
            return QStringLiteral("no replacement made");
        if (::rename(QFile::encodeName(other).constData(),
                     QFile::encodeName(statusPath).constData())
            != 0)
            return QStringLiteral("rename failed");
        if (!QTest::qWaitFor([&] { return refused.size() > refusals; }, 10000))
            return QStringLiteral("not refused");
        const QString message = refused.last().at(0).toString();
        if (!message.contains(expected))
            return message;
        if (link ? !QFileInfo(statusPath).isSymLink() : readFile(statusPath) != "someone else's")
            return QStringLiteral("the replacement was touched");
        return QString();
    };
    const QString byFile = replacedBy(u"status.json"_s, false, u"nothing proves"_s);
    QVERIFY2(byFile.isEmpty(), qPrintable(byFile));
    QVERIFY(!window->dashboardStatus()->isKept());
    const QString byLink = replacedBy(u"status2.json"_s, true, u"symbolic link"_s);
    QVERIFY2(byLink.isEmpty(), qPrintable(byLink));
    QCOMPARE(readFile(notes), QByteArray("{\"case\": \"2026-12\"}"));
    QVERIFY(!window->dashboardStatus()->isKept());
}

void TestJobQueue::aVerificationRunsTheLabProgram()
{
    const QString folder = m_scratch.filePath(u"hooked"_s);
    QVERIFY(QDir().mkpath(folder));
    const QString hook = folder + u"/hook"_s;
    QVERIFY(writeHook(hook, "env -0 > \"$(dirname \"$0\")/environment\"\necho told\nexit 6\n"));
    QSettings settings(folder + u"/settings.ini"_s, QSettings::IniFormat);
    settings.setValue(u"hooks/onEnd"_s, hook);
    settings.setValue(u"history/path"_s, folder + u"/history.sqlite"_s);
    const auto window = newWindow(settings);
    window->show();
    window->jobQueue()->setLimits({1, 0, 600, {}});
    const QString source = folder + u"/source"_s;
    QVERIFY(writeFile(source, randomBytes(sourceBytes, 31)));
    window->queueAcquisition(fileAcquisition(source, folder + u"/image"_s));
    CaseDetails details;
    details.caseNumber = u"2026-13 $(touch pwned)\n\"q\""_s;
    // Queued behind the acquisition whose image it reads.
    window->queueVerification(folder + u"/image.dd"_s, {folder + u"/image.json"_s}, {}, details);
    QTRY_VERIFY_WITH_TIMEOUT(
        QFile::exists(folder + u"/environment"_s)
            && environmentIn(folder + u"/environment"_s).value(u"CUSTODY_JOB"_s)
                   == u"verification"_s,
        60000);
    const QMap<QString, QString> told = environmentIn(folder + u"/environment"_s);
    const QString otherwise = toldOtherwise(
        told, {{u"CUSTODY_OUTCOME"_s, u"completed"_s},
               {u"CUSTODY_VERDICT"_s, u"match"_s},
               {u"CUSTODY_EXIT_STATUS"_s, u"0"_s},
               {u"CUSTODY_IMAGE_1"_s, folder + u"/image.dd"_s},
               {u"CUSTODY_SHA256"_s, QString::fromLatin1(sha256Hex(readFile(source)))},
               {u"CUSTODY_CASE_NUMBER"_s, details.caseNumber}});
    QVERIFY2(otherwise.isEmpty(), qPrintable(otherwise));
    QVERIFY(!QFile::exists(folder + u"/pwned"_s));
    // Its first line in the verification's row of the case history; the verdict unchanged.
    // (The program runs apart from the finishing; its row is recorded once it has run.)
    QTRY_VERIFY_WITH_TIMEOUT(!window->isFinishingWork() && !window->historyRecorder()->isBusy(),
                             30000);
    Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(folder + u"/history.sqlite"_s, CaseHistory::Access::ReadOnly);
    QVERIFY2(history, history ? "" : qPrintable(history.error().userMessage()));
    const Result<QList<HistoryRow>> rows = (*history)->rows();
    QVERIFY(rows);
    bool noted = false;
    for (const HistoryRow &row : *rows) {
        if (row.event.kind == HistoryEvent::Kind::Verification) {
            noted = row.event.note.contains(u"exited with status 6"_s);
            QCOMPARE(row.event.verdict, u"match"_s);
        }
    }
    QVERIFY(noted);
}

// The GUI's program when a job ends, hanging with a process of its own: killed with it at the
// timeout of the settings, said so in the log, while the window goes on; the verdict stands.
void TestJobQueue::aProgramThatHangsIsKilledAtItsTimeout()
{
    const QString folder = m_scratch.filePath(u"hanging"_s);
    QVERIFY(QDir().mkpath(folder));
    const QString hook = folder + u"/hook"_s;
    QVERIFY(writeHook(hook, "sleep 600 &\necho $! > \"$(dirname \"$0\")/child\"\n"
                            "echo started\nsleep 600\n"));
    QSettings settings(folder + u"/settings.ini"_s, QSettings::IniFormat);
    settings.setValue(u"hooks/onEnd"_s, hook);
    settings.setValue(u"hooks/onEndTimeout"_s, 2);
    settings.setValue(u"history/path"_s, folder + u"/history.sqlite"_s);
    const auto window = newWindow(settings);
    window->show();
    const QString source = folder + u"/source"_s;
    QVERIFY(writeFile(source, randomBytes(sourceBytes, 61)));
    window->queueAcquisition(fileAcquisition(source, folder + u"/image"_s));
    const QString log = folder + u"/image.txt"_s;
    QTRY_VERIFY_WITH_TIMEOUT(readFile(log).contains("killed after its timeout of 2 s"), 60000);
    QVERIFY2(readFile(log).contains("Hook output: started\n"), readFile(log).constData());
    const pid_t child = readFile(folder + u"/child"_s).trimmed().toInt();
    QVERIFY(child > 0);
    QTRY_VERIFY(isGone(child)); // killed with the hook's session
    QTRY_VERIFY_WITH_TIMEOUT(!window->isFinishingWork() && !window->historyRecorder()->isBusy(),
                             30000);
    AcquisitionPanel *panel = panelsOf(*window).first();
    QVERIFY(panel->jobStatus().succeeded);
    QVERIFY2(panel->jobStatus().outcome.contains(u"MATCH"_s),
             qPrintable(panel->jobStatus().outcome));
    QCOMPARE(recordOf(folder + u"/image"_s).value(u"verification"_s).toObject().value(u"verdict"_s),
             u"match"_s);
    Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(folder + u"/history.sqlite"_s, CaseHistory::Access::ReadOnly);
    QVERIFY(history);
    const Result<QList<HistoryRow>> rows = (*history)->rows();
    QVERIFY(rows && rows->size() == 1);
    QCOMPARE(rows->first().event.verdict, u"match"_s);
    QVERIFY2(rows->first().event.note.contains(u"killed after its timeout"_s),
             qPrintable(rows->first().event.note));
}

// A finished acquisition's Convert to E01 is a job of the queue: it waits while the queue is held
// (its dialog says so, Cancel there takes it out), counts against the limit like any job (an
// acquisition queued after it starts only once it has ended), and shows in the jobs table and
// the dashboard's status file as a conversion.
void TestJobQueue::aConversionTakesItsTurnInTheQueue()
{
    const Desk desk = deskIn(m_scratch, u"conversion"_s, {1, 0, 600, {}});
    MainWindow *window = desk.window.get();
    const QString statusPath = desk.folder + u"/status.json"_s;
    window->setStatusFile(statusPath);
    const QString source = desk.folder + u"/source"_s;
    QVERIFY(writeFile(source, randomBytes(sourceBytes, 51)));
    window->queueAcquisition(fileAcquisition(source, desk.folder + u"/image"_s));
    QTRY_VERIFY_WITH_TIMEOUT(allEnded(*window, 1), 60000);
    AcquisitionPanel *panel = panelsOf(*window).first();
    QVERIFY(panel->jobStatus().succeeded);

    int most = 0;
    const auto look = [&] {
        most = std::max(most, runningRows(*window->jobModel()));
    };
    connect(window->jobModel(), &QAbstractItemModel::dataChanged, this, look);
    connect(window->jobModel(), &QAbstractItemModel::rowsInserted, this, look);

    // Held: Convert queues it, the dialog says so; Cancel takes it out without a trace.
    window->jobQueue()->setHeld(true);
    QPointer<ConversionDialog> withdrawn = askConversion(panel);
    QVERIFY(withdrawn);
    QCOMPARE(window->jobQueue()->waitingCount(), 1);
    QVERIFY2(withdrawn->findChild<QLabel *>(u"conversionText"_s)->text().startsWith(u"Queued"_s),
             qPrintable(withdrawn->findChild<QLabel *>(u"conversionText"_s)->text()));
    QueuedJob *queued = window->jobQueue()->jobs().first();
    QCOMPARE(queued->status().kind, JobStatus::Kind::Conversion);
    QCOMPARE(queued->arguments().mid(0, 4),
             (QStringList{u"convert"_s, desk.folder + u"/image.json"_s, u"--format"_s, u"e01"_s}));
    QCOMPARE(window->jobModel()->data(window->jobModel()->index(window->jobModel()->rowOf(queued),
                                                                JobTableModel::KindColumn)),
             QVariant(u"Conversion"_s));
    // Removed from the jobs table: the dialog asks again, Convert offered again.
    window->jobQueue()->remove(queued);
    QVERIFY2(withdrawn->findChild<QLabel *>(u"conversionText"_s)
                 ->text()
                 .startsWith(u"Taken out of the job queue"_s),
             qPrintable(withdrawn->findChild<QLabel *>(u"conversionText"_s)->text()));
    auto *convertAgain = withdrawn->findChild<QPushButton *>(u"startConversionButton"_s);
    QVERIFY(convertAgain && !convertAgain->isHidden());
    convertAgain->click();
    QCOMPARE(window->jobQueue()->waitingCount(), 1);
    withdrawn->reject();
    QTRY_VERIFY(!withdrawn);
    QCOMPARE(window->jobQueue()->waitingCount(), 0);
    QVERIFY(!QFile::exists(desk.folder + u"/image.E01"_s));

    // Then a conversion and an acquisition behind it, one at a time.
    QPointer<ConversionDialog> dialog = askConversion(panel);
    QVERIFY(dialog);
    QSignalSpy converted(dialog.data(), &ConversionDialog::finished);
    window->queueAcquisition(fileAcquisition(source, desk.folder + u"/after"_s));
    QCOMPARE(window->jobQueue()->waitingCount(), 2);
    window->jobQueue()->setHeld(false);
    window->jobQueue()->scheduleSoon();
    QVERIFY(converted.wait(60000));
    QCOMPARE(converted.first().first().toBool(), true);
    QVERIFY(QFile::exists(desk.folder + u"/image.E01"_s));
    QTRY_VERIFY_WITH_TIMEOUT(allEnded(*window, 2), 60000);
    QCOMPARE(most, 1);
    QVERIFY(dialog->jobStatus().succeeded);
    QCOMPARE(dialog->jobStatus().state, JobStatus::State::Finished);
    const auto inStatusFile = [&statusPath]() {
        for (const QJsonValue &job :
             QJsonDocument::fromJson(readFile(statusPath)).object().value(u"jobs"_s).toArray()) {
            if (job.toObject().value(u"kind"_s).toString() == u"conversion"_s)
                return job.toObject();
        }
        return QJsonObject();
    };
    QTRY_VERIFY_WITH_TIMEOUT(inStatusFile().value(u"state"_s).toString() == u"succeeded"_s, 30000);
    QCOMPARE(inStatusFile().value(u"arguments"_s).toArray().first().toString(), u"convert"_s);
}

// Quit while a conversion to E01 runs: asked first (No changes nothing); Yes stops it, removes
// what it wrote of its E01, keeps the image, and the window closes once it has ended.
void TestJobQueue::quittingAsksBeforeStoppingAConversion()
{
    const Desk desk = deskIn(m_scratch, u"quitconverting"_s, {1, 0, 600, {}});
    MainWindow *window = desk.window.get();
    const QPointer<ConversionDialog> dialog = runningConversionIn(desk);
    QVERIFY(dialog);
    QCOMPARE(window->runningConversions().size(), 1);

    QString asked;
    {
        DialogCloser<QMessageBox> no([&asked](QMessageBox &box) { asked = box.text(); });
        window->close();
        QTRY_VERIFY(!no.title.isEmpty());
    }
    QVERIFY2(asked.contains(u"1 conversion(s) to E01 still running"_s), qPrintable(asked));
    QVERIFY(window->isVisible());
    QVERIFY(dialog->isRunning());

    QSignalSpy ended(dialog.data(), &ConversionDialog::finished);
    DialogCloser<QMessageBox> yes([](QMessageBox &box) { box.button(QMessageBox::Yes)->click(); });
    window->close();
    QTRY_VERIFY(!yes.title.isEmpty());
    QVERIFY(ended.wait(60000));
    QCOMPARE(ended.first().first().toBool(), false);
    QTRY_VERIFY_WITH_TIMEOUT(!window->isVisible(), 30000);
    QVERIFY(!QFile::exists(desk.folder + u"/image.E01"_s));
    QCOMPARE(QFileInfo(desk.folder + u"/image.dd"_s).size(), 2048LL * 1024 * 1024);
}

// Quit with an acquisition and a conversion running: each kind is asked about before anything is
// stopped, and a No to either keeps both running; a Yes to both stops both, each keeping what it
// must (the acquisition its image, map and record, resumable; the conversion removes its E01).
void TestJobQueue::quittingWithTwoKindsRunningAsksForEach()
{
    const Desk desk = deskIn(m_scratch, u"quittwo"_s, {2, 0, 600, {}});
    MainWindow *window = desk.window.get();
    const QPointer<ConversionDialog> conversion = runningConversionIn(desk);
    QVERIFY(conversion);
    // Beside it, an acquisition of a drive that answers slowly (100 ms a block).
    AcquisitionRequest slow;
    slow.sourcePath = u"/dev/sdx"_s;
    slow.basePath = desk.folder + u"/slow"_s;
    slow.settings.blockBytes = 64 * 1024;
    static constexpr qint64 slowBytes = 64 * 1024 * 1024;
    AcquisitionPanel *acquisition = window->startAcquisition(slow, [](const AcquisitionRequest
                                                                          &asked) {
        QList<SimulatedSource::Fault> faults{{{0, slowBytes}, SimulatedSource::Fault::Kind::Slow}};
        auto drive = std::make_unique<SimulatedSource>(slowBytes, 512, 4096, 7, faults);
        drive->setSlowReadDelay(std::chrono::milliseconds(100));
        return std::make_unique<Acquisition>(asked, std::move(drive));
    });
    QVERIFY(acquisition);
    QTRY_VERIFY_WITH_TIMEOUT(acquisition->isRunning(), 10000);

    // Answers each question as it comes: Yes to the acquisitions, `toConversions` to those.
    QStringList asked;
    QMessageBox::StandardButton toConversions = QMessageBox::No;
    QTimer answering;
    answering.setInterval(20);
    connect(&answering, &QTimer::timeout, this, [&] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            auto *box = qobject_cast<QMessageBox *>(widget);
            if (!box || !box->isVisible())
                continue;
            asked << box->windowTitle();
            box->button(box->windowTitle() == u"Conversions running"_s ? toConversions
                                                                       : QMessageBox::Yes)
                ->click();
        }
    });
    answering.start();
    window->close();
    QTRY_COMPARE(asked, (QStringList{u"Acquisitions running"_s, u"Conversions running"_s}));
    QTest::qWait(200);
    QVERIFY(window->isVisible());
    QVERIFY(acquisition->isRunning());
    QVERIFY(conversion->isRunning());

    asked.clear();
    toConversions = QMessageBox::Yes;
    QSignalSpy converted(conversion.data(), &ConversionDialog::finished);
    window->close();
    QTRY_COMPARE(asked, (QStringList{u"Acquisitions running"_s, u"Conversions running"_s}));
    QVERIFY(converted.wait(60000) || !converted.isEmpty());
    QCOMPARE(converted.first().first().toBool(), false);
    QTRY_VERIFY_WITH_TIMEOUT(!window->isVisible(), 60000);
    QVERIFY(!QFile::exists(desk.folder + u"/image.E01"_s));
    QCOMPARE(recordOf(slow.basePath).value(u"result"_s).toObject().value(u"status"_s).toString(),
             u"cancelled"_s);
    QVERIFY(QFile::exists(slow.basePath + u".map"_s));
    QVERIFY(QFile::exists(slow.basePath + u".dd"_s));
}

QTEST_MAIN(TestJobQueue)
#include "tst_jobqueue.moc"
