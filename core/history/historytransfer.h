// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "history/casehistory.h"

#include <QCoreApplication>

namespace Custody {

// Events moved from one history to another: an SQLite history (a station's own, or its spool)
// into a lab's PostgreSQL history, each event once.
struct HistoryTransfer
{
    Q_DECLARE_TR_FUNCTIONS(Custody::HistoryTransfer)

public:
    qint64 added = 0;
    qint64 alreadyThere = 0; // the target had the event (its event id) already

    // Appends the events of the SQLite history at `sqlitePath` to `target`, in their order, each
    // once: an event the target has already (by its event id) is left out, so copying again adds
    // nothing. A row of a history older than event ids is known by its row hash. The source is
    // read from a private copy: not one byte of it changes.
    static Result<HistoryTransfer> copyEvents(const QString &sqlitePath, CaseHistory &target);
};

// Where a station keeps the events for the lab's history at `url` that the server did not take:
// a Custody SQLite history in the user's data folder ($XDG_DATA_HOME/custody/spool/), one per
// server and database.
QString spoolPathFor(const QString &url);

// Records `event` in the lab's history at `url`: first every event waiting in this station's spool
// for it, in order, then the event. When the server cannot take them (unreachable, refusing), the
// event goes to the spool instead (HistoryRow::spoolPath and spoolReason), behind those waiting:
// nothing is lost, and an event is delivered once.
Result<HistoryRow> recordInLabHistory(const QString &url, HistoryEvent event);

// What a delivery of this station's spool did: the events it delivered (each once, in order),
// where the spool was set aside once every event of it was on the server (or why it stays), and
// why not every event was delivered (the server cannot be reached or refuses: they keep waiting).
struct SpoolDelivery
{
    qint64 delivered = 0;
    QString keptAs;
    QString notSetAside;
    QString problem;
    bool othersDelivering = false; // another process of this station holds the spool now
};

// Delivers what this station's spool for `url` holds without recording an event, as
// recordInLabHistory() does before its own: for a station that records nothing more once its
// server is back. Nothing to do (no spool, or another process of the station delivering it right
// now): an empty delivery, without a connection to the server.
SpoolDelivery deliverLabSpool(const QString &url);

} // namespace Custody
