// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/queuejob.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcessEnvironment>

#include <cerrno>

#include <fcntl.h>
#include <unistd.h>

namespace Custody::Cli {

namespace {

// The descriptor a child writes its progress to (CUSTODY_PROGRESS_FD).
constexpr int ChildProgressDescriptor = 3;

QString isoTime(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODateWithMs) : QString();
}

} // namespace

QueueJob::QueueJob(int number, QueueEntry entry)
    : m_number(number)
    , m_entry(std::move(entry))
{}

QueueJob::~QueueJob()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->kill(); // only when the queue itself fails; never in a normal end
        m_process->waitForFinished(5000);
    }
    if (m_progressRead >= 0)
        ::close(m_progressRead);
}

QString QueueJob::stateName(State state)
{
    switch (state) {
    case State::Queued: return QStringLiteral("queued");
    case State::WaitingForSource: return QStringLiteral("waiting-for-source");
    case State::Running: return QStringLiteral("running");
    case State::Succeeded: return QStringLiteral("succeeded");
    case State::Failed: return QStringLiteral("failed");
    case State::Stopped: return QStringLiteral("stopped");
    case State::NotRun: return QStringLiteral("not-run");
    }
    return QStringLiteral("failed");
}

bool QueueJob::hasEnded() const
{
    return m_state == State::Succeeded || m_state == State::Failed || m_state == State::Stopped
           || m_state == State::NotRun;
}

QString QueueJob::describe() const
{
    return m_entry.name.isEmpty()
               ? tr("job %1 (line %2)").arg(m_number).arg(m_entry.line)
               : tr("job %1 (line %2, %3)").arg(m_number).arg(m_entry.line).arg(m_entry.name);
}

Result<void> QueueJob::start(const QString &program, LineHandler onLine, EndHandler onEnd)
{
    int pipe[2] = {-1, -1};
    if (::pipe2(pipe, O_CLOEXEC | O_NONBLOCK) != 0)
        return Error::fromErrno(Error::Code::ToolFailed, errno, program, -1,
                                QStringLiteral("pipe2"));
    // The child's end blocks, and ProgressChannel makes it non-blocking itself.
    ::fcntl(pipe[1], F_SETFL, 0);
    m_onLine = std::move(onLine);
    m_onEnd = std::move(onEnd);
    m_process = std::make_unique<QProcess>();
    m_process->setProgram(program);
    m_process->setArguments(m_entry.arguments);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    m_process->setStandardInputFile(QProcess::nullDevice());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("CUSTODY_PROGRESS_FD"),
                       QString::number(ChildProgressDescriptor));
    m_process->setProcessEnvironment(environment);
    const int childEnd = pipe[1];
    // In the child, between fork and exec: only async-signal-safe calls.
    m_process->setChildProcessModifier([childEnd] {
        // A process group of its own: a Ctrl+C on the terminal reaches the queue alone, which
        // stops each job once (a second signal would end a job while it signs and records).
        ::setpgid(0, 0);
        if (childEnd == ChildProgressDescriptor)
            ::fcntl(childEnd, F_SETFD, 0);
        else
            ::dup2(childEnd, ChildProgressDescriptor);
    });
    QObject::connect(m_process.get(), &QProcess::readyReadStandardOutput, m_process.get(),
                     [this] { takeOutput(false); });
    QObject::connect(
        m_process.get(), &QProcess::finished, m_process.get(),
        [this](int exitCode, QProcess::ExitStatus status) { finished(exitCode, status); });
    m_started = QDateTime::currentDateTimeUtc();
    m_state = State::Running;
    m_process->start();
    ::close(childEnd);
    m_progressRead = pipe[0];
    if (!m_process->waitForStarted()) {
        m_state = State::Failed;
        m_ended = QDateTime::currentDateTimeUtc();
        m_reason = m_process->errorString();
        return Error::fromErrno(Error::Code::ToolFailed, 0, program, -1, m_reason);
    }
    return {};
}

void QueueJob::readProgress()
{
    if (m_progressRead < 0)
        return;
    char buffer[4096];
    for (;;) {
        const ssize_t got = ::read(m_progressRead, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break;
        m_progressBuffer.append(buffer, got);
    }
    qsizetype end = 0;
    while ((end = m_progressBuffer.indexOf('\n')) >= 0) {
        const QJsonObject line = QJsonDocument::fromJson(m_progressBuffer.left(end)).object();
        m_progressBuffer.remove(0, end + 1);
        if (line.contains(u"outcome")) {
            m_outcome = line.value(u"outcome").toString();
            m_verdict = line.value(u"verdict").toString();
        }
        if (!line.isEmpty())
            m_progress = line; // toJson() takes its known keys only
    }
}

void QueueJob::takeOutput(bool all)
{
    m_outputBuffer.append(m_process->readAllStandardOutput());
    qsizetype end = 0;
    while ((end = m_outputBuffer.indexOf('\n')) >= 0) {
        // Progress lines of a terminal end in carriage returns: the last state of the line.
        QByteArray line = m_outputBuffer.left(end);
        m_outputBuffer.remove(0, end + 1);
        line = line.mid(line.lastIndexOf('\r') + 1);
        if (!line.trimmed().isEmpty())
            m_onLine(*this, QString::fromUtf8(line));
    }
    if (all && !m_outputBuffer.trimmed().isEmpty())
        m_onLine(*this, QString::fromUtf8(m_outputBuffer));
    if (all)
        m_outputBuffer.clear();
}

void QueueJob::finished(int exitCode, QProcess::ExitStatus status)
{
    takeOutput(true);
    readProgress();
    ::close(m_progressRead);
    m_progressRead = -1;
    m_ended = QDateTime::currentDateTimeUtc();
    m_exitStatus = status == QProcess::NormalExit ? exitCode : -1;
    if (status != QProcess::NormalExit)
        m_reason = tr("custody-cli ended without an exit status (killed by a signal)");
    // A job asked to stop that had finished anyway succeeded.
    m_state = m_exitStatus == 0 ? State::Succeeded
              : m_stopRequested ? State::Stopped
                                : State::Failed;
    m_onEnd(*this);
}

void QueueJob::stop()
{
    m_stopRequested = true;
    if (m_process && m_process->state() != QProcess::NotRunning)
        m_process->terminate();
}

void QueueJob::setWaiting(bool waiting)
{
    if (m_state == State::Queued || m_state == State::WaitingForSource)
        m_state = waiting ? State::WaitingForSource : State::Queued;
}

void QueueJob::notRun(const QString &reason)
{
    m_state = State::NotRun;
    m_reason = reason;
    m_ended = QDateTime::currentDateTimeUtc();
}

double QueueJob::seconds() const
{
    return m_started.isValid() && m_ended.isValid() ? double(m_started.msecsTo(m_ended)) / 1000 : 0;
}

QJsonObject QueueJob::toJson() const
{
    QJsonObject job{{QStringLiteral("number"), m_number},
                    {QStringLiteral("line"), m_entry.line},
                    {QStringLiteral("priority"), m_entry.priority},
                    {QStringLiteral("arguments"), QJsonArray::fromStringList(m_entry.arguments)},
                    {QStringLiteral("state"), stateName(m_state)}};
    const auto set = [&job](const char *key, const QJsonValue &value) {
        if (!(value.isString() && value.toString().isEmpty()))
            job.insert(QLatin1String(key), value);
    };
    set("name", m_entry.name);
    set("reason", m_reason);
    set("startedAt", isoTime(m_started));
    set("endedAt", isoTime(m_ended));
    if (m_exitStatus >= 0)
        job.insert(QStringLiteral("exitStatus"), m_exitStatus);
    set("outcome", m_outcome);
    set("verdict", m_verdict);
    if (!m_progress.isEmpty()) {
        for (const char *key : {"phase", "bytesDone", "totalBytes", "bytesPerSecond",
                                "secondsRemaining", "badSectors"}) {
            if (m_progress.contains(QLatin1String(key)))
                job.insert(QLatin1String(key), m_progress.value(QLatin1String(key)));
        }
        const double total = m_progress.value(u"totalBytes").toDouble();
        if (total > 0)
            job.insert(QStringLiteral("fractionDone"),
                       m_progress.value(u"bytesDone").toDouble() / total);
    }
    return job;
}

} // namespace Custody::Cli
