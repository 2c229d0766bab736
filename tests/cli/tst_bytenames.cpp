// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nativefolder.h"
#include "record/sidecars.h"
#include "testfiles.h"
#include "testprocess.h"
#include "util/nativepath.h"
#include "verify/hashlogreader.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);
constexpr qint64 MiB = 1024 * 1024;

// Every byte as \xNN inside $'…': bash hands the program exactly these bytes, which QProcess
// cannot (it encodes its arguments as UTF-8).
QString bashWord(const QByteArray &bytes)
{
    QString word = u"$'"_s;
    for (const char byte : bytes)
        word += u"\\x%1"_s.arg(quint8(byte), 2, 16, QLatin1Char('0'));
    return word + u"'"_s;
}

// custody-cli with arguments that are bytes, run in `folder`.
ProcessResult custody(const QList<QByteArray> &arguments, const QString &folder)
{
    QString script = u"exec \"$1\""_s;
    for (const QByteArray &argument : arguments)
        script += u' ' + bashWord(argument);
    return runProcess(u"bash"_s, {u"-c"_s, script, u"bash"_s, cli}, folder);
}

void removeFilesIn(const QString &folder)
{
    Test::removeEverythingIn(nativePath(folder));
}

QByteArray baseIn(const QTemporaryDir &dir, const QByteArray &name)
{
    return Test::baseIn(nativePath(dir.path()), name);
}

// The folder the image's files are in, for the names its sidecars give relative to it.
QString folderOf(const QByteArray &base)
{
    return fromNativePath(base.left(base.lastIndexOf('/')));
}

// The names that must round-trip: any byte but '/' and NUL.
void addNameRows(const QStringList &formats)
{
    const QByteArray longName = QByteArray("\xc3\xa9").repeated(100) + "\xff" + QByteArray(45, 'x');
    const QList<std::pair<const char *, QByteArray>> names{
        {"line feed", "line 1\nline 2"},
        {"carriage return", "cr\rname"},
        {"tab", "tab\there"},
        {"backslash", "back\\slash"},
        {"backslash n, not a line feed", "not\\na line feed"},
        {"not UTF-8", "caf\xe9 \xff"},
        {"246 bytes, the segment's 250", longName},
        {"leading dash", "-disk"},
        {"only spaces", "   "},
        {"in a folder whose name is not UTF-8", "f\xff\nolder/disk"},
        {"percent signs", "disk %1%3"},
        {"names another algorithm", "disk-sha1"},
    };
    for (const QString &format : formats) {
        for (const auto &[row, name] : names)
            QTest::addRow("%s, %s", qPrintable(format), row) << format << name;
    }
}

// The whole file, by the bytes of its name (QFile would re-encode a name that is not UTF-8).
QByteArray readBytes(const QByteArray &path)
{
    const int descriptor = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
    if (descriptor < 0)
        return {};
    QByteArray content;
    char buffer[65536];
    ssize_t count = 0;
    while ((count = ::read(descriptor, buffer, sizeof buffer)) > 0)
        content.append(buffer, count);
    ::close(descriptor);
    return content;
}

bool writeByte(const QByteArray &path, qint64 offset, char byte)
{
    const int descriptor = ::open(path.constData(), O_WRONLY | O_CLOEXEC);
    if (descriptor < 0)
        return false;
    const bool written = ::pwrite(descriptor, &byte, 1, off_t(offset)) == 1;
    return ::close(descriptor) == 0 && written;
}

QStringList strings(const QJsonValue &array)
{
    QStringList list;
    for (const QJsonValue &value : array.toArray())
        list.append(value.toString());
    return list;
}

} // namespace

// Linux file names are bytes: an image whose name holds a line feed, a tab, a backslash, bytes
// that are not UTF-8, a leading dash or only spaces, or is as long as a name may be, is found
// whole by any of its segments, and its own sidecars name it so that verification reads them.
class TestByteNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void acquiredImagesVerify_data();
    void acquiredImagesVerify();
    void aSegmentOutOfPlaceIsNamed_data();
    void aSegmentOutOfPlaceIsNamed();
    void aDamagedChunkNamesItsSegment_data();
    void aDamagedChunkNamesItsSegment();
    void sidecarsReadBackAsWritten_data() { acquiredImagesVerify_data(); }
    void sidecarsReadBackAsWritten();
};

void TestByteNames::acquiredImagesVerify_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("name");
    addNameRows({u"raw"_s, u"split"_s, u"E01"_s});
}

// custody-cli acquires into the name and verifies the image from its middle segment, given
// relative to the folder: MATCH, every piece, against the record and its own .md5, .sha1 and
// .sha256.
void TestByteNames::acquiredImagesVerify()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, name);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto cleanup = qScopeGuard([&dir] { removeFilesIn(dir.path()); });
    QVERIFY(writeFile(dir.filePath(u"evidence.img"_s), randomBytes(3 * MiB, 30)));
    const QByteArray base = baseIn(dir, name);
    QList<QByteArray> options;
    QList<QByteArray> extensions;
    if (format == u"raw") {
        extensions = {".dd"};
    } else if (format == u"split") {
        options = {"--split", "1M"};
        extensions = {".001", ".002", ".003"};
    } else {
        options = {"--format", "e01", "--compression", "none", "--segment-size", "1M"};
        extensions = {".E01", ".E02", ".E03", ".E04"};
    }
    const ProcessResult acquired
        = custody(QList<QByteArray>{"acquire", "evidence.img", base, "--hash", "md5,sha1,sha256",
                                    "--no-smart"}
                      + options,
                  dir.path());
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QStringList files;
    for (const QByteArray &extension : std::as_const(extensions)) {
        QVERIFY2(::access((base + extension).constData(), F_OK) == 0, extension.constData());
        files.append(fromNativePath(base + extension));
    }

    const QByteArray given = "./" + name + extensions.value(extensions.size() > 1 ? 1 : 0);
    const ProcessResult verified = custody({"verify", "--json", given}, dir.path());
    QVERIFY2(verified.exitCode == 0, verified.describe());
    QJsonParseError error;
    const QJsonObject report = QJsonDocument::fromJson(verified.standardOutput, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QCOMPARE(report.value(u"verdict"_s).toString(), u"match"_s);
    QCOMPARE(strings(report.value(u"image"_s).toObject().value(u"files"_s)), files);
    for (const QString &note : strings(report.value(u"notes"_s)))
        QVERIFY2(!note.contains(u"taken as the image's"_s), qPrintable(note));

    // Both sidecars read as checksum lists, and each names the image or its segments.
    QStringList hashlogs;
    for (const QJsonValue &hashlog : report.value(u"hashlogs"_s).toArray()) {
        if (hashlog.toObject().value(u"format"_s).toString() == u"coreutils")
            hashlogs.append(hashlog.toObject().value(u"path"_s).toString());
    }
    const QStringList sidecars{fromNativePath(base + ".md5"), fromNativePath(base + ".sha1"),
                               fromNativePath(base + ".sha256")};
    QCOMPARE(hashlogs, sidecars);
    for (const QString &sidecar : sidecars) {
        QStringList subjects;
        int checks = 0;
        for (const QJsonValue &value : report.value(u"checks"_s).toArray()) {
            const QJsonObject check = value.toObject();
            QCOMPARE(check.value(u"outcome"_s).toString(), u"match"_s);
            if (check.value(u"hashlog"_s).toString() != sidecar)
                continue;
            ++checks;
            if (check.contains(u"subject"_s))
                subjects.append(folderOf(base) + u'/' + check.value(u"subject"_s).toString());
        }
        QVERIFY2(checks > 0, qPrintable(sidecar));
        // An E01's sidecar holds the media data's digest in a comment, without a name.
        QCOMPARE(subjects, format == u"E01" ? QStringList() : files);
    }
    // And coreutils reads the same names from them, in the image's folder.
    if (format != u"E01") {
        const qsizetype slash = base.lastIndexOf('/');
        const ProcessResult coreutils
            = runProcess(u"bash"_s, {u"-c"_s, u"cd -- "_s + bashWord(base.left(slash))
                                                  + u" && sha256sum --strict -c -- "_s
                                                  + bashWord(base.mid(slash + 1) + ".sha256")});
        QVERIFY2(coreutils.exitCode == 0, coreutils.describe());
    }
}

void TestByteNames::aSegmentOutOfPlaceIsNamed_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("name");
    addNameRows({u"E01"_s});
}

// The identity check reads each segment's header by its bytes: a segment swapped into another
// place of the set is refused before libewf opens it.
void TestByteNames::aSegmentOutOfPlaceIsNamed()
{
    QFETCH(QByteArray, name);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto cleanup = qScopeGuard([&dir] { removeFilesIn(dir.path()); });
    QVERIFY(writeFile(dir.filePath(u"evidence.img"_s), randomBytes(3 * MiB, 31)));
    const QByteArray base = baseIn(dir, name);
    const ProcessResult acquired
        = custody({"acquire", "evidence.img", base, "--format", "e01", "--compression", "none",
                   "--segment-size", "1M", "--no-smart"},
                  dir.path());
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QCOMPARE(::rename((base + ".E02").constData(), (base + ".swap").constData()), 0);
    QCOMPARE(::rename((base + ".E03").constData(), (base + ".E02").constData()), 0);
    QCOMPARE(::rename((base + ".swap").constData(), (base + ".E03").constData()), 0);
    const ProcessResult verified = custody({"verify", base + ".E01"}, dir.path());
    QVERIFY2(verified.exitCode == 2
                 && verified.standardError.contains("is segment 3 of an E01 image, not segment 2"),
             verified.describe());
}

void TestByteNames::aDamagedChunkNamesItsSegment_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("name");
    addNameRows({u"E01"_s});
}

// A chunk that fails its checksum is reported in the segment file that holds it, named as the
// bytes libewf was given.
void TestByteNames::aDamagedChunkNamesItsSegment()
{
    QFETCH(QByteArray, name);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto cleanup = qScopeGuard([&dir] { removeFilesIn(dir.path()); });
    const QByteArray source = randomBytes(3 * MiB, 32);
    QVERIFY(writeFile(dir.filePath(u"evidence.img"_s), source));
    const QByteArray base = baseIn(dir, name);
    const ProcessResult acquired
        = custody({"acquire", "evidence.img", base, "--format", "e01", "--compression", "none",
                   "--segment-size", "1M", "--no-smart"},
                  dir.path());
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    // Chunks are stored as they are: the one at 1.5 MiB, in whichever segment holds it.
    const qint64 damagedOffset = 3 * MiB / 2;
    QByteArray segment;
    for (const QByteArray extension : {".E01", ".E02", ".E03", ".E04"}) {
        const qsizetype at = readBytes(base + extension).indexOf(source.mid(damagedOffset, 64));
        if (at < 0)
            continue;
        segment = base + extension;
        QVERIFY(writeByte(segment, at + 100, char(~source.at(damagedOffset + 100))));
        break;
    }
    QVERIFY(!segment.isEmpty());
    const ProcessResult verified = custody({"verify", "--json", base + ".E01"}, dir.path());
    QCOMPARE(verified.exitCode, 1);
    const QJsonArray errors = QJsonDocument::fromJson(verified.standardOutput)
                                  .object()
                                  .value(u"checksumErrors"_s)
                                  .toArray();
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.first()[u"offset"_s].toInteger(), damagedOffset);
    QCOMPARE(errors.first()[u"file"_s].toString(), fromNativePath(segment));
}

// writeChecksumSidecars() and readHashlog() without an acquisition: the list names each file as
// the bytes it has, and an E01's comment stays one line.
void TestByteNames::sidecarsReadBackAsWritten()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, name);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto cleanup = qScopeGuard([&dir] { removeFilesIn(dir.path()); });
    const QString base = fromNativePath(baseIn(dir, name));
    const ImageFormat imageFormat = format == u"raw"     ? ImageFormat::Raw
                                    : format == u"split" ? ImageFormat::SplitRaw
                                                         : ImageFormat::Ewf;
    QStringList files;
    if (imageFormat == ImageFormat::Raw)
        files = {base + u".dd"_s};
    else if (imageFormat == ImageFormat::SplitRaw)
        files = {base + u".001"_s, base + u".002"_s};
    else
        files = {base + u".E01"_s, base + u".E02"_s};
    const QString md5 = u"0123456789abcdef0123456789abcdef"_s;
    HashResult hash{HashAlgorithm::Md5, md5, {}, {}, {}, 0};
    if (imageFormat == ImageFormat::SplitRaw)
        hash.segments = {{{0, MiB}, u"00112233445566778899aabbccddeeff"_s},
                         {{MiB, MiB}, u"ffeeddccbbaa99887766554433221100"_s}};
    const Result<QStringList> written = writeChecksumSidecars(base, {hash}, files, imageFormat);
    QVERIFY2(written, qPrintable(written ? QString() : written.error().userMessage()));
    QCOMPARE(*written, QStringList{base + u".md5"_s});

    const Result<Hashlog> read = readHashlog(written->constFirst());
    QVERIFY2(read, qPrintable(read ? QString() : read.error().userMessage()));
    QStringList subjects;
    QStringList digests;
    for (const LoggedDigest &digest : read->digests) {
        QCOMPARE(digest.algorithmName, u"md5"_s);
        if (!digest.subject.isEmpty())
            subjects.append(pathFolder(base) + u'/' + digest.subject);
        digests.append(digest.hex);
    }
    QCOMPARE(read->format, HashlogFormat::Coreutils);
    if (imageFormat == ImageFormat::Raw) {
        QCOMPARE(subjects, files);
        QCOMPARE(digests, QStringList{md5});
    } else if (imageFormat == ImageFormat::SplitRaw) {
        QCOMPARE(subjects, files);
        QCOMPARE(digests, (QStringList{md5, hash.segments[0].hex, hash.segments[1].hex}));
    } else {
        QCOMPARE(subjects, QStringList());
        QCOMPARE(digests, QStringList{md5});
    }
    // The list names the algorithm, not the image's name (which may hold another token).
    QVERIFY2(read->notes.join(u' ').indexOf(u"does not name an algorithm"_s) < 0,
             qPrintable(read->notes.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestByteNames)

#include "tst_bytenames.moc"
