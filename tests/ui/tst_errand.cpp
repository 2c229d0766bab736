// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "errand.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>

using namespace Custody;

namespace {

// Work that waits until the test lets it go, as a stat() on a share that stopped answering.
struct Latch
{
    QSemaphore released;
    std::atomic<bool> entered{false};

    Errand::Work blockingWork(std::function<void()> answer = {})
    {
        return [this, answer]() -> Errand::Answer {
            entered = true;
            released.acquire();
            return answer;
        };
    }
};

} // namespace

class TestErrand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theAnswerRunsOnTheErrandsThreadAndTheWorkOnAnother();
    void aLaterRunSupersedesAnEarlierOne();
    void aHungRunIsSlowWhileTheEventLoopTurns();
    void anErrandGoneBeforeItsAnswerDropsIt();
    void writesAreCountedUntilTheirWorkReturns();
};

void TestErrand::theAnswerRunsOnTheErrandsThreadAndTheWorkOnAnother()
{
    Errand errand;
    QSignalSpy answered(&errand, &Errand::answered);
    auto workThread = std::make_shared<std::atomic<QThread *>>(nullptr);
    QThread *answerThread = nullptr;
    errand.run([workThread, &answerThread]() -> Errand::Answer {
        *workThread = QThread::currentThread();
        return [&answerThread] {
            answerThread = QThread::currentThread();
        };
    });
    QVERIFY(errand.isRunning());
    QVERIFY(answered.wait(5000));
    QCOMPARE(answerThread, QThread::currentThread());
    QVERIFY(workThread->load() != nullptr);
    QVERIFY(workThread->load() != QThread::currentThread());
    QVERIFY(!errand.isRunning());
}

void TestErrand::aLaterRunSupersedesAnEarlierOne()
{
    auto latch = std::make_shared<Latch>();
    Errand errand;
    QSignalSpy answered(&errand, &Errand::answered);
    int firstAnswers = 0;
    int secondAnswers = 0;
    errand.run(latch->blockingWork([&firstAnswers] { ++firstAnswers; }));
    QTRY_VERIFY(latch->entered.load());
    errand.run([&secondAnswers]() -> Errand::Answer {
        return [&secondAnswers] {
            ++secondAnswers;
        };
    });
    QVERIFY(answered.wait(5000));
    latch->released.release();
    QTest::qWait(200); // the first run's answer has arrived in its mailbox by now
    QCOMPARE(secondAnswers, 1);
    QCOMPARE(firstAnswers, 0);
    QCOMPARE(answered.size(), 1);
}

void TestErrand::aHungRunIsSlowWhileTheEventLoopTurns()
{
    auto latch = std::make_shared<Latch>();
    Errand errand;
    QSignalSpy slow(&errand, &Errand::slow);
    QSignalSpy answered(&errand, &Errand::answered);
    int ticks = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
    ticker.start(50);
    errand.run(latch->blockingWork());
    QVERIFY(!errand.isSlow());
    QVERIFY(slow.wait(Errand::SlowMilliseconds + 5000));
    QVERIFY(errand.isSlow());
    QVERIFY(errand.isRunning());
    // The thread that started it went on with its events all along.
    QVERIFY2(ticks >= 10, qPrintable(QString::number(ticks)));
    latch->released.release();
    QVERIFY(answered.wait(5000));
    QCOMPARE(slow.size(), 1);
    QVERIFY(!errand.isSlow());
}

void TestErrand::anErrandGoneBeforeItsAnswerDropsIt()
{
    auto latch = std::make_shared<Latch>();
    auto answers = std::make_shared<std::atomic<int>>(0);
    {
        Errand errand;
        errand.run(latch->blockingWork([answers] { ++*answers; }));
        QTRY_VERIFY(latch->entered.load());
    } // gone without waiting for the work
    latch->released.release();
    QTest::qWait(200);
    QCOMPARE(answers->load(), 0);
}

void TestErrand::writesAreCountedUntilTheirWorkReturns()
{
    auto look = std::make_shared<Latch>();
    auto write = std::make_shared<Latch>();
    Errand looking;
    Errand writing;
    QSignalSpy written(&writing, &Errand::answered);
    looking.run(look->blockingWork());
    QCOMPARE(Errand::unfinishedWrites(), 0);
    writing.run(write->blockingWork(), Errand::OnQuit::Finish);
    QCOMPARE(Errand::unfinishedWrites(), 1);
    // Cancelling drops the answer, not the write: quitting still waits for it.
    writing.cancel();
    QCOMPARE(Errand::unfinishedWrites(), 1);
    write->released.release();
    QTRY_COMPARE(Errand::unfinishedWrites(), 0);
    look->released.release();
    QTest::qWait(100);
    QCOMPARE(written.size(), 0);
}

QTEST_GUILESS_MAIN(TestErrand)
#include "tst_errand.moc"
