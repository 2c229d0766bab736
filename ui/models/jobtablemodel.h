// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "models/jobstatus.h"

#include <QAbstractTableModel>

namespace Custody {

// Every job of the window, running and ended, one row each in the order they were started, as
// Guymager's main table: what it reads and writes, its state or outcome, progress, rate, time
// left and problems found. Fed by the main window from the panels; a job's row goes when its
// tab is closed.
class JobTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        KindColumn,
        SourceColumn,
        TargetColumn,
        StateColumn,
        ProgressColumn,
        RateColumn,
        RemainingColumn,
        ProblemsColumn,
        ColumnCount
    };
    // A value to sort by: numbers for the figures, the state's order for the state.
    static constexpr int SortRole = Qt::UserRole + 1;
    // The job's permille done (int), or nothing; for the progress bar.
    static constexpr int PermilleRole = Qt::UserRole + 2;

    explicit JobTableModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Adds the job (any object standing for it: its panel) or updates its row.
    void setJob(QObject *job, const JobStatus &status);
    void removeJob(const QObject *job);
    int rowOf(const QObject *job) const; // -1 when absent
    QObject *job(int row) const { return m_rows.at(row).job; }
    const JobStatus &status(int row) const { return m_rows.at(row).status; }

private:
    struct Row
    {
        QObject *job; // a key only: removed by its owner before it goes
        JobStatus status;
    };
    QVariant displayData(const JobStatus &status, int column) const;
    QVariant sortData(const JobStatus &status, int column) const;

    QList<Row> m_rows;
};

} // namespace Custody
