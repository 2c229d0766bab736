// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "drivelab.h"
#include "labscript.h"
#include "testfiles.h"

#include <QJsonArray>
#include <QJsonDocument>
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

using Fields = QList<std::pair<QLatin1String, QVariant>>;

// How the fields of `object` differ from `expected`, compared as text: empty when they do not.
QString mismatches(const QJsonObject &object, const Fields &expected)
{
    if (object.isEmpty())
        return QStringLiteral("not there");
    QStringList differences;
    for (const auto &[key, wanted] : expected) {
        const QString found = object[key].toVariant().toString();
        if (found != wanted.toString())
            differences
                << QStringLiteral("%1 is \"%2\", not \"%3\"").arg(key, found, wanted.toString());
    }
    return differences.join(QStringLiteral("; "));
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

// What smartctl (`custody-cli smart --json`, or a snapshot's "smartctl") must have found on a
// healthy drive.
Fields healthy(const QString &protocol, const QString &model, const QString &serial,
               const QString &firmware)
{
    return {{QLatin1String("protocol"), protocol},
            {QLatin1String("model"), model},
            {QLatin1String("serial"), serial},
            {QLatin1String("firmware"), firmware},
            {QLatin1String("capacityBytes"), MiB},
            {QLatin1String("health"), QStringLiteral("passed")},
            {QLatin1String("condition"), QStringLiteral("healthy")},
            {QLatin1String("suggestedPreset"), QStringLiteral("forensic")}};
}

} // namespace

// Identity and SMART as the guest's real kernel drivers present them (ATA through libata, NVMe,
// SCSI behind virtio-scsi, USB mass storage): what custody-cli says about a drive is what QEMU
// was told, and what the real smartctl found.
class TestDriveLabIdentity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void identityWithAndWithoutUdev();
    void smartThroughSmartctl();
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

// SMART through the real smartctl, as `custody-cli smart` and an acquisition's record give it:
// an ATA drive answers through libata's SCSI/ATA translation (SAT), an NVMe controller to the
// NVMe admin commands, and QEMU's drives are healthy. QEMU's usb-storage bridge is one smartctl
// does not know, and it passes no ATA commands: the record says so in smartctl's words.
void TestDriveLabIdentity::smartThroughSmartctl()
{
    DriveLab lab;
    using Kind = LabDrive::Kind;
    LabDrive ata = labDrive(Kind::Ata, QStringLiteral("ata"), QStringLiteral("LABSMARTATA1"));
    ata.model = QStringLiteral("LAB SMART ATA Disk");
    ata.firmware = QStringLiteral("LABS1.0");
    const LabDrive nvme
        = labDrive(Kind::Nvme, QStringLiteral("nvme"), QStringLiteral("LABSMARTNVME1"));
    const LabDrive usb
        = labDrive(Kind::UsbStorage, QStringLiteral("usb"), QStringLiteral("LABSMARTUSB1"));
    QString script = labScriptFunctions();
    for (LabDrive drive : {ata, nvme, usb}) {
        drive.image = lab.makeMedium(drive.id + QStringLiteral(".raw"), MiB);
        QVERIFY(!drive.image.isEmpty());
        lab.addDrive(drive);
    }
    script += QStringLiteral("ata=$(disk_on /ata)\nnvme=$(disk_on /nvme/)\nusb=$(disk_on /usb)\n"
                             "echo $usb > /run/lab/usb.device\n");
    for (const QString &name : {ata.id, nvme.id, usb.id}) {
        script
            += QStringLiteral("%1 smart $%2 --json > /run/lab/%2.smart 2> /run/lab/%2.smart-err; "
                              "echo $? > /run/lab/%2.smart-status\n")
                   .arg(cli, name);
    }
    // Whether the bridge passes ATA commands at all: smartctl told to use SAT through it.
    script += QStringLiteral("smartctl -d sat -i $usb > /run/lab/usb.sat 2>&1; "
                             "echo $? > /run/lab/usb.sat-status\n");
    for (const QString &name : {ata.id, nvme.id, usb.id})
        script += labAcquire(QLatin1Char('$') + name, name, QStringLiteral("--hash sha256"));
    const GuestRun run = lab.run(script);
    QVERIFY2(run.exitStatus == 0, run.describe());

    // The NVMe firmware is QEMU's version: the record's source has it from sysfs.
    const QString nvmeFirmware
        = acquisitionRecord(lab, nvme.id)[QStringLiteral("source")][QStringLiteral("firmware")]
              .toString();
    struct Expected
    {
        QString name;
        Fields smartctl;
        QString summary;
    };
    const QList<Expected> drives{
        {ata.id, healthy(QStringLiteral("ATA"), ata.model, ata.serial, ata.firmware),
         // QEMU's IDE drive answers SMART READ DATA with fixed attributes, and refuses some of
         // the logs `smartctl -x` asks for (exit status bit 2).
         QStringLiteral("condition healthy, reallocated sectors 0, power-on hours 1, "
                        "temperature 31 °C, data incomplete (smartctl exit status bit 2)")},
        {nvme.id,
         healthy(QStringLiteral("NVMe"), QStringLiteral("QEMU NVMe Ctrl"), nvme.serial,
                 nvmeFirmware),
         QStringLiteral("condition healthy, media errors 0, percentage used 0%, power-on hours 0, "
                        "temperature 50 °C")},
    };
    for (const Expected &drive : drives) {
        const QString context = drive.name + QStringLiteral(", ");
        QCOMPARE(sharedText(lab, drive.name + QStringLiteral(".smart-status")),
                 QStringLiteral("0"));
        const QString fromCli
            = mismatches(sharedJson(lab, drive.name + QStringLiteral(".smart")), drive.smartctl);
        QVERIFY2(fromCli.isEmpty(), qPrintable(context + QStringLiteral("smart: ") + fromCli));
        const QJsonObject smart
            = acquisitionRecord(lab, drive.name)[QStringLiteral("smart")].toObject();
        for (const QString &when : {QStringLiteral("atStart"), QStringLiteral("atEnd")}) {
            const QJsonObject snapshot = smart[when].toObject();
            const QString recorded
                = mismatches(snapshot, {{QLatin1String("assessment"), QStringLiteral("PASSED")},
                                        {QLatin1String("summary"), drive.summary}});
            QVERIFY2(recorded.isEmpty(),
                     qPrintable(context + when + QStringLiteral(": ") + recorded));
            const QString data
                = mismatches(snapshot[QStringLiteral("smartctl")].toObject(), drive.smartctl);
            QVERIFY2(data.isEmpty(), qPrintable(context + when + QStringLiteral(": ") + data));
        }
    }

    // The bridge: smartctl cannot tell its type, and told to use SAT through it, finds that it
    // passes no ATA command. `custody-cli smart` fails with smartctl's reason; the record keeps
    // it, in smartctl's words, at the start and at the end.
    const QString usbDevice = sharedText(lab, QStringLiteral("usb.device"));
    const QString unknownBridge
        = usbDevice + QStringLiteral(": Unknown USB bridge [0x46f4:0x0001 (0x000)]");
    QCOMPARE(sharedText(lab, QStringLiteral("usb.sat-status")), QStringLiteral("2"));
    QVERIFY2(sharedText(lab, QStringLiteral("usb.sat"))
                 .contains(QLatin1String("Read Device Identity failed: scsi error unsupported scsi "
                                         "opcode")),
             qPrintable(sharedText(lab, QStringLiteral("usb.sat"))));
    QCOMPARE(sharedText(lab, QStringLiteral("usb.smart-status")), QStringLiteral("1"));
    const QJsonObject usbSmart = sharedJson(lab, QStringLiteral("usb.smart"));
    QCOMPARE(usbSmart[QStringLiteral("health")].toString(), QStringLiteral("not reported"));
    const QJsonObject bridgeMessage{{QStringLiteral("severity"), QStringLiteral("error")},
                                    {QStringLiteral("text"), unknownBridge}};
    QCOMPARE(usbSmart[QStringLiteral("messages")].toArray(), QJsonArray{bridgeMessage});
    const QJsonObject smart = acquisitionRecord(lab, usb.id)[QStringLiteral("smart")].toObject();
    for (const QString &when : {QStringLiteral("atStart"), QStringLiteral("atEnd")}) {
        const QJsonObject snapshot = smart[when].toObject();
        QCOMPARE(snapshot[QStringLiteral("assessment")].toString(), QStringLiteral("unavailable"));
        QCOMPARE(snapshot[QStringLiteral("summary")].toString(), unknownBridge);
        QCOMPARE(snapshot[QStringLiteral("reasons")].toArray(),
                 QJsonArray({unknownBridge, QStringLiteral("bit 0: command line did not parse")}));
    }
}

QTEST_GUILESS_MAIN(TestDriveLabIdentity)
#include "tst_drivelabidentity.moc"
