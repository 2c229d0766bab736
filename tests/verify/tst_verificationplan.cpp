// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "verify/verificationplan.h"

#include <QTest>

using namespace Custody;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Custody::Hashlog)
Q_DECLARE_METATYPE(Custody::ImageLayout)

namespace {

const QString md5 = u"411cdb2cf5017a78183ad42d3da059a6"_s;
const QString sha1 = u"76312b43f90c3afe2feb76f9aa4abbcc3e20f16e"_s;

LoggedDigest digest(const QString &algorithm, const QString &subject = {},
                    std::optional<Extent> extent = std::nullopt,
                    DigestScope scope = DigestScope::Whole)
{
    static int line = 0;
    if (extent && scope == DigestScope::Whole)
        scope = DigestScope::Window;
    return {algorithm, algorithm == u"md5" ? md5 : sha1, subject, scope, extent, ++line};
}

Hashlog log(const QString &path, const QList<LoggedDigest> &digests,
            const QList<LoggedSize> &sizes = {})
{
    return {path, HashlogFormat::Coreutils, digests, sizes, {}, {}};
}

QList<LoggedDigest> windows(const QString &algorithm, const QList<Extent> &extents)
{
    QList<LoggedDigest> list;
    for (const Extent &extent : extents)
        list.append(digest(algorithm, {}, extent));
    return list;
}

const ImageLayout single{{u"/cases/disk.dd"_s}, {3000000}};
const ImageLayout split{{u"/cases/disk.001"_s, u"/cases/disk.002"_s, u"/cases/disk.003"_s},
                        {1048576, 1048576, 902848}};

} // namespace

// Which logged digests apply to the image, and how one read can check them (planVerification).
class TestVerificationPlan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plansChecks_data();
    void plansChecks();
    void refusesLogsAboutOtherFiles_data();
    void refusesLogsAboutOtherFiles();
};

void TestVerificationPlan::plansChecks_data()
{
    QTest::addColumn<QList<Hashlog>>("hashlogs");
    QTest::addColumn<ImageLayout>("image");
    QTest::addColumn<int>("algorithms");
    QTest::addColumn<qint64>("windowBytes");
    QTest::addColumn<int>("checks");
    QTest::addColumn<QStringList>("notCheckedReasons");
    QTest::addColumn<QStringList>("noteFragments");
    QTest::addColumn<QStringList>("sizes"); // "file loggedBytes actualBytes"

    QTest::newRow("one image, whole digests")
        << QList<Hashlog>{log(u"disk.log"_s, {digest(u"md5"_s), digest(u"sha1"_s)},
                              {{3000000, {}, 9}})}
        << single << int(HashAlgorithm::Md5 | HashAlgorithm::Sha1) << qint64(0) << 2
        << QStringList{} << QStringList{} << QStringList{u" 3000000 3000000"_s};
    QTest::newRow("checksum list: the image's line only, the others noted")
        << QList<Hashlog>{log(u"MD5SUMS"_s,
                              {digest(u"md5"_s, u"other.iso"_s), digest(u"md5"_s, u"disk.dd"_s),
                               digest(u"md5"_s, u"more.iso"_s)},
                              {{1234, u"other.iso"_s, 4}, {3000000, u"disk.dd"_s, 5}})}
        << single << int(HashAlgorithm::Md5) << qint64(0) << 1 << QStringList{}
        << QStringList{u"MD5SUMS also lists 2 other file(s), not checked"_s}
        << QStringList{u" 3000000 3000000"_s};
    QTest::newRow("a Windows path naming the image")
        << QList<Hashlog>{log(u"x.txt"_s, {digest(u"md5"_s, u"C:\\cases\\disk.dd"_s)})} << single
        << int(HashAlgorithm::Md5) << qint64(0) << 1 << QStringList{} << QStringList{}
        << QStringList{};
    QTest::newRow("a backslash is a byte of a Linux name: the whole name, not its tail")
        << QList<Hashlog>{log(u"list.md5"_s, {digest(u"md5"_s, u"slash.dd"_s),
                                              digest(u"md5"_s, u"back\\slash.dd"_s)})}
        << ImageLayout{{u"/cases/back\\slash.dd"_s}, {3000000}} << int(HashAlgorithm::Md5)
        << qint64(0) << 1 << QStringList{}
        << QStringList{u"list.md5 also lists 1 other file(s), not checked"_s} << QStringList{};
    QTest::newRow("one file of another name: taken, and said")
        << QList<Hashlog>{log(u"renamed.md5"_s, {digest(u"md5"_s, u"evidence.raw"_s)})} << single
        << int(HashAlgorithm::Md5) << qint64(0) << 1 << QStringList{}
        << QStringList{u"names 'evidence.raw', not the image disk.dd"_s} << QStringList{};
    QTest::newRow("split image: whole digest and per-segment lines as segments")
        << QList<Hashlog>{log(u"disk.md5"_s,
                              {digest(u"md5"_s), digest(u"md5"_s, u"disk.001"_s),
                               digest(u"md5"_s, u"disk.002"_s), digest(u"md5"_s, u"disk.003"_s)},
                              {{1048576, u"disk.002"_s, 3}})}
        << split << int(HashAlgorithm::Md5) << qint64(1048576) << 4 << QStringList{}
        << QStringList{} << QStringList{u"/cases/disk.002 1048576 1048576"_s};
    QTest::newRow("split image: only the middle segment listed")
        << QList<Hashlog>{log(u"part.md5"_s, {digest(u"md5"_s, u"disk.002"_s)})} << split
        << int(HashAlgorithm::Md5) << qint64(1048576) << 1 << QStringList{} << QStringList{}
        << QStringList{};
    QTest::newRow("dcfldd windows") << QList<Hashlog>{log(
        u"x.hash"_s, windows(u"md5"_s, {{0, 1048576}, {1048576, 1048576}, {2097152, 902848}}))}
                                    << single << int(HashAlgorithm::Md5) << qint64(1048576) << 3
                                    << QStringList{} << QStringList{} << QStringList{};
    QTest::newRow("dc3dd ranges: the last one stops short of a partial sector")
        << QList<Hashlog>{log(
               u"x.hlog"_s,
               windows(u"md5"_s, {{0, 1048576}, {1048576, 1048576}, {2097152, 902656}}))}
        << single << int(HashAlgorithm::Md5) << qint64(1048576) << 3 << QStringList{}
        << QStringList{} << QStringList{};
    QTest::newRow("one window: the whole image")
        << QList<Hashlog>{log(u"x.hash"_s, windows(u"md5"_s, {{0, 2999808}}))} << single
        << int(HashAlgorithm::Md5) << qint64(3000000) << 1 << QStringList{} << QStringList{}
        << QStringList{};
    QTest::newRow("pieces of different sizes: not checked, totals are")
        << QList<Hashlog>{log(u"x.hash"_s, windows(u"md5"_s, {{0, 1000}, {1000, 3000}, {4000, 10}})
                                               << digest(u"md5"_s))}
        << single << int(HashAlgorithm::Md5) << qint64(0) << 4
        << QStringList(3, u"the pieces are not windows of one size from the start of the image, "
                          "which one read can check"_s)
        << QStringList{} << QStringList{};
    QTest::newRow("windows and segments: windows checked")
        << QList<Hashlog>{log(u"disk.json"_s, windows(u"md5"_s, {{0, 1048576}, {1048576, 1048576}})
                                                  << digest(u"md5"_s, {}, Extent{0, 2097152},
                                                            DigestScope::Segment))}
        << single << int(HashAlgorithm::Md5) << qint64(1048576) << 3
        << QStringList{u"the log's hash windows are checked instead"_s} << QStringList{}
        << QStringList{};
    QTest::newRow("two logs, two window sizes: the smaller is read")
        << QList<Hashlog>{log(u"a.hash"_s, windows(u"md5"_s, {{0, 1048576}, {1048576, 1048576}})),
                          log(u"b.hash"_s, windows(u"sha1"_s, {{0, 2097152}, {2097152, 902848}}))}
        << single << int(HashAlgorithm::Md5) << qint64(1048576) << 4
        << QStringList(2, u"windows of 2097152 bytes; this read checks windows of 1048576 bytes"_s)
        << QStringList{} << QStringList{};
    QTest::newRow("an algorithm Custody cannot compute")
        << QList<Hashlog>{log(u"distinfo"_s, {{u"rmd160"_s, sha1, {}, DigestScope::Whole, {}, 4},
                                              digest(u"sha1"_s)})}
        << single << int(HashAlgorithm::Sha1) << qint64(0) << 2
        << QStringList{u"algorithm RMD160 is not supported"_s} << QStringList{} << QStringList{};
    QTest::newRow("only algorithms Custody cannot compute: nothing to read")
        << QList<Hashlog>{log(u"distinfo"_s, {{u"rmd160"_s, sha1, {}, DigestScope::Whole, {}, 4}})}
        << single << 0 << qint64(0) << 1 << QStringList{u"algorithm RMD160 is not supported"_s}
        << QStringList{} << QStringList{};
}

void TestVerificationPlan::plansChecks()
{
    QFETCH(QList<Hashlog>, hashlogs);
    QFETCH(ImageLayout, image);
    QFETCH(int, algorithms);
    QFETCH(qint64, windowBytes);
    QFETCH(int, checks);
    QFETCH(QStringList, notCheckedReasons);
    QFETCH(QStringList, noteFragments);
    QFETCH(QStringList, sizes);
    const Result<VerificationPlan> plan = planVerification(hashlogs, image);
    QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().userMessage()));
    QCOMPARE(int(plan->algorithms.toInt()), algorithms);
    QCOMPARE(plan->windowBytes, windowBytes);
    QCOMPARE(plan->checks.size(), checks);
    QStringList reasons;
    for (const PlannedCheck &check : plan->checks) {
        if (!check.notCheckedReason.isEmpty())
            reasons.append(check.notCheckedReason);
    }
    QCOMPARE(reasons, notCheckedReasons);
    const QString notes = plan->notes.join(u'\n');
    for (const QString &fragment : noteFragments)
        QVERIFY2(notes.contains(fragment), qPrintable(notes));
    QStringList sizeChecks;
    for (const PlannedSizeCheck &size : plan->sizes)
        sizeChecks.append(
            u"%1 %2 %3"_s.arg(size.file).arg(size.logged.bytes).arg(size.actualBytes));
    QCOMPARE(sizeChecks, sizes);
}

void TestVerificationPlan::refusesLogsAboutOtherFiles_data()
{
    QTest::addColumn<Hashlog>("hashlog");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("a list of other files")
        << log(u"/x/MD5SUMS"_s, {digest(u"md5"_s, u"a.iso"_s), digest(u"md5"_s, u"b.iso"_s)})
        << u"it holds hashes of 2 different files or runs (a.iso, b.iso), and none is named like "
           "the image disk.dd"_s;
    QTest::newRow("ewfverify output of three runs")
        << log(u"/x/verify.txt"_s,
               {digest(u"md5"_s, u"run at line 2"_s), digest(u"md5"_s, u"run at line 16"_s),
                digest(u"md5"_s, u"run at line 31"_s)})
        << u"3 different files or runs (run at line 2, run at line 16, run at line 31)"_s;
}

void TestVerificationPlan::refusesLogsAboutOtherFiles()
{
    QFETCH(Hashlog, hashlog);
    QFETCH(QString, fragment);
    const Result<VerificationPlan> plan = planVerification({hashlog}, single);
    QVERIFY(!plan);
    const QString message = plan.error().userMessage();
    QVERIFY2(message.contains(hashlog.path) && message.contains(fragment), qPrintable(message));
}

QTEST_GUILESS_MAIN(TestVerificationPlan)
#include "tst_verificationplan.moc"
