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

// Whether the name holds the very file open at `descriptor` (a regular file: not a link).
bool holds(const QByteArray &name, int descriptor)
{
    struct stat atName = {};
    struct stat open = {};
    return ::lstat(name.constData(), &atName) == 0 && ::fstat(descriptor, &open) == 0
           && S_ISREG(atName.st_mode) && atName.st_dev == open.st_dev
           && atName.st_ino == open.st_ino;
}

// Removes `name` only if it holds the file open at `descriptor`.
void removeIfItHolds(const QByteArray &name, int descriptor)
{
    if (holds(name, descriptor))
        ::unlink(name.constData());
}

} // namespace

OwnFileReplacement::OwnFileReplacement(QString path)
    : m_path(std::move(path))
{}

OwnFileReplacement::~OwnFileReplacement()
{
    if (m_written >= 0)
        ::close(m_written);
}

bool OwnFileReplacement::adoptExisting()
{
    const int descriptor
        = ::open(nativePath(m_path).constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    struct stat status = {};
    if (descriptor < 0)
        return false;
    if (::fstat(descriptor, &status) != 0 || !S_ISREG(status.st_mode)) {
        ::close(descriptor);
        return false;
    }
    if (m_written >= 0)
        ::close(m_written);
    m_written = descriptor;
    return true;
}

Result<void> OwnFileReplacement::write(QByteArrayView bytes, Error::Code code)
{
    const auto failure = [&](int sysErrno, const QString &step) {
        return Error::fromErrno(code, sysErrno, m_path, -1, step);
    };
    QByteArray temporary;
    const Result<int> created = createTemporaryFile(m_path, &temporary);
    if (!created)
        return created.error();
    const int made = *created; // the new version; kept open as the version written last
    const auto giveUp = [&](int sysErrno, const QString &step) {
        removeIfItHolds(temporary, made);
        ::close(made);
        return failure(sysErrno, step);
    };
    if (!writeAllOf(made, bytes) || ::fdatasync(made) != 0)
        return giveUp(errno, QStringLiteral("writing the new version"));
    const QByteArray target = nativePath(m_path);
    if (m_written < 0) {
        if (const int renameErrno = renameWithoutReplacing(temporary, target); renameErrno != 0)
            return giveUp(renameErrno, renameErrno == EEXIST
                                           ? Tr::tr("something else appeared at the path")
                                           : QStringLiteral("renaming the new version"));
    } else {
        if (!holds(target, m_written)) {
            struct stat atPath = {};
            const bool gone = ::lstat(target.constData(), &atPath) != 0 && errno == ENOENT;
            return giveUp(gone ? ENOENT : EEXIST,
                          gone ? Tr::tr("the file written last is gone")
                               : Tr::tr("another file or a link was put in the place of the file "
                                        "written last; it is left as it is"));
        }
        if (::renameat2(AT_FDCWD, temporary.constData(), AT_FDCWD, target.constData(),
                        RENAME_EXCHANGE)
            != 0) {
            const int exchangeErrno = errno;
            return giveUp(exchangeErrno,
                          exchangeErrno == EINVAL
                              ? Tr::tr("this file system cannot exchange two files in one step "
                                       "(RENAME_EXCHANGE): use a local file system")
                              : QStringLiteral("exchanging the new version with the old"));
        }
        // The temporary name now holds what was at the path: the version written last, unless
        // something took its place in between.
        if (!holds(temporary, m_written)) {
            // Back as it was: the new version returns to the temporary name, and only there,
            // proven by its descriptor, is it removed; never what someone else put there.
            ::renameat2(AT_FDCWD, temporary.constData(), AT_FDCWD, target.constData(),
                        RENAME_EXCHANGE);
            return giveUp(EEXIST, Tr::tr("another file or a link was put in the place of the "
                                         "file written last; it is left as it is"));
        }
        removeIfItHolds(temporary, m_written); // the version written last
        ::close(m_written);
    }
    m_written = made;
    return syncFolder(pathFolder(m_path), code);
}

} // namespace Custody
