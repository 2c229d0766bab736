// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "recordfixtures.h"

#include "render/acquisitionlog.h"
#include "render/reportjsonwriter.h"
#include "render/reporttextwriter.h"
#include "report/acquisitionsummary.h"
#include "report/reportdocumentbuilder.h"

#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Custody::HiddenAreas)

// A drive's hidden areas in the record (source.hiddenAreas): read back as written, absent from
// older records (which still read, and whose log and reports say nothing of them), refused when
// the device layer would not read them; and the line every document says, "Acquired sectors 0 to
// N-1 of the N the drive shows; hidden areas: …", in the log, the text and JSON reports and the
// summary that custody-cli and the GUI show.
class TestHiddenAreasRecord : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void olderRecordSaysNothing();
    void roundTrip_data();
    void roundTrip();
    void invalidHiddenAreasAreRefused();
    void documentsSayTheSectorsAndTheHiddenAreas_data();
    void documentsSayTheSectorsAndTheHiddenAreas();
    void anIncompleteAcquisitionDoesNotClaimTheSectors();
    void aSourceCountedOtherwiseThanTheDriveIsNamedApart_data();
    void aSourceCountedOtherwiseThanTheDriveIsNamedApart();
    void aFindingMakesTheOutcomeAWarning();
};

namespace {

HiddenAreaFinding finding(HiddenAreaFinding::Kind kind, qint64 firstSector, qint64 sectors,
                          const QString &obtainedBy, int namespaceId = 0)
{
    HiddenAreaFinding found;
    found.kind = kind;
    found.firstSector = firstSector;
    found.sectors = sectors;
    found.bytes = sectors * 512;
    found.namespaceId = namespaceId;
    found.obtainedBy = obtainedBy;
    return found;
}

// The 64 MiB loop device of the fixtures as if it were an ATA disk with an HPA of 2,048 sectors
// and a DCO of 16 above it.
HiddenAreas ataWithHpaAndDco()
{
    HiddenAreas areas;
    areas.state = HiddenAreas::State::Found;
    areas.visibleSectors = 131072;
    areas.nativeSectors = 131072 + 2048 + 16;
    areas.logicalSectorBytes = 512;
    areas.findings = {finding(HiddenAreaFinding::Kind::Hpa, 131072, 2048,
                              u"READ NATIVE MAX ADDRESS EXT (ATA PASS-THROUGH 16)"_s),
                      finding(HiddenAreaFinding::Kind::Dco, 133120, 16,
                              u"DEVICE CONFIGURATION IDENTIFY (ATA PASS-THROUGH 16)"_s)};
    areas.commands = {u"IDENTIFY DEVICE (ATA PASS-THROUGH 16): good, 512 bytes"_s,
                      u"READ NATIVE MAX ADDRESS EXT (ATA PASS-THROUGH 16): good"_s,
                      u"DEVICE CONFIGURATION IDENTIFY (ATA PASS-THROUGH 16): good, 512 bytes"_s};
    return areas;
}

HiddenAreas nvmeWithDetachedNamespace()
{
    HiddenAreas areas;
    areas.state = HiddenAreas::State::Found;
    areas.visibleSectors = 131072;
    areas.nativeSectors = 131072 + 16384;
    areas.logicalSectorBytes = 512;
    areas.findings = {finding(HiddenAreaFinding::Kind::DetachedNamespace, 0, 16384,
                              u"NVMe Identify CNS 0x10"_s, 2)};
    areas.otherNamespaces = {OtherNamespace{3, 2048, 4096, u"/dev/nvme0n3"_s}};
    areas.commands = {u"NVMe Identify Controller: good"_s, u"NVMe Identify CNS 0x10: good"_s};
    return areas;
}

HiddenAreas plainAta()
{
    HiddenAreas areas;
    areas.state = HiddenAreas::State::None;
    areas.visibleSectors = areas.nativeSectors = 131072;
    areas.logicalSectorBytes = 512;
    areas.commands = {u"IDENTIFY DEVICE (ATA PASS-THROUGH 16): good, 512 bytes"_s};
    return areas;
}

// What could not be told, and why.
HiddenAreas notKnown(HiddenAreas::State state, HiddenAreas::Obstacle obstacle,
                     const QString &detail)
{
    HiddenAreas areas;
    areas.state = state;
    areas.visibleSectors = 131072;
    areas.logicalSectorBytes = 512;
    areas.obstacle = obstacle;
    areas.obstacleDetail = detail;
    return areas;
}

HiddenAreas behindUsb()
{
    return notKnown(HiddenAreas::State::Unknown, HiddenAreas::Obstacle::NoPassThrough,
                    u"IDENTIFY DEVICE: sense key ILLEGAL REQUEST"_s);
}

HiddenAreas loopDevice()
{
    return notKnown(HiddenAreas::State::NotADrive, HiddenAreas::Obstacle::NotADrive, u"loop"_s);
}

QJsonObject withHiddenAreas(const QString &name, const QJsonObject &areas)
{
    QJsonObject json = recordObject(u"v2/"_s + name);
    QJsonObject source = json[u"source"_s].toObject();
    source.insert(u"hiddenAreas"_s, areas);
    json.insert(u"source"_s, source);
    return json;
}

AcquisitionReport reportOf(const QJsonObject &json)
{
    Result<AcquisitionReport> report = parseRecord(QJsonDocument(json).toJson());
    if (!report)
        qFatal("%s", qPrintable(report.error().userMessage()));
    return *report;
}

QString reportText(const AcquisitionReport &report)
{
    return ReportTextWriter::write(ReportDocumentBuilder::build(report, fixedContext()));
}

} // namespace

void TestHiddenAreasRecord::olderRecordSaysNothing()
{
    const AcquisitionReport report = reportOf(recordObject(u"v2/clean"_s));
    QVERIFY(!report.record.source.hiddenAreas);
    QVERIFY(!report.record.toJson()[u"source"_s].toObject().contains(u"hiddenAreas"_s));
    const QString log = acquisitionLogText(report.record, fixedContext());
    QVERIFY2(!log.contains(u"hidden areas"_s, Qt::CaseInsensitive), qPrintable(log));
    QVERIFY(!reportText(report).contains(u"hidden area"_s, Qt::CaseInsensitive));
    const QJsonObject json
        = QJsonDocument::fromJson(ReportJsonWriter::write(report, fixedContext())).object();
    QVERIFY(json[u"source"_s][u"hiddenAreas"_s].isNull());
}

void TestHiddenAreasRecord::roundTrip_data()
{
    QTest::addColumn<HiddenAreas>("areas");
    QTest::newRow("HPA and DCO") << ataWithHpaAndDco();
    QTest::newRow("detached namespace") << nvmeWithDetachedNamespace();
    QTest::newRow("none") << plainAta();
    QTest::newRow("unknown behind USB") << behindUsb();
    QTest::newRow("loop device") << loopDevice();
}

void TestHiddenAreasRecord::roundTrip()
{
    QFETCH(HiddenAreas, areas);
    AcquisitionRecord record = reportOf(recordObject(u"v2/clean"_s)).record;
    record.source.hiddenAreas = areas;
    const QJsonObject json = record.toJson();
    QCOMPARE(json[u"source"_s][u"hiddenAreas"_s].toObject(), areas.toJson());
    const Result<AcquisitionRecord> read
        = AcquisitionRecord::fromJson(QJsonDocument(json).toJson(), u"test.json"_s);
    QVERIFY2(read, read ? "" : qPrintable(read.error().detail));
    QVERIFY(read->source.hiddenAreas);
    QCOMPARE(read->source.hiddenAreas->toJson(), areas.toJson());
    QVERIFY(*read == record);
    QCOMPARE(read->toJson(), json);
}

void TestHiddenAreasRecord::invalidHiddenAreasAreRefused()
{
    QJsonObject found = ataWithHpaAndDco().toJson();
    found.insert(u"findings"_s, QJsonArray()); // "found", but nothing is
    const Result<AcquisitionRecord> read = AcquisitionRecord::fromJson(
        QJsonDocument(withHiddenAreas(u"clean"_s, found)).toJson(), u"test.json"_s);
    QVERIFY(!read);
    QVERIFY2(read.error().detail.contains(u"source.hiddenAreas"_s),
             qPrintable(read.error().detail));
    QVERIFY2(read.error().detail.contains(u"findings"_s), qPrintable(read.error().detail));
}

void TestHiddenAreasRecord::documentsSayTheSectorsAndTheHiddenAreas_data()
{
    QTest::addColumn<HiddenAreas>("areas");
    QTest::addColumn<QString>("line");
    QTest::addColumn<QStringList>("reportSays");
    const QString start = u"Acquired sectors 0 to 131071 of the 131072 the drive shows; "_s;
    QTest::newRow("HPA and DCO")
        << ataWithHpaAndDco() << start + u"hidden areas: HPA of 2048 sectors, DCO of 16 sectors."_s
        << QStringList{u"Found by READ NATIVE MAX ADDRESS EXT (ATA PASS-THROUGH 16)."_s,
                       u"Found by DEVICE CONFIGURATION IDENTIFY (ATA PASS-THROUGH 16)."_s,
                       u"not the 2,064 hidden sector(s)"_s,
                       u"Custody never removes an HPA or DCO"_s, u"133,136 sectors of 512 bytes"_s};
    QTest::newRow("detached namespace")
        << nvmeWithDetachedNamespace()
        << start + u"hidden areas: detached namespace 2 of 8.0 MiB."_s
        << QStringList{u"NVMe namespace 2 of 16,384 sectors"_s,
                       u"Found by NVMe Identify CNS 0x10."_s,
                       u"Namespace 3: 2,048 sectors of 4,096 bytes (8.0 MiB), its own device "
                       "/dev/nvme0n3"_s};
    QTest::newRow("none") << plainAta() << start + u"hidden areas: none."_s
                          << QStringList{u"IDENTIFY DEVICE (ATA PASS-THROUGH 16): good"_s};
    QTest::newRow("unknown behind USB")
        << behindUsb()
        << start
               + u"hidden areas: unknown (An ATA command did not reach the drive "
                 "(IDENTIFY DEVICE: sense key ILLEGAL REQUEST). Connect the drive directly to "
                 "SATA, or through a bridge that passes ATA commands (SAT), to look for an HPA "
                 "or DCO)."_s
        << QStringList{};
    QTest::newRow("loop device")
        << loopDevice()
        << start
               + u"hidden areas: unknown (Not a drive (a loop device, network export, mapped "
                 "device or file): it has no hidden areas of its own. Check the drive it comes "
                 "from)."_s
        << QStringList{};
}

void TestHiddenAreasRecord::documentsSayTheSectorsAndTheHiddenAreas()
{
    QFETCH(HiddenAreas, areas);
    QFETCH(QString, line);
    QFETCH(QStringList, reportSays);
    const AcquisitionReport report = reportOf(withHiddenAreas(u"clean"_s, areas.toJson()));

    // The log: English, plain digits, one line for it.
    const QString log = acquisitionLogText(report.record, fixedContext());
    QVERIFY2(log.contains(line), qPrintable(log));
    // What custody-cli, the GUI's banner and the reports say, in the language's digit groups.
    const QString grouped = QString(line)
                                .replace(u"131071"_s, u"131,071"_s)
                                .replace(u"131072 the"_s, u"131,072 the"_s)
                                .replace(u"2048 sectors"_s, u"2,048 sectors"_s);
    const QString summary = AcquisitionSummary::of(report.record).plainLines().join(u'\n');
    QVERIFY2(summary.contains(grouped), qPrintable(summary));
    // The text report, with each finding and how it was found.
    const QString text = reportText(report);
    QVERIFY2(text.simplified().contains(grouped), qPrintable(text));
    for (const QString &words : reportSays)
        QVERIFY2(text.simplified().contains(words), qPrintable(words + u"\n"_s + text));
    // The JSON report holds the record's findings whole.
    const QJsonObject json
        = QJsonDocument::fromJson(ReportJsonWriter::write(report, fixedContext())).object();
    QCOMPARE(json[u"source"_s][u"hiddenAreas"_s].toObject(), areas.toJson());
}

void TestHiddenAreasRecord::anIncompleteAcquisitionDoesNotClaimTheSectors()
{
    const AcquisitionReport report
        = reportOf(withHiddenAreas(u"interrupted"_s, plainAta().toJson()));
    const QString log = acquisitionLogText(report.record, fixedContext());
    QVERIFY2(log.contains(u"Set out to acquire sectors 0 to 131071 of the 131072 the drive "
                          "shows, and did not complete; hidden areas: none."_s),
             qPrintable(log));
    QVERIFY(!log.contains(u"Acquired sectors"_s));
}

void TestHiddenAreasRecord::aSourceCountedOtherwiseThanTheDriveIsNamedApart_data()
{
    QTest::addColumn<int>("sourceSectorBytes");
    QTest::addColumn<qint64>("driveSectors");
    QTest::addColumn<QString>("line");
    // A partition of a drive twice its size: its sector 0 is not the drive's.
    QTest::newRow("partition")
        << 512 << qint64(262144)
        << u"Acquired sectors 0 to 131071 of the 131072 sectors of 512 bytes this source shows; "
           "the drive itself shows 262144 sectors of 512 bytes (128.0 MiB); hidden areas: HPA of "
           "2048 sectors, DCO of 16 sectors."_s;
    // A USB bridge showing the drive's 512-byte sectors as 4096-byte ones: the hidden areas are
    // in the drive's sectors, not the source's.
    QTest::newRow("bridge with 4096-byte sectors")
        << 4096 << qint64(131072)
        << u"Acquired sectors 0 to 16383 of the 16384 sectors of 4096 bytes this source shows; "
           "the drive itself shows 131072 sectors of 512 bytes (64.0 MiB); hidden areas: HPA of "
           "2048 sectors, DCO of 16 sectors."_s;
}

void TestHiddenAreasRecord::aSourceCountedOtherwiseThanTheDriveIsNamedApart()
{
    QFETCH(int, sourceSectorBytes);
    QFETCH(qint64, driveSectors);
    QFETCH(QString, line);
    HiddenAreas areas = ataWithHpaAndDco();
    areas.visibleSectors = driveSectors;
    QJsonObject json = withHiddenAreas(u"clean"_s, areas.toJson());
    QJsonObject source = json[u"source"_s].toObject();
    source.insert(u"logicalSectorBytes"_s, sourceSectorBytes);
    source.insert(u"sectors"_s, source[u"sizeBytes"_s].toInteger() / sourceSectorBytes);
    json.insert(u"source"_s, source);
    const AcquisitionReport report = reportOf(json);
    const QString log = acquisitionLogText(report.record, fixedContext());
    QVERIFY2(log.contains(line), qPrintable(log));
    QVERIFY(!log.contains(u" the drive shows;"_s));
}

void TestHiddenAreasRecord::aFindingMakesTheOutcomeAWarning()
{
    // clean: completed, every sector read, verified: good, unless the drive hides sectors.
    const AcquisitionReport none = reportOf(withHiddenAreas(u"clean"_s, plainAta().toJson()));
    QCOMPARE(AcquisitionSummary::of(none.record).outcome(), SummaryTone::Good);
    const AcquisitionReport unknown = reportOf(withHiddenAreas(u"clean"_s, behindUsb().toJson()));
    QCOMPARE(AcquisitionSummary::of(unknown.record).outcome(), SummaryTone::Good);
    const AcquisitionReport found
        = reportOf(withHiddenAreas(u"clean"_s, ataWithHpaAndDco().toJson()));
    const AcquisitionSummary summary = AcquisitionSummary::of(found.record);
    QCOMPARE(summary.outcome(), SummaryTone::Warning);
    QVERIFY(summary.succeeded());
}

QTEST_GUILESS_MAIN(TestHiddenAreasRecord)
#include "tst_hiddenareasrecord.moc"
