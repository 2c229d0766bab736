// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "widgets/throughputdecimator.h"

#include <QWidget>

#include <array>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace Custody {

// The live rate graph of an acquisition (Qt Charts): the rate between consecutive samples as a
// step line, as the report's ThroughputChart draws it, and the average since the start as a
// second line. The reads after the imaging (the image read back, the source read again) have a
// line each, in their own colour, continuing the time axis. Time is in s, min or h depending on
// the span, rates in MB/s (10^6 bytes); both axes span the samples given, however short the run.
//
// GUI thread only. The caller samples the job's counters from its timer (docs/STYLE.md, "Threads
// and progress") and calls addSample() a few times per second. The cost of a call is bounded
// whatever the length of the run: the samples are decimated (Internal::ThroughputDecimator: pairs
// of intervals are merged when full), so each line never holds more than MaximumPoints points,
// evenly spread over the whole run, and each call replaces the series in one go.
//
// To a screen reader the graph is this widget: its name, and as its description the latest
// figures of each line. Tab stops here (not on the chart inside, which has no words), with a
// focus frame drawn around the chart.
class ThroughputChartView : public QWidget
{
    Q_OBJECT

public:
    static constexpr qsizetype MaximumPoints = 600;
    // The reads of a job, one line each.
    enum class Read { Imaging, ImageReadBack, SourceReread };

    explicit ThroughputChartView(QWidget *parent = nullptr);

    // seconds: since the start of the job; bytesDone: the read's progress counter then. A sample
    // that is not later than the read's previous one is ignored. A read's first sample is its
    // baseline: a resumed job's earlier bytes do not count as a rate.
    void addSample(Read read, double seconds, qint64 bytesDone);
    void addSample(double seconds, qint64 bytesDone)
    {
        addSample(Read::Imaging, seconds, bytesDone);
    }
    // Forgets every sample, for a new run.
    void clear();
    // The legend's name of a read's line, for a job whose reads are not an acquisition's (a
    // wipe's writing and reading back).
    void setReadName(Read read, const QString &name);

    // Points of a read's rate line (two per interval: the rate is held over its interval).
    qsizetype pointCount(Read read = Read::Imaging) const;
    QChart *chart() const { return m_chart; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    void updateSeries();
    void updateAxes(double timeSpan, double timeUnitSeconds, const QString &timeUnitName,
                    double maximumRate);
    QLineSeries *rateLine(Read read) const;

    // Two points per interval on each rate line.
    static constexpr int s_focusMargin = 2; // room for the focus frame around the chart
    static constexpr qsizetype s_samplesKept = MaximumPoints / 2 + 1;
    std::array<Internal::ThroughputDecimator, 3> m_history{
        Internal::ThroughputDecimator(s_samplesKept), Internal::ThroughputDecimator(s_samplesKept),
        Internal::ThroughputDecimator(s_samplesKept)};
    QChartView *m_view = nullptr;
    QChart *m_chart = nullptr; // owned by m_view
    QLineSeries *m_rate = nullptr;
    QLineSeries *m_average = nullptr;
    QLineSeries *m_readBack = nullptr;
    QLineSeries *m_reread = nullptr;
    QValueAxis *m_timeAxis = nullptr;
    QValueAxis *m_rateAxis = nullptr;
};

} // namespace Custody
