// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "drawing/throughputchart.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

#include "drawing/chartcolours.h"
#include "util/units.h"

namespace Custody {

namespace {

struct TimeUnit
{
    double seconds;
    QString name;
};

TimeUnit timeUnitFor(double totalSeconds)
{
    if (totalSeconds > 3 * 3600)
        return {3600, ThroughputChart::tr("h")};
    if (totalSeconds > 180)
        return {60, ThroughputChart::tr("min")};
    return {1, ThroughputChart::tr("s")};
}

QString tickLabel(double value, double step)
{
    const int decimals = step >= 1 ? 0 : int(std::ceil(-std::log10(step)));
    return textLocale().toString(value, 'f', decimals);
}

} // namespace

ThroughputChart::ThroughputChart(QList<ThroughputSample> samples, ThroughputStart start, QFont font)
    : m_samples(std::move(samples))
    , m_start(start)
    , m_font(std::move(font))
{}

double ThroughputChart::niceStep(double maximum, int ticks)
{
    if (maximum <= 0 || ticks <= 0)
        return 1;
    const double raw = maximum / ticks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double factor : {1.0, 2.0, 5.0, 10.0}) {
        if (factor * magnitude >= raw)
            return factor * magnitude;
    }
    return 10 * magnitude;
}

QList<ThroughputChart::Interval> ThroughputChart::intervals() const
{
    QList<Interval> intervals;
    const qsizetype first = m_start == ThroughputStart::SkipFirstInterval ? 2 : 1;
    for (qsizetype index = first; index < m_samples.size(); ++index) {
        const ThroughputSample &from = m_samples[index - 1];
        const ThroughputSample &to = m_samples[index];
        if (to.seconds <= from.seconds)
            continue;
        intervals.append({from.seconds, to.seconds,
                          double(to.bytesDone - from.bytesDone) / (to.seconds - from.seconds)});
    }
    return intervals;
}

void ThroughputChart::paint(QPainter &painter, const QRectF &rect) const
{
    painter.save();
    painter.setFont(m_font);
    const QFontMetricsF metrics(m_font, painter.device());
    const QList<Interval> data = intervals();
    if (data.isEmpty()) {
        painter.setPen(Qt::darkGray);
        painter.drawRect(rect);
        painter.drawText(rect, Qt::AlignCenter, tr("No throughput samples recorded."));
        painter.restore();
        return;
    }
    const TimeUnit unit = timeUnitFor(data.last().toSeconds);
    const double xMaximum = data.last().toSeconds / unit.seconds;
    double yMaximum = 0;
    for (const Interval &interval : data)
        yMaximum = std::max(yMaximum, interval.bytesPerSecond / 1e6);
    const double xStep = niceStep(xMaximum, 8);
    const double yStep = niceStep(yMaximum > 0 ? yMaximum : 1, 5);
    const double yTop = std::ceil((yMaximum > 0 ? yMaximum : 1) / yStep) * yStep;
    const double xRight = std::ceil(xMaximum / xStep) * xStep;

    const qreal labelWidth = metrics.horizontalAdvance(tickLabel(yTop, yStep)) + metrics.height();
    const QRectF plot(rect.left() + labelWidth, rect.top() + metrics.lineSpacing() * 1.5,
                      rect.width() - labelWidth - metrics.height(),
                      rect.height() - metrics.lineSpacing() * 4);
    auto x = [&](double value) {
        return plot.left() + plot.width() * value / xRight;
    };
    auto y = [&](double value) {
        return plot.bottom() - plot.height() * value / yTop;
    };

    const qreal thin = metrics.height() * 0.04;
    painter.setPen(QPen(QColor(0xcc, 0xcc, 0xcc), thin));
    for (double value = 0; value <= yTop + yStep / 2; value += yStep) {
        painter.drawLine(QPointF(plot.left(), y(value)), QPointF(plot.right(), y(value)));
        const QString label = tickLabel(value, yStep);
        painter.setPen(Qt::black);
        painter.drawText(QPointF(plot.left() - metrics.horizontalAdvance(label) - thin * 8,
                                 y(value) + metrics.ascent() / 2.5),
                         label);
        painter.setPen(QPen(QColor(0xcc, 0xcc, 0xcc), thin));
    }
    for (double value = 0; value <= xRight + xStep / 2; value += xStep) {
        painter.drawLine(QPointF(x(value), plot.top()), QPointF(x(value), plot.bottom()));
        const QString label = tickLabel(value, xStep);
        painter.setPen(Qt::black);
        // Centred under its tick, but the first starts at the axis, clear of the rate labels.
        const qreal centre = value > 0 ? metrics.horizontalAdvance(label) / 2 : 0;
        painter.drawText(QPointF(x(value) - centre, plot.bottom() + metrics.lineSpacing()), label);
        painter.setPen(QPen(QColor(0xcc, 0xcc, 0xcc), thin));
    }
    painter.setPen(QPen(Qt::black, thin * 1.5));
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    painter.drawLine(plot.bottomLeft(), plot.topLeft());

    QPainterPath path;
    path.moveTo(x(data.first().fromSeconds / unit.seconds), y(data.first().bytesPerSecond / 1e6));
    for (const Interval &interval : data) {
        path.lineTo(x(interval.fromSeconds / unit.seconds), y(interval.bytesPerSecond / 1e6));
        path.lineTo(x(interval.toSeconds / unit.seconds), y(interval.bytesPerSecond / 1e6));
    }
    painter.setPen(
        QPen(throughputRateColour(), thin * 4, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);

    painter.setPen(Qt::black);
    painter.drawText(QPointF(rect.left(), rect.top() + metrics.ascent()), tr("Rate (MB/s)"));
    const QString xTitle = tr("Time since the start (%1)").arg(unit.name);
    painter.drawText(QPointF(plot.center().x() - metrics.horizontalAdvance(xTitle) / 2,
                             plot.bottom() + metrics.lineSpacing() * 2.2),
                     xTitle);
    painter.restore();
}

} // namespace Custody
