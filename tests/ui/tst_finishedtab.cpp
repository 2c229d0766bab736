// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionpanel.h"
#include "io/simulatedsource.h"
#include "models/statuscolors.h"

#include <QDialog>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr qint64 sourceBytes = 4 * 1024 * 1024;

enum class Drive { Clean, BadSectors, Slow };

std::unique_ptr<SimulatedSource> simulatedDrive(Drive drive)
{
    QList<SimulatedSource::Fault> faults;
    if (drive == Drive::BadSectors)
        faults << SimulatedSource::Fault{{1024 * 1024, 8192}, SimulatedSource::Fault::Kind::Eio};
    if (drive == Drive::Slow)
        faults << SimulatedSource::Fault{{0, sourceBytes}, SimulatedSource::Fault::Kind::Slow};
    auto source = std::make_unique<SimulatedSource>(sourceBytes, 512, 4096, 7, faults);
    source->setSlowReadDelay(std::chrono::milliseconds(20));
    return source;
}

AcquisitionRequest requestIn(const QTemporaryDir &folder)
{
    AcquisitionRequest request;
    request.sourcePath = u"simulated"_s;
    request.basePath = folder.filePath(u"drive"_s);
    request.settings.blockBytes = 64 * 1024;
    request.verify = VerifyPolicy::Image;
    request.commandLine = u"custody (test)"_s;
    return request;
}

// Runs a panel over a simulated drive to its end; a slow drive is stopped once it has begun.
class FinishedPanel
{
public:
    FinishedPanel(const QTemporaryDir &folder, Drive drive)
        : panel(requestIn(folder), [drive](const AcquisitionRequest &request) {
            return std::make_unique<Acquisition>(request, simulatedDrive(drive));
        })
    {
        panel.setCancelConfirmation([] { return true; });
        panel.resize(900, 600);
        panel.show();
    }

    // Where Cancel was while the run went on, in the panel's coordinates.
    QRect runUntilEnd(Drive drive)
    {
        QSignalSpy finished(&panel, &AcquisitionPanel::runFinished);
        panel.start();
        auto *cancel = panel.findChild<QPushButton *>(u"cancelButton"_s);
        if (!QTest::qWaitForWindowExposed(&panel) || !cancel->isVisible())
            return {};
        const QRect cancelPlace(cancel->mapTo(&panel, QPoint(0, 0)), cancel->size());
        if (drive == Drive::Slow) {
            if (!QTest::qWaitFor(
                    [this] { return panel.findChild<QProgressBar *>(u"progress"_s)->value() > 0; },
                    20000))
                return {};
            QTest::mouseClick(cancel, Qt::LeftButton);
        }
        if (!finished.wait(60000))
            return {};
        // The report's buttons come once the record is found, off the GUI thread.
        if (!QTest::qWaitFor([this] {
                return panel.findChild<QPushButton *>(u"viewReportButton"_s)->isVisible();
            }))
            return {};
        return cancelPlace;
    }

    AcquisitionPanel panel;
};

QLabel *banner(AcquisitionPanel &panel)
{
    return panel.findChild<QLabel *>(u"resultBanner"_s);
}

} // namespace

// A finished acquisition tab: what its end offers never appears where Cancel was, Convert asks
// before it writes anything, and the banner's colour is the outcome's.
class TestFinishedTab : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void noButtonTakesCancelsPlace_data();
    void noButtonTakesCancelsPlace();
    void bannerColourIsTheOutcomes_data();
    void bannerColourIsTheOutcomes();
    void aSigningProblemIsNotAGreenBanner();
    void aRunThatCouldNotStartIsRed();
};

void TestFinishedTab::noButtonTakesCancelsPlace_data()
{
    QTest::addColumn<int>("drive");
    QTest::newRow("completed: Convert and the reports") << int(Drive::Clean);
    QTest::newRow("stopped: Resume") << int(Drive::Slow);
}

void TestFinishedTab::noButtonTakesCancelsPlace()
{
    QFETCH(int, drive);
    QTemporaryDir folder;
    FinishedPanel run(folder, Drive(drive));
    const QRect cancelPlace = run.runUntilEnd(Drive(drive));
    QVERIFY(cancelPlace.isValid());
    AcquisitionPanel &panel = run.panel;
    const QString offered = Drive(drive) == Drive::Slow ? u"resumeButton"_s : u"convertButton"_s;
    QVERIFY(panel.findChild<QPushButton *>(offered)->isVisible());
    for (QPushButton *button : panel.findChildren<QPushButton *>()) {
        if (!button->isVisible())
            continue;
        const QRect place(button->mapTo(&panel, QPoint(0, 0)), button->size());
        QVERIFY2(!place.intersects(cancelPlace), qPrintable(button->objectName()));
    }
    // A click meant for Cancel as the run ended lands on no button.
    QWidget *under = panel.childAt(cancelPlace.center());
    QVERIFY2(!qobject_cast<QPushButton *>(under),
             qPrintable(under ? under->objectName() : u"nothing"_s));
    QTest::mouseClick(&panel, Qt::LeftButton, {}, cancelPlace.center());
    QVERIFY(!panel.isRunning());
    QVERIFY(!panel.findChild<QDialog *>());
}

void TestFinishedTab::bannerColourIsTheOutcomes_data()
{
    QTest::addColumn<int>("drive");
    QTest::addColumn<int>("tone");
    QTest::newRow("clean, matching: green") << int(Drive::Clean) << int(SummaryTone::Good);
    QTest::newRow("matching, with unreadable sectors: amber")
        << int(Drive::BadSectors) << int(SummaryTone::Warning);
    QTest::newRow("stopped: red") << int(Drive::Slow) << int(SummaryTone::Bad);
}

void TestFinishedTab::bannerColourIsTheOutcomes()
{
    QFETCH(int, drive);
    QFETCH(int, tone);
    QTemporaryDir folder;
    FinishedPanel run(folder, Drive(drive));
    QVERIFY(run.runUntilEnd(Drive(drive)).isValid());
    QLabel *shown = banner(run.panel);
    QVERIFY(shown->isVisible());
    QCOMPARE(shown->property("tone").toInt(), tone);
    QCOMPARE(shown->palette().color(QPalette::Window), toneBackgroundColor(SummaryTone(tone)));
    // The three outcomes are three colours.
    QCOMPARE(QSet<QRgb>({toneBackgroundColor(SummaryTone::Good).rgb(),
                         toneBackgroundColor(SummaryTone::Warning).rgb(),
                         toneBackgroundColor(SummaryTone::Bad).rgb()})
                 .size(),
             3);
}

void TestFinishedTab::aSigningProblemIsNotAGreenBanner()
{
    QTemporaryDir folder;
    FinishedPanel run(folder, Drive::Clean);
    QVERIFY(run.runUntilEnd(Drive::Clean).isValid());
    QCOMPARE(banner(run.panel)->property("tone").toInt(), int(SummaryTone::Good));
    run.panel.showSigningProblem(u"The log was not signed: the key could not be read."_s);
    QCOMPARE(banner(run.panel)->property("tone").toInt(), int(SummaryTone::Warning));
    QCOMPARE(banner(run.panel)->palette().color(QPalette::Window),
             toneBackgroundColor(SummaryTone::Warning));
    QVERIFY(banner(run.panel)->text().contains(u"the key could not be read"_s));
    QVERIFY(!run.panel.jobStatus().succeeded);
}

void TestFinishedTab::aRunThatCouldNotStartIsRed()
{
    QTemporaryDir folder;
    AcquisitionRequest request = requestIn(folder);
    request.sourcePath = folder.filePath(u"no such drive"_s);
    AcquisitionPanel panel(request);
    QSignalSpy changed(&panel, &AcquisitionPanel::stateChanged);
    panel.show();
    panel.start();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning() && banner(panel)->isVisible(), 20000);
    QCOMPARE(banner(panel)->property("tone").toInt(), int(SummaryTone::Bad));
    QCOMPARE(banner(panel)->palette().color(QPalette::Window),
             toneBackgroundColor(SummaryTone::Bad));
}

QTEST_MAIN(TestFinishedTab)

#include "tst_finishedtab.moc"
