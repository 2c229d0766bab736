// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "drivelab.h"
#include "labscript.h"
#include "testfiles.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Custody::Test;

namespace {

constexpr qint64 MiB = 1024 * 1024;
const QString cli = QStringLiteral(CUSTODY_CLI_PATH);

// What a drive must be called, wherever Custody names it.
struct Identity
{
    QString name;     // the drive's LabDrive id, and the name of its files in the share
    QString sysfsBus; // what its sysfs path contains (disk_on)
    QString bus;      // Custody's bus name
    QString vendor;
    QString model;
    QString serial;
    QString firmware;
    int logicalSectorBytes = 512;
    int physicalSectorBytes = 512;
    QString byIdLink; // udev's link, which Custody takes as the stable id
};

// A drive of 4096-byte sectors (4Kn).
LabDrive labDrive4Kn(LabDrive::Kind kind, const QString &id, const QString &serial)
{
    LabDrive drive = labDrive(kind, id, serial);
    drive.logicalBlockBytes = drive.physicalBlockBytes = 4096;
    return drive;
}

// What a drive must be called as QEMU was told.
Identity told(const LabDrive &drive, const QString &sysfsBus, const QString &bus,
              const QString &byIdLink)
{
    return {drive.id,
            sysfsBus,
            bus,
            drive.vendor,
            drive.model,
            drive.serial,
            drive.firmware,
            drive.logicalBlockBytes,
            drive.physicalBlockBytes,
            byIdLink};
}

// How a device list entry or a record's source (the same field names) differs from what the
// drive must be called: empty when it does not.
QString identityMismatch(const QJsonObject &described, const Identity &expected, qint64 sizeBytes)
{
    return mismatches(described,
                      {{QLatin1String("bus"), expected.bus},
                       {QLatin1String("vendor"), expected.vendor},
                       {QLatin1String("model"), expected.model},
                       {QLatin1String("serial"), expected.serial},
                       {QLatin1String("firmware"), expected.firmware},
                       {QLatin1String("logicalSectorBytes"), expected.logicalSectorBytes},
                       {QLatin1String("physicalSectorBytes"), expected.physicalSectorBytes},
                       {QLatin1String("sizeBytes"), sizeBytes}});
}

} // namespace

// Identity as the guest's real kernel drivers present it (ATA through libata, NVMe, SCSI behind
// virtio-scsi, USB mass storage): what custody-cli says about a drive is what QEMU was told.
class TestDriveLabIdentity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void identityWithAndWithoutUdev();
};

void TestDriveLabIdentity::initTestCase()
{
    const QString why = DriveLab::unavailableReason();
    if (!why.isEmpty())
        QSKIP(qPrintable(why));
}

// The device list and the record name every drive by what QEMU was told: with udevd running, as
// on examiners' machines, and from sysfs alone, as where no udevd runs (a rescue system, a
// container). ATA model and firmware strings longer than SCSI INQUIRY holds, a SCSI disk's
// vendor and VPD serial, a USB stick's serial, an NVMe namespace behind the kernel's multipath
// node and each drive's sector sizes.
void TestDriveLabIdentity::identityWithAndWithoutUdev()
{
    DriveLab lab;
    const qint64 sizeBytes = MiB;
    QHash<QString, QString> media; // the raw medium of each drive, by its id
    using Kind = LabDrive::Kind;
    // ATA strings longer than SCSI INQUIRY holds (16 characters of model, 4 of firmware), on a
    // 512e drive.
    LabDrive ata = labDrive(Kind::Ata, QStringLiteral("ata"), QStringLiteral("LABATA-0001"));
    ata.model = QStringLiteral("LAB Identity ATA Disk 7");
    ata.firmware = QStringLiteral("LAB1.23A");
    ata.physicalBlockBytes = 4096;
    const LabDrive nvme
        = labDrive4Kn(Kind::Nvme, QStringLiteral("nvme"), QStringLiteral("LABNVME0001"));
    LabDrive scsi = labDrive4Kn(Kind::Scsi, QStringLiteral("scsi"), QStringLiteral("LABSCSI0001"));
    scsi.vendor = QStringLiteral("LABVENDR");
    scsi.model = QStringLiteral("LAB SCSI PRODUCT");
    scsi.firmware = QStringLiteral("L123");
    const LabDrive usb
        = labDrive(Kind::UsbStorage, QStringLiteral("usb"), QStringLiteral("LABUSB0001"));
    // A controller of a subsystem that may have several: the kernel's namespace device is its
    // multipath node, below the subsystem.
    LabDrive multipath
        = labDrive(Kind::Nvme, QStringLiteral("multipath"), QStringLiteral("LABNVMESUB01"));
    multipath.namespaces << LabDrive::Namespace{};
    QList<Identity> drives{
        told(ata, QStringLiteral("/ata"), QStringLiteral("ata"),
             QStringLiteral("ata-LAB_Identity_ATA_Disk_7_LABATA-0001")),
        told(nvme, QStringLiteral("/nvme/"), QStringLiteral("nvme"),
             QStringLiteral("nvme-QEMU_NVMe_Ctrl_LABNVME0001")),
        told(scsi, QStringLiteral("/virtio"), QStringLiteral("scsi"),
             QStringLiteral("scsi-0LABVENDRLAB_SCSI_PRODUCTLABSCSI0001")),
        told(usb, QStringLiteral("/usb"), QStringLiteral("usb"),
             QStringLiteral("usb-QEMU_QEMU_HARDDISK_LABUSB0001-0:0")),
        told(multipath, QStringLiteral("/nvme-subsystem/"), QStringLiteral("nvme"),
             QStringLiteral("nvme-QEMU_NVMe_Ctrl_LABNVMESUB01")),
    };
    // What QEMU makes up itself: its NVMe controllers' model and usb-storage's INQUIRY strings;
    // the firmware of both is its version, read from the guest kernel's sysfs below.
    drives[1].model = QStringLiteral("QEMU NVMe Ctrl");
    drives[3].vendor = QStringLiteral("QEMU");
    drives[3].model = QStringLiteral("QEMU HARDDISK");
    drives[4].model = QStringLiteral("QEMU NVMe Ctrl");
    for (LabDrive drive : {ata, nvme, scsi, usb, multipath}) {
        const QString medium = lab.makeMedium(drive.id + QStringLiteral(".raw"), sizeBytes);
        QVERIFY(!medium.isEmpty());
        media.insert(drive.id, medium);
        (drive.namespaces.isEmpty() ? drive.image : drive.namespaces.first().image) = medium;
        lab.addDrive(drive);
    }

    QString script = labScriptFunctions();
    for (const Identity &drive : std::as_const(drives))
        script += QStringLiteral("%1=$(disk_on %2)\necho $%1 > /run/lab/%1.device\n")
                      .arg(drive.name, drive.sysfsBus);
    script += QStringLiteral(R"sh(
attribute $nvme device/firmware_rev > /run/lab/nvme.firmware
attribute $multipath device/firmware_rev > /run/lab/multipath.firmware
attribute $usb device/rev > /run/lab/usb.firmware
%1 devices --json > /run/lab/devices-sysfs.json
# The script runs in a chroot below the guest's init, where udevadm would refuse to trigger.
export SYSTEMD_IGNORE_CHROOT=1
/lib/systemd/systemd-udevd --daemon
udevadm trigger --action=add
udevadm settle
%1 devices --json > /run/lab/devices-udev.json
)sh")
                  .arg(cli);
    for (const Identity &drive : std::as_const(drives))
        script += labAcquire(QLatin1Char('$') + drive.name, drive.name,
                             QStringLiteral("--no-smart --hash sha256"));
    const GuestRun run = lab.run(script);
    QVERIFY2(run.exitStatus == 0, run.describe());

    const QJsonObject sysfsOnly = sharedJson(lab, QStringLiteral("devices-sysfs.json"));
    const QJsonObject withUdev = sharedJson(lab, QStringLiteral("devices-udev.json"));
    for (Identity &drive : drives) {
        if (drive.firmware.isEmpty())
            drive.firmware = sharedText(lab, drive.name + QStringLiteral(".firmware"));
        QVERIFY(!drive.firmware.isEmpty());
        const QString devicePath = sharedText(lab, drive.name + QStringLiteral(".device"));
        const auto check = [&](const QJsonObject &described, const QString &where) {
            const QString mismatch = identityMismatch(described, drive, sizeBytes);
            QVERIFY2(mismatch.isEmpty(), qPrintable(drive.name + QStringLiteral(", ") + where
                                                    + QStringLiteral(": ") + mismatch));
        };
        check(listedDevice(sysfsOnly, devicePath), QStringLiteral("devices without udevd"));
        check(listedDevice(withUdev, devicePath), QStringLiteral("devices with udevd"));
        // With udevd the drive has its /dev/disk/by-id name: proof that udev's database was read.
        QCOMPARE(listedDevice(withUdev, devicePath)[QStringLiteral("stableId")].toString(),
                 QStringLiteral("/dev/disk/by-id/") + drive.byIdLink);

        const QJsonObject record = acquisitionRecord(lab, drive.name);
        const QJsonObject source = record[QStringLiteral("source")].toObject();
        QCOMPARE(source[QStringLiteral("path")].toString(), devicePath);
        check(source, QStringLiteral("the record's source"));
        check(source[QStringLiteral("drive")].toObject(), QStringLiteral("the record's drive"));
        QCOMPARE(record[QStringLiteral("result")][QStringLiteral("status")].toString(),
                 QStringLiteral("completed"));
        QVERIFY2(sharedBytes(lab, drive.name + QStringLiteral(".dd"))
                     == readFile(media[drive.name]),
                 qPrintable(drive.name + QStringLiteral(": the image differs from the medium")));
    }
}

QTEST_GUILESS_MAIN(TestDriveLabIdentity)
#include "tst_drivelabidentity.moc"
