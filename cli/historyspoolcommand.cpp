// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// `custody-cli history deliver`, and the note `history` and `history check` give while events of
// this station wait in its spool for a lab's server: a station that records nothing more once
// its server is back (or a cron job of the lab's) delivers them without recording an event.

#include "cli/acquirecommand.h"
#include "cli/historycommand.h"
#include "cli/historyoption.h"
#include "history/historytransfer.h"
#include "history/postgreslocation.h"
#include "util/durablefile.h"
#include "util/logline.h"

using namespace Qt::StringLiterals;

namespace Custody::Cli {

int HistoryCommand::deliver(const QCommandLineParser &parser)
{
    const QString url = historyPath(parser);
    if (!PostgresLocation::isPostgresUrl(url))
        return fail(tr("deliver sends this station's spool to a lab's history on its server: give "
                       "its postgresql:// URL with --history (an SQLite history has no spool)"),
                    ExitInvalid);
    if (const Result<void> usable = CaseHistory::checkUsable(url); !usable)
        return fail(usable.error().userMessage(), ExitInvalid);
    const QString spool = spoolPathFor(url);
    const SpoolDelivery delivery = deliverLabSpool(url);
    sayDelivery(url, delivery, m_out, m_err);
    if (!delivery.problem.isEmpty())
        return fail(tr("the case history %1 did not take the events waiting in this station's "
                       "spool %2 (%3): they keep waiting there, in order, each to be delivered "
                       "once")
                        .arg(shownHistory(url), spool, delivery.problem),
                    ExitFailed);
    if (delivery.othersDelivering)
        m_out << oneShownLine(tr("Nothing delivered now: another Custody process of this station "
                                 "is delivering the spool %1.")
                                  .arg(spool))
              << Qt::endl;
    else if (!pathExists(spool) && delivery.delivered == 0 && delivery.keptAs.isEmpty())
        m_out << oneShownLine(
            tr("No event of this station waits for the case history %1.").arg(shownHistory(url)))
              << Qt::endl;
    return ExitSuccess;
}

void HistoryCommand::noteWaitingSpool(const QString &url, const CaseHistory &server)
{
    if (!PostgresLocation::isPostgresUrl(url))
        return;
    const QString spool = spoolPathFor(url);
    if (!pathExists(spool))
        return;
    // Read from a private copy: the spool is not touched, whoever is adding to it.
    const Result<std::unique_ptr<CaseHistory>> waiting
        = CaseHistory::open(spool, CaseHistory::Access::ReadOnly);
    const Result<QList<HistoryRow>> rows
        = waiting ? (*waiting)->rows() : Result<QList<HistoryRow>>(waiting.error());
    if (!rows) {
        m_err << "custody-cli history: "
              << oneShownLine(tr("note: this station's spool %1 cannot be read: %2")
                                  .arg(spool, rows.error().userMessage()))
              << Qt::endl;
        return;
    }
    // A spool delivered whole but not set aside holds events the server has: not counted.
    qint64 notThere = 0;
    for (const HistoryRow &row : *rows) {
        const Result<bool> there = server.hasEvent(row.event.eventId);
        if (!there) {
            m_err << "custody-cli history: "
                  << oneShownLine(tr("note: whether the events of this station's spool %1 are on "
                                     "the server cannot be told: %2")
                                      .arg(spool, there.error().userMessage()))
                  << Qt::endl;
            return;
        }
        notThere += *there ? 0 : 1;
    }
    if (notThere == 0)
        return;
    m_err << "custody-cli history: "
          << oneShownLine(tr("note: %n event(s) of this station wait in its spool %1 and are not "
                             "on the server yet: 'custody-cli history deliver --history URL' "
                             "delivers them, in order",
                             "", int(notThere))
                              .arg(spool))
          << Qt::endl;
}

} // namespace Custody::Cli
