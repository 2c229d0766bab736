// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// One progress model per job: the acquisition tab's bar, status line and counters, the jobs
// table and the drive list state the same figures at every moment, through the imaging, the
// image read back and the source read again; the graph and the sector map show a run however
// short it was.

#include "acquisitionpanel.h"
#include "devicemonitor.h"
#include "fakedeviceenumerator.h"
#include "faultyfolder.h"
#include "io/simulatedsource.h"
#include "jobsview.h"
#include "mainwindow.h"
#include "models/devicetablemodel.h"
#include "models/jobtablemodel.h"
#include "widgets/sectormapview.h"
#include "widgets/throughputchartview.h"

#include <QChart>
#include <QLabel>
#include <QLineSeries>
#include <QProgressBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QValueAxis>

#include <memory>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr qint64 sourceBytes = 4 * 1024 * 1024;
const QString drivePath = u"/dev/sdx"_s;

// A drive with 8 unreadable sectors; every read of it takes `slowReads` longer.
std::unique_ptr<SimulatedSource> drive(std::chrono::milliseconds slowReads)
{
    QList<SimulatedSource::Fault> faults{{{512 * 1024, 4096}, SimulatedSource::Fault::Kind::Eio}};
    if (slowReads.count() > 0)
        faults << SimulatedSource::Fault{{0, sourceBytes}, SimulatedSource::Fault::Kind::Slow};
    auto source = std::make_unique<SimulatedSource>(sourceBytes, 512, 4096, 7, faults);
    source->setSlowReadDelay(slowReads);
    return source;
}

AcquisitionRequest requestInto(const QString &folder)
{
    AcquisitionRequest request;
    request.sourcePath = drivePath;
    request.basePath = folder + u"/drive"_s;
    request.settings.blockBytes = 64 * 1024;
    request.verify = VerifyPolicy::ImageAndSource;
    request.captureSmart = false;
    return request;
}

// What every view of the job says at one moment.
struct Views
{
    int barValue = 0;
    QString barText;
    QString status;
    QString done;
    QString pass;
    QString tableState;
    QString tablePercent;
    QVariant tablePermille;
    QString driveJob;
};

Views look(const MainWindow &window, const AcquisitionPanel &panel)
{
    Views views;
    const auto *bar = panel.findChild<QProgressBar *>(u"progress"_s);
    views.barValue = bar->value();
    views.barText = bar->format();
    views.status = panel.findChild<QLabel *>(u"status"_s)->text();
    views.done = panel.findChild<QLabel *>(u"bytes"_s)->text();
    views.pass = panel.findChild<QLabel *>(u"pass"_s)->text();
    const QAbstractItemModel *jobs = window.jobsView()->model();
    views.tableState = jobs->index(0, JobTableModel::StateColumn).data().toString();
    const QModelIndex progress = jobs->index(0, JobTableModel::ProgressColumn);
    views.tablePercent = progress.data().toString();
    views.tablePermille = progress.data(JobTableModel::PermilleRole);
    const DeviceTableModel *drives = window.deviceModel();
    views.driveJob
        = drives->index(drives->rowOf(drivePath), DeviceTableModel::JobColumn).data().toString();
    return views;
}

// Where the views disagree, in words; empty when they state the same figures. `previous`: the
// job's figure at the last look, which it never falls below.
QString disagreement(const Views &views, int previous)
{
    const auto say = [&views](const QString &what) {
        return what
               + u" (bar %1 \"%2\", status \"%3\", done \"%4\", pass \"%5\", table \"%6\" %7, drive \"%8\")"_s
                     .arg(views.barValue)
                     .arg(views.barText, views.status, views.done, views.pass, views.tableState,
                          views.tablePercent, views.driveJob);
    };
    if (views.barValue != views.tablePermille.toInt())
        return say(u"the bar's value is not the table's"_s);
    if (!views.barText.startsWith(views.tablePercent + u" · "_s))
        return say(u"the bar's text states another figure than the table"_s);
    if (views.barValue < previous)
        return say(u"the job's figure went back from %1"_s.arg(previous));
    const bool running = views.tableState != u"Stopped (resumable)"_s
                         && !views.tableState.startsWith(u"Finished"_s)
                         && !views.tableState.startsWith(u"Failed"_s);
    if (!running)
        return {};
    // The drive list names both verification reads alike.
    const bool verifying = views.tableState.startsWith(u"Verifying"_s);
    const QString driveState = verifying ? u"Verifying"_s : views.tableState;
    if (views.tablePermille.isValid()
        && views.driveJob != u"%1 %2"_s.arg(driveState, views.tablePercent))
        return say(u"the drive list states another figure"_s);
    if (!views.barText.endsWith(views.pass))
        return say(u"the bar and the pass name another phase"_s);
    if (verifying
        != (views.pass == u"reading back the image"_s
            || views.pass == u"reading the source again"_s))
        return say(u"the pass is not the table's phase"_s);
    if (verifying
        && !views.status.contains(views.pass + u", "_s + views.done.section(u" ("_s, 0, 0)))
        return say(u"the status line and Done state other bytes"_s);
    return {};
}

// Shows the panel and runs its acquisition; false if it did not end within a minute.
bool runsToItsEnd(AcquisitionPanel &panel)
{
    panel.resize(1000, 700);
    panel.show();
    QSignalSpy finished(&panel, &AcquisitionPanel::runFinished);
    panel.start();
    return finished.wait(60000);
}

qreal lastX(const QLineSeries *line)
{
    return line->count() > 0 ? line->at(line->count() - 1).x() : 0;
}

} // namespace

class TestJobProgress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyViewStatesTheSameFigures_data();
    void everyViewStatesTheSameFigures();
    void aFastRunDrawsEveryReadInTheGraph();
    void theMapShowsTheEndOfTheRun();
};

void TestJobProgress::everyViewStatesTheSameFigures_data()
{
    QTest::addColumn<bool>("slow");
    QTest::newRow("fast source") << false;
    QTest::newRow("slow source and destination") << true;
}

void TestJobProgress::everyViewStatesTheSameFigures()
{
    QFETCH(bool, slow);
    QTemporaryDir scratch;
    std::unique_ptr<FaultyFolder> slowDisk;
    QString destination = scratch.path();
    if (slow) {
        if (const QString reason = FaultyFolder::unavailableReason(); !reason.isEmpty())
            QSKIP(qPrintable(reason));
        slowDisk = std::make_unique<FaultyFolder>();
        QVERIFY2(slowDisk->start(), qPrintable(slowDisk->errorString()));
        // The image is read back 128 KiB at a time: 32 reads.
        QVERIFY(slowDisk->slowReads(u"drive.dd"_s, 60));
        destination = slowDisk->path();
    }
    QSettings settings(scratch.filePath(u"settings.ini"_s), QSettings::IniFormat);
    MainWindow window(std::make_unique<DeviceMonitor>(
                          std::make_unique<FakeDeviceEnumerator>(
                              QList<DeviceInfo>{fakeDrive(drivePath, sourceBytes, u"Disk"_s)}),
                          [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
                      settings);
    window.resize(1280, 800);
    window.show();
    QTRY_COMPARE(window.deviceModel()->rowCount(), 1);

    const std::chrono::milliseconds delay(slow ? 40 : 0);
    AcquisitionPanel *panel
        = window.startAcquisition(requestInto(destination), [delay](const AcquisitionRequest &r) {
              return std::make_unique<Acquisition>(r, drive(delay));
          });
    QVERIFY(panel);
    // Looked at after every view took the tick's figures (the window's slot was connected
    // first), and between ticks.
    QStringList problems;
    QSet<QString> phasesSeen;
    int rereadPermille = 0; // the most the job's figure reached while the source was read again
    int previous = 0;
    int looks = 0;
    const auto check = [&] {
        const Views views = look(window, *panel);
        ++looks;
        phasesSeen.insert(views.tableState);
        if (views.tableState == u"Verifying (reading the source again)"_s)
            rereadPermille = std::max(rereadPermille, views.barValue);
        if (const QString problem = disagreement(views, previous); !problem.isEmpty())
            problems << problem;
        previous = views.barValue;
    };
    connect(panel, &AcquisitionPanel::jobChanged, this, check);
    QTimer between;
    connect(&between, &QTimer::timeout, this, check);
    between.start(40);
    QSignalSpy finished(panel, &AcquisitionPanel::runFinished);
    QVERIFY(finished.wait(120000));
    between.stop();
    check();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 3).join(u'\n')));

    const Views end = look(window, *panel);
    QCOMPARE(end.tableState, u"Finished: MATCH"_s);
    QCOMPARE(end.tablePercent, u"100.0 %"_s);
    QCOMPARE(end.barValue, 1000);
    QCOMPARE(end.barText, u"100.0 % · Finished: MATCH"_s);
    QCOMPARE(end.driveJob, u"Finished: MATCH"_s);
    if (slow) {
        // Each read lasts seconds: every view was looked at in each.
        for (const QString &phase : {u"Acquiring"_s, u"Verifying (reading back)"_s,
                                     u"Verifying (reading the source again)"_s})
            QVERIFY2(phasesSeen.contains(phase), qPrintable(phase));
        // The second read of the source counts too: the last third of the job.
        QVERIFY2(rereadPermille > 700, qPrintable(QString::number(rereadPermille)));
    }
    QVERIFY(looks > 1);
}

void TestJobProgress::aFastRunDrawsEveryReadInTheGraph()
{
    QTemporaryDir folder;
    AcquisitionPanel panel(requestInto(folder.path()), [](const AcquisitionRequest &request) {
        return std::make_unique<Acquisition>(request, drive(std::chrono::milliseconds(0)));
    });
    QVERIFY(runsToItsEnd(panel));

    const auto *chart = panel.findChild<ThroughputChartView *>(u"throughputChart"_s);
    using Read = ThroughputChartView::Read;
    // Whatever the ticks saw: each read has at least its first and last point.
    for (const Read read : {Read::Imaging, Read::ImageReadBack, Read::SourceReread})
        QVERIFY2(chart->pointCount(read) >= 2, qPrintable(QString::number(int(read))));
    qreal end = 0;
    qreal readBackStart = -1;
    qreal imagingEnd = 0;
    for (QAbstractSeries *series : chart->chart()->series()) {
        const auto *line = qobject_cast<QLineSeries *>(series);
        end = std::max(end, lastX(line));
        if (line->name() == ThroughputChartView::tr("Reading back"))
            readBackStart = line->at(0).x();
        if (line->name() == ThroughputChartView::tr("Imaging"))
            imagingEnd = lastX(line);
    }
    // The read-back continues the time axis after the imaging.
    QVERIFY(readBackStart >= imagingEnd);
    const auto *time
        = qobject_cast<QValueAxis *>(chart->chart()->axes(Qt::Horizontal).constFirst());
    const auto *rate = qobject_cast<QValueAxis *>(chart->chart()->axes(Qt::Vertical).constFirst());
    // The axes span the samples: none ends before the last point or is many times longer.
    QVERIFY(end > 0);
    QVERIFY2(time->max() >= end && time->max() < 2 * end + 0.01,
             qPrintable(u"%1 %2"_s.arg(time->max()).arg(end)));
    QCOMPARE(time->min(), 0.0);
    QVERIFY(rate->max() > rate->min());
}

void TestJobProgress::theMapShowsTheEndOfTheRun()
{
    QTemporaryDir folder;
    AcquisitionRequest request = requestInto(folder.path());
    request.verify = VerifyPolicy::None;
    // A drive without faults whose first block takes two seconds: the map is drawn while
    // nothing is read yet, with as many changes as the record's map of the whole drive read.
    AcquisitionPanel panel(request, [](const AcquisitionRequest &request) {
        auto source = std::make_unique<SimulatedSource>(
            sourceBytes, 512, 4096, 7,
            QList<SimulatedSource::Fault>{{{0, 4096}, SimulatedSource::Fault::Kind::Slow}});
        source->setSlowReadDelay(std::chrono::seconds(2));
        return std::make_unique<Acquisition>(request, std::move(source));
    });
    QVERIFY(runsToItsEnd(panel));

    const auto *map = panel.findChild<SectorMapView *>(u"sectorMap"_s);
    QVERIFY(map->cellCount() > 0);
    for (qsizetype cell = 0; cell < map->cellCount(); ++cell)
        QCOMPARE(map->cellState(cell), SectorState::Finished);
}

QTEST_MAIN(TestJobProgress)
#include "tst_jobprogress.moc"
