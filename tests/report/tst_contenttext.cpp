// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// "What the data looks like": the figures as the log and the reports give them, and the
// warning for a used drive that reads mostly as zeros, only where SMART says it was used.

#include "report/contenttext.h"

#include <QTest>

using namespace Custody;
using namespace Qt::StringLiterals;

namespace {

ContentProfile profile(qint64 zeroSectors)
{
    ContentProfile profile;
    profile.sizeBytes = 1000 * 512;
    profile.sectorsExamined = 1000;
    profile.zeroSectors = zeroSectors;
    profile.repeatedByteSectors = 3;
    profile.repeatedBytes = {{0xff, 2}, {0x20, 1}};
    profile.longestZeroRuns = {{512 * 100, 512 * 600}, {0, 1024}};
    profile.cellBytes = 512;
    return profile;
}

QString sectionText(const ReportSection &section)
{
    QStringList text{section.title};
    for (const ReportBlock &block : section.blocks) {
        if (const auto *fields = std::get_if<FieldsBlock>(&block)) {
            for (const ReportField &field : fields->fields)
                text << field.label + u": "_s + field.value;
        } else if (const auto *paragraph = std::get_if<ParagraphBlock>(&block)) {
            text << paragraph->title + u" "_s + paragraph->text;
        } else if (const auto *table = std::get_if<TableBlock>(&block)) {
            for (const QStringList &row : table->rows)
                text << row.join(u" | "_s);
        }
    }
    return text.join(u'\n');
}

} // namespace

class TestContentText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void linesGiveTheFigures();
    void sectionListsTheRunsBySector();
    void warnsOnlyForAUsedDriveThatIsMostlyZeros_data();
    void warnsOnlyForAUsedDriveThatIsMostlyZeros();
    void aRecordTakesTheHoursFromSmartAtStart();
};

void TestContentText::linesGiveTheFigures()
{
    const QStringList lines = ContentText::lines(profile(700));
    QCOMPARE(lines.value(0), u"All zeros: 700 of 1,000 sectors read (70.0000 %)"_s);
    QCOMPARE(lines.value(1), u"One other byte repeated: 3 sectors: 0xff (2), 0x20 (1)"_s);
    QCOMPARE(lines.value(2), u"Zero run 1: sectors 100 to 699 (307,200 bytes (300.0 KiB))"_s);
    QCOMPARE(lines.value(3), u"Zero run 2: sectors 0 to 1 (1,024 bytes (1.0 KiB))"_s);
    QCOMPARE(lines.size(), 4);
}

void TestContentText::sectionListsTheRunsBySector()
{
    ContentProfile withBad = profile(700);
    withBad.sectorsUnreadable = 8;
    const QString text = sectionText(ContentText::section(withBad));
    QVERIFY2(text.contains(u"Unreadable, not counted: 8 sectors"_s), qPrintable(text));
    QVERIFY(text.contains(u"1 | 100 | 699 | 51,200 | 307,200"_s));
    QVERIFY(text.contains(u"2 | 0 | 1 | 0 | 1,024"_s));
    QVERIFY(!text.contains(u"Mostly zeros"_s));
}

void TestContentText::warnsOnlyForAUsedDriveThatIsMostlyZeros_data()
{
    QTest::addColumn<qint64>("zeros");
    QTest::addColumn<qint64>("hours");
    QTest::addColumn<bool>("warned");
    QTest::newRow("used, 70 % zeros") << qint64(700) << qint64(5000) << true;
    QTest::newRow("used, half zeros") << qint64(500) << qint64(5000) << false;
    QTest::newRow("new, 70 % zeros") << qint64(700) << qint64(3) << false;
    QTest::newRow("24 hours, 51 % zeros") << qint64(510) << qint64(24) << true;
    QTest::newRow("no SMART") << qint64(990) << qint64(-1) << false;
}

void TestContentText::warnsOnlyForAUsedDriveThatIsMostlyZeros()
{
    QFETCH(qint64, zeros);
    QFETCH(qint64, hours);
    QFETCH(bool, warned);
    const std::optional<qint64> powerOnHours = hours >= 0 ? std::optional(hours) : std::nullopt;
    const QString warning = ContentText::mostlyZerosWarning(profile(zeros), powerOnHours);
    QCOMPARE(!warning.isEmpty(), warned);
    const QString text = sectionText(ContentText::section(profile(zeros), powerOnHours));
    QCOMPARE(text.contains(u"Mostly zeros"_s), warned);
    if (warned)
        QVERIFY2(warning.contains(u"although SMART reports %1 power-on hours"_s.arg(
                     hours == 5000 ? u"5,000"_s : QString::number(hours))),
                 qPrintable(warning));
}

void TestContentText::aRecordTakesTheHoursFromSmartAtStart()
{
    AcquisitionRecord record;
    QVERIFY(!ContentText::section(record)); // no census: no section
    record.result.content = profile(800);
    QVERIFY(!sectionText(*ContentText::section(record)).contains(u"Mostly zeros"_s));
    RecordedSmart smart;
    smart.details = QJsonObject{{u"smartctl"_s, QJsonObject{{u"powerOnHours"_s, 17000}}}};
    record.smartAtStart = smart;
    QCOMPARE(ContentText::powerOnHours(record), std::optional<qint64>(17000));
    const QString text = sectionText(*ContentText::section(record));
    QVERIFY2(text.contains(u"Mostly zeros"_s) && text.contains(u"17,000 power-on hours"_s),
             qPrintable(text));
}

QTEST_GUILESS_MAIN(TestContentText)
#include "tst_contenttext.moc"
