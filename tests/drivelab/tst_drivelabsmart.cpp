// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "drivelab.h"
#include "labscript.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Custody::Test;

namespace {

constexpr qint64 MiB = 1024 * 1024;
const QString cli = QStringLiteral(CUSTODY_CLI_PATH);

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

// SMART as the guest's real kernel drivers and the real smartctl give it (ATA through libata,
// NVMe, USB mass storage).
class TestDriveLabSmart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void throughSmartctl();
};

void TestDriveLabSmart::initTestCase()
{
    const QString why = DriveLab::unavailableReason();
    if (!why.isEmpty())
        QSKIP(qPrintable(why));
}

// SMART through the real smartctl, as `custody-cli smart` and an acquisition's record give it:
// an ATA drive answers through libata's SCSI/ATA translation (SAT), an NVMe controller to the
// NVMe admin commands, and QEMU's drives are healthy. QEMU's usb-storage bridge is one smartctl
// does not know, and it passes no ATA commands: the record says so in smartctl's words.
void TestDriveLabSmart::throughSmartctl()
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

QTEST_GUILESS_MAIN(TestDriveLabSmart)
#include "tst_drivelabsmart.moc"
