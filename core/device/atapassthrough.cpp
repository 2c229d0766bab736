// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/atapassthrough.h"

#include "util/error.h"

#include <scsi/sg.h>
#include <sys/ioctl.h>

#include <cerrno>

namespace Custody {

namespace {

constexpr int ScsiStatusGood = 0x00;
constexpr int ScsiStatusCheckCondition = 0x02;
constexpr std::uint8_t SenseKeyRecoveredError = 0x01;
constexpr std::uint8_t SenseKeyIllegalRequest = 0x05;
constexpr std::uint8_t SenseKeyAbortedCommand = 0x0B;

AtaReply reply(AtaReply::Outcome outcome, const QString &detail)
{
    AtaReply result;
    result.outcome = outcome;
    result.detail = detail;
    return result;
}

} // namespace

AtaReply interpretPassThroughAnswer(AtaCommand command, int scsiStatus, int hostStatus,
                                    int driverStatus, const QByteArray &sense,
                                    const QByteArray &data)
{
    const AtaCommandSpec spec = ataCommandSpec(command);
    if (hostStatus != 0)
        return reply(AtaReply::Outcome::Failed,
                     QStringLiteral("SG_IO host status 0x%1 (the transport failed or timed out)")
                         .arg(hostStatus, 2, 16, QLatin1Char('0')));
    const SenseSummary summary = parseSense(sense);
    const std::optional<AtaReturnedRegisters> registers = parseAtaReturn(sense);
    if (registers && registers->failed())
        return reply(AtaReply::Outcome::DriveAborted,
                     QStringLiteral("the drive aborted it (status 0x%1, error 0x%2)")
                         .arg(registers->status, 2, 16, QLatin1Char('0'))
                         .arg(registers->error, 2, 16, QLatin1Char('0')));
    if (scsiStatus == ScsiStatusCheckCondition && summary.valid
        && summary.key != SenseKeyRecoveredError && summary.key != 0) {
        // libata answers a command the drive aborted with ABORTED COMMAND; a SCSI disk or a
        // bridge without SAT answers ATA PASS-THROUGH itself with ILLEGAL REQUEST.
        const AtaReply::Outcome outcome
            = summary.key == SenseKeyIllegalRequest   ? AtaReply::Outcome::NotPassed
              : summary.key == SenseKeyAbortedCommand ? AtaReply::Outcome::DriveAborted
                                                      : AtaReply::Outcome::Failed;
        return reply(outcome, summary.describe());
    }
    if (scsiStatus != ScsiStatusGood && scsiStatus != ScsiStatusCheckCondition)
        return reply(AtaReply::Outcome::Failed,
                     QStringLiteral("SCSI status 0x%1, driver status 0x%2")
                         .arg(scsiStatus, 2, 16, QLatin1Char('0'))
                         .arg(driverStatus, 2, 16, QLatin1Char('0')));
    if (spec.direction == AtaDataDirection::FromDevice) {
        if (data.size() != spec.dataBytes)
            return reply(
                AtaReply::Outcome::Failed,
                QStringLiteral("%1 bytes came back, not %2").arg(data.size()).arg(spec.dataBytes));
        AtaReply result = reply(AtaReply::Outcome::Good, QStringLiteral("good"));
        result.data = data;
        return result;
    }
    if (!registers)
        return reply(AtaReply::Outcome::Failed,
                     QStringLiteral("no ATA registers came back (%1)").arg(summary.describe()));
    AtaReply result = reply(AtaReply::Outcome::Good, QStringLiteral("good"));
    result.registers = registers;
    return result;
}

AtaPassThrough::AtaPassThrough(int descriptor, std::chrono::milliseconds timeout)
    : m_descriptor(descriptor)
    , m_timeout(timeout)
{}

AtaReply AtaPassThrough::send(AtaCommand command, PassThroughSize size)
{
    // A UNIT ATTENTION (a reset, a medium change) answers the first command after it, whatever
    // the command: ask once more.
    AtaReply first = sendOnce(command, size);
    if (first.outcome == AtaReply::Outcome::Failed
        && first.detail.startsWith(QLatin1String("sense key UNIT ATTENTION")))
        return sendOnce(command, size);
    return first;
}

AtaReply AtaPassThrough::sendOnce(AtaCommand command, PassThroughSize size)
{
    const std::optional<QByteArray> cdb = ataPassThroughCdb(command, size);
    if (!cdb)
        return reply(AtaReply::Outcome::NotPassed,
                     QStringLiteral("a 48-bit command needs ATA PASS-THROUGH (16)"));
    const AtaCommandSpec spec = ataCommandSpec(command);
    QByteArray cdbBytes = *cdb;
    QByteArray data(spec.dataBytes, '\0');
    QByteArray sense(64, '\0');

    sg_io_hdr_t header{};
    header.interface_id = 'S';
    header.cmd_len = static_cast<unsigned char>(cdbBytes.size());
    header.cmdp = reinterpret_cast<unsigned char *>(cdbBytes.data());
    header.mx_sb_len = static_cast<unsigned char>(sense.size());
    header.sbp = reinterpret_cast<unsigned char *>(sense.data());
    header.timeout = static_cast<unsigned int>(m_timeout.count());
    if (spec.direction == AtaDataDirection::FromDevice) {
        header.dxfer_direction = SG_DXFER_FROM_DEV;
        header.dxfer_len = static_cast<unsigned int>(data.size());
        header.dxferp = data.data();
    } else {
        header.dxfer_direction = SG_DXFER_NONE;
    }
    if (::ioctl(m_descriptor, SG_IO, &header) != 0) {
        const int sysErrno = errno;
        Error error = Error::fromErrno(Error::Code::SourceNotReadable, sysErrno, QString());
        // ENOTTY and EINVAL: the node has no SCSI layer (virtio-blk, loop, NBD, device-mapper).
        const bool noScsi = sysErrno == ENOTTY || sysErrno == EINVAL || sysErrno == ENOSYS;
        return reply(noScsi ? AtaReply::Outcome::NotPassed : AtaReply::Outcome::Failed,
                     QStringLiteral("SG_IO: %1").arg(error.errnoText()));
    }
    sense.truncate(header.sb_len_wr);
    data.truncate(data.size() - header.resid);
    return interpretPassThroughAnswer(command, header.status, header.host_status,
                                      header.driver_status, sense, data);
}

} // namespace Custody
