// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hashlogtestutil.h"
#include "verifytestimage.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

// What the verifier concludes beyond match and mismatch: a size that differs, algorithms it
// cannot compute, digests that cover part of the image, a cancelled run, images it refuses.
class TestVerifierOutcomes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sizeDifferenceIsAMismatch();
    void unsupportedAlgorithmsAreSaidNotChecked();
    void nothingCheckableIsNotVerified();
    void segmentDigestsMustCoverTheImage_data();
    void segmentDigestsMustCoverTheImage();
    void cancelledRunProvesNothing();
    void missingSegmentIsAnError();
    void damagedEwfContainerIsNamed();
    void findsTheHashlogsNextToTheImage_data();
    void findsTheHashlogsNextToTheImage();
};

void TestVerifierOutcomes::sizeDifferenceIsAMismatch()
{
    QTemporaryDir temporary;
    const QDir dir(temporary.path());
    const QByteArray data = imageContent(100000);
    const Result<QList<Hashlog>> logs = readAll(writeLogs(LogKind::BsdTag, dir, data));
    QVERIFY(logs);
    // The digests are left as they are, so only the size can tell.
    QVERIFY(writeFile(dir.filePath(u"disk.dd"_s), data + QByteArray(512, '\0')));
    const VerificationReport report = verify(dir.filePath(u"disk.dd"_s), *logs);
    QCOMPARE(report.verdict(), VerificationReport::Verdict::Mismatch);
    QCOMPARE(report.sizes.size(), 1);
    QVERIFY(!report.sizes.first().matches());
    QVERIFY2(report.toText().contains(u"MISMATCH  100512 bytes, the log records 100000"_s),
             qPrintable(report.toText()));
}

void TestVerifierOutcomes::unsupportedAlgorithmsAreSaidNotChecked()
{
    QTemporaryDir temporary;
    const QDir dir(temporary.path());
    const QByteArray data = imageContent(5000);
    QVERIFY(writeFile(dir.filePath(u"disk.dd"_s), data));
    const QByteArray list
        = "RMD160 (disk.dd) = a90387c07488cfd3b1f87a34dcf9297983e174c5\nMD5 (disk.dd) = "
          + hexOf(HashAlgorithm::Md5, data).toLatin1() + "\n";
    const Result<Hashlog> log = parseHashlog(list, dir.filePath(u"distinfo"_s));
    QVERIFY(log);
    const VerificationReport report = verify(dir.filePath(u"disk.dd"_s), {*log});
    QCOMPARE(report.verdict(), VerificationReport::Verdict::Match);
    QCOMPARE(report.countOf(DigestCheck::Outcome::NotChecked), 1);
    const QString text = report.toText();
    QVERIFY2(text.contains(u"RMD160    not checked: algorithm RMD160 is not supported"_s),
             qPrintable(text));
    QVERIFY2(text.contains(u"1 logged digest(s) could not be checked"_s), qPrintable(text));
    QCOMPARE(report.toJson()[u"verdict"_s].toString(), u"match"_s);
}

void TestVerifierOutcomes::nothingCheckableIsNotVerified()
{
    QTemporaryDir temporary;
    const QDir dir(temporary.path());
    QVERIFY(writeFile(dir.filePath(u"disk.dd"_s), imageContent(5000)));
    const Result<Hashlog> log = parseHashlog(
        "RMD160 (disk.dd) = a90387c07488cfd3b1f87a34dcf9297983e174c5\n", u"distinfo"_s);
    QVERIFY(log);
    const VerificationReport report = verify(dir.filePath(u"disk.dd"_s), {*log});
    QCOMPARE(report.verdict(), VerificationReport::Verdict::NotVerified);
    QCOMPARE(report.bytesRead, 0); // nothing to compute: the image is not read
    QVERIFY(report.toText().contains(u"NOT VERIFIED"_s));
}

void TestVerifierOutcomes::segmentDigestsMustCoverTheImage_data()
{
    QTest::addColumn<QStringList>("listed");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("every segment") << QStringList{u"disk.000"_s, u"disk.001"_s, u"disk.002"_s}
                                   << u"match"_s << u"Verdict: MATCH"_s;
    QTest::newRow("the first two only")
        << QStringList{u"disk.000"_s, u"disk.001"_s} << u"incomplete"_s
        << u"no digest covers bytes 2097152-2099151"_s;
    QTest::newRow("the middle one only")
        << QStringList{u"disk.001"_s} << u"incomplete"_s << u"no digest covers bytes 0-1048575"_s;
}

void TestVerifierOutcomes::segmentDigestsMustCoverTheImage()
{
    QFETCH(QStringList, listed);
    QFETCH(QString, verdict);
    QFETCH(QString, fragment);
    QTemporaryDir temporary;
    const QDir dir(temporary.path());
    const QByteArray data = imageContent(2 * windowBytes + 2000);
    QVERIFY(!writeImage(dir, data, true).isEmpty());
    QByteArray list;
    for (const QString &name : listed) {
        const qint64 offset = name.right(1).toInt() * windowBytes;
        list += hexOf(HashAlgorithm::Md5, data.mid(offset, windowBytes)).toLatin1() + "  "
                + name.toLatin1() + "\n";
    }
    const Result<Hashlog> log = parseHashlog(list, dir.filePath(u"disk.md5"_s));
    QVERIFY(log);
    const VerificationReport report = verify(dir.filePath(u"disk.000"_s), {*log});
    QCOMPARE(report.toJson()[u"verdict"_s].toString(), verdict);
    QVERIFY2(report.toText().contains(fragment), qPrintable(report.toText()));
}

void TestVerifierOutcomes::cancelledRunProvesNothing()
{
    QTemporaryDir temporary;
    const QDir dir(temporary.path());
    const QByteArray data = imageContent(3 * windowBytes);
    QVERIFY(writeFile(dir.filePath(u"disk.dd"_s), data));
    const Result<QList<Hashlog>> logs = readAll(writeLogs(LogKind::Checksums, dir, data));
    QVERIFY(logs);
    Result<std::unique_ptr<Verifier>> verifier
        = Verifier::prepare(dir.filePath(u"disk.dd"_s), *logs);
    QVERIFY(verifier);
    (*verifier)->cancel();
    const VerificationReport report = (*verifier)->run();
    QCOMPARE(report.verdict(), VerificationReport::Verdict::Failed);
    QCOMPARE(report.error->code, Error::Code::Cancelled);
    QVERIFY(report.toText().contains(u"cancelled before the end of the image"_s));
    for (const DigestCheck &check : report.checks) {
        QCOMPARE(check.outcome, DigestCheck::Outcome::NotChecked);
        QCOMPARE(check.reason, u"the image was not read to the end"_s);
    }
}

void TestVerifierOutcomes::missingSegmentIsAnError()
{
    QTemporaryDir temporary;
    const QDir dir(temporary.path());
    const QByteArray data = imageContent(3 * windowBytes);
    QVERIFY(!writeImage(dir, data, true).isEmpty());
    const Result<QList<Hashlog>> logs = readAll(writeLogs(LogKind::Dc3ddSplit, dir, data));
    QVERIFY(logs);
    QVERIFY(QFile::remove(dir.filePath(u"disk.001"_s)));
    const Result<std::unique_ptr<Verifier>> verifier
        = Verifier::prepare(dir.filePath(u"disk.002"_s), *logs);
    QVERIFY(!verifier);
    QVERIFY2(verifier.error().userMessage().contains(u"disk.00"_s),
             qPrintable(verifier.error().userMessage()));
}

void TestVerifierOutcomes::damagedEwfContainerIsNamed()
{
    QTemporaryDir temporary;
    const QDir dir(temporary.path());
    QVERIFY(writeFile(dir.filePath(u"disk.E01"_s),
                      QByteArray("EVF\t\r\n\xff\0", 8) + imageContent(5000)));
    const Result<Hashlog> log
        = parseHashlog("MD5 hash calculated over data:\t\t" + QByteArray(32, 'a'), u"disk.log"_s);
    QVERIFY(log);
    const Result<std::unique_ptr<Verifier>> verifier
        = Verifier::prepare(dir.filePath(u"disk.E01"_s), {*log});
    QVERIFY(!verifier);
    // Only the signature of an E01: libewf finds no sections, and the error names the file.
    QVERIFY2(verifier.error().userMessage().contains(dir.filePath(u"disk.E01"_s))
                 && verifier.error().userMessage().contains(u"libewf could not open"_s),
             qPrintable(verifier.error().userMessage()));
}

// dcfldd's own CI log, against its own input file: all five algorithms, SHA-384 included.
void TestVerifierOutcomes::findsTheHashlogsNextToTheImage_data()
{
    QTest::addColumn<QStringList>("files"); // the image first
    QTest::addColumn<QStringList>("found");
    QTest::newRow("Custody's record first, then every other")
        << QStringList{u"disk.dd"_s, u"disk.json"_s, u"disk.md5"_s, u"disk.txt"_s}
        << QStringList{u"disk.json"_s, u"disk.md5"_s};
    QTest::newRow("every sidecar, together")
        << QStringList{u"disk.001"_s, u"disk.md5"_s, u"disk.sha256"_s, u"disk.001.sha1"_s}
        << QStringList{u"disk.md5"_s, u"disk.001.sha1"_s, u"disk.sha256"_s};
    QTest::newRow("FTK Imager's summary, and a log that is no hashlog left out")
        << QStringList{u"usb.001"_s, u"usb.001.txt"_s, u"usb.log"_s}
        << QStringList{u"usb.001.txt"_s};
    QTest::newRow("every log that reads as one")
        << QStringList{u"usb.001"_s, u"usb.001.txt"_s, u"usb.hlog"_s}
        << QStringList{u"usb.001.txt"_s, u"usb.hlog"_s};
    QTest::newRow("Guymager's .info")
        << QStringList{u"Test01.000"_s, u"Test01.info"_s} << QStringList{u"Test01.info"_s};
    QTest::newRow("a dc3dd hlog") << QStringList{u"disk.000"_s, u"disk.hlog"_s}
                                  << QStringList{u"disk.hlog"_s};
    QTest::newRow("Custody's text log is not a hashlog")
        << QStringList{u"disk.dd"_s, u"disk.txt"_s} << QStringList{};
}

void TestVerifierOutcomes::findsTheHashlogsNextToTheImage()
{
    QFETCH(QStringList, files);
    QFETCH(QStringList, found);
    QTemporaryDir temporary;
    const QDir dir(temporary.path());
    // Other tools' logs must read as hashlogs to be taken: these do (a checksum line), except
    // a .log, which holds a shell session's words.
    const QByteArray checksumLine = "d41d8cd98f00b204e9800998ecf8427e  " + files.first().toUtf8();
    for (const QString &file : files) {
        const bool log
            = QRegularExpression(u"\\.(txt|info|hlog|hash|hashlog)$"_s).match(file).hasMatch()
              && file != u"disk.txt"_s;
        QVERIFY(writeFile(dir.filePath(file), log ? checksumLine : QByteArray("x")));
    }
    QStringList names;
    for (const QString &path : hashlogsNextTo({dir.filePath(files.first())})) {
        QCOMPARE(QFileInfo(path).path(), dir.path());
        names.append(QFileInfo(path).fileName());
    }
    QCOMPARE(names, found);
}

QTEST_GUILESS_MAIN(TestVerifierOutcomes)
#include "tst_verifieroutcomes.moc"
