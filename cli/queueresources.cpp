// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/queueresources.h"

#include "cli/acquireoptions.h"
#include "cli/queuefile.h"
#include "engine/acquisitionfiles.h"
#include "util/durablefile.h"
#include "util/invalidargument.h"
#include "util/nativepath.h"

#include <QFile>

#include <algorithm>

#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace Custody::Cli {

namespace {

QString deviceKey(const char *kind, dev_t device)
{
    return QStringLiteral("%1:%2:%3")
        .arg(QLatin1String(kind))
        .arg(major(device))
        .arg(minor(device));
}

bool isUrl(const QString &path)
{
    return path.contains(u"://");
}

// What a path is, by identity: a drive by its device numbers, a file by device and inode; a path
// that does not exist (yet) or a URL by its text, the best there is.
QString identityKey(const QString &path)
{
    if (isUrl(path))
        return QStringLiteral("url:") + path;
    const std::optional<struct stat> status = statPath(path);
    if (!status)
        return QStringLiteral("path:") + absolutePath(path);
    if (S_ISBLK(status->st_mode))
        return deviceKey("dev", status->st_rdev);
    return QStringLiteral("file:%1:%2").arg(status->st_dev).arg(status->st_ino);
}

// An acquisition base by identity: its nearest existing folder's device and inode and the rest
// of its path, so that two spellings of one folder (a link, a bind mount) give one key.
QString baseKey(const QString &base)
{
    const QString path = absolutePath(base);
    QString folder = pathFolder(path);
    QString rest = pathFileName(path);
    for (;;) {
        if (const std::optional<struct stat> status = statPath(folder))
            return QStringLiteral("base:%1:%2/").arg(status->st_dev).arg(status->st_ino) + rest;
        if (folder == u"/" || folder.isEmpty())
            return QStringLiteral("path:") + path;
        rest = pathFileName(folder) + u'/' + rest;
        folder = pathFolder(folder);
    }
}

bool meets(const QStringList &a, const QStringList &b)
{
    return std::any_of(a.cbegin(), a.cend(), [&b](const QString &key) { return b.contains(key); });
}

} // namespace

// The disk a path is written to or read from: a drive itself, or the file system holding the
// nearest folder that exists.
QString diskKey(const QString &path)
{
    if (const std::optional<struct stat> status = statPath(path);
        status && S_ISBLK(status->st_mode))
        return deviceKey("dev", status->st_rdev);
    QString folder = pathFolder(absolutePath(path));
    for (;;) {
        if (const std::optional<struct stat> status = statPath(folder))
            return deviceKey("fs", status->st_dev);
        if (folder == u"/" || folder.isEmpty())
            return QStringLiteral("fs:") + folder;
        folder = pathFolder(folder);
    }
}

Result<QString> limitedDiskKey(const QString &folder)
{
    const std::optional<struct stat> status = statPath(folder);
    if (!status)
        return invalidArgument(QStringLiteral("%1 is not there: give a folder on the disk (is "
                                              "the disk connected and mounted?)")
                                   .arg(folder));
    if (!S_ISDIR(status->st_mode))
        return invalidArgument(
            QStringLiteral("%1 is not a folder: give a folder on the disk (a destination's "
                           "folder or the disk's mount point)")
                .arg(folder));
    // A mount point whose disk is not mounted is a folder of the root file system: the limit
    // meant for that disk must not become the system disk's. The root file system is limited
    // by naming it, as /.
    const std::optional<struct stat> root = statPath(QStringLiteral("/"));
    if (root && root->st_dev == status->st_dev && absolutePath(folder) != u"/")
        return invalidArgument(
            QStringLiteral("%1 is on the root file system, not on a disk of its own: is the disk "
                           "mounted? (To limit the root file system, give /)")
                .arg(folder));
    return deviceKey("fs", status->st_dev);
}

bool isSpinningDisk(const QString &key)
{
    const QStringList parts = key.split(u':');
    if (parts.size() != 3 || parts.at(1) == u"0")
        return false;
    const QString device = QStringLiteral("/sys/dev/block/%1:%2").arg(parts.at(1), parts.at(2));
    for (const QString &queue : {device + QStringLiteral("/queue/rotational"),
                                 device + QStringLiteral("/../queue/rotational")}) {
        QFile file(queue);
        if (file.open(QIODevice::ReadOnly))
            return file.readAll().trimmed() == "1";
    }
    return false;
}

QStringList baseKeysOf(const QString &path)
{
    QStringList keys;
    for (const AcquisitionFiles &files : AcquisitionFiles::candidatesFor(path))
        keys << baseKey(files.base());
    return keys;
}

JobResources jobResources(const QStringList &arguments)
{
    JobResources resources;
    const QString command = arguments.value(0);
    const QStringList rest = arguments.mid(1);
    if (command == u"acquire") {
        const Result<AcquireRequest> request = parseAcquireArguments(rest);
        if (!request)
            return resources; // parseQueueFile() refused it already
        resources.sources << identityKey(request->sourcePath);
        if (!isUrl(request->sourcePath)) {
            resources.waitPath = request->sourcePath;
            resources.basesRead << baseKeysOf(request->sourcePath); // a restore of an image
        }
        QStringList bases{request->basePath};
        for (const AlsoOutput &also : request->alsoOutputs)
            bases << also.basePath;
        for (const QString &base : std::as_const(bases)) {
            resources.disks << diskKey(base);
            resources.basesWritten << baseKey(base);
        }
        if (request->clone) {
            const QString drive = identityKey(request->clone->devicePath);
            resources.sources << drive;
            resources.disks << drive;
            resources.drivesWritten << drive;
        }
        return resources;
    }
    QCommandLineParser parser;
    const Result<void> parsed = parseQueuedCommand(parser, command, rest);
    if (!parsed)
        return resources;
    const QString path = parser.positionalArguments().constFirst();
    if (command == u"wipe") {
        const QString drive = identityKey(path);
        resources.sources << drive;
        resources.disks << drive;
        resources.drivesWritten << drive;
        resources.waitPath = path;
        resources.basesWritten << baseKey(parser.value(QStringLiteral("certificate")));
        return resources;
    }
    resources.disks << diskKey(path);
    resources.basesRead << baseKeysOf(path);
    if (command == u"verify") {
        resources.sources << identityKey(path); // an image, or a drive read as one
        for (const QString &hashlog : parser.values(QStringLiteral("hashlog")))
            resources.basesRead << baseKeysOf(hashlog);
    } else {
        resources.basesWritten << resources.basesRead; // the E01 goes beside the record
    }
    return resources;
}

bool mustFollow(const JobResources &later, const JobResources &earlier)
{
    return meets(later.basesRead, earlier.basesWritten)
           || meets(later.basesWritten, earlier.basesWritten)
           || meets(later.basesWritten, earlier.basesRead)
           || meets(later.drivesWritten, earlier.sources)
           || meets(later.sources, earlier.drivesWritten);
}

} // namespace Custody::Cli
