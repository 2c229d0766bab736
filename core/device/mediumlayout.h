// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace Custody {

// What the start of a region of a medium (the whole medium, or one partition) holds, as
// libblkid's superblock probes and a sample of its bytes tell it. A value type kept in the
// record; the words are fixed (libblkid's own names), the reports translate what they add.
struct VolumeContent
{
    enum class Kind {
        Signature,  // libblkid recognised it: type, usage, label, uuid, version below
        Random,     // no known signature, and the sampled bytes look random (entropy)
        Zeros,      // no known signature, and every sampled byte is zero
        Unknown,    // no known signature, and neither random nor zeros
        Ambiguous,  // several signatures claim it (libblkid refuses to choose; so do we)
        Unreadable, // the region could not be read (errno in error)
    };
    Kind kind = Kind::Unknown;
    QString type;    // libblkid's TYPE: "ext4", "vfat", "ntfs", "crypto_LUKS", "BitLocker", "apfs"
    QString usage;   // libblkid's USAGE: "filesystem", "crypto", "raid", "other"
    QString label;   // LABEL, as the file system stores it
    QString uuid;    // UUID (a FAT volume's serial "A6D0-1558" too)
    QString version; // VERSION: "FAT16", "1.0", "2" (LUKS2)
    // Bits per byte over the sampled bytes (0 to 8), when no signature was found.
    double entropy = 0;
    qint64 sampledBytes = 0;
    QString error; // why it is Unreadable or Ambiguous: untranslated, technical

    // Encrypted as far as its signature says (LUKS, BitLocker, another "crypto" usage).
    bool isEncrypted() const;
    // Random with no signature: encrypted without a header (VeraCrypt, a detached LUKS header),
    // compressed, or wiped with random bytes. The examiner must ask which.
    bool mayBeEncrypted() const { return kind == Kind::Random; }
    // An APFS container: its volumes may be FileVault-encrypted, which the container does not say.
    bool isApfs() const { return kind == Kind::Signature && type == QLatin1String("apfs"); }

    QJsonObject toJson() const;
    static Result<VolumeContent> fromJson(const QJsonObject &object);
    bool operator==(const VolumeContent &) const = default;
};

// One entry of a partition table, in bytes from the start of the medium.
struct PartitionEntry
{
    int number = 0; // as the table numbers it (1, 2, …; 5 and up for MBR logical ones)
    qint64 startBytes = 0;
    qint64 sizeBytes = 0;
    QString typeCode; // GPT: the type GUID; MBR: "0x83"
    QString typeName; // untranslated English ("Linux filesystem"), empty when unknown
    QString name;     // GPT's partition name
    QString uuid;     // GPT's partition GUID, MBR's "disk id-number"
    QString flags;    // GPT attribute bits or MBR boot flag, as "0x…"; empty when none
    VolumeContent content;

    QJsonObject toJson() const;
    static Result<PartitionEntry> fromJson(const QJsonObject &object);
    bool operator==(const PartitionEntry &) const = default;
};

// The partitions and file systems of a medium (a drive or an image), read only
// (readMediumLayout(), device/layoutprobe.h), as the record keeps it ("source.layout").
struct MediumLayout
{
    qint64 sizeBytes = 0;
    int sectorBytes = 512; // the logical sector size the table was read with
    QString tableType;     // libblkid's PTTYPE: "gpt", "dos", "bsd", …; empty when none
    QString tableId;       // the disk GUID (GPT) or disk identifier (MBR, "0x…")
    VolumeContent whole;   // what the start of the whole medium holds (when there is no table)
    QList<PartitionEntry> partitions;

    bool hasTable() const { return !tableType.isEmpty(); }
    // Every region that is encrypted or may be, in order: the whole medium, then partitions.
    QList<const VolumeContent *> encryptedOrRandom() const;

    QJsonObject toJson() const;
    static Result<MediumLayout> fromJson(const QJsonObject &object);
    bool operator==(const MediumLayout &) const = default;
};

} // namespace Custody
