// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/smartreport.h"

#include <QJsonArray>

namespace Custody {

QStringList SmartctlExit::describe() const
{
    static const char *const meanings[] = {
        "command line did not parse",
        "device open failed, or device did not return an IDENTIFY DEVICE structure",
        "some SMART or other ATA command to the disk failed, or there was a checksum error in a "
        "SMART data structure",
        "SMART status check returned \"DISK FAILING\"",
        "SMART status check returned \"DISK OK\" but some prefail attributes are less than "
        "threshold",
        "SMART status check returned \"DISK OK\" but some usage or prefail attributes were less "
        "than threshold at some time in the past",
        "the device error log contains records of errors",
        "the device self-test log contains records of errors",
    };
    QStringList lines;
    for (int bit = 0; bit < 8; ++bit) {
        if (bits & (1 << bit))
            lines.append(QStringLiteral("bit %1: %2").arg(bit).arg(QLatin1String(meanings[bit])));
    }
    return lines;
}

QStringList NvmeHealth::describeCriticalWarning() const
{
    static const char *const meanings[] = {
        "available spare below threshold",      "temperature above or below threshold",
        "NVM subsystem reliability degraded",   "media placed in read-only mode",
        "volatile memory backup device failed", "persistent memory region unreliable",
    };
    QStringList lines;
    for (int bit = 0; bit < 6; ++bit) {
        if (criticalWarning & (1 << bit))
            lines.append(QLatin1String(meanings[bit]));
    }
    return lines;
}

std::optional<SmartAttribute> SmartReport::ataAttribute(int id) const
{
    for (const SmartAttribute &attribute : ataAttributes) {
        if (attribute.id == id)
            return attribute;
    }
    return std::nullopt;
}

namespace {

std::optional<qint64> rawValue(const SmartReport &report, int id)
{
    const std::optional<SmartAttribute> attribute = report.ataAttribute(id);
    return attribute ? std::optional<qint64>(attribute->rawValue) : std::nullopt;
}

} // namespace

std::optional<qint64> SmartReport::reallocatedSectors() const
{
    return rawValue(*this, 5);
}

std::optional<qint64> SmartReport::pendingSectors() const
{
    return rawValue(*this, 197);
}

std::optional<qint64> SmartReport::offlineUncorrectable() const
{
    return rawValue(*this, 198);
}

bool SmartReport::hasDeviceData() const
{
    return !exit.runFailed() && !protocol.isEmpty();
}

QStringList SmartReport::conditionReasons() const
{
    QStringList failing;
    QStringList degraded;
    if (health == SmartHealth::Failed || exit.diskFailing())
        failing << tr("The drive's SMART self-assessment says it is failing.");
    for (const SmartAttribute &attribute : ataAttributes) {
        if (attribute.whenFailed == QLatin1String("now"))
            failing << tr("Attribute %1 %2 is at or below its threshold now.")
                           .arg(attribute.id)
                           .arg(attribute.name);
        else if (attribute.whenFailed == QLatin1String("past"))
            degraded << tr("Attribute %1 %2 was at or below its threshold in the past.")
                            .arg(attribute.id)
                            .arg(attribute.name);
    }
    if (nvme && nvme->criticalWarning != 0)
        failing << tr("NVMe critical warning: %1.")
                       .arg(nvme->describeCriticalWarning().join(QLatin1String(", ")));
    // "Label: count." reads right for any count in every language, without plural forms.
    if (reallocatedSectors().value_or(0) > 0)
        degraded << tr("Reallocated sectors: %1.").arg(*reallocatedSectors());
    if (pendingSectors().value_or(0) > 0)
        degraded << tr("Sectors pending reallocation (unreadable now): %1.").arg(*pendingSectors());
    if (offlineUncorrectable().value_or(0) > 0)
        degraded << tr("Offline uncorrectable sectors: %1.").arg(*offlineUncorrectable());
    if (latestSelfTestLba)
        degraded << tr("The latest self-test failed at LBA %1.").arg(*latestSelfTestLba);
    if (nvme && nvme->mediaErrors > 0)
        degraded << tr("NVMe media and data integrity errors: %1.").arg(nvme->mediaErrors);
    if (nvme && nvme->percentageUsed >= 100)
        degraded << tr("The NVMe endurance estimate is used up (%1%).").arg(nvme->percentageUsed);
    if (scsi.grownDefects > 0)
        degraded << tr("Defects in the grown defect list: %1.").arg(scsi.grownDefects);
    const qint64 uncorrected = qMax(0, scsi.uncorrectedRead) + qMax(0, scsi.uncorrectedWrite)
                               + qMax(0, scsi.uncorrectedVerify);
    if (uncorrected > 0)
        degraded << tr("Uncorrected read, write or verify errors: %1.").arg(uncorrected);
    return failing + degraded;
}

DriveCondition SmartReport::condition() const
{
    if (!hasDeviceData())
        return DriveCondition::Unknown;
    const bool failing = health == SmartHealth::Failed || exit.diskFailing()
                         || exit.prefailAttributeFailingNow()
                         || (nvme && nvme->criticalWarning != 0);
    if (failing)
        return DriveCondition::Failing;
    if (!conditionReasons().isEmpty())
        return DriveCondition::Degraded;
    // A drive that reports no health and no counters (a virtual disk) says nothing either way.
    if (health == SmartHealth::NotReported && ataAttributes.isEmpty() && !nvme
        && scsi.grownDefects < 0)
        return DriveCondition::Unknown;
    return DriveCondition::Healthy;
}

std::optional<Preset> SmartReport::suggestedPreset() const
{
    switch (condition()) {
    case DriveCondition::Unknown: return std::nullopt;
    case DriveCondition::Healthy: return Preset::Forensic;
    case DriveCondition::Degraded:
    case DriveCondition::Failing: return Preset::Rescue;
    }
    return std::nullopt;
}

QString healthName(SmartHealth health)
{
    switch (health) {
    case SmartHealth::NotReported: return QStringLiteral("not reported");
    case SmartHealth::Passed: return QStringLiteral("passed");
    case SmartHealth::Failed: return QStringLiteral("failed");
    }
    return QStringLiteral("not reported");
}

QString conditionName(DriveCondition condition)
{
    switch (condition) {
    case DriveCondition::Unknown: return QStringLiteral("unknown");
    case DriveCondition::Healthy: return QStringLiteral("healthy");
    case DriveCondition::Degraded: return QStringLiteral("degraded");
    case DriveCondition::Failing: return QStringLiteral("failing");
    }
    return QStringLiteral("unknown");
}

namespace {

QJsonValue optionalJson(const std::optional<qint64> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

QJsonValue countJson(qint64 value)
{
    return value >= 0 ? QJsonValue(value) : QJsonValue();
}

} // namespace

QJsonObject SmartReport::toJson() const
{
    QJsonArray messageArray;
    for (const SmartMessage &message : messages)
        messageArray.append(QJsonObject{{QStringLiteral("severity"), message.severity},
                                        {QStringLiteral("text"), message.text}});
    const std::optional<Preset> preset = suggestedPreset();
    QJsonObject json{
        {QStringLiteral("smartctlVersion"), toolVersion},
        {QStringLiteral("smartctlRevision"), toolRevision},
        {QStringLiteral("exitStatus"), exit.bits},
        {QStringLiteral("exitStatusMeaning"), QJsonArray::fromStringList(exit.describe())},
        {QStringLiteral("messages"), messageArray},
        {QStringLiteral("dataIncomplete"), exit.dataIncomplete()},
        {QStringLiteral("devicePath"), devicePath},
        {QStringLiteral("protocol"), protocol},
        {QStringLiteral("modelFamily"), modelFamily},
        {QStringLiteral("model"), model},
        {QStringLiteral("serial"), serial},
        {QStringLiteral("firmware"), firmware},
        {QStringLiteral("capacityBytes"), capacityBytes},
        {QStringLiteral("health"), healthName(health)},
        {QStringLiteral("powerOnHours"), optionalJson(powerOnHours)},
        {QStringLiteral("temperatureCelsius"),
         temperatureCelsius ? QJsonValue(*temperatureCelsius) : QJsonValue()},
        {QStringLiteral("reallocatedSectors"), optionalJson(reallocatedSectors())},
        {QStringLiteral("pendingSectors"), optionalJson(pendingSectors())},
        {QStringLiteral("offlineUncorrectable"), optionalJson(offlineUncorrectable())},
        {QStringLiteral("grownDefects"), countJson(scsi.grownDefects)},
        {QStringLiteral("condition"), conditionName(condition())},
        {QStringLiteral("conditionReasons"), QJsonArray::fromStringList(conditionReasons())},
        {QStringLiteral("suggestedPreset"), preset ? presetName(*preset) : QString()},
    };
    if (nvme) {
        json.insert(QStringLiteral("nvme"),
                    QJsonObject{{QStringLiteral("criticalWarning"), nvme->criticalWarning},
                                {QStringLiteral("mediaErrors"), nvme->mediaErrors},
                                {QStringLiteral("percentageUsed"), nvme->percentageUsed},
                                {QStringLiteral("availableSpare"), nvme->availableSpare}});
    }
    return json;
}

} // namespace Custody
