// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionpanel.h"
#include "devicemonitor.h"
#include "dialogs/acquisitiondialog.h"
#include "dialogs/networksourcedialog.h"
#include "fakedeviceenumerator.h"
#include "iscsitarget.h"
#include "mainwindow.h"
#include "models/devicetablemodel.h"
#include "nbdserver.h"
#include "testfiles.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <unistd.h>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 MiB = 1024 * 1024;

std::unique_ptr<MainWindow> makeWindow(QSettings &settings)
{
    auto enumerator = std::make_unique<FakeDeviceEnumerator>(
        QList<DeviceInfo>{fakeDrive(u"/dev/sdx"_s, 64 * MiB, u"Local"_s)});
    auto window = std::make_unique<MainWindow>(
        std::make_unique<DeviceMonitor>(
            std::move(enumerator),
            [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
        settings);
    window->show();
    return window;
}

// Fills the dialog's URI, presses Connect and waits for the dialog to close (it is deleted then)
// or say why not.
void connectTo(NetworkSourceDialog *dialog, const QString &uri)
{
    const QPointer<NetworkSourceDialog> watched(dialog);
    dialog->findChild<QLineEdit *>(u"uri"_s)->setText(uri);
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"connectButton"_s), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!watched || !watched->isConnecting(), 30000);
}

QAction *action(const MainWindow &window, const QString &text)
{
    for (QAction *candidate : window.findChildren<QAction *>()) {
        if (candidate->text() == text)
            return candidate;
    }
    qFatal("no action %s", qPrintable(text));
}

QString sha256Of(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

// Measures how long the event loop stays away: the GUI is responsive if a 20 ms timer keeps
// firing while acquisitions run.
class EventLoopWatch
{
public:
    EventLoopWatch()
    {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout,
                         [this] { m_longest = std::max(m_longest, m_since.restart()); });
        m_since.start();
        m_timer.start();
    }
    qint64 longestGapMs() const { return m_longest; }

private:
    QTimer m_timer;
    QElapsedTimer m_since;
    qint64 m_longest = 0;
};

} // namespace

// "Add network source": drives of other machines served by the real nbdkit on Unix sockets, in
// the drive list beside the local ones, acquired in tabs of their own.
class TestNetworkSource : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void addsAnExportToTheDriveList();
    void quittingStopsALayoutReadOfASilentServer();
    void addsAnIscsiLunWithChap();
    void aLateAnswerAfterCancelIsDropped();
    void saysWhyAServerCannotBeAdded();
    void warnsOfAnUnencryptedTransfer();
    void twoServersAtOnceOneDies();
    void cancelOnASlowServer();
};

void TestNetworkSource::initTestCase()
{
    QVERIFY2(NbdServer::isAvailable(), "nbdkit is not installed; scripts/bootstrap.sh installs it");
}

void TestNetworkSource::addsAnExportToTheDriveList()
{
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), randomBytes(3 * MiB, 5)));
    NbdServer server(dir, {u"--filter=blocksize-policy"_s, u"file"_s, dir.filePath(u"disk.img"_s),
                           u"blocksize-minimum=4096"_s});
    QVERIFY2(server.started(), server.describe().constData());
    QSettings settings(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    const std::unique_ptr<MainWindow> window = makeWindow(settings);
    QTRY_COMPARE(window->deviceModel()->rowCount(), 1);

    NetworkSourceDialog *dialog = window->prepareNetworkSource();
    dialog->show();
    dialog->findChild<QSpinBox *>(u"timeout"_s)->setValue(60);
    dialog->findChild<QSpinBox *>(u"reconnectAttempts"_s)->setValue(5);
    connectTo(dialog, server.uri());
    DeviceTableModel *model = window->deviceModel();
    QTRY_COMPARE(model->rowCount(), 2);
    const int row = model->rowOf(server.uri());
    QCOMPARE(row, 1); // after the local drives
    const DeviceRow added = model->row(row);
    QVERIFY(added.network);
    // Size and sector size as the server states them.
    QCOMPARE(added.device.sizeBytes, 3 * MiB);
    QCOMPARE(model->index(row, DeviceTableModel::SectorColumn).data().toString(), u"4096 / 4096"_s);
    QVERIFY(model->index(row, DeviceTableModel::DeviceColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(u"in sectors of 4096 bytes, as its server states them"_s));
    QCOMPARE(model->index(row, DeviceTableModel::BusColumn).data().toString(),
             u"NBD, this computer, not encrypted"_s);
    QCOMPARE(model->index(row, DeviceTableModel::ReadOnlyColumn).data().toString(), u"yes"_s);
    QCOMPARE(model->index(row, DeviceTableModel::MountedColumn).data().toString(), u"not known"_s);
    QVERIFY(!added.smart.pending);
    QCOMPARE(window->deviceView()->selectionModel()->selectedRows().value(0).row(), row);
    // Its layout read through the export (a FUSE view: root), off the GUI thread, as a local
    // drive's: random bytes without a table.
    QTRY_VERIFY_WITH_TIMEOUT(!model->row(row).layout.pending(), 20000);
    if (::geteuid() == 0) {
        QVERIFY2(model->row(row).layout.layout, qPrintable(model->row(row).layout.error));
        QCOMPARE(model->row(row).layout.layout->whole.kind, VolumeContent::Kind::Random);
    } else {
        QVERIFY2(model->row(row).layout.error.contains(u"needs root"_s),
                 qPrintable(model->row(row).layout.error));
    }

    // The local list changing (hot-plug) leaves it there; Remove takes it off.
    window->deviceModel()->setDevices({fakeDrive(u"/dev/sdy"_s, MiB, u"Other"_s)});
    QCOMPARE(model->rowCount(), 2);
    QVERIFY(model->rowOf(server.uri()) >= 0);

    // Acquire opens the dialog for it, which carries the connection to the request and the
    // equivalent command line; no direct I/O choice, there is no page cache to read around.
    window->deviceView()->selectRow(model->rowOf(server.uri()));
    QAction *remove = action(*window, u"&Remove network source"_s);
    QVERIFY(remove->isEnabled());
    action(*window, u"&Acquire…"_s)->trigger();
    QTRY_VERIFY(window->findChild<AcquisitionDialog *>());
    auto *acquire = window->findChild<AcquisitionDialog *>();
    const AcquisitionRequest request = acquire->request();
    QCOMPARE(request.sourcePath, server.uri());
    QCOMPARE(request.network.timeoutSeconds, 60);
    QCOMPARE(request.network.reconnectAttempts, 5);
    QVERIFY2(request.commandLine.contains(u"--network-timeout 60"_s)
                 && request.commandLine.contains(u"--network-reconnect 5"_s),
             qPrintable(request.commandLine));
    QVERIFY(!acquire->findChild<QLabel *>(u"unencryptedWarning"_s)); // this computer
    QVERIFY(!acquire->findChild<QWidget *>(u"directIo"_s)->isVisibleTo(acquire));
    acquire->reject();

    // Remove is for network drives only.
    window->deviceView()->selectRow(model->rowOf(u"/dev/sdy"_s));
    QVERIFY(!remove->isEnabled());
    window->deviceView()->selectRow(model->rowOf(server.uri()));
    remove->trigger();
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->rowOf(server.uri()), -1);
}

// An iSCSI LUN of the real tgtd, with CHAP: in the list with what the LUN says of itself (vendor,
// product, serial, sizes), and its CHAP file carried to the acquisition's request.
// A server that answers no read (each after ten minutes): its layout is being read when the
// examiner quits. The read gives up at once, the view it reads through is unmounted, and the
// window closes: no view left mounted behind the process.
void TestNetworkSource::quittingStopsALayoutReadOfASilentServer()
{
    if (::geteuid() != 0)
        QSKIP("the layout of a network source is read through a FUSE view: root");
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), randomBytes(MiB, 6)));
    NbdServer server(
        dir, {u"--filter=delay"_s, u"file"_s, dir.filePath(u"disk.img"_s), u"rdelay=600"_s});
    QVERIFY2(server.started(), server.describe().constData());
    // The view's folder goes into this test's own folder, which no other test mounts in.
    const QByteArray tmpdir = qgetenv("TMPDIR");
    qputenv("TMPDIR", dir.path().toLocal8Bit());
    const auto restoreTmpdir = qScopeGuard([&tmpdir] {
        if (tmpdir.isNull())
            qunsetenv("TMPDIR");
        else
            qputenv("TMPDIR", tmpdir);
    });
    QSettings settings(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    std::unique_ptr<MainWindow> window = makeWindow(settings);
    NetworkSourceDialog *dialog = window->prepareNetworkSource();
    dialog->show();
    connectTo(dialog, server.uri());
    DeviceTableModel *model = window->deviceModel();
    QTRY_VERIFY(model->rowOf(server.uri()) >= 0);
    const auto viewsMounted = [&dir] {
        QFile mounts(u"/proc/self/mountinfo"_s);
        return mounts.open(QIODevice::ReadOnly)
               && mounts.readAll().contains(dir.filePath(u"custody-view-"_s).toLocal8Bit());
    };
    QTRY_VERIFY(viewsMounted()); // the read waits for the server
    QVERIFY(model->row(model->rowOf(server.uri())).layout.pending());
    QElapsedTimer quitting;
    quitting.start();
    window->close();
    QTRY_VERIFY_WITH_TIMEOUT(!window->isVisible(), 10000);
    qInfo("quitting took %lld ms", quitting.elapsed());
    QVERIFY(!viewsMounted());
    // Its folder removed, as it was made: empty.
    QCOMPARE(QDir(dir.path()).entryList({u"custody-view-*"_s}, QDir::Dirs | QDir::Hidden),
             QStringList());
}

void TestNetworkSource::addsAnIscsiLunWithChap()
{
    QString why;
    if (!IscsiTarget::isAvailable(&why))
        QSKIP(qPrintable(why));
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), randomBytes(3 * MiB, 9)));
    IscsiTarget target(u"iqn.2026-12.org.custody.test:gui"_s,
                       {{dir.filePath(u"disk.img"_s), u"GUI-SN-7"_s, false}},
                       dir.filePath(u"tgtd.log"_s));
    QVERIFY2(target.start(), qPrintable(target.errorString()));
    QVERIFY2(target.requireChap(u"examiner"_s, u"gui-chap-secret"_s),
             qPrintable(target.errorString()));
    const QString chapFile = dir.filePath(u"lab.chap"_s);
    QVERIFY(writeFile(chapFile, "examiner:gui-chap-secret\n"));
    QVERIFY(QFile::setPermissions(chapFile, QFile::ReadOwner | QFile::WriteOwner));
    QSettings settings(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    const std::unique_ptr<MainWindow> window = makeWindow(settings);
    QTRY_COMPARE(window->deviceModel()->rowCount(), 1);

    // Without the CHAP file the target refuses, and the dialog says so.
    NetworkSourceDialog *dialog = window->prepareNetworkSource();
    dialog->show();
    const QString uri = target.lunUri(1, u"examiner"_s);
    connectTo(dialog, target.lunUri(1));
    auto *message = dialog->findChild<QLabel *>(u"networkMessage"_s);
    QVERIFY2(message->text().contains(u"Authentication failure"_s), qPrintable(message->text()));
    dialog->findChild<QLineEdit *>(u"chapFile"_s)->setText(chapFile);
    connectTo(dialog, uri);
    DeviceTableModel *model = window->deviceModel();
    QTRY_COMPARE(model->rowCount(), 2);
    const int row = model->rowOf(uri);
    QVERIFY(row >= 0);
    const DeviceRow added = model->row(row);
    QVERIFY(added.network && added.network->iscsi);
    QCOMPARE(added.device.model, u"VIRTUAL-DISK"_s);
    QCOMPARE(added.device.serial, u"GUI-SN-7"_s);
    QCOMPARE(added.device.sizeBytes, 3 * MiB);
    QCOMPARE(model->index(row, DeviceTableModel::BusColumn).data().toString(),
             u"iSCSI, CHAP offered as examiner, this computer, not encrypted"_s);
    QCOMPARE(model->index(row, DeviceTableModel::ReadOnlyColumn).data().toString(), u"yes"_s);
    QVERIFY(model->index(row, DeviceTableModel::DeviceColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(u"LUN 1 of the iSCSI target iqn.2026-12.org.custody.test:gui"_s));

    window->deviceView()->selectRow(row);
    action(*window, u"&Acquire…"_s)->trigger();
    QTRY_VERIFY(window->findChild<AcquisitionDialog *>());
    auto *acquire = window->findChild<AcquisitionDialog *>();
    const AcquisitionRequest request = acquire->request();
    QCOMPARE(request.sourcePath, uri);
    QCOMPARE(request.network.chapFile, chapFile);
    QVERIFY2(request.commandLine.contains(u"--chap-file"_s), qPrintable(request.commandLine));
    QVERIFY(!request.commandLine.contains(u"gui-chap-secret"_s));
    acquire->reject();
}

// Cancelled (Escape) while the server is still answering: the late answer adds nothing.
void TestNetworkSource::aLateAnswerAfterCancelIsDropped()
{
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), randomBytes(MiB, 6)));
    NbdServer server(
        dir, {u"--filter=delay"_s, u"file"_s, dir.filePath(u"disk.img"_s), u"delay-open=1500ms"_s});
    QVERIFY2(server.started(), server.describe().constData());
    NetworkSourceDialog dialog;
    dialog.show();
    dialog.findChild<QLineEdit *>(u"uri"_s)->setText(server.uri());
    QTest::mouseClick(dialog.findChild<QPushButton *>(u"connectButton"_s), Qt::LeftButton);
    QVERIFY(dialog.isConnecting());
    QVERIFY(!dialog.findChild<QLineEdit *>(u"tlsPskFile"_s)->isEnabled());
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QTest::qWait(2500); // the server has answered by now
    QVERIFY(!dialog.drive());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
}

void TestNetworkSource::saysWhyAServerCannotBeAdded()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    const std::unique_ptr<MainWindow> window = makeWindow(settings);
    NetworkSourceDialog *dialog = window->prepareNetworkSource();
    dialog->show();
    auto *message = dialog->findChild<QLabel *>(u"networkMessage"_s);

    connectTo(dialog, u"http://192.0.2.1/disk"_s);
    QVERIFY(dialog->isVisible());
    QVERIFY2(message->text().contains(u"is not an NBD or iSCSI URI"_s),
             qPrintable(message->text()));

    // Nobody listening on the socket: the dialog stays, with libnbd's reason.
    connectTo(dialog, u"nbd+unix:///?socket="_s + dir.filePath(u"nobody.sock"_s));
    QVERIFY(dialog->isVisible());
    QVERIFY2(message->text().contains(u"nobody.sock"_s), qPrintable(message->text()));
    QCOMPARE(window->deviceModel()->rowCount(), 1);

    // TLS credentials with a plaintext URI are refused, not ignored.
    dialog->findChild<QLineEdit *>(u"tlsPskFile"_s)->setText(dir.filePath(u"keys.psk"_s));
    connectTo(dialog, u"nbd://192.0.2.1/disk"_s);
    QVERIFY(dialog->isVisible());
    QVERIFY2(message->text().contains(u"plaintext"_s), qPrintable(message->text()));
    dialog->reject();
}

void TestNetworkSource::warnsOfAnUnencryptedTransfer()
{
    NetworkDrive drive;
    drive.uri = u"nbd://192.0.2.7/sda"_s;
    drive.facts.sizeBytes = 8 * MiB;
    drive.facts.sectorBytes = 512;
    drive.facts.transport.uri = drive.uri;
    drive.facts.transport.exportName = u"sda"_s;
    drive.facts.transport.tls = u"none"_s;
    DeviceTableModel model;
    model.addNetworkDrive(drive);
    const QModelIndex bus = model.index(0, DeviceTableModel::BusColumn);
    QCOMPARE(bus.data().toString(), u"NBD, NOT ENCRYPTED"_s);
    QVERIFY(bus.data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(bus.data(Qt::ToolTipRole).toString().contains(u"not encrypted"_s));
    QVERIFY(bus.data(Qt::ToolTipRole).toString().contains(u"writable"_s));

    QTemporaryDir dir;
    QSettings settings(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    AcquisitionDialog dialog(AcquisitionSource::fromNetwork(drive),
                             AcquisitionDefaults::load(settings));
    auto *warning = dialog.findChild<QLabel *>(u"unencryptedWarning"_s);
    QVERIFY(warning);
    QVERIFY(warning->text().contains(u"Not encrypted"_s));

    // Over TLS the list says how, plainly.
    drive.facts.transport.encrypted = true;
    drive.facts.transport.tls = u"PSK"_s;
    drive.facts.transport.tlsIdentity = u"alice"_s;
    drive.facts.transport.serverReadOnly = true;
    model.addNetworkDrive(drive);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(bus.data().toString(), u"NBD over TLS (PSK, alice)"_s);
    QVERIFY(!bus.data(Qt::FontRole).value<QFont>().bold());
}

// Two servers at once, one killed part-way: its tab stops with the map saved, the other one's
// acquisition finishes with the right digest, and the window keeps answering throughout.
void TestNetworkSource::twoServersAtOnceOneDies()
{
    QTemporaryDir dir;
    const QByteArray first = randomBytes(24 * MiB, 1);
    const QByteArray second = randomBytes(24 * MiB, 2);
    QVERIFY(writeFile(dir.filePath(u"first.img"_s), first));
    QVERIFY(writeFile(dir.filePath(u"second.img"_s), second));
    // Slow servers, so that both acquisitions run side by side for a few seconds.
    const QStringList slow{u"--filter=delay"_s, u"--filter=rate"_s};
    NbdServer dying(
        dir,
        slow + QStringList{u"file"_s, dir.filePath(u"first.img"_s), u"rdelay=5ms"_s, u"rate=8M"_s},
        u"first"_s);
    NbdServer staying(
        dir,
        slow + QStringList{u"file"_s, dir.filePath(u"second.img"_s), u"rdelay=5ms"_s, u"rate=8M"_s},
        u"second"_s);
    QVERIFY2(dying.started(), dying.describe().constData());
    QVERIFY2(staying.started(), staying.describe().constData());
    QSettings settings(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    const std::unique_ptr<MainWindow> window = makeWindow(settings);

    QList<AcquisitionPanel *> panels;
    for (const NbdServer *server : {&dying, &staying}) {
        AcquisitionRequest request;
        request.sourcePath = server->uri();
        request.basePath = dir.filePath(server == &dying ? u"dying"_s : u"staying"_s);
        request.settings.hashes = HashAlgorithm::Sha256;
        // One attempt to connect again, a second later, before the dying one gives up.
        request.network.reconnectAttempts = 1;
        request.network.reconnectDelaySeconds = 1;
        request.commandLine = u"custody (test)"_s;
        panels << window->startAcquisition(request);
        QVERIFY(panels.last());
    }
    EventLoopWatch watch;
    // Once the first has written part of its image, its server goes away.
    QTRY_VERIFY_WITH_TIMEOUT(
        QFileInfo(dir.filePath(u"dying.dd"_s)).size() > 0 && panels[0]->isRunning(), 30000);
    QTest::qWait(500);
    // Stopped from a thread of its own: nbdkit takes a while to exit, and the test's event loop
    // must go on meanwhile, as the measure of the window's.
    std::unique_ptr<QThread> stopping(QThread::create([&dying] { dying.stop(); }));
    stopping->start();
    const auto joinStopping = qScopeGuard([&stopping] { stopping->wait(); });
    QTRY_VERIFY_WITH_TIMEOUT(panels[0]->record().has_value(), 60000);
    QCOMPARE(panels[0]->record()->result.status, ImagingOutcome::Status::Failed);
    QVERIFY(panels[0]->record()->result.error);
    QCOMPARE(panels[0]->record()->result.error->code, u"SourceVanished"_s);
    QVERIFY(QFileInfo::exists(dir.filePath(u"dying.map"_s)));
    QVERIFY(panels[1]->isRunning()); // the other one goes on

    QTRY_VERIFY_WITH_TIMEOUT(panels[1]->record().has_value(), 120000);
    QCOMPARE(panels[1]->record()->result.status, ImagingOutcome::Status::Completed);
    QCOMPARE(panels[1]->record()->hashes.value(0).hex, sha256Of(second));
    QVERIFY(readFile(dir.filePath(u"staying.dd"_s)) == second);
    qInfo("longest the event loop was away: %lld ms", watch.longestGapMs());
    QVERIFY2(watch.longestGapMs() < 1000, qPrintable(QString::number(watch.longestGapMs())));
}

// A server that answers each read after half a second: progress shows, and Cancel ends the run
// without waiting for the reads the source keeps in flight to be answered one by one.
void TestNetworkSource::cancelOnASlowServer()
{
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(u"disk.img"_s), randomBytes(64 * MiB, 3)));
    NbdServer server(
        dir, {u"--filter=delay"_s, u"file"_s, dir.filePath(u"disk.img"_s), u"rdelay=500ms"_s});
    QVERIFY2(server.started(), server.describe().constData());
    QSettings settings(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    const std::unique_ptr<MainWindow> window = makeWindow(settings);
    AcquisitionRequest request;
    request.sourcePath = server.uri();
    request.basePath = dir.filePath(u"slow"_s);
    request.commandLine = u"custody (test)"_s;
    request.readLayout = false; // its reads through this server would take most of the wait below
    AcquisitionPanel *panel = window->startAcquisition(request);
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(dir.filePath(u"slow.dd"_s)).size() > 0, 30000);
    QElapsedTimer cancelled;
    cancelled.start();
    panel->cancelWithoutAsking();
    QTRY_VERIFY_WITH_TIMEOUT(panel->record().has_value(), 30000);
    qInfo("cancel took %lld ms", cancelled.elapsed());
    QCOMPARE(panel->record()->result.status, ImagingOutcome::Status::Cancelled);
    QVERIFY2(cancelled.elapsed() < 3000, qPrintable(QString::number(cancelled.elapsed())));
}

QTEST_MAIN(TestNetworkSource)
#include "tst_networksource.moc"
