// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/smartctlrunner.h"

#include "device/smartctljsonparser.h"

namespace Custody {

SmartctlRunner::SmartctlRunner(std::chrono::milliseconds timeout, const QStringList &directories)
    : m_timeout(timeout)
    , m_directories(directories)
{}

QStringList SmartctlRunner::arguments(const QString &devicePath)
{
    // -x (--xall) is -a plus the extended logs (SCT temperature, device statistics, extended
    // error and self-test logs): all reads, as smartctl(8) lists them. "--" so that a device
    // path that starts with '-' cannot turn into an option.
    return {QStringLiteral("--json"), QStringLiteral("-x"), QStringLiteral("--"), devicePath};
}

Result<SmartReport> SmartctlRunner::query(const QString &devicePath) const
{
    const Result<ExternalTool> smartctl = ExternalTool::find(
        QStringLiteral("smartctl"), QStringLiteral("smartmontools"), m_directories);
    if (!smartctl)
        return smartctl.error();
    const Result<ExternalTool::Output> output = smartctl->run(arguments(devicePath), m_timeout);
    if (!output)
        return output.error();
    Result<SmartReport> report = parseSmartctlJson(output->standardOutput, smartctl->path());
    if (!report) {
        Error error = report.error();
        error.detail += QStringLiteral("; exit status %1; stderr: %2")
                            .arg(output->exitCode)
                            .arg(QString::fromLocal8Bit(output->standardError).trimmed());
        return error;
    }
    // The process's exit status is the authority; the JSON copy of it says the same when
    // smartctl got as far as writing it.
    report->exit.bits = output->exitCode;
    return report;
}

} // namespace Custody
