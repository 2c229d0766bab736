// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/throughputchartview.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QTest>
#include <QValueAxis>

using namespace Custody;

namespace {

QLineSeries *seriesNamed(const ThroughputChartView &view, const QString &name)
{
    for (QAbstractSeries *series : view.chart()->series()) {
        if (series->name() == name)
            return qobject_cast<QLineSeries *>(series);
    }
    return nullptr;
}

QValueAxis *axis(const ThroughputChartView &view, Qt::Orientation orientation)
{
    const QList<QAbstractAxis *> axes = view.chart()->axes(orientation);
    return axes.size() == 1 ? qobject_cast<QValueAxis *>(axes.first()) : nullptr;
}

// Samples every quarter second at a constant rate, as the GUI's 250 ms timer would.
void addConstantRate(ThroughputChartView &view, int samples, double megabytesPerSecond)
{
    for (int index = 0; index < samples; ++index)
        view.addSample(index * 0.25, qint64(index * 0.25 * megabytesPerSecond * 1e6));
}

} // namespace

class TestThroughputChartView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pointsStayBoundedForHours();
    void averageOfAConstantRate();
    void axisTitlesHaveUnits_data();
    void axisTitlesHaveUnits();
    void rateAxisCoversThePeak();
    void ignoresSamplesThatDoNotMoveForward();
    void clearStartsANewRun();
    void eachReadHasItsOwnLine();
    void paintsAtAnyScale();
};

void TestThroughputChartView::pointsStayBoundedForHours()
{
    ThroughputChartView view;
    QLineSeries *rate = seriesNamed(view, ThroughputChartView::tr("Imaging"));
    QVERIFY(rate);
    // 100,000 samples at 4 per second: about seven hours at 50 MB/s, then a last burst.
    const int samples = 100000;
    const qint64 bytesPerSample = qint64(0.25 * 50e6);
    for (int index = 0; index < samples; ++index) {
        view.addSample(index * 0.25, index * bytesPerSample);
        QVERIFY(view.pointCount() <= ThroughputChartView::MaximumPoints);
    }
    view.addSample(samples * 0.25, (samples - 1) * bytesPerSample + qint64(0.25 * 200e6));
    QVERIFY(view.pointCount() <= ThroughputChartView::MaximumPoints);
    QVERIFY(view.pointCount() >= ThroughputChartView::MaximumPoints / 4);
    QCOMPARE(rate->count(), view.pointCount());
    // The newest interval is never merged: the line ends on the last measured rate.
    QCOMPARE(rate->at(rate->count() - 1).y(), 200.0);
    QCOMPARE(rate->at(rate->count() - 3).y(), 50.0);
    // Evenly spaced over the whole run: every interval spans the same time, except the two
    // newest, so the first hours are as detailed as the last.
    const double width = rate->at(1).x() - rate->at(0).x();
    QVERIFY(width > 0);
    for (qsizetype index = 0; index + 4 < rate->count(); index += 2)
        QVERIFY(qAbs(rate->at(index + 1).x() - rate->at(index).x() - width) < 1e-9);
    // The x axis is in hours and reaches the end of the run.
    QCOMPARE(rate->at(rate->count() - 1).x(), samples * 0.25 / 3600);
    QVERIFY(axis(view, Qt::Horizontal)->max() >= samples * 0.25 / 3600);
}

void TestThroughputChartView::averageOfAConstantRate()
{
    ThroughputChartView view;
    addConstantRate(view, 1000, 120);
    QLineSeries *average = seriesNamed(view, ThroughputChartView::tr("Average"));
    QVERIFY(average);
    QVERIFY(average->count() > 0);
    for (const QPointF &point : average->points())
        QVERIFY2(qAbs(point.y() - 120) < 1e-3, qPrintable(QString::number(point.y())));
    QVERIFY(view.accessibleDescription().contains(QStringLiteral("120.0 MB/s")));
}

void TestThroughputChartView::axisTitlesHaveUnits_data()
{
    QTest::addColumn<int>("samples");
    QTest::addColumn<QString>("timeUnit");
    QTest::newRow("a minute") << 240 << QStringLiteral("(s)");
    QTest::newRow("ten minutes") << 2400 << QStringLiteral("(min)");
    QTest::newRow("five hours") << 72000 << QStringLiteral("(h)");
}

void TestThroughputChartView::axisTitlesHaveUnits()
{
    QFETCH(int, samples);
    QFETCH(QString, timeUnit);
    ThroughputChartView view;
    addConstantRate(view, samples, 80);
    QVERIFY(axis(view, Qt::Horizontal));
    QVERIFY(axis(view, Qt::Vertical));
    QVERIFY2(axis(view, Qt::Horizontal)->titleText().endsWith(timeUnit),
             qPrintable(axis(view, Qt::Horizontal)->titleText()));
    QVERIFY(axis(view, Qt::Vertical)->titleText().contains(QStringLiteral("MB/s")));
}

void TestThroughputChartView::rateAxisCoversThePeak()
{
    ThroughputChartView view;
    addConstantRate(view, 100, 173);
    const QValueAxis *rateAxis = axis(view, Qt::Vertical);
    QCOMPARE(rateAxis->min(), 0.0);
    QVERIFY(rateAxis->max() > 173);
    QVERIFY(rateAxis->max() < 2 * 173);
}

void TestThroughputChartView::ignoresSamplesThatDoNotMoveForward()
{
    ThroughputChartView view;
    view.addSample(0, 0);
    view.addSample(1, 1000000);
    QCOMPARE(view.pointCount(), 2);
    view.addSample(1, 5000000);
    view.addSample(0.5, 5000000);
    QCOMPARE(view.pointCount(), 2);
}

void TestThroughputChartView::clearStartsANewRun()
{
    ThroughputChartView view;
    addConstantRate(view, 100, 10);
    QVERIFY(view.pointCount() > 0);
    view.clear();
    QCOMPARE(view.pointCount(), 0);
    // A resumed run: its counter starts with the earlier bytes, which are not a rate.
    view.addSample(0, qint64(500e6));
    view.addSample(1, qint64(510e6));
    QLineSeries *average = seriesNamed(view, ThroughputChartView::tr("Average"));
    QCOMPARE(average->at(average->count() - 1).y(), 10.0);
}

void TestThroughputChartView::eachReadHasItsOwnLine()
{
    using Read = ThroughputChartView::Read;
    ThroughputChartView view;
    view.resize(500, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    addConstantRate(view, 9, 100); // imaging for two seconds
    QLineSeries *readBack = seriesNamed(view, ThroughputChartView::tr("Reading back"));
    QVERIFY(readBack);
    const auto inLegend = [&view](QLineSeries *line) {
        return view.chart()->legend()->markers(line).constFirst()->isVisible();
    };
    // A read that has not begun is not in the legend.
    QCOMPARE(readBack->count(), 0);
    QVERIFY(!inLegend(readBack));
    view.addSample(Read::ImageReadBack, 2.5, 0);
    view.addSample(Read::ImageReadBack, 3.5, qint64(200e6));
    QCOMPARE(view.pointCount(Read::ImageReadBack), 2);
    QVERIFY(inLegend(readBack));
    // It continues the time axis after the imaging, at its own rate.
    QCOMPARE(readBack->at(0).x(), 2.5);
    QCOMPARE(readBack->at(1).y(), 200.0);
    QVERIFY(axis(view, Qt::Horizontal)->max() >= 3.5);
    QVERIFY(axis(view, Qt::Vertical)->max() > 200);
    // The imaging's lines are its own.
    QCOMPARE(view.pointCount(Read::Imaging), 16);
    QLineSeries *average = seriesNamed(view, ThroughputChartView::tr("Average"));
    QCOMPARE(average->at(average->count() - 1).y(), 100.0);
    QCOMPARE(view.pointCount(Read::SourceReread), 0);
    QVERIFY(!inLegend(seriesNamed(view, ThroughputChartView::tr("Source read again"))));
}

void TestThroughputChartView::paintsAtAnyScale()
{
    ThroughputChartView view;
    view.resize(500, 300);
    addConstantRate(view, 400, 60);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QPixmap pixmap = view.grab();
    QCOMPARE(pixmap.size(), view.size() * pixmap.devicePixelRatio());
    QVERIFY(!pixmap.toImage().isNull());
}

QTEST_MAIN(TestThroughputChartView)
#include "tst_throughputchartview.moc"
