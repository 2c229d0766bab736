// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QByteArrayView>
#include <QString>

namespace Custody {

// What an ATA drive says of itself in its IDENTIFY DEVICE data (ATA8-ACS and ACS-3, table
// "IDENTIFY DEVICE data"): a pure reading of the 512-byte block, as it arrives from the drive
// (16-bit words, little-endian). Flags from words 82-87 and 119 count only when their word says
// it is valid (bits 15:14 = 01b), as the standard asks.
struct AtaIdentity
{
    QString model;      // words 27-46, each word's two characters swapped, trailing spaces dropped
    QString serial;     // words 10-19
    QString firmware;   // words 23-26
    bool lba48 = false; // word 83 bit 10
    qint64 userSectors28 = 0;       // words 60-61
    qint64 userSectors48 = 0;       // words 100-103
    bool hpaSupported = false;      // word 82 bit 10
    bool hpaEnabled = false;        // word 85 bit 10
    bool dcoSupported = false;      // word 83 bit 11
    bool amaSupported = false;      // ACS-3: word 119 bit 8 (Accessible Max Address Configuration)
    bool securitySupported = false; // word 128 bit 0
    bool securityEnabled = false;   // word 128 bit 1
    bool securityLocked = false;    // word 128 bit 2
    bool securityFrozen = false;    // word 128 bit 3
    int logicalSectorBytes = 512;   // word 106 bit 12: words 117-118 (in words), else 512
    bool hasIntegrityWord = false;  // word 255 bits 7:0 = A5h: the checksum was checked

    // The sectors the host sees: words 100-103 on a 48-bit drive, else words 60-61.
    qint64 visibleSectors() const;
    // "security supported, enabled, locked, not frozen", fixed English for the record.
    QString securityState() const;
};

// An ATA string of IDENTIFY DEVICE data (words `first` to `first + count - 1`): two characters
// per 16-bit word, the first in the high byte, space padded (ATA8-ACS, "ATA string
// convention"). The standard allows printable ASCII only: a NUL is dropped and any other byte is
// shown as '?', so a drive's model or serial can never carry a control or escape sequence into a
// terminal, a log or a report. Words beyond the block read as spaces.
QString ataString(QByteArrayView block, int first, int count);

// Reads IDENTIFY DEVICE data. An Error (ToolOutputInvalid, the device path and the model in
// its detail) when the block is not 512 bytes, comes from an ATAPI device (word 0 bit 15), or its
// integrity word's checksum fails: sizes from such a block cannot be trusted.
Result<AtaIdentity> parseIdentifyDevice(QByteArrayView block, const QString &devicePath);

// What DEVICE CONFIGURATION IDENTIFY says (ATA8-ACS, "Device Configuration Overlay data
// structure"): the highest address the drive can be configured to show.
struct DeviceConfiguration
{
    int revision = 0;      // word 0
    qint64 maximumLba = 0; // words 3-6
    bool hasIntegrityWord = false;

    qint64 maximumSectors() const { return maximumLba + 1; }
};

// Reads DEVICE CONFIGURATION IDENTIFY data; an Error as parseIdentifyDevice() for a block of the
// wrong size or a failing checksum.
Result<DeviceConfiguration> parseDeviceConfigurationIdentify(QByteArrayView block,
                                                             const QString &devicePath);

} // namespace Custody
