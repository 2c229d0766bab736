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
// `bytes` written at `offset` of the file at `path` (created if need be), as dd conv=notrunc.
bool placeInto(const QString &path, qint64 offset, const QByteArray &bytes);
QByteArray contentOf(const QString &path);

} // namespace LayoutDisks

} // namespace Custody::Test
