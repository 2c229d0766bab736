// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "testprocess.h"

#include <QElapsedTimer>

#include <csignal>

namespace Custody::Test {

ProcessResult runProcess(const QString &program, const QStringList &arguments,
                         const QString &workingDirectory, int timeoutMilliseconds)
{
    return runProcess(program, arguments, QProcessEnvironment::systemEnvironment(),
                      workingDirectory, timeoutMilliseconds);
}

ProcessResult runProcess(const QString &program, const QStringList &arguments,
                         const QProcessEnvironment &environment, const QString &workingDirectory,
                         int timeoutMilliseconds)
{
    ProcessResult result;
    QProcess process;
    process.setProcessEnvironment(environment);
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start(program, arguments);
    if (!process.waitForFinished(timeoutMilliseconds)) {
        process.kill();
        process.waitForFinished();
        result.standardError = "did not finish: " + process.errorString().toUtf8();
        return result;
    }
    result.standardOutput = process.readAllStandardOutput();
    result.standardError = process.readAllStandardError();
    if (process.exitStatus() == QProcess::NormalExit)
        result.exitCode = process.exitCode();
    return result;
}

QString coreutilsDigest(const QString &algorithm, const QString &path)
{
    const ProcessResult result = runProcess(algorithm + QStringLiteral("sum"), {path});
    if (result.exitCode != 0)
        return {};
    return QString::fromLatin1(result.standardOutput.split(' ').value(0));
}

qint64 interruptAndTime(QProcess &process, int timeoutMilliseconds)
{
    const qint64 pid = process.processId();
    if (pid <= 0) // not running: kill(0) would interrupt this test's own process group
        return -1;
    QElapsedTimer took;
    took.start();
    ::kill(pid_t(pid), SIGINT);
    if (!process.waitForFinished(timeoutMilliseconds))
        return -1;
    qInfo("the interrupt took %lld ms", took.elapsed());
    return took.elapsed();
}

} // namespace Custody::Test
