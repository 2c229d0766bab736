// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/acquisitionsource.h"

#include "io/ewfsource.h"

#include "acquisition/sourcedrive.h"
#include "device/hiddenareaprobe.h"
#include "device/layoutprobe.h"
#include "device/systemdisks.h"
#include "device/writeblock.h"
#include "report/hiddenareastext.h"
#include "report/layouttext.h"

#include <QFileInfo>

#include <filesystem>

namespace Custody {

AcquisitionSource AcquisitionSource::fromDevice(const DeviceRow &row)
{
    AcquisitionSource source;
    const DeviceInfo &device = row.device;
    source.path = device.devicePath;
    source.displayName = device.displayName();
    source.model = device.model;
    source.serial = device.serial;
    source.sizeBytes = device.sizeBytes;
    source.isBlockDevice = true;
    source.mayWriteBlock = mayChangeReadOnlyFlags();
    source.systemUses = row.systemUses;
    source.hiddenAreas = row.hiddenAreas;
    source.layout = row.layout;
    for (const PartitionInfo &partition : device.partitions) {
        source.mountPoints << partition.mountPoints;
        for (const HolderInfo &holder : partition.holders)
            source.mountPoints << holder.mountPoints;
    }
    for (const HolderInfo &holder : device.holders)
        source.mountPoints << holder.mountPoints;
    if (row.smart.report) {
        source.suggestedPreset = row.smart.report->suggestedPreset();
        source.suggestionReason = row.smart.report->conditionReasons().join(QLatin1Char(' '));
    }
    return source;
}

AcquisitionSource AcquisitionSource::fromNetwork(const NetworkDrive &drive)
{
    AcquisitionSource source;
    source.path = drive.uri;
    source.displayName = drive.asDevice().model;
    source.sizeBytes = drive.facts.sizeBytes;
    source.network = drive;
    return source;
}

AcquisitionSource AcquisitionSource::fromFile(const QString &path)
{
    AcquisitionSource source;
    const QFileInfo info(path);
    source.path = info.absoluteFilePath();
    source.displayName = info.fileName();
    source.sizeBytes = info.size();
    // An E01: what is acquired is its media data, whose size the container knows.
    if (Ewf::hasEwfSignature(source.path)) {
        if (const Result<std::unique_ptr<EwfSource>> image = EwfSource::open(source.path))
            source.sizeBytes = (*image)->sizeBytes();
    } else if (info.isFile() && !info.fileName().endsWith(QLatin1String(".001"))) {
        // A raw image read as it is: its partitions and file systems (an E01's container and a
        // split image's first segment are not the medium).
        if (const Result<MediumLayout> layout = readMediumLayout(LayoutTarget{source.path}))
            source.layout.layout = *layout;
    }
    // A loop device or a partition picked as a file: the size and mounts come from sysfs
    // (QFileInfo says 0 bytes), and it is a block device to write-block.
    std::error_code error;
    if (std::filesystem::is_block_file(path.toStdString(), error)) {
        source.isBlockDevice = true;
        if (const Result<SourceDrive> drive = SourceDrive::describe(source.path)) {
            DeviceRow row;
            row.device = drive->drive;
            row.systemUses = SystemDisks().usesOf(source.path);
            row.systemUsesKnown = true;
            row.hiddenAreas.areas = probeHiddenAreas(source.path);
            if (const Result<MediumLayout> layout = readMediumLayout(LayoutTarget{source.path}))
                row.layout.layout = *layout;
            AcquisitionSource described = fromDevice(row);
            described.path = source.path;
            return described;
        }
    }
    return source;
}

QString AcquisitionSource::encryptionMessage() const
{
    return layout.layout ? LayoutText::encryptionWarning(*layout.layout) : QString();
}

QString AcquisitionSource::hiddenAreasMessage() const
{
    if (!isBlockDevice || network)
        return {};
    const std::optional<HiddenAreas> &areas = hiddenAreas.areas;
    const QString atStart = tr("The acquisition asks the drive again when it starts; its log and "
                               "report say what it found.");
    if (!areas)
        return tr("Whether this drive hides sectors from the host (HPA, DCO, detached "
                  "namespaces) is still being checked.")
               + u' ' + atStart;
    if (!areas->findings.isEmpty())
        return tr("This drive hides sectors from the host: %1")
                   .arg(HiddenAreasText::findingLines(*areas).join(u' '))
               + u' ' + HiddenAreasText::consequence(*areas);
    if (areas->state == HiddenAreas::State::None)
        return tr("Hidden areas: none. The drive shows all its %1.")
            .arg(HiddenAreasText::sectorsText(areas->visibleSectors, areas->logicalSectorBytes));
    return tr("Hidden areas unknown: %1").arg(areas->reason()) + u' ' + atStart;
}

} // namespace Custody
