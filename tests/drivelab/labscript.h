// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "drivelab.h"

#include <QByteArray>
#include <QJsonObject>
#include <QLatin1String>
#include <QList>
#include <QString>
#include <QVariant>

#include <utility>

namespace Custody::Test {

// Pieces of the drive lab's guest scripts and of reading what they leave in the share.

// The start of a guest script: `set -u` and shell functions:
// - `wait_until SECONDS COMMAND...` runs the command until it succeeds, for SECONDS at most;
// - `disk_on PART` prints the whole disk ("/dev/sdb") whose sysfs path contains PART ("/ata",
//   "/nvme/", "/nvme-subsystem/", "/virtio", "/usb"), waiting until the kernel has found it;
// - `attribute DISK NAME` prints a sysfs attribute of the disk without the kernel's padding;
// - `part DISK N` prints the disk's N-th partition ("/dev/sda1", "/dev/nvme0n1p1").
QString labScriptFunctions();

// A line of script that acquires `device` with custody-cli to /run/lab/NAME with `options`; the
// record (--json) goes to NAME.out, the error output to NAME.err, the exit status to NAME.status.
QString labAcquire(const QString &device, const QString &name, const QString &options);

// A file of the share, as bytes, trimmed text or a JSON object.
QByteArray sharedBytes(const DriveLab &lab, const QString &name);
QString sharedText(const DriveLab &lab, const QString &name);
QJsonObject sharedJson(const DriveLab &lab, const QString &name);

// The record of labAcquire()'s acquisition NAME; empty (with a warning that quotes its error
// output) when it did not exit 0.
QJsonObject acquisitionRecord(const DriveLab &lab, const QString &name);

// The entry of `custody-cli devices --json` output for devicePath; empty when it is not listed.
QJsonObject listedDevice(const QJsonObject &devices, const QString &devicePath);

// Field names of a JSON object and what each must hold.
using Fields = QList<std::pair<QLatin1String, QVariant>>;
// How the fields of `object` differ from `expected`, compared as text: empty when they do not,
// "not there" when the object is empty.
QString mismatches(const QJsonObject &object, const Fields &expected);

// A drive of 512-byte sectors with a serial number.
LabDrive labDrive(LabDrive::Kind kind, const QString &id, const QString &serial);

} // namespace Custody::Test
