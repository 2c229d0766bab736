// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/externaltool.h"
#include "device/smartreport.h"

#include <chrono>

namespace Custody {

// Reads a drive's SMART data with `smartctl --json -x DEVICE` and parses it. Read-only by
// design: it never passes options that change the drive (no `-s on` to enable SMART, no `-t`
// self-test, no `-o`/`-S` settings), so an examiner can query evidence before imaging it.
//
// query() blocks for as long as smartctl runs (a USB bridge can take seconds): run it on a worker
// thread, e.g. from QThread::create or a QObject worker; the CLI may block. The runner is an
// immutable value and holds no state between queries.
class SmartctlRunner
{
public:
    explicit SmartctlRunner(std::chrono::milliseconds timeout = std::chrono::seconds(60),
                            const QStringList &directories = ExternalTool::trustedDirectories());

    // The exact argument vector passed to smartctl for devicePath.
    static QStringList arguments(const QString &devicePath);

    // ToolMissing when smartctl is not installed, ToolFailed/ToolTimedOut when it could not run
    // to its end, ToolOutputInvalid when it printed no smartctl JSON. Otherwise a report, also
    // when smartctl could not open the device (report.exit.runFailed(), with its messages).
    Result<SmartReport> query(const QString &devicePath) const;

private:
    std::chrono::milliseconds m_timeout;
    QStringList m_directories;
};

} // namespace Custody
