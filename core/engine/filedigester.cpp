// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/filedigester.h"

#include "engine/digest.h"
#include "engine/namedthread.h"
#include "util/nativepath.h"

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace Custody {

namespace {

bool sameFile(const struct stat &a, const struct stat &b)
{
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino && a.st_size == b.st_size
           && a.st_mtim.tv_sec == b.st_mtim.tv_sec && a.st_mtim.tv_nsec == b.st_mtim.tv_nsec
           && a.st_ctim.tv_sec == b.st_ctim.tv_sec && a.st_ctim.tv_nsec == b.st_ctim.tv_nsec;
}

} // namespace

FileDigester::FileDigester(HashAlgorithm algorithm)
    : m_algorithm(algorithm)
    , m_thread(startNamedThread(QStringLiteral("custody-digest"), [this] { run(); }))
{}

FileDigester::~FileDigester()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
        m_changed.notify_all();
    }
    m_thread.join();
}

void FileDigester::add(const QString &path)
{
    std::lock_guard lock(m_mutex);
    m_queue.append(path);
    m_changed.notify_all();
}

void FileDigester::run()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_changed.wait(lock, [this] { return !m_queue.isEmpty() || m_stopping; });
        if (m_stopping)
            return;
        m_current = m_queue.takeFirst();
        lock.unlock();
        Hashed hashed;
        Q_UNUSED(hash(m_current, hashed)); // a failure is met again when the digest is asked for
        lock.lock();
        m_done.insert(m_current, hashed);
        m_current.clear();
        m_changed.notify_all();
    }
}

Result<QString> FileDigester::hash(const QString &path, Hashed &hashed) const
{
    const int descriptor = ::open(nativePath(path).constData(), O_RDONLY | O_CLOEXEC);
    if (descriptor < 0)
        return Error::fromErrno(Error::Code::ImageReadFailed, errno, path);
    struct stat before = {};
    const bool known = ::fstat(descriptor, &before) == 0;
    Result<QString> hex = Digest::hexOfDescriptor(m_algorithm, descriptor, path, &m_stopping);
    hashed.steady
        = known && ::fstat(descriptor, &hashed.status) == 0 && sameFile(before, hashed.status);
    ::close(descriptor);
    if (hex)
        hashed.hex = *hex;
    return hex;
}

Result<QString> FileDigester::digestOf(const QString &path)
{
    QString hex;
    struct stat status = {};
    bool usable = false;
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return m_current != path && !m_queue.contains(path); });
        const auto found = m_done.constFind(path);
        if (found != m_done.cend() && !found->hex.isEmpty() && found->steady) {
            hex = found->hex;
            status = found->status;
            usable = true;
        }
    }
    struct stat now = {};
    if (usable && ::stat(nativePath(path).constData(), &now) == 0 && sameFile(now, status))
        return hex;
    Hashed again;
    return hash(path, again);
}

} // namespace Custody
