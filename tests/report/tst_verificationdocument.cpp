// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/verificationdocument.h"

#include <QTest>

using namespace Custody;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr qint64 s_window = 1024 * 1024;

DigestCheck check(DigestScope scope, int line, DigestCheck::Outcome outcome, qint64 window = 0)
{
    DigestCheck result;
    result.hashlogPath = u"/cases/disk.hashlog"_s;
    result.logged.algorithmName = u"md5"_s;
    result.logged.hex = u"%1"_s.arg(line, 32, 10, QLatin1Char('0'));
    result.logged.scope = scope;
    result.logged.lineNumber = line;
    result.outcome = outcome;
    if (outcome != DigestCheck::Outcome::NotChecked)
        result.computedHex
            = outcome == DigestCheck::Outcome::Match ? result.logged.hex : u"f"_s.repeated(32);
    else
        result.reason = u"the log names another file"_s;
    if (scope == DigestScope::Window)
        result.extent = Extent{window * s_window, s_window};
    return result;
}

// A whole-image digest that matches, three windows of which the second differs, and a size that
// does not match: a mismatch.
VerificationReport mismatch()
{
    VerificationReport report;
    report.imageFiles = {u"/cases/disk.001"_s, u"/cases/disk.002"_s};
    report.imageBytes = 3 * s_window;
    report.bytesRead = 3 * s_window;
    report.hashlogs = {{u"/cases/disk.hashlog"_s, HashlogFormat::Dcfldd, {u"a note"_s}}};
    report.checks = {check(DigestScope::Whole, 4, DigestCheck::Outcome::Match),
                     check(DigestScope::Window, 1, DigestCheck::Outcome::Match, 0),
                     check(DigestScope::Window, 2, DigestCheck::Outcome::Mismatch, 1),
                     check(DigestScope::Window, 3, DigestCheck::Outcome::Match, 2)};
    report.sizes = {{u"/cases/disk.hashlog"_s, {3 * s_window + 1, {}, 5}, {}, 3 * s_window}};
    report.startTime = QDateTime(QDate(2026, 11, 30), QTime(10, 0), Qt::UTC);
    report.endTime = report.startTime.addSecs(3);
    return report;
}

const ReportSection *section(const ReportDocument &document, const QString &title)
{
    for (const ReportSection &candidate : document.sections) {
        if (candidate.title == title)
            return &candidate;
    }
    return nullptr;
}

} // namespace

class TestVerificationDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sectionsInOrder();
    void verdictIsACalloutOfItsColour();
    void bodyListsWhatDoesNotMatchAndTheAppendixEveryPiece();
    void sizesAndNotes();
    void appendixJoinsRunsOfMatchingWindows();
    void readIsBadOnlyAfterAnError();
    void noEmptyDigestTable();
};

void TestVerificationDocument::sectionsInOrder()
{
    const ReportDocument document
        = VerificationDocument::build(mismatch(), {QDateTime::currentDateTimeUtc(), u"test"_s});
    QStringList titles;
    for (const ReportSection &section : document.sections)
        titles << section.title;
    QCOMPARE(titles, (QStringList{u"Verdict"_s, u"Report"_s, u"Image"_s, u"Hashlogs"_s, u"Sizes"_s,
                                  u"Digests"_s, u"Signatures"_s,
                                  u"Appendix: every window and segment digest"_s}));
    QCOMPARE(document.sections.last().kind, SectionKind::Appendix);
    QCOMPARE(document.title, u"Verification report"_s);
    QVERIFY(document.runningHeader.contains(u"disk.001"_s));
}

void TestVerificationDocument::verdictIsACalloutOfItsColour()
{
    const ReportContext context{QDateTime::currentDateTimeUtc(), u"test"_s};
    VerificationReport report = mismatch();
    auto callout = [&] {
        return std::get<ParagraphBlock>(
            VerificationDocument::build(report, context).sections.first().blocks.first());
    };
    QCOMPARE(callout().emphasis, Emphasis::Bad);
    QVERIFY(callout().text.startsWith(u"Verdict: MISMATCH"_s));
    report.checks[2].outcome = DigestCheck::Outcome::Match;
    report.checks[2].computedHex = report.checks[2].logged.hex;
    report.sizes.clear();
    QCOMPARE(callout().emphasis, Emphasis::Good);
    QVERIFY(callout().text.startsWith(u"Verdict: MATCH"_s));
    report.checks = {check(DigestScope::Whole, 1, DigestCheck::Outcome::NotChecked)};
    QCOMPARE(callout().emphasis, Emphasis::Warning);
    report.bytesRead = 1;
    report.error = Error::fromErrno(Error::Code::ImageReadFailed, EIO, u"/cases/disk.002"_s);
    QCOMPARE(callout().emphasis, Emphasis::Bad);
    const ReportDocument failed = VerificationDocument::build(report, context);
    const auto &error = std::get<FieldsBlock>(failed.sections.first().blocks.at(1));
    QCOMPARE(error.fields.first().emphasis, Emphasis::Bad);
    QVERIFY(error.fields.first().value.contains(u"/cases/disk.002"_s));
}

void TestVerificationDocument::bodyListsWhatDoesNotMatchAndTheAppendixEveryPiece()
{
    const ReportDocument document
        = VerificationDocument::build(mismatch(), {QDateTime::currentDateTimeUtc(), u"test"_s});
    const ReportSection *digests = section(document, u"Digests"_s);
    QVERIFY(digests);
    const auto &body = std::get<TableBlock>(digests->blocks.at(0));
    QCOMPARE(body.rows.size(), 2); // the whole image and the mismatching window
    QCOMPARE(body.rows[0][0], u"match"_s);
    QCOMPARE(body.rows[0][2], u"whole image"_s);
    QCOMPARE(body.rows[1][0], u"MISMATCH"_s);
    QCOMPARE(body.rows[1][2], u"window, bytes 1048576-2097151"_s);
    QCOMPARE(body.rows[1][3], mismatch().checks[2].logged.hex);
    QCOMPARE(body.rows[1][4], u"f"_s.repeated(32));
    QCOMPARE(body.rows[1][5], u"disk.hashlog, line 2"_s);
    QCOMPARE(body.rowEmphasis, (QList<Emphasis>{Emphasis::Good, Emphasis::Bad}));
    QVERIFY(std::get<ParagraphBlock>(digests->blocks.at(1)).text.startsWith(u"2 window"_s));
    const auto &appendix = std::get<TableBlock>(document.sections.last().blocks.at(0));
    QCOMPARE(appendix.rows.size(), 3);
    QCOMPARE(appendix.rowEmphasis.at(1), Emphasis::Bad);
}

void TestVerificationDocument::sizesAndNotes()
{
    const ReportDocument document
        = VerificationDocument::build(mismatch(), {QDateTime::currentDateTimeUtc(), u"test"_s});
    const auto &sizes = std::get<TableBlock>(section(document, u"Sizes"_s)->blocks.at(0));
    QCOMPARE(sizes.rows.size(), 1);
    QCOMPARE(sizes.rows[0], (QStringList{u"MISMATCH"_s, u"whole image"_s, u"3,145,729"_s,
                                         u"3,145,728"_s, u"disk.hashlog, line 5"_s}));
    const ReportSection *hashlogs = section(document, u"Hashlogs"_s);
    QCOMPARE(std::get<TableBlock>(hashlogs->blocks.at(0)).rows[0][0], u"/cases/disk.hashlog"_s);
    QCOMPARE(std::get<ParagraphBlock>(hashlogs->blocks.at(1)).text, u"disk.hashlog: a note"_s);
    const auto &files = std::get<TableBlock>(section(document, u"Image"_s)->blocks.at(1));
    QCOMPARE(files.rows.size(), 2);
    QCOMPARE(files.rows[1], (QStringList{u"2"_s, u"/cases/disk.002"_s}));
}

void TestVerificationDocument::appendixJoinsRunsOfMatchingWindows()
{
    VerificationReport report = mismatch();
    report.checks = {check(DigestScope::Whole, 1, DigestCheck::Outcome::Mismatch)};
    for (int window = 0; window < 8; ++window)
        report.checks.append(check(
            DigestScope::Window, 10 + window,
            window == 5 ? DigestCheck::Outcome::Mismatch : DigestCheck::Outcome::Match, window));
    const ReportDocument document
        = VerificationDocument::build(report, {QDateTime::currentDateTimeUtc(), u"test"_s});
    const auto &appendix = std::get<TableBlock>(document.sections.last().blocks.at(0));
    QCOMPARE(appendix.rows.size(), 3);
    QCOMPARE(appendix.rows[0][2], u"5 pieces, bytes 0-5242879"_s);
    QCOMPARE(appendix.rows[0][5], u"disk.hashlog, line 10 to line 14"_s);
    QCOMPARE(appendix.rows[1][0], u"MISMATCH"_s);
    QCOMPARE(appendix.rows[1][2], u"window, bytes 5242880-6291455"_s);
    QCOMPARE(appendix.rows[2][2], u"2 pieces, bytes 6291456-8388607"_s);
    QCOMPARE(appendix.rowEmphasis,
             (QList<Emphasis>{Emphasis::Good, Emphasis::Bad, Emphasis::Good}));
}

void TestVerificationDocument::readIsBadOnlyAfterAnError()
{
    const ReportContext context{QDateTime::currentDateTimeUtc(), u"test"_s};
    auto imageFields = [&](const VerificationReport &report) {
        const ReportDocument document = VerificationDocument::build(report, context);
        return std::get<FieldsBlock>(section(document, u"Image"_s)->blocks.at(0)).fields;
    };
    // Nothing Custody can compute: nothing read, and rightly so.
    VerificationReport nothingToRead = mismatch();
    nothingToRead.checks = {check(DigestScope::Whole, 1, DigestCheck::Outcome::NotChecked)};
    nothingToRead.sizes.clear();
    nothingToRead.bytesRead = 0;
    QCOMPARE(imageFields(nothingToRead).at(2).emphasis, Emphasis::Normal);
    // A read that failed: short of the end, in red.
    VerificationReport failed = mismatch();
    failed.bytesRead = 4096;
    failed.error = Error::fromErrno(Error::Code::ImageReadFailed, EIO, u"/cases/disk.002"_s);
    QCOMPARE(imageFields(failed).at(2).emphasis, Emphasis::Bad);
    // Failed before the image was opened: its size is not known, not 0 bytes.
    VerificationReport unopened;
    unopened.imageFiles = {u"/cases/missing.dd"_s};
    unopened.error = Error::fromErrno(Error::Code::ImageReadFailed, ENOENT, u"/cases/missing.dd"_s);
    QCOMPARE(imageFields(unopened).at(1).value, u"not known"_s);
    const ReportDocument document = VerificationDocument::build(unopened, context);
    QVERIFY(!section(document, u"Digests"_s)); // no checks: no digest section
    QCOMPARE(std::get<ParagraphBlock>(document.sections.first().blocks.first()).emphasis,
             Emphasis::Bad);
}

void TestVerificationDocument::noEmptyDigestTable()
{
    VerificationReport report = mismatch();
    report.checks = {check(DigestScope::Window, 1, DigestCheck::Outcome::Match, 0),
                     check(DigestScope::Window, 2, DigestCheck::Outcome::Match, 1)};
    report.sizes.clear();
    const ReportDocument document
        = VerificationDocument::build(report, {QDateTime::currentDateTimeUtc(), u"test"_s});
    const ReportSection *digests = section(document, u"Digests"_s);
    QCOMPARE(digests->blocks.size(), 1);
    QVERIFY(std::holds_alternative<ParagraphBlock>(digests->blocks.first()));
}

QTEST_GUILESS_MAIN(TestVerificationDocument)
#include "tst_verificationdocument.moc"
