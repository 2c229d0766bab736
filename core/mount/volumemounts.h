// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/mediumlayout.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Custody {

// The file systems of a layout mounted read-only from an image file (a MediaView's): each on a
// loop device of its own, attached read-only with the partition's offset and size (the kernels
// Custody runs on need not parse partition tables), and mounted read-only with the options that
// keep a journal from being replayed (ext3/4 noload, XFS norecovery, btrfs nologreplay), never
// with devices, set-user-id programs or execution. The loop devices clear themselves when their
// file system is unmounted. Encrypted volumes are listed, never unlocked.
class VolumeMounts
{
    Q_DECLARE_TR_FUNCTIONS(Custody::VolumeMounts)

public:
    struct Volume
    {
        QString name; // "partition2", or "volume" for a file system on the whole medium
        QString type; // libblkid's TYPE
        QString label;
        QString mountPoint; // where it is mounted; empty when it is not
        QString loopDevice; // "/dev/loop7" while mounted
        QString options;    // the mount options used: "ro,noload"
        QString notMounted; // translated: why not (encrypted, no driver, the mount's errno)
    };

    // The regions of `layout` that hold a file system, with the directory name each gets.
    static QList<Volume> volumesOf(const MediumLayout &layout);
    // Mounts each of `volumes` on `directory`/name from `imageFile`; fills mountPoint or
    // notMounted. Needs root.
    static void mountAll(const QString &imageFile, const MediumLayout &layout,
                         const QString &directory, QList<Volume> &volumes);
    // Whether `directory` is the mount point of a MediaView (FUSE type "custody").
    static bool isView(const QString &directory);
    // Whether something is mounted at `directory` itself.
    static bool isMountPoint(const QString &directory);
    // Unmounts every file system mounted below `directory` (deepest first), as the mount table
    // lists them, then waits (at most LoopClearWait) until no loop device reads a file in
    // `directory`, then unmounts `directory` itself if `alsoDirectory`; "" or the first error.
    static QString unmountBelow(const QString &directory, bool alsoDirectory);
    static constexpr int LoopClearWait = 5000; // ms
};

} // namespace Custody
