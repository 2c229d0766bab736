// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/throughputchartview.h"
#include "widgets/accessibletext.h"

#include <algorithm>
#include <cmath>

#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QStyleOptionFocusRect>
#include <QStylePainter>
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
    const double end = std::ceil(top / step - 1e-9) * step;
    // Never a moment with the old interval over the new range, or the new interval over the old
    // one: a rate that jumps from 1 to 5,000 MB/s between two samples (a wipe of a small, fast
    // drive) would have the axis lay out 25,000 ticks, which takes Qt Charts minutes.
    if (step >= axis->tickInterval()) {
        axis->setTickInterval(step);
        axis->setRange(0, end);
    } else {
        axis->setRange(0, end);
        axis->setTickInterval(step);
    }
    const int decimals = step >= 1 ? 0 : int(std::ceil(-std::log10(step)));
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
}

} // namespace

ThroughputChartView::ThroughputChartView(QWidget *parent)
    : QWidget(parent)
    , m_chart(new QChart)
    , m_rate(new QLineSeries(m_chart))
    , m_average(new QLineSeries(m_chart))
    , m_readBack(new QLineSeries(m_chart))
    , m_reread(new QLineSeries(m_chart))
    , m_timeAxis(new QValueAxis(m_chart))
    , m_rateAxis(new QValueAxis(m_chart))
{
    m_rate->setName(tr("Imaging"));
    m_rate->setPen(QPen(throughputRateColour(), 2));
    m_average->setName(tr("Average"));
    m_average->setPen(QPen(QColor(0xd9, 0x6c, 0x00), 1.5, Qt::DashLine));
    m_readBack->setName(tr("Reading back"));
    m_readBack->setPen(QPen(QColor(0x2e, 0x8b, 0x57), 2));
    m_reread->setName(tr("Source read again"));
    m_reread->setPen(QPen(QColor(0x8e, 0x44, 0xad), 2));
    for (QValueAxis *axis : {m_timeAxis, m_rateAxis}) {
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0);
    }
    // The unit only: the legend names the series, and a short title stays whole on a chart
    // only a hundred pixels high (a 720-line screen).
    m_rateAxis->setTitleText(tr("MB/s"));
    m_chart->addAxis(m_timeAxis, Qt::AlignBottom);
    m_chart->addAxis(m_rateAxis, Qt::AlignLeft);
    for (QLineSeries *series : {m_rate, m_average, m_readBack, m_reread}) {
        m_chart->addSeries(series);
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_rateAxis);
    }
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setBackgroundRoundness(0);
    m_chart->setAnimationOptions(QChart::NoAnimation);

    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFocusPolicy(Qt::NoFocus);
    setFocusPolicy(Qt::StrongFocus);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(s_focusMargin, s_focusMargin, s_focusMargin, s_focusMargin);
    layout->addWidget(m_view);

    setAccessibleName(tr("Throughput graph"));
    updateSeries();
}

void ThroughputChartView::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    if (!hasFocus())
        return;
    QStylePainter painter(this);
    QStyleOptionFocusRect frame;
    frame.initFrom(this);
    frame.rect = rect();
    painter.drawPrimitive(QStyle::PE_FrameFocusRect, frame);
}

void ThroughputChartView::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
}

void ThroughputChartView::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

void ThroughputChartView::addSample(Read read, double seconds, qint64 bytesDone)
{
    Internal::ThroughputDecimator &history = m_history[size_t(read)];
    if (const auto latest = history.latest(); latest && seconds <= latest->seconds)
        return;
    history.add({seconds, bytesDone});
    updateSeries();
}

void ThroughputChartView::clear()
{
    m_history.fill(Internal::ThroughputDecimator(s_samplesKept));
    updateSeries();
}

void ThroughputChartView::setReadName(Read read, const QString &name)
{
    rateLine(read)->setName(name);
}

QLineSeries *ThroughputChartView::rateLine(Read read) const
{
    switch (read) {
    case Read::Imaging: return m_rate;
    case Read::ImageReadBack: return m_readBack;
    case Read::SourceReread: return m_reread;
    }
    return m_rate;
}

qsizetype ThroughputChartView::pointCount(Read read) const
{
    return rateLine(read)->count();
}

void ThroughputChartView::updateSeries()
{
    double span = 0;
    for (const Internal::ThroughputDecimator &history : m_history) {
        if (const auto latest = history.latest())
            span = std::max(span, latest->seconds);
    }
    const TimeUnit unit = timeUnitFor(span);
    double maximumRate = 0;
    QString description;
    for (const Read read : {Read::Imaging, Read::ImageReadBack, Read::SourceReread}) {
        const QList<ThroughputSample> samples = m_history[size_t(read)].samples();
        QList<QPointF> ratePoints;
        QList<QPointF> averagePoints;
        ratePoints.reserve(2 * samples.size());
        averagePoints.reserve(samples.size());
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
        QLineSeries *line = rateLine(read);
        line->replace(ratePoints);
        // A read that has not begun has no entry in the legend.
        for (QLegendMarker *marker : m_chart->legend()->markers(line))
            marker->setVisible(!ratePoints.isEmpty());
        if (read == Read::Imaging)
            m_average->replace(averagePoints);
        if (!averagePoints.isEmpty())
            description
                = tr("%1: current rate %2, average %3.")
                      .arg(line->name(), displayRate(ratePoints.last().y() * s_bytesPerMegabyte),
                           displayRate(averagePoints.last().y() * s_bytesPerMegabyte));
    }
    for (QLegendMarker *marker : m_chart->legend()->markers(m_average))
        marker->setVisible(m_average->count() > 0);
    updateAxes(span, unit.seconds, unit.name, maximumRate);
    announceDescription(this,
                        description.isEmpty() ? tr("No throughput samples yet.") : description);
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
