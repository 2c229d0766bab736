// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "history/casehistory.h"

#include <QCoreApplication>
#include <QStringList>

namespace Custody {

struct HistoryImport
{
    Q_DECLARE_TR_FUNCTIONS(Custody::HistoryImport)

public:
    QStringList added;        // records now in the history
    QStringList alreadyThere; // the same record (its SHA-256) was recorded before
    QStringList skipped;      // .json files that are not Custody acquisition records, with why

    // Adds the acquisition records (NAME.json) found in `folders` and their subfolders, each
    // once: a record whose SHA-256 the history already has is left out, so importing a folder
    // again, or one whose acquisitions were recorded as they ran, adds nothing.
    static Result<HistoryImport> run(CaseHistory &history, const QStringList &folders);
};

// Whether the history at `path` (and SQLite's PATH-wal and PATH-shm beside it) would be written
// onto evidence: the source (a drive, its partitions, a file, a loop device's backing file) or
// one of `files` (images, records, reports), or onto any file that is provably not a Custody
// history (CaseHistory::checkUsable(): another program's database, a link, a device…). Network
// sources are not local files.
Result<void> checkHistoryNotOnEvidence(const QString &path, const QString &source,
                                       const QStringList &files);

// Opens the history at `path`, appends `event` and closes it: for front ends that record one
// event now and then. A lab's history (postgresql://) takes the event through this station's
// spool when the server cannot (recordInLabHistory()). Refused when the history would land on what
// the event is about (its source, images, record or report). The error, if any, is for a warning:
// the history never stops the work.
Result<HistoryRow> recordInHistory(const QString &path, const HistoryEvent &event);

} // namespace Custody
