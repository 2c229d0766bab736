// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/networksourceoptions.h"
#include "io/sourcedevice.h"

#include <atomic>
#include <functional>

namespace Custody {

// How one attempt of a network source to connect again ended: the same source is back (the
// same size, sector size and identity, so its reads go on), another one answers under its name
// (never read: it is not the evidence), or nothing answers.
enum class Reconnection { Same, Other, Unreachable };

// What NBD and iSCSI sources share in keeping their connection (NbdSource, IscsiSource): each
// gives its own steps, the policy is here once.
struct ReconnectionSteps
{
    const NetworkSourceOptions &options;
    const std::atomic<bool> *cancelRequested; // may be null
    std::function<Reconnection()> connectAgain;
};

// Before a read. `closedOnCancel`: the source closed its connection itself because a wait was
// cancelled (a layout given up, a job cancelled), so it was not lost: once reads go on
// uncancelled it is made again at once, without the delay and not counted as a reconnection.
// If that fails, the connection is lost after all, which the read finds.
void reopenIfClosedOnCancel(const ReconnectionSteps &steps, bool dead, bool &closedOnCancel);

// A read with a lost connection made again: `readOnce`, then after each reconnection again,
// while it fails with ENOTCONN and `dead()` says the connection is down, at most as many times
// as NetworkSourceOptions::reconnectAttempts, so that a server that drops every read still ends
// the job. Each reconnection tries that many times after the delay, which a cancel cuts short;
// a reconnection to the same source adds one to `reconnects`.
ReadOutcome readReconnecting(const ReconnectionSteps &steps,
                             const std::function<ReadOutcome()> &readOnce,
                             const std::function<bool()> &dead, int &reconnects);

} // namespace Custody
