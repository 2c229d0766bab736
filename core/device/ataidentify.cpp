// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/ataidentify.h"

#include <QStringList>

namespace Custody {

namespace {

constexpr qsizetype BlockBytes = 512;

quint16 word(QByteArrayView block, int index)
{
    return quint16(quint8(block[2 * index]) | quint8(block[2 * index + 1]) << 8);
}

bool bit(quint16 value, int index)
{
    return (value >> index) & 1;
}

// Words 82-87, 106 and 119 carry their own validity: bits 15:14 = 01b.
bool wordValid(quint16 value)
{
    return (value & 0xC000) == 0x4000;
}

qint64 words(QByteArrayView block, int first, int count)
{
    quint64 value = 0;
    for (int index = count - 1; index >= 0; --index)
        value = value << 16 | word(block, first + index);
    return qint64(value & 0x7FFF'FFFF'FFFF'FFFFULL);
}

Error invalidBlock(const QString &devicePath, const QString &what)
{
    Error error;
    error.code = Error::Code::ToolOutputInvalid;
    error.path = devicePath;
    error.detail = what;
    return error;
}

// Word 255: bits 7:0 the signature A5h, bits 15:8 a checksum making all 512 bytes sum to 0
// modulo 256. A block without the signature predates the word (ATA-5 and older).
Result<bool> checkIntegrity(QByteArrayView block, const QString &devicePath, const char *name)
{
    if (block.size() != BlockBytes)
        return invalidBlock(
            devicePath,
            QStringLiteral("%1: %2 bytes, not 512").arg(QLatin1String(name)).arg(block.size()));
    if (quint8(block[BlockBytes - 2]) != 0xA5)
        return false;
    quint8 sum = 0;
    for (const char byte : block)
        sum = quint8(sum + quint8(byte));
    if (sum != 0)
        return invalidBlock(devicePath,
                            QStringLiteral("%1: integrity word checksum fails (sum %2, not 0)")
                                .arg(QLatin1String(name))
                                .arg(sum));
    return true;
}

} // namespace

QString ataString(QByteArrayView block, int first, int count)
{
    QString characters;
    for (int index = first; index < first + count; ++index) {
        const quint16 value = 2 * index + 1 < block.size() ? word(block, index) : quint16(0x2020);
        for (const quint8 byte : {quint8(value >> 8), quint8(value & 0xFF)}) {
            if (byte == 0)
                continue;
            characters.append(QLatin1Char(byte >= 0x20 && byte < 0x7F ? char(byte) : '?'));
        }
    }
    return characters.trimmed();
}

qint64 AtaIdentity::visibleSectors() const
{
    return lba48 && userSectors48 > 0 ? userSectors48 : userSectors28;
}

QString AtaIdentity::securityState() const
{
    if (!securitySupported)
        return QStringLiteral("security not supported");
    return QStringList{QStringLiteral("security supported"),
                       securityEnabled ? QStringLiteral("enabled") : QStringLiteral("not enabled"),
                       securityLocked ? QStringLiteral("locked") : QStringLiteral("not locked"),
                       securityFrozen ? QStringLiteral("frozen") : QStringLiteral("not frozen")}
        .join(QStringLiteral(", "));
}

Result<AtaIdentity> parseIdentifyDevice(QByteArrayView block, const QString &devicePath)
{
    const Result<bool> integrity = checkIntegrity(block, devicePath, "IDENTIFY DEVICE");
    AtaIdentity identity;
    if (!integrity) {
        Error error = integrity.error();
        if (block.size() == BlockBytes)
            error.detail += QStringLiteral(" (model '%1')").arg(ataString(block, 27, 20));
        return error;
    }
    identity.hasIntegrityWord = *integrity;
    if (bit(word(block, 0), 15))
        return invalidBlock(devicePath, QStringLiteral("IDENTIFY DEVICE: word 0 says this is "
                                                       "not an ATA device (ATAPI)"));
    identity.serial = ataString(block, 10, 10);
    identity.firmware = ataString(block, 23, 4);
    identity.model = ataString(block, 27, 20);
    identity.userSectors28 = words(block, 60, 2);
    identity.userSectors48 = words(block, 100, 4);
    // Some USB bridges answer a command they do not pass with GOOD and a block of zeros, which
    // would read as a drive that hides nothing: a drive has sectors.
    if (identity.visibleSectors() == 0)
        return invalidBlock(devicePath, QStringLiteral("IDENTIFY DEVICE: words 60-61 and 100-103 "
                                                       "hold no sectors (not a drive's answer)"));
    if (identity.userSectors48 > (qint64(1) << 48)) // LBA is 48 bits wide
        return invalidBlock(devicePath,
                            QStringLiteral("IDENTIFY DEVICE: words 100-103 hold %1 sectors, more "
                                           "than 48-bit addresses reach")
                                .arg(identity.userSectors48));

    const quint16 supported82 = word(block, 82);
    const quint16 supported83 = word(block, 83);
    if (wordValid(supported83)) {
        identity.lba48 = bit(supported83, 10);
        identity.dcoSupported = bit(supported83, 11);
        identity.hpaSupported = bit(supported82, 10);
    }
    // Words 85-87 (what is enabled) are valid by word 87's own bits, not by word 83's.
    if (wordValid(word(block, 87)))
        identity.hpaEnabled = bit(word(block, 85), 10);
    const quint16 supported119 = word(block, 119);
    if (wordValid(supported119))
        identity.amaSupported = bit(supported119, 8);

    const quint16 security = word(block, 128);
    identity.securitySupported = bit(security, 0);
    identity.securityEnabled = bit(security, 1);
    identity.securityLocked = bit(security, 2);
    identity.securityFrozen = bit(security, 3);

    const quint16 sectorSize = word(block, 106);
    if (wordValid(sectorSize) && bit(sectorSize, 12)) {
        const qint64 logicalWords = words(block, 117, 2);
        if (logicalWords < 256 || logicalWords > 32768)
            return invalidBlock(
                devicePath,
                QStringLiteral("IDENTIFY DEVICE: logical sector of %1 words").arg(logicalWords));
        identity.logicalSectorBytes = int(logicalWords * 2);
    }
    return identity;
}

Result<DeviceConfiguration> parseDeviceConfigurationIdentify(QByteArrayView block,
                                                             const QString &devicePath)
{
    const Result<bool> integrity
        = checkIntegrity(block, devicePath, "DEVICE CONFIGURATION IDENTIFY");
    if (!integrity)
        return integrity.error();
    DeviceConfiguration configuration;
    configuration.hasIntegrityWord = *integrity;
    configuration.revision = word(block, 0);
    configuration.maximumLba = words(block, 3, 4);
    if (configuration.maximumLba == 0) // a block of zeros, as from a bridge that passed nothing
        return invalidBlock(devicePath,
                            QStringLiteral("DEVICE CONFIGURATION IDENTIFY: words 3-6 "
                                           "hold no maximum LBA (not a drive's answer)"));
    return configuration;
}

} // namespace Custody
