// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>

#include <chrono>
#include <optional>

namespace Custody {

// Turns (time, bytes done) samples into a current rate and an ETA. The rate is measured over
// a sliding window, so a stall shows within seconds instead of being averaged away.
class RateEstimator
{
public:
    using Clock = std::chrono::steady_clock;

    explicit RateEstimator(std::chrono::milliseconds window = std::chrono::seconds(5));

    void addSample(Clock::time_point time, qint64 bytesDone);
    // Bytes per second over the window; 0 until two samples are apart.
    double bytesPerSecond() const;
    std::optional<std::chrono::seconds> remaining(qint64 totalBytes) const;

private:
    struct Sample
    {
        Clock::time_point time;
        qint64 bytesDone;
    };
    std::chrono::milliseconds m_window;
    QList<Sample> m_samples;
};

} // namespace Custody
