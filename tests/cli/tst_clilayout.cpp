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
    void infoReadsAnE01ThroughAView();
    void anAcquisitionRecordsTheLayoutInItsRecordLogAndReport();
    void noLayoutRecordsNone();
    void devicesLayoutReadsEachDrive();

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

// An E01 is read through a read-only FUSE view of Custody's own reader (root): the same layout
// as the raw disk it was made from, and the view gone afterwards.
void TestCliLayout::infoReadsAnE01ThroughAView()
{
    const QString base = m_dir.filePath(QStringLiteral("asE01"));
    const ProcessResult acquired
        = runProcess(cli, {QStringLiteral("acquire"), m_gpt, base, QStringLiteral("--no-smart"),
                           QStringLiteral("--format"), QStringLiteral("e01")});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    const ProcessResult e01 = runProcess(
        cli, {QStringLiteral("info"), base + QStringLiteral(".E01"), QStringLiteral("--json")});
    if (::geteuid() != 0) {
        QCOMPARE(e01.exitCode, 1);
        QVERIFY2(e01.standardError.contains("needs root"), e01.describe());
    } else {
        QVERIFY2(e01.exitCode == 0, e01.describe());
        const ProcessResult raw
            = runProcess(cli, {QStringLiteral("info"), m_gpt, QStringLiteral("--json")});
        QCOMPARE(jsonOf(e01.standardOutput).value(QStringLiteral("layout")),
                 jsonOf(raw.standardOutput).value(QStringLiteral("layout")));
        QVERIFY(!LayoutDisks::contentOf(QStringLiteral("/proc/self/mountinfo"))
                     .contains("fuse.custody"));
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

QTEST_GUILESS_MAIN(TestCliLayout)
#include "tst_clilayout.moc"
