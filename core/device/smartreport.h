// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/imagingsettings.h"

#include <optional>

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Custody {

// smartctl's exit status, a bit mask (smartctl(8), "EXIT STATUS"). Bits 0-1: the run failed and
// there is no drive data; bit 2: some SMART command failed, so what was parsed is incomplete;
// bits 3-7: findings about the drive.
struct SmartctlExit
{
    int bits = 0;

    bool commandLineInvalid() const { return bits & 0x01; }
    bool deviceOpenFailed() const { return bits & 0x02; }
    bool runFailed() const { return bits & 0x03; }
    bool dataIncomplete() const { return bits & 0x04; }
    bool diskFailing() const { return bits & 0x08; }
    bool prefailAttributeFailingNow() const { return bits & 0x10; }
    bool attributeFailedInPast() const { return bits & 0x20; }
    bool errorLogHasErrors() const { return bits & 0x40; }
    bool selfTestLogHasErrors() const { return bits & 0x80; }

    // One untranslated line per bit set, in bit order, as smartctl(8) words them.
    QStringList describe() const;
};

// One row of the ATA SMART attribute table.
struct SmartAttribute
{
    int id = 0;
    QString name;
    int value = 0;
    int worst = 0;
    int threshold = 0;
    qint64 rawValue = 0; // may be a packed number: read rawString for people (attribute 194)
    QString rawString;
    QString whenFailed; // "", "now" or "past"
};

struct SmartMessage
{
    QString severity; // "error", "warning", "information"
    QString text;
};

// One entry of `smartctl --scan-open` output.
struct SmartScannedDevice
{
    QString name;
    QString type;
    QString protocol;
    QString openError;
};

// The NVMe SMART / Health Information log page (NVMe base specification, log page 02h).
struct NvmeHealth
{
    int criticalWarning = 0; // bit mask, see describeCriticalWarning()
    qint64 mediaErrors = 0;
    int percentageUsed = 0;
    int availableSpare = 0;
    int availableSpareThreshold = 0;
    qint64 unsafeShutdowns = 0;
    qint64 errorLogEntries = 0;

    QStringList describeCriticalWarning() const;
};

// SCSI counters: grown defect list and uncorrected errors per direction (-1: not reported).
struct ScsiErrorCounters
{
    qint64 grownDefects = -1;
    qint64 uncorrectedRead = -1;
    qint64 uncorrectedWrite = -1;
    qint64 uncorrectedVerify = -1;
};

enum class SmartHealth { NotReported, Passed, Failed };

// What SMART says about imaging the drive: Degraded and Failing suggest the rescue preset.
enum class DriveCondition { Unknown, Healthy, Degraded, Failing };

// Everything Custody takes from one `smartctl --json -x` run: what the tool was, what it said,
// and what it found. A value type built by parseSmartctlJson(); fields smartctl did not report
// stay empty, 0 or nullopt. "Not available" (a run that failed, a USB bridge without SMART) is
// a state shown to the examiner, not an error: exit.runFailed() and messages say why.
struct SmartReport
{
    Q_DECLARE_TR_FUNCTIONS(Custody::SmartReport)

public:
    QString toolVersion;          // "7.3"
    QString toolRevision;         // "5338"; empty before smartctl 7.0
    QString toolPlatform;         // "x86_64-linux-5.18.2-arch1-1"
    QString driveDatabaseVersion; // "7.3/5319"
    QString jsonFormatVersion;    // "1.0"; "0.1" for the experimental smartctl 6.x output
    SmartctlExit exit;
    QList<SmartMessage> messages;
    QList<SmartScannedDevice> scannedDevices;

    QString devicePath; // as smartctl names it
    QString deviceType; // smartctl's -d type: "sat", "usbjmicron", "nvme", "scsi"
    QString protocol;   // "ATA", "NVMe", "SCSI"
    QString modelFamily;
    QString model;
    QString vendor;  // SCSI
    QString product; // SCSI
    QString serial;
    QString firmware;
    qint64 capacityBytes = 0;
    int logicalBlockBytes = 0;
    int physicalBlockBytes = 0;
    int nvmeNamespaces = 0;
    QString scsiTransport; // "SAS (SPL-4)"

    SmartHealth health = SmartHealth::NotReported;
    std::optional<qint64> powerOnHours;
    int powerOnMinutes = 0; // beyond powerOnHours, where the drive reports them (SCSI)
    std::optional<int> temperatureCelsius;
    std::optional<int> tripTemperatureCelsius;

    QList<SmartAttribute> ataAttributes;
    std::optional<qint64> ataErrorCount;
    QString latestAtaError;
    QString latestSelfTest;
    std::optional<qint64> latestSelfTestLba; // first failing LBA of the latest self-test
    std::optional<NvmeHealth> nvme;
    ScsiErrorCounters scsi;

    std::optional<SmartAttribute> ataAttribute(int id) const;
    std::optional<qint64> reallocatedSectors() const;   // ATA attribute 5, raw
    std::optional<qint64> pendingSectors() const;       // ATA attribute 197, raw
    std::optional<qint64> offlineUncorrectable() const; // ATA attribute 198, raw

    // Whether smartctl reached the drive and reported anything about it.
    bool hasDeviceData() const;
    DriveCondition condition() const;
    // Why the condition is what it is, one translated sentence each; empty when Healthy.
    QStringList conditionReasons() const;
    // Rescue for a degraded or failing drive, Forensic for a healthy one, nullopt when unknown.
    std::optional<Preset> suggestedPreset() const;

    QJsonObject toJson() const;
};

QString healthName(SmartHealth health);
QString conditionName(DriveCondition condition);

} // namespace Custody
