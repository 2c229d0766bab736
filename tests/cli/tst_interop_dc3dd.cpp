// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "testprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody::Test;

// dc3dd (Debian package dc3dd), the forensic dd that examiners compare us with, must compute
// the same image hashes as custody-cli on a clean source.
class TestInteropDc3dd : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameHashesAsDc3dd_data();
    void sameHashesAsDc3dd();
};

void TestInteropDc3dd::sameHashesAsDc3dd_data()
{
    QTest::addColumn<qint64>("sizeBytes");
    QTest::addColumn<QString>("blockSize");
    QTest::newRow("whole blocks") << qint64(8 * 1024 * 1024) << "256K";
    QTest::newRow("partial last sector") << qint64(5 * 1024 * 1024 + 777) << "1M";
}

void TestInteropDc3dd::sameHashesAsDc3dd()
{
    QFETCH(qint64, sizeBytes);
    QFETCH(QString, blockSize);
    const QString dc3dd = QStandardPaths::findExecutable(QStringLiteral("dc3dd"));
    QVERIFY2(!dc3dd.isEmpty(), "dc3dd is not installed; scripts/bootstrap.sh installs it");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(QStringLiteral("source.raw"));
    {
        QFile file(source);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QByteArray data(sizeBytes, Qt::Uninitialized);
        for (qint64 index = 0; index < sizeBytes; ++index)
            data[index] = char((index * 2654435761u) >> 13);
        QCOMPARE(file.write(data), sizeBytes);
    }

    const QString log = dir.filePath(QStringLiteral("dc3dd.log"));
    const ProcessResult peer
        = runProcess(dc3dd, {QStringLiteral("if=") + source,
                             QStringLiteral("of=") + dir.filePath(QStringLiteral("dc3dd.img")),
                             QStringLiteral("hash=md5"), QStringLiteral("hash=sha256"),
                             QStringLiteral("log=") + log});
    QVERIFY2(peer.exitCode == 0, peer.describe());
    QFile logFile(log);
    QVERIFY(logFile.open(QIODevice::ReadOnly));
    const QString logText = QString::fromUtf8(logFile.readAll());
    QMap<QString, QString> peerHashes;
    // "   <hex> (md5)" lines of the input results (docs/FORMATS.md, "dc3dd log / hlog").
    static const QRegularExpression hashLine(QStringLiteral("^\\s+([0-9a-f]+) \\((\\w+)\\)$"),
                                             QRegularExpression::MultilineOption);
    for (const QRegularExpressionMatch &match : hashLine.globalMatch(logText))
        peerHashes.insert(match.captured(2), match.captured(1));
    QCOMPARE(peerHashes.size(), 2);

    const ProcessResult ours
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH),
                     {QStringLiteral("acquire"), source, dir.filePath(QStringLiteral("custody")),
                      QStringLiteral("--block-size"), blockSize, QStringLiteral("--json")});
    QVERIFY2(ours.exitCode == 0, ours.describe());
    const QJsonArray hashes
        = QJsonDocument::fromJson(ours.standardOutput).object()[QStringLiteral("hashes")].toArray();
    QCOMPARE(hashes.size(), 2);
    for (const QJsonValue &hash : hashes)
        QCOMPARE(hash[QStringLiteral("digest")].toString(),
                 peerHashes.value(hash[QStringLiteral("algorithm")].toString()));
}

QTEST_GUILESS_MAIN(TestInteropDc3dd)
#include "tst_interop_dc3dd.moc"
