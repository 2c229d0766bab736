// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "history/casehistory.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace Custody {

// A case's events taken out of a history into one JSON document (for a case file, a court,
// another lab), and its check. The case's rows are there whole, with their hashes; every other
// row of the history only by its id, previous_hash and row_hash (its content is other cases').
// The check proves each case row's content against its own hash; the other rows' hashes cannot be
// recomputed, so a case row's place in the chain needs its hash compared with the history's.
// The grammar is in docs/FORMATS.md.
struct HistoryExport
{
    Q_DECLARE_TR_FUNCTIONS(Custody::HistoryExport)

public:
    static Result<QJsonObject> exportCase(const CaseHistory &history, const QString &caseNumber);

    struct Check
    {
        qint64 caseRows = 0;
        qint64 allRows = 0;
        QString headHash;
        QList<std::pair<qint64, QString>> caseRowHashes; // to compare with the history's
        QString problem; // translated: the first thing that does not hold; empty when all does
        bool intact() const { return problem.isEmpty(); }
    };
    static Check check(const QJsonObject &document);
};

} // namespace Custody
