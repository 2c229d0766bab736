// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/throughputhistory.h"

#include <QList>

#include <optional>

namespace Custody::Internal {

// A bounded history of progress samples that stays evenly spaced over the whole run, for the
// live throughput graph. It keeps every stride-th sample; when full, it drops every other kept
// sample and doubles the stride, so older and newer parts of the run always have the same
// resolution (a kept interval is the exact average of the raw intervals it merges, since
// bytesDone is cumulative). The two newest samples are always shown as well, so the graph ends
// on the last measured rate. add() is amortised O(1); memory is O(maximumSamples).
//
// Unlike ThroughputHistory, which halves the old samples but keeps adding new ones at full
// rate, so that its old part grows ever coarser than its new part.
class ThroughputDecimator
{
public:
    explicit ThroughputDecimator(qsizetype maximumSamples);

    void add(ThroughputSample sample);
    // At most maximumSamples, in time order; the first is the first sample ever added.
    QList<ThroughputSample> samples() const;
    std::optional<ThroughputSample> latest() const { return m_latest; }

private:
    qsizetype m_maximumKept;
    QList<ThroughputSample> m_kept;
    qint64 m_stride = 1;
    qint64 m_added = 0;
    std::optional<ThroughputSample> m_previous;
    std::optional<ThroughputSample> m_latest;
};

} // namespace Custody::Internal
