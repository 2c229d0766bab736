// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "history/casehistory.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace Custody::Cli {

// `custody-cli history [filters] [--json]`, `history check`, `history import FOLDER|HISTORY…` and
// `history init URL`: the case history as a list, its chain checked, and the records of earlier
// acquisitions added. Exit status: 0 done (check: the chain holds), 1 the chain is broken, 2
// invalid arguments or the history cannot be read.
class HistoryCommand
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::HistoryCommand)

public:
    HistoryCommand(QTextStream &out, QTextStream &err);

    // `arguments` are those after "history".
    int run(const QStringList &arguments);
    static QString usage();

private:
    int list(const QCommandLineParser &parser);
    int check(const QCommandLineParser &parser);
    int import(const QCommandLineParser &parser, const QStringList &sources);
    int init(const QString &url);
    // In historyexportcommand.cpp.
    int exportCase(const QCommandLineParser &parser);
    Result<void> checkExportOutput(const QString &output, const QString &history);
    int checkExport(const QString &file, const QString &trustedCa);
    int fail(const QString &message, int exitCode);
    void printRow(const HistoryRow &row);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace Custody::Cli
