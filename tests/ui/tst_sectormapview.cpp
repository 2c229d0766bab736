// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/sectormapview.h"

#include <QLocale>
#include <QTest>
#include <QToolTip>

#include "drawing/sectormappicture.h"
#include "widgets/localeunits.h"

using namespace Custody;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int s_sectorBytes = 512;

// Eight sectors, one cell each in any reasonably sized widget: finished, bad, non-tried,
// non-trimmed, non-scraped, finished, finished, bad.
RescueMap smallMap()
{
    RescueMap map(8 * s_sectorBytes);
    map.mark({0, 8 * s_sectorBytes}, SectorState::Finished);
    map.mark({1 * s_sectorBytes, s_sectorBytes}, SectorState::BadSector);
    map.mark({2 * s_sectorBytes, s_sectorBytes}, SectorState::NonTried);
    map.mark({3 * s_sectorBytes, s_sectorBytes}, SectorState::NonTrimmed);
    map.mark({4 * s_sectorBytes, s_sectorBytes}, SectorState::NonScraped);
    map.mark({7 * s_sectorBytes, s_sectorBytes}, SectorState::BadSector);
    return map;
}

QColor pixelAt(const QPixmap &pixmap, QPoint logical)
{
    return pixmap.toImage().pixelColor(logical * pixmap.devicePixelRatio());
}

} // namespace

class TestSectorMapView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void paintsTheWorstStateOfEachCell_data();
    void paintsTheWorstStateOfEachCell();
    void legendShowsEveryState();
    void zeroLayerIsApartFromBadSectors();
    void toolTipGivesRangesAndCounts();
    void toolTipEventShowsTheCellText();
    void followsLiveChanges();
    void resizeChangesTheCellCount();
    void sharpAtDevicePixelRatioTwo();
    void sixteenTerabytesWithManyBadAreas();
    void accessibleTexts();
    void keyboardWalksTheCells();
};

void TestSectorMapView::initTestCase()
{
    // Numbers in tooltips are localised; the expected texts are written for the C locale.
    QLocale::setDefault(QLocale::c());
}

void TestSectorMapView::paintsTheWorstStateOfEachCell_data()
{
    QTest::addColumn<int>("cell");
    QTest::addColumn<SectorState>("state");
    QTest::newRow("finished") << 0 << SectorState::Finished;
    QTest::newRow("bad") << 1 << SectorState::BadSector;
    QTest::newRow("non-tried") << 2 << SectorState::NonTried;
    QTest::newRow("non-trimmed") << 3 << SectorState::NonTrimmed;
    QTest::newRow("non-scraped") << 4 << SectorState::NonScraped;
    QTest::newRow("finished again") << 6 << SectorState::Finished;
    QTest::newRow("bad last sector") << 7 << SectorState::BadSector;
}

void TestSectorMapView::paintsTheWorstStateOfEachCell()
{
    QFETCH(int, cell);
    QFETCH(SectorState, state);
    SectorMapView view;
    view.resize(400, 300);
    view.setMap(smallMap(), s_sectorBytes);
    QCOMPARE(view.cellCount(), 8);
    QCOMPARE(view.cellState(cell), state);
    const QPixmap pixmap = view.grab();
    const QRect rect = view.cellRect(cell);
    QVERIFY(!rect.isEmpty());
    QCOMPARE(pixelAt(pixmap, rect.center()), SectorMapPicture::colour(state));
    QCOMPARE(view.cellAt(rect.center()), cell);
}

void TestSectorMapView::legendShowsEveryState()
{
    SectorMapView view;
    view.resize(400, 300);
    view.setMap(smallMap(), s_sectorBytes);
    const QImage image = view.grab().toImage();
    const qreal ratio = image.devicePixelRatio();
    // The legend is under the grid: below the last row of cells.
    const int legendTop = int((view.cellRect(view.cellCount() - 1).bottom() + 1) * ratio);
    for (SectorState state : {SectorState::Finished, SectorState::NonTried, SectorState::NonTrimmed,
                              SectorState::NonScraped, SectorState::BadSector}) {
        bool found = false;
        for (int y = legendTop; y < image.height() && !found; ++y) {
            for (int x = 0; x < image.width() && !found; ++x)
                found = image.pixelColor(x, y) == SectorMapPicture::colour(state);
        }
        QVERIFY2(found, qPrintable(QString(QLatin1Char(char(state)))));
    }
}

void TestSectorMapView::zeroLayerIsApartFromBadSectors()
{
    SectorMapView view;
    view.resize(400, 300);
    view.setMap(smallMap(), s_sectorBytes);
    // Zeros read in sectors 5 and 6; sector 7 is bad (filled with zeros, but not read as such),
    // and the area's end reaches into it.
    view.setZeroAreas({{5 * s_sectorBytes, 3 * s_sectorBytes}});
    QCOMPARE(view.cellCount(), 8);
    for (int cell = 0; cell < 8; ++cell)
        QCOMPARE(view.cellIsZero(cell), cell == 5 || cell == 6);
    const QImage image = view.grab().toImage();
    const qreal ratio = image.devicePixelRatio();
    QCOMPARE(image.pixelColor(view.cellRect(5).center() * ratio), SectorMapPicture::zeroColour());
    QCOMPARE(image.pixelColor(view.cellRect(7).center() * ratio),
             SectorMapPicture::colour(SectorState::BadSector));
    QCOMPARE(image.pixelColor(view.cellRect(0).center() * ratio),
             SectorMapPicture::colour(SectorState::Finished));
    QVERIFY(view.cellToolTip(5).contains(QStringLiteral("Read, all zeros")));
    QVERIFY(!view.cellToolTip(7).contains(QStringLiteral("zeros")));
    // The legend names the layer, with its own swatch under the grid.
    const int legendTop = int((view.cellRect(view.cellCount() - 1).bottom() + 1) * ratio);
    bool swatch = false;
    for (int y = legendTop; y < image.height() && !swatch; ++y) {
        for (int x = 0; x < image.width() && !swatch; ++x)
            swatch = image.pixelColor(x, y) == SectorMapPicture::zeroColour();
    }
    QVERIFY(swatch);
    QVERIFY(view.accessibleDescription().contains(QStringLiteral("read, all zeros: 2 cell(s)")));
    // Cleared with the map.
    view.clear();
    view.setMap(smallMap(), s_sectorBytes);
    QVERIFY(!view.cellIsZero(5));
}

void TestSectorMapView::toolTipGivesRangesAndCounts()
{
    SectorMapView view;
    view.resize(400, 300);
    view.setMap(smallMap(), s_sectorBytes);
    QCOMPARE(view.cellToolTip(1), QStringLiteral("Bytes 512 to 1023 (512 B)\n"
                                                 "Sectors 1 to 1 (512 bytes each)\n"
                                                 "Bad sector: 512 bytes (512 B)"));
    QCOMPARE(view.cellToolTip(8), QString());

    // One bad sector inside a cell of many sectors: the counts tell the states apart.
    RescueMap large(qint64(1) << 30);
    large.mark({0, large.sizeBytes()}, SectorState::Finished);
    large.mark({4096, s_sectorBytes}, SectorState::BadSector);
    view.setMap(large, s_sectorBytes);
    QCOMPARE(view.cellState(0), SectorState::BadSector);
    const qint64 cellBytes = view.cellBytes();
    QVERIFY(cellBytes > 4096);
    const QString expected = QStringLiteral("Bytes 0 to %1 (%2)\n"
                                            "Sectors 0 to %3 (512 bytes each)\n"
                                            "Bad sector: 512 bytes (512 B)\n"
                                            "Finished: %4 bytes")
                                 .arg(cellBytes - 1)
                                 .arg(displayBytes(cellBytes))
                                 .arg(cellBytes / s_sectorBytes - 1)
                                 .arg(cellBytes - s_sectorBytes);
    QVERIFY2(view.cellToolTip(0).startsWith(expected), qPrintable(view.cellToolTip(0)));
}

void TestSectorMapView::toolTipEventShowsTheCellText()
{
    SectorMapView view;
    view.resize(400, 300);
    view.setMap(smallMap(), s_sectorBytes);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QPoint position = view.cellRect(3).center();
    QHelpEvent event(QEvent::ToolTip, position, view.mapToGlobal(position));
    QApplication::sendEvent(&view, &event);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), view.cellToolTip(3));
    QVERIFY(QToolTip::text().contains(QStringLiteral("Non-trimmed: 512 bytes")));
    QToolTip::hideText();
}

void TestSectorMapView::followsLiveChanges()
{
    SectorMapView view;
    view.resize(400, 300);
    RescueMap map = smallMap();
    view.setMap(map, s_sectorBytes);
    QCOMPARE(pixelAt(view.grab(), view.cellRect(2).center()),
             SectorMapPicture::colour(SectorState::NonTried));
    map.mark({2 * s_sectorBytes, s_sectorBytes}, SectorState::Finished);
    view.setMap(map, s_sectorBytes);
    QCOMPARE(view.cellState(2), SectorState::Finished);
    QCOMPARE(pixelAt(view.grab(), view.cellRect(2).center()),
             SectorMapPicture::colour(SectorState::Finished));

    // Same size and change count: taken as the same map, as documented; clear() resets.
    RescueMap other(map.sizeBytes());
    while (other.changeCount() < map.changeCount())
        other.mark({0, s_sectorBytes},
                   other.changeCount() % 2 ? SectorState::NonTried : SectorState::Finished);
    view.setMap(other, s_sectorBytes);
    QCOMPARE(view.cellState(2), SectorState::Finished);
    view.clear();
    QCOMPARE(view.cellCount(), 0);
    view.setMap(other, s_sectorBytes);
    QCOMPARE(view.cellState(2), SectorState::NonTried);
}

void TestSectorMapView::resizeChangesTheCellCount()
{
    RescueMap map(qint64(1) << 40);
    SectorMapView view;
    view.resize(200, 150);
    view.setMap(map, s_sectorBytes);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const qsizetype small = view.cellCount();
    view.resize(1000, 700);
    QTRY_COMPARE(view.size(), QSize(1000, 700));
    const qsizetype large = view.cellCount();
    QVERIFY2(large > small, qPrintable(QStringLiteral("%1 vs %2").arg(large).arg(small)));
    QVERIFY(large <= SectorMapView::MaximumCells);
    // Every cell fits the widget.
    QVERIFY(view.rect().contains(view.cellRect(large - 1)));
    QVERIFY(view.cellRect(0).width() >= SectorMapView::MinimumCellSide);
}

void TestSectorMapView::sharpAtDevicePixelRatioTwo()
{
    SectorMapView view;
    view.resize(400, 300);
    view.setMap(smallMap(), s_sectorBytes);
    QImage image(view.size() * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    image.fill(Qt::black);
    view.render(&image);
    for (int cell : {0, 1, 2, 3, 4}) {
        const QRect rect = view.cellRect(cell);
        // Near the corner as well as in the centre: a grid drawn at 1x and scaled up would blur
        // the edges into the gap colour.
        for (QPoint point : {rect.center(), rect.topLeft() + QPoint(1, 1)})
            QCOMPARE(image.pixelColor(point * 2), SectorMapPicture::colour(view.cellState(cell)));
    }
}

void TestSectorMapView::sixteenTerabytesWithManyBadAreas()
{
    const qint64 size = qint64(16) << 40;
    RescueMap map(size);
    map.mark({0, size}, SectorState::Finished);
    const int badAreas = 5000;
    for (int area = 0; area < badAreas; ++area)
        map.mark({size / badAreas * area + 7 * s_sectorBytes, 3 * s_sectorBytes},
                 SectorState::BadSector);
    QCOMPARE(map.runs().size(), 2 * badAreas + 1);

    SectorMapView view;
    view.resize(1200, 800);
    view.setMap(map, s_sectorBytes);
    QVERIFY(view.cellCount() > 0);
    QVERIFY(view.cellCount() <= SectorMapView::MaximumCells);
    qsizetype badCells = 0;
    for (qsizetype cell = 0; cell < view.cellCount(); ++cell)
        badCells += view.cellState(cell) == SectorState::BadSector ? 1 : 0;
    // One cell per area, or two when an area straddles a cell boundary.
    QVERIFY2(badCells >= badAreas && badCells <= 2 * badAreas,
             qPrintable(QStringLiteral("%1 bad cells of %2").arg(badCells).arg(view.cellCount())));
    QCOMPARE(view.cellState(0), SectorState::BadSector);
    QVERIFY(!view.grab().isNull());
    QCOMPARE(pixelAt(view.grab(), view.cellRect(0).center()),
             SectorMapPicture::colour(SectorState::BadSector));
    QVERIFY(view.cellToolTip(0).contains(QStringLiteral("Bad sector: 1536 bytes")));
}

void TestSectorMapView::accessibleTexts()
{
    SectorMapView view;
    QVERIFY(!view.accessibleName().isEmpty());
    view.resize(400, 300);
    view.setMap(smallMap(), s_sectorBytes);
    QVERIFY2(view.accessibleDescription().contains(QStringLiteral("Bad sector: 1.0 KiB")),
             qPrintable(view.accessibleDescription()));
}

void TestSectorMapView::keyboardWalksTheCells()
{
    SectorMapView view;
    view.resize(400, 300);
    view.setMap(smallMap(), s_sectorBytes);
    QCOMPARE(view.currentCell(), -1); // until it has the focus
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.focusPolicy(), Qt::StrongFocus);
    view.activateWindow();
    view.setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(view.hasFocus());
    QCOMPARE(view.currentCell(), 0);

    // N and P: the first cells of the areas that are not all finished (cells 1 to 4, and 7),
    // one press per area.
    QTest::keyClick(&view, Qt::Key_N);
    QCOMPARE(view.currentCell(), 1);
    QTest::keyClick(&view, Qt::Key_N);
    QCOMPARE(view.currentCell(), 7);
    QTest::keyClick(&view, Qt::Key_P);
    QCOMPARE(view.currentCell(), 1);
    QTest::keyClick(&view, Qt::Key_End);
    QCOMPARE(view.currentCell(), 7);
    QTest::keyClick(&view, Qt::Key_N); // none after the last: stays
    QCOMPARE(view.currentCell(), 7);
    QTest::keyClick(&view, Qt::Key_Right); // clamped at the end
    QCOMPARE(view.currentCell(), 7);
    QTest::keyClick(&view, Qt::Key_Home);
    QCOMPARE(view.currentCell(), 0);
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.currentCell(), 3);

    // The keyboard's tooltip and accessible description: the current cell's text.
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), view.cellToolTip(3));
    QCOMPARE(view.accessibleDescription(), view.cellToolTip(3));
    // The current cell is framed in the highlight colour.
    const QPixmap shot = view.grab();
    const QRect cell = view.cellRect(3);
    QCOMPARE(pixelAt(shot, cell.topLeft()), view.palette().color(QPalette::Highlight));
    QCOMPARE(pixelAt(shot, view.cellRect(2).topLeft()),
             SectorMapPicture::colour(SectorState::NonTried));

    // The map changes under the current cell while an acquisition runs: its text follows.
    RescueMap changed = smallMap();
    changed.mark({3 * s_sectorBytes, s_sectorBytes}, SectorState::BadSector);
    view.setMap(changed, s_sectorBytes);
    QCOMPARE(view.currentCell(), 3);
    QVERIFY2(view.accessibleDescription().contains(u"Bad sector: 512 bytes"_s),
             qPrintable(view.accessibleDescription()));
    QCOMPARE(QToolTip::text(), view.cellToolTip(3));
    QToolTip::hideText();
}

QTEST_MAIN(TestSectorMapView)
#include "tst_sectormapview.moc"
