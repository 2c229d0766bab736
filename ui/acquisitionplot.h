// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisitionprogress.h"

namespace Custody {

class ThroughputChartView;

// Draws one run of an acquisition in its throughput graph, a line per read: on every tick the
// point of the read under way, and the points the acquisition kept of each read
// (Acquisition::throughput()), so that a read shorter than a tick is drawn too. A resume's graph
// starts with the earlier runs' throughput, and this run's time continues theirs.
//
// GUI thread only.
class AcquisitionPlot
{
public:
    explicit AcquisitionPlot(ThroughputChartView *chart = nullptr)
        : m_chart(chart)
    {}

    // The point of the read under way, from the progress just sampled.
    void tick(const Acquisition &acquisition, const AcquisitionProgress &progress);
    // Every point the acquisition kept of its reads (the chart ignores those it has).
    void plotKeptPoints(const Acquisition &acquisition);

private:
    // Seconds of the earlier runs, drawn first, before this run's.
    double earlierSeconds(const Acquisition &acquisition);

    ThroughputChartView *m_chart;
    bool m_earlierShown = false;
};

} // namespace Custody
