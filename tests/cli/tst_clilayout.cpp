// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The layout of a source through custody-cli: `info`, `devices --layout` (a read-only loop
// device, root), and the record, log and report of an acquisition ("Layout at acquisition"),
// on disks made by sgdisk, mkfs and cryptsetup.

#include "layoutdisks.h"
#include "testprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Custody::Test;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);

QJsonObject jsonOf(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

QString textOf(const QString &path)
{
    return QString::fromUtf8(LayoutDisks::contentOf(path));
}

} // namespace

class TestCliLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void infoListsEveryPartition();
    void infoWarnsOfEncryptedVolumes();
    void infoAndAcquisitionReadE01AndSplitImages();
    void anAcquisitionRecordsTheLayoutInItsRecordLogAndReport();
    void noLayoutRecordsNone();
    void devicesLayoutReadsEachDrive();
    void aGptOf4096ByteSectorsIsReadWithThem();

private:
    QTemporaryDir m_dir;
    QString m_gpt;
    QString m_mbr;
};

void TestCliLayout::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_gpt = m_dir.filePath(QStringLiteral("gpt.img"));
    m_mbr = m_dir.filePath(QStringLiteral("mbr.img"));
    QVERIFY(LayoutDisks::makeGpt(m_gpt, m_dir.filePath(QStringLiteral("scratch"))));
    QVERIFY(LayoutDisks::makeMbr(m_mbr, m_dir.filePath(QStringLiteral("scratch"))));
}

void TestCliLayout::infoListsEveryPartition()
{
    const ProcessResult info = runProcess(cli, {QStringLiteral("info"), m_gpt});
    QVERIFY2(info.exitCode == 0, info.describe());
    const QString text = QString::fromUtf8(info.standardOutput);
    const QStringList expected{
        QStringLiteral("67108864 bytes"),
        QStringLiteral("partition table: GPT, disk GUID %1")
            .arg(QLatin1String(LayoutDisks::GptDiskGuid)),
        QStringLiteral("Partition 1: sectors 2,048 to 34,815 (16.0 MiB), Microsoft basic data, "
                       "name “EVIDENCE part”: vfat FAT16, label “EVIDENCE”, UUID A6D0-1558"),
        QStringLiteral("Partition 2: sectors 34,816 to 67,583 (16.0 MiB), Linux filesystem, name "
                       "“linux”: ext4 1.0, label “casefiles”, UUID %1")
            .arg(QLatin1String(LayoutDisks::Ext4Uuid)),
        QStringLiteral("Partition 3: sectors 67,584 to 100,351 (16.0 MiB), Microsoft basic data, "
                       "name “windows”: ntfs, label “WINDATA”"),
    };
    for (const QString &line : expected)
        QVERIFY2(text.contains(line), qPrintable(line + QStringLiteral("\n---\n") + text));
    QVERIFY(!text.contains(QStringLiteral("warning")));

    const ProcessResult json
        = runProcess(cli, {QStringLiteral("info"), m_gpt, QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject layout
        = jsonOf(json.standardOutput).value(QStringLiteral("layout")).toObject();
    QCOMPARE(layout.value(QStringLiteral("partitions")).toArray().size(), 3);
    QCOMPARE(
        layout.value(QStringLiteral("table")).toObject().value(QStringLiteral("type")).toString(),
        QStringLiteral("gpt"));
}

void TestCliLayout::infoWarnsOfEncryptedVolumes()
{
    const ProcessResult info = runProcess(cli, {QStringLiteral("info"), m_mbr});
    QVERIFY2(info.exitCode == 0, info.describe());
    const QString text = QString::fromUtf8(info.standardOutput);
    QVERIFY2(
        text.contains(QStringLiteral("partition table: MBR (DOS), disk identifier 0x1234abcd")),
        qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Partition 1: sectors 2,048 to 34,815 (16.0 MiB), Linux: "
                                         "encrypted: LUKS 1, UUID ")));
    QVERIFY(text.contains(QStringLiteral("Partition 3: sectors 51,200 to 67,583 (8.0 MiB), Linux: "
                                         "no known signature, only zeros in 768.0 KiB sampled")));
    QVERIFY(
        text.contains(QStringLiteral("warning: Encrypted: partition 1 (LUKS). The image will "
                                     "hold these volumes as they are on the medium, "
                                     "unreadable without their key or passphrase. Possibly "
                                     "encrypted: partition 2 (random-looking, no signature).")));
}

// An E01 and a split image are read through a read-only FUSE view of Custody's own reader
// (root): the same layout as the raw disk they were made from, in info and in the record of an
// acquisition of the image.
void TestCliLayout::infoAndAcquisitionReadE01AndSplitImages()
{
    if (::geteuid() != 0) {
        const QString base = m_dir.filePath(QStringLiteral("asE01"));
        const ProcessResult acquired
            = runProcess(cli, {QStringLiteral("acquire"), m_gpt, base, QStringLiteral("--no-smart"),
                               QStringLiteral("--format"), QStringLiteral("e01")});
        QVERIFY2(acquired.exitCode == 0, acquired.describe());
        const ProcessResult e01
            = runProcess(cli, {QStringLiteral("info"), base + QStringLiteral(".E01")});
        QCOMPARE(e01.exitCode, 1);
        QVERIFY2(e01.standardError.contains("needs root"), e01.describe());
        QSKIP("the layout of an E01 or split image is read through a FUSE view: root");
    }
    // The MBR disk's logical partition is found in its extended one: a region read a round later.
    for (const QString &disk : {m_gpt, m_mbr}) {
        const ProcessResult raw
            = runProcess(cli, {QStringLiteral("info"), disk, QStringLiteral("--json")});
        QVERIFY2(raw.exitCode == 0, raw.describe());
        const QJsonValue layout = jsonOf(raw.standardOutput).value(QStringLiteral("layout"));
        for (const QString &format : {QStringLiteral("e01"), QStringLiteral("split")}) {
            const QString base = disk + QStringLiteral("-as-") + format;
            const ProcessResult acquired = runProcess(
                cli,
                QStringList{QStringLiteral("acquire"), disk, base, QStringLiteral("--no-smart")}
                    + (format == QStringLiteral("e01")
                           ? QStringList{QStringLiteral("--format"), format}
                           : QStringList{QStringLiteral("--split"), QStringLiteral("16M")}));
            QVERIFY2(acquired.exitCode == 0, acquired.describe());
            const QString image = base
                                  + (format == QStringLiteral("e01") ? QStringLiteral(".E01")
                                                                     : QStringLiteral(".001"));
            const ProcessResult info
                = runProcess(cli, {QStringLiteral("info"), image, QStringLiteral("--json")});
            QVERIFY2(info.exitCode == 0, info.describe());
            QCOMPARE(jsonOf(info.standardOutput).value(QStringLiteral("layout")), layout);
            // The image as the source of an acquisition: its record holds the same layout.
            const QString again = base + QStringLiteral("-again");
            const ProcessResult reacquired = runProcess(
                cli, {QStringLiteral("acquire"), image, again, QStringLiteral("--no-smart")});
            QVERIFY2(reacquired.exitCode == 0, reacquired.describe());
            const QJsonObject record
                = jsonOf(LayoutDisks::contentOf(again + QStringLiteral(".json")));
            QCOMPARE(
                record.value(QStringLiteral("source")).toObject().value(QStringLiteral("layout")),
                layout);
        }
    }
    const ProcessResult missing
        = runProcess(cli, {QStringLiteral("info"), m_dir.filePath(QStringLiteral("absent"))});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.standardError.contains("absent"), missing.describe());
    const ProcessResult badSector
        = runProcess(cli, {QStringLiteral("info"), m_gpt, QStringLiteral("--sector-size"),
                           QStringLiteral("1000")});
    QCOMPARE(badSector.exitCode, 2);
}

void TestCliLayout::anAcquisitionRecordsTheLayoutInItsRecordLogAndReport()
{
    const QString base = m_dir.filePath(QStringLiteral("image"));
    const ProcessResult acquired
        = runProcess(cli, {QStringLiteral("acquire"), m_mbr, base, QStringLiteral("--no-smart")});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    const QJsonObject record = jsonOf(LayoutDisks::contentOf(base + QStringLiteral(".json")));
    const QJsonObject layout = record.value(QStringLiteral("source"))
                                   .toObject()
                                   .value(QStringLiteral("layout"))
                                   .toObject();
    const ProcessResult info
        = runProcess(cli, {QStringLiteral("info"), m_mbr, QStringLiteral("--json")});
    QCOMPARE(layout, jsonOf(info.standardOutput).value(QStringLiteral("layout")).toObject());

    const QString log = textOf(base + QStringLiteral(".txt"));
    QVERIFY2(log.contains(QStringLiteral("Layout at acquisition")), qPrintable(log));
    QVERIFY(log.contains(QStringLiteral("MBR (DOS), disk identifier 0x1234abcd")));
    QVERIFY(log.contains(QStringLiteral("encrypted: LUKS 1")));
    QVERIFY(log.contains(QStringLiteral("Encrypted: partition 1 (LUKS).")));

    const ProcessResult report
        = runProcess(cli, {QStringLiteral("report"), base + QStringLiteral(".json"),
                           QStringLiteral("--text"), m_dir.filePath(QStringLiteral("report.txt"))});
    QVERIFY2(report.exitCode == 0, report.describe());
    const QString reportText = textOf(m_dir.filePath(QStringLiteral("report.txt")));
    QVERIFY2(reportText.contains(QStringLiteral("Layout at acquisition")), qPrintable(reportText));
    QVERIFY(reportText.contains(QStringLiteral("only zeros in 768.0 KiB sampled")));
}

void TestCliLayout::noLayoutRecordsNone()
{
    const QString base = m_dir.filePath(QStringLiteral("nolayout"));
    const ProcessResult acquired
        = runProcess(cli, {QStringLiteral("acquire"), m_gpt, base, QStringLiteral("--no-smart"),
                           QStringLiteral("--no-layout")});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    const QJsonObject source = jsonOf(LayoutDisks::contentOf(base + QStringLiteral(".json")))
                                   .value(QStringLiteral("source"))
                                   .toObject();
    QVERIFY(!source.contains(QStringLiteral("layout")));
    QVERIFY(!source.contains(QStringLiteral("layoutError")));
    QVERIFY(
        !textOf(base + QStringLiteral(".txt")).contains(QStringLiteral("Layout at acquisition")));
    // The command line the record keeps asks for the same again.
    QVERIFY(jsonOf(LayoutDisks::contentOf(base + QStringLiteral(".json")))
                .value(QStringLiteral("tool"))
                .toObject()
                .value(QStringLiteral("commandLine"))
                .toString()
                .contains(QStringLiteral("--no-layout")));
}

void TestCliLayout::devicesLayoutReadsEachDrive()
{
    if (::geteuid() != 0)
        QSKIP("needs root for a loop device");
    const ProcessResult attached
        = runProcess(QStringLiteral("losetup"), {QStringLiteral("--find"), QStringLiteral("--show"),
                                                 QStringLiteral("--read-only"), m_gpt});
    QVERIFY2(attached.exitCode == 0, attached.describe());
    const QString loop = QString::fromUtf8(attached.standardOutput).trimmed();
    const ProcessResult devices
        = runProcess(cli, {QStringLiteral("devices"), QStringLiteral("--layout")});
    const ProcessResult json = runProcess(
        cli, {QStringLiteral("devices"), QStringLiteral("--layout"), QStringLiteral("--json")});
    runProcess(QStringLiteral("losetup"), {QStringLiteral("-d"), loop});
    QVERIFY2(devices.exitCode == 0, devices.describe());
    const QString text = QString::fromUtf8(devices.standardOutput);
    const qsizetype at = text.indexOf(
        QRegularExpression(QStringLiteral("^%1 ").arg(loop), QRegularExpression::MultilineOption));
    QVERIFY2(at >= 0, qPrintable(text));
    const QString after = text.mid(at);
    QVERIFY2(after.contains(QStringLiteral("    partition table: GPT, disk GUID %1")
                                .arg(QLatin1String(LayoutDisks::GptDiskGuid))),
             qPrintable(after));
    QVERIFY(after.contains(QStringLiteral("ext4 1.0, label “casefiles”")));
    bool found = false;
    for (const QJsonValue &device :
         jsonOf(json.standardOutput).value(QStringLiteral("devices")).toArray()) {
        const QJsonObject object = device.toObject();
        if (object.value(QStringLiteral("devicePath")).toString() != loop)
            continue;
        found = true;
        QCOMPARE(object.value(QStringLiteral("layout"))
                     .toObject()
                     .value(QStringLiteral("partitions"))
                     .toArray()
                     .size(),
                 3);
    }
    QVERIFY2(found, json.describe());
}

// A 4Kn drive's GPT (written by sgdisk on a loop device of 4096-byte sectors): an image file is
// read with --sector-size 4096, and an E01 of the drive carries its sector size, so that info
// and the acquisition of the E01 find the same table without being told.
void TestCliLayout::aGptOf4096ByteSectorsIsReadWithThem()
{
    if (::geteuid() != 0)
        QSKIP("needs root for a loop device of 4096-byte sectors");
    using LayoutDisks::MiB;
    const QString file = m_dir.filePath(QStringLiteral("4kn.img"));
    const QString scratch = m_dir.filePath(QStringLiteral("4kn-ext4"));
    QVERIFY(LayoutDisks::placeInto(file, 32 * MiB - 1, QByteArray(1, '\0')));
    const auto attach = [](const QStringList &options) {
        const ProcessResult attached
            = runProcess(QStringLiteral("losetup"),
                         QStringList{QStringLiteral("--find"), QStringLiteral("--show"),
                                     QStringLiteral("--sector-size"), QStringLiteral("4096")}
                             + options);
        return attached.exitCode == 0 ? QString::fromUtf8(attached.standardOutput).trimmed()
                                      : QString();
    };
    const auto detach = [](const QString &loop) {
        runProcess(QStringLiteral("losetup"), {QStringLiteral("-d"), loop});
    };
    const QString writable = attach({file});
    QVERIFY(!writable.isEmpty());
    // Sectors of 4096 bytes: partition 1 at 1 MiB (sector 256), 2 after it, 8 MiB each.
    const ProcessResult table
        = runProcess(QStringLiteral("sgdisk"),
                     {QStringLiteral("-n1:256:+8M"), QStringLiteral("-t1:8300"),
                      QStringLiteral("-n2:0:+8M"), QStringLiteral("-t2:0700"), writable});
    detach(writable);
    QVERIFY2(table.exitCode == 0, table.describe());
    QVERIFY(LayoutDisks::placeInto(scratch, 8 * MiB - 1, QByteArray(1, '\0')));
    const ProcessResult made = runProcess(QStringLiteral("mkfs.ext4"),
                                          {QStringLiteral("-q"), QStringLiteral("-F"),
                                           QStringLiteral("-b"), QStringLiteral("4096"),
                                           QStringLiteral("-L"), QStringLiteral("fourk"), scratch});
    QVERIFY2(made.exitCode == 0, made.describe());
    QVERIFY(LayoutDisks::placeInto(file, 1 * MiB, LayoutDisks::contentOf(scratch)));

    const ProcessResult info
        = runProcess(cli, {QStringLiteral("info"), file, QStringLiteral("--json"),
                           QStringLiteral("--sector-size"), QStringLiteral("4096")});
    QVERIFY2(info.exitCode == 0, info.describe());
    const QJsonObject layout
        = jsonOf(info.standardOutput).value(QStringLiteral("layout")).toObject();
    QCOMPARE(layout.value(QStringLiteral("sectorBytes")).toInt(), 4096);
    const QJsonArray partitions = layout.value(QStringLiteral("partitions")).toArray();
    QCOMPARE(partitions.size(), 2);
    const QJsonObject first = partitions.at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("startBytes")).toInteger(), 1 * MiB);
    QCOMPARE(first.value(QStringLiteral("sizeBytes")).toInteger(), 8 * MiB);
    QCOMPARE(partitions.at(1).toObject().value(QStringLiteral("startBytes")).toInteger(), 9 * MiB);
    QVERIFY2(QJsonDocument(first).toJson().contains("\"fourk\""), info.describe());
    // Read with 512-byte sectors, the same file holds no GPT where one would be.
    const ProcessResult as512
        = runProcess(cli, {QStringLiteral("info"), file, QStringLiteral("--json")});
    QVERIFY2(as512.exitCode == 0, as512.describe());
    QVERIFY(jsonOf(as512.standardOutput)
                .value(QStringLiteral("layout"))
                .toObject()
                .value(QStringLiteral("partitions"))
                .toArray()
                .isEmpty());

    const QString drive = attach({QStringLiteral("--read-only"), file});
    QVERIFY(!drive.isEmpty());
    const QString base = m_dir.filePath(QStringLiteral("4kn-e01"));
    const ProcessResult acquired
        = runProcess(cli, {QStringLiteral("acquire"), drive, base, QStringLiteral("--no-smart"),
                           QStringLiteral("--format"), QStringLiteral("e01")});
    detach(drive);
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    const QJsonObject record = jsonOf(LayoutDisks::contentOf(base + QStringLiteral(".json")));
    QCOMPARE(record.value(QStringLiteral("source"))
                 .toObject()
                 .value(QStringLiteral("layout"))
                 .toObject(),
             layout);
    const ProcessResult e01 = runProcess(
        cli, {QStringLiteral("info"), base + QStringLiteral(".E01"), QStringLiteral("--json")});
    QVERIFY2(e01.exitCode == 0, e01.describe());
    QCOMPARE(jsonOf(e01.standardOutput).value(QStringLiteral("layout")).toObject(), layout);
}

QTEST_GUILESS_MAIN(TestCliLayout)
#include "tst_clilayout.moc"
