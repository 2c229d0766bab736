// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace Custody::Test {

struct ProcessResult
{
    int exitCode = -1; // -1 when it crashed, could not start or timed out
    QByteArray standardOutput;
    QByteArray standardError;

    // For QVERIFY2 messages.
    QByteArray describe() const
    {
        return "exit " + QByteArray::number(exitCode) + "\nstdout: " + standardOutput
               + "\nstderr: " + standardError;
    }
};

// Runs a program to completion with an argument vector (no shell) and a timeout.
ProcessResult runProcess(const QString &program, const QStringList &arguments,
                         const QString &workingDirectory = {}, int timeoutMilliseconds = 120000);
// The same with its own environment (a display unset, a fixed time zone…).
ProcessResult runProcess(const QString &program, const QStringList &arguments,
                         const QProcessEnvironment &environment,
                         const QString &workingDirectory = {}, int timeoutMilliseconds = 120000);

// Interrupts a running process as Ctrl-C does (SIGINT) and waits up to `timeoutMilliseconds`
// for it to end: how many milliseconds that took, or -1 when it did not end.
qint64 interruptAndTime(QProcess &process, int timeoutMilliseconds = 60000);

// The lower-case hex digest that coreutils' `<algorithm>sum` prints for a file.
QString coreutilsDigest(const QString &algorithm, const QString &path);

} // namespace Custody::Test
