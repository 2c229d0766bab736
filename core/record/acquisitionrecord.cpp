// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/acquisitionrecord.h"

#include "util/nativepath.h"

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

QJsonArray extentsJson(const QList<Extent> &extents, int sectorBytes)
{
    QJsonArray array;
    for (const Extent &extent : extents) {
        array.append(QJsonObject{
            {QStringLiteral("offset"), extent.offset},
            {QStringLiteral("length"), extent.length},
            {QStringLiteral("firstSector"), extent.offset / sectorBytes},
            {QStringLiteral("lastSector"), (extent.end() - 1) / sectorBytes},
        });
    }
    return array;
}

QJsonArray windowsJson(const QList<WindowDigest> &windows)
{
    QJsonArray array;
    for (const WindowDigest &window : windows) {
        array.append(QJsonObject{{QStringLiteral("offset"), window.extent.offset},
                                 {QStringLiteral("length"), window.extent.length},
                                 {QStringLiteral("digest"), window.hex}});
    }
    return array;
}

QJsonArray unfinishedRangesJson(const RescueMap &map, int sectorBytes)
{
    QJsonArray array;
    for (const MapRun &run : map.runs()) {
        QString state;
        switch (run.state) {
        case SectorState::NonTried: state = QStringLiteral("non-tried"); break;
        case SectorState::NonTrimmed: state = QStringLiteral("non-trimmed"); break;
        case SectorState::NonScraped: state = QStringLiteral("non-scraped"); break;
        case SectorState::BadSector:
        case SectorState::Finished: continue;
        }
        QJsonObject entry = extentsJson({run.extent}, sectorBytes).first().toObject();
        entry.insert(QStringLiteral("state"), state);
        array.append(entry);
    }
    return array;
}

QJsonObject errorJson(const Error &error)
{
    return QJsonObject{
        {QStringLiteral("code"), error.codeName()},       {QStringLiteral("errno"), error.sysErrno},
        {QStringLiteral("errnoText"), error.errnoText()}, {QStringLiteral("path"), error.path},
        {QStringLiteral("offset"), error.offset},         {QStringLiteral("detail"), error.detail},
        {QStringLiteral("message"), error.userMessage()},
    };
}

QJsonObject sourceJson(const SourceIdentity &source, const std::optional<DeviceInfo> &drive,
                       const std::optional<Error> &driveError)
{
    QJsonObject json{{QStringLiteral("path"), source.path},
                     {QStringLiteral("kind"), source.kind},
                     {QStringLiteral("sizeBytes"), source.sizeBytes},
                     {QStringLiteral("sectors"), source.sizeBytes / source.logicalSectorBytes},
                     {QStringLiteral("logicalSectorBytes"), source.logicalSectorBytes},
                     {QStringLiteral("physicalSectorBytes"), source.physicalSectorBytes}};
    if (drive) {
        // Left out when unknown (a loop device has no model or serial): the report then says
        // "not recorded" rather than showing an empty value.
        const std::pair<const char *, QString> identity[] = {{"vendor", drive->vendor},
                                                             {"model", drive->model},
                                                             {"serial", drive->serial},
                                                             {"firmware", drive->firmware}};
        for (const auto &[key, value] : identity) {
            if (!value.isEmpty())
                json.insert(QLatin1String(key), value);
        }
        json.insert(QStringLiteral("bus"), busName(drive->bus));
        json.insert(QStringLiteral("drive"), drive->toJson());
    }
    if (driveError)
        json.insert(QStringLiteral("driveError"), errorJson(*driveError));
    return json;
}

QJsonObject writeBlockJson(const WriteBlockRecord &writeBlock)
{
    QJsonObject json{{QStringLiteral("requested"), writeBlock.requested},
                     {QStringLiteral("set"), writeBlock.set},
                     {QStringLiteral("verified"), writeBlock.verified}};
    if (!writeBlock.whileSet.flags.isEmpty())
        json.insert(QStringLiteral("nodes"), writeBlock.whileSet.toJson());
    if (writeBlock.error)
        json.insert(QStringLiteral("error"), errorJson(*writeBlock.error));
    return json;
}

QString writeBlockText(const WriteBlockRecord &writeBlock)
{
    if (!writeBlock.requested)
        return QStringLiteral("not requested");
    if (!writeBlock.set)
        return QStringLiteral("requested, NOT set (the source is not a block device)");
    if (!writeBlock.verified)
        return QStringLiteral("kernel read-only flag set, NOT verified")
               + (writeBlock.error ? QStringLiteral(": ") + writeBlock.error->userMessage()
                                   : QString());
    return QStringLiteral("kernel read-only flag set and verified on %1 node(s)")
        .arg(writeBlock.whileSet.flags.size());
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

void AcquisitionRecord::describeHost()
{
    hostName = QSysInfo::machineHostName();
    operatingSystem = QSysInfo::prettyProductName();
    kernel = QSysInfo::kernelType() + QLatin1Char(' ') + QSysInfo::kernelVersion();
}

VerificationVerdict AcquisitionRecord::verdict() const
{
    VerificationFindings findings;
    for (const HashResult &hash : outcome.hashes)
        findings.acquired.append({hash.algorithm, hash.hex});
    findings.verification = verification;
    findings.bytesUnreadableInAcquisition = outcome.map.bytesIn(SectorState::BadSector);
    return VerificationVerdict::evaluate(findings);
}

QJsonObject AcquisitionRecord::toJson() const
{
    const RescueMap &map = outcome.map;
    const qint64 badBytes = map.bytesIn(SectorState::BadSector);
    QJsonArray hashes;
    for (const HashResult &hash : outcome.hashes) {
        // How the digest was obtained: from the bytes as they were read, then (after a
        // deferred area or on resume) by reading the image back.
        QJsonObject entry{{QStringLiteral("algorithm"), hashName(hash.algorithm)},
                          {QStringLiteral("digest"), hash.hex},
                          {QStringLiteral("bytesHashedInStream"), outcome.hashedInStreamBytes},
                          {QStringLiteral("bytesHashedFromImage"), outcome.hashedFromImageBytes}};
        if (!hash.windows.isEmpty())
            entry.insert(QStringLiteral("windows"), windowsJson(hash.windows));
        // Windows streamed to their own file (dcfldd's hashlog layout): named, not copied here.
        if (!hash.windowsFile.isEmpty()) {
            entry.insert(QStringLiteral("windowsFile"), absolutePath(hash.windowsFile));
            entry.insert(QStringLiteral("windowCount"), hash.windowCount);
        }
        if (!hash.segments.isEmpty())
            entry.insert(QStringLiteral("segments"), windowsJson(hash.segments));
        hashes.append(entry);
    }
    QJsonArray algorithms;
    for (HashAlgorithm algorithm : toList(settings.hashes))
        algorithms.append(hashName(algorithm));
    QJsonArray passes;
    for (const PassTiming &pass : outcome.passes) {
        passes.append(
            QJsonObject{{QStringLiteral("name"), pass.name},
                        {QStringLiteral("start"), isoUtc(pass.start)},
                        {QStringLiteral("end"), isoUtc(pass.end)},
                        {QStringLiteral("seconds"), pass.start.msecsTo(pass.end) / 1000.0}});
    }
    QJsonArray throughputSamples;
    for (const ThroughputSample &sample : throughput)
        throughputSamples.append(QJsonObject{{QStringLiteral("seconds"), sample.seconds},
                                             {QStringLiteral("bytesDone"), sample.bytesDone}});
    QJsonArray outputFiles;
    for (const OutputFile &file : outputs) {
        outputFiles.append(QJsonObject{{QStringLiteral("path"), file.path},
                                       {QStringLiteral("bytes"), file.sizeBytes},
                                       {QStringLiteral("role"), file.role}});
    }

    QJsonObject result{
        {QStringLiteral("status"), statusName(outcome.status)},
        {QStringLiteral("resumed"), outcome.resumed},
        {QStringLiteral("passes"), passes},
        {QStringLiteral("bytesFinished"), map.bytesIn(SectorState::Finished)},
        {QStringLiteral("bytesUnreadable"), badBytes},
        {QStringLiteral("badSectors"), badBytes / source.logicalSectorBytes},
        {QStringLiteral("bytesNotTried"), map.bytesIn(SectorState::NonTried)},
        {QStringLiteral("bytesNotTrimmed"), map.bytesIn(SectorState::NonTrimmed)},
        {QStringLiteral("bytesNotScraped"), map.bytesIn(SectorState::NonScraped)},
        {QStringLiteral("badRanges"),
         extentsJson(map.extentsIn(SectorState::BadSector), source.logicalSectorBytes)},
        {QStringLiteral("rereadUnitBytes"), outcome.rereadUnitBytes},
        {QStringLiteral("directIoForRereads"), outcome.directIoAvailable},
    };
    // Optional (absent when everything was tried): where the areas that were never read, or
    // not read to the end, lie, so that the report can draw them on the sector map.
    const QJsonArray unfinished = unfinishedRangesJson(map, source.logicalSectorBytes);
    if (!unfinished.isEmpty())
        result.insert(QStringLiteral("unfinishedRanges"), unfinished);
    if (outcome.error)
        result.insert(QStringLiteral("error"), errorJson(*outcome.error));
    if (outputError)
        result.insert(QStringLiteral("outputError"), errorJson(*outputError));

    QJsonObject record{
        {QStringLiteral("format"), QStringLiteral("custody-acquisition-record")},
        {QStringLiteral("formatVersion"), RecordJson::formatVersion},
        {QStringLiteral("tool"),
         QJsonObject{
             {QStringLiteral("name"), QStringLiteral("Custody")},
             {QStringLiteral("version"), QStringLiteral(CUSTODY_VERSION)},
             {QStringLiteral("qt"), QString::fromLatin1(qVersion())},
             {QStringLiteral("openssl"), QString::fromLatin1(OpenSSL_version(OPENSSL_VERSION))},
             {QStringLiteral("commandLine"), commandLine}}},
        {QStringLiteral("host"), QJsonObject{{QStringLiteral("name"), hostName},
                                             {QStringLiteral("operatingSystem"), operatingSystem},
                                             {QStringLiteral("kernel"), kernel}}},
        {QStringLiteral("case"),
         QJsonObject{{QStringLiteral("caseNumber"), caseDetails.caseNumber},
                     {QStringLiteral("evidenceNumber"), caseDetails.evidenceNumber},
                     {QStringLiteral("examiner"), caseDetails.examiner},
                     {QStringLiteral("description"), caseDetails.description},
                     {QStringLiteral("notes"), caseDetails.notes}}},
        {QStringLiteral("source"), sourceJson(source, drive, driveError)},
        {QStringLiteral("writeBlock"), writeBlockJson(writeBlock)},
        {QStringLiteral("settings"),
         QJsonObject{{QStringLiteral("preset"), presetName(settings.preset)},
                     {QStringLiteral("blockBytes"), settings.blockBytes},
                     {QStringLiteral("hashes"), algorithms},
                     {QStringLiteral("hashWindowBytes"), settings.hashWindowBytes},
                     {QStringLiteral("imageFormat"), imageFormatName(settings.format)},
                     {QStringLiteral("segmentBytes"), settings.segmentBytes},
                     {QStringLiteral("retries"), settings.retries},
                     {QStringLiteral("fillByte"), int(settings.fillByte)},
                     {QStringLiteral("copyReads"), settings.copyReadMode == ReadMode::Direct
                                                       ? QStringLiteral("direct")
                                                       : QStringLiteral("buffered")}}},
        {QStringLiteral("times"),
         QJsonObject{
             {QStringLiteral("start"), isoUtc(outcome.startTime)},
             {QStringLiteral("end"), isoUtc(outcome.endTime)},
             {QStringLiteral("seconds"), outcome.startTime.msecsTo(outcome.endTime) / 1000.0}}},
        {QStringLiteral("result"), result},
        {QStringLiteral("hashes"), hashes},
        {QStringLiteral("outputs"), outputFiles},
        {QStringLiteral("throughput"), throughputSamples},
    };
    if (verification)
        record.insert(QStringLiteral("verification"),
                      RecordJson::verification(*verification, verdict().name()));
    if (smartAtStart || smartAtEnd) {
        QJsonObject smart;
        if (smartAtStart)
            smart.insert(QStringLiteral("atStart"), smartAtStart->toJson());
        if (smartAtEnd)
            smart.insert(QStringLiteral("atEnd"), smartAtEnd->toJson());
        record.insert(QStringLiteral("smart"), smart);
    }
    if (mountedPartitions)
        record.insert(QStringLiteral("mountedPartitions"),
                      QJsonArray::fromStringList(*mountedPartitions));
    return record;
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
    const RescueMap &map = outcome.map;
    const int sector = source.logicalSectorBytes;

    text += QStringLiteral("CUSTODY ACQUISITION LOG\n");
    line(QStringLiteral("Custody version"), QStringLiteral(CUSTODY_VERSION));
    line(QStringLiteral("Command line"), commandLine);
    line(QStringLiteral("Host"), hostName);
    line(QStringLiteral("Operating system"), operatingSystem + QStringLiteral(", ") + kernel);

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
    if (drive) {
        const auto orUnknown = [](const QString &value) {
            return value.isEmpty() ? QStringLiteral("unknown") : value;
        };
        const QString model = drive->vendor.isEmpty() || drive->model.startsWith(drive->vendor)
                                  ? drive->model
                                  : drive->vendor + QLatin1Char(' ') + drive->model;
        line(QStringLiteral("Model"), orUnknown(model.trimmed()));
        line(QStringLiteral("Serial number"), orUnknown(drive->serial));
        line(QStringLiteral("Firmware"), orUnknown(drive->firmware));
        line(QStringLiteral("Bus"), busName(drive->bus));
        if (!drive->backingFile.isEmpty())
            line(QStringLiteral("Backing file"), drive->backingFile);
    }
    if (driveError)
        line(QStringLiteral("Drive identity"),
             QStringLiteral("unknown: ") + driveError->userMessage());
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
        line(QLatin1String(label),
             QStringLiteral("%1: %2 (%3)")
                 .arg((*smart)->assessment, (*smart)->summary, isoUtc((*smart)->capturedAt)));
        for (const QString &reason : (*smart)->reasons)
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
             .arg(outcome.rereadUnitBytes)
             .arg(outcome.directIoAvailable ? QStringLiteral("direct I/O")
                                            : QStringLiteral("through the page cache "
                                                             "(direct I/O "
                                                             "unavailable)")));

    heading(QStringLiteral("Result"));
    line(QStringLiteral("Status"),
         statusName(outcome.status)
             + (outcome.resumed ? QStringLiteral(" (resumed from its map)") : QString()));
    if (outcome.error)
        line(QStringLiteral("Error"), outcome.error->userMessage());
    line(QStringLiteral("Started (UTC)"), isoUtc(outcome.startTime));
    line(QStringLiteral("Ended (UTC)"), isoUtc(outcome.endTime));
    line(QStringLiteral("Bytes copied"), QString::number(map.bytesIn(SectorState::Finished)));
    const qint64 badBytes = map.bytesIn(SectorState::BadSector);
    line(QStringLiteral("Unreadable"), QStringLiteral("%1 bytes, %2 sectors, replaced by 0x%3")
                                           .arg(badBytes)
                                           .arg(badBytes / sector)
                                           .arg(settings.fillByte, 2, 16, QLatin1Char('0')));
    const qint64 unresolved = map.bytesUnfinished();
    if (unresolved > 0)
        line(QStringLiteral("Not read yet"), QStringLiteral("%1 bytes").arg(unresolved));
    for (const PassTiming &pass : outcome.passes)
        line(QStringLiteral("Pass ") + pass.name,
             QStringLiteral("%1 s").arg(pass.start.msecsTo(pass.end) / 1000.0, 0, 'f', 1));
    for (const Extent &bad : map.extentsIn(SectorState::BadSector))
        text += QStringLiteral("   bad sectors %1-%2 (bytes %3-%4)\n")
                    .arg(bad.offset / sector)
                    .arg((bad.end() - 1) / sector)
                    .arg(bad.offset)
                    .arg(bad.end() - 1);

    heading(QStringLiteral("Hashes of the image"));
    if (outcome.hashes.isEmpty())
        text += QStringLiteral("none: the image is incomplete\n");
    else
        text += QStringLiteral("%1 bytes hashed as they were read, %2 bytes read back from the "
                               "image\n")
                    .arg(outcome.hashedInStreamBytes)
                    .arg(outcome.hashedFromImageBytes);
    for (const HashResult &hash : outcome.hashes) {
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
