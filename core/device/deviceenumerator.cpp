// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/deviceenumerator.h"

#include "device/udevdeviceenumerator.h"
#ifdef CUSTODY_HAVE_SOLID
#include "device/soliddeviceenumerator.h"
#endif

namespace Custody {

DeviceEnumerator::DeviceEnumerator(QObject *parent)
    : QObject(parent)
{}

DeviceEnumerator::~DeviceEnumerator() = default;

QList<DeviceInfo> DeviceEnumerator::devices() const
{
    return m_devices.values();
}

void DeviceEnumerator::setStarted()
{
    m_started = true;
}

void DeviceEnumerator::publish(const QString &devicePath, const std::optional<DeviceInfo> &device)
{
    const auto known = m_devices.constFind(devicePath);
    if (!device) {
        if (known == m_devices.constEnd())
            return;
        const DeviceInfo last = *known;
        m_devices.erase(known);
        if (m_started)
            Q_EMIT deviceRemoved(last);
        return;
    }
    if (known != m_devices.constEnd() && *known == *device)
        return;
    const bool isNew = known == m_devices.constEnd();
    m_devices.insert(devicePath, *device);
    if (!m_started)
        return;
    if (isNew)
        Q_EMIT deviceAdded(*device);
    else
        Q_EMIT deviceChanged(*device);
}

bool DeviceEnumerator::isSolidAvailable()
{
#ifdef CUSTODY_HAVE_SOLID
    return true;
#else
    return false;
#endif
}

std::optional<DeviceBackend> DeviceEnumerator::parseBackendName(const QString &name)
{
    if (name == QLatin1String("auto"))
        return DeviceBackend::Automatic;
    if (name == QLatin1String("udev"))
        return DeviceBackend::Udev;
    if (name == QLatin1String("solid"))
        return DeviceBackend::Solid;
    return std::nullopt;
}

Result<std::unique_ptr<DeviceEnumerator>> DeviceEnumerator::create(DeviceBackend backend)
{
#ifdef CUSTODY_HAVE_SOLID
    if (backend != DeviceBackend::Udev)
        return std::unique_ptr<DeviceEnumerator>(std::make_unique<SolidDeviceEnumerator>());
#else
    if (backend == DeviceBackend::Solid) {
        Error error;
        error.code = Error::Code::DeviceListFailed;
        error.path = QStringLiteral("solid");
        error.detail = QStringLiteral("this build of Custody has no KF6 Solid backend");
        return error;
    }
#endif
    return std::unique_ptr<DeviceEnumerator>(std::make_unique<UdevDeviceEnumerator>());
}

} // namespace Custody
