// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/folderprobe.h"

#include <QFile>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Custody;
using namespace Qt::Literals::StringLiterals;

namespace {

// A look at a folder alone, with no source to protect.
FolderQuestion folderOnly(const QString &folder)
{
    FolderQuestion question;
    question.folder = folder;
    return question;
}

} // namespace

class TestFolderProbe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void answersWithTheFactsOfTheFolder();
    void aLaterLookSupersedesAnEarlierOne();
    void anAnswerToASupersededLookIsDropped();
    void aHungLookIsReportedSlowAndDelaysNothing();
    void refusesOutputsThatWouldWriteTheSource();
};

void TestFolderProbe::answersWithTheFactsOfTheFolder()
{
    QTemporaryDir folder;
    FolderProbe probe;
    QSignalSpy answered(&probe, &FolderProbe::answered);
    probe.look(folderOnly(folder.path()));
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
    probe.look(folderOnly(folder.filePath(u"first"_s)));
    probe.look(folderOnly(folder.filePath(u"second"_s)));
    QVERIFY(answered.wait(5000));
    QTest::qWait(2 * FolderProbe::PauseMilliseconds);
    QCOMPARE(answered.size(), 1);
    QCOMPARE(answered.first().first().value<FolderFacts>().folder, folder.filePath(u"second"_s));
    QVERIFY(!answered.first().first().value<FolderFacts>().isDir);
    probe.look(folderOnly(folder.path()));
    probe.cancel();
    QTest::qWait(2 * FolderProbe::PauseMilliseconds);
    QCOMPARE(answered.size(), 1);
}

void TestFolderProbe::anAnswerToASupersededLookIsDropped()
{
    // The first look is already running on its thread when the second starts.
    auto gate = std::make_shared<QSemaphore>();
    auto started = std::make_shared<QSemaphore>();
    auto look = [gate, started](const FolderQuestion &question) {
        if (question.folder == u"/first"_s) {
            started->release();
            gate->acquire();
        }
        return FolderProbe::factsOf(question);
    };
    QTemporaryDir folder;
    FolderProbe probe(look);
    QSignalSpy answered(&probe, &FolderProbe::answered);
    probe.look(folderOnly(u"/first"_s));
    QVERIFY(QTest::qWaitFor([&] { return started->tryAcquire(); }, 5000));
    probe.look(folderOnly(u"/first"_s)); // the same folder: the running look stays
    QVERIFY(probe.isLooking());
    probe.look(folderOnly(folder.path()));
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
    auto look = [gate](const FolderQuestion &question) {
        if (question.folder == u"/net/gone"_s)
            gate->acquire();
        return FolderProbe::factsOf(question);
    };
    auto probe = std::make_unique<FolderProbe>(look);
    QSignalSpy slow(probe.get(), &FolderProbe::slow);
    QSignalSpy answered(probe.get(), &FolderProbe::answered);
    probe->look(folderOnly(u"/net/gone"_s));
    QVERIFY(slow.wait(FolderProbe::SlowMilliseconds + 5000));
    QVERIFY(probe->isSlow());
    QCOMPARE(answered.size(), 0);

    QTemporaryDir folder;
    probe->look(folderOnly(folder.path()));
    QVERIFY(answered.wait(5000));
    QCOMPARE(answered.first().first().value<FolderFacts>().folder, folder.path());

    probe->look(folderOnly(u"/net/gone"_s));
    QTest::qWait(2 * FolderProbe::PauseMilliseconds);
    probe.reset();
    gate->release(2); // both hung looks return now, to nobody
    QTest::qWait(100);
}

// The evidence guard's answer, by identity: the source file itself, also through a link to its
// folder, is refused; another name in the same folder is not.
void TestFolderProbe::refusesOutputsThatWouldWriteTheSource()
{
    QTemporaryDir folder;
    QFile source(folder.filePath(u"disk.dd"_s));
    QVERIFY(source.open(QIODevice::WriteOnly) && source.resize(4096));
    source.close();
    const QString link = folder.filePath(u"link"_s);
    QVERIFY(QFile::link(folder.path(), link));
    const FolderFacts same = FolderProbe::factsOf(
        {link, source.fileName(), {link + u"/disk.dd"_s, link + u"/disk.map"_s}});
    QVERIFY2(same.outputRefusal.contains(u"the source"_s), qPrintable(same.outputRefusal));
    QCOMPARE(same.outputs.size(), 2);
    const FolderFacts other
        = FolderProbe::factsOf({folder.path(), source.fileName(), {folder.filePath(u"copy.dd"_s)}});
    QVERIFY2(other.outputRefusal.isEmpty(), qPrintable(other.outputRefusal));
}

QTEST_MAIN(TestFolderProbe)
#include "tst_folderprobe.moc"
