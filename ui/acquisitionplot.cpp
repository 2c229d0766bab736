// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionplot.h"

#include "widgets/throughputchartview.h"

namespace Custody {

double AcquisitionPlot::earlierSeconds(const Acquisition &acquisition)
{
    const QList<ThroughputSample> &earlier = acquisition.earlierThroughput();
    if (!m_earlierShown) {
        for (const ThroughputSample &sample : earlier)
            m_chart->addSample(sample.seconds, sample.bytesDone);
        m_earlierShown = true;
    }
    return earlier.isEmpty() ? 0 : earlier.last().seconds;
}

void AcquisitionPlot::tick(const Acquisition &acquisition, const AcquisitionProgress &progress)
{
    const double now = earlierSeconds(acquisition) + acquisition.elapsedMilliseconds() / 1000.0;
    const qint64 done = progress.progress().phaseDone;
    switch (progress.phase()) {
    case JobStatus::State::Acquiring:
        // Not before the resumed job has counted its map: that would draw a dip.
        if (done >= acquisition.bytesDoneBefore())
            m_chart->addSample(now, done);
        return;
    case JobStatus::State::ReadingBack:
        plotKeptPoints(acquisition); // its start
        m_chart->addSample(ThroughputChartView::Read::ImageReadBack, now, done);
        return;
    case JobStatus::State::RereadingSource:
        plotKeptPoints(acquisition);
        m_chart->addSample(ThroughputChartView::Read::SourceReread, now, done);
        return;
    default: return;
    }
}

void AcquisitionPlot::plotKeptPoints(const Acquisition &acquisition)
{
    using Read = Acquisition::Read;
    using Line = ThroughputChartView::Read;
    const double offset = earlierSeconds(acquisition);
    for (const auto &[read, line] : {std::pair{Read::Imaging, Line::Imaging},
                                     std::pair{Read::ImageReadBack, Line::ImageReadBack},
                                     std::pair{Read::SourceReread, Line::SourceReread}}) {
        // A resume's imaging counts from the bytes its map held.
        for (const ThroughputSample &sample : acquisition.throughput(read)) {
            if (read != Read::Imaging || sample.bytesDone >= acquisition.bytesDoneBefore())
                m_chart->addSample(line, offset + sample.seconds, sample.bytesDone);
        }
    }
}

} // namespace Custody
