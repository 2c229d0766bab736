// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The acquisition dialog's destinations: more images of the same read and a clone onto a drive,
// the request and custody-cli command they make, the drive the gate or the size refuses, the
// typed-serial confirmation before a drive is overwritten, and the dialog at 1280×720.

#include "cli/acquireoptions.h"
#include "compiledtranslation.h"
#include "dialogcloser.h"
#include "dialogs/acquisitiondialog.h"
#include "dialogs/overwriteconfirmation.h"
#include "util/shellquote.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

class TestDestinationsGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void addsAnotherImageOfTheSameRead();
    void clonesOntoADriveTheGateAllows();
    void refusesASmallerDriveWithTheShortfall();
    void asksForTheSerialBeforeOverwritingADrive();
    void fitsA1280x720Screen_data();
    void fitsA1280x720Screen();

private:
    AcquisitionSource source() const;
    static DeviceInfo drive(const QString &path, qint64 sizeBytes, const QString &serial);
    // The drive list the clone is offered: /dev/sdy large, /dev/sdw too small, /dev/sdz refused
    // by the gate (a stand-in, as these drives are made up).
    void offerDrives(AcquisitionDialog &dialog) const;
    // The request read back from the command line the dialog wrote for it.
    static void checkRoundTrip(const AcquisitionRequest &request);
    template<typename T>
    static T *child(QObject &parent, const char *name)
    {
        T *widget = parent.findChild<T *>(QLatin1String(name));
        if (!widget)
            qFatal("no child %s", name);
        return widget;
    }
    static QPushButton *startButton(QWidget &dialog)
    {
        return child<QPushButton>(dialog, "startButton");
    }

    std::unique_ptr<QTemporaryDir> m_folder;
};

void TestDestinationsGui::init()
{
    m_folder = std::make_unique<QTemporaryDir>();
    QVERIFY(m_folder->isValid());
}

AcquisitionSource TestDestinationsGui::source() const
{
    AcquisitionSource source;
    source.path = u"/dev/sdx"_s;
    source.displayName = u"Test drive"_s;
    source.sizeBytes = 1024 * 1024 * 1024;
    source.isBlockDevice = true;
    return source;
}

DeviceInfo TestDestinationsGui::drive(const QString &path, qint64 sizeBytes, const QString &serial)
{
    DeviceInfo drive;
    drive.devicePath = path;
    drive.model = u"Lab Disk"_s;
    drive.serial = serial;
    drive.sizeBytes = sizeBytes;
    drive.logicalSectorBytes = 512;
    return drive;
}

void TestDestinationsGui::offerDrives(AcquisitionDialog &dialog) const
{
    const qint64 sourceBytes = source().sizeBytes;
    dialog.setDrives([sourceBytes] {
        return QList<DeviceInfo>{drive(u"/dev/sdy"_s, sourceBytes * 2, u"BIG1"_s),
                                 drive(u"/dev/sdw"_s, sourceBytes - 4096, u"SMALL1"_s),
                                 drive(u"/dev/sdz"_s, sourceBytes * 2, u"SYS1"_s)};
    });
    dialog.destinations()->setDriveCheck([](const QString &, const QString &device) {
        return device == u"/dev/sdz"_s ? u"/dev/sdz holds / of this workstation."_s : QString();
    });
}

void TestDestinationsGui::checkRoundTrip(const AcquisitionRequest &request)
{
    const QStringList arguments = equivalentCliArguments(request);
    QCOMPARE(request.commandLine, shellQuote(arguments));
    const Result<Cli::AcquireRequest> parsed = Cli::parseAcquireArguments(arguments.mid(2));
    QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().userMessage()));
    AcquisitionRequest back = *parsed;
    back.commandLine = request.commandLine;
    QVERIFY2(back == request, qPrintable(u"%1\nreads back as\n%2"_s.arg(
                                  request.commandLine, shellQuote(equivalentCliArguments(back)))));
}

void TestDestinationsGui::addsAnotherImageOfTheSameRead()
{
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_folder->path();
    AcquisitionDialog dialog(source(), defaults);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(QDir(m_folder->path()).mkdir(u"second"_s));

    // Add image… asks for its folder, name and format; OK waits for the folder to be looked at.
    QTest::mouseClick(child<QPushButton>(dialog, "addImageButton"), Qt::LeftButton);
    auto *asked = dialog.findChild<ImageOutputDialog *>(u"imageOutputDialog"_s);
    QVERIFY(asked && asked->isVisible());
    auto *ok = child<QPushButton>(*asked, "outputOk");
    QVERIFY(!ok->isEnabled()); // no folder yet
    child<QLineEdit>(*asked, "outputFolder")->setText(m_folder->filePath(u"second"_s));
    QLineEdit *name = child<QLineEdit>(*asked, "outputName");
    name->setText(dialog.request().basePath.section(u'/', -1)); // the main image's own base
    child<QLineEdit>(*asked, "outputFolder")->setText(m_folder->path());
    QTRY_VERIFY(!asked->isChecking());
    QVERIFY(asked->error().contains(u"another output"_s));
    QVERIFY(!ok->isEnabled());
    child<QLineEdit>(*asked, "outputFolder")->setText(m_folder->filePath(u"second"_s));
    name->setText(u"copy"_s);
    QTRY_VERIFY(ok->isEnabled());
    QTest::mouseClick(ok, Qt::LeftButton);
    QTRY_COMPARE(dialog.destinations()->images().size(), 1);

    const AcquisitionRequest request = dialog.request();
    QCOMPARE(request.alsoOutputs.size(), 1);
    const AlsoOutput &also = request.alsoOutputs.first();
    QCOMPARE(also.basePath, m_folder->filePath(u"second/copy"_s));
    QCOMPARE(also.format, ImageFormat::Ewf); // the usual working copy beside a raw master
    QCOMPARE(request.settings.format, ImageFormat::Raw);
    // An E01 among the outputs stores the MD5 and SHA-1.
    QVERIFY(request.settings.hashes.testFlag(HashAlgorithm::Md5));
    QVERIFY(request.settings.hashes.testFlag(HashAlgorithm::Sha1));
    QVERIFY(request.commandLine.contains(u"--also"_s));
    checkRoundTrip(request);

    // Started: the request carries both outputs.
    QSignalSpy ready(&dialog, &AcquisitionDialog::requestReady);
    QTRY_VERIFY(startButton(dialog)->isEnabled());
    QTest::mouseClick(startButton(dialog), Qt::LeftButton);
    QTRY_COMPARE(ready.count(), 1);
    QCOMPARE(ready.first().first().value<AcquisitionRequest>().alsoOutputs.size(), 1);
}

void TestDestinationsGui::clonesOntoADriveTheGateAllows()
{
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_folder->path();
    AcquisitionDialog dialog(source(), defaults);
    offerDrives(dialog);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));

    QTest::mouseClick(child<QPushButton>(dialog, "cloneButton"), Qt::LeftButton);
    auto *picker = dialog.findChild<CloneDriveDialog *>(u"cloneDriveDialog"_s);
    QVERIFY(picker && picker->isVisible());
    QTRY_VERIFY(!picker->isChecking());
    // Each refused drive stays listed with its reason, and cannot be chosen.
    QCOMPARE(picker->refusalOf(u"/dev/sdz"_s), u"/dev/sdz holds / of this workstation."_s);
    QVERIFY(picker->refusalOf(u"/dev/sdw"_s).contains(QLocale().toString(4096)));
    QVERIFY(picker->refusalOf(u"/dev/sdy"_s).isEmpty());
    auto *list = child<QTreeWidget>(*picker, "cloneDrives");
    auto *choose = child<QPushButton>(*picker, "chooseDrive");
    list->setCurrentItem(list->topLevelItem(2)); // /dev/sdz
    QVERIFY(!choose->isEnabled());
    QCOMPARE(child<QLabel>(*picker, "cloneDriveMessage")->text(),
             u"/dev/sdz holds / of this workstation."_s);
    list->setCurrentItem(list->topLevelItem(1)); // /dev/sdw
    QVERIFY(!choose->isEnabled());
    list->setCurrentItem(list->topLevelItem(0)); // /dev/sdy
    auto *excess = child<QComboBox>(*picker, "cloneExcess");
    excess->setCurrentIndex(2);
    child<QLineEdit>(*picker, "clonePattern")->setText(u"0x5a"_s);
    QVERIFY(choose->isEnabled());
    QTest::mouseClick(choose, Qt::LeftButton);
    QTRY_VERIFY(dialog.destinations()->clone().has_value());

    const AcquisitionRequest request = dialog.request();
    QVERIFY(request.clone);
    QCOMPARE(request.clone->devicePath, u"/dev/sdy"_s);
    QCOMPARE(request.clone->excessFill, std::optional<quint8>(0x5a));
    QVERIFY(request.commandLine.contains(u"--clone /dev/sdy"_s));
    QVERIFY(request.commandLine.contains(u"--excess 0x5a"_s));
    checkRoundTrip(request);
    // The main destination now holds the clone's map, log and record only.
    QVERIFY(!child<QComboBox>(dialog, "format")->isEnabled());
    QVERIFY(child<QLabel>(dialog, "cloneNote")->text().contains(u"/dev/sdy"_s));
    QVERIFY(child<QLabel>(dialog, "summary")->text().contains(u"/dev/sdy"_s));
}

void TestDestinationsGui::refusesASmallerDriveWithTheShortfall()
{
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_folder->path();
    AcquisitionDialog dialog(source(), defaults);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTRY_VERIFY(!dialog.isCheckingDestination());
    QTRY_VERIFY(startButton(dialog)->isEnabled());

    // A drive chosen before the source was known to be larger (or the list's size was stale):
    // Start is off, and says by how much.
    dialog.destinations()->setClone(
        CloneChoice{drive(u"/dev/sdw"_s, source().sizeBytes - 4096, u"SMALL1"_s), {}});
    QVERIFY(!startButton(dialog)->isEnabled());
    const QString errors = dialog.validationErrors().join(u'\n');
    QVERIFY2(errors.contains(QLocale().toString(4096)) && errors.contains(u"8 sectors"_s),
             qPrintable(errors));
    QSignalSpy ready(&dialog, &AcquisitionDialog::requestReady);
    QTest::mouseClick(startButton(dialog), Qt::LeftButton);
    QTest::qWait(200); // shows that nothing starts
    QCOMPARE(ready.count(), 0);

    dialog.destinations()->setClone(
        CloneChoice{drive(u"/dev/sdy"_s, source().sizeBytes, u"SAME1"_s), {}});
    QVERIFY(startButton(dialog)->isEnabled());
}

void TestDestinationsGui::asksForTheSerialBeforeOverwritingADrive()
{
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_folder->path();
    AcquisitionDialog dialog(source(), defaults);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.destinations()->setClone(
        CloneChoice{drive(u"/dev/sdy"_s, source().sizeBytes * 2, u"BIG1"_s), quint8(0)});
    QSignalSpy ready(&dialog, &AcquisitionDialog::requestReady);
    QTRY_VERIFY(startButton(dialog)->isEnabled());

    // The default question is the typed-serial confirmation: refused, nothing starts.
    DialogCloser<OverwriteConfirmation> closer(
        [](OverwriteConfirmation &asked) { QCOMPARE(asked.expectedText(), u"BIG1"_s); });
    QTest::mouseClick(startButton(dialog), Qt::LeftButton);
    QTRY_VERIFY(!closer.title.isEmpty());
    QTest::qWait(200); // shows that nothing starts
    QCOMPARE(ready.count(), 0);
    QTRY_VERIFY(startButton(dialog)->isEnabled());

    // Confirmed: the request goes out, and the question named what happens to the drive.
    QString told;
    dialog.setDriveOverwriteConfirmation([&told](const DeviceInfo &drive, const QString &what) {
        told = drive.devicePath + u": "_s + what;
        return true;
    });
    QTest::mouseClick(startButton(dialog), Qt::LeftButton);
    QTRY_COMPARE(ready.count(), 1);
    QVERIFY2(told.startsWith(u"/dev/sdy: "_s) && told.contains(u"zeros"_s), qPrintable(told));
    QCOMPARE(ready.first().first().value<AcquisitionRequest>().clone->devicePath, u"/dev/sdy"_s);
}

void TestDestinationsGui::fitsA1280x720Screen_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QString();
    for (const QString &language : Test::translatedLanguages()) // longer words, the same screen
        QTest::addRow("%s", qPrintable(language)) << language;
}

void TestDestinationsGui::fitsA1280x720Screen()
{
    QFETCH(QString, language);
    const ScopedTranslation translation(language);
    QVERIFY(translation.isInstalled());
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = m_folder->path();
    AcquisitionDialog dialog(source(), defaults);
    for (const QString &name : {u"working-copy"_s, u"second-working-copy"_s, u"third"_s})
        dialog.destinations()->addImage({m_folder->filePath(name), ImageFormat::Ewf,
                                         qint64(2) << 30, ChunkCompression::Fast,
                                         VerifyPolicy::Image});
    dialog.destinations()->setClone(
        CloneChoice{drive(u"/dev/sdy"_s, source().sizeBytes * 2, u"BIG1"_s), quint8(0x5a)});
    const QSize screen(1280, 720 - 60); // less the panels
    dialog.resize(dialog.size().boundedTo(screen));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTRY_VERIFY(!dialog.isCheckingDestination());
    QVERIFY2(dialog.width() <= screen.width() && dialog.height() <= screen.height(),
             qPrintable(u"%1×%2"_s.arg(dialog.width()).arg(dialog.height())));
    // The form scrolls up and down, never sideways; the buttons and the summary stay in view.
    auto *scroll = dialog.findChild<QScrollArea *>();
    QVERIFY(!scroll->horizontalScrollBar()->isVisible());
    QVERIFY(startButton(dialog)->isVisible());
    QVERIFY(dialog.rect().contains(
        QRect(startButton(dialog)->mapTo(&dialog, QPoint()), startButton(dialog)->size())));
    // Every button of the destinations shows its whole text.
    auto *list = child<DestinationList>(dialog, "destinationList");
    for (QPushButton *button : list->findChildren<QPushButton *>()) {
        const int needed = button->fontMetrics().horizontalAdvance(button->text().remove(u'&'));
        QVERIFY2(button->width() >= needed,
                 qPrintable(u"%1: %2 < %3"_s.arg(button->text()).arg(button->width()).arg(needed)));
    }
    // Four destinations, and the list keeps its height: it scrolls, the dialog does not grow.
    QCOMPARE(child<QListWidget>(*list, "destinations")->count(), 4);
    // The clone's note keeps its two lines, set or not: choosing a drive moves nothing below.
    auto *note = child<QLabel>(dialog, "cloneNote");
    const int noteHeight = note->height();
    const QPoint below = child<QComboBox>(dialog, "hashWindow")->mapTo(&dialog, QPoint());
    dialog.destinations()->setClone(std::nullopt);
    QTest::qWait(50); // the layout settles: shows that nothing moved
    QCOMPARE(note->height(), noteHeight);
    QCOMPARE(child<QComboBox>(dialog, "hashWindow")->mapTo(&dialog, QPoint()), below);
}

QTEST_MAIN(TestDestinationsGui)

#include "tst_destinationsgui.moc"
