// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/atacommands.h"

#include <iterator>

namespace Custody {

namespace {

// SAT-3 ATA PASS-THROUGH fields (12.2.2).
constexpr std::uint8_t AtaPassThrough16 = 0x85;
constexpr std::uint8_t AtaPassThrough12 = 0xA1;
constexpr std::uint8_t ProtocolNonData = 3;
constexpr std::uint8_t ProtocolPioDataIn = 4;
constexpr std::uint8_t Extend = 0x01;
constexpr std::uint8_t CheckCondition = 0x20;     // CK_COND: return the registers in sense data
constexpr std::uint8_t TransferFromDevice = 0x08; // T_DIR
constexpr std::uint8_t LengthInBlocks = 0x04;     // BYT_BLOK: COUNT counts 512-byte blocks
constexpr std::uint8_t LengthInCount = 0x02;      // T_LENGTH: the length is in COUNT
constexpr std::uint8_t DeviceLba = 0x40;          // DEVICE bit 6: LBA addressing

// One line per command: what ATA8-ACS / ACS-3 define, and nothing else.
constexpr AtaCommandSpec Specs[] = {
    {0xEC, 0x0000, AtaDataDirection::FromDevice, false, 512, "IDENTIFY DEVICE"},
    {0xF8, 0x0000, AtaDataDirection::None, false, 0, "READ NATIVE MAX ADDRESS"},
    {0x27, 0x0000, AtaDataDirection::None, true, 0, "READ NATIVE MAX ADDRESS EXT"},
    {0xB1, 0x00C2, AtaDataDirection::FromDevice, false, 512, "DEVICE CONFIGURATION IDENTIFY"},
    {0x78, 0x0000, AtaDataDirection::None, true, 0, "GET NATIVE MAX ADDRESS EXT"},
};

QString senseKeyName(std::uint8_t key)
{
    static const char *const Names[] = {
        "NO SENSE",       "RECOVERED ERROR", "NOT READY",      "MEDIUM ERROR",
        "HARDWARE ERROR", "ILLEGAL REQUEST", "UNIT ATTENTION", "DATA PROTECT",
        "BLANK CHECK",    "VENDOR SPECIFIC", "COPY ABORTED",   "ABORTED COMMAND",
        "RESERVED (0xC)", "VOLUME OVERFLOW", "MISCOMPARE",     "COMPLETED",
    };
    return QString::fromLatin1(Names[key & 0x0F]);
}

// The additional sense codes a drive, a bridge or libata answers these commands with (SPC-4,
// annex D); others are written as their numbers only.
const char *additionalSenseText(std::uint8_t asc, std::uint8_t ascq)
{
    struct Entry
    {
        std::uint8_t asc;
        std::uint8_t ascq;
        const char *text;
    };
    static constexpr Entry Entries[] = {
        {0x00, 0x00, "no additional sense information"},
        {0x00, 0x1D, "ATA pass through information available"},
        {0x04, 0x00, "logical unit not ready"},
        {0x20, 0x00, "invalid command operation code"},
        {0x24, 0x00, "invalid field in CDB"},
        {0x25, 0x00, "logical unit not supported"},
        {0x26, 0x00, "invalid field in parameter list"},
        {0x3A, 0x00, "medium not present"},
        {0x44, 0x00, "internal target failure"},
    };
    for (const Entry &entry : Entries) {
        if (entry.asc == asc && entry.ascq == ascq)
            return entry.text;
    }
    return nullptr;
}

QString twoHexDigits(std::uint8_t value)
{
    return QString::number(value, 16).rightJustified(2, QLatin1Char('0')).toUpper();
}

std::uint64_t byteAt(const QByteArray &bytes, qsizetype index)
{
    return std::uint8_t(bytes.at(index));
}

} // namespace

static_assert(std::size(Specs) == std::size(AllAtaCommands),
              "every command has its line in Specs and its place in AllAtaCommands");

AtaCommandSpec ataCommandSpec(AtaCommand command)
{
    // A switch without default: a value added to AtaCommand and not here fails the build
    // (-Wswitch, warnings are errors), so no command escapes the table.
    switch (command) {
    case AtaCommand::IdentifyDevice: return Specs[0];
    case AtaCommand::ReadNativeMaxAddress: return Specs[1];
    case AtaCommand::ReadNativeMaxAddressExt: return Specs[2];
    case AtaCommand::DeviceConfigurationIdentify: return Specs[3];
    case AtaCommand::GetNativeMaxAddressExt: return Specs[4];
    }
    Q_UNREACHABLE();
}

QString ataCommandName(AtaCommand command)
{
    return QString::fromLatin1(ataCommandSpec(command).name);
}

std::optional<QByteArray> ataPassThroughCdb(AtaCommand command, PassThroughSize size)
{
    const AtaCommandSpec spec = ataCommandSpec(command);
    if (spec.extended && size == PassThroughSize::Twelve)
        return std::nullopt;
    const bool dataIn = spec.direction == AtaDataDirection::FromDevice;
    const std::uint8_t protocol = dataIn ? ProtocolPioDataIn : ProtocolNonData;
    const std::uint8_t transfer
        = dataIn ? TransferFromDevice | LengthInBlocks | LengthInCount : CheckCondition;
    const std::uint8_t count = dataIn ? std::uint8_t(spec.dataBytes / 512) : 0;
    QByteArray cdb;
    if (size == PassThroughSize::Sixteen) {
        cdb = QByteArray(16, '\0');
        cdb[0] = char(AtaPassThrough16);
        cdb[1] = char((protocol << 1) | (spec.extended ? Extend : 0));
        cdb[2] = char(transfer);
        cdb[3] = char(spec.feature >> 8);
        cdb[4] = char(spec.feature & 0xFF);
        cdb[6] = char(count);
        cdb[13] = char(DeviceLba);
        cdb[14] = char(spec.opcode);
    } else {
        cdb = QByteArray(12, '\0');
        cdb[0] = char(AtaPassThrough12);
        cdb[1] = char(protocol << 1);
        cdb[2] = char(transfer);
        cdb[3] = char(spec.feature & 0xFF);
        cdb[4] = char(count);
        cdb[8] = char(DeviceLba);
        cdb[9] = char(spec.opcode);
    }
    return cdb;
}

QString SenseSummary::describe() const
{
    if (!valid)
        return QStringLiteral("no sense data");
    QString text = QStringLiteral("sense key %1, ASC/ASCQ %2/%3")
                       .arg(senseKeyName(key), twoHexDigits(asc), twoHexDigits(ascq));
    if (const char *meaning = additionalSenseText(asc, ascq))
        text += QStringLiteral(" (%1)").arg(QLatin1String(meaning));
    return text;
}

SenseSummary parseSense(const QByteArray &sense)
{
    SenseSummary summary;
    if (sense.size() < 4)
        return summary;
    const std::uint8_t responseCode = std::uint8_t(sense.at(0)) & 0x7F;
    if (responseCode == 0x72 || responseCode == 0x73) {
        summary.key = std::uint8_t(sense.at(1)) & 0x0F;
        summary.asc = std::uint8_t(sense.at(2));
        summary.ascq = std::uint8_t(sense.at(3));
        summary.valid = true;
    } else if ((responseCode == 0x70 || responseCode == 0x71) && sense.size() >= 14) {
        summary.key = std::uint8_t(sense.at(2)) & 0x0F;
        summary.asc = std::uint8_t(sense.at(12));
        summary.ascq = std::uint8_t(sense.at(13));
        summary.valid = true;
    }
    return summary;
}

std::optional<AtaReturnedRegisters> parseAtaReturn(const QByteArray &sense)
{
    if (sense.size() < 8)
        return std::nullopt;
    const std::uint8_t responseCode = std::uint8_t(sense.at(0)) & 0x7F;
    AtaReturnedRegisters registers;
    if (responseCode == 0x72 || responseCode == 0x73) {
        // Descriptors follow the 8-byte header; find the ATA Status Return one (0x09, 12 bytes).
        const qsizetype end = qMin<qsizetype>(sense.size(), 8 + std::uint8_t(sense.at(7)));
        qsizetype offset = 8;
        while (offset + 2 <= end) {
            const std::uint8_t code = std::uint8_t(sense.at(offset));
            const qsizetype length = std::uint8_t(sense.at(offset + 1));
            if (code == 0x09 && length >= 12 && offset + 14 <= end) {
                const qsizetype d = offset;
                registers.extended = (byteAt(sense, d + 2) & 0x01) != 0;
                registers.error = std::uint8_t(sense.at(d + 3));
                registers.lba = byteAt(sense, d + 7) | byteAt(sense, d + 9) << 8
                                | byteAt(sense, d + 11) << 16;
                if (registers.extended)
                    registers.lba |= byteAt(sense, d + 6) << 24 | byteAt(sense, d + 8) << 32
                                     | byteAt(sense, d + 10) << 40;
                registers.device = std::uint8_t(sense.at(d + 12));
                registers.status = std::uint8_t(sense.at(d + 13));
                return registers;
            }
            offset += 2 + length;
        }
        return std::nullopt;
    }
    if ((responseCode == 0x70 || responseCode == 0x71) && sense.size() >= 14) {
        // Only the ATA PASS-THROUGH INFORMATION AVAILABLE answer puts registers here.
        if (sense.at(12) != 0x00 || sense.at(13) != 0x1D)
            return std::nullopt;
        registers.error = std::uint8_t(sense.at(3));
        registers.status = std::uint8_t(sense.at(4));
        registers.device = std::uint8_t(sense.at(5));
        const std::uint8_t flags = std::uint8_t(sense.at(8));
        registers.extended = (flags & 0x80) != 0;
        registers.lbaComplete = (flags & 0x20) == 0;
        registers.lba = byteAt(sense, 9) | byteAt(sense, 10) << 8 | byteAt(sense, 11) << 16;
        return registers;
    }
    return std::nullopt;
}

std::optional<std::uint64_t> nativeMaxLba(const AtaReturnedRegisters &registers, AtaCommand command)
{
    const AtaCommandSpec spec = ataCommandSpec(command);
    if (spec.direction != AtaDataDirection::None || registers.failed() || !registers.lbaComplete)
        return std::nullopt;
    if (spec.extended && !registers.extended)
        return std::nullopt; // the answer does not say it holds the upper bytes
    if (spec.extended)
        return registers.lba & 0xFFFF'FFFF'FFFFULL;
    return (std::uint64_t(registers.device & 0x0F) << 24) | (registers.lba & 0xFF'FFFF);
}

} // namespace Custody
