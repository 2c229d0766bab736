// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "devicemonitor.h"
#include "fakedeviceenumerator.h"
#include "models/devicetablemodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <grp.h>
#include <unistd.h>

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

QTEST_MAIN(TestDeviceTableModel)
#include "tst_devicetablemodel.moc"
