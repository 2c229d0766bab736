// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "drivelab.h"
#include "labscript.h"
#include "testfiles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QtEndian>

using namespace Custody::Test;

namespace {

constexpr qint64 MiB = 1024 * 1024;
constexpr qint64 mediumBytes = 16 * MiB;
// Custody reads the first and the last MiB (the source's fingerprint) before it sets the flags;
// the rest of the medium is read slowly enough that the acquisition is still reading when the
// guest has checked everything (about a minute), and no one read waits long enough for the
// guest's driver to give up on it (30 s): Custody reads 64 KiB at a time, one read at a time.
// The test lifts the limit once the guest has checked (DriveLab::setReadRate()).
constexpr qint64 heldReadBytesPerSecond = 256 * 1024;

// A DOS partition table (MBR) in the medium's first sector with one Linux partition per
// (first sector, sectors) pair, as sfdisk writes it: the kernel shows them as partitions 1, 2, …
QByteArray withPartitionTable(QByteArray medium, const QList<std::pair<quint32, quint32>> &parts)
{
    // The four entries, empty unless given: the kernel takes no table whose unused entries
    // have a boot indicator other than 0 or 80h.
    medium.replace(446, 4 * 16, QByteArray(4 * 16, '\0'));
    for (int i = 0; i < parts.size(); ++i) {
        QByteArray entry(16, '\0');
        entry[4] = char(0x83); // Linux
        qToLittleEndian(parts[i].first, entry.data() + 8);
        qToLittleEndian(parts[i].second, entry.data() + 12);
        medium.replace(446 + 16 * i, 16, entry);
    }
    medium[510] = char(0x55);
    medium[511] = char(0xAA);
    return medium;
}

} // namespace

// Custody's software write-block (the kernel's read-only flag, BLKROSET) on a real sd disk
// (libata) and a real NVMe namespace, each with a partition table: set on the disk and on every
// partition while the acquisition reads, a write through the kernel refused meanwhile, the
// record saying so, and every flag back to writable afterwards.
class TestDriveLabWriteBlock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void heldOnDiskAndPartitionsWhileReading();
};

void TestDriveLabWriteBlock::initTestCase()
{
    const QString why = DriveLab::unavailableReason();
    if (!why.isEmpty())
        QSKIP(qPrintable(why));
}

void TestDriveLabWriteBlock::heldOnDiskAndPartitionsWhileReading()
{
    DriveLab lab;
    QHash<QString, QByteArray> media; // each drive's medium as it was before the guest ran
    QHash<QString, QString> images;   // and the file that holds it
    QString script = labScriptFunctions();
    script += QStringLiteral(R"sh(
# The kernel shows a disk before it has read its partition table.
wait_for_node() {
    wait_until 60 [ -b "$1" ] || { echo "no $1" >&2; return 1; }
}
# Custody sets the flag on the partitions first, then on the disk.
is_read_only() { [ "$(blockdev --getro "$1")" = 1 ]; }
wait_read_only() {
    wait_until 60 is_read_only "$1" || { echo "$1 never became read-only" >&2; return 1; }
}
# Tries to write the first sector of $1 through the kernel; dd's first line and exit status.
try_write() {
    dd if=/dev/zero of="$1" bs=512 count=1 oflag=direct 2> /run/lab/dd.err
    echo $?
    head -n 1 /run/lab/dd.err
}
)sh");
    const QStringList names{QStringLiteral("ata"), QStringLiteral("nvme")};
    for (const QString &name : names) {
        LabDrive drive
            = labDrive(name == QLatin1String("ata") ? LabDrive::Kind::Ata : LabDrive::Kind::Nvme,
                       name, QStringLiteral("LABWB") + name.toUpper());
        drive.readBytesPerSecond = heldReadBytesPerSecond;
        drive.image = lab.makeMedium(name + QStringLiteral(".raw"), mediumBytes);
        QVERIFY(!drive.image.isEmpty());
        const QByteArray medium
            = withPartitionTable(readFile(drive.image), {{2048, 14336}, {16384, 16384}});
        QVERIFY(writeFile(drive.image, medium));
        media.insert(name, medium);
        images.insert(name, drive.image);
        lab.addDrive(drive);
        // The nodes as the guest names them, in Custody's order: the disk, then its partitions.
        script += QStringLiteral("%1=$(disk_on %2)\nwait_for_node $(part $%1 2)\n"
                                 "%1_nodes=\"$%1 $(part $%1 1) $(part $%1 2)\"\n"
                                 "echo $%1_nodes > /run/lab/%1.nodes\n"
                                 "blockdev --getro $%1_nodes > /run/lab/%1.before\n")
                      .arg(name, name == QLatin1String("ata") ? QStringLiteral("/ata")
                                                              : QStringLiteral("/nvme/"));
        script += QStringLiteral("( %1 ) &\n%2_pid=$!\n")
                      .arg(labAcquire(QLatin1Char('$') + name, name,
                                      QStringLiteral("--no-smart --write-block --block-size 64K "
                                                     "--reads-in-flight 1 --hash sha256"))
                               .trimmed(),
                           name);
    }
    for (const QString &name : names) {
        script += QStringLiteral("wait_read_only $%1\n"
                                 "blockdev --getro $%1_nodes > /run/lab/%1.during\n"
                                 "try_write $%1 > /run/lab/%1.write-disk\n"
                                 "try_write $(part $%1 1) > /run/lab/%1.write-partition\n"
                                 // Still reading: all of the above happened during the acquisition.
                                 "kill -0 $%1_pid && echo reading > /run/lab/%1.still\n")
                      .arg(name);
    }
    script += QStringLiteral("touch /run/lab/checked\n");
    for (const QString &name : names)
        script += QStringLiteral("wait $%1_pid\nblockdev --getro $%1_nodes > /run/lab/%1.after\n")
                      .arg(name);

    QVERIFY(lab.start(script));
    // Once the guest has checked, the reads may go as fast as they can.
    const bool checked = lab.waitForSharedFile(QStringLiteral("checked"), 150);
    for (const QString &name : names) {
        if (checked)
            QVERIFY2(lab.setReadRate(name, 0), qPrintable(lab.lastQmpError()));
    }
    const GuestRun run = lab.finish(120);
    QVERIFY2(checked && run.exitStatus == 0, run.describe());

    for (const QString &name : names) {
        const QStringList nodes
            = sharedText(lab, name + QStringLiteral(".nodes")).split(QLatin1Char(' '));
        QCOMPARE(nodes.size(), 3);
        const QString writable = QStringLiteral("0\n0\n0");
        QCOMPARE(sharedText(lab, name + QStringLiteral(".before")), writable);
        QCOMPARE(sharedText(lab, name + QStringLiteral(".during")), QStringLiteral("1\n1\n1"));
        QCOMPARE(sharedText(lab, name + QStringLiteral(".still")), QStringLiteral("reading"));
        QCOMPARE(sharedText(lab, name + QStringLiteral(".after")), writable);
        // The block layer refuses the write: EPERM from the write itself (Linux 6.1), EROFS
        // where the open for writing is refused.
        const auto refused = [](const QString &node) {
            return QStringList{
                QStringLiteral("1\ndd: error writing '%1': Operation not permitted").arg(node),
                QStringLiteral("1\ndd: failed to open '%1': Read-only file system").arg(node)};
        };
        const QString diskWrite = sharedText(lab, name + QStringLiteral(".write-disk"));
        QVERIFY2(refused(nodes[0]).contains(diskWrite), qPrintable(diskWrite));
        const QString partitionWrite = sharedText(lab, name + QStringLiteral(".write-partition"));
        QVERIFY2(refused(nodes[1]).contains(partitionWrite), qPrintable(partitionWrite));

        // Nothing reached the medium, and the image is the medium.
        QVERIFY2(readFile(images[name]) == media[name],
                 qPrintable(name + QStringLiteral(": the medium changed")));
        QVERIFY2(sharedBytes(lab, name + QStringLiteral(".dd")) == media[name],
                 qPrintable(name + QStringLiteral(": the image differs from the medium")));

        const QJsonObject record = acquisitionRecord(lab, name);
        QCOMPARE(record[QStringLiteral("result")][QStringLiteral("status")].toString(),
                 QStringLiteral("completed"));
        QJsonArray flags;
        for (const QString &node : nodes)
            flags.append(QJsonObject{{QStringLiteral("devicePath"), node},
                                     {QStringLiteral("readOnly"), true}});
        const QJsonObject expected{
            {QStringLiteral("requested"), true},
            {QStringLiteral("set"), true},
            {QStringLiteral("verified"), true},
            {QStringLiteral("nodes"), flags},
            {QStringLiteral("atEnd"),
             QJsonObject{{QStringLiteral("readOnly"), QJsonArray::fromStringList(nodes)},
                         {QStringLiteral("writable"), QJsonArray()}}},
            {QStringLiteral("restored"), true},
        };
        const QJsonObject writeBlock = record[QStringLiteral("writeBlock")].toObject();
        QVERIFY2(writeBlock == expected,
                 QJsonDocument(QJsonObject{{QStringLiteral("writeBlock"), writeBlock},
                                           {QStringLiteral("expected"), expected}})
                     .toJson()
                     .constData());
    }
}

QTEST_GUILESS_MAIN(TestDriveLabWriteBlock)
#include "tst_drivelabwriteblock.moc"
