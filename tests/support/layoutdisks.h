// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

namespace Custody::Test {

// Disks made by the real tools, for the layout tests: what each was told is what they check.
// Each function says false (and warns with the tool's output) when a tool is missing or fails.
namespace LayoutDisks {

constexpr qint64 MiB = 1024 * 1024;
constexpr const char *GptDiskGuid = "5d4c3b2a-1f0e-4d9c-8b7a-695847362514";
constexpr const char *Ext4Uuid = "11111111-2222-4333-8444-555555555555";

// 64 MiB, GPT (sgdisk, disk GUID GptDiskGuid): 1 at 1 MiB "EVIDENCE part", basic data, vfat
// "EVIDENCE" (volume id A6D0-1558); 2 at 17 MiB "linux", Linux filesystem, ext4 "casefiles"
// (UUID Ext4Uuid); 3 at 33 MiB "windows", basic data, ntfs "WINDATA"; each 16 MiB. `scratch`
// is a file the volumes are made in first.
bool makeGpt(const QString &path, const QString &scratch);
// 48 MiB, MBR (sfdisk, id 0x1234abcd), three type-0x83 partitions: 1 at 1 MiB of 16 MiB LUKS1
// (cryptsetup), 2 at 17 MiB of 8 MiB random bytes, 3 at 25 MiB of 8 MiB zeros; 4 an extended
// partition at 33 MiB of 14 MiB holding logical partition 5 at 34 MiB of 12 MiB (zeros).
bool makeMbr(const QString &path, const QString &scratch);
// 40 MiB, GPT (sgdisk): 1 at 1 MiB "bitlocker", basic data, 8 MiB: a BitLocker volume header
// (Windows 7 and later) whose FVE metadata block is at BitLockerMetadataOffset; 2 at 9 MiB "togo",
// basic data, 16 MiB: a FAT volume (mkfs.vfat) made a BitLocker To Go discovery volume, its
// metadata at the same offset; 3 at 25 MiB "apfs", Apple APFS, 8 MiB: an APFS container
// superblock (UUID ApfsUuid, Fletcher-64 checksummed). No Debian package ships such volumes, so
// the headers are written field by field as their formats document them (layoutdisks.cpp).
constexpr const char *ApfsUuid = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
constexpr qint64 BitLockerMetadataOffset = 2 * MiB; // from the start of the volume
bool makeEncryptedHeaders(const QString &path, const QString &scratch);
// The header fields alone, for a region of a disk: a BitLocker (Windows 7 and later) volume's
// first sector, a To Go discovery volume's fields laid over a FAT boot sector `bootSector`, the
// FVE metadata block's header, and an APFS container superblock of `blocks` blocks of 4 KiB.
QByteArray bitLockerBootSector();
QByteArray bitLockerToGoBootSector(QByteArray bootSector);
QByteArray bitLockerMetadataHeader();
QByteArray apfsContainerSuperblock(qint64 blocks);
// `bytes` written at `offset` of the file at `path` (created if need be), as dd conv=notrunc.
bool placeInto(const QString &path, qint64 offset, const QByteArray &bytes);
QByteArray contentOf(const QString &path);

} // namespace LayoutDisks

} // namespace Custody::Test
