// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "drivelab.h"
#include "testfiles.h"

#include <QDeadlineTimer>
#include <QTest>
#include <QThread>

using namespace Custody::Test;

namespace {

constexpr qint64 MiB = 1024 * 1024;
const QString drivelist = QStringLiteral(CUSTODY_DRIVELIST_PATH);

// A drive as the drive list must show it: its Model, Serial and Bus columns.
struct ListedDrive
{
    QString id; // the lab's drive
    QString model;
    QString serial;
    QString bus;

    QString row() const { return model + QLatin1Char('\t') + serial + QLatin1Char('\t') + bus; }
};

const ListedDrive stick{QStringLiteral("stick"), QStringLiteral("QEMU HARDDISK"),
                        QStringLiteral("LABLISTUSB"), QStringLiteral("USB")};
const ListedDrive nvme{QStringLiteral("nvme"), QStringLiteral("QEMU NVMe Ctrl"),
                       QStringLiteral("LABLISTNVME"), QStringLiteral("NVMe")};
// A drive that stays: the list changes by the drives that come and go, no more.
const ListedDrive disk{QStringLiteral("disk"), QStringLiteral("LAB LIST DISK"),
                       QStringLiteral("LABLISTATA"), QStringLiteral("SATA/ATA")};

// The guest runs the drive list, first with no udevd (the enumerator hears the kernel's uevents),
// then with udevd (udev's own events and database), each until the host says PHASE-done.
QString guestScript()
{
    return QString::fromUtf8(R"script(set -u
cd /run/lab
export QT_QPA_PLATFORM=offscreen
# The kernel's messages, for a failure's diagnosis: how it saw each drive come and go.
cat /dev/kmsg > dmesg &
for phase in kernel udev; do
    if [ $phase = udev ]; then
        # The script runs in a chroot below the guest's init, where udevadm would refuse to
        # trigger.
        export SYSTEMD_IGNORE_CHROOT=1
        /lib/systemd/systemd-udevd --daemon
        udevadm trigger --action=add
        udevadm settle
    fi
    %1 $phase.rows 2> $phase.err &
    watcher=$!
    while [ ! -f $phase-done ]; do sleep 0.2; done
    kill $watcher
    wait $watcher || true
done
)script")
        .arg(drivelist);
}

// The rows the list showed last, without the device names (which the kernel chooses).
QStringList shownRows(const QString &rowsFile)
{
    QStringList rows;
    for (const QByteArray &line : readFile(rowsFile).split('\n')) {
        const qsizetype tab = line.indexOf('\t');
        if (tab > 0)
            rows << QString::fromUtf8(line.mid(tab + 1));
    }
    return rows;
}

// What the guest's kernel said of the drives coming and going, for a failure's message.
QString kernelOnHotplug(const DriveLab &lab)
{
    QStringList said;
    for (const QByteArray &line :
         readFile(lab.sharedFolder() + QStringLiteral("/dmesg")).split('\n')) {
        if (line.contains("pciehp") || line.contains("nvme") || line.contains("usb "))
            said << QString::fromUtf8(line.mid(line.indexOf(';') + 1));
    }
    return said.mid(said.size() - 30).join(QLatin1Char('\n'));
}

} // namespace

// The GUI's drive list (the main window's DeviceMonitor and DeviceTableModel) in a QEMU guest
// whose USB stick and NVMe controller are pulled out and plugged back: their rows vanish and
// come back with their model, serial number and bus, from the kernel's uevents alone and with
// udevd.
class TestDriveLabDriveList : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void drivesAppearAndVanish();

private:
    // Waits until the list shows exactly `present` of the lab's drives.
    void expectRows(const DriveLab &lab, const QString &phase, const QList<ListedDrive> &present);
};

void TestDriveLabDriveList::initTestCase()
{
    const QString why = DriveLab::unavailableReason();
    if (!why.isEmpty())
        QSKIP(qPrintable(why));
}

void TestDriveLabDriveList::expectRows(const DriveLab &lab, const QString &phase,
                                       const QList<ListedDrive> &present)
{
    QStringList wanted;
    for (const ListedDrive &drive : present)
        wanted << drive.row();
    wanted.sort();
    const QString rowsFile
        = lab.sharedFolder() + QLatin1Char('/') + phase + QStringLiteral(".rows");
    QStringList shown;
    // Generous: a guest under TCG on a busy machine takes seconds for each uevent and smartctl.
    const QDeadlineTimer deadline(180 * 1000);
    while (!deadline.hasExpired()) {
        shown = shownRows(rowsFile);
        shown.sort();
        if (shown == wanted)
            return;
        QThread::msleep(200);
    }
    const QByteArray errors
        = readFile(lab.sharedFolder() + QLatin1Char('/') + phase + QStringLiteral(".err"));
    qInfo().noquote() << kernelOnHotplug(lab);
    QFAIL(qPrintable(QStringLiteral("%1: the list shows\n%2\ninstead of\n%3\n%4")
                         .arg(phase, shown.join(QLatin1Char('\n')), wanted.join(QLatin1Char('\n')),
                              QString::fromUtf8(errors))));
}

void TestDriveLabDriveList::drivesAppearAndVanish()
{
    DriveLab lab;
    const auto add = [&lab](const ListedDrive &listed, LabDrive::Kind kind) {
        LabDrive drive;
        drive.kind = kind;
        drive.id = listed.id;
        drive.image = lab.makeMedium(listed.id + QStringLiteral(".raw"), 2 * MiB);
        drive.serial = listed.serial;
        if (kind == LabDrive::Kind::Ata)
            drive.model = listed.model;
        drive.hotPluggable = kind == LabDrive::Kind::Nvme;
        lab.addDrive(drive);
        return !drive.image.isEmpty();
    };
    QVERIFY(add(disk, LabDrive::Kind::Ata));
    QVERIFY(add(stick, LabDrive::Kind::UsbStorage));
    QVERIFY(add(nvme, LabDrive::Kind::Nvme));
    QVERIFY(lab.start(guestScript()));
    for (const QString &phase : {QStringLiteral("kernel"), QStringLiteral("udev")}) {
        expectRows(lab, phase, {disk, stick, nvme});
        QVERIFY2(lab.unplug(stick.id), qPrintable(lab.lastQmpError()));
        expectRows(lab, phase, {disk, nvme});
        QVERIFY2(lab.unplug(nvme.id), qPrintable(lab.lastQmpError()));
        expectRows(lab, phase, {disk});
        QVERIFY2(lab.plug(stick.id), qPrintable(lab.lastQmpError()));
        expectRows(lab, phase, {disk, stick});
        // The guest lets the controller go (its slot powered off) a moment after its disk.
        QTRY_VERIFY2_WITH_TIMEOUT(!lab.isPlugged(nvme.id), qPrintable(kernelOnHotplug(lab)),
                                  120000);
        QVERIFY2(lab.plug(nvme.id), qPrintable(lab.lastQmpError()));
        expectRows(lab, phase, {disk, stick, nvme});
        QVERIFY(
            writeFile(lab.sharedFolder() + QLatin1Char('/') + phase + QStringLiteral("-done"), {}));
    }
    const GuestRun run = lab.finish();
    QVERIFY2(run.exitStatus == 0, run.describe());
}

QTEST_GUILESS_MAIN(TestDriveLabDriveList)
#include "tst_drivelabdrivelist.moc"
