// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hashlogtestutil.h"
#include "verify/hashlogreader.h"

#include <sys/resource.h>

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

const QByteArray md5 = "411cdb2cf5017a78183ad42d3da059a6";

QByteArray utf16le(const QString &text)
{
    return QByteArray(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
}

// The peak resident memory of this process so far, in bytes (Linux reports KiB).
qint64 peakResidentBytes()
{
    struct rusage usage = {};
    getrusage(RUSAGE_SELF, &usage);
    return qint64(usage.ru_maxrss) * 1024;
}

// Writes `bytes` of random data in 1 MiB pieces (never the whole file in memory), after
// `start`.
bool writeGarbage(const QString &path, const QByteArray &start, qint64 bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(start) != start.size())
        return false;
    QRandomGenerator random(20240501);
    QByteArray piece(1024 * 1024, Qt::Uninitialized);
    for (qint64 written = 0; written < bytes; written += piece.size()) {
        random.fillRange(reinterpret_cast<quint32 *>(piece.data()), piece.size() / 4);
        if (file.write(piece) != piece.size())
            return false;
    }
    return true;
}

} // namespace

// Malformed input never crashes and never passes silently: every error names the file and,
// when it concerns one, the line; memory stays bounded whatever the file.
class TestHashlogErrors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // First, while the process's peak memory is still that of the test itself.
    void largeGarbageIsRefusedInBoundedMemory_data();
    void largeGarbageIsRefusedInBoundedMemory();
    void malformedInputIsRefused_data();
    void malformedInputIsRefused();
    void missingFileIsAnError();
};

void TestHashlogErrors::largeGarbageIsRefusedInBoundedMemory_data()
{
    QTest::addColumn<QByteArray>("start");
    QTest::addColumn<qint64>("garbageBytes");
    QTest::addColumn<QString>("fragment");
    QTest::addColumn<qint64>("maximumGrowthBytes");
    QTest::newRow("100 MB of random bytes: over the size limit, not read")
        << QByteArray() << qint64(100) * 1000 * 1000 << u"too large to read"_s
        << qint64(8) * 1024 * 1024;
    QTest::newRow("40 MB of random bytes: refused on its first 64 KiB")
        << QByteArray() << qint64(40) * 1000 * 1000 << u"line 1:"_s << qint64(8) * 1024 * 1024;
    // Detected as dcfldd on its start, so read whole (under the limit); refused at line 2.
    QTest::newRow("a dcfldd line, then 40 MB of random bytes")
        << QByteArray("Total (md5): " + md5 + "\n") << qint64(40) * 1000 * 1000 << u"line 2:"_s
        << MaximumHashlogBytes * 2;
}

void TestHashlogErrors::largeGarbageIsRefusedInBoundedMemory()
{
    QFETCH(QByteArray, start);
    QFETCH(qint64, garbageBytes);
    QFETCH(QString, fragment);
    QFETCH(qint64, maximumGrowthBytes);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"garbage.log"_s);
    QVERIFY(writeGarbage(path, start, garbageBytes));
    const qint64 before = peakResidentBytes();
    const Result<Hashlog> log = readHashlog(path);
    const qint64 growth = peakResidentBytes() - before;
    QVERIFY(!log);
    const QString message = log.error().userMessage();
    QVERIFY2(message.contains(path) && message.contains(fragment), qPrintable(message));
    QVERIFY2(growth <= maximumGrowthBytes,
             qPrintable(u"peak memory grew by %1 bytes"_s.arg(growth)));
}

void TestHashlogErrors::malformedInputIsRefused_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("line"); // 0: the message names no line
    QTest::addColumn<QString>("fragment");

    QTest::newRow("empty file") << u"a.md5"_s << QByteArray() << 0 << u"the file is empty"_s;
    QTest::newRow("blank lines only")
        << u"a.md5"_s << QByteArray("\n \r\n\t\n") << 0 << u"the file is empty"_s;
    QTest::newRow("prose") << u"notes.txt"_s << QByteArray("\nThe image was fine.\n") << 2
                           << u"not a hashlog format Custody reads"_s;
    QTest::newRow("truncated coreutils line")
        << u"a.md5"_s << QByteArray(md5 + "  a.dd\n411cdb2cf50") << 2 << u"not a checksum line"_s;
    QTest::newRow("coreutils line without a name")
        << u"a.md5"_s << QByteArray(md5 + "  a.dd\n" + md5 + "  \n") << 2
        << u"not a checksum line"_s;
    QTest::newRow("MD5 list, 31 hex digits")
        << u"a.md5"_s << QByteArray(md5.left(31) + "  a.dd\n") << 1
        << u"the MD5 digest has 31 hex digits; MD5 has 32"_s;
    // Over-long digests of a known algorithm, in each format that names the algorithm: a
    // check that only looked for too few digits would take the first 32 and call it a match.
    QTest::newRow("MD5 list, 40 hex digits")
        << u"a.md5"_s << QByteArray(md5 + "01234567  a.dd\n") << 1
        << u"the MD5 digest has 40 hex digits; MD5 has 32"_s;
    QTest::newRow("BSD tag SHA256, 66 hex digits")
        << u"SUMS"_s << QByteArray("SHA256 (a.dd) = " + QByteArray(66, 'a') + "\n") << 1
        << u"has 66 hex digits; SHA-256 has 64"_s;
    QTest::newRow("dcfldd total MD5, 34 hex digits")
        << u"x.hash"_s << QByteArray("Total (md5): " + md5 + "00\n") << 1
        << u"has 34 hex digits; MD5 has 32"_s;
    QTest::newRow("Custody record MD5, 40 hex digits")
        << u"x.json"_s
        << QByteArray("{\"format\": \"custody-acquisition-record\", \"hashes\": [{\"algorithm\": "
                      "\"md5\", \"digest\": \""
                      + md5 + "01234567\"}]}\n")
        << 1 << u"has 40 hex digits; MD5 has 32"_s;
    QTest::newRow("digest of no known length")
        << u"list.txt"_s << QByteArray(md5 + "abc  a.dd\n") << 1 << u"35 hex digits"_s;
    QTest::newRow("BSD tag, non-hex")
        << u"SHA1SUMS"_s << QByteArray("SHA1 (a.dd) = 76312b43f90c3afe2feb76f9aa4abbcc3e20f1zz\n")
        << 1 << u"is not hexadecimal nor base64"_s;
    QTest::newRow("BSD tag, base64 of the wrong length")
        << u"distinfo"_s << QByteArray("SHA256 (a.tgz) = SG9mBXm7D7T2uSfe11McsfmWhcZmOXN3=\n") << 1
        << u"nor base64 of the right length"_s;
    QTest::newRow("BSD SIZE that is no number")
        << u"distinfo"_s << QByteArray("SIZE (a.tgz) = many\n") << 1 << u"not a number"_s;
    QTest::newRow("dcfldd total, non-hex")
        << u"x.hash"_s << QByteArray("Total (md5): " + md5.left(30) + "zz\n") << 1
        << u"not hexadecimal"_s;
    QTest::newRow("dcfldd window, no algorithm has that length")
        << u"x.hash"_s << QByteArray("0 - 1024: abcdef\nTotal (md5): " + md5 + "\n") << 1
        << u"6 hex digits, which is the length of none of the log's algorithms (md5)"_s;
    QTest::newRow("dcfldd window, end before start")
        << u"x.hash"_s << QByteArray("1024 - 0: " + md5 + "\n") << 1 << u"is not a byte range"_s;
    QTest::newRow("dcfldd verify log")
        << u"x.verify"_s << QByteArray("0 - 1024: Mismatch\nTotal: Mismatch\n") << 1
        << u"dcfldd verify log"_s;
    QTest::newRow("dcfldd garbage after the totals")
        << u"x.hash"_s << QByteArray("Total (md5): " + md5 + "\nsomething else\n") << 2
        << u"not a dcfldd hashlog line"_s;
    const QByteArray dc3ddHead = "\ndc3dd 7.2.646 started at 2026-11-30 00:28:19 +0000\n"
                                 "input results for file `img.raw':\n";
    QTest::newRow("dc3dd hash line cut short")
        << u"x.log"_s << QByteArray(dc3ddHead + "   411cdb2cf5017a78") << 4
        << u"unexpected line in dc3dd's input results"_s;
    QTest::newRow("dc3dd MD5 of 8 digits")
        << u"x.log"_s << QByteArray(dc3ddHead + "   411cdb2c (md5)\n") << 4
        << u"has 8 hex digits; MD5 has 32"_s;
    QTest::newRow("dc3dd MD5 of 40 digits")
        << u"x.log"_s << QByteArray(dc3ddHead + "   " + md5 + "01234567 (md5)\n") << 4
        << u"has 40 hex digits; MD5 has 32"_s;
    QTest::newRow("dc3dd piece before a total")
        << u"x.log"_s << QByteArray(dc3ddHead + "      " + md5 + ", sectors 0 - 7\n") << 4
        << u"piecewise hash before any total"_s;
    QTest::newRow("dc3dd piece with a reversed range")
        << u"x.log"_s
        << QByteArray(dc3ddHead + "   " + md5 + " (md5)\n      " + md5 + ", sectors 9 - 6\n") << 5
        << u"sector range is not valid"_s;
    QTest::newRow("dc3dd log without hashes")
        << u"x.log"_s << QByteArray("\ndc3dd 7.2.646 started at 2026-11-30 00:28:19 +0000\n") << 0
        << u"without hashes"_s;
    QTest::newRow("Guymager hash cut short")
        << u"x.info"_s
        << QByteArray("GUYMAGER ACQUISITION INFO FILE\n==============================\n\n"
                      "Acquisition\n===========\nMD5 hash           : 35659ff9fd\n")
        << 6 << u"has 10 hex digits"_s;
    QTest::newRow("Guymager without hashes")
        << u"x.info"_s
        << QByteArray("GUYMAGER ACQUISITION INFO FILE\n==============================\n\n"
                      "Acquisition\n===========\nMD5 hash           : --\n")
        << 0 << u"records no hash"_s;
    QTest::newRow("ewfverify digest with a stray character")
        << u"x.txt"_s
        << QByteArray("ewfverify 20140816\n\nMD5 hash stored in file:\t\t" + md5.left(31) + "g\n")
        << 3 << u"not hexadecimal"_s;
    QTest::newRow("FTK checksum cut short")
        << u"x.E01.txt"_s
        << QByteArray("Created By AccessData\xc2\xae FTK\xc2\xae Imager 4.7.1.2 \n\n"
                      "[Computed Hashes]\n MD5 checksum:    3e6daf20ce837abc27c6\n")
        << 4 << u"has 20 hex digits"_s;
    QTest::newRow("JSON cut short")
        << u"x.json"_s
        << QByteArray("{\n  \"format\": \"custody-acquisition-record\",\n"
                      "  \"hashes\": [\n")
        << 3 << u"not valid JSON"_s;
    QTest::newRow("JSON of another program")
        << u"x.json"_s << QByteArray("{\"a\": 1}\n") << 0 << u"not a Custody acquisition record"_s;
    QTest::newRow("Custody record with a short digest")
        << u"x.json"_s
        << QByteArray(
               "{\n\"format\": \"custody-acquisition-record\",\n\"hashes\": [{\"algorithm\": "
               "\"sha1\",\n \"digest\": \""
               + md5 + "\"}]\n}\n")
        << 4 << u"the SHA-1 digest has 32 hex digits; SHA-1 has 40"_s;
    QTest::newRow("Custody record of a failed acquisition")
        << u"x.json"_s
        << QByteArray("{\"format\": \"custody-acquisition-record\", \"hashes\": [], "
                      "\"result\": {\"status\": \"failed\"}}")
        << 0 << u"the record has no hashes (the acquisition's status is 'failed')"_s;
    QTest::newRow("mixed encodings: UTF-16 without a byte-order mark")
        << u"x.md5"_s << utf16le(QString::fromLatin1(md5 + "  a.dd\n")) << 1
        << u"UTF-16 text without a byte-order mark"_s;
    QTest::newRow("mixed encodings: UTF-16 byte-order mark, odd length")
        << u"x.md5"_s
        << QByteArray("\xFF\xFE"
                      "4\0"
                      "1",
                      5)
        << 0 << u"not valid UTF-16"_s;
    QTest::newRow("NUL inside a line")
        << u"x.md5"_s
        << QByteArray(md5 + "  a.dd\n" + md5 + "  b").append('\0') + QByteArray("c.dd\n") << 2
        << u"a NUL byte"_s;
    QTest::newRow("a line of 100 KiB")
        << u"x.md5"_s << QByteArray(100 * 1024, 'a') << 1 << u"longer than 65536 bytes"_s;
}

void TestHashlogErrors::malformedInputIsRefused()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    QFETCH(QString, fragment);
    const Result<Hashlog> log = parseHashlog(bytes, path);
    QVERIFY2(!log, qPrintable(log ? describeDigests(*log).join(u'\n') : QString()));
    QCOMPARE(log.error().path, path);
    const QString message = log.error().userMessage();
    QVERIFY2(message.contains(path), qPrintable(message));
    QVERIFY2(message.contains(fragment), qPrintable(message));
    if (line > 0)
        QVERIFY2(message.contains(u"line %1:"_s.arg(line)), qPrintable(message));
    else
        QVERIFY2(!message.contains(u"line "_s), qPrintable(message));
}

void TestHashlogErrors::missingFileIsAnError()
{
    const Result<Hashlog> log = readHashlog(u"/nonexistent/custody/x.md5"_s);
    QVERIFY(!log);
    QCOMPARE(log.error().sysErrno, ENOENT);
    QVERIFY(log.error().userMessage().contains(u"/nonexistent/custody/x.md5"_s));
}

QTEST_GUILESS_MAIN(TestHashlogErrors)
#include "tst_hashlogerrors.moc"
