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
using Doc = WipeCertificateDocument;

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
    return Doc::tr("%1 sectors (%2 bytes)")
        .arg(ReportFormat::count(bytes / sectorBytes), ReportFormat::count(bytes));
}

QString patternText(const WipeCertificate &certificate)
{
    if (certificate.pattern == QLatin1String("zero"))
        return Doc::tr("zeros (0x00)");
    if (certificate.pattern == QLatin1String("random"))
        return Doc::tr("random: the %1 keystream of the key and initial counter below, which "
                       "make it again")
            .arg(certificate.patternAlgorithm);
    return Doc::tr("the byte %1 in every position").arg(certificate.pattern);
}

QString methodText(const WipeCertificate &certificate)
{
    if (certificate.mode == WipeMode::VerifyOnly)
        return Doc::tr("verify only: nothing was written");
    return certificate.method == WipeMethod::ZeroOut
               ? Doc::tr("BLKZEROOUT: the drive (or the kernel for it) wrote zeros; a range it "
                         "refused was written with O_DIRECT")
               : Doc::tr("written in aligned blocks with O_DIRECT, then the drive's cache "
                         "flushed");
}

QString readBackText(WipeReadBack readBack)
{
    switch (readBack) {
    case WipeReadBack::Direct: return Doc::tr("every sector read from the medium with O_DIRECT");
    case WipeReadBack::CacheDropped:
        return Doc::tr("O_DIRECT refused by the device: read through the page cache after "
                       "dropping it (BLKFLSBUF, POSIX_FADV_DONTNEED)");
    case WipeReadBack::CacheNotDropped:
        return Doc::tr("O_DIRECT refused by the device and the page cache could not be dropped: "
                       "the read-back may have come from memory");
    }
    return {};
}

// What a failed range was: the errno, or the first byte that is not the pattern.
QString failureDetail(const WipeFailure &failure, qint64 sectorBytes)
{
    if (failure.firstDifference) {
        const qint64 offset = *failure.firstDifference;
        return Doc::tr("first byte not the pattern at offset %1 (sector %2, byte %3): %4")
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
    case WipeFailure::Kind::WriteError: return Doc::tr("write error");
    case WipeFailure::Kind::ReadError: return Doc::tr("read error");
    case WipeFailure::Kind::Mismatch: return Doc::tr("not the pattern");
    }
    return {};
}

ReportSection makingSection(const WipeCertificate &certificate, const ReportContext &context)
{
    return {Doc::tr("Certificate"),
            {FieldsBlock{{
                {Doc::tr("Created (UTC)"), ReportFormat::utc(context.created)},
                {Doc::tr("Created (local time)"), ReportFormat::local(context.created)},
                {Doc::tr("Created by"), context.generator},
                {Doc::tr("Command line"), certificate.tool.commandLine},
                {Doc::tr("Host"), certificate.host.name},
                {Doc::tr("Operating system"),
                 Doc::tr("%1, kernel %2")
                     .arg(certificate.host.operatingSystem, certificate.host.kernel)},
            }}}};
}

ReportSection driveSection(const WipeCertificate &certificate)
{
    const SourceIdentity &drive = certificate.drive;
    QList<ReportField> fields{
        {Doc::tr("Device"), drive.path},
        {Doc::tr("Model"), ReportFormat::orNotRecorded(drive.model)},
        {Doc::tr("Serial number"), ReportFormat::orNotRecorded(drive.serial)},
        {Doc::tr("Firmware"), ReportFormat::orNotRecorded(drive.firmware)},
        {Doc::tr("Bus"), drive.bus ? busDisplayName(*drive.bus) : ReportFormat::notRecorded()},
        {Doc::tr("Size"),
         Doc::tr("%1 bytes = %2 sectors of %3 bytes (%4)")
             .arg(ReportFormat::count(drive.sizeBytes), ReportFormat::count(drive.sectors()),
                  ReportFormat::count(drive.logicalSectorBytes),
                  formatBytes(drive.sizeBytes, textLocale()))},
        {Doc::tr("Sector size"), Doc::tr("%1 bytes logical, %2 bytes physical")
                                     .arg(ReportFormat::count(drive.logicalSectorBytes),
                                          ReportFormat::count(drive.physicalSectorBytes))},
        {Doc::tr("SMART at start"),
         certificate.smartAtStart ? Doc::tr("%1: %2").arg(certificate.smartAtStart->assessment,
                                                          certificate.smartAtStart->summary)
                                  : Doc::tr("not asked for")},
    };
    const bool found = drive.hiddenAreas && !drive.hiddenAreas->findings.isEmpty();
    for (const QString &line : Doc::hiddenAreaLines(drive.hiddenAreas))
        fields.append(
            {Doc::tr("Hidden areas"), line, found ? Emphasis::Warning : Emphasis::Normal});
    return {Doc::tr("Drive"), {FieldsBlock{fields}}};
}

ReportSection wipeSection(const WipeCertificate &certificate)
{
    const qint64 sectorBytes = certificate.sectorBytes();
    QList<ReportField> fields{
        {Doc::tr("Pattern"), patternText(certificate)},
    };
    if (!certificate.patternKey.isEmpty())
        fields << ReportField{Doc::tr("Key"), certificate.patternKey}
               << ReportField{Doc::tr("Initial counter"), certificate.patternCounter};
    fields << ReportField{Doc::tr("Method"), methodText(certificate)}
           << ReportField{Doc::tr("Read-back"), readBackText(certificate.readBack),
                          certificate.readBack == WipeReadBack::CacheNotDropped ? Emphasis::Bad
                                                                                : Emphasis::Normal}
           << ReportField{Doc::tr("Started"), ReportFormat::utc(certificate.start)}
           << ReportField{Doc::tr("Ended"), ReportFormat::utc(certificate.end)}
           << ReportField{
                  Doc::tr("Duration"),
                  ReportFormat::duration(certificate.start.msecsTo(certificate.end) / 1000.0)};
    if (certificate.mode == WipeMode::WriteAndVerify)
        fields << ReportField{Doc::tr("Sectors written"),
                              sectorsText(certificate.bytesWritten, sectorBytes)};
    fields << ReportField{Doc::tr("Sectors verified"),
                          sectorsText(certificate.bytesVerified, sectorBytes)}
           << ReportField{Doc::tr("Sectors failed"),
                          sectorsText(certificate.failedBytes(), sectorBytes),
                          certificate.failures.isEmpty() ? Emphasis::Normal : Emphasis::Bad};
    if (certificate.error)
        fields << ReportField{Doc::tr("Stopped by"), certificate.error->message, Emphasis::Bad};
    return {Doc::tr("Wipe"), {FieldsBlock{fields}}};
}

ReportSection failureSection(const WipeCertificate &certificate)
{
    const qint64 sectorBytes = certificate.sectorBytes();
    TableBlock table{{{Doc::tr("First sector"), ColumnStyle::Number},
                      {Doc::tr("Last sector"), ColumnStyle::Number},
                      {Doc::tr("Sectors"), ColumnStyle::Number},
                      {Doc::tr("Reason"), ColumnStyle::Text},
                      {Doc::tr("Detail"), ColumnStyle::Text}},
                     {},
                     {}};
    for (const WipeFailure &failure : certificate.failures) {
        table.rows.append({ReportFormat::count(failure.extent.offset / sectorBytes),
                           ReportFormat::count((failure.extent.end() - 1) / sectorBytes),
                           ReportFormat::count(failure.extent.length / sectorBytes),
                           reasonText(failure.kind), failureDetail(failure, sectorBytes)});
        table.rowEmphasis.append(Emphasis::Bad);
    }
    return {Doc::tr("Failed sectors"), {table}};
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
    map.legend = {{SectorState::Finished, Doc::tr("holds the pattern, read back")},
                  {SectorState::NonTrimmed, Doc::tr("written, not read back")},
                  {SectorState::NonTried, writing ? Doc::tr("not written") : Doc::tr("not read")},
                  {SectorState::BadSector, Doc::tr("failed")}};
    map.caption = Doc::tr("The drive's sectors, from the first to the last.");
    QList<ReportBlock> blocks{map};
    for (const auto &[samples, caption] :
         {std::pair{&certificate.writeThroughput, Doc::tr("Writing: bytes written over time.")},
          std::pair{&certificate.verifyThroughput,
                    Doc::tr("Reading back: bytes read over time.")}}) {
        if (samples->size() > 1)
            blocks.append(ThroughputBlock{*samples, caption, ThroughputStart::FirstSample});
    }
    return {Doc::tr("Sector map and throughput"), blocks};
}

ReportSection signatureLinesSection(const WipeCertificate &certificate)
{
    return {Doc::tr("Signatures"),
            {ParagraphBlock::plain(Doc::tr("The undersigned confirm that this certificate "
                                           "describes the preparation of the drive they "
                                           "performed or witnessed.")),
             SignatureBlock{{Doc::tr("Examiner"), Doc::tr("Witness")},
                            {certificate.caseDetails.examiner, QString()},
                            {Doc::tr("Name"), Doc::tr("Signature"), Doc::tr("Date")}}}};
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
