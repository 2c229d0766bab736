// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/acquisitiondialog.h"
#include "fakedeviceenumerator.h"
#include "hiddenareafixtures.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

using namespace Custody;
using namespace Qt::Literals::StringLiterals;

class TestAcquisitionDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void emitsTheRequestTheFieldsDescribe();
    void refusesInvalidInput_data();
    void refusesInvalidInput();
    void refusesADestinationOnTheSource();
    void asksBeforeOverwritingAndCanResume();
    void suggestsRescueWhenSmartSaysSo();
    void keyboardReachesEveryField();
    void writeBlockNeedsPrivilege();
    void refusesAnImageOverItsSourceFile();
    void checksTheDestinationOffTheGuiThread();
    void wheelScrollsInsteadOfChangingSettings();
    void warnsOfHiddenAreas_data();
    void warnsOfHiddenAreas();

private:
    AcquisitionSource drive() const;
    template<typename T>
    static T *child(QWidget &dialog, const char *name)
    {
        T *widget = dialog.findChild<T *>(QLatin1String(name));
        if (!widget)
            qFatal("no child %s", name);
        return widget;
    }
    static QPushButton *startButton(QWidget &dialog)
    {
        return child<QPushButton>(dialog, "startButton");
    }
    // The destination folder is looked at on a pool thread; its verdict arrives as an event.
    static bool destinationChecked(const AcquisitionDialog &dialog)
    {
        return QTest::qWaitFor([&dialog] { return !dialog.isCheckingDestination(); }, 10000);
    }

    std::unique_ptr<QTemporaryDir> m_folder;
};

void TestAcquisitionDialog::init()
{
    m_folder = std::make_unique<QTemporaryDir>();
    QVERIFY(m_folder->isValid());
}

AcquisitionSource TestAcquisitionDialog::drive() const
{
    AcquisitionSource source;
    source.path = u"/dev/sdx"_s;
    source.displayName = u"Test drive"_s;
    source.sizeBytes = 1024 * 1024;
    source.isBlockDevice = true;
    source.mayWriteBlock = true;
    return source;
}

void TestAcquisitionDialog::emitsTheRequestTheFieldsDescribe()
{
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_folder->path();
    defaults.examiner = u"J. Doe"_s;
    AcquisitionDialog dialog(drive(), defaults);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSignalSpy ready(&dialog, &AcquisitionDialog::requestReady);

    QTest::keyClicks(child<QLineEdit>(dialog, "caseNumber"), u"2026-114"_s);
    QTest::keyClicks(child<QLineEdit>(dialog, "evidenceNumber"), u"E7"_s);
    QTest::keyClicks(child<QLineEdit>(dialog, "description"), u"USB stick"_s);
    QTest::keyClicks(child<QPlainTextEdit>(dialog, "notes"), u"seized at 10:15"_s);
    QLineEdit *name = child<QLineEdit>(dialog, "baseName");
    name->clear();
    QTest::keyClicks(name, u"stick"_s);
    child<QCheckBox>(dialog, "hash_sha1")->setChecked(true);
    child<QComboBox>(dialog, "format")->setCurrentIndex(1);
    QComboBox *window = child<QComboBox>(dialog, "hashWindow");
    QCOMPARE(window->currentData().toLongLong(), 0); // off unless asked for
    window->setCurrentIndex(window->findData(qint64(64) << 20));
    QComboBox *blockSize = child<QComboBox>(dialog, "blockSize");
    blockSize->setCurrentIndex(blockSize->findData(1024 * 1024));
    QComboBox *preset = child<QComboBox>(dialog, "preset");
    preset->setCurrentIndex(preset->findData(int(Preset::Rescue)));
    QLineEdit *fill = child<QLineEdit>(dialog, "fill");
    fill->clear();
    QTest::keyClicks(fill, u"0xff"_s);

    QVERIFY(destinationChecked(dialog));
    QVERIFY(startButton(dialog)->isEnabled());
    QTest::mouseClick(startButton(dialog), Qt::LeftButton);
    // Earlier files are looked for off the GUI thread first.
    QTRY_COMPARE(ready.count(), 1);
    const auto request = ready.at(0).at(0).value<AcquisitionRequest>();
    QCOMPARE(request.sourcePath, u"/dev/sdx"_s);
    QCOMPARE(request.basePath, m_folder->filePath(u"stick"_s));
    QCOMPARE(request.caseDetails.caseNumber, u"2026-114"_s);
    QCOMPARE(request.caseDetails.evidenceNumber, u"E7"_s);
    QCOMPARE(request.caseDetails.examiner, u"J. Doe"_s);
    QCOMPARE(request.caseDetails.description, u"USB stick"_s);
    QCOMPARE(request.caseDetails.notes, u"seized at 10:15"_s);
    QCOMPARE(request.settings.hashes,
             HashAlgorithm::Md5 | HashAlgorithm::Sha1 | HashAlgorithm::Sha256);
    QCOMPARE(request.settings.blockBytes, 1024 * 1024);
    QCOMPARE(request.settings.hashWindowBytes, qint64(64) << 20);
    QVERIFY(request.commandLine.contains(u"--hash-window 67108864"_s));
    QCOMPARE(request.settings.segmentBytes, 2048LL * 1024 * 1024);
    QCOMPARE(request.settings.preset, Preset::Rescue);
    QCOMPARE(request.settings.retries, 0);
    QCOMPARE(request.settings.fillByte, 0xff);
    QCOMPARE(request.verify, VerifyPolicy::Image);
    QVERIFY(request.writeBlock);
    child<QCheckBox>(dialog, "verifySource")->setChecked(true);
    QCOMPARE(dialog.request().verify, VerifyPolicy::ImageAndSource);
    QVERIFY(dialog.request().commandLine.contains(u"--verify-source"_s));
    child<QCheckBox>(dialog, "verify")->setChecked(false);
    QVERIFY(!child<QCheckBox>(dialog, "verifySource")->isEnabled());
    QCOMPARE(dialog.request().verify, VerifyPolicy::None);
    QCOMPARE(request.overwrite, OverwritePolicy::Refuse);
    QVERIFY(request.commandLine.startsWith(u"custody-cli acquire /dev/sdx "_s));
    QVERIFY(request.commandLine.contains(u"--preset rescue"_s));
    QVERIFY(request.commandLine.contains(u"--write-block"_s));
    QCOMPARE(dialog.settingsToRemember().examiner, u"J. Doe"_s);
}

void TestAcquisitionDialog::refusesInvalidInput_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("noHashes");
    QTest::addColumn<QString>("fill");
    QTest::addColumn<QString>("messageLabel");

    QTest::newRow("no folder") << u""_s << u"image"_s << false << u"0x00"_s
                               << u"destinationMessage"_s;
    QTest::newRow("missing folder")
        << u"/nonexistent/folder"_s << u"image"_s << false << u"0x00"_s << u"destinationMessage"_s;
    QTest::newRow("no name") << u"TMP"_s << u""_s << false << u"0x00"_s << u"destinationMessage"_s;
    QTest::newRow("slash in name")
        << u"TMP"_s << u"a/b"_s << false << u"0x00"_s << u"destinationMessage"_s;
    QTest::newRow("no hash") << u"TMP"_s << u"image"_s << true << u"0x00"_s << u"hashMessage"_s;
    QTest::newRow("bad fill") << u"TMP"_s << u"image"_s << false << u"ff"_s << u"fillMessage"_s;
}

void TestAcquisitionDialog::refusesInvalidInput()
{
    QFETCH(QString, folder);
    QFETCH(QString, name);
    QFETCH(bool, noHashes);
    QFETCH(QString, fill);
    QFETCH(QString, messageLabel);
    AcquisitionDialog dialog(drive(), AcquisitionDefaults{});
    dialog.show();
    QSignalSpy ready(&dialog, &AcquisitionDialog::requestReady);
    child<QLineEdit>(dialog, "destinationFolder")
        ->setText(folder == u"TMP"_s ? m_folder->path() : folder);
    child<QLineEdit>(dialog, "baseName")->setText(name);
    if (noHashes) {
        for (QCheckBox *box : dialog.findChildren<QCheckBox *>()) {
            if (box->objectName().startsWith(u"hash_"_s))
                box->setChecked(false);
        }
    }
    child<QLineEdit>(dialog, "fill")->setText(fill);
    QVERIFY(destinationChecked(dialog));
    QVERIFY(!startButton(dialog)->isEnabled());
    QVERIFY(!dialog.validationErrors().isEmpty());
    auto *message = dialog.findChild<QLabel *>(messageLabel);
    QVERIFY(message);
    QVERIFY(message->isVisible());
    QVERIFY(!message->text().isEmpty());
    QTest::mouseClick(startButton(dialog), Qt::LeftButton);
    QCOMPARE(ready.count(), 0);
}

// The drive holding the destination folder as the source: the image would be written onto it.
// The dialog asks the evidence guard, as the acquisition does, by device number.
void TestAcquisitionDialog::refusesADestinationOnTheSource()
{
    const QByteArray device = QStorageInfo(m_folder->path()).device();
    if (!device.startsWith("/dev/") || !QFileInfo::exists(QString::fromLocal8Bit(device)))
        QSKIP("the temporary folder is not on a block device");
    AcquisitionSource source = drive();
    source.path = QString::fromLocal8Bit(device);
    source.mountPoints = {QStorageInfo(m_folder->path()).rootPath()};
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_folder->path();
    AcquisitionDialog dialog(source, defaults);
    QVERIFY(destinationChecked(dialog));
    QVERIFY(!startButton(dialog)->isEnabled());
    QVERIFY2(dialog.validationErrors().join(u' ').contains(u"writes to the source"_s),
             qPrintable(dialog.validationErrors().join(u' ')));
    QVERIFY(dialog.findChild<QLabel *>(u"mountedWarning"_s));
}

void TestAcquisitionDialog::asksBeforeOverwritingAndCanResume()
{
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_folder->path();
    AcquisitionDialog dialog(drive(), defaults);
    QVERIFY(destinationChecked(dialog));
    child<QLineEdit>(dialog, "baseName")->setText(u"disk"_s);
    QVERIFY(destinationChecked(dialog)); // another name: its files are looked at again
    QFile map(m_folder->filePath(u"disk.map"_s));
    QVERIFY(map.open(QIODevice::WriteOnly));
    map.close();
    QStringList asked;
    bool offeredResume = false;
    OverwritePolicy answer = OverwritePolicy::Refuse;
    dialog.setExistingOutputsQuestion([&](const QStringList &existing, bool resumable) {
        asked = existing;
        offeredResume = resumable;
        return answer;
    });
    QSignalSpy ready(&dialog, &AcquisitionDialog::requestReady);
    QTest::mouseClick(startButton(dialog), Qt::LeftButton);
    // Looked for off the GUI thread (tst_responsiveacquire): the question follows the answer.
    QTRY_COMPARE(asked, QStringList{map.fileName()});
    QVERIFY(offeredResume);
    QCOMPARE(ready.count(), 0); // refused: nothing starts, and Start is offered again
    QVERIFY(startButton(dialog)->isEnabled());
    answer = OverwritePolicy::Resume;
    QTest::mouseClick(startButton(dialog), Qt::LeftButton);
    QTRY_COMPARE(ready.count(), 1);
    const auto request = ready.at(0).at(0).value<AcquisitionRequest>();
    QCOMPARE(request.overwrite, OverwritePolicy::Resume);
    QVERIFY(request.commandLine.endsWith(u" --resume"_s));

    // A finished acquisition (its map has every byte finished) is not offered for resuming.
    QVERIFY(map.open(QIODevice::WriteOnly | QIODevice::Truncate));
    map.write("0x00000000     +               1\n0x00000000  0x00100000  +\n");
    map.close();
    AcquisitionDialog again(drive(), defaults);
    asked.clear();
    again.setExistingOutputsQuestion([&](const QStringList &existing, bool resumable) {
        asked = existing;
        offeredResume = resumable;
        return OverwritePolicy::Refuse;
    });
    QVERIFY(destinationChecked(again));
    child<QLineEdit>(again, "baseName")->setText(u"disk"_s);
    QVERIFY(destinationChecked(again));
    QTest::mouseClick(startButton(again), Qt::LeftButton);
    QTRY_COMPARE(asked, QStringList{map.fileName()});
    QVERIFY(!offeredResume);
}

void TestAcquisitionDialog::suggestsRescueWhenSmartSaysSo()
{
    AcquisitionSource source = drive();
    source.suggestedPreset = Preset::Rescue;
    source.suggestionReason = u"12 sectors are pending reallocation."_s;
    AcquisitionDefaults defaults;
    defaults.preset = Preset::Forensic;
    AcquisitionDialog dialog(source, defaults);
    dialog.show();
    auto *preset = child<QComboBox>(dialog, "preset");
    QCOMPARE(preset->currentData().toInt(), int(Preset::Rescue));
    auto *message = child<QLabel>(dialog, "presetMessage");
    QVERIFY(message->isVisible());
    QVERIFY(message->text().contains(u"pending reallocation"_s));
    QCOMPARE(dialog.request().settings.retries, 0);
    // Taken as suggested, the rescue preset is this drive's, not the next drive's default.
    QCOMPARE(dialog.settingsToRemember().preset, Preset::Forensic);

    // Chosen by the examiner on a healthy drive, it is remembered.
    AcquisitionDialog healthy(drive(), defaults);
    auto *healthyPreset = child<QComboBox>(healthy, "preset");
    healthyPreset->setCurrentIndex(healthyPreset->findData(int(Preset::Rescue)));
    QCOMPARE(healthy.settingsToRemember().preset, Preset::Rescue);
}

void TestAcquisitionDialog::keyboardReachesEveryField()
{
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_folder->path();
    AcquisitionDialog dialog(drive(), defaults);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(destinationChecked(dialog)); // Start is enabled, and so in the tab chain
    dialog.activateWindow();
    child<QLineEdit>(dialog, "caseNumber")->setFocus();
    QSet<QString> reached;
    for (int i = 0; i < 60; ++i) {
        if (QWidget *focus = QApplication::focusWidget())
            reached.insert(focus->objectName());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    }
    for (const char *name :
         {"caseNumber",        "evidenceNumber", "examiner",  "description", "notes",
          "destinationFolder", "browseButton",   "baseName",  "format",      "hash_md5",
          "hash_sha256",       "hashWindow",     "blockSize", "preset",      "verify",
          "writeBlock",        "retries",        "fill",      "directIo",    "startButton"})
        QVERIFY2(reached.contains(QLatin1String(name)), name);
}

void TestAcquisitionDialog::writeBlockNeedsPrivilege()
{
    AcquisitionSource source = drive();
    source.mayWriteBlock = false;
    AcquisitionDialog dialog(source, AcquisitionDefaults{});
    auto *writeBlock = child<QCheckBox>(dialog, "writeBlock");
    QVERIFY(!writeBlock->isEnabled());
    QVERIFY(!writeBlock->isChecked());
    QVERIFY(writeBlock->toolTip().contains(u"root"_s));
    QVERIFY(!dialog.request().writeBlock);
}

void TestAcquisitionDialog::refusesAnImageOverItsSourceFile()
{
    QFile image(m_folder->filePath(u"disk.dd"_s));
    QVERIFY(image.open(QIODevice::WriteOnly) && image.resize(4096));
    image.close();
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_folder->path();
    AcquisitionDialog dialog(AcquisitionSource::fromFile(image.fileName()), defaults);
    QVERIFY(!child<QCheckBox>(dialog, "writeBlock")->isEnabled());
    child<QLineEdit>(dialog, "baseName")->setText(u"disk"_s); // would write disk.dd
    QVERIFY(dialog.isCheckingDestination());                  // other files: looked at again
    QVERIFY(destinationChecked(dialog));
    QVERIFY(!startButton(dialog)->isEnabled());
    QVERIFY(dialog.validationErrors().join(u' ').contains(u"it is the source"_s));
    child<QLineEdit>(dialog, "baseName")->setText(u"copy"_s);
    QVERIFY(destinationChecked(dialog));
    QVERIFY(startButton(dialog)->isEnabled());

    // The same folder through a symbolic link is the same folder.
    const QString link = m_folder->filePath(u"link"_s);
    QVERIFY(QFile::link(m_folder->path(), link));
    child<QLineEdit>(dialog, "destinationFolder")->setText(link);
    child<QLineEdit>(dialog, "baseName")->setText(u"disk"_s);
    QVERIFY(destinationChecked(dialog));
    QVERIFY(!startButton(dialog)->isEnabled());
    QVERIFY(dialog.validationErrors().join(u' ').contains(u"it is the source"_s));
}

void TestAcquisitionDialog::checksTheDestinationOffTheGuiThread()
{
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_folder->path();
    AcquisitionDialog dialog(drive(), defaults);
    dialog.show();
    auto *message = child<QLabel>(dialog, "destinationMessage");
    // Until the pool thread has answered, Start waits and the dialog says why.
    QVERIFY(dialog.isCheckingDestination());
    QVERIFY(!startButton(dialog)->isEnabled());
    QVERIFY(message->text().contains(u"Checking"_s));
    QVERIFY(destinationChecked(dialog));
    QVERIFY(startButton(dialog)->isEnabled());

    // Hash windows add files of their own: they are looked at before Start is offered again.
    child<QComboBox>(dialog, "hashWindow")->setCurrentIndex(1);
    QVERIFY(dialog.isCheckingDestination());
    QVERIFY(!startButton(dialog)->isEnabled());
    QVERIFY(destinationChecked(dialog));
    QVERIFY(startButton(dialog)->isEnabled());

    // Typing a folder starts another look; the verdict is the last folder typed.
    auto *folder = child<QLineEdit>(dialog, "destinationFolder");
    folder->setText(m_folder->filePath(u"missing"_s));
    QVERIFY(dialog.isCheckingDestination());
    folder->setText(m_folder->filePath(u"missing-too"_s));
    QVERIFY(destinationChecked(dialog));
    QVERIFY(!startButton(dialog)->isEnabled());
    QVERIFY2(message->text().contains(u"missing-too does not exist"_s),
             qPrintable(message->text()));
    folder->setText(m_folder->path());
    QVERIFY(destinationChecked(dialog));
    QVERIFY(startButton(dialog)->isEnabled());
}

void TestAcquisitionDialog::wheelScrollsInsteadOfChangingSettings()
{
    AcquisitionDialog dialog(drive(), AcquisitionDefaults{});
    dialog.resize(dialog.width(), 300); // short: the dialog scrolls
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *preset = child<QComboBox>(dialog, "preset");
    auto *scrollBar = dialog.findChild<QScrollArea *>()->verticalScrollBar();
    QVERIFY(scrollBar->maximum() > 0);
    const int presetBefore = preset->currentIndex();
    const int scrolledBefore = scrollBar->value();
    const QPoint centre = preset->rect().center();
    QWheelEvent down(centre, preset->mapToGlobal(centre), QPoint(), QPoint(0, -120), Qt::NoButton,
                     Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(preset, &down);
    QCOMPARE(preset->currentIndex(), presetBefore);
    QVERIFY(scrollBar->value() > scrolledBefore);
    // With the focus, the wheel is the list's.
    preset->setFocus();
    QTRY_VERIFY(preset->hasFocus());
    QApplication::sendEvent(preset, &down);
    QVERIFY(preset->currentIndex() != presetBefore);
}

void TestAcquisitionDialog::warnsOfHiddenAreas_data()
{
    QTest::addColumn<std::optional<HiddenAreas>>("areas");
    QTest::addColumn<bool>("warning");
    QTest::addColumn<QStringList>("says");
    QTest::newRow("HPA") << std::optional(Custody::Test::driveWithHpa(2048, 1024)) << true
                         << QStringList{u"This drive hides sectors from the host"_s,
                                        u"Host Protected Area (HPA) of 1,024 sectors (512.0 KiB) "
                                        "from sector 2,048"_s,
                                        u"READ NATIVE MAX ADDRESS EXT"_s,
                                        u"not the 1,024 hidden sector(s)"_s,
                                        u"Custody never removes an HPA or DCO"_s,
                                        u"hardware write-blocker's HPA/DCO handling"_s,
                                        u"acquires the drive again"_s};
    QTest::newRow("unknown") << std::optional(Custody::Test::driveBehindUsb(2048)) << false
                             << QStringList{u"Hidden areas unknown"_s,
                                            u"Connect the drive directly to SATA"_s,
                                            u"asks the drive again when it starts"_s};
    QTest::newRow("still being checked")
        << std::optional<HiddenAreas>() << false
        << QStringList{u"still being checked"_s, u"asks the drive again when it starts"_s};
}

void TestAcquisitionDialog::warnsOfHiddenAreas()
{
    QFETCH(std::optional<HiddenAreas>, areas);
    QFETCH(bool, warning);
    QFETCH(QStringList, says);
    DeviceRow row;
    row.device = Custody::Test::fakeDrive(u"/dev/sdx"_s, 2048 * 512, u"Disk"_s);
    row.systemUsesKnown = true;
    row.hiddenAreas.areas = areas;
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_folder->path();
    AcquisitionDialog dialog(AcquisitionSource::fromDevice(row), defaults);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *message = child<QLabel>(dialog, "hiddenAreasMessage");
    QVERIFY(message->isVisible());
    for (const QString &words : says)
        QVERIFY2(message->text().contains(words), qPrintable(message->text()));
    // A finding in the warning's colour; anything else a quiet note.
    QCOMPARE(message->styleSheet().contains(u"#8a5300"_s), warning);
    // It says what it means; it does not stop the acquisition.
    QVERIFY(destinationChecked(dialog));
    QVERIFY(startButton(dialog)->isEnabled());
}

QTEST_MAIN(TestAcquisitionDialog)
#include "tst_acquisitiondialog.moc"
