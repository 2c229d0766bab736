// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/historytablemodel.h"

#include "widgets/localeunits.h"

#include <QFileInfo>
#include <QLocale>

namespace Custody {

HistoryTableModel::HistoryTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int HistoryTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int HistoryTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void HistoryTableModel::setRows(QList<HistoryRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

QVariant HistoryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn: return tr("Ended (UTC)");
    case KindColumn: return tr("Kind");
    case CaseColumn: return tr("Case");
    case EvidenceColumn: return tr("Evidence");
    case ExaminerColumn: return tr("Examiner");
    case SourceColumn: return tr("Source");
    case VerdictColumn: return tr("Verdict");
    case UnreadableColumn: return tr("Unreadable");
    case ImageColumn: return tr("Image");
    case RowColumn: return tr("Row");
    }
    return {};
}

QVariant HistoryTableModel::displayData(const HistoryRow &row, int column) const
{
    const HistoryEvent &event = row.event;
    switch (column) {
    case TimeColumn: return event.time.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    case KindColumn: return event.kindTitle();
    case CaseColumn: return event.caseNumber;
    case EvidenceColumn: return event.evidenceNumber;
    case ExaminerColumn: return event.examiner;
    case SourceColumn: {
        QStringList parts{event.source};
        if (!event.sourceModel.isEmpty())
            parts << event.sourceModel;
        if (!event.sourceSerial.isEmpty())
            parts << tr("serial %1").arg(event.sourceSerial);
        return parts.join(QStringLiteral(", "));
    }
    case VerdictColumn: return HistoryEvent::verdictTitle(event.verdict);
    case UnreadableColumn:
        return event.unreadableBytes ? displayBytes(*event.unreadableBytes) : QString();
    case ImageColumn:
        return event.imageFiles.isEmpty() ? QString()
                                          : QFileInfo(event.imageFiles.first()).fileName();
    case RowColumn: return row.id;
    }
    return {};
}

QVariant HistoryTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const HistoryRow &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole: return displayData(row, index.column());
    case SortRole:
        if (index.column() == TimeColumn)
            return row.event.time;
        if (index.column() == UnreadableColumn)
            return row.event.unreadableBytes.value_or(-1);
        if (index.column() == RowColumn)
            return row.id;
        return displayData(row, index.column());
    case Qt::ToolTipRole:
        if (index.column() == ImageColumn)
            return row.event.imageFiles.join(QLatin1Char('\n'));
        if (index.column() == SourceColumn || index.column() == KindColumn)
            return row.event.note.isEmpty() ? row.event.commandLine : row.event.note;
        if (index.column() == RowColumn && !row.arrival().isEmpty()) // a lab's server
            return tr("Arrived as %1 from %2, %3")
                .arg(row.arrivedAs, row.arrivedFrom, row.arrivedOver);
        return {};
    default: return {};
    }
}

} // namespace Custody
