// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/ownfilereplacement.h"

#include "util/durablefile.h"
#include "util/nativepath.h"

#include <QCoreApplication>

#include <cerrno>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Custody {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Custody::OwnFileReplacement)
};

bool writeAllOf(int descriptor, QByteArrayView bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t written
            = ::write(descriptor, bytes.data() + done, size_t(bytes.size() - done));
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0)
            return false;
        done += written;
    }
    return true;
}

OwnFileReplacement::Identity identityOf(const struct stat &status)
{
    return {status.st_dev, status.st_ino, qint64(status.st_ctim.tv_sec),
            qint64(status.st_ctim.tv_nsec)};
}

} // namespace

bool OwnFileReplacement::adoptExisting()
{
    const std::optional<struct stat> status = lstatPath(m_path);
    if (!status || !S_ISREG(status->st_mode))
        return false;
    m_written = identityOf(*status);
    return true;
}

Result<void> OwnFileReplacement::write(QByteArrayView bytes, Error::Code code)
{
    const auto failure = [&](int sysErrno, const QString &step) {
        return Error::fromErrno(code, sysErrno, m_path, -1, step);
    };
    QByteArray temporary;
    const Result<int> descriptor = createTemporaryFile(m_path, &temporary);
    if (!descriptor)
        return descriptor.error();
    // Open until the new version has its name: its identity is taken after the rename, which
    // changes its change time.
    const int file = *descriptor;
    const bool written = writeAllOf(file, bytes) && ::fdatasync(file) == 0;
    if (!written) {
        const int writeErrno = errno;
        ::close(file);
        ::unlink(temporary.constData());
        return failure(writeErrno, QStringLiteral("writing the new version"));
    }
    const auto giveUp = [&](int sysErrno, const QString &step) {
        ::close(file);
        return failure(sysErrno, step);
    };
    const QByteArray target = nativePath(m_path);
    if (!m_written) {
        if (const int renameErrno = renameWithoutReplacing(temporary, target); renameErrno != 0) {
            ::unlink(temporary.constData());
            return giveUp(renameErrno, renameErrno == EEXIST
                                           ? Tr::tr("something else appeared at the path")
                                           : QStringLiteral("renaming the new version"));
        }
    } else {
        struct stat current = {};
        if (::lstat(target.constData(), &current) != 0 || !S_ISREG(current.st_mode)
            || identityOf(current) != *m_written) {
            const int lookErrno = errno;
            ::unlink(temporary.constData());
            return giveUp(current.st_ino == 0 && lookErrno == ENOENT ? ENOENT : EEXIST,
                          current.st_ino == 0 && lookErrno == ENOENT
                              ? Tr::tr("the file written last is gone")
                              : Tr::tr("another file or a link was put in the place of the file "
                                       "written last; it is left as it is"));
        }
        if (::renameat2(AT_FDCWD, temporary.constData(), AT_FDCWD, target.constData(),
                        RENAME_EXCHANGE)
            != 0) {
            const int exchangeErrno = errno;
            ::unlink(temporary.constData());
            return giveUp(exchangeErrno,
                          exchangeErrno == EINVAL
                              ? Tr::tr("this file system cannot exchange two files in one step "
                                       "(RENAME_EXCHANGE): use a local file system")
                              : QStringLiteral("exchanging the new version with the old"));
        }
        // The temporary name now holds what was at the path: the file just looked at, unless
        // something took its place in between (the exchange changed its change time, so only
        // device and inode can tell).
        struct stat previous = {};
        if (::lstat(temporary.constData(), &previous) != 0 || !S_ISREG(previous.st_mode)
            || !identityOf(previous).sameInode(*m_written)) {
            // Back as it was; only then is the new version (again under the temporary name)
            // removed: never what someone else put there.
            if (::renameat2(AT_FDCWD, temporary.constData(), AT_FDCWD, target.constData(),
                            RENAME_EXCHANGE)
                == 0)
                ::unlink(temporary.constData());
            return giveUp(EEXIST, Tr::tr("another file or a link was put in the place of the "
                                         "file written last; it is left as it is"));
        }
        ::unlink(temporary.constData()); // the version written last
    }
    struct stat status = {};
    const bool known = ::fstat(file, &status) == 0;
    const int statErrno = errno;
    ::close(file);
    if (!known) {
        m_written.reset(); // not replaced again without knowing what it is
        return failure(statErrno, QStringLiteral("fstat of the new version"));
    }
    const Identity made = identityOf(status);
    m_written = made;
    return syncFolder(pathFolder(m_path), code);
}

} // namespace Custody
