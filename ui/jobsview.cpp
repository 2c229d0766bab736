// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "jobsview.h"

#include "models/jobtablemodel.h"

#include <QApplication>
#include <QHeaderView>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>

namespace Custody {

namespace {

// The progress column as a bar with its percentage, as a file manager's copy dialog draws it.
class ProgressBarDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        const QVariant permille = index.data(JobTableModel::PermilleRole);
        if (!permille.isValid()) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        QStyleOptionProgressBar bar;
        bar.rect = option.rect.adjusted(2, 2, -2, -2);
        bar.minimum = 0;
        bar.maximum = 1000;
        bar.progress = permille.toInt();
        bar.text = index.data(Qt::DisplayRole).toString();
        bar.textVisible = true;
        bar.state = option.state | QStyle::State_Horizontal;
        bar.palette = option.palette;
        bar.fontMetrics = option.fontMetrics;
        const QWidget *widget = option.widget;
        QStyle *style = widget ? widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ProgressBar, &bar, painter, widget);
    }
};

} // namespace

JobsView::JobsView(JobTableModel *model, QWidget *parent)
    : QTableView(parent)
    , m_model(model)
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("jobsView"));
    setAccessibleName(tr("Jobs"));
    m_proxy->setSourceModel(model);
    m_proxy->setSortRole(JobTableModel::SortRole);
    m_proxy->setDynamicSortFilter(true);
    setModel(m_proxy);
    setSortingEnabled(true);
    // Started order until the examiner sorts by a column.
    sortByColumn(-1, Qt::AscendingOrder);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setAlternatingRowColors(true);
    setTabKeyNavigation(false);
    setWordWrap(false);
    setTextElideMode(Qt::ElideMiddle);
    verticalHeader()->hide();
    setItemDelegateForColumn(JobTableModel::ProgressColumn, new ProgressBarDelegate(this));
    QHeaderView *header = horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setStretchLastSection(false);
    // As wide as their contents, up to a limit (long paths are elided in the middle): never
    // stretched across a 4K screen.
    header->setMaximumSectionSize(fontMetrics().averageCharWidth() * 60);
    header->setSectionResizeMode(JobTableModel::KindColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(JobTableModel::SourceColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(JobTableModel::TargetColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(JobTableModel::StateColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(JobTableModel::RateColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(JobTableModel::RemainingColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(JobTableModel::ProblemsColumn, QHeaderView::ResizeToContents);
    header->resizeSection(JobTableModel::ProgressColumn,
                          fontMetrics().horizontalAdvance(QStringLiteral("100.0 %")) * 2);
    connect(this, &QTableView::activated, this, [this](const QModelIndex &index) {
        if (QObject *job = jobAt(index.row()))
            Q_EMIT jobActivated(job);
    });
}

QObject *JobsView::jobAt(int viewRow) const
{
    const QModelIndex source = m_proxy->mapToSource(m_proxy->index(viewRow, 0));
    return source.isValid() ? m_model->job(source.row()) : nullptr;
}

} // namespace Custody
