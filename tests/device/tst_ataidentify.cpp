// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "atasense.h"
#include "device/atahiddenareas.h"
#include "device/ataidentify.h"

#include <QFile>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;

// IDENTIFY DEVICE and DEVICE CONFIGURATION IDENTIFY data of real drives and two blocks made from
// them (tests/data/ata, whose README says where each block comes from and what was changed), and
// the hidden areas their answers show.
class TestAtaIdentify : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void identifyOfRealDrives_data();
    void identifyOfRealDrives();
    void aFailingChecksumNamesTheDrive();
    void enabledFeaturesNeedTheirOwnValidity();
    void stringsHoldPrintableAsciiOnly();
    void notAnAtaDevice();
    void aBlockOfZerosIsNoDrivesAnswer();
    void logicalSectorSize();
    void deviceConfiguration();
    void hiddenAreas_data();
    void hiddenAreas();
    void theCommandsAskedFollowTheFeatures_data();
    void theCommandsAskedFollowTheFeatures();
    void recordLines();
    void theObstacleNamesWhoRefused();
    void aNativeMaximumBelowTheVisibleOneHidesNothing();
};

namespace {

QByteArray block(const char *name)
{
    QFile file(QStringLiteral(CUSTODY_TEST_DATA_DIR "/ata/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

AtaIdentity identityOf(const char *name)
{
    const Result<AtaIdentity> identity
        = parseIdentifyDevice(block(name), QStringLiteral("/dev/sdc"));
    return identity ? *identity : AtaIdentity{};
}

AtaReply good(const QByteArray &sense)
{
    return interpretPassThroughAnswer(AtaCommand::ReadNativeMaxAddressExt, 2, 0, 0, sense, {});
}

AtaReply goodData(const QByteArray &data)
{
    return interpretPassThroughAnswer(AtaCommand::DeviceConfigurationIdentify, 0, 0, 0, {}, data);
}

AtaReply aborted()
{
    return interpretPassThroughAnswer(AtaCommand::DeviceConfigurationIdentify, 2, 0, 0,
                                      descriptorSense(0, false, 0x51, 0x40, 0x04), {});
}

// The WD5003AZEX of the README: IDENTIFY DEVICE shows 926,773,168 sectors (a DCO lowered it
// from 976,773,168), and READ NATIVE MAX ADDRESS EXT answers what the DCO left: 926,773,167.
AtaIdentity wd5003azexWithDco()
{
    AtaIdentity identity;
    identity.model = QStringLiteral("WDC WD5003AZEX-00MK2A0");
    identity.lba48 = true;
    identity.hpaSupported = true;
    identity.dcoSupported = true;
    identity.userSectors28 = 268435455;
    identity.userSectors48 = 926773168;
    return identity;
}

} // namespace

void TestAtaIdentify::identifyOfRealDrives_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("serial");
    QTest::addColumn<QString>("firmware");
    QTest::addColumn<qint64>("visibleSectors");
    QTest::addColumn<qint64>("sectors28");
    QTest::addColumn<bool>("dco");
    QTest::addColumn<QString>("security");

    QTest::newRow("Seagate ST3160023AS")
        << "st3160023as.identify"
        << "ST3160023AS"
        << "3JS2KSL3"
        << "3.18" << qint64(312581808) << qint64(268435455) << true
        << "security supported, not enabled, not locked, not frozen";
    QTest::newRow("Maxtor 6B200M0") << "maxtor-6b200m0.identify"
                                    << "Maxtor 6B200M0"
                                    << "B41RVC2H"
                                    << "BANC1BY0" << qint64(398297088) << qint64(268435455) << true
                                    << "security supported, not enabled, not locked, not frozen";
    QTest::newRow("Seagate ST3160023AS with an HPA")
        << "st3160023as-hpa.identify"
        << "ST3160023AS"
        << "3JS2KSL3"
        << "3.18" << qint64(312579695) << qint64(268435455) << true
        << "security supported, not enabled, not locked, not frozen";
}

void TestAtaIdentify::identifyOfRealDrives()
{
    QFETCH(QString, file);
    QFETCH(QString, model);
    QFETCH(QString, serial);
    QFETCH(QString, firmware);
    QFETCH(qint64, visibleSectors);
    QFETCH(qint64, sectors28);
    QFETCH(bool, dco);
    QFETCH(QString, security);
    const Result<AtaIdentity> identity
        = parseIdentifyDevice(block(qPrintable(file)), QStringLiteral("/dev/sdc"));
    QVERIFY2(identity, qPrintable(identity ? QString() : identity.error().detail));
    QCOMPARE(identity->model, model);
    QCOMPARE(identity->serial, serial);
    QCOMPARE(identity->firmware, firmware);
    QVERIFY(identity->lba48);
    QCOMPARE(identity->userSectors28, sectors28);
    QCOMPARE(identity->visibleSectors(), visibleSectors);
    QVERIFY(identity->hpaSupported);
    QVERIFY(identity->hpaEnabled);
    QCOMPARE(identity->dcoSupported, dco);
    QVERIFY(!identity->amaSupported);
    QCOMPARE(identity->logicalSectorBytes, 512);
    QVERIFY(identity->hasIntegrityWord);
    QCOMPARE(identity->securityState(), security);
}

// Word 87's bits 15:14 say whether words 85-87 (the enabled features) hold anything: a drive
// that leaves them invalid has not said that its HPA is enabled, whatever word 85 holds.
void TestAtaIdentify::enabledFeaturesNeedTheirOwnValidity()
{
    QByteArray data = block("st3160023as.identify");
    QCOMPARE(data.size(), 512);
    const quint8 validity = quint8(data[175]); // the high byte of word 87
    QCOMPARE(validity >> 6, 1);
    data[175] = char(validity & 0x3F);
    data[511] = char(quint8(data[511]) + (validity & 0xC0)); // the checksum still sums to 0
    const Result<AtaIdentity> identity = parseIdentifyDevice(data, QStringLiteral("/dev/sdc"));
    QVERIFY2(identity, qPrintable(identity ? QString() : identity.error().detail));
    QVERIFY(identity->hpaSupported);
    QVERIFY(!identity->hpaEnabled);
}

// A drive's model, serial and firmware reach terminals, logs and reports: an escape sequence or
// a line break in them is shown as '?', a NUL padding byte is dropped.
void TestAtaIdentify::stringsHoldPrintableAsciiOnly()
{
    QByteArray block(512, '\0');
    // Words 27-30, two characters each, the first in the high byte: "A\x1b[2Jx\n" then NULs.
    const QByteArray characters("A\x1b[2Jx\nB", 8);
    for (int index = 0; index < characters.size(); index += 2) {
        block[2 * 27 + index] = characters[index + 1];
        block[2 * 27 + index + 1] = characters[index];
    }
    QCOMPARE(ataString(block, 27, 20), QStringLiteral("A?[2Jx?B"));
    QCOMPARE(ataString(block, 27, 4), QStringLiteral("A?[2Jx?B"));
    QCOMPARE(ataString(block.left(56), 27, 4), QStringLiteral("A?"));
    QCOMPARE(ataString(block, 10, 10), QString());
    QCOMPARE(identityOf("st3160023as.identify").model, QStringLiteral("ST3160023AS"));
}

void TestAtaIdentify::aFailingChecksumNamesTheDrive()
{
    QByteArray data = block("st3160023as.identify");
    QCOMPARE(data.size(), 512);
    data[200] = char(data[200] ^ 0x01); // one bit of words 100-103, as a cable might flip it
    const Result<AtaIdentity> identity = parseIdentifyDevice(data, QStringLiteral("/dev/sdc"));
    QVERIFY(!identity);
    QCOMPARE(identity.error().path, QStringLiteral("/dev/sdc"));
    QCOMPARE(identity.error().detail,
             QStringLiteral("IDENTIFY DEVICE: integrity word checksum fails (sum 1, not 0) "
                            "(model 'ST3160023AS')"));
    QVERIFY(!parseIdentifyDevice(data.left(510), QStringLiteral("/dev/sdc")));

    QByteArray beyond = block("st3160023as.identify");
    beyond[206] = char(0x01); // word 103 = 0001h: 2^48 sectors more than the LBA reaches
    beyond[511] = char(quint8(beyond[511]) - 1);
    const Result<AtaIdentity> tooLarge = parseIdentifyDevice(beyond, QStringLiteral("/dev/sdc"));
    QVERIFY(!tooLarge);
    QVERIFY(tooLarge.error().detail.contains(QLatin1String("48-bit")));
}

void TestAtaIdentify::notAnAtaDevice()
{
    QByteArray data = block("maxtor-6b200m0.identify");
    data[1] = char(0x85); // word 0 = 8540h: an ATAPI device's general configuration
    data[511] = char(quint8(data[511]) - 0x85);
    const Result<AtaIdentity> identity = parseIdentifyDevice(data, QStringLiteral("/dev/sr0"));
    QVERIFY(!identity);
    QVERIFY(identity.error().detail.contains(QLatin1String("ATAPI")));
}

// A bridge that passes no ATA command may still answer GOOD with zeros: that is no drive that
// hides nothing, but no answer.
void TestAtaIdentify::aBlockOfZerosIsNoDrivesAnswer()
{
    const QByteArray zeros(512, '\0');
    const Result<AtaIdentity> identity = parseIdentifyDevice(zeros, QStringLiteral("/dev/sde"));
    QVERIFY(!identity);
    QVERIFY2(identity.error().detail.contains(QLatin1String("no sectors")),
             qPrintable(identity.error().detail));
    const Result<DeviceConfiguration> dco
        = parseDeviceConfigurationIdentify(zeros, QStringLiteral("/dev/sde"));
    QVERIFY(!dco);
    QVERIFY2(dco.error().detail.contains(QLatin1String("no maximum LBA")),
             qPrintable(dco.error().detail));

    AtaAnswers answers;
    answers.identity = *parseIdentifyDevice(block("st3160023as.identify"), QString());
    answers.dcoAsked = true;
    answers.dco.outcome = AtaReply::Outcome::Good;
    answers.dco.data = zeros;
    const HiddenAreas areas = hiddenAreasFromAta(answers);
    QCOMPARE(areas.state, HiddenAreas::State::Unknown);
    QCOMPARE(areas.obstacle, HiddenAreas::Obstacle::InvalidIdentify);
}

// An Advanced Format drive with 4096-byte logical sectors says so in words 106 and 117-118.
void TestAtaIdentify::logicalSectorSize()
{
    QByteArray data = block("maxtor-6b200m0.identify");
    data[212] = char(0x00); // word 106 = 5000h: valid, logical sector longer than 256 words
    data[213] = char(0x50);
    data[234] = char(0x00); // words 117-118 = 2048 words
    data[235] = char(0x08);
    quint8 sum = 0;
    for (int index = 0; index < 511; ++index)
        sum = quint8(sum + quint8(data[index]));
    data[511] = char(quint8(-sum));
    const Result<AtaIdentity> identity = parseIdentifyDevice(data, QStringLiteral("/dev/sdd"));
    QVERIFY(identity);
    QCOMPARE(identity->logicalSectorBytes, 4096);
}

void TestAtaIdentify::deviceConfiguration()
{
    const Result<DeviceConfiguration> dco
        = parseDeviceConfigurationIdentify(block("wd5003azex.dco"), QStringLiteral("/dev/sdl"));
    QVERIFY(dco);
    QCOMPARE(dco->revision, 2);
    QCOMPARE(dco->maximumLba, qint64(976773167));
    QCOMPARE(dco->maximumSectors(), qint64(976773168));
    QVERIFY(dco->hasIntegrityWord);
    QByteArray broken = block("wd5003azex.dco");
    broken[6] = char(broken[6] + 1);
    QVERIFY(!parseDeviceConfigurationIdentify(broken, QStringLiteral("/dev/sdl")));
}

void TestAtaIdentify::hiddenAreas_data()
{
    QTest::addColumn<AtaAnswers>("answers");
    QTest::addColumn<HiddenAreas::State>("state");
    QTest::addColumn<qint64>("visibleSectors");
    QTest::addColumn<qint64>("nativeSectors");
    QTest::addColumn<QString>("summary");
    QTest::addColumn<qint64>("firstHiddenSector");

    AtaAnswers plain;
    plain.identity = identityOf("st3160023as.identify");
    plain.nativeMaxCommand = AtaCommand::ReadNativeMaxAddressExt;
    plain.nativeMax = good(descriptorSense(312581807, true));
    plain.dcoAsked = true;
    QByteArray plainDco = block("wd5003azex.dco");
    plainDco[6] = char(0xAF); // maximum LBA 312,581,807: what the Seagate's DCO would hold
    plainDco[7] = char(0x9E);
    plainDco[8] = char(0xA1);
    plainDco[9] = char(0x12);
    quint8 sum = 0;
    for (int index = 0; index < 511; ++index)
        sum = quint8(sum + quint8(plainDco[index]));
    plainDco[511] = char(quint8(-sum));
    plain.dco = goodData(plainDco);
    QTest::newRow("plain Seagate") << plain << HiddenAreas::State::None << qint64(312581808)
                                   << qint64(312581808) << "none" << qint64(-1);

    AtaAnswers hpa = plain;
    hpa.identity = identityOf("st3160023as-hpa.identify");
    QTest::newRow("Seagate with an HPA")
        << hpa << HiddenAreas::State::Found << qint64(312579695) << qint64(312581808)
        << "HPA of 2,113 sectors" << qint64(312579695);

    AtaAnswers dco;
    dco.identity = wd5003azexWithDco();
    dco.nativeMaxCommand = AtaCommand::ReadNativeMaxAddressExt;
    dco.nativeMax = good(descriptorSense(926773167, true));
    dco.dcoAsked = true;
    dco.dco = goodData(block("wd5003azex.dco"));
    QTest::newRow("WD5003AZEX with a DCO")
        << dco << HiddenAreas::State::Found << qint64(926773168) << qint64(976773168)
        << "DCO of 50,000,000 sectors" << qint64(926773168);

    AtaAnswers both = dco;
    both.identity.userSectors48 = 926771055;
    QTest::newRow("HPA and DCO") << both << HiddenAreas::State::Found << qint64(926771055)
                                 << qint64(976773168)
                                 << "HPA of 2,113 sectors, DCO of 50,000,000 sectors"
                                 << qint64(926771055);

    AtaAnswers frozen = hpa;
    frozen.dco = aborted(); // DCO FREEZE LOCK: the drive aborts DEVICE CONFIGURATION IDENTIFY
    QTest::newRow("HPA, DCO frozen")
        << frozen << HiddenAreas::State::Unknown << qint64(312579695) << qint64(312581808)
        << "HPA of 2,113 sectors; more unknown" << qint64(312579695);

    AtaAnswers refused = plain;
    refused.nativeMax = interpretPassThroughAnswer(AtaCommand::ReadNativeMaxAddressExt, 2, 0, 0,
                                                   descriptorSense(0, true, 0x51, 0x40, 0x04), {});
    QTest::newRow("READ NATIVE MAX refused")
        << refused << HiddenAreas::State::Unknown << qint64(312581808) << qint64(0) << "unknown"
        << qint64(-1);

    AtaAnswers lost = plain;
    lost.nativeMax = good(fixedSense(312581807, true)); // a bridge that drops the upper bytes
    QTest::newRow("upper bytes lost in fixed sense")
        << lost << HiddenAreas::State::Unknown << qint64(312581808) << qint64(0) << "unknown"
        << qint64(-1);

    AtaAnswers ama;
    ama.identity = identityOf("maxtor-6b200m0.identify");
    ama.identity.hpaSupported = false;
    ama.identity.dcoSupported = false;
    ama.identity.amaSupported = true;
    ama.nativeMaxCommand = AtaCommand::GetNativeMaxAddressExt;
    ama.nativeMax = good(descriptorSense(398297087 + 4096, true));
    QTest::newRow("ACS-3 drive with an accessible max address")
        << ama << HiddenAreas::State::Found << qint64(398297088) << qint64(398301184)
        << "AMA of 4,096 sectors" << qint64(398297088);
}

void TestAtaIdentify::hiddenAreas()
{
    QFETCH(AtaAnswers, answers);
    QFETCH(HiddenAreas::State, state);
    QFETCH(qint64, visibleSectors);
    QFETCH(qint64, nativeSectors);
    QFETCH(QString, summary);
    QFETCH(qint64, firstHiddenSector);
    QVERIFY(answers.identity.visibleSectors() > 0);
    const HiddenAreas areas = hiddenAreasFromAta(answers);
    QCOMPARE(areas.state, state);
    QCOMPARE(areas.visibleSectors, visibleSectors);
    QCOMPARE(areas.nativeSectors, nativeSectors);
    QCOMPARE(areas.summary(), summary);
    QCOMPARE(areas.logicalSectorBytes, 512);
    if (firstHiddenSector >= 0) {
        QCOMPARE(areas.findings.first().firstSector, firstHiddenSector);
        qint64 end = areas.visibleSectors;
        for (const HiddenAreaFinding &finding : areas.findings) {
            QCOMPARE(finding.firstSector, end); // the areas follow each other, no gap
            QCOMPARE(finding.bytes, finding.sectors * 512);
            end = finding.firstSector + finding.sectors;
        }
        if (state == HiddenAreas::State::Found)
            QCOMPARE(end, nativeSectors);
    }
    QCOMPARE(areas.commands.size(), 1 + (answers.dcoAsked ? 1 : 0));
    if (state == HiddenAreas::State::Unknown)
        QVERIFY(!areas.obstacleDetail.isEmpty());
}

void TestAtaIdentify::theCommandsAskedFollowTheFeatures_data()
{
    QTest::addColumn<bool>("lba48");
    QTest::addColumn<bool>("hpa");
    QTest::addColumn<bool>("ama");
    QTest::addColumn<int>("command"); // -1: none

    QTest::newRow("48-bit with HPA")
        << true << true << false << int(AtaCommand::ReadNativeMaxAddressExt);
    QTest::newRow("28-bit with HPA")
        << false << true << false << int(AtaCommand::ReadNativeMaxAddress);
    QTest::newRow("ACS-3 with AMA")
        << true << false << true << int(AtaCommand::GetNativeMaxAddressExt);
    QTest::newRow("neither") << true << false << false << -1;
}

void TestAtaIdentify::theCommandsAskedFollowTheFeatures()
{
    QFETCH(bool, lba48);
    QFETCH(bool, hpa);
    QFETCH(bool, ama);
    QFETCH(int, command);
    AtaIdentity identity;
    identity.lba48 = lba48;
    identity.hpaSupported = hpa;
    identity.amaSupported = ama;
    const std::optional<AtaCommand> chosen = nativeMaxCommandFor(identity);
    QCOMPARE(chosen ? int(*chosen) : -1, command);
}

void TestAtaIdentify::recordLines()
{
    QCOMPARE(identifyCommandLine(identityOf("st3160023as.identify"), PassThroughSize::Sixteen),
             QStringLiteral("IDENTIFY DEVICE (ATA PASS-THROUGH 16): good; ST3160023AS, serial "
                            "3JS2KSL3, firmware 3.18; 312581808 sectors of 512 bytes, 48-bit; HPA "
                            "supported, DCO supported, AMA not supported; security supported, "
                            "not enabled, not locked, not frozen"));
    AtaAnswers hpa;
    hpa.identity = identityOf("st3160023as-hpa.identify");
    hpa.nativeMaxCommand = AtaCommand::ReadNativeMaxAddressExt;
    hpa.nativeMax = good(descriptorSense(312581807, true));
    const HiddenAreas areas = hiddenAreasFromAta(hpa);
    QCOMPARE(areas.commands,
             QStringList{QStringLiteral("READ NATIVE MAX ADDRESS EXT (ATA PASS-THROUGH 16): good; "
                                        "native maximum LBA 312581807")});
    QCOMPARE(areas.findings.first().obtainedBy,
             QStringLiteral("READ NATIVE MAX ADDRESS EXT (ATA PASS-THROUGH 16)"));
    QCOMPARE(areas.findings.first().description(),
             QStringLiteral("A Host Protected Area (HPA) of 2,113 sectors (1.0 MiB) from sector "
                            "312,579,695."));
}

// A bridge that passes only ATA PASS-THROUGH (12) cannot carry READ NATIVE MAX ADDRESS EXT: the
// transport stopped it, not the drive. A drive that aborts the command refused it itself.
void TestAtaIdentify::theObstacleNamesWhoRefused()
{
    AtaAnswers answers;
    answers.identity = identityOf("st3160023as.identify");
    answers.size = PassThroughSize::Twelve;
    answers.nativeMaxCommand = AtaCommand::ReadNativeMaxAddressExt;
    answers.nativeMax.outcome = AtaReply::Outcome::NotPassed;
    answers.nativeMax.detail = QStringLiteral("a 48-bit command needs ATA PASS-THROUGH (16)");
    HiddenAreas areas = hiddenAreasFromAta(answers);
    QCOMPARE(areas.state, HiddenAreas::State::Unknown);
    QCOMPARE(areas.obstacle, HiddenAreas::Obstacle::NoPassThrough);
    QCOMPARE(areas.obstacleDetail, QStringLiteral("READ NATIVE MAX ADDRESS EXT: a 48-bit command "
                                                  "needs ATA PASS-THROUGH (16)"));
    QCOMPARE(areas.commands.first(),
             QStringLiteral("READ NATIVE MAX ADDRESS EXT (ATA PASS-THROUGH 12): a 48-bit command "
                            "needs ATA PASS-THROUGH (16)"));

    answers.size = PassThroughSize::Sixteen;
    answers.nativeMax = aborted();
    areas = hiddenAreasFromAta(answers);
    QCOMPARE(areas.obstacle, HiddenAreas::Obstacle::CommandRefused);

    answers.nativeMax = good(descriptorSense(312581807, true));
    answers.dcoAsked = true;
    answers.dco = aborted();
    areas = hiddenAreasFromAta(answers);
    QCOMPARE(areas.state, HiddenAreas::State::Unknown);
    QCOMPARE(areas.obstacle, HiddenAreas::Obstacle::ConfigurationFrozen);
    QVERIFY2(areas.reason().contains(QLatin1String("Device Configuration Overlay is frozen")),
             qPrintable(areas.reason()));
}

void TestAtaIdentify::aNativeMaximumBelowTheVisibleOneHidesNothing()
{
    AtaAnswers answers;
    answers.identity = identityOf("st3160023as.identify");
    answers.nativeMaxCommand = AtaCommand::ReadNativeMaxAddressExt;
    answers.nativeMax = good(descriptorSense(312581807 - 100, true));
    const HiddenAreas areas = hiddenAreasFromAta(answers);
    QCOMPARE(areas.state, HiddenAreas::State::None);
    QCOMPARE(areas.nativeSectors, qint64(312581808));
    QVERIFY(areas.commands.first().endsWith(QLatin1String("native maximum LBA 312581707")));
}

QTEST_GUILESS_MAIN(TestAtaIdentify)
#include "tst_ataidentify.moc"
