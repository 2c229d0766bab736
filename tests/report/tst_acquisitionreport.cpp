// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "recordfixtures.h"

#include "record/acquisitionrecord.h"

#include <QDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

// Sets (or, with the value "<remove>", removes) the field at a path such as
// "result.badRanges[1].firstSector" in a JSON object.
QJsonValue edited(const QJsonValue &node, QStringList path, const QString &valueJson)
{
    const QString key = path.takeFirst();
    const qsizetype bracket = key.indexOf(QLatin1Char('['));
    const QString name = bracket < 0 ? key : key.left(bracket);
    QJsonObject object = node.toObject();
    if (bracket >= 0) {
        const int index = key.mid(bracket + 1).chopped(1).toInt();
        QJsonArray array = object[name].toArray();
        array[index] = path.isEmpty()
                           ? QJsonDocument::fromJson("[" + valueJson.toUtf8() + "]").array().first()
                           : edited(array[index], path, valueJson);
        object[name] = array;
        return object;
    }
    if (path.isEmpty() && valueJson == QLatin1String("<remove>"))
        object.remove(name);
    else if (path.isEmpty())
        object[name] = QJsonDocument::fromJson("[" + valueJson.toUtf8() + "]").array().first();
    else
        object[name] = edited(object[name], path, valueJson);
    return object;
}

} // namespace

class TestAcquisitionReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheRecordsFigures_data();
    void readsTheRecordsFigures();
    void readsOptionalDeviceFacts();
    void namesTheFieldOfAMalformedRecord_data();
    void namesTheFieldOfAMalformedRecord();
    void refusesWhatIsNotARecord_data();
    void refusesWhatIsNotARecord();
    void readsWhatAcquisitionRecordWrites();
    void recordsReadAndWriteBackUnchanged_data();
    void recordsReadAndWriteBackUnchanged();
    void saysHowTheImageWasReadBack();
};

void TestAcquisitionReport::readsTheRecordsFigures_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("status");
    QTest::addColumn<qint64>("bytesFinished");
    QTest::addColumn<qint64>("badSectors");
    QTest::addColumn<qsizetype>("badRanges");
    QTest::addColumn<qint64>("bytesNotTried");
    QTest::addColumn<qint64>("bytesNotTrimmed");
    QTest::addColumn<qsizetype>("hashes");
    QTest::addColumn<qsizetype>("verifiedDigests"); // -1: no verification recorded

    QTest::newRow("clean") << "clean"
                           << "completed" << qint64(67108864) << qint64(0) << qsizetype(0)
                           << qint64(0) << qint64(0) << qsizetype(4) << qsizetype(4);
    QTest::newRow("bad sectors") << "badsectors"
                                 << "completed" << qint64(67036672) << qint64(141) << qsizetype(5)
                                 << qint64(0) << qint64(0) << qsizetype(2) << qsizetype(-1);
    QTest::newRow("interrupted") << "interrupted"
                                 << "cancelled" << qint64(9109504) << qint64(0) << qsizetype(0)
                                 << qint64(57475072) << qint64(524288) << qsizetype(0)
                                 << qsizetype(-1);
    QTest::newRow("mismatch") << "mismatch"
                              << "completed" << qint64(67108864) << qint64(0) << qsizetype(0)
                              << qint64(0) << qint64(0) << qsizetype(4) << qsizetype(4);
}

void TestAcquisitionReport::readsTheRecordsFigures()
{
    QFETCH(QString, fixture);
    QFETCH(QString, status);
    QFETCH(qint64, bytesFinished);
    QFETCH(qint64, badSectors);
    QFETCH(qsizetype, badRanges);
    QFETCH(qint64, bytesNotTried);
    QFETCH(qint64, bytesNotTrimmed);
    QFETCH(qsizetype, hashes);
    QFETCH(qsizetype, verifiedDigests);
    const Result<AcquisitionReport> report = parseRecord(recordBytes(fixture));
    QVERIFY2(report, qPrintable(report ? QString() : report.error().detail));
    const AcquisitionRecord &record = report->record;
    QCOMPARE(record.caseDetails.caseNumber, QStringLiteral("2026-0117"));
    QCOMPARE(record.source.sizeBytes, 67108864);
    QCOMPARE(record.source.sectors(), 131072);
    QCOMPARE(statusName(record.result.status), status);
    QCOMPARE(record.result.bytesFinished, bytesFinished);
    QCOMPARE(record.result.bytesUnreadable / record.source.logicalSectorBytes, badSectors);
    QCOMPARE(record.result.badRanges.size(), badRanges);
    QCOMPARE(record.result.bytesNotTried, bytesNotTried);
    QCOMPARE(record.result.bytesNotTrimmed, bytesNotTrimmed);
    QCOMPARE(record.hashes.size(), hashes);
    QCOMPARE(record.verification ? record.verification->image.size() : -1, verifiedDigests);
    QVERIFY(record.throughput.size() >= 2);
    QCOMPARE(report->recordSha256.size(), 64);
}

void TestAcquisitionReport::readsOptionalDeviceFacts()
{
    const Result<AcquisitionReport> facts = parseRecord(recordBytes(QStringLiteral("badsectors")));
    QVERIFY(facts);
    const AcquisitionRecord &record = facts->record;
    QCOMPARE(record.source.model, std::optional(QStringLiteral("SanDisk Cruzer Blade")));
    QCOMPARE(record.source.serial, std::optional(QStringLiteral("4C530001230914118263")));
    QVERIFY(record.smartAtStart);
    QCOMPARE(record.smartAtStart->assessment, QStringLiteral("NOT AVAILABLE"));
    QVERIFY(!record.smartAtEnd);
    QVERIFY(record.writeBlock && record.writeBlock->verified);
    QCOMPARE(record.mountedPartitions, std::optional(QStringList()));
    QCOMPARE(record.result.badRanges.at(1), (Extent{5246976, 4096}));

    const Result<AcquisitionReport> none = parseRecord(recordBytes(QStringLiteral("clean")));
    QVERIFY(none);
    const SourceIdentity &source = none->record.source;
    QVERIFY(!source.model && !source.serial && !source.firmware && !source.bus && !source.drive);
    QVERIFY(!none->record.smartAtStart && !none->record.writeBlock);
    QVERIFY(!none->record.mountedPartitions);
}

void TestAcquisitionReport::namesTheFieldOfAMalformedRecord_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QStringList>("paths");  // fields to change
    QTest::addColumn<QStringList>("values"); // their new JSON values, or "<remove>"
    QTest::addColumn<QString>("error");      // the start of the error detail

    QTest::newRow("missing case number") << "clean" << strings({"case.caseNumber"})
                                         << strings({"<remove>"}) << "case.caseNumber: missing";
    QTest::newRow("size as text") << "clean" << strings({"source.sizeBytes"})
                                  << strings({"\"64 MiB\""})
                                  << "source.sizeBytes: expected a whole number, found a string";
    QTest::newRow("size with a fraction")
        << "clean" << strings({"source.sizeBytes"}) << strings({"67108864.5"})
        << "source.sizeBytes: expected a whole number, found a number";
    QTest::newRow("negative bytes")
        << "clean" << strings({"result.bytesNotTried"}) << strings({"-512"})
        << "result.bytesNotTried: -512 is less than 0";
    QTest::newRow("unknown status")
        << "clean" << strings({"result.status"}) << strings({"\"paused\""})
        << "result.status: unknown status 'paused'";
    QTest::newRow("not a time") << "clean" << strings({"times.start"}) << strings({"\"yesterday\""})
                                << "times.start: 'yesterday' is not an ISO 8601 time";
    QTest::newRow("short digest") << "clean" << strings({"hashes[0].digest"})
                                  << strings({"\"23481ce4\""})
                                  << "hashes[0].digest: not a MD5 digest";
    QTest::newRow("unknown algorithm")
        << "clean" << strings({"hashes[1].algorithm"}) << strings({"\"crc32\""})
        << "hashes[1].algorithm: unknown hash algorithm 'crc32'";
    QTest::newRow("verification digest not hex")
        << "clean" << strings({"verification.image[2].digest"})
        << strings({"\"gggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggg\""})
        << "verification.image[2].digest: not a SHA-256 digest";
    QTest::newRow("write-block not an object")
        << "clean" << strings({"writeBlock"}) << strings({"\"yes\""})
        << "writeBlock: expected an object, found a string";
    QTest::newRow("mounted partition not a string")
        << "clean" << strings({"mountedPartitions"}) << strings({"[1]"})
        << "mountedPartitions[0]: expected a string, found a number";
    QTest::newRow("SMART without summary")
        << "clean" << strings({"smart"}) << strings({"{\"atStart\":{\"assessment\":\"PASSED\"}}"})
        << "smart.atStart.summary: missing";
    QTest::newRow("bad sectors that do not add up")
        << "badsectors" << strings({"result.badSectors"}) << strings({"140"})
        << "result.badSectors: 140 recorded, but result.bytesUnreadable / "
           "source.logicalSectorBytes is 141";
    QTest::newRow("sector number of another byte")
        << "badsectors" << strings({"result.badRanges[1].firstSector"}) << strings({"10249"})
        << "result.badRanges[1].firstSector: 10249 recorded, but the sector of byte 5246976 is "
           "10248";
    QTest::newRow("bytes that do not add up to the source")
        << "badsectors" << strings({"result.bytesFinished"}) << strings({"67036160"})
        << "result: 67108352 recorded, but bytesFinished + bytesUnreadable";
    QTest::newRow("bad ranges that do not add up")
        << "badsectors" << strings({"result.badRanges[0].length", "result.badRanges[0].lastSector"})
        << strings({"1024", "2049"})
        << "result.badRanges: 72704 recorded, but result.bytesUnreadable is 72192";
    QTest::newRow("unfinished areas that do not add up")
        << "interrupted" << strings({"result.bytesNotTried", "result.bytesFinished"})
        << strings({"57474560", "9110016"})
        << "result.unfinishedRanges: 57475072 recorded, but result.bytesNotTried is 57474560";
    QTest::newRow("unfinished areas not placed")
        << "v2/interrupted" << strings({"result.unfinishedRanges"}) << strings({"<remove>"})
        << "result.unfinishedRanges: missing, although 57999360 bytes are not finished";
    QTest::newRow("runs that do not add up")
        << "v2/splitverified" << strings({"runs[0].bytesProcessed"}) << strings({"25165312"})
        << "runs: 67108352 recorded, but result.bytesFinished + result.bytesUnreadable is "
           "67108864";
    QTest::newRow("runs out of order")
        << "v2/splitverified" << strings({"runs[0].end", "runs[0].seconds"})
        << strings({"\"2026-11-30T00:49:19.000Z\"", "557.75"})
        << "runs[1]: it starts before the run before it ended";
    QTest::newRow("unknown unfinished state")
        << "interrupted" << strings({"result.unfinishedRanges[0].state"})
        << strings({"\"skipped\""}) << "result.unfinishedRanges[0].state: unknown state";
    QTest::newRow("throughput going back in time")
        << "badsectors" << strings({"throughput[2].seconds"}) << strings({"0.5"})
        << "throughput[2].seconds: 0.5 is before the previous sample";
    QTest::newRow("an algorithm twice")
        << "badsectors" << strings({"hashes[1].algorithm", "hashes[1].digest"})
        << strings({"\"md5\"", "\"648dfea9ddbd9de6e7b673731bd8e3f7\""})
        << "hashes[1]: MD5 is listed twice";
}

void TestAcquisitionReport::namesTheFieldOfAMalformedRecord()
{
    QFETCH(QString, fixture);
    QFETCH(QStringList, paths);
    QFETCH(QStringList, values);
    QFETCH(QString, error);
    QJsonValue record = recordObject(fixture);
    for (qsizetype index = 0; index < paths.size(); ++index)
        record = edited(record, paths[index].split(QLatin1Char('.')), values[index]);
    QVERIFY(parseRecord(recordBytes(fixture))); // the unedited fixture is valid
    const Result<AcquisitionReport> report = parseRecord(QJsonDocument(record.toObject()).toJson());
    QVERIFY(!report);
    QVERIFY2(report.error().detail.startsWith(error), qPrintable(report.error().detail));
    QCOMPARE(report.error().path, QStringLiteral("/cases/2026-0117/record.json"));
}

void TestAcquisitionReport::refusesWhatIsNotARecord_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << QByteArray() << "not JSON";
    QTest::newRow("truncated") << recordBytes(QStringLiteral("clean")).left(200) << "not JSON";
    QTest::newRow("array") << QByteArray("[]") << "not a JSON object";
    QTest::newRow("another format")
        << QByteArray(R"({"format": "custody-verification", "formatVersion": 1})")
        << "format: not a Custody acquisition record";
    QTest::newRow("a later version")
        << QByteArray(R"({"format": "custody-acquisition-record", "formatVersion": 3})")
        << "formatVersion: version 3 is newer than this Custody reads (up to 2): read it with a "
           "newer Custody";
}

void TestAcquisitionReport::refusesWhatIsNotARecord()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    const Result<AcquisitionReport> report = parseRecord(json);
    QVERIFY(!report);
    QVERIFY2(report.error().detail.startsWith(error), qPrintable(report.error().detail));
}

// The contract between the producer (AcquisitionRecord::toJson) and the report: what one
// writes, the other reads with the same figures, the positions of unfinished areas included.
void TestAcquisitionReport::readsWhatAcquisitionRecordWrites()
{
    AcquisitionRecord record;
    record.tool = ToolIdentity::running(QStringLiteral("custody-cli acquire /dev/sdz out"));
    record.host = HostIdentity::running();
    record.caseDetails = {QStringLiteral("C-1"), QStringLiteral("E-1"), QStringLiteral("Ex"),
                          QStringLiteral("desc"), QStringLiteral("notes")};
    record.source.path = QStringLiteral("/dev/sdz");
    record.source.kind = QStringLiteral("block device");
    record.source.sizeBytes = 1 << 20;
    record.source.physicalSectorBytes = 4096;
    ImagingOutcome outcome;
    outcome.status = ImagingOutcome::Status::Cancelled;
    outcome.startTime = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5, 6), Qt::UTC);
    outcome.endTime = outcome.startTime.addMSecs(2500);
    outcome.map = RescueMap(1 << 20);
    outcome.map.mark({0, 4096}, SectorState::Finished);
    outcome.map.mark({4096, 512}, SectorState::BadSector);
    outcome.map.mark({4608, 65536}, SectorState::NonTrimmed);
    outcome.map.mark({70144, 8192}, SectorState::Finished);
    outcome.error = Error::fromErrno(Error::Code::Cancelled, 0, QString());
    record.result = AcquisitionResult::from(outcome);
    record.throughput = {{0, 0}, {1.5, 78336}};

    const Result<AcquisitionReport> report = parseRecord(QJsonDocument(record.toJson()).toJson());
    QVERIFY2(report, qPrintable(report ? QString() : report.error().detail));
    const AcquisitionResult &result = report->record.result;
    QCOMPARE(result.status, ImagingOutcome::Status::Cancelled);
    QCOMPARE(result.bytesFinished, 12288);
    QCOMPARE(result.badRanges, QList<Extent>{(Extent{4096, 512})});
    QCOMPARE(result.bytesNotTrimmed, 65536);
    QCOMPARE(result.bytesNotTried, (1 << 20) - 12288 - 512 - 65536);
    const QList<MapRun> expected{{{4608, 65536}, SectorState::NonTrimmed},
                                 {{78336, (1 << 20) - 78336}, SectorState::NonTried}};
    QCOMPARE(result.unfinishedRanges, expected);
    QCOMPARE(result.seconds(), 2.5);
    QCOMPARE(result.start, outcome.startTime);
    QVERIFY(result.error && result.error->isCancelled());
    QCOMPARE(result.map(1 << 20), outcome.map);
    // No map to draw: none was saved, or the record does not place its unfinished areas.
    QCOMPARE(AcquisitionResult().map(1 << 20), RescueMap());
    AcquisitionResult unplaced = result;
    unplaced.unfinishedRanges.clear();
    QCOMPARE(unplaced.map(1 << 20), RescueMap());
    // One model: the record read back is the record written.
    QVERIFY(report->record == record);
}

// Every record of tests/data/records reads and, written again, gives the same JSON: the
// current version's as it is, an older version's as the current version's counterpart in
// tests/data/records/v2 (CUSTODY_UPDATE_GOLDEN=1 writes those anew, to be reviewed).
void TestAcquisitionReport::recordsReadAndWriteBackUnchanged_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("currentPath"); // the same record in the current formatVersion
    const QDir records(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records"));
    const QDir current(records.filePath(QStringLiteral("v2")));
    for (const QString &name : records.entryList({QStringLiteral("*.json")}, QDir::Files))
        QTest::newRow(qPrintable(name)) << records.filePath(name) << current.filePath(name);
    for (const QString &name : current.entryList({QStringLiteral("*.json")}, QDir::Files))
        QTest::newRow(qPrintable(QStringLiteral("v2/") + name))
            << current.filePath(name) << current.filePath(name);
}

void TestAcquisitionReport::recordsReadAndWriteBackUnchanged()
{
    QFETCH(QString, path);
    QFETCH(QString, currentPath);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Result<AcquisitionRecord> record = AcquisitionRecord::fromJson(file.readAll(), path);
    QVERIFY2(record, qPrintable(record ? QString() : record.error().detail));
    const QByteArray written = QJsonDocument(record->toJson()).toJson(QJsonDocument::Indented);
    if (qEnvironmentVariableIsSet("CUSTODY_UPDATE_GOLDEN") && path != currentPath) {
        QFile update(currentPath);
        QVERIFY(update.open(QIODevice::WriteOnly | QIODevice::Truncate));
        update.write(written);
    }
    QFile expectedFile(currentPath);
    QVERIFY2(expectedFile.open(QIODevice::ReadOnly), qPrintable(currentPath));
    const QJsonObject expected = QJsonDocument::fromJson(expectedFile.readAll()).object();
    const QJsonObject actual = QJsonDocument::fromJson(written).object();
    for (const QString &key : expected.keys() + actual.keys())
        QVERIFY2(actual.value(key) == expected.value(key), qPrintable(key));
    // And what is read again is the same record.
    const Result<AcquisitionRecord> again = AcquisitionRecord::fromJson(written, currentPath);
    QVERIFY(again);
    QVERIFY(*again == *record);
}

// One sentence for the GUI, the CLI and the reports: the page cache dropped first, or not.
void TestAcquisitionReport::saysHowTheImageWasReadBack()
{
    ImageReadBack readBack;
    readBack.bytes = 64 * 1024 * 1024;
    readBack.seconds = 0.5;
    QCOMPARE(readBack.description(),
             u"Read back through the file system after the image's pages were written out and "
             "dropped from the page cache: 64.0 MiB in 0.50 s, 134.2 MB/s."_s);
    readBack.pagesStillCached = 3;
    QVERIFY(readBack.description().startsWith(u"Read back partly through the page cache: 3 "
                                              "page(s) of the image stayed cached"_s));
    readBack.error = RecordedError::from(
        Error::fromErrno(Error::Code::ImageReadFailed, EIO, u"/cases/x.dd"_s));
    QVERIFY2(readBack.description().contains(u"perhaps from memory"_s),
             qPrintable(readBack.description()));
}

QTEST_GUILESS_MAIN(TestAcquisitionReport)
#include "tst_acquisitionreport.moc"
