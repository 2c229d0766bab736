// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "compiledtranslation.h"
#include "devicemonitor.h"
#include "dialogcloser.h"
#include "dialogs/preparedrivedialog.h"
#include "fakedeviceenumerator.h"
#include "history/casehistory.h"
#include "historyrecorder.h"
#include "hookprogram.h"
#include "loopdevice.h"
#include "mainwindow.h"
#include "models/devicetablemodel.h"
#include "models/jobtablemodel.h"
#include "report/acquisitionsummary.h"
#include "signingidentity.h"
#include "util/groupedcount.h"
#include "widgets/sectormapview.h"
#include "widgets/throughputchartview.h"
#include "wipecertificateactions.h"
#include "wipepanel.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

// Whole wipes through the GUI on real loop devices (root): Prepare drive… on the drive list (a
// fake enumerator pointing at the loop device), the dialog, the typed serial, the tab, to PASSED
// with the certificate on disk and the drive all zeros; Cancel asks, and a cancelled wipe is
// CANCELLED, never sterile; the finished tab at 1280×720 in English, German and French.
class TestGuiWipe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void wipesALoopDeviceToPassed();
    void cancelAsksAndIsNeverSterile();
    void aWipeIsSignedByTheIdentitySet();
    void aWipeRunsTheLabProgram();
    void finishedTabFitsAt1280_data();
    void finishedTabFitsAt1280();

private:
    // A loop device over a file of random bytes, listed as a drive without a serial (as a loop
    // device reports none).
    bool attachRandomDrive(qint64 sizeBytes);
    std::unique_ptr<MainWindow> window(QSettings &settings);
    // Prepare drive… on the loop device's row, the dialog's fields set, Start and the serial
    // confirmed; the tab.
    WipePanel *startFromTheDriveList(MainWindow &main, bool *asked = nullptr);
    QByteArray driveContent() const;

    std::unique_ptr<QTemporaryDir> m_folder;
    std::unique_ptr<LoopDevice> m_loop;
    DeviceInfo m_drive;
};

void TestGuiWipe::init()
{
    if (const QString why = LoopDevice::unavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
    m_folder = std::make_unique<QTemporaryDir>();
    m_loop = std::make_unique<LoopDevice>();
}

bool TestGuiWipe::attachRandomDrive(qint64 sizeBytes)
{
    const QString file = m_folder->filePath(u"drive.img"_s);
    QFile backing(file);
    if (!backing.open(QIODevice::WriteOnly))
        return false;
    QByteArray bytes(sizeBytes, Qt::Uninitialized);
    QRandomGenerator::global()->fillRange(reinterpret_cast<quint32 *>(bytes.data()),
                                          bytes.size() / 4);
    backing.write(bytes);
    backing.close();
    if (!m_loop->attach(file, {}))
        return false;
    m_drive = fakeDrive(m_loop->devicePath(), sizeBytes, QString());
    m_drive.serial.clear();
    m_drive.bus = DeviceBus::Loop;
    m_drive.backingFile = file;
    return true;
}

std::unique_ptr<MainWindow> TestGuiWipe::window(QSettings &settings)
{
    settings.setValue(u"history/path"_s, m_folder->filePath(u"history.sqlite"_s));
    return std::make_unique<MainWindow>(
        std::make_unique<DeviceMonitor>(
            std::make_unique<FakeDeviceEnumerator>(QList<DeviceInfo>{m_drive}),
            [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
        settings);
}

WipePanel *TestGuiWipe::startFromTheDriveList(MainWindow &main, bool *asked)
{
    [&] {
        QTRY_COMPARE(main.deviceModel()->rowCount(), 1);
    }();
    main.deviceView()->selectRow(0);
    QAction *prepare = main.prepareDriveAction();
    // The gate lets a loop device over a file be overwritten.
    [&] {
        QTRY_VERIFY2(prepare->isEnabled(), qPrintable(prepare->toolTip()));
    }();
    if (!prepare->isEnabled())
        return nullptr;
    PrepareDriveDialog *dialog = main.prepareDriveWipe(m_drive);
    dialog->setOverwriteQuestion([asked](const DeviceInfo &, const QString &, const QString &) {
        if (asked)
            *asked = true;
        return true;
    });
    dialog->findChild<QLineEdit *>(u"certificateFolder"_s)->setText(m_folder->path());
    auto *name = dialog->findChild<QLineEdit *>(u"certificateName"_s);
    name->setText(u"certificate"_s);
    Q_EMIT name->textEdited(name->text());
    dialog->show();
    auto *start = dialog->findChild<QPushButton *>(u"startButton"_s);
    [&] {
        QTRY_VERIFY(start->isEnabled());
    }();
    start->click();
    return qobject_cast<WipePanel *>(main.acquisitionTabs()->currentWidget());
}

namespace {

// `openssl cms -verify` of FILE against FILE.p7s, trusting the certificate in `folder`; its
// standard error when it fails, else empty.
QString opensslRefusal(const QString &folder, const QString &file)
{
    QProcess openssl;
    openssl.setWorkingDirectory(folder);
    openssl.start(u"openssl"_s,
                  {u"cms"_s, u"-verify"_s, u"-binary"_s, u"-inform"_s, u"DER"_s, u"-in"_s,
                   file + u".p7s"_s, u"-content"_s, file, u"-CAfile"_s, u"cert.pem"_s,
                   u"-purpose"_s, u"any"_s, u"-out"_s, u"/dev/null"_s});
    if (!openssl.waitForFinished(60000))
        return u"openssl did not finish"_s;
    return openssl.exitCode() == 0 ? QString()
                                   : QString::fromUtf8(openssl.readAllStandardError()) + u" "_s;
}

} // namespace

QByteArray TestGuiWipe::driveContent() const
{
    QFile backing(m_folder->filePath(u"drive.img"_s));
    return backing.open(QIODevice::ReadOnly) ? backing.readAll() : QByteArray();
}

void TestGuiWipe::wipesALoopDeviceToPassed()
{
    constexpr qint64 Size = 4 * 1024 * 1024;
    QVERIFY2(attachRandomDrive(Size), qPrintable(m_loop->errorString()));
    QSettings settings(m_folder->filePath(u"settings.ini"_s), QSettings::IniFormat);
    auto main = window(settings);
    main->show();
    QSignalSpy recorded(main->historyRecorder(), &HistoryRecorder::recorded);
    bool asked = false;
    WipePanel *panel = startFromTheDriveList(*main, &asked);
    QVERIFY(panel);
    QVERIFY(asked); // the serial (here the device name) was typed before anything was written
    QVERIFY(panel->isRunning());
    // Cancel asks first; answered No, the wipe goes on.
    QString question;
    panel->setCancelConfirmation([&question](const QString &text) {
        question = text;
        return false;
    });
    panel->findChild<QPushButton *>(u"cancelButton"_s)->click();
    QVERIFY(question.contains(u"not be sterile"_s));
    // The jobs table and the drive list name the wipe while it runs.
    const int row = main->jobModel()->rowOf(panel);
    QVERIFY(row >= 0);
    QCOMPARE(main->jobModel()->index(row, JobTableModel::KindColumn).data().toString(),
             JobTableModel::tr("Wipe"));
    QVERIFY(!main->deviceModel()->row(0).job.isEmpty());
    // The action is off while the drive is being wiped.
    QVERIFY(!main->prepareDriveAction()->isEnabled());

    QTRY_VERIFY_WITH_TIMEOUT(panel->certificate().has_value(), 120000);
    QCOMPARE(panel->certificate()->verdict(), WipeCertificate::Verdict::Passed);
    QCOMPARE(panel->certificate()->bytesWritten, Size);
    QCOMPARE(panel->certificate()->bytesVerified, Size);
    QCOMPARE(driveContent(), QByteArray(Size, '\0'));
    for (const QString &suffix : {u".json"_s, u".txt"_s, u".pdf"_s})
        QVERIFY2(QFile::exists(m_folder->filePath(u"certificate"_s + suffix)), qPrintable(suffix));
    // Green only for PASSED; the figures of every view agree.
    auto *banner = panel->findChild<QLabel *>(u"resultBanner"_s);
    QVERIFY(banner->isVisible());
    QCOMPARE(banner->property("tone").toInt(), int(SummaryTone::Good));
    const JobStatus job = main->jobModel()->status(main->jobModel()->rowOf(panel));
    QCOMPARE(job.state, JobStatus::State::Finished);
    QVERIFY(job.succeeded);
    QCOMPARE(job.permille(), std::optional<int>(1000));
    QCOMPARE(main->deviceModel()->row(0).job, job.driveText());
    // The map: every sector verified, once the wipe ended.
    auto *map = panel->findChild<SectorMapView *>(u"sectorMap"_s);
    QVERIFY(map->cellCount() > 0);
    for (qsizetype cell = 0; cell < map->cellCount(); ++cell)
        QCOMPARE(map->cellState(cell), SectorState::Finished);
    auto *chart = panel->findChild<ThroughputChartView *>(u"throughputChart"_s);
    QVERIFY(chart->pointCount(ThroughputChartView::Read::Imaging) > 0);
    QVERIFY(chart->pointCount(ThroughputChartView::Read::ImageReadBack) > 0);
    // The certificate's buttons, and its history row.
    for (const char *name :
         {"viewCertificateButton", "saveCertificateButton", "printCertificateButton"})
        QVERIFY(panel->findChild<QPushButton *>(QLatin1String(name))->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(recorded.count() >= 1, 30000);
    // Save PDF: a copy, byte for byte, never over an existing file.
    WipeCertificateActions *actions = panel->certificateActions();
    QVERIFY(actions);
    const QString copy = m_folder->filePath(u"copy.pdf"_s);
    actions->setSaveLocationQuestion([copy](const QString &) { return copy; });
    QSignalSpy saved(actions, &WipeCertificateActions::saved);
    QSignalSpy failed(actions, &WipeCertificateActions::failed);
    panel->findChild<QPushButton *>(u"saveCertificateButton"_s)->click();
    QTRY_COMPARE(saved.count(), 1);
    QFile original(m_folder->filePath(u"certificate.pdf"_s));
    QFile copied(copy);
    QVERIFY(original.open(QIODevice::ReadOnly) && copied.open(QIODevice::ReadOnly));
    QCOMPARE(copied.readAll(), original.readAll());
    // Again at the same name: refused, and the examiner told why.
    DialogCloser<QMessageBox> closer(
        [](QMessageBox &box) { QVERIFY(box.text().contains(u"copy.pdf"_s)); });
    panel->findChild<QPushButton *>(u"saveCertificateButton"_s)->click();
    QTRY_COMPARE(failed.count(), 1);
    QTRY_VERIFY(!closer.title.isEmpty());
    // The drive may be prepared again.
    QTRY_VERIFY(main->prepareDriveAction()->isEnabled());
}

void TestGuiWipe::cancelAsksAndIsNeverSterile()
{
    constexpr qint64 Size = 4 * 1024 * 1024;
    QVERIFY2(attachRandomDrive(Size), qPrintable(m_loop->errorString()));
    const QByteArray before = driveContent();
    QSettings settings(m_folder->filePath(u"settings.ini"_s), QSettings::IniFormat);
    auto main = window(settings);
    main->show();
    WipePanel *panel = startFromTheDriveList(*main);
    QVERIFY(panel && panel->isRunning());
    // Asked before the first block: the wipe stops where it stands, and says so.
    QString question;
    panel->setCancelConfirmation([&question](const QString &text) {
        question = text;
        return true;
    });
    panel->findChild<QPushButton *>(u"cancelButton"_s)->click();
    QVERIFY(question.contains(u"not be sterile"_s));
    QVERIFY2(question.contains(u" of %1 sectors"_s.arg(formatCount(Size / 512))),
             qPrintable(question));
    QTRY_VERIFY_WITH_TIMEOUT(panel->certificate().has_value(), 120000);
    const WipeCertificate &certificate = *panel->certificate();
    QCOMPARE(certificate.verdict(), WipeCertificate::Verdict::Cancelled);
    QVERIFY(certificate.bytesWritten < Size);
    auto *banner = panel->findChild<QLabel *>(u"resultBanner"_s);
    QVERIFY(banner->property("tone").toInt() != int(SummaryTone::Good));
    QVERIFY(!banner->text().contains(u"Sterile:"_s));
    QVERIFY(banner->text().contains(u"Sectors written: "_s));
    const JobStatus job = main->jobModel()->status(main->jobModel()->rowOf(panel));
    QCOMPARE(job.state, JobStatus::State::Stopped);
    QVERIFY(!job.succeeded);
    if (certificate.bytesWritten == 0)
        QCOMPARE(driveContent(), before);
}

void TestGuiWipe::finishedTabFitsAt1280_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QString();
    for (const QString &language : Test::translatedLanguages()) // longer words, the same screen
        QTest::addRow("%s", qPrintable(language)) << language;
}

void TestGuiWipe::finishedTabFitsAt1280()
{
    QFETCH(QString, language);
    const ScopedTranslation translation(language);
    QVERIFY(translation.isInstalled());
    QVERIFY2(attachRandomDrive(1024 * 1024), qPrintable(m_loop->errorString()));
    QSettings settings(m_folder->filePath(u"settings.ini"_s), QSettings::IniFormat);
    auto main = window(settings);
    const QSize window(1280, 720 - 60); // the desktop's own panels
    main->resize(window);
    main->show();
    QVERIFY(QTest::qWaitForWindowExposed(main.get()));
    WipePanel *panel = startFromTheDriveList(*main);
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(panel->certificate().has_value(), 120000);
    QTest::qWait(50);
    QCOMPARE(main->size(), window);
    // Every button and every one-line text whole; the graph's axes legible.
    for (QPushButton *button : panel->findChildren<QPushButton *>()) {
        if (button->isVisible())
            QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
    }
    for (QLabel *label : panel->findChildren<QLabel *>()) {
        if (label->isVisible() && !label->wordWrap() && !label->text().isEmpty())
            QVERIFY2(label->width() >= label->fontMetrics().horizontalAdvance(label->text()),
                     qPrintable(label->text()));
    }
    auto *chart = panel->findChild<ThroughputChartView *>(u"throughputChart"_s);
    QVERIFY(chart->height() >= 12 * chart->fontMetrics().height());
    // The dialog too fits the screen.
    PrepareDriveDialog dialog(m_drive, m_folder->path(), {});
    QVERIFY2(dialog.sizeHint().height() <= window.height()
                 && dialog.sizeHint().width() <= window.width(),
             qPrintable(u"%1×%2"_s.arg(dialog.sizeHint().width()).arg(dialog.sizeHint().height())));
}

// With a signing identity set, the passphrase is asked once, at the start, and the
// certificate's files are signed when the wipe ends: each FILE.p7s is checked by openssl cms
// against the identity's certificate, and the tab says by whom.
void TestGuiWipe::aWipeIsSignedByTheIdentitySet()
{
    constexpr qint64 Size = 1024 * 1024;
    QVERIFY2(attachRandomDrive(Size), qPrintable(m_loop->errorString()));
    QVERIFY(makeSigningIdentity(m_folder->path(), u"open sesame"_s));
    QSettings settings(m_folder->filePath(u"settings.ini"_s), QSettings::IniFormat);
    settings.setValue(u"signing/key"_s, m_folder->filePath(u"key.pem"_s));
    settings.setValue(u"signing/certificate"_s, m_folder->filePath(u"cert.pem"_s));
    auto main = window(settings);
    int asked = 0;
    main->setPassphraseQuestion([&asked](const QString &) -> std::optional<QByteArray> {
        ++asked;
        return QByteArray("open sesame");
    });
    main->show();
    WipePanel *panel = startFromTheDriveList(*main);
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(panel->certificate().has_value(), 120000);
    QTRY_VERIFY_WITH_TIMEOUT(!main->isFinishingWork(), 60000);
    QCOMPARE(panel->certificate()->verdict(), WipeCertificate::Verdict::Passed);
    QCOMPARE(asked, 1);
    for (const QString &suffix : {u".json"_s, u".txt"_s}) {
        const QString file = m_folder->filePath(u"certificate"_s + suffix);
        QVERIFY2(QFile::exists(file + u".p7s"_s), qPrintable(file));
        const QString refusal = opensslRefusal(m_folder->path(), file);
        QVERIFY2(refusal.isEmpty(), qPrintable(file + u": "_s + refusal));
    }
    auto *signing = panel->findChild<QLabel *>(u"signingState"_s);
    QVERIFY(signing);
    QTRY_VERIFY2(signing->text().contains(u"Jane Examiner"_s), qPrintable(signing->text()));
}

// File → Program when a job ends runs for a wipe too: told the wipe in CUSTODY_ variables as
// custody-cli wipe --on-end tells it, its first line in the wipe's history row, the verdict
// unchanged by its failure.
void TestGuiWipe::aWipeRunsTheLabProgram()
{
    constexpr qint64 Size = 2 * 1024 * 1024;
    QVERIFY2(attachRandomDrive(Size), qPrintable(m_loop->errorString()));
    const QString hook = m_folder->filePath(u"hook"_s);
    QVERIFY(writeHook(hook, "env -0 > \"$(dirname \"$0\")/environment\"\nexit 7\n"));
    QSettings settings(m_folder->filePath(u"settings.ini"_s), QSettings::IniFormat);
    settings.setValue(u"hooks/onEnd"_s, hook);
    auto main = window(settings);
    main->show();
    QSignalSpy recorded(main->historyRecorder(), &HistoryRecorder::recorded);
    WipePanel *panel = startFromTheDriveList(*main);
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(panel->certificate().has_value(), 120000);
    QCOMPARE(panel->certificate()->verdict(), WipeCertificate::Verdict::Passed);
    QTRY_VERIFY_WITH_TIMEOUT(recorded.count() >= 1, 60000);
    const QMap<QString, QString> told = environmentIn(m_folder->filePath(u"environment"_s));
    const QString otherwise = toldOtherwise(told, {{u"CUSTODY_JOB"_s, u"wipe"_s},
                                                   {u"CUSTODY_VERDICT"_s, u"passed"_s},
                                                   {u"CUSTODY_EXIT_STATUS"_s, u"0"_s},
                                                   {u"CUSTODY_DEVICE"_s, m_loop->devicePath()},
                                                   {u"CUSTODY_CERTIFICATE_COUNT"_s, u"3"_s},
                                                   {u"CUSTODY_SECTORS_FAILED"_s, u"0"_s}});
    QVERIFY2(otherwise.isEmpty(), qPrintable(otherwise));
    Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(m_folder->filePath(u"history.sqlite"_s), CaseHistory::Access::ReadOnly);
    QVERIFY2(history, history ? "" : qPrintable(history.error().userMessage()));
    const Result<QList<HistoryRow>> rows = (*history)->rows();
    QVERIFY(rows && !rows->isEmpty());
    QVERIFY2(rows->last().event.note.contains(u"exited with status 7"_s),
             qPrintable(rows->last().event.note));
    QCOMPARE(panel->certificate()->verdict(), WipeCertificate::Verdict::Passed);
}

QTEST_MAIN(TestGuiWipe)
#include "tst_guiwipe.moc"
