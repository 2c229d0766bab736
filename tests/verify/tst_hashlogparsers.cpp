// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hashlogtestutil.h"
#include "verify/hashlogreader.h"

#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

// Every real-world hashlog in tests/data/hashlogs (provenance in its README) parses to the
// algorithm -> digest pairs, lines, sizes and remarks that the fixtures README lists for it.
class TestHashlogParsers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesRealLogs_data();
    void parsesRealLogs();
    void checksumListsAgree();
};

void TestHashlogParsers::parsesRealLogs_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QStringList>("digests");
    QTest::addColumn<QStringList>("sizes");
    QTest::addColumn<QStringList>("noteFragments");

    QTest::newRow("dcfldd stderr, five algorithms")
        << u"dcfldd-multi-hash-md5-sha1-sha256-sha384-sha512.stderr.txt"_s << u"dcfldd"_s
        << QStringList{u"2 md5 92994b0ce292a217e3e3bc31b639e565"_s,
                       u"4 sha1 bc0e4b74695142e0a0bdae87aea310d7078866cb"_s,
                       u"6 sha256 02fd428a4671925e4ca61541b9fac648f4ccdccad65602bfd3256ba14e59489c"_s,
                       u"8 sha384 "
                       u"53b8374607a8258de4173265bfbfa6120093fd42090a92fd589cf2c6c16b4e421b5135"
                       "777714976713f7949715720a83"_s,
                       u"10 sha512 "
                       u"969a39bf47b5f12d81121084f19cb5ae250e0c0ea5b7c6d82cf08131acde8e1955d13"
                       "7612c2f6b255e25b0e28f96f93586f90f06965cb8f719ed7fbdd95cc8d4"_s}
        << QStringList{} << QStringList{};
    QTest::newRow("dcfldd hashlog with a hash window (GiftStick)")
        << u"dcfldd-hashlog-hashwindow-md5-sha1-giftstick.hash"_s << u"dcfldd"_s
        << QStringList{u"1 md5 1e639d0a0b2c718eae71a058582a555e window [0+44040192]"_s,
                       u"2 sha1 11840d13e5e9462f6acfa7bb9f700268202e29bf window [0+44040192]"_s,
                       u"4 md5 1e639d0a0b2c718eae71a058582a555e"_s,
                       u"6 sha1 11840d13e5e9462f6acfa7bb9f700268202e29bf"_s}
        << QStringList{u"size 44040192 line 2"_s} << QStringList{};
    QTest::newRow("Guymager 0.7.3, EWF, SHA-1 not calculated")
        << u"guymager-0.7.3-ewf-md5-sha256-usb-flash.info"_s << u"guymager"_s
        << QStringList{u"75 md5 50decb45c3d56ffe1a3c538bb7898fd9"_s,
                       u"81 sha256 69bf6a0a408347390fcbebaa99aef95b1e1df81ca24643186daff935b1e88429"_s}
        << QStringList{u"size 4004511744 line 58"_s}
        << QStringList{u"not calculated by Guymager ('--'): SHA-1"_s};
    QTest::newRow("Guymager 0.8.8, split dd, TABs, bad sectors")
        << u"guymager-0.8.8-splitdd-md5-sha1-sha256-bad-sectors-whitespace-altered.info"_s
        << u"guymager"_s
        << QStringList{u"92 md5 35659ff9fdf25d394622b4e64368d08d"_s,
                       u"95 sha1 71bd797e6fe66966d9fc96ac6bd83908d4994c79"_s,
                       u"98 sha256 1562e71dc3e58e928cd230a312a76b17c979eb884a60e2725676d0e67c681309"_s}
        << QStringList{u"size 54083584 line 78"_s}
        << QStringList{u"Finished successfully (with 24773 bad sectors)"_s};
    QTest::newRow("FTK Imager 4.7.1.2, physical E01")
        << u"ftk-imager-4.7.1.2-physical-e01-usb.E01.txt"_s << u"ftk-imager"_s
        << QStringList{u"32 md5 3e6daf20ce837abc27c6841d379eae66"_s,
                       u"33 sha1 20f3565203bccc47cbf6045aead1ac7fc2a10d39"_s}
        << QStringList{u"size 4022337024 line 30"_s} << QStringList{};
    QTest::newRow("FTK Imager 4.5.0.3, logical AD1, CRLF")
        << u"ftk-imager-4.5.0.3-logical-ad1-crlf.ad1.txt"_s << u"ftk-imager"_s
        << QStringList{u"13 md5 9471e69c95d8909ae60ddff30d50ffa1"_s,
                       u"14 sha1 167aa08db25dfeeb876b0176ddc329a3d9f2803a"_s}
        << QStringList{} << QStringList{u"logical (AD1) image"_s};
    QTest::newRow("ewfinfo of the same E01")
        << u"ewfinfo-20140813-ftk-imager-e01-usb.txt"_s << u"ewf"_s
        << QStringList{u"29 md5 3e6daf20ce837abc27c6841d379eae66"_s,
                       u"30 sha1 20f3565203bccc47cbf6045aead1ac7fc2a10d39"_s}
        << QStringList{u"size 4022337024 line 26"_s} << QStringList{};
    QTest::newRow("ewfverify, three runs, one stored MD5 differs")
        << u"ewfverify-20140816-three-images-success-and-md5-mismatch.txt"_s << u"ewf"_s
        << QStringList{u"11 md5 4aeb06ecd361777242ab78735d51ace6 @run at line 2"_s,
                       u"25 md5 51e4296448a9e8f12b4bed8486e8e35a @run at line 16"_s,
                       u"40 md5 9fb582f3361ba0bc5a3b0f7c17a082cb @run at line 31"_s}
        << QStringList{u"size 6160384 line 9 @run at line 2"_s,
                       u"size 49999872 line 23 @run at line 16"_s,
                       u"size 1474560 line 38 @run at line 31"_s}
        << QStringList{u"line 25: the MD5 stored in the EWF file differs"_s,
                       u"line 29: ewfverify reported FAILURE"_s};
    QTest::newRow("ewfverify FAILURE with equal MD5s")
        << u"ewfverify-20240506-failure-despite-matching-md5.txt"_s << u"ewf"_s
        << QStringList{u"10 md5 750b509d8fbed37a5213480aaccfdc61"_s}
        << QStringList{u"size 31129600 line 8"_s}
        << QStringList{u"line 13: ewfverify reported FAILURE"_s};

    const QStringList jimshNames{u"jimsh-0.72-dfbde800af-i386"_s,  u"jimsh-0.73-ac3f1cd082-i386"_s,
                                 u"jimsh-0.74-7c126ab082-i386"_s,  u"jimsh-0.75-769d198e1e-i386"_s,
                                 u"jimsh-0.76-51f65c6d38-i386"_s,  u"jimsh-0.77-a9bf5975fd-i386"_s,
                                 u"jimsh-0.78-022f902632-amd64"_s, u"jimsh-0.78-022f902632-i386"_s};
    const QStringList jimshMd5{
        u"89bfac4bfa90a59d768a9c3ef7c7506a"_s, u"86ab6c3b9baa1670ca3fe55c42ae6b6f"_s,
        u"4f3b1d41a254bd17ee2065285fb9c63c"_s, u"942a514cb1d93bf526f9232fdde162ea"_s,
        u"c7ae9a2fe52d716f0cf7e11f6c90b5d7"_s, u"32e98cb693fea5c52688b9e224d06e4e"_s,
        u"5b7a01d4a90f3b18b46d249884168251"_s, u"dc6ae562a288881e2e0bd2576ef60986"_s};
    const QStringList jimshSha256{
        u"729da40809e6deb5831f207aa31ea08e3e74588d05bbc41a24fa149ce4f9a559"_s,
        u"4d1a8957bfdf6a7d91c773785ea7e86a26c30e56825a79ccf44e6f3a39d6543c"_s,
        u"f387f8435a3b416ed12ed02f90315f5217dd251bd5ec3a1094f0de2a1e6bbe97"_s,
        u"b5185e0f975bd528815f55d4411c6f013c3e50a2ff69592dd065d059b8899fa2"_s,
        u"ade354715cf8483993c48d2a36e677755e11f767ecc55a67ef0cfcd694a8a3ba"_s,
        u"fe85ebab942ccb4c487f969222e0b4c312c20b0c9a3761ed46dfcdcbf01134e1"_s,
        u"7769442ea569c7264a601774f6956f92e50e508540fa749fa3ab8b1d64eb2282"_s,
        u"115f95415952f652bd4a62c27d09ab80a488dffdf87a71343b955c6d02381573"_s};
    QStringList md5Lines;
    QStringList sha256Lines;
    for (qsizetype index = 0; index < jimshNames.size(); ++index) {
        md5Lines << u"%1 md5 %2 @%3"_s.arg(index + 1).arg(jimshMd5[index], jimshNames[index]);
        sha256Lines << u"%1 sha256 %2 @%3"_s.arg(index + 1).arg(jimshSha256[index],
                                                                jimshNames[index]);
    }
    QTest::newRow("md5sum text mode")
        << u"md5sum-text-mode-jimsh-static.MD5SUMS"_s << u"coreutils"_s << md5Lines << QStringList{}
        << QStringList{};
    QTest::newRow("BSD tag MD5") << u"md5-bsd-tag-jimsh-static.MD5SUMS"_s << u"bsd-tag"_s
                                 << md5Lines << QStringList{} << QStringList{};
    QTest::newRow("BSD tag SHA-256") << u"sha256-bsd-tag-jimsh-static.SHA256SUMS"_s << u"bsd-tag"_s
                                     << sha256Lines << QStringList{} << QStringList{};
    QTest::newRow("md5sum binary mode, names without the star")
        << u"md5sum-binary-mode-star-ubuntu-jammy-cloudimg.MD5SUMS"_s << u"coreutils"_s
        << QStringList{u"1 md5 daebb7898aaeeabc4a48a366e153f30d @ubuntu-jammy-core-cloudimg-amd64-root.tar.gz"_s,
                       u"2 md5 9ee943437ce89a6c2a3f7311d351c3f0 @ubuntu-jammy-core-cloudimg-arm64-root.tar.gz"_s,
                       u"3 md5 6e52308cde7c516d34b47bd3f1289ac4 @ubuntu-jammy-core-cloudimg-armhf-root.tar.gz"_s,
                       u"4 md5 ff54eecd229f276f8d096dce177ab430 @ubuntu-jammy-core-cloudimg-ppc64el-root.tar.gz"_s,
                       u"5 md5 90e5347bc85006a7e65c85827f862969 @ubuntu-jammy-core-cloudimg-s390x-root.tar.gz"_s}
        << QStringList{} << QStringList{};
    QTest::newRow("FreeBSD distinfo with SIZE")
        << u"bsd-distinfo-freebsd-ports-smartmontools-sha256.distinfo"_s << u"bsd-tag"_s
        << QStringList{u"1 sha256 9fe4ff2b7bcd00fde19db82bba168f5462ed6e857d3ef439495e304e3231d3a6 "
                       "@smartmontools-6.0.tar.gz"_s}
        << QStringList{u"size 771540 line 2 @smartmontools-6.0.tar.gz"_s} << QStringList{};
    QTest::newRow("NetBSD distinfo, RCS line, RMD160, Size in bytes")
        << u"bsd-distinfo-netbsd-pkgsrc-smartmontools-sha1-rmd160-sha512.distinfo"_s << u"bsd-tag"_s
        << QStringList{u"3 sha1 855c7d555dd405e5b392b1631dc36dd9632db8b8 @smartmontools-6.4.tar.gz"_s,
                       u"4 rmd160 a90387c07488cfd3b1f87a34dcf9297983e174c5 @smartmontools-6.4.tar.gz"_s,
                       u"5 sha512 "
                       u"366cd55ec668da1ca8a3d9ba79d5bee6e0c59032936b7f2f161f8fbb1c9f869c505d71"
                       "5cc10562b6241f808bb8b534feaf9d9fd752f6cb1593ee893611742adc @smartmontools-6.4.tar.gz"_s,
                       u"7 sha1 bd08aff267f0e9e9307ebc57858e61e35144bf16 @patch-aa"_s,
                       u"8 sha1 bbf85278f08390d51ac9bb428ac7026763e5ffcf @patch-ag"_s,
                       u"9 sha1 9c197ae492ef377d72df009be40d0abc1a827a31 @patch-os__netbsd.cpp"_s}
        << QStringList{u"size 822539 line 6 @smartmontools-6.4.tar.gz"_s} << QStringList{};
    QTest::newRow("OpenBSD distinfo, base64 digest")
        << u"bsd-distinfo-openbsd-ports-smartmontools-sha256-base64.distinfo"_s << u"bsd-tag"_s
        << QStringList{u"1 sha256 486f660579bb0fb4f6b927ded7531cb1f99685c666397377761c5b04dd96065b "
                       "@smartmontools-6.2.tar.gz"_s}
        << QStringList{u"size 791427 line 2 @smartmontools-6.2.tar.gz"_s} << QStringList{};
}

void TestHashlogParsers::parsesRealLogs()
{
    QFETCH(QString, fixture);
    QFETCH(QString, format);
    QFETCH(QStringList, digests);
    QFETCH(QStringList, sizes);
    QFETCH(QStringList, noteFragments);
    const Result<Hashlog> log = readHashlog(fixturePath(fixture));
    QVERIFY2(log, qPrintable(log ? QString() : log.error().userMessage()));
    QCOMPARE(hashlogFormatName(log->format), format);
    QCOMPARE(describeDigests(*log), digests);
    QCOMPARE(describeSizes(*log), sizes);
    const QString notes = log->notes.join(u'\n');
    for (const QString &fragment : noteFragments)
        QVERIFY2(notes.contains(fragment), qPrintable(notes));
}

// The text-mode and BSD-tag lists of the same release name the same files and digests.
void TestHashlogParsers::checksumListsAgree()
{
    const Result<Hashlog> text
        = readHashlog(fixturePath(u"md5sum-text-mode-jimsh-static.MD5SUMS"_s));
    const Result<Hashlog> tag = readHashlog(fixturePath(u"md5-bsd-tag-jimsh-static.MD5SUMS"_s));
    QVERIFY(text && tag);
    QCOMPARE(text->digests, tag->digests);
}

QTEST_GUILESS_MAIN(TestHashlogParsers)
#include "tst_hashlogparsers.moc"
