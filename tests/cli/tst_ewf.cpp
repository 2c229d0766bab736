// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/ewfcontainer.h"
#include "io/ewfimagesink.h"
#include "testfiles.h"
#include "testprocess.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);
constexpr qint64 MiB = 1024 * 1024;

// 6 MiB + 1 sector of zeros, text and random data (as a drive holds them), so that every
// compression level meets stored, deflated and all-zero chunks, and the last chunk is partial.
QByteArray mixedContent()
{
    QByteArray data;
    data += QByteArray(2 * MiB, '\0');
    const QByteArray line = "evidence item 4711, sector map, examiner's notes, 2026-12-02\n";
    while (data.size() < 4 * MiB)
        data += line;
    data.truncate(4 * MiB);
    data += randomBytes(2 * MiB + 512, 16);
    return data;
}

QString tool(const QString &name)
{
    return QStandardPaths::findExecutable(name);
}

QByteArray flipByte(QByteArray bytes, qint64 offset)
{
    bytes[offset] = char(bytes[offset] ^ 0x5a);
    return bytes;
}

// Adler-32, as EWF checksums its tables.
quint32 adler32(const char *data, qsizetype size)
{
    quint32 a = 1;
    quint32 b = 0;
    for (qsizetype index = 0; index < size; ++index) {
        a = (a + quint8(data[index])) % 65521;
        b = (b + a) % 65521;
    }
    return b << 16 | a;
}

// Moves where chunk `entry` starts, in every table of an E01 segment, by `shift` bytes, and
// fixes the tables' checksums: a damaged table that libewf still trusts.
QByteArray shiftChunkStart(QByteArray segment, int entry, quint32 shift)
{
    qsizetype offset = 13;
    while (offset + 76 <= segment.size()) {
        const QByteArray type(segment.constData() + offset);
        const auto next = qsizetype(qFromLittleEndian<quint64>(segment.constData() + offset + 16));
        if (type == "table" || type == "table2") {
            char *table = segment.data() + offset + 76;
            const quint32 entries = qFromLittleEndian<quint32>(table);
            char *first = table + 24;
            const quint32 value = qFromLittleEndian<quint32>(first + 4 * entry);
            qToLittleEndian<quint32>(value + shift, first + 4 * entry);
            qToLittleEndian<quint32>(adler32(first, 4 * qsizetype(entries)), first + 4 * entries);
        }
        if (next <= offset)
            break;
        offset = next;
    }
    return segment;
}

} // namespace

// E01 images written and read by Custody, checked with the real libewf tools (Debian's
// ewf-tools: ewfverify, ewfinfo, ewfexport, ewfacquire) both ways.
class TestEwf : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void ewfToolsAcceptCustodysE01_data();
    void ewfToolsAcceptCustodysE01();
    void verifiesAnE01ThatEwfacquireMade();
    void damagedE01sGetClearErrors();
    void anE01IsASource();
    void refusesWhatE01CannotDo();
    void convertsARawAcquisitionToE01();
    void anUnfinishedE01NeverLooksComplete();
    void segmentsPastE99AreNamedAsEnCaseNamesThem();
    void aSegmentOfAnotherImageIsNamed();
    void aStoredChunkThatFailsItsChecksumIsLocated();
    void aDamagedChunkTableIsAnErrorNotACrash();

private:
    QString writeSource(const QTemporaryDir &dir);
};

void TestEwf::initTestCase()
{
    for (const QString &name : {u"ewfverify"_s, u"ewfinfo"_s, u"ewfexport"_s, u"ewfacquire"_s})
        QVERIFY2(
            !tool(name).isEmpty(),
            qPrintable(name + u" is not installed; scripts/bootstrap.sh installs ewf-tools"_s));
}

QString TestEwf::writeSource(const QTemporaryDir &dir)
{
    const QString source = dir.filePath(u"source.raw"_s);
    return writeFile(source, mixedContent()) ? source : QString();
}

void TestEwf::ewfToolsAcceptCustodysE01_data()
{
    QTest::addColumn<QString>("compression");
    QTest::addColumn<QString>("segmentSize");
    QTest::addColumn<int>("segments"); // at least
    QTest::newRow("fast, one segment") << u"fast"_s << u"2G"_s << 1;
    QTest::newRow("fast, several segments") << u"fast"_s << u"1M"_s << 2;
    QTest::newRow("best, several segments") << u"best"_s << u"1M"_s << 2;
    QTest::newRow("empty, several segments") << u"empty"_s << u"1M"_s << 4;
    QTest::newRow("none, several segments") << u"none"_s << u"1M"_s << 6;
}

void TestEwf::ewfToolsAcceptCustodysE01()
{
    QFETCH(QString, compression);
    QFETCH(QString, segmentSize);
    QFETCH(int, segments);
    QTemporaryDir dir;
    const QString source = writeSource(dir);
    QVERIFY(!source.isEmpty());
    const QString base = dir.filePath(u"evidence"_s);
    const ProcessResult acquired = runProcess(cli, {u"acquire"_s,
                                                    source,
                                                    base,
                                                    u"--format"_s,
                                                    u"e01"_s,
                                                    u"--compression"_s,
                                                    compression,
                                                    u"--segment-size"_s,
                                                    segmentSize,
                                                    u"--case-number"_s,
                                                    u"2026-114"_s,
                                                    u"--evidence-number"_s,
                                                    u"HD-7"_s,
                                                    u"--examiner"_s,
                                                    u"Jo Examiner"_s,
                                                    u"--description"_s,
                                                    u"seized laptop"_s,
                                                    u"--notes"_s,
                                                    u"bag 12\nshelf\t3"_s,
                                                    u"--verify"_s});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QStringList files;
    for (int number = 1; QFile::exists(base + u".E%1"_s.arg(number, 2, 10, QLatin1Char('0')));
         ++number)
        files << base + u".E%1"_s.arg(number, 2, 10, QLatin1Char('0'));
    QVERIFY2(files.size() >= segments && (segments > 1 || files.size() == 1),
             qPrintable(QString::number(files.size())));

    const ProcessResult verified
        = runProcess(tool(u"ewfverify"_s), {u"-q"_s, u"-d"_s, u"sha1"_s, files.first()});
    QVERIFY2(verified.exitCode == 0 && verified.standardOutput.contains("ewfverify: SUCCESS"),
             verified.describe());

    const QByteArray data = mixedContent();
    const QByteArray md5 = QCryptographicHash::hash(data, QCryptographicHash::Md5).toHex();
    const QByteArray sha1 = QCryptographicHash::hash(data, QCryptographicHash::Sha1).toHex();
    const ProcessResult info = runProcess(tool(u"ewfinfo"_s), {files.first()});
    QVERIFY2(info.exitCode == 0, info.describe());
    for (const QByteArray &expected :
         {QByteArray("2026-114"), QByteArray("HD-7"), QByteArray("Jo Examiner"),
          QByteArray("seized laptop"), QByteArray("Notes:\t\t\tbag 12 shelf 3"),
          QByteArray("Software version used:\tCustody "), QByteArray("Operating system used:"), md5,
          sha1, QByteArray("EnCase 6"), QByteArray("Bytes per sector:\t512")})
        QVERIFY2(info.standardOutput.contains(expected),
                 qPrintable(u"ewfinfo lacks "_s + QString::fromUtf8(expected) + u"\n"_s
                            + QString::fromUtf8(info.standardOutput)));

    // ewfexport's raw data is the medium, byte for byte.
    const QString exported = dir.filePath(u"exported"_s);
    const ProcessResult exportRun
        = runProcess(tool(u"ewfexport"_s),
                     {u"-q"_s, u"-u"_s, u"-f"_s, u"raw"_s, u"-t"_s, exported, files.first()});
    QVERIFY2(exportRun.exitCode == 0, exportRun.describe());
    QVERIFY(readFile(exported + u".raw"_s) == data);

    // The record names the format, the compression and each segment file with its own MD5.
    const QJsonObject record = QJsonDocument::fromJson(readFile(base + u".json"_s)).object();
    QCOMPARE(record[u"settings"_s][u"imageFormat"_s].toString(), u"E01"_s);
    QCOMPARE(record[u"settings"_s][u"compression"_s].toString(), compression);
    int listed = 0;
    for (const QJsonValue &output : record[u"outputs"_s].toArray()) {
        if (output[u"role"_s].toString() != u"image"_s)
            continue;
        QCOMPARE(output[u"path"_s].toString(), files.value(listed));
        QCOMPARE(output[u"md5"_s].toString(), coreutilsDigest(u"md5"_s, files.value(listed)));
        ++listed;
    }
    QCOMPARE(listed, files.size());
    // Custody verifies its own E01 by the digests inside and every hashlog beside it; md5sum's
    // list of the segment files (the container's bytes) is left out with a note, not taken for
    // the media data's digest.
    const ProcessResult segmentSums = runProcess(u"md5sum"_s, QStringList{u"-b"_s} + files);
    QVERIFY(writeFile(files.first() + u".md5"_s, segmentSums.standardOutput));
    const ProcessResult own = runProcess(cli, {u"verify"_s, files.last()});
    QVERIFY2(own.exitCode == 0 && own.standardOutput.contains("Verdict: MATCH")
                 && own.standardOutput.contains("hashes the E01's segment files themselves"),
             own.describe());
}

void TestEwf::verifiesAnE01ThatEwfacquireMade()
{
    QTemporaryDir dir;
    const QString source = writeSource(dir);
    const QString base = dir.filePath(u"peer"_s);
    const ProcessResult made
        = runProcess(tool(u"ewfacquire"_s), {u"-u"_s, u"-t"_s, base, u"-c"_s, u"fast"_s, u"-d"_s,
                                             u"sha1"_s, u"-S"_s, u"1MiB"_s, source});
    QVERIFY2(made.exitCode == 0, made.describe());
    const ProcessResult clean = runProcess(cli, {u"verify"_s, base + u".E01"_s});
    QVERIFY2(clean.exitCode == 0 && clean.standardOutput.contains("Verdict: MATCH"),
             clean.describe());

    // One byte changed inside a deflated chunk of the second segment: the chunk fails its
    // checksum, and the report names its range and its file.
    const QString second = base + u".E02"_s;
    const QByteArray original = readFile(second);
    QVERIFY(writeFile(second, flipByte(original, original.size() / 2)));
    const ProcessResult changed = runProcess(cli, {u"verify"_s, base + u".E01"_s});
    QVERIFY2(changed.exitCode == 1 && changed.standardOutput.contains("Verdict: MISMATCH")
                 && changed.standardOutput.contains("CHECKSUM ERROR  bytes ")
                 && changed.standardOutput.contains(" in peer.E02"),
             changed.describe());
    const ProcessResult json = runProcess(cli, {u"verify"_s, base + u".E01"_s, u"--json"_s});
    const QJsonArray errors
        = QJsonDocument::fromJson(json.standardOutput).object()[u"checksumErrors"_s].toArray();
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.first()[u"file"_s].toString(), second);
    QCOMPARE(errors.first()[u"length"_s].toInteger(), 32768);
    QCOMPARE(errors.first()[u"offset"_s].toInteger() % 32768, 0);
}

void TestEwf::damagedE01sGetClearErrors()
{
    QTemporaryDir dir;
    const QString source = writeSource(dir);
    const QString base = dir.filePath(u"peer"_s);
    const ProcessResult made
        = runProcess(tool(u"ewfacquire"_s),
                     {u"-u"_s, u"-t"_s, base, u"-c"_s, u"fast"_s, u"-S"_s, u"1MiB"_s, source});
    QVERIFY2(made.exitCode == 0, made.describe());
    QStringList segments = QDir(dir.path()).entryList({u"peer.E*"_s}, QDir::Files, QDir::Name);
    QVERIFY(segments.size() >= 3);

    // The last segment cut short: its closing sections are gone.
    const QString last = dir.filePath(segments.last());
    QByteArray lastBytes = readFile(last);
    QVERIFY(writeFile(last, lastBytes.left(lastBytes.size() / 2)));
    const ProcessResult truncated = runProcess(cli, {u"verify"_s, base + u".E01"_s});
    QVERIFY2(truncated.exitCode == 2 && truncated.standardError.contains(last.toUtf8())
                 && truncated.standardError.contains("incomplete or damaged"),
             truncated.describe());
    QVERIFY(writeFile(last, lastBytes));

    // A middle segment missing: named, whichever segment is given.
    const QString middle = base + u".E02"_s;
    QVERIFY(QFile::rename(middle, middle + u".away"_s));
    for (const QString &given : {base + u".E01"_s, last}) {
        const ProcessResult missing = runProcess(cli, {u"verify"_s, given});
        QVERIFY2(missing.exitCode == 2
                     && missing.standardError.contains("segment " + middle.toUtf8()
                                                       + " of the E01 image is missing"),
                 missing.describe());
    }
}

void TestEwf::anE01IsASource()
{
    QTemporaryDir dir;
    const QString source = writeSource(dir);
    const QString e01 = dir.filePath(u"first"_s);
    QVERIFY(runProcess(cli, {u"acquire"_s, source, e01, u"--format"_s, u"e01"_s}).exitCode == 0);
    // To raw: the medium again, byte for byte.
    const QString raw = dir.filePath(u"again"_s);
    const ProcessResult toRaw = runProcess(cli, {u"acquire"_s, e01 + u".E01"_s, raw});
    QVERIFY2(toRaw.exitCode == 0, toRaw.describe());
    QVERIFY(readFile(raw + u".dd"_s) == mixedContent());
    // To E01 again, recompressed: the same digests inside.
    const QString best = dir.filePath(u"best"_s);
    const ProcessResult recompressed
        = runProcess(cli, {u"acquire"_s, e01 + u".E01"_s, best, u"--format"_s, u"e01"_s,
                           u"--compression"_s, u"best"_s});
    QVERIFY2(recompressed.exitCode == 0, recompressed.describe());
    const ProcessResult verified
        = runProcess(tool(u"ewfverify"_s), {u"-q"_s, u"-d"_s, u"sha1"_s, best + u".E01"_s});
    QVERIFY2(verified.standardOutput.contains("ewfverify: SUCCESS"), verified.describe());

    // A chunk that fails its checksum is read as unreadable sectors, never as good data.
    QByteArray container = readFile(e01 + u".E01"_s);
    QVERIFY(writeFile(e01 + u".E01"_s, flipByte(container, container.size() / 2)));
    const QString fromDamaged = dir.filePath(u"damaged"_s);
    const ProcessResult damaged
        = runProcess(cli, {u"acquire"_s, e01 + u".E01"_s, fromDamaged, u"--json"_s});
    QVERIFY2(damaged.exitCode == 0, damaged.describe());
    const QJsonObject result
        = QJsonDocument::fromJson(damaged.standardOutput).object()[u"result"_s].toObject();
    QCOMPARE(result[u"bytesUnreadable"_s].toInteger(), 32768);
}

void TestEwf::refusesWhatE01CannotDo()
{
    QTemporaryDir dir;
    const QString source = writeSource(dir);
    const QString base = dir.filePath(u"e"_s);
    const auto refused = [&](const QStringList &extra, const QByteArray &why) {
        const ProcessResult run = runProcess(
            cli, QStringList{u"acquire"_s, source, base, u"--format"_s, u"e01"_s} + extra);
        return run.exitCode == 2 && run.standardError.contains(why) ? QByteArray() : run.describe();
    };
    QCOMPARE(refused({u"--preset"_s, u"rescue"_s}, "custody-cli convert"), QByteArray());
    QCOMPARE(refused({u"--hash"_s, u"sha256"_s}, "MD5 and SHA-1"), QByteArray());
    QCOMPARE(refused({u"--chunk-size"_s, u"3000"_s}, "power of two"), QByteArray());
    QCOMPARE(refused({u"--split"_s, u"1M"_s}, "--segment-size"), QByteArray());
    QCOMPARE(refused({u"--compression"_s, u"max"_s}, "none, empty, fast or best"), QByteArray());
    QCOMPARE(refused({u"--resume"_s}, "cannot be resumed"), QByteArray());
    QVERIFY(!QFile::exists(base + u".E01"_s));
    const ProcessResult rawWithCompression
        = runProcess(cli, {u"acquire"_s, source, base, u"--compression"_s, u"fast"_s});
    QVERIFY2(rawWithCompression.exitCode == 2
                 && rawWithCompression.standardError.contains("--format e01"),
             rawWithCompression.describe());
}

void TestEwf::convertsARawAcquisitionToE01()
{
    QTemporaryDir dir;
    const QString source = writeSource(dir);
    const QString base = dir.filePath(u"rescued"_s);
    const ProcessResult rescued
        = runProcess(cli, {u"acquire"_s, source, base, u"--preset"_s, u"rescue"_s,
                           u"--case-number"_s, u"2026-115"_s, u"--hash"_s, u"sha256"_s});
    QVERIFY2(rescued.exitCode == 0, rescued.describe());
    const ProcessResult converted = runProcess(cli, {u"convert"_s, base + u".json"_s, u"--format"_s,
                                                     u"e01"_s, u"--segment-size"_s, u"2M"_s});
    QVERIFY2(converted.exitCode == 0, converted.describe());
    const ProcessResult verified
        = runProcess(tool(u"ewfverify"_s), {u"-q"_s, u"-d"_s, u"sha1"_s, base + u".E01"_s});
    QVERIFY2(verified.standardOutput.contains("ewfverify: SUCCESS"), verified.describe());
    const ProcessResult info = runProcess(tool(u"ewfinfo"_s), {base + u".E01"_s});
    QVERIFY2(info.standardOutput.contains("2026-115")
                 && info.standardOutput.contains("Converted by Custody from the raw image"),
             info.describe());
    // The record's SHA-256 is what Custody computed from the same read as the E01's digests.
    const QJsonObject record = QJsonDocument::fromJson(readFile(base + u".json"_s)).object();
    const QString recordedSha256 = record[u"hashes"_s].toArray().first()[u"digest"_s].toString();
    QCOMPARE(recordedSha256.size(), 64);
    QVERIFY(converted.standardOutput.contains(recordedSha256.toUtf8()));
    // The acquisition log names the E01, how it was written and how it was checked.
    const QByteArray log = readFile(base + u".txt"_s);
    const qsizetype noted = log.indexOf("Converted ");
    QVERIFY2(noted > 0, log.constData());
    const QByteArray line = log.mid(noted, log.indexOf('\n', noted) - noted);
    QVERIFY2(line.contains("to E01 (compression fast, segments of at most 2097152 bytes): ")
                 && line.contains(QFileInfo(base + u".E01"_s).absoluteFilePath().toUtf8())
                 && line.endsWith("; the image read for it has the SHA-256 of the whole image "
                                  "that this log gives"),
             line.constData());

    // A raw image that changed since its record is refused, and no E01 is left.
    const QString again = dir.filePath(u"changed"_s);
    QVERIFY(runProcess(cli, {u"acquire"_s, source, again, u"--preset"_s, u"rescue"_s}).exitCode
            == 0);
    QVERIFY(writeFile(again + u".dd"_s, flipByte(readFile(again + u".dd"_s), 12345)));
    const ProcessResult refused
        = runProcess(cli, {u"convert"_s, again + u".json"_s, u"--format"_s, u"e01"_s});
    QVERIFY2(refused.exitCode == 1
                 && refused.standardError.contains("no longer matches its record"),
             refused.describe());
    QVERIFY(QDir(dir.path()).entryList({u"changed*.E01"_s}).isEmpty());
}

// An E01 whose acquisition stopped after its last byte was written but before it was finished
// (a failed sync, a failed digest) is left without its closing sections: neither ewfverify nor
// Custody takes it for a complete image, and finish() refuses a short image.
void TestEwf::anUnfinishedE01NeverLooksComplete()
{
    QTemporaryDir dir;
    const QByteArray data = mixedContent();
    const auto bytes = std::span(reinterpret_cast<const std::byte *>(data.constData()),
                                 std::size_t(data.size()));
    Custody::ImageDescription description;
    const QString base = dir.filePath(u"unfinished"_s);
    {
        auto sink = Custody::EwfImageSink::create(base, {}, description, data.size(),
                                                  Custody::OutputMode::CreateNew);
        QVERIFY(sink);
        QVERIFY((*sink)->writeAt(0, bytes));
        QVERIFY((*sink)->sync());
    } // destroyed unfinished
    const ProcessResult peer = runProcess(tool(u"ewfverify"_s), {u"-q"_s, base + u".E01"_s});
    QVERIFY2(!peer.standardOutput.contains("SUCCESS"), peer.describe());
    const ProcessResult own = runProcess(cli, {u"verify"_s, base + u".E01"_s});
    QVERIFY2(own.exitCode == 2 && own.standardError.contains("incomplete or damaged"),
             own.describe());

    // What an E01 stores of the drive: ewfinfo shows it.
    description.model = u"WDC WD10EZEX-08WN4A0"_s;
    description.serial = u"WD-WCC6Y0JPPKXL"_s;
    description.removable = true;
    const QString described = dir.filePath(u"described"_s);
    auto finished = Custody::EwfImageSink::create(described, {}, description, data.size(),
                                                  Custody::OutputMode::CreateNew);
    QVERIFY(finished);
    QVERIFY((*finished)->writeAt(0, bytes));
    QVERIFY((*finished)->finish({}));
    const ProcessResult info = runProcess(tool(u"ewfinfo"_s), {described + u".E01"_s});
    QVERIFY2(info.standardOutput.contains("Model:\t\t\tWDC WD10EZEX-08WN4A0")
                 && info.standardOutput.contains("Serial number:\t\tWD-WCC6Y0JPPKXL")
                 && info.standardOutput.contains("Media type:\t\tremovable disk")
                 && info.standardOutput.contains("Is physical:\t\tyes"),
             info.describe());

    auto shortSink = Custody::EwfImageSink::create(dir.filePath(u"short"_s), {}, description,
                                                   data.size(), Custody::OutputMode::CreateNew);
    QVERIFY(shortSink);
    QVERIFY((*shortSink)->writeAt(0, bytes.first(bytes.size() / 2)));
    QVERIFY(!(*shortSink)->finish({}));
}

void TestEwf::segmentsPastE99AreNamedAsEnCaseNamesThem()
{
    QTemporaryDir dir;
    const QString source = dir.filePath(u"source.raw"_s);
    QVERIFY(writeFile(source, mixedContent().repeated(17))); // 102 MiB, 1 MiB per segment
    const QString base = dir.filePath(u"long"_s);
    const ProcessResult acquired
        = runProcess(cli, {u"acquire"_s, source, base, u"--format"_s, u"e01"_s, u"--compression"_s,
                           u"none"_s, u"--segment-size"_s, u"1M"_s});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    const QStringList segments = QDir(dir.path()).entryList({u"long.E*"_s}, QDir::Files);
    QVERIFY2(segments.size() > 101, qPrintable(segments.join(u' ')));
    for (const QString &name : {u"long.E99"_s, u"long.EAA"_s, u"long.EAB"_s})
        QVERIFY2(segments.contains(name), qPrintable(segments.join(u' ')));
    QVERIFY(!segments.contains(u"long.E100"_s));
    const ProcessResult peer = runProcess(tool(u"ewfverify"_s), {u"-q"_s, base + u".E01"_s});
    QVERIFY2(peer.exitCode == 0 && peer.standardOutput.contains("SUCCESS"), peer.describe());
    // Any segment names the whole set, one past E99 as well.
    const ProcessResult verified = runProcess(cli, {u"verify"_s, base + u".EAB"_s});
    QVERIFY2(verified.exitCode == 0 && verified.standardOutput.contains("Verdict: MATCH"),
             verified.describe());
}

void TestEwf::aSegmentOfAnotherImageIsNamed()
{
    QTemporaryDir dir;
    const QString source = writeSource(dir);
    const QString base = dir.filePath(u"first"_s);
    const QString other = dir.filePath(u"second"_s);
    for (const QString &image : {base, other})
        QCOMPARE(runProcess(cli, {u"acquire"_s, source, image, u"--format"_s, u"e01"_s,
                                  u"--segment-size"_s, u"1M"_s, u"--compression"_s, u"none"_s})
                     .exitCode,
                 0);

    // Custody gives every image its own set identifier: a segment of another acquisition of the
    // same drive (the same media data) is refused by name, as is a segment renamed to another
    // place in the set.
    const QString second = base + u".E02"_s;
    const QByteArray secondBytes = readFile(second);
    for (const auto &[intruder, why] :
         {std::pair{readFile(other + u".E02"_s),
                    "and "_ba + base.toUtf8() + ".E01 belong to different E01 images"},
          std::pair{readFile(base + u".E03"_s),
                    "is segment 3 of an E01 image, not segment 2"_ba}}) {
        QVERIFY(writeFile(second, intruder));
        const ProcessResult foreign = runProcess(cli, {u"verify"_s, base + u".E01"_s});
        QVERIFY2(foreign.exitCode == 2
                     && foreign.standardError.contains(second.toUtf8() + ' ' + why),
                 foreign.describe());
    }
    QVERIFY(writeFile(second, secondBytes));
    QCOMPARE(runProcess(cli, {u"verify"_s, base + u".E01"_s}).exitCode, 0);

    // ewfacquire 20140813 writes no set identifier: a segment of another of its images is found
    // only by the digests, and is a MISMATCH.
    const QString changedSource = dir.filePath(u"changed.raw"_s);
    QVERIFY(writeFile(changedSource, flipByte(mixedContent(), 5 * MiB + MiB / 2)));
    const QString peer = dir.filePath(u"peer"_s);
    const QString peerOther = dir.filePath(u"peerother"_s);
    for (const auto &[image, input] :
         {std::pair{peer, source}, std::pair{peerOther, changedSource}})
        QCOMPARE(runProcess(tool(u"ewfacquire"_s), {u"-u"_s, u"-t"_s, image, u"-c"_s, u"fast"_s,
                                                    u"-S"_s, u"1MiB"_s, input})
                     .exitCode,
                 0);
    // The segment that holds the changed byte, and only it, differs between the two.
    int differing = 2;
    while (readFile(Custody::Ewf::segmentPath(peer, differing))
           == readFile(Custody::Ewf::segmentPath(peerOther, differing)))
        QVERIFY(QFile::exists(Custody::Ewf::segmentPath(peer, ++differing)));
    QVERIFY(writeFile(Custody::Ewf::segmentPath(peer, differing),
                      readFile(Custody::Ewf::segmentPath(peerOther, differing))));
    const ProcessResult mixed = runProcess(cli, {u"verify"_s, peer + u".E01"_s});
    QVERIFY2(mixed.exitCode == 1 && mixed.standardOutput.contains("Verdict: MISMATCH"),
             mixed.describe());
}

void TestEwf::aStoredChunkThatFailsItsChecksumIsLocated()
{
    QTemporaryDir dir;
    const QString source = writeSource(dir);
    const QString base = dir.filePath(u"stored"_s);
    QCOMPARE(runProcess(cli, {u"acquire"_s, source, base, u"--format"_s, u"e01"_s,
                              u"--compression"_s, u"none"_s})
                 .exitCode,
             0);
    // Chunks are stored as they are, each followed by its Adler-32: a byte changed in the
    // random part (5 MiB in) fails that chunk's checksum and no other.
    const QString e01 = base + u".E01"_s;
    const QByteArray original = readFile(e01);
    const qsizetype at = original.indexOf(mixedContent().mid(5 * MiB, 64));
    QVERIFY(at > 0);
    QVERIFY(writeFile(e01, flipByte(original, at + 100)));
    const ProcessResult json = runProcess(cli, {u"verify"_s, e01, u"--json"_s});
    QCOMPARE(json.exitCode, 1);
    const QJsonArray errors
        = QJsonDocument::fromJson(json.standardOutput).object()[u"checksumErrors"_s].toArray();
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.first()[u"offset"_s].toInteger(), 5 * MiB);
    QCOMPARE(errors.first()[u"length"_s].toInteger(), 32768);
    QCOMPARE(errors.first()[u"file"_s].toString(), e01);
    const ProcessResult peer = runProcess(tool(u"ewfverify"_s), {u"-q"_s, e01});
    QVERIFY2(peer.exitCode != 0 && peer.standardOutput.contains("FAILURE"), peer.describe());
}

void TestEwf::aDamagedChunkTableIsAnErrorNotACrash()
{
    QTemporaryDir dir;
    const QString source = writeSource(dir);
    const QString base = dir.filePath(u"damaged"_s);
    QCOMPARE(runProcess(cli, {u"acquire"_s, source, base, u"--format"_s, u"e01"_s}).exitCode, 0);
    // Chunk 5 said to start 300 KiB later: libewf 20140813 hands over chunk 4 (deflated zeros,
    // a few bytes) at 300 KiB, unchecked, into the reader's buffer, then cannot fetch chunk 5.
    const QString e01 = base + u".E01"_s;
    QVERIFY(writeFile(e01, shiftChunkStart(readFile(e01), 5, 300 * 1024)));
    const ProcessResult damaged = runProcess(cli, {u"verify"_s, e01});
    const QByteArray said = damaged.standardOutput + damaged.standardError;
    QVERIFY2(damaged.exitCode == 2 && said.contains("Verdict: FAILED")
                 && said.contains("could not read the chunk of bytes 163840-196607")
                 && said.contains(e01.toUtf8()),
             damaged.describe());
}

QTEST_GUILESS_MAIN(TestEwf)
#include "tst_ewf.moc"
