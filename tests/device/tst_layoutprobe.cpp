// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The layout of a medium (device/layoutprobe.h) against disks made by the real tools: sgdisk and
// sfdisk write the tables, mkfs.vfat, mkfs.ext4, mkfs.ntfs and cryptsetup the volumes, into image
// files; the same disk is read again through a read-only loop device (root). What the tools were
// told is what the layout must say, and reading it changes nothing.

#include "device/layoutprobe.h"
#include "layoutdisks.h"
#include "loopdevice.h"
#include "report/layouttext.h"
#include "testprocess.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/types.h>

using namespace Custody;
using namespace Custody::Test;

namespace {

using namespace Custody::Test::LayoutDisks;

QByteArray sha256Of(const QString &path)
{
    return QCryptographicHash::hash(contentOf(path), QCryptographicHash::Sha256).toHex();
}

} // namespace

class TestLayoutProbe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aGptDiskListsItsThreePartitionsAsTheToolsMadeThem();
    void anMbrDiskTellsEncryptedRandomAndEmptyPartitionsApart();
    void bitLockerAndApfsAreFoundByTheirHeaders();
    void aFileSystemWithoutATableIsTheWholeMedium();
    void aTableLongerThanTheMediumIsSaidNotRead();
    void aSmallRegionAtTheEndIsSampledWithinItself();
    void aGptLongerThanTheMediumIsNotTakenForATable();
    void aFifoIsRefusedAtOnce();
    void aLoopDeviceReadsAsItsFileAndNothingChanges();
    void anotherNodeAtThePathIsRefused();
    void theLayoutReadsBackFromJsonAsWritten();
    void theReportSectionListsEveryPartitionAndTheWarning();

private:
    QTemporaryDir m_dir;
    QString m_gpt; // 64 MiB: EVIDENCE (vfat), casefiles (ext4), WINDATA (ntfs)
    QString m_mbr; // 48 MiB: LUKS1, random bytes, zeros
};

void TestLayoutProbe::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_gpt = m_dir.filePath(QStringLiteral("gpt.img"));
    QVERIFY(makeGpt(m_gpt, m_dir.filePath(QStringLiteral("scratch"))));
    m_mbr = m_dir.filePath(QStringLiteral("mbr.img"));
    QVERIFY(makeMbr(m_mbr, m_dir.filePath(QStringLiteral("scratch"))));
}

void TestLayoutProbe::aGptDiskListsItsThreePartitionsAsTheToolsMadeThem()
{
    const Result<MediumLayout> layout = readMediumLayout(LayoutTarget{m_gpt});
    QVERIFY2(layout, qPrintable(layout ? QString() : layout.error().userMessage()));
    QCOMPARE(layout->sizeBytes, 64 * MiB);
    QCOMPARE(layout->tableType, QStringLiteral("gpt"));
    QCOMPARE(layout->tableId, QLatin1String(GptDiskGuid));
    QCOMPARE(layout->partitions.size(), 3);
    const struct
    {
        qint64 start;
        const char *typeCode;
        const char *typeName;
        const char *name;
        const char *fileSystem;
        const char *label;
    } expected[] = {
        {1 * MiB, "ebd0a0a2-b9e5-4433-87c0-68b6b72699c7", "Microsoft basic data", "EVIDENCE part",
         "vfat", "EVIDENCE"},
        {17 * MiB, "0fc63daf-8483-4772-8e79-3d69d8477de4", "Linux filesystem", "linux", "ext4",
         "casefiles"},
        {33 * MiB, "ebd0a0a2-b9e5-4433-87c0-68b6b72699c7", "Microsoft basic data", "windows",
         "ntfs", "WINDATA"},
    };
    for (int index = 0; index < 3; ++index) {
        const PartitionEntry &partition = layout->partitions[index];
        QCOMPARE(partition.number, index + 1);
        QCOMPARE(partition.startBytes, expected[index].start);
        QCOMPARE(partition.sizeBytes, 16 * MiB);
        QCOMPARE(partition.typeCode, QLatin1String(expected[index].typeCode));
        QCOMPARE(partition.typeName, QLatin1String(expected[index].typeName));
        QCOMPARE(partition.name, QLatin1String(expected[index].name));
        QCOMPARE(partition.content.kind, VolumeContent::Kind::Signature);
        QCOMPARE(partition.content.type, QLatin1String(expected[index].fileSystem));
        QCOMPARE(partition.content.usage, QStringLiteral("filesystem"));
        QCOMPARE(partition.content.label, QLatin1String(expected[index].label));
        QVERIFY(!partition.content.isEncrypted());
    }
    QCOMPARE(layout->partitions[0].content.uuid, QStringLiteral("A6D0-1558"));
    QCOMPARE(layout->partitions[1].content.uuid, QLatin1String(Ext4Uuid));
    QCOMPARE(layout->partitions[1].content.version, QStringLiteral("1.0"));
    QVERIFY(layout->encryptedOrRandom().isEmpty());
    QVERIFY(LayoutText::encryptionWarning(*layout).isEmpty());
}

void TestLayoutProbe::anMbrDiskTellsEncryptedRandomAndEmptyPartitionsApart()
{
    const Result<MediumLayout> layout = readMediumLayout(LayoutTarget{m_mbr});
    QVERIFY(layout);
    QCOMPARE(layout->tableType, QStringLiteral("dos"));
    QCOMPARE(layout->tableId, QStringLiteral("1234abcd")); // as libblkid gives it
    QCOMPARE(layout->partitions.size(), 5);
    const PartitionEntry &luks = layout->partitions[0];
    QCOMPARE(luks.typeCode, QStringLiteral("0x83"));
    QCOMPARE(luks.typeName, QStringLiteral("Linux"));
    QCOMPARE(luks.content.type, QStringLiteral("crypto_LUKS"));
    QCOMPARE(luks.content.version, QStringLiteral("1"));
    QVERIFY(luks.content.isEncrypted());
    const PartitionEntry &random = layout->partitions[1];
    QCOMPARE(random.startBytes, 17 * MiB);
    QCOMPARE(random.content.kind, VolumeContent::Kind::Random);
    QCOMPARE(random.content.sampledBytes, 768 * 1024);
    QVERIFY2(random.content.entropy > 7.99, qPrintable(QString::number(random.content.entropy)));
    const PartitionEntry &zeros = layout->partitions[2];
    QCOMPARE(zeros.content.kind, VolumeContent::Kind::Zeros);
    QCOMPARE(zeros.content.entropy, 0.0);
    // The extended partition is a container, not probed; the logical one inside it is.
    const PartitionEntry &extended = layout->partitions[3];
    QCOMPARE(extended.number, 4);
    QCOMPARE(extended.typeCode, QStringLiteral("0x05"));
    QCOMPARE(extended.typeName, QStringLiteral("Extended"));
    QCOMPARE(extended.startBytes, 33 * MiB);
    QCOMPARE(extended.content.kind, VolumeContent::Kind::Unknown);
    QCOMPARE(extended.content.sampledBytes, 0);
    QVERIFY(LayoutText::regionLines(*layout).at(3).endsWith(
        QStringLiteral("Extended: holds the logical partitions listed after it")));
    const PartitionEntry &logical = layout->partitions[4];
    QCOMPARE(logical.number, 5);
    QCOMPARE(logical.startBytes, 34 * MiB);
    QCOMPARE(logical.sizeBytes, 12 * MiB);
    QCOMPARE(logical.content.kind, VolumeContent::Kind::Zeros);
    QCOMPARE(layout->encryptedOrRandom().size(), 2);
    const QString warning = LayoutText::encryptionWarning(*layout);
    QVERIFY2(
        warning.startsWith(QStringLiteral("Encrypted: partition 1 (LUKS)."))
            && warning.contains(QStringLiteral("Possibly encrypted: partition 2 (random-looking")),
        qPrintable(warning));
    QVERIFY(LayoutText::contentText(luks.content).startsWith(QStringLiteral("encrypted: LUKS 1")));
}

// BitLocker (Windows 7 and later), a BitLocker To Go volume (a FAT volume underneath, which must
// not be taken for a plain one) and an APFS container, from their documented header fields.
void TestLayoutProbe::bitLockerAndApfsAreFoundByTheirHeaders()
{
    const QString disk = m_dir.filePath(QStringLiteral("encrypted.img"));
    QVERIFY(makeEncryptedHeaders(disk, m_dir.filePath(QStringLiteral("scratch"))));
    const Result<MediumLayout> layout = readMediumLayout(LayoutTarget{disk});
    QVERIFY2(layout, qPrintable(layout ? QString() : layout.error().userMessage()));
    QCOMPARE(layout->partitions.size(), 3);
    for (const int index : {0, 1}) {
        const VolumeContent &bitLocker = layout->partitions[index].content;
        QCOMPARE(bitLocker.kind, VolumeContent::Kind::Signature);
        QCOMPARE(bitLocker.type, QStringLiteral("BitLocker"));
        QCOMPARE(bitLocker.usage, QStringLiteral("crypto"));
        QCOMPARE(bitLocker.version, QStringLiteral("2"));
        QVERIFY(bitLocker.isEncrypted());
    }
    const PartitionEntry &apfs = layout->partitions[2];
    QCOMPARE(apfs.typeName, QStringLiteral("Apple APFS"));
    QCOMPARE(apfs.content.type, QStringLiteral("apfs"));
    QCOMPARE(apfs.content.uuid, QLatin1String(ApfsUuid));
    QVERIFY(apfs.content.isApfs());
    QCOMPARE(layout->encryptedOrRandom().size(), 3);
    const QString warning = LayoutText::encryptionWarning(*layout);
    QVERIFY2(warning.contains(QStringLiteral("partition 1 (BitLocker)"))
                 && warning.contains(QStringLiteral("partition 2 (BitLocker)"))
                 && warning.contains(QStringLiteral("partition 3")),
             qPrintable(warning));

    // Without its FVE metadata block the To Go volume is the FAT volume it is made on: the
    // BitLocker header, not the FAT one, decides. (The APFS superblock's checksum is right so that
    // a libblkid that checks it, newer than Debian 12's, finds the container too.)
    QVERIFY(placeInto(disk, 9 * MiB + BitLockerMetadataOffset, QByteArray(64, '\0')));
    const Result<MediumLayout> plain = readMediumLayout(LayoutTarget{disk});
    QVERIFY(plain);
    QCOMPARE(plain->partitions[1].content.type, QStringLiteral("vfat"));
    QCOMPARE(plain->partitions[1].content.label, QStringLiteral("TOGO"));
    QVERIFY(!plain->partitions[1].content.isEncrypted());
}

void TestLayoutProbe::aFileSystemWithoutATableIsTheWholeMedium()
{
    const QString stick = m_dir.filePath(QStringLiteral("stick.img"));
    QVERIFY(placeInto(stick, 8 * MiB - 1, QByteArray(1, '\0')));
    const ProcessResult made = runProcess(QStringLiteral("mkfs.vfat"),
                                          {QStringLiteral("-n"), QStringLiteral("STICK"), stick});
    QVERIFY2(made.exitCode == 0, made.describe());
    const Result<MediumLayout> layout = readMediumLayout(LayoutTarget{stick});
    QVERIFY(layout);
    QVERIFY(!layout->hasTable());
    QVERIFY(layout->partitions.isEmpty());
    QCOMPARE(layout->whole.kind, VolumeContent::Kind::Signature);
    QCOMPARE(layout->whole.type, QStringLiteral("vfat"));
    QCOMPARE(layout->whole.label, QStringLiteral("STICK"));
    QCOMPARE(LayoutText::tableLine(*layout), QStringLiteral("none"));
    QVERIFY(
        LayoutText::regionLines(*layout).constFirst().startsWith(QStringLiteral("Whole medium")));
}

void TestLayoutProbe::aTableLongerThanTheMediumIsSaidNotRead()
{
    // The MBR disk cut after its first partition: the others lie past the end (the logical
    // partition's own table too, so it is not listed).
    const QString cut = m_dir.filePath(QStringLiteral("cut.img"));
    QVERIFY(placeInto(cut, 0, contentOf(m_mbr).left(20 * MiB)));
    const Result<MediumLayout> layout = readMediumLayout(LayoutTarget{cut});
    QVERIFY(layout);
    QCOMPARE(layout->partitions.size(), 4);
    QCOMPARE(layout->partitions[0].content.type, QStringLiteral("crypto_LUKS"));
    for (int index : {1, 2, 3}) {
        const VolumeContent &content = layout->partitions[index].content;
        QCOMPARE(content.kind, VolumeContent::Kind::Unreadable);
        QVERIFY2(
            content.error.contains(QStringLiteral("past the end of the medium (20971520 bytes)")),
            qPrintable(content.error));
    }
}

// A partition of 100 KiB, the medium's last: its start, middle and end samples stay inside it
// (100 KiB sampled, no byte of the medium past it, no read past the end).
void TestLayoutProbe::aSmallRegionAtTheEndIsSampledWithinItself()
{
    const QString disk = m_dir.filePath(QStringLiteral("small.img"));
    QFile random(QStringLiteral("/dev/urandom"));
    QVERIFY(random.open(QIODevice::ReadOnly));
    QVERIFY(placeInto(disk, 0, QByteArray(1 * MiB, '\0')));
    QVERIFY(placeInto(disk, 1 * MiB, random.read(100 * 1024)));
    const QString table = m_dir.filePath(QStringLiteral("small.sfdisk"));
    QVERIFY(placeInto(table, 0, "label: dos\nstart=2048, size=200, type=83\n"));
    const ProcessResult made = runProcess(
        QStringLiteral("sh"),
        {QStringLiteral("-c"), QStringLiteral("sfdisk -q \"$0\" < \"$1\""), disk, table});
    QVERIFY2(made.exitCode == 0, made.describe());
    const Result<MediumLayout> layout = readMediumLayout(LayoutTarget{disk});
    QVERIFY(layout);
    QCOMPARE(layout->sizeBytes, 1 * MiB + 100 * 1024);
    QCOMPARE(layout->partitions.size(), 1);
    const VolumeContent &content = layout->partitions[0].content;
    QVERIFY2(content.error.isEmpty(), qPrintable(content.error));
    QCOMPARE(content.sampledBytes, 100 * 1024);
    QCOMPARE(content.kind, VolumeContent::Kind::Random);
}

// libblkid does not take a GPT whose last usable sector lies past the medium's end (a GPT disk
// cloned onto a smaller one, a cut image): its protective MBR is what is found, and said.
void TestLayoutProbe::aGptLongerThanTheMediumIsNotTakenForATable()
{
    const QString cut = m_dir.filePath(QStringLiteral("cutgpt.img"));
    QVERIFY(placeInto(cut, 0, contentOf(m_gpt).left(40 * MiB)));
    const Result<MediumLayout> layout = readMediumLayout(LayoutTarget{cut});
    QVERIFY(layout);
    QVERIFY2(layout->tableType != QStringLiteral("gpt"), qPrintable(layout->tableType));
    for (const PartitionEntry &partition : layout->partitions)
        QVERIFY(partition.typeCode != QStringLiteral("0fc63daf-8483-4772-8e79-3d69d8477de4"));
}

void TestLayoutProbe::aFifoIsRefusedAtOnce()
{
    const QString fifo = m_dir.filePath(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
    const Result<MediumLayout> layout = readMediumLayout(LayoutTarget{fifo});
    QVERIFY(!layout);
    QVERIFY2(layout.error().userMessage().contains(QStringLiteral("neither a block device nor")),
             qPrintable(layout.error().userMessage()));
}

// Through a loop device attached read-write: the layout is the file's, and reading it wrote
// nothing (the kernel would have let it).
void TestLayoutProbe::aLoopDeviceReadsAsItsFileAndNothingChanges()
{
    if (const QString reason = LoopDevice::unavailableReason(); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    const QByteArray before = sha256Of(m_gpt);
    LoopDevice loop;
    QVERIFY2(loop.attach(m_gpt, {}), qPrintable(loop.errorString()));
    struct stat status = {};
    QCOMPARE(::stat(loop.devicePath().toLocal8Bit().constData(), &status), 0);
    const Result<MediumLayout> fromDevice
        = readMediumLayout(LayoutTarget{loop.devicePath(), 512, status.st_rdev, 0});
    QVERIFY2(fromDevice, qPrintable(fromDevice ? QString() : fromDevice.error().userMessage()));
    const Result<MediumLayout> fromFile = readMediumLayout(LayoutTarget{m_gpt});
    QVERIFY(fromFile);
    QCOMPARE(*fromDevice, *fromFile);
    QVERIFY(loop.detach());
    QCOMPARE(sha256Of(m_gpt), before);
}

void TestLayoutProbe::anotherNodeAtThePathIsRefused()
{
    struct stat status = {};
    QCOMPARE(::stat(m_mbr.toLocal8Bit().constData(), &status), 0);
    // The identity of the MBR disk, the path of the GPT one: a path replaced since it was opened.
    const Result<MediumLayout> layout
        = readMediumLayout(LayoutTarget{m_gpt, 512, status.st_dev, status.st_ino});
    QVERIFY(!layout);
    QVERIFY2(layout.error().userMessage().contains(QStringLiteral("no longer names the source")),
             qPrintable(layout.error().userMessage()));
    const Result<MediumLayout> folder = readMediumLayout(LayoutTarget{m_dir.path()});
    QVERIFY(!folder);
    QVERIFY(folder.error().userMessage().contains(QStringLiteral("neither a block device nor")));
}

void TestLayoutProbe::theLayoutReadsBackFromJsonAsWritten()
{
    for (const QString &disk : {m_gpt, m_mbr}) {
        const Result<MediumLayout> layout = readMediumLayout(LayoutTarget{disk});
        QVERIFY(layout);
        const QJsonObject json = layout->toJson();
        const Result<MediumLayout> back = MediumLayout::fromJson(
            QJsonDocument::fromJson(QJsonDocument(json).toJson()).object());
        QVERIFY2(back, qPrintable(back ? QString() : back.error().detail));
        QCOMPARE(back->toJson(), json);
        QCOMPARE(*back, *layout);
    }
    QJsonObject broken = readMediumLayout(LayoutTarget{m_gpt})->toJson();
    QJsonArray partitions = broken.value(QStringLiteral("partitions")).toArray();
    QJsonObject first = partitions.first().toObject();
    first.insert(QStringLiteral("startBytes"), -1);
    partitions.replace(0, first);
    broken.insert(QStringLiteral("partitions"), partitions);
    const Result<MediumLayout> refused = MediumLayout::fromJson(broken);
    QVERIFY(!refused);
    QCOMPARE(refused.error().detail,
             QStringLiteral("layout.partitions.startBytes: missing or invalid"));
}

void TestLayoutProbe::theReportSectionListsEveryPartitionAndTheWarning()
{
    SourceIdentity source;
    QVERIFY(!LayoutText::section(source));
    source.layout = *readMediumLayout(LayoutTarget{m_mbr});
    const std::optional<ReportSection> section = LayoutText::section(source);
    QVERIFY(section);
    QCOMPARE(section->title, QStringLiteral("Layout at acquisition"));
    const auto *table = std::get_if<TableBlock>(&section->blocks.at(1));
    QVERIFY(table);
    QCOMPARE(table->rows.size(), 5);
    QCOMPARE(table->rows[1].at(1), QStringLiteral("34,816"));
    QCOMPARE(table->rows[1].at(2), QStringLiteral("51,199"));
    const auto *warning = std::get_if<ParagraphBlock>(&section->blocks.last());
    QVERIFY(warning);
    QCOMPARE(warning->emphasis, Emphasis::Warning);
}

QTEST_GUILESS_MAIN(TestLayoutProbe)
#include "tst_layoutprobe.moc"
