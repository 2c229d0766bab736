// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "drivelab.h"
#include "labscript.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace Custody::Test;

namespace {

constexpr qint64 MiB = 1024 * 1024;
const QString cli = QStringLiteral(CUSTODY_CLI_PATH);

} // namespace

// What a drive hides, asked through the guest's real drivers with Custody's read-only commands:
// SG_IO ATA PASS-THROUGH on libata, the same refused by a USB bridge without SAT, and the NVMe
// admin Identify on a controller with an attached and a detached namespace. QEMU emulates no
// HPA or DCO: tests/device/tst_ataidentify.cpp reads those from real drives' identify data.
class TestDriveLabHiddenAreas : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void askedThroughTheKernel();
};

void TestDriveLabHiddenAreas::initTestCase()
{
    const QString why = DriveLab::unavailableReason();
    if (!why.isEmpty())
        QSKIP(qPrintable(why));
}

void TestDriveLabHiddenAreas::askedThroughTheKernel()
{
    DriveLab lab;
    LabDrive ata = labDrive(LabDrive::Kind::Ata, QStringLiteral("ata0"), QStringLiteral("HA0001"));
    ata.model = QStringLiteral("Lab Hidden Disk");
    ata.firmware = QStringLiteral("1.0");
    ata.image = lab.makeMedium(QStringLiteral("ata.raw"), 16 * MiB);
    LabDrive usb
        = labDrive(LabDrive::Kind::UsbStorage, QStringLiteral("usb0"), QStringLiteral("HU0001"));
    usb.image = lab.makeMedium(QStringLiteral("usb.raw"), 16 * MiB);
    LabDrive nvme
        = labDrive(LabDrive::Kind::Nvme, QStringLiteral("nvme0"), QStringLiteral("HN0001"));
    nvme.namespaces = {
        {lab.makeMedium(QStringLiteral("ns1.raw"), 16 * MiB), 1, 512, false},
        {lab.makeMedium(QStringLiteral("ns2.raw"), 8 * MiB), 2, 512, true},
        {lab.makeMedium(QStringLiteral("ns3.raw"), 8 * MiB), 3, 4096, false},
    };
    for (const LabDrive &drive : {ata, usb, nvme})
        lab.addDrive(drive);

    const QString script = labScriptFunctions()
                           + QStringLiteral(R"sh(
ata=$(disk_on /ata)
usb=$(disk_on /usb)
# Namespace 1's node below the subsystem (nvme0c0n1 and the like are the kernel's hidden paths).
nvme=$(disk_on /nvme-subsystem/)
for disk in /sys/block/nvme*; do
    case "$(readlink -f "$disk")" in
    */nvme-subsystem/*) [ "$(cat "$disk/nsid")" = 1 ] && nvme="/dev/${disk##*/}" ;;
    esac
done
echo $ata > /run/lab/ata.device
echo $usb > /run/lab/usb.device
echo $nvme > /run/lab/nvme.device
%2 -N $ata > /run/lab/hdparm.txt 2>&1
%1 devices --json > /run/lab/devices.json
)sh")
                                 .arg(cli, DriveLab::guestTool(QStringLiteral("hdparm")))
                           + labAcquire(QStringLiteral("$nvme"), QStringLiteral("nvme"),
                                        QStringLiteral("--no-smart --hash sha256"));
    const GuestRun run = lab.run(script);
    QVERIFY2(run.exitStatus == 0, run.describe());
    const QJsonObject devices = sharedJson(lab, QStringLiteral("devices.json"));

    // ATA on libata: IDENTIFY answered, no HPA feature, nothing hidden; hdparm -N agrees.
    const QJsonObject ataAreas
        = listedDevice(devices,
                       sharedText(lab, QStringLiteral("ata.device")))[QStringLiteral("hiddenAreas")]
              .toObject();
    QCOMPARE(ataAreas[QStringLiteral("state")].toString(), QStringLiteral("none"));
    QCOMPARE(ataAreas[QStringLiteral("visibleSectors")].toInteger(), 32768);
    QCOMPARE(ataAreas[QStringLiteral("nativeSectors")].toInteger(), 32768);
    const QString firstCommand = ataAreas[QStringLiteral("commands")].toArray().first().toString();
    QVERIFY2(firstCommand.startsWith(QLatin1String("IDENTIFY DEVICE (ATA PASS-THROUGH 16): good; "
                                                   "Lab Hidden Disk, serial HA0001")),
             qPrintable(firstCommand));
    const QRegularExpressionMatch hdparm
        = QRegularExpression(QStringLiteral(R"(max sectors\s*=\s*(\d+)/(\d+), HPA is disabled)"))
              .match(sharedText(lab, QStringLiteral("hdparm.txt")));
    QVERIFY2(hdparm.hasMatch(), qPrintable(sharedText(lab, QStringLiteral("hdparm.txt"))));
    QCOMPARE(hdparm.captured(1).toLongLong(), 32768);
    QCOMPARE(hdparm.captured(2).toLongLong(), 32768);

    // usb-storage (bulk-only, no SAT): ATA PASS-THROUGH refused in both forms, with the reason.
    const QJsonObject usbAreas
        = listedDevice(devices,
                       sharedText(lab, QStringLiteral("usb.device")))[QStringLiteral("hiddenAreas")]
              .toObject();
    QCOMPARE(usbAreas[QStringLiteral("state")].toString(), QStringLiteral("unknown"));
    QCOMPARE(usbAreas[QStringLiteral("obstacle")].toString(), QStringLiteral("noPassThrough"));
    QCOMPARE(usbAreas[QStringLiteral("obstacleDetail")].toString(),
             QStringLiteral("IDENTIFY DEVICE: sense key ILLEGAL REQUEST, ASC/ASCQ 20/00 (invalid "
                            "command operation code)"));
    QCOMPARE(usbAreas[QStringLiteral("commands")].toArray().size(), 2); // 16, then 12

    // NVMe: namespace 2 allocated but detached, with its size; namespace 3 attached, 4Kn, with
    // the kernel's device for it.
    const QString nvmeDevice = sharedText(lab, QStringLiteral("nvme.device"));
    const QJsonObject nvmeAreas
        = listedDevice(devices, nvmeDevice)[QStringLiteral("hiddenAreas")].toObject();
    QCOMPARE(nvmeAreas[QStringLiteral("state")].toString(), QStringLiteral("found"));
    const QJsonArray findings = nvmeAreas[QStringLiteral("findings")].toArray();
    QCOMPARE(findings.size(), 1);
    const QJsonObject detached = findings.first().toObject();
    QCOMPARE(detached[QStringLiteral("kind")].toString(), QStringLiteral("detachedNamespace"));
    QCOMPARE(detached[QStringLiteral("namespaceId")].toInt(), 2);
    QCOMPARE(detached[QStringLiteral("bytes")].toInteger(), 8 * MiB);
    QCOMPARE(detached[QStringLiteral("sectors")].toInteger(), 16384);
    const QJsonArray others = nvmeAreas[QStringLiteral("otherNamespaces")].toArray();
    QCOMPARE(others.size(), 1);
    const QJsonObject third = others.first().toObject();
    QCOMPARE(third[QStringLiteral("namespaceId")].toInt(), 3);
    QCOMPARE(third[QStringLiteral("logicalSectorBytes")].toInt(), 4096);
    QCOMPARE(third[QStringLiteral("sectors")].toInteger(), 2048);
    const QString thirdDevice = third[QStringLiteral("devicePath")].toString();
    QVERIFY(thirdDevice.startsWith(QLatin1String("/dev/nvme")));
    QCOMPARE(listedDevice(devices, thirdDevice)[QStringLiteral("sizeBytes")].toInteger(), 8 * MiB);

    // The acquisition of namespace 1 records the same, asked at its start.
    const QJsonObject record = acquisitionRecord(lab, QStringLiteral("nvme"));
    QCOMPARE(record[QStringLiteral("source")][QStringLiteral("hiddenAreas")],
             QJsonValue(nvmeAreas));
}

QTEST_GUILESS_MAIN(TestDriveLabHiddenAreas)
#include "tst_drivelabhiddenareas.moc"
