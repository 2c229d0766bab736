// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/imageformat.h"
#include "nativefolder.h"
#include "util/nativepath.h"
#include "verify/hashlogreader.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

// A file of these bytes, named by its bytes (QFile would re-encode a name that is not UTF-8).
bool createFile(const QByteArray &path, const QByteArray &content)
{
    const int descriptor = ::open(path.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (descriptor < 0)
        return false;
    const bool written = ::write(descriptor, content.constData(), size_t(content.size()))
                         == ssize_t(content.size());
    return ::close(descriptor) == 0 && written;
}

void removeFilesIn(const QString &folder)
{
    Test::removeEverythingIn(nativePath(folder));
}

QByteArray baseIn(const QTemporaryDir &dir, const QByteArray &name)
{
    return Test::baseIn(nativePath(dir.path()), name);
}

const QByteArray ewfSignature("EVF\t\r\n\xff\0", 8);

} // namespace

// ImageFormats::discoverFiles() finds every segment of a split or E01 image from any one of
// them, whatever bytes the name holds: a line feed, which a regular expression's '.' does not
// match, and bytes that are not UTF-8, which QRegularExpression matches nowhere. Then a split
// image read as its first segment alone would be a MISMATCH, an E01 "damaged".
class TestSegmentDiscovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findsEverySegment_data();
    void findsEverySegment();
    void namesTheMissingSegment_data();
    void namesTheMissingSegment();
    void aListNamesItsOwnAlgorithm_data();
    void aListNamesItsOwnAlgorithm();
};

namespace {

void addRows(int minimumSegments)
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<QList<QByteArray>>("extensions");
    QTest::addColumn<QByteArray>("content");
    const QList<std::pair<const char *, QByteArray>> names{
        {"line feed", "line 1\nline 2"},
        {"line feed at the end", "disk\n"},
        {"carriage return", "cr\rname"},
        {"tab", "tab\there"},
        {"backslash", "back\\slash"},
        {"not UTF-8", "caf\xe9 \xff"},
        {"a lone continuation byte", "\x80"},
        {"250 bytes", QByteArray("\xc3\xa9").repeated(100) + "\xff" + QByteArray(45, 'x')},
        {"leading dash", "-disk"},
        {"only spaces", "   "},
        {"in a folder whose name is not UTF-8", "f\xff\nolder/disk"},
        {"percent signs", "disk %1%3"},
        {"a dot and digits inside", "disk.001\n.x"},
    };
    const QList<std::tuple<const char *, QList<QByteArray>, QByteArray>> layouts{
        {"split from .001", {".001", ".002", ".003"}, "raw"},
        {"split from .000", {".000", ".001"}, "raw"},
        {"split .aa", {".aa", ".ab", ".ac"}, "raw"},
        {"E01", {".E01", ".E02", ".E03"}, ewfSignature},
        {"e01", {".e01", ".e02"}, ewfSignature},
    };
    for (const auto &[layout, extensions, content] : layouts) {
        if (extensions.size() < minimumSegments)
            continue;
        for (const auto &[row, name] : names)
            QTest::addRow("%s, %s", layout, row) << name << extensions << content;
    }
    if (minimumSegments <= 1) {
        for (const auto &[row, name] : names)
            QTest::addRow("single, %s", row) << name << QList<QByteArray>{".dd"} << "raw"_ba;
    }
}

} // namespace

void TestSegmentDiscovery::findsEverySegment_data()
{
    addRows(1);
}

void TestSegmentDiscovery::findsEverySegment()
{
    QFETCH(QByteArray, name);
    QFETCH(QList<QByteArray>, extensions);
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto cleanup = qScopeGuard([&dir] { removeFilesIn(dir.path()); });
    const QByteArray base = baseIn(dir, name);
    QStringList segments;
    for (const QByteArray &extension : std::as_const(extensions)) {
        QVERIFY(createFile(base + extension, content));
        segments.append(fromNativePath(base + extension));
    }
    // A file beside it whose name only starts like the image's is no segment.
    QVERIFY(createFile(base + "x" + extensions.constFirst(), content));
    for (const QString &given : std::as_const(segments)) {
        const Result<QStringList> found = ImageFormats::discoverFiles(given);
        QVERIFY2(found, qPrintable(found ? QString() : found.error().userMessage()));
        QCOMPARE(*found, segments);
        QCOMPARE(ImageFormats::formatOf(*found), content == ewfSignature ? ImageFormat::Ewf
                                                 : segments.size() > 1   ? ImageFormat::SplitRaw
                                                                         : ImageFormat::Raw);
    }
    // The logs beside it are found by the same bytes.
    QVERIFY(createFile(base + ".md5", "0123456789abcdef0123456789abcdef  x\n"));
    QCOMPARE(hashlogsNextTo(segments), QStringList{fromNativePath(base + ".md5")});
}

void TestSegmentDiscovery::namesTheMissingSegment_data()
{
    addRows(3); // a gap before the last
}

// With the second segment gone, any other one names it as missing (split images, and an E01
// given by a later segment), rather than passing for an image of fewer files.
void TestSegmentDiscovery::namesTheMissingSegment()
{
    QFETCH(QByteArray, name);
    QFETCH(QList<QByteArray>, extensions);
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto cleanup = qScopeGuard([&dir] { removeFilesIn(dir.path()); });
    const QByteArray base = baseIn(dir, name);
    for (const QByteArray &extension : std::as_const(extensions))
        QVERIFY(createFile(base + extension, content));
    QCOMPARE(::unlink((base + extensions[1]).constData()), 0);
    const QString given = fromNativePath(base + extensions.constLast());
    const Result<QStringList> found = ImageFormats::discoverFiles(given);
    QVERIFY2(!found, qPrintable(found ? found->join(u'|') : QString()));
    QCOMPARE(found.error().path, fromNativePath(base + extensions[1]));
}

void TestSegmentDiscovery::aListNamesItsOwnAlgorithm_data()
{
    QTest::addColumn<QByteArray>("listName");
    QTest::addColumn<QString>("algorithm");
    QTest::newRow("image.md5") << "image.md5"_ba << u"md5"_s;
    QTest::newRow("SHA256SUMS") << "SHA256SUMS"_ba << u"sha256"_s;
    QTest::newRow("md5sum.txt") << "md5sum.txt"_ba << u"md5"_s;
    QTest::newRow("an image named for another algorithm") << "case-sha1.md5"_ba << u"md5"_s;
    QTest::newRow("sha1 and md5 in the image's name") << "md5-sha1.sha256"_ba << u"sha256"_s;
    QTest::newRow("a byte that is not UTF-8") << "caf\xe9\xff.md5"_ba << u"md5"_s;
    QTest::newRow("a line feed") << "line 1\nline 2.md5"_ba << u"md5"_s;
}

// The algorithm of a coreutils list comes from its own name, the last token: the image's name,
// which the list's name begins with, may hold any bytes, another algorithm's name included.
void TestSegmentDiscovery::aListNamesItsOwnAlgorithm()
{
    QFETCH(QByteArray, listName);
    QFETCH(QString, algorithm);
    const QByteArray digest(digestBytesOf(algorithm) * 2, 'a');
    const Result<Hashlog> log
        = parseHashlog(digest + "  disk.dd\n", fromNativePath("/cases/" + listName));
    QVERIFY2(log, qPrintable(log ? QString() : log.error().userMessage()));
    QCOMPARE(log->digests.size(), 1);
    QCOMPARE(log->digests.first().algorithmName, algorithm);
    QVERIFY2(!log->notes.join(u' ').contains(u"does not name an algorithm"_s),
             qPrintable(log->notes.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestSegmentDiscovery)

#include "tst_segmentdiscovery.moc"
