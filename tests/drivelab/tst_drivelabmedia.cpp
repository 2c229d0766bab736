// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "drivelab.h"
#include "testfiles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Custody::Test;

namespace {

constexpr qint64 MiB = 1024 * 1024;
constexpr qint64 mediumBytes = 4 * MiB;
const QString cli = QStringLiteral(CUSTODY_CLI_PATH);

// The guest's whole disk on a transport, as lsblk names it ("sata", "nvme", "usb"), the n-th
// of them (0 first): one line of shell that sets a variable.
QString findDisk(const QString &variable, const QString &transport, int index = 0)
{
    return QStringLiteral("%1=/dev/$(lsblk -dnro NAME,TRAN | awk '$2==\"%2\" {print $1}' | "
                          "sed -n %3p)\n")
        .arg(variable, transport)
        .arg(index + 1);
}

// The guest acquires `device` to /run/lab/NAME with `options`; its record goes to NAME.out.
QString acquire(const QString &device, const QString &name, const QString &options)
{
    return QStringLiteral(
               "%1 acquire %2 /run/lab/%3 --json %4 > /run/lab/%3.out 2> /run/lab/%3.err; "
               "echo $? > /run/lab/%3.status\n")
        .arg(cli, device, name, options);
}

struct Expected
{
    QString name;
    QByteArray medium;
    QList<qint64> unreadableSectors; // 512-byte sectors
    int logicalSectorBytes = 512;
    QString bus;
    // What one unreadable 512-byte sector costs: the drive's re-read unit, its physical sector
    // by default (a 512e drive's 4096-byte sector is lost whole).
    int lossUnitBytes = 512;
};

} // namespace

// Custody's own custody-cli against drives that the guest's real Linux drivers see (AHCI/libata,
// NVMe, USB mass storage, virtio-scsi), with medium errors injected below them by QEMU: every
// transport's error path, sector sizes and identity as examiners meet them.
class TestDriveLabMedia : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void badSectorsAreExactOnEveryTransport();
    void sectorSizes();

private:
    void checkAcquisition(const DriveLab &lab, const Expected &expected);
};

void TestDriveLabMedia::initTestCase()
{
    const QString why = DriveLab::unavailableReason();
    if (!why.isEmpty())
        QSKIP(qPrintable(why));
}

void TestDriveLabMedia::checkAcquisition(const DriveLab &lab, const Expected &expected)
{
    const QString base = lab.sharedFolder() + QLatin1Char('/') + expected.name;
    const QByteArray status = readFile(base + QStringLiteral(".status")).trimmed();
    QVERIFY2(status == "0",
             qPrintable(expected.name + QStringLiteral(": exit ") + QString::fromUtf8(status)
                        + QLatin1Char('\n')
                        + QString::fromUtf8(readFile(base + QStringLiteral(".err")))));
    const QJsonObject record
        = QJsonDocument::fromJson(readFile(base + QStringLiteral(".out"))).object();
    const QJsonObject source = record[QStringLiteral("source")].toObject();
    QCOMPARE(source[QStringLiteral("kind")].toString(), QStringLiteral("block device"));
    QCOMPARE(source[QStringLiteral("logicalSectorBytes")].toInt(), expected.logicalSectorBytes);
    if (!expected.bus.isEmpty())
        QCOMPARE(source[QStringLiteral("bus")].toString(), expected.bus);

    // The image differs from the medium in exactly the injected sectors, zero-filled: each in
    // the drive's re-read unit (a 4096-byte sector with one bad 512-byte part is lost whole).
    const qint64 unit = expected.lossUnitBytes;
    QList<qint64> lostUnits;
    for (const qint64 sector : expected.unreadableSectors) {
        if (!lostUnits.contains(sector * 512 / unit))
            lostUnits.append(sector * 512 / unit);
    }
    std::sort(lostUnits.begin(), lostUnits.end());
    QByteArray wanted = expected.medium;
    for (const qint64 lost : std::as_const(lostUnits))
        wanted.replace(lost * unit, unit, QByteArray(unit, '\0'));
    const QByteArray image = readFile(base + QStringLiteral(".dd"));
    QCOMPARE(image.size(), wanted.size());
    QVERIFY2(image == wanted, qPrintable(expected.name
                                         + QStringLiteral(": the image differs from the medium "
                                                          "outside the injected sectors")));

    // The record and the map name exactly those sectors.
    const QJsonObject result = record[QStringLiteral("result")].toObject();
    QCOMPARE(result[QStringLiteral("status")].toString(), QStringLiteral("completed"));
    QCOMPARE(result[QStringLiteral("badSectors")].toInteger(),
             lostUnits.size() * unit / expected.logicalSectorBytes);
    const auto units = [unit](qint64 offset, qint64 length) {
        QList<qint64> list;
        for (qint64 at = offset; at < offset + length; at += unit)
            list.append(at / unit);
        return list;
    };
    QList<qint64> recorded;
    for (const QJsonValue &range : result[QStringLiteral("badRanges")].toArray())
        recorded += units(range[QStringLiteral("offset")].toInteger(),
                          range[QStringLiteral("length")].toInteger());
    QCOMPARE(recorded, lostUnits);
    QList<qint64> mapped;
    for (const QByteArray &line : readFile(base + QStringLiteral(".map")).split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() == 3 && fields[0].startsWith("0x") && fields[2] == "-")
            mapped += units(fields[0].toLongLong(nullptr, 16), fields[1].toLongLong(nullptr, 16));
    }
    QCOMPARE(mapped, lostUnits);
}

void TestDriveLabMedia::badSectorsAreExactOnEveryTransport()
{
    DriveLab lab;
    const QList<qint64> unreadable{5, 2049, 2050, 8191};
    struct Transport
    {
        LabDrive::Kind kind;
        QString id;
        QString lsblk;
        QString bus;
    };
    const QList<Transport> transports{
        {LabDrive::Kind::Ata, QStringLiteral("ata"), QStringLiteral("sata"), QStringLiteral("ata")},
        {LabDrive::Kind::Nvme, QStringLiteral("nvme"), QStringLiteral("nvme"),
         QStringLiteral("nvme")},
        {LabDrive::Kind::UsbStorage, QStringLiteral("usb"), QStringLiteral("usb"),
         QStringLiteral("usb")},
    };
    QString script = QStringLiteral("set -u\n");
    QList<Expected> expected;
    for (const Transport &transport : transports) {
        LabDrive drive;
        drive.kind = transport.kind;
        drive.id = transport.id;
        drive.image = lab.makeMedium(transport.id + QStringLiteral(".raw"), mediumBytes);
        QVERIFY(!drive.image.isEmpty());
        drive.model = QStringLiteral("LAB-%1").arg(transport.id.toUpper());
        drive.serial = QStringLiteral("LAB%1").arg(transport.id.toUpper());
        drive.unreadableSectors = unreadable;
        lab.addDrive(drive);
        script += findDisk(transport.id, transport.lsblk);
        for (const QString &preset : {QStringLiteral("forensic"), QStringLiteral("rescue")}) {
            const QString name = transport.id + QLatin1Char('-') + preset;
            script += acquire(QLatin1Char('$') + transport.id, name,
                              QStringLiteral("--no-smart --preset ") + preset);
            expected.append({name, readFile(drive.image), unreadable, 512, transport.bus, 512});
        }
    }
    const GuestRun run = lab.run(script);
    QVERIFY2(run.exitStatus == 0, run.describe());
    for (const Expected &one : std::as_const(expected))
        checkAcquisition(lab, one);
}

// A 4Kn drive (NVMe with 4096-byte logical blocks, and a USB enclosure behind UAS) loses whole
// 4096-byte sectors; so does a 512e drive (ATA, 512 logical on 4096 physical): its re-reads go by
// physical sector (the default), and the loss is counted in its 512-byte logical sectors.
void TestDriveLabMedia::sectorSizes()
{
    DriveLab lab;
    const QList<qint64> unreadable{9, 4100};
    QString script = QStringLiteral("set -u\n");
    QList<Expected> expected;
    const auto add = [&](LabDrive drive, const QString &lsblk, const QString &bus) {
        drive.image = lab.makeMedium(drive.id + QStringLiteral(".raw"), mediumBytes);
        drive.serial = QStringLiteral("LAB") + drive.id.toUpper();
        drive.unreadableSectors = unreadable;
        lab.addDrive(drive);
        script += findDisk(drive.id, lsblk);
        script += acquire(QLatin1Char('$') + drive.id, drive.id, QStringLiteral("--no-smart"));
        expected.append({drive.id, readFile(drive.image), unreadable, drive.logicalBlockBytes, bus,
                         drive.physicalBlockBytes});
    };
    LabDrive nvme4k;
    nvme4k.kind = LabDrive::Kind::Nvme;
    nvme4k.id = QStringLiteral("nvme4kn");
    nvme4k.logicalBlockBytes = nvme4k.physicalBlockBytes = 4096;
    add(nvme4k, QStringLiteral("nvme"), QStringLiteral("nvme"));
    // A USB enclosure with 4096-byte sectors, behind the UAS driver (usb-uas).
    LabDrive uas4k;
    uas4k.kind = LabDrive::Kind::UsbUas;
    uas4k.id = QStringLiteral("uas4kn");
    uas4k.logicalBlockBytes = uas4k.physicalBlockBytes = 4096;
    add(uas4k, QStringLiteral("usb"), QStringLiteral("usb"));
    LabDrive ata512e;
    ata512e.kind = LabDrive::Kind::Ata;
    ata512e.id = QStringLiteral("ata512e");
    ata512e.physicalBlockBytes = 4096;
    add(ata512e, QStringLiteral("sata"), QStringLiteral("ata"));
    const GuestRun run = lab.run(script);
    QVERIFY2(run.exitStatus == 0, run.describe());
    for (const Expected &one : std::as_const(expected))
        checkAcquisition(lab, one);
}

QTEST_GUILESS_MAIN(TestDriveLabMedia)
#include "tst_drivelabmedia.moc"
