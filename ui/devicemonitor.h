// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/deviceenumerator.h"
#include "models/devicerow.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QThread>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>

namespace Custody {

class DeviceTableModel;
class Errand;

// Keeps the device list live without blocking the GUI thread: the enumerator runs in its own
// thread (sysfs reads, the udev monitor), smartctl and the hidden-area probe (read-only ATA and
// NVMe commands) run on the thread pool once per drive that appears, what of the system a drive
// holds is looked at by an Errand per drive, and results come back as queued signals or answers. It
// also tells whether this user may read each drive, so that the list explains a permission problem
// before an acquisition fails.
class DeviceMonitor : public QObject
{
    Q_OBJECT

public:
    using SmartQuery = std::function<Result<SmartReport>(const QString &devicePath)>;
    // What a drive hides from the host (probeHiddenAreas by default).
    using HiddenAreasQuery = std::function<HiddenAreas(const QString &devicePath)>;
    // A drive's partitions and file systems (readMediumLayout by default).
    using LayoutQuery = std::function<LayoutStatus(const QString &devicePath)>;
    // What of the running system a drive holds (SystemDisks::usesOf by default).
    using SystemUsesQuery
        = std::function<QStringList(const QString &devicePath, const QString &destinationFolder)>;

    // Takes the enumerator over (it must not have a parent). smartQuery defaults to smartctl.
    explicit DeviceMonitor(std::unique_ptr<DeviceEnumerator> enumerator, SmartQuery smartQuery = {},
                           QObject *parent = nullptr);
    ~DeviceMonitor() override;

    // Keeps `model` showing the drives as this monitor sees them: each drive, its SMART status,
    // hidden areas, access problem and system uses. The drive list of the main window, wherever it
    // is shown.
    void feed(DeviceTableModel *model) const;
    // Starts the enumerator in its thread; deviceAdded follows for every drive present.
    void start();
    // Reads SMART again for one drive (after a refresh).
    void refreshSmart(const QString &devicePath);
    // Before start(): how system uses are found (tests give made-up ones).
    void setSystemUsesQuery(SystemUsesQuery query) { m_systemUsesQuery = std::move(query); }
    // Before start(): how hidden areas are found (tests give made-up ones).
    void setHiddenAreasQuery(HiddenAreasQuery query) { m_hiddenAreasQuery = std::move(query); }
    // Asks the drive again what it hides (after a refresh).
    void refreshHiddenAreas(const QString &devicePath);
    // Before start(): how layouts are read (tests count the reads).
    void setLayoutQuery(LayoutQuery query) { m_layoutQuery = std::move(query); }
    // Reads the drive's partitions and file systems again (after a refresh).
    void refreshLayout(const QString &devicePath);
    // Reads the partitions and file systems of a drive of another machine (an NBD export, an
    // iSCSI LUN added by the examiner) through its reader, as an acquisition does
    // (readSourceLayout), off the GUI thread, on a connection of its own that waits for the
    // server NetworkLayoutTimeLimit at most to connect and as long to read; layoutChanged follows
    // as for a local drive. Quitting waits for it (its view is unmounted first): after
    // stopNetworkLayouts() a read ends at once, a connection under way within the limit.
    void readNetworkLayout(const QString &uri, const NetworkSourceOptions &options);
    // Quitting: the network layout reads under way give up at once (later ones do not).
    void stopNetworkLayouts()
    {
        m_stopNetworkLayouts->store(true);
        m_stopNetworkLayouts = std::make_shared<std::atomic<bool>>();
    }
    // The examiner's destination folder: the drive holding it is a system disk too. Looks at
    // every drive again.
    void setDestinationFolder(const QString &folder);
    QString backendName() const { return m_backendName; }

    // Why this user cannot read devicePath, with what to do; empty when it is readable.
    static QString accessProblem(const QString &devicePath);
    // Turns a smartctl run into what the device list shows.
    static SmartStatus smartStatusFrom(const Result<SmartReport> &result);

Q_SIGNALS:
    void deviceAdded(const Custody::DeviceInfo &device);
    void deviceChanged(const Custody::DeviceInfo &device);
    void deviceRemoved(const Custody::DeviceInfo &device);
    void smartStatusChanged(const QString &devicePath, const Custody::SmartStatus &status);
    // An empty status first (being checked), then what the probe found.
    void hiddenAreasChanged(const QString &devicePath, const Custody::HiddenAreaStatus &status);
    // An empty status first (being read), then the layout or why it could not be read.
    void layoutChanged(const QString &devicePath, const Custody::LayoutStatus &status);
    void accessProblemChanged(const QString &devicePath, const QString &problem);
    void systemUsesChanged(const QString &devicePath, const QStringList &uses);
    void startFailed(const QString &message);

private:
    void onAppeared(const DeviceInfo &device);
    void checkSystemUses(const QString &devicePath);
    void readLayoutWith(const QString &devicePath, const LayoutQuery &query, bool finishOnQuit);
    // Emits `changed` with an empty status (being asked), then with question(devicePath)'s
    // answer, asked on the pool, unless a newer question of the drive was asked meanwhile.
    template<typename Status, typename Ask>
    void ask(QHash<QString, quint64> DeviceMonitor::*generations, const QString &devicePath,
             Ask question, void (DeviceMonitor::*changed)(const QString &, const Status &));

    QThread m_thread;
    DeviceEnumerator *m_enumerator; // lives in m_thread; deleted when it finishes
    SmartQuery m_smartQuery;
    QString m_backendName;
    QThreadPool m_smartPool;
    QHash<QString, quint64> m_smartGenerations; // GUI thread only
    HiddenAreasQuery m_hiddenAreasQuery;
    QHash<QString, quint64> m_hiddenAreasGenerations; // GUI thread only
    LayoutQuery m_layoutQuery;
    QHash<QString, Errand *> m_layoutReads; // GUI thread only; children, one per drive
    std::shared_ptr<std::atomic<bool>> m_stopNetworkLayouts = std::make_shared<std::atomic<bool>>();
    SystemUsesQuery m_systemUsesQuery;
    QString m_destinationFolder;
    // A look per drive ever seen (children), each on a thread of its own: one waiting for a
    // destination folder on a share that does not answer delays no other, and quitting never
    // waits for it.
    QHash<QString, Errand *> m_systemLooks; // GUI thread only
    QSet<QString> m_knownDrives;            // GUI thread only
};

} // namespace Custody
