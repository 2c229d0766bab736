// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/atacommands.h"

#include <QByteArray>
#include <QString>

#include <chrono>
#include <optional>

namespace Custody {

// What became of one ATA command sent through SG_IO.
struct AtaReply
{
    enum class Outcome {
        Good,         // the drive completed it: data (PIO data-in) or registers (non-data)
        NotPassed,    // it never reached an ATA drive: no SG_IO on this node, or the SCSI
                      // layer or a bridge refused ATA PASS-THROUGH (ILLEGAL REQUEST)
        DriveAborted, // the drive answered with ERR set: it does not do this command now
        Failed,       // a timeout, a transport error, or an answer without what it must hold
    };

    Outcome outcome = Outcome::Failed;
    QByteArray data; // the 512 bytes of a PIO data-in command
    std::optional<AtaReturnedRegisters> registers;
    // Fixed English for the record: "good", "sense key ILLEGAL REQUEST, ASC/ASCQ 20/00 (invalid
    // command operation code)", "SG_IO: ENOTTY (Inappropriate ioctl for device)".
    QString detail;
};

// Sends commands of the closed ATA table (atacommands.h) to one open device node through the
// kernel's SG_IO ioctl, wrapped in SAT ATA PASS-THROUGH. The descriptor may be opened read-only
// (O_RDONLY): the kernel lets CAP_SYS_RAWIO send pass-through commands on a read-only
// descriptor, and these commands change nothing. Every command has a timeout, after which the
// kernel aborts it, so send() never blocks for ever. Not thread-safe: one per thread.
class AtaPassThrough
{
public:
    explicit AtaPassThrough(int descriptor,
                            std::chrono::milliseconds timeout = std::chrono::seconds(15));

    AtaReply send(AtaCommand command, PassThroughSize size);

private:
    AtaReply sendOnce(AtaCommand command, PassThroughSize size);

    int m_descriptor;
    std::chrono::milliseconds m_timeout;
};

// The interpretation of an SG_IO answer, apart from the ioctl: a pure function, tested on
// the sense data bridges and libata return. scsiStatus, hostStatus and driverStatus are
// sg_io_hdr's fields.
AtaReply interpretPassThroughAnswer(AtaCommand command, int scsiStatus, int hostStatus,
                                    int driverStatus, const QByteArray &sense,
                                    const QByteArray &data);

} // namespace Custody
