#pragma once

#include <QJsonObject>
#include <QMetaType>
#include <QString>

namespace Custody {

// How the drive is attached, as far as the backend can tell.
enum class DeviceBus { Unknown, Ata, Scsi, Usb, Nvme, Mmc, Ieee1394, Virtio, Loop, Platform };

enum class Removability { Fixed, Removable };

enum class MediaKind { Unknown, Rotational, SolidState };

enum class WriteProtection { Writable, ReadOnly };

// One drive that can be acquired, as the device list shows it: a whole disk (never a partition)
// with media in it. A value type, produced the same way by every DeviceEnumerator backend.
// Fields a backend cannot know stay empty (strings) or at their default.
struct DeviceInfo
{
    QString devicePath; // "/dev/sdb": the identity of the drive in a device list
    QString backend;    // "udev" or "solid": who reported it
    QString systemId;   // the backend's own name: the sysfs path or the Solid UDI
    QString vendor;
    QString model;
    QString serial;
    QString firmware;
    QString backingFile; // loop devices: the file behind the device
    qint64 sizeBytes = 0;
    int logicalSectorBytes = 0;  // 0 when unknown
    int physicalSectorBytes = 0; // 0 when unknown
    DeviceBus bus = DeviceBus::Unknown;
    Removability removability = Removability::Fixed;
    MediaKind media = MediaKind::Unknown;
    WriteProtection writeProtection = WriteProtection::Writable;

    // "WDC WD140EDFZ-11A0VA0 (serial 9RK1XXXX)", for lists and log lines.
    QString displayName() const;
    QJsonObject toJson() const;

    bool operator==(const DeviceInfo &) const = default;
};

// Short untranslated names, as written to JSON and accepted on command lines: "usb", "nvme".
QString busName(DeviceBus bus);
QString mediaName(MediaKind media);

} // namespace Custody

Q_DECLARE_METATYPE(Custody::DeviceInfo)
