// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/hiddenareas.h"

#include <QString>

namespace Custody {

// Asks the drive behind devicePath what it hides from its host, and says how it asked:
// - an ATA drive (SATA directly, or behind a SAT bridge) through SG_IO ATA PASS-THROUGH (16,
//   else 12): IDENTIFY DEVICE, then READ NATIVE MAX ADDRESS (EXT) or, on ACS-3 drives, GET
//   NATIVE MAX ADDRESS EXT, and DEVICE CONFIGURATION IDENTIFY where the drive has a DCO;
// - an NVMe namespace through the admin Identify ioctl: the controller, its active and
//   allocated namespaces and their sizes;
// - loop, NBD, device-mapper, md, zram and RAM disks and regular files: NotADrive;
// - anything that does not answer those commands: Unknown, with the command and its answer.
// A partition is examined through its whole disk. Only the read-only commands of the closed
// tables in atacommands.h and nvmeidentify.h are sent; the node is opened O_RDONLY|O_NONBLOCK.
// Each command has a timeout, so the call returns within a minute or so even on a drive that
// does not answer; it blocks until then: call it off the GUI thread. Safe from any thread.
HiddenAreas probeHiddenAreas(const QString &devicePath);

// Why no ATA command may be sent to the disk whose sysfs directory is diskSysPath, or empty when
// it may. Only SCSI disks (peripheral device type 0, or 14 for reduced block commands) are
// asked: ATA PASS-THROUGH (12) shares its opcode, A1h, with the MMC command BLANK, which would
// erase a rewritable disc in an optical drive, a tape or changer has no use for ATA commands
// either, and a block device outside the SCSI layer has no known type at all. Reads sysfs only.
QString whyNoAtaCommand(const QString &diskSysPath);

} // namespace Custody
