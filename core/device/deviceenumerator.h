// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/deviceinfo.h"
#include "util/result.h"

#include <memory>
#include <optional>

#include <QList>
#include <QMap>
#include <QObject>

namespace Custody {

enum class DeviceBackend { Automatic, Udev, Solid };

// Lists the drives of this computer and reports drives that appear, disappear or change (media
// inserted, a loop device attached, a resize), for the device list of the GUI and for
// `custody-cli devices`. Implemented by UdevDeviceEnumerator (libudev and sysfs) and, where KF6
// is packaged, SolidDeviceEnumerator; both report the same DeviceInfo.
//
// Threading: an enumerator lives in one thread. Call start() in that thread; every signal is
// emitted there. A GUI moves it to a worker thread (moveToThread, then start() through a queued
// call) so that sysfs reads never block the GUI thread; DeviceInfo is a registered metatype.
// devicePath is the identity of a drive: a drive that two backend objects describe (Solid can
// list the same disk twice) is reported once.
class DeviceEnumerator : public QObject
{
    Q_OBJECT

public:
    ~DeviceEnumerator() override;

    // Lists the drives present now (devices() afterwards) and starts watching for hot-plug.
    // Emits no deviceAdded for the drives present at start.
    [[nodiscard]] virtual Result<void> start() = 0;
    virtual QString backendName() const = 0;

    // The drives known now, ordered by device path.
    QList<DeviceInfo> devices() const;

    // Udev, or Solid when Custody was built with KF6 Solid and `backend` allows it. Automatic
    // prefers Solid. Asking for Solid in a build without it returns DeviceListFailed.
    static Result<std::unique_ptr<DeviceEnumerator>> create(DeviceBackend backend);
    static std::optional<DeviceBackend> parseBackendName(const QString &name);
    static bool isSolidAvailable();

Q_SIGNALS:
    void deviceAdded(const Custody::DeviceInfo &device);
    void deviceChanged(const Custody::DeviceInfo &device);
    // With the last known description of the drive.
    void deviceRemoved(const Custody::DeviceInfo &device);

protected:
    explicit DeviceEnumerator(QObject *parent = nullptr);

    // Records what is now at devicePath, a drive or nothing (nullopt), and emits the signal
    // that tells the difference, if any. Before start() has returned, it only records.
    void publish(const QString &devicePath, const std::optional<DeviceInfo> &device);
    void setStarted();

private:
    QMap<QString, DeviceInfo> m_devices;
    bool m_started = false;
};

} // namespace Custody
