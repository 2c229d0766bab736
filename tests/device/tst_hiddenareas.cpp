// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/hiddenareas.h"

#include <QJsonArray>
#include <QTest>

using namespace Custody;

// What a drive hides, as the drive list, the record and the report show it: the short summary
// for the list's column, each finding's sentence, and a record round trip that keeps every field.
class TestHiddenAreas : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void summary_data();
    void summary();
    void findingDescriptions_data();
    void findingDescriptions();
    void jsonRoundTrip_data();
    void jsonRoundTrip();
    void jsonRefusesWhatItCannotHoldTrue_data();
    void jsonRefusesWhatItCannotHoldTrue();
    void reasonOnlyWhenTheDriveWasNotAsked();
    void hiddenSectorsAreThoseAboveTheDrivesMaximum();
};

namespace {

HiddenAreaFinding finding(HiddenAreaFinding::Kind kind, qint64 firstSector, qint64 sectors,
                          qint64 bytes, int namespaceId = 0)
{
    HiddenAreaFinding result;
    result.kind = kind;
    result.firstSector = firstSector;
    result.sectors = sectors;
    result.bytes = bytes;
    result.namespaceId = namespaceId;
    result.obtainedBy = QStringLiteral("READ NATIVE MAX ADDRESS EXT (ATA PASS-THROUGH 16)");
    return result;
}

HiddenAreas withFindings(const QList<HiddenAreaFinding> &findings)
{
    HiddenAreas areas;
    areas.state = HiddenAreas::State::Found;
    areas.visibleSectors = 976771055;
    areas.nativeSectors = 976773168;
    areas.logicalSectorBytes = 512;
    areas.findings = findings;
    areas.commands << QStringLiteral("IDENTIFY DEVICE (ATA PASS-THROUGH 16): good, 512 bytes");
    return areas;
}

HiddenAreas inState(HiddenAreas::State state, HiddenAreas::Obstacle obstacle = {},
                    const QString &detail = {})
{
    HiddenAreas areas;
    areas.state = state;
    areas.obstacle = obstacle;
    areas.obstacleDetail = detail;
    return areas;
}

using Kind = HiddenAreaFinding::Kind;

} // namespace

void TestHiddenAreas::summary_data()
{
    QTest::addColumn<HiddenAreas>("areas");
    QTest::addColumn<QString>("summary");

    QTest::newRow("not checked") << HiddenAreas{} << "not checked";
    QTest::newRow("none") << inState(HiddenAreas::State::None) << "none";
    QTest::newRow("unknown") << inState(HiddenAreas::State::Unknown,
                                        HiddenAreas::Obstacle::NoPassThrough)
                             << "unknown";
    HiddenAreas partly = withFindings({finding(Kind::Hpa, 976771056, 2112, 2112 * 512)});
    partly.state = HiddenAreas::State::Unknown;
    partly.obstacle = HiddenAreas::Obstacle::CommandRefused;
    QTest::newRow("HPA, DCO unknown") << partly << "HPA of 2,112 sectors; more unknown";
    QTest::newRow("not a drive") << inState(HiddenAreas::State::NotADrive,
                                            HiddenAreas::Obstacle::NotADrive)
                                 << "not a drive";
    QTest::newRow("HPA") << withFindings({finding(Kind::Hpa, 976771056, 2112, 2112 * 512)})
                         << "HPA of 2,112 sectors";
    QTest::newRow("HPA of one sector")
        << withFindings({finding(Kind::Hpa, 976771056, 1, 512)}) << "HPA of 1 sector";
    QTest::newRow("HPA and DCO") << withFindings(
        {finding(Kind::Hpa, 1000, 24, 24 * 512),
         finding(Kind::Dco, 1024, 1048576, 1048576LL * 512)})
                                 << "HPA of 24 sectors, DCO of 1,048,576 sectors";
    QTest::newRow("AMA") << withFindings({finding(Kind::AccessibleMaxAddress, 5000, 8, 4096)})
                         << "AMA of 8 sectors";
    QTest::newRow("detached namespace")
        << withFindings({finding(Kind::DetachedNamespace, 0, 16384, 8 << 20, 2)})
        << "detached namespace 2 of 8.0 MiB";
    QTest::newRow("unallocated capacity")
        << withFindings({finding(Kind::UnallocatedCapacity, 0, 0, 1LL << 30)})
        << "1.0 GiB unallocated";
}

void TestHiddenAreas::summary()
{
    QFETCH(HiddenAreas, areas);
    QFETCH(QString, summary);
    QCOMPARE(areas.summary(), summary);
}

void TestHiddenAreas::findingDescriptions_data()
{
    QTest::addColumn<HiddenAreaFinding>("finding");
    QTest::addColumn<QString>("description");

    QTest::newRow("HPA") << finding(Kind::Hpa, 976771056, 2112, 2112 * 512)
                         << "A Host Protected Area (HPA) of 2,112 sectors (1.0 MiB) from sector "
                            "976,771,056.";
    QTest::newRow("DCO") << finding(Kind::Dco, 1024, 1048576, 1048576LL * 512)
                         << "A Device Configuration Overlay (DCO) of 1,048,576 sectors "
                            "(512.0 MiB) from sector 1,024.";
    QTest::newRow("detached namespace")
        << finding(Kind::DetachedNamespace, 0, 2048, 8 << 20, 2)
        << "NVMe namespace 2 of 2,048 sectors (8.0 MiB) is allocated but not attached: the "
           "kernel shows no device for it.";
    QTest::newRow("unallocated") << finding(Kind::UnallocatedCapacity, 0, 0, 3LL << 30)
                                 << "3.0 GiB of the drive's capacity belongs to no NVMe "
                                    "namespace.";
}

void TestHiddenAreas::findingDescriptions()
{
    QFETCH(HiddenAreaFinding, finding);
    QFETCH(QString, description);
    QCOMPARE(finding.description(), description);
}

void TestHiddenAreas::jsonRoundTrip_data()
{
    QTest::addColumn<HiddenAreas>("areas");

    QTest::newRow("not checked") << HiddenAreas{};
    HiddenAreas none = inState(HiddenAreas::State::None);
    none.visibleSectors = none.nativeSectors = 1953525168;
    none.logicalSectorBytes = 512;
    none.commands << QStringLiteral("IDENTIFY DEVICE (ATA PASS-THROUGH 16): good, 512 bytes")
                  << QStringLiteral("READ NATIVE MAX ADDRESS EXT (ATA PASS-THROUGH 16): good");
    QTest::newRow("none") << none;
    QTest::newRow("unknown behind a bridge")
        << inState(HiddenAreas::State::Unknown, HiddenAreas::Obstacle::NoPassThrough,
                   QStringLiteral("IDENTIFY DEVICE: sense key ILLEGAL REQUEST, ASC/ASCQ 20/00"));
    HiddenAreas frozen = withFindings({finding(Kind::Hpa, 1000, 24, 24 * 512)});
    frozen.state = HiddenAreas::State::Unknown;
    frozen.obstacle = HiddenAreas::Obstacle::ConfigurationFrozen;
    frozen.obstacleDetail = QStringLiteral("DEVICE CONFIGURATION IDENTIFY: the drive aborted it");
    QTest::newRow("HPA, DCO frozen") << frozen;
    QTest::newRow("every kind of finding") << withFindings(
        {finding(Kind::Hpa, 1000, 24, 24 * 512), finding(Kind::Dco, 1024, 1048576, 1048576LL * 512),
         finding(Kind::AccessibleMaxAddress, 7, 8, 4096),
         finding(Kind::DetachedNamespace, 0, 16384, 8 << 20, 2),
         finding(Kind::UnallocatedCapacity, 0, 0, 1LL << 40)});
    HiddenAreas namespaces = withFindings({finding(Kind::DetachedNamespace, 0, 64, 32768, 3)});
    namespaces.otherNamespaces << OtherNamespace{2, 2048, 4096, QStringLiteral("/dev/nvme0n2")}
                               << OtherNamespace{4, 100, 512, QString()};
    QTest::newRow("other namespaces") << namespaces;
}

void TestHiddenAreas::jsonRoundTrip()
{
    QFETCH(HiddenAreas, areas);
    const Result<HiddenAreas> readBack = HiddenAreas::fromJson(areas.toJson());
    QVERIFY2(readBack, qPrintable(readBack ? QString() : readBack.error().detail));
    QCOMPARE(*readBack, areas);
}

void TestHiddenAreas::jsonRefusesWhatItCannotHoldTrue_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("field");

    QTest::newRow("unknown state") << "state" << QJsonValue(QStringLiteral("maybe")) << "state";
    QTest::newRow("negative size") << "visibleSectors" << QJsonValue(-1) << "visibleSectors";
    QTest::newRow("fractional size") << "nativeSectors" << QJsonValue(1.5) << "nativeSectors";
    QTest::newRow("finding of an unknown kind")
        << "findings"
        << QJsonValue(QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("bad")}}})
        << "findings[0]";
    QTest::newRow("found without findings") << "findings" << QJsonValue(QJsonArray{}) << "findings";
    QTest::newRow("found in what is not a drive")
        << "state" << QJsonValue(QStringLiteral("notADrive")) << "findings";
    QTest::newRow("commands not text") << "commands" << QJsonValue(QJsonArray{1}) << "commands";
    QTest::newRow("no obstacle") << "obstacle" << QJsonValue() << "obstacle";
}

void TestHiddenAreas::jsonRefusesWhatItCannotHoldTrue()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, field);
    QJsonObject json = withFindings({finding(Kind::Hpa, 1000, 24, 24 * 512)}).toJson();
    QVERIFY(HiddenAreas::fromJson(json));
    if (value.isUndefined() || value.isNull())
        json.remove(key);
    else
        json.insert(key, value);
    const Result<HiddenAreas> readBack = HiddenAreas::fromJson(json);
    QVERIFY(!readBack);
    QCOMPARE(readBack.error().detail,
             QStringLiteral("hiddenAreas.%1: missing or invalid").arg(field));
}

void TestHiddenAreas::reasonOnlyWhenTheDriveWasNotAsked()
{
    QVERIFY(withFindings({finding(Kind::Hpa, 1000, 24, 24 * 512)}).reason().isEmpty());
    QVERIFY(inState(HiddenAreas::State::None).reason().isEmpty());
    const QString reason
        = inState(HiddenAreas::State::Unknown, HiddenAreas::Obstacle::NoPassThrough,
                  QStringLiteral("IDENTIFY DEVICE: sense key ILLEGAL REQUEST, ASC/ASCQ 20/00"))
              .reason();
    QVERIFY2(reason.contains(
                 QStringLiteral("IDENTIFY DEVICE: sense key ILLEGAL REQUEST, ASC/ASCQ 20/00")),
             qPrintable(reason));
    QVERIFY2(reason.contains(QStringLiteral("bridge that passes ATA commands (SAT)")),
             qPrintable(reason));
    QVERIFY(inState(HiddenAreas::State::NotADrive, HiddenAreas::Obstacle::NotADrive)
                .reason()
                .contains(QStringLiteral("Not a drive")));
}

// The sectors an image of this drive lacks: an HPA's and a DCO's, not a detached namespace's.
void TestHiddenAreas::hiddenSectorsAreThoseAboveTheDrivesMaximum()
{
    const HiddenAreas areas = withFindings(
        {finding(Kind::Hpa, 976771055, 24, 24 * 512), finding(Kind::Dco, 976771079, 8, 8 * 512),
         finding(Kind::DetachedNamespace, 0, 16384, 8 << 20, 2)});
    QCOMPARE(areas.hiddenSectors(), qint64(32));
}

QTEST_GUILESS_MAIN(TestHiddenAreas)
#include "tst_hiddenareas.moc"
