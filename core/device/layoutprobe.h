// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/mediumlayout.h"
#include "util/result.h"

#include <QString>

#include <sys/types.h>

namespace Custody {

// The partition table, the partitions and what each holds (file system, encryption) of the
// medium behind `fd`, through libblkid: its partition and superblock probes, and a sample of
// each region's bytes where no signature is found (768 KiB at most: the start, middle and end).
// Only reads, through the descriptor the caller opened read-only; nothing is cached by libblkid
// on disk (no blkid.tab). `sectorBytes` is the medium's logical sector size (a GPT of a 4Kn
// drive imaged to a file is read with 4096).
Result<MediumLayout> readMediumLayout(int fd, qint64 sizeBytes, int sectorBytes);

// The same for a block device or an image file at `path`, opened read-only here. When
// `expectedDevice`/`expectedInode` are not 0 (the identity of a source already open), the node
// opened must be that one, or nothing is read (a path replaced in between). A block device's
// size and sector size are its own; a file's are its size and `fileSectorBytes`.
struct LayoutTarget
{
    QString path;
    int fileSectorBytes = 512;
    dev_t expectedDevice = 0; // st_rdev of a block device, st_dev of a file
    ino_t expectedInode = 0;  // files only
};
Result<MediumLayout> readMediumLayout(const LayoutTarget &target);

// The English name of a partition type: a GPT type GUID ("Linux filesystem") or an MBR type code
// ("0x83": "Linux"); empty for one not in Custody's table. Marked for translation in the context
// "Custody::PartitionTypes": the reports translate it, the record keeps it in English.
QString partitionTypeName(const QString &typeCode);

} // namespace Custody
