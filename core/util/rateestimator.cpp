// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/rateestimator.h"

namespace Custody {

RateEstimator::RateEstimator(std::chrono::milliseconds window)
    : m_window(window)
{}

void RateEstimator::addSample(Clock::time_point time, qint64 bytesDone)
{
    m_samples.append({time, bytesDone});
    // Keep one sample older than the window, so the window is always fully covered.
    while (m_samples.size() > 2 && time - m_samples.at(1).time >= m_window)
        m_samples.removeFirst();
}

double RateEstimator::bytesPerSecond() const
{
    if (m_samples.size() < 2)
        return 0.0;
    const Sample &first = m_samples.first();
    const Sample &last = m_samples.last();
    const double seconds = std::chrono::duration<double>(last.time - first.time).count();
    return seconds > 0 ? double(last.bytesDone - first.bytesDone) / seconds : 0.0;
}

std::optional<std::chrono::seconds> RateEstimator::remaining(qint64 totalBytes) const
{
    const double rate = bytesPerSecond();
    if (rate <= 0 || m_samples.isEmpty())
        return std::nullopt;
    const qint64 left = std::max<qint64>(0, totalBytes - m_samples.last().bytesDone);
    return std::chrono::seconds(qint64(double(left) / rate + 0.5));
}

} // namespace Custody
