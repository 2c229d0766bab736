// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/acquireoptions.h"
#include "cli/progressline.h"
#include "util/nativepath.h"
#include "util/shellquote.h"

#include <QProcess>
#include <QTest>

using namespace Custody;
using namespace Custody::Cli;

class TestAcquireOptions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void allOptions();
    void rejects_data();
    void rejects();
    void verifyAndSmart_data();
    void verifyAndSmart();
    void progressLine();
    void shellQuote_data();
    void shellQuote();
    void shellQuoteReadsBackInBash_data();
    void shellQuoteReadsBackInBash();
    void fillByteForms_data();
    void fillByteForms();
};

void TestAcquireOptions::defaults()
{
    const Result<AcquireRequest> request
        = parseAcquireArguments({QStringLiteral("/dev/sdb"), QStringLiteral("/cases/7/disk")});
    QVERIFY(request);
    QCOMPARE(request->sourcePath, QStringLiteral("/dev/sdb"));
    QCOMPARE(request->basePath, QStringLiteral("/cases/7/disk"));
    QCOMPARE(request->settings.hashes, HashAlgorithm::Md5 | HashAlgorithm::Sha256);
    QCOMPARE(request->settings.blockBytes, 256 * 1024);
    QCOMPARE(request->settings.retries, 1);
    QCOMPARE(request->settings.fillByte, 0);
    QCOMPARE(request->settings.hashWindowBytes, 0);
    QCOMPARE(request->settings.segmentBytes, 0);
    QCOMPARE(request->settings.copyReadMode, ReadMode::Direct);
    QCOMPARE(request->settings.readsInFlight, 0); // adaptive
    QCOMPARE(request->overwrite, OverwritePolicy::Refuse);
    QCOMPARE(request->outputFormat, OutputFormat::Human);

    // The rescue preset does not retry by default.
    const Result<AcquireRequest> rescue
        = parseAcquireArguments({QStringLiteral("/dev/sdb"), QStringLiteral("out"),
                                 QStringLiteral("--preset"), QStringLiteral("rescue")});
    QVERIFY(rescue);
    QCOMPARE(rescue->settings.preset, Preset::Rescue);
    QCOMPARE(rescue->settings.copyReadMode, ReadMode::Direct);
    QCOMPARE(rescue->settings.retries, 0);
}

void TestAcquireOptions::allOptions()
{
    const Result<AcquireRequest> request
        = parseAcquireArguments({QStringLiteral("src.img"),
                                 QStringLiteral("out"),
                                 QStringLiteral("--hash"),
                                 QStringLiteral("md5,sha1,sha512"),
                                 QStringLiteral("--block-size"),
                                 QStringLiteral("1M"),
                                 QStringLiteral("--retries"),
                                 QStringLiteral("3"),
                                 QStringLiteral("--hash-window"),
                                 QStringLiteral("1G"),
                                 QStringLiteral("--fill"),
                                 QStringLiteral("0xFF"),
                                 QStringLiteral("--split"),
                                 QStringLiteral("2G"),
                                 QStringLiteral("--copy-reads"),
                                 QStringLiteral("direct"),
                                 QStringLiteral("--reads-in-flight"),
                                 QStringLiteral("6"),
                                 QStringLiteral("--case-number"),
                                 QStringLiteral("2026-114"),
                                 QStringLiteral("--evidence-number"),
                                 QStringLiteral("E7"),
                                 QStringLiteral("--examiner"),
                                 QStringLiteral("A. Examiner"),
                                 QStringLiteral("--description"),
                                 QStringLiteral("USB stick"),
                                 QStringLiteral("--notes"),
                                 QStringLiteral("seized"),
                                 QStringLiteral("--force"),
                                 QStringLiteral("--json")});
    QVERIFY2(request, qPrintable(request ? QString() : request.error().userMessage()));
    QCOMPARE(request->settings.hashes,
             HashAlgorithm::Md5 | HashAlgorithm::Sha1 | HashAlgorithm::Sha512);
    QCOMPARE(request->settings.blockBytes, 1024 * 1024);
    QCOMPARE(request->settings.retries, 3);
    QCOMPARE(request->settings.hashWindowBytes, qint64(1) << 30);
    QCOMPARE(request->settings.fillByte, 0xFF);
    QCOMPARE(request->settings.segmentBytes, qint64(2) << 30);
    QCOMPARE(request->settings.copyReadMode, ReadMode::Direct);
    QCOMPARE(request->settings.readsInFlight, 6);
    QCOMPARE(request->caseDetails.caseNumber, QStringLiteral("2026-114"));
    QCOMPARE(request->caseDetails.evidenceNumber, QStringLiteral("E7"));
    QCOMPARE(request->caseDetails.examiner, QStringLiteral("A. Examiner"));
    QCOMPARE(request->caseDetails.description, QStringLiteral("USB stick"));
    QCOMPARE(request->caseDetails.notes, QStringLiteral("seized"));
    QCOMPARE(request->overwrite, OverwritePolicy::Overwrite);
    QCOMPARE(request->outputFormat, OutputFormat::Json);
}

void TestAcquireOptions::verifyAndSmart_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<VerifyPolicy>("verify");
    QTest::addColumn<bool>("captureSmart");
    QTest::newRow("defaults") << QStringList{} << VerifyPolicy::None << true;
    QTest::newRow("verify") << QStringList{QStringLiteral("--verify")} << VerifyPolicy::Image
                            << true;
    QTest::newRow("verify-source implies verify")
        << QStringList{QStringLiteral("--verify-source")} << VerifyPolicy::ImageAndSource << true;
    QTest::newRow("both") << QStringList{QStringLiteral("--verify"),
                                         QStringLiteral("--verify-source")}
                          << VerifyPolicy::ImageAndSource << true;
    QTest::newRow("no-smart") << QStringList{QStringLiteral("--no-smart")} << VerifyPolicy::None
                              << false;
}

// Parsed, then turned back into a command line (the record's, the GUI's) and parsed again: the
// same request.
void TestAcquireOptions::verifyAndSmart()
{
    QFETCH(QStringList, options);
    QFETCH(VerifyPolicy, verify);
    QFETCH(bool, captureSmart);
    const Result<AcquireRequest> request = parseAcquireArguments(
        QStringList{QStringLiteral("/dev/sdb"), QStringLiteral("out")} + options);
    QVERIFY2(request, qPrintable(request ? QString() : request.error().userMessage()));
    QCOMPARE(request->verify, verify);
    QCOMPARE(request->captureSmart, captureSmart);
    const QStringList command = equivalentCliArguments(*request);
    QCOMPARE(command.contains(QStringLiteral("--verify-source")),
             verify == VerifyPolicy::ImageAndSource);
    QCOMPARE(command.contains(QStringLiteral("--no-smart")), !captureSmart);
    const Result<AcquireRequest> again = parseAcquireArguments(command.mid(2));
    QVERIFY2(again, qPrintable(again ? QString() : again.error().userMessage()));
    QCOMPARE(again->verify, verify);
    QCOMPARE(again->captureSmart, captureSmart);
}

void TestAcquireOptions::rejects_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    const QStringList paths{QStringLiteral("src"), QStringLiteral("out")};
    QTest::newRow("no arguments") << QStringList{} << "SOURCE and an OUTPUT_BASE";
    QTest::newRow("one argument") << QStringList{QStringLiteral("src")} << "got 1 argument";
    QTest::newRow("empty output base")
        << QStringList{QStringLiteral("src"), QString()} << "must name the image";
    QTest::newRow("folder as output base")
        << QStringList{QStringLiteral("src"), QStringLiteral("/tmp/")} << "must name the image";
    QTest::newRow("unknown hash") << paths
                                         + QStringList{QStringLiteral("--hash"),
                                                       QStringLiteral("crc32")}
                                  << "crc32";
    QTest::newRow("bad block size")
        << paths + QStringList{QStringLiteral("--block-size"), QStringLiteral("big")}
        << "--block-size big";
    QTest::newRow("tiny block size")
        << paths + QStringList{QStringLiteral("--block-size"), QStringLiteral("100")}
        << "at least 512 bytes";
    QTest::newRow("negative retries")
        << paths + QStringList{QStringLiteral("--retries"), QStringLiteral("-1")} << "--retries";
    QTest::newRow("bad fill") << paths
                                     + QStringList{QStringLiteral("--fill"), QStringLiteral("ones")}
                              << "--fill ones";
    QTest::newRow("unknown preset")
        << paths + QStringList{QStringLiteral("--preset"), QStringLiteral("fast")}
        << "--preset fast";
    QTest::newRow("verify-source without a hash")
        << paths
               + QStringList{QStringLiteral("--verify-source"), QStringLiteral("--hash"),
                             QStringLiteral("none")}
        << "--verify-source needs at least one hash";
    QTest::newRow("unknown option") << paths + QStringList{QStringLiteral("--bogus")} << "bogus";
    QTest::newRow("bad copy reads")
        << paths + QStringList{QStringLiteral("--copy-reads"), QStringLiteral("mmap")}
        << "--copy-reads mmap";
    for (const char *reads : {"0", "65", "many", "-1"})
        QTest::newRow(qPrintable(QStringLiteral("reads in flight ") + QLatin1String(reads)))
            << paths + QStringList{QStringLiteral("--reads-in-flight"), QLatin1String(reads)}
            << QStringLiteral("--reads-in-flight %1: use auto or a number from 1 to 64")
                   .arg(QLatin1String(reads));
}

void TestAcquireOptions::rejects()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const Result<AcquireRequest> request = parseAcquireArguments(arguments);
    QVERIFY(!request);
    QCOMPARE(request.error().code, Error::Code::InvalidArgument);
    QVERIFY2(request.error().userMessage().contains(mentions),
             qPrintable(request.error().userMessage()));
}

void TestAcquireOptions::progressLine()
{
    ProgressSnapshot progress;
    progress.totalBytes = 2LL << 30;
    progress.bytesRead = 1LL << 30;
    progress.badBytes = 3 * 512;
    QCOMPARE(formatProgressLine(progress, 512, 312.4e6, std::chrono::seconds(3725)),
             QStringLiteral(" 50.0%  1.0 GiB of 2.0 GiB  312.4 MB/s  ETA 1:02:05  bad sectors: 3  "
                            "Copying non-tried blocks... Pass 1 (forwards)"));
    QCOMPARE(formatProgressLine(progress, 512, 0, std::nullopt),
             QStringLiteral(" 50.0%  1.0 GiB of 2.0 GiB  0.0 MB/s  ETA --:--:--  bad sectors: 3  "
                            "Copying non-tried blocks... Pass 1 (forwards)"));
}

void TestAcquireOptions::shellQuote_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("quoted");
    QTest::newRow("plain") << QStringList{QStringLiteral("custody-cli"), QStringLiteral("--hash"),
                                          QStringLiteral("md5,sha256"), QStringLiteral("/dev/sdb")}
                           << "custody-cli --hash md5,sha256 /dev/sdb";
    QTest::newRow("space") << QStringList{QStringLiteral("--examiner"),
                                          QStringLiteral("A. Examiner")}
                           << "--examiner 'A. Examiner'";
    QTest::newRow("quote") << QStringList{QStringLiteral("--notes"), QStringLiteral("it's seized")}
                           << "--notes 'it'\\''s seized'";
    QTest::newRow("empty") << QStringList{QString()} << "''";
    QTest::newRow("dollar") << QStringList{QStringLiteral("$HOME")} << "'$HOME'";
    // One line whatever the text: what is quoted goes into the map's comments and the log.
    QTest::newRow("line break and tab")
        << QStringList{QStringLiteral("--notes"), QStringLiteral("a\nb\tc")}
        << "--notes $'a\\nb\\tc'";
    QTest::newRow("quotes with a control character")
        << QStringList{QStringLiteral("it's \"\x01\"")} << "$'it\\'s \"\\x01\"'";
    QTest::newRow("a file name that is not UTF-8")
        << QStringList{Custody::fromNativePath("disk\xff\\.dd")} << "$'disk\\xff\\\\.dd'";
    // Nor can it reorder the line or send a terminal escape: a C1 control (U+009B, CSI) or a
    // bidirectional override goes as its UTF-8 bytes.
    QTest::newRow("C1 and a bidi override")
        << QStringList{QStringLiteral("a\u009b2J \u202egpj.exe")}
        << "$'a\\xc2\\x9b2J \\xe2\\x80\\xaegpj.exe'";
}

void TestAcquireOptions::shellQuoteReadsBackInBash_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("text") << QByteArray("A. Examiner's notes: \"seized\" $HOME `x` \\ ;");
    QTest::newRow("control characters") << QByteArray("line 1\nline 2\r\t\x01\x1f\x7f end");
    QTest::newRow("not UTF-8") << QByteArray("caf\xe9 \xff\xfe \xc3\xa9");
    QTest::newRow("C1, bidi") << QByteArray("a\xc2\x9b"
                                            "2J \xe2\x80\xae\xe2\x81\xa6 x");
}

// The recorded command line is one a shell runs again with the very same arguments, bytes that
// are not UTF-8 included.
void TestAcquireOptions::shellQuoteReadsBackInBash()
{
    QFETCH(QByteArray, bytes);
    const QString quoted = Custody::shellQuote({Custody::fromNativePath(bytes)});
    QVERIFY(!quoted.contains(QLatin1Char('\n')));
    QProcess bash;
    bash.start(QStringLiteral("bash"),
               {QStringLiteral("-c"), QStringLiteral("printf '%s' ") + quoted});
    QVERIFY(bash.waitForFinished(10000));
    QCOMPARE(bash.readAllStandardOutput(), bytes);
}

void TestAcquireOptions::shellQuote()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, quoted);
    QCOMPARE(Custody::shellQuote(arguments), quoted);
}

// The one parser of the fill byte, for --fill and the acquisition dialog.
void TestAcquireOptions::fillByteForms_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("byte"); // -1: refused
    QTest::newRow("zero") << "zero" << 0;
    QTest::newRow("0x00") << "0x00" << 0;
    QTest::newRow("0xFF") << "0xFF" << 0xFF;
    QTest::newRow("0Xab, spaces") << " 0Xab " << 0xAB;
    QTest::newRow("three digits") << "0x100" << -1;
    QTest::newRow("no 0x") << "ff" << -1;
    QTest::newRow("not hex") << "0xg1" << -1;
    QTest::newRow("empty") << "" << -1;
}

void TestAcquireOptions::fillByteForms()
{
    QFETCH(QString, text);
    QFETCH(int, byte);
    const std::optional<quint8> parsed = parseFillByte(text);
    QCOMPARE(parsed.has_value(), byte >= 0);
    if (parsed)
        QCOMPARE(int(*parsed), byte);
}

QTEST_GUILESS_MAIN(TestAcquireOptions)
#include "tst_acquireoptions.moc"
