// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/smartsnapshot.h"

#include <QJsonArray>

namespace Custody {

namespace {

QString assessmentOf(const SmartReport &report)
{
    if (!report.hasDeviceData())
        return QStringLiteral("unavailable");
    switch (report.condition()) {
    case DriveCondition::Failing: return QStringLiteral("FAILED");
    case DriveCondition::Degraded: return QStringLiteral("DEGRADED");
    case DriveCondition::Healthy: return QStringLiteral("PASSED");
    case DriveCondition::Unknown: break;
    }
    return report.health == SmartHealth::Passed ? QStringLiteral("PASSED")
                                                : QStringLiteral("NOT REPORTED");
}

// The counters an examiner looks at first, in the order GNOME Disks shows them; only those the
// drive reports.
QStringList counters(const SmartReport &report)
{
    QStringList parts;
    if (const std::optional<qint64> reallocated = report.reallocatedSectors())
        parts << SmartSnapshot::tr("reallocated sectors %1").arg(*reallocated);
    if (const std::optional<qint64> pending = report.pendingSectors())
        parts << SmartSnapshot::tr("pending sectors %1").arg(*pending);
    if (const std::optional<qint64> uncorrectable = report.offlineUncorrectable())
        parts << SmartSnapshot::tr("offline uncorrectable %1").arg(*uncorrectable);
    if (report.nvme) {
        parts << SmartSnapshot::tr("media errors %1").arg(report.nvme->mediaErrors);
        parts << SmartSnapshot::tr("percentage used %1%").arg(report.nvme->percentageUsed);
    }
    if (report.scsi.grownDefects >= 0)
        parts << SmartSnapshot::tr("grown defects %1").arg(report.scsi.grownDefects);
    if (report.powerOnHours)
        parts << SmartSnapshot::tr("power-on hours %1").arg(*report.powerOnHours);
    if (report.temperatureCelsius)
        parts << SmartSnapshot::tr("temperature %1 °C").arg(*report.temperatureCelsius);
    return parts;
}

// Why a run gave no drive data: smartctl's own error messages first (they name the cause:
// "Unable to detect device type", "Permission denied"), then what its exit status means.
QStringList unavailableReasons(const SmartReport &report)
{
    QStringList reasons;
    for (const SmartMessage &message : report.messages) {
        if (message.severity == QLatin1String("error"))
            reasons << message.text;
    }
    reasons << report.exit.describe();
    if (reasons.isEmpty())
        reasons << SmartSnapshot::tr("smartctl reported no SMART data for this device.");
    return reasons;
}

} // namespace

SmartSnapshot SmartSnapshot::fromQuery(const Result<SmartReport> &query,
                                       const QDateTime &capturedAt)
{
    SmartSnapshot snapshot;
    snapshot.capturedAt = capturedAt;
    if (!query) {
        snapshot.assessment = QStringLiteral("unavailable");
        snapshot.reasons << query.error().userMessage();
        snapshot.summary = snapshot.reasons.first();
        return snapshot;
    }
    const SmartReport &report = *query;
    snapshot.report = report;
    snapshot.assessment = assessmentOf(report);
    if (!report.hasDeviceData()) {
        snapshot.reasons = unavailableReasons(report);
        snapshot.summary = snapshot.reasons.first();
        return snapshot;
    }
    snapshot.reasons = report.conditionReasons();
    QStringList parts{tr("condition %1").arg(conditionName(report.condition()))};
    parts << counters(report);
    if (report.exit.dataIncomplete())
        parts << tr("data incomplete (smartctl exit status bit 2)");
    snapshot.summary = parts.join(QStringLiteral(", "));
    return snapshot;
}

QJsonObject SmartSnapshot::toJson() const
{
    QJsonObject json{
        {QStringLiteral("assessment"), assessment},
        {QStringLiteral("summary"), summary},
        {QStringLiteral("capturedAt"), capturedAt.toUTC().toString(Qt::ISODateWithMs)},
        {QStringLiteral("reasons"), QJsonArray::fromStringList(reasons)},
    };
    if (report) {
        const std::optional<Preset> preset = report->suggestedPreset();
        json.insert(QStringLiteral("condition"), conditionName(report->condition()));
        json.insert(QStringLiteral("suggestedPreset"), preset ? presetName(*preset) : QString());
        json.insert(QStringLiteral("smartctl"), report->toJson());
    }
    return json;
}

} // namespace Custody
