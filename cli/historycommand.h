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
// acquisitions added. Exit status: 0 done (check: the chain holds, its guards are as made and
// every --anchor matches), 1 the chain is broken, a guard was changed or an anchor does not
// match, 2 invalid arguments or the history cannot be read.
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
    // A row's hash written down outside the history (--anchor ROW:HASH): a chain alone cannot
    // show that someone with the database rewrote it from some row on and recomputed the rest.
    struct Anchor
    {
        qint64 row = 0;
        QString hash; // lower-case hex
    };
    static Result<QList<Anchor>> anchorsOf(const QStringList &values);
    // Says for each anchor whether its row still has its hash; true when all do.
    Result<bool> checkAnchors(const CaseHistory &history, const QList<Anchor> &anchors);
    int import(const QCommandLineParser &parser, const QStringList &sources);
    int init(const QString &url);
    // In historyspoolcommand.cpp: this station's spool for a lab's history.
    int deliver(const QCommandLineParser &parser);
    void noteWaitingSpool(const QString &url, const CaseHistory &server);
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
