// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/acquisitionrecord.h"

#include "util/nativepath.h"

#include "device/deviceinfo.h"
#include "device/smartsnapshot.h"
#include "util/units.h"

#include <QJsonArray>
#include <QSysInfo>

#include <openssl/crypto.h>

namespace Custody {

namespace {

QString isoUtc(const QDateTime &time)
{
    return RecordJson::time(time);
}

QString writeBlockText(const std::optional<WriteBlockRecord> &recorded)
{
    if (!recorded)
        return QStringLiteral("not recorded");
    const WriteBlockRecord &writeBlock = *recorded;
    if (!writeBlock.requested)
        return QStringLiteral("not requested");
    if (!writeBlock.set)
        return QStringLiteral("requested, NOT set (the source is not a block device)");
    if (!writeBlock.verified)
        return QStringLiteral("kernel read-only flag set, NOT verified")
               + (writeBlock.error ? QStringLiteral(": ") + writeBlock.error->message : QString());
    return QStringLiteral("kernel read-only flag set and verified on %1 node(s)")
        .arg(writeBlock.nodes.size());
}

} // namespace

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
    if (outcome.error)
        result.error = RecordedError::from(*outcome.error);
    return result;
}

RescueMap AcquisitionResult::map(qint64 sizeBytes) const
{
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
    return VerificationVerdict::evaluate(findings);
}

QString AcquisitionRecord::toText() const
{
    QString text;
    auto line = [&text](const QString &label, const QString &value) {
        text += label.leftJustified(22) + QStringLiteral(": ") + value + QLatin1Char('\n');
    };
    auto heading = [&text](const QString &title) {
        text += QLatin1Char('\n') + title + QLatin1Char('\n')
                + QString(title.size(), QLatin1Char('=')) + QLatin1Char('\n');
    };
    const int sector = qMax(1, source.logicalSectorBytes);

    text += QStringLiteral("CUSTODY ACQUISITION LOG\n");
    line(QStringLiteral("Custody version"), QStringLiteral(CUSTODY_VERSION));
    line(QStringLiteral("Command line"), tool.commandLine);
    line(QStringLiteral("Host"), host.name);
    line(QStringLiteral("Operating system"),
         host.operatingSystem + QStringLiteral(", ") + host.kernel);

    heading(QStringLiteral("Case"));
    line(QStringLiteral("Case number"), caseDetails.caseNumber);
    line(QStringLiteral("Evidence number"), caseDetails.evidenceNumber);
    line(QStringLiteral("Examiner"), caseDetails.examiner);
    line(QStringLiteral("Description"), caseDetails.description);
    line(QStringLiteral("Notes"), caseDetails.notes);

    heading(QStringLiteral("Source"));
    line(QStringLiteral("Path"),
         source.path + QStringLiteral(" (") + source.kind + QLatin1Char(')'));
    line(QStringLiteral("Size"), QStringLiteral("%1 bytes, %2 sectors (%3)")
                                     .arg(source.sizeBytes)
                                     .arg(source.sizeBytes / sector)
                                     .arg(formatBytes(source.sizeBytes)));
    line(QStringLiteral("Sector size"), QStringLiteral("%1 logical, %2 physical")
                                            .arg(source.logicalSectorBytes)
                                            .arg(source.physicalSectorBytes));
    if (source.drive) {
        const auto orUnknown = [](const std::optional<QString> &value) {
            return value.value_or(QStringLiteral("unknown"));
        };
        const QString vendor = source.vendor.value_or(QString());
        const QString model = source.model.value_or(QString());
        const QString name = vendor.isEmpty() || model.startsWith(vendor)
                                 ? model
                                 : vendor + QLatin1Char(' ') + model;
        line(QStringLiteral("Model"),
             orUnknown(name.trimmed().isEmpty() ? std::nullopt : std::optional(name.trimmed())));
        line(QStringLiteral("Serial number"), orUnknown(source.serial));
        line(QStringLiteral("Firmware"), orUnknown(source.firmware));
        line(QStringLiteral("Bus"), orUnknown(source.bus));
        const QString backingFile = source.drive->value(QLatin1String("backingFile")).toString();
        if (!backingFile.isEmpty())
            line(QStringLiteral("Backing file"), backingFile);
    }
    if (source.driveError)
        line(QStringLiteral("Drive identity"),
             QStringLiteral("unknown: ") + source.driveError->message);
    if (mountedPartitions)
        line(QStringLiteral("Mounted partitions"),
             mountedPartitions->isEmpty()
                 ? QStringLiteral("none")
                 : QStringLiteral("WARNING: ") + mountedPartitions->join(QStringLiteral("; ")));
    line(QStringLiteral("Software write-block"), writeBlockText(writeBlock));
    for (const auto &[label, smart] :
         {std::pair{"SMART at start", &smartAtStart}, std::pair{"SMART at end", &smartAtEnd}}) {
        if (!*smart)
            continue;
        line(QLatin1String(label), QStringLiteral("%1: %2 (%3)")
                                       .arg((*smart)->assessment, (*smart)->summary,
                                            isoUtc((*smart)->capturedAt.value_or(QDateTime()))));
        for (const QString &reason : (*smart)->reasons.value_or(QStringList()))
            text += QStringLiteral("   ") + reason + QLatin1Char('\n');
    }

    heading(QStringLiteral("Settings"));
    line(QStringLiteral("Preset"), presetName(settings.preset));
    line(QStringLiteral("Block size"), QStringLiteral("%1 bytes").arg(settings.blockBytes));
    line(QStringLiteral("Retries per bad sector"), QString::number(settings.retries));
    line(QStringLiteral("Fill byte"),
         QStringLiteral("0x%1").arg(settings.fillByte, 2, 16, QLatin1Char('0')));
    line(QStringLiteral("Re-read unit"),
         QStringLiteral("%1 bytes, %2")
             .arg(result.rereadUnitBytes)
             .arg(result.directIoForRereads ? QStringLiteral("direct I/O")
                                            : QStringLiteral("through the page cache "
                                                             "(direct I/O "
                                                             "unavailable)")));

    heading(QStringLiteral("Result"));
    line(QStringLiteral("Status"),
         statusName(result.status)
             + (result.resumed ? QStringLiteral(" (resumed from its map)") : QString()));
    if (result.error)
        line(QStringLiteral("Error"), result.error->message);
    line(QStringLiteral("Started (UTC)"), isoUtc(result.start));
    line(QStringLiteral("Ended (UTC)"), isoUtc(result.end));
    line(QStringLiteral("Bytes copied"), QString::number(result.bytesFinished));
    const qint64 badBytes = result.bytesUnreadable;
    line(QStringLiteral("Unreadable"), QStringLiteral("%1 bytes, %2 sectors, replaced by 0x%3")
                                           .arg(badBytes)
                                           .arg(badBytes / sector)
                                           .arg(settings.fillByte, 2, 16, QLatin1Char('0')));
    const qint64 unresolved = result.bytesUnfinished();
    if (unresolved > 0)
        line(QStringLiteral("Not read yet"), QStringLiteral("%1 bytes").arg(unresolved));
    for (const PassTiming &pass : result.passes)
        line(QStringLiteral("Pass ") + pass.name,
             QStringLiteral("%1 s").arg(pass.start.msecsTo(pass.end) / 1000.0, 0, 'f', 1));
    for (const Extent &bad : result.badRanges)
        text += QStringLiteral("   bad sectors %1-%2 (bytes %3-%4)\n")
                    .arg(bad.offset / sector)
                    .arg((bad.end() - 1) / sector)
                    .arg(bad.offset)
                    .arg(bad.end() - 1);

    heading(QStringLiteral("Hashes of the image"));
    if (hashes.isEmpty())
        text += QStringLiteral("none: the image is incomplete\n");
    else
        text += QStringLiteral("%1 bytes hashed as they were read, %2 bytes read back from the "
                               "image\n")
                    .arg(hashes.first().bytesHashedInStream)
                    .arg(hashes.first().bytesHashedFromImage);
    for (const RecordedHash &hash : hashes) {
        line(hashDisplayName(hash.algorithm), hash.hex);
        // dcfldd's hashwindow layout: "start - end: digest", byte offsets, end exclusive.
        for (const WindowDigest &window : hash.windows)
            text += QStringLiteral("   %1 - %2: %3\n")
                        .arg(window.extent.offset)
                        .arg(window.extent.end())
                        .arg(window.hex);
        if (!hash.windowsFile.isEmpty())
            text += QStringLiteral("   %1 windows of %2 bytes: %3\n")
                        .arg(hash.windowCount)
                        .arg(settings.hashWindowBytes)
                        .arg(hash.windowsFile);
    }

    if (verification) {
        const VerificationVerdict judged = verdict();
        heading(QStringLiteral("Verification"));
        line(QStringLiteral("Read back (UTC)"), RecordJson::time(verification->time));
        line(QStringLiteral("Verdict"), judged.title());
        text += judged.explanation() + QLatin1Char('\n');
        for (const RecordedDigest &digest : verification->image)
            line(QStringLiteral("Image ") + hashDisplayName(digest.algorithm), digest.hex);
        if (const std::optional<SourceRereadRecord> &source = verification->source) {
            line(QStringLiteral("Source read (UTC)"), RecordJson::time(source->time));
            line(QStringLiteral("Source unreadable"),
                 QStringLiteral("%1 bytes in the second read").arg(source->bytesUnreadable));
            for (const RecordedDigest &digest : source->digests)
                line(QStringLiteral("Source ") + hashDisplayName(digest.algorithm), digest.hex);
        }
    }

    heading(QStringLiteral("Files"));
    for (const OutputFile &file : outputs)
        text += QStringLiteral("%1  %2 bytes  (%3)\n")
                    .arg(file.path)
                    .arg(file.sizeBytes)
                    .arg(file.role);
    return text;
}

} // namespace Custody
