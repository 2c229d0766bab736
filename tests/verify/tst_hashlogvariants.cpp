// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hashlogtestutil.h"
#include "verify/hashlogreader.h"

#include <QStringDecoder>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

const QString md5 = u"411cdb2cf5017a78183ad42d3da059a6"_s;
const QString sha1 = u"76312b43f90c3afe2feb76f9aa4abbcc3e20f16e"_s;
const QString sha256 = u"a30583d282c74829ad3d9a77c51c3c0ef113768205890b8db4e11d08af35d2c6"_s;

QByteArray withCrlf(QByteArray bytes)
{
    return bytes.replace("\r\n", "\n").replace("\n", "\r\n");
}

QByteArray utf16le(const QByteArray &utf8)
{
    QByteArray bytes("\xFF\xFE", 2);
    const QString text = QString::fromUtf8(utf8);
    bytes.append(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
    return bytes;
}

} // namespace

// The format quirks the fixtures README (section 4) lists, one row each, plus the logs the
// peer tools write that no real-world fixture covers (dc3dd, ewfacquire, Custody's own).
class TestHashlogVariants : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesVariant_data();
    void parsesVariant();
    void encodingsGiveTheSameLog_data();
    void encodingsGiveTheSameLog();
};

void TestHashlogVariants::parsesVariant_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QStringList>("digests");
    QTest::addColumn<QStringList>("sizes");
    QTest::addColumn<QStringList>("noteFragments");

    QTest::newRow("coreutils escaped name")
        << u"image.md5"_s << (u"\\"_s + md5 + u"  we\\\\ird\\nname.raw\n"_s).toUtf8()
        << u"coreutils"_s << QStringList{u"1 md5 "_s + md5 + u" @we\\ird\nname.raw"_s}
        << QStringList{} << QStringList{};
    QTest::newRow("BSD tag escaped name")
        << u"image.md5"_s << (u"\\MD5 (we\\\\ird\\nname.raw) = "_s + md5 + u"\n"_s).toUtf8()
        << u"bsd-tag"_s << QStringList{u"1 md5 "_s + md5 + u" @we\\ird\nname.raw"_s}
        << QStringList{} << QStringList{};
    QTest::newRow("coreutils -z, a newline in a name")
        << u"SHA1SUMS"_s << (sha1 + u"  a\nb"_s + QChar(0) + sha1 + u" *c"_s + QChar(0)).toUtf8()
        << u"coreutils"_s
        << QStringList{u"1 sha1 "_s + sha1 + u" @a\nb"_s, u"2 sha1 "_s + sha1 + u" @c"_s}
        << QStringList{} << QStringList{};
    QTest::newRow("no algorithm in the list's name: by digest length")
        << u"checksums.txt"_s << (sha256 + u"  disk.dd\n"_s).toUtf8() << u"coreutils"_s
        << QStringList{u"1 sha256 "_s + sha256 + u" @disk.dd"_s} << QStringList{}
        << QStringList{u"taken from the length of each digest (line 1: 64 hex digits, SHA-256)"_s};
    QTest::newRow("B2SUMS: BLAKE2b, reported as such")
        << u"B2SUMS"_s << (sha256 + sha256 + u"  disk.dd\n"_s).toUtf8() << u"coreutils"_s
        << QStringList{u"1 blake2b "_s + sha256 + sha256 + u" @disk.dd"_s} << QStringList{}
        << QStringList{};
    QTest::newRow("Custody sidecar of a split image")
        << u"disk.md5"_s
        << (u"# MD5 of the whole image (2 segments in order): "_s + md5 + u"\n"_s + md5
            + u"  disk.001\n"_s + md5 + u"  disk.002\n"_s)
               .toUtf8()
        << u"coreutils"_s
        << QStringList{u"1 md5 "_s + md5, u"2 md5 "_s + md5 + u" @disk.001"_s,
                       u"3 md5 "_s + md5 + u" @disk.002"_s}
        << QStringList{} << QStringList{};
    QTest::newRow("Latin-1 name among UTF-8 lines")
        << u"x.md5"_s
        << (md5 + u"  caf\u00e9.dd\n"_s).toUtf8() + (md5 + u"  caf"_s).toLatin1() + "\xe9.raw\n"
        << u"coreutils"_s
        << QStringList{u"1 md5 "_s + md5 + u" @caf\u00e9.dd"_s,
                       u"2 md5 "_s + md5 + u" @caf"_s + QChar(0xDCE9) + u".raw"_s}
        << QStringList{}
        << QStringList{u"line(s) 2 are not UTF-8: read as Latin-1, file names as their bytes"_s};
    QTest::newRow("dc3dd hlog, split output: pieces in sectors, 512 assumed")
        << u"pw.hlog"_s
        << (u"\ndc3dd 7.2.646 started at 2026-11-30 00:28:20 +0000\ncompiled options:\n"
            "command line: dc3dd if=img.raw ofs=split.000 ofsz=1M hash=md5 hlog=pw.hlog\n\n"
            "input results for file `img.raw':\n   "_s
            + md5
            + u" (md5)\n      555ff8ba961f0775b69795bb50cf00b7, sectors 0 - 2047\n"
              "      911bfa21e440987f7478e7448090ca2b, sectors 2048 - 2100\n\n"
              "output results for files `split.000':\n\n"
              "dc3dd completed at 2026-11-30 00:28:21 +0000\n"_s)
               .toUtf8()
        << u"dc3dd"_s
        << QStringList{u"7 md5 "_s + md5,
                       u"8 md5 555ff8ba961f0775b69795bb50cf00b7 window [0+1048576]"_s,
                       u"9 md5 911bfa21e440987f7478e7448090ca2b window [1048576+27136]"_s}
        << QStringList{} << QStringList{u"512-byte sectors assumed"_s};
    QTest::newRow("dc3dd hlog, last piece under one sector")
        << u"s.hlog"_s
        << (u"\ndc3dd 7.2.646 started at 2026-11-30 01:05:22 +0000\n"
            "input results for file `img100.raw':\n   "_s
            + md5 + u" (md5)\n      10fc576c3cd3b4515937fc46f8197a39, sectors 4096 - 4095\n"_s)
               .toUtf8()
        << u"dc3dd"_s
        << QStringList{u"4 md5 "_s + md5,
                       u"5 md5 10fc576c3cd3b4515937fc46f8197a39 window [2097152+0]"_s}
        << QStringList{} << QStringList{};
    QTest::newRow("dc3dd log, 4096-byte sectors, device size, bad sectors")
        << u"disk.log"_s
        << (u"\ndc3dd 7.2.646 started at 2022-07-27 21:33:40 -0400\ncompiled options:\n"
            "command line: dc3dd if=/dev/sdb hof=image.raw hash=sha1 log=image.log\n"
            "device size: 1024000 sectors (probed),      4,194,304,000 bytes\n"
            "sector size: 4096 bytes (probed)\n"
            "[!!] reading `/dev/sdb' at sector 1000 : Input/output error\n"
            "   4194304000 bytes ( 3.9 G ) copied ( 100% ),    2 s, 237 M/s\n\n"
            "input results for device `/dev/sdb':\n   1024000 sectors in\n"
            "   1 bad sectors replaced by zeros\n   "_s
            + sha1 + u" (sha1)\n      "_s + sha1
            + u", sectors 0 - 1023999\n\n"
              "output results for file `image.raw':\n"
              "   1024000 sectors out\n   [ok] "_s
            + sha1 + u" (sha1)\n\ndc3dd completed at 2022-07-27 21:33:42 -0400\n"_s)
               .toUtf8()
        << u"dc3dd"_s
        << QStringList{u"13 sha1 "_s + sha1, u"14 sha1 "_s + sha1 + u" window [0+4194304000]"_s}
        << QStringList{u"size 4194304000 line 5"_s}
        << QStringList{u"line 12: dc3dd replaced 1 unreadable sectors by zeros"_s};
    QTest::newRow("dc3dd log of a file: size from sectors and bytes in")
        << u"img.log"_s
        << (u"\ndc3dd 7.2.646 started at 2026-11-30 00:28:19 +0000\ncompiled options:\n"
            "command line: dc3dd if=img.raw of=out.raw hash=md5 log=img.log\n"
            "sector size: 512 bytes (assumed)\n\ninput results for file `img.raw':\n"
            "   5859 sectors + 192 bytes in\n   "_s
            + md5
            + u" (md5)\n\noutput results for file `out.raw':\n"
              "   5859 sectors + 192 bytes out\n\n"
              "dc3dd completed at 2026-11-30 00:28:19 +0000\n"_s)
               .toUtf8()
        << u"dc3dd"_s << QStringList{u"9 md5 "_s + md5} << QStringList{u"size 3000000 line 8"_s}
        << QStringList{};
    QTest::newRow("dc3dd log appended to by two runs")
        << u"twice.log"_s
        << (u"\ndc3dd 7.2.646 started at 2026-11-30 00:28:19 +0000\n"
            "input results for file `a':\n   "_s
            + md5
            + u" (md5)\n\ndc3dd completed at 2026-11-30 00:28:19 +0000\n\n"
              "dc3dd 7.2.646 started at 2026-11-30 00:29:19 +0000\n"
              "input results for file `b':\n   "_s
            + md5 + u" (md5)\n\ndc3dd aborted at 2026-11-30 00:29:19 +0000\n"_s)
               .toUtf8()
        << u"dc3dd"_s
        << QStringList{u"4 md5 "_s + md5 + u" @run at line 2"_s,
                       u"10 md5 "_s + md5 + u" @run at line 8"_s}
        << QStringList{} << QStringList{u"line 12: dc3dd aborted"_s};
    QTest::newRow("dcfldd windows without totals: algorithms by length")
        << u"cut.hash"_s
        << (u"0 - 1048576: "_s + md5 + u"\n0 - 1048576: "_s + sha1 + u"\n"_s).toUtf8()
        << u"dcfldd"_s
        << QStringList{u"1 md5 "_s + md5 + u" window [0+1048576]"_s,
                       u"2 sha1 "_s + sha1 + u" window [0+1048576]"_s}
        << QStringList{u"size 1048576 line 2"_s}
        << QStringList{u"no Total lines: the algorithm of each window is taken from the length"_s};
    // Real stderr of dcfldd 1.9 (a 50 MB file of zeros): progress with CR and no line end.
    QTest::newRow("dcfldd stderr with progress, hashwindow=10M")
        << u"dcfldd.stderr"_s
        << QByteArray(
               "\r256 blocks (8Mb) written.0 - 10485760: f1c9645dbc14efddc7d8a322685f26eb\n"
               "\r512 blocks (16Mb) written.10485760 - 20971520: f1c9645dbc14efddc7d8a322685f26eb\n"
               "\r768 blocks (24Mb) written.20971520 - 31457280: f1c9645dbc14efddc7d8a322685f26eb\n"
               "\r1024 blocks (32Mb) written.31457280 - 41943040: "
               "f1c9645dbc14efddc7d8a322685f26eb\n"
               "\r1280 blocks (40Mb) written.\r1536 blocks (48Mb) written.41943040 - 52428800: "
               "f1c9645dbc14efddc7d8a322685f26eb\n"
               "\n"
               "Total (md5): 25e317773f308e446cc84c503a6d1f85\n"
               "\n"
               "1600+0 records in\n"
               "1600+0 records out\n")
        << u"dcfldd"_s
        << QStringList{u"2 md5 f1c9645dbc14efddc7d8a322685f26eb window [0+10485760]"_s,
                       u"4 md5 f1c9645dbc14efddc7d8a322685f26eb window [10485760+10485760]"_s,
                       u"6 md5 f1c9645dbc14efddc7d8a322685f26eb window [20971520+10485760]"_s,
                       u"8 md5 f1c9645dbc14efddc7d8a322685f26eb window [31457280+10485760]"_s,
                       u"11 md5 f1c9645dbc14efddc7d8a322685f26eb window [41943040+10485760]"_s,
                       u"13 md5 25e317773f308e446cc84c503a6d1f85"_s}
        << QStringList{u"size 52428800 line 11"_s} << QStringList{};
    QTest::newRow("dcfldd stderr with sizeprobe= progress, MD5 and SHA-1 windows")
        << u"dcfldd.stderr"_s
        << QByteArray("\r[16% of 50Mb] 256 blocks (8Mb) written. 00:00:05 remaining.\r[32% of "
                      "50Mb] 512 blocks (16Mb) written. 00:00:02 remaining.0 - 20971520: "
                      "8f4e33f3dc3e414ff94e5fb6905cba8c\n"
                      "0 - 20971520: 9674344c90c2f0646f0b78026e127c9b86e3ad77\n"
                      "\r[48% of 50Mb] 768 blocks (24Mb) written. 00:00:01 remaining.\r[64% of "
                      "50Mb] 1024 blocks (32Mb) written. 00:00:00 remaining.20971520 - 41943040: "
                      "8f4e33f3dc3e414ff94e5fb6905cba8c\n"
                      "20971520 - 41943040: 9674344c90c2f0646f0b78026e127c9b86e3ad77\n"
                      "\r[80% of 50Mb] 1280 blocks (40Mb) written. 00:00:00 remaining.\r[96% of "
                      "50Mb] 1536 blocks (48Mb) written. 00:00:00 remaining.41943040 - 52428800: "
                      "f1c9645dbc14efddc7d8a322685f26eb\n"
                      "41943040 - 52428800: 8c206a1a87599f532ce68675536f0b1546900d7a\n"
                      "\n"
                      "Total (md5): 25e317773f308e446cc84c503a6d1f85\n"
                      "\n"
                      "Total (sha1): 49886561f8e26ed5e2ae549897a28aaab44881bd\n"
                      "\n"
                      "1600+0 records in\n"
                      "1600+0 records out\n")
        << u"dcfldd"_s
        << QStringList{u"3 md5 8f4e33f3dc3e414ff94e5fb6905cba8c window [0+20971520]"_s,
                       u"4 sha1 9674344c90c2f0646f0b78026e127c9b86e3ad77 window [0+20971520]"_s,
                       u"7 md5 8f4e33f3dc3e414ff94e5fb6905cba8c window [20971520+20971520]"_s,
                       u"8 sha1 9674344c90c2f0646f0b78026e127c9b86e3ad77 window [20971520+20971520]"_s,
                       u"11 md5 f1c9645dbc14efddc7d8a322685f26eb window [41943040+10485760]"_s,
                       u"12 sha1 8c206a1a87599f532ce68675536f0b1546900d7a window [41943040+10485760]"_s,
                       u"14 md5 25e317773f308e446cc84c503a6d1f85"_s,
                       u"16 sha1 49886561f8e26ed5e2ae549897a28aaab44881bd"_s}
        << QStringList{u"size 52428800 line 12"_s} << QStringList{};
    QTest::newRow("ewfacquire -l log appended to by two acquisitions")
        << u"acquire.log"_s
        << (u"MD5 hash calculated over data:\t\t"_s + md5
            + u"\nSHA256 hash calculated over data:\t"_s + sha256
            + u"\nMD5 hash calculated over data:\t\t"_s + md5 + u"\n"_s)
               .toUtf8()
        << u"ewf"_s
        << QStringList{u"1 md5 "_s + md5 + u" @run at line 1"_s,
                       u"2 sha256 "_s + sha256 + u" @run at line 1"_s,
                       u"3 md5 "_s + md5 + u" @run at line 3"_s}
        << QStringList{} << QStringList{};
    QTest::newRow("ewfacquire -l log with read errors")
        << u"acquire.log"_s
        << (u"Errors reading device:\n\ttotal number: 2\n\tat sector(s): 1000 - 1002 number: 2 "
            "(offset: 0x0007d000 of size: 1024)\n\nMD5 hash calculated over data:\t\t"_s
            + md5 + u"\n"_s)
               .toUtf8()
        << u"ewf"_s << QStringList{u"5 md5 "_s + md5} << QStringList{}
        << QStringList{u"line 2: Errors reading device: 2"_s};
    QTest::newRow("ewfacquire output")
        << u"acquire.txt"_s
        << (u"ewfacquire 20140813\n\nStorage media information:\nType:\t\t\t\t\tRAW image\n"
            "Media size:\t\t\t\t3.0 MB (3001856 bytes)\nBytes per sector:\t\t\t512\n\n"
            "MD5 hash calculated over data:\t\t"_s
            + md5 + u"\nSHA1 hash calculated over data:\t\t"_s + sha1
            + u"\newfacquire: SUCCESS\n"_s)
               .toUtf8()
        << u"ewf"_s << QStringList{u"8 md5 "_s + md5, u"9 sha1 "_s + sha1}
        << QStringList{u"size 3001856 line 5"_s} << QStringList{};
    QTest::newRow("ewfverify with N/A stored: the calculated digest")
        << u"verify.txt"_s
        << (u"ewfverify 20140813\n\n\nMD5 hash stored in file:\t\t"_s + md5
            + u"\nMD5 hash calculated over data:\t\t"_s + md5
            + u"\nSHA256 hash stored in file:\t\tN/A\nSHA256 hash calculated over data:\t"_s
            + sha256 + u"\n\newfverify: SUCCESS\n"_s)
               .toUtf8()
        << u"ewf"_s << QStringList{u"4 md5 "_s + md5, u"7 sha256 "_s + sha256} << QStringList{}
        << QStringList{};
    QTest::newRow("Guymager split dd with per-file MD5s")
        << u"Test01.info"_s
        << (u"\nGUYMAGER ACQUISITION INFO FILE\n==============================\n\n"
            "Device information\n==================\nMD5 hash : "_s
            + sha1
            + u"\n\nAcquisition\n===========\n\nFormat              : Linux split dd raw image "
              "- file extension is .xxx\nDevice size         : 2000 (2.0kB)\n"
              "State: Finished successfully\n\nMD5 hash                   : "_s
            + md5
            + u"\nSHA1 hash                  : --\n\n"
              "Generated image files and their MD5 hashes\n"
              "==========================================\n\n"
              "MD5                               Image file\n"_s
            + md5 + u"  Test01.000\nn/a                               Test01.001\n"_s)
               .toUtf8()
        << u"guymager"_s
        << QStringList{u"16 md5 "_s + md5, u"23 md5 "_s + md5 + u" @Test01.000 segment"_s}
        << QStringList{u"size 2000 line 13"_s} << QStringList{u"SHA-1"_s};
    QTest::newRow("Custody record: windows, segments, size")
        << u"disk.json"_s
        << (u"{\n    \"format\": \"custody-acquisition-record\",\n    \"hashes\": [\n"
            "        {\n            \"algorithm\": \"md5\",\n            \"digest\": \""_s
            + md5
            + u"\",\n            \"segments\": [\n                {\"digest\": \"555ff8ba961f0775b6"
              "9795bb50cf00b7\", \"length\": 1048576, \"offset\": 0}\n            ],\n"
              "            \"windows\": [\n                {\"digest\": \"555ff8ba961f0775b6979"
              "5bb50cf00b7\", \"length\": 1048576, \"offset\": 0}\n            ]\n        }\n"
              "    ],\n    \"result\": {\"status\": \"completed\"},\n"
              "    \"source\": {\"sizeBytes\": 1048576}\n}\n"_s)
               .toUtf8()
        << u"custody-record"_s
        << QStringList{u"6 md5 "_s + md5,
                       u"11 md5 555ff8ba961f0775b69795bb50cf00b7 window [0+1048576]"_s,
                       u"8 md5 555ff8ba961f0775b69795bb50cf00b7 segment [0+1048576]"_s}
        << QStringList{u"size 1048576 line 16"_s} << QStringList{};
}

void TestHashlogVariants::parsesVariant()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, format);
    QFETCH(QStringList, digests);
    QFETCH(QStringList, sizes);
    QFETCH(QStringList, noteFragments);
    const Result<Hashlog> log = parseHashlog(bytes, path);
    QVERIFY2(log, qPrintable(log ? QString() : log.error().userMessage()));
    QCOMPARE(hashlogFormatName(log->format), format);
    QCOMPARE(describeDigests(*log), digests);
    QCOMPARE(describeSizes(*log), sizes);
    const QString notes = log->notes.join(u'\n');
    for (const QString &fragment : noteFragments)
        QVERIFY2(notes.contains(fragment), qPrintable(notes));
}

// What Windows tools and editors do to a log (BOM, CRLF, UTF-16) changes nothing parsed.
void TestHashlogVariants::encodingsGiveTheSameLog_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QByteArray>("bytes");
    const QString ftk = u"ftk-imager-4.7.1.2-physical-e01-usb.E01.txt"_s;
    const QString guymager = u"guymager-0.7.3-ewf-md5-sha256-usb-flash.info"_s;
    const QString md5sums = u"md5sum-text-mode-jimsh-static.MD5SUMS"_s;
    QTest::newRow("FTK: BOM and CRLF, as FTK writes it")
        << ftk << QByteArray("\xEF\xBB\xBF") + withCrlf(readFixture(ftk));
    QTest::newRow("FTK: UTF-16LE with BOM") << ftk << utf16le(readFixture(ftk));
    QTest::newRow("FTK AD1: LF instead of CRLF")
        << u"ftk-imager-4.5.0.3-logical-ad1-crlf.ad1.txt"_s
        << readFixture(u"ftk-imager-4.5.0.3-logical-ad1-crlf.ad1.txt"_s).replace("\r\n", "\n");
    QTest::newRow("Guymager: CRLF") << guymager << withCrlf(readFixture(guymager));
    QTest::newRow("Guymager: old Mac CR") << guymager << readFixture(guymager).replace('\n', '\r');
    QTest::newRow("md5sum: BOM and CRLF")
        << md5sums << QByteArray("\xEF\xBB\xBF") + withCrlf(readFixture(md5sums));
}

void TestHashlogVariants::encodingsGiveTheSameLog()
{
    QFETCH(QString, fixture);
    QFETCH(QByteArray, bytes);
    const Result<Hashlog> original = parseHashlog(readFixture(fixture), fixture);
    const Result<Hashlog> variant = parseHashlog(bytes, fixture);
    QVERIFY2(original, qPrintable(original ? QString() : original.error().userMessage()));
    QVERIFY2(variant, qPrintable(variant ? QString() : variant.error().userMessage()));
    QCOMPARE(variant->format, original->format);
    QCOMPARE(describeDigests(*variant), describeDigests(*original));
    QCOMPARE(describeSizes(*variant), describeSizes(*original));
}

QTEST_GUILESS_MAIN(TestHashlogVariants)
#include "tst_hashlogvariants.moc"
