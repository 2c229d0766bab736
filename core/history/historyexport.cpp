// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "history/historyexport.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace Custody {

namespace {

constexpr auto Format = "custody case history export"_L1;

} // namespace

Result<QJsonObject> HistoryExport::exportCase(const CaseHistory &history, const QString &caseNumber)
{
    const Result<ChainCheck> chain = history.check();
    if (!chain)
        return chain.error();
    if (!chain->intact())
        return Error::fromErrno(Error::Code::HistoryUnavailable, 0, history.path(), -1,
                                tr("its chain is broken at row %1 (%2): nothing is exported from "
                                   "it")
                                    .arg(*chain->firstBadRow)
                                    .arg(chain->problem));
    const Result<QList<HistoryRow>> rows = history.rows();
    if (!rows)
        return rows.error();
    QJsonArray entries;
    qint64 caseRows = 0;
    for (const HistoryRow &row : *rows) {
        QJsonObject entry{{u"id"_s, row.id},
                          {u"previous_hash"_s, row.previousHash},
                          {u"row_hash"_s, row.rowHash}};
        if (row.event.caseNumber.compare(caseNumber, Qt::CaseInsensitive) == 0) {
            // Every column as the hash takes it: text, integers in decimal.
            QVariantMap columns = row.event.toColumns();
            columns.insert(u"id"_s, row.id);
            columns.insert(u"recorded_utc"_s, row.recorded.toUTC().toString(Qt::ISODate));
            columns.insert(u"previous_hash"_s, row.previousHash);
            columns.insert(row.arrivalColumns()); // a lab's server: how the row came to it
            // The columns must give the row's hash as they are written out, or the export would
            // not stand on its own.
            if (CaseHistory::rowHashOf(columns) != row.rowHash)
                return Error::fromErrno(Error::Code::HistoryUnavailable, 0, history.path(), -1,
                                        tr("row %1 cannot be written out as it is kept (a column "
                                           "this Custody does not know?): nothing is exported")
                                            .arg(row.id));
            QJsonObject content;
            for (auto it = columns.cbegin(); it != columns.cend(); ++it)
                content.insert(it.key(), it.value().toString());
            entry.insert(u"columns"_s, content);
            ++caseRows;
        }
        entries.append(entry);
    }
    return QJsonObject{{u"format"_s, QString(Format)},
                       {u"version"_s, 1},
                       {u"history"_s, history.path()},
                       {u"case"_s, caseNumber},
                       {u"exported_utc"_s, QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
                       {u"case_rows"_s, caseRows},
                       {u"head_hash"_s, chain->headHash},
                       {u"rows"_s, entries}};
}

HistoryExport::Check HistoryExport::check(const QJsonObject &document)
{
    Check check;
    if (document.value(u"format"_s).toString() != Format
        || document.value(u"version"_s).toInt() != 1) {
        check.problem = tr("not a Custody case history export (version 1)");
        return check;
    }
    QString previous = CaseHistory::genesisHash();
    qint64 expectedId = 1;
    for (const QJsonValue &value : document.value(u"rows"_s).toArray()) {
        const QJsonObject entry = value.toObject();
        const qint64 id = entry.value(u"id"_s).toInteger();
        const QString rowHash = entry.value(u"row_hash"_s).toString();
        if (id != expectedId) {
            check.problem = tr("row %1 is missing: the rows go from %2 to %3")
                                .arg(expectedId)
                                .arg(expectedId - 1)
                                .arg(id);
            return check;
        }
        if (entry.value(u"previous_hash"_s).toString() != previous) {
            check.problem = tr("row %1 does not follow row %2").arg(id).arg(id - 1);
            return check;
        }
        if (entry.contains(u"columns"_s)) {
            const QJsonObject columns = entry.value(u"columns"_s).toObject();
            QVariantMap map = columns.toVariantMap();
            if (columns.value(u"id"_s).toString() != QString::number(id)
                || columns.value(u"previous_hash"_s).toString() != previous
                || CaseHistory::rowHashOf(map) != rowHash) {
                check.problem = tr("row %1 of the case was changed: its columns do not give "
                                   "its hash")
                                    .arg(id);
                return check;
            }
            if (columns.value(u"case_number"_s)
                    .toString()
                    .compare(document.value(u"case"_s).toString(), Qt::CaseInsensitive)
                != 0) {
                check.problem = tr("row %1 is of another case").arg(id);
                return check;
            }
            ++check.caseRows;
            check.caseRowHashes.append({id, rowHash});
        }
        previous = rowHash;
        ++expectedId;
        ++check.allRows;
    }
    if (previous != document.value(u"head_hash"_s).toString())
        check.problem = tr("the last row is not the head the export names");
    else if (check.caseRows != document.value(u"case_rows"_s).toInteger())
        check.problem = tr("the export names %1 rows of the case, and holds %2")
                            .arg(document.value(u"case_rows"_s).toInteger())
                            .arg(check.caseRows);
    check.headHash = previous;
    return check;
}

} // namespace Custody
