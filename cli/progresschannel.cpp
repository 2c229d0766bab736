// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/progresschannel.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cerrno>
#include <csignal>
#include <cstdlib>

#include <fcntl.h>
#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Custody::Cli {

namespace {

constexpr const char *Variable = "CUSTODY_PROGRESS_FD";

// The descriptor the variable names, if it is an open pipe or socket other than stdin, stdout
// and stderr; made non-blocking and closed on exec (an --on-end program never inherits it).
int channelDescriptor()
{
    const char *value = std::getenv(Variable);
    if (!value)
        return -1;
    bool ok = false;
    const int descriptor = QByteArray(value).toInt(&ok);
    // Nothing this command starts (smartctl, an --on-end program) is told of it.
    ::unsetenv(Variable);
    struct stat status = {};
    if (!ok || descriptor <= STDERR_FILENO || ::fstat(descriptor, &status) != 0
        || !(S_ISFIFO(status.st_mode) || S_ISSOCK(status.st_mode)))
        return -1;
    const int flags = ::fcntl(descriptor, F_GETFL);
    if (flags < 0 || (flags & O_ACCMODE) == O_RDONLY
        || ::fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) != 0
        || ::fcntl(descriptor, F_SETFD, FD_CLOEXEC) != 0)
        return -1;
    return descriptor;
}

} // namespace

ProgressChannel::ProgressChannel()
    : m_descriptor(channelDescriptor())
{}

ProgressChannel &ProgressChannel::instance()
{
    static ProgressChannel channel;
    return channel;
}

void ProgressChannel::report(const Report &report)
{
    if (!isOpen())
        return;
    const auto now = std::chrono::steady_clock::now();
    if (report.phase == m_lastPhase && now - m_lastReport < std::chrono::seconds(1))
        return;
    m_lastPhase = report.phase;
    m_lastReport = now;
    QJsonObject line{{QStringLiteral("phase"), report.phase},
                     {QStringLiteral("bytesDone"), report.bytesDone},
                     {QStringLiteral("totalBytes"), report.totalBytes},
                     {QStringLiteral("bytesPerSecond"), qint64(report.bytesPerSecond)},
                     {QStringLiteral("badSectors"), report.badSectors}};
    if (report.remaining)
        line.insert(QStringLiteral("secondsRemaining"), qint64(report.remaining->count()));
    writeLine(QJsonDocument(line).toJson(QJsonDocument::Compact));
}

void ProgressChannel::end(const QString &outcome, const QString &verdict, qint64 bytesDone,
                          qint64 totalBytes, qint64 badSectors)
{
    if (!isOpen())
        return;
    writeLine(QJsonDocument(QJsonObject{{QStringLiteral("phase"), QStringLiteral("ended")},
                                        {QStringLiteral("bytesDone"), bytesDone},
                                        {QStringLiteral("totalBytes"), totalBytes},
                                        {QStringLiteral("badSectors"), badSectors},
                                        {QStringLiteral("outcome"), outcome},
                                        {QStringLiteral("verdict"), verdict}})
                  .toJson(QJsonDocument::Compact));
}

void ProgressChannel::writeLine(const QByteArray &json)
{
    // Lines are far shorter than PIPE_BUF: written whole or not at all.
    const QByteArray line = json + '\n';
    // A reader that went away must not kill the work with SIGPIPE: blocked for this write, and
    // one raised by it taken back before it is unblocked.
    sigset_t pipeSignal;
    sigemptyset(&pipeSignal);
    sigaddset(&pipeSignal, SIGPIPE);
    sigset_t previous;
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous);
    ssize_t written = 0;
    do {
        written = ::write(m_descriptor, line.constData(), size_t(line.size()));
    } while (written < 0 && errno == EINTR);
    const int writeError = written < 0 ? errno : 0;
    if (writeError == EPIPE) {
        const timespec now = {};
        while (sigtimedwait(&pipeSignal, nullptr, &now) < 0 && errno == EINTR) {
        }
    }
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    if (writeError != 0 && writeError != EAGAIN) {
        ::close(m_descriptor); // the reader is gone: nothing more to tell
        m_descriptor = -1;
    }
}

} // namespace Custody::Cli
