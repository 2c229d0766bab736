// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/digest.h"
#include "engine/filedigester.h"
#include "enginetestsupport.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;

class TestDigest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void knownVectors_data();
    void knownVectors();
    void windows_data();
    void windows();
    void fileDigesterHandsOutOnlyTheDigestOfTheFileAsItIs();
};

void TestDigest::knownVectors_data()
{
    QTest::addColumn<HashAlgorithm>("algorithm");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("hex");
    // FIPS 180 / RFC 1321 test vectors.
    QTest::newRow("md5 empty") << HashAlgorithm::Md5 << QByteArray()
                               << "d41d8cd98f00b204e9800998ecf8427e";
    QTest::newRow("md5 abc") << HashAlgorithm::Md5 << QByteArray("abc")
                             << "900150983cd24fb0d6963f7d28e17f72";
    QTest::newRow("sha1 abc") << HashAlgorithm::Sha1 << QByteArray("abc")
                              << "a9993e364706816aba3e25717850c26c9cd0d89d";
    QTest::newRow("sha256 abc")
        << HashAlgorithm::Sha256 << QByteArray("abc")
        << "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
    QTest::newRow("sha512 abc")
        << HashAlgorithm::Sha512 << QByteArray("abc")
        << "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c"
           "23a3feebbd454d4423643ce80e2a9ac94fa54ca49f";
}

void TestDigest::knownVectors()
{
    QFETCH(HashAlgorithm, algorithm);
    QFETCH(QByteArray, input);
    QFETCH(QString, hex);
    QCOMPARE(Digest::hexOf(algorithm, bytesOf(input)), hex);
    QCOMPARE(hex.size(), hashHexLength(algorithm));
}

void TestDigest::windows_data()
{
    QTest::addColumn<qint64>("windowBytes");
    QTest::addColumn<int>("chunkBytes");
    QTest::newRow("windows smaller than chunks") << qint64(1000) << 4096;
    QTest::newRow("chunks smaller than windows") << qint64(4096) << 700;
    QTest::newRow("aligned") << qint64(4096) << 4096;
    QTest::newRow("one window") << qint64(1 << 20) << 3000;
}

void TestDigest::windows()
{
    QFETCH(qint64, windowBytes);
    QFETCH(int, chunkBytes);
    QByteArray data(10000, Qt::Uninitialized);
    for (int index = 0; index < data.size(); ++index)
        data[index] = char(index * 7 + index / 256);

    Digest digest(HashAlgorithm::Sha256, windowBytes);
    for (int offset = 0; offset < data.size(); offset += chunkBytes)
        digest.update(bytesOf(data.mid(offset, chunkBytes)));
    digest.finish();

    const QList<WindowDigest> windows = digest.windows();
    QCOMPARE(windows.size(), int((data.size() + windowBytes - 1) / windowBytes));
    qint64 expectedOffset = 0;
    for (const WindowDigest &window : windows) {
        QCOMPARE(window.extent.offset, expectedOffset);
        const QByteArray slice = data.mid(window.extent.offset, window.extent.length);
        QCOMPARE(window.extent.length, qint64(slice.size()));
        QCOMPARE(window.hex, Digest::hexOf(HashAlgorithm::Sha256, bytesOf(slice)));
        expectedOffset = window.extent.end();
    }
    QCOMPARE(expectedOffset, qint64(data.size()));
}

void TestDigest::fileDigesterHandsOutOnlyTheDigestOfTheFileAsItIs()
{
    QTemporaryDir dir;
    const auto write = [&dir](const QString &name, const QByteArray &bytes) {
        QFile file(dir.filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    };
    const auto md5 = [](const QByteArray &bytes) {
        return QString::fromLatin1(
            QCryptographicHash::hash(bytes, QCryptographicHash::Md5).toHex());
    };
    const QByteArray first(3 * 1024 * 1024 + 17, 'a');
    const QByteArray second = QByteArray("segment two ").repeated(1000);
    QVERIFY(write(QStringLiteral("one"), first) && write(QStringLiteral("two"), second));

    FileDigester digester(HashAlgorithm::Md5);
    digester.add(dir.filePath(QStringLiteral("one")));
    digester.add(dir.filePath(QStringLiteral("two")));
    QCOMPARE(*digester.digestOf(dir.filePath(QStringLiteral("two"))), md5(second));
    QCOMPARE(*digester.digestOf(dir.filePath(QStringLiteral("one"))), md5(first));

    // Changed after it was hashed: the digest is of what the file holds now.
    QVERIFY(write(QStringLiteral("one"), second + "x"));
    QCOMPARE(*digester.digestOf(dir.filePath(QStringLiteral("one"))), md5(second + "x"));
    // Never handed over: hashed when asked.
    QVERIFY(write(QStringLiteral("three"), first + second));
    QCOMPARE(*digester.digestOf(dir.filePath(QStringLiteral("three"))), md5(first + second));
    // Gone: an error naming it.
    const Result<QString> missing = digester.digestOf(dir.filePath(QStringLiteral("missing")));
    QVERIFY(!missing);
    QVERIFY(missing.error().userMessage().contains(dir.filePath(QStringLiteral("missing"))));
}

QTEST_GUILESS_MAIN(TestDigest)
#include "tst_digest.moc"
