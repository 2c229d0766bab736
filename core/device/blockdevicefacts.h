#pragma once

#include "device/deviceinfo.h"

#include <optional>

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

namespace Custody {

// The raw facts about one kernel block device that the udev/sysfs backend gathers, and their
// interpretation. Gathering (readSysfsAttributes) does I/O; toDeviceInfo() is a pure function, so
// tests feed it facts recorded from real machines.
//
// udev's database (ID_MODEL, ID_SERIAL_SHORT, …) exists only where udevd runs. Without it, the
// identity comes from sysfs alone: the SCSI INQUIRY strings (device/vendor, device/model: the
// model is cut to 16 characters there), the unit serial number VPD page (device/vpd_pg80), NVMe
// controller attributes (device/serial, device/firmware_rev) or virtio's serial.
struct BlockDeviceFacts
{
    QString sysPath;    // "/sys/devices/pci0000:00/0000:00:1f.2/ata1/.../block/sda"
    QString devicePath; // "/dev/sda"
    QString deviceType; // the kernel's DEVTYPE: "disk" or "partition"
    QHash<QString, QString> udevProperties;     // empty when udev has no database
    QHash<QString, QByteArray> sysfsAttributes; // relative to sysPath: "size", "device/model", …

    // The attributes toDeviceInfo() looks at, relative to the device's sysfs directory.
    static QStringList sysfsAttributeNames();
    // Reads sysfsAttributeNames() below sysPath; attributes that do not exist are left out.
    static QHash<QString, QByteArray> readSysfsAttributes(const QString &sysPath);

    // The drive these facts describe, or nullopt when they describe no drive to acquire: a
    // partition, a device without media (size 0: an empty card reader, a detached loop device),
    // or a virtual device other than an attached loop device (zram, device-mapper, md, nbd).
    std::optional<DeviceInfo> toDeviceInfo() const;
};

// The serial number in a SCSI "Unit Serial Number" VPD page (0x80), as sysfs exposes it in
// device/vpd_pg80: a 4-byte header whose bytes 2-3 are the length, then ASCII, space padded.
QString serialFromVpdPage80(const QByteArray &page);

// Decodes udev's "\x20"-style escapes (ID_MODEL_ENC, ID_VENDOR_ENC).
QString decodeUdevString(const QString &encoded);

} // namespace Custody
