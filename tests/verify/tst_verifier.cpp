#include "engine/digest.h"
#include "hashlogtestutil.h"
#include "verify/hashlogreader.h"
#include "verify/verifier.h"

#include <QDir>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 windowBytes = 1024 * 1024;

enum class LogKind { Checksums, BsdTag, Dc3ddSplit, DcflddWindows, Guymager, Ewf, Ftk, Record };

std::span<const std::byte> bytesOf(const QByteArray &data)
{
    return {reinterpret_cast<const std::byte *>(data.constData()), size_t(data.size())};
}

QString hexOf(HashAlgorithm algorithm, const QByteArray &data)
{
    return Digest::hexOf(algorithm, bytesOf(data));
}

QByteArray imageContent(qint64 bytes)
{
    QByteArray data(bytes, Qt::Uninitialized);
    for (qint64 index = 0; index < bytes; ++index)
        data[index] = char((index * 2654435761u) >> 13);
    return data;
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

// The image as one file or as segments of windowBytes; returns the path to verify.
QString writeImage(const QDir &dir, const QByteArray &data, bool split)
{
    if (!split)
        return writeFile(dir.filePath(u"disk.dd"_s), data) ? dir.filePath(u"disk.dd"_s) : QString();
    for (qint64 offset = 0, index = 0; offset < data.size(); offset += windowBytes, ++index) {
        if (!writeFile(dir.filePath(u"disk.%1"_s.arg(index, 3, 10, QLatin1Char('0'))),
                       data.mid(offset, windowBytes)))
            return {};
    }
    return dir.filePath(u"disk.000"_s);
}

// Each tool's way of writing the digests of `data` (FORMATS.md), as files in dir.
QStringList writeLogs(LogKind kind, const QDir &dir, const QByteArray &data)
{
    const QString md5 = hexOf(HashAlgorithm::Md5, data);
    const QString sha1 = hexOf(HashAlgorithm::Sha1, data);
    const QString sha256 = hexOf(HashAlgorithm::Sha256, data);
    const auto window = [&data](HashAlgorithm algorithm, qint64 offset) {
        return hexOf(algorithm, data.mid(offset, windowBytes));
    };
    QList<std::pair<QString, QString>> files; // name, content
    switch (kind) {
    case LogKind::Checksums:
        files = {{u"disk.md5"_s, md5 + u"  disk.dd\n"_s},
                 {u"disk.sha256"_s, sha256 + u" *disk.dd\n"_s}};
        break;
    case LogKind::BsdTag:
        files = {
            {u"CHECKSUMS"_s,
             u"MD5 (disk.dd) = %1\nSHA1 (disk.dd) = %2\nSIZE (disk.dd) = %3\n"_s.arg(md5, sha1).arg(
                 data.size())}};
        break;
    case LogKind::Dc3ddSplit: {
        QString text = u"\ndc3dd 7.2.646 started at 2024-01-01 00:00:00 +0000\n\n"
                       "input results for file `/dev/sdz':\n"_s;
        for (HashAlgorithm algorithm : {HashAlgorithm::Md5, HashAlgorithm::Sha1}) {
            text += u"   %1 (%2)\n"_s.arg(hexOf(algorithm, data), hashName(algorithm));
            for (qint64 offset = 0; offset < data.size(); offset += windowBytes)
                text += u"      %1, sectors %2 - %3\n"_s.arg(window(algorithm, offset))
                            .arg(offset / 512)
                            // dc3dd leaves a final partial sector out of the range.
                            .arg(std::min(offset + windowBytes, qint64(data.size())) / 512 - 1);
        }
        files = {{u"disk.hlog"_s, text + u"\ndc3dd completed at 2024-01-01 00:00:01 +0000\n"_s}};
        break;
    }
    case LogKind::DcflddWindows: {
        QString text;
        const QList<HashAlgorithm> algorithms{HashAlgorithm::Md5, HashAlgorithm::Sha256,
                                              HashAlgorithm::Sha384};
        for (qint64 offset = 0; offset < data.size(); offset += windowBytes) {
            for (HashAlgorithm algorithm : algorithms)
                text += u"%1 - %2: %3\n"_s.arg(offset)
                            .arg(std::min(offset + windowBytes, qint64(data.size())))
                            .arg(window(algorithm, offset));
        }
        for (HashAlgorithm algorithm : algorithms)
            text += u"\nTotal (%1): %2\n"_s.arg(hashName(algorithm), hexOf(algorithm, data));
        files = {{u"disk.hash"_s, text}};
        break;
    }
    case LogKind::Guymager:
        files = {
            {u"disk.info"_s, u"\nGUYMAGER ACQUISITION INFO FILE\n==============================\n\n"
                             "Acquisition\n===========\n\nDevice size         : %1 (3.1MB)\n"
                             "MD5 hash                   : %2\nSHA1 hash                  : %3\n"
                             "SHA256 hash                : --\n"_s.arg(data.size())
                                 .arg(md5, sha1)}};
        break;
    case LogKind::Ewf:
        files = {{u"disk.log"_s,
                  u"ewfacquire 20140813\n\nMedia size:\t\t\t\t3.0 MB (%1 bytes)\n\n"
                  "MD5 hash calculated over data:\t\t%2\nSHA1 hash calculated over data:\t\t%3\n"
                  "ewfacquire: SUCCESS\n"_s.arg(data.size())
                      .arg(md5, sha1)}};
        break;
    case LogKind::Ftk:
        files = {{u"disk.dd.txt"_s,
                  u"Created By AccessData\u00ae FTK\u00ae Imager 4.7.1.2 \r\n\r\n"
                  "[Drive Geometry]\r\n Bytes per Sector: 512\r\n Sector Count: %1\r\n"
                  "[Computed Hashes]\r\n MD5 checksum:    %2\r\n SHA1 checksum:   %3\r\n"_s.arg(
                      QLocale(QLocale::German).toString(data.size() / 512), md5, sha1)}};
        break;
    case LogKind::Record: {
        QString windows;
        for (qint64 offset = 0; offset < data.size(); offset += windowBytes)
            windows += u"%1{\"offset\": %2, \"length\": %3, \"digest\": \"%4\"}"_s
                           .arg(offset == 0 ? u""_s : u", "_s)
                           .arg(offset)
                           .arg(std::min(windowBytes, data.size() - offset))
                           .arg(window(HashAlgorithm::Sha256, offset));
        files = {{u"disk.json"_s,
                  u"{\"format\": \"custody-acquisition-record\", \"source\": {\"sizeBytes\": %1},\n"
                  "\"hashes\": [{\"algorithm\": \"sha256\", \"digest\": \"%2\",\n"
                  "\"windows\": [%3]}]}\n"_s.arg(data.size())
                      .arg(sha256, windows)}};
        break;
    }
    }
    QStringList paths;
    for (const auto &[name, content] : files) {
        writeFile(dir.filePath(name), content.toUtf8());
        paths.append(dir.filePath(name));
    }
    return paths;
}

Result<QList<Hashlog>> readAll(const QStringList &paths)
{
    QList<Hashlog> logs;
    for (const QString &path : paths) {
        Result<Hashlog> log = readHashlog(path);
        if (!log)
            return log.error();
        logs.append(*log);
    }
    return logs;
}

VerificationReport verify(const QString &image, const QList<Hashlog> &logs)
{
    Result<std::unique_ptr<Verifier>> verifier = Verifier::prepare(image, logs);
    if (!verifier) {
        VerificationReport failed;
        failed.error = verifier.error();
        return failed;
    }
    return (*verifier)->run();
}

bool flipByte(const QStringList &files, qint64 offset)
{
    for (const QString &path : files) {
        QFile file(path);
        if (offset >= file.size()) {
            offset -= file.size();
            continue;
        }
        if (!file.open(QIODevice::ReadWrite) || !file.seek(offset))
            return false;
        char byte = 0;
        file.getChar(&byte);
        file.seek(offset);
        return file.putChar(char(~byte));
    }
    return false;
}

} // namespace

Q_DECLARE_METATYPE(LogKind)

// The verifier over real files: every format's log of a generated image matches it, and a
// flipped byte is found, in the right window where the log has windows.
class TestVerifier : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesThenLocatesAFlippedByte_data();
    void matchesThenLocatesAFlippedByte();
    void sizeDifferenceIsAMismatch();
    void unsupportedAlgorithmsAreSaidNotChecked();
    void nothingCheckableIsNotVerified();
    void cancelledRunProvesNothing();
    void missingSegmentIsAnError();
    void ewfContainerIsRefused();
    void verifiesTheRealDcflddLog();
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

void TestVerifier::sizeDifferenceIsAMismatch()
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

void TestVerifier::unsupportedAlgorithmsAreSaidNotChecked()
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

void TestVerifier::nothingCheckableIsNotVerified()
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

void TestVerifier::cancelledRunProvesNothing()
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

void TestVerifier::missingSegmentIsAnError()
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

void TestVerifier::ewfContainerIsRefused()
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
    QVERIFY2(verifier.error().userMessage().contains(u"is an EWF (E01) image"_s),
             qPrintable(verifier.error().userMessage()));
}

// dcfldd's own CI log, against its own input file: all five algorithms, SHA-384 included.
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

QTEST_GUILESS_MAIN(TestVerifier)
#include "tst_verifier.moc"
