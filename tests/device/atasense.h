// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>

#include <cstdint>

namespace Custody::Test {

// Sense data as SAT translators return it for ATA PASS-THROUGH with CK_COND (SAT-3, 12.2.5):
// descriptor format (0x72) with the ATA Status Return descriptor, as libata writes it
// (drivers/ata/libata-scsi.c, ata_gen_passthru_sense()): RECOVERED ERROR, ASC/ASCQ 00/1D.
QByteArray descriptorSense(std::uint64_t lba, bool extended, std::uint8_t status = 0x50,
                           std::uint8_t device = 0x40, std::uint8_t error = 0x00);

// The same registers in fixed format (0x70), as some USB bridges answer: only LBA bits 0-23,
// and flags for the upper bytes being non-zero.
QByteArray fixedSense(std::uint64_t lba, bool extended, std::uint8_t status = 0x50,
                      std::uint8_t device = 0x40);

// An error without registers: a SCSI disk or a bridge refusing the command itself.
QByteArray descriptorError(std::uint8_t key, std::uint8_t asc, std::uint8_t ascq);

} // namespace Custody::Test
