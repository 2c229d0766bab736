// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/jobtablemodel.h"

#include "models/statuscolors.h"
#include "widgets/localeunits.h"

#include <QBrush>
#include <QFileInfo>
#include <QLocale>

namespace Custody {

JobTableModel::JobTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int JobTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int JobTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int JobTableModel::rowOf(const QObject *job) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].job == job)
            return i;
    }
    return -1;
}

void JobTableModel::setJob(QObject *job, const JobStatus &status)
{
    if (const int row = rowOf(job); row >= 0) {
        m_rows[row].status = status;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        return;
    }
    const int at = int(m_rows.size());
    beginInsertRows({}, at, at);
    m_rows.append(Row{job, status});
    endInsertRows();
}

void JobTableModel::removeJob(const QObject *job)
{
    if (const int row = rowOf(job); row >= 0) {
        beginRemoveRows({}, row, row);
        m_rows.removeAt(row);
        endRemoveRows();
    }
}

QVariant JobTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section == ProblemsColumn)
        return tr("Unreadable sectors of an acquisition; windows that differ from the hashlog "
                  "in a verification; sectors that failed in a wipe");
    if (role == Qt::ToolTipRole && section == TargetColumn)
        return tr("The image written (an acquisition), the hashlogs checked against (a "
                  "verification) or the certificate written (a wipe)");
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case KindColumn: return tr("Job");
    case SourceColumn: return tr("Source");
    case TargetColumn: return tr("Image / hashlog");
    case StateColumn: return tr("State");
    case ProgressColumn: return tr("Progress");
    case RateColumn: return tr("Rate");
    case RemainingColumn: return tr("Remaining");
    case ProblemsColumn: return tr("Bad / differing");
    case ColumnCount: break;
    }
    return {};
}

QVariant JobTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const JobStatus &status = m_rows.at(index.row()).status;
    switch (role) {
    case Qt::DisplayRole: return displayData(status, index.column());
    case SortRole: return sortData(status, index.column());
    case PermilleRole:
        if (const std::optional<int> permille = status.permille())
            return *permille;
        return {};
    case Qt::ToolTipRole:
        if (index.column() == SourceColumn)
            return status.source;
        if (index.column() == TargetColumn)
            return status.targets.join(u'\n');
        if (index.column() == StateColumn)
            return status.stateText();
        if (index.column() == ProgressColumn)
            return status.barText();
        return {};
    case Qt::BackgroundRole:
        if (index.column() == StateColumn && !status.isRunning())
            return QBrush(status.succeeded ? successBackgroundColor() : failureBackgroundColor());
        return {};
    case Qt::ForegroundRole:
        if (index.column() == StateColumn && !status.isRunning())
            return QBrush(Qt::black); // on the fixed light backgrounds above
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() >= ProgressColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default: return {};
    }
}

QVariant JobTableModel::displayData(const JobStatus &status, int column) const
{
    const QString none = QStringLiteral("—");
    switch (Column(column)) {
    case KindColumn:
        switch (status.kind) {
        case JobStatus::Kind::Acquisition: return tr("Acquisition");
        case JobStatus::Kind::Verification: return tr("Verification");
        case JobStatus::Kind::Wipe: return tr("Wipe");
        case JobStatus::Kind::Conversion: return tr("Conversion");
        }
        return {};
    case SourceColumn: return status.source;
    case TargetColumn: {
        QStringList names;
        for (const QString &path : status.targets)
            names << QFileInfo(path).fileName();
        return names.join(QStringLiteral(", "));
    }
    case StateColumn: return status.stateText();
    case ProgressColumn: return status.percentText();
    case RateColumn: return status.rateText();
    case RemainingColumn: return status.remainingText();
    case ProblemsColumn: return status.problems ? QLocale().toString(*status.problems) : none;
    case ColumnCount: break;
    }
    return {};
}

QVariant JobTableModel::sortData(const JobStatus &status, int column) const
{
    switch (Column(column)) {
    case StateColumn: return int(status.state);
    case ProgressColumn: return status.permille().value_or(-1);
    case RateColumn: return status.isRunning() ? status.progress.bytesPerSecond : -1.0;
    case RemainingColumn:
        return status.isRunning() && status.progress.secondsLeft ? *status.progress.secondsLeft
                                                                 : qint64(-1);
    case ProblemsColumn: return status.problems.value_or(-1);
    default: return displayData(status, column);
    }
}

} // namespace Custody
