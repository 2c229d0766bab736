// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nbdserver.h"

#include "testfiles.h"

#include <QFile>
#include <QStandardPaths>
#include <QThread>

#include <csignal>

namespace Custody::Test {

NbdServer::NbdServer(const QTemporaryDir &dir, const QStringList &arguments, const QString &name)
    : m_socket(dir.filePath(name + QStringLiteral(".sock")))
    , m_pidFile(dir.filePath(name + QStringLiteral(".pid")))
{
    QFile::remove(m_socket);
    // nbdkit forks into the background once it listens, after writing its pid.
    m_started = runProcess(QStandardPaths::findExecutable(QStringLiteral("nbdkit")),
                           QStringList{QStringLiteral("--readonly"), QStringLiteral("-U"), m_socket,
                                       QStringLiteral("-P"), m_pidFile}
                               + arguments);
}

NbdServer::~NbdServer()
{
    stop();
}

bool NbdServer::isAvailable()
{
    return !QStandardPaths::findExecutable(QStringLiteral("nbdkit")).isEmpty();
}

QString NbdServer::uri(const QString &scheme) const
{
    return scheme + QStringLiteral(":///?socket=") + m_socket;
}

void NbdServer::stop()
{
    const qint64 pid = readFile(m_pidFile).trimmed().toLongLong();
    if (pid <= 0)
        return;
    ::kill(pid_t(pid), SIGTERM);
    for (int wait = 0; wait < 100 && ::kill(pid_t(pid), 0) == 0; ++wait)
        QThread::msleep(20);
    QFile::remove(m_pidFile);
}

} // namespace Custody::Test
