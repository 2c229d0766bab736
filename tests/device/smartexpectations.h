// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/smartreport.h"

#include <limits>

#include <QList>

inline constexpr int NoTemperature = std::numeric_limits<int>::min();

// What a parser must extract from one smartctl JSON fixture (tests/data/smartctl/README.md). The
// defaults say "the fixture has no such value": -1, "", 0 or NoTemperature.
struct SmartExpectation
{
    const char *file = "";
    // smartctl itself
    const char *version = "";
    const char *revision = "";
    const char *jsonFormat = "";
    int exitStatus = 0;
    const char *driveDatabase = "";
    const char *platform = "";
    // identity
    const char *devicePath = "";
    const char *deviceType = "";
    const char *protocol = "";
    const char *modelFamily = "";
    const char *model = "";
    const char *vendor = "";
    const char *product = "";
    const char *serial = "";
    const char *firmware = "";
    qint64 capacityBytes = 0;
    int logicalBlockBytes = 0;
    int physicalBlockBytes = 0;
    int nvmeNamespaces = 0;
    const char *scsiTransport = "";
    // health
    Custody::SmartHealth health = Custody::SmartHealth::NotReported;
    qint64 powerOnHours = -1;
    int powerOnMinutes = 0;
    int temperature = NoTemperature;
    int tripTemperature = 0;
    // ATA: raw values of attributes 5, 197, 198 and 187; "id:when_failed:value/worst/threshold"
    qint64 reallocated = -1;
    qint64 pending = -1;
    qint64 offlineUncorrectable = -1;
    qint64 reportedUncorrect = -1;
    const char *failedAttributes = "";
    qint64 errorLogCount = -1;
    const char *latestError = "";
    const char *latestSelfTest = "";
    qint64 latestSelfTestLba = -1;
    // NVMe (criticalWarning -1: no NVMe health log)
    int criticalWarning = -1;
    qint64 mediaErrors = -1;
    int percentageUsed = -1;
    int availableSpare = -1;
    qint64 unsafeShutdowns = -1;
    qint64 errorLogEntries = -1;
    const char *criticalWarningMeaning = "";
    // SCSI
    qint64 grownDefects = -1;
    qint64 uncorrectedRead = -1;
    qint64 uncorrectedWrite = -1;
    qint64 uncorrectedVerify = -1;
    // "severity: text" lines; "name|type|protocol|open_error" for --scan-open
    const char *messages = "";
    const char *scannedDevices = "";
    Custody::DriveCondition condition = Custody::DriveCondition::Unknown;
};
Q_DECLARE_METATYPE(SmartExpectation)

const QList<SmartExpectation> &smartExpectations();
