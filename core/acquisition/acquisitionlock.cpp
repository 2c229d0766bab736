// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/acquisitionlock.h"

#include "util/durablefile.h"
#include "util/nativepath.h"

#include <cerrno>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace Custody {

namespace {

QString lockFolder()
{
    for (const QString &folder : {QStringLiteral("/run/lock"), QStringLiteral("/var/lock")}) {
        if (::access(nativePath(folder).constData(), W_OK) == 0)
            return folder;
    }
    return QDir::tempPath();
}

// The whole disk holding a partition, so that a disk and its partitions share one lock.
dev_t wholeDisk(dev_t device)
{
    const QString folder
        = QFileInfo(QStringLiteral("/sys/dev/block/%1:%2").arg(major(device)).arg(minor(device)))
              .canonicalFilePath();
    if (folder.isEmpty() || !QFileInfo::exists(folder + QStringLiteral("/partition")))
        return device;
    QFile parent(QFileInfo(folder).path() + QStringLiteral("/dev"));
    if (!parent.open(QIODevice::ReadOnly))
        return device;
    const QList<QByteArray> parts = parent.readAll().trimmed().split(':');
    return parts.size() == 2 ? makedev(parts[0].toUInt(), parts[1].toUInt()) : device;
}

QString holderOf(int descriptor)
{
    char text[4096];
    const ssize_t count = ::pread(descriptor, text, sizeof text - 1, 0);
    const QString holder = count > 0 ? QString::fromUtf8(text, count).trimmed() : QString();
    return holder.isEmpty() ? AcquisitionLock::tr("another process") : holder;
}

// What is at a lock's name already. A lock file Custody wrote says "PID N, PROGRAM: COMMAND LINE"
// (take() writes it), and is removed with the lock that takes it over. An empty file may be a
// lock whose holder could not name itself (a destination that turned read-only) or somebody's
// empty file: it is taken, and emptied again rather than removed when the lock is released.
// Anything else is someone else's file, which a lock must neither truncate nor remove.
enum class ExistingLock { Custody, Empty, Foreign };

ExistingLock existingLockKind(int descriptor)
{
    struct stat status = {};
    if (::fstat(descriptor, &status) != 0 || !S_ISREG(status.st_mode))
        return ExistingLock::Foreign;
    if (status.st_size == 0)
        return ExistingLock::Empty;
    if (status.st_size > 64 * 1024)
        return ExistingLock::Foreign;
    char text[64];
    const ssize_t count = ::pread(descriptor, text, sizeof text, 0);
    if (count <= 0)
        return ExistingLock::Foreign;
    static const QRegularExpression holder(QStringLiteral("^PID [0-9]+, [^\\n]*: "));
    return holder.match(QString::fromUtf8(text, count)).hasMatch() ? ExistingLock::Custody
                                                                   : ExistingLock::Foreign;
}

bool namesSameFile(int descriptor, const QString &path)
{
    struct stat locked = {};
    const std::optional<struct stat> current = lstatPath(path);
    return ::fstat(descriptor, &locked) == 0 && current && current->st_ino == locked.st_ino
           && current->st_dev == locked.st_dev;
}

} // namespace

QString AcquisitionLock::outputLockPath(const QString &basePath)
{
    return basePath + QStringLiteral(".lock");
}

QString AcquisitionLock::sourceLockPath(const QString &sourcePath)
{
    const std::optional<struct stat> status = statPath(sourcePath);
    if (!status)
        return {};
    if (S_ISBLK(status->st_mode))
        return driveLockPath(status->st_rdev);
    if (!S_ISREG(status->st_mode))
        return {};
    return lockFolder()
           + QStringLiteral("/custody-source-file-%1-%2.lock")
                 .arg(status->st_dev)
                 .arg(status->st_ino);
}

QString AcquisitionLock::driveLockPath(dev_t device)
{
    const dev_t disk = wholeDisk(device);
    return lockFolder()
           + QStringLiteral("/custody-source-block-%1-%2.lock").arg(major(disk)).arg(minor(disk));
}

Result<std::unique_ptr<AcquisitionLock>>
AcquisitionLock::take(const QString &lockPath, const QString &what, const QString &commandLine)
{
    const QByteArray native = nativePath(lockPath);
    for (int attempt = 0; attempt < 10; ++attempt) {
        // O_NOFOLLOW: a link planted at the lock's name (in a shared folder) is not followed.
        int descriptor
            = ::open(native.constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0644);
        ExistingLock existing = ExistingLock::Custody; // created here: ours to remove
        if (descriptor < 0 && errno == EEXIST) {
            descriptor = ::open(native.constData(), O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
            if (descriptor < 0 && errno == ENOENT)
                continue; // released between the two opens
            if (descriptor >= 0)
                existing = existingLockKind(descriptor);
            if (descriptor >= 0 && existing == ExistingLock::Foreign) {
                ::close(descriptor);
                return Error::fromErrno(
                    Error::Code::OutputOnSource, 0, lockPath, -1,
                    tr("a file of that name is there that is not a Custody lock file, and "
                       "taking the lock would overwrite it; move it away"));
            }
        }
        if (descriptor < 0)
            return Error::fromErrno(Error::Code::OutputOpenFailed, errno, lockPath, -1,
                                    QStringLiteral("creating the lock file"));
        if (::flock(descriptor, LOCK_EX | LOCK_NB) != 0) {
            const int sysErrno = errno;
            const QString holder = holderOf(descriptor);
            ::close(descriptor);
            if (sysErrno == EWOULDBLOCK)
                return Error::fromErrno(Error::Code::AcquisitionBusy, 0, what, -1,
                                        tr("held by %1; lock file %2").arg(holder, lockPath));
            return Error::fromErrno(Error::Code::OutputOpenFailed, sysErrno, lockPath, -1,
                                    QStringLiteral("flock"));
        }
        // The holder before us may have released (removed) the file between our open and flock:
        // then we hold a lock on a file nobody else will see. Take the one at the path instead.
        if (!namesSameFile(descriptor, lockPath)) {
            ::close(descriptor);
            continue;
        }
        // Shared lock folders: any user may take over a stale lock of another.
        if (lockPath.startsWith(lockFolder()))
            ::fchmod(descriptor, 0666);
        const QByteArray holder = QStringLiteral("PID %1, %2: %3\n")
                                      .arg(::getpid())
                                      .arg(QCoreApplication::applicationName(), commandLine)
                                      .toUtf8();
        if (::ftruncate(descriptor, 0) == 0)
            (void)!::pwrite(descriptor, holder.constData(), size_t(holder.size()), 0);
        std::unique_ptr<AcquisitionLock> lock(new AcquisitionLock);
        lock->m_path = lockPath;
        lock->m_descriptor = descriptor;
        lock->m_keepEmptied = existing == ExistingLock::Empty;
        return lock;
    }
    return Error::fromErrno(Error::Code::AcquisitionBusy, 0, what, -1,
                            tr("its lock file %1 keeps changing").arg(lockPath));
}

AcquisitionLock::~AcquisitionLock()
{
    // Removed while still held, so that no other process can lock this file after we unlink it
    // and believe it holds the lock; one that opened it before checks the path after its flock.
    // Only if the name is still our file: whatever replaced it there is not ours to remove.
    if (namesSameFile(m_descriptor, m_path)) {
        if (m_keepEmptied)
            (void)!::ftruncate(m_descriptor, 0); // an empty file found there stays, empty
        else
            ::unlink(nativePath(m_path).constData());
    }
    ::close(m_descriptor);
}

} // namespace Custody
