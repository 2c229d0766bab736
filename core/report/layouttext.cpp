// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/layouttext.h"

#include "report/reportformat.h"
#include "util/groupedcount.h"
#include "util/units.h"

namespace Custody {

namespace {

using namespace Qt::StringLiterals;

QString quoted(const QString &text)
{
    return LayoutText::tr("“%1”").arg(text);
}

// libblkid's "crypto_LUKS" as examiners name it.
QString shownType(const QString &type)
{
    return type == QLatin1String("crypto_LUKS") ? QStringLiteral("LUKS") : type;
}

// An MBR extended partition: a container of the logical partitions listed after it, not probed.
bool isExtended(const PartitionEntry &partition)
{
    static const QStringList codes{QStringLiteral("0x05"), QStringLiteral("0x0f"),
                                   QStringLiteral("0x85")};
    return codes.contains(partition.typeCode);
}

// What a partition holds, as a table row and a line say it.
QString partitionContent(const PartitionEntry &partition)
{
    if (isExtended(partition) && partition.content.kind == VolumeContent::Kind::Unknown)
        return LayoutText::tr("holds the logical partitions listed after it");
    return LayoutText::contentText(partition.content);
}

QString regionName(const MediumLayout &layout, const VolumeContent *content)
{
    if (content == &layout.whole)
        return LayoutText::tr("the whole medium");
    for (const PartitionEntry &partition : layout.partitions) {
        if (&partition.content == content)
            return LayoutText::tr("partition %1").arg(partition.number);
    }
    return {};
}

} // namespace

QString LayoutText::tableLine(const MediumLayout &layout)
{
    if (!layout.hasTable())
        return tr("none");
    if (layout.tableType == QLatin1String("gpt"))
        return layout.tableId.isEmpty() ? tr("GPT") : tr("GPT, disk GUID %1").arg(layout.tableId);
    if (layout.tableType == QLatin1String("dos"))
        return layout.tableId.isEmpty()
                   ? tr("MBR (DOS)")
                   : tr("MBR (DOS), disk identifier %1").arg(u"0x"_s + layout.tableId);
    return layout.tableId.isEmpty() ? layout.tableType
                                    : tr("%1, identifier %2").arg(layout.tableType, layout.tableId);
}

QString LayoutText::typeName(const PartitionEntry &partition)
{
    if (partition.typeName.isEmpty())
        return tr("type %1").arg(partition.typeCode);
    return QCoreApplication::translate("Custody::PartitionTypes",
                                       partition.typeName.toUtf8().constData());
}

QString LayoutText::contentText(const VolumeContent &content)
{
    switch (content.kind) {
    case VolumeContent::Kind::Signature: {
        const QString type = shownType(content.type);
        QStringList parts{content.version.isEmpty() ? type
                                                    : tr("%1 %2").arg(type, content.version)};
        if (!content.label.isEmpty())
            parts << tr("label %1").arg(quoted(content.label));
        if (!content.uuid.isEmpty())
            parts << tr("UUID %1").arg(content.uuid);
        const QString described = parts.join(QStringLiteral(", "));
        if (content.isEncrypted())
            return tr("encrypted: %1").arg(described);
        if (content.isApfs())
            return tr("%1 (an APFS container: whether its volumes are FileVault-encrypted is not "
                      "told by the container)")
                .arg(described);
        return described;
    }
    case VolumeContent::Kind::Random:
        return tr("no known signature, random-looking bytes (%1 bits per byte in %2 sampled): "
                  "encrypted without a header (VeraCrypt, a LUKS volume with a detached header), "
                  "compressed, or overwritten with random data")
            .arg(textLocale().toString(content.entropy, 'f', 4),
                 formatBytes(content.sampledBytes, textLocale()));
    case VolumeContent::Kind::Zeros:
        return tr("no known signature, only zeros in %1 sampled")
            .arg(formatBytes(content.sampledBytes, textLocale()));
    case VolumeContent::Kind::Unknown: return tr("no known signature");
    case VolumeContent::Kind::Ambiguous: return tr("ambiguous: %1").arg(content.error);
    case VolumeContent::Kind::Unreadable: return tr("not read: %1").arg(content.error);
    }
    return {};
}

QStringList LayoutText::regionLines(const MediumLayout &layout)
{
    QStringList lines;
    const qint64 sector = qMax(1, layout.sectorBytes);
    for (const PartitionEntry &partition : layout.partitions) {
        QString line
            = tr("Partition %1: sectors %2 to %3 (%4), %5")
                  .arg(partition.number)
                  .arg(formatCount(partition.startBytes / sector),
                       formatCount((partition.startBytes + partition.sizeBytes) / sector - 1),
                       formatBytes(partition.sizeBytes, textLocale()), typeName(partition));
        if (!partition.name.isEmpty())
            line += tr(", name %1").arg(quoted(partition.name));
        lines << tr("%1: %2").arg(line, partitionContent(partition));
    }
    const bool wholeHoldsSomething
        = layout.whole.kind != VolumeContent::Kind::Unknown || layout.whole.sampledBytes > 0;
    if (!layout.hasTable() || wholeHoldsSomething)
        lines << tr("Whole medium (%1): %2")
                     .arg(formatBytes(layout.sizeBytes, textLocale()), contentText(layout.whole));
    return lines;
}

QString LayoutText::encryptionWarning(const MediumLayout &layout)
{
    QStringList encrypted;
    QStringList possibly;
    for (const VolumeContent *content : layout.encryptedOrRandom()) {
        if (content->isEncrypted())
            encrypted << tr("%1 (%2)").arg(regionName(layout, content), shownType(content->type));
        else
            possibly << tr("%1 (%2)").arg(regionName(layout, content),
                                          content->isApfs() ? tr("APFS")
                                                            : tr("random-looking, no signature"));
    }
    QStringList sentences;
    if (!encrypted.isEmpty())
        sentences << tr("Encrypted: %1. The image will hold these volumes as they are on the "
                        "medium, unreadable without their key or passphrase.")
                         .arg(encrypted.join(QStringLiteral(", ")));
    if (!possibly.isEmpty())
        sentences << tr("Possibly encrypted: %1. These may be encrypted (an APFS container's "
                        "volumes by FileVault; random-looking bytes by a tool that writes no "
                        "header), or compressed or wiped.")
                         .arg(possibly.join(QStringLiteral(", ")));
    if (sentences.isEmpty())
        return {};
    sentences << tr("If the computer is running and the volumes are unlocked, consider "
                    "capturing its memory and the unlocked volumes before turning it off.");
    return sentences.join(u' ');
}

std::optional<ReportSection> LayoutText::section(const SourceIdentity &source)
{
    ReportSection section{tr("Layout at acquisition"), {}, SectionKind::Body};
    if (source.layoutError) {
        section.blocks.append(FieldsBlock{
            {{tr("Layout"), tr("could not be read: %1").arg(source.layoutError->message),
              Emphasis::Warning}}});
        return section;
    }
    if (!source.layout)
        return std::nullopt;
    const MediumLayout &layout = *source.layout;
    QList<ReportField> fields{{tr("Partition table"), tableLine(layout)}};
    const bool wholeHoldsSomething
        = layout.whole.kind != VolumeContent::Kind::Unknown || layout.whole.sampledBytes > 0;
    if (!layout.hasTable() || wholeHoldsSomething)
        fields.append({tr("Whole medium"), contentText(layout.whole),
                       layout.whole.kind == VolumeContent::Kind::Unreadable ? Emphasis::Warning
                                                                            : Emphasis::Normal});
    section.blocks.append(FieldsBlock{fields});
    if (!layout.partitions.isEmpty()) {
        TableBlock table;
        table.columns
            = {{tr("No."), ColumnStyle::Number},         {tr("First sector"), ColumnStyle::Number},
               {tr("Last sector"), ColumnStyle::Number}, {tr("Size"), ColumnStyle::Number},
               {tr("Type"), ColumnStyle::Text},          {tr("Name"), ColumnStyle::Text},
               {tr("Content"), ColumnStyle::Text}};
        const qint64 sector = qMax(1, layout.sectorBytes);
        for (const PartitionEntry &partition : layout.partitions) {
            table.rows.append(
                {ReportFormat::count(partition.number),
                 ReportFormat::count(partition.startBytes / sector),
                 ReportFormat::count((partition.startBytes + partition.sizeBytes) / sector - 1),
                 formatBytes(partition.sizeBytes, textLocale()), typeName(partition),
                 partition.name, partitionContent(partition)});
            const VolumeContent &content = partition.content;
            table.rowEmphasis.append(content.kind == VolumeContent::Kind::Unreadable
                                             || content.isEncrypted() || content.mayBeEncrypted()
                                         ? Emphasis::Warning
                                         : Emphasis::Normal);
        }
        section.blocks.append(table);
    }
    if (const QString warning = encryptionWarning(layout); !warning.isEmpty())
        section.blocks.append(ParagraphBlock{warning, Emphasis::Warning, tr("Encrypted volumes")});
    return section;
}

} // namespace Custody
