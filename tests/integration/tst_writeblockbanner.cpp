// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionpanel.h"
#include "device/writeblock.h"
#include "loopdevice.h"

#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <unistd.h>

using namespace Custody;
using namespace Qt::StringLiterals;
using Custody::Test::LoopDevice;

// The GUI's acquisition tab when the software write-block of a real loop device (a disk and its
// partition) was lifted by someone else during the run, or could not be lifted at the end
// because a node vanished: the acquisition is complete, so its files are signed and no Resume is
// offered, and the banner says what happened in a warning colour, neither a clean MATCH nor a
// failure. Needs root (losetup, BLKROSET).
class TestWriteBlockBanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void warnsWithoutFailing_data();
    void warnsWithoutFailing();
};

namespace {

enum class Meddling { ClearDiskFlag, RemovePartitionNode };

bool setFlag(const QString &devicePath, int readOnly)
{
    const int descriptor = ::open(QFile::encodeName(devicePath).constData(), O_RDONLY | O_CLOEXEC);
    if (descriptor < 0)
        return false;
    const bool set = ::ioctl(descriptor, BLKROSET, &readOnly) == 0;
    ::close(descriptor);
    return set;
}

bool isReadOnly(const QString &devicePath)
{
    const Result<ReadOnlyState> state = readOnlyState(devicePath);
    return state && !state->flags.isEmpty()
           && state->flags.first().writeProtection == WriteProtection::ReadOnly;
}

} // namespace

void TestWriteBlockBanner::initTestCase()
{
    if (const QString why = LoopDevice::unavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
}

void TestWriteBlockBanner::warnsWithoutFailing_data()
{
    QTest::addColumn<Meddling>("meddling");
    QTest::addColumn<QString>("said");
    QTest::newRow("lifted during the run")
        << Meddling::ClearDiskFlag << u"Write-block LIFTED during the acquisition."_s;
    QTest::newRow("not lifted at the end")
        << Meddling::RemovePartitionNode << u"Write-block NOT lifted."_s;
}

void TestWriteBlockBanner::warnsWithoutFailing()
{
    QFETCH(Meddling, meddling);
    QFETCH(QString, said);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString backing = folder.filePath(u"evidence.img"_s);
    // Large enough that the run is still going when the test meddles with its write-block.
    QVERIFY(LoopDevice::createBackingFile(backing, 64 << 20, LoopDevice::Layout::OnePartition));
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {u"--partscan"_s}), qPrintable(loop.errorString()));
    const QString partition = loop.firstPartition();
    QVERIFY2(!partition.isEmpty(), qPrintable(loop.errorString()));

    AcquisitionRequest request;
    request.sourcePath = loop.devicePath();
    request.basePath = folder.filePath(u"disk"_s);
    request.verify = VerifyPolicy::ImageAndSource;
    request.writeBlock = true;
    request.captureSmart = false;
    request.commandLine = u"custody (test)"_s;
    AcquisitionPanel panel(request);
    panel.show();
    QSignalSpy finished(&panel, &AcquisitionPanel::runFinished);
    QSignalSpy historyWork(&panel, &AcquisitionPanel::historyWork);
    panel.start();
    // The disk's flag is set last (partitions first): once it is on, the whole write-block is.
    QElapsedTimer waited;
    waited.start();
    while (!isReadOnly(loop.devicePath()) && waited.elapsed() < 60000) {
    }
    QVERIFY2(isReadOnly(loop.devicePath()), "the write-block was never seen set");
    if (meddling == Meddling::ClearDiskFlag)
        QVERIFY(setFlag(loop.devicePath(), 0)); // blockdev --setrw by someone else
    else
        QCOMPARE(::unlink(QFile::encodeName(partition).constData()), 0); // the node vanishes
    QVERIFY(finished.wait(120000));

    const AcquisitionRecord &record = *panel.record();
    QCOMPARE(record.result.status, ImagingOutcome::Status::Completed);
    QVERIFY(!record.result.outputError);
    QVERIFY(record.verdict().isMatch());
    QVERIFY(record.writeBlock);
    if (meddling == Meddling::ClearDiskFlag) {
        QVERIFY(record.writeBlock->liftedDuringRun());
        QCOMPARE(record.writeBlock->restored, std::optional<bool>(true));
    } else {
        QCOMPARE(record.writeBlock->restoreFailed, QStringList{partition});
        QVERIFY(!isReadOnly(loop.devicePath()));
        // The partition itself is still read-only, as the banner says it may be.
        QFile flag(u"/sys/class/block/%1/ro"_s.arg(partition.section(u'/', -1)));
        QVERIFY(flag.open(QIODevice::ReadOnly));
        QCOMPARE(flag.readAll().trimmed(), QByteArray("1"));
    }

    auto *banner = panel.findChild<QLabel *>(u"resultBanner"_s);
    QVERIFY(banner->isVisible());
    QVERIFY2(banner->text().contains(said), qPrintable(banner->text()));
    QVERIFY2(banner->text().contains(u"Verification: MATCH."_s), qPrintable(banner->text()));
    QVERIFY(banner->property("warning").toBool());
    QVERIFY(banner->palette().color(QPalette::Window)
            != banner->palette().color(QPalette::Base)); // tinted, and:
    QVERIFY(banner->property("success").toBool());       // not a failure
    const QColor warning = banner->palette().color(QPalette::Window);
    QVERIFY(!panel.findChild<QPushButton *>(u"resumeButton"_s)->isVisible());
    // The record and the log go to be signed, as after any complete acquisition.
    QCOMPARE(historyWork.size(), 1);
    QCOMPARE(historyWork.first().at(1).toStringList(),
             (QStringList{request.basePath + u".json"_s, request.basePath + u".txt"_s}));

    // A clean run of the same drive has the success colour, not the warning's.
    QVERIFY(loop.detach());
    LoopDevice clean;
    QVERIFY2(clean.attach(backing, {u"--partscan"_s}), qPrintable(clean.errorString()));
    request.sourcePath = clean.devicePath();
    request.basePath = folder.filePath(u"clean"_s);
    AcquisitionPanel cleanPanel(request);
    cleanPanel.show();
    QSignalSpy cleanFinished(&cleanPanel, &AcquisitionPanel::runFinished);
    cleanPanel.start();
    QVERIFY(cleanFinished.wait(120000));
    auto *cleanBanner = cleanPanel.findChild<QLabel *>(u"resultBanner"_s);
    QVERIFY2(!cleanBanner->property("warning").toBool(), qPrintable(cleanBanner->text()));
    QVERIFY(cleanBanner->property("success").toBool());
    QVERIFY(cleanBanner->palette().color(QPalette::Window) != warning);
}

QTEST_MAIN(TestWriteBlockBanner)
#include "tst_writeblockbanner.moc"
