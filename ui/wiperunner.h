// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/deviceinfo.h"
#include "util/backgroundjob.h"
#include "wipe/drivewipe.h"

#include <QObject>

#include <atomic>

#include <memory>
#include <optional>

namespace Custody {

// Runs one DriveWipe on its own thread: prepare() (checking the certificate's files, opening the
// drive, asking it what it hides, reading SMART) and then execute(). Between the two, the drive
// opened must be the one the examiner confirmed (the same serial number and size as the drive
// list showed when the serial was typed): a drive swapped under the same device name meanwhile
// is refused with nothing written. The GUI thread only reads the wipe's lock-free counters from
// a timer and hears about the two transitions.
class WipeRunner : public QObject
{
    Q_OBJECT

public:
    // confirmed: the drive as the examiner confirmed it; nullopt for a verify-only run, which
    // writes nothing and asks no confirmation.
    WipeRunner(WipeRequest request, std::optional<DeviceInfo> confirmed, QObject *parent = nullptr);
    ~WipeRunner() override; // cancels and waits: the certificate says how far the wipe got

    // Prepares and runs the wipe on its thread; poll is called every 250 ms meanwhile.
    void start(std::function<void()> poll = {});
    void cancel() { m_wipe.cancel(); }
    bool isRunning() const { return m_job.isRunning(); }
    const DriveWipe &wipe() const { return m_wipe; }
    DriveWipe &wipe() { return m_wipe; }
    // Once prepare() has returned: the drive's identity may be read from any thread.
    bool isPrepared() const { return m_prepared.load(std::memory_order_acquire); }

    // Why the drive opened is not the drive confirmed (another serial number or size); empty
    // when it is. On any thread.
    static QString differenceFromConfirmed(const SourceIdentity &opened,
                                           const DeviceInfo &confirmed);

Q_SIGNALS:
    void startFailed(const Custody::Error &error);
    void finished(const Custody::WipeCertificate &certificate);

private:
    DriveWipe m_wipe;
    std::optional<DeviceInfo> m_confirmed;
    std::atomic<bool> m_prepared{false};
    std::optional<Error> m_startError;
    WipeCertificate m_certificate;
    BackgroundJob m_job{QStringLiteral("custody-wipe")};
};

} // namespace Custody
