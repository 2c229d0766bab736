// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Setting up and ending an acquisition never waits for the file system on the GUI thread: the
// file chosen as a source, the earlier files Start looks for, the folder Create makes, the
// destination the system-disk check stats and the record a finished run offers a report of are
// each put on a real share that stopped answering (faultfs), and the event loop must go on
// turning while the look or the write waits there. One test a place.

#include "acquisitionpanel.h"
#include "conversiondialog.h"
#include "device/systemdisks.h"
#include "devicemonitor.h"
#include "dialogs/acquisitiondialog.h"
#include "fakedeviceenumerator.h"
#include "hungshare.h"
#include "io/simulatedsource.h"
#include "mainwindow.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <condition_variable>
#include <mutex>
#include <thread>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr qint64 driveBytes = 1024 * 1024;

AcquisitionSource drive()
{
    AcquisitionSource source;
    source.path = u"/dev/sdx"_s;
    source.displayName = u"Test drive"_s;
    source.sizeBytes = driveBytes;
    source.isBlockDevice = true;
    return source;
}

std::unique_ptr<DeviceMonitor> monitorOf(const QList<DeviceInfo> &drives)
{
    return std::make_unique<DeviceMonitor>(
        std::make_unique<FakeDeviceEnumerator>(drives),
        [](const QString &) { return Result<SmartReport>(SmartReport{}); });
}

bool makeFile(const QString &path, qint64 bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.resize(bytes);
}

template<typename T>
T *child(QObject &parent, const QString &name)
{
    T *found = parent.findChild<T *>(name);
    if (!found)
        qFatal("no child %s", qPrintable(name));
    return found;
}

bool destinationChecked(const AcquisitionDialog &dialog)
{
    return QTest::qWaitFor([&dialog] { return !dialog.isCheckingDestination(); }, 10000);
}

// Hangs the share until release(), or until a watchdog lets it answer after 30 s: code that
// waits for it on the GUI thread then fails the test instead of hanging it.
class GuardedHang
{
public:
    explicit GuardedHang(HungShare &share)
        : m_share(share)
        , m_hung(share.hang())
        , m_watchdog([this] {
            std::unique_lock lock(m_mutex);
            m_released.wait_for(lock, std::chrono::seconds(30), [this] { return m_done; });
            (void)m_share.answer();
        })
    {}
    ~GuardedHang() { release(); }

    bool isHung() const { return m_hung; }
    void release()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_done = true;
        }
        m_released.notify_all();
        if (m_watchdog.joinable())
            m_watchdog.join();
    }

private:
    HungShare &m_share;
    const bool m_hung;
    std::mutex m_mutex;
    std::condition_variable m_released;
    bool m_done = false;
    std::thread m_watchdog; // last: it uses the members above
};

} // namespace

class TestResponsiveAcquire : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void aFileChosenAsSourceIsLookedAtOffTheGuiThread();
    void aLaterChoiceOfFileSupersedesTheFirst();
    void aFileThatDoesNotAnswerIsSaidSo();
    void startLooksForEarlierFilesOffTheGuiThread();
    void cancellingWhileLookingStartsNothing();
    void createFolderWritesOffTheGuiThread();
    void quittingNeverWaitsForTheSystemDiskCheck();
    void aFinishedRunLooksForItsRecordOffTheGuiThread();
    void aTabWhoseImageIsBeingConvertedStaysOpen();

private:
    // A main window with no drives, its settings and history in a temporary folder.
    std::unique_ptr<MainWindow> window();
    // A dialog whose destination is the share, with the map of an earlier acquisition there.
    std::unique_ptr<AcquisitionDialog> dialogOverAnEarlierMap();

    std::unique_ptr<HungShare> m_share;
    std::unique_ptr<QTemporaryDir> m_folder;
    std::unique_ptr<QSettings> m_settings;
};

void TestResponsiveAcquire::init()
{
    if (const QString reason = HungShare::unavailableReason(); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    m_share = std::make_unique<HungShare>();
    QVERIFY(m_share->start());
    m_folder = std::make_unique<QTemporaryDir>();
    QVERIFY(m_folder->isValid());
}

void TestResponsiveAcquire::cleanup()
{
    m_settings.reset();
    m_share.reset();
    m_folder.reset();
}

std::unique_ptr<MainWindow> TestResponsiveAcquire::window()
{
    m_settings
        = std::make_unique<QSettings>(m_folder->filePath(u"settings.ini"_s), QSettings::IniFormat);
    m_settings->setValue(u"history/path"_s, m_folder->filePath(u"history.sqlite"_s));
    auto window = std::make_unique<MainWindow>(monitorOf({}), *m_settings);
    window->show();
    return window;
}

std::unique_ptr<AcquisitionDialog> TestResponsiveAcquire::dialogOverAnEarlierMap()
{
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_share->folder();
    auto dialog = std::make_unique<AcquisitionDialog>(drive(), defaults);
    child<QLineEdit>(*dialog, u"baseName"_s)->setText(u"disk"_s);
    if (!destinationChecked(*dialog) || !makeFile(m_share->backingFolder() + u"/disk.map"_s, 0))
        return {};
    return dialog;
}

void TestResponsiveAcquire::aFileChosenAsSourceIsLookedAtOffTheGuiThread()
{
    const qint64 bytes = 3 * 1024 * 1024 + 512;
    QVERIFY(makeFile(m_share->backingFolder() + u"/evidence.bin"_s, bytes));
    const QString chosen = m_share->folder() + u"/evidence.bin"_s;
    const std::unique_ptr<MainWindow> main = window();
    QString said;
    QString why;
    QVERIFY2(m_share->staysResponsive(
                 [&] {
                     main->acquireFileAt(chosen);
                     said = main->statusBar()->currentMessage();
                 },
                 &why),
             qPrintable(why));
    QVERIFY2(said.contains(u"Looking at "_s + chosen), qPrintable(said));
    QTRY_VERIFY_WITH_TIMEOUT(main->findChild<AcquisitionDialog *>(), 10000);
    const AcquisitionSource &source = main->findChild<AcquisitionDialog *>()->source();
    QCOMPARE(source.path, chosen);
    QCOMPARE(source.sizeBytes, bytes);
    QVERIFY(main->statusBar()->currentMessage().isEmpty());
}

void TestResponsiveAcquire::aLaterChoiceOfFileSupersedesTheFirst()
{
    QVERIFY(makeFile(m_share->backingFolder() + u"/first.bin"_s, 4096));
    const QString second = m_folder->filePath(u"second.bin"_s);
    QVERIFY(makeFile(second, 8192));
    const std::unique_ptr<MainWindow> main = window();
    QString why;
    QVERIFY2(m_share->staysResponsive(
                 [&] {
                     main->acquireFileAt(m_share->folder() + u"/first.bin"_s);
                     main->acquireFileAt(second);
                 },
                 &why),
             qPrintable(why));
    QTRY_VERIFY_WITH_TIMEOUT(main->findChild<AcquisitionDialog *>(), 10000);
    // The first look ends once the share answers; its answer is dropped, so no second dialog
    // opens even after the errand's mailbox would have been read many times over.
    QVERIFY(QTest::qWaitFor([this] { return m_share->waitingOperations() == 0; }, 10000));
    QTest::qWait(500);
    const QList<AcquisitionDialog *> dialogs = main->findChildren<AcquisitionDialog *>();
    QCOMPARE(dialogs.size(), 1);
    QCOMPARE(dialogs.constFirst()->source().sizeBytes, qint64(8192));
}

void TestResponsiveAcquire::aFileThatDoesNotAnswerIsSaidSo()
{
    QVERIFY(makeFile(m_share->backingFolder() + u"/slow.bin"_s, 4096));
    const QString chosen = m_share->folder() + u"/slow.bin"_s;
    const std::unique_ptr<MainWindow> main = window();
    GuardedHang hang(*m_share);
    QVERIFY(hang.isHung());
    main->acquireFileAt(chosen);
    QTRY_VERIFY_WITH_TIMEOUT(
        main->statusBar()->currentMessage().contains(chosen + u" does not answer"_s),
        2 * Errand::SlowMilliseconds + 5000);
    QVERIFY(!main->findChild<AcquisitionDialog *>());
    hang.release();
    QTRY_VERIFY_WITH_TIMEOUT(main->findChild<AcquisitionDialog *>(), 10000);
    QVERIFY(main->statusBar()->currentMessage().isEmpty());
}

void TestResponsiveAcquire::startLooksForEarlierFilesOffTheGuiThread()
{
    const std::unique_ptr<AcquisitionDialog> started = dialogOverAnEarlierMap();
    QVERIFY(started);
    AcquisitionDialog &dialog = *started;
    QStringList asked;
    bool offeredResume = false;
    dialog.setExistingOutputsQuestion([&](const QStringList &existing, bool resumable) {
        asked = existing;
        offeredResume = resumable;
        return OverwritePolicy::Resume;
    });
    QSignalSpy ready(&dialog, &AcquisitionDialog::requestReady);
    auto *start = child<QPushButton>(dialog, u"startButton"_s);
    QVERIFY(start->isEnabled());
    bool startWaited = false;
    QString summary;
    QString why;
    QVERIFY2(m_share->staysResponsive(
                 [&] {
                     QTest::mouseClick(start, Qt::LeftButton);
                     startWaited = !start->isEnabled() && ready.isEmpty();
                     summary = child<QLabel>(dialog, u"summary"_s)->text();
                 },
                 &why),
             qPrintable(why));
    QVERIFY(startWaited);
    QVERIFY2(summary.contains(u"Looking for earlier files of "_s + m_share->folder() + u"/disk"_s),
             qPrintable(summary));
    QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, 10000);
    QCOMPARE(asked, QStringList{m_share->folder() + u"/disk.map"_s});
    QVERIFY(offeredResume);
    QCOMPARE(ready.constFirst().constFirst().value<AcquisitionRequest>().overwrite,
             OverwritePolicy::Resume);
}

void TestResponsiveAcquire::cancellingWhileLookingStartsNothing()
{
    const std::unique_ptr<AcquisitionDialog> dialog = dialogOverAnEarlierMap();
    QVERIFY(dialog);
    bool asked = false;
    dialog->setExistingOutputsQuestion([&asked](const QStringList &, bool) {
        asked = true;
        return OverwritePolicy::Overwrite;
    });
    QSignalSpy ready(dialog.get(), &AcquisitionDialog::requestReady);
    auto *start = child<QPushButton>(*dialog, u"startButton"_s);
    GuardedHang hang(*m_share);
    QVERIFY(hang.isHung());
    QTest::mouseClick(start, Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([this] { return m_share->waitingOperations() > 0; }, 10000));
    dialog->reject();
    hang.release();
    // The look ends once the share answers; its answer is dropped, so nothing is asked or
    // started even after the errand's mailbox would have been read many times over.
    QVERIFY(QTest::qWaitFor([this] { return m_share->waitingOperations() == 0; }, 10000));
    QTest::qWait(500);
    QVERIFY(!asked);
    QVERIFY(ready.isEmpty());
    QVERIFY(start->isEnabled()); // opened again, the dialog starts again
}

void TestResponsiveAcquire::createFolderWritesOffTheGuiThread()
{
    const QString missing = m_share->folder() + u"/case-2026-114/images"_s;
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = missing;
    AcquisitionDialog dialog(drive(), defaults);
    dialog.show();
    QVERIFY(destinationChecked(dialog));
    auto *create = child<QPushButton>(dialog, u"createFolderButton"_s);
    QVERIFY(create->isVisible() && create->isEnabled());
    bool buttonWaited = false;
    QString message;
    QString why;
    QVERIFY2(m_share->staysResponsive(
                 [&] {
                     QTest::mouseClick(create, Qt::LeftButton);
                     buttonWaited = !create->isEnabled();
                     message = child<QLabel>(dialog, u"destinationMessage"_s)->text();
                 },
                 &why),
             qPrintable(why));
    QVERIFY(buttonWaited);
    QVERIFY2(message.contains(u"Creating "_s + missing), qPrintable(message));
    QTRY_VERIFY_WITH_TIMEOUT(
        QFileInfo(m_share->backingFolder() + u"/case-2026-114/images"_s).isDir(), 10000);
    QVERIFY(destinationChecked(dialog));
    QTRY_VERIFY(child<QPushButton>(dialog, u"startButton"_s)->isEnabled());
    QVERIFY(!create->isVisible());
}

// The drive holding the destination folder counts as a disk of this workstation: the check stats
// the folder. Quitting while that waits on a share must not wait with it.
void TestResponsiveAcquire::quittingNeverWaitsForTheSystemDiskCheck()
{
    std::unique_ptr<DeviceMonitor> monitor = monitorOf({fakeDrive(u"/dev/sdy"_s, 1 << 20, u"Y"_s)});
    // The real check, noting when the one at the share has ended (the share goes after it).
    auto shareLookEnded = std::make_shared<std::atomic<bool>>(false);
    monitor->setSystemUsesQuery(
        [shareLookEnded](const QString &devicePath, const QString &destinationFolder) {
            const QStringList uses = SystemDisks().usesOf(devicePath, destinationFolder);
            if (!destinationFolder.isEmpty())
                *shareLookEnded = true;
            return uses;
        });
    QSignalSpy uses(monitor.get(), &DeviceMonitor::systemUsesChanged);
    monitor->start();
    QVERIFY(uses.wait(10000));
    QString why;
    QVERIFY2(m_share->staysResponsive(
                 [&] {
                     monitor->setDestinationFolder(m_share->folder());
                     monitor.reset();
                 },
                 &why),
             qPrintable(why));
    QTRY_VERIFY_WITH_TIMEOUT(shareLookEnded->load(), 10000);
}

void TestResponsiveAcquire::aFinishedRunLooksForItsRecordOffTheGuiThread()
{
    // The panel names the record on the share; the run itself writes the same files without it,
    // so that only the panel's own look meets the share.
    AcquisitionRequest request;
    request.sourcePath = u"simulated"_s;
    request.basePath = m_share->folder() + u"/drive"_s;
    request.commandLine = u"custody (test)"_s;
    const QString writtenBase = m_share->backingFolder() + u"/drive"_s;
    AcquisitionPanel panel(request, [writtenBase](AcquisitionRequest run) {
        run.basePath = writtenBase;
        return std::make_unique<Acquisition>(
            run, std::make_unique<SimulatedSource>(driveBytes, 512, 4096, 7,
                                                   QList<SimulatedSource::Fault>{}));
    });
    panel.show();
    QSignalSpy finished(&panel, &AcquisitionPanel::runFinished);
    QString why;
    QVERIFY2(m_share->staysResponsive([&] { panel.start(); }, &why), qPrintable(why));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(panel.record()->result.status, ImagingOutcome::Status::Completed);
    QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>(panel, u"viewReportButton"_s)->isVisible(), 10000);
    QVERIFY(child<QPushButton>(panel, u"saveReportButton"_s)->isVisible());
}

// Close finished tabs leaves a tab whose image is being converted to E01 (its dialog would go
// with it, the conversion cut off unrecorded); once converted, the tab closes with the others.
void TestResponsiveAcquire::aTabWhoseImageIsBeingConvertedStaysOpen()
{
    const std::unique_ptr<MainWindow> main = window();
    AcquisitionRequest request;
    request.sourcePath = u"simulated"_s;
    request.basePath = m_share->folder() + u"/disk"_s;
    request.settings.blockBytes = 64 * 1024;
    AcquisitionPanel *panel
        = main->startAcquisition(request, [](const AcquisitionRequest &request) {
              return std::make_unique<Acquisition>(
                  request, std::make_unique<SimulatedSource>(2 * 1024 * 1024, 512, 512, 5,
                                                             QList<SimulatedSource::Fault>{}));
          });
    QVERIFY(panel);
    auto *convert = panel->findChild<QPushButton *>(u"convertButton"_s);
    QTRY_VERIFY_WITH_TIMEOUT(convert->isVisible() && !panel->isRunning(), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!main->isFinishingWork(), 30000);
    QVERIFY(m_share->slowReads(100)); // the conversion's reads of the image crawl
    QTest::mouseClick(convert, Qt::LeftButton);
    auto *dialog = panel->findChild<ConversionDialog *>();
    QVERIFY(dialog);
    QSignalSpy converted(dialog, &ConversionDialog::finished);
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"startConversionButton"_s), Qt::LeftButton);
    QVERIFY(dialog->isRunning());
    QAction *closeFinished = main->findChild<QAction *>(u"closeFinishedTabsAction"_s);
    closeFinished->trigger();
    QCOMPARE(main->acquisitionTabs()->count(), 1);
    QVERIFY(m_share->answer());
    // Ended, made or not (faultfs, like some shares, has no rename that refuses to replace, so
    // the E01 is not put in place there): the tab may go now.
    QVERIFY(converted.wait(60000));
    QVERIFY(!dialog->resultText().isEmpty());
    closeFinished->trigger();
    QCOMPARE(main->acquisitionTabs()->count(), 0);
}

QTEST_MAIN(TestResponsiveAcquire)
#include "tst_responsiveacquire.moc"
