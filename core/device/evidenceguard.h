// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <sys/types.h>

#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace Custody {

// The file behind a loop device: its device and inode (exact, also when it was renamed or
// deleted, where the loop device may be opened) and its path as sysfs shows it.
struct LoopBacking
{
    dev_t device = 0;
    ino_t inode = 0;
    QString path;
};
// nullopt for a device that is not a loop device with a file attached.
std::optional<LoopBacking> loopBackingOf(dev_t device,
                                         const QString &sysfsRoot = QStringLiteral("/sys"));

// The whole block device `disk`, its partitions and every device stacked on any of them (sysfs
// holders: device-mapper, md, and so on up): everything overwriting the disk changes.
QList<dev_t> devicesOverwrittenWith(dev_t disk, const QString &sysfsRoot = QStringLiteral("/sys"));

// Knows what must never be written and refuses outputs that would write it. Identities are
// compared, never path strings: a device number, a file's device and inode.
//
// What a source protects:
// - a block device: the device itself and every device its data lives on, followed down through
//   sysfs (a device-mapper or md device's slaves; a loop device's backing file, as a file);
// - a regular file: the file itself (also when it is reached through a hard or symbolic link).
// What an output would write:
// - its own file, if it exists (an existing output that is not a regular file, or that is a
//   symbolic link, is refused outright: opening it would write wherever it points);
// - the file system holding its folder: that device, the disk a partition belongs to, the
//   devices under a device-mapper/md device, and for a loop device its backing file and then
//   the devices under that file's own file system, and so on down. A mounted file system whose
//   device is not in sysfs (btrfs) is followed through its mount source.
// An output conflicts when its own file is a protected file, or when the devices or loop
// backing files it would write reach a protected device or file. So an image goes on any other
// file system, also one holding other files of the source's disk, but never onto the source, a
// partition of it, a file system stacked on it, or the file behind a loop device being imaged.
//
// Thread: any; every check does I/O (stat, sysfs), so not on a GUI thread.
class EvidenceGuard
{
    Q_DECLARE_TR_FUNCTIONS(Custody::EvidenceGuard)

public:
    // sysfsRoot: where sysfs is read ("/sys"; tests give a made-up tree of a device stack).
    explicit EvidenceGuard(QString sysfsRoot = QStringLiteral("/sys"));

    // A source being imaged or verified: everything under it is protected.
    void protectSource(const QString &path);
    // A block device by number, as protectSource() does for a device node.
    void protectDevice(dev_t device, const QString &role);
    // A regular file by its device and inode (one already open, whatever its path names now).
    void protectFileIdentity(dev_t device, ino_t inode, const QString &role);
    // A file that must not be replaced (a record, an image, a hashlog): its identity only.
    // `role` names it in a refusal ("the record of this acquisition").
    void protectFile(const QString &path, const QString &role);

    // Refuses (Error::Code::OutputOnSource) an output that would write protected data, naming
    // what it would write and why. --force never overrides this.
    Result<void> checkOutput(const QString &outputPath) const;
    Result<void> checkOutputs(const QStringList &outputPaths) const;
    // Whether writing to the file system holding `path` (a file or a folder that exists), or to
    // `path` itself when it is a block device, would write protected data: tells which drive
    // the workstation runs from. False when `path` cannot be looked at.
    bool reaches(const QString &path) const;
    // Why overwriting the whole block device `device` would write protected data, as a clause
    // for a refusal: it, one of its partitions or a device stacked on them is protected (the
    // source, a partition of it, a volume on it), or it stands on protected data (a loop device
    // over the source file, a device-mapper or md device over the source). Empty when it would
    // not.
    QString overwriteConflict(dev_t device) const;

private:
    struct ProtectedDevice
    {
        dev_t device = 0;
        QString role; // "the source /dev/loop3", for the refusal
    };
    struct ProtectedFile
    {
        dev_t device = 0;
        ino_t inode = 0;
        QString role;
    };

    const ProtectedFile *protectedFile(dev_t device, ino_t inode) const;

    QString m_sysfsRoot;
    QList<ProtectedDevice> m_devices;
    QList<ProtectedFile> m_files;
};

} // namespace Custody
