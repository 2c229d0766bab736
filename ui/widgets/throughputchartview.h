// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "widgets/throughputdecimator.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace Custody {

// The live rate graph of an acquisition (Qt Charts): the rate between consecutive samples as a
// step line, as the report's ThroughputChart draws it, and the average since the start as a
// second line. Time is in s, min or h depending on the span, rates in MB/s (10^6 bytes).
//
// GUI thread only. The caller samples the job's counters from its timer (docs/STYLE.md, "Threads
// and progress") and calls addSample() a few times per second. The cost of a call is bounded
// whatever the length of the run: the samples are decimated (Internal::ThroughputDecimator: pairs
// of intervals are merged when full), so the rate line never holds more than MaximumPoints points,
// evenly spread over the whole run, and each call replaces the series in one go.
class ThroughputChartView : public QWidget
{
    Q_OBJECT

public:
    static constexpr qsizetype MaximumPoints = 600;

    explicit ThroughputChartView(QWidget *parent = nullptr);

    // seconds: since the start of the job; bytesDone: the job's progress counter then. A sample
    // that is not later than the previous one is ignored. The first sample is the baseline: a
    // resumed job's earlier bytes do not count as a rate.
    void addSample(double seconds, qint64 bytesDone);
    // Forgets every sample, for a new run.
    void clear();

    // Points of the rate line (two per interval: the rate is held over its interval).
    qsizetype pointCount() const;
    QChart *chart() const { return m_chart; }

private:
    void updateSeries();
    void updateAxes(double timeSpan, double timeUnitSeconds, const QString &timeUnitName,
                    double maximumRate);

    // Two points per interval on the rate line.
    Internal::ThroughputDecimator m_history{MaximumPoints / 2 + 1};
    QChartView *m_view = nullptr;
    QChart *m_chart = nullptr; // owned by m_view
    QLineSeries *m_rate = nullptr;
    QLineSeries *m_average = nullptr;
    QValueAxis *m_timeAxis = nullptr;
    QValueAxis *m_rateAxis = nullptr;
};

} // namespace Custody
