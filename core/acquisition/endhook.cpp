// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/endhook.h"

#include "engine/acquisitionfiles.h"
#include "util/durablefile.h"
#include "util/logline.h"
#include "util/nativepath.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QProcess>

#include <csignal>

#include <unistd.h>

namespace Custody {

namespace {

const QString Prefix = QStringLiteral("CUSTODY_");

} // namespace

QProcessEnvironment endHookEnvironment(const AcquisitionRecord &record, const QString &basePath,
                                       int exitStatus)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // Nothing of the caller's own CUSTODY_ variables is mistaken for this job's.
    for (const QString &name : environment.keys()) {
        if (name.startsWith(Prefix))
            environment.remove(name);
    }
    const auto set = [&environment](const QString &name, const QString &value) {
        environment.insert(Prefix + name, value);
    };
    const AcquisitionFiles files(basePath);
    set(QStringLiteral("JOB"), QStringLiteral("acquisition"));
    set(QStringLiteral("OUTCOME"), statusName(record.result.status));
    set(QStringLiteral("VERDICT"), record.verdict().name());
    set(QStringLiteral("EXIT_STATUS"), QString::number(exitStatus));
    set(QStringLiteral("SOURCE"), record.source.path);
    set(QStringLiteral("BASE"), absolutePath(basePath));
    QStringList images;
    for (const OutputFile &output : record.outputs) {
        if (output.role == QLatin1String("image"))
            images << output.path;
    }
    set(QStringLiteral("IMAGE_COUNT"), QString::number(images.size()));
    for (qsizetype index = 0; index < images.size(); ++index)
        set(QStringLiteral("IMAGE_%1").arg(index + 1), images[index]);
    set(QStringLiteral("RECORD"), absolutePath(files.record()));
    set(QStringLiteral("LOG"), absolutePath(files.log()));
    set(QStringLiteral("MAP"), absolutePath(files.map()));
    const QString report = absolutePath(files.pdfReport());
    set(QStringLiteral("REPORT"), pathExists(report) ? report : QString());
    for (const RecordedHash &hash : record.hashes)
        set(hashDisplayName(hash.algorithm).remove(u'-').toUpper(), hash.hex);
    set(QStringLiteral("CASE_NUMBER"), record.caseDetails.caseNumber);
    set(QStringLiteral("EVIDENCE_NUMBER"), record.caseDetails.evidenceNumber);
    set(QStringLiteral("EXAMINER"), record.caseDetails.examiner);
    set(QStringLiteral("UNREADABLE_BYTES"), QString::number(record.result.bytesUnreadable));
    return environment;
}

EndHookRun runEndHook(const EndHook &hook, const QProcessEnvironment &environment)
{
    EndHookRun run;
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.setInputChannelMode(QProcess::ManagedInputChannel);
    // A session of its own, so that a timeout kills whatever it started too.
    process.setChildProcessModifier([] { ::setsid(); });
    QElapsedTimer clock;
    clock.start();
    process.start(hook.program, {}, QIODevice::ReadOnly);
    if (!process.waitForStarted(10000)) {
        run.startError = process.errorString();
        return run;
    }
    run.started = true;
    const auto keep = [&run](const QByteArray &bytes) {
        const qsizetype room = EndHook::MaximumOutputBytes - run.output.size();
        run.output += bytes.left(room);
        run.outputCut = run.outputCut || bytes.size() > room;
    };
    const QDeadlineTimer deadline(qint64(hook.timeoutSeconds) * 1000);
    while (process.state() != QProcess::NotRunning) {
        if (deadline.hasExpired()) {
            run.timedOut = true;
            ::kill(-pid_t(process.processId()), SIGKILL);
            process.waitForFinished(10000);
            break;
        }
        process.waitForReadyRead(int(std::min<qint64>(deadline.remainingTime(), 200)));
        keep(process.readAll());
    }
    keep(process.readAll());
    run.seconds = clock.nsecsElapsed() / 1e9;
    run.crashed = !run.timedOut && process.exitStatus() == QProcess::CrashExit;
    run.exitStatus = run.timedOut || run.crashed ? -1 : process.exitCode();
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

} // namespace Custody
