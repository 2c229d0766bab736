// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/throughputhistory.h"

namespace Custody {

ThroughputHistory::ThroughputHistory(qsizetype maximumSamples)
    : m_maximumSamples(std::max<qsizetype>(maximumSamples, 4))
{}

void ThroughputHistory::add(ThroughputSample sample)
{
    const qint64 index = m_added++;
    // One place is left for the newest sample, which samples() appends when it is off stride.
    if (index % m_stride == 0 && m_kept.size() >= m_maximumSamples - 1) {
        m_stride *= 2;
        QList<ThroughputSample> kept;
        QList<qint64> indices;
        for (qsizetype i = 0; i < m_kept.size(); ++i) {
            if (m_keptIndices[i] % m_stride == 0) {
                kept.append(m_kept[i]);
                indices.append(m_keptIndices[i]);
            }
        }
        m_kept = std::move(kept);
        m_keptIndices = std::move(indices);
    }
    if (index % m_stride == 0) {
        m_kept.append(sample);
        m_keptIndices.append(index);
        m_newest.reset();
    } else {
        m_newest = sample;
    }
}

QList<ThroughputSample> ThroughputHistory::samples() const
{
    QList<ThroughputSample> samples = m_kept;
    if (m_newest)
        samples.append(*m_newest);
    return samples;
}

QList<double> ThroughputHistory::rates() const
{
    const QList<ThroughputSample> kept = samples();
    QList<double> rates;
    for (qsizetype index = 1; index < kept.size(); ++index) {
        const double seconds = kept[index].seconds - kept[index - 1].seconds;
        const qint64 bytes = kept[index].bytesDone - kept[index - 1].bytesDone;
        rates.append(seconds > 0 ? double(bytes) / seconds : 0.0);
    }
    return rates;
}

} // namespace Custody
