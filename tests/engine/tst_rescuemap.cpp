// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/rescuemap.h"
#include "enginetestsupport.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;

namespace {

using Runs = QList<MapRun>;

// Runs a program and returns its exit code; stderr is kept for the failure message.
int run(const QString &program, const QStringList &arguments, QString *errorOutput)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000)) {
        *errorOutput = program + QStringLiteral(" did not finish: ") + process.errorString();
        return -1;
    }
    *errorOutput = QString::fromLocal8Bit(process.readAllStandardError());
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

} // namespace

class TestRescueMap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data();
    void parse();
    void rejects_data();
    void rejects();
    void serializesInDdrescueLayout();
    void commentsStayOneLine();
    void mark_data();
    void mark();
    void roundTripsMapsWrittenByGnuDdrescue_data();
    void roundTripsMapsWrittenByGnuDdrescue();
    void gnuDdrescueReadsOurMaps();
};

void TestRescueMap::parse_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<Runs>("runs");
    QTest::addColumn<qint64>("position");
    QTest::addColumn<char>("status");
    QTest::addColumn<int>("pass");

    QTest::newRow("ddrescue 1.23 example")
        << QByteArray("# Mapfile. Created by GNU ddrescue version 1.23\n"
                      "# Command line: ddrescue -n -b 2048 /dev/cdrom x.iso x.log\n"
                      "# current_pos  current_status  current_pass\n"
                      "0x03394000     +               1\n"
                      "#      pos        size  status\n"
                      "0x00000000  0x00096000  +\n"
                      "0x00096000  0x00000800  -\n"
                      "0x00096800  0x015FC000  /\n")
        << Runs{{{0, 0x96000}, SectorState::Finished},
                {{0x96000, 0x800}, SectorState::BadSector},
                {{0x96800, 0x15FC000}, SectorState::NonScraped}}
        << qint64(0x03394000) << '+' << 1;
    QTest::newRow("legacy two-field status, decimal, octal, CRLF, trailing comments")
        << QByteArray("# Rescue Logfile. Created by GNU ddrescue version 1.19\r\n"
                      "# current_pos  current_status\r\n"
                      "4096     ?\r\n"
                      "0  010  +   # eight bytes, octal\r\n"
                      "8  4088  *\r\n"
                      "0x1000 0x1000 ?\t#  4096 B\r\n")
        << Runs{{{0, 8}, SectorState::Finished},
                {{8, 4088}, SectorState::NonTrimmed},
                {{4096, 4096}, SectorState::NonTried}}
        << qint64(4096) << '?' << 1;
    QTest::newRow("adjacent runs of one state merge")
        << QByteArray("0 - 3\n0 512 +\n512 512 +\n1024 512 -\n")
        << Runs{{{0, 1024}, SectorState::Finished}, {{1024, 512}, SectorState::BadSector}}
        << qint64(0) << '-' << 3;
    QTest::newRow("status line only") << QByteArray("0x0 ? 1\n") << Runs{} << qint64(0) << '?' << 1;
    QTest::newRow("first block after zero")
        << QByteArray("0 ? 1\n1024 512 +\n")
        << Runs{{{0, 1024}, SectorState::NonTried}, {{1024, 512}, SectorState::Finished}}
        << qint64(0) << '?' << 1;
    QTest::newRow("byte order mark")
        << QByteArray("\xEF\xBB\xBF"
                      "0 + 1\n0 512 +\n")
        << Runs{{{0, 512}, SectorState::Finished}} << qint64(0) << '+' << 1;
}

void TestRescueMap::parse()
{
    QFETCH(QByteArray, text);
    QFETCH(Runs, runs);
    QFETCH(qint64, position);
    QFETCH(char, status);
    QFETCH(int, pass);
    const Result<RescueMap> map = RescueMap::parse(text);
    QVERIFY2(map, qPrintable(map ? QString() : map.error().detail));
    QCOMPARE(map->runs(), runs);
    QCOMPARE(map->currentPosition(), position);
    QCOMPARE(char(map->currentStatus()), status);
    QCOMPARE(map->currentPass(), pass);
}

void TestRescueMap::rejects_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("detail");
    QTest::newRow("empty") << QByteArray("# nothing\n") << "line 2: no status line";
    QTest::newRow("bad status") << QByteArray("0 X 1\n") << "line 1: invalid current status";
    QTest::newRow("bad pass") << QByteArray("0 ? zero\n") << "line 1: invalid current pass";
    QTest::newRow("gap") << QByteArray("0 ? 1\n0 512 +\n1024 512 +\n")
                         << "line 3: block at 1024 is not contiguous with the previous one "
                            "ending at 512";
    QTest::newRow("overlap") << QByteArray("0 ? 1\n0 512 +\n256 512 +\n")
                             << "line 3: block at 256 is not contiguous with the previous one "
                                "ending at 512";
    QTest::newRow("bad block status")
        << QByteArray("0 ? 1\n0 512 F\n") << "line 2: invalid block status";
    QTest::newRow("zero size") << QByteArray("0 ? 1\n0 0 +\n")
                               << "line 2: invalid block position or size";
    QTest::newRow("negative") << QByteArray("0 ? 1\n-512 512 +\n")
                              << "line 2: invalid block position or size";
    QTest::newRow("not a number") << QByteArray("0 ? 1\n0 12ab +\n")
                                  << "line 2: invalid block position or size";
    QTest::newRow("too many fields")
        << QByteArray("0 ? 1\n0 512 + +\n") << "line 2: expected a block line 'pos size status'";
    QTest::newRow("past the largest offset") << QByteArray("0 ? 1\n0x7FFFFFFFFFFFFF00 0x200 +\n")
                                             << "line 2: block extends past the largest offset";
}

void TestRescueMap::rejects()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, detail);
    const Result<RescueMap> map = RescueMap::parse(text);
    QVERIFY(!map);
    QCOMPARE(map.error().code, Error::Code::MapInvalid);
    QCOMPARE(map.error().detail, detail);
}

void TestRescueMap::serializesInDdrescueLayout()
{
    RescueMap map(0x10000);
    map.mark({0, 0x8000}, SectorState::Finished);
    map.mark({0x1000, 0x200}, SectorState::BadSector);
    map.setCurrent(0x8000, MapStatus::Copying, 1);
    QCOMPARE(map.serialize({QStringLiteral("Mapfile. Created by Custody")}),
             QByteArray("# Mapfile. Created by Custody\n"
                        "# current_pos  current_status  current_pass\n"
                        "0x00008000     ?               1\n"
                        "#      pos        size  status\n"
                        "0x00000000  0x00001000  +\n"
                        "0x00001000  0x00000200  -\n"
                        "0x00001200  0x00006E00  +\n"
                        "0x00008000  0x00008000  ?\n"));
}

// Whatever a comment carries (a command line with a case field's line break, say), it stays one
// comment line: control characters become C escapes, and the map parses as it was.
void TestRescueMap::commentsStayOneLine()
{
    RescueMap map(0x1000);
    map.mark({0, 0x1000}, SectorState::Finished);
    const QByteArray text = map.serialize(
        {QStringLiteral("Command line: a\nb\r\tc\x01 \u00e9"), QStringLiteral("0x0 0x1000 -")});
    QCOMPARE(text.left(text.indexOf("# current_pos")),
             QByteArray("# Command line: a\\nb\\r\\x09c\\x01 \xc3\xa9\n# 0x0 0x1000 -\n"));
    const Result<RescueMap> parsed = RescueMap::parse(text);
    QVERIFY(parsed);
    QCOMPARE(*parsed, map);
}

void TestRescueMap::mark_data()
{
    QTest::addColumn<QList<MapRun>>("marks");
    QTest::addColumn<Runs>("runs");
    QTest::newRow("whole") << QList<MapRun>{{{0, 8192}, SectorState::Finished}}
                           << Runs{{{0, 8192}, SectorState::Finished}};
    QTest::newRow("middle splits in three") << QList<MapRun>{{{1024, 512}, SectorState::BadSector}}
                                            << Runs{{{0, 1024}, SectorState::NonTried},
                                                    {{1024, 512}, SectorState::BadSector},
                                                    {{1536, 6656}, SectorState::NonTried}};
    QTest::newRow("sequential blocks merge")
        << QList<MapRun>{{{0, 4096}, SectorState::Finished}, {{4096, 4096}, SectorState::Finished}}
        << Runs{{{0, 8192}, SectorState::Finished}};
    QTest::newRow("spanning several runs") << QList<MapRun>{{{0, 1024}, SectorState::Finished},
                                                            {{1024, 1024}, SectorState::BadSector},
                                                            {{2048, 1024}, SectorState::NonTrimmed},
                                                            {{512, 2048}, SectorState::NonScraped}}
                                           << Runs{{{0, 512}, SectorState::Finished},
                                                   {{512, 2048}, SectorState::NonScraped},
                                                   {{2560, 512}, SectorState::NonTrimmed},
                                                   {{3072, 5120}, SectorState::NonTried}};
    QTest::newRow("healing a bad sector merges neighbours")
        << QList<MapRun>{{{0, 8192}, SectorState::Finished},
                         {{512, 512}, SectorState::BadSector},
                         {{512, 512}, SectorState::Finished}}
        << Runs{{{0, 8192}, SectorState::Finished}};
    QTest::newRow("clipped at the end")
        << QList<MapRun>{{{8000, 1000}, SectorState::BadSector}}
        << Runs{{{0, 8000}, SectorState::NonTried}, {{8000, 192}, SectorState::BadSector}};
    QTest::newRow("outside is ignored") << QList<MapRun>{{{9000, 1000}, SectorState::BadSector}}
                                        << Runs{{{0, 8192}, SectorState::NonTried}};
}

void TestRescueMap::mark()
{
    QFETCH(QList<MapRun>, marks);
    QFETCH(Runs, runs);
    RescueMap map(8192);
    const quint64 changesBefore = map.changeCount();
    for (const MapRun &mark : marks)
        map.mark(mark.extent, mark.state);
    QCOMPARE(map.runs(), runs);
    QCOMPARE(map.sizeBytes(), 8192);
    const bool unchanged = runs == Runs{{{0, 8192}, SectorState::NonTried}};
    QVERIFY(map.changeCount() > changesBefore || unchanged);
    qint64 total = 0;
    for (SectorState state :
         {SectorState::NonTried, SectorState::NonTrimmed, SectorState::NonScraped,
          SectorState::BadSector, SectorState::Finished})
        total += map.bytesIn(state);
    QCOMPARE(total, 8192);
}

void TestRescueMap::roundTripsMapsWrittenByGnuDdrescue_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QByteArray>("testModeMap"); // the simulated drive: its bad areas
    QTest::addColumn<QList<Extent>>("expectedBad");
    // Options after which ddrescue has resolved every sector: the bad ones are exactly known.
    QTest::newRow("full run, two bad areas")
        << QStringList{}
        << QByteArray("0 + 1\n0 40960 +\n40960 512 -\n41472 1007104 +\n1048576 65536 -\n"
                      "1114112 983040 +\n")
        << QList<Extent>{{40960, 512}, {1048576, 65536}};
    // (ddrescue takes a read error in the very last sector of a file for its end, so the bad
    // area is one sector before it.)
    QTest::newRow("full run, 4 KiB sectors, bad area near the end")
        << QStringList{QStringLiteral("-b"), QStringLiteral("4096")}
        << QByteArray("0 + 1\n0 2088960 +\n2088960 4096 -\n2093056 4096 +\n")
        << QList<Extent>{{2088960, 4096}};
    // No scraping (-n): ddrescue leaves non-scraped areas, which we must read as such.
    QTest::newRow("no scrape") << QStringList{QStringLiteral("-n")}
                               << QByteArray("0 + 1\n0 1048576 +\n1048576 65536 -\n"
                                             "1114112 983040 +\n")
                               << QList<Extent>{};
}

void TestRescueMap::roundTripsMapsWrittenByGnuDdrescue()
{
    QFETCH(QStringList, options);
    QFETCH(QByteArray, testModeMap);
    QFETCH(QList<Extent>, expectedBad);
    const QString ddrescue = QStandardPaths::findExecutable(QStringLiteral("ddrescue"));
    QVERIFY2(!ddrescue.isEmpty(), "GNU ddrescue (Debian package gddrescue) is not installed; "
                                  "scripts/bootstrap.sh installs it");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const qint64 sizeBytes = 2 * 1024 * 1024;
    QVERIFY(writeFile(dir.filePath(QStringLiteral("source")), QByteArray(sizeBytes, 'x')));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("drive.map")), testModeMap));
    QString errors;
    const int exitCode = run(ddrescue,
                             options
                                 + QStringList{QStringLiteral("-q"), QStringLiteral("--force"),
                                               QStringLiteral("--test-mode=")
                                                   + dir.filePath(QStringLiteral("drive.map")),
                                               dir.filePath(QStringLiteral("source")),
                                               dir.filePath(QStringLiteral("image")),
                                               dir.filePath(QStringLiteral("image.map"))},
                             &errors);
    QVERIFY2(exitCode == 0, qPrintable(errors));

    const QByteArray written = readFile(dir.filePath(QStringLiteral("image.map")));
    const Result<RescueMap> map = RescueMap::parse(written);
    QVERIFY2(map, qPrintable(map ? QString()
                                 : map.error().detail + QLatin1Char('\n')
                                       + QString::fromLatin1(written)));
    QCOMPARE(map->sizeBytes(), sizeBytes);
    if (!options.contains(QStringLiteral("-n"))) {
        QCOMPARE(map->extentsIn(SectorState::BadSector), expectedBad);
        QCOMPARE(map->currentStatus(), MapStatus::Finished);
    } else {
        QVERIFY(map->bytesIn(SectorState::NonScraped) + map->bytesIn(SectorState::BadSector)
                >= 65536);
    }
    // Our serialization of it parses back to the same map.
    const Result<RescueMap> again = RescueMap::parse(map->serialize());
    QVERIFY(again);
    QCOMPARE(*again, *map);
}

void TestRescueMap::gnuDdrescueReadsOurMaps()
{
    const QString ddrescuelog = QStandardPaths::findExecutable(QStringLiteral("ddrescuelog"));
    QVERIFY2(!ddrescuelog.isEmpty(), "ddrescuelog (Debian package gddrescue) is not installed");
    RescueMap map(1 << 20);
    map.mark({0, 1 << 19}, SectorState::Finished);
    map.mark({4096, 1024}, SectorState::BadSector);
    map.setCurrent(1 << 19, MapStatus::Copying, 1);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("ours.map"));
    QVERIFY(writeFile(path, map.serialize({QStringLiteral("Mapfile. Created by Custody")})));
    // ddrescuelog lists the bad blocks (512-byte sectors) of a map it accepts.
    QProcess process;
    process.start(ddrescuelog, {QStringLiteral("--list-blocks=-"), path});
    QVERIFY(process.waitForFinished(30000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    QCOMPARE(process.readAllStandardOutput(), QByteArray("8\n9\n"));
}

QTEST_GUILESS_MAIN(TestRescueMap)
#include "tst_rescuemap.moc"
