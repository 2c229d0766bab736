// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "devicedetailspane.h"

#include "report/hiddenareastext.h"
#include "report/layouttext.h"
#include "widgets/localeunits.h"

#include <QLocale>

namespace Custody {

namespace {

QString row(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><th align=left valign=top>%1</th><td>%2</td></tr>")
        .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
}

QString orUnknown(const QString &value)
{
    return value.isEmpty() ? DeviceDetailsPane::tr("unknown") : value;
}

QString yesNo(bool value)
{
    return value ? DeviceDetailsPane::tr("yes") : DeviceDetailsPane::tr("no");
}

// "Reallocated_Sector_Ct" reads as "Reallocated Sector Ct".
QString plainAttributeName(const QString &name)
{
    QString plain = name;
    plain.replace(QLatin1Char('_'), QLatin1Char(' '));
    return plain;
}

} // namespace

DeviceDetailsPane::DeviceDetailsPane(QWidget *parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("deviceDetails"));
    setAccessibleName(tr("Drive details"));
    setOpenLinks(false);
    showNothing();
}

void DeviceDetailsPane::showNothing()
{
    setHtml(QStringLiteral("<p>%1</p>")
                .arg(tr("Select a drive to see its identity, partitions and SMART data.")
                         .toHtmlEscaped()));
}

void DeviceDetailsPane::showDevice(const DeviceRow &deviceRow)
{
    setHtml(html(deviceRow));
}

QString DeviceDetailsPane::html(const DeviceRow &deviceRow)
{
    QString text
        = QStringLiteral("<h3>%1</h3>").arg(deviceRow.device.displayName().toHtmlEscaped());
    if (!deviceRow.accessProblem.isEmpty())
        text += QStringLiteral("<p><b>%1</b></p>").arg(deviceRow.accessProblem.toHtmlEscaped());
    if (deviceRow.isSystemDisk())
        text += QStringLiteral("<p><b>%1</b></p>").arg(deviceRow.systemDiskText().toHtmlEscaped());
    if (deviceRow.network) {
        // Only what the server said: nothing of partitions, buses or kernel flags is known.
        text += QStringLiteral("<p><b>%1</b></p>")
                    .arg(deviceRow.network->transferText().toHtmlEscaped());
        text += QStringLiteral("<p>%1</p>")
                    .arg(deviceRow.network->description().toHtmlEscaped().replace(
                        u'\n', QStringLiteral("<br>")));
        return text;
    }
    text += identityHtml(deviceRow.device);
    text += partitionsHtml(deviceRow.device);
    text += layoutHtml(deviceRow.layout);
    text += hiddenAreasHtml(deviceRow.hiddenAreas);
    text += smartHtml(deviceRow.smart);
    return text;
}

QString DeviceDetailsPane::identityHtml(const DeviceInfo &device)
{
    const QLocale locale;
    QString table = QStringLiteral("<table cellspacing=2>");
    table += row(tr("Device"), device.devicePath);
    table += row(tr("Stable name"), orUnknown(device.stableId));
    table += row(tr("Vendor"), orUnknown(device.vendor));
    table += row(tr("Model"), orUnknown(device.model));
    table += row(tr("Serial number"), orUnknown(device.serial));
    table += row(tr("Firmware"), orUnknown(device.firmware));
    table += row(
        tr("Size"),
        tr("%1 (%2 bytes)").arg(displayBytes(device.sizeBytes), locale.toString(device.sizeBytes)));
    table += row(tr("Logical sector"), tr("%1 bytes").arg(device.logicalSectorBytes));
    table += row(tr("Physical sector"), tr("%1 bytes").arg(device.physicalSectorBytes));
    table += row(tr("Bus"), busDisplayName(device.bus));
    table += row(tr("Media"), mediaDisplayName(device.media));
    table += row(tr("Removable"), yesNo(device.removability == Removability::Removable));
    table += row(tr("Kernel read-only flag"),
                 yesNo(device.writeProtection == WriteProtection::ReadOnly));
    if (!device.backingFile.isEmpty())
        table += row(tr("Backing file"), device.backingFile);
    table += row(tr("Listed by"), device.backend);
    table += QStringLiteral("</table>");
    return table;
}

QString DeviceDetailsPane::partitionsHtml(const DeviceInfo &device)
{
    QString text = QStringLiteral("<h4>%1</h4>").arg(tr("Partitions").toHtmlEscaped());
    if (device.partitions.isEmpty() && device.holders.isEmpty())
        return text + QStringLiteral("<p>%1</p>").arg(tr("None found.").toHtmlEscaped());
    if (device.hasMountedFileSystem())
        text += QStringLiteral("<p><b>%1</b></p>")
                    .arg(tr("Mounted: the file systems below may change while the drive is "
                            "imaged.")
                             .toHtmlEscaped());
    text += QStringLiteral("<table cellspacing=2><tr><th align=left>%1</th><th align=left>%2</th>"
                           "<th align=left>%3</th><th align=left>%4</th>"
                           "<th align=left>%5</th></tr>")
                .arg(tr("Device"), tr("Size"), tr("File system"), tr("Label"), tr("Mounted on"));
    for (const PartitionInfo &partition : device.partitions) {
        QStringList mounts = partition.mountPoints;
        for (const HolderInfo &holder : partition.holders)
            mounts << tr("%1 (%2) on %3")
                          .arg(holder.devicePath, holder.kind,
                               holder.mountPoints.join(QStringLiteral(", ")));
        text += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td></tr>")
                    .arg(partition.devicePath.toHtmlEscaped(), displayBytes(partition.sizeBytes),
                         partition.filesystemType.toHtmlEscaped(), partition.label.toHtmlEscaped(),
                         mounts.join(QStringLiteral("; ")).toHtmlEscaped());
    }
    for (const HolderInfo &holder : device.holders)
        text += QStringLiteral("<tr><td>%1</td><td></td><td>%2</td><td>%3</td><td>%4</td></tr>")
                    .arg(holder.devicePath.toHtmlEscaped(), holder.kind.toHtmlEscaped(),
                         holder.name.toHtmlEscaped(),
                         holder.mountPoints.join(QStringLiteral(", ")).toHtmlEscaped());
    return text + QStringLiteral("</table>");
}

QString DeviceDetailsPane::layoutHtml(const LayoutStatus &status)
{
    QString text = QStringLiteral("<h4>%1</h4>").arg(tr("Layout").toHtmlEscaped());
    if (status.pending())
        return text + QStringLiteral("<p>%1</p>").arg(tr("Being read…").toHtmlEscaped());
    if (!status.layout)
        return text
               + QStringLiteral("<p>%1</p>")
                     .arg(tr("Could not be read: %1").arg(status.error).toHtmlEscaped());
    const MediumLayout &layout = *status.layout;
    if (const QString warning = LayoutText::encryptionWarning(layout); !warning.isEmpty())
        text += QStringLiteral("<p><b>%1</b></p>").arg(warning.toHtmlEscaped());
    text += QStringLiteral("<p>%1</p>")
                .arg(tr("Partition table: %1").arg(LayoutText::tableLine(layout)).toHtmlEscaped());
    for (const QString &line : LayoutText::regionLines(layout))
        text += QStringLiteral("<p>%1</p>").arg(line.toHtmlEscaped());
    return text;
}

QString DeviceDetailsPane::hiddenAreasHtml(const HiddenAreaStatus &status)
{
    QString text = QStringLiteral("<h4>%1</h4>").arg(tr("Hidden areas").toHtmlEscaped());
    const auto paragraphs = [](const QStringList &lines, bool bold) {
        QString html;
        for (const QString &line : lines)
            html += (bold ? QStringLiteral("<p><b>%1</b></p>") : QStringLiteral("<p>%1</p>"))
                        .arg(line.toHtmlEscaped());
        return html;
    };
    text += paragraphs({status.columnText()}, status.found());
    if (!status.areas)
        return text + paragraphs({status.explanation()}, false);
    const HiddenAreas &areas = *status.areas;
    if (areas.state == HiddenAreas::State::NotADrive)
        return text + paragraphs({areas.reason()}, false);
    text += QStringLiteral("<table cellspacing=2>");
    text += row(tr("Sectors the drive shows"),
                HiddenAreasText::sectorsText(areas.visibleSectors, areas.logicalSectorBytes));
    text += row(tr("Native size"),
                HiddenAreasText::sectorsText(areas.nativeSectors, areas.logicalSectorBytes));
    text += QStringLiteral("</table>");
    text += paragraphs(HiddenAreasText::findingLines(areas), true);
    text += paragraphs({HiddenAreasText::consequence(areas), areas.reason()}, false)
                .remove(QStringLiteral("<p></p>"));
    if (const QStringList others = HiddenAreasText::otherNamespaceLines(areas); !others.isEmpty())
        text += QStringLiteral("<p>%1</p>")
                    .arg(tr("Other namespaces of this controller:").toHtmlEscaped())
                + paragraphs(others, false);
    if (!areas.commands.isEmpty())
        text += QStringLiteral("<p>%1<br>%2</p>")
                    .arg(tr("Commands sent (read-only):").toHtmlEscaped(),
                         areas.commands.join(u'\n').toHtmlEscaped().replace(
                             u'\n', QStringLiteral("<br>")));
    return text;
}

QString DeviceDetailsPane::smartHtml(const SmartStatus &smart)
{
    QString text = QStringLiteral("<h4>%1</h4>").arg(tr("SMART").toHtmlEscaped());
    text += QStringLiteral("<p><b>%1</b></p>").arg(smart.badgeText().toHtmlEscaped());
    const QString explanation = smart.explanation();
    if (!explanation.isEmpty())
        text += QStringLiteral("<p>%1</p>")
                    .arg(explanation.toHtmlEscaped().replace(QLatin1Char('\n'),
                                                             QStringLiteral("<br>")));
    if (smart.capturedAt.isValid())
        text += QStringLiteral("<p>%1</p>")
                    .arg(tr("Read at %1")
                             .arg(QLocale().toString(smart.capturedAt, QLocale::LongFormat))
                             .toHtmlEscaped());
    if (smart.report && smart.report->hasDeviceData())
        text += smartCountersHtml(*smart.report);
    return text;
}

QString DeviceDetailsPane::smartCountersHtml(const SmartReport &report)
{
    const auto number = [](std::optional<qint64> value) {
        return value ? QLocale().toString(*value) : tr("not reported");
    };
    QString text = QStringLiteral("<table cellspacing=2>");
    text += row(tr("Overall health self-assessment"), healthName(report.health));
    text += row(tr("Powered on"), report.powerOnHours
                                      ? tr("%n hour(s)", nullptr, int(*report.powerOnHours))
                                      : tr("not reported"));
    if (report.temperatureCelsius)
        text += row(tr("Temperature"), tr("%1 °C").arg(*report.temperatureCelsius));
    if (!report.ataAttributes.isEmpty()) {
        text += row(tr("Reallocated sectors"), number(report.reallocatedSectors()));
        text += row(tr("Sectors waiting to be reallocated"), number(report.pendingSectors()));
        text += row(tr("Sectors found unreadable offline"), number(report.offlineUncorrectable()));
    }
    if (report.nvme) {
        text += row(tr("Media and data integrity errors"), number(report.nvme->mediaErrors));
        text += row(tr("Life used"), tr("%1 %").arg(report.nvme->percentageUsed));
        text += row(tr("Available spare"), tr("%1 % (threshold %2 %)")
                                               .arg(report.nvme->availableSpare)
                                               .arg(report.nvme->availableSpareThreshold));
    }
    if (report.scsi.grownDefects >= 0)
        text += row(tr("Grown defects"), QLocale().toString(report.scsi.grownDefects));
    if (!report.latestSelfTest.isEmpty())
        text += row(tr("Latest self-test"), report.latestSelfTest);
    text += row(tr("smartctl"), report.toolVersion);
    text += QStringLiteral("</table>");
    if (report.ataAttributes.isEmpty())
        return text;
    text += QStringLiteral("<table cellspacing=2><tr><th align=left>%1</th><th align=left>%2</th>"
                           "<th align=left>%3</th><th align=left>%4</th><th align=left>%5</th>"
                           "</tr>")
                .arg(tr("ID"), tr("Attribute"), tr("Value / worst / threshold"), tr("Raw"),
                     tr("Assessment"));
    for (const SmartAttribute &attribute : report.ataAttributes) {
        QString assessment = tr("OK");
        if (attribute.whenFailed == QLatin1String("now"))
            assessment = tr("FAILING NOW");
        else if (attribute.whenFailed == QLatin1String("past"))
            assessment = tr("failed in the past");
        text += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3 / %4 / %5</td><td>%6</td>"
                               "<td>%7</td></tr>")
                    .arg(attribute.id)
                    .arg(plainAttributeName(attribute.name).toHtmlEscaped())
                    .arg(attribute.value)
                    .arg(attribute.worst)
                    .arg(attribute.threshold)
                    .arg(attribute.rawString.toHtmlEscaped(), assessment.toHtmlEscaped());
    }
    return text + QStringLiteral("</table>");
}

} // namespace Custody
