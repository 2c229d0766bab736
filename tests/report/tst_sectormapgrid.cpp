// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "drawing/sectormapgrid.h"

#include <QTest>

using namespace Custody;

Q_DECLARE_METATYPE(QList<MapRun>)

class TestSectorMapGrid : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cellsShowTheWorstState_data();
    void cellsShowTheWorstState();
    void oneBadSectorOnALargeDriveStillShows();
    void zeroCellsAreFinishedCellsWhollyInsideTheZeroAreas();
};

void TestSectorMapGrid::cellsShowTheWorstState_data()
{
    QTest::addColumn<qint64>("sizeBytes");
    QTest::addColumn<QList<MapRun>>("runs");
    QTest::addColumn<int>("maximumCells");
    QTest::addColumn<qint64>("cellSectors");
    QTest::addColumn<QString>("cells"); // the states as mapfile characters

    QTest::newRow("all read") << qint64(8 * 512) << QList<MapRun>() << 8 << qint64(1) << "++++++++";
    QTest::newRow("one bad sector")
        << qint64(8 * 512) << QList<MapRun>{{{3 * 512, 512}, SectorState::BadSector}} << 8
        << qint64(1) << "+++-++++";
    // 16 sectors in at most 8 cells: 2 sectors a cell.
    QTest::newRow("two sectors a cell")
        << qint64(16 * 512) << QList<MapRun>{{{3 * 512, 512}, SectorState::BadSector}} << 8
        << qint64(2) << "+-++++++";
    // 20 sectors in at most 8 cells: 3 needed, rounded up to a power of two, 4.
    QTest::newRow("power of two, last cell partial")
        << qint64(20 * 512) << QList<MapRun>{{{19 * 512, 512}, SectorState::NonTried}} << 8
        << qint64(4) << "++++?";
    QTest::newRow("worst wins: bad over non-tried")
        << qint64(8 * 512)
        << QList<MapRun>{{{0, 1024}, SectorState::NonTried}, {{512, 512}, SectorState::BadSector}}
        << 4 << qint64(2) << "-+++";
    QTest::newRow("ranking of unfinished states")
        << qint64(8 * 512)
        << QList<MapRun>{{{0, 512}, SectorState::NonTried},
                         {{1024, 512}, SectorState::NonTried},
                         {{1536, 512}, SectorState::NonTrimmed},
                         {{2560, 512}, SectorState::NonScraped},
                         {{3072, 512}, SectorState::NonTrimmed}}
        << 4 << qint64(2) << "?*/*";
    QTest::newRow("a run over many cells")
        << qint64(8 * 512) << QList<MapRun>{{{1024, 2048}, SectorState::NonTried}} << 8 << qint64(1)
        << "++????++";
    QTest::newRow("partial last sector is drawn")
        << qint64(4 * 512 + 100) << QList<MapRun>{{{2048, 100}, SectorState::BadSector}} << 8
        << qint64(1) << "++++-";
    QTest::newRow("empty source") << qint64(0) << QList<MapRun>() << 8 << qint64(1) << "";
}

void TestSectorMapGrid::cellsShowTheWorstState()
{
    QFETCH(qint64, sizeBytes);
    QFETCH(QList<MapRun>, runs);
    QFETCH(int, maximumCells);
    QFETCH(qint64, cellSectors);
    QFETCH(QString, cells);
    const SectorMapGrid grid = SectorMapGrid::build(sizeBytes, 512, runs, maximumCells);
    QString drawn;
    for (SectorState state : grid.cells())
        drawn += QLatin1Char(char(state));
    QCOMPARE(drawn, cells);
    QCOMPARE(grid.cellSectors(), cellSectors);
    QCOMPARE(grid.cellBytes(), cellSectors * 512);
}

void TestSectorMapGrid::oneBadSectorOnALargeDriveStillShows()
{
    const qint64 size = qint64(4) << 40; // 4 TiB
    const qint64 badOffset = size - 4096;
    const SectorMapGrid grid
        = SectorMapGrid::build(size, 4096, {{{badOffset, 4096}, SectorState::BadSector}}, 64 * 24);
    QVERIFY(grid.cellCount() <= 64 * 24 && grid.cellCount() > 64 * 12);
    QCOMPARE(grid.cell(grid.cellCount() - 1), SectorState::BadSector);
    QCOMPARE(grid.cells().count(SectorState::BadSector), 1);
}

void TestSectorMapGrid::zeroCellsAreFinishedCellsWhollyInsideTheZeroAreas()
{
    // 64 sectors in 8 cells of 8 sectors (4 KiB); zeros over cells 1 and 2 whole and half of 4,
    // and over cell 6, which holds a bad sector.
    const qint64 cell = 8 * 512;
    const QList<Extent> zeros{{cell, 2 * cell}, {4 * cell, cell / 2}, {6 * cell, cell}};
    const SectorMapGrid grid = SectorMapGrid::build(
        64 * 512, 512, {{{6 * cell + 512, 512}, SectorState::BadSector}}, 8, zeros);
    QCOMPARE(grid.cellCount(), 8);
    for (qsizetype index = 0; index < 8; ++index)
        QCOMPARE(grid.isZero(index), index == 1 || index == 2);
    QCOMPARE(grid.cell(6), SectorState::BadSector);
    // Without zero areas no cell is zero.
    QVERIFY(!SectorMapGrid::build(64 * 512, 512, {}, 8).isZero(1));
    // A last cell shorter than the others is zero when its own bytes are.
    const SectorMapGrid partial = SectorMapGrid::build(60 * 512, 512, {}, 8, {{7 * cell, 4 * 512}});
    QCOMPARE(partial.cellCount(), 8);
    QVERIFY(partial.isZero(7));
}

QTEST_GUILESS_MAIN(TestSectorMapGrid)
#include "tst_sectormapgrid.moc"
