// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/acquisitionrecord.h"

#include <QTest>

using namespace Custody;

class TestVerification : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matches_data();
    void matches();
};

void TestVerification::matches_data()
{
    QTest::addColumn<QList<HashResult>>("acquired");
    QTest::addColumn<QList<HashResult>>("readBack");
    QTest::addColumn<bool>("failed");
    QTest::addColumn<bool>("matches");
    const HashResult md5{HashAlgorithm::Md5, QStringLiteral("aa"), {}, {}, {}, 0};
    const HashResult sha{HashAlgorithm::Sha256, QStringLiteral("bb"), {}, {}, {}, 0};
    const HashResult otherSha{HashAlgorithm::Sha256, QStringLiteral("bc"), {}, {}, {}, 0};
    QTest::newRow("all agree") << QList{md5, sha} << QList{md5, sha} << false << true;
    QTest::newRow("one differs") << QList{md5, sha} << QList{md5, otherSha} << false << false;
    QTest::newRow("one missing") << QList{md5, sha} << QList{md5} << false << false;
    QTest::newRow("read failed") << QList{md5, sha} << QList{md5, sha} << true << false;
    QTest::newRow("nothing acquired")
        << QList<HashResult>{} << QList<HashResult>{} << false << false;
}

void TestVerification::matches()
{
    QFETCH(QList<HashResult>, acquired);
    QFETCH(QList<HashResult>, readBack);
    QFETCH(bool, failed);
    QFETCH(bool, matches);
    ImageVerification verification;
    verification.hashes = readBack;
    if (failed)
        verification.error
            = Error::fromErrno(Error::Code::ImageReadFailed, EIO, QStringLiteral("x"));
    QCOMPARE(verification.matches(acquired), matches);
}

QTEST_GUILESS_MAIN(TestVerification)
#include "tst_verification.moc"
