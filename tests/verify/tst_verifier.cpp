// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hashlogtestutil.h"
#include "verifytestimage.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

// The verifier over real files: every format's log of a generated image matches it, and a
// flipped byte is found, in the right window where the log has windows.
class TestVerifier : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesThenLocatesAFlippedByte_data();
    void matchesThenLocatesAFlippedByte();
    void verifiesTheRealDcflddLog();
    void theRecordTellsTheFillFromZeros();
    void aRecordWithABadRangeIsRefused();
};

void TestVerifier::matchesThenLocatesAFlippedByte_data()
{
    QTest::addColumn<LogKind>("kind");
    QTest::addColumn<qint64>("imageBytes");
    QTest::addColumn<bool>("split");
    QTest::addColumn<int>("checks");
    QTest::addColumn<int>("pieces");
    const qint64 oddSize = 3 * windowBytes + 1000; // a partial last sector, as dc3dd logs it
    const qint64 sectorSize = 3 * windowBytes + 512 * 7;
    QTest::newRow("coreutils sidecars, two logs")
        << LogKind::Checksums << oddSize << false << 2 << 0;
    QTest::newRow("BSD tag list with SIZE") << LogKind::BsdTag << oddSize << false << 2 << 0;
    QTest::newRow("dc3dd hlog, split image, piecewise")
        << LogKind::Dc3ddSplit << oddSize << true << 10 << 8;
    QTest::newRow("dc3dd hlog, last piece under one sector")
        << LogKind::Dc3ddSplit << 3 * windowBytes + 100 << true << 10 << 8;
    QTest::newRow("dcfldd hashwindow, MD5 SHA-256 SHA-384")
        << LogKind::DcflddWindows << oddSize << false << 15 << 12;
    QTest::newRow("Guymager .info, SHA-256 not calculated")
        << LogKind::Guymager << oddSize << false << 2 << 0;
    QTest::newRow("ewfacquire output") << LogKind::Ewf << sectorSize << false << 2 << 0;
    QTest::newRow("FTK Imager summary, CRLF, German number")
        << LogKind::Ftk << sectorSize << false << 2 << 0;
    QTest::newRow("Custody record with windows") << LogKind::Record << oddSize << false << 5 << 4;
}

void TestVerifier::matchesThenLocatesAFlippedByte()
{
    QFETCH(LogKind, kind);
    QFETCH(qint64, imageBytes);
    QFETCH(bool, split);
    QFETCH(int, checks);
    QFETCH(int, pieces);
    QTemporaryDir temporary;
    QVERIFY(temporary.isValid());
    const QDir dir(temporary.path());
    const QByteArray data = imageContent(imageBytes);
    const QString image = writeImage(dir, data, split);
    QVERIFY(!image.isEmpty());
    const Result<QList<Hashlog>> logs = readAll(writeLogs(kind, dir, data));
    QVERIFY2(logs, qPrintable(logs ? QString() : logs.error().userMessage()));

    const VerificationReport clean = verify(image, *logs);
    QVERIFY2(clean.verdict() == VerificationReport::Verdict::Match, qPrintable(clean.toText()));
    QCOMPARE(clean.checks.size(), checks);
    QCOMPARE(clean.countOf(DigestCheck::Outcome::Match), checks);
    QCOMPARE(clean.bytesRead, imageBytes);
    QCOMPARE(clean.imageBytes, imageBytes);
    for (const SizeCheck &size : clean.sizes)
        QCOMPARE(size.actualBytes, imageBytes);

    const qint64 flipped = windowBytes + 4321; // in the second window
    QVERIFY(flipByte(clean.imageFiles, flipped));
    const VerificationReport changed = verify(image, *logs);
    QVERIFY2(changed.verdict() == VerificationReport::Verdict::Mismatch,
             qPrintable(changed.toText()));
    int mismatchedPieces = 0;
    for (const DigestCheck &check : changed.checks) {
        if (!check.extent) {
            QCOMPARE(check.outcome, DigestCheck::Outcome::Mismatch);
            continue;
        }
        QCOMPARE(check.outcome, check.extent->contains(flipped) ? DigestCheck::Outcome::Mismatch
                                                                : DigestCheck::Outcome::Match);
        mismatchedPieces += check.outcome == DigestCheck::Outcome::Mismatch;
    }
    QCOMPARE(mismatchedPieces, pieces / 4); // one window of four, per algorithm
    QVERIFY(changed.toText().contains(u"MISMATCH"_s));
}

void TestVerifier::verifiesTheRealDcflddLog()
{
    const QString log
        = fixturePath(u"dcfldd-multi-hash-md5-sha1-sha256-sha384-sha512.stderr.txt"_s);
    const Result<QList<Hashlog>> logs = readAll({log});
    QVERIFY(logs);
    QTemporaryDir temporary;
    const QString image = temporary.filePath(u"test.txt"_s);
    QVERIFY(QFile::copy(fixturePath(u"dcfldd-multi-hash-md5-sha1-sha256-sha384-sha512.input.txt"_s),
                        image));
    const VerificationReport report = verify(image, *logs);
    QVERIFY2(report.verdict() == VerificationReport::Verdict::Match, qPrintable(report.toText()));
    QCOMPARE(report.countOf(DigestCheck::Outcome::Match), 5);
    QVERIFY(QFile::setPermissions(image, QFile::ReadOwner | QFile::WriteOwner));
    QVERIFY(flipByte({image}, 18170));
    QCOMPARE(verify(image, *logs).verdict(), VerificationReport::Verdict::Mismatch);
}

// An image whose unreadable sectors hold zeros as fill: verified against its Custody record, the
// census counts them as unreadable, as the acquisition did; against a plain checksum file it
// cannot tell them from zeros the drive returned, and says so.
void TestVerifier::theRecordTellsTheFillFromZeros()
{
    QTemporaryDir temporary;
    QVERIFY(temporary.isValid());
    const QDir dir(temporary.path());
    QByteArray data = imageContent(64 * 1024);
    data.replace(8192, 16384, QByteArray(16384, '\0')); // zeros the drive returned
    data.replace(40960, 2048, QByteArray(2048, '\0'));  // the fill of four bad sectors
    data.replace(49152, 1024, QByteArray(1024, '\0'));  // and of two not tried
    const QString image = writeImage(dir, data, false);
    QVERIFY(!image.isEmpty());
    const QString record = dir.filePath(u"disk.json"_s);
    QVERIFY(writeFile(
        record, u"{\"format\": \"custody-acquisition-record\", \"source\": {\"sizeBytes\": %1},\n"
                "\"hashes\": [{\"algorithm\": \"md5\", \"digest\": \"%2\"}],\n"
                "\"result\": {\"status\": \"completed\", \"badRanges\": [{\"offset\": 40960, "
                "\"length\": 2048, \"firstSector\": 80, \"lastSector\": 83}],\n"
                "\"unfinishedRanges\": [{\"offset\": 49152, \"length\": 1024, \"state\": "
                "\"non-tried\"}]}}\n"_s.arg(data.size())
                    .arg(hexOf(HashAlgorithm::Md5, data))
                    .toUtf8()));
    const Result<QList<Hashlog>> logs = readAll({record});
    QVERIFY2(logs, qPrintable(logs ? QString() : logs.error().userMessage()));
    QCOMPARE(logs->constFirst().unreadable, (QList<Extent>{{40960, 2048}, {49152, 1024}}));
    const VerificationReport byRecord = verify(image, *logs);
    QVERIFY2(byRecord.verdict() == VerificationReport::Verdict::Match,
             qPrintable(byRecord.toText()));
    QVERIFY(byRecord.content);
    QCOMPARE(byRecord.content->sectorsUnreadable, 6);
    QCOMPARE(byRecord.content->zeroSectors, 32);
    QCOMPARE(byRecord.content->sectorsExamined, 128 - 6);
    QCOMPARE(byRecord.contentUnreadableFrom, QStringList{record});
    QCOMPARE(byRecord.toJson().value(u"contentUnreadableFrom"_s).toArray(), QJsonArray{record});

    const Result<QList<Hashlog>> plain = readAll(writeLogs(LogKind::Checksums, dir, data));
    QVERIFY(plain);
    const VerificationReport bySums = verify(image, *plain);
    QVERIFY(bySums.content);
    QCOMPARE(bySums.content->sectorsUnreadable, 0);
    QCOMPARE(bySums.content->zeroSectors, 38);
    QVERIFY(bySums.contentUnreadableFrom.isEmpty());
    QVERIFY(!bySums.toJson().contains(u"contentUnreadableFrom"_s));
}

void TestVerifier::aRecordWithABadRangeIsRefused()
{
    QTemporaryDir temporary;
    QVERIFY(temporary.isValid());
    const QString record = QDir(temporary.path()).filePath(u"disk.json"_s);
    QVERIFY(writeFile(
        record,
        u"{\"format\": \"custody-acquisition-record\",\n"
        "\"hashes\": [{\"algorithm\": \"md5\", \"digest\": "
        "\"0123456789abcdef0123456789abcdef\"}],\n"
        "\"result\": {\"badRanges\": [{\"offset\": -512, \"length\": 512}]}}\n"_s.toUtf8()));
    const Result<Hashlog> log = readHashlog(record);
    QVERIFY(!log);
    QVERIFY2(log.error().userMessage().contains(u"result.badRanges"_s),
             qPrintable(log.error().userMessage()));
    QVERIFY2(log.error().userMessage().contains(u"line 3"_s),
             qPrintable(log.error().userMessage()));
}

QTEST_GUILESS_MAIN(TestVerifier)
#include "tst_verifier.moc"
