// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QTableView>

class QSortFilterProxyModel;

namespace Custody {

class JobTableModel;

// The jobs table: sortable by any column, progress drawn as a bar; activating a row (double
// click, Enter) asks for the job's tab.
class JobsView : public QTableView
{
    Q_OBJECT

public:
    explicit JobsView(JobTableModel *model, QWidget *parent = nullptr);

    // The job shown in the view's row (after sorting).
    QObject *jobAt(int viewRow) const;

Q_SIGNALS:
    void jobActivated(QObject *job);

private:
    JobTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
};

} // namespace Custody
