// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/deviceenumerator.h"

namespace Custody::Test {

// A DeviceEnumerator whose drives the test plugs and unplugs.
class FakeDeviceEnumerator final : public DeviceEnumerator
{
public:
    explicit FakeDeviceEnumerator(QList<DeviceInfo> initial = {})
        : m_initial(std::move(initial))
    {}

    Result<void> start() override
    {
        for (const DeviceInfo &device : m_initial)
            publish(device.devicePath, device);
        setStarted();
        return {};
    }
    QString backendName() const override { return QStringLiteral("fake"); }

    // From any thread: runs in the enumerator's thread, as a real hot-plug event would.
    void plug(const DeviceInfo &device)
    {
        QMetaObject::invokeMethod(this, [this, device] { publish(device.devicePath, device); });
    }
    void unplug(const QString &devicePath)
    {
        QMetaObject::invokeMethod(this, [this, devicePath] { publish(devicePath, std::nullopt); });
    }

private:
    QList<DeviceInfo> m_initial;
};

inline DeviceInfo fakeDrive(const QString &path, qint64 sizeBytes, const QString &model)
{
    DeviceInfo device;
    device.devicePath = path;
    device.backend = QStringLiteral("fake");
    device.model = model;
    device.serial = QStringLiteral("SN-") + model;
    device.sizeBytes = sizeBytes;
    device.logicalSectorBytes = 512;
    device.physicalSectorBytes = 4096;
    device.bus = DeviceBus::Usb;
    return device;
}

} // namespace Custody::Test
