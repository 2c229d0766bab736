// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/throughputchartview.h"

#include <algorithm>
#include <cmath>

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include "drawing/chartcolours.h"
#include "drawing/throughputchart.h"
#include "widgets/localeunits.h"

namespace Custody {

namespace {

constexpr double s_bytesPerMegabyte = 1e6;

struct TimeUnit
{
    double seconds;
    QString name;
};

// The thresholds of the report's ThroughputChart, so the GUI and the PDF agree.
TimeUnit timeUnitFor(double totalSeconds)
{
    if (totalSeconds > 3 * 3600)
        return {3600, ThroughputChartView::tr("h")};
    if (totalSeconds > 180)
        return {60, ThroughputChartView::tr("min")};
    return {1, ThroughputChartView::tr("s")};
}

// Round ticks (1, 2 or 5 × 10^n, as in the report) starting at zero.
void setRoundRange(QValueAxis *axis, double maximum, int ticks)
{
    const double top = maximum > 0 ? maximum : 1;
    const double step = ThroughputChart::niceStep(top, ticks);
    axis->setRange(0, std::ceil(top / step - 1e-9) * step);
    axis->setTickInterval(step);
    const int decimals = step >= 1 ? 0 : int(std::ceil(-std::log10(step)));
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
}

} // namespace

ThroughputChartView::ThroughputChartView(QWidget *parent)
    : QWidget(parent)
    , m_chart(new QChart)
    , m_rate(new QLineSeries(m_chart))
    , m_average(new QLineSeries(m_chart))
    , m_timeAxis(new QValueAxis(m_chart))
    , m_rateAxis(new QValueAxis(m_chart))
{
    m_rate->setName(tr("Rate"));
    m_rate->setPen(QPen(throughputRateColour(), 2));
    m_average->setName(tr("Average"));
    m_average->setPen(QPen(QColor(0xd9, 0x6c, 0x00), 1.5, Qt::DashLine));
    m_chart->addSeries(m_rate);
    m_chart->addSeries(m_average);
    for (QValueAxis *axis : {m_timeAxis, m_rateAxis}) {
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0);
    }
    // The unit only: the legend names the series, and a short title stays whole on a chart
    // only a hundred pixels high (a 720-line screen).
    m_rateAxis->setTitleText(tr("MB/s"));
    m_chart->addAxis(m_timeAxis, Qt::AlignBottom);
    m_chart->addAxis(m_rateAxis, Qt::AlignLeft);
    for (QLineSeries *series : {m_rate, m_average}) {
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_rateAxis);
    }
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setBackgroundRoundness(0);
    m_chart->setAnimationOptions(QChart::NoAnimation);

    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);

    setAccessibleName(tr("Throughput graph"));
    updateSeries();
}

void ThroughputChartView::addSample(double seconds, qint64 bytesDone)
{
    if (const auto latest = m_history.latest(); latest && seconds <= latest->seconds)
        return;
    m_history.add({seconds, bytesDone});
    updateSeries();
}

void ThroughputChartView::clear()
{
    m_history = Internal::ThroughputDecimator(MaximumPoints / 2 + 1);
    updateSeries();
}

qsizetype ThroughputChartView::pointCount() const
{
    return m_rate->count();
}

void ThroughputChartView::updateSeries()
{
    const QList<ThroughputSample> samples = m_history.samples();
    const double span = samples.isEmpty() ? 0 : samples.last().seconds;
    const TimeUnit unit = timeUnitFor(span);
    QList<QPointF> ratePoints;
    QList<QPointF> averagePoints;
    ratePoints.reserve(2 * samples.size());
    averagePoints.reserve(samples.size());
    double maximumRate = 0;
    for (qsizetype index = 1; index < samples.size(); ++index) {
        const ThroughputSample &from = samples[index - 1];
        const ThroughputSample &to = samples[index];
        const double rate = double(to.bytesDone - from.bytesDone) / (to.seconds - from.seconds)
                            / s_bytesPerMegabyte;
        const double average = double(to.bytesDone - samples.first().bytesDone)
                               / (to.seconds - samples.first().seconds) / s_bytesPerMegabyte;
        ratePoints << QPointF(from.seconds / unit.seconds, rate)
                   << QPointF(to.seconds / unit.seconds, rate);
        averagePoints << QPointF(to.seconds / unit.seconds, average);
        maximumRate = std::max({maximumRate, rate, average});
    }
    m_rate->replace(ratePoints);
    m_average->replace(averagePoints);
    updateAxes(span, unit.seconds, unit.name, maximumRate);

    if (averagePoints.isEmpty()) {
        setAccessibleDescription(tr("No throughput samples yet."));
        return;
    }
    setAccessibleDescription(tr("Current rate %1, average %2.")
                                 .arg(displayRate(ratePoints.last().y() * s_bytesPerMegabyte),
                                      displayRate(averagePoints.last().y() * s_bytesPerMegabyte)));
}

void ThroughputChartView::updateAxes(double timeSpan, double timeUnitSeconds,
                                     const QString &timeUnitName, double maximumRate)
{
    m_timeAxis->setTitleText(tr("Time since the start (%1)").arg(timeUnitName));
    setRoundRange(m_timeAxis, timeSpan / timeUnitSeconds, 8);
    // Headroom, so that a steady rate does not run along the top edge.
    setRoundRange(m_rateAxis, maximumRate * 1.1, 5);
}

} // namespace Custody
