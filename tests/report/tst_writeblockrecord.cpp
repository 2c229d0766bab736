// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/acquisitionrecord.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Custody;
using namespace Qt::StringLiterals;

// The record's writeBlock section: the check at the end and the lifting (atEnd, restored,
// restoreFailed, restoreError) are read back as written, are absent from records that predate
// them, and a record whose fields contradict each other is refused, naming the field.
class TestWriteBlockRecord : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void olderRecordSaysNothingOfTheEnd();
    void roundTrip();
    void contradictionsAreRefused_data();
    void contradictionsAreRefused();
};

namespace {

QJsonObject fixture()
{
    QFile file(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/badsectors.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return QJsonDocument::fromJson(file.readAll()).object();
}

Result<AcquisitionRecord> read(const QJsonObject &json)
{
    return AcquisitionRecord::fromJson(QJsonDocument(json).toJson(), QStringLiteral("test.json"));
}

QJsonObject withWriteBlock(const QJsonObject &fields)
{
    QJsonObject json = fixture();
    QJsonObject writeBlock = json[QLatin1String("writeBlock")].toObject();
    for (auto it = fields.begin(); it != fields.end(); ++it)
        writeBlock.insert(it.key(), it.value());
    json.insert(QLatin1String("writeBlock"), writeBlock);
    return json;
}

} // namespace

void TestWriteBlockRecord::olderRecordSaysNothingOfTheEnd()
{
    const Result<AcquisitionRecord> record = read(fixture());
    QVERIFY2(record, record ? "" : qPrintable(record.error().userMessage()));
    QVERIFY(record->writeBlock);
    QVERIFY(!record->writeBlock->atEnd);
    QVERIFY(!record->writeBlock->restored);
    QVERIFY(!record->writeBlock->notRestored());
    QVERIFY(!record->writeBlock->liftedDuringRun());
    QVERIFY(!record->toJson()[QLatin1String("writeBlock")].toObject().contains(u"restored"));
}

void TestWriteBlockRecord::roundTrip()
{
    const Result<AcquisitionRecord> base = read(fixture());
    QVERIFY(base);
    AcquisitionRecord record = *base;
    WriteBlockCheck atEnd;
    atEnd.readOnly = {QStringLiteral("/dev/sdq1")};
    atEnd.writable = {QStringLiteral("/dev/sdq")};
    record.writeBlock->atEnd = atEnd;
    record.writeBlock->restored = false;
    record.writeBlock->restoreFailed = {QStringLiteral("/dev/sdq1")};
    record.writeBlock->restoreError = RecordedError::from(
        Error::fromErrno(Error::Code::WriteBlockFailed, EACCES, QStringLiteral("/dev/sdq1"), -1,
                         QStringLiteral("ioctl(BLKROSET, 0)")));
    const Result<AcquisitionRecord> again = read(record.toJson());
    QVERIFY2(again, again ? "" : qPrintable(again.error().userMessage()));
    QCOMPARE(again->writeBlock, record.writeBlock);
    QVERIFY(again->writeBlock->liftedDuringRun());
    QVERIFY(again->writeBlock->notRestored());
    QVERIFY(again->verdict().explanation().contains(QLatin1String("/dev/sdq")));
}

void TestWriteBlockRecord::contradictionsAreRefused_data()
{
    QTest::addColumn<QJsonObject>("fields");
    const QJsonArray node{QStringLiteral("/dev/sdq")};
    QTest::newRow("restored, but a node failed")
        << QJsonObject{{u"restored"_s, true}, {u"restoreFailed"_s, node}};
    QTest::newRow("not restored, no node named")
        << QJsonObject{{u"restored"_s, false}, {u"restoreFailed"_s, QJsonArray()}};
    QTest::newRow("not restored, no list") << QJsonObject{{u"restored"_s, false}};
    QTest::newRow("failures without restored") << QJsonObject{{u"restoreFailed"_s, node}};
    QTest::newRow("restored is not a boolean") << QJsonObject{{u"restored"_s, u"no"_s}};
}

void TestWriteBlockRecord::contradictionsAreRefused()
{
    QFETCH(QJsonObject, fields);
    const Result<AcquisitionRecord> record = read(withWriteBlock(fields));
    QVERIFY(!record);
    QVERIFY2(record.error().detail.contains(QLatin1String("writeBlock.re")),
             qPrintable(record.error().detail));
}

QTEST_GUILESS_MAIN(TestWriteBlockRecord)
#include "tst_writeblockrecord.moc"
