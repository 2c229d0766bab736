// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/historyoption.h"

#include "history/historyimport.h"
#include "util/logline.h"
#include "util/nativepath.h"

#include <QCoreApplication>

namespace Custody::Cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::History)
};

} // namespace

QCommandLineOption historyOption()
{
    return {QStringLiteral("history"),
            Tr::tr("The case history (SQLite) to record in or read. Default: CUSTODY_HISTORY, "
                   "else history.sqlite in the user's data folder."),
            QStringLiteral("file")};
}

QString historyPath(const QCommandLineParser &parser)
{
    const QString given = parser.value(QStringLiteral("history"));
    return given.isEmpty() ? CaseHistory::defaultPath() : absolutePath(given);
}

Result<void> checkHistoryUsable(const QString &path)
{
    return CaseHistory::checkUsable(path);
}

void noteInHistory(const QString &path, const HistoryEvent &event, QTextStream &out,
                   QTextStream &err)
{
    const Result<HistoryRow> row = recordInHistory(path, event);
    if (row)
        out << oneShownLine(
            Tr::tr("Recorded in the case history %1 as row %2.").arg(path).arg(row->id))
            << Qt::endl;
    else
        err << "custody-cli: "
            << oneShownLine(Tr::tr("WARNING: not recorded in the case history: %1")
                                .arg(row.error().userMessage()))
            << '\n'
            << "custody-cli: "
            << Tr::tr("The files written are complete and unaffected; once the history can be "
                      "written, 'custody-cli history import FOLDER' adds acquisition records.")
            << Qt::endl;
}

} // namespace Custody::Cli
