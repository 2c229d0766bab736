// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "atasense.h"
#include "device/atacommands.h"
#include "device/atapassthrough.h"

#include <QTest>

#include <set>
#include <type_traits>
#include <utility>

using namespace Custody;
using namespace Custody::Test;

// The ATA commands Custody can send are a closed, read-only set, and each goes out as SAT says.
class TestAtaCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyCommandReadsOnly();
    void nothingTakesAnOpcode();
    void commandBlockLayout_data();
    void commandBlockLayout();
    void extendedCommandsNeedSixteenBytes();
    void nativeMaxFromSense_data();
    void nativeMaxFromSense();
    void answers_data();
    void answers();
};

namespace {

// The read-only allow-list, written from the standards, not from the code under test:
// (opcode, feature) -> data comes from the device.
const std::set<std::pair<int, int>> ReadOnlyDataIn{{0xEC, 0x0000}, {0xB1, 0x00C2}};
const std::set<std::pair<int, int>> ReadOnlyNonData{{0xF8, 0x0000}, {0x27, 0x0000}, {0x78, 0x0000}};

int byteOf(const QByteArray &bytes, int index)
{
    return std::uint8_t(bytes.at(index));
}

} // namespace

// Every value of the enum, in both command blocks: the opcode and feature it puts on the wire
// are on the allow-list, with the allow-list's data direction, and nothing is sent to the drive.
void TestAtaCommands::everyCommandReadsOnly()
{
    QCOMPARE(int(std::size(AllAtaCommands)), 5);
    for (const AtaCommand command : AllAtaCommands) {
        for (const PassThroughSize size : {PassThroughSize::Sixteen, PassThroughSize::Twelve}) {
            const std::optional<QByteArray> cdb = ataPassThroughCdb(command, size);
            if (!cdb)
                continue;
            const bool sixteen = size == PassThroughSize::Sixteen;
            const int opcode = byteOf(*cdb, sixteen ? 14 : 9);
            const int feature = sixteen ? byteOf(*cdb, 3) << 8 | byteOf(*cdb, 4) : byteOf(*cdb, 3);
            const int protocol = (byteOf(*cdb, 1) >> 1) & 0x0F;
            const bool fromDevice = (byteOf(*cdb, 2) & 0x08) != 0;
            const std::pair<int, int> pair{opcode, feature};
            QVERIFY2(ReadOnlyDataIn.count(pair) || ReadOnlyNonData.count(pair),
                     qPrintable(QStringLiteral("opcode 0x%1 feature 0x%2 is not read-only")
                                    .arg(opcode, 0, 16)
                                    .arg(feature, 0, 16)));
            if (ReadOnlyDataIn.count(pair)) {
                QCOMPARE(protocol, 4); // PIO data-in
                QVERIFY(fromDevice);
                QCOMPARE(ataCommandSpec(command).direction, AtaDataDirection::FromDevice);
            } else {
                QCOMPARE(protocol, 3); // non-data
                QCOMPARE(ataCommandSpec(command).direction, AtaDataDirection::None);
            }
            QVERIFY(protocol != 5); // never PIO data-out, never DMA
        }
    }
}

// The compile-level half of the guarantee: no function that sends or builds a command accepts
// a number where the command goes.
void TestAtaCommands::nothingTakesAnOpcode()
{
    static_assert(!std::is_invocable_v<decltype(&ataPassThroughCdb), int, PassThroughSize>);
    static_assert(
        !std::is_invocable_v<decltype(&ataPassThroughCdb), std::uint8_t, PassThroughSize>);
    static_assert(!std::is_invocable_v<decltype(&AtaPassThrough::send), AtaPassThrough &, int,
                                       PassThroughSize>);
    static_assert(std::is_invocable_v<decltype(&AtaPassThrough::send), AtaPassThrough &, AtaCommand,
                                      PassThroughSize>);
    QVERIFY(std::is_enum_v<AtaCommand>);
}

void TestAtaCommands::commandBlockLayout_data()
{
    QTest::addColumn<AtaCommand>("command");
    QTest::addColumn<PassThroughSize>("size");
    QTest::addColumn<QByteArray>("cdb");

    // ATA PASS-THROUGH (16): 85h, protocol << 1 | EXTEND, CK_COND/T_DIR/BYT_BLOK/T_LENGTH,
    // feature 15:8, 7:0, count 15:8, 7:0, LBA bytes, device, command, control.
    QTest::newRow("IDENTIFY DEVICE, 16")
        << AtaCommand::IdentifyDevice << PassThroughSize::Sixteen
        << QByteArray::fromHex("85080e00000001000000000000 40ec00");
    QTest::newRow("READ NATIVE MAX ADDRESS EXT, 16")
        << AtaCommand::ReadNativeMaxAddressExt << PassThroughSize::Sixteen
        << QByteArray::fromHex("85072000000000000000000000 402700");
    QTest::newRow("READ NATIVE MAX ADDRESS, 16")
        << AtaCommand::ReadNativeMaxAddress << PassThroughSize::Sixteen
        << QByteArray::fromHex("85062000000000000000000000 40f800");
    QTest::newRow("DEVICE CONFIGURATION IDENTIFY, 16")
        << AtaCommand::DeviceConfigurationIdentify << PassThroughSize::Sixteen
        << QByteArray::fromHex("85080e00c20001000000000000 40b100");
    QTest::newRow("GET NATIVE MAX ADDRESS EXT, 16")
        << AtaCommand::GetNativeMaxAddressExt << PassThroughSize::Sixteen
        << QByteArray::fromHex("85072000000000000000000000 407800");
    // ATA PASS-THROUGH (12): A1h, protocol << 1, flags, feature, count, LBA 7:0, 15:8, 23:16,
    // device, command, reserved, control.
    QTest::newRow("IDENTIFY DEVICE, 12") << AtaCommand::IdentifyDevice << PassThroughSize::Twelve
                                         << QByteArray::fromHex("a1080e0001000000 40ec0000");
    QTest::newRow("READ NATIVE MAX ADDRESS, 12")
        << AtaCommand::ReadNativeMaxAddress << PassThroughSize::Twelve
        << QByteArray::fromHex("a1062000000000 0040f80000");
    QTest::newRow("DEVICE CONFIGURATION IDENTIFY, 12")
        << AtaCommand::DeviceConfigurationIdentify << PassThroughSize::Twelve
        << QByteArray::fromHex("a1080ec201000000 40b10000");
}

void TestAtaCommands::commandBlockLayout()
{
    QFETCH(AtaCommand, command);
    QFETCH(PassThroughSize, size);
    QFETCH(QByteArray, cdb);
    const std::optional<QByteArray> built = ataPassThroughCdb(command, size);
    QVERIFY(built);
    QCOMPARE(built->toHex(' '), cdb.toHex(' '));
}

void TestAtaCommands::extendedCommandsNeedSixteenBytes()
{
    QVERIFY(!ataPassThroughCdb(AtaCommand::ReadNativeMaxAddressExt, PassThroughSize::Twelve));
    QVERIFY(!ataPassThroughCdb(AtaCommand::GetNativeMaxAddressExt, PassThroughSize::Twelve));
}

void TestAtaCommands::nativeMaxFromSense_data()
{
    QTest::addColumn<AtaCommand>("command");
    QTest::addColumn<QByteArray>("sense");
    QTest::addColumn<qint64>("maximumLba"); // -1: not known

    // A 160 GB drive's native maximum, 312,581,807, needs 29 bits.
    QTest::newRow("48-bit, descriptor") << AtaCommand::ReadNativeMaxAddressExt
                                        << descriptorSense(312581807, true) << qint64(312581807);
    QTest::newRow("48-bit above 2 TiB, descriptor")
        << AtaCommand::ReadNativeMaxAddressExt << descriptorSense(7814037167ULL, true)
        << qint64(7814037167LL);
    QTest::newRow("28-bit, bits 24-27 in DEVICE")
        << AtaCommand::ReadNativeMaxAddress
        << descriptorSense(234375119 & 0xFFFFFF, false, 0x50, 0x40 | (234375119 >> 24))
        << qint64(234375119);
    QTest::newRow("48-bit, fixed, fits 24 bits")
        << AtaCommand::ReadNativeMaxAddressExt << fixedSense(16514063, true) << qint64(16514063);
    QTest::newRow("48-bit, fixed, upper bytes lost")
        << AtaCommand::ReadNativeMaxAddressExt << fixedSense(312581807, true) << qint64(-1);
    QTest::newRow("48-bit command, answer without EXTEND")
        << AtaCommand::ReadNativeMaxAddressExt << descriptorSense(312581807 & 0xFFFFFF, false)
        << qint64(-1);
    QTest::newRow("drive aborted it (ERR)")
        << AtaCommand::ReadNativeMaxAddressExt << descriptorSense(0, true, 0x51, 0x40, 0x04)
        << qint64(-1);
    QTest::newRow("AMA, descriptor") << AtaCommand::GetNativeMaxAddressExt
                                     << descriptorSense(1953525167, true) << qint64(1953525167);
}

void TestAtaCommands::nativeMaxFromSense()
{
    QFETCH(AtaCommand, command);
    QFETCH(QByteArray, sense);
    QFETCH(qint64, maximumLba);
    const std::optional<AtaReturnedRegisters> registers = parseAtaReturn(sense);
    QVERIFY(registers);
    const std::optional<std::uint64_t> maximum = nativeMaxLba(*registers, command);
    QCOMPARE(maximum ? qint64(*maximum) : qint64(-1), maximumLba);
}

void TestAtaCommands::answers_data()
{
    QTest::addColumn<AtaCommand>("command");
    QTest::addColumn<int>("scsiStatus");
    QTest::addColumn<int>("hostStatus");
    QTest::addColumn<QByteArray>("sense");
    QTest::addColumn<int>("dataBytes");
    QTest::addColumn<AtaReply::Outcome>("outcome");
    QTest::addColumn<QString>("detail");

    QTest::newRow("IDENTIFY through libata") << AtaCommand::IdentifyDevice << 0 << 0 << QByteArray()
                                             << 512 << AtaReply::Outcome::Good << "good";
    QTest::newRow("a SCSI disk refuses ATA PASS-THROUGH")
        << AtaCommand::IdentifyDevice << 2 << 0 << descriptorError(0x05, 0x20, 0x00) << 0
        << AtaReply::Outcome::NotPassed
        << "sense key ILLEGAL REQUEST, ASC/ASCQ 20/00 (invalid command operation code)";
    // QEMU's usb-storage behind the guest kernel's usb-storage driver, as hdparm printed it:
    // "SG_IO: bad/missing sense data, sb[]: 70 00 05 00 00 00 00 0a 00 00 00 00 20 00 ...".
    QTest::newRow("a USB bridge without SAT, fixed sense")
        << AtaCommand::IdentifyDevice << 2 << 0
        << QByteArray::fromHex("700005000000000a00000000200000000000") << 0
        << AtaReply::Outcome::NotPassed
        << "sense key ILLEGAL REQUEST, ASC/ASCQ 20/00 (invalid command operation code)";
    QTest::newRow("a bridge refuses a field")
        << AtaCommand::IdentifyDevice << 2 << 0 << descriptorError(0x05, 0x24, 0x00) << 0
        << AtaReply::Outcome::NotPassed
        << "sense key ILLEGAL REQUEST, ASC/ASCQ 24/00 (invalid field in CDB)";
    QTest::newRow("the drive aborts READ NATIVE MAX")
        << AtaCommand::ReadNativeMaxAddressExt << 2 << 0
        << descriptorSense(0, true, 0x51, 0x40, 0x04) << 0 << AtaReply::Outcome::DriveAborted
        << "the drive aborted it (status 0x51, error 0x04)";
    QTest::newRow("ABORTED COMMAND without registers")
        << AtaCommand::DeviceConfigurationIdentify << 2 << 0 << descriptorError(0x0B, 0x00, 0x00)
        << 0 << AtaReply::Outcome::DriveAborted
        << "sense key ABORTED COMMAND, ASC/ASCQ 00/00 (no additional sense information)";
    QTest::newRow("native max in the sense data")
        << AtaCommand::ReadNativeMaxAddressExt << 2 << 0 << descriptorSense(312581807, true) << 0
        << AtaReply::Outcome::Good << "good";
    QTest::newRow("CK_COND ignored: no registers")
        << AtaCommand::ReadNativeMaxAddressExt << 0 << 0 << QByteArray() << 0
        << AtaReply::Outcome::Failed << "no ATA registers came back (no sense data)";
    QTest::newRow("short data") << AtaCommand::IdentifyDevice << 0 << 0 << QByteArray() << 256
                                << AtaReply::Outcome::Failed << "256 bytes came back, not 512";
    QTest::newRow("timed out") << AtaCommand::IdentifyDevice << 0 << 3 << QByteArray() << 0
                               << AtaReply::Outcome::Failed
                               << "SG_IO host status 0x03 (the transport failed or timed out)";
}

void TestAtaCommands::answers()
{
    QFETCH(AtaCommand, command);
    QFETCH(int, scsiStatus);
    QFETCH(int, hostStatus);
    QFETCH(QByteArray, sense);
    QFETCH(int, dataBytes);
    QFETCH(AtaReply::Outcome, outcome);
    QFETCH(QString, detail);
    const AtaReply reply = interpretPassThroughAnswer(command, scsiStatus, hostStatus, 0, sense,
                                                      QByteArray(dataBytes, '\x5a'));
    QCOMPARE(reply.detail, detail);
    QCOMPARE(reply.outcome, outcome);
    if (outcome == AtaReply::Outcome::Good && dataBytes == 512)
        QCOMPARE(reply.data, QByteArray(512, '\x5a'));
}

QTEST_GUILESS_MAIN(TestAtaCommands)
#include "tst_atacommands.moc"
