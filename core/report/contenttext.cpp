// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/contenttext.h"

#include "report/reportformat.h"
#include "util/logline.h"

namespace Custody {

using namespace Qt::StringLiterals;

QString ContentText::zerosText(const ContentProfile &profile)
{
    return tr("%1 of %2 sectors read (%3)")
        .arg(ReportFormat::count(profile.zeroSectors), ReportFormat::count(profile.sectorsExamined),
             ReportFormat::percentDown(profile.zeroSectors, profile.sectorsExamined));
}

QString ContentText::repeatedText(const ContentProfile &profile)
{
    if (profile.repeatedByteSectors == 0)
        return tr("none");
    QStringList bytes;
    for (const ContentProfile::RepeatedByte &byte : profile.repeatedBytes)
        bytes.append(tr("%1 (%2)").arg(ReportFormat::byteValue(byte.value),
                                       ReportFormat::count(byte.sectors)));
    return tr("%1 sectors: %2")
        .arg(ReportFormat::count(profile.repeatedByteSectors), bytes.join(u", "_s));
}

QString ContentText::runText(const Extent &run, int sectorBytes)
{
    const qint64 sector = std::max(1, sectorBytes);
    return tr("sectors %1 to %2 (%3)")
        .arg(ReportFormat::count(run.offset / sector),
             ReportFormat::count((run.end() + sector - 1) / sector - 1),
             ReportFormat::bytes(run.length));
}

QString ContentText::mostlyZerosWarning(const ContentProfile &profile,
                                        std::optional<qint64> powerOnHours)
{
    if (!powerOnHours || *powerOnHours < UsedDriveHours
        || profile.zeroSectors * 2 <= profile.sectorsExamined)
        return {};
    return tr("Most of this drive reads as zeros (%1 of the sectors read), although SMART "
              "reports %2 power-on hours: a drive in use is rarely that empty. Before relying "
              "on the image, rule out a drive that answers with zeros instead of its data (a "
              "locked or self-encrypting drive, a failing controller or adapter, an SSD that "
              "discarded trimmed blocks, a host protected area or a DCO hiding the data).")
        .arg(ReportFormat::percentDown(profile.zeroSectors, profile.sectorsExamined),
             ReportFormat::count(*powerOnHours));
}

QStringList ContentText::lines(const ContentProfile &profile, std::optional<qint64> powerOnHours)
{
    QStringList lines{tr("All zeros: %1").arg(zerosText(profile)),
                      tr("One other byte repeated: %1").arg(repeatedText(profile))};
    if (profile.sectorsUnreadable > 0)
        lines.append(tr("Unreadable, not counted: %1 sectors")
                         .arg(ReportFormat::count(profile.sectorsUnreadable)));
    for (qsizetype index = 0; index < profile.longestZeroRuns.size(); ++index)
        lines.append(tr("Zero run %1: %2")
                         .arg(index + 1)
                         .arg(runText(profile.longestZeroRuns[index], profile.sectorBytes)));
    if (const QString warning = mostlyZerosWarning(profile, powerOnHours); !warning.isEmpty())
        lines.append(warning);
    return lines;
}

QString ContentText::textBlock(const ContentProfile &profile, const QStringList &unreadableFrom)
{
    QString text = tr("What the data looks like (%1-byte sectors):").arg(profile.sectorBytes)
                   + QLatin1Char('\n');
    const QStringList shown = lines(profile) << storedImageNote(unreadableFrom);
    for (const QString &line : shown)
        text += QStringLiteral("  ") + oneShownLine(line) + QLatin1Char('\n');
    return text;
}

QString ContentText::verificationBlock(const VerificationReport &report)
{
    if (!report.content)
        return {};
    return QLatin1Char('\n') + textBlock(*report.content, report.contentUnreadableFrom);
}

QString ContentText::storedImageNote(const QStringList &unreadableFrom)
{
    if (!unreadableFrom.isEmpty())
        return tr("Counted in the image as stored, except the sectors that the acquisition's "
                  "record calls unreadable (%1): they hold the fill and count as unreadable, not "
                  "as what the fill is.")
            .arg(unreadableFrom.join(QStringLiteral(", ")));
    return tr("Counted in the image as stored: a sector the acquisition could not read holds its "
              "fill here and counts as what the fill is (zeros by default); the acquisition's "
              "record tells the two apart.");
}

std::optional<qint64> ContentText::powerOnHours(const AcquisitionRecord &record)
{
    if (!record.smartAtStart)
        return std::nullopt;
    const QJsonValue hours
        = record.smartAtStart->details.value(u"smartctl").toObject().value(u"powerOnHours");
    return hours.isDouble() ? std::optional(qint64(hours.toDouble())) : std::nullopt;
}

std::optional<ReportSection> ContentText::section(const AcquisitionRecord &record)
{
    if (!record.result.content)
        return std::nullopt;
    return section(*record.result.content, powerOnHours(record));
}

ReportSection ContentText::section(const ContentProfile &profile,
                                   std::optional<qint64> powerOnHours)
{
    ReportSection section{tr("What the data looks like"), {}, SectionKind::Body};
    QList<ReportField> fields{
        {tr("Sectors read"), tr("%1 sectors of %2 bytes")
                                 .arg(ReportFormat::count(profile.sectorsExamined))
                                 .arg(profile.sectorBytes)},
        {tr("All zeros"), zerosText(profile)},
        {tr("One other byte repeated"), repeatedText(profile)},
    };
    if (profile.sectorsUnreadable > 0)
        fields.append({tr("Unreadable, not counted"),
                       tr("%1 sectors (the fill written in their place is not the drive's data)")
                           .arg(ReportFormat::count(profile.sectorsUnreadable)),
                       Emphasis::Warning});
    section.blocks.append(FieldsBlock{fields});
    if (!profile.longestZeroRuns.isEmpty()) {
        TableBlock table;
        table.columns = {{tr("No."), ColumnStyle::Number},
                         {tr("First sector"), ColumnStyle::Number},
                         {tr("Last sector"), ColumnStyle::Number},
                         {tr("Offset (bytes)"), ColumnStyle::Number},
                         {tr("Length (bytes)"), ColumnStyle::Number}};
        const qint64 sector = std::max(1, profile.sectorBytes);
        for (qsizetype index = 0; index < profile.longestZeroRuns.size(); ++index) {
            const Extent &run = profile.longestZeroRuns[index];
            table.rows.append({ReportFormat::count(index + 1),
                               ReportFormat::count(run.offset / sector),
                               ReportFormat::count((run.end() + sector - 1) / sector - 1),
                               ReportFormat::count(run.offset), ReportFormat::count(run.length)});
        }
        section.blocks.append(
            ParagraphBlock::plain(tr("The longest runs of sectors read as zeros, longest first:")));
        section.blocks.append(table);
    }
    if (const QString warning = mostlyZerosWarning(profile, powerOnHours); !warning.isEmpty())
        section.blocks.append(ParagraphBlock{warning, Emphasis::Warning, tr("Mostly zeros")});
    return section;
}

} // namespace Custody
