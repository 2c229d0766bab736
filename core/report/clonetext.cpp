// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/clonetext.h"

#include "device/deviceinfo.h"
#include "report/reportformat.h"
#include "report/reportsections.h"

namespace Custody {

namespace {

// "sectors 2048 to 4095 (1,048,576 bytes)"; sectors of the drive.
QString sectorRange(qint64 offset, qint64 bytes, int sectorBytes)
{
    const qint64 sector = qMax(1, sectorBytes);
    return CloneText::tr("sectors %1 to %2 (%3 bytes)")
        .arg(ReportFormat::count(offset / sector))
        .arg(ReportFormat::count((offset + bytes) / sector - 1))
        .arg(ReportFormat::count(bytes));
}

QString fillWords(const CloneRecord &clone)
{
    return clone.excess == QLatin1String("zero") ? CloneText::tr("zeros")
                                                 : CloneText::tr("the byte %1").arg(clone.excess);
}

// "sectors 0 to 511 of the 2,048 sectors of the source (262,144 of 1,048,576 bytes)" for a clone
// that did not complete; the whole range, as sectorRange() says it, for one that did.
QString writtenRange(const CloneRecord &clone)
{
    const qint64 sector = qMax(1, clone.drive.logicalSectorBytes);
    if (clone.holdsSource())
        return sectorRange(0, clone.clonedBytes, clone.drive.logicalSectorBytes);
    if (clone.clonedBytes == 0)
        return CloneText::tr("none of the %1 sectors of the source (%2 bytes)")
            .arg(ReportFormat::count(clone.excessOffset() / sector))
            .arg(ReportFormat::count(clone.excessOffset()));
    return CloneText::tr("sectors 0 to %1 of the %2 sectors of the source (%3 of %4 bytes)")
        .arg(ReportFormat::count(clone.clonedBytes / sector - 1))
        .arg(ReportFormat::count(clone.excessOffset() / sector))
        .arg(ReportFormat::count(clone.clonedBytes))
        .arg(ReportFormat::count(clone.excessOffset()));
}

SummaryLine excessLine(const CloneRecord &clone)
{
    const int sector = clone.drive.logicalSectorBytes;
    if (clone.excessBytes == 0)
        return {SummaryTone::Normal, CloneText::tr("No excess sectors."),
                CloneText::tr("The drive holds as many bytes as the source.")};
    const QString range = sectorRange(clone.excessOffset(), clone.excessBytes, sector);
    if (!clone.wipesExcess())
        return {SummaryTone::Normal, CloneText::tr("Excess sectors left as they were."),
                CloneText::tr("The drive's %1 past the source were neither written nor read: "
                              "they hold what they held before.")
                    .arg(range)};
    if (clone.error)
        return {SummaryTone::Bad, CloneText::tr("Excess sectors NOT wiped."),
                CloneText::tr("%1 of the %2 were written with %3. %4")
                    .arg(ReportFormat::count(clone.excessWritten), range, fillWords(clone),
                         clone.error->message)};
    if (clone.excessVerified())
        return {SummaryTone::Good, CloneText::tr("Excess sectors wiped and verified."),
                CloneText::tr("The drive's %1 past the source were written with %2 and read back "
                              "equal to it.")
                    .arg(range, fillWords(clone))};
    if (clone.excessWritten < clone.excessBytes)
        return {SummaryTone::Bad, CloneText::tr("Excess sectors NOT wiped."),
                CloneText::tr("%1 of the %2 were written with %3: the clone stopped before the "
                              "rest.")
                    .arg(ReportFormat::count(clone.excessWritten), range, fillWords(clone))};
    return {SummaryTone::Warning, CloneText::tr("Excess sectors wiped, not verified."),
            CloneText::tr("The drive's %1 past the source were written with %2, and not read "
                          "back (--verify reads them back).")
                .arg(range, fillWords(clone))};
}

} // namespace

QString CloneText::driveName(const SourceIdentity &drive)
{
    QStringList parts;
    if (drive.model)
        parts << *drive.model;
    if (drive.serial)
        parts << tr("serial %1").arg(*drive.serial);
    parts << tr("%1 bytes").arg(ReportFormat::count(drive.sizeBytes));
    return tr("%1 (%2)").arg(drive.path, parts.join(QStringLiteral(", ")));
}

QString CloneText::readBack(const AcquisitionRecord &record)
{
    const ImageReadBack &readBack = *record.verification->readBack;
    if (!record.clone)
        return readBack.description();
    if (record.clone->directReadBack)
        return tr("Read back from the drive with O_DIRECT, from the medium rather than the page "
                  "cache: %1.")
            .arg(readBack.figures());
    if (readBack.error)
        return tr("Read back from the drive through the page cache, perhaps from memory: writing "
                  "out or dropping its cached pages failed (%1): %2.")
            .arg(readBack.error->message, readBack.figures());
    return tr("Read back from the drive through the page cache, written out and dropped first "
              "(the drive refused O_DIRECT): %1.")
        .arg(readBack.figures());
}

QList<SummaryLine> CloneText::summaryLines(const AcquisitionRecord &record)
{
    if (!record.clone)
        return {};
    const CloneRecord &clone = *record.clone;
    QList<SummaryLine> lines;
    if (record.result.status == ImagingOutcome::Status::Completed)
        lines.append({SummaryTone::Normal, tr("Cloned onto %1.").arg(driveName(clone.drive)),
                      tr("Its %1 hold the source, with the fill where the source could not be "
                         "read.")
                          .arg(writtenRange(clone))});
    else
        lines.append({SummaryTone::Bad, tr("Clone INCOMPLETE on %1.").arg(driveName(clone.drive)),
                      tr("Written: %1. The drive is not a copy of the source. Clone again from "
                         "the start (--force).")
                          .arg(writtenRange(clone))});
    if (record.result.status == ImagingOutcome::Status::Completed)
        lines.append(excessLine(clone));
    if (clone.flushError)
        lines.append({SummaryTone::Bad, tr("Drive cache NOT flushed."), clone.flushError->message});
    return lines;
}

ReportSection CloneText::section(const AcquisitionRecord &record)
{
    const CloneRecord &clone = *record.clone;
    const SourceIdentity &drive = clone.drive;
    QList<ReportField> fields{
        {tr("Device"), drive.path},
        {tr("Model"), ReportFormat::orNotRecorded(drive.model)},
        {tr("Serial number"), ReportFormat::orNotRecorded(drive.serial)},
        {tr("Firmware"), ReportFormat::orNotRecorded(drive.firmware)},
        {tr("Bus"), drive.bus ? busDisplayName(*drive.bus) : ReportFormat::notRecorded()},
        {tr("Size"), tr("%1 bytes = %2 sectors of %3 bytes (%4 bytes physical)")
                         .arg(ReportFormat::count(drive.sizeBytes))
                         .arg(ReportFormat::count(drive.sectors()))
                         .arg(ReportFormat::count(drive.logicalSectorBytes))
                         .arg(ReportFormat::count(drive.physicalSectorBytes))},
        {tr("SMART before the write"),
         clone.smartAtStart
             ? tr("%1: %2").arg(clone.smartAtStart->assessment, clone.smartAtStart->summary)
             : ReportFormat::notRecorded()},
        {tr("Source written to"), writtenRange(clone)},
        {tr("Read back"),
         clone.directReadBack
             ? tr("with O_DIRECT, from the medium")
             : tr("through the page cache, written out and dropped first (the drive refused "
                  "O_DIRECT)")},
    };
    const SummaryLine excess = excessLine(clone);
    fields.append({tr("Excess sectors"), excess.plainText(), Internal::emphasisOf(excess.tone)});
    if (clone.error)
        fields.append({tr("Error"), clone.error->message, Emphasis::Bad});
    if (clone.flushError)
        fields.append({tr("Error"), clone.flushError->message, Emphasis::Bad});
    return {tr("Destination drive"), {FieldsBlock{fields}}};
}

} // namespace Custody
