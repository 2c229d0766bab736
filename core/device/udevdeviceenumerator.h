// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/blockdevicefacts.h"
#include "device/deviceenumerator.h"

#include <memory>

#include <QFile>
#include <QSocketNotifier>

struct udev;
struct udev_device;
struct udev_monitor;

namespace Custody {

// The drive list from libudev and sysfs, for systems without KF6 Solid (Debian 12, Ubuntu 24.04).
// start() enumerates the "block" subsystem and opens a netlink uevent monitor whose socket a
// QSocketNotifier watches, so hot-plug is reported from the thread's event loop.
//
// It works without udevd (containers, minimal systems): the monitor then listens to the
// kernel's own uevents (source "kernel") instead of udevd's, and the identity comes from sysfs
// (see BlockDeviceFacts). Attaching or detaching a loop device is a "change" uevent on a
// pre-existing /dev/loopN whose size goes from 0 to N or back: the size decides, so that turns
// into deviceAdded and deviceRemoved like any other media change. A partition's uevent refreshes
// its disk (partitions are part of the disk's DeviceInfo). Mounting sends no uevent: the mount
// table (/proc/self/mountinfo, pollable for changes as proc(5) documents) is watched too, and a
// change refreshes every drive, so mount points in the list stay current.
class UdevDeviceEnumerator final : public DeviceEnumerator
{
    Q_OBJECT

public:
    explicit UdevDeviceEnumerator(QObject *parent = nullptr);
    ~UdevDeviceEnumerator() override;

    [[nodiscard]] Result<void> start() override;
    QString backendName() const override { return QStringLiteral("udev"); }

    // Whether udevd runs, i.e. whether udev has a database and sends its own uevents.
    static bool isUdevDaemonRunning();
    // The facts about the drive that holds devicePath (the drive itself, or the disk of a
    // partition), gathered once from udev and sysfs without an enumerator or a monitor: for a
    // front end that is handed one device path, such as an acquisition. Synchronous (sysfs reads
    // only, the drive itself is never read): any thread. DeviceListFailed when devicePath is not
    // a block device the kernel knows.
    [[nodiscard]] static Result<BlockDeviceFacts> gatherDrive(const QString &devicePath);

private:
    Result<void> startMonitor();
    Result<void> enumerate();
    void startMountWatch();
    void readMonitor();
    void refreshAll();
    void refresh(const QString &sysPath, const QString &devicePath);
    static BlockDeviceFacts gather(udev *context, udev_device *device,
                                   const QList<MountEntry> &mounts);
    static QHash<QString, QString> udevProperties(udev_device *device);

    udev *m_udev = nullptr;
    udev_monitor *m_monitor = nullptr;
    std::unique_ptr<QSocketNotifier> m_notifier;
    QFile m_mountTable;
    std::unique_ptr<QSocketNotifier> m_mountNotifier;
};

} // namespace Custody
