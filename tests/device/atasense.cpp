// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "atasense.h"

namespace Custody::Test {

QByteArray descriptorSense(std::uint64_t lba, bool extended, std::uint8_t status,
                           std::uint8_t device, std::uint8_t error)
{
    QByteArray sense(8 + 14, '\0');
    sense[0] = char(0x72);
    sense[1] = char(0x01); // RECOVERED ERROR
    sense[2] = char(0x00);
    sense[3] = char(0x1D); // ATA PASS-THROUGH INFORMATION AVAILABLE
    sense[7] = char(14);
    char *descriptor = sense.data() + 8;
    descriptor[0] = char(0x09);
    descriptor[1] = char(0x0C);
    descriptor[2] = char(extended ? 0x01 : 0x00);
    descriptor[3] = char(error);
    descriptor[7] = char(lba & 0xFF);
    descriptor[9] = char((lba >> 8) & 0xFF);
    descriptor[11] = char((lba >> 16) & 0xFF);
    if (extended) {
        descriptor[6] = char((lba >> 24) & 0xFF);
        descriptor[8] = char((lba >> 32) & 0xFF);
        descriptor[10] = char((lba >> 40) & 0xFF);
    }
    descriptor[12] = char(device);
    descriptor[13] = char(status);
    return sense;
}

QByteArray fixedSense(std::uint64_t lba, bool extended, std::uint8_t status, std::uint8_t device)
{
    QByteArray sense(18, '\0');
    sense[0] = char(0xF0); // fixed, INFORMATION valid
    sense[2] = char(0x01);
    sense[4] = char(status);
    sense[5] = char(device);
    sense[7] = char(10);
    if (extended) {
        sense[8] = char(0x80 | ((lba >> 24) != 0 ? 0x20 : 0x00));
    }
    sense[9] = char(lba & 0xFF);
    sense[10] = char((lba >> 8) & 0xFF);
    sense[11] = char((lba >> 16) & 0xFF);
    sense[12] = char(0x00);
    sense[13] = char(0x1D);
    return sense;
}

QByteArray descriptorError(std::uint8_t key, std::uint8_t asc, std::uint8_t ascq)
{
    QByteArray sense(8, '\0');
    sense[0] = char(0x72);
    sense[1] = char(key);
    sense[2] = char(asc);
    sense[3] = char(ascq);
    return sense;
}

} // namespace Custody::Test
