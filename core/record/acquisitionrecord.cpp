// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/acquisitionrecord.h"

#include "device/deviceinfo.h"
#include "device/smartsnapshot.h"
#include "util/nativepath.h"

#include <QSysInfo>

#include <openssl/crypto.h>

namespace Custody {

QString statusName(ImagingOutcome::Status status)
{
    switch (status) {
    case ImagingOutcome::Status::Completed: return QStringLiteral("completed");
    case ImagingOutcome::Status::Cancelled: return QStringLiteral("cancelled");
    case ImagingOutcome::Status::Failed: return QStringLiteral("failed");
    }
    return {};
}

ToolIdentity ToolIdentity::running(const QString &commandLine)
{
    return {QStringLiteral("Custody"), QStringLiteral(CUSTODY_VERSION),
            QString::fromLatin1(qVersion()), QString::fromLatin1(OpenSSL_version(OPENSSL_VERSION)),
            commandLine};
}

HostIdentity HostIdentity::running()
{
    return {QSysInfo::machineHostName(), QSysInfo::prettyProductName(),
            QSysInfo::kernelType() + QLatin1Char(' ') + QSysInfo::kernelVersion()};
}

void SourceIdentity::describeDrive(const DeviceInfo &info)
{
    // Left out when unknown (a loop device has no model or serial): the report then says "not
    // recorded" rather than showing an empty value.
    const auto known = [](const QString &value) {
        return value.isEmpty() ? std::nullopt : std::optional(value);
    };
    vendor = known(info.vendor);
    model = known(info.model);
    serial = known(info.serial);
    firmware = known(info.firmware);
    bus = busName(info.bus);
    drive = info.toJson();
}

RecordedSmart RecordedSmart::from(const SmartSnapshot &snapshot)
{
    QJsonObject details = snapshot.toJson();
    for (const char *key : {"assessment", "summary", "capturedAt", "reasons"})
        details.remove(QLatin1String(key));
    return {snapshot.assessment, snapshot.summary, snapshot.capturedAt.toUTC(), snapshot.reasons,
            details};
}

AcquisitionResult AcquisitionResult::from(const ImagingOutcome &outcome)
{
    const RescueMap &map = outcome.map;
    AcquisitionResult result;
    result.status = outcome.status;
    result.resumed = outcome.resumed;
    result.start = outcome.startTime;
    result.end = outcome.endTime;
    result.passes = outcome.passes;
    result.bytesFinished = map.bytesIn(SectorState::Finished);
    result.bytesUnreadable = map.bytesIn(SectorState::BadSector);
    result.bytesNotTried = map.bytesIn(SectorState::NonTried);
    result.bytesNotTrimmed = map.bytesIn(SectorState::NonTrimmed);
    result.bytesNotScraped = map.bytesIn(SectorState::NonScraped);
    result.badRanges = map.extentsIn(SectorState::BadSector);
    for (const MapRun &run : map.runs()) {
        if (run.state != SectorState::Finished && run.state != SectorState::BadSector)
            result.unfinishedRanges.append(run);
    }
    result.rereadUnitBytes = outcome.rereadUnitBytes;
    result.directIoForRereads = outcome.directIoAvailable;
    if (outcome.peakReadsInFlight > 0)
        result.readsInFlight
            = ReadsInFlight{outcome.readsInFlightSetting, outcome.peakReadsInFlight};
    result.content = outcome.content;
    if (outcome.error)
        result.error = RecordedError::from(*outcome.error);
    return result;
}

RescueMap AcquisitionResult::map(qint64 sizeBytes) const
{
    // No map (the job stopped before it existed), or one whose unfinished areas the record does
    // not place (older records): nothing can be drawn truthfully.
    qint64 placed = 0;
    for (const MapRun &run : unfinishedRanges)
        placed += run.extent.length;
    if (!hasMap() || placed != bytesUnfinished())
        return RescueMap();
    RescueMap map(sizeBytes);
    map.mark({0, sizeBytes}, SectorState::Finished);
    for (const Extent &bad : badRanges)
        map.mark(bad, SectorState::BadSector);
    for (const MapRun &run : unfinishedRanges)
        map.mark(run.extent, run.state);
    return map;
}

QList<RecordedHash> RecordedHash::from(const ImagingOutcome &outcome)
{
    QList<RecordedHash> hashes;
    for (const HashResult &hash : outcome.hashes) {
        hashes.append({hash.algorithm, hash.hex, outcome.hashedInStreamBytes,
                       outcome.hashedFromImageBytes, hash.windows, hash.segments,
                       hash.windowsFile.isEmpty() ? QString() : absolutePath(hash.windowsFile),
                       hash.windowsFile.isEmpty() ? 0 : hash.windowCount});
    }
    return hashes;
}

double RunHistory::runningSeconds() const
{
    double seconds = 0;
    for (const AcquisitionRun &run : runs)
        seconds += run.seconds();
    return seconds;
}

qint64 RunHistory::bytesProcessed() const
{
    qint64 bytes = 0;
    for (const AcquisitionRun &run : runs)
        bytes += run.bytesProcessed;
    return bytes;
}

double RunHistory::averageRate() const
{
    const double seconds = runningSeconds();
    return seconds > 0 ? double(bytesProcessed()) / seconds : 0;
}

QStringList AcquisitionRecord::imageFiles() const
{
    QStringList images;
    for (const OutputFile &file : outputs) {
        if (file.role == QLatin1String("image"))
            images.append(file.path);
    }
    return images;
}

VerificationVerdict AcquisitionRecord::verdict() const
{
    VerificationFindings findings;
    for (const RecordedHash &hash : hashes)
        findings.acquired.append({hash.algorithm, hash.hex});
    findings.verification = verification;
    findings.bytesUnreadableInAcquisition = result.bytesUnreadable;
    if (writeBlock && writeBlock->atEnd)
        findings.writeBlockLifted = writeBlock->atEnd->writable;
    return VerificationVerdict::evaluate(findings);
}

} // namespace Custody
