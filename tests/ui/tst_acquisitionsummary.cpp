// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionpanel.h"
#include "cli/acquirecommand.h"
#include "record/acquisitionreport.h"
#include "report/acquisitionsummary.h"
#include "report/reportdocumentbuilder.h"

#include <QFile>
#include <QTest>
#include <QTextDocumentFragment>

using namespace Custody;
using namespace Qt::StringLiterals;

namespace {

AcquisitionRecord fixture(const QString &name)
{
    const QString path = QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/v2/") + name + u".json"_s;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const Result<AcquisitionRecord> record = AcquisitionRecord::fromJson(file.readAll(), path);
    return record ? *record : AcquisitionRecord();
}

// The lines of the report's Summary section, each as "title text".
QStringList reportSummary(const AcquisitionRecord &record)
{
    const Result<AcquisitionReport> report = AcquisitionReport::fromRecord(
        QJsonDocument(record.toJson()).toJson(), u"/cases/record.json"_s);
    if (!report)
        return {report.error().userMessage()};
    const ReportDocument document = ReportDocumentBuilder::build(*report, ReportContext::current());
    QStringList lines;
    for (const ReportSection &section : document.sections) {
        if (section.title != ReportDocumentBuilder::tr("Summary"))
            continue;
        for (const ReportBlock &block : section.blocks) {
            if (const auto *paragraph = std::get_if<ParagraphBlock>(&block))
                lines << SummaryLine{SummaryTone::Normal, paragraph->title, paragraph->text}
                             .plainText();
        }
    }
    return lines;
}

} // namespace

// custody-cli's summary, the GUI's end-of-run banner and the report say the outcome of an
// acquisition in the same words, AcquisitionSummary's, and reach the same verdict.
class TestAcquisitionSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void frontEndsSayTheSameOutcome_data();
    void frontEndsSayTheSameOutcome();
    void anotherOutputSaysHowItGoesOn_data();
    void anotherOutputSaysHowItGoesOn();
};

void TestAcquisitionSummary::frontEndsSayTheSameOutcome_data()
{
    QTest::addColumn<AcquisitionRecord>("record");
    QTest::addColumn<QString>("headline");
    QTest::addColumn<QString>("finding"); // the title of the line this outcome turns on
    QTest::addColumn<int>("tone");

    QTest::newRow("complete, verified: a match")
        << fixture(u"clean"_s) << u"Acquisition completed."_s << u"Verification: MATCH."_s
        << int(SummaryTone::Good);

    // Complete and matching, but the image holds the fill where sectors could not be read.
    QTest::newRow("complete, with bad sectors")
        << fixture(u"badsectors"_s) << u"Acquisition completed."_s
        << u"Not all of the source was read."_s << int(SummaryTone::Warning);

    AcquisitionRecord incomplete = fixture(u"badsectors"_s);
    incomplete.result.status = ImagingOutcome::Status::Cancelled;
    incomplete.result.bytesFinished -= 1024 * 1024;
    incomplete.result.bytesNotTried += 1024 * 1024;
    incomplete.result.unfinishedRanges.append(
        MapRun{Extent{32 * 1024 * 1024, 1024 * 1024}, SectorState::NonTried});
    incomplete.hashes.clear();
    QTest::newRow("stopped, with bad sectors")
        << incomplete << u"Acquisition STOPPED."_s << u"Not all of the source was read."_s
        << int(SummaryTone::Bad);

    AcquisitionRecord stuck = fixture(u"badsectors"_s);
    stuck.writeBlock->atEnd = WriteBlockCheck{};
    stuck.writeBlock->restored = false;
    stuck.writeBlock->restoreFailed = {u"/dev/sdc1"_s};
    QTest::newRow("write-block not lifted")
        << stuck << u"Acquisition completed."_s << u"Write-block NOT lifted."_s
        << int(SummaryTone::Warning);

    QTest::newRow("a file not written") << fixture(u"outputerror"_s) << u"Acquisition STOPPED."_s
                                        << u"A file was NOT written."_s << int(SummaryTone::Bad);
}

void TestAcquisitionSummary::frontEndsSayTheSameOutcome()
{
    QFETCH(AcquisitionRecord, record);
    QFETCH(QString, headline);
    QFETCH(QString, finding);
    QFETCH(int, tone);
    QVERIFY(record.result.start.isValid());

    const AcquisitionSummary summary = AcquisitionSummary::of(record);
    QCOMPARE(summary.headline(), headline);
    QCOMPARE(int(summary.outcome()), tone);
    const QStringList lines = summary.plainLines();
    QVERIFY2(std::any_of(lines.begin(), lines.end(),
                         [&finding](const QString &line) { return line.startsWith(finding); }),
             qPrintable(lines.join(u'\n')));

    // The report: exactly these lines, in this order.
    QCOMPARE(reportSummary(record), lines);
    // The CLI: these lines, the headline first, and an exit status that says the same.
    const QString cli = Cli::AcquireCommand::summaryText(record, std::nullopt);
    QVERIFY2(cli.startsWith(lines.first() + u'\n'), qPrintable(cli));
    for (const QString &line : lines)
        QVERIFY2(cli.contains(line), qPrintable(line + u"\n\n"_s + cli));
    QCOMPARE(Cli::AcquireCommand::exitCodeFor(record, record.result.outputError.has_value())
                 == Cli::ExitSuccess,
             summary.succeeded());
    // The banner: these lines, the headline first.
    const QString banner
        = QTextDocumentFragment::fromHtml(AcquisitionPanel::bannerHtml(record, std::nullopt, {}))
              .toPlainText();
    QVERIFY2(banner.startsWith(lines.first() + u'\n'), qPrintable(banner));
    for (const QString &line : lines)
        QVERIFY2(banner.contains(line), qPrintable(line + u"\n\n"_s + banner));
}

void TestAcquisitionSummary::anotherOutputSaysHowItGoesOn_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<bool>("resumes");
    QTest::newRow("raw resumes") << u"raw"_s << true;
    QTest::newRow("split raw resumes") << u"split"_s << true;
    // --resume refuses an interrupted E01: the summary must not offer it.
    QTest::newRow("E01 is acquired again") << u"e01"_s << false;
}

// A failed output of several from one read: the summary says how it goes on, and only what works.
void TestAcquisitionSummary::anotherOutputSaysHowItGoesOn()
{
    QFETCH(QString, format);
    QFETCH(bool, resumes);
    AcquisitionRecord record = fixture(u"clean"_s);
    RecordedError full;
    full.message = u"the disk is full"_s;
    RecordedDestination master;
    master.base = u"/cases/master"_s;
    master.format = u"raw"_s;
    master.status = ImagingOutcome::Status::Completed;
    master.own = true;
    RecordedDestination copy;
    copy.base = u"/cases/copy"_s;
    copy.format = format;
    copy.status = ImagingOutcome::Status::Failed;
    copy.error = full;
    record.destinations = {master, copy};
    const QStringList lines = AcquisitionSummary::of(record).plainLines();
    const auto line = std::find_if(lines.begin(), lines.end(), [](const QString &each) {
        return each.startsWith(u"Another output NOT completed."_s);
    });
    QVERIFY2(line != lines.end(), qPrintable(lines.join(u'\n')));
    QVERIFY2(line->contains(u"/cases/copy"_s) && line->contains(u"the disk is full"_s),
             qPrintable(*line));
    QCOMPARE(line->contains(u"--resume"_s), resumes);
    QCOMPARE(line->contains(u"cannot be resumed"_s), !resumes);
}

QTEST_MAIN(TestAcquisitionSummary)

#include "tst_acquisitionsummary.moc"
