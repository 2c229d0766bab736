// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "layoutdisks.h"

#include "testprocess.h"

#include <QDebug>
#include <QFile>
#include <QUuid>

namespace Custody::Test::LayoutDisks {

namespace {

bool run(const QString &program, const QStringList &arguments)
{
    const ProcessResult result = runProcess(program, arguments);
    if (result.exitCode != 0)
        qWarning().noquote() << program << arguments.join(u' ') << result.describe();
    return result.exitCode == 0;
}

bool makeFile(const QString &path, qint64 bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.resize(bytes);
}

// A volume made by its own tool in a file of its own, then put into the disk.
bool placeVolume(const QString &disk, qint64 offset, const QString &scratch, const QString &program,
                 const QStringList &arguments)
{
    return makeFile(scratch, 16 * MiB) && run(program, arguments + QStringList{scratch})
           && placeInto(disk, offset, contentOf(scratch));
}

// Little-endian integers into a header.
void putLe(QByteArray &bytes, qsizetype at, quint64 value, int size)
{
    for (int index = 0; index < size; ++index)
        bytes[at + index] = char((value >> (8 * index)) & 0xff);
}

// BitLocker's identifier, {4967d63b-2e29-4ad8-8399-f6a339e3d001}, as Windows stores a GUID (the
// first three fields little-endian).
const QByteArray BitLockerGuid = QByteArray::fromHex("3bd66749292ed84a8399f6a339e3d001");

} // namespace

// The BitLocker Drive Encryption format as libyal's libbde documents it: a boot sector whose
// jump is EB 58 90 and OEM name "-FVE-FS-", the BitLocker GUID at 160 and the offsets of the
// three FVE metadata blocks (from the volume's start) at 176, 184 and 192; each block starts
// "-FVE-FS-", its size (u16) and version (u16, 2 from Windows 7 on).
QByteArray bitLockerBootSector()
{
    QByteArray sector(512, '\0');
    sector.replace(0, 11, QByteArray("\xeb\x58\x90-FVE-FS-", 11));
    putLe(sector, 11, 512, 2); // bytes per sector
    putLe(sector, 13, 8, 1);   // sectors per cluster
    sector.replace(160, 16, BitLockerGuid);
    for (int block = 0; block < 3; ++block)
        putLe(sector, 176 + 8 * block, BitLockerMetadataOffset + block * 64 * 1024, 8);
    putLe(sector, 510, 0xaa55, 2);
    return sector;
}

// A To Go discovery volume is a FAT volume readable without BitLocker: its OEM name is
// "MSWIN4.1" after an EB 58 90 jump, the BitLocker GUID at 424 and the first FVE metadata
// block's offset at 440.
QByteArray bitLockerToGoBootSector(QByteArray bootSector)
{
    bootSector.replace(0, 11, QByteArray("\xeb\x58\x90MSWIN4.1", 11));
    bootSector.replace(424, 16, BitLockerGuid);
    putLe(bootSector, 440, BitLockerMetadataOffset, 8);
    return bootSector;
}

QByteArray bitLockerMetadataHeader()
{
    QByteArray header(64, '\0');
    header.replace(0, 8, "-FVE-FS-");
    putLe(header, 8, 64, 2); // size
    putLe(header, 10, 2, 2); // version
    return header;
}

// Apple's APFS Reference: block 0 of a container is its superblock, an object whose header is
// the checksum (u64, Fletcher-64 over the rest of the block), oid, xid, type (u16, 1: container
// superblock), flags (u16, 0x8000: physical) and subtype (u32, 0); then "NXSB", the block size
// (u32), the block count (u64), three feature sets (u64) and the container's UUID.
QByteArray apfsContainerSuperblock(qint64 blocks)
{
    constexpr int BlockBytes = 4096;
    QByteArray block(BlockBytes, '\0');
    putLe(block, 8, 1, 8);       // oid
    putLe(block, 16, 1, 8);      // xid
    putLe(block, 24, 1, 2);      // type: container superblock
    putLe(block, 26, 0x8000, 2); // flags: physical object
    block.replace(32, 4, "NXSB");
    putLe(block, 36, BlockBytes, 4);
    putLe(block, 40, quint64(blocks), 8);
    block.replace(72, 16, QUuid::fromString(QLatin1String(ApfsUuid)).toRfc4122());
    // Fletcher-64 over 32-bit little-endian words, modulo 2^32 - 1.
    constexpr quint64 Modulus = 0xffffffffULL;
    quint64 sum1 = 0;
    quint64 sum2 = 0;
    for (qsizetype at = 8; at < BlockBytes; at += 4) {
        quint32 word = 0;
        for (int index = 3; index >= 0; --index)
            word = (word << 8) | quint8(block[at + index]);
        sum1 = (sum1 + word) % Modulus;
        sum2 = (sum2 + sum1) % Modulus;
    }
    const quint64 low = Modulus - ((sum1 + sum2) % Modulus);
    const quint64 high = Modulus - ((sum1 + low) % Modulus);
    putLe(block, 0, (high << 32) | low, 8);
    return block;
}

bool makeEncryptedHeaders(const QString &path, const QString &scratch)
{
    if (!makeFile(path, 40 * MiB)
        || !run(QStringLiteral("sgdisk"),
                {QStringLiteral("-n1:2048:+8M"), QStringLiteral("-t1:0700"),
                 QStringLiteral("-c1:bitlocker"), QStringLiteral("-n2:0:+16M"),
                 QStringLiteral("-t2:0700"), QStringLiteral("-c2:togo"),
                 QStringLiteral("-n3:0:+8M"), QStringLiteral("-t3:af0a"),
                 QStringLiteral("-c3:apfs"), path})
        || !placeVolume(path, 9 * MiB, scratch, QStringLiteral("mkfs.vfat"),
                        {QStringLiteral("-n"), QStringLiteral("TOGO")}))
        return false;
    const QByteArray fat = contentOf(path).mid(9 * MiB, 512);
    return placeInto(path, 1 * MiB, bitLockerBootSector())
           && placeInto(path, 1 * MiB + BitLockerMetadataOffset, bitLockerMetadataHeader())
           && placeInto(path, 9 * MiB, bitLockerToGoBootSector(fat))
           && placeInto(path, 9 * MiB + BitLockerMetadataOffset, bitLockerMetadataHeader())
           && placeInto(path, 25 * MiB, apfsContainerSuperblock(8 * MiB / 4096));
}

bool placeInto(const QString &path, qint64 offset, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::ReadWrite) && file.seek(offset)
           && file.write(bytes) == bytes.size();
}

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool makeGpt(const QString &path, const QString &scratch)
{
    return makeFile(path, 64 * MiB)
           && run(QStringLiteral("sgdisk"),
                  {QStringLiteral("--disk-guid=%1").arg(QLatin1String(GptDiskGuid)),
                   QStringLiteral("-n1:2048:+16M"), QStringLiteral("-t1:0700"),
                   QStringLiteral("-c1:EVIDENCE part"), QStringLiteral("-n2:0:+16M"),
                   QStringLiteral("-t2:8300"), QStringLiteral("-c2:linux"),
                   QStringLiteral("-n3:0:+16M"), QStringLiteral("-t3:0700"),
                   QStringLiteral("-c3:windows"), path})
           && placeVolume(path, 1 * MiB, scratch, QStringLiteral("mkfs.vfat"),
                          {QStringLiteral("-n"), QStringLiteral("EVIDENCE"), QStringLiteral("-i"),
                           QStringLiteral("a6d01558")})
           && placeVolume(path, 17 * MiB, scratch, QStringLiteral("mkfs.ext4"),
                          {QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-L"),
                           QStringLiteral("casefiles"), QStringLiteral("-U"),
                           QLatin1String(Ext4Uuid)})
           && placeVolume(path, 33 * MiB, scratch, QStringLiteral("mkfs.ntfs"),
                          {QStringLiteral("-F"), QStringLiteral("-Q"), QStringLiteral("-q"),
                           QStringLiteral("-L"), QStringLiteral("WINDATA")});
}

bool makeMbr(const QString &path, const QString &scratch)
{
    const QString table = scratch + QStringLiteral(".sfdisk");
    const QString key = scratch + QStringLiteral(".key");
    QFile random(QStringLiteral("/dev/urandom"));
    // sfdisk reads its script from standard input.
    return makeFile(path, 48 * MiB)
           && placeInto(table, 0,
                        "label: dos\nlabel-id: 0x1234abcd\n"
                        "start=2048, size=16MiB, type=83\n"
                        "size=8MiB, type=83\n"
                        "size=8MiB, type=83\n"
                        "start=67584, size=14MiB, type=5\n"
                        "start=69632, size=12MiB, type=83\n")
           && run(QStringLiteral("sh"),
                  {QStringLiteral("-c"), QStringLiteral("sfdisk -q \"$0\" < \"$1\""), path, table})
           && placeInto(key, 0, "a passphrase")
           && placeVolume(path, 1 * MiB, scratch, QStringLiteral("cryptsetup"),
                          {QStringLiteral("luksFormat"), QStringLiteral("-q"),
                           QStringLiteral("--type"), QStringLiteral("luks1"),
                           QStringLiteral("--pbkdf-force-iterations"), QStringLiteral("1000"),
                           QStringLiteral("--key-file"), key})
           && random.open(QIODevice::ReadOnly) && placeInto(path, 17 * MiB, random.read(8 * MiB));
}

} // namespace Custody::Test::LayoutDisks
