#include "device/blockdevicefacts.h"

#include <QDir>
#include <QJsonDocument>
#include <QTest>

using namespace Custody;

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

} // namespace

Q_DECLARE_METATYPE(Custody::BlockDeviceFacts)

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
    void udevEscapes_data();
    void udevEscapes();
    void readsRealSysfs();
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

    const QString nvmePath
        = QStringLiteral("/sys/devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0/nvme0n1");
    DeviceInfo nvme
        = drive(QStringLiteral("/dev/nvme0n1"), nvmePath, DeviceBus::Nvme, 512110190592);
    nvme.model = QStringLiteral("KXG6AZNV512G TOSHIBA");
    nvme.serial = QStringLiteral("Y9SF71LHFWZL");
    nvme.firmware = QStringLiteral("5108AGLA");
    QTest::newRow("NVMe namespace, sysfs only") << facts(
        nvmePath, QStringLiteral("/dev/nvme0n1"),
        disk("1000215216", {{QStringLiteral("device/model"), "KXG6AZNV512G TOSHIBA        \n"},
                            {QStringLiteral("device/serial"), "Y9SF71LHFWZL        \n"},
                            {QStringLiteral("device/firmware_rev"), "5108AGLA\n"}}))
                                                << nvme;

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

QTEST_GUILESS_MAIN(TestBlockDeviceFacts)
#include "tst_blockdevicefacts.moc"
