// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "models/devicerow.h"

#include <QAbstractTableModel>

namespace Custody {

// The drives of the workstation, one row each, kept in device path order, and the drives of other
// machines the examiner added (NBD exports, by URI, after the local ones). Fed by the
// DeviceMonitor's signals (or by a test) and by "Add network source"; rows are inserted and
// removed one by one so that views keep their selection across hot-plug.
class DeviceTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        DeviceColumn,
        JobColumn,
        ModelColumn,
        SerialColumn,
        SizeColumn,
        SmartColumn,
        HiddenAreasColumn,
        MountedColumn,
        BytesColumn,
        SectorColumn,
        BusColumn,
        RemovableColumn,
        ReadOnlyColumn,
        ColumnCount
    };
    // The drive's device path, for every column.
    static constexpr int DevicePathRole = Qt::UserRole + 1;

    explicit DeviceTableModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    const DeviceRow &row(int row) const { return m_rows.at(row); }
    int rowOf(const QString &devicePath) const; // -1 when absent

public Q_SLOTS:
    // The local drives: network drives stay.
    void setDevices(const QList<Custody::DeviceInfo> &devices);
    // Adds a drive of another machine, or updates the one with its URI.
    void addNetworkDrive(const Custody::NetworkDrive &drive);
    void removeNetworkDrive(const QString &uri);
    void addOrUpdate(const Custody::DeviceInfo &device);
    void remove(const Custody::DeviceInfo &device);
    void setSmartStatus(const QString &devicePath, const Custody::SmartStatus &status);
    // What the drive hides from the host; an empty status: being checked.
    void setHiddenAreas(const QString &devicePath, const Custody::HiddenAreaStatus &status);
    void setLayout(const QString &devicePath, const Custody::LayoutStatus &status);
    void setAccessProblem(const QString &devicePath, const QString &problem);
    // The state of the drive's latest job ("Acquiring 45.0 %"); empty: idle.
    void setJob(const QString &devicePath, const QString &job);
    void setSystemUses(const QString &devicePath, const QStringList &uses);

private:
    QVariant displayData(const DeviceRow &row, int column) const;
    QVariant toolTipData(const DeviceRow &row, int column) const;
    QVariant decorationData(const DeviceRow &row, int column) const;
    void emitRowChanged(int row);
    void insertSorted(DeviceRow row);

    QList<DeviceRow> m_rows;
};

} // namespace Custody
