// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/evidenceguard.h"

#include "device/blockdevicefacts.h"
#include "util/durablefile.h"
#include "util/nativepath.h"

#include <fcntl.h>
#include <linux/loop.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace Custody {

namespace {

QString sysfsFolder(dev_t device, const QString &sys)
{
    return QFileInfo(sys + QStringLiteral("/dev/block/%1:%2").arg(major(device)).arg(minor(device)))
        .canonicalFilePath();
}

QString deviceName(dev_t device, const QString &sys)
{
    const QString folder = sysfsFolder(device, sys);
    return folder.isEmpty() ? QStringLiteral("%1:%2").arg(major(device)).arg(minor(device))
                            : QStringLiteral("/dev/") + QFileInfo(folder).fileName();
}

std::optional<dev_t> deviceInSysfs(const QString &folder)
{
    QFile file(folder + QStringLiteral("/dev"));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QList<QByteArray> parts = file.readAll().trimmed().split(':');
    if (parts.size() != 2)
        return std::nullopt;
    return makedev(parts[0].toUInt(), parts[1].toUInt());
}

QList<dev_t> slavesOf(const QString &folder)
{
    QList<dev_t> devices;
    const QDir slaves(folder + QStringLiteral("/slaves"));
    for (const QString &slave : slaves.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (const std::optional<dev_t> device = deviceInSysfs(slaves.filePath(slave)))
            devices.append(*device);
    }
    return devices;
}

// LOOP_GET_STATUS64 gives the backing file's device and inode exactly; without permission to
// open the loop device, the path sysfs shows is looked at instead.
std::optional<LoopBacking> loopBackingFile(dev_t device, const QString &folder, const QString &sys)
{
    QFile pathFile(folder + QStringLiteral("/loop/backing_file"));
    if (!pathFile.open(QIODevice::ReadOnly))
        return std::nullopt; // not a loop device, or one without a file
    LoopBacking backing;
    QByteArray text = pathFile.readAll();
    if (text.endsWith('\n'))
        text.chop(1);
    backing.path = fromNativePath(text);
    const QByteArray node = nativePath(deviceName(device, sys));
    const int descriptor = ::open(node.constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    loop_info64 info = {};
    if (descriptor >= 0 && ::ioctl(descriptor, LOOP_GET_STATUS64, &info) == 0) {
        ::close(descriptor);
        backing.device = dev_t(info.lo_device);
        backing.inode = ino_t(info.lo_inode);
        return backing;
    }
    if (descriptor >= 0)
        ::close(descriptor);
    const std::optional<struct stat> status = statPath(backing.path);
    if (!status)
        return std::nullopt;
    backing.device = status->st_dev;
    backing.inode = status->st_ino;
    return backing;
}

// Everything a write through the file system on `device` can change: see the class comment.
struct WriteReach
{
    QSet<dev_t> devices;
    QList<LoopBacking> files;
};

void reachDevice(dev_t device, WriteReach &reach, const QList<MountEntry> &mounts,
                 const QString &sys)
{
    if (reach.devices.contains(device))
        return;
    reach.devices.insert(device);
    const QString folder = sysfsFolder(device, sys);
    if (folder.isEmpty()) {
        // Not a block device in sysfs: btrfs (an anonymous device number), tmpfs, a network or
        // FUSE file system. Where the mount table names a device as its source, follow it.
        const QString number = QStringLiteral("%1:%2").arg(major(device)).arg(minor(device));
        for (const MountEntry &mount : mounts) {
            if (mount.deviceNumber != number || !mount.source.startsWith(QLatin1String("/dev/")))
                continue;
            if (const std::optional<struct stat> status = statPath(mount.source);
                status && S_ISBLK(status->st_mode))
                reachDevice(status->st_rdev, reach, mounts, sys);
        }
        return;
    }
    if (QFileInfo::exists(folder + QStringLiteral("/partition"))) {
        if (const std::optional<dev_t> disk = deviceInSysfs(QFileInfo(folder).path()))
            reachDevice(*disk, reach, mounts, sys);
    }
    for (dev_t slave : slavesOf(folder))
        reachDevice(slave, reach, mounts, sys);
    if (const std::optional<LoopBacking> backing = loopBackingFile(device, folder, sys)) {
        reach.files.append(*backing);
        // Writing the file writes its file system.
        reachDevice(backing->device, reach, mounts, sys);
    }
}

} // namespace

namespace {

void addWithHolders(const QString &folder, QList<dev_t> &devices)
{
    const std::optional<dev_t> device = deviceInSysfs(folder);
    if (!device || devices.contains(*device))
        return;
    devices.append(*device);
    const QDir holders(folder + QStringLiteral("/holders"));
    for (const QString &holder : holders.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        addWithHolders(QFileInfo(holders.filePath(holder)).canonicalFilePath(), devices);
}

} // namespace

QList<dev_t> devicesOverwrittenWith(dev_t disk, const QString &sysfsRoot)
{
    QList<dev_t> devices;
    const QString folder = sysfsFolder(disk, sysfsRoot);
    if (folder.isEmpty())
        return {disk};
    addWithHolders(folder, devices);
    const QDir diskFolder(folder);
    for (const QString &entry : diskFolder.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (QFileInfo::exists(diskFolder.filePath(entry) + QStringLiteral("/partition")))
            addWithHolders(diskFolder.filePath(entry), devices);
    }
    return devices;
}

std::optional<LoopBacking> loopBackingOf(dev_t device, const QString &sysfsRoot)
{
    const QString folder = sysfsFolder(device, sysfsRoot);
    return folder.isEmpty() ? std::nullopt : loopBackingFile(device, folder, sysfsRoot);
}

namespace {

Error refusal(const QString &outputPath, const QString &reason)
{
    return Error::fromErrno(Error::Code::OutputOnSource, 0, outputPath, -1, reason);
}

} // namespace

EvidenceGuard::EvidenceGuard(QString sysfsRoot)
    : m_sysfsRoot(std::move(sysfsRoot))
{}

void EvidenceGuard::protectSource(const QString &path)
{
    const std::optional<struct stat> status = statPath(path);
    if (!status)
        return; // nothing there (a report's source drive since unplugged): nothing to write onto
    if (S_ISBLK(status->st_mode))
        protectDevice(status->st_rdev, tr("the source %1").arg(path));
    else if (S_ISREG(status->st_mode))
        m_files.append({status->st_dev, status->st_ino, tr("the source %1").arg(path)});
}

void EvidenceGuard::protectFileIdentity(dev_t device, ino_t inode, const QString &role)
{
    m_files.append({device, inode, role});
}

void EvidenceGuard::protectFile(const QString &path, const QString &role)
{
    if (const std::optional<struct stat> status = statPath(path);
        status && S_ISREG(status->st_mode))
        m_files.append({status->st_dev, status->st_ino, role});
}

void EvidenceGuard::protectDevice(dev_t device, const QString &role)
{
    for (const ProtectedDevice &known : std::as_const(m_devices)) {
        if (known.device == device)
            return;
    }
    m_devices.append({device, role});
    const QString folder = sysfsFolder(device, m_sysfsRoot);
    if (folder.isEmpty())
        return;
    const QString name = deviceName(device, m_sysfsRoot);
    for (dev_t slave : slavesOf(folder))
        protectDevice(slave, tr("%1, which holds %2").arg(deviceName(slave, m_sysfsRoot), role));
    if (const std::optional<LoopBacking> backing = loopBackingFile(device, folder, m_sysfsRoot))
        m_files.append({backing->device, backing->inode,
                        tr("%1, the file behind %2 (%3)").arg(backing->path, name, role)});
}

const EvidenceGuard::ProtectedFile *EvidenceGuard::protectedFile(dev_t device, ino_t inode) const
{
    for (const ProtectedFile &file : m_files) {
        if (file.device == device && file.inode == inode)
            return &file;
    }
    return nullptr;
}

Result<void> EvidenceGuard::checkOutput(const QString &outputPath) const
{
    const QString absolute = QFileInfo(outputPath).absoluteFilePath();
    if (const std::optional<struct stat> own = lstatPath(absolute)) {
        if (S_ISLNK(own->st_mode))
            return refusal(outputPath, tr("it is a symbolic link, and writing it would write "
                                          "wherever it points; give the real path"));
        if (!S_ISREG(own->st_mode))
            return refusal(outputPath, tr("it exists and is not a regular file (a device, a "
                                          "folder, a pipe or a socket)"));
        if (const ProtectedFile *file = protectedFile(own->st_dev, own->st_ino))
            return refusal(outputPath, tr("it is %1").arg(file->role));
    }
    const QString folder = QFileInfo(absolute).path();
    const std::optional<struct stat> folderStatus = statPath(folder);
    if (!folderStatus)
        return Error::fromErrno(Error::Code::OutputOpenFailed, errno, folder);
    WriteReach reach;
    reachDevice(folderStatus->st_dev, reach, readMountInfo(), m_sysfsRoot);
    for (const ProtectedDevice &device : m_devices) {
        if (reach.devices.contains(device.device))
            return refusal(
                outputPath,
                tr("its folder %1 is on a file system that writes to %2").arg(folder, device.role));
    }
    for (const LoopBacking &backing : std::as_const(reach.files)) {
        if (const ProtectedFile *file = protectedFile(backing.device, backing.inode))
            return refusal(
                outputPath,
                tr("its folder %1 is on a file system inside %2").arg(folder, file->role));
    }
    return {};
}

bool EvidenceGuard::reaches(const QString &path) const
{
    const std::optional<struct stat> status = statPath(path);
    if (!status)
        return false;
    if (S_ISREG(status->st_mode) && protectedFile(status->st_dev, status->st_ino))
        return true;
    WriteReach reach;
    reachDevice(S_ISBLK(status->st_mode) ? status->st_rdev : status->st_dev, reach, readMountInfo(),
                m_sysfsRoot);
    for (const ProtectedDevice &device : m_devices) {
        if (reach.devices.contains(device.device))
            return true;
    }
    return std::any_of(reach.files.cbegin(), reach.files.cend(), [this](const LoopBacking &file) {
        return protectedFile(file.device, file.inode) != nullptr;
    });
}

QString EvidenceGuard::overwriteConflict(dev_t device) const
{
    const QString name = deviceName(device, m_sysfsRoot);
    for (dev_t overwritten : devicesOverwrittenWith(device, m_sysfsRoot)) {
        for (const ProtectedDevice &known : m_devices) {
            if (known.device != overwritten)
                continue;
            if (overwritten == device)
                return tr("it is %1").arg(known.role);
            return tr("overwriting it overwrites %1, which is %2")
                .arg(deviceName(overwritten, m_sysfsRoot), known.role);
        }
    }
    WriteReach reach;
    reachDevice(device, reach, readMountInfo(), m_sysfsRoot);
    for (const ProtectedDevice &known : m_devices) {
        if (reach.devices.contains(known.device))
            return tr("%1 stands on %2").arg(name, known.role);
    }
    for (const LoopBacking &backing : std::as_const(reach.files)) {
        if (const ProtectedFile *file = protectedFile(backing.device, backing.inode))
            return tr("%1 writes into %2").arg(name, file->role);
    }
    return {};
}

Result<void> EvidenceGuard::checkOutputs(const QStringList &outputPaths) const
{
    for (const QString &path : outputPaths) {
        if (const Result<void> checked = checkOutput(path); !checked)
            return checked;
    }
    return {};
}

} // namespace Custody
