// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/hashalgorithm.h"
#include "util/logline.h"
#include "util/units.h"

#include <QTest>

using namespace Custody;
using namespace Qt::Literals::StringLiterals;

class TestUnits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parseByteCount_data();
    void parseByteCount();
    void formatBytes_data();
    void formatBytes();
    void formatsForTheUsersLocale();
    void formatExactBytes_data();
    void formatExactBytes();
    void parseHashList_data();
    void parseHashList();
    void oneLogLineKeepsAValueOnItsLine_data();
    void oneLogLineKeepsAValueOnItsLine();
    void shownLinesEscapesEachLineAndMarksTheRest_data();
    void shownLinesEscapesEachLineAndMarksTheRest();
};

namespace {

// What a terminal or an editor acts on: the C0 and C1 controls, DEL, the Unicode line and
// paragraph separators and the bidirectional embeddings, overrides and isolates.
bool isActedOn(QChar character)
{
    const char16_t code = character.unicode();
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code == 0x2028 || code == 0x2029
           || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

} // namespace

void TestUnits::parseByteCount_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("expected"); // -1: rejected
    QTest::newRow("plain") << "4096" << qint64(4096);
    QTest::newRow("hex") << "0x1000" << qint64(4096);
    QTest::newRow("K binary") << "256K" << qint64(256 * 1024);
    QTest::newRow("KiB") << "256KiB" << qint64(256 * 1024);
    QTest::newRow("lower k") << "64k" << qint64(64 * 1024);
    QTest::newRow("KB decimal") << "1KB" << qint64(1000);
    QTest::newRow("M") << "1M" << qint64(1 << 20);
    QTest::newRow("G") << "2G" << qint64(2) * (1 << 30);
    QTest::newRow("GB") << "2GB" << qint64(2000000000);
    QTest::newRow("T") << "1T" << (qint64(1) << 40);
    QTest::newRow("spaces") << " 8 M " << qint64(8 << 20);
    QTest::newRow("zero") << "0" << qint64(0);
    QTest::newRow("empty") << "" << qint64(-1);
    QTest::newRow("negative") << "-1" << qint64(-1);
    QTest::newRow("unknown suffix") << "12X" << qint64(-1);
    QTest::newRow("fraction") << "1.5M" << qint64(-1);
    QTest::newRow("bare 0x") << "0x" << qint64(-1);
    QTest::newRow("overflow") << "9000000000000T" << qint64(-1);
    QTest::newRow("overflow digits") << "99999999999999999999" << qint64(-1);
}

void TestUnits::parseByteCount()
{
    QFETCH(QString, text);
    QFETCH(qint64, expected);
    const std::optional<qint64> parsed = Custody::parseByteCount(text);
    if (expected < 0) {
        QVERIFY2(!parsed, qPrintable(QString::number(parsed.value_or(0))));
    } else {
        QVERIFY(parsed);
        QCOMPARE(*parsed, expected);
    }
}

void TestUnits::formatBytes_data()
{
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<QString>("text");
    QTest::newRow("bytes") << qint64(512) << "512 B";
    QTest::newRow("KiB") << qint64(1536) << "1.5 KiB";
    QTest::newRow("GiB") << qint64(2) * (1 << 30) << "2.0 GiB";
    QTest::newRow("no group separator") << qint64(1023) << "1023 B";
}

void TestUnits::formatBytes()
{
    QFETCH(qint64, bytes);
    QFETCH(QString, text);
    QCOMPARE(Custody::formatBytes(bytes), text);
}

void TestUnits::formatsForTheUsersLocale()
{
    const QLocale german(QLocale::German, QLocale::Germany);
    QCOMPARE(Custody::formatBytes(1536, german), u"1,5 KiB"_s);
    QCOMPARE(Custody::formatRate(123.45e6, german), u"123,5 MB/s"_s);
    QCOMPARE(Custody::formatRate(123.45e6), u"123.5 MB/s"_s);
    QCOMPARE(Custody::formatExactBytes(qint64(4095) << 20, german), u"4.095 MiB"_s);
}

void TestUnits::formatExactBytes_data()
{
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<QString>("text");
    QTest::newRow("4095 MiB, not 4.0 GiB") << (qint64(4095) << 20) << "4095 MiB";
    QTest::newRow("640 MiB") << (qint64(640) << 20) << "640 MiB";
    QTest::newRow("2 GiB") << (qint64(2) << 30) << "2 GiB";
    QTest::newRow("bytes") << qint64(1000) << "1000 B";
    QTest::newRow("zero") << qint64(0) << "0 B";
}

void TestUnits::formatExactBytes()
{
    QFETCH(qint64, bytes);
    QFETCH(QString, text);
    QCOMPARE(Custody::formatExactBytes(bytes), text);
}

void TestUnits::parseHashList_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("flags"); // -1: rejected
    QTest::newRow("default") << "md5,sha256" << int(HashAlgorithm::Md5 | HashAlgorithm::Sha256);
    QTest::newRow("all, mixed case") << "MD5,SHA-1,sha256,Sha512"
                                     << int(HashAlgorithm::Md5 | HashAlgorithm::Sha1
                                            | HashAlgorithm::Sha256 | HashAlgorithm::Sha512);
    QTest::newRow("sha384") << "sha384" << int(HashAlgorithm::Sha384);
    QTest::newRow("none") << "none" << 0;
    QTest::newRow("empty") << "" << -1;
    QTest::newRow("unknown") << "md5,crc32" << -1;
}

void TestUnits::parseHashList()
{
    QFETCH(QString, text);
    QFETCH(int, flags);
    const std::optional<HashAlgorithms> parsed = Custody::parseHashList(text);
    if (flags < 0) {
        QVERIFY(!parsed);
    } else {
        QVERIFY(parsed);
        QCOMPARE(int(parsed->toInt()), flags);
    }
}

void TestUnits::oneLogLineKeepsAValueOnItsLine_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("line");  // oneLogLine()
    QTest::addColumn<QString>("shown"); // oneShownLine(): the same, a backslash kept single
    QTest::newRow("a plain path") << u"/cases/2026-117/disk é.E01"_s
                                  << u"/cases/2026-117/disk é.E01"_s
                                  << u"/cases/2026-117/disk é.E01"_s;
    // A path that would end the line and start one that looks like a log line of its own.
    QTest::newRow("a line break") << u"/cases/a\nReport 2026 SHA-256 0 /x"_s
                                  << u"/cases/a\\nReport 2026 SHA-256 0 /x"_s
                                  << u"/cases/a\\nReport 2026 SHA-256 0 /x"_s;
    QTest::newRow("carriage return, tab") << u"a\rb\tc"_s << u"a\\rb\\tc"_s << u"a\\rb\\tc"_s;
    QTest::newRow("a backslash, doubled") << u"a\\n"_s << u"a\\\\n"_s << u"a\\n"_s;
    QTest::newRow("escape and DEL")
        << u"a\x1b[2Jb\x7f"_s << u"a\\x1b[2Jb\\x7f"_s << u"a\\x1b[2Jb\\x7f"_s;
    QTest::newRow("a Unicode line separator") << u"a\u2028b"_s << u"a\\x2028b"_s << u"a\\x2028b"_s;
    // C1: U+009B is CSI, which some terminals obey as ESC [ does; U+0085 is NEL, a line end.
    QTest::newRow("C1 CSI and NEL")
        << u"a\u009b2Jb\u0085c"_s << u"a\\x9b2Jb\\x85c"_s << u"a\\x9b2Jb\\x85c"_s;
    // "Trojan Source": a right-to-left override shows "gpj.exe" as "exe.jpg", and an isolate
    // can make the end of a line look like its start.
    QTest::newRow("bidi overrides")
        << u"evil\u202Egpj.exe"_s << u"evil\\x202egpj.exe"_s << u"evil\\x202egpj.exe"_s;
    QTest::newRow("bidi embeddings and isolates")
        << u"\u202A\u202B\u202C\u202D \u2066\u2067\u2068\u2069"_s
        << u"\\x202a\\x202b\\x202c\\x202d \\x2066\\x2067\\x2068\\x2069"_s
        << u"\\x202a\\x202b\\x202c\\x202d \\x2066\\x2067\\x2068\\x2069"_s;
    // Text that is not acted on stays as it is: right-to-left letters, a zero-width joiner.
    QTest::newRow("Hebrew and a joiner") << u"שלום\u200D"_s << u"שלום\u200D"_s << u"שלום\u200D"_s;
}

void TestUnits::oneLogLineKeepsAValueOnItsLine()
{
    QFETCH(QString, value);
    QFETCH(QString, line);
    QFETCH(QString, shown);
    QCOMPARE(oneLogLine(value), line);
    QCOMPARE(oneShownLine(value), shown);
    for (const QString &text : {oneLogLine(value), oneShownLine(value)}) {
        for (const QChar character : text)
            QVERIFY2(!isActedOn(character), qPrintable(text));
    }
}

void TestUnits::shownLinesEscapesEachLineAndMarksTheRest_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("one line") << u"seized at 10:00"_s << u"seized at 10:00"_s;
    // Notes may hold lines: each one after the first starts with the continuation, so that a
    // line of notes cannot pass for a line of the log.
    QTest::newRow("a forged verdict")
        << u"line 1\nVerdict: MATCH"_s << u"line 1\n    | Verdict: MATCH"_s;
    QTest::newRow("CR LF, an escape, an override")
        << u"a\r\n\x1b[2J\u202Eb"_s << u"a\\r\n    | \\x1b[2J\\x202eb"_s;
    QTest::newRow("an empty line") << u"a\n\nb"_s << u"a\n    | \n    | b"_s;
}

void TestUnits::shownLinesEscapesEachLineAndMarksTheRest()
{
    QFETCH(QString, value);
    QFETCH(QString, text);
    const QString continuation = u"    | "_s;
    const QString shown = shownLines(value, continuation);
    QCOMPARE(shown, text);
    const QStringList lines = shown.split(QLatin1Char('\n'));
    for (qsizetype index = 0; index < lines.size(); ++index) {
        QVERIFY(index == 0 || lines[index].startsWith(continuation));
        for (const QChar character : lines[index])
            QVERIFY2(!isActedOn(character), qPrintable(lines[index]));
    }
}

QTEST_GUILESS_MAIN(TestUnits)
#include "tst_units.moc"
