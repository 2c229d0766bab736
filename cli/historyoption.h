// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "history/historyevent.h"
#include "history/historytransfer.h"
#include "util/result.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace Custody::Cli {

// --history FILE, shared by every command that records in the case history (acquire, verify,
// convert, report) and by `history` itself. Without it: CUSTODY_HISTORY, else the user's
// data folder (CaseHistory::defaultPath()).
QCommandLineOption historyOption();
QString historyPath(const QCommandLineParser &parser);
// The history as shown to the user: a file's path, or a URL without anything secret.
QString shownHistory(const QString &path);

// Appends `event` to the history at `path`: a line on `out` naming the row, or a warning on
// `err` when the history cannot take it. Never changes the command's exit status: the files the
// command wrote are the evidence, the history is their index.
// Refuses, before any work, a history that Custody would never open (another program's
// database, a link, a device, an empty file: CaseHistory::checkUsable()), so that the command
// exits 2 instead of doing the work and warning afterwards. A damaged history of Custody's passes:
// the work outlives it and noteInHistory() warns.
Result<void> checkHistoryUsable(const QString &path);

void noteInHistory(const QString &path, const HistoryEvent &event, QTextStream &out,
                   QTextStream &err);
// Says what a delivery of this station's spool to the lab's history at `url` did: the events
// delivered and where the spool is kept (`out`), or why it stays where it is (`err`).
void sayDelivery(const QString &url, const SpoolDelivery &delivery, QTextStream &out,
                 QTextStream &err);

} // namespace Custody::Cli
