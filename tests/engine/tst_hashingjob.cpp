// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/digest.h"
#include "engine/hashingjob.h"
#include "enginetestsupport.h"
#include "io/rawimagereader.h"

#include <QFile>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

class TestHashingJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hashesSplitImagesInOneRead_data();
    void hashesSplitImagesInOneRead();
    void discoversSegments_data();
    void discoversSegments();
    void namesTheMissingSegment_data();
    void namesTheMissingSegment();
    void dropsTheImagesCachedPages();
};

void TestHashingJob::hashesSplitImagesInOneRead_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QList<int>>("sizes");
    QTest::newRow("single") << QStringList{u"image.dd"_s} << QList<int>{3000001};
    QTest::newRow("numbered") << QStringList{u"image.001"_s, u"image.002"_s, u"image.003"_s}
                              << QList<int>{1048576, 1048576, 12345};
    QTest::newRow("lettered") << QStringList{u"image.aa"_s, u"image.ab"_s} << QList<int>{700000, 1};
}

void TestHashingJob::hashesSplitImagesInOneRead()
{
    QFETCH(QStringList, names);
    QFETCH(QList<int>, sizes);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray whole;
    QStringList files;
    for (qsizetype index = 0; index < names.size(); ++index) {
        QByteArray segment(sizes[index], Qt::Uninitialized);
        for (int byte = 0; byte < segment.size(); ++byte)
            segment[byte] = char((whole.size() + byte) * 31 + index);
        QVERIFY(writeFile(dir.filePath(names[index]), segment));
        files << dir.filePath(names[index]);
        whole += segment;
    }
    const Result<QStringList> discovered = RawImageReader::discoverSegments(files.last());
    QVERIFY2(discovered, qPrintable(discovered ? QString() : discovered.error().userMessage()));
    QCOMPARE(*discovered, files);
    Result<RawImageReader> reader = RawImageReader::open(*discovered);
    QVERIFY(reader);
    QCOMPARE(reader->sizeBytes(), whole.size());
    HashingJob job(*reader, HashAlgorithm::Md5 | HashAlgorithm::Sha1 | HashAlgorithm::Sha256,
                   1000000, 256 * 1024);
    const Result<QList<HashResult>> hashes = job.run();
    QVERIFY(hashes);
    QCOMPARE(hashes->size(), 3);
    QCOMPARE(job.bytesRead(), whole.size());
    for (const HashResult &hash : *hashes) {
        QCOMPARE(hash.hex, Digest::hexOf(hash.algorithm, bytesOf(whole)));
        QCOMPARE(hash.windows.size(), int((whole.size() + 999999) / 1000000));
        QCOMPARE(hash.windows.first().hex,
                 Digest::hexOf(hash.algorithm, bytesOf(whole.left(1000000))));
    }
}

void TestHashingJob::discoversSegments_data()
{
    QTest::addColumn<QStringList>("existing");
    QTest::addColumn<QString>("asked");
    QTest::addColumn<QStringList>("expected"); // empty: an error
    QTest::newRow("from .000") << QStringList{u"x.000"_s, u"x.001"_s} << "x.001"
                               << QStringList{u"x.000"_s, u"x.001"_s};
    QTest::newRow("gap after the first")
        << QStringList{u"x.001"_s, u"x.003"_s} << "x.003" << QStringList{};
    QTest::newRow("missing first") << QStringList{u"x.002"_s} << "x.002" << QStringList{};
    // A segment beyond a gap: the image is incomplete, whichever segment is named.
    QTest::newRow("gap before the last")
        << QStringList{u"x.000"_s, u"x.001"_s, u"x.003"_s} << "x.000" << QStringList{};
    QTest::newRow("lettered gap") << QStringList{u"x.aa"_s, u"x.ab"_s, u"x.ad"_s} << "x.ab"
                                  << QStringList{};
    QTest::newRow("lettered") << QStringList{u"x.aa"_s, u"x.ab"_s, u"x.md5"_s} << "x.aa"
                              << QStringList{u"x.aa"_s, u"x.ab"_s};
    QTest::newRow("lettered without its first")
        << QStringList{u"x.ab"_s, u"x.ac"_s} << "x.ab" << QStringList{};
    QTest::newRow("two letters, one file")
        << QStringList{u"disk.dd"_s} << "disk.dd" << QStringList{u"disk.dd"_s};
    // Notes next to an image end in two letters too: neither a segment nor a gap.
    QTest::newRow("two letters, notes beside")
        << QStringList{u"disk.dd"_s, u"disk.md"_s} << "disk.dd" << QStringList{u"disk.dd"_s};
    QTest::newRow("lettered, notes beside")
        << QStringList{u"ev.aa"_s, u"ev.ab"_s, u"ev.ac"_s, u"ev.md"_s} << "ev.ab"
        << QStringList{u"ev.aa"_s, u"ev.ab"_s, u"ev.ac"_s};
    QTest::newRow("other widths and names do not count")
        << QStringList{u"x.000"_s, u"x.001"_s, u"x.0003"_s, u"y.002"_s, u"x.001.txt"_s} << "x.001"
        << QStringList{u"x.000"_s, u"x.001"_s};
    QTest::newRow("plain file") << QStringList{u"disk.raw"_s} << "disk.raw"
                                << QStringList{u"disk.raw"_s};
    QTest::newRow("missing file") << QStringList{} << "disk.raw" << QStringList{};
}

void TestHashingJob::discoversSegments()
{
    QFETCH(QStringList, existing);
    QFETCH(QString, asked);
    QFETCH(QStringList, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString &name : existing)
        QVERIFY(writeFile(dir.filePath(name), "x"));
    const Result<QStringList> found = RawImageReader::discoverSegments(dir.filePath(asked));
    if (expected.isEmpty()) {
        QVERIFY(!found);
        QCOMPARE(found.error().code, Error::Code::ImageReadFailed);
        return;
    }
    QVERIFY(found);
    QStringList paths;
    for (const QString &name : expected)
        paths << dir.filePath(name);
    QCOMPARE(*found, paths);
}

void TestHashingJob::namesTheMissingSegment_data()
{
    QTest::addColumn<QStringList>("existing");
    QTest::addColumn<QString>("asked");
    QTest::addColumn<QString>("missing");
    QTest::newRow("numbered") << QStringList{u"x.000"_s, u"x.002"_s} << "x.002"
                              << "x.001";
    QTest::newRow("numbered from 1") << QStringList{u"x.003"_s} << "x.003"
                                     << "x.001";
    QTest::newRow("lettered") << QStringList{u"x.aa"_s, u"x.ac"_s} << "x.ac"
                              << "x.ab";
    QTest::newRow("lettered first") << QStringList{u"x.ab"_s, u"x.ac"_s} << "x.ac"
                                    << "x.aa";
}

void TestHashingJob::namesTheMissingSegment()
{
    QFETCH(QStringList, existing);
    QFETCH(QString, asked);
    QFETCH(QString, missing);
    QTemporaryDir dir;
    for (const QString &name : existing)
        QVERIFY(writeFile(dir.filePath(name), "x"));
    const Result<QStringList> found = RawImageReader::discoverSegments(dir.filePath(asked));
    QVERIFY(!found);
    QCOMPARE(found.error().path, dir.filePath(missing));
    QVERIFY2(found.error().userMessage().contains(u"missing"_s),
             qPrintable(found.error().userMessage()));
}

// Just written, an image is in the page cache; evicting it lets the next read come from the disk.
// On a file system that keeps files in memory (tmpfs) the pages stay, and that is counted.
void TestHashingJob::dropsTheImagesCachedPages()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QStringList files{dir.filePath(u"disk.001"_s), dir.filePath(u"disk.002"_s)};
    for (const QString &file : files)
        QVERIFY(writeFile(file, QByteArray(4 * 1024 * 1024, 'x')));
    Result<RawImageReader> reader = RawImageReader::open(files);
    QVERIFY(reader);
    QByteArray buffer(64 * 1024, Qt::Uninitialized);
    QVERIFY(reader->readAt(0, std::as_writable_bytes(std::span(buffer.data(), buffer.size()))));
    const CacheEviction eviction = reader->evictCachedPages();
    QVERIFY2(!eviction.error,
             qPrintable(eviction.error ? eviction.error->userMessage() : QString()));
    const bool inMemory = QStorageInfo(dir.path()).fileSystemType() == "tmpfs";
    if (inMemory)
        QVERIFY(eviction.pagesStillCached > 0 && !eviction.dropped());
    else
        QVERIFY2(eviction.dropped(),
                 qPrintable(u"%1 pages stayed cached"_s.arg(eviction.pagesStillCached)));
}

QTEST_GUILESS_MAIN(TestHashingJob)
#include "tst_hashingjob.moc"
