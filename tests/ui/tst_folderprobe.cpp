// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/folderprobe.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Custody;
using namespace Qt::Literals::StringLiterals;

class TestFolderProbe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void answersWithTheFactsOfTheFolder();
    void aLaterLookSupersedesAnEarlierOne();
    void anAnswerToASupersededLookIsDropped();
    void aHungLookIsReportedSlowAndDelaysNothing();
};

void TestFolderProbe::answersWithTheFactsOfTheFolder()
{
    QTemporaryDir folder;
    FolderProbe probe;
    QSignalSpy answered(&probe, &FolderProbe::answered);
    probe.look(folder.path());
    QVERIFY(probe.isLooking());
    QVERIFY(answered.wait(5000));
    const auto facts = answered.first().first().value<FolderFacts>();
    QCOMPARE(facts.folder, folder.path());
    QVERIFY(facts.isDir);
    QVERIFY(facts.writable);
    QVERIFY(!facts.root.isEmpty());
    QVERIFY(facts.bytesAvailable > 0);
    QVERIFY(!probe.isLooking());
}

void TestFolderProbe::aLaterLookSupersedesAnEarlierOne()
{
    QTemporaryDir folder;
    FolderProbe probe;
    QSignalSpy answered(&probe, &FolderProbe::answered);
    // Within the pause: only the second look starts.
    probe.look(folder.filePath(u"first"_s));
    probe.look(folder.filePath(u"second"_s));
    QVERIFY(answered.wait(5000));
    QTest::qWait(2 * FolderProbe::PauseMilliseconds);
    QCOMPARE(answered.size(), 1);
    QCOMPARE(answered.first().first().value<FolderFacts>().folder, folder.filePath(u"second"_s));
    QVERIFY(!answered.first().first().value<FolderFacts>().isDir);
    probe.look(folder.path());
    probe.cancel();
    QTest::qWait(2 * FolderProbe::PauseMilliseconds);
    QCOMPARE(answered.size(), 1);
}

void TestFolderProbe::anAnswerToASupersededLookIsDropped()
{
    // The first look is already running on its thread when the second starts.
    auto gate = std::make_shared<QSemaphore>();
    auto started = std::make_shared<QSemaphore>();
    auto look = [gate, started](const QString &folder) {
        if (folder == u"/first"_s) {
            started->release();
            gate->acquire();
        }
        return FolderProbe::factsOf(folder);
    };
    QTemporaryDir folder;
    FolderProbe probe(look);
    QSignalSpy answered(&probe, &FolderProbe::answered);
    probe.look(u"/first"_s);
    QVERIFY(QTest::qWaitFor([&] { return started->tryAcquire(); }, 5000));
    probe.look(u"/first"_s); // the same folder: the running look stays
    QVERIFY(probe.isLooking());
    probe.look(folder.path());
    QVERIFY(answered.wait(5000));
    gate->release();
    QTest::qWait(4 * FolderProbe::PauseMilliseconds);
    QCOMPARE(answered.size(), 1);
    QCOMPARE(answered.first().first().value<FolderFacts>().folder, folder.path());
}

// A look that blocks, as stat() on a dead network share does: the probe says it is slow, a
// look at another folder answers meanwhile, and the probe can go away while the hung look is
// still blocked, which later answers into a mailbox nobody reads.
void TestFolderProbe::aHungLookIsReportedSlowAndDelaysNothing()
{
    auto gate = std::make_shared<QSemaphore>();
    auto look = [gate](const QString &folder) {
        if (folder == u"/net/gone"_s)
            gate->acquire();
        return FolderProbe::factsOf(folder);
    };
    auto probe = std::make_unique<FolderProbe>(look);
    QSignalSpy slow(probe.get(), &FolderProbe::slow);
    QSignalSpy answered(probe.get(), &FolderProbe::answered);
    probe->look(u"/net/gone"_s);
    QVERIFY(slow.wait(FolderProbe::SlowMilliseconds + 5000));
    QVERIFY(probe->isSlow());
    QCOMPARE(answered.size(), 0);

    QTemporaryDir folder;
    probe->look(folder.path());
    QVERIFY(answered.wait(5000));
    QCOMPARE(answered.first().first().value<FolderFacts>().folder, folder.path());

    probe->look(u"/net/gone"_s);
    QTest::qWait(2 * FolderProbe::PauseMilliseconds);
    probe.reset();
    gate->release(2); // both hung looks return now, to nobody
    QTest::qWait(100);
}

QTEST_MAIN(TestFolderProbe)
#include "tst_folderprobe.moc"
