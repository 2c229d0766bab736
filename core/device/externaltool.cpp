// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/externaltool.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>

namespace Custody {

namespace {

Error toolError(Error::Code code, const QString &path, const QString &detail)
{
    Error error;
    error.code = code;
    error.path = path;
    error.detail = detail;
    return error;
}

} // namespace

ExternalTool::ExternalTool(QString path)
    : m_path(std::move(path))
{}

QStringList ExternalTool::trustedDirectories()
{
    return {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin"), QStringLiteral("/sbin"),
            QStringLiteral("/bin")};
}

Result<ExternalTool> ExternalTool::find(const QString &name, const QString &debianPackage,
                                        const QStringList &directories)
{
    for (const QString &directory : directories) {
        const QFileInfo candidate(QDir(directory).filePath(name));
        if (candidate.isFile() && candidate.isExecutable())
            return ExternalTool(candidate.absoluteFilePath());
    }
    return toolError(Error::Code::ToolMissing, name, debianPackage);
}

Result<ExternalTool::Output> ExternalTool::run(const QStringList &arguments,
                                               std::chrono::milliseconds timeout) const
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    process.setProcessEnvironment(environment);
    process.setProgram(m_path);
    process.setArguments(arguments);
    process.setStandardInputFile(QProcess::nullDevice());
    process.start();
    if (!process.waitForStarted(int(timeout.count())))
        return toolError(Error::Code::ToolFailed, m_path, process.errorString());
    if (!process.waitForFinished(int(timeout.count()))) {
        process.kill();
        process.waitForFinished(5000);
        return toolError(Error::Code::ToolTimedOut, m_path,
                         QStringLiteral("no exit after %1 ms").arg(timeout.count()));
    }
    if (process.exitStatus() != QProcess::NormalExit)
        return toolError(Error::Code::ToolFailed, m_path, process.errorString());
    return Output{process.exitCode(), process.readAllStandardOutput(),
                  process.readAllStandardError()};
}

} // namespace Custody
