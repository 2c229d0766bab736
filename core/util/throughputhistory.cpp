#include "util/throughputhistory.h"

namespace Custody {

ThroughputHistory::ThroughputHistory(qsizetype maximumSamples)
    : m_maximumSamples(std::max<qsizetype>(maximumSamples, 4))
{}

void ThroughputHistory::add(ThroughputSample sample)
{
    if (m_samples.size() >= m_maximumSamples) {
        QList<ThroughputSample> kept;
        kept.reserve(m_maximumSamples / 2 + 1);
        for (qsizetype index = 0; index < m_samples.size(); index += 2)
            kept.append(m_samples[index]);
        m_samples = std::move(kept);
    }
    m_samples.append(sample);
}

QList<double> ThroughputHistory::rates() const
{
    QList<double> rates;
    for (qsizetype index = 1; index < m_samples.size(); ++index) {
        const double seconds = m_samples[index].seconds - m_samples[index - 1].seconds;
        const qint64 bytes = m_samples[index].bytesDone - m_samples[index - 1].bytesDone;
        rates.append(seconds > 0 ? double(bytes) / seconds : 0.0);
    }
    return rates;
}

} // namespace Custody
