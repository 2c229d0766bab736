// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/smartreport.h"

#include <QCoreApplication>
#include <QTextStream>

namespace Custody::Cli {

// `custody-cli smart DEVICE`: reads the drive's SMART data with smartctl (read-only: it never
// enables SMART or starts a self-test) and prints identity, health, error counters, what
// smartctl's exit status means, and the imaging preset the drive's condition suggests.
// `--from-json FILE` reads saved `smartctl --json` output instead. Blocks while smartctl runs.
// Exit status: 0 when the report has data about the drive (whatever its health), 1 when
// smartctl is missing, failed, or could not reach the drive, 2 for invalid arguments.
class SmartCommand
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::SmartCommand)

public:
    SmartCommand(QTextStream &out, QTextStream &err);

    // `arguments` are those after "smart".
    int run(const QStringList &arguments);
    static QString usage();

private:
    void printReport(const SmartReport &report);
    void printCounters(const SmartReport &report);
    void printVerdict(const SmartReport &report);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace Custody::Cli
