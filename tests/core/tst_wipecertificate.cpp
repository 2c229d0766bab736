// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What a wipe writes and what its certificate says, without a drive: the patterns (the random
// stream against the AES-256-CTR vectors of NIST SP 800-38A, made again from any offset), the
// failed ranges merged across the write and the read-back, the verdict of every outcome, and the
// certificate's JSON read back equal and refused when it contradicts itself.

#include "record/wipecertificate.h"
#include "render/reporttextwriter.h"
#include "report/wipecertificatedocument.h"
#include "wipe/wipeblocks.h"
#include "wipe/wipepattern.h"

#include <QJsonDocument>
#include <QTest>

using namespace Custody;
using namespace Qt::StringLiterals;

namespace {

WipeFailure failure(qint64 firstSector, qint64 sectors, WipeFailure::Kind kind)
{
    WipeFailure made;
    made.extent = {firstSector * 512, sectors * 512};
    made.kind = kind;
    if (kind == WipeFailure::Kind::Mismatch) {
        made.firstDifference = made.extent.offset + 7;
        made.foundByte = 0x41;
    } else {
        made.sysErrno = EIO;
    }
    return made;
}

// A drive of 1000 sectors, wiped with zeros, every sector written and read back.
WipeCertificate passedCertificate()
{
    WipeCertificate certificate;
    certificate.tool = ToolIdentity::running(u"custody-cli wipe /dev/sdz --certificate c"_s);
    certificate.host = HostIdentity::running();
    certificate.caseDetails.examiner = u"E. Xaminer"_s;
    certificate.drive.path = u"/dev/sdz"_s;
    certificate.drive.kind = u"block device"_s;
    certificate.drive.sizeBytes = 1000 * 512;
    certificate.drive.model = u"Lab Disk"_s;
    certificate.drive.serial = u"SN-1"_s;
    certificate.pattern = u"zero"_s;
    certificate.start = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC);
    certificate.end = certificate.start.addSecs(10);
    certificate.bytesWritten = certificate.drive.sizeBytes;
    certificate.bytesVerified = certificate.drive.sizeBytes;
    certificate.writeThroughput = {{0.0, 0}, {5.0, certificate.drive.sizeBytes}};
    return certificate;
}

} // namespace

class TestWipeCertificate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void patternsParse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("name");
        QTest::newRow("zero") << u"zero"_s << true << u"zero"_s;
        QTest::newRow("byte") << u"0x5A"_s << true << u"0x5a"_s;
        QTest::newRow("0x00 is zero") << u"0x00"_s << true << u"zero"_s;
        QTest::newRow("upper prefix") << u"0Xff"_s << true << u"0xff"_s;
        QTest::newRow("random") << u"random"_s << true << u"random"_s;
        QTest::newRow("three digits") << u"0x100"_s << false << QString();
        QTest::newRow("one digit") << u"0x1"_s << false << QString();
        QTest::newRow("not hex") << u"0xzz"_s << false << QString();
        QTest::newRow("word") << u"ones"_s << false << QString();
    }
    void patternsParse()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(QString, name);
        const Result<WipePattern> pattern = WipePattern::parse(text);
        QCOMPARE(bool(pattern), valid);
        if (valid)
            QCOMPARE(pattern->name(), name);
    }

    // NIST SP 800-38A, F.5.5 CTR-AES256.Encrypt: the keystream XOR the plaintext is the
    // ciphertext, block by block, and the second block's counter carries into the next byte.
    void randomStreamIsAes256Ctr()
    {
        const Result<WipePattern> pattern = WipePattern::random(
            QByteArray::fromHex("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4"),
            QByteArray::fromHex("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff"));
        QVERIFY(pattern);
        const QByteArray plain = QByteArray::fromHex(
            "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51");
        const QByteArray cipher = QByteArray::fromHex(
            "601ec313775789a5b7a7f504bbf3d228f443e3ca4d62b59aca84e990cacaf5c5");
        QByteArray stream(32, '\0');
        pattern->fill(stream.data(), 0, 32);
        for (int index = 0; index < 32; ++index)
            QCOMPARE(char(stream[index] ^ plain[index]), cipher[index]);
        // The second block alone, made from its offset.
        QByteArray second(16, '\0');
        pattern->fill(second.data(), 16, 16);
        QCOMPARE(second, stream.mid(16));
    }

    void randomStreamIsMadeAgainFromAnyOffset()
    {
        const Result<WipePattern> pattern = WipePattern::random();
        QVERIFY(pattern);
        QByteArray whole(1 << 20, '\0');
        pattern->fill(whole.data(), 4096, whole.size());
        QByteArray part(4096, '\0');
        pattern->fill(part.data(), 4096 + 512 * 1000, part.size());
        QCOMPARE(part, whole.mid(512 * 1000, 4096));
        const Result<WipePattern> again = WipePattern::random(pattern->key(), pattern->counter());
        QVERIFY(again);
        QByteArray copy(whole.size(), '\0');
        again->fill(copy.data(), 4096, copy.size());
        QCOMPARE(copy, whole);
        const Result<WipePattern> other = WipePattern::random();
        QVERIFY(other);
        other->fill(copy.data(), 4096, copy.size());
        QVERIFY(copy != whole);
    }

    // A sector that could not be written stays a write error whatever its read-back found; what
    // the read-back found elsewhere is added, in order.
    void failuresMergeAcrossPasses()
    {
        using Kind = WipeFailure::Kind;
        WipeFailures written;
        written.add(failure(10, 1, Kind::WriteError));
        written.add(failure(11, 1, Kind::WriteError));
        written.add(failure(40, 2, Kind::WriteError));
        QCOMPARE(written.list().size(), 2);
        QCOMPARE(written.list().first().extent, (Extent{10 * 512, 2 * 512}));
        const QList<WipeFailure> merged
            = written.mergedWith({failure(5, 1, Kind::Mismatch), failure(9, 4, Kind::ReadError),
                                  failure(41, 3, Kind::Mismatch)});
        QList<Extent> extents;
        QList<Kind> kinds;
        for (const WipeFailure &found : merged) {
            extents << found.extent;
            kinds << found.kind;
        }
        const QList<Extent> expected{{5 * 512, 512},  {9 * 512, 512},   {10 * 512, 1024},
                                     {12 * 512, 512}, {40 * 512, 1024}, {42 * 512, 1024}};
        QCOMPARE(extents, expected);
        QCOMPARE(kinds, (QList<Kind>{Kind::Mismatch, Kind::ReadError, Kind::WriteError,
                                     Kind::ReadError, Kind::WriteError, Kind::Mismatch}));
        // The mismatch cut to sectors 42-43 no longer holds its first difference (sector 41).
        QVERIFY(!merged.last().firstDifference);
    }

    void verdicts_data()
    {
        QTest::addColumn<WipeCertificate>("certificate");
        QTest::addColumn<int>("verdict");
        const WipeCertificate passed = passedCertificate();
        QTest::newRow("passed") << passed << int(WipeCertificate::Verdict::Passed);
        WipeCertificate failed = passed;
        failed.failures = {failure(3, 1, WipeFailure::Kind::Mismatch)};
        QTest::newRow("a mismatch") << failed << int(WipeCertificate::Verdict::Failed);
        WipeCertificate stopped = passed;
        stopped.bytesVerified = 512 * 10;
        stopped.error = RecordedError::from(
            Error::fromErrno(Error::Code::SourceVanished, ENODEV, u"/dev/sdz"_s));
        QTest::newRow("stopped") << stopped << int(WipeCertificate::Verdict::Failed);
        WipeCertificate cancelled = passed;
        cancelled.cancelled = true;
        QTest::newRow("cancelled, even when every sector was done")
            << cancelled << int(WipeCertificate::Verdict::Cancelled);
        cancelled.failures = failed.failures;
        QTest::newRow("cancelled with failures")
            << cancelled << int(WipeCertificate::Verdict::Cancelled);
        WipeCertificate cached = passed;
        cached.readBack = WipeReadBack::CacheNotDropped;
        QTest::newRow("read from the cache")
            << cached << int(WipeCertificate::Verdict::NotVerified);
        WipeCertificate dropped = passed;
        dropped.readBack = WipeReadBack::CacheDropped;
        QTest::newRow("cache dropped") << dropped << int(WipeCertificate::Verdict::Passed);
        dropped.directWrites = false;
        QTest::newRow("written through the page cache")
            << dropped << int(WipeCertificate::Verdict::Passed);
        WipeCertificate short_ = passed;
        short_.bytesVerified -= 512;
        QTest::newRow("a sector not read back")
            << short_ << int(WipeCertificate::Verdict::NotVerified);
        WipeCertificate verifyOnly = passed;
        verifyOnly.mode = WipeMode::VerifyOnly;
        verifyOnly.bytesWritten = 0;
        QTest::newRow("verify only") << verifyOnly << int(WipeCertificate::Verdict::Passed);
    }
    void verdicts()
    {
        QFETCH(WipeCertificate, certificate);
        QFETCH(int, verdict);
        QCOMPARE(int(certificate.verdict()), verdict);
        const Result<WipeCertificate> read = WipeCertificate::fromJson(
            QJsonDocument(certificate.toJson()).toJson(), u"CERT.json"_s);
        QVERIFY2(read, qPrintable(read ? QString() : read.error().detail));
        QCOMPARE(*read, certificate);
        QCOMPARE(certificate.toJson().value("verdict"_L1).toString(),
                 WipeCertificate::verdictName(certificate.verdict()));
        // The text names the verdict first, and never calls a drive that did not pass sterile.
        const QString text = ReportTextWriter::write(
            WipeCertificateDocument::build(certificate, {certificate.end, u"Custody"_s}));
        QVERIFY(text.contains(WipeCertificateDocument::verdictTitle(certificate.verdict())));
        QCOMPARE(text.contains("Sterile"_L1),
                 certificate.verdict() == WipeCertificate::Verdict::Passed);
        // It says O_DIRECT wrote the drive only when it did.
        QCOMPARE(text.contains("written in aligned blocks with O_DIRECT"_L1),
                 certificate.directWrites && certificate.mode == WipeMode::WriteAndVerify
                     && certificate.method == WipeMethod::Write);
        QCOMPARE(text.contains("through the page cache (the device refuses O_DIRECT)"_L1),
                 !certificate.directWrites && certificate.mode == WipeMode::WriteAndVerify);
    }

    void contradictionsAreRefused_data()
    {
        QTest::addColumn<QJsonObject>("changes");
        QTest::addColumn<QString>("problem");
        QTest::newRow("sectors written")
            << QJsonObject{{u"sectorsWritten"_s, 5}} << u"result.sectorsWritten"_s;
        QTest::newRow("failed sectors")
            << QJsonObject{{u"failedSectors"_s, 0}} << u"result.failedSectors"_s;
        QTest::newRow("more than the drive")
            << QJsonObject{{u"bytesVerified"_s, 1001 * 512}, {u"sectorsVerified"_s, 1001}}
            << u"result.bytesVerified"_s;
    }
    void contradictionsAreRefused()
    {
        QFETCH(QJsonObject, changes);
        QFETCH(QString, problem);
        WipeCertificate certificate = passedCertificate();
        certificate.failures = {failure(3, 2, WipeFailure::Kind::ReadError)};
        QJsonObject json = certificate.toJson();
        QJsonObject result = json.value("result"_L1).toObject();
        for (auto change = changes.begin(); change != changes.end(); ++change)
            result.insert(change.key(), change.value());
        json.insert("result"_L1, result);
        const Result<WipeCertificate> read
            = WipeCertificate::fromJson(QJsonDocument(json).toJson(), u"CERT.json"_s);
        QVERIFY(!read);
        QVERIFY2(read.error().detail.startsWith(problem), qPrintable(read.error().detail));
    }

    void overlappingFailuresAreRefused()
    {
        WipeCertificate certificate = passedCertificate();
        certificate.failures = {failure(3, 4, WipeFailure::Kind::ReadError),
                                failure(5, 1, WipeFailure::Kind::Mismatch)};
        const Result<WipeCertificate> read = WipeCertificate::fromJson(
            QJsonDocument(certificate.toJson()).toJson(), u"CERT.json"_s);
        QVERIFY(!read);
        QVERIFY2(read.error().detail.contains("overlaps"_L1), qPrintable(read.error().detail));
    }
};

QTEST_GUILESS_MAIN(TestWipeCertificate)
#include "tst_wipecertificate.moc"
