// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/historyoption.h"

#include "history/historyimport.h"
#include "history/postgreslocation.h"
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

QString shownHistory(const QString &path)
{
    if (!PostgresLocation::isPostgresUrl(path))
        return path;
    const Result<PostgresLocation> location = PostgresLocation::parse(path);
    return location ? location->displayUrl() : QStringLiteral("postgresql://…");
}

QCommandLineOption historyOption()
{
    return {QStringLiteral("history"),
            Tr::tr("The case history to record in or read: an SQLite file, or a lab's history on "
                   "PostgreSQL as postgresql://[user@]host[:port]/database[?sslmode=…] (the "
                   "password from ~/.pgpass, a service file or PGPASSWORD, never the URL). "
                   "Default: CUSTODY_HISTORY, else history.sqlite in the user's data folder."),
            QStringLiteral("file|url")};
}

QString historyPath(const QCommandLineParser &parser)
{
    const QString given = parser.value(QStringLiteral("history"));
    if (given.isEmpty())
        return CaseHistory::defaultPath();
    return PostgresLocation::isPostgresUrl(given) ? given : absolutePath(given);
}

Result<void> checkHistoryUsable(const QString &path)
{
    return CaseHistory::checkUsable(path);
}

void sayDelivery(const QString &url, const SpoolDelivery &delivery, QTextStream &out,
                 QTextStream &err)
{
    if (delivery.delivered > 0)
        out << oneShownLine(Tr::tr("Delivered %n event(s) that waited in this station's spool to "
                                   "the case history %1.",
                                   nullptr, int(delivery.delivered))
                                .arg(shownHistory(url)))
            << Qt::endl;
    if (!delivery.keptAs.isEmpty())
        out << oneShownLine(Tr::tr("Every event of the spool is on the server; the spool is kept "
                                   "as %1 and not read again.")
                                .arg(delivery.keptAs))
            << Qt::endl;
    if (!delivery.notSetAside.isEmpty())
        err << "custody-cli: "
            << oneShownLine(Tr::tr("note: the spool stays where it is and is read again with the "
                                   "next event (each event is still delivered once): %1")
                                .arg(delivery.notSetAside))
            << Qt::endl;
}

void noteInHistory(const QString &path, const HistoryEvent &event, QTextStream &out,
                   QTextStream &err)
{
    const Result<HistoryRow> row = recordInHistory(path, event);
    if (row)
        sayDelivery(path,
                    {row->deliveredFromSpool, row->deliveredSpoolKeptAs, row->spoolNotSetAside, {}},
                    out, err);
    if (row && !row->spoolPath.isEmpty())
        err << "custody-cli: "
            << oneShownLine(Tr::tr("WARNING: the case history %1 did not take the event (%2); it "
                                   "waits in this station's spool %3 as row %4 and is delivered, "
                                   "in order, with the next event recorded or by 'custody-cli "
                                   "history deliver --history URL'.")
                                .arg(shownHistory(path), row->spoolReason, row->spoolPath)
                                .arg(row->id))
            << Qt::endl;
    else if (row && !row->connection.isEmpty())
        out << oneShownLine(Tr::tr("Recorded in the case history %1 (%2) as row %3.")
                                .arg(shownHistory(path), row->connection)
                                .arg(row->id))
            << Qt::endl;
    else if (row)
        out << oneShownLine(Tr::tr("Recorded in the case history %1 as row %2.")
                                .arg(shownHistory(path))
                                .arg(row->id))
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
