// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/endhook.h"

#include "acquisition/hookenvironment.h"

#include "device/writegate.h"
#include "engine/acquisitionfiles.h"
#include "render/acquisitionloglock.h"
#include "render/reportpublisher.h"
#include "util/durablefile.h"
#include "util/logline.h"
#include "util/nativepath.h"
#include "verify/verificationreport.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

namespace Custody {

namespace {

// Only for the hook's own descriptors: closed whatever way run() ends.
struct Descriptor
{
    int fd = -1;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

QList<QByteArray> endHookEnvironment(const AcquisitionRecord &record, const QString &basePath,
                                     int exitStatus)
{
    HookEnvironment environment;
    const auto set = [&environment](const char *name, const QString &value) {
        environment.set(name, value);
    };
    const AcquisitionFiles files(basePath);
    set("JOB", QStringLiteral("acquisition"));
    set("OUTCOME", statusName(record.result.status));
    set("VERDICT", record.verdict().name());
    set("EXIT_STATUS", QString::number(exitStatus));
    set("SOURCE", record.source.path);
    set("BASE", absolutePath(basePath));
    QStringList images;
    for (const OutputFile &output : record.outputs) {
        if (output.role == QLatin1String("image"))
            images << output.path;
    }
    environment.setList("IMAGE", images);
    set("RECORD", absolutePath(files.record()));
    set("LOG", absolutePath(files.log()));
    set("MAP", absolutePath(files.map()));
    for (const RecordedHash &hash : record.hashes)
        environment.setDigest(hash.algorithm, hash.hex);
    environment.setCase(record.caseDetails);
    set("UNREADABLE_BYTES", QString::number(record.result.bytesUnreadable));
    return environment.entries;
}

QString verificationOutcome(const VerificationReport &report)
{
    if (!report.error)
        return QStringLiteral("completed");
    return report.error->code == Error::Code::Cancelled ? QStringLiteral("cancelled")
                                                        : QStringLiteral("failed");
}

QList<QByteArray> verificationHookEnvironment(const VerificationReport &report,
                                              const QString &reportPath, int exitStatus)
{
    HookEnvironment environment;
    environment.set("JOB", QStringLiteral("verification"));
    environment.set("OUTCOME", verificationOutcome(report));
    environment.set("VERDICT", verdictName(report.verdict()));
    environment.set("EXIT_STATUS", QString::number(exitStatus));
    environment.setList("IMAGE", report.imageFiles);
    QStringList hashlogs;
    for (const HashlogSummary &hashlog : report.hashlogs)
        hashlogs << hashlog.path;
    environment.setList("HASHLOG", hashlogs);
    if (!reportPath.isEmpty())
        environment.set("REPORT", absolutePath(reportPath));
    // The digests of the whole image as this verification computed them.
    QSet<HashAlgorithm> set;
    for (const DigestCheck &check : report.checks) {
        const std::optional<HashAlgorithm> algorithm = check.logged.algorithm();
        if (algorithm && !check.extent && !check.computedHex.isEmpty()
            && !set.contains(*algorithm)) {
            set.insert(*algorithm);
            environment.setDigest(*algorithm, check.computedHex);
        }
    }
    environment.setCase(report.caseDetails);
    return environment.entries;
}

EndHookRunner::EndHookRunner(EndHook hook, QList<QByteArray> environment)
    : m_hook(std::move(hook))
    , m_environment(std::move(environment))
{}

EndHookRun EndHookRunner::run()
{
    EndHookRun run;
    // Stopped before its turn (the GUI quitting): never started, rather than started and killed
    // halfway through whatever it does.
    if (m_cancelled.load()) {
        run.stopped = true;
        run.startError = QStringLiteral("not started: Custody was stopping");
        return run;
    }
    int pipeEnds[2];
    if (::pipe2(pipeEnds, O_CLOEXEC) != 0) {
        run.startError = QString::fromLocal8Bit(std::strerror(errno));
        return run;
    }
    Descriptor output{pipeEnds[0]};
    Descriptor written{pipeEnds[1]};
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, written.fd, STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, written.fd, STDERR_FILENO);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    // A session of its own, so that a timeout kills whatever it started too; custody-cli's
    // signal handlers and mask are not its.
    sigset_t none;
    sigemptyset(&none);
    sigset_t defaults;
    sigemptyset(&defaults);
    for (const int signal : {SIGINT, SIGTERM, SIGPIPE, SIGHUP})
        sigaddset(&defaults, signal);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    posix_spawnattr_setflags(&attributes,
                             POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    const QByteArray program = nativePath(m_hook.program);
    char *arguments[] = {const_cast<char *>(program.constData()), nullptr};
    std::vector<char *> environment;
    for (QByteArray &entry : m_environment)
        environment.push_back(entry.data());
    environment.push_back(nullptr);
    QElapsedTimer clock;
    clock.start();
    pid_t pid = -1;
    const int spawned = ::posix_spawn(&pid, program.constData(), &actions, &attributes, arguments,
                                      environment.data());
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    ::close(std::exchange(written.fd, -1)); // the hook's end only, so that its exit ends the pipe
    if (spawned != 0) {
        run.startError = QString::fromLocal8Bit(std::strerror(spawned));
        return run;
    }
    run.started = true;
    const auto keep = [&run](const char *bytes, qsizetype size) {
        const qsizetype room = EndHook::MaximumOutputBytes - run.output.size();
        run.output.append(bytes, std::min(size, room));
        run.outputCut = run.outputCut || size > room;
    };
    const QDeadlineTimer deadline(qint64(m_hook.timeoutSeconds) * 1000);
    int status = 0;
    bool ended = false;
    bool outputOpen = true;
    while (!ended) {
        if (m_cancelled.load() || deadline.hasExpired()) {
            run.stopped = m_cancelled.load();
            run.timedOut = !run.stopped;
            ::kill(-pid, SIGKILL);
            while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
            }
            break;
        }
        // Its output as it comes (a hook that writes much never blocks on a full pipe); a short
        // wait, so that a timeout or a signal to custody-cli is seen soon.
        if (outputOpen) {
            pollfd readable{output.fd, POLLIN, 0};
            if (::poll(&readable, 1, 100) > 0) {
                char buffer[8192];
                const ssize_t got = ::read(output.fd, buffer, sizeof buffer);
                if (got > 0)
                    keep(buffer, got);
                else if (got == 0 || errno != EINTR)
                    outputOpen = false; // the hook (and what it started) closed it
            }
        } else {
            ::usleep(100 * 1000);
        }
        const pid_t waited = ::waitpid(pid, &status, WNOHANG);
        ended = waited == pid;
    }
    // What it wrote before it ended; a process it left running may hold the pipe open, so only
    // what is there now.
    for (;;) {
        pollfd readable{output.fd, POLLIN, 0};
        char buffer[8192];
        if (::poll(&readable, 1, 0) <= 0)
            break;
        const ssize_t got = ::read(output.fd, buffer, sizeof buffer);
        if (got <= 0)
            break;
        keep(buffer, got);
    }
    run.seconds = clock.nsecsElapsed() / 1e9;
    if (!run.timedOut && !run.stopped) {
        run.crashed = WIFSIGNALED(status);
        run.exitStatus = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
    return run;
}

QString endHookLogLines(const EndHook &hook, const EndHookRun &run)
{
    const QString program = oneLogLine(hook.program);
    const QString seconds = QString::number(run.seconds, 'f', 1);
    QString lines;
    if (!run.started)
        return QStringLiteral("Hook %1 could not be started: %2\n")
            .arg(program, oneLogLine(run.startError));
    if (run.timedOut)
        lines = QStringLiteral("Hook %1 killed after its timeout of %2 s\n")
                    .arg(program)
                    .arg(hook.timeoutSeconds);
    else if (run.stopped)
        lines = QStringLiteral("Hook %1 killed after %2 s: custody-cli was asked to stop\n")
                    .arg(program, seconds);
    else if (run.crashed)
        lines = QStringLiteral("Hook %1 ended by a signal after %2 s\n").arg(program, seconds);
    else
        lines = QStringLiteral("Hook %1 exited with status %2 after %3 s\n")
                    .arg(program)
                    .arg(run.exitStatus)
                    .arg(seconds);
    QByteArray output = run.output;
    if (output.endsWith('\n'))
        output.chop(1);
    if (!output.isEmpty()) {
        for (const QByteArray &line : output.split('\n'))
            lines += QStringLiteral("Hook output: %1\n").arg(oneLogLine(QString::fromUtf8(line)));
    }
    if (run.outputCut)
        lines += QStringLiteral("Hook output: (cut after %1 bytes)\n")
                     .arg(EndHook::MaximumOutputBytes);
    return lines;
}

int acquisitionExitStatus(const AcquisitionRecord &record, bool outputError)
{
    const bool completed = record.result.status == ImagingOutcome::Status::Completed;
    const bool cloneFailed = record.clone && record.clone->failed();
    return completed && !outputError && !record.verdict().failsRun() && !cloneFailed ? 0 : 1;
}

EndHookOutcome runEndHookIntoLog(EndHookRunner &runner, const EndHook &hook,
                                 const QString &sourcePath, const QString &basePath,
                                 bool logIsThisRuns)
{
    // The log as this run wrote it is proven its own now, before the hook can touch it.
    const AcquisitionFiles files(basePath);
    const QString log = files.log();
    const QString record = files.record();
    WriteGate gate;
    gate.protectSource(sourcePath);
    if (logIsThisRuns) {
        gate.own(log);
        gate.own(record);
    }
    EndHookOutcome outcome;
    outcome.run = runner.run();
    outcome.logLines = endHookLogLines(hook, outcome.run);
    if (!logIsThisRuns) {
        outcome.logIsAnEarlierRuns = true;
        return outcome;
    }
    const AcquisitionLogLock lock(log);
    for (const QString &path : {record, log}) {
        if (!gate.check(path, PathChange::Replace))
            outcome.replaced << path;
    }
    Result<void> noted = gate.check(log, PathChange::Replace);
    if (noted)
        noted = ReportPublisher::appendToLog(log, outcome.logLines);
    if (!noted)
        outcome.notInLog = noted.error();
    return outcome;
}

} // namespace Custody
