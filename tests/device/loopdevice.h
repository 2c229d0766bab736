// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace Custody::Test {

// A loop device attached to a file with losetup, for root-only device-list tests. Detached by
// detach() or the destructor, so a failing test leaves no loop device behind. Only the device
// this object attached is ever touched: other tests (and people) use loop devices concurrently.
class LoopDevice
{
public:
    LoopDevice() = default;
    ~LoopDevice();
    LoopDevice(const LoopDevice &) = delete;
    LoopDevice &operator=(const LoopDevice &) = delete;

    // Why loop devices cannot be used here (not root, no losetup), for QSKIP; empty if they can.
    static QString unavailableReason();
    // A file of `sizeBytes` bytes; with a partition table holding one partition when asked.
    enum class Layout { Blank, OnePartition };
    static bool createBackingFile(const QString &path, qint64 sizeBytes, Layout layout);

    // `losetup --find --show` with extra options (e.g. --read-only, --partscan).
    [[nodiscard]] bool attach(const QString &backingFile, const QStringList &options);
    [[nodiscard]] bool detach();

    // The partition of a Layout::OnePartition device attached with --partscan ("/dev/loop3p1"),
    // once it exists. Kernels built without MBR support (no CONFIG_MSDOS_PARTITION) ignore the
    // table; the same partition is then added with BLKPG (util-linux addpart), which any kernel
    // accepts. Empty, with errorString() set, when neither works.
    QString firstPartition();

    QString devicePath() const { return m_devicePath; }
    QString errorString() const { return m_errorString; }

private:
    bool runLosetup(const QStringList &arguments, QString *output);
    bool run(const QString &program, const QStringList &arguments, QString *output);

    QString m_devicePath;
    QString m_errorString;
};

} // namespace Custody::Test
