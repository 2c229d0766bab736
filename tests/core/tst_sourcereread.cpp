// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/sourcereread.h"
#include "io/rawimagereader.h"
#include "io/simulatedsource.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using Fault = SimulatedSource::Fault;

// The source re-read compares the source with the image sector by sector, outside the sectors
// unreadable in either read, and names the first byte that differs.
class TestSourceReread : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void comparesEverySectorReadTwice_data();
    void comparesEverySectorReadTwice();
    void imageOfAnotherSizeIsAnError();
    void cancelStops();
};

namespace {

constexpr qint64 s_size = 512 * 1024;
constexpr qint64 s_blockBytes = 64 * 1024;
constexpr quint8 s_fill = 0xAB;

// The image an acquisition of the source would have written: its content, with the fill byte
// over unreadInAcquisition, and the bytes at each of changedOffsets flipped.
QString writeImage(const QString &path, const SimulatedSource &source,
                   const QList<Extent> &unreadInAcquisition, const QList<qint64> &changedOffsets)
{
    QByteArray bytes(s_size, Qt::Uninitialized);
    source.fillContent(0, std::as_writable_bytes(std::span(bytes.data(), size_t(bytes.size()))));
    for (const Extent &extent : unreadInAcquisition)
        bytes.replace(extent.offset, extent.length, QByteArray(extent.length, char(s_fill)));
    for (const qint64 offset : changedOffsets)
        bytes[offset] = char(~bytes[offset]);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

} // namespace

void TestSourceReread::comparesEverySectorReadTwice_data()
{
    QTest::addColumn<QList<Fault>>("faults");
    QTest::addColumn<QList<Extent>>("unreadInAcquisition");
    QTest::addColumn<QList<qint64>>("changed");
    QTest::addColumn<qint64>("differing");
    QTest::addColumn<qint64>("firstDifference"); // -1: none
    QTest::addColumn<qint64>("notCompared");
    QTest::addColumn<qint64>("readOnlyNow");
    QTest::addColumn<qint64>("unreadableNow");

    QTest::newRow("identical") << QList<Fault>{} << QList<Extent>{} << QList<qint64>{} << 0ll
                               << -1ll << 0ll << 0ll << 0ll;
    QTest::newRow("two bytes changed in two sectors")
        << QList<Fault>{} << QList<Extent>{} << QList<qint64>{70001, 300000} << 1024ll << 70001ll
        << 0ll << 0ll << 0ll;
    QTest::newRow("bad both times, the same")
        << QList<Fault>{{{4096, 1024}, Fault::Kind::Eio}} << QList<Extent>{{4096, 1024}}
        << QList<qint64>{} << 0ll << -1ll << 1024ll << 0ll << 1024ll;
    // Not read during the acquisition: what the image holds there is the fill byte, which the
    // source does not; it is not compared.
    QTest::newRow("weak: bad then, readable now")
        << QList<Fault>{} << QList<Extent>{{200704, 512}} << QList<qint64>{} << 0ll << -1ll << 512ll
        << 512ll << 0ll;
    QTest::newRow("unreadable now only")
        << QList<Fault>{{{131072, 512}, Fault::Kind::Eio}} << QList<Extent>{} << QList<qint64>{}
        << 0ll << -1ll << 512ll << 0ll << 512ll;
    // A changed byte inside a sector that was unreadable says nothing; one beside it does.
    QTest::newRow("change next to a bad sector")
        << QList<Fault>{{{4096, 512}, Fault::Kind::Eio}} << QList<Extent>{{4096, 512}}
        << QList<qint64>{4100, 4608} << 512ll << 4608ll << 512ll << 0ll << 512ll;
}

void TestSourceReread::comparesEverySectorReadTwice()
{
    QFETCH(QList<Fault>, faults);
    QFETCH(QList<Extent>, unreadInAcquisition);
    QFETCH(QList<qint64>, changed);
    QFETCH(qint64, differing);
    QFETCH(qint64, firstDifference);
    QFETCH(qint64, notCompared);
    QFETCH(qint64, readOnlyNow);
    QFETCH(qint64, unreadableNow);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    SimulatedSource source(s_size, 512, 512, 11, faults);
    const QString path = writeImage(dir.filePath(QStringLiteral("image.dd")), source,
                                    unreadInAcquisition, changed);
    QVERIFY(!path.isEmpty());
    Result<RawImageReader> image = RawImageReader::open({path});
    QVERIFY(image);
    const std::atomic<bool> cancel{false};
    SourceReread reread(source, *image, unreadInAcquisition,
                        HashAlgorithm::Md5 | HashAlgorithm::Sha1, s_blockBytes, s_fill, cancel);
    const SourceRereadRecord record = reread.run();
    QVERIFY2(!record.error, qPrintable(record.error ? record.error->message : QString()));
    QVERIFY(record.comparison);
    QCOMPARE(record.comparison->bytesDiffering, differing);
    QCOMPARE(record.comparison->firstDifference.value_or(-1), firstDifference);
    QCOMPARE(record.comparison->bytesNotCompared, notCompared);
    QCOMPARE(record.comparison->bytesReadOnlyNow, readOnlyNow);
    QCOMPARE(record.comparison->bytesCompared, s_size - notCompared);
    QCOMPARE(record.bytesUnreadable, unreadableNow);
    QCOMPARE(record.digests.size(), 2);
    QCOMPARE(reread.bytesRead(), s_size);
}

void TestSourceReread::imageOfAnotherSizeIsAnError()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    SimulatedSource source(s_size + 512, 512, 512, 11, {});
    const QString path = dir.filePath(QStringLiteral("image.dd"));
    QVERIFY(!writeImage(path, source, {}, {}).isEmpty());
    Result<RawImageReader> image = RawImageReader::open({path});
    QVERIFY(image);
    const std::atomic<bool> cancel{false};
    SourceReread reread(source, *image, {}, HashAlgorithm::Md5, s_blockBytes, s_fill, cancel);
    const SourceRereadRecord record = reread.run();
    QVERIFY(record.error);
    QVERIFY(!record.comparison);
    QVERIFY2(record.error->message.contains(QStringLiteral("524288")),
             qPrintable(record.error->message));
}

void TestSourceReread::cancelStops()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    SimulatedSource source(s_size, 512, 512, 11, {});
    const QString path = dir.filePath(QStringLiteral("image.dd"));
    QVERIFY(!writeImage(path, source, {}, {}).isEmpty());
    Result<RawImageReader> image = RawImageReader::open({path});
    QVERIFY(image);
    const std::atomic<bool> cancel{true};
    SourceReread reread(source, *image, {}, HashAlgorithm::Md5, s_blockBytes, s_fill, cancel);
    const SourceRereadRecord record = reread.run();
    QVERIFY(record.error && record.error->isCancelled());
    QVERIFY(record.digests.isEmpty());
    QVERIFY(record.comparison); // what was compared before the stop: nothing
    QCOMPARE(record.comparison->bytesCompared, 0);
}

QTEST_GUILESS_MAIN(TestSourceReread)
#include "tst_sourcereread.moc"
