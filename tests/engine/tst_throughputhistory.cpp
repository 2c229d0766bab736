// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/rateestimator.h"
#include "util/throughputhistory.h"

#include <QTest>

using namespace Custody;

class TestThroughputHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void staysBoundedAndEven();
    void staysEvenOverALongJob();
    void ratesBetweenSamples();
    void estimatorUsesItsWindow();
};

void TestThroughputHistory::staysBoundedAndEven()
{
    ThroughputHistory history(8);
    for (int second = 0; second <= 100; ++second)
        history.add({double(second), qint64(second) * 1000});
    const QList<ThroughputSample> samples = history.samples();
    QVERIFY(samples.size() <= 8);
    QVERIFY(samples.size() >= 4);
    QCOMPARE(samples.first(), (ThroughputSample{0.0, 0}));
    QCOMPARE(samples.last(), (ThroughputSample{100.0, 100000}));
    for (qsizetype index = 1; index < samples.size(); ++index)
        QVERIFY(samples[index].seconds > samples[index - 1].seconds);
    // Even spacing: every kept interval is the same, except the one to the newest sample.
    for (qsizetype index = 2; index + 1 < samples.size(); ++index)
        QCOMPARE(samples[index].seconds - samples[index - 1].seconds,
                 samples[1].seconds - samples[0].seconds);
}

void TestThroughputHistory::staysEvenOverALongJob()
{
    // Four hours at one sample per second: the first hour must not collapse into one interval.
    ThroughputHistory history(301);
    for (int second = 0; second <= 4 * 3600; ++second)
        history.add({double(second), qint64(second) * 1000});
    const QList<ThroughputSample> samples = history.samples();
    QVERIFY(samples.size() <= 301);
    QVERIFY(samples.size() >= 150);
    const double step = samples[1].seconds - samples[0].seconds;
    QVERIFY(step <= 4 * 3600 / 100.0);
    for (qsizetype index = 2; index + 1 < samples.size(); ++index)
        QCOMPARE(samples[index].seconds - samples[index - 1].seconds, step);
    QCOMPARE(samples.last().seconds, 4 * 3600.0);
}

void TestThroughputHistory::ratesBetweenSamples()
{
    ThroughputHistory history;
    history.add({0.0, 0});
    history.add({2.0, 200});
    history.add({3.0, 200});
    QCOMPARE(history.rates(), (QList<double>{100.0, 0.0}));
}

void TestThroughputHistory::estimatorUsesItsWindow()
{
    using namespace std::chrono_literals;
    RateEstimator estimator(5s);
    const RateEstimator::Clock::time_point start{};
    QCOMPARE(estimator.bytesPerSecond(), 0.0);
    // 100 B/s for 10 s, then a stall: the window shows the stall, not the long-run average.
    for (int second = 0; second <= 10; ++second)
        estimator.addSample(start + std::chrono::seconds(second), qint64(second) * 100);
    QCOMPARE(estimator.bytesPerSecond(), 100.0);
    QCOMPARE(estimator.remaining(2000)->count(), 10);
    for (int second = 11; second <= 20; ++second)
        estimator.addSample(start + std::chrono::seconds(second), 1000);
    QCOMPARE(estimator.bytesPerSecond(), 0.0);
    QVERIFY(!estimator.remaining(2000));
}

QTEST_GUILESS_MAIN(TestThroughputHistory)
#include "tst_throughputhistory.moc"
