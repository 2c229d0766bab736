// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/acquisition.h"
#include "acquisition/sourcedrive.h"
#include "loopdevice.h"
#include "testfiles.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

// An acquisition asked for one drive (AcquisitionRequest::chosenSource, as the GUI's queue keeps
// it for a job that starts later or after a restart) acquires only that drive: another one at the
// same path, by serial number or size, is refused before anything is read or written. On a real
// loop device, whose serial (none) and size udev and sysfs report.
class TestChosenSource : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void onlyTheDriveChosenIsAcquired();
};

void TestChosenSource::onlyTheDriveChosenIsAcquired()
{
    if (const QString why = LoopDevice::unavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString backing = folder.filePath(u"drive.img"_s);
    QVERIFY(writeFile(backing, randomBytes(2 * 1024 * 1024, 61)));
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {u"--read-only"_s}), qPrintable(loop.errorString()));
    const Result<SourceDrive> drive = SourceDrive::describe(loop.devicePath());
    QVERIFY2(drive, drive ? "" : qPrintable(drive.error().userMessage()));
    QCOMPARE(drive->drive.sizeBytes, 2 * 1024 * 1024);

    AcquisitionRequest request;
    request.sourcePath = loop.devicePath();
    request.settings.hashes = HashAlgorithm::Sha256;
    request.captureSmart = false;
    request.readLayout = false;
    const QList<std::pair<AcquisitionRequest::ChosenDrive, QString>> others{
        {{drive->drive.serial, drive->drive.sizeBytes + 512}, u"2097664 bytes"_s},
        {{u"WD-WX11A12345"_s, drive->drive.sizeBytes}, u"\"WD-WX11A12345\""_s},
    };
    for (const auto &[other, named] : others) {
        request.basePath = folder.filePath(u"other"_s);
        request.chosenSource = other;
        Acquisition refused(request);
        const Result<void> prepared = refused.prepare();
        QVERIFY(!prepared);
        QCOMPARE(prepared.error().code, Error::Code::SourceNotTheOneChosen);
        const QString said = prepared.error().userMessage();
        QVERIFY2(said.contains(loop.devicePath()) && said.contains(named)
                     && said.contains(u"Nothing was read or written"_s),
                 qPrintable(said));
        // Not a lock, not a map, nothing.
        QCOMPARE(QDir(folder.path()).entryList({u"other*"_s}, QDir::AllEntries | QDir::Hidden),
                 QStringList());
    }

    request.basePath = folder.filePath(u"chosen"_s);
    request.chosenSource
        = AcquisitionRequest::ChosenDrive{drive->drive.serial, drive->drive.sizeBytes};
    Acquisition acquisition(request);
    const Result<void> prepared = acquisition.prepare();
    QVERIFY2(prepared, prepared ? "" : qPrintable(prepared.error().userMessage()));
    const AcquisitionRecord record = acquisition.execute();
    QCOMPARE(record.result.status, ImagingOutcome::Status::Completed);
    QCOMPARE(readFile(request.basePath + u".dd"_s), readFile(backing));
}

QTEST_GUILESS_MAIN(TestChosenSource)
#include "tst_chosensource.moc"
