// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionpanel.h"
#include "devicemonitor.h"
#include "fakedeviceenumerator.h"
#include "jobqueue.h"
#include "loopdevice.h"
#include "mainwindow.h"
#include "testfiles.h"
#include "testprocess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

std::unique_ptr<MainWindow> newWindow(QSettings &settings)
{
    return std::make_unique<MainWindow>(
        std::make_unique<DeviceMonitor>(
            std::make_unique<FakeDeviceEnumerator>(QList<DeviceInfo>{}),
            [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
        settings);
}

} // namespace

// A queued acquisition of a drive keeps the drive as it was chosen (its serial and size) with
// the queue, across a restart of the window: when its turn comes, another drive at the same path
// (here the same loop device, grown) is refused, and nothing is written.
class TestQueuedSource : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anotherDriveAtThePathIsNotAcquired();
};

void TestQueuedSource::anotherDriveAtThePathIsNotAcquired()
{
    if (const QString why = LoopDevice::unavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString backing = folder.filePath(u"drive.img"_s);
    QVERIFY(writeFile(backing, randomBytes(2 * 1024 * 1024, 71)));
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {}), qPrintable(loop.errorString()));
    const QString settingsPath = folder.filePath(u"settings.ini"_s);
    AcquisitionRequest request;
    request.sourcePath = loop.devicePath();
    request.basePath = folder.filePath(u"evidence"_s);
    request.settings.hashes = HashAlgorithm::Md5;
    request.captureSmart = false;
    request.commandLine = u"custody-cli acquire"_s;
    {
        QSettings settings(settingsPath, QSettings::IniFormat);
        const auto window = newWindow(settings);
        window->jobQueue()->setHeld(true);
        QVERIFY(window->queueAcquisition(request));
        const QJsonObject kept
            = QJsonDocument::fromJson(window->jobQueue()->savedForm()).array().at(0).toObject();
        QCOMPARE(kept.value(u"chosenSourceSizeBytes"_s).toInteger(), 2 * 1024 * 1024);
        QVERIFY2(kept.contains(u"chosenSourceSerial"_s), QJsonDocument(kept).toJson().constData());
    }
    // Another drive at the path by the time the window starts again: the loop device grown.
    QVERIFY(QFile::resize(backing, 3 * 1024 * 1024));
    const ProcessResult grown = runProcess(u"losetup"_s, {u"-c"_s, loop.devicePath()});
    QVERIFY2(grown.exitCode == 0, grown.describe());

    QSettings settings(settingsPath, QSettings::IniFormat);
    const auto window = newWindow(settings);
    window->setSavedQueueQuestion(
        [](const QStringList &) { return MainWindow::SavedQueueChoice::Run; });
    window->show();
    AcquisitionPanel *panel = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (panel = window->acquisitionTabs()->count() == 1
                     ? qobject_cast<AcquisitionPanel *>(window->acquisitionTabs()->widget(0))
                     : nullptr),
        30000);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning() && !panel->jobStatus().outcome.isEmpty(), 30000);
    const JobStatus status = panel->jobStatus();
    QVERIFY(!status.succeeded);
    QVERIFY2(status.outcome.contains(u"not the one chosen"_s), qPrintable(status.outcome));
    QCOMPARE(QDir(folder.path()).entryList({u"evidence*"_s}, QDir::AllEntries | QDir::Hidden),
             QStringList());
}

QTEST_MAIN(TestQueuedSource)
#include "tst_queuedsource.moc"
