// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "iscsitarget.h"

#include <QFile>
#include <QStandardPaths>
#include <QThread>

#include <csignal>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace Custody::Test {

namespace {

// A TCP port nobody listens on now: the kernel's choice for port 0.
int freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    int port = 0;
    if (fd >= 0 && ::bind(fd, reinterpret_cast<sockaddr *>(&address), length) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    if (fd >= 0)
        ::close(fd);
    return port;
}

QString tgtdPath()
{
    return QStandardPaths::findExecutable(QStringLiteral("tgtd"),
                                          {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
}

} // namespace

IscsiTarget::IscsiTarget(const QString &targetName, const QList<IscsiLunSetup> &luns,
                         const QString &logPath)
    : m_targetName(targetName)
    , m_luns(luns)
    , m_logPath(logPath)
    , m_port(freePort())
    // tgtd's control socket is /run/tgtd/socket.N: a number of this process's own.
    , m_controlPort(1000 + int(::getpid() % 30000))
{}

IscsiTarget::~IscsiTarget()
{
    kill();
}

bool IscsiTarget::isAvailable(QString *why)
{
    if (tgtdPath().isEmpty()) {
        *why = QStringLiteral("tgtd is not installed (Debian: tgt)");
        return false;
    }
    if (::geteuid() != 0) {
        *why = QStringLiteral("tgtd needs root");
        return false;
    }
    return true;
}

QString IscsiTarget::portalUri() const
{
    return QStringLiteral("iscsi://127.0.0.1:%1").arg(m_port);
}

QString IscsiTarget::lunUri(int lun, const QString &user) const
{
    return QStringLiteral("iscsi://") + (user.isEmpty() ? QString() : user + QLatin1Char('@'))
           + QStringLiteral("127.0.0.1:%1/%2/%3").arg(m_port).arg(m_targetName).arg(lun);
}

bool IscsiTarget::tgtadm(const QStringList &arguments)
{
    const ProcessResult result = runProcess(
        QStringLiteral("tgtadm"), QStringList{QStringLiteral("-C"), QString::number(m_controlPort),
                                              QStringLiteral("--lld"), QStringLiteral("iscsi")}
                                      + arguments);
    if (result.exitCode != 0)
        m_error = QStringLiteral("tgtadm %1: %2")
                      .arg(arguments.join(QLatin1Char(' ')), QString::fromUtf8(result.describe()));
    return result.exitCode == 0;
}

bool IscsiTarget::start()
{
    if (m_port == 0) {
        m_error = QStringLiteral("no free TCP port");
        return false;
    }
    m_daemon.setStandardOutputFile(m_logPath, QIODevice::Append);
    m_daemon.setStandardErrorFile(m_logPath, QIODevice::Append);
    m_daemon.start(tgtdPath(),
                   {QStringLiteral("-f"), QStringLiteral("-C"), QString::number(m_controlPort),
                    QStringLiteral("--iscsi"), QStringLiteral("portal=127.0.0.1:%1").arg(m_port)});
    if (!m_daemon.waitForStarted()) {
        m_error = QStringLiteral("tgtd did not start: ") + m_daemon.errorString();
        return false;
    }
    // Ready once its control socket answers.
    for (int wait = 0; wait < 100; ++wait) {
        if (runProcess(QStringLiteral("tgtadm"),
                       {QStringLiteral("-C"), QString::number(m_controlPort),
                        QStringLiteral("--op"), QStringLiteral("show"), QStringLiteral("--mode"),
                        QStringLiteral("sys")})
                .exitCode
            == 0)
            return configure();
        QThread::msleep(50);
    }
    m_error = QStringLiteral("tgtd's control socket never answered; its log: ") + m_logPath;
    return false;
}

bool IscsiTarget::configure()
{
    m_targets = 0;
    return createTarget(m_targetName, m_luns)
           && (m_chapUser.isEmpty() || requireChap(m_chapUser, m_chapSecret));
}

bool IscsiTarget::addTarget(const QString &targetName, const QList<IscsiLunSetup> &luns)
{
    return createTarget(targetName, luns);
}

bool IscsiTarget::createTarget(const QString &targetName, const QList<IscsiLunSetup> &luns)
{
    const QString tid = QString::number(++m_targets);
    if (!tgtadm({QStringLiteral("--op"), QStringLiteral("new"), QStringLiteral("--mode"),
                 QStringLiteral("target"), QStringLiteral("--tid"), tid, QStringLiteral("-T"),
                 targetName}))
        return false;
    for (qsizetype index = 0; index < luns.size(); ++index) {
        const IscsiLunSetup &lun = luns.at(index);
        const QString number = QString::number(index + 1);
        QStringList create{QStringLiteral("--op"),   QStringLiteral("new"),
                           QStringLiteral("--mode"), QStringLiteral("logicalunit"),
                           QStringLiteral("--tid"),  tid,
                           QStringLiteral("--lun"),  number,
                           QStringLiteral("-b"),     lun.backingPath};
        if (lun.direct)
            create << QStringLiteral("--bsoflags") << QStringLiteral("direct");
        QString parameters = QStringLiteral("readonly=1");
        if (!lun.serial.isEmpty())
            parameters += QStringLiteral(",scsi_sn=") + lun.serial;
        if (!tgtadm(create)
            || !tgtadm({QStringLiteral("--op"), QStringLiteral("update"), QStringLiteral("--mode"),
                        QStringLiteral("logicalunit"), QStringLiteral("--tid"), tid,
                        QStringLiteral("--lun"), number, QStringLiteral("--params"), parameters}))
            return false;
    }
    return tgtadm({QStringLiteral("--op"), QStringLiteral("bind"), QStringLiteral("--mode"),
                   QStringLiteral("target"), QStringLiteral("--tid"), tid, QStringLiteral("-I"),
                   QStringLiteral("ALL")});
}

bool IscsiTarget::requireChap(const QString &user, const QString &secret)
{
    m_chapUser = user;
    m_chapSecret = secret;
    return tgtadm({QStringLiteral("--op"), QStringLiteral("new"), QStringLiteral("--mode"),
                   QStringLiteral("account"), QStringLiteral("--user"), user,
                   QStringLiteral("--password"), secret})
           && tgtadm({QStringLiteral("--op"), QStringLiteral("bind"), QStringLiteral("--mode"),
                      QStringLiteral("account"), QStringLiteral("--tid"), QStringLiteral("1"),
                      QStringLiteral("--user"), user});
}

bool IscsiTarget::proveItselfAs(const QString &user, const QString &secret)
{
    return tgtadm({QStringLiteral("--op"), QStringLiteral("new"), QStringLiteral("--mode"),
                   QStringLiteral("account"), QStringLiteral("--user"), user,
                   QStringLiteral("--password"), secret})
           && tgtadm({QStringLiteral("--op"), QStringLiteral("bind"), QStringLiteral("--mode"),
                      QStringLiteral("account"), QStringLiteral("--tid"), QStringLiteral("1"),
                      QStringLiteral("--user"), user, QStringLiteral("--outgoing")});
}

void IscsiTarget::kill()
{
    if (m_daemon.state() == QProcess::NotRunning)
        return;
    resume(); // a paused tgtd takes SIGKILL as well, but its end is seen sooner
    m_daemon.kill();
    m_daemon.waitForFinished(10000);
    QFile::remove(QStringLiteral("/run/tgtd/socket.%1").arg(m_controlPort));
    QFile::remove(QStringLiteral("/run/tgtd/socket.%1.lock").arg(m_controlPort));
}

void IscsiTarget::pause()
{
    if (m_daemon.state() == QProcess::Running)
        ::kill(pid_t(m_daemon.processId()), SIGSTOP);
}

void IscsiTarget::resume()
{
    if (m_daemon.state() == QProcess::Running)
        ::kill(pid_t(m_daemon.processId()), SIGCONT);
}

bool IscsiTarget::restart(const QList<IscsiLunSetup> &luns)
{
    kill();
    if (!luns.isEmpty())
        m_luns = luns;
    return start();
}

} // namespace Custody::Test
