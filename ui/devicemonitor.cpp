// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "devicemonitor.h"

#include "acquisition/sourcelayout.h"
#include "device/hiddenareaprobe.h"
#include "device/layoutprobe.h"
#include "device/smartctlrunner.h"
#include "device/systemdisks.h"
#include "errand.h"
#include "io/opensource.h"
#include "io/sourcedevice.h"
#include "models/devicetablemodel.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPointer>
#include <QThreadPool>

#include <algorithm>

namespace Custody {

DeviceMonitor::DeviceMonitor(std::unique_ptr<DeviceEnumerator> enumerator, SmartQuery smartQuery,
                             QObject *parent)
    : QObject(parent)
    , m_enumerator(enumerator.release())
    , m_smartQuery(std::move(smartQuery))
    , m_backendName(m_enumerator->backendName())
{
    qRegisterMetaType<Custody::DeviceInfo>();
    qRegisterMetaType<Custody::SmartStatus>();
    qRegisterMetaType<Custody::HiddenAreaStatus>();
    qRegisterMetaType<Custody::LayoutStatus>();
    m_hiddenAreasQuery = [](const QString &devicePath) {
        return probeHiddenAreas(devicePath);
    };
    // libblkid's probes (as udev's blkid makes of every drive that appears) and up to 768 KiB
    // of each region where no signature is found, through a descriptor opened read-only.
    m_layoutQuery = [](const QString &devicePath) {
        const Result<MediumLayout> read = readMediumLayout(LayoutTarget{devicePath});
        return read ? LayoutStatus{*read, {}} : LayoutStatus{{}, read.error().userMessage()};
    };
    if (!m_smartQuery) {
        m_smartQuery = [](const QString &devicePath) {
            return SmartctlRunner().query(devicePath);
        };
    }
    m_systemUsesQuery = [](const QString &devicePath, const QString &destinationFolder) {
        return SystemDisks().usesOf(devicePath, destinationFolder);
    };
    m_thread.setObjectName(QStringLiteral("custody-devices"));
    // smartctl and the hidden-area probe can take seconds per drive (USB bridges): a few at a
    // time, off the global pool.
    m_smartPool.setMaxThreadCount(4);
    m_enumerator->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_enumerator, &QObject::deleteLater);
    connect(m_enumerator, &DeviceEnumerator::deviceAdded, this, &DeviceMonitor::onAppeared);
    // A change may be a mount or an unmount: what the drive holds of the system is looked at again.
    connect(m_enumerator, &DeviceEnumerator::deviceChanged, this, [this](const DeviceInfo &d) {
        Q_EMIT deviceChanged(d);
        checkSystemUses(d.devicePath);
    });
    // The look stays: one still running for the drive that went is superseded when another
    // drive is plugged in under the same name.
    connect(m_enumerator, &DeviceEnumerator::deviceRemoved, this, [this](const DeviceInfo &d) {
        m_knownDrives.remove(d.devicePath);
        Q_EMIT deviceRemoved(d);
    });
}

DeviceMonitor::~DeviceMonitor()
{
    m_thread.quit();
    m_thread.wait();
    m_smartPool.waitForDone(); // smartctl is stopped after its timeout
}

void DeviceMonitor::feed(DeviceTableModel *model) const
{
    connect(this, &DeviceMonitor::deviceAdded, model, &DeviceTableModel::addOrUpdate);
    connect(this, &DeviceMonitor::deviceChanged, model, &DeviceTableModel::addOrUpdate);
    connect(this, &DeviceMonitor::deviceRemoved, model, &DeviceTableModel::remove);
    connect(this, &DeviceMonitor::smartStatusChanged, model, &DeviceTableModel::setSmartStatus);
    connect(this, &DeviceMonitor::hiddenAreasChanged, model, &DeviceTableModel::setHiddenAreas);
    connect(this, &DeviceMonitor::layoutChanged, model, &DeviceTableModel::setLayout);
    connect(this, &DeviceMonitor::accessProblemChanged, model, &DeviceTableModel::setAccessProblem);
    connect(this, &DeviceMonitor::systemUsesChanged, model, &DeviceTableModel::setSystemUses);
}

void DeviceMonitor::start()
{
    m_thread.start();
    QMetaObject::invokeMethod(m_enumerator, [this, enumerator = m_enumerator] {
        const Result<void> started = enumerator->start();
        const QList<DeviceInfo> devices = started ? enumerator->devices() : QList<DeviceInfo>{};
        const QString error = started ? QString() : started.error().userMessage();
        QMetaObject::invokeMethod(this, [this, devices, error] {
            if (!error.isEmpty())
                Q_EMIT startFailed(error);
            for (const DeviceInfo &device : devices)
                onAppeared(device);
        });
    });
}

void DeviceMonitor::onAppeared(const DeviceInfo &device)
{
    Q_EMIT deviceAdded(device);
    Q_EMIT accessProblemChanged(device.devicePath, accessProblem(device.devicePath));
    m_knownDrives.insert(device.devicePath);
    checkSystemUses(device.devicePath);
    refreshSmart(device.devicePath);
    refreshHiddenAreas(device.devicePath);
    refreshLayout(device.devicePath);
}

void DeviceMonitor::setDestinationFolder(const QString &folder)
{
    if (folder == m_destinationFolder)
        return;
    m_destinationFolder = folder;
    const QSet<QString> drives = m_knownDrives;
    for (const QString &drive : drives)
        checkSystemUses(drive);
}

void DeviceMonitor::checkSystemUses(const QString &devicePath)
{
    // Off the GUI thread: sysfs, the mount table and a stat() of the destination folder, which may
    // be on a share that does not answer. The newest look at a drive supersedes the one before.
    Errand *&look = m_systemLooks[devicePath];
    if (!look)
        look = new Errand(this);
    look->run([this, devicePath, query = m_systemUsesQuery,
               folder = m_destinationFolder]() -> Errand::Answer {
        const QStringList uses = query(devicePath, folder);
        return [this, devicePath, uses] {
            Q_EMIT systemUsesChanged(devicePath, uses);
        };
    });
}

template<typename Status, typename Ask>
void DeviceMonitor::ask(QHash<QString, quint64> DeviceMonitor::*generations,
                        const QString &devicePath, Ask question,
                        void (DeviceMonitor::*changed)(const QString &, const Status &))
{
    Q_EMIT(this->*changed)(devicePath, Status{});
    // The answer comes back through the application object and finds the monitor (if it still
    // exists) on the GUI thread; a newer question of the same drive wins over an older one.
    const quint64 generation = ++(this->*generations)[devicePath];
    QPointer<DeviceMonitor> self(this);
    m_smartPool.start([self, generations, devicePath, generation, question, changed] {
        const Status status = question(devicePath);
        QMetaObject::invokeMethod(
            qApp, [self, generations, devicePath, generation, status, changed] {
                if (self && ((*self).*generations).value(devicePath) == generation)
                    Q_EMIT((*self).*changed)(devicePath, status);
            });
    });
}

void DeviceMonitor::refreshSmart(const QString &devicePath)
{
    ask(
        &DeviceMonitor::m_smartGenerations, devicePath,
        [query = m_smartQuery](const QString &path) { return smartStatusFrom(query(path)); },
        &DeviceMonitor::smartStatusChanged);
}

void DeviceMonitor::refreshHiddenAreas(const QString &devicePath)
{
    ask(
        &DeviceMonitor::m_hiddenAreasGenerations, devicePath,
        [query = m_hiddenAreasQuery](const QString &path) { return HiddenAreaStatus{query(path)}; },
        &DeviceMonitor::hiddenAreasChanged);
}

void DeviceMonitor::refreshLayout(const QString &devicePath)
{
    readLayoutWith(devicePath, m_layoutQuery, false);
}

void DeviceMonitor::readNetworkLayout(const QString &uri, const NetworkSourceOptions &options)
{
    // Through a FUSE view of the source: quitting waits for the read to end (told to stop by
    // stopNetworkLayouts), so that no view is left mounted behind the process. A connection of
    // its own, which waits for the server no longer than the read may last and is not made again.
    NetworkSourceOptions bounded = options;
    bounded.timeoutSeconds = std::min(bounded.timeoutSeconds, int(NetworkLayoutTimeLimit.count()));
    bounded.reconnectAttempts = 0;
    readLayoutWith(
        uri,
        [bounded, stop = m_stopNetworkLayouts](const QString &path) {
            if (const Result<void> allowed = checkSourceLayoutAllowed(path); !allowed)
                return LayoutStatus{{}, allowed.error().userMessage()};
            Result<std::unique_ptr<SourceDevice>> source = openSource(path, bounded);
            const Result<MediumLayout> read
                = source ? readSourceLayout(**source, NetworkLayoutTimeLimit, stop.get())
                         : Result<MediumLayout>(source.error());
            return read ? LayoutStatus{*read, {}} : LayoutStatus{{}, read.error().userMessage()};
        },
        true);
}

void DeviceMonitor::readLayoutWith(const QString &devicePath, const LayoutQuery &query,
                                   bool finishOnQuit)
{
    // An Errand per drive, as for system uses: a drive that hangs in a read holds none of the
    // pool's threads (SMART waits for none), quitting never waits for a local drive's, and the
    // newest read of a drive supersedes the one before.
    Q_EMIT layoutChanged(devicePath, LayoutStatus{});
    Errand *&read = m_layoutReads[devicePath];
    if (!read)
        read = new Errand(this);
    read->run(
        [this, devicePath, query]() -> Errand::Answer {
            const LayoutStatus status = query(devicePath);
            return [this, devicePath, status] {
                Q_EMIT layoutChanged(devicePath, status);
            };
        },
        finishOnQuit ? Errand::OnQuit::Finish : Errand::OnQuit::Abandon);
}

QString DeviceMonitor::accessProblem(const QString &devicePath)
{
    // Permission bits only: the device list never opens a drive.
    const QFileInfo device(devicePath);
    if (device.isReadable())
        return {};
    if (!device.exists())
        return tr("%1 no longer exists: the drive was removed or renamed.").arg(devicePath);
    return tr("You may not read %1: imaging it needs root or membership of its group \"%2\". "
              "Start Custody with \"Run as administrator\" from the desktop menu (or "
              "custody-pkexec), or ask an administrator to add your account to \"%2\", then "
              "log in again.")
        .arg(devicePath, device.group());
}

SmartStatus DeviceMonitor::smartStatusFrom(const Result<SmartReport> &result)
{
    SmartStatus status;
    status.pending = false;
    status.capturedAt = QDateTime::currentDateTime();
    if (!result) {
        status.unavailableReason = result.error().userMessage();
        return status;
    }
    status.report = *result;
    if (!result->hasDeviceData()) {
        status.unavailableReason
            = result->exit.deviceOpenFailed()
                  ? tr("smartctl could not open the drive (permission, or a USB bridge it does "
                       "not recognise).")
                  : tr("The drive reports no SMART data.");
    }
    return status;
}

} // namespace Custody
