// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/devicerow.h"

namespace Custody {

QString DeviceRow::systemDiskText() const
{
    return tr("A disk of this workstation: it holds %1. Imaging it reads a disk that "
              "changes while it is read; it is acquired only on an explicit, confirmed "
              "override and is never write-blocked.")
        .arg(systemUses.join(QStringLiteral(", ")));
}

SmartStatus::Badge SmartStatus::badge() const
{
    if (pending)
        return Badge::Checking;
    if (!report || !report->hasDeviceData())
        return Badge::Unavailable;
    switch (report->condition()) {
    case DriveCondition::Healthy: return Badge::Good;
    case DriveCondition::Degraded: return Badge::Warning;
    case DriveCondition::Failing: return Badge::Failing;
    case DriveCondition::Unknown: break;
    }
    return Badge::Unavailable;
}

QString SmartStatus::badgeText() const
{
    switch (badge()) {
    case Badge::Checking: return tr("Checking…");
    case Badge::Good: return tr("Good");
    case Badge::Warning: return tr("Warning");
    case Badge::Failing: return tr("Failing");
    case Badge::Unavailable: break;
    }
    return tr("Unavailable");
}

QString SmartStatus::explanation() const
{
    if (pending)
        return tr("smartctl is reading the drive's SMART data.");
    QStringList lines;
    if (!unavailableReason.isEmpty())
        lines << unavailableReason;
    if (report) {
        lines << report->conditionReasons();
        if (!report->hasDeviceData()) {
            for (const SmartMessage &message : report->messages)
                lines << message.text;
        }
    }
    if (lines.isEmpty() && badge() == Badge::Good)
        lines << tr("SMART reports no problem.");
    return lines.join(QLatin1Char('\n'));
}

} // namespace Custody
