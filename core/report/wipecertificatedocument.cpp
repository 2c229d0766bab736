// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/wipecertificatedocument.h"

#include "device/deviceinfo.h"
#include "report/hiddenareastext.h"
#include "report/reportformat.h"
#include "report/reportsections.h"
#include "util/units.h"

#include <limits>

namespace Custody {

namespace {

using Verdict = WipeCertificate::Verdict;

Emphasis emphasisOf(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Passed: return Emphasis::Good;
    case Verdict::Failed: return Emphasis::Bad;
    case Verdict::Cancelled:
    case Verdict::NotVerified: return Emphasis::Warning;
    }
    return Emphasis::Normal;
}

// "1,000 sectors (512,000 bytes)".
QString sectorsText(qint64 bytes, qint64 sectorBytes)
{
    return WipeCertificateDocument::tr("%1 sectors (%2 bytes)")
        .arg(ReportFormat::count(bytes / sectorBytes), ReportFormat::count(bytes));
}

QString patternText(const WipeCertificate &certificate)
{
    if (certificate.pattern == QLatin1String("zero"))
        return WipeCertificateDocument::tr("zeros (0x00)");
    if (certificate.pattern == QLatin1String("random"))
        return WipeCertificateDocument::tr(
                   "random: the %1 keystream of the key and initial counter below, which "
                   "make it again")
            .arg(certificate.patternAlgorithm);
    return WipeCertificateDocument::tr("the byte %1 in every position").arg(certificate.pattern);
}

QString methodText(const WipeCertificate &certificate)
{
    if (certificate.mode == WipeMode::VerifyOnly)
        return WipeCertificateDocument::tr("verify only: nothing was written");
    if (certificate.method == WipeMethod::ZeroOut)
        return certificate.directWrites
                   ? WipeCertificateDocument::tr(
                       "BLKZEROOUT: the drive (or the kernel for it) wrote zeros; a range it "
                       "refused was written with O_DIRECT")
                   : WipeCertificateDocument::tr(
                       "BLKZEROOUT: the drive (or the kernel for it) wrote zeros; a range it "
                       "refused was written through the page cache (the device refuses "
                       "O_DIRECT), then flushed");
    return certificate.directWrites
               ? WipeCertificateDocument::tr(
                   "written in aligned blocks with O_DIRECT, then the drive's cache "
                   "flushed")
               : WipeCertificateDocument::tr(
                   "written through the page cache (the device refuses O_DIRECT), then "
                   "flushed to the drive and the drive's cache flushed");
}

QString readBackText(WipeReadBack readBack)
{
    switch (readBack) {
    case WipeReadBack::Direct:
        return WipeCertificateDocument::tr("every sector read from the medium with O_DIRECT");
    case WipeReadBack::CacheDropped:
        return WipeCertificateDocument::tr(
            "O_DIRECT refused by the device: read through the page cache after "
            "dropping it (BLKFLSBUF, POSIX_FADV_DONTNEED)");
    case WipeReadBack::CacheNotDropped:
        return WipeCertificateDocument::tr(
            "O_DIRECT refused by the device and the page cache could not be dropped: "
            "the read-back may have come from memory");
    }
    return {};
}

// What a failed range was: the errno, or the first byte that is not the pattern.
QString failureDetail(const WipeFailure &failure, qint64 sectorBytes)
{
    if (failure.firstDifference) {
        const qint64 offset = *failure.firstDifference;
        return WipeCertificateDocument::tr(
                   "first byte not the pattern at offset %1 (sector %2, byte %3): %4")
            .arg(ReportFormat::count(offset), ReportFormat::count(offset / sectorBytes),
                 ReportFormat::count(offset % sectorBytes),
                 ReportFormat::byteValue(failure.foundByte.value_or(0)));
    }
    if (failure.sysErrno)
        return Error::fromErrno(Error::Code::WriteFailed, *failure.sysErrno, QString()).errnoText();
    return {};
}

QString reasonText(WipeFailure::Kind kind)
{
    switch (kind) {
    case WipeFailure::Kind::WriteError: return WipeCertificateDocument::tr("write error");
    case WipeFailure::Kind::ReadError: return WipeCertificateDocument::tr("read error");
    case WipeFailure::Kind::Mismatch: return WipeCertificateDocument::tr("not the pattern");
    }
    return {};
}

ReportSection makingSection(const WipeCertificate &certificate, const ReportContext &context)
{
    return {WipeCertificateDocument::tr("Certificate"),
            {FieldsBlock{{
                {WipeCertificateDocument::tr("Created (UTC)"), ReportFormat::utc(context.created)},
                {WipeCertificateDocument::tr("Created (local time)"),
                 ReportFormat::local(context.created)},
                {WipeCertificateDocument::tr("Created by"), context.generator},
                {WipeCertificateDocument::tr("Command line"), certificate.tool.commandLine},
                {WipeCertificateDocument::tr("Host"), certificate.host.name},
                {WipeCertificateDocument::tr("Operating system"),
                 WipeCertificateDocument::tr("%1, kernel %2")
                     .arg(certificate.host.operatingSystem, certificate.host.kernel)},
            }}}};
}

ReportSection driveSection(const WipeCertificate &certificate)
{
    const SourceIdentity &drive = certificate.drive;
    QList<ReportField> fields{
        {WipeCertificateDocument::tr("Device"), drive.path},
        {WipeCertificateDocument::tr("Model"), ReportFormat::orNotRecorded(drive.model)},
        {WipeCertificateDocument::tr("Serial number"), ReportFormat::orNotRecorded(drive.serial)},
        {WipeCertificateDocument::tr("Firmware"), ReportFormat::orNotRecorded(drive.firmware)},
        {WipeCertificateDocument::tr("Bus"),
         drive.bus ? busDisplayName(*drive.bus) : ReportFormat::notRecorded()},
        {WipeCertificateDocument::tr("Size"),
         WipeCertificateDocument::tr("%1 bytes = %2 sectors of %3 bytes (%4)")
             .arg(ReportFormat::count(drive.sizeBytes), ReportFormat::count(drive.sectors()),
                  ReportFormat::count(drive.logicalSectorBytes),
                  formatBytes(drive.sizeBytes, textLocale()))},
        {WipeCertificateDocument::tr("Sector size"),
         WipeCertificateDocument::tr("%1 bytes logical, %2 bytes physical")
             .arg(ReportFormat::count(drive.logicalSectorBytes),
                  ReportFormat::count(drive.physicalSectorBytes))},
        {WipeCertificateDocument::tr("SMART at start"),
         certificate.smartAtStart ? WipeCertificateDocument::tr("%1: %2").arg(
             certificate.smartAtStart->assessment, certificate.smartAtStart->summary)
                                  : WipeCertificateDocument::tr("not asked for")},
    };
    const bool found = drive.hiddenAreas && !drive.hiddenAreas->findings.isEmpty();
    for (const QString &line : WipeCertificateDocument::hiddenAreaLines(drive.hiddenAreas))
        fields.append({WipeCertificateDocument::tr("Hidden areas"), line,
                       found ? Emphasis::Warning : Emphasis::Normal});
    return {WipeCertificateDocument::tr("Drive"), {FieldsBlock{fields}}};
}

ReportSection wipeSection(const WipeCertificate &certificate)
{
    const qint64 sectorBytes = certificate.sectorBytes();
    QList<ReportField> fields{
        {WipeCertificateDocument::tr("Pattern"), patternText(certificate)},
    };
    if (!certificate.patternKey.isEmpty())
        fields << ReportField{WipeCertificateDocument::tr("Key"), certificate.patternKey}
               << ReportField{WipeCertificateDocument::tr("Initial counter"),
                              certificate.patternCounter};
    fields
        << ReportField{WipeCertificateDocument::tr("Method"), methodText(certificate)}
        << ReportField{WipeCertificateDocument::tr("Read-back"), readBackText(certificate.readBack),
                       certificate.readBack == WipeReadBack::CacheNotDropped ? Emphasis::Bad
                                                                             : Emphasis::Normal}
        << ReportField{WipeCertificateDocument::tr("Started"), ReportFormat::utc(certificate.start)}
        << ReportField{WipeCertificateDocument::tr("Ended"), ReportFormat::utc(certificate.end)}
        << ReportField{WipeCertificateDocument::tr("Duration"),
                       ReportFormat::duration(certificate.start.msecsTo(certificate.end) / 1000.0)};
    if (certificate.mode == WipeMode::WriteAndVerify)
        fields << ReportField{WipeCertificateDocument::tr("Sectors written"),
                              sectorsText(certificate.bytesWritten, sectorBytes)};
    fields << ReportField{WipeCertificateDocument::tr("Sectors verified"),
                          sectorsText(certificate.bytesVerified, sectorBytes)}
           << ReportField{WipeCertificateDocument::tr("Sectors failed"),
                          sectorsText(certificate.failedBytes(), sectorBytes),
                          certificate.failures.isEmpty() ? Emphasis::Normal : Emphasis::Bad};
    if (certificate.error)
        fields << ReportField{WipeCertificateDocument::tr("Stopped by"), certificate.error->message,
                              Emphasis::Bad};
    return {WipeCertificateDocument::tr("Wipe"), {FieldsBlock{fields}}};
}

ReportSection failureSection(const WipeCertificate &certificate)
{
    const qint64 sectorBytes = certificate.sectorBytes();
    TableBlock table{{{WipeCertificateDocument::tr("First sector"), ColumnStyle::Number},
                      {WipeCertificateDocument::tr("Last sector"), ColumnStyle::Number},
                      {WipeCertificateDocument::tr("Sectors"), ColumnStyle::Number},
                      {WipeCertificateDocument::tr("Reason"), ColumnStyle::Text},
                      {WipeCertificateDocument::tr("Detail"), ColumnStyle::Text}},
                     {},
                     {}};
    for (const WipeFailure &failure : certificate.failures) {
        table.rows.append({ReportFormat::count(failure.extent.offset / sectorBytes),
                           ReportFormat::count((failure.extent.end() - 1) / sectorBytes),
                           ReportFormat::count(failure.extent.length / sectorBytes),
                           reasonText(failure.kind), failureDetail(failure, sectorBytes)});
        table.rowEmphasis.append(Emphasis::Bad);
    }
    return {WipeCertificateDocument::tr("Failed sectors"), {table}};
}

ReportSection pictureSection(const WipeCertificate &certificate)
{
    const qint64 size = certificate.drive.sizeBytes;
    SectorMapBlock map;
    map.sizeBytes = size;
    map.sectorBytes = int(certificate.sectorBytes());
    // Every area that does not hold the pattern as read back, as the job's map had it.
    const bool writing = certificate.mode == WipeMode::WriteAndVerify;
    if (writing && certificate.bytesWritten < size)
        map.runs.append(
            {{certificate.bytesWritten, size - certificate.bytesWritten}, SectorState::NonTried});
    if (certificate.bytesVerified < std::min(size, writing ? certificate.bytesWritten : size))
        map.runs.append({{certificate.bytesVerified,
                          (writing ? certificate.bytesWritten : size) - certificate.bytesVerified},
                         writing ? SectorState::NonTrimmed : SectorState::NonTried});
    for (const WipeFailure &failure : certificate.failures)
        map.runs.append({failure.extent, SectorState::BadSector});
    std::sort(map.runs.begin(), map.runs.end(), [](const MapRun &one, const MapRun &other) {
        return one.extent.offset < other.extent.offset;
    });
    map.legend
        = {{SectorState::Finished, WipeCertificateDocument::tr("holds the pattern, read back")},
           {SectorState::NonTrimmed, WipeCertificateDocument::tr("written, not read back")},
           {SectorState::NonTried, writing ? WipeCertificateDocument::tr("not written")
                                           : WipeCertificateDocument::tr("not read")},
           {SectorState::BadSector, WipeCertificateDocument::tr("failed")}};
    map.caption = WipeCertificateDocument::tr("The drive's sectors, from the first to the last.");
    QList<ReportBlock> blocks{map};
    for (const auto &[samples, caption] :
         {std::pair{&certificate.writeThroughput,
                    WipeCertificateDocument::tr("Writing: bytes written over time.")},
          std::pair{&certificate.verifyThroughput,
                    WipeCertificateDocument::tr("Reading back: bytes read over time.")}}) {
        if (samples->size() > 1)
            blocks.append(ThroughputBlock{*samples, caption, ThroughputStart::FirstSample});
    }
    return {WipeCertificateDocument::tr("Sector map and throughput"), blocks};
}

ReportSection signatureLinesSection(const WipeCertificate &certificate)
{
    return {WipeCertificateDocument::tr("Signatures"),
            {ParagraphBlock::plain(
                 WipeCertificateDocument::tr("The undersigned confirm that this certificate "
                                             "describes the preparation of the drive they "
                                             "performed or witnessed.")),
             SignatureBlock{
                 {WipeCertificateDocument::tr("Examiner"), WipeCertificateDocument::tr("Witness")},
                 {certificate.caseDetails.examiner, QString()},
                 {WipeCertificateDocument::tr("Name"), WipeCertificateDocument::tr("Signature"),
                  WipeCertificateDocument::tr("Date")}}}};
}

} // namespace

QString WipeCertificateDocument::verdictTitle(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Passed: return tr("PASSED");
    case Verdict::Failed: return tr("FAILED");
    case Verdict::Cancelled: return tr("CANCELLED");
    case Verdict::NotVerified: return tr("NOT VERIFIED");
    }
    return {};
}

QString WipeCertificateDocument::verdictExplanation(const WipeCertificate &certificate)
{
    const qint64 sectorBytes = certificate.sectorBytes();
    const QString sectors = ReportFormat::count(certificate.drive.sectors());
    switch (certificate.verdict()) {
    case Verdict::Passed:
        return certificate.mode == WipeMode::VerifyOnly
                   ? tr("Sterile: every one of the %1 sectors the drive shows was read back from "
                        "the medium holding the pattern %2. Nothing was written.")
                         .arg(sectors, certificate.pattern)
                   : tr("Sterile: every one of the %1 sectors the drive shows was written with "
                        "the pattern %2 and read back from the medium holding it.")
                         .arg(sectors, certificate.pattern);
    case Verdict::Failed: {
        QStringList sentences;
        if (!certificate.failures.isEmpty())
            sentences << tr("Not sterile: %n sector(s) do not hold the pattern (listed under "
                            "Failed sectors).",
                            nullptr,
                            int(qMin<qint64>(certificate.failedBytes() / sectorBytes,
                                             std::numeric_limits<int>::max())));
        if (certificate.error)
            sentences << tr("Not sterile: the wipe stopped before its end, after %1 of the %2 "
                            "sectors were written and %3 read back: %4")
                             .arg(ReportFormat::count(certificate.bytesWritten / sectorBytes),
                                  sectors,
                                  ReportFormat::count(certificate.bytesVerified / sectorBytes),
                                  certificate.error->message);
        return sentences.join(QLatin1Char(' '));
    }
    case Verdict::Cancelled:
        return tr("Not sterile: cancelled by the examiner after %1 of the %2 sectors were "
                  "written and %3 read back.")
            .arg(ReportFormat::count(certificate.bytesWritten / sectorBytes), sectors,
                 ReportFormat::count(certificate.bytesVerified / sectorBytes));
    case Verdict::NotVerified:
        return tr("Not proven sterile: the sectors were not all read back from the medium (%1 "
                  "of %2 read back, %3).")
            .arg(ReportFormat::count(certificate.bytesVerified / sectorBytes), sectors,
                 readBackText(certificate.readBack));
    }
    return {};
}

QStringList WipeCertificateDocument::hiddenAreaLines(const std::optional<HiddenAreas> &areas)
{
    if (!areas)
        return {ReportFormat::notRecorded()};
    QStringList lines;
    for (const HiddenAreaFinding &finding : areas->findings)
        lines << tr("%1 Not wiped: the host cannot write there.").arg(finding.description());
    if (lines.isEmpty() || areas->state == HiddenAreas::State::Unknown)
        lines.prepend(HiddenAreasText::inLine(*areas));
    return lines;
}

ReportDocument WipeCertificateDocument::build(const WipeCertificate &certificate,
                                              const ReportContext &context)
{
    ReportDocument document;
    document.title = tr("Drive wipe certificate");
    document.runningHeader = tr("Custody wipe certificate · %1 · serial %2")
                                 .arg(certificate.drive.model.value_or(certificate.drive.path),
                                      certificate.drive.serial.value_or(tr("not recorded")));
    document.runningDate = tr("created %1").arg(ReportFormat::utc(context.created));
    document.pageLabel = tr("Page %1 of %2");
    document.initialsLabel = tr("Examiner's initials:");
    const Verdict verdict = certificate.verdict();
    document.sections.append({tr("Verdict"),
                              {ParagraphBlock{verdictExplanation(certificate), emphasisOf(verdict),
                                              verdictTitle(verdict)}}});
    document.sections.append(makingSection(certificate, context));
    document.sections.append(Internal::caseSection(certificate.caseDetails));
    document.sections.append(driveSection(certificate));
    document.sections.append(wipeSection(certificate));
    if (!certificate.failures.isEmpty())
        document.sections.append(failureSection(certificate));
    document.sections.append(pictureSection(certificate));
    document.sections.append(signatureLinesSection(certificate));
    return document;
}

} // namespace Custody
