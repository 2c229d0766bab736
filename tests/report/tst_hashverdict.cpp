// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/hashverdict.h"

#include <QTest>

using namespace Custody;

namespace {

const QString md5 = QStringLiteral("23481ce44351d2b755650bfb888f2810");
const QString md5Other = QStringLiteral("0f1e2d3c4b5a69788796a5b4c3d2e1f0");
const QString sha256
    = QStringLiteral("9ec9f8857bf7de7ec289c07f84be9569d2bc454c71091b2fb6400239e9a1c1b1");
const QString sha256Other
    = QStringLiteral("0000000000000000000000000000000000000000000000000000000000000001");

QList<ReportDigest> digests(const QString &md5Digest, const QString &sha256Digest)
{
    QList<ReportDigest> list;
    if (!md5Digest.isEmpty())
        list.append({HashAlgorithm::Md5, md5Digest});
    if (!sha256Digest.isEmpty())
        list.append({HashAlgorithm::Sha256, sha256Digest});
    return list;
}

QList<ReportHash> acquired(const QString &md5Digest, const QString &sha256Digest)
{
    QList<ReportHash> hashes;
    for (const ReportDigest &digest : digests(md5Digest, sha256Digest))
        hashes.append({digest.algorithm, digest.digest, 0, 0, {}, {}, {}, 0});
    return hashes;
}

} // namespace

using Outcome = HashVerdict::Outcome;
Q_DECLARE_METATYPE(QList<ReportHash>)
Q_DECLARE_METATYPE(std::optional<ReportVerification>)

class TestHashVerdict : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchOnlyWhenEveryAlgorithmMatches_data();
    void matchOnlyWhenEveryAlgorithmMatches();
    void comparesEachDigest();
};

void TestHashVerdict::matchOnlyWhenEveryAlgorithmMatches_data()
{
    QTest::addColumn<QList<ReportHash>>("acquisition");
    QTest::addColumn<std::optional<ReportVerification>>("verification");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<QString>("title");

    const QList<ReportHash> both = acquired(md5, sha256);
    auto verified
        = [](QList<ReportDigest> image, std::optional<QList<ReportDigest>> source = std::nullopt) {
              return std::optional(ReportVerification{QDateTime(), image, source, std::nullopt});
          };
    QTest::newRow("no verification")
        << both << std::optional<ReportVerification>() << Outcome::NotVerified << "NOT VERIFIED";
    QTest::newRow("every image digest matches")
        << both << verified(digests(md5, sha256)) << Outcome::Match << "MATCH";
    QTest::newRow("one of two differs")
        << both << verified(digests(md5, sha256Other)) << Outcome::Mismatch << "MISMATCH";
    QTest::newRow("both differ") << both << verified(digests(md5Other, sha256Other))
                                 << Outcome::Mismatch << "MISMATCH";
    QTest::newRow("one algorithm not re-computed")
        << both << verified(digests(md5, QString())) << Outcome::Incomplete
        << "INCOMPLETE: NOT A MATCH";
    QTest::newRow("the re-read failed: no digest")
        << both << verified({}) << Outcome::Incomplete << "INCOMPLETE: NOT A MATCH";
    QTest::newRow("one re-computed, the other differs")
        << both << verified(digests(QString(), sha256Other)) << Outcome::Mismatch << "MISMATCH";
    QTest::newRow("an algorithm the acquisition lacks")
        << acquired(QString(), sha256) << verified(digests(md5, sha256)) << Outcome::Incomplete
        << "INCOMPLETE: NOT A MATCH";
    QTest::newRow("no acquisition hash (incomplete image)")
        << QList<ReportHash>() << verified(digests(md5, sha256)) << Outcome::NotVerified
        << "NOT VERIFIED";
    QTest::newRow("image and source re-read match")
        << both << verified(digests(md5, sha256), digests(md5, sha256)) << Outcome::Match
        << "MATCH";
    QTest::newRow("source re-read differs")
        << both << verified(digests(md5, sha256), digests(md5, sha256Other)) << Outcome::Mismatch
        << "MISMATCH";
    QTest::newRow("source re-read lacks an algorithm")
        << both << verified(digests(md5, sha256), digests(md5, QString())) << Outcome::Incomplete
        << "INCOMPLETE: NOT A MATCH";
    QTest::newRow("source re-read, image not") << both << verified({}, digests(md5, sha256))
                                               << Outcome::Incomplete << "INCOMPLETE: NOT A MATCH";
}

void TestHashVerdict::matchOnlyWhenEveryAlgorithmMatches()
{
    QFETCH(QList<ReportHash>, acquisition);
    QFETCH(std::optional<ReportVerification>, verification);
    QFETCH(Outcome, outcome);
    QFETCH(QString, title);
    const HashVerdict verdict = HashVerdict::evaluate(acquisition, verification);
    QCOMPARE(verdict.outcome(), outcome);
    QCOMPARE(verdict.title(), title);
    QVERIFY(!verdict.explanation().isEmpty());
}

void TestHashVerdict::comparesEachDigest()
{
    const HashVerdict verdict = HashVerdict::evaluate(
        acquired(md5, sha256),
        ReportVerification{QDateTime(), digests(md5, sha256Other), digests(md5, QString()), {}});
    const QList<AlgorithmComparison> algorithms = verdict.algorithms();
    QCOMPARE(algorithms.size(), 2);
    QCOMPARE(algorithms[0].algorithm, HashAlgorithm::Md5);
    QCOMPARE(algorithms[0].imageComparison, DigestComparison::Match);
    QCOMPARE(algorithms[0].sourceComparison, DigestComparison::Match);
    QCOMPARE(algorithms[1].algorithm, HashAlgorithm::Sha256);
    QCOMPARE(algorithms[1].image, std::optional(sha256Other));
    QCOMPARE(algorithms[1].imageComparison, DigestComparison::Mismatch);
    QCOMPARE(algorithms[1].sourceComparison, DigestComparison::NotComputed);
    QVERIFY(verdict.sourceReread());
    QCOMPARE(verdict.explanation(),
             QStringLiteral("SHA-256 differs from the acquisition hash. The image, or the source, "
                            "is not what was acquired."));
}

QTEST_GUILESS_MAIN(TestHashVerdict)
#include "tst_hashverdict.moc"
