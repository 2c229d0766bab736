// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "faultyfolder.h"

#include <QDir>
#include <QTest>
#include <QTimer>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <thread>

namespace Custody::Test {

// A folder on a share that stops answering on demand (faultfs, tests/support/faultyfolder.h):
// what the GUI thread must never wait for. Needs root and /dev/fuse (unavailableReason()).
class HungShare
{
public:
    static QString unavailableReason() { return FaultyFolder::unavailableReason(); }

    [[nodiscard]] bool start()
    {
        return m_share.start() && QDir().mkpath(m_share.path() + QStringLiteral("/share"));
    }
    // A folder on the share; below it everything hangs while hung() holds.
    QString folder() const { return m_share.path() + QStringLiteral("/share"); }
    // The same folder, reached without the share (to prepare and look at files).
    QString backingFolder() const { return m_share.backingPath() + QStringLiteral("/share"); }
    [[nodiscard]] bool hang() { return m_share.hang(QStringLiteral("/share")); }
    [[nodiscard]] bool answer() { return m_share.clearFaults(); }
    // Every read on the share waits `milliseconds` first, as on a slow one (until answer()).
    [[nodiscard]] bool slowReads(int milliseconds)
    {
        return m_share.slowReads(QStringLiteral("/share"), milliseconds);
    }
    int waitingOperations() const { return m_share.hangingOperations(); }

    // Does `action` with the share hung and checks that the calling thread goes on with its
    // events while an operation of it waits on the share; then lets the share answer. If the
    // action itself waits for the share, a watchdog lets the share answer after a while, so that
    // the test fails with a message instead of hanging.
    [[nodiscard]] bool staysResponsive(const std::function<void()> &action, QString *why)
    {
        if (!hang()) {
            *why = QStringLiteral("cannot hang the share");
            return false;
        }
        auto done = std::make_shared<std::atomic<bool>>(false);
        auto releasedByWatchdog = std::make_shared<std::atomic<bool>>(false);
        std::thread watchdog([this, done, releasedByWatchdog] {
            for (int waited = 0; waited < 300 && !done->load(); ++waited)
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
            if (!done->load()) {
                *releasedByWatchdog = true;
                (void)m_share.clearFaults();
            }
        });
        int ticks = 0;
        QTimer ticker;
        QObject::connect(&ticker, &QTimer::timeout, [&ticks] { ++ticks; });
        ticker.start(20);
        action();
        const bool returnedWhileHung = !releasedByWatchdog->load();
        const bool waiting = QTest::qWaitFor([this] { return waitingOperations() > 0; }, 10000);
        const int before = ticks;
        const bool turned = QTest::qWaitFor([&ticks, before] { return ticks >= before + 10; }, 5000)
                            && waitingOperations() > 0 && !releasedByWatchdog->load();
        *done = true;
        watchdog.join();
        if (!answer()) {
            *why = QStringLiteral("cannot let the share answer");
            return false;
        }
        if (!returnedWhileHung || releasedByWatchdog->load())
            *why = QStringLiteral("the calling thread waited for the hung share");
        else if (!waiting)
            *why = QStringLiteral("nothing ever waited on the share: the action did not touch it");
        else if (!turned)
            *why = QStringLiteral("the event loop stood still while the share hung");
        return returnedWhileHung && waiting && turned;
    }

private:
    FaultyFolder m_share;
};

} // namespace Custody::Test
