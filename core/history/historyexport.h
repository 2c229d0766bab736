// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "history/casehistory.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace Custody {

// A case's events taken out of a history into one JSON document that stands on its own (for a
// case file, a court, another lab), and its check. The case's rows are there whole, with their
// hashes; every other row of the history only by its id, previous_hash and row_hash (its content
// is other cases'), so the document shows each of the case's rows as written and where it stands
// in the chain, up to the history's last row (its hash to compare with one written down
// elsewhere). The grammar is in docs/FORMATS.md.
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
        QString problem; // translated: the first thing that does not hold; empty when all does
        bool intact() const { return problem.isEmpty(); }
    };
    static Check check(const QJsonObject &document);
};

} // namespace Custody
