#pragma once

#include <QList>

namespace Custody {

struct ThroughputSample
{
    double seconds = 0;   // since the start of the job
    qint64 bytesDone = 0; // read or found unreadable by then
    bool operator==(const ThroughputSample &) const = default;
};

// The progress of a job over time, for the throughput graph and the report. Its size is
// bounded whatever the length of the job: when full, every other sample is dropped (the first
// and the newest are kept), so a multi-hour acquisition keeps an even, coarser history.
class ThroughputHistory
{
public:
    explicit ThroughputHistory(qsizetype maximumSamples = 512);

    void add(ThroughputSample sample);
    QList<ThroughputSample> samples() const { return m_samples; }
    // Average rate between consecutive kept samples, in bytes per second, one per interval.
    QList<double> rates() const;

private:
    qsizetype m_maximumSamples;
    QList<ThroughputSample> m_samples;
};

} // namespace Custody
