// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/acquisitiondialog.h"
#include "dialogs/imagenametemplate.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Qt::Literals::StringLiterals;

// The chores the acquisition dialog does for the examiner: the image name from a template, the
// case carried over to the next item, a missing folder created, the space and the files shown,
// a summary of what Start does always in view, one label column.
class TestDialogChores : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void expandsTheNameTemplate();
    void countsUpTheEvidenceNumber();
    void theNameFollowsTheCaseFieldsUntilTypedByHand();
    void theCaseCarriesOverToTheNextItem();
    void createsAMissingFolderWhenAsked();
    void neverCreatesAFolderOnTheSource();
    void showsSpaceFilesAndSummary();
    void typingTheNameMovesNothingBelowIt();

private:
    static AcquisitionSource drive()
    {
        AcquisitionSource source;
        source.path = u"/dev/sdx"_s;
        source.displayName = u"Test drive"_s;
        source.model = u"WDC WD10EZEX"_s;
        source.serial = u"WD-WCC6Y1234567"_s;
        source.sizeBytes = 1024 * 1024;
        source.isBlockDevice = true;
        return source;
    }
    static bool checked(const AcquisitionDialog &dialog)
    {
        return QTest::qWaitFor([&dialog] { return !dialog.isCheckingDestination(); }, 10000);
    }
    template<typename T>
    static T *child(QWidget &dialog, const QString &name)
    {
        T *widget = dialog.findChild<T *>(name);
        if (!widget)
            qFatal("no child %s", qPrintable(name));
        return widget;
    }
};

void TestDialogChores::expandsTheNameTemplate()
{
    ImageNameFields fields;
    fields.caseNumber = u"2026-114"_s;
    fields.evidenceNumber = u"E7"_s;
    fields.serial = u"WD-WCC6Y1234567"_s;
    fields.model = u"WDC WD10EZEX/01"_s;
    fields.device = u"sdb"_s;
    fields.date = QDate(2026, 12, 1);
    QCOMPARE(ImageNameTemplate::expand(ImageNameTemplate::defaultPattern(), fields),
             u"2026-114_E7"_s);
    QCOMPARE(ImageNameTemplate::expand(u"%case%_%model%_%serial%_%date%"_s, fields),
             u"2026-114_WDC_WD10EZEX_01_WD-WCC6Y1234567_2026-12-01"_s);
    // Empty fields leave no dangling separators; nothing at all names the device.
    fields.evidenceNumber.clear();
    QCOMPARE(ImageNameTemplate::expand(u"%case%_%evidence%_%device%"_s, fields), u"2026-114_sdb"_s);
    fields.caseNumber.clear();
    QCOMPARE(ImageNameTemplate::expand(ImageNameTemplate::defaultPattern(), fields), u"sdb"_s);
    // A name never leaves its folder, nor hides in it: no '/', no leading dot, never "..".
    for (const QString &hostile : {u"../../etc"_s, u".."_s, u".hidden"_s, u"a/b"_s}) {
        fields.caseNumber = hostile;
        for (const QString &pattern : {u"%case%"_s, u"../%case%"_s, u"%case%/x"_s}) {
            const QString name = ImageNameTemplate::expand(pattern, fields);
            QVERIFY2(!name.contains(u'/') && !name.startsWith(u'.') && !name.isEmpty(),
                     qPrintable(pattern + u" → "_s + name));
        }
    }
}

void TestDialogChores::countsUpTheEvidenceNumber()
{
    QCOMPARE(ImageNameTemplate::nextEvidenceNumber(u"E7"_s), u"E8"_s);
    QCOMPARE(ImageNameTemplate::nextEvidenceNumber(u"HD-009"_s), u"HD-010"_s);
    QCOMPARE(ImageNameTemplate::nextEvidenceNumber(u"2026-114-E99a"_s), u"2026-114-E100a"_s);
    QCOMPARE(ImageNameTemplate::nextEvidenceNumber(u"laptop"_s), u"laptop"_s);
    QCOMPARE(ImageNameTemplate::nextEvidenceNumber(QString()), QString());
}

void TestDialogChores::theNameFollowsTheCaseFieldsUntilTypedByHand()
{
    QTemporaryDir folder;
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = folder.path();
    AcquisitionDialog dialog(drive(), defaults);
    dialog.show();
    auto *name = child<QLineEdit>(dialog, u"baseName"_s);
    QCOMPARE(name->text(), u"sdx"_s); // nothing typed yet: the device
    QTest::keyClicks(child<QLineEdit>(dialog, u"caseNumber"_s), u"2026-114"_s);
    QCOMPARE(name->text(), u"2026-114"_s);
    QTest::keyClicks(child<QLineEdit>(dialog, u"evidenceNumber"_s), u"E7"_s);
    QCOMPARE(name->text(), u"2026-114_E7"_s);
    auto *pattern = child<QLineEdit>(dialog, u"nameTemplate"_s);
    pattern->selectAll();
    QTest::keyClicks(pattern, u"%case%-%serial%"_s);
    QCOMPARE(name->text(), u"2026-114-WD-WCC6Y1234567"_s);
    QVERIFY(checked(dialog));
    QCOMPARE(dialog.request().basePath, folder.filePath(u"2026-114-WD-WCC6Y1234567"_s));
    // Typed by hand: the name stays as typed when the case fields change.
    name->selectAll();
    QTest::keyClicks(name, u"laptop"_s);
    QTest::keyClicks(child<QLineEdit>(dialog, u"evidenceNumber"_s), u"b"_s);
    QCOMPARE(name->text(), u"laptop"_s);
    // Editing the template again makes the name follow it again.
    QTest::keyClicks(pattern, u"_%evidence%"_s);
    QCOMPARE(name->text(), u"2026-114-WD-WCC6Y1234567_E7b"_s);
}

void TestDialogChores::theCaseCarriesOverToTheNextItem()
{
    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = folder.path();
    defaults.examiner = u"J. Doe"_s;
    {
        AcquisitionDialog first(drive(), defaults);
        QTest::keyClicks(child<QLineEdit>(first, u"caseNumber"_s), u"2026-114"_s);
        QTest::keyClicks(child<QLineEdit>(first, u"evidenceNumber"_s), u"E7"_s);
        QTest::keyClicks(child<QLineEdit>(first, u"description"_s), u"USB stick"_s);
        first.settingsToRemember().save(settings);
    }
    AcquisitionDialog next(drive(), AcquisitionDefaults::load(settings));
    QCOMPARE(child<QLineEdit>(next, u"caseNumber"_s)->text(), u"2026-114"_s);
    QCOMPARE(child<QLineEdit>(next, u"evidenceNumber"_s)->text(), u"E8"_s);
    QCOMPARE(child<QLineEdit>(next, u"examiner"_s)->text(), u"J. Doe"_s);
    QCOMPARE(child<QLineEdit>(next, u"description"_s)->text(), QString()); // of one item only
    QCOMPARE(child<QLineEdit>(next, u"baseName"_s)->text(), u"2026-114_E8"_s);
}

void TestDialogChores::createsAMissingFolderWhenAsked()
{
    QTemporaryDir folder;
    AcquisitionDefaults defaults;
    const QString missing = folder.filePath(u"case-2026-114/images"_s);
    defaults.lastDestinationFolder = missing;
    AcquisitionDialog dialog(drive(), defaults);
    dialog.show();
    QVERIFY(checked(dialog));
    auto *create = child<QPushButton>(dialog, u"createFolderButton"_s);
    auto *start = child<QPushButton>(dialog, u"startButton"_s);
    QVERIFY(create->isVisible());
    QVERIFY(!start->isEnabled());
    QVERIFY(child<QLabel>(dialog, u"destinationMessage"_s)->text().contains(u"does not exist"_s));
    QTest::mouseClick(create, Qt::LeftButton);
    QTRY_VERIFY(QFileInfo(missing).isDir()); // created off the GUI thread
    QVERIFY(checked(dialog));
    QTRY_VERIFY(start->isEnabled());
    QVERIFY(!create->isVisible());
}

// The source holds the file system of the missing folder (the temporary folder's own drive
// stands for a drive with a mounted partition): no Create button, the refusal instead, and
// nothing created.
void TestDialogChores::neverCreatesAFolderOnTheSource()
{
    QTemporaryDir folder;
    const QByteArray device = QStorageInfo(folder.path()).device();
    if (!device.startsWith("/dev/") || !QFileInfo::exists(QString::fromLocal8Bit(device)))
        QSKIP("the temporary folder is not on a block device");
    AcquisitionSource source = drive();
    source.path = QString::fromLocal8Bit(device);
    AcquisitionDefaults defaults;
    const QString missing = folder.filePath(u"case-2026-114/images"_s);
    defaults.lastDestinationFolder = missing;
    AcquisitionDialog dialog(source, defaults);
    dialog.show();
    QVERIFY(checked(dialog));
    QVERIFY(!child<QPushButton>(dialog, u"createFolderButton"_s)->isVisible());
    QVERIFY(!child<QPushButton>(dialog, u"startButton"_s)->isEnabled());
    const QString message = child<QLabel>(dialog, u"destinationMessage"_s)->text();
    QVERIFY2(message.contains(u"Refused to create"_s) && message.contains(source.path),
             qPrintable(message));
    QVERIFY(!QFileInfo::exists(folder.filePath(u"case-2026-114"_s)));
}

// As the name is typed the list of files grows past a line and shrinks again: no box below
// it moves (a click meant for one ticked another), and every file stays named in the tooltip.
void TestDialogChores::typingTheNameMovesNothingBelowIt()
{
    QTemporaryDir folder;
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = folder.path();
    AcquisitionDialog dialog(drive(), defaults);
    dialog.resize(640, 720 - 80);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *name = child<QLineEdit>(dialog, u"baseName"_s);
    auto *files = child<QLabel>(dialog, u"plannedFiles"_s);
    const auto boxesBelow = [&dialog] {
        QList<QPoint> places;
        for (QCheckBox *box : dialog.findChildren<QCheckBox *>())
            places << box->mapTo(&dialog, QPoint(0, 0));
        return places;
    };
    name->setText(u"a"_s);
    QVERIFY(checked(dialog));
    QTRY_VERIFY(files->text().contains(u"a.dd"_s));
    const QList<QPoint> before = boxesBelow();
    const QString longName = u"2026-114_E-07_USB-stick-from-the-desk-drawer-of-the-office"_s;
    name->setText(longName);
    QVERIFY(checked(dialog));
    QTRY_VERIFY(files->toolTip().contains(longName + u".json"_s));
    QTRY_COMPARE(boxesBelow(), before);
    // Whatever it shows fits its lines; the tooltip names every file.
    for (const QString &suffix : {u".dd"_s, u".map"_s, u".txt"_s, u".json"_s, u".md5"_s})
        QVERIFY2(files->toolTip().contains(longName + suffix), qPrintable(files->toolTip()));
    QVERIFY(files->heightForWidth(files->width()) <= files->height());
    name->setText(u"b"_s);
    QVERIFY(checked(dialog));
    QTRY_COMPARE(boxesBelow(), before);
}

void TestDialogChores::showsSpaceFilesAndSummary()
{
    QTemporaryDir folder;
    AcquisitionDefaults defaults;
    defaults.lastDestinationFolder = folder.path();
    AcquisitionDialog dialog(drive(), defaults);
    dialog.resize(dialog.width(), 720 - 80); // a 1280×720 screen, less panel and title bar
    dialog.show();
    QTest::keyClicks(child<QLineEdit>(dialog, u"caseNumber"_s), u"C1"_s);
    QVERIFY(checked(dialog));
    const QString space = child<QLabel>(dialog, u"spaceMessage"_s)->text();
    QVERIFY2(space.contains(u"free at the destination; the image needs 1.0 MiB"_s),
             qPrintable(space));
    const QString files = child<QLabel>(dialog, u"plannedFiles"_s)->text();
    for (const QString &name : {u"C1.dd"_s, u"C1.map"_s, u"C1.txt"_s, u"C1.json"_s, u"C1.md5"_s})
        QVERIFY2(files.contains(name), qPrintable(files));
    auto *summary = child<QLabel>(dialog, u"summary"_s);
    QVERIFY(summary->isVisible());
    QVERIFY2(summary->text().contains(folder.filePath(u"C1.dd"_s))
                 && summary->text().contains(u"MD5, SHA-256"_s),
             qPrintable(summary->text()));
    // Outside the scrolled form: in view above Start however tall the form is.
    auto *start = child<QPushButton>(dialog, u"startButton"_s);
    QVERIFY(summary->mapTo(&dialog, QPoint(0, summary->height())).y()
            <= start->mapTo(&dialog, QPoint(0, 0)).y());
    // No sideways scrolling, whatever the messages say.
    auto *scroll = dialog.findChild<QScrollArea *>();
    QTRY_VERIFY(scroll->widget()->width() <= scroll->viewport()->width());
    QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
             qPrintable(u"%1 > %2"_s.arg(scroll->widget()->minimumSizeHint().width())
                            .arg(scroll->viewport()->width())));
    // One label column for every section.
    QList<int> starts;
    for (const QFormLayout *form : dialog.findChildren<QFormLayout *>()) {
        for (int row = 0; row < form->rowCount(); ++row) {
            if (const QLayoutItem *field = form->itemAt(row, QFormLayout::FieldRole);
                field && form->itemAt(row, QFormLayout::LabelRole) && field->geometry().width() > 0)
                starts << field->geometry().left()
                              + form->parentWidget()->mapTo(&dialog, QPoint(0, 0)).x();
        }
    }
    QVERIFY(starts.size() > 8);
    QVERIFY2(std::all_of(starts.cbegin(), starts.cend(),
                         [&](int x) { return qAbs(x - starts.constFirst()) <= 1; }),
             qPrintable(QString::number(starts.constFirst())));
}

QTEST_MAIN(TestDialogChores)
#include "tst_dialogchores.moc"
