// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "history/casehistory.h"

#include <QAbstractTableModel>

namespace Custody {

// The rows of the case history that the History view's filters found, newest last.
class HistoryTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        TimeColumn,
        KindColumn,
        CaseColumn,
        EvidenceColumn,
        ExaminerColumn,
        SourceColumn,
        VerdictColumn,
        UnreadableColumn,
        ImageColumn,
        RowColumn,
        ColumnCount
    };
    // A value to sort by: times and numbers as such.
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit HistoryTableModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void setRows(QList<HistoryRow> rows);
    const HistoryRow &row(int index) const { return m_rows.at(index); }

private:
    QVariant displayData(const HistoryRow &row, int column) const;

    QList<HistoryRow> m_rows;
};

} // namespace Custody
