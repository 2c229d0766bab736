// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "compiledtranslation.h"
#include "conversiondialog.h"
#include "devicemonitor.h"
#include "dialogs/acquisitiondialog.h"
#include "dialogs/clonedrivedialog.h"
#include "dialogs/endhookdialog.h"
#include "dialogs/imageoutputdialog.h"
#include "dialogs/mountimagedialog.h"
#include "dialogs/networksourcedialog.h"
#include "dialogs/overwriteconfirmation.h"
#include "dialogs/preparedrivedialog.h"
#include "dialogs/queuelimitsdialog.h"
#include "dialogs/signingdialog.h"
#include "dialogs/verifydialog.h"
#include "fakedeviceenumerator.h"
#include "jobsview.h"
#include "mainwindow.h"
#include "models/jobtablemodel.h"
#include "widgets/sectormapview.h"
#include "widgets/throughputchartview.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QLocale>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QTranslator>

#include <functional>
#include <memory>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

namespace {

// What a screen reader hears of a widget: its accessible interface's name.
QString spokenName(QWidget *widget)
{
    QAccessibleInterface *interface = QAccessible::queryAccessibleInterface(widget);
    return interface ? interface->text(QAccessible::Name).trimmed() : QString();
}

QString describe(const QWidget *widget)
{
    return u"%1 \"%2\""_s.arg(QString::fromLatin1(widget->metaObject()->className()),
                              widget->objectName());
}

// The widgets an examiner works with (types, clicks, chooses): each must have a name and be
// reached by Tab. Labels, frames and scroll bars are not among them.
bool isControl(const QWidget *widget)
{
    return qobject_cast<const QAbstractButton *>(widget) || qobject_cast<const QLineEdit *>(widget)
           || qobject_cast<const QComboBox *>(widget)
           || qobject_cast<const QAbstractSpinBox *>(widget)
           || qobject_cast<const QAbstractItemView *>(widget)
           || qobject_cast<const QPlainTextEdit *>(widget)
           || qobject_cast<const QTextEdit *>(widget);
}

// The controls in view: visible and enabled, not the inner parts of another control (a combo
// box's line edit, a spin box's). Each must then take focus from the keyboard.
QList<QWidget *> controlsInView(QWidget &window)
{
    QList<QWidget *> controls;
    for (QWidget *widget : window.findChildren<QWidget *>()) {
        if (!isControl(widget) || !widget->isVisibleTo(&window) || !widget->isEnabled())
            continue;
        bool inner = false;
        for (QWidget *parent = widget->parentWidget(); parent && parent != &window;
             parent = parent->parentWidget())
            inner = inner || qobject_cast<QComboBox *>(parent)
                    || qobject_cast<QAbstractSpinBox *>(parent)
                    || qobject_cast<QAbstractItemView *>(parent);
        if (!inner)
            controls << widget;
    }
    return controls;
}

// Of a group of exclusive radio buttons Tab enters the checked one and the arrow keys move
// between them: the group counts as reached when one of it is.
bool reachedWithItsGroup(QWidget *control, const QSet<QWidget *> &reached)
{
    const auto *radio = qobject_cast<QRadioButton *>(control);
    if (!radio || !radio->autoExclusive())
        return false;
    for (QRadioButton *sibling :
         radio->parentWidget()->findChildren<QRadioButton *>(Qt::FindDirectChildrenOnly)) {
        if (reached.contains(sibling))
            return true;
    }
    return false;
}

// Shows `window`, then: every control in view has a spoken name, and Tab alone reaches each.
// Returns what is wrong, one line each.
QStringList auditKeyboardAndNames(QWidget &window)
{
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return {u"the window was never shown"_s};
    window.activateWindow();
    static_cast<void>(QTest::qWaitForWindowActive(&window)); // offscreen: at once
    QStringList problems;
    const QList<QWidget *> controls = controlsInView(window);
    if (controls.isEmpty())
        return {u"no control in view"_s};
    for (QWidget *control : controls) {
        if (spokenName(control).isEmpty())
            problems << u"%1 has no accessible name (a label's buddy, text or accessibleName)"_s
                            .arg(describe(control));
    }
    controls.first()->setFocus(Qt::TabFocusReason);
    QSet<QWidget *> reached; // where Tab took the focus (the first control counts once Tab
                             // comes round to it again)
    for (int press = 0; press < 3 * controls.size() + 10; ++press) {
        QWidget *focus = QApplication::focusWidget();
        if (!focus)
            break;
        QTest::keyClick(focus, Qt::Key_Tab);
        focus = QApplication::focusWidget();
        for (QWidget *control : controls) {
            if (focus
                && (control == focus || control->isAncestorOf(focus)
                    || control->focusProxy() == focus))
                reached.insert(control);
        }
    }
    for (QWidget *control : controls) {
        if (!reached.contains(control) && !reachedWithItsGroup(control, reached))
            problems << u"%1 (\"%2\") is not reached by Tab"_s.arg(describe(control),
                                                                   spokenName(control));
    }
    window.hide();
    return problems;
}

// The text a dialog's standard button has on a GNOME desktop (Debian's default), where Qt gives
// OK, Cancel and Close a letter of their own ("&OK", "&Cancel", "&Close", in the language of
// Qt's own translation, qtbase); the tests' offscreen platform gives them none.
QString desktopText(QAbstractButton &button)
{
    const auto *box = qobject_cast<const QDialogButtonBox *>(button.parentWidget());
    if (!box)
        return button.text();
    switch (box->standardButton(&button)) {
    case QDialogButtonBox::Ok: return QCoreApplication::translate("QGnomeTheme", "&OK");
    case QDialogButtonBox::Cancel: return QCoreApplication::translate("QGnomeTheme", "&Cancel");
    case QDialogButtonBox::Close: return QCoreApplication::translate("QGnomeTheme", "&Close");
    default: return button.text();
    }
}

// Alt+letter of each button, checkable group and label with a buddy in view (standard buttons as
// a GNOME desktop labels them): two with one letter leave the keyboard guessing. Returns each
// letter taken twice, with its texts.
QStringList acceleratorClashes(QWidget &window)
{
    QMap<QString, QStringList> owners;
    for (QWidget *widget : window.findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(&window))
            continue;
        QString text;
        if (auto *button = qobject_cast<QAbstractButton *>(widget))
            text = desktopText(*button);
        else if (const auto *label = qobject_cast<QLabel *>(widget); label && label->buddy())
            text = label->text();
        else if (const auto *group = qobject_cast<QGroupBox *>(widget);
                 group && group->isCheckable())
            text = group->title();
        const QKeySequence mnemonic = QKeySequence::mnemonic(text);
        if (!mnemonic.isEmpty())
            owners[mnemonic.toString()] << text;
    }
    QStringList clashes;
    for (auto owner = owners.cbegin(); owner != owners.cend(); ++owner) {
        if (owner->size() > 1)
            clashes << u"%1: %2"_s.arg(owner.key(), owner->join(u" | "_s));
    }
    if (!clashes.isEmpty()) // the letters taken, to choose a free one
        clashes << u"taken: %1"_s.arg(QStringList(owners.keys()).join(u' ').remove(u"Alt+"_s));
    return clashes;
}

// Alt+letter of each visible entry of a menu (or of the menu bar): the same letter twice in one
// menu leaves the keyboard guessing. Submenus are audited in turn, each named by its path.
void auditMenu(const QList<QAction *> &actions, const QString &where, QStringList &clashes)
{
    QMap<QString, QStringList> owners;
    for (QAction *action : actions) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        const QKeySequence mnemonic = QKeySequence::mnemonic(action->text());
        if (!mnemonic.isEmpty())
            owners[mnemonic.toString()] << action->text();
        else
            clashes << u"%1: \"%2\" has no accelerator"_s.arg(where, action->text());
        if (QMenu *menu = action->menu())
            auditMenu(menu->actions(), where + u" > "_s + action->text(), clashes);
    }
    for (auto owner = owners.cbegin(); owner != owners.cend(); ++owner) {
        if (owner->size() > 1)
            clashes << u"%1: %2: %3"_s.arg(where, owner.key(), owner->join(u" | "_s));
    }
}

} // namespace

// Every dialog, the sector map, the throughput graph and the jobs table through Qt's
// accessibility interfaces, as a screen reader sees them, and from the keyboard alone.
class TestAccessibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyDialogIsNamedAndReachedByTab_data();
    void everyDialogIsNamedAndReachedByTab();
    void noTwoControlsShareAnAccelerator_data();
    void noTwoControlsShareAnAccelerator();
    void theMenusShareNoAccelerator_data();
    void theMenusShareNoAccelerator();
    void theSectorMapSpeaksItsSelectedCell();
    void theChartSpeaksItsLatestFigures();
    void theJobsTableReadsCellByCell();

private:
    using DialogMaker = std::function<std::unique_ptr<QWidget>(const QString &folder)>;
    // Each dialog of the application, made with what it needs, by name.
    static QList<std::pair<const char *, DialogMaker>> dialogMakers();
};

Q_DECLARE_METATYPE(std::function<std::unique_ptr<QWidget>(const QString &)>)

QList<std::pair<const char *, TestAccessibility::DialogMaker>> TestAccessibility::dialogMakers()
{
    QList<std::pair<const char *, DialogMaker>> makers;
    const DeviceInfo drive = fakeDrive(u"/dev/custody-test-absent-drive"_s, 8 << 20, u"Absent"_s);
    const auto acquisitionOf = [](const AcquisitionSource &source, const QString &folder) {
        AcquisitionDefaults defaults;
        defaults.lastDestinationFolder = folder;
        return std::make_unique<AcquisitionDialog>(source, defaults);
    };
    AcquisitionSource testDrive;
    testDrive.path = u"/dev/sdx"_s;
    testDrive.displayName = u"Test drive"_s;
    testDrive.sizeBytes = 1 << 20;
    testDrive.isBlockDevice = true;
    testDrive.mayWriteBlock = true;
    makers.append({"acquisition", DialogMaker([=](const QString &folder) {
                       return acquisitionOf(testDrive, folder);
                   })});
    // The controls shown only in some states, beside the others: a folder still to be made, a
    // disk of the workstation (its override).
    makers.append(
        {"acquisition, folder to create", DialogMaker([=](const QString &folder) {
             std::unique_ptr<QWidget> dialog = acquisitionOf(testDrive, folder + u"/not yet"_s);
             const auto *create = dialog->findChild<QPushButton *>(u"createFolderButton"_s);
             if (!QTest::qWaitFor([&] { return create->isVisibleTo(dialog.get()); }, 10000))
                 qFatal("the dialog does not offer to create a missing folder");
             return dialog;
         })});
    makers.append({"acquisition, workstation disk", DialogMaker([=](const QString &folder) {
                       AcquisitionSource system = testDrive;
                       system.systemUses = {u"/ (the running system)"_s};
                       system.mayWriteBlock = false;
                       return acquisitionOf(system, folder);
                   })});
    makers.append({"further image", DialogMaker([](const QString &folder) {
                       AlsoOutput output;
                       output.basePath = folder + u"/copy"_s;
                       return std::make_unique<ImageOutputDialog>(
                           output, u"/dev/sdx"_s, [](const AlsoOutput &) { return QStringList(); },
                           QStringList());
                   })});
    makers.append({"clone drive", DialogMaker([drive](const QString &) {
                       return std::make_unique<CloneDriveDialog>(
                           u"/dev/sdx"_s, qint64(1) << 20, QList<DeviceInfo>{drive}, std::nullopt,
                           [](const QString &, const QString &) { return QString(); });
                   })});
    makers.append({"verify", DialogMaker([](const QString &folder) {
                       return std::make_unique<VerifyDialog>(folder);
                   })});
    makers.append({"conversion", DialogMaker([](const QString &folder) {
                       return std::make_unique<ConversionDialog>(folder + u"/image.json"_s);
                   })});
    makers.append({"mount", DialogMaker([](const QString &folder) {
                       return std::make_unique<MountImageDialog>(folder);
                   })});
    makers.append({"network source", DialogMaker([](const QString &) {
                       return std::make_unique<NetworkSourceDialog>();
                   })});
    makers.append({"overwrite confirmation", DialogMaker([drive](const QString &) {
                       return std::make_unique<OverwriteConfirmation>(drive, u"Zeros."_s,
                                                                      u"Wipe"_s);
                   })});
    makers.append({"prepare drive", DialogMaker([drive](const QString &folder) {
                       return std::make_unique<PrepareDriveDialog>(drive, folder, CaseDetails{});
                   })});
    makers.append({"queue limits", DialogMaker([](const QString &folder) {
                       return std::make_unique<QueueLimitsDialog>(QueueLimits{},
                                                                  folder + u"/status.json"_s);
                   })});
    makers.append({"end hook", DialogMaker([](const QString &) {
                       return std::make_unique<EndHookDialog>(std::nullopt);
                   })});
    makers.append({"signing", DialogMaker([](const QString &folder) {
                       return std::make_unique<SigningDialog>(
                           folder + u"/key.pem"_s, folder + u"/cert.pem"_s,
                           [](const QString &) { return std::optional<QByteArray>(); });
                   })});
    return makers;
}

void TestAccessibility::everyDialogIsNamedAndReachedByTab_data()
{
    noTwoControlsShareAnAccelerator_data(); // each dialog in English and every translation
}

void TestAccessibility::everyDialogIsNamedAndReachedByTab()
{
    QFETCH(QString, language);
    QFETCH(DialogMaker, make);
    const ScopedTranslation translation(language);
    QVERIFY(translation.isInstalled());
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    std::unique_ptr<QWidget> dialog = make(folder.path());
    const QStringList problems = auditKeyboardAndNames(*dialog);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

// In English and in every translation: each translator chose their own letters.
void TestAccessibility::noTwoControlsShareAnAccelerator_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<DialogMaker>("make");
    for (const QString &language : QStringList{QString()} + translatedLanguages()) {
        for (const auto &[name, make] : dialogMakers())
            QTest::addRow("%s %s", language.isEmpty() ? "en" : qPrintable(language), name)
                << language << make;
    }
}

void TestAccessibility::noTwoControlsShareAnAccelerator()
{
    QFETCH(QString, language);
    QFETCH(DialogMaker, make);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const ScopedTranslation translation(language);
    QVERIFY(translation.isInstalled());
    // Qt's own words for the standard buttons, as the application installs them.
    QTranslator qt;
    if (!language.isEmpty()) {
        QVERIFY(qt.load(QLocale(language), u"qtbase"_s, u"_"_s,
                        QLibraryInfo::path(QLibraryInfo::TranslationsPath)));
        QCoreApplication::installTranslator(&qt);
    }
    const auto removeQt = qScopeGuard([&qt] { QCoreApplication::removeTranslator(&qt); });
    std::unique_ptr<QWidget> dialog = make(folder.path());
    const QStringList clashes = acceleratorClashes(*dialog);
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
}

// The main window's menu bar and every menu, in English and every translation: each entry has a
// letter of its own within its menu.
void TestAccessibility::theMenusShareNoAccelerator_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QString();
    for (const QString &language : translatedLanguages())
        QTest::addRow("%s", qPrintable(language)) << language;
}

void TestAccessibility::theMenusShareNoAccelerator()
{
    QFETCH(QString, language);
    const ScopedTranslation translation(language);
    QVERIFY(translation.isInstalled());
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    MainWindow window(std::make_unique<DeviceMonitor>(
                          std::make_unique<FakeDeviceEnumerator>(QList<DeviceInfo>{}),
                          [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
                      settings);
    QStringList clashes;
    auditMenu(window.menuBar()->actions(), u"menu bar"_s, clashes);
    QVERIFY(window.menuBar()->actions().size() >= 3);
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
}

// The map's selected cell, moved by the arrow keys, is its accessible description (a screen
// reader is told of each change, announceDescription(); the offscreen platform of the tests has
// no accessibility bridge to receive it).
void TestAccessibility::theSectorMapSpeaksItsSelectedCell()
{
    SectorMapView view;
    view.resize(400, 300);
    constexpr int sectorBytes = 512;
    RescueMap map(128 * sectorBytes);
    map.mark({0, 128 * sectorBytes}, SectorState::Finished);
    map.mark({64 * sectorBytes, sectorBytes}, SectorState::BadSector);
    view.setMap(map, sectorBytes);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setFocus();
    QAccessibleInterface *spoken = QAccessible::queryAccessibleInterface(&view);
    QVERIFY(spoken);
    QVERIFY(!spoken->text(QAccessible::Name).isEmpty());
    QVERIFY(spoken->state().focusable);
    QTest::keyClick(&view, Qt::Key_Home);
    const QString first = spoken->text(QAccessible::Description);
    QCOMPARE(first, view.cellToolTip(0));
    QTest::keyClick(&view, Qt::Key_N); // the next problem: the unreadable sector
    const QString bad = spoken->text(QAccessible::Description);
    QVERIFY2(bad != first, qPrintable(bad));
    QVERIFY2(bad.contains(u"Bad sector: 512 bytes"_s), qPrintable(bad));
}

// The graph's latest figures are its accessible description, and Tab reaches the graph.
void TestAccessibility::theChartSpeaksItsLatestFigures()
{
    ThroughputChartView chart;
    chart.resize(500, 300);
    QAccessibleInterface *graph = QAccessible::queryAccessibleInterface(&chart);
    QVERIFY(graph);
    QVERIFY(!graph->text(QAccessible::Name).isEmpty());
    QVERIFY2(!graph->text(QAccessible::Description).isEmpty(), "no description before samples");
    for (int second = 1; second <= 5; ++second)
        chart.addSample(second, qint64(second) * 100'000'000);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QString figures = graph->text(QAccessible::Description);
    QVERIFY2(figures.contains(u"100"_s), qPrintable(figures));
    QVERIFY(chart.focusPolicy() & Qt::TabFocus);
}

// The jobs table is a table to a screen reader: its name, its column headers and each cell;
// the arrow keys move between the jobs.
void TestAccessibility::theJobsTableReadsCellByCell()
{
    JobTableModel model;
    QObject first;
    QObject second;
    JobStatus acquiring;
    acquiring.state = JobStatus::State::Acquiring;
    acquiring.source = u"/dev/sdb"_s;
    acquiring.targets = {u"/cases/sdb"_s};
    model.setJob(&first, acquiring);
    JobStatus queued = acquiring;
    queued.state = JobStatus::State::Queued;
    queued.source = u"/dev/sdc"_s;
    model.setJob(&second, queued);
    JobsView view(&model);
    view.resize(900, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QAccessibleInterface *table = QAccessible::queryAccessibleInterface(&view);
    QVERIFY(table);
    QVERIFY(!table->text(QAccessible::Name).isEmpty());
    QAccessibleTableInterface *cells = table->tableInterface();
    QVERIFY(cells);
    QCOMPARE(cells->rowCount(), 2);
    QCOMPARE(cells->columnCount(), int(JobTableModel::ColumnCount));
    const int row
        = view.model()->index(0, JobTableModel::SourceColumn).data() == u"/dev/sdb"_s ? 0 : 1;
    QAccessibleInterface *cell = cells->cellAt(row, JobTableModel::SourceColumn);
    QVERIFY(cell);
    QCOMPARE(cell->text(QAccessible::Name), u"/dev/sdb"_s);
    QAccessibleTableCellInterface *place = cell->tableCellInterface();
    QVERIFY(place);
    const QList<QAccessibleInterface *> headers = place->columnHeaderCells();
    QCOMPARE(headers.size(), 1);
    QCOMPARE(headers.first()->text(QAccessible::Name),
             model.headerData(JobTableModel::SourceColumn, Qt::Horizontal).toString());
    QCOMPARE(cells->cellAt(row, JobTableModel::StateColumn)->text(QAccessible::Name),
             view.model()->index(row, JobTableModel::StateColumn).data().toString());
    view.setFocus();
    view.setCurrentIndex(view.model()->index(0, 0));
    QTest::keyClick(&view, Qt::Key_Down);
    QCOMPARE(view.currentIndex().row(), 1);
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
