// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/filedigester.h"

#include "engine/digest.h"
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
    , m_thread([this] { run(); })
{}

FileDigester::~FileDigester()
{
    {
        QMutexLocker lock(&m_mutex);
        m_stopping = true;
        m_changed.wakeAll();
    }
    m_thread.join();
}

void FileDigester::add(const QString &path)
{
    QMutexLocker lock(&m_mutex);
    m_queue.append(path);
    m_changed.wakeAll();
}

void FileDigester::run()
{
    QMutexLocker lock(&m_mutex);
    for (;;) {
        while (m_queue.isEmpty() && !m_stopping)
            m_changed.wait(&m_mutex);
        if (m_stopping)
            return;
        m_current = m_queue.takeFirst();
        lock.unlock();
        Hashed hashed = hash(m_current);
        lock.relock();
        m_done.insert(m_current, std::move(hashed));
        m_current.clear();
        m_changed.wakeAll();
    }
}

FileDigester::Hashed FileDigester::hash(const QString &path) const
{
    Hashed hashed;
    const int descriptor = ::open(nativePath(path).constData(), O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) {
        hashed.hex = Error::fromErrno(Error::Code::ImageReadFailed, errno, path);
        return hashed;
    }
    struct stat before = {};
    const bool known = ::fstat(descriptor, &before) == 0;
    hashed.hex = Digest::hexOfDescriptor(m_algorithm, descriptor, path, &m_stopping);
    hashed.steady
        = known && ::fstat(descriptor, &hashed.status) == 0 && sameFile(before, hashed.status);
    ::close(descriptor);
    return hashed;
}

Result<QString> FileDigester::digestOf(const QString &path)
{
    std::optional<Hashed> hashed;
    {
        QMutexLocker lock(&m_mutex);
        while (m_current == path || m_queue.contains(path))
            m_changed.wait(&m_mutex);
        if (const auto found = m_done.constFind(path); found != m_done.cend())
            hashed = *found;
    }
    struct stat now = {};
    if (hashed && hashed->hex && hashed->steady && ::stat(nativePath(path).constData(), &now) == 0
        && sameFile(now, hashed->status))
        return hashed->hex;
    return hash(path).hex;
}

} // namespace Custody
