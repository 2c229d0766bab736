// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/reportdocument.h"
#include "util/throughputhistory.h"

#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QRectF>

class QPainter;

namespace Custody {

// A line chart of the acquisition's rate over time, drawn with QPainter (no QtCharts): the
// rate between consecutive samples as a step line (each rate held over its interval, which is
// what was measured), time on the x axis in s, min or h, rate on the y axis in MB/s (10^6
// bytes, as drives and peer tools state rates), with grid lines at round values.
class ThroughputChart
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ThroughputChart)

public:
    ThroughputChart(QList<ThroughputSample> samples, ThroughputStart start, QFont font);

    void paint(QPainter &painter, const QRectF &rect) const;

    // A round step (1, 2 or 5 × 10^n) that cuts [0, maximum] into about `ticks` parts.
    static double niceStep(double maximum, int ticks);

private:
    struct Interval
    {
        double fromSeconds;
        double toSeconds;
        double bytesPerSecond;
    };
    QList<Interval> intervals() const;

    QList<ThroughputSample> m_samples;
    ThroughputStart m_start;
    QFont m_font;
};

} // namespace Custody
