// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "testprocess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 mebibyte = 1024 * 1024;
constexpr qint64 flippedOffset = mebibyte + 4321; // in the second MiB: the second window

// What the peer tool made: the image to verify and the hashlog(s), none for the default.
struct Prepared
{
    QString image;
    QStringList hashlogs;
    QByteArray failure; // why the tool could not prepare it
};

enum class Peer {
    Dc3ddLog,
    Dc3ddSplitHlog,
    DcflddHashwindow,
    DcflddStderr,
    CoreutilsSidecars,
    CoreutilsTag,
    CoreutilsBinary,
    EwfacquireLog,
    EwfverifyOutput,
    EwfinfoOutput,
    EwfexportRaw,
};

QString tool(const QString &name)
{
    return QStandardPaths::findExecutable(name);
}

bool writeSource(const QString &path, qint64 bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    QByteArray data(bytes, Qt::Uninitialized);
    for (qint64 index = 0; index < bytes; ++index)
        data[index] = char((index * 2654435761u) >> 11);
    return file.write(data) == bytes;
}

// Runs a tool and, for the coreutils ones, saves its standard output as `output`.
QByteArray run(const QString &program, const QStringList &arguments, const QDir &dir,
               const QString &output = {})
{
    if (tool(program).isEmpty())
        return program.toUtf8() + " is not installed; scripts/bootstrap.sh installs it";
    const ProcessResult result = runProcess(tool(program), arguments, dir.path());
    if (result.exitCode != 0)
        return program.toUtf8() + ": " + result.describe();
    if (!output.isEmpty()) {
        QFile file(dir.filePath(output));
        if (!file.open(QIODevice::WriteOnly) || file.write(result.standardOutput) < 0)
            return "cannot write " + output.toUtf8();
    }
    return {};
}

// An E01 of source.raw with the ewfacquire log, for the ewf rows.
QByteArray acquireEwf(const QDir &dir)
{
    return run(u"ewfacquire"_s,
               {u"-u"_s, u"-q"_s, u"-t"_s, u"disk"_s, u"-d"_s, u"sha1,sha256"_s, u"-l"_s,
                u"disk.log"_s, u"source.raw"_s},
               dir);
}

Prepared prepare(Peer peer, const QDir &dir)
{
    const QString raw = dir.filePath(u"disk.dd"_s);
    Prepared prepared{raw, {}, {}};
    switch (peer) {
    case Peer::Dc3ddLog:
        prepared.failure = run(u"dc3dd"_s,
                               {u"if=source.raw"_s, u"of=disk.dd"_s, u"hash=md5"_s, u"hash=sha1"_s,
                                u"hash=sha256"_s, u"log=disk.log"_s},
                               dir);
        break;
    case Peer::Dc3ddSplitHlog:
        // hofs= writes the segments and makes dc3dd log a hash per segment.
        prepared.image = dir.filePath(u"disk.000"_s);
        prepared.failure = run(u"dc3dd"_s,
                               {u"if=source.raw"_s, u"hofs=disk.000"_s, u"ofsz=1M"_s, u"hash=md5"_s,
                                u"hash=sha512"_s, u"hlog=disk.hlog"_s},
                               dir);
        break;
    case Peer::DcflddHashwindow:
        prepared.failure
            = run(u"dcfldd"_s,
                  {u"if=source.raw"_s, u"of=disk.dd"_s, u"hash=md5,sha1,sha256,sha384"_s,
                   u"hashwindow=1M"_s, u"hashlog=disk.hash"_s},
                  dir);
        break;
    case Peer::DcflddStderr: {
        // Without hashlog= the hashes go to stderr, between progress messages (every 256
        // blocks of bs=4k here, so that there are some).
        if (tool(u"dcfldd"_s).isEmpty())
            return {{}, {}, "dcfldd is not installed; scripts/bootstrap.sh installs it"};
        const ProcessResult result
            = runProcess(tool(u"dcfldd"_s),
                         {u"if=source.raw"_s, u"of=disk.dd"_s, u"bs=4k"_s, u"sizeprobe=if"_s,
                          u"hash=md5,sha1"_s, u"hashwindow=1M"_s},
                         dir.path());
        QFile log(dir.filePath(u"dcfldd.stderr"_s));
        if (result.exitCode != 0 || !log.open(QIODevice::WriteOnly)
            || log.write(result.standardError) != result.standardError.size())
            prepared.failure = "dcfldd: " + result.describe();
        prepared.hashlogs = {log.fileName()};
        break;
    }
    case Peer::CoreutilsSidecars:
        QFile::copy(dir.filePath(u"source.raw"_s), raw);
        for (const QString &algorithm : {u"md5"_s, u"sha1"_s, u"sha256"_s}) {
            prepared.failure
                += run(algorithm + u"sum"_s, {u"disk.dd"_s}, dir, u"disk.dd."_s + algorithm);
        }
        break;
    case Peer::CoreutilsTag:
        QFile::copy(dir.filePath(u"source.raw"_s), raw);
        prepared.failure = run(u"sha256sum"_s, {u"--tag"_s, u"disk.dd"_s}, dir, u"SHA256SUMS"_s);
        prepared.hashlogs = {dir.filePath(u"SHA256SUMS"_s)};
        break;
    case Peer::CoreutilsBinary:
        QFile::copy(dir.filePath(u"source.raw"_s), raw);
        prepared.failure = run(u"md5sum"_s, {u"-b"_s, u"disk.dd"_s}, dir, u"checksums.md5"_s);
        prepared.hashlogs = {dir.filePath(u"checksums.md5"_s)};
        break;
    case Peer::EwfacquireLog:
        QFile::copy(dir.filePath(u"source.raw"_s), raw);
        prepared.failure = acquireEwf(dir);
        break;
    case Peer::EwfverifyOutput:
        QFile::copy(dir.filePath(u"source.raw"_s), raw);
        prepared.failure = acquireEwf(dir); // first: the operands of + are unsequenced
        prepared.failure += run(u"ewfverify"_s, {u"-q"_s, u"-d"_s, u"sha1,sha256"_s, u"disk.E01"_s},
                                dir, u"verify.txt"_s);
        prepared.hashlogs = {dir.filePath(u"verify.txt"_s)};
        break;
    case Peer::EwfinfoOutput:
        QFile::copy(dir.filePath(u"source.raw"_s), raw);
        prepared.failure = acquireEwf(dir);
        prepared.failure += run(u"ewfinfo"_s, {u"disk.E01"_s}, dir, u"info.txt"_s);
        prepared.hashlogs = {dir.filePath(u"info.txt"_s)};
        break;
    case Peer::EwfexportRaw:
        // The raw image comes out of the E01: the examiner's path when only an E01 is at hand.
        prepared.failure = acquireEwf(dir);
        prepared.failure += run(
            u"ewfexport"_s,
            {u"-u"_s, u"-q"_s, u"-f"_s, u"raw"_s, u"-t"_s, u"exported"_s, u"disk.E01"_s}, dir);
        prepared.image = dir.filePath(u"exported.raw"_s);
        prepared.hashlogs = {dir.filePath(u"disk.log"_s)};
        break;
    }
    return prepared;
}

struct Verification
{
    int exitCode = -1;
    QJsonObject report;
    QByteArray output;
};

Verification verify(const Prepared &prepared, const QStringList &extraArguments = {})
{
    QStringList arguments{u"verify"_s, prepared.image, u"--json"_s};
    for (const QString &hashlog : prepared.hashlogs)
        arguments << u"--hashlog"_s << hashlog;
    const ProcessResult result
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH), arguments + extraArguments);
    return {result.exitCode, QJsonDocument::fromJson(result.standardOutput).object(),
            result.describe()};
}

bool flipByte(const QString &firstFile, qint64 offset)
{
    // Segments are 1 MiB: the byte is in the second one.
    const bool split = firstFile.endsWith(u".000"_s);
    QFile file(split ? firstFile.chopped(3) + u"001"_s : firstFile);
    const qint64 position = split ? offset - mebibyte : offset;
    char byte = 0;
    return file.open(QIODevice::ReadWrite) && file.seek(position) && file.getChar(&byte)
           && file.seek(position) && file.putChar(char(~byte));
}

} // namespace

Q_DECLARE_METATYPE(Peer)

// custody-cli verify against what the real peer tools from Debian's packages write (dc3dd,
// dcfldd, coreutils, ewf-tools), on a generated image: a match, then, after one flipped byte,
// a mismatch located in its window where the log has windows. Exit codes 0, 1 and 2.
class TestVerifyInterop : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void verifiesPeerLogs_data();
    void verifiesPeerLogs();
    void exitCodes_data();
    void exitCodes();
    void writesThePdfReport();
};

void TestVerifyInterop::verifiesPeerLogs_data()
{
    QTest::addColumn<Peer>("peer");
    QTest::addColumn<qint64>("imageBytes");
    QTest::addColumn<int>("checks");
    QTest::addColumn<int>("windowsPerAlgorithm");
    // ewfacquire 20140813 drops a final partial sector from the E01, so its images are whole
    // sectors; the others end in a partial one, as real media rarely do but files may.
    const qint64 partial = 3 * mebibyte + 1000;
    const qint64 sectors = 3 * mebibyte + 512 * 9;
    QTest::newRow("dc3dd log=, default hashlog") << Peer::Dc3ddLog << partial << 3 << 0;
    QTest::newRow("dc3dd hlog= of split output, piecewise")
        << Peer::Dc3ddSplitHlog << 2 * mebibyte + 100 << 8 << 3;
    QTest::newRow("dcfldd hashwindow=1M") << Peer::DcflddHashwindow << partial << 20 << 4;
    QTest::newRow("dcfldd stderr with progress, hashwindow=1M")
        << Peer::DcflddStderr << partial << 10 << 4;
    QTest::newRow("md5sum/sha1sum/sha256sum sidecars, default")
        << Peer::CoreutilsSidecars << partial << 3 << 0;
    QTest::newRow("sha256sum --tag") << Peer::CoreutilsTag << partial << 1 << 0;
    QTest::newRow("md5sum -b") << Peer::CoreutilsBinary << partial << 1 << 0;
    QTest::newRow("ewfacquire -l log, default") << Peer::EwfacquireLog << sectors << 3 << 0;
    QTest::newRow("ewfverify output") << Peer::EwfverifyOutput << sectors << 3 << 0;
    QTest::newRow("ewfinfo output") << Peer::EwfinfoOutput << sectors << 2 << 0;
    QTest::newRow("ewfexport raw against the ewfacquire log")
        << Peer::EwfexportRaw << sectors << 3 << 0;
}

void TestVerifyInterop::verifiesPeerLogs()
{
    QFETCH(Peer, peer);
    QFETCH(qint64, imageBytes);
    QFETCH(int, checks);
    QFETCH(int, windowsPerAlgorithm);
    QTemporaryDir temporary;
    QVERIFY(temporary.isValid());
    const QDir dir(temporary.path());
    QVERIFY(writeSource(dir.filePath(u"source.raw"_s), imageBytes));
    const Prepared prepared = prepare(peer, dir);
    QVERIFY2(prepared.failure.isEmpty(), prepared.failure.constData());

    const Verification clean = verify(prepared);
    QVERIFY2(clean.exitCode == 0, clean.output.constData());
    QCOMPARE(clean.report[u"verdict"_s].toString(), u"match"_s);
    QCOMPARE(clean.report[u"checks"_s].toArray().size(), checks);
    QCOMPARE(clean.report[u"summary"_s][u"matched"_s].toInt(), checks);

    QVERIFY(flipByte(prepared.image, flippedOffset));
    const Verification changed = verify(prepared);
    QVERIFY2(changed.exitCode == 1, changed.output.constData());
    QCOMPARE(changed.report[u"verdict"_s].toString(), u"mismatch"_s);
    int located = 0;
    for (const QJsonValue &value : changed.report[u"checks"_s].toArray()) {
        const QJsonObject check = value.toObject();
        if (check[u"scope"_s].toString() == u"whole") {
            QCOMPARE(check[u"outcome"_s].toString(), u"mismatch"_s);
            continue;
        }
        const qint64 offset = check[u"offset"_s].toInteger();
        const bool holdsTheByte
            = offset <= flippedOffset && flippedOffset < offset + check[u"length"_s].toInteger();
        QCOMPARE(check[u"outcome"_s].toString(), holdsTheByte ? u"mismatch"_s : u"match"_s);
        located += holdsTheByte;
    }
    const int algorithms = windowsPerAlgorithm > 0 ? checks / (windowsPerAlgorithm + 1) : 0;
    QCOMPARE(located, algorithms);
}

void TestVerifyInterop::exitCodes_data()
{
    QTest::addColumn<QString>("hashlog"); // written next to disk.dd; empty: none
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("fragment"); // in stdout or stderr
    QTest::newRow("help") << QString() << QByteArray() << QStringList{u"--help"_s} << 0
                          << u"Usage: custody-cli verify IMAGE"_s;
    QTest::newRow("no image") << QString() << QByteArray() << QStringList{u"--json"_s} << 2
                              << u"give one IMAGE"_s;
    QTest::newRow("no hashlog next to the image")
        << QString() << QByteArray() << QStringList{u"IMAGE"_s} << 2 << u"no hashlog next to"_s;
    QTest::newRow("malformed hashlog: file and line named")
        << u"disk.md5"_s << QByteArray("411cdb2cf5017a78183ad42d3da059a6  disk.dd\n411cdb2c\n")
        << QStringList{u"IMAGE"_s} << 2 << u"disk.md5 could not be read: line 2:"_s;
    QTest::newRow("only an algorithm Custody cannot compute")
        << u"distinfo"_s
        << QByteArray("RMD160 (disk.dd) = a90387c07488cfd3b1f87a34dcf9297983e174c5\n")
        << QStringList{u"IMAGE"_s, u"--hashlog"_s, u"HASHLOG"_s} << 2 << u"NOT VERIFIED"_s;
    QTest::newRow("a damaged E01 given as the image")
        << u"disk.E01"_s << QByteArray("EVF\t\r\n\xff\0", 8)
        << QStringList{u"HASHLOG"_s, u"--hashlog"_s, u"EWFINFO"_s} << 2
        << u"libewf could not open"_s;
    QTest::newRow("missing image")
        << u"disk.md5"_s << QByteArray("411cdb2cf5017a78183ad42d3da059a6  disk.dd\n")
        << QStringList{u"MISSING"_s, u"--hashlog"_s, u"HASHLOG"_s} << 2 << u"missing.dd"_s;
}

void TestVerifyInterop::exitCodes()
{
    QFETCH(QString, hashlog);
    QFETCH(QByteArray, content);
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, fragment);
    QTemporaryDir temporary;
    const QDir dir(temporary.path());
    QVERIFY(writeSource(dir.filePath(u"disk.dd"_s), 4096));
    if (!hashlog.isEmpty()) {
        QFile file(dir.filePath(hashlog));
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(content) == content.size());
    }
    arguments.replaceInStrings(u"IMAGE"_s, dir.filePath(u"disk.dd"_s));
    arguments.replaceInStrings(u"MISSING"_s, dir.filePath(u"missing.dd"_s));
    arguments.replaceInStrings(u"HASHLOG"_s, dir.filePath(hashlog));
    arguments.replaceInStrings(
        u"EWFINFO"_s,
        QStringLiteral(CUSTODY_TEST_DATA_DIR "/hashlogs/ewfinfo-20140813-ftk-imager-e01-usb.txt"));
    const ProcessResult result
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH), QStringList{u"verify"_s} + arguments);
    QVERIFY2(result.exitCode == exitCode, result.describe().constData());
    QVERIFY2(QString::fromUtf8(result.standardOutput + result.standardError).contains(fragment),
             result.describe().constData());
}

// --pdf: the report laid out as the acquisition report's, read back with poppler; an existing
// file is refused before the image is read, and left as it was.
void TestVerifyInterop::writesThePdfReport()
{
    QTemporaryDir temporary;
    const QDir dir(temporary.path());
    const QString image = dir.filePath(u"disk.dd"_s);
    QVERIFY(writeSource(image, 1 << 20));
    QFile sums(dir.filePath(u"disk.sha256"_s));
    QVERIFY(sums.open(QIODevice::WriteOnly));
    sums.write((coreutilsDigest(u"sha256"_s, image) + u"  disk.dd\n"_s).toUtf8());
    sums.close();
    const QString pdf = dir.filePath(u"disk.verification.pdf"_s);
    // A stale DISPLAY, as in a tmux session that outlived its X login: the PDF needs no display.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(u"QT_QPA_PLATFORM"_s);
    environment.insert(u"DISPLAY"_s, u":4321"_s);
    const ProcessResult written = runProcess(QStringLiteral(CUSTODY_CLI_PATH),
                                             {u"verify"_s, image, u"-pdf"_s, pdf}, environment);
    QVERIFY2(written.exitCode == 0, written.describe().constData());
    QVERIFY2(written.standardError.contains("SHA-256 "
                                            + coreutilsDigest(u"sha256"_s, pdf).toLatin1() + '\n'),
             written.describe().constData());
    const ProcessResult text = runProcess(u"pdftotext"_s, {pdf, u"-"_s});
    QCOMPARE(text.exitCode, 0);
    for (const char *expected : {"Verification report", "Verdict: MATCH", "disk.sha256, line 1",
                                 "Signatures", "Page 1 of"})
        QVERIFY2(text.standardOutput.contains(expected), text.standardOutput.constData());

    QFile existing(pdf);
    QVERIFY(existing.open(QIODevice::ReadOnly));
    const QByteArray bytes = existing.readAll();
    existing.close();
    const ProcessResult again
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH), {u"verify"_s, image, u"--pdf"_s, pdf});
    QCOMPARE(again.exitCode, 2);
    QVERIFY2(again.standardError.contains("exists"), again.describe().constData());
    QVERIFY(existing.open(QIODevice::ReadOnly));
    QCOMPARE(existing.readAll(), bytes);

    const ProcessResult nowhere = runProcess(
        QStringLiteral(CUSTODY_CLI_PATH),
        {u"verify"_s, image, u"--pdf"_s, dir.filePath(u"no/such/folder/report.pdf"_s)});
    QCOMPARE(nowhere.exitCode, 2);
    const ProcessResult empty
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH), {u"verify"_s, image, u"--pdf="_s});
    QCOMPARE(empty.exitCode, 2);
    QVERIFY2(empty.standardError.contains("--pdf needs a file name"), empty.describe().constData());
    QVERIFY2(nowhere.standardError.contains("not a folder you may write into"),
             nowhere.describe().constData());
}

QTEST_GUILESS_MAIN(TestVerifyInterop)
#include "tst_verifyinterop.moc"
