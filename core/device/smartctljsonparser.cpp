// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/smartctljsonparser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Custody {

namespace {

// "1.0" from [1, 0], "7.3" from [7, 3].
QString dottedVersion(const QJsonValue &value)
{
    QStringList parts;
    for (const QJsonValue &part : value.toArray())
        parts.append(QString::number(part.toInteger()));
    return parts.join(QLatin1Char('.'));
}

// The first of several keys that is present: smartctl renamed some between versions.
QJsonValue firstOf(const QJsonObject &object, std::initializer_list<const char *> keys)
{
    for (const char *key : keys) {
        const QJsonValue value = object.value(QLatin1String(key));
        if (!value.isUndefined() && !value.isNull())
            return value;
    }
    return {};
}

std::optional<qint64> optionalInteger(const QJsonValue &value)
{
    return value.isDouble() ? std::optional<qint64>(value.toInteger()) : std::nullopt;
}

void parseTool(const QJsonObject &root, SmartReport &report)
{
    const QJsonObject smartctl = root.value(QLatin1String("smartctl")).toObject();
    report.toolVersion = dottedVersion(smartctl.value(QLatin1String("version")));
    report.toolRevision = smartctl.value(QLatin1String("svn_revision")).toString();
    report.toolPlatform = smartctl.value(QLatin1String("platform_info")).toString();
    report.driveDatabaseVersion = smartctl.value(QLatin1String("drive_database_version"))
                                      .toObject()
                                      .value(QLatin1String("string"))
                                      .toString();
    report.jsonFormatVersion = dottedVersion(root.value(QLatin1String("json_format_version")));
    report.exit.bits = smartctl.value(QLatin1String("exit_status")).toInt();
    for (const QJsonValue &message : smartctl.value(QLatin1String("messages")).toArray()) {
        const QJsonObject object = message.toObject();
        report.messages.append({object.value(QLatin1String("severity")).toString(),
                                object.value(QLatin1String("string")).toString()});
    }
    for (const QJsonValue &device : root.value(QLatin1String("devices")).toArray()) {
        const QJsonObject object = device.toObject();
        report.scannedDevices.append({object.value(QLatin1String("name")).toString(),
                                      object.value(QLatin1String("type")).toString(),
                                      object.value(QLatin1String("protocol")).toString(),
                                      object.value(QLatin1String("open_error")).toString()});
    }
}

void parseIdentity(const QJsonObject &root, SmartReport &report)
{
    const QJsonObject device = root.value(QLatin1String("device")).toObject();
    report.devicePath = device.value(QLatin1String("name")).toString();
    report.deviceType = device.value(QLatin1String("type")).toString();
    report.protocol = device.value(QLatin1String("protocol")).toString();
    report.modelFamily = root.value(QLatin1String("model_family")).toString();
    report.model = firstOf(root, {"model_name", "scsi_model_name"}).toString();
    report.vendor = firstOf(root, {"scsi_vendor", "vendor"}).toString();
    report.product = firstOf(root, {"scsi_product", "product"}).toString();
    report.serial = root.value(QLatin1String("serial_number")).toString();
    report.firmware = firstOf(root, {"firmware_version", "scsi_revision", "revision"}).toString();
    // NVMe drives with several namespaces report no user_capacity, only the total.
    report.capacityBytes = root.value(QLatin1String("user_capacity"))
                               .toObject()
                               .value(QLatin1String("bytes"))
                               .toInteger();
    if (report.capacityBytes == 0)
        report.capacityBytes = root.value(QLatin1String("nvme_total_capacity")).toInteger();
    report.logicalBlockBytes = root.value(QLatin1String("logical_block_size")).toInt();
    report.physicalBlockBytes = root.value(QLatin1String("physical_block_size")).toInt();
    report.nvmeNamespaces = root.value(QLatin1String("nvme_number_of_namespaces")).toInt();
    report.scsiTransport = root.value(QLatin1String("scsi_transport_protocol"))
                               .toObject()
                               .value(QLatin1String("name"))
                               .toString();
}

void parseHealth(const QJsonObject &root, SmartReport &report)
{
    const QJsonValue passed
        = root.value(QLatin1String("smart_status")).toObject().value(QLatin1String("passed"));
    if (passed.isBool())
        report.health = passed.toBool() ? SmartHealth::Passed : SmartHealth::Failed;
    const QJsonObject powerOn = root.value(QLatin1String("power_on_time")).toObject();
    report.powerOnHours = optionalInteger(powerOn.value(QLatin1String("hours")));
    report.powerOnMinutes = powerOn.value(QLatin1String("minutes")).toInt();
    // Always temperature.current: attribute 194's raw value is a packed 48-bit number. SCSI
    // drives without a sensor report current 0 with trip 0.
    const QJsonObject temperature = root.value(QLatin1String("temperature")).toObject();
    const QJsonValue current = temperature.value(QLatin1String("current"));
    const int trip = temperature.value(QLatin1String("drive_trip")).toInt();
    if (current.isDouble()
        && !(temperature.contains(QLatin1String("drive_trip")) && trip == 0
             && current.toInt() == 0))
        report.temperatureCelsius = current.toInt();
    if (trip > 0)
        report.tripTemperatureCelsius = trip;
}

// The error and self-test logs come as "summary"/"standard" (SMART logs) or "extended" (GP logs).
QJsonObject logOf(const QJsonObject &root, const char *key)
{
    const QJsonObject log = root.value(QLatin1String(key)).toObject();
    return firstOf(log, {"extended", "summary", "standard"}).toObject();
}

void parseAta(const QJsonObject &root, SmartReport &report)
{
    const QJsonArray table = root.value(QLatin1String("ata_smart_attributes"))
                                 .toObject()
                                 .value(QLatin1String("table"))
                                 .toArray();
    for (const QJsonValue &row : table) {
        const QJsonObject object = row.toObject();
        const QJsonObject raw = object.value(QLatin1String("raw")).toObject();
        report.ataAttributes.append({
            object.value(QLatin1String("id")).toInt(),
            object.value(QLatin1String("name")).toString(),
            object.value(QLatin1String("value")).toInt(),
            object.value(QLatin1String("worst")).toInt(),
            object.value(QLatin1String("thresh")).toInt(),
            raw.value(QLatin1String("value")).toInteger(),
            raw.value(QLatin1String("string")).toString(),
            object.value(QLatin1String("when_failed")).toString(),
        });
    }
    const QJsonObject errors = logOf(root, "ata_smart_error_log");
    report.ataErrorCount = optionalInteger(errors.value(QLatin1String("count")));
    report.latestAtaError = errors.value(QLatin1String("table"))
                                .toArray()
                                .at(0)
                                .toObject()
                                .value(QLatin1String("error_description"))
                                .toString();
    const QJsonObject latestTest = logOf(root, "ata_smart_self_test_log")
                                       .value(QLatin1String("table"))
                                       .toArray()
                                       .at(0)
                                       .toObject();
    report.latestSelfTest = latestTest.value(QLatin1String("status"))
                                .toObject()
                                .value(QLatin1String("string"))
                                .toString();
    report.latestSelfTestLba = optionalInteger(latestTest.value(QLatin1String("lba")));
}

void parseNvme(const QJsonObject &root, SmartReport &report)
{
    const QJsonValue log = root.value(QLatin1String("nvme_smart_health_information_log"));
    if (!log.isObject())
        return;
    const QJsonObject object = log.toObject();
    NvmeHealth health;
    health.criticalWarning = object.value(QLatin1String("critical_warning")).toInt();
    health.mediaErrors = object.value(QLatin1String("media_errors")).toInteger();
    health.percentageUsed = object.value(QLatin1String("percentage_used")).toInt();
    health.availableSpare = object.value(QLatin1String("available_spare")).toInt();
    health.availableSpareThreshold
        = object.value(QLatin1String("available_spare_threshold")).toInt();
    health.unsafeShutdowns = object.value(QLatin1String("unsafe_shutdowns")).toInteger();
    health.errorLogEntries = object.value(QLatin1String("num_err_log_entries")).toInteger();
    report.nvme = health;
}

void parseScsi(const QJsonObject &root, SmartReport &report)
{
    report.scsi.grownDefects
        = optionalInteger(root.value(QLatin1String("scsi_grown_defect_list"))).value_or(-1);
    const QJsonObject counters = root.value(QLatin1String("scsi_error_counter_log")).toObject();
    const auto uncorrected = [&counters](const char *direction) {
        return optionalInteger(counters.value(QLatin1String(direction))
                                   .toObject()
                                   .value(QLatin1String("total_uncorrected_errors")))
            .value_or(-1);
    };
    report.scsi.uncorrectedRead = uncorrected("read");
    report.scsi.uncorrectedWrite = uncorrected("write");
    report.scsi.uncorrectedVerify = uncorrected("verify");
}

} // namespace

Result<SmartReport> parseSmartctlJson(const QByteArray &json, const QString &source)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    const QJsonObject root = document.object();
    if (parseError.error != QJsonParseError::NoError || !document.isObject()
        || !root.value(QLatin1String("smartctl")).isObject()) {
        Error error;
        error.code = Error::Code::ToolOutputInvalid;
        error.path = source;
        error.detail = parseError.error != QJsonParseError::NoError
                           ? QStringLiteral("not JSON: %1 at byte %2")
                                 .arg(parseError.errorString())
                                 .arg(parseError.offset)
                           : QStringLiteral("no \"smartctl\" object: not smartctl --json output");
        return error;
    }
    SmartReport report;
    parseTool(root, report);
    parseIdentity(root, report);
    parseHealth(root, report);
    parseAta(root, report);
    parseNvme(root, report);
    parseScsi(root, report);
    return report;
}

} // namespace Custody
