// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "mount/volumemounts.h"

#include "util/nativepath.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QThread>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <linux/loop.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <unistd.h>

namespace Custody {

namespace {

using namespace Qt::StringLiterals;

// Mount options per file system: read-only, and no journal or log replayed onto the image.
QString optionsFor(const QString &type)
{
    if (type == u"ext3"_s || type == u"ext4"_s)
        return u"noload"_s;
    if (type == u"xfs"_s)
        return u"norecovery"_s;
    if (type == u"btrfs"_s)
        return u"rescue=nologreplay"_s;
    if (type == u"f2fs"_s || type == u"nilfs2"_s)
        return u"norecovery"_s;
    return {};
}

// The kernel's names of a file system libblkid names, tried in turn (modules load on demand).
QStringList kernelTypes(const QString &type)
{
    if (type == u"ntfs"_s)
        return {u"ntfs3"_s, u"ntfs"_s};
    return {type};
}

QString errnoText(int number)
{
    return QString::fromLocal8Bit(std::strerror(number));
}

// A loop device attached, open: it clears itself when its last user closes it, so `descriptor`
// stays open until the mount holds it.
struct AttachedLoop
{
    QString device;
    int descriptor = -1;
    QString error;
};

// A free loop device attached read-only to `length` bytes of `file` from `offset`.
AttachedLoop attachLoop(const QString &file, qint64 offset, qint64 length)
{
    const int backing = ::open(nativePath(file).constData(), O_RDONLY | O_CLOEXEC);
    if (backing < 0)
        return {{}, -1, errnoText(errno)};
    QString device;
    int descriptor = -1;
    QString error;
    const int control = ::open("/dev/loop-control", O_RDWR | O_CLOEXEC);
    for (int attempt = 0; control >= 0 && attempt < 8 && device.isEmpty(); ++attempt) {
        const int number = ::ioctl(control, LOOP_CTL_GET_FREE);
        if (number < 0) {
            error = errnoText(errno);
            break;
        }
        const QString path = u"/dev/loop%1"_s.arg(number);
        const int loop = ::open(nativePath(path).constData(), O_RDONLY | O_CLOEXEC);
        if (loop < 0) {
            error = errnoText(errno);
            continue;
        }
        loop_config config = {};
        config.fd = unsigned(backing);
        config.info.lo_offset = quint64(offset);
        config.info.lo_sizelimit = quint64(length);
        config.info.lo_flags = LO_FLAGS_READ_ONLY | LO_FLAGS_AUTOCLEAR;
        if (::ioctl(loop, LOOP_CONFIGURE, &config) == 0) {
            device = path;
            descriptor = loop;
            continue;
        }
        error = errnoText(errno); // taken meanwhile by another (EBUSY): the next free one
        ::close(loop);
    }
    if (control < 0)
        error = u"/dev/loop-control: "_s + errnoText(errno);
    else
        ::close(control);
    ::close(backing);
    return {device, descriptor, device.isEmpty() ? error : QString()};
}

struct MountEntry
{
    QString point;
    QByteArray type; // "ext4", "fuse.custody"
};

// The mount table of this process's namespace.
QList<MountEntry> mountTable()
{
    QFile table(u"/proc/self/mountinfo"_s);
    QList<MountEntry> entries;
    if (!table.open(QIODevice::ReadOnly))
        return entries;
    for (const QByteArray &line : table.readAll().split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        const qsizetype separator = fields.indexOf("-");
        if (fields.size() < 5 || separator < 5 || separator + 1 >= fields.size())
            continue;
        // The table escapes space, tab, newline and backslash as octal.
        QString point = QString::fromUtf8(fields[4]);
        point.replace(u"\\040"_s, u" "_s)
            .replace(u"\\011"_s, u"\t"_s)
            .replace(u"\\012"_s, u"\n"_s)
            .replace(u"\\134"_s, u"\\"_s);
        entries.append({point, fields[separator + 1]});
    }
    return entries;
}

// Mount points at or below `directory` in the mount table, deepest first.
QStringList mountPointsBelow(const QString &directory)
{
    QStringList points;
    for (const MountEntry &entry : mountTable()) {
        if (entry.point == directory || entry.point.startsWith(directory + u'/'))
            points << entry.point;
    }
    std::sort(points.begin(), points.end(),
              [](const QString &a, const QString &b) { return a.size() > b.size(); });
    return points;
}

// The loop devices whose backing file lies below `directory` (a view's image file).
QStringList loopsReadingBelow(const QString &directory)
{
    QStringList loops;
    const QDir block(u"/sys/block"_s);
    for (const QString &name : block.entryList({u"loop*"_s}, QDir::Dirs | QDir::System)) {
        QFile backing(block.filePath(name + u"/loop/backing_file"_s));
        if (backing.open(QIODevice::ReadOnly)
            && QString::fromLocal8Bit(backing.readAll()).startsWith(directory + u'/'))
            loops << u"/dev/"_s + name;
    }
    return loops;
}

// A file system's loop device clears itself on its last close, which the kernel may finish a
// moment after the unmount returns, and later still while udev probes the device; until then
// the view stays busy. The wait is bounded: a loop device someone else set up on the view file
// stays, and is named.
QStringList waitForLoopsReadingBelow(const QString &directory)
{
    QDeadlineTimer deadline(VolumeMounts::LoopClearWait);
    QStringList loops = loopsReadingBelow(directory);
    while (!loops.isEmpty() && !deadline.hasExpired()) {
        QThread::msleep(20);
        loops = loopsReadingBelow(directory);
    }
    return loops;
}

} // namespace

QList<VolumeMounts::Volume> VolumeMounts::volumesOf(const MediumLayout &layout)
{
    QList<Volume> volumes;
    const auto add = [&volumes](const QString &name, const VolumeContent &content) {
        if (content.kind != VolumeContent::Kind::Signature)
            return;
        Volume volume{name, content.type, content.label, {}, {}, {}, {}};
        if (content.isEncrypted())
            volume.notMounted = tr("encrypted: listed, not unlocked");
        else if (content.usage != u"filesystem"_s)
            volume.notMounted = tr("not a file system (%1)").arg(content.usage);
        volumes.append(volume);
    };
    if (!layout.hasTable())
        add(u"volume"_s, layout.whole);
    for (const PartitionEntry &partition : layout.partitions)
        add(u"partition%1"_s.arg(partition.number), partition.content);
    return volumes;
}

void VolumeMounts::mountAll(const QString &imageFile, const MediumLayout &layout,
                            const QString &directory, QList<Volume> &volumes)
{
    for (Volume &volume : volumes) {
        if (!volume.notMounted.isEmpty())
            continue;
        qint64 offset = 0;
        qint64 length = layout.sizeBytes;
        for (const PartitionEntry &partition : layout.partitions) {
            if (volume.name == u"partition%1"_s.arg(partition.number)) {
                offset = partition.startBytes;
                length = partition.sizeBytes;
            }
        }
        const AttachedLoop loop = attachLoop(imageFile, offset, length);
        if (loop.device.isEmpty()) {
            volume.notMounted = tr("no loop device: %1").arg(loop.error);
            continue;
        }
        const QString target = directory + u'/' + volume.name;
        const QString extra = optionsFor(volume.type);
        int mounted = -1;
        int mountErrno = ENODEV;
        for (const QString &driver : kernelTypes(volume.type)) {
            mounted = ::mount(nativePath(loop.device).constData(), nativePath(target).constData(),
                              driver.toLatin1().constData(),
                              MS_RDONLY | MS_NODEV | MS_NOSUID | MS_NOEXEC,
                              extra.isEmpty() ? nullptr : extra.toLatin1().constData());
            mountErrno = errno;
            if (mounted == 0 || mountErrno != ENODEV)
                break;
        }
        // Mounted, the file system holds the loop device; if not, closing it clears it.
        ::close(loop.descriptor);
        if (mounted != 0) {
            volume.notMounted = mountErrno == ENODEV
                                    ? tr("this kernel has no %1 driver").arg(volume.type)
                                    : tr("the mount failed: %1").arg(errnoText(mountErrno));
            continue;
        }
        volume.mountPoint = target;
        volume.loopDevice = loop.device;
        volume.options = extra.isEmpty() ? u"ro"_s : u"ro,"_s + extra;
    }
}

bool VolumeMounts::isView(const QString &directory)
{
    // The topmost mount at the path (the table lists mounts in the order they were made): a view
    // covered by something else since is not what an unmount there would reach.
    QByteArray topmost;
    for (const MountEntry &entry : mountTable()) {
        if (entry.point == directory)
            topmost = entry.type;
    }
    return topmost == "fuse.custody";
}

bool VolumeMounts::isMountPoint(const QString &directory)
{
    const QList<MountEntry> entries = mountTable();
    return std::any_of(entries.cbegin(), entries.cend(),
                       [&directory](const MountEntry &entry) { return entry.point == directory; });
}

QString VolumeMounts::unmountBelow(const QString &directory, bool alsoDirectory)
{
    QString first;
    const QStringList points = mountPointsBelow(directory);
    for (const QString &point : points) {
        if (point != directory && ::umount2(nativePath(point).constData(), 0) != 0
            && first.isEmpty())
            first = tr("%1: %2").arg(point, errnoText(errno));
    }
    if (!first.isEmpty())
        return first;
    // The directory itself (the view) last, by the caller or here, once nothing reads from it.
    if (const QStringList loops = waitForLoopsReadingBelow(directory); !loops.isEmpty())
        return tr("%1: in use by %2, set up on a file in it; detach it (losetup -d), then "
                  "unmount again")
            .arg(directory, loops.join(u", "_s));
    if (alsoDirectory && points.contains(directory)
        && ::umount2(nativePath(directory).constData(), 0) != 0)
        return tr("%1: %2").arg(directory, errnoText(errno));
    return {};
}

} // namespace Custody
