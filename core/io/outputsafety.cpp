#include "io/outputsafety.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

namespace Custody {

namespace {

QString sysfsPath(dev_t device)
{
    return QStringLiteral("/sys/dev/block/%1:%2").arg(major(device)).arg(minor(device));
}

std::optional<dev_t> deviceFromSysfs(const QString &folder)
{
    QFile file(folder + QStringLiteral("/dev"));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QList<QByteArray> parts = file.readAll().trimmed().split(':');
    if (parts.size() != 2)
        return std::nullopt;
    return makedev(parts[0].toUInt(), parts[1].toUInt());
}

std::optional<dev_t> deviceOfPath(const QString &path)
{
    struct stat status = {};
    if (::stat(path.toLocal8Bit().constData(), &status) != 0)
        return std::nullopt;
    return status.st_dev;
}

// Every block device whose data a write to `device` can reach.
void collectUnderlyingDevices(dev_t device, QSet<dev_t> &devices)
{
    if (devices.contains(device))
        return;
    devices.insert(device);
    const QString folder = QFileInfo(sysfsPath(device)).canonicalFilePath();
    if (folder.isEmpty())
        return; // not a block device (tmpfs, network filesystem): nothing below it
    if (QFileInfo::exists(folder + QStringLiteral("/partition"))) {
        if (const std::optional<dev_t> parent = deviceFromSysfs(QFileInfo(folder).path()))
            collectUnderlyingDevices(*parent, devices);
    }
    const QDir slaves(folder + QStringLiteral("/slaves"));
    for (const QString &slave : slaves.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (const std::optional<dev_t> lower = deviceFromSysfs(slaves.filePath(slave)))
            collectUnderlyingDevices(*lower, devices);
    }
    QFile backing(folder + QStringLiteral("/loop/backing_file"));
    if (backing.open(QIODevice::ReadOnly)) {
        const QString backingPath = QString::fromLocal8Bit(backing.readAll().trimmed());
        if (const std::optional<dev_t> lower = deviceOfPath(backingPath))
            collectUnderlyingDevices(*lower, devices);
    }
}

Error onSource(const QString &outputPath, const QString &detail)
{
    return Error::fromErrno(Error::Code::OutputOnSource, 0, outputPath, -1, detail);
}

} // namespace

Result<void> checkOutputsNotOnSource(const DeviceFileSource &source, const QStringList &outputPaths)
{
    for (const QString &outputPath : outputPaths) {
        const QFileInfo output(outputPath);
        const QString folder = output.absolutePath();
        const std::optional<dev_t> folderDevice = deviceOfPath(folder);
        if (!folderDevice)
            return Error::fromErrno(Error::Code::OutputOpenFailed, errno, folder);
        if (!source.isBlockDevice()) {
            struct stat status = {};
            if (::stat(output.absoluteFilePath().toLocal8Bit().constData(), &status) == 0
                && status.st_dev == source.deviceNumber() && status.st_ino == source.inode())
                return onSource(outputPath, QStringLiteral("the output is the source file"));
            continue;
        }
        QSet<dev_t> devices;
        collectUnderlyingDevices(*folderDevice, devices);
        if (devices.contains(source.deviceNumber()))
            return onSource(outputPath,
                            QStringLiteral("%1 is stored on %2").arg(folder, source.path()));
    }
    return {};
}

} // namespace Custody
