// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "faultyfolder.h"

#include <csignal>

#include <sys/prctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>

using namespace Qt::StringLiterals;

namespace Custody::Test {

namespace {

bool isMountPoint(const QString &path)
{
    struct stat folder = {};
    struct stat parent = {};
    return ::stat(QFile::encodeName(path).constData(), &folder) == 0
           && ::stat(QFile::encodeName(path + u"/.."_s).constData(), &parent) == 0
           && folder.st_dev != parent.st_dev;
}

} // namespace

FaultyFolder::FaultyFolder()
    : m_mountPoint(m_work.filePath(u"mnt"_s))
    , m_controlPath(m_work.filePath(u"faults"_s))
{}

FaultyFolder::~FaultyFolder()
{
    stop();
}

QString FaultyFolder::unavailableReason()
{
    if (::geteuid() != 0)
        return u"needs root to mount faultfs"_s;
    if (::access("/dev/fuse", R_OK | W_OK) != 0)
        return u"no /dev/fuse"_s;
    return {};
}

bool FaultyFolder::start()
{
    if (!m_backing.isValid() || !m_work.isValid() || !QDir().mkpath(m_mountPoint)
        || !writeControl({})) {
        m_errorString = u"cannot prepare the folders of faultfs"_s;
        return false;
    }
    m_daemon.setProgram(QStringLiteral(CUSTODY_FAULTFS_PATH));
    m_daemon.setArguments({m_backing.path(), m_mountPoint, m_controlPath});
    m_daemon.setProcessChannelMode(QProcess::MergedChannels);
    // If the test process dies without running the destructor, faultfs unmounts on SIGTERM.
    m_daemon.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
    m_daemon.start();
    QDeadlineTimer deadline(10000);
    while (!deadline.hasExpired()) {
        if (isMountPoint(m_mountPoint))
            return true;
        if (m_daemon.state() == QProcess::NotRunning || m_daemon.waitForFinished(10)) {
            m_errorString = u"faultfs exited before mounting: "_s
                            + QString::fromLocal8Bit(m_daemon.readAll());
            return false;
        }
    }
    m_errorString = u"faultfs did not mount within 10 s"_s;
    stop();
    return false;
}

bool FaultyFolder::fail(const QString &error, const QString &namePart, qint64 afterBytes)
{
    QByteArray line = error.toLatin1() + ' ' + namePart.toUtf8();
    if (afterBytes >= 0)
        line += ' ' + QByteArray::number(afterBytes);
    return writeControl(line + '\n');
}

bool FaultyFolder::clearFaults()
{
    return writeControl({});
}

bool FaultyFolder::hang(const QString &namePart)
{
    return writeControl("HANG " + namePart.toUtf8() + '\n');
}

bool FaultyFolder::slowReads(const QString &namePart, int milliseconds)
{
    return writeControl("SLOW " + namePart.toUtf8() + ' ' + QByteArray::number(milliseconds)
                        + '\n');
}

int FaultyFolder::hangingOperations() const
{
    QFile count(m_controlPath + u".hanging"_s);
    if (!count.open(QIODevice::ReadOnly))
        return -1;
    bool ok = false;
    const int operations = count.readAll().trimmed().toInt(&ok);
    return ok ? operations : -1;
}

bool FaultyFolder::writeControl(const QByteArray &text)
{
    // Written whole and renamed, so that faultfs never reads half a line.
    const QString temporary = m_controlPath + u".new"_s;
    QFile file(temporary);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size()) {
        m_errorString = u"cannot write "_s + temporary;
        return false;
    }
    file.close();
    return ::rename(QFile::encodeName(temporary).constData(),
                    QFile::encodeName(m_controlPath).constData())
           == 0;
}

void FaultyFolder::stop()
{
    if (m_daemon.state() == QProcess::NotRunning)
        return;
    // Operations waiting in a hang go on, so that the mount is no longer busy.
    (void)writeControl({});
    QProcess::execute(u"fusermount3"_s, {u"-u"_s, m_mountPoint});
    m_daemon.terminate();
    if (!m_daemon.waitForFinished(5000)) {
        m_daemon.kill();
        m_daemon.waitForFinished();
    }
}

} // namespace Custody::Test
