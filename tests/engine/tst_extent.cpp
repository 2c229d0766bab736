// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/extent.h"

#include <QTest>

#include <limits>

using namespace Custody;

class TestExtent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void end_data();
    void end();
    void overlapsAndIntersects_data();
    void overlapsAndIntersects();
};

void TestExtent::end_data()
{
    QTest::addColumn<qint64>("offset");
    QTest::addColumn<qint64>("length");
    QTest::addColumn<qint64>("end");
    constexpr qint64 max = std::numeric_limits<qint64>::max();
    QTest::newRow("empty at zero") << qint64(0) << qint64(0) << qint64(0);
    QTest::newRow("one sector") << qint64(512) << qint64(512) << qint64(1024);
    QTest::newRow("reaches max") << max - 10 << qint64(10) << max;
    QTest::newRow("saturates") << max - 10 << qint64(20) << max;
}

void TestExtent::end()
{
    QFETCH(qint64, offset);
    QFETCH(qint64, length);
    QFETCH(qint64, end);
    const Extent extent{offset, length};
    QCOMPARE(extent.end(), end);
    QCOMPARE(extent.isEmpty(), length == 0);
    if (length > 0) {
        QVERIFY(extent.contains(offset));
        QVERIFY(extent.contains(end - 1));
    }
    QVERIFY(!extent.contains(end));
    QVERIFY(offset == 0 || !extent.contains(offset - 1));
}

void TestExtent::overlapsAndIntersects_data()
{
    QTest::addColumn<Extent>("first");
    QTest::addColumn<Extent>("second");
    QTest::addColumn<bool>("overlaps");
    QTest::addColumn<Extent>("intersection");
    QTest::newRow("disjoint") << Extent{0, 512} << Extent{1024, 512} << false << Extent{1024, 0};
    QTest::newRow("touching") << Extent{0, 512} << Extent{512, 512} << false << Extent{512, 0};
    QTest::newRow("one byte") << Extent{0, 513} << Extent{512, 512} << true << Extent{512, 1};
    QTest::newRow("inside") << Extent{0, 4096} << Extent{512, 512} << true << Extent{512, 512};
    QTest::newRow("same") << Extent{100, 7} << Extent{100, 7} << true << Extent{100, 7};
}

void TestExtent::overlapsAndIntersects()
{
    QFETCH(Extent, first);
    QFETCH(Extent, second);
    QFETCH(bool, overlaps);
    QFETCH(Extent, intersection);
    QCOMPARE(first.overlaps(second), overlaps);
    QCOMPARE(second.overlaps(first), overlaps);
    QCOMPARE(first.intersected(second), intersection);
    QCOMPARE(second.intersected(first), intersection);
}

QTEST_GUILESS_MAIN(TestExtent)
#include "tst_extent.moc"
