// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/devicetablemodel.h"

#include "models/statuscolors.h"
#include "widgets/localeunits.h"

#include <QBrush>
#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QLocale>

#include <algorithm>

namespace Custody {

namespace {

QString sectorText(const DeviceInfo &device)
{
    const auto bytes = [](int value) {
        return value > 0 ? QString::number(value) : QStringLiteral("?");
    };
    return QStringLiteral("%1 / %2").arg(bytes(device.logicalSectorBytes),
                                         bytes(device.physicalSectorBytes));
}

// Where the drive's file systems are mounted ("/, /boot"): short enough for a column; the
// tooltip and the details pane say which partition is mounted where.
QString mountPointsText(const DeviceInfo &device)
{
    QStringList points;
    const auto add = [&points](const QStringList &more) {
        for (const QString &point : more) {
            if (!points.contains(point))
                points << point;
        }
    };
    for (const PartitionInfo &partition : device.partitions) {
        add(partition.mountPoints);
        for (const HolderInfo &holder : partition.holders)
            add(holder.mountPoints);
    }
    for (const HolderInfo &holder : device.holders)
        add(holder.mountPoints);
    return points.isEmpty() ? DeviceTableModel::tr("yes") : points.join(QStringLiteral(", "));
}

// The bus column of a network drive whose transfer anyone on the way can read.
bool isUnencryptedTransfer(const DeviceRow &row, int column)
{
    return column == DeviceTableModel::BusColumn && row.network
           && row.network->unencryptedAcrossNetwork();
}

} // namespace

DeviceTableModel::DeviceTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int DeviceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DeviceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int DeviceTableModel::rowOf(const QString &devicePath) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].device.devicePath == devicePath)
            return i;
    }
    return -1;
}

QVariant DeviceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == HiddenAreasColumn)
        return tr("Hidden areas: sectors the drive holds but does not show the host (an HPA, a "
                  "DCO, a detached NVMe namespace), as read-only commands found them. Custody "
                  "never removes them.");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case DeviceColumn: return tr("Device");
    case JobColumn: return tr("Job");
    case ModelColumn: return tr("Model");
    case SerialColumn: return tr("Serial");
    case SizeColumn: return tr("Size");
    case BytesColumn: return tr("Bytes");
    case SectorColumn: return tr("Sectors");
    case BusColumn: return tr("Bus");
    case RemovableColumn: return tr("Removable");
    case ReadOnlyColumn: return tr("Read-only");
    case MountedColumn: return tr("Mounted");
    case SmartColumn: return tr("SMART");
    case HiddenAreasColumn: return tr("Hidden areas");
    case ColumnCount: break;
    }
    return {};
}

QVariant DeviceTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const DeviceRow &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole: return displayData(row, index.column());
    case Qt::ToolTipRole: return toolTipData(row, index.column());
    case Qt::DecorationRole: return decorationData(row, index.column());
    case Qt::ForegroundRole:
        if (isUnencryptedTransfer(row, index.column()))
            return QBrush(warningTextColor());
        if (index.column() == DeviceColumn && row.isSystemDisk())
            return QBrush(warningTextColor());
        if (index.column() == MountedColumn && row.device.hasMountedFileSystem())
            return QBrush(warningTextColor());
        if (index.column() == HiddenAreasColumn && row.hiddenAreas.found())
            return QBrush(warningTextColor());
        if (!row.accessProblem.isEmpty() || (index.column() == JobColumn && row.job.isEmpty()))
            return QBrush(unavailableTextColor());
        return {};
    case Qt::FontRole:
        if ((index.column() == MountedColumn && row.device.hasMountedFileSystem())
            || (index.column() == HiddenAreasColumn && row.hiddenAreas.found())
            || (index.column() == DeviceColumn && row.isSystemDisk())
            || isUnencryptedTransfer(row, index.column())) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == SizeColumn || index.column() == BytesColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case DevicePathRole: return row.device.devicePath;
    default: return {};
    }
}

QVariant DeviceTableModel::displayData(const DeviceRow &row, int column) const
{
    const DeviceInfo &device = row.device;
    switch (Column(column)) {
    case DeviceColumn:
        return row.isSystemDisk() ? tr("%1 (system)").arg(device.devicePath) : device.devicePath;
    case JobColumn: return row.job.isEmpty() ? tr("idle") : row.job;
    case ModelColumn:
        // A loop device has no model: the file behind it tells two of them apart, by its name
        // and its folder's (the whole path is in the tooltip and the details).
        if (device.model.isEmpty() && device.vendor.isEmpty() && !device.backingFile.isEmpty()) {
            const QFileInfo file(device.backingFile);
            return tr("file %1").arg(file.dir().dirName() + QLatin1Char('/') + file.fileName());
        }
        return device.vendor.isEmpty() || device.model.startsWith(device.vendor)
                   ? device.model
                   : device.vendor + QLatin1Char(' ') + device.model;
    case SerialColumn: return device.serial;
    case SizeColumn: return displayBytes(device.sizeBytes);
    case BytesColumn: return QLocale().toString(device.sizeBytes);
    case SectorColumn: return sectorText(device);
    case BusColumn: return row.network ? row.network->transferText() : busDisplayName(device.bus);
    case RemovableColumn:
        if (row.network)
            return tr("not known");
        return device.removability == Removability::Removable ? tr("yes") : tr("no");
    case ReadOnlyColumn:
        return device.writeProtection == WriteProtection::ReadOnly ? tr("yes") : tr("no");
    case MountedColumn:
        if (row.network)
            return tr("not known");
        return device.hasMountedFileSystem() ? mountPointsText(device) : tr("no");
    case SmartColumn: return row.smart.badgeText();
    case HiddenAreasColumn: return row.hiddenAreas.columnText();
    case ColumnCount: break;
    }
    return {};
}

QVariant DeviceTableModel::toolTipData(const DeviceRow &row, int column) const
{
    if (column == DeviceColumn && row.isSystemDisk())
        return QStringList{row.systemDiskText(), row.accessProblem}.join(u'\n').trimmed();
    if (!row.accessProblem.isEmpty())
        return row.accessProblem;
    if (row.network && (column == DeviceColumn || column == BusColumn))
        return row.network->description();
    switch (Column(column)) {
    case SmartColumn: return row.smart.explanation();
    case HiddenAreasColumn: return row.hiddenAreas.explanation();
    case MountedColumn:
        if (row.device.hasMountedFileSystem())
            return tr("Mounted: %1. A file system on this drive may change while it is imaged. "
                      "Unmount it first if you can.")
                .arg(row.device.mountDescriptions().join(QStringLiteral("; ")));
        return {};
    case SizeColumn: return tr("%1 bytes").arg(QLocale().toString(row.device.sizeBytes));
    case ModelColumn:
        if (!row.device.backingFile.isEmpty())
            return tr("A loop device over the file %1").arg(row.device.backingFile);
        return {};
    default: return {};
    }
}

QVariant DeviceTableModel::decorationData(const DeviceRow &row, int column) const
{
    if (column == SmartColumn)
        return smartBadgeColor(row.smart.badge());
    if (column == DeviceColumn && !row.accessProblem.isEmpty())
        return unavailableTextColor();
    return {};
}

void DeviceTableModel::setDevices(const QList<DeviceInfo> &devices)
{
    // One by one, so that a view keeps the selection of drives that stay.
    for (int i = int(m_rows.size()) - 1; i >= 0; --i) {
        if (m_rows[i].network)
            continue;
        const QString path = m_rows[i].device.devicePath;
        const bool stays = std::any_of(devices.begin(), devices.end(),
                                       [&](const DeviceInfo &d) { return d.devicePath == path; });
        if (!stays)
            remove(m_rows[i].device);
    }
    for (const DeviceInfo &device : devices)
        addOrUpdate(device);
}

void DeviceTableModel::addOrUpdate(const DeviceInfo &device)
{
    if (const int existing = rowOf(device.devicePath); existing >= 0) {
        m_rows[existing].device = device;
        emitRowChanged(existing);
        return;
    }
    insertSorted(DeviceRow{device, {}, {}, {}, {}, false, {}, {}, {}});
}

void DeviceTableModel::insertSorted(DeviceRow row)
{
    // Local drives by path, then network drives by URI.
    const auto before = [](const DeviceRow &a, const DeviceRow &b) {
        return std::pair(a.network.has_value(), a.device.devicePath)
               < std::pair(b.network.has_value(), b.device.devicePath);
    };
    const auto position = std::lower_bound(m_rows.begin(), m_rows.end(), row, before);
    const int at = int(position - m_rows.begin());
    beginInsertRows({}, at, at);
    m_rows.insert(at, std::move(row));
    endInsertRows();
}

void DeviceTableModel::addNetworkDrive(const NetworkDrive &drive)
{
    DeviceRow row{drive.asDevice(), {}, {}, {}, {}, true, drive, {}, {}};
    // Nothing of this workstation, and no SMART: smartctl reads local drives only. Its hidden
    // areas are those of the drive behind the server, which only that machine can ask.
    row.smart.pending = false;
    row.smart.unavailableReason = tr("SMART is not read over the network.");
    HiddenAreas remote;
    remote.state = HiddenAreas::State::NotADrive;
    remote.obstacle = HiddenAreas::Obstacle::NotADrive;
    remote.obstacleDetail = QStringLiteral("NBD export");
    row.hiddenAreas.areas = remote;
    if (const int existing = rowOf(drive.uri); existing >= 0) {
        row.job = m_rows[existing].job;
        m_rows[existing] = std::move(row);
        emitRowChanged(existing);
        return;
    }
    insertSorted(std::move(row));
}

void DeviceTableModel::removeNetworkDrive(const QString &uri)
{
    const int at = rowOf(uri);
    if (at < 0 || !m_rows[at].network)
        return;
    beginRemoveRows({}, at, at);
    m_rows.removeAt(at);
    endRemoveRows();
}

void DeviceTableModel::remove(const DeviceInfo &device)
{
    const int at = rowOf(device.devicePath);
    if (at < 0)
        return;
    beginRemoveRows({}, at, at);
    m_rows.removeAt(at);
    endRemoveRows();
}

void DeviceTableModel::setSmartStatus(const QString &devicePath, const SmartStatus &status)
{
    if (const int at = rowOf(devicePath); at >= 0) {
        m_rows[at].smart = status;
        emitRowChanged(at);
    }
}

void DeviceTableModel::setHiddenAreas(const QString &devicePath, const HiddenAreaStatus &status)
{
    if (const int at = rowOf(devicePath); at >= 0 && !m_rows[at].network) {
        m_rows[at].hiddenAreas = status;
        emitRowChanged(at);
    }
}

void DeviceTableModel::setLayout(const QString &devicePath, const LayoutStatus &status)
{
    if (const int at = rowOf(devicePath); at >= 0) {
        m_rows[at].layout = status;
        emitRowChanged(at);
    }
}

void DeviceTableModel::setAccessProblem(const QString &devicePath, const QString &problem)
{
    if (const int at = rowOf(devicePath); at >= 0) {
        m_rows[at].accessProblem = problem;
        emitRowChanged(at);
    }
}

void DeviceTableModel::setJob(const QString &devicePath, const QString &job)
{
    if (const int at = rowOf(devicePath); at >= 0 && m_rows[at].job != job) {
        m_rows[at].job = job;
        Q_EMIT dataChanged(index(at, JobColumn), index(at, JobColumn));
    }
}

void DeviceTableModel::setSystemUses(const QString &devicePath, const QStringList &uses)
{
    if (const int at = rowOf(devicePath);
        at >= 0 && (m_rows[at].systemUses != uses || !m_rows[at].systemUsesKnown)) {
        m_rows[at].systemUses = uses;
        m_rows[at].systemUsesKnown = true;
        emitRowChanged(at);
    }
}

void DeviceTableModel::emitRowChanged(int row)
{
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

} // namespace Custody
