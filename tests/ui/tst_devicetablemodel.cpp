// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "devicedetailspane.h"
#include "devicemonitor.h"
#include "fakedeviceenumerator.h"
#include "hiddenareafixtures.h"
#include "models/devicetablemodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

#include <grp.h>
#include <unistd.h>

#include <mutex>
#include <vector>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

class TestDeviceTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void passesTheModelTester();
    void hotPlugKeepsTheSelection();
    void showsSizeSectorsAndMounts();
    void monitorFeedsTheModelWithSmartAndAccess();
    void smartUnavailableExplainsWhy();
    void unreadableDriveSaysHowToGetAccess();
    void showsWhatADriveHides();
    void monitorAsksEveryDriveWhatItHides();
    void detailsSayWhatADriveHidesAndHowItWasFound();
};

namespace {

// Runs `check` as the unprivileged user and group "nobody" without supplementary groups when the
// test runs as root. access(2) looks at the real ids, so real and effective ids change; the
// saved ids 0 bring root back, and root then restores its groups, on every way out (a failed
// QCOMPARE returns early), so that later tests run as root again.
template<typename Check>
void asUnprivilegedUser(Check check)
{
    if (geteuid() != 0) {
        check();
        return;
    }
    std::vector<gid_t> groups(size_t(getgroups(0, nullptr)));
    groups.resize(size_t(getgroups(int(groups.size()), groups.data())));
    struct RestoreRoot
    {
        const std::vector<gid_t> &groups;
        ~RestoreRoot()
        {
            if (setresuid(0, 0, 0) != 0 || setresgid(0, 0, 0) != 0
                || setgroups(groups.size(), groups.data()) != 0)
                qFatal("cannot become root again");
        }
    } restore{groups};
    QCOMPARE(setgroups(0, nullptr), 0);
    QCOMPARE(setresgid(65534, 65534, 0), 0);
    QCOMPARE(setresuid(65534, 65534, 0), 0);
    check();
}

} // namespace

void TestDeviceTableModel::passesTheModelTester()
{
    DeviceTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.addOrUpdate(fakeDrive(u"/dev/sdc"_s, 1000, u"C"_s));
    model.addOrUpdate(fakeDrive(u"/dev/sda"_s, 2000, u"A"_s));
    model.addOrUpdate(fakeDrive(u"/dev/sdb"_s, 3000, u"B"_s));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(0, DeviceTableModel::DeviceColumn).data().toString(), u"/dev/sda"_s);
    QCOMPARE(model.index(2, DeviceTableModel::DeviceColumn).data().toString(), u"/dev/sdc"_s);
    model.addOrUpdate(fakeDrive(u"/dev/sdb"_s, 4000, u"B2"_s));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(1, DeviceTableModel::ModelColumn).data().toString(), u"B2"_s);
    model.remove(fakeDrive(u"/dev/sda"_s, 0, {}));
    model.setDevices({fakeDrive(u"/dev/sdd"_s, 5, u"D"_s)});
    QCOMPARE(model.rowCount(), 1);
    SmartStatus status;
    status.pending = false;
    model.setSmartStatus(u"/dev/sdd"_s, status);
    QCOMPARE(model.index(0, DeviceTableModel::SmartColumn).data().toString(), u"Unavailable"_s);
}

void TestDeviceTableModel::hotPlugKeepsTheSelection()
{
    DeviceTableModel model;
    QTableView view;
    view.setModel(&model);
    view.setSelectionBehavior(QAbstractItemView::SelectRows);
    model.addOrUpdate(fakeDrive(u"/dev/sdb"_s, 1000, u"B"_s));
    model.addOrUpdate(fakeDrive(u"/dev/sdd"_s, 1000, u"D"_s));
    view.selectRow(1);
    const auto selectedPath = [&view] {
        const QModelIndexList rows = view.selectionModel()->selectedRows();
        return rows.size() == 1 ? rows[0].data(DeviceTableModel::DevicePathRole).toString()
                                : QString();
    };
    QCOMPARE(selectedPath(), u"/dev/sdd"_s);
    model.addOrUpdate(fakeDrive(u"/dev/sda"_s, 1000, u"A"_s)); // inserted above
    QCOMPARE(selectedPath(), u"/dev/sdd"_s);
    model.remove(fakeDrive(u"/dev/sdb"_s, 0, {})); // removed above
    QCOMPARE(selectedPath(), u"/dev/sdd"_s);
    model.addOrUpdate(fakeDrive(u"/dev/sdd"_s, 2000, u"D"_s)); // changed in place
    QCOMPARE(selectedPath(), u"/dev/sdd"_s);
    model.remove(fakeDrive(u"/dev/sdd"_s, 0, {}));
    QCOMPARE(selectedPath(), QString());
}

void TestDeviceTableModel::showsSizeSectorsAndMounts()
{
    DeviceTableModel model;
    DeviceInfo device = fakeDrive(u"/dev/sdb"_s, 500107862016, u"Disk"_s);
    PartitionInfo partition;
    partition.devicePath = u"/dev/sdb1"_s;
    partition.partitionNumber = 1;
    partition.mountPoints = {u"/media/evidence"_s};
    device.partitions = {partition};
    device.writeProtection = WriteProtection::ReadOnly;
    model.addOrUpdate(device);
    const auto cell = [&model](int column, int role = Qt::DisplayRole) {
        return model.index(0, column).data(role);
    };
    QVERIFY(!cell(DeviceTableModel::SizeColumn).toString().isEmpty());
    QCOMPARE(cell(DeviceTableModel::BytesColumn).toString(), QLocale().toString(500107862016LL));
    QCOMPARE(cell(DeviceTableModel::SectorColumn).toString(), u"512 / 4096"_s);
    QCOMPARE(cell(DeviceTableModel::BusColumn).toString(), u"USB"_s);
    QCOMPARE(cell(DeviceTableModel::ReadOnlyColumn).toString(), u"yes"_s);
    QVERIFY(cell(DeviceTableModel::MountedColumn).toString().contains(u"/media/evidence"_s));
    QVERIFY(cell(DeviceTableModel::MountedColumn, Qt::ForegroundRole).isValid());
    QVERIFY(
        cell(DeviceTableModel::MountedColumn, Qt::ToolTipRole).toString().contains(u"/dev/sdb1"_s));
}

void TestDeviceTableModel::monitorFeedsTheModelWithSmartAndAccess()
{
    auto enumerator = std::make_unique<FakeDeviceEnumerator>(
        QList<DeviceInfo>{fakeDrive(u"/dev/null"_s, 1000, u"Readable"_s)});
    FakeDeviceEnumerator *fake = enumerator.get();
    DeviceMonitor monitor(std::move(enumerator), [](const QString &path) {
        SmartReport report; // runs on a pool thread, as smartctl would
        report.devicePath = path;
        report.model = u"Fake"_s;
        report.health = SmartHealth::Failed;
        report.protocol = u"ATA"_s;
        return Result<SmartReport>(report);
    });
    DeviceTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    connect(&monitor, &DeviceMonitor::deviceAdded, &model, &DeviceTableModel::addOrUpdate);
    connect(&monitor, &DeviceMonitor::deviceRemoved, &model, &DeviceTableModel::remove);
    connect(&monitor, &DeviceMonitor::smartStatusChanged, &model,
            &DeviceTableModel::setSmartStatus);
    connect(&monitor, &DeviceMonitor::accessProblemChanged, &model,
            &DeviceTableModel::setAccessProblem);
    monitor.start();
    QTRY_COMPARE(model.rowCount(), 1);
    QTRY_COMPARE(model.index(0, DeviceTableModel::SmartColumn).data().toString(), u"Failing"_s);
    QVERIFY(model.row(0).accessProblem.isEmpty());

    fake->plug(fakeDrive(u"/nonexistent/sdz"_s, 2000, u"Missing"_s));
    QTRY_COMPARE(model.rowCount(), 2);
    QTRY_VERIFY(!model.row(model.rowOf(u"/nonexistent/sdz"_s)).accessProblem.isEmpty());
    fake->unplug(u"/dev/null"_s);
    QTRY_COMPARE(model.rowCount(), 1);
    QCOMPARE(model.row(0).device.devicePath, u"/nonexistent/sdz"_s);
}

void TestDeviceTableModel::smartUnavailableExplainsWhy()
{
    Error error;
    error.code = Error::Code::ToolMissing;
    error.detail = u"smartctl is not installed"_s;
    const SmartStatus missing = DeviceMonitor::smartStatusFrom(Result<SmartReport>(error));
    QCOMPARE(missing.badge(), SmartStatus::Badge::Unavailable);
    QVERIFY(!missing.explanation().isEmpty());
    QVERIFY(missing.capturedAt.isValid());
    QCOMPARE(SmartStatus().badge(), SmartStatus::Badge::Checking);
}

void TestDeviceTableModel::unreadableDriveSaysHowToGetAccess()
{
    // A "drive" only its owner may read, in a folder everybody may enter; owned by root:disk
    // when the test runs as root, as block devices are.
    QTemporaryDir folder;
    QVERIFY(QFile::setPermissions(folder.path(), QFile::ReadOwner | QFile::WriteOwner
                                                     | QFile::ExeOwner | QFile::ReadOther
                                                     | QFile::ExeOther));
    const QString drive = folder.filePath(u"sdq"_s);
    QFile file(drive);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    if (geteuid() == 0) {
        const group *disk = getgrnam("disk");
        QVERIFY(chown(QFile::encodeName(drive).constData(), 0, disk ? disk->gr_gid : 0) == 0);
    }
    QVERIFY(QFile::setPermissions(drive, geteuid() == 0 ? QFile::ReadOwner : QFile::Permissions()));
    const QString group = QFileInfo(drive).group();
    QVERIFY(!group.isEmpty());

    QString problem;
    asUnprivilegedUser([&] { problem = DeviceMonitor::accessProblem(drive); });
    QVERIFY2(problem.contains(drive), qPrintable(problem));
    QVERIFY2(problem.contains(u'"' + group + u'"'), qPrintable(problem));
    QVERIFY2(problem.contains(u"Run as administrator"_s), qPrintable(problem));
    QVERIFY2(problem.contains(u"custody-pkexec"_s), qPrintable(problem));

    // Readable: no problem. Gone: says so rather than blaming permissions.
    QVERIFY(DeviceMonitor::accessProblem(u"/dev/null"_s).isEmpty());
    QVERIFY(
        DeviceMonitor::accessProblem(folder.filePath(u"gone"_s)).contains(u"no longer exists"_s));
}

void TestDeviceTableModel::showsWhatADriveHides()
{
    DeviceTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.addOrUpdate(fakeDrive(u"/dev/sdb"_s, 1000 * 512, u"Disk"_s));
    const auto cell = [&model](int role = Qt::DisplayRole) {
        return model.index(0, DeviceTableModel::HiddenAreasColumn).data(role);
    };
    QCOMPARE(cell().toString(), u"checking…"_s);
    QVERIFY(!cell(Qt::ForegroundRole).isValid());

    model.setHiddenAreas(u"/dev/sdb"_s, HiddenAreaStatus{driveWithHpa(1000, 2048)});
    QCOMPARE(cell().toString(), u"HPA of 2,048 sectors"_s);
    QVERIFY(cell(Qt::ForegroundRole).isValid());
    QVERIFY(cell(Qt::FontRole).value<QFont>().bold());
    const QString tip = cell(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(u"from sector 1,000"_s), qPrintable(tip));
    QVERIFY2(tip.contains(u"Found by READ NATIVE MAX ADDRESS EXT"_s), qPrintable(tip));
    QVERIFY2(tip.contains(u"never removes an HPA or DCO"_s), qPrintable(tip));
    QVERIFY(!model.headerData(DeviceTableModel::HiddenAreasColumn, Qt::Horizontal, Qt::ToolTipRole)
                 .toString()
                 .isEmpty());

    // Unknown: the reason and what to do, in a quiet colour.
    model.setHiddenAreas(u"/dev/sdb"_s, HiddenAreaStatus{driveBehindUsb(1000)});
    QCOMPARE(cell().toString(), u"unknown"_s);
    QVERIFY(!cell(Qt::ForegroundRole).isValid());
    QVERIFY2(cell(Qt::ToolTipRole).toString().contains(u"Connect the drive directly to SATA"_s),
             qPrintable(cell(Qt::ToolTipRole).toString()));

    // A drive of another machine is never asked: not a drive here, and it stays so.
    NetworkDrive network;
    network.uri = u"nbd://192.0.2.10/sda"_s;
    network.facts.sizeBytes = 1 << 20;
    network.facts.sectorBytes = 512;
    model.addNetworkDrive(network);
    const int remote = model.rowOf(network.uri);
    QCOMPARE(model.index(remote, DeviceTableModel::HiddenAreasColumn).data().toString(),
             u"not a drive"_s);
    model.setHiddenAreas(network.uri, HiddenAreaStatus{driveWithHpa(1000, 8)});
    QCOMPARE(model.index(remote, DeviceTableModel::HiddenAreasColumn).data().toString(),
             u"not a drive"_s);
}

void TestDeviceTableModel::monitorAsksEveryDriveWhatItHides()
{
    auto enumerator = std::make_unique<FakeDeviceEnumerator>(
        QList<DeviceInfo>{fakeDrive(u"/dev/sdb"_s, 1000 * 512, u"Hiding"_s),
                          fakeDrive(u"/dev/sdc"_s, 1000 * 512, u"Plain"_s)});
    DeviceMonitor monitor(std::move(enumerator),
                          [](const QString &) { return Result<SmartReport>(SmartReport{}); });
    std::mutex askedLock;
    QSet<QString> askedOffTheGuiThread;
    monitor.setHiddenAreasQuery([&](const QString &path) {
        // On a pool thread, as the probe's commands would run.
        if (QThread::currentThread() != qApp->thread()) {
            const std::lock_guard lock(askedLock);
            askedOffTheGuiThread.insert(path);
        }
        return path == u"/dev/sdb"_s ? driveWithHpa(1000, 24) : driveBehindUsb(1000);
    });
    DeviceTableModel model;
    connect(&monitor, &DeviceMonitor::deviceAdded, &model, &DeviceTableModel::addOrUpdate);
    connect(&monitor, &DeviceMonitor::hiddenAreasChanged, &model,
            &DeviceTableModel::setHiddenAreas);
    monitor.start();
    QTRY_COMPARE(model.rowCount(), 2);
    const auto text = [&model](const QString &path) {
        return model.index(model.rowOf(path), DeviceTableModel::HiddenAreasColumn)
            .data()
            .toString();
    };
    QTRY_COMPARE(text(u"/dev/sdb"_s), u"HPA of 24 sectors"_s);
    QTRY_COMPARE(text(u"/dev/sdc"_s), u"unknown"_s);
    // Asked again on a refresh: "checking…" until the answer is back.
    QSignalSpy changed(&monitor, &DeviceMonitor::hiddenAreasChanged);
    monitor.refreshHiddenAreas(u"/dev/sdb"_s);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(text(u"/dev/sdb"_s), u"checking…"_s);
    QTRY_COMPARE(text(u"/dev/sdb"_s), u"HPA of 24 sectors"_s);
    const std::lock_guard lock(askedLock);
    QCOMPARE(askedOffTheGuiThread, (QSet<QString>{u"/dev/sdb"_s, u"/dev/sdc"_s}));
}

void TestDeviceTableModel::detailsSayWhatADriveHidesAndHowItWasFound()
{
    DeviceRow row;
    row.device = fakeDrive(u"/dev/sdb"_s, 1000 * 512, u"Disk"_s);
    const auto plain = [&row] {
        QTextDocument document;
        document.setHtml(DeviceDetailsPane::html(row));
        return document.toPlainText().simplified();
    };
    QVERIFY2(plain().contains(u"Hidden areas checking…"_s), qPrintable(plain()));

    row.hiddenAreas.areas = driveWithHpa(1000, 2048);
    QString text = plain();
    QVERIFY2(text.contains(u"Sectors the drive shows 1,000 sectors of 512 bytes"_s),
             qPrintable(text));
    QVERIFY2(text.contains(u"Native size 3,048 sectors of 512 bytes"_s), qPrintable(text));
    QVERIFY2(text.contains(u"A Host Protected Area (HPA) of 2,048 sectors (1.0 MiB) from sector "
                           "1,000. Found by READ NATIVE MAX ADDRESS EXT (ATA PASS-THROUGH 16)."_s),
             qPrintable(text));
    QVERIFY2(text.contains(u"Commands sent (read-only): IDENTIFY DEVICE"_s), qPrintable(text));

    // Unknown: why, and what to do.
    row.hiddenAreas.areas = driveBehindUsb(1000);
    text = plain();
    QVERIFY2(text.contains(u"Native size unknown"_s), qPrintable(text));
    QVERIFY2(text.contains(u"(IDENTIFY DEVICE: sense key ILLEGAL REQUEST). Connect the drive "
                           "directly to SATA"_s),
             qPrintable(text));

    // An NVMe namespace: the controller's other namespaces, and the one the kernel cannot show.
    HiddenAreas nvme;
    nvme.state = HiddenAreas::State::Found;
    nvme.visibleSectors = nvme.nativeSectors = 1000;
    nvme.logicalSectorBytes = 512;
    HiddenAreaFinding detached;
    detached.kind = HiddenAreaFinding::Kind::DetachedNamespace;
    detached.namespaceId = 3;
    detached.sectors = 16384;
    detached.bytes = 16384 * 512;
    detached.obtainedBy = u"NVMe Identify CNS 0x10"_s;
    nvme.findings = {detached};
    nvme.otherNamespaces = {OtherNamespace{2, 2048, 512, u"/dev/nvme0n2"_s}};
    row.hiddenAreas.areas = nvme;
    text = plain();
    QVERIFY2(text.contains(u"NVMe namespace 3 of 16,384 sectors (8.0 MiB) is allocated but not "
                           "attached: the kernel shows no device for it."_s),
             qPrintable(text));
    QVERIFY2(text.contains(u"Other namespaces of this controller: Namespace 2: 2,048 sectors of "
                           "512 bytes (1.0 MiB), its own device /dev/nvme0n2"_s),
             qPrintable(text));
}

QTEST_MAIN(TestDeviceTableModel)
#include "tst_devicetablemodel.moc"
