// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/reconnection.h"

#include <cerrno>

namespace Custody {

namespace {

// True when the same source is back.
bool reconnect(const ReconnectionSteps &steps, int &reconnects)
{
    for (int attempt = 0; attempt < steps.options.reconnectAttempts; ++attempt) {
        // A server restarting needs a moment; a cancelled job does not wait for it.
        if (!waitUnlessCancelled(steps.options.reconnectDelaySeconds, steps.cancelRequested))
            return false;
        if (const Reconnection again = steps.connectAgain(); again != Reconnection::Unreachable) {
            if (again == Reconnection::Same)
                ++reconnects;
            return again == Reconnection::Same;
        }
    }
    return false;
}

} // namespace

void reopenIfClosedOnCancel(const ReconnectionSteps &steps, bool dead, bool &closedOnCancel)
{
    if (!dead || !closedOnCancel || (steps.cancelRequested && steps.cancelRequested->load()))
        return;
    closedOnCancel = false;
    steps.connectAgain();
}

ReadOutcome readReconnecting(const ReconnectionSteps &steps,
                             const std::function<ReadOutcome()> &readOnce,
                             const std::function<bool()> &dead, int &reconnects)
{
    ReadOutcome outcome = readOnce();
    for (int again = 0; outcome.sysErrno == ENOTCONN && dead()
                        && again < steps.options.reconnectAttempts && reconnect(steps, reconnects);
         ++again)
        outcome = readOnce();
    return outcome;
}

} // namespace Custody
