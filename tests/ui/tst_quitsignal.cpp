// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionpanel.h"
#include "devicemonitor.h"
#include "fakedeviceenumerator.h"
#include "io/simulatedsource.h"
#include "mainwindow.h"
#include "models/devicetablemodel.h"
#include "util/quitsignal.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <csignal>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr qint64 sourceBytes = 4 * 1024 * 1024;

std::unique_ptr<MainWindow> window(QSettings &settings)
{
    return std::make_unique<MainWindow>(
        std::make_unique<DeviceMonitor>(
            std::make_unique<FakeDeviceEnumerator>(
                QList<DeviceInfo>{fakeDrive(u"/dev/sdx"_s, sourceBytes, u"Slow"_s)}),
            [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
        settings);
}

} // namespace

// SIGTERM, SIGINT and SIGHUP quit the GUI as Quit does, without a question nobody is there to
// answer: a running acquisition is stopped with its image and map kept and its record written.
class TestQuitSignal : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theSignalArrivesOnTheGuiThread_data();
    void theSignalArrivesOnTheGuiThread();
    void aRunningAcquisitionIsStoppedAndKept_data();
    void aRunningAcquisitionIsStoppedAndKept();
};

void TestQuitSignal::theSignalArrivesOnTheGuiThread_data()
{
    QTest::addColumn<int>("number");
    QTest::newRow("SIGTERM") << SIGTERM;
    QTest::newRow("SIGINT") << SIGINT;
    QTest::newRow("SIGHUP") << SIGHUP;
}

void TestQuitSignal::theSignalArrivesOnTheGuiThread()
{
    QFETCH(int, number);
    QuitSignal quit;
    QVERIFY(quit.isListening());
    QSignalSpy received(&quit, &QuitSignal::received);
    QVERIFY(::raise(number) == 0); // the process lives on
    QVERIFY(received.wait(5000));
    QCOMPARE(received.first().first().toInt(), number);
    QCOMPARE(QuitSignal::name(number), QString::fromLatin1(QTest::currentDataTag()));
}

void TestQuitSignal::aRunningAcquisitionIsStoppedAndKept_data()
{
    QTest::addColumn<bool>("whileAsked");
    QTest::newRow("running") << false;
    // The signal arrives while Quit's own question ("Stop them and quit?") is open: nobody is
    // there to answer it, so it is dismissed and the quit goes on.
    QTest::newRow("while Quit asks") << true;
}

void TestQuitSignal::aRunningAcquisitionIsStoppedAndKept()
{
    QFETCH(bool, whileAsked);
    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    auto main = window(settings);
    main->show();
    QVERIFY(QTest::qWaitForWindowExposed(main.get()));
    QuitSignal quit;
    connect(&quit, &QuitSignal::received, main.get(), &MainWindow::quitForSignal);
    AcquisitionRequest request;
    request.sourcePath = u"/dev/sdx"_s;
    request.basePath = folder.filePath(u"evidence"_s);
    request.settings.blockBytes = 64 * 1024;
    AcquisitionPanel *panel = main->startAcquisition(request, [](const AcquisitionRequest &asked) {
        QList<SimulatedSource::Fault> slow{{{0, sourceBytes}, SimulatedSource::Fault::Kind::Slow}};
        auto source = std::make_unique<SimulatedSource>(sourceBytes, 512, 4096, 7, slow);
        source->setSlowReadDelay(std::chrono::milliseconds(100));
        return std::make_unique<Acquisition>(asked, std::move(source));
    });
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(panel->isRunning(), 10000);
    QTest::qWait(500); // some blocks read
    if (whileAsked) {
        QTimer::singleShot(300, [] { ::raise(SIGTERM); });
        main->close(); // asks, modally, until the signal dismisses the question
    } else {
        QVERIFY(::raise(SIGTERM) == 0);
    }
    // No question asked: the window closes once the run has saved what it wrote.
    QTRY_VERIFY_WITH_TIMEOUT(!main->isVisible(), 60000);
    QFile record(request.basePath + u".json"_s);
    QVERIFY(record.open(QIODevice::ReadOnly));
    const QJsonObject result
        = QJsonDocument::fromJson(record.readAll()).object().value(u"result"_s).toObject();
    QCOMPARE(result.value(u"status"_s).toString(), u"cancelled"_s);
    QVERIFY(QFile::exists(request.basePath + u".map"_s));
    QVERIFY(QFile::exists(request.basePath + u".dd"_s));
}

QTEST_MAIN(TestQuitSignal)
#include "tst_quitsignal.moc"
