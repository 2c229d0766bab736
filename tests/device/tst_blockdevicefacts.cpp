// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/blockdevicefacts.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Custody;
using namespace Qt::StringLiterals;

namespace {

using Attributes = QHash<QString, QByteArray>;
using Properties = QHash<QString, QString>;

const QString sataPath = QStringLiteral(
    "/sys/devices/pci0000:00/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0/block/sda");

BlockDeviceFacts facts(const QString &sysPath, const QString &devicePath,
                       const Attributes &attributes, const Properties &udev = {},
                       const QString &deviceType = QStringLiteral("disk"))
{
    return BlockDeviceFacts{sysPath, devicePath, deviceType, udev, attributes};
}

// Attributes common to every disk below, as sysfs prints them (with the newline).
Attributes disk(const QByteArray &sizeSectors, const Attributes &more)
{
    Attributes attributes{{QStringLiteral("size"), sizeSectors + '\n'},
                          {QStringLiteral("removable"), "0\n"},
                          {QStringLiteral("ro"), "0\n"},
                          {QStringLiteral("queue/logical_block_size"), "512\n"},
                          {QStringLiteral("queue/physical_block_size"), "512\n"},
                          {QStringLiteral("queue/rotational"), "0\n"}};
    for (auto it = more.cbegin(); it != more.cend(); ++it)
        attributes.insert(it.key(), it.value());
    return attributes;
}

DeviceInfo drive(const QString &devicePath, const QString &sysPath, DeviceBus bus, qint64 sizeBytes)
{
    DeviceInfo info;
    info.devicePath = devicePath;
    info.backend = QStringLiteral("udev");
    info.systemId = sysPath;
    info.bus = bus;
    info.sizeBytes = sizeBytes;
    info.logicalSectorBytes = 512;
    info.physicalSectorBytes = 512;
    info.media = MediaKind::SolidState;
    return info;
}

// What libata exposes as the unit serial number page for an ATA disk.
QByteArray vpdPage80(const QByteArray &serial)
{
    return QByteArray("\x00\x80\x00", 3) + char(serial.size()) + serial;
}

// An ATA string: two characters per word, the first in the high byte (little-endian words).
QByteArray ataString(QByteArray text, int words)
{
    text = text.leftJustified(2 * words, ' ');
    for (int i = 0; i < text.size(); i += 2)
        std::swap(text[i], text[i + 1]);
    return text;
}

// What libata (or another SCSI/ATA translator) exposes as the ATA Information VPD page: the
// drive's IDENTIFY DEVICE data (command ECh) from byte 60 on.
QByteArray vpdPage89(const QByteArray &model, const QByteArray &serial, const QByteArray &firmware,
                     char command = char(0xEC))
{
    QByteArray page("\x00\x89\x02\x38", 4);
    page += QByteArray("linux   libata          3.00", 28).leftJustified(56 - 4, ' ');
    page += QByteArray(1, command) + QByteArray(3, '\0');
    QByteArray identify(512, '\0');
    identify.replace(2 * 10, 20, ataString(serial, 10));
    identify.replace(2 * 23, 8, ataString(firmware, 4));
    identify.replace(2 * 27, 40, ataString(model, 20));
    return page + identify;
}

} // namespace

Q_DECLARE_METATYPE(Custody::BlockDeviceFacts)
Q_DECLARE_METATYPE(Custody::AtaIdentityStrings)

class TestBlockDeviceFacts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void interpretsDrives_data();
    void interpretsDrives();
    void rejectsWhatIsNoDrive_data();
    void rejectsWhatIsNoDrive();
    void vpdSerial_data();
    void vpdSerial();
    void ataIdentityPage_data();
    void ataIdentityPage();
    void udevEscapes_data();
    void udevEscapes();
    void readsRealSysfs();
    void parsesMountInfo_data();
    void parsesMountInfo();
    void interpretsPartitionsHoldersAndMounts_data();
    void interpretsPartitionsHoldersAndMounts();
    void stableId_data();
    void stableId();
};

void TestBlockDeviceFacts::interpretsDrives_data()
{
    QTest::addColumn<BlockDeviceFacts>("facts");
    QTest::addColumn<DeviceInfo>("expected");

    const Attributes sataSysfs = disk(
        "27344764928", {
                           {QStringLiteral("queue/physical_block_size"), "4096\n"},
                           {QStringLiteral("queue/rotational"), "1\n"},
                           {QStringLiteral("device/vendor"), "ATA     \n"},
                           {QStringLiteral("device/model"), "WDC WD140EDFZ-11\n"},
                           {QStringLiteral("device/rev"), "0A81\n"},
                           {QStringLiteral("device/vpd_pg80"), vpdPage80("            9RK1XXXX")},
                       });
    DeviceInfo sata = drive(QStringLiteral("/dev/sda"), sataPath, DeviceBus::Ata, 14000519643136);
    sata.physicalSectorBytes = 4096;
    sata.media = MediaKind::Rotational;
    sata.model = QStringLiteral("WDC WD140EDFZ-11A0VA0");
    sata.serial = QStringLiteral("9RK1XXXX");
    sata.firmware = QStringLiteral("81.00A81");
    const Properties udev{
        {QStringLiteral("ID_VENDOR"), QStringLiteral("ATA")},
        {QStringLiteral("ID_MODEL"), QStringLiteral("WDC_WD140EDFZ-11A0VA0")},
        {QStringLiteral("ID_MODEL_ENC"), QStringLiteral("WDC\\x20WD140EDFZ-11A0VA0\\x20\\x20")},
        {QStringLiteral("ID_SERIAL_SHORT"), QStringLiteral("9RK1XXXX")},
        {QStringLiteral("ID_REVISION"), QStringLiteral("81.00A81")},
    };
    QTest::newRow("SATA disk, udev database")
        << facts(sataPath, QStringLiteral("/dev/sda"), sataSysfs, udev) << sata;
    // Without udevd: SCSI INQUIRY cuts the model to 16 characters; the serial comes from VPD.
    sata.model = QStringLiteral("WDC WD140EDFZ-11");
    sata.firmware = QStringLiteral("0A81");
    QTest::newRow("SATA disk, sysfs only")
        << facts(sataPath, QStringLiteral("/dev/sda"), sataSysfs) << sata;
    // As root, the ATA Information page gives the drive's own strings, whole.
    Attributes sataSysfsAsRoot = sataSysfs;
    sataSysfsAsRoot.insert(QStringLiteral("device/vpd_pg89"),
                           vpdPage89("WDC WD140EDFZ-11A0VA0", "            9RK1XXXX", "81.00A81"));
    sata.model = QStringLiteral("WDC WD140EDFZ-11A0VA0");
    sata.firmware = QStringLiteral("81.00A81");
    QTest::newRow("SATA disk, sysfs with the ATA Information page")
        << facts(sataPath, QStringLiteral("/dev/sda"), sataSysfsAsRoot) << sata;

    const QString nvmePath
        = QStringLiteral("/sys/devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0/nvme0n1");
    DeviceInfo nvme
        = drive(QStringLiteral("/dev/nvme0n1"), nvmePath, DeviceBus::Nvme, 512110190592);
    nvme.model = QStringLiteral("KXG6AZNV512G TOSHIBA");
    nvme.serial = QStringLiteral("Y9SF71LHFWZL");
    nvme.firmware = QStringLiteral("5108AGLA");
    const Attributes nvmeSysfs
        = disk("1000215216", {{QStringLiteral("device/model"), "KXG6AZNV512G TOSHIBA        \n"},
                              {QStringLiteral("device/serial"), "Y9SF71LHFWZL        \n"},
                              {QStringLiteral("device/firmware_rev"), "5108AGLA\n"}});
    QTest::newRow("NVMe namespace, sysfs only")
        << facts(nvmePath, QStringLiteral("/dev/nvme0n1"), nvmeSysfs) << nvme;
    // A subsystem with several controllers: the namespace is the kernel's multipath node, the
    // subsystem's attributes its device/ ones.
    const QString multipathPath
        = QStringLiteral("/sys/devices/virtual/nvme-subsystem/nvme-subsys0/nvme0n1");
    nvme.systemId = multipathPath;
    QTest::newRow("NVMe namespace of a multi-controller subsystem, sysfs only")
        << facts(multipathPath, QStringLiteral("/dev/nvme0n1"), nvmeSysfs) << nvme;

    const QString usbPath = QStringLiteral("/sys/devices/pci0000:00/0000:00:14.0/usb2/2-1/"
                                           "2-1:1.0/host6/target6:0:0/6:0:0:0/block/sdb");
    DeviceInfo usb = drive(QStringLiteral("/dev/sdb"), usbPath, DeviceBus::Usb, 15693664256);
    usb.vendor = QStringLiteral("SanDisk");
    usb.model = QStringLiteral("Cruzer Blade");
    usb.firmware = QStringLiteral("1.00");
    usb.removability = Removability::Removable;
    QTest::newRow("USB stick") << facts(
        usbPath, QStringLiteral("/dev/sdb"),
        disk("30651688", {{QStringLiteral("removable"), "1\n"},
                          {QStringLiteral("device/vendor"), "SanDisk \n"},
                          {QStringLiteral("device/model"), "Cruzer Blade    \n"},
                          {QStringLiteral("device/rev"), "1.00\n"}}))
                               << usb;
    // Its serial number is the USB device's, as udev's ID_SERIAL_SHORT is.
    usb.serial = QStringLiteral("4C530001220528117381");
    QTest::newRow("USB stick, the USB device's serial") << facts(
        usbPath, QStringLiteral("/dev/sdb"),
        disk("30651688", {{QStringLiteral("removable"), "1\n"},
                          {QStringLiteral("device/vendor"), "SanDisk \n"},
                          {QStringLiteral("device/model"), "Cruzer Blade    \n"},
                          {QStringLiteral("device/rev"), "1.00\n"},
                          {BlockDeviceFacts::usbSerialAttribute(), "4C530001220528117381\n"}}))
                                                        << usb;

    const QString sasPath = QStringLiteral(
        "/sys/devices/pci0000:00/0000:00:03.0/0000:02:00.0/host0/port-0:0/end_device-0:0/"
        "target0:0:0/0:0:0:0/block/sdc");
    DeviceInfo sas = drive(QStringLiteral("/dev/sdc"), sasPath, DeviceBus::Scsi, 1200243695616);
    sas.vendor = QStringLiteral("SEAGATE");
    sas.model = QStringLiteral("ST1200MM0088");
    sas.firmware = QStringLiteral("N004");
    sas.serial = QStringLiteral("Z4028VRY0000C810BZXB");
    sas.media = MediaKind::Rotational;
    QTest::newRow("SAS disk behind an HBA")
        << facts(sasPath, QStringLiteral("/dev/sdc"),
                 disk("2344225968",
                      {{QStringLiteral("queue/rotational"), "1\n"},
                       {QStringLiteral("device/vendor"), "SEAGATE \n"},
                       {QStringLiteral("device/model"), "ST1200MM0088    \n"},
                       {QStringLiteral("device/rev"), "N004\n"},
                       {QStringLiteral("device/vpd_pg80"), vpdPage80("Z4028VRY0000C810BZXB")}}))
        << sas;

    // A disk behind a virtio-scsi host adapter is a SCSI disk, as udev's ID_BUS says.
    const QString virtioScsiPath = QStringLiteral(
        "/sys/devices/pci0000:00/0000:00:03.0/virtio2/host6/target6:0:0/6:0:0:0/block/sdb");
    DeviceInfo virtioScsi
        = drive(QStringLiteral("/dev/sdb"), virtioScsiPath, DeviceBus::Scsi, 1048576);
    virtioScsi.vendor = QStringLiteral("LABVENDR");
    virtioScsi.model = QStringLiteral("LAB SCSI PRODUCT");
    virtioScsi.firmware = QStringLiteral("L123");
    virtioScsi.serial = QStringLiteral("LABSCSI0001");
    QTest::newRow("SCSI disk behind virtio-scsi")
        << facts(virtioScsiPath, QStringLiteral("/dev/sdb"),
                 disk("2048", {{QStringLiteral("device/vendor"), "LABVENDR\n"},
                               {QStringLiteral("device/model"), "LAB SCSI PRODUCT\n"},
                               {QStringLiteral("device/rev"), "L123\n"},
                               {QStringLiteral("device/vpd_pg80"), vpdPage80("LABSCSI0001")}}))
        << virtioScsi;

    const QString virtioPath
        = QStringLiteral("/sys/devices/pci0000:00/0000:00:02.0/virtio1/block/vda");
    DeviceInfo virtio
        = drive(QStringLiteral("/dev/vda"), virtioPath, DeviceBus::Virtio, 274877906944);
    virtio.serial = QStringLiteral("overlayblk");
    QTest::newRow("virtio disk") << facts(
        virtioPath, QStringLiteral("/dev/vda"),
        disk("536870912", {{QStringLiteral("serial"), "overlayblk"},
                           {QStringLiteral("device/vendor"), "0x1af4\n"}}))
                                 << virtio;

    const QString mmcPath = QStringLiteral(
        "/sys/devices/platform/soc/fe340000.mmc/mmc_host/mmc0/mmc0:aaaa/block/mmcblk0");
    DeviceInfo mmc = drive(QStringLiteral("/dev/mmcblk0"), mmcPath, DeviceBus::Mmc, 63864569856);
    mmc.model = QStringLiteral("SC64G");
    mmc.serial = QStringLiteral("0x1234abcd");
    mmc.firmware = QStringLiteral("0x8");
    QTest::newRow("SD card") << facts(
        mmcPath, QStringLiteral("/dev/mmcblk0"),
        disk("124735488", {{QStringLiteral("device/name"), "SC64G\n"},
                           {QStringLiteral("device/serial"), "0x1234abcd\n"},
                           {QStringLiteral("device/fwrev"), "0x8\n"}}))
                             << mmc;

    const QString loopPath = QStringLiteral("/sys/devices/virtual/block/loop3");
    DeviceInfo loop = drive(QStringLiteral("/dev/loop3"), loopPath, DeviceBus::Loop, 8388608);
    loop.backingFile = QStringLiteral("/cases/7/evidence.img");
    loop.writeProtection = WriteProtection::ReadOnly;
    loop.media = MediaKind::Unknown; // a loop device's rotational flag says nothing
    QTest::newRow("attached read-only loop device")
        << facts(loopPath, QStringLiteral("/dev/loop3"),
                 disk("16384", {{QStringLiteral("ro"), "1\n"},
                                {QStringLiteral("queue/rotational"), "1\n"},
                                {QStringLiteral("loop/backing_file"), "/cases/7/evidence.img\n"}}))
        << loop;
}

void TestBlockDeviceFacts::interpretsDrives()
{
    QFETCH(BlockDeviceFacts, facts);
    QFETCH(DeviceInfo, expected);
    const std::optional<DeviceInfo> info = facts.toDeviceInfo();
    QVERIFY(info);
    QCOMPARE(QJsonDocument(info->toJson()).toJson(), QJsonDocument(expected.toJson()).toJson());
    QVERIFY(*info == expected);
}

void TestBlockDeviceFacts::rejectsWhatIsNoDrive_data()
{
    QTest::addColumn<BlockDeviceFacts>("facts");
    const QString loopPath = QStringLiteral("/sys/devices/virtual/block/loop5");
    QTest::newRow("empty loop device (size 0)")
        << facts(loopPath, QStringLiteral("/dev/loop5"), disk("0", {}));
    QTest::newRow("partition") << facts(sataPath + QStringLiteral("/sda1"),
                                        QStringLiteral("/dev/sda1"), disk("2048", {}), {},
                                        QStringLiteral("partition"));
    QTest::newRow("zram swap") << facts(QStringLiteral("/sys/devices/virtual/block/zram0"),
                                        QStringLiteral("/dev/zram0"), disk("8388608", {}));
    QTest::newRow("device-mapper volume")
        << facts(QStringLiteral("/sys/devices/virtual/block/dm-0"), QStringLiteral("/dev/dm-0"),
                 disk("41943040", {}));
    QTest::newRow("optical drive without a disc")
        << facts(QStringLiteral("/sys/devices/pci0000:00/0000:00:1f.2/ata2/host1/target1:0:0/"
                                "1:0:0:0/block/sr0"),
                 QStringLiteral("/dev/sr0"), disk("0", {}));
    QTest::newRow("card reader without a card")
        << facts(QStringLiteral("/sys/devices/pci0000:00/0000:00:14.0/usb1/1-4/1-4:1.0/host7/"
                                "target7:0:0/7:0:0:0/block/sdd"),
                 QStringLiteral("/dev/sdd"), disk("0", {{QStringLiteral("removable"), "1\n"}}));
    QTest::newRow("no size attribute") << facts(sataPath, QStringLiteral("/dev/sda"), Attributes{});
    QTest::newRow("no device node") << facts(sataPath, QString(), disk("2048", {}));
    QTest::newRow("a controller's hidden path to a multipath NVMe namespace")
        << facts(QStringLiteral("/sys/devices/pci0000:00/0000:00:03.0/nvme/nvme0/nvme0c0n1"),
                 QString(), disk("2048", {}));
}

void TestBlockDeviceFacts::rejectsWhatIsNoDrive()
{
    QFETCH(BlockDeviceFacts, facts);
    QVERIFY(!facts.toDeviceInfo());
}

void TestBlockDeviceFacts::vpdSerial_data()
{
    QTest::addColumn<QByteArray>("page");
    QTest::addColumn<QString>("serial");
    QTest::newRow("ATA, right-aligned")
        << vpdPage80("        WD-WXE708D44602") << "WD-WXE708D44602";
    QTest::newRow("SAS") << vpdPage80("Z4028VRY0000C810BZXB") << "Z4028VRY0000C810BZXB";
    QTest::newRow("length shorter than the data") << QByteArray("\x00\x80\x00\x04"
                                                                "ABCDEFGH",
                                                                12)
                                                  << "ABCD";
    QTest::newRow("another page") << QByteArray("\x00\x83\x00\x04"
                                                "ABCD",
                                                8)
                                  << "";
    QTest::newRow("header only") << QByteArray("\x00\x80\x00", 3) << "";
    QTest::newRow("empty") << QByteArray() << "";
}

void TestBlockDeviceFacts::vpdSerial()
{
    QFETCH(QByteArray, page);
    QFETCH(QString, serial);
    QCOMPARE(serialFromVpdPage80(page), serial);
}

void TestBlockDeviceFacts::ataIdentityPage_data()
{
    QTest::addColumn<QByteArray>("page");
    QTest::addColumn<AtaIdentityStrings>("expected");
    QTest::newRow("IDENTIFY DEVICE")
        << vpdPage89("Samsung SSD 870 EVO 1TB", "S6PTNM0T512345X", "SVT02B6Q")
        << AtaIdentityStrings{u"Samsung SSD 870 EVO 1TB"_s, u"S6PTNM0T512345X"_s, u"SVT02B6Q"_s};
    QTest::newRow("IDENTIFY PACKET DEVICE")
        << vpdPage89("HL-DT-ST DVDRAM GH24NSD1", "K1234567", "LG00", char(0xA1))
        << AtaIdentityStrings{u"HL-DT-ST DVDRAM GH24NSD1"_s, u"K1234567"_s, u"LG00"_s};
    QTest::newRow("whole fields") << vpdPage89("M234567890123456789012345678901234567890",
                                               "S2345678901234567890", "F2345678")
                                  << AtaIdentityStrings{
                                         u"M234567890123456789012345678901234567890"_s,
                                         u"S2345678901234567890"_s, u"F2345678"_s};
    QTest::newRow("another command's data")
        << vpdPage89("Model", "Serial", "Rev", char(0x00)) << AtaIdentityStrings{};
    QByteArray otherPage = vpdPage89("Model", "Serial", "Rev");
    otherPage[1] = char(0x83);
    QTest::newRow("another page") << otherPage << AtaIdentityStrings{};
    QTest::newRow("cut short") << vpdPage89("Model", "Serial", "Rev").left(571)
                               << AtaIdentityStrings{};
    QTest::newRow("empty") << QByteArray() << AtaIdentityStrings{};
}

void TestBlockDeviceFacts::ataIdentityPage()
{
    QFETCH(QByteArray, page);
    QFETCH(AtaIdentityStrings, expected);
    const AtaIdentityStrings strings = ataIdentityFromVpdPage89(page);
    QCOMPARE(strings.model, expected.model);
    QCOMPARE(strings.serial, expected.serial);
    QCOMPARE(strings.firmware, expected.firmware);
}

void TestBlockDeviceFacts::udevEscapes_data()
{
    QTest::addColumn<QString>("encoded");
    QTest::addColumn<QString>("decoded");
    QTest::newRow("spaces") << "Samsung\\x20SSD\\x20970"
                            << "Samsung SSD 970";
    QTest::newRow("slash") << "a\\x2fb"
                           << "a/b";
    QTest::newRow("plain") << "Cruzer"
                           << "Cruzer";
    QTest::newRow("bad escape kept") << "a\\xZZb"
                                     << "a\\xZZb";
    QTest::newRow("escape cut short") << "a\\x2"
                                      << "a\\x2";
}

void TestBlockDeviceFacts::udevEscapes()
{
    QFETCH(QString, encoded);
    QFETCH(QString, decoded);
    QCOMPARE(decodeUdevString(encoded), decoded);
}

// The gatherer reads real sysfs: every disk in /sys/block has a size and a sector size.
void TestBlockDeviceFacts::readsRealSysfs()
{
    const QDir block(QStringLiteral("/sys/block"));
    if (!block.exists())
        QSKIP("no /sys/block on this system");
    int disks = 0;
    for (const QFileInfo &entry : block.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString sysPath = entry.canonicalFilePath();
        const Attributes attributes = BlockDeviceFacts::readSysfsAttributes(sysPath);
        QVERIFY2(attributes.contains(QStringLiteral("size")), qPrintable(sysPath));
        const BlockDeviceFacts real{sysPath,
                                    QStringLiteral("/dev/") + entry.fileName(),
                                    QStringLiteral("disk"),
                                    {},
                                    attributes};
        if (const std::optional<DeviceInfo> info = real.toDeviceInfo()) {
            QVERIFY(info->sizeBytes > 0);
            QVERIFY(info->logicalSectorBytes >= 512);
            ++disks;
        }
    }
    qInfo("%d drives in this machine's sysfs", disks);
}

void TestBlockDeviceFacts::parsesMountInfo_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QList<MountEntry>>("expected");
    QTest::newRow("root and a USB stick, optional fields")
        << QByteArray("29 1 8:2 / / rw,relatime shared:1 - ext4 /dev/sda2 rw,errors=remount-ro\n"
                      "97 29 8:17 / /media/examiner/USB\\040STICK rw,nosuid shared:52 master:3 - "
                      "vfat /dev/sdb1 rw,fmask=0022\n")
        << QList<MountEntry>{
               {u"8:2"_s, u"/"_s, u"ext4"_s, u"/dev/sda2"_s},
               {u"8:17"_s, u"/media/examiner/USB STICK"_s, u"vfat"_s, u"/dev/sdb1"_s}};
    QTest::newRow("btrfs: anonymous device number, bind mount of a subvolume")
        << QByteArray("40 1 0:35 /@home /home rw,relatime - btrfs /dev/nvme0n1p3 rw,ssd\n")
        << QList<MountEntry>{{u"0:35"_s, u"/home"_s, u"btrfs"_s, u"/dev/nvme0n1p3"_s}};
    QTest::newRow("tab, newline and backslash escapes")
        << QByteArray("50 1 7:0 / /mnt/a\\011b\\012c\\134d rw - ext4 /dev/loop0 rw\n")
        << QList<MountEntry>{{u"7:0"_s, u"/mnt/a\tb\nc\\d"_s, u"ext4"_s, u"/dev/loop0"_s}};
    QTest::newRow("malformed lines are skipped")
        << QByteArray("garbage\n1 2 3 4 5 6 - \n\n60 1 7:1 / /x rw - ext4 /dev/loop1 rw")
        << QList<MountEntry>{{u"7:1"_s, u"/x"_s, u"ext4"_s, u"/dev/loop1"_s}};
}

void TestBlockDeviceFacts::parsesMountInfo()
{
    QFETCH(QByteArray, text);
    QFETCH(QList<MountEntry>, expected);
    QCOMPARE(parseMountInfo(text), expected);
}

void TestBlockDeviceFacts::interpretsPartitionsHoldersAndMounts_data()
{
    QTest::addColumn<BlockDeviceFacts>("facts");
    QTest::addColumn<QList<PartitionInfo>>("partitions");
    QTest::addColumn<QList<HolderInfo>>("holders");
    QTest::addColumn<QStringList>("mounts");

    // sda1: the EFI partition; sda2: LUKS, opened, with LVM inside, whose root volume is mounted.
    const QString sda1 = sataPath + u"/sda1"_s;
    const QString sda2 = sataPath + u"/sda2"_s;
    const QList<HolderFacts> stack{
        {u"dm-0"_s,
         u"/dev/dm-0"_s,
         {{u"dev"_s, "254:0\n"},
          {u"dm/name"_s, "luks-0b5c\n"},
          {u"dm/uuid"_s, "CRYPT-LUKS2-0b5c7f6e-luks-0b5c\n"}}},
        {u"dm-1"_s,
         u"/dev/dm-1"_s,
         {{u"dev"_s, "254:1\n"}, {u"dm/name"_s, "vg0-root\n"}, {u"dm/uuid"_s, "LVM-Qm3x7Yt\n"}}},
    };
    const QList<MountEntry> mounts{
        {u"8:1"_s, u"/boot/efi"_s, u"vfat"_s, u"/dev/sda1"_s},
        {u"254:1"_s, u"/"_s, u"ext4"_s, u"/dev/mapper/vg0-root"_s},
        {u"0:22"_s, u"/proc"_s, u"proc"_s, u"proc"_s},
    };
    BlockDeviceFacts withUdev = facts(sataPath, u"/dev/sda"_s, disk("27344764928", {}));
    withUdev.partitions = {
        {sda2,
         u"/dev/sda2"_s,
         {{u"ID_FS_TYPE"_s, u"crypto_LUKS"_s}},
         {{u"size"_s, "2097152\n"}, {u"ro"_s, "0\n"}, {u"dev"_s, "8:2\n"}, {u"partition"_s, "2\n"}},
         stack},
        {sda1,
         u"/dev/sda1"_s,
         {{u"ID_FS_TYPE"_s, u"vfat"_s}, {u"ID_FS_LABEL_ENC"_s, u"EFI\\x20SYSTEM"_s}},
         {{u"size"_s, "1048576\n"}, {u"ro"_s, "1\n"}, {u"dev"_s, "8:1\n"}, {u"partition"_s, "1\n"}},
         {}},
    };
    withUdev.mounts = mounts;
    const QList<HolderInfo> stackInfo{
        {u"/dev/dm-0"_s, u"crypt"_s, u"luks-0b5c"_s, {}},
        {u"/dev/dm-1"_s, u"lvm"_s, u"vg0-root"_s, {u"/"_s}},
    };
    const PartitionInfo efi{u"/dev/sda1"_s,
                            1,
                            536870912,
                            u"vfat"_s,
                            u"EFI SYSTEM"_s,
                            {u"/boot/efi"_s},
                            WriteProtection::ReadOnly,
                            {}};
    const PartitionInfo luks{
        u"/dev/sda2"_s, 2, 1073741824, u"crypto_LUKS"_s, {}, {}, WriteProtection::Writable,
        stackInfo};
    const QStringList mounted{u"/dev/sda1 on /boot/efi"_s, u"/dev/dm-1 on /"_s};
    QTest::newRow("partitions, LUKS and LVM, udev database")
        << withUdev << QList<PartitionInfo>{efi, luks} << QList<HolderInfo>{} << mounted;

    // Without udev, the type of a mounted file system comes from the mount table, and nothing
    // is known of unmounted ones.
    BlockDeviceFacts sysfsOnly = withUdev;
    for (PartitionFacts &partition : sysfsOnly.partitions)
        partition.udevProperties.clear();
    PartitionInfo efiFromMounts = efi;
    efiFromMounts.label.clear();
    PartitionInfo luksUnknown = luks;
    luksUnknown.filesystemType.clear();
    QTest::newRow("partitions, LUKS and LVM, sysfs only")
        << sysfsOnly << QList<PartitionInfo>{efiFromMounts, luksUnknown} << QList<HolderInfo>{}
        << mounted;

    // A USB stick formatted without a partition table, mounted by btrfs (anonymous device
    // number: the source names the device), and an md array on the whole disk.
    const QString usbPath = u"/sys/devices/pci0000:00/0000:00:14.0/usb2/2-1/2-1:1.0/host6/"
                            "target6:0:0/6:0:0:0/block/sdb"_s;
    BlockDeviceFacts superfloppy
        = facts(usbPath, u"/dev/sdb"_s, disk("30651688", {{u"dev"_s, "8:16\n"}}),
                {{u"ID_FS_TYPE"_s, u"btrfs"_s}, {u"ID_FS_LABEL"_s, u"CASE7"_s}});
    superfloppy.mounts = {{u"0:41"_s, u"/media/case7"_s, u"btrfs"_s, u"/dev/sdb"_s}};
    superfloppy.holders = {{u"md127"_s, u"/dev/md127"_s, {{u"dev"_s, "9:127\n"}}}};
    const PartitionInfo whole{u"/dev/sdb"_s,
                              0,
                              15693664256,
                              u"btrfs"_s,
                              u"CASE7"_s,
                              {u"/media/case7"_s},
                              WriteProtection::Writable,
                              {}};
    QTest::newRow("file system on the whole disk")
        << superfloppy << QList<PartitionInfo>{whole}
        << QList<HolderInfo>{{u"/dev/md127"_s, u"md"_s, u"md127"_s, {}}}
        << QStringList{u"/dev/sdb on /media/case7"_s};
}

void TestBlockDeviceFacts::interpretsPartitionsHoldersAndMounts()
{
    QFETCH(BlockDeviceFacts, facts);
    QFETCH(QList<PartitionInfo>, partitions);
    QFETCH(QList<HolderInfo>, holders);
    QFETCH(QStringList, mounts);
    const std::optional<DeviceInfo> info = facts.toDeviceInfo();
    QVERIFY(info);
    QCOMPARE(info->partitions.size(), partitions.size());
    for (qsizetype i = 0; i < partitions.size(); ++i) {
        QCOMPARE(QJsonDocument(info->partitions.at(i).toJson()).toJson(),
                 QJsonDocument(partitions.at(i).toJson()).toJson());
    }
    QVERIFY(info->partitions == partitions);
    QVERIFY(info->holders == holders);
    QCOMPARE(info->mountDescriptions(), mounts);
    QCOMPARE(info->hasMountedFileSystem(), !mounts.isEmpty());
    const QJsonObject json = info->toJson();
    QCOMPARE(json.value(u"mounted"_s).toBool(), !mounts.isEmpty());
    QCOMPARE(json.value(u"partitions"_s).toArray().size(), partitions.size());
}

void TestBlockDeviceFacts::stableId_data()
{
    QTest::addColumn<BlockDeviceFacts>("facts");
    QTest::addColumn<QString>("stableId");
    const Attributes sysfs = disk("27344764928", {{u"device/wwid"_s, "naa.5000c500a1b2c3d4\n"}});
    const QString links = u"/dev/disk/by-path/pci-0000:00:17.0-ata-1 "
                          "/dev/disk/by-id/ata-WDC_WD140EDFZ-11A0VA0_9RK1XXXX "
                          "/dev/disk/by-id/wwn-0x5000c500a1b2c3d4"_s;
    QTest::newRow("udev links: the WWN first")
        << facts(sataPath, u"/dev/sda"_s, sysfs, {{u"DEVLINKS"_s, links}})
        << u"/dev/disk/by-id/wwn-0x5000c500a1b2c3d4"_s;
    BlockDeviceFacts scanned = facts(sataPath, u"/dev/sda"_s, sysfs);
    scanned.byIdLinks = {u"/dev/disk/by-id/usb-SanDisk_Cruzer_Blade_4C53-0:0"_s,
                         u"/dev/disk/by-id/usb-SanDisk_Cruzer_Blade_4C53-0:0-part1"_s};
    QTest::newRow("links found in /dev, partition links left out")
        << scanned << u"/dev/disk/by-id/usb-SanDisk_Cruzer_Blade_4C53-0:0"_s;
    QTest::newRow("no udev: the kernel's wwid")
        << facts(sataPath, u"/dev/sda"_s, sysfs) << u"naa.5000c500a1b2c3d4"_s;
    QTest::newRow("nothing known") << facts(sataPath, u"/dev/sda"_s, disk("2048", {})) << QString();
}

void TestBlockDeviceFacts::stableId()
{
    QFETCH(BlockDeviceFacts, facts);
    QFETCH(QString, stableId);
    const std::optional<DeviceInfo> info = facts.toDeviceInfo();
    QVERIFY(info);
    QCOMPARE(info->stableId, stableId);
    QCOMPARE(info->toJson().value(u"stableId"_s).toString(), stableId);
}

QTEST_GUILESS_MAIN(TestBlockDeviceFacts)
#include "tst_blockdevicefacts.moc"
