// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A GUI acquisition with two images of one read, the second on a disk that fills up (faultfs:
// root): its tab shows that output failed, with its error and the command that resumes it
// alone, the other completed and read back, and a banner that is not green.

#include "acquisitionpanel.h"
#include "faultyfolder.h"
#include "io/simulatedsource.h"
#include "models/statuscolors.h"
#include "outputsview.h"
#include "util/shellquote.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

class TestDestinationsRun : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneFailedOutputLeavesTheOtherComplete();
};

void TestDestinationsRun::oneFailedOutputLeavesTheOtherComplete()
{
    if (const QString reason = FaultyFolder::unavailableReason(); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    FaultyFolder full;
    QVERIFY2(full.start(), qPrintable(full.errorString()));
    QTemporaryDir folder;
    static constexpr qint64 sourceBytes = 8 * 1024 * 1024;
    AcquisitionRequest request;
    request.sourcePath = u"simulated"_s;
    request.basePath = folder.filePath(u"master"_s);
    request.settings.blockBytes = 64 * 1024;
    request.verify = VerifyPolicy::Image;
    request.alsoOutputs << AlsoOutput{full.path() + u"/copy"_s, ImageFormat::Raw, 0,
                                      ChunkCompression::Fast, VerifyPolicy::Image};
    request.commandLine = shellQuote(equivalentCliArguments(request));
    // The copy's disk is full once a megabyte of it is written.
    QVERIFY(full.fail(u"ENOSPC"_s, u"copy.dd"_s, 1024 * 1024));

    AcquisitionPanel panel(request, [](const AcquisitionRequest &request) {
        return std::make_unique<Acquisition>(
            request, std::make_unique<SimulatedSource>(sourceBytes, 512, 512, 7,
                                                       QList<SimulatedSource::Fault>()));
    });
    panel.resize(1000, 700);
    panel.show();
    auto *outputs = panel.findChild<OutputsView *>(u"outputsView"_s);
    QVERIFY(outputs && outputs->isVisible());
    QCOMPARE(outputs->topLevelItemCount(), 2);
    QSignalSpy finished(&panel, &AcquisitionPanel::runFinished);
    panel.start();
    QVERIFY(finished.wait(60000));

    const AcquisitionRecord &record = *panel.record();
    QCOMPARE(record.result.status, ImagingOutcome::Status::Completed);
    QCOMPARE(outputs->stateOf(0), OutputsView::tr("Completed"));
    QCOMPARE(outputs->verificationOf(0), OutputsView::tr("match"));
    const QString failed = outputs->stateOf(1);
    QVERIFY2(failed.startsWith(OutputsView::tr("Failed: %1").arg(QString()).trimmed()),
             qPrintable(failed));
    // Its own error, and the command that resumes it alone.
    QVERIFY2(failed.contains(u"full"_s, Qt::CaseInsensitive), qPrintable(failed));
    QVERIFY2(failed.contains(u"--resume"_s) && failed.contains(full.path() + u"/copy"_s),
             qPrintable(failed));
    QCOMPARE(outputs->verificationOf(1), OutputsView::tr("not read back"));
    // A failed output is never green.
    auto *banner = panel.findChild<QLabel *>(u"resultBanner"_s);
    QVERIFY(banner->isVisible());
    QVERIFY(banner->property("tone").toInt() != int(SummaryTone::Good));
    QCOMPARE(banner->palette().color(QPalette::Window),
             toneBackgroundColor(SummaryTone(banner->property("tone").toInt())));
}

QTEST_MAIN(TestDestinationsRun)

#include "tst_destinationsrun.moc"
