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

} // namespace

bool OwnFileReplacement::adoptExisting()
{
    const std::optional<struct stat> status = lstatPath(m_path);
    if (!status || !S_ISREG(status->st_mode))
        return false;
    m_written = Identity{status->st_dev, status->st_ino};
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
    struct stat status = {};
    const bool written = writeAllOf(*descriptor, bytes) && ::fdatasync(*descriptor) == 0
                         && ::fstat(*descriptor, &status) == 0;
    const int writeErrno = errno;
    if (::close(*descriptor) != 0 || !written) {
        ::unlink(temporary.constData());
        return failure(written ? errno : writeErrno, QStringLiteral("writing the new version"));
    }
    const Identity made{status.st_dev, status.st_ino};
    const QByteArray target = nativePath(m_path);
    if (!m_written) {
        if (const int renameErrno = renameWithoutReplacing(temporary, target); renameErrno != 0) {
            ::unlink(temporary.constData());
            return failure(renameErrno, renameErrno == EEXIST
                                            ? Tr::tr("something else appeared at the path")
                                            : QStringLiteral("renaming the new version"));
        }
    } else {
        if (::renameat2(AT_FDCWD, temporary.constData(), AT_FDCWD, target.constData(),
                        RENAME_EXCHANGE)
            != 0) {
            const int exchangeErrno = errno;
            ::unlink(temporary.constData());
            return failure(exchangeErrno,
                           exchangeErrno == ENOENT ? Tr::tr("the file written last is gone")
                           : exchangeErrno == EINVAL
                               ? Tr::tr("this file system cannot exchange two files in one step "
                                        "(RENAME_EXCHANGE): use a local file system")
                               : QStringLiteral("exchanging the new version with the old"));
        }
        // The temporary name now holds what was at the path.
        struct stat previous = {};
        if (::lstat(temporary.constData(), &previous) != 0
            || Identity{previous.st_dev, previous.st_ino} != *m_written) {
            // Back as it was; only then is the new version (again under the temporary name)
            // removed: never what someone else put there.
            if (::renameat2(AT_FDCWD, temporary.constData(), AT_FDCWD, target.constData(),
                            RENAME_EXCHANGE)
                == 0)
                ::unlink(temporary.constData());
            return failure(EEXIST, Tr::tr("another file or a link was put in the place of the "
                                          "file written last; it is left as it is"));
        }
        ::unlink(temporary.constData()); // the version written last
    }
    m_written = made;
    return syncFolder(pathFolder(m_path), code);
}

} // namespace Custody
