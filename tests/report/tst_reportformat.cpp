// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/reportformat.h"
#include "util/sourcelanguage.h"

#include <QTest>
#include <QTimeZone>

using namespace Custody;
using namespace Qt::Literals::StringLiterals;

class TestReportFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void percentNeverRoundsUp_data();
    void percentNeverRoundsUp();
    void duration_data();
    void duration();
    void bytes_data();
    void bytes();
    void countsAreGroupedButNotInTheLog();
    void times_data();
    void times();
};

void TestReportFormat::percentNeverRoundsUp_data()
{
    QTest::addColumn<qint64>("part");
    QTest::addColumn<qint64>("whole");
    QTest::addColumn<QString>("text");
    QTest::newRow("all") << qint64(512) << qint64(512) << "100 %";
    QTest::newRow("none") << qint64(0) << qint64(512) << "0.0000 %";
    QTest::newRow("a third") << qint64(1) << qint64(3) << "33.3333 %";
    QTest::newRow("two thirds, down") << qint64(2) << qint64(3) << "66.6666 %";
    // One bad sector on 2 TB: never "100 %".
    QTest::newRow("all but one sector")
        << qint64(2000398933504) << qint64(2000398934016) << "99.9999 %";
    QTest::newRow("too small to show") << qint64(512) << qint64(2000398934016) << "< 0.0001 %";
    QTest::newRow("near the qint64 limit")
        << qint64(std::numeric_limits<qint64>::max() - 1)
        << qint64(std::numeric_limits<qint64>::max()) << "99.9999 %";
    QTest::newRow("no size") << qint64(0) << qint64(0) << "-";
}

void TestReportFormat::percentNeverRoundsUp()
{
    QFETCH(qint64, part);
    QFETCH(qint64, whole);
    QFETCH(QString, text);
    QCOMPARE(ReportFormat::percentDown(part, whole), text);
}

void TestReportFormat::duration_data()
{
    QTest::addColumn<double>("seconds");
    QTest::addColumn<QString>("text");
    QTest::newRow("short") << 7.786 << "7.786 s";
    QTest::newRow("minutes") << 125.5 << "125.500 s (02 min 05 s)";
    QTest::newRow("hours") << 3723.456 << "3723.456 s (1 h 02 min 03 s)";
    QTest::newRow("a day") << 90061.0 << "90061.000 s (25 h 01 min 01 s)";
}

void TestReportFormat::duration()
{
    QFETCH(double, seconds);
    QFETCH(QString, text);
    QCOMPARE(ReportFormat::duration(seconds), text);
}

void TestReportFormat::bytes_data()
{
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<QString>("text");
    QTest::newRow("small") << qint64(512) << "512 bytes";
    QTest::newRow("MiB") << qint64(67108864) << "67,108,864 bytes (64.0 MiB)";
    QTest::newRow("odd") << qint64(72192) << "72,192 bytes (70.5 KiB)";
}

void TestReportFormat::bytes()
{
    QFETCH(qint64, bytes);
    QFETCH(QString, text);
    QCOMPARE(ReportFormat::bytes(bytes), text);
}

// Counts in digit groups for people; the acquisition log, written under a SourceLanguageScope,
// keeps the plain digits that other logs and the record compare with.
void TestReportFormat::countsAreGroupedButNotInTheLog()
{
    QCOMPARE(ReportFormat::count(1073741824), u"1,073,741,824"_s);
    QCOMPARE(ReportFormat::count(999), u"999"_s);
    QCOMPARE(ReportFormat::count(-4096), u"-4,096"_s);
    const SourceLanguageScope log;
    QCOMPARE(ReportFormat::count(1073741824), u"1073741824"_s);
    QCOMPARE(ReportFormat::bytes(67108864), u"67108864 bytes (64.0 MiB)"_s);
}

void TestReportFormat::times_data()
{
    QTest::addColumn<QDateTime>("time");
    QTest::addColumn<QString>("utc");
    QTest::addColumn<QString>("local");
    QTest::newRow("Berlin, winter")
        << QDateTime(QDate(2026, 12, 1), QTime(9, 30, 5, 120), QTimeZone("Europe/Berlin"))
        << "2026-12-01 08:30:05.120 UTC"
        << "2026-12-01 09:30:05 +01:00";
    QTest::newRow("New York, summer")
        << QDateTime(QDate(2026, 7, 1), QTime(23, 0), QTimeZone("America/New_York"))
        << "2026-07-02 03:00:00.000 UTC"
        << "2026-07-01 23:00:00 -04:00";
    QTest::newRow("India") << QDateTime(QDate(2026, 1, 1), QTime(0, 0), QTimeZone("Asia/Kolkata"))
                           << "2025-12-31 18:30:00.000 UTC"
                           << "2026-01-01 00:00:00 +05:30";
    QTest::newRow("not recorded") << QDateTime() << "not recorded"
                                  << "not recorded";
}

void TestReportFormat::times()
{
    QFETCH(QDateTime, time);
    QFETCH(QString, utc);
    QFETCH(QString, local);
    QCOMPARE(ReportFormat::utc(time), utc);
    QCOMPARE(ReportFormat::local(time), local);
}

QTEST_GUILESS_MAIN(TestReportFormat)
#include "tst_reportformat.moc"
