// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>

namespace Custody {

// The only ATA commands Custody can ever send to a drive: each reads, none changes anything.
//
// The table is closed by construction: a command is chosen from this enum, and
// ataPassThroughCdb() builds the SCSI command block from the enum alone. No public function in
// Custody takes an opcode, a feature or a raw command block, so SET MAX ADDRESS, the DCO
// RESTORE, FREEZE LOCK and SET commands, the security commands and every write are not
// expressible, whatever a caller passes. tests/device/tst_atacommands.cpp checks every value
// against the read-only allow-list (opcode, feature, data direction), and ataCommandSpec()'s
// switch makes the build fail for a value it does not name. Adding a value here is
// adding a command Custody sends to evidence: it must read only, and the test's list must name
// it too.
enum class AtaCommand {
    IdentifyDevice,              // 0xEC, PIO data-in, 512 bytes
    ReadNativeMaxAddress,        // 0xF8, non-data, 28-bit (drives without 48-bit addressing)
    ReadNativeMaxAddressExt,     // 0x27, non-data, 48-bit
    DeviceConfigurationIdentify, // 0xB1 feature 0xC2, PIO data-in, 512 bytes
    GetNativeMaxAddressExt,      // ACS-3: 0x78 feature 0x0000, non-data, 48-bit (AMA)
};

inline constexpr std::array AllAtaCommands{
    AtaCommand::IdentifyDevice,          AtaCommand::ReadNativeMaxAddress,
    AtaCommand::ReadNativeMaxAddressExt, AtaCommand::DeviceConfigurationIdentify,
    AtaCommand::GetNativeMaxAddressExt,
};

enum class AtaDataDirection { None, FromDevice };

// What the ATA standard says of a command: its registers and what comes back.
struct AtaCommandSpec
{
    std::uint8_t opcode = 0;
    std::uint16_t feature = 0;
    AtaDataDirection direction = AtaDataDirection::None;
    bool extended = false; // a 48-bit command: ATA PASS-THROUGH (16) with EXTEND only
    int dataBytes = 0;     // 512 for the PIO data-in commands, 0 otherwise
    const char *name = ""; // "READ NATIVE MAX ADDRESS EXT", for the record
};

AtaCommandSpec ataCommandSpec(AtaCommand command);
QString ataCommandName(AtaCommand command);

// The SCSI/ATA Translation (SAT) commands that carry an ATA command over SG_IO.
enum class PassThroughSize {
    Sixteen, // ATA PASS-THROUGH (16), opcode 0x85: every command
    Twelve,  // ATA PASS-THROUGH (12), opcode 0xA1: 28-bit commands only, for bridges that refuse 16
};

// The command block for command, or nullopt for a 48-bit command in the 12-byte form (it has no
// room for the high bytes). Non-data commands set CK_COND, so the drive's registers (the native
// maximum address) come back in the sense data; PIO data-in commands transfer one 512-byte
// block, T_DIR from the device, the length in blocks in the COUNT field (SAT-3, 12.2.2).
std::optional<QByteArray> ataPassThroughCdb(AtaCommand command, PassThroughSize size);

// The ATA registers a drive returned, read from the sense data of an ATA PASS-THROUGH command:
// the ATA Status Return descriptor (descriptor sense, code 0x09) or, from bridges that answer in
// fixed format, the INFORMATION and COMMAND-SPECIFIC INFORMATION fields (SAT-3, 12.2.5 and
// 12.2.6). Fixed format holds only LBA bits 0-23: lbaComplete is false when the drive said the
// upper bits were not zero.
struct AtaReturnedRegisters
{
    std::uint8_t status = 0;
    std::uint8_t error = 0;
    std::uint8_t device = 0;
    std::uint64_t lba = 0; // the LBA registers: 48 bits when extended, else 24 (27:24 in device)
    bool extended = false;
    bool lbaComplete = true;

    bool failed() const { return (status & 0x01) != 0 || (status & 0x20) != 0; } // ERR or DF
};

// What sense data says in general: key, code, qualifier.
struct SenseSummary
{
    std::uint8_t key = 0;
    std::uint8_t asc = 0;
    std::uint8_t ascq = 0;
    bool valid = false;

    // "ILLEGAL REQUEST, ASC/ASCQ 20/00 (invalid command operation code)": fixed English, for the
    // record and the obstacle's detail.
    QString describe() const;
};

SenseSummary parseSense(const QByteArray &sense);
// nullopt when the sense data carries no ATA registers.
std::optional<AtaReturnedRegisters> parseAtaReturn(const QByteArray &sense);

// The native maximum LBA a READ NATIVE MAX ADDRESS (EXT) or GET NATIVE MAX ADDRESS EXT answer
// holds (a 28-bit command's bits 24-27 are in DEVICE); nullopt when the registers do not hold it
// whole, or the drive reported an error.
std::optional<std::uint64_t> nativeMaxLba(const AtaReturnedRegisters &registers,
                                          AtaCommand command);

} // namespace Custody
