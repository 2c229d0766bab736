// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What the data looks like, through custody-cli: a medium that is 70 % zeros in known ranges
// gives those ranges and that share in the record, the log and the report (with the sector
// map's zero layer), and verify counts the same in the image; --no-content-count records none.

#include "testprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody::Test;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);
constexpr qint64 MiB = 1024 * 1024;

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QJsonObject jsonOf(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

QJsonArray extents(const QList<std::pair<qint64, qint64>> &ranges)
{
    QJsonArray array;
    for (const auto &[offset, length] : ranges)
        array.append(
            QJsonObject{{QStringLiteral("offset"), offset}, {QStringLiteral("length"), length}});
    return array;
}

} // namespace

class TestCliContent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void recordLogAndReportShowTheZeros();
    void verifyCountsTheSameInTheImage();
    void noContentCountRecordsNone();

private:
    QTemporaryDir m_dir;
    QString m_medium;
    QString m_base;
    // 70 % of 20 MiB: zeros in three ranges, the rest random.
    const QList<std::pair<qint64, qint64>> m_zeros{
        {2 * MiB, 8 * MiB}, {12 * MiB, 4 * MiB}, {18 * MiB, 2 * MiB}};
};

void TestCliContent::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QByteArray data(20 * MiB, Qt::Uninitialized);
    QRandomGenerator random(5);
    random.fillRange(reinterpret_cast<quint32 *>(data.data()), data.size() / 4);
    for (const auto &[offset, length] : m_zeros)
        data.replace(offset, length, QByteArray(length, '\0'));
    m_medium = m_dir.filePath(QStringLiteral("medium.bin"));
    QFile file(m_medium);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(data) == data.size());
    file.close();
    m_base = m_dir.filePath(QStringLiteral("image"));
    const ProcessResult acquired
        = runProcess(cli, {QStringLiteral("acquire"), m_medium, m_base,
                           QStringLiteral("--no-smart"), QStringLiteral("--no-layout")});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
}

void TestCliContent::recordLogAndReportShowTheZeros()
{
    const QJsonObject content = jsonOf(contentOf(m_base + QStringLiteral(".json")))
                                    .value(QStringLiteral("result"))
                                    .toObject()
                                    .value(QStringLiteral("content"))
                                    .toObject();
    QCOMPARE(content.value(QStringLiteral("sectorBytes")).toInt(), 512);
    QCOMPARE(content.value(QStringLiteral("sectorsExamined")).toInteger(), 20 * MiB / 512);
    QCOMPARE(content.value(QStringLiteral("zeroSectors")).toInteger(), 14 * MiB / 512);
    QCOMPARE(content.value(QStringLiteral("sectorsUnreadable")).toInteger(), 0);
    QCOMPARE(content.value(QStringLiteral("longestZeroRuns")).toArray(), extents(m_zeros));
    QCOMPARE(content.value(QStringLiteral("zeroAreas")).toArray(), extents(m_zeros));

    const QString log = QString::fromUtf8(contentOf(m_base + QStringLiteral(".txt")));
    QVERIFY2(log.contains(QStringLiteral("What the data looks like")), qPrintable(log));
    QVERIFY(log.contains(QStringLiteral("28672 of 40960 sectors read (70.0000 %)")));
    // The longest run: sectors 4096 to 20479, offset and length in bytes.
    QVERIFY(log.contains(QStringLiteral("4096")) && log.contains(QStringLiteral("20479")));
    QVERIFY(log.contains(QStringLiteral("read, all zeros: 14680064 bytes")));

    const QString reportPath = m_dir.filePath(QStringLiteral("report.txt"));
    const ProcessResult report
        = runProcess(cli, {QStringLiteral("report"), m_base + QStringLiteral(".json"),
                           QStringLiteral("--text"), reportPath});
    QVERIFY2(report.exitCode == 0, report.describe());
    const QString text = QString::fromUtf8(contentOf(reportPath));
    QVERIFY(text.contains(QStringLiteral("What the data looks like")));
    QVERIFY(text.contains(QStringLiteral("28,672 of 40,960 sectors read (70.0000 %)")));
    // The text sector map: 20 MiB in cells of 32 KiB, zeros drawn as '0' where they lie.
    QVERIFY2(text.contains(QStringLiteral("0000000000")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("0  read, all zeros")));
}

void TestCliContent::verifyCountsTheSameInTheImage()
{
    const ProcessResult verified = runProcess(
        cli, {QStringLiteral("verify"), m_base + QStringLiteral(".dd"), QStringLiteral("--json")});
    QVERIFY2(verified.exitCode == 0, verified.describe());
    const QJsonObject recorded = jsonOf(contentOf(m_base + QStringLiteral(".json")))
                                     .value(QStringLiteral("result"))
                                     .toObject()
                                     .value(QStringLiteral("content"))
                                     .toObject();
    QCOMPARE(jsonOf(verified.standardOutput).value(QStringLiteral("content")).toObject(), recorded);
    // The record beside the image is one of its hashlogs: its unreadable ranges (none) are
    // the fill, and the text says the count knows them.
    QCOMPARE(jsonOf(verified.standardOutput).value(QStringLiteral("contentUnreadableFrom")),
             QJsonArray{m_base + QStringLiteral(".json")});
    const ProcessResult text
        = runProcess(cli, {QStringLiteral("verify"), m_base + QStringLiteral(".dd")});
    QVERIFY2(text.exitCode == 0, text.describe());
    QVERIFY2(text.standardOutput.contains("All zeros: 28,672 of 40,960 sectors read (70.0000 %)"),
             text.standardOutput.constData());
    QVERIFY(text.standardOutput.contains("Zero run 1: sectors 4,096 to 20,479"));
    QVERIFY2(text.standardOutput.contains("except the sectors that the acquisition's record calls "
                                          "unreadable ("),
             text.standardOutput.constData());
}

void TestCliContent::noContentCountRecordsNone()
{
    const QString base = m_dir.filePath(QStringLiteral("uncounted"));
    const ProcessResult acquired
        = runProcess(cli, {QStringLiteral("acquire"), m_medium, base, QStringLiteral("--no-smart"),
                           QStringLiteral("--no-layout"), QStringLiteral("--no-content-count")});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QVERIFY(!jsonOf(contentOf(base + QStringLiteral(".json")))
                 .value(QStringLiteral("result"))
                 .toObject()
                 .contains(QStringLiteral("content")));
    QVERIFY(!QString::fromUtf8(contentOf(base + QStringLiteral(".txt")))
                 .contains(QStringLiteral("What the data looks like")));
}

QTEST_GUILESS_MAIN(TestCliContent)
#include "tst_clicontent.moc"
