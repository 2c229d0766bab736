// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/acquisition.h"
#include "acquisition/sourcedrive.h"
#include "io/simulatedsource.h"
#include "record/acquisitionreport.h"
#include "render/acquisitionlog.h"
#include "render/reporttextwriter.h"
#include "report/reportcontext.h"
#include "report/reportdocumentbuilder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;

// What an acquisition records about its source besides the bytes: the source re-read, the
// write-block state, the drive's identity, mounts and SMART; and that the report shows it.
class TestAcquisitionProvenance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resumeOnlyFromTheSameDrive_data();
    void resumeOnlyFromTheSameDrive();
    void sourceReread_data();
    void sourceReread();
    void recordFieldsReachTheReport();
    void mountedFileSystems();
};

namespace {

using Fault = SimulatedSource::Fault;

AcquisitionRecord acquire(const QString &basePath, QList<Fault> faults, VerifyPolicy verify)
{
    AcquisitionRequest request;
    request.sourcePath = QStringLiteral("simulated");
    request.basePath = basePath;
    request.settings.hashes = HashAlgorithm::Md5 | HashAlgorithm::Sha256;
    request.settings.blockBytes = 64 * 1024;
    request.settings.fillByte = 0xAB;
    request.verify = verify;
    Acquisition acquisition(request, std::make_unique<SimulatedSource>(2 * 1024 * 1024, 512, 512, 7,
                                                                       std::move(faults)));
    if (const Result<void> prepared = acquisition.prepare(); !prepared)
        qFatal("prepare: %s", qPrintable(prepared.error().userMessage()));
    return acquisition.execute();
}

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object()
                                          : QJsonObject();
}

} // namespace

void TestAcquisitionProvenance::sourceReread_data()
{
    QTest::addColumn<QList<Fault>>("faults");
    QTest::addColumn<qint64>("unreadableBytes"); // in the second read
    QTest::addColumn<qint64>("notCompared");     // unreadable in either read
    QTest::addColumn<qint64>("readOnlyNow");     // unreadable during the acquisition only
    QTest::addColumn<bool>("sameDigests");
    QTest::newRow("clean source") << QList<Fault>{} << qint64(0) << qint64(0) << qint64(0) << true;
    // The simulated EIO fails the same sectors on every read: the filled re-read has the image's
    // digests, and the sectors are left out of the comparison.
    QTest::newRow("two bad areas")
        << QList<Fault>{{{40960, 1024}, Fault::Kind::Eio}, {{1024 * 1024, 512}, Fault::Kind::Eio}}
        << qint64(1536) << qint64(1536) << qint64(0) << true;
    // A weak sector fails every read of the acquisition (four: the block, trimming, scraping,
    // the retry) and reads in the second pass:
    // its content is not in the image, so the digests differ, but every sector read both times
    // is the same.
    QTest::newRow("weak sector") << QList<Fault>{{{81920, 512}, Fault::Kind::Weak, 4}} << qint64(0)
                                 << qint64(512) << qint64(512) << false;
}

void TestAcquisitionProvenance::sourceReread()
{
    QFETCH(QList<Fault>, faults);
    QFETCH(qint64, unreadableBytes);
    QFETCH(qint64, notCompared);
    QFETCH(qint64, readOnlyNow);
    QFETCH(bool, sameDigests);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString base = dir.filePath(QStringLiteral("disk"));
    const AcquisitionRecord record = acquire(base, faults, VerifyPolicy::ImageAndSource);
    QCOMPARE(record.result.status, ImagingOutcome::Status::Completed);
    QVERIFY(record.verification);
    QVERIFY(record.verification->source);
    const SourceRereadRecord &reread = *record.verification->source;
    QVERIFY(!reread.error);
    QCOMPARE(reread.bytesUnreadable, unreadableBytes);
    QVERIFY(reread.comparison);
    QCOMPARE(reread.comparison->bytesNotCompared, notCompared);
    QCOMPARE(reread.comparison->bytesReadOnlyNow, readOnlyNow);
    QCOMPARE(reread.comparison->bytesCompared, 2 * 1024 * 1024 - notCompared);
    QCOMPARE(reread.comparison->bytesDiffering, 0);
    QCOMPARE(reread.digests.size(), record.hashes.size());
    for (qsizetype index = 0; index < reread.digests.size(); ++index)
        QCOMPARE(reread.digests[index].hex == record.hashes[index].hex, sameDigests);
    QCOMPARE(record.verdict().outcome(), VerificationVerdict::Outcome::Match);

    const QJsonObject json = readJson(base + QStringLiteral(".json"));
    // What the source is, as the source itself says: not a local file or drive.
    QCOMPARE(json[QLatin1String("source")][QLatin1String("kind")].toString(),
             QStringLiteral("simulated"));
    const QJsonObject verification = json[QLatin1String("verification")].toObject();
    QCOMPARE(verification[QLatin1String("verdict")].toString(), QStringLiteral("match"));
    const QJsonObject source = verification[QLatin1String("sourceReread")].toObject();
    const QJsonArray digests = source[QLatin1String("digests")].toArray();
    QCOMPARE(digests.size(), 2);
    QCOMPARE(digests[1][QLatin1String("algorithm")].toString(), QStringLiteral("sha256"));
    QCOMPARE(digests[1][QLatin1String("digest")].toString(), reread.digests[1].hex);
    QCOMPARE(source[QLatin1String("comparison")][QLatin1String("bytesNotCompared")].toInteger(),
             notCompared);
    // Not a block device: no drive, no mounts, no SMART; the write-block not requested.
    QVERIFY(!json.contains(QLatin1String("smart")));
    QVERIFY(!json.contains(QLatin1String("mountedPartitions")));
    QVERIFY(!json[QLatin1String("source")].toObject().contains(QLatin1String("model")));
    QCOMPARE(json[QLatin1String("writeBlock")].toObject(),
             (QJsonObject{{QStringLiteral("requested"), false},
                          {QStringLiteral("set"), false},
                          {QStringLiteral("verified"), false}}));

    // Image verification alone leaves the source out.
    QTemporaryDir imageOnly;
    const AcquisitionRecord plain
        = acquire(imageOnly.filePath(QStringLiteral("disk")), faults, VerifyPolicy::Image);
    QVERIFY(plain.verification);
    QVERIFY(!plain.verification->source);
}

// The fields a block device acquisition adds, as the record writes them, read by the report and
// shown in its text.
void TestAcquisitionProvenance::recordFieldsReachTheReport()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString base = dir.filePath(QStringLiteral("disk"));
    AcquisitionRecord record = acquire(base, {}, VerifyPolicy::ImageAndSource);
    DeviceInfo drive;
    drive.devicePath = QStringLiteral("/dev/sdq");
    drive.model = QStringLiteral("WDC WD140EDFZ-11A0VA0");
    drive.serial = QStringLiteral("9RK1XXXX");
    drive.firmware = QStringLiteral("81.00A81");
    drive.bus = DeviceBus::Usb;
    record.source.describeDrive(drive);
    record.mountedPartitions = QStringList{QStringLiteral("/dev/sdq1 on /media/usb (vfat)")};
    record.writeBlock = WriteBlockRecord{
        true, true, true, {}, std::nullopt, std::nullopt, std::nullopt, {}, std::nullopt};
    SmartSnapshot smart;
    smart.capturedAt = QDateTime::currentDateTimeUtc();
    smart.assessment = QStringLiteral("unavailable");
    smart.summary = QStringLiteral("/dev/sdq: Unknown USB bridge");
    smart.reasons = {smart.summary};
    record.smartAtStart = RecordedSmart::from(smart);
    record.smartAtEnd = RecordedSmart::from(smart);

    const QByteArray json = QJsonDocument(record.toJson()).toJson();
    const Result<AcquisitionReport> report = AcquisitionReport::fromRecord(json, base);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().detail));
    const AcquisitionRecord &read = report->record;
    QCOMPARE(read.source.model, drive.model);
    QCOMPARE(read.source.serial, drive.serial);
    QCOMPARE(read.source.firmware, drive.firmware);
    QCOMPARE(read.source.bus, QStringLiteral("usb"));
    QCOMPARE(read.source.drive, drive.toJson());
    QCOMPARE(read.mountedPartitions, *record.mountedPartitions);
    QVERIFY(read.writeBlock);
    QVERIFY(read.writeBlock->requested && read.writeBlock->set && read.writeBlock->verified);
    QVERIFY(read.smartAtStart && read.smartAtEnd);
    QCOMPARE(read.smartAtStart->assessment, QStringLiteral("unavailable"));
    QCOMPARE(read.smartAtStart->summary, smart.summary);
    QCOMPARE(read.smartAtStart->reasons, smart.reasons);
    QVERIFY(read.verification && read.verification->source);
    QCOMPARE(read.verification->source->digests.size(), 2);
    QCOMPARE(read.verification->source->digests.at(0).hex, record.hashes[0].hex);
    QCOMPARE(read.verification, record.verification);
    // One model: what was written is what is read, field by field (the settings a record does
    // not keep, such as the memory budget, aside).
    AcquisitionRecord expected = record;
    expected.settings = read.settings;
    QVERIFY(read == expected);
    QCOMPARE(read.toJson(), record.toJson());

    const QString text
        = ReportTextWriter::write(ReportDocumentBuilder::build(*report, ReportContext::current()));
    for (const QString &expected :
         {drive.model, drive.serial, drive.firmware,
          QStringLiteral("/dev/sdq1 on /media/usb (vfat)"),
          QStringLiteral("not available: /dev/sdq: Unknown USB bridge"),
          QStringLiteral("kernel read-only flag set and verified"), record.hashes[1].hex})
        QVERIFY2(text.contains(expected), qPrintable(expected));

    // The acquisition log is the same document: every section of the report from the summary
    // to the output files, word for word, except that the log writes its counts in plain digits
    // (tools read them) where the report groups them, and its tables' columns are as wide as
    // those plain digits need.
    const QString log = acquisitionLogText(record, ReportContext::current());
    const qsizetype bodyStart = text.indexOf(QStringLiteral("\nSummary\n"));
    const qsizetype bodyEnd = text.indexOf(QStringLiteral("\nSignatures\n"));
    QVERIFY(bodyStart > 0 && bodyEnd > bodyStart);
    QString body = text.mid(bodyStart, bodyEnd - bodyStart);
    QVERIFY(body.contains(QStringLiteral("2,097,152"))); // grouped in the report
    body.replace(QRegularExpression(QStringLiteral("(\\d),(?=\\d{3}\\b)")), QStringLiteral("\\1"));
    const auto wordsOf = [](QString lines) {
        return lines.replace(QRegularExpression(QStringLiteral("[ -]+")), QStringLiteral(" "));
    };
    QVERIFY2(wordsOf(log).contains(wordsOf(body)), qPrintable(log));
    QVERIFY(log.startsWith(QStringLiteral("CUSTODY ACQUISITION LOG\n")));
    QVERIFY(!log.contains(QStringLiteral("Signatures")));
    for (const QString &expected :
         {drive.serial,
          QStringLiteral("WARNING: mounted during the acquisition: /dev/sdq1 on "
                         "/media/usb (vfat)"),
          QStringLiteral("SMART at start"),
          QStringLiteral("kernel read-only flag set and verified"),
          QStringLiteral("The source read again equals the image in every sector")})
        QVERIFY2(log.contains(expected), qPrintable(expected));
}

void TestAcquisitionProvenance::mountedFileSystems()
{
    // A disk with two partitions, the second mounted twice, and an unlocked LUKS mapping on the
    // first mounted too; the mount table names the types.
    BlockDeviceFacts facts;
    facts.sysPath = QStringLiteral("/sys/devices/virtual/block/loop7");
    facts.devicePath = QStringLiteral("/dev/loop7");
    facts.deviceType = QStringLiteral("disk");
    facts.sysfsAttributes = {{QStringLiteral("size"), "204800"},
                             {QStringLiteral("loop/backing_file"), "/tmp/x.img"},
                             {QStringLiteral("dev"), "7:7"}};
    const auto partition = [](int number, const char *dev) {
        PartitionFacts facts;
        facts.sysPath = QStringLiteral("/sys/devices/virtual/block/loop7/loop7p%1").arg(number);
        facts.devicePath = QStringLiteral("/dev/loop7p%1").arg(number);
        facts.sysfsAttributes = {{QStringLiteral("size"), "2048"},
                                 {QStringLiteral("partition"), QByteArray::number(number)},
                                 {QStringLiteral("dev"), dev}};
        return facts;
    };
    facts.partitions = {partition(1, "259:1"), partition(2, "259:2")};
    facts.mounts = {{QStringLiteral("259:2"), QStringLiteral("/media/a"), QStringLiteral("vfat"),
                     QStringLiteral("/dev/loop7p2")},
                    {QStringLiteral("259:2"), QStringLiteral("/media/b"), QStringLiteral("vfat"),
                     QStringLiteral("/dev/loop7p2")}};

    const Result<SourceDrive> whole = SourceDrive::fromFacts(facts, QStringLiteral("/dev/loop7"));
    QVERIFY2(whole, qPrintable(whole ? QString() : whole.error().detail));
    QCOMPARE(whole->mountedFileSystems,
             (QStringList{QStringLiteral("/dev/loop7p2 on /media/a (vfat)"),
                          QStringLiteral("/dev/loop7p2 on /media/b (vfat)")}));
    const Result<SourceDrive> first = SourceDrive::fromFacts(facts, QStringLiteral("/dev/loop7p1"));
    QVERIFY(first);
    QCOMPARE(first->mountedFileSystems, QStringList());
    facts.mounts.clear();
    const Result<SourceDrive> none = SourceDrive::fromFacts(facts, QStringLiteral("/dev/loop7"));
    QVERIFY(none);
    QCOMPARE(none->mountedFileSystems, QStringList());
}

void TestAcquisitionProvenance::resumeOnlyFromTheSameDrive_data()
{
    QTest::addColumn<QByteArray>("record");
    QTest::addColumn<QString>("serialNow");
    QTest::addColumn<bool>("allowed");
    const QByteArray started = R"({"source": {"path": "/dev/sdb", "serial": "WD-A1"}})";
    QTest::newRow("same drive") << started << QStringLiteral("WD-A1") << true;
    QTest::newRow("another drive") << started << QStringLiteral("WD-B2") << false;
    QTest::newRow("no serial now") << started << QString() << true;
    QTest::newRow("no serial recorded")
        << QByteArray(R"({"source": {"path": "/dev/loop0"}})") << QStringLiteral("WD-B2") << true;
    QTest::newRow("not a record") << QByteArray("garbage") << QStringLiteral("WD-B2") << true;
}

void TestAcquisitionProvenance::resumeOnlyFromTheSameDrive()
{
    QFETCH(QByteArray, record);
    QFETCH(QString, serialNow);
    QFETCH(bool, allowed);
    const Result<void> same = checkSameDrive(record, QStringLiteral("/dev/sdb"), serialNow);
    QCOMPARE(bool(same), allowed);
    if (!allowed) {
        QVERIFY(same.error().userMessage().contains(QStringLiteral("WD-A1")));
        QVERIFY(same.error().userMessage().contains(QStringLiteral("WD-B2")));
    }
}

QTEST_GUILESS_MAIN(TestAcquisitionProvenance)
#include "tst_acquisitionprovenance.moc"
