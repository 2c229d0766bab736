// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/deviceinfo.h"
#include "device/smartsnapshot.h"
#include "device/writeblock.h"
#include "engine/imagingjob.h"
#include "engine/imagingsettings.h"
#include "record/verificationverdict.h"
#include "util/throughputhistory.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace Custody {

struct CaseDetails
{
    QString caseNumber;
    QString evidenceNumber;
    QString examiner;
    QString description;
    QString notes;
};

struct SourceIdentity
{
    QString path;
    QString kind; // sourceKindName(): "block device", "file", "network", "simulated"
    qint64 sizeBytes = 0;
    int logicalSectorBytes = 512;
    int physicalSectorBytes = 512;
};

// The software write-block (the kernel read-only flag) of this acquisition: asked for, set, and
// read back as read-only on every node while the source was read.
struct WriteBlockRecord
{
    bool requested = false;
    bool set = false;
    bool verified = false;
    ReadOnlyState whileSet;     // the flags read back after setting them
    std::optional<Error> error; // why it could not be verified
};

struct OutputFile
{
    QString path;
    qint64 sizeBytes = 0;
    QString role; // "image", "map", "checksums", "windows", "log"
};

// Everything known about one acquisition: the source of the JSON record and the text log, from
// which the reports are made. A value type that Acquisition::execute() builds once the job has
// ended.
struct AcquisitionRecord
{
    Q_DECLARE_TR_FUNCTIONS(Custody::AcquisitionRecord)

public:
    QString commandLine;
    QString hostName;
    QString operatingSystem;
    QString kernel;
    CaseDetails caseDetails;
    SourceIdentity source;
    // Block device sources only: the drive as the device layer describes it (the disk holding a
    // partition source), and the file systems on it mounted when the acquisition started
    // ("/dev/sdb1 on /media/usb (vfat)"; empty: none mounted). Absent for files, simulated
    // sources, and when the drive could not be described (driveError says why).
    std::optional<DeviceInfo> drive;
    std::optional<QStringList> mountedPartitions;
    std::optional<Error> driveError;
    std::optional<SmartSnapshot> smartAtStart; // block devices, unless the request said not to
    std::optional<SmartSnapshot> smartAtEnd;
    WriteBlockRecord writeBlock;
    ImagingSettings settings;
    ImagingOutcome outcome;
    QList<OutputFile> outputs;
    QList<ThroughputSample> throughput; // progress over time, for the throughput graph
    std::optional<VerificationRecord> verification;
    // The first file of this acquisition that could not be written before the record (a sidecar,
    // the log). A record with one does not count as finished: a resume writes the files again.
    std::optional<Error> outputError;

    // Fills tool, host and OS fields from the running system.
    void describeHost();

    // The one verdict on this acquisition's verification (NotVerified when none was made).
    VerificationVerdict verdict() const;

    QJsonObject toJson() const;
    // The human-readable acquisition log (untranslated field names, so logs from examiners
    // in different locales can be compared line by line).
    QString toText() const;
};

QString statusName(ImagingOutcome::Status status);

} // namespace Custody
