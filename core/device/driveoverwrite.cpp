// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// WriteGate::checkDriveOverwrite(): the gate's rules for a whole drive as a destination.

#include "device/blockdevicefacts.h"
#include "device/systemdisks.h"
#include "device/writegate.h"
#include "util/durablefile.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace Custody {

namespace {

QString deviceNumber(dev_t device)
{
    return QStringLiteral("%1:%2").arg(major(device)).arg(minor(device));
}

QByteArray sysfsAttribute(const QString &folder, const QString &name)
{
    QFile file(folder + u'/' + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed() : QByteArray();
}

Error refusal(const QString &devicePath, const QString &reason)
{
    return Error::fromErrno(Error::Code::DriveRefused, 0, devicePath, -1, reason);
}

} // namespace

Result<void> WriteGate::checkDriveOverwrite(const QString &devicePath) const
{
    const std::optional<struct stat> status = statPath(devicePath);
    if (!status)
        return refusal(devicePath, tr("it does not exist (%1)").arg(qt_error_string(errno)));
    if (!S_ISBLK(status->st_mode))
        return refusal(devicePath, tr("it is not a block device; name a whole drive such as "
                                      "/dev/sdb"));
    const dev_t device = status->st_rdev;
    const QString folder
        = QFileInfo(m_sysfsRoot + QStringLiteral("/dev/block/") + deviceNumber(device))
              .canonicalFilePath();
    if (folder.isEmpty())
        return refusal(devicePath, tr("the kernel does not list it in sysfs, so what is on it "
                                      "and what uses it cannot be checked"));
    if (QFileInfo::exists(folder + QStringLiteral("/partition")))
        return refusal(devicePath, tr("it is a partition of /dev/%1; name the whole drive")
                                       .arg(QFileInfo(QFileInfo(folder).path()).fileName()));
    if (sysfsAttribute(folder, QStringLiteral("size")).toLongLong() <= 0)
        return refusal(devicePath, tr("it has no medium (its size is 0)"));
    if (const QString conflict = m_guard.overwriteConflict(device); !conflict.isEmpty())
        return refusal(devicePath, conflict);
    if (const QStringList uses
        = SystemDisks(QStringLiteral("/proc/swaps"), m_sysfsRoot).usesOf(devicePath);
        !uses.isEmpty())
        return refusal(devicePath, tr("this workstation uses it: %1").arg(uses.join(u", ")));
    const QList<dev_t> overwritten = devicesOverwrittenWith(device, m_sysfsRoot);
    for (const MountEntry &mount : readMountInfo()) {
        // btrfs reports an anonymous device number: its source names the device.
        std::optional<dev_t> source;
        if (const std::optional<struct stat> node
            = mount.source.startsWith(u"/dev/") ? statPath(mount.source) : std::nullopt;
            node && S_ISBLK(node->st_mode))
            source = node->st_rdev;
        for (dev_t each : overwritten) {
            if (mount.deviceNumber == deviceNumber(each) || source == each)
                return refusal(devicePath, tr("%1 is mounted on %2; unmount it first")
                                               .arg(mount.source, mount.mountPoint));
        }
    }
    for (dev_t each : overwritten) {
        if (each == device)
            continue;
        const QString holder
            = QFileInfo(m_sysfsRoot + QStringLiteral("/dev/block/") + deviceNumber(each))
                  .canonicalFilePath();
        if (!QFileInfo::exists(holder + QStringLiteral("/partition")))
            return refusal(devicePath,
                           tr("/dev/%1 (device-mapper, md or a similar device) is stacked on it; "
                              "stop that device first")
                               .arg(QFileInfo(holder).fileName()));
    }
    if (sysfsAttribute(folder, QStringLiteral("ro")) == "1")
        return refusal(devicePath, tr("it is read-only (write-blocked); Custody never lifts a "
                                      "write-block to write, lift it yourself if this is the "
                                      "right drive"));
    return {};
}

} // namespace Custody
