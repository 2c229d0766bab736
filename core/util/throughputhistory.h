// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>

#include <optional>

namespace Custody {

struct ThroughputSample
{
    double seconds = 0;   // since the start of the job
    qint64 bytesDone = 0; // read or found unreadable by then
    bool operator==(const ThroughputSample &) const = default;
};

// The progress of a job over time, for the throughput graph and the report. Its size is
// bounded whatever the length of the job, and its spacing stays even: it keeps every stride-th
// sample, and when full doubles the stride and drops the kept samples that are off it. The
// newest sample is always reported last, so the history ends where the job is.
class ThroughputHistory
{
public:
    explicit ThroughputHistory(qsizetype maximumSamples = 512);

    void add(ThroughputSample sample);
    // The kept samples, then the newest one if it was not kept. At most maximumSamples.
    QList<ThroughputSample> samples() const;
    // Average rate between consecutive samples(), in bytes per second, one per interval.
    QList<double> rates() const;

private:
    qsizetype m_maximumSamples;
    qint64 m_stride = 1; // samples added per kept sample
    qint64 m_added = 0;
    QList<ThroughputSample> m_kept;
    QList<qint64> m_keptIndices;              // the position of each kept sample among all added
    std::optional<ThroughputSample> m_newest; // the last sample added, when not kept
};

} // namespace Custody
