// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QCoreApplication>
#include <QString>

#include <sys/types.h>

#include <memory>

namespace Custody {

// One acquisition per output and per drive, and no drive written while it is read, across
// processes and front ends (the GUI's tabs, a custody-cli in a terminal, a lab script): an
// exclusive flock(2) on a lock file, taken before anything is written and held until the
// acquisition object is destroyed.
//
// - The output lock is BASE.lock, beside the image.
// - The source lock is keyed by the source's identity, not its path: the whole disk's device
//   number for a drive or any of its partitions, device and inode for a file. It lives in
//   /run/lock (shared by every user and by root), else /var/lock, else the temporary folder.
// - A drive being overwritten (a clone's or a restore's destination, a drive being wiped) holds
//   the same lock as a source on it would (DestinationDrive), so that it is never acquired while
//   it is written, and never written while an acquisition reads it or any of its partitions.
//
// The lock file names its holder (PID, program, command line), so a refusal can say who has it.
// The kernel drops a flock when its holder dies, so a lock left by a killed process (kill -9, a
// crash, a power cut) never blocks: the next run takes it over. The file is removed on release;
// taking a lock checks that the file it locked is still the one at the path (a release between
// open and flock would otherwise leave two holders).
class AcquisitionLock
{
    Q_DECLARE_TR_FUNCTIONS(Custody::AcquisitionLock)

public:
    ~AcquisitionLock();
    AcquisitionLock(const AcquisitionLock &) = delete;
    AcquisitionLock &operator=(const AcquisitionLock &) = delete;

    // AcquisitionBusy, naming the holder, when another process (or another acquisition of this
    // process) holds it. `what` names the thing locked in that refusal.
    static Result<std::unique_ptr<AcquisitionLock>>
    take(const QString &lockPath, const QString &what, const QString &commandLine);

    static QString outputLockPath(const QString &basePath);
    // Empty when the source is neither a block device nor a regular file.
    static QString sourceLockPath(const QString &sourcePath);
    // The lock of the block device `device`: its whole disk's, as sourceLockPath() gives for a
    // node of it or of any of its partitions.
    static QString driveLockPath(dev_t device);

    QString path() const { return m_path; }

private:
    AcquisitionLock() = default;

    QString m_path;
    int m_descriptor = -1;
    bool m_keepEmptied = false; // an empty file was there before: emptied, never removed
};

} // namespace Custody
