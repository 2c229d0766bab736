// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/backgroundjob.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <vector>

using namespace Custody;
using namespace std::chrono_literals;

namespace {

// What a work leaves for its owner: written on the job's thread without a lock, read on the
// starting thread once the job says the work has returned. Under ThreadSanitizer (scripts/test)
// a hand-over it cannot see is reported as a data race, and the run fails.
struct Results
{
    std::vector<qint64> squares;
    QString threadName;
    QThread *thread = nullptr;

    void fill()
    {
        thread = QThread::currentThread();
        threadName = thread->objectName();
        for (qint64 value = 0; value < 1000; ++value)
            squares.push_back(value * value);
    }
    bool complete() const { return squares.size() == 1000 && squares.back() == 999 * 999; }
};

} // namespace

class TestBackgroundJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runAndWaitPollsAndHandsOverTheResults();
    void finishedComesOnceTheWorkHasReturned();
    void waitForWorkHandsOverTheResults();
};

void TestBackgroundJob::runAndWaitPollsAndHandsOverTheResults()
{
    BackgroundJob job(QStringLiteral("custody-test"), 1ms);
    Results results;
    std::mutex mutex;
    std::condition_variable polledChanged;
    QThread *pollThread = nullptr;
    bool polledWhileWorking = false;
    job.runAndWait(
        [&] {
            results.fill();
            // The work ends only once poll() has run beside it (or a hang is caught).
            std::unique_lock lock(mutex);
            polledWhileWorking
                = polledChanged.wait_for(lock, 60s, [&] { return pollThread != nullptr; });
        },
        [&] {
            std::lock_guard lock(mutex);
            pollThread = QThread::currentThread();
            polledChanged.notify_all();
        });
    QVERIFY(polledWhileWorking);
    QCOMPARE(pollThread, QThread::currentThread());
    QVERIFY(results.thread != QThread::currentThread());
    QCOMPARE(results.threadName, QStringLiteral("custody-test"));
    QVERIFY(results.complete());
    QVERIFY(!job.isRunning());
}

void TestBackgroundJob::finishedComesOnceTheWorkHasReturned()
{
    BackgroundJob job(QStringLiteral("custody-test"));
    QSignalSpy finished(&job, &BackgroundJob::finished);
    Results results;
    job.start([&] { results.fill(); });
    QVERIFY(job.isRunning());
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.count(), 1);
    QVERIFY(!job.isRunning());
    QVERIFY(results.complete());
}

void TestBackgroundJob::waitForWorkHandsOverTheResults()
{
    BackgroundJob job(QStringLiteral("custody-test"));
    QSignalSpy finished(&job, &BackgroundJob::finished);
    Results results;
    job.start([&] { results.fill(); });
    job.waitForWork();
    QVERIFY(results.complete()); // before finished() is delivered
    QCOMPARE(finished.count(), 0);
    QVERIFY(finished.wait(20000));
    QVERIFY(!job.isRunning());
}

QTEST_GUILESS_MAIN(TestBackgroundJob)
#include "tst_backgroundjob.moc"
