// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/jobschedule.h"

#include <QTest>

using Custody::JobSchedule;
using namespace Qt::StringLiterals;

// Which queued jobs may start: the limit, a disk's limit, one job per source, jobs that wait for
// others, held jobs and priorities.
class TestJobSchedule : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theLimitHoldsAsJobsEnd();
    void aDiskTakesItsOwnLimit();
    void aSourceIsReadByOneJobAtATime();
    void aJobWaitsForThoseItReads();
    void aHeldJobKeepsNoSlot();
    void priorityThenFileOrder();
};

namespace {

// Starts everything startable, in order, and returns what was started.
QList<int> startAll(JobSchedule &schedule)
{
    const QList<int> numbers = schedule.startable();
    for (const int number : numbers)
        schedule.started(number);
    return numbers;
}

} // namespace

void TestJobSchedule::theLimitHoldsAsJobsEnd()
{
    JobSchedule schedule(2, 8);
    for (int number = 1; number <= 5; ++number)
        schedule.add({number, 0, {}, {u"fs:8:1"_s}, {}});
    QCOMPARE(startAll(schedule), (QList<int>{1, 2}));
    QCOMPARE(schedule.running(), 2);
    QVERIFY(schedule.startable().isEmpty());
    schedule.ended(2);
    QCOMPARE(startAll(schedule), (QList<int>{3}));
    schedule.ended(1);
    schedule.ended(3);
    QCOMPARE(startAll(schedule), (QList<int>{4, 5}));
    QVERIFY(!schedule.finished());
    schedule.ended(4);
    schedule.ended(5);
    QVERIFY(schedule.finished());
    QCOMPARE(schedule.running(), 0);
}

void TestJobSchedule::aDiskTakesItsOwnLimit()
{
    JobSchedule schedule(4, 4);
    schedule.setDiskLimit(u"fs:8:1"_s, 1);
    schedule.add({1, 0, {}, {u"fs:8:1"_s}, {}});
    schedule.add({2, 0, {}, {u"fs:8:1"_s}, {}});
    schedule.add({3, 0, {}, {u"fs:8:17"_s}, {}});
    // Two outputs on one disk count it once.
    schedule.add({4, 0, {}, {u"fs:8:17"_s, u"fs:8:17"_s}, {}});
    QCOMPARE(startAll(schedule), (QList<int>{1, 3, 4}));
    schedule.ended(1);
    QCOMPARE(startAll(schedule), (QList<int>{2}));
}

void TestJobSchedule::aSourceIsReadByOneJobAtATime()
{
    JobSchedule schedule(4, 4);
    schedule.add({1, 0, {u"dev:8:16"_s}, {u"fs:8:1"_s}, {}});
    schedule.add({2, 0, {u"dev:8:16"_s}, {u"fs:8:2"_s}, {}});
    schedule.add({3, 0, {u"dev:8:32"_s}, {u"fs:8:3"_s}, {}});
    QCOMPARE(startAll(schedule), (QList<int>{1, 3}));
    schedule.ended(1);
    QCOMPARE(startAll(schedule), (QList<int>{2}));
}

void TestJobSchedule::aJobWaitsForThoseItReads()
{
    JobSchedule schedule(4, 4);
    schedule.add({1, 0, {}, {u"fs:8:1"_s}, {}});
    schedule.add({2, 9, {}, {u"fs:8:1"_s}, {1}});
    QCOMPARE(startAll(schedule), (QList<int>{1}));
    QVERIFY(schedule.startable().isEmpty());
    schedule.ended(1);
    QCOMPARE(startAll(schedule), (QList<int>{2}));
    // A job dropped before it ran is ended too: nothing waits for it for ever.
    JobSchedule dropped(1, 1);
    dropped.add({1, 0, {}, {}, {}});
    dropped.add({2, 0, {}, {}, {1}});
    dropped.dropped(1);
    QCOMPARE(dropped.state(1), JobSchedule::State::Ended);
    QCOMPARE(startAll(dropped), (QList<int>{2}));
}

void TestJobSchedule::aHeldJobKeepsNoSlot()
{
    JobSchedule schedule(1, 1);
    schedule.add({1, 0, {}, {u"fs:8:1"_s}, {}});
    schedule.add({2, 0, {}, {u"fs:8:1"_s}, {}});
    schedule.hold(1, true);
    QCOMPARE(startAll(schedule), (QList<int>{2}));
    schedule.hold(1, false);
    QVERIFY(schedule.startable().isEmpty());
    schedule.ended(2);
    QCOMPARE(startAll(schedule), (QList<int>{1}));
}

void TestJobSchedule::priorityThenFileOrder()
{
    JobSchedule schedule(1, 1);
    schedule.add({1, 0, {}, {}, {}});
    schedule.add({2, 3, {}, {}, {}});
    schedule.add({3, 0, {}, {}, {}});
    schedule.add({4, 3, {}, {}, {}});
    QList<int> order;
    while (!schedule.finished()) {
        const QList<int> started = startAll(schedule);
        QCOMPARE(started.size(), 1);
        order += started;
        schedule.ended(started.first());
    }
    QCOMPARE(order, (QList<int>{2, 4, 1, 3}));
}

QTEST_GUILESS_MAIN(TestJobSchedule)
#include "tst_jobschedule.moc"
