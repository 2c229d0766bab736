#include "dialogs/acquisitionsource.h"

#include <QFileInfo>

namespace Custody {

AcquisitionSource AcquisitionSource::fromDevice(const DeviceRow &row)
{
    AcquisitionSource source;
    const DeviceInfo &device = row.device;
    source.path = device.devicePath;
    source.displayName = device.displayName();
    source.sizeBytes = device.sizeBytes;
    source.isBlockDevice = true;
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

AcquisitionSource AcquisitionSource::fromFile(const QString &path)
{
    AcquisitionSource source;
    const QFileInfo info(path);
    source.path = info.absoluteFilePath();
    source.displayName = info.fileName();
    source.sizeBytes = info.size();
    return source;
}

} // namespace Custody
