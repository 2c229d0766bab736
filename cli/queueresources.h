// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QString>
#include <QStringList>

namespace Custody::Cli {

// What one job of a queue uses, from its arguments and the identities they name when the queue
// starts, as keys: "dev:MAJ:MIN" (a drive, by its device numbers), "fs:MAJ:MIN" (the file system
// holding a path's nearest existing folder), "file:DEV:INODE" (a file), "url:…" (a network
// source), "base:DEV:INODE/REST" (an acquisition base: the identity of its nearest existing
// folder and the rest of its path) and "path:…" (a file not there yet, by its absolute path).
struct JobResources
{
    QStringList sources;       // read by one job at a time: the source, a cloned or wiped drive
    QStringList disks;         // the file systems or drives it writes (or reads images from)
    QString waitPath;          // the drive or file it waits for with --source-wait
    QStringList basesWritten;  // acquisition bases whose files it writes
    QStringList basesRead;     // acquisition bases whose files it reads
    QStringList drivesWritten; // drives it overwrites (a clone's, a wipe's)
};
// For a line that parseQueueFile() accepted.
JobResources jobResources(const QStringList &arguments);
// Whether `later` must wait for `earlier` (a job before it in the file): it reads files or a
// drive the earlier one writes, writes the same acquisition base, or overwrites a drive the
// earlier one reads or writes. Whatever the priorities, so that a wipe never runs before the
// acquisition of the drive it wipes.
bool mustFollow(const JobResources &later, const JobResources &earlier);
// Every file name of the bases a job writes could be the status file's: the key of the base a
// path would belong to, for each candidate base (AcquisitionFiles::candidatesFor()).
QStringList baseKeysOf(const QString &path);

// The disk a path is written to or read from, as the key jobResources() gives it: a drive
// itself, or the file system holding the nearest folder that exists.
QString diskKey(const QString &path);
// The disk a limit is given for (custody-cli queue --disk-limit, the GUI's disk limits): the
// file system of a folder itself (a mount point's own, not its parent's). Refused, so that no
// other disk takes its limit, when the folder is not there (a disk not connected) or is on the
// root file system while it is not / itself (a mount point whose disk is not mounted).
Result<QString> limitedDiskKey(const QString &folder);

// Whether the disk behind a key spins (sysfs queue/rotational of the device or, for a
// partition, of its drive). A file system without a block device (tmpfs, NFS) does not.
bool isSpinningDisk(const QString &key);

} // namespace Custody::Cli
