// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/durablefile.h"

#include "util/nativepath.h"

#include <cerrno>
#include <cstdio>

#include <fcntl.h>
#include <limits.h>
#include <unistd.h>

#include <QRandomGenerator>
#include <QScopeGuard>

namespace Custody {

namespace {

// NAME_MAX minus what the temporary name adds: a leading '.', ".tmp" and six random letters.
constexpr qsizetype TemporaryNameRoom = NAME_MAX - 11;

// The folder part and the name part of a native path.
std::pair<QByteArray, QByteArray> splitNative(const QByteArray &native)
{
    const qsizetype slash = native.lastIndexOf('/');
    if (slash < 0)
        return {QByteArrayLiteral("."), native};
    return {slash == 0 ? QByteArrayLiteral("/") : native.left(slash), native.mid(slash + 1)};
}

QByteArray randomLetters()
{
    static constexpr char letters[]
        = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    QByteArray text(6, 'x');
    for (char &letter : text)
        letter = letters[QRandomGenerator::global()->bounded(int(sizeof letters - 1))];
    return text;
}

class TemporaryFile
{
public:
    ~TemporaryFile()
    {
        if (m_descriptor >= 0)
            ::close(m_descriptor);
        if (!m_path.isEmpty())
            ::unlink(m_path.constData());
    }

    // Creates ".NAME.tmpXXXXXX" beside the target, NAME cut from the front to fit the limit.
    bool create(const QByteArray &folder, const QByteArray &name, mode_t mode)
    {
        const QByteArray kept
            = name.size() > TemporaryNameRoom ? name.right(TemporaryNameRoom) : name;
        for (int attempt = 0; attempt < 100; ++attempt) {
            const QByteArray path = folder + '/' + '.' + kept + ".tmp" + randomLetters();
            m_descriptor = ::open(path.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
            if (m_descriptor >= 0) {
                m_path = path;
                return true;
            }
            if (errno != EEXIST)
                return false;
        }
        return false;
    }
    int descriptor() const { return m_descriptor; }
    const QByteArray &path() const { return m_path; }
    bool close()
    {
        const int result = ::close(m_descriptor);
        m_descriptor = -1;
        return result == 0;
    }
    // After a successful rename there is nothing left to remove.
    void release() { m_path.clear(); }
    // The caller takes the open file over, and with it the duty to remove it.
    void releaseDescriptor()
    {
        m_descriptor = -1;
        m_path.clear();
    }

private:
    int m_descriptor = -1;
    QByteArray m_path;
};

bool writeAll(int descriptor, QByteArrayView bytes)
{
    while (!bytes.isEmpty()) {
        const ssize_t written = ::write(descriptor, bytes.data(), size_t(bytes.size()));
        if (written < 0 && errno == EINTR)
            continue;
        if (written < 0)
            return false;
        if (written == 0) {
            errno = ENOSPC;
            return false;
        }
        bytes = bytes.sliced(written);
    }
    return true;
}

} // namespace

std::optional<struct stat> statPath(const QString &path)
{
    struct stat status = {};
    if (::stat(nativePath(path).constData(), &status) != 0)
        return std::nullopt;
    return status;
}

std::optional<struct stat> lstatPath(const QString &path)
{
    struct stat status = {};
    if (::lstat(nativePath(path).constData(), &status) != 0)
        return std::nullopt;
    return status;
}

bool pathExists(const QString &path)
{
    return lstatPath(path).has_value();
}

Result<void> syncFolder(const QString &folder, Error::Code code)
{
    const int descriptor
        = ::open(nativePath(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (descriptor < 0)
        return Error::fromErrno(code, errno, folder, -1, QStringLiteral("opening the folder"));
    const int result = ::fsync(descriptor);
    const int sysErrno = errno;
    ::close(descriptor);
    // Some file systems cannot sync a folder (EINVAL): their renames are as durable as they get.
    if (result != 0 && sysErrno != EINVAL)
        return Error::fromErrno(code, sysErrno, folder, -1, QStringLiteral("fsync of the folder"));
    return {};
}

namespace {

// `bytes` in a new temporary file for `name` in `folder`, synced and closed: nullptr, or the
// step that failed (errno says why).
const char *writeSyncedTemporary(TemporaryFile &temporary, const QByteArray &folder,
                                 const QByteArray &name, mode_t mode, QByteArrayView bytes)
{
    if (!temporary.create(folder, name, mode))
        return "creating the temporary file";
    if (!writeAll(temporary.descriptor(), bytes))
        return "writing the temporary file";
    if (::fdatasync(temporary.descriptor()) != 0)
        return "fdatasync of the temporary file";
    if (!temporary.close())
        return "closing the temporary file";
    return nullptr;
}

} // namespace

Result<void> replaceFile(const QString &path, QByteArrayView bytes, Error::Code code)
{
    const QByteArray native = nativePath(path);
    const auto [folder, name] = splitNative(native);
    const auto failure = [&](int sysErrno, const char *step) {
        return Error::fromErrno(code, sysErrno, path, -1, QString::fromLatin1(step));
    };
    mode_t mode = 0644;
    struct stat existing = {};
    if (::stat(native.constData(), &existing) == 0) {
        if (!S_ISREG(existing.st_mode))
            return failure(EEXIST, "the path exists and is not a regular file");
        mode = existing.st_mode & 07777;
    }
    TemporaryFile temporary;
    if (const char *step = writeSyncedTemporary(temporary, folder, name, mode, bytes))
        return failure(errno, step);
    if (::rename(temporary.path().constData(), native.constData()) != 0)
        return failure(errno, "renaming the temporary file over the file");
    temporary.release();
    return syncFolder(fromNativePath(folder), code);
}

Result<void> createNewFile(const QString &path, QByteArrayView bytes, Error::Code code)
{
    const QByteArray native = nativePath(path);
    const auto [folder, name] = splitNative(native);
    const auto failure = [&](int sysErrno, const char *step) {
        return Error::fromErrno(code, sysErrno, path, -1, QString::fromLatin1(step));
    };
    TemporaryFile temporary;
    if (const char *step = writeSyncedTemporary(temporary, folder, name, 0644, bytes))
        return failure(errno, step);
    if (const int renameErrno = renameWithoutReplacing(temporary.path(), native); renameErrno != 0)
        return failure(renameErrno, "giving the temporary file its name (never over a file)");
    temporary.release();
    return syncFolder(fromNativePath(folder), code);
}

namespace {

bool sameFile(const QByteArray &one, const QByteArray &other)
{
    struct stat first = {};
    struct stat second = {};
    return ::lstat(one.constData(), &first) == 0 && ::lstat(other.constData(), &second) == 0
           && first.st_dev == second.st_dev && first.st_ino == second.st_ino;
}

} // namespace

int renameWithoutReplacing(const QByteArray &from, const QByteArray &to)
{
    if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_NOREPLACE) == 0)
        return 0;
    const int renameErrno = errno;
    if (renameErrno != EINVAL && renameErrno != ENOSYS && renameErrno != EOPNOTSUPP)
        return renameErrno;
    // A file system without the flag (many FUSE file systems, some network ones): link(2) fails
    // with EEXIST rather than replace, as the rename would. Over NFS a link made by a request
    // sent twice answers EEXIST too: the name is then ours, the same file.
    if (::link(from.constData(), to.constData()) != 0) {
        const int linkErrno = errno;
        if (linkErrno != EEXIST || !sameFile(from, to))
            return linkErrno;
    }
    if (::unlink(from.constData()) != 0) {
        const int unlinkErrno = errno;
        if (sameFile(from, to))
            ::unlink(to.constData()); // the name just made, still ours
        return unlinkErrno;
    }
    return 0;
}

Result<int> createTemporaryFile(const QString &path, QByteArray *temporaryPath)
{
    const auto [folder, name] = splitNative(nativePath(path));
    TemporaryFile temporary;
    if (!temporary.create(folder, name, 0644))
        return Error::fromErrno(Error::Code::OutputNotSaved, errno, path, -1,
                                QStringLiteral("creating the temporary file"));
    *temporaryPath = temporary.path();
    const int descriptor = temporary.descriptor();
    temporary.releaseDescriptor();
    return descriptor;
}

Result<QByteArray> readWholeFile(const QString &path, qint64 maxBytes, const StartCheck &startCheck,
                                 qint64 startBytes)
{
    // O_NONBLOCK: opening a FIFO without a writer, or a terminal, must not hang; it is cleared
    // again for reading a pipe, which may take its time to deliver.
    const int descriptor
        = ::open(nativePath(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (descriptor < 0)
        return Error::fromErrno(Error::Code::SourceOpenFailed, errno, path);
    const auto closeAfter = qScopeGuard([descriptor] { ::close(descriptor); });
    struct stat status = {};
    if (::fstat(descriptor, &status) != 0)
        return Error::fromErrno(Error::Code::SourceOpenFailed, errno, path);
    if (!S_ISREG(status.st_mode) && !S_ISFIFO(status.st_mode))
        return Error::fromErrno(Error::Code::InputNotAFile, 0, path, -1,
                                S_ISDIR(status.st_mode)    ? Error::tr("a folder")
                                : S_ISCHR(status.st_mode)  ? Error::tr("a character device")
                                : S_ISBLK(status.st_mode)  ? Error::tr("a block device")
                                : S_ISSOCK(status.st_mode) ? Error::tr("a socket")
                                                           : Error::tr("not a regular file"));
    if (S_ISREG(status.st_mode) && status.st_size > maxBytes)
        return Error::fromErrno(
            Error::Code::InputTooLarge, 0, path, -1,
            Error::tr("%1 bytes; the limit is %2 bytes").arg(status.st_size).arg(maxBytes));
    ::fcntl(descriptor, F_SETFL, ::fcntl(descriptor, F_GETFL) & ~O_NONBLOCK);
    QByteArray bytes;
    char buffer[65536];
    bool startChecked = !startCheck;
    for (;;) {
        const ssize_t count = ::read(descriptor, buffer, sizeof buffer);
        if (count < 0 && errno == EINTR)
            continue;
        if (count < 0)
            return Error::fromErrno(Error::Code::SourceReadFailed, errno, path, bytes.size());
        if (!startChecked && (count == 0 || bytes.size() + count >= startBytes)) {
            startChecked = true;
            const QByteArray start = bytes + QByteArray(buffer, count);
            if (const Result<void> checked = startCheck(
                    QByteArrayView(start).first(std::min(start.size(), startBytes)), count == 0);
                !checked)
                return checked.error();
        }
        if (count == 0)
            break;
        if (bytes.size() + count > maxBytes)
            return Error::fromErrno(Error::Code::InputTooLarge, 0, path, -1,
                                    Error::tr("more than %1 bytes, the limit").arg(maxBytes));
        bytes.append(buffer, count);
    }
    return bytes;
}

} // namespace Custody
