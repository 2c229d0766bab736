// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/throughputdecimator.h"

#include <algorithm>

namespace Custody::Internal {

ThroughputDecimator::ThroughputDecimator(qsizetype maximumSamples)
    // Room for the two newest samples next to the kept ones.
    : m_maximumKept(std::max<qsizetype>(maximumSamples - 2, 3))
{}

void ThroughputDecimator::add(ThroughputSample sample)
{
    if (m_added % m_stride == 0) {
        m_kept.append(sample);
        if (m_kept.size() > m_maximumKept) {
            // Kept sample j is raw sample j * stride: the even ones are the multiples of
            // 2 * stride, so the spacing stays even.
            QList<ThroughputSample> halved;
            halved.reserve(m_maximumKept / 2 + 1);
            for (qsizetype index = 0; index < m_kept.size(); index += 2)
                halved.append(m_kept[index]);
            m_kept = std::move(halved);
            m_stride *= 2;
        }
    }
    ++m_added;
    m_previous = m_latest;
    m_latest = sample;
}

QList<ThroughputSample> ThroughputDecimator::samples() const
{
    QList<ThroughputSample> samples = m_kept;
    for (const std::optional<ThroughputSample> &newest : {m_previous, m_latest}) {
        if (newest && newest->seconds > samples.last().seconds)
            samples.append(*newest);
    }
    return samples;
}

} // namespace Custody::Internal
