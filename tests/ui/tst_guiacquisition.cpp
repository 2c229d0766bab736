// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionpanel.h"
#include "custodybuildinfo.h"
#include "devicemonitor.h"
#include "dialogs/verifydialog.h"
#include "fakedeviceenumerator.h"
#include "io/simulatedsource.h"
#include "mainwindow.h"
#include "models/devicetablemodel.h"
#include "render/reportpublisher.h"
#include "render/reporttextwriter.h"
#include "report/reportdocumentbuilder.h"
#include "report/reportformat.h"
#include "reportactions.h"
#include "widgets/sectormapview.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPrinter>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <openssl/crypto.h>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr qint64 sourceBytes = 8 * 1024 * 1024;
constexpr quint64 seed = 42;
// Two unreadable areas, aligned to the 4 KiB physical sectors that re-reads resolve.
const QList<Extent> badAreas = {{1024 * 1024, 8192}, {5 * 1024 * 1024 + 4096, 4096}};

std::unique_ptr<SimulatedSource> simulatedDrive()
{
    QList<SimulatedSource::Fault> faults;
    for (const Extent &area : badAreas)
        faults << SimulatedSource::Fault{area, SimulatedSource::Fault::Kind::Eio};
    return std::make_unique<SimulatedSource>(sourceBytes, 512, 4096, seed, faults);
}

// What the image must hold: the simulated content with zeros where the drive cannot be read.
QByteArray expectedImage()
{
    QByteArray bytes(sourceBytes, '\0');
    simulatedDrive()->fillContent(
        0, std::span(reinterpret_cast<std::byte *>(bytes.data()), size_t(bytes.size())));
    for (const Extent &area : badAreas)
        bytes.replace(area.offset, area.length, QByteArray(area.length, '\0'));
    return bytes;
}

} // namespace

class TestGuiAcquisition : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void acquiresASimulatedDriveWithBadSectors();
    void cancelThenResumeFinishesTheImage_data();
    void cancelThenResumeFinishesTheImage();
    void mainWindowRunsAcquisitionsInTabs();
    void aboutNamesVersionRevisionLibrariesAndBackend();
    void focusingTheDriveListSelectsADrive();
};

void TestGuiAcquisition::acquiresASimulatedDriveWithBadSectors()
{
    QTemporaryDir folder;
    AcquisitionRequest request;
    request.sourcePath = u"simulated"_s;
    request.basePath = folder.filePath(u"drive"_s);
    request.verify = VerifyPolicy::ImageAndSource;
    request.commandLine = u"custody (test)"_s;
    AcquisitionPanel panel(request, [](const AcquisitionRequest &request) {
        return std::make_unique<Acquisition>(request, simulatedDrive());
    });
    panel.show();
    QSignalSpy finished(&panel, &AcquisitionPanel::runFinished);
    panel.start();
    QVERIFY(panel.isRunning());
    QVERIFY(finished.wait(60000));

    const QByteArray expected = expectedImage();
    const AcquisitionRecord &record = *panel.record();
    QCOMPARE(record.result.status, ImagingOutcome::Status::Completed);
    QCOMPARE(record.result.bytesUnreadable, 8192 + 4096);
    QCOMPARE(record.hashes.size(), 2);
    for (const RecordedHash &hash : record.hashes) {
        const auto algorithm = hash.algorithm == HashAlgorithm::Md5 ? QCryptographicHash::Md5
                                                                    : QCryptographicHash::Sha256;
        QCOMPARE(hash.hex,
                 QString::fromLatin1(QCryptographicHash::hash(expected, algorithm).toHex()));
    }
    QVERIFY(record.verification);
    QCOMPARE(record.verdict().outcome(), VerificationVerdict::Outcome::Match);
    QFile image(folder.filePath(u"drive.dd"_s));
    QVERIFY(image.open(QIODevice::ReadOnly));
    QCOMPARE(image.readAll(), expected);

    auto *banner = panel.findChild<QLabel *>(u"resultBanner"_s);
    QVERIFY(banner->isVisible());
    QVERIFY(banner->property("success").toBool());
    QVERIFY(banner->text().contains(record.hashes.constFirst().hex));
    QVERIFY(banner->text().contains(u"Verification: MATCH."_s));
    // The simulated drive still cannot read its bad areas: they are left out of the comparison
    // of the second read with the image, which finds every other sector the same.
    QVERIFY(record.verification->source);
    QCOMPARE(record.verification->source->bytesUnreadable, 8192 + 4096);
    QVERIFY2(banner->text().contains(u"The source read again equals the image in every sector "
                                     "read both times"_s),
             qPrintable(banner->text()));
    QVERIFY(banner->text().contains(u"12,288 bytes unreadable in one of the two reads"_s));
    QVERIFY(banner->text().contains(u"(24 bad sector"_s));
    QVERIFY(!panel.findChild<QPushButton *>(u"cancelButton"_s)->isVisible());
    QVERIFY(!panel.findChild<QPushButton *>(u"resumeButton"_s)->isVisible());
    QVERIFY(QFileInfo::exists(folder.filePath(u"drive.json"_s)));
    QVERIFY(QFileInfo::exists(folder.filePath(u"drive.sha256"_s)));

    // Save PDF asks where, suggesting the image's folder, writes the report there and records
    // its SHA-256 in the log.
    auto *save = panel.findChild<QPushButton *>(u"saveReportButton"_s);
    QTRY_VERIFY(save->isVisible()); // once the record is found, off the GUI thread
    QStringList suggested;
    panel.findChild<ReportActions *>()->setSaveLocationQuestion([&suggested](const QString &path) {
        suggested << path;
        return path;
    });
    QVERIFY(panel.findChild<QPushButton *>(u"printReportButton"_s)->isVisible());
    QTest::mouseClick(save, Qt::LeftButton);
    const QString pdf = folder.filePath(u"drive.pdf"_s);
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(pdf) && save->isEnabled(), 60000);
    QCOMPARE(suggested, QStringList{pdf});
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    const QString sha256 = QString::fromLatin1(
        QCryptographicHash::hash(pdfFile.readAll(), QCryptographicHash::Sha256).toHex());
    QFile log(folder.filePath(u"drive.txt"_s));
    QVERIFY(log.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(log.readAll()).contains(u"SHA-256 "_s + sha256 + u"  "_s + pdf));

    // Print lays the same report out on a QPrinter (here printing to a PDF file).
    QString error;
    const std::optional<ReportDocument> document = ReportPublisher::loadDocument(
        folder.filePath(u"drive.json"_s), ReportPublisher::currentContext(), &error);
    QVERIFY2(document, qPrintable(error));
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    const QString printed = folder.filePath(u"printed.pdf"_s);
    printer.setOutputFileName(printed);
    QPainter painter;
    const Result<int> pages = ReportPdfWriter::paint(*document, printer, painter);
    QVERIFY(painter.end());
    QVERIFY(pages);
    QVERIFY(*pages >= 2);
    QVERIFY(QFileInfo(printed).size() > 10000);
}

void TestGuiAcquisition::cancelThenResumeFinishesTheImage_data()
{
    QTest::addColumn<bool>("recordLost"); // the first run's record is gone before the resume
    QTest::newRow("record kept") << false;
    QTest::newRow("record lost") << true;
}

void TestGuiAcquisition::cancelThenResumeFinishesTheImage()
{
    QFETCH(bool, recordLost);
    QTemporaryDir folder;
    AcquisitionRequest request;
    request.sourcePath = u"simulated"_s;
    request.basePath = folder.filePath(u"slow"_s);
    request.settings.blockBytes = 64 * 1024;
    request.commandLine = u"custody (test)"_s;
    int built = 0;
    AcquisitionPanel panel(request, [&built](const AcquisitionRequest &request) {
        auto source = simulatedDrive();
        if (built++ == 0) { // the first run is slow enough to be cancelled halfway
            source = std::make_unique<SimulatedSource>(
                sourceBytes, 512, 4096, seed,
                QList<SimulatedSource::Fault>{
                    {{0, sourceBytes}, SimulatedSource::Fault::Kind::Slow}});
            source->setSlowReadDelay(std::chrono::milliseconds(20));
        }
        return std::make_unique<Acquisition>(request, std::move(source));
    });
    int confirmations = 0;
    panel.setCancelConfirmation([&confirmations] {
        ++confirmations;
        return true;
    });
    panel.show();
    QSignalSpy finished(&panel, &AcquisitionPanel::runFinished);
    panel.start();
    QTRY_VERIFY_WITH_TIMEOUT(panel.findChild<QProgressBar *>(u"progress"_s)->value() > 0, 20000);
    QTest::mouseClick(panel.findChild<QPushButton *>(u"cancelButton"_s), Qt::LeftButton);
    QCOMPARE(confirmations, 1);
    QVERIFY(finished.wait(30000));
    QCOMPARE(panel.record()->result.status, ImagingOutcome::Status::Cancelled);
    // Ended: named so, and no current rate or time remaining is left standing.
    QVERIFY2(panel.title().endsWith(u": STOPPED"_s), qPrintable(panel.title()));
    QVERIFY(panel.findChild<QLabel *>(u"rates"_s)->text().startsWith(u"— / "_s));
    QVERIFY(panel.findChild<QLabel *>(u"times"_s)->text().endsWith(u" / —"_s));
    auto *resume = panel.findChild<QPushButton *>(u"resumeButton"_s);
    QVERIFY(resume->isVisible());
    QVERIFY(!panel.findChild<QLabel *>(u"resultBanner"_s)->property("success").toBool());

    if (recordLost)
        QVERIFY(QFile::remove(request.basePath + u".json"_s));
    QTest::mouseClick(resume, Qt::LeftButton);
    QCOMPARE(panel.request().overwrite, OverwritePolicy::Resume);
    QVERIFY(finished.wait(60000));
    QCOMPARE(panel.record()->result.status, ImagingOutcome::Status::Completed);
    QVERIFY(panel.record()->result.resumed);
    QVERIFY2(panel.title().endsWith(u": COMPLETE"_s), qPrintable(panel.title()));
    const AcquisitionRecord &record = *panel.record();
    const RunHistory &history = record.history;
    const QString report = ReportTextWriter::write(ReportDocumentBuilder::build(
        AcquisitionReport{u"r.json"_s, QString(), record}, ReportContext::current()));
    if (recordLost) {
        // The first run is not known: nothing claims to cover it.
        QCOMPARE(history.runs.size(), 1);
        QVERIFY(!history.isComplete());
        QVERIFY(report.contains(u"yes: continued from an earlier run's map"_s));
        QVERIFY(report.contains(u"not given: the run was resumed"_s));
        QVERIFY(!panel.findChild<QLabel *>(u"resultBanner"_s)->text().contains(u"run(s)"_s));
    } else {
        // Both runs, with the true start, in the record, the banner and the report.
        QCOMPARE(history.runs.size(), 2);
        QCOMPARE(history.runs[0].status, ImagingOutcome::Status::Cancelled);
        QCOMPARE(history.runs[1].status, ImagingOutcome::Status::Completed);
        QVERIFY(history.firstStart() < record.result.start);
        QCOMPARE(history.bytesProcessed(), sourceBytes);
        QVERIFY(history.runningSeconds()
                < history.firstStart().msecsTo(record.result.end) / 1000.0);
        for (qsizetype index = 1; index < record.throughput.size(); ++index)
            QVERIFY(record.throughput[index].seconds >= record.throughput[index - 1].seconds
                    && record.throughput[index].bytesDone
                           >= record.throughput[index - 1].bytesDone);
        QVERIFY2(panel.findChild<QLabel *>(u"resultBanner"_s)->text().contains(u"2 run"_s),
                 qPrintable(panel.findChild<QLabel *>(u"resultBanner"_s)->text()));
        QVERIFY2(report.contains(u"yes: 2 run(s) in all, listed below"_s), qPrintable(report));
        QVERIFY(report.contains(u"Start                     : "_s
                                + ReportFormat::utc(history.firstStart())));
    }
    // The log keeps the cancelled run's account below the new one.
    QFile log(request.basePath + u".txt"_s);
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(log.readAll());
    const qsizetype earlier = text.indexOf(u"Earlier runs of this acquisition"_s);
    QVERIFY2(earlier > 0, qPrintable(text));
    QVERIFY2(text.indexOf(u"cancelled"_s, earlier) > earlier, qPrintable(text.mid(earlier)));
    const QByteArray expected = expectedImage();
    for (const RecordedHash &hash : panel.record()->hashes) {
        if (hash.algorithm == HashAlgorithm::Sha256)
            QCOMPARE(hash.hex,
                     QString::fromLatin1(
                         QCryptographicHash::hash(expected, QCryptographicHash::Sha256).toHex()));
    }
    // The sector map shows the bad areas of the finished run.
    auto *map = panel.findChild<SectorMapView *>(u"sectorMap"_s);
    QVERIFY(map);
}

void TestGuiAcquisition::mainWindowRunsAcquisitionsInTabs()
{
    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    auto enumerator = std::make_unique<FakeDeviceEnumerator>(
        QList<DeviceInfo>{fakeDrive(u"/dev/sdx"_s, sourceBytes, u"Fake"_s)});
    MainWindow window(std::make_unique<DeviceMonitor>(
                          std::move(enumerator),
                          [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
                      settings);
    window.show();
    QTRY_COMPARE(window.deviceModel()->rowCount(), 1);
    QVERIFY(window.acquisitionTabs()->isHidden());
    for (const QString &name : {u"one"_s, u"two"_s}) {
        AcquisitionRequest request;
        request.sourcePath = u"simulated-"_s + name;
        request.basePath = folder.filePath(name);
        window.startAcquisition(request, [](const AcquisitionRequest &request) {
            return std::make_unique<Acquisition>(request, simulatedDrive());
        });
    }
    QCOMPARE(window.acquisitionTabs()->count(), 2);
    QVERIFY(window.acquisitionTabs()->isVisible());
    // Neither the same source nor the same image name a second time while they run.
    AcquisitionRequest again;
    again.sourcePath = u"simulated-one"_s;
    again.basePath = folder.filePath(u"three"_s);
    QVERIFY(window.conflictWithRunning(again).contains(u"simulated-one"_s));
    again.sourcePath = u"simulated-three"_s;
    again.basePath = folder.filePath(u"two"_s);
    QVERIFY(window.conflictWithRunning(again).contains(folder.filePath(u"two"_s)));
    for (int i = 0; i < 2; ++i) {
        auto *panel = qobject_cast<AcquisitionPanel *>(window.acquisitionTabs()->widget(i));
        QTRY_VERIFY_WITH_TIMEOUT(panel->record().has_value(), 60000);
        QCOMPARE(panel->record()->result.status, ImagingOutcome::Status::Completed);
    }

    // The same source imaged again into another folder: both tabs name their folders.
    AcquisitionRequest twin;
    twin.sourcePath = u"simulated-one"_s;
    QVERIFY(QDir().mkpath(folder.filePath(u"again"_s)));
    twin.basePath = folder.filePath(u"again/one"_s);
    auto *twinPanel = window.startAcquisition(twin, [](const AcquisitionRequest &request) {
        return std::make_unique<Acquisition>(request, simulatedDrive());
    });
    QVERIFY(twinPanel);
    QTRY_VERIFY_WITH_TIMEOUT(twinPanel->record().has_value(), 60000);
    const QString folderName = QFileInfo(folder.path()).fileName();
    QCOMPARE(window.acquisitionTabs()->tabText(0),
             u"simulated-one → %1/one: COMPLETE"_s.arg(folderName));
    QCOMPARE(window.acquisitionTabs()->tabText(2), u"simulated-one → again/one: COMPLETE"_s);
    QCOMPARE(window.acquisitionTabs()->tabText(1), u"simulated-two → two: COMPLETE"_s);
    delete twinPanel; // its tab goes with it
    QCOMPARE(window.acquisitionTabs()->count(), 2);

    // From the keyboard: next and previous tab, close the current one.
    auto action = [&window](const QString &text) {
        for (QAction *candidate : window.findChildren<QAction *>()) {
            if (candidate->text() == text)
                return candidate;
        }
        return static_cast<QAction *>(nullptr);
    };
    QTabWidget *tabs = window.acquisitionTabs();
    tabs->setCurrentIndex(0);
    // Verify image… from a finished acquisition's tab starts with its image.
    action(u"V&erify image…"_s)->trigger();
    auto *verify = window.findChild<VerifyDialog *>();
    QVERIFY(verify);
    const auto *first = qobject_cast<AcquisitionPanel *>(tabs->widget(0));
    QCOMPARE(verify->imagePath(), first->record()->imageFiles().constFirst());
    verify->reject();
    action(u"&Next tab"_s)->trigger();
    QCOMPARE(tabs->currentIndex(), 1);
    action(u"&Next tab"_s)->trigger();
    QCOMPARE(tabs->currentIndex(), 0);
    action(u"&Previous tab"_s)->trigger();
    QCOMPARE(tabs->currentIndex(), 1);
    QVERIFY(action(u"&Close tab"_s)->isEnabled());
    QCOMPARE(action(u"&Close tab"_s)->shortcut(), QKeySequence(QKeySequence::Close));
    action(u"&Close tab"_s)->trigger();
    QCOMPARE(tabs->count(), 1);
    action(u"&Close tab"_s)->trigger();
    QCOMPARE(tabs->count(), 0);
    QVERIFY(!action(u"&Close tab"_s)->isEnabled());
}

// Tabbing into the drive list selects a drive: Acquire works at once.
void TestGuiAcquisition::focusingTheDriveListSelectsADrive()
{
    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    MainWindow window(std::make_unique<DeviceMonitor>(
                          std::make_unique<FakeDeviceEnumerator>(
                              QList<DeviceInfo>{fakeDrive(u"/dev/sdx"_s, sourceBytes, u"Fake"_s)}),
                          [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
                      settings);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE(window.deviceModel()->rowCount(), 1);
    auto *view = window.findChild<QTableView *>(u"deviceView"_s);
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    // The list has the keys from the start: typing a drive's name finds it.
    QTRY_VERIFY(view->hasFocus());
    view->clearFocus();
    QTRY_VERIFY(!view->hasFocus());
    view->clearSelection();
    view->setCurrentIndex(QModelIndex());
    view->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(view->hasFocus());
    QVERIFY(view->selectionModel()->isRowSelected(0, {}));
}

void TestGuiAcquisition::aboutNamesVersionRevisionLibrariesAndBackend()
{
    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    MainWindow window(std::make_unique<DeviceMonitor>(
                          std::make_unique<FakeDeviceEnumerator>(QList<DeviceInfo>{}),
                          [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
                      settings);
    window.show();
    QAction *about = nullptr;
    for (QAction *action : window.findChildren<QAction *>())
        if (action->text() == u"A&bout Custody"_s)
            about = action;
    QVERIFY(about);
    // The box is modal: read and close it from a timer that runs inside its event loop, and
    // keeps trying until the box is there.
    QString text;
    QTimer closer;
    closer.setInterval(20);
    connect(&closer, &QTimer::timeout, &window, [&] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            auto *box = qobject_cast<QMessageBox *>(widget);
            if (box && box->isVisible()) {
                text = box->text();
                box->accept();
                closer.stop();
            }
        }
    });
    closer.start();
    about->trigger();
    for (const QString &expected :
         {u"Custody "_s + QStringLiteral(CUSTODY_VERSION), QStringLiteral(CUSTODY_GIT_REVISION),
          u"Qt "_s + QString::fromLatin1(qVersion()),
          QString::fromLatin1(OpenSSL_version(OPENSSL_VERSION)), u"fake backend"_s})
        QVERIFY2(text.contains(expected), qPrintable(expected + u" not in: "_s + text));
}

QTEST_MAIN(TestGuiAcquisition)
#include "tst_guiacquisition.moc"
