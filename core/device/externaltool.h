// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <chrono>

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace Custody {

// An external program (smartctl, …) found once, by absolute path, in an ordered list of trusted
// directories, and run with an argument vector, never through a shell, always with a timeout.
// The order matters: /usr/sbin comes before /usr/bin, and PATH is never consulted, so a program
// planted earlier in a user's PATH is not run as root.
//
// run() blocks until the program ends or the timeout expires: call it from a worker thread, never
// from the GUI thread. An ExternalTool is an immutable value; copies may run concurrently.
class ExternalTool
{
public:
    struct Output
    {
        int exitCode = 0;
        QByteArray standardOutput;
        QByteArray standardError;
    };

    // /usr/sbin, /usr/bin, /sbin, /bin, in that order.
    static QStringList trustedDirectories();

    // The first regular executable file called `name` in `directories`. ToolMissing names the
    // Debian package that provides it, so the message says what to install.
    static Result<ExternalTool> find(const QString &name, const QString &debianPackage,
                                     const QStringList &directories = trustedDirectories());

    QString path() const { return m_path; }

    // Runs the program with `arguments` under the C locale. A non-zero exit code is an Output,
    // not an error: what it means is the caller's business. ToolFailed when it cannot start or
    // crashes, ToolTimedOut (after killing it) when it outlives `timeout`.
    Result<Output> run(const QStringList &arguments, std::chrono::milliseconds timeout) const;

private:
    explicit ExternalTool(QString path);

    QString m_path;
};

} // namespace Custody
