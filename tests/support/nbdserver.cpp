// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nbdserver.h"

#include "testfiles.h"

#include <QFile>
#include <QStandardPaths>
#include <QThread>

#include <csignal>

namespace Custody::Test {

NbdServer::NbdServer(const QTemporaryDir &dir, const QStringList &arguments, const QString &name,
                     int tcpPort)
    : m_socket(dir.filePath(name + QStringLiteral(".sock")))
    , m_tcpPort(tcpPort)
    , m_pidFile(dir.filePath(name + QStringLiteral(".pid")))
{
    QFile::remove(m_socket);
    const QStringList listen = tcpPort > 0
                                   ? QStringList{QStringLiteral("-i"), QStringLiteral("127.0.0.1"),
                                                 QStringLiteral("-p"), QString::number(tcpPort)}
                                   : QStringList{QStringLiteral("-U"), m_socket};
    // nbdkit forks into the background once it listens, after writing its pid.
    m_started = runProcess(QStandardPaths::findExecutable(QStringLiteral("nbdkit")),
                           QStringList{QStringLiteral("--readonly")} + listen
                               + QStringList{QStringLiteral("-P"), m_pidFile} + arguments);
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
    if (m_tcpPort > 0) // "nbd+unix" and "nbds+unix" name the TCP schemes' Unix forms
        return QString(scheme).remove(QStringLiteral("+unix"))
               + QStringLiteral("://127.0.0.1:%1/").arg(m_tcpPort);
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
