// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/acquisition.h"
#include "cli/devicescommand.h"
#include "loopdevice.h"

#include <optional>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Qt::StringLiterals;
using Custody::Test::LoopDevice;

// A loop device has no hidden areas of its own, and the drive its file came from cannot be asked:
// custody-cli devices lists it with its hidden areas unknown and the reason, and an acquisition of
// it records that, its log saying which sectors of how many the device shows were acquired. Real
// ATA and NVMe drives are the drive lab's. Needs root (losetup).
class TestHiddenAreasLoop : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void devicesSaysWhyTheyAreUnknown();
    void acquisitionRecordsAndLogsThem();

private:
    QTemporaryDir m_directory;
    std::optional<LoopDevice> m_loop;
};

void TestHiddenAreasLoop::initTestCase()
{
    if (const QString why = LoopDevice::unavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QVERIFY(m_directory.isValid());
    const QString backing = m_directory.filePath(u"evidence.img"_s);
    QVERIFY(LoopDevice::createBackingFile(backing, 1 << 20, LoopDevice::Layout::Blank));
    m_loop.emplace();
    QVERIFY2(m_loop->attach(backing, {u"--read-only"_s}), qPrintable(m_loop->errorString()));
}

void TestHiddenAreasLoop::devicesSaysWhyTheyAreUnknown()
{
    const auto run = [](const QStringList &arguments) {
        QString out;
        QString err;
        QTextStream outStream(&out);
        QTextStream errStream(&err);
        const int exitCode = Cli::DevicesCommand(outStream, errStream).run(arguments);
        outStream.flush();
        return std::pair(exitCode, out + err);
    };
    const auto [jsonExit, json] = run({u"--json"_s, u"--backend"_s, u"udev"_s});
    QCOMPARE(jsonExit, 0);
    std::optional<QJsonObject> listed;
    for (const QJsonValue device :
         QJsonDocument::fromJson(json.toUtf8()).object()[u"devices"_s].toArray()) {
        if (device[u"devicePath"_s].toString() == m_loop->devicePath())
            listed = device.toObject();
    }
    QVERIFY2(listed, qPrintable(json));
    const Result<HiddenAreas> areas = HiddenAreas::fromJson((*listed)[u"hiddenAreas"_s].toObject());
    QVERIFY2(areas, areas ? "" : qPrintable(areas.error().detail));
    QCOMPARE(areas->state, HiddenAreas::State::NotADrive);
    QCOMPARE(areas->obstacle, HiddenAreas::Obstacle::NotADrive);
    QVERIFY(areas->findings.isEmpty());
    QVERIFY2(areas->reason().contains(u"Not a drive"_s), qPrintable(areas->reason()));

    // One line per drive, and below it what it hides: unknown, with the reason.
    const auto [humanExit, human] = run({u"--backend"_s, u"udev"_s});
    QCOMPARE(humanExit, 0);
    const qsizetype at = human.indexOf(m_loop->devicePath() + u"  "_s);
    QVERIFY2(at >= 0, qPrintable(human));
    const QString below = human.mid(at).section(u'\n', 1);
    QVERIFY2(below.contains(u"hidden areas: unknown (Not a drive"_s), qPrintable(human));
}

void TestHiddenAreasLoop::acquisitionRecordsAndLogsThem()
{
    AcquisitionRequest request;
    request.sourcePath = m_loop->devicePath();
    request.basePath = m_directory.filePath(u"loop"_s);
    request.settings.hashes = HashAlgorithm::Sha256;
    request.captureSmart = false;
    Acquisition acquisition(request);
    const Result<void> prepared = acquisition.prepare();
    QVERIFY2(prepared, prepared ? "" : qPrintable(prepared.error().userMessage()));
    const AcquisitionRecord record = acquisition.execute();
    QCOMPARE(record.result.status, ImagingOutcome::Status::Completed);
    QVERIFY(record.source.hiddenAreas);
    QCOMPARE(record.source.hiddenAreas->state, HiddenAreas::State::NotADrive);

    // 1 MiB in 512-byte sectors: sectors 0 to 2047 of 2048.
    QFile log(request.basePath + u".txt"_s);
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(log.readAll());
    QVERIFY2(text.contains(u"Acquired sectors 0 to 2047 of the 2048 the drive shows; hidden "
                           "areas: unknown (Not a drive"_s),
             qPrintable(text));
    // The record on disk holds them as the acquisition found them.
    QFile json(request.basePath + u".json"_s);
    QVERIFY(json.open(QIODevice::ReadOnly));
    const Result<AcquisitionRecord> read = AcquisitionRecord::fromJson(json.readAll(), u"loop"_s);
    QVERIFY2(read, read ? "" : qPrintable(read.error().userMessage()));
    QCOMPARE(read->source.hiddenAreas, record.source.hiddenAreas);
}

QTEST_GUILESS_MAIN(TestHiddenAreasLoop)
#include "tst_hiddenareasloop.moc"
