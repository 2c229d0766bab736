// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/acquisitionloglock.h"

#include "util/nativepath.h"

#include <QSet>

#include <cerrno>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <condition_variable>
#include <mutex>

namespace Custody {

namespace {

std::mutex s_logsMutex;
std::condition_variable s_logReleased;
QSet<QString> s_logsWritten; // under s_logsMutex

} // namespace

AcquisitionLogLock::AcquisitionLogLock(QString logPath)
    : m_logPath(std::move(logPath))
{
    {
        std::unique_lock lock(s_logsMutex);
        s_logReleased.wait(lock, [this] { return !s_logsWritten.contains(m_logPath); });
        s_logsWritten.insert(m_logPath);
    }
    m_folder = ::open(nativePath(pathFolder(absolutePath(m_logPath))).constData(),
                      O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (m_folder >= 0) {
        while (::flock(m_folder, LOCK_EX) != 0 && errno == EINTR) {
        }
    }
}

AcquisitionLogLock::~AcquisitionLogLock()
{
    if (m_folder >= 0)
        ::close(m_folder); // releases the flock
    {
        const std::lock_guard lock(s_logsMutex);
        s_logsWritten.remove(m_logPath);
    }
    s_logReleased.notify_all();
}

} // namespace Custody
