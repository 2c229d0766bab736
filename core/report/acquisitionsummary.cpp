// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/acquisitionsummary.h"

#include "record/verificationverdict.h"
#include "report/clonetext.h"
#include "report/hiddenareastext.h"
#include "report/reportformat.h"

#include <algorithm>
#include <climits>

namespace Custody {

namespace {

SummaryLine statusLine(const AcquisitionResult &result)
{
    if (result.status == ImagingOutcome::Status::Completed)
        return {SummaryTone::Good, AcquisitionSummary::tr("Acquisition completed."),
                AcquisitionSummary::tr("Every area of the source was tried and the image "
                                       "is complete.")};
    return {SummaryTone::Bad,
            result.status == ImagingOutcome::Status::Failed
                ? AcquisitionSummary::tr("Acquisition FAILED.")
                : AcquisitionSummary::tr("Acquisition STOPPED."),
            result.error ? result.error->message
                         : AcquisitionSummary::tr("The acquisition was stopped before the end. The "
                                                  "image is incomplete and has no hash.")};
}

SummaryLine readLine(const AcquisitionRecord &record)
{
    const AcquisitionResult &result = record.result;
    const qint64 size = record.source.sizeBytes;
    if (!result.hasMap())
        return {SummaryTone::Bad, AcquisitionSummary::tr("Nothing read."),
                AcquisitionSummary::tr("The record holds no map: nothing of the source is "
                                       "known to have been read.")};
    if (result.bytesFinished == size)
        return {SummaryTone::Good, AcquisitionSummary::tr("No unreadable sector."),
                AcquisitionSummary::tr("All %1 bytes of the source were read.")
                    .arg(ReportFormat::count(size))};
    QStringList notRead;
    if (result.bytesUnreadable > 0)
        notRead.append(
            AcquisitionSummary::tr(
                "%1 bytes (%n bad sector(s)) could NOT be read and "
                "are filled with %2 in the image.",
                nullptr,
                int(std::min<qint64>(
                    result.bytesUnreadable / qMax(1, record.source.logicalSectorBytes), INT_MAX)))
                .arg(ReportFormat::count(result.bytesUnreadable))
                .arg(ReportFormat::byteValue(record.settings.fillByte)));
    if (result.bytesUnfinished() > 0)
        notRead.append(AcquisitionSummary::tr("%1 bytes were NEVER read: the acquisition stopped "
                                              "before it reached them.")
                           .arg(ReportFormat::count(result.bytesUnfinished())));
    return {result.bytesUnfinished() > 0 ? SummaryTone::Bad : SummaryTone::Warning,
            AcquisitionSummary::tr("Not all of the source was read."),
            AcquisitionSummary::tr("%1 of %2 bytes read (%3). ")
                    .arg(ReportFormat::count(result.bytesFinished))
                    .arg(ReportFormat::count(size))
                    .arg(ReportFormat::percentDown(result.bytesFinished, size))
                + notRead.join(QLatin1Char(' '))};
}

// The sectors the acquisition covers against what the drive holds, for a drive that was asked
// (records of block devices since the hidden areas were probed). A finding is a warning: the
// image is of what the drive shows, and the examiner decides about the rest.
std::optional<SummaryLine> hiddenAreasLine(const AcquisitionRecord &record)
{
    const std::optional<HiddenAreas> &areas = record.source.hiddenAreas;
    if (!areas)
        return std::nullopt;
    const bool completed = record.result.status == ImagingOutcome::Status::Completed;
    const bool found = !areas->findings.isEmpty();
    return SummaryLine{found ? SummaryTone::Warning : SummaryTone::Normal,
                       HiddenAreasText::acquiredLine(record.source.sectors(),
                                                     record.source.logicalSectorBytes, completed,
                                                     *areas),
                       HiddenAreasText::consequence(*areas)};
}

// Not output errors: the files are complete, only the drive's flag is concerned.
QList<SummaryLine> writeBlockLines(const WriteBlockRecord &writeBlock)
{
    QList<SummaryLine> lines;
    if (writeBlock.liftedDuringRun())
        lines.append({SummaryTone::Bad,
                      AcquisitionSummary::tr("Write-block LIFTED during the acquisition."),
                      AcquisitionSummary::tr(
                          "The kernel read-only flag was found cleared on %1 when it was read "
                          "again after the last read of the source: the source was writable at "
                          "some point during the acquisition.")
                          .arg(writeBlock.atEnd->writable.join(QStringLiteral(", ")))});
    else if (writeBlock.atEnd && writeBlock.atEnd->error)
        lines.append({SummaryTone::Warning,
                      AcquisitionSummary::tr("Write-block not checked at the end."),
                      writeBlock.atEnd->error->message});
    if (writeBlock.notRestored())
        lines.append({SummaryTone::Warning, AcquisitionSummary::tr("Write-block NOT lifted."),
                      AcquisitionSummary::tr(
                          "The kernel read-only flag could not be cleared on %1 after the "
                          "acquisition, which may still be read-only: run blockdev --setrw on "
                          "each of them, or unplug and re-plug the drive. This concerns the drive "
                          "only, not the image or the acquisition's files.")
                          .arg(writeBlock.restoreFailed.join(QStringLiteral(", ")))});
    return lines;
}

} // namespace

SummaryTone verdictTone(const VerificationVerdict &verdict)
{
    switch (verdict.outcome()) {
    case VerificationVerdict::Outcome::Match: return SummaryTone::Good;
    case VerificationVerdict::Outcome::Mismatch:
    case VerificationVerdict::Outcome::Failed: return SummaryTone::Bad;
    case VerificationVerdict::Outcome::Incomplete:
    case VerificationVerdict::Outcome::NotVerified: return SummaryTone::Warning;
    }
    return SummaryTone::Warning;
}

QString SummaryLine::plainText() const
{
    if (title.isEmpty())
        return text;
    return text.isEmpty() ? title : title + QLatin1Char(' ') + text;
}

namespace {

// Several outputs from one read: each other output that did not complete, and how it goes on.
QList<SummaryLine> otherOutputLines(const QList<RecordedDestination> &destinations)
{
    QList<SummaryLine> lines;
    for (const RecordedDestination &destination : destinations) {
        if (destination.own || destination.status == ImagingOutcome::Status::Completed)
            continue;
        const QString why = destination.error ? destination.error->message
                                              : AcquisitionSummary::tr("it was stopped");
        // An interrupted E01 is refused by --resume: saying it resumes would not be true.
        const QString next
            = destination.format == QLatin1String("e01")
                  ? AcquisitionSummary::tr("%1 (%2): %3. An interrupted E01 acquisition cannot "
                                           "be resumed: acquire it again with --force (which "
                                           "replaces its files), or acquire to raw with --preset "
                                           "rescue, which resumes, and convert the result to E01.")
                  : AcquisitionSummary::tr("%1 (%2): %3. Its files are an interrupted "
                                           "acquisition's: it resumes on its own (custody-cli "
                                           "acquire with its base, its format and --resume), "
                                           "reading the source again for what it lacks.");
        lines.append({SummaryTone::Bad, AcquisitionSummary::tr("Another output NOT completed."),
                      next.arg(destination.base, destination.format, why)});
    }
    return lines;
}

} // namespace

AcquisitionSummary AcquisitionSummary::of(const AcquisitionRecord &record,
                                          const std::optional<Error> &outputError)
{
    AcquisitionSummary summary;
    const AcquisitionResult &result = record.result;
    summary.m_lines.append(statusLine(result));
    const SummaryLine read = readLine(record);
    summary.m_lines.append(read);
    const std::optional<SummaryLine> hidden = hiddenAreasLine(record);
    if (hidden)
        summary.m_lines.append(*hidden);
    const QList<SummaryLine> clone = CloneText::summaryLines(record);
    summary.m_lines += clone;
    const bool cloneFailed = record.clone && record.clone->failed();
    const VerificationVerdict verdict = record.verdict();
    summary.m_lines.append({verdictTone(verdict), tr("Verification: %1.").arg(verdict.title()),
                            verdict.explanation()});
    // A sidecar, the log or the record that could not be written: the acquisition does not count
    // as finished, and a resume writes the files again.
    const std::optional<QString> notWritten
        = outputError          ? std::optional(outputError->userMessage())
          : result.outputError ? std::optional(result.outputError->message)
                               : std::nullopt;
    if (notWritten)
        summary.m_lines.append(
            {SummaryTone::Bad, tr("A file was NOT written."),
             tr("%1 Resume the acquisition to write its files again.").arg(*notWritten)});
    QList<SummaryLine> writeBlock;
    if (record.writeBlock)
        writeBlock = writeBlockLines(*record.writeBlock);
    summary.m_lines += writeBlock;
    const QList<SummaryLine> others = otherOutputLines(record.destinations);
    summary.m_lines += others;

    const bool completed = result.status == ImagingOutcome::Status::Completed;
    if (!completed || notWritten || verdict.failsRun() || cloneFailed)
        summary.m_outcome = SummaryTone::Bad;
    else
        summary.m_outcome = writeBlock.isEmpty() && read.tone == SummaryTone::Good
                                    && (!hidden || hidden->tone != SummaryTone::Warning)
                                    && others.isEmpty()
                                    && std::none_of(clone.cbegin(), clone.cend(),
                                                    [](const SummaryLine &line) {
                                                        return line.tone == SummaryTone::Warning;
                                                    })
                                ? SummaryTone::Good
                                : SummaryTone::Warning;
    return summary;
}

QStringList AcquisitionSummary::plainLines() const
{
    QStringList lines;
    for (const SummaryLine &line : m_lines)
        lines.append(line.plainText());
    return lines;
}

QString AcquisitionSummary::keptOutputsTitle()
{
    return tr("Kept, as they are on disk now:");
}

} // namespace Custody
