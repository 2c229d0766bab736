// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionpanel.h"
#include "cli/verifycommand.h"
#include "devicemonitor.h"
#include "dialogcloser.h"
#include "dialogs/verifydialog.h"
#include "fakedeviceenumerator.h"
#include "history/casehistory.h"
#include "history/historytransfer.h"
#include "historyrecorder.h"
#include "historyview.h"
#include "io/simulatedsource.h"
#include "mainwindow.h"
#include "models/historytablemodel.h"
#include "record/detachedsignature.h"
#include "reportfileview.h"
#include "signingidentity.h"
#include "simulatedacquisition.h"
#include "verificationpanel.h"

#include <QAction>
#include <QComboBox>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

namespace {

bool makeIdentity(const QString &folder, const QString &passphrase)
{
    return Custody::Test::makeSigningIdentity(folder, passphrase);
}

std::unique_ptr<DeviceMonitor> noDrives()
{
    return std::make_unique<DeviceMonitor>(
        std::make_unique<FakeDeviceEnumerator>(QList<DeviceInfo>{}),
        [](const QString &) { return Result<SmartReport>(SmartReport{}); });
}

bool touch(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write("x") == 1;
}

// Three events of two cases; the first has its files on disk.
bool writeHistory(const QString &path, const QString &folder)
{
    Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(path, CaseHistory::Access::ReadWrite);
    if (!history)
        return false;
    for (int n = 1; n <= 3; ++n) {
        HistoryEvent event;
        event.kind = n == 2 ? HistoryEvent::Kind::Verification : HistoryEvent::Kind::Acquisition;
        event.time = QDateTime(QDate(2026, 10, n * 10), QTime(9, 0), Qt::UTC);
        event.caseNumber = n == 3 ? u"2026-200"_s : u"2026-117"_s;
        event.evidenceNumber = u"HD-%1"_s.arg(n);
        event.sourceSerial = u"WD-%1"_s.arg(n);
        event.verdict = n == 2 ? u"mismatch"_s : u"match"_s;
        event.digests = {{u"SHA-256"_s, QString(64, QChar(u'a' + n))}};
        event.imageFiles = {folder + u"/disk%1.dd"_s.arg(n)};
        event.recordPath = folder + u"/disk%1.json"_s.arg(n);
        event.reportPath = folder + u"/disk%1.pdf"_s.arg(n);
        if (!(*history)->append(event))
            return false;
    }
    return touch(folder + u"/disk1.dd"_s) && touch(folder + u"/disk1.json"_s)
           && touch(folder + u"/disk1.pdf"_s);
}

int rowsShown(HistoryView &view)
{
    return view.table()->model()->rowCount();
}

void selectRowWithId(HistoryView &view, qint64 id)
{
    QAbstractItemModel *model = view.table()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, HistoryTableModel::RowColumn).data().toLongLong() == id)
            view.table()->selectRow(row);
    }
}

// Settings for a case history in `folder` and the signing identity makeIdentity() made there.
void useHistoryAndIdentityIn(QSettings &settings, const QTemporaryDir &folder)
{
    settings.setValue(u"history/path"_s, folder.filePath(u"history.sqlite"_s));
    settings.setValue(u"signing/key"_s, folder.filePath(u"key.pem"_s));
    settings.setValue(u"signing/certificate"_s, folder.filePath(u"cert.pem"_s));
}

// The Verify dialog the window shows (History's Verify again, Verify image…), once shown.
VerifyDialog *shownVerifyDialog(MainWindow &window)
{
    VerifyDialog *shown = nullptr;
    (void)QTest::qWaitFor(
        [&] {
            for (VerifyDialog *dialog : window.findChildren<VerifyDialog *>()) {
                if (dialog->isVisible())
                    shown = dialog;
            }
            return shown != nullptr;
        },
        10000);
    return shown;
}

// Verify in `dialog`, once it has found the image's hashlogs and read them.
bool clickVerify(VerifyDialog *dialog)
{
    auto *verify = dialog->findChild<QPushButton *>(u"verifyButton"_s);
    if (!QTest::qWaitFor([&] { return verify->isEnabled(); }, 30000))
        return false;
    QTest::mouseClick(verify, Qt::LeftButton);
    return true;
}

// History → Verify again on the selected row, then Verify in the dialog it opens.
bool verifyAgainFromHistory(MainWindow &window)
{
    window.historyView()->verifyAgain();
    VerifyDialog *dialog = shownVerifyDialog(window);
    return dialog && clickVerify(dialog);
}

// The verification in the window's tab `index`, once it has finished.
VerificationPanel *finishedVerification(MainWindow &window, int index)
{
    VerificationPanel *panel = nullptr;
    const bool finished = QTest::qWaitFor(
        [&] {
            panel = qobject_cast<VerificationPanel *>(window.acquisitionTabs()->widget(index));
            return panel && panel->report().has_value();
        },
        60000);
    return finished ? panel : nullptr;
}

QString sha256Of(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromLatin1(
               QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex())
                                          : QString();
}

} // namespace

// The History view over a real history, its filters, its actions, and the main window recording
// what it does there (label ui).
class TestHistoryView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void filtersSortsAndOpens();
    void mainWindowRecordsItsWork();
    void aSlowProgramHoldsUpOnlyItsOwnJob();
    void recorderWarnsAboutADamagedHistory();
    void recorderSaysWhenAnEventWaitsInTheSpool();
    void mainWindowSignsWithTheExaminersIdentity();
    void anIdentityThatDidNotSignIsSaidOnTheJobAndInTheLog_data();
    void anIdentityThatDidNotSignIsSaidOnTheJobAndInTheLog();
    void verifyAgainChecksWhatTheCliChecks();
    void aSignatureTheSignedLogNamesIsMissedAsSuch();
    void aVerificationKeepsItsCaseInTheHistoryAndTheDialog();
    void sizesAreWrittenAsTheLanguageWritesThem();
};

void TestHistoryView::filtersSortsAndOpens()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"history.sqlite"_s);
    QVERIFY(writeHistory(path, dir.path()));
    HistoryView view(path);
    QList<QUrl> opened;
    view.setUrlOpener([&opened](const QUrl &url) {
        opened.append(url);
        return true;
    });
    view.show();
    QTRY_COMPARE(rowsShown(view), 3);
    // Newest first until the examiner sorts otherwise.
    QCOMPARE(view.table()->model()->index(0, HistoryTableModel::RowColumn).data().toInt(), 3);

    QSignalSpy updated(&view, &HistoryView::updated);
    view.findChild<QLineEdit *>(u"caseFilter"_s)->setText(u"2026-117"_s);
    QTRY_COMPARE(rowsShown(view), 2);
    auto *verdict = view.findChild<QComboBox *>(u"verdictFilter"_s);
    verdict->setCurrentIndex(verdict->findData(u"mismatch"_s));
    QTRY_COMPARE(rowsShown(view), 1);
    QCOMPARE(view.table()->model()->index(0, HistoryTableModel::VerdictColumn).data().toString(),
             u"MISMATCH"_s);
    verdict->setCurrentIndex(0);
    QTRY_COMPARE(rowsShown(view), 2);
    view.findChild<QLineEdit *>(u"caseFilter"_s)->clear();
    view.findChild<QLineEdit *>(u"digestFilter"_s)->setText(QString(64, u'D'));
    QTRY_COMPARE(rowsShown(view), 1);
    QCOMPARE(view.table()->model()->index(0, HistoryTableModel::RowColumn).data().toInt(), 3);
    view.findChild<QLineEdit *>(u"digestFilter"_s)->clear();
    QTRY_COMPARE(rowsShown(view), 3);

    // Sorted by a column the examiner clicks.
    view.table()->sortByColumn(HistoryTableModel::EvidenceColumn, Qt::AscendingOrder);
    QCOMPARE(view.table()->model()->index(0, HistoryTableModel::EvidenceColumn).data().toString(),
             u"HD-1"_s);

    selectRowWithId(view, 1);
    QVERIFY(view.selectedRow() && view.selectedRow()->id == 1);
    // Each looked at off the GUI thread first.
    // The first row's record is no record: its report is shown as it was saved.
    view.openReport();
    QTRY_VERIFY(view.findChild<ReportFileView *>());
    auto *shown = view.findChild<ReportFileView *>();
    QVERIFY(shown->windowTitle().contains(u"disk1.pdf"_s));
    shown->close();
    view.openFolder();
    QTRY_COMPARE(opened, (QList<QUrl>{QUrl::fromLocalFile(dir.path())}));
    QSignalSpy verify(&view, &HistoryView::verifyRequested);
    view.verifyAgain();
    QTRY_COMPARE(verify.size(), 1);
    QCOMPARE(verify.first().at(0).toString(), dir.filePath(u"disk1.dd"_s));
    QCOMPARE(verify.first().at(1).toStringList(), QStringList{dir.filePath(u"disk1.json"_s)});
    // A report that is gone is said so, not opened.
    selectRowWithId(view, 2);
    view.openReport();
    QTRY_VERIFY2(view.statusText().contains(u"disk2.pdf"_s), qPrintable(view.statusText()));
    QCOMPARE(opened.size(), 1);
    QVERIFY(!view.findChild<ReportFileView *>());

    updated.clear();
    view.checkChain();
    QTRY_VERIFY(!updated.isEmpty());
    QVERIFY2(view.statusText().contains(u"the chain holds. Last row's hash"_s),
             qPrintable(view.statusText()));

    // The trigger that refuses edits dropped: the chain still holds, the check warns.
    QCOMPARE(QProcess::execute(QStandardPaths::findExecutable(u"sqlite3"_s),
                               {path, u"DROP TRIGGER events_append_only_update"_s}),
             0);
    QString warned;
    DialogCloser<QMessageBox> warning([&warned](QMessageBox &box) { warned = box.text(); });
    view.checkChain();
    QTRY_VERIFY(!warning.title.isEmpty());
    QVERIFY2(warned.contains(u"the chain holds, but its guards were changed"_s),
             qPrintable(warned));
    QVERIFY2(view.statusText().contains(u"triggers that refuse changes to rows were removed"_s),
             qPrintable(view.statusText()));
}

// An acquisition run in the window lands in the history; from its row, Verify again opens a
// verification tab, which lands there too.
void TestHistoryView::mainWindowRecordsItsWork()
{
    QTemporaryDir folder;
    const QString history = folder.filePath(u"lab/history.sqlite"_s);
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    settings.setValue(u"history/path"_s, history);
    MainWindow window(std::make_unique<DeviceMonitor>(
                          std::make_unique<FakeDeviceEnumerator>(QList<DeviceInfo>{}),
                          [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
                      settings);
    window.show();
    AcquisitionRequest request;
    request.sourcePath = u"simulated-drive"_s;
    request.basePath = folder.filePath(u"disk"_s);
    request.caseDetails.caseNumber = u"2026-301"_s;
    AcquisitionPanel *panel
        = window.startAcquisition(request, [](const AcquisitionRequest &request) {
              return std::make_unique<Acquisition>(
                  request, std::make_unique<SimulatedSource>(1024 * 1024, 512, 512, 7,
                                                             QList<SimulatedSource::Fault>{}));
          });
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(panel->record().has_value(), 60000);

    window.historyAction()->trigger();
    HistoryView *view = window.historyView();
    QVERIFY(view->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(rowsShown(*view), 1, 10000);
    QCOMPARE(view->model()->row(0).event.kind, HistoryEvent::Kind::Acquisition);
    QCOMPARE(view->model()->row(0).event.caseNumber, u"2026-301"_s);
    QCOMPARE(view->model()->row(0).event.recordPath, folder.filePath(u"disk.json"_s));

    view->table()->selectRow(0);
    QVERIFY(verifyAgainFromHistory(window));
    QTRY_COMPARE(window.acquisitionTabs()->count(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(rowsShown(*view), 2, 30000);
    const Result<std::unique_ptr<CaseHistory>> opened
        = CaseHistory::open(history, CaseHistory::Access::ReadOnly);
    QVERIFY(opened);
    const Result<QList<HistoryRow>> rows = (*opened)->rows();
    QVERIFY(rows && rows->size() == 2);
    QCOMPARE(rows->at(1).event.kind, HistoryEvent::Kind::Verification);
    QCOMPARE(rows->at(1).event.verdict, u"match"_s);
    QCOMPARE(rows->at(1).event.caseNumber, u"2026-301"_s);
}

// The lab's program runs apart from every other job's finishing: while it still runs for one
// acquisition, another acquisition's files are finished and recorded; its own are recorded once
// it has run, with its run in the log.
void TestHistoryView::aSlowProgramHoldsUpOnlyItsOwnJob()
{
    const auto writeFile = [](const QString &path, const QByteArray &bytes) {
        QFile file(path);
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    };
    const auto readFile = [](const QString &path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    QTemporaryDir folder;
    const QString history = folder.filePath(u"history.sqlite"_s);
    const QString released = folder.filePath(u"released"_s);
    const QString hook = folder.filePath(u"hook.sh"_s);
    QVERIFY(writeFile(hook, "#!/bin/sh\ncase \"$CUSTODY_RECORD\" in\n*first.json)\n"
                            "    while [ ! -e '"
                                + released.toUtf8()
                                + "' ]; do sleep 0.1; done ;;\nesac\necho copied\n"));
    QVERIFY(QFile::setPermissions(hook, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    const auto release = qScopeGuard([&] { writeFile(released, "go"); });
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    settings.setValue(u"history/path"_s, history);
    settings.setValue(u"hooks/onEnd"_s, hook);
    settings.setValue(u"hooks/onEndTimeout"_s, 120);
    MainWindow window(std::make_unique<DeviceMonitor>(
                          std::make_unique<FakeDeviceEnumerator>(QList<DeviceInfo>{}),
                          [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
                      settings);
    window.show();
    const auto acquire = [&](const QString &name) {
        return acquireSimulated(window, u"simulated-drive"_s, folder.filePath(name));
    };
    const auto recorded = [&history] {
        QStringList records;
        const Result<std::unique_ptr<CaseHistory>> opened
            = CaseHistory::open(history, CaseHistory::Access::ReadOnly);
        const Result<QList<HistoryRow>> rows
            = opened ? (*opened)->rows() : Result<QList<HistoryRow>>(opened.error());
        for (const HistoryRow &row : rows ? *rows : QList<HistoryRow>{})
            records << QFileInfo(row.event.recordPath).fileName();
        return records;
    };
    AcquisitionPanel *first = acquire(u"first"_s);
    QVERIFY(first);
    QTRY_VERIFY_WITH_TIMEOUT(first->record().has_value(), 60000);
    AcquisitionPanel *second = acquire(u"second"_s);
    QVERIFY(second);
    QTRY_VERIFY_WITH_TIMEOUT(second->record().has_value(), 60000);
    QTRY_COMPARE_WITH_TIMEOUT(recorded(), QStringList{u"second.json"_s}, 30000);
    QVERIFY(window.isFinishingWork()); // the first's program still runs
    QVERIFY(!readFile(folder.filePath(u"first.txt"_s)).contains("copied"));
    QVERIFY(readFile(folder.filePath(u"second.txt"_s)).contains("copied"));

    QVERIFY(writeFile(released, "go"));
    QTRY_COMPARE_WITH_TIMEOUT(recorded(), (QStringList{u"second.json"_s, u"first.json"_s}), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!window.isFinishingWork(), 30000);
    QVERIFY(readFile(folder.filePath(u"first.txt"_s)).contains("copied"));
}

void TestHistoryView::recorderWarnsAboutADamagedHistory()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"history.sqlite"_s);
    QFile damaged(path);
    QVERIFY(damaged.open(QIODevice::WriteOnly) && damaged.write("not a database at all") > 0);
    damaged.close();
    HistoryRecorder recorder(path);
    QSignalSpy failed(&recorder, &HistoryRecorder::failed);
    QSignalSpy recorded(&recorder, &HistoryRecorder::recorded);
    recorder.record([] { return Result<HistoryEvent>(HistoryEvent()); });
    QTRY_COMPARE(failed.size(), 1);
    QVERIFY(recorded.isEmpty());
    const QString message = failed.first().first().toString();
    QVERIFY2(message.contains(path) && message.contains(u"not a readable SQLite database"_s),
             qPrintable(message));

    recorder.setPath(dir.filePath(u"good.sqlite"_s));
    recorder.record([] { return Result<HistoryEvent>(HistoryEvent()); });
    QTRY_COMPARE(recorded.size(), 1);
    QCOMPARE(recorded.first().first().toLongLong(), 1);
}

// A lab's server that cannot be reached: the event is not lost but waits in this station's
// spool, and the window says so (not as a failure).
void TestHistoryView::recorderSaysWhenAnEventWaitsInTheSpool()
{
    QTemporaryDir dir;
    const QString url = u"postgresql:///custody?host=%1&connect_timeout=2"_s.arg(
        dir.filePath(u"no-server-here"_s));
    QVERIFY(QDir(QFileInfo(spoolPathFor(url)).absolutePath()).removeRecursively());
    HistoryRecorder recorder(url);
    QSignalSpy failed(&recorder, &HistoryRecorder::failed);
    QSignalSpy spooled(&recorder, &HistoryRecorder::spooled);
    QSignalSpy recorded(&recorder, &HistoryRecorder::recorded);
    HistoryEvent event;
    event.note = u"while the server is away"_s;
    recorder.record([event] { return Result<HistoryEvent>(event); });
    QTRY_COMPARE_WITH_TIMEOUT(spooled.size(), 1, 30000);
    QVERIFY(failed.isEmpty() && recorded.isEmpty());
    const QString message = spooled.first().first().toString();
    QVERIFY2(message.contains(spoolPathFor(url)) && message.contains(u"delivered"_s),
             qPrintable(message));
    Result<std::unique_ptr<CaseHistory>> spool
        = CaseHistory::open(spoolPathFor(url), CaseHistory::Access::ReadOnly);
    QVERIFY(spool);
    QCOMPARE((*spool)->rows()->size(), 1);
    QCOMPARE((*spool)->rows()->first().event.note, event.note);
}

// A signing identity in the settings (a key with a passphrase, made by openssl here): each
// acquisition's record and log are signed, the passphrase asked once per session, the log names
// the signer and so does the case history.
void TestHistoryView::mainWindowSignsWithTheExaminersIdentity()
{
    QTemporaryDir folder;
    QProcess openssl;
    openssl.setWorkingDirectory(folder.path());
    openssl.start(u"openssl"_s,
                  {u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-keyout"_s, u"key.pem"_s,
                   u"-passout"_s, u"pass:open sesame"_s, u"-out"_s, u"cert.pem"_s, u"-subj"_s,
                   u"/CN=Jane Examiner"_s, u"-days"_s, u"2"_s});
    QVERIFY(openssl.waitForFinished(60000) && openssl.exitCode() == 0);
    const QString history = folder.filePath(u"history.sqlite"_s);
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    useHistoryAndIdentityIn(settings, folder);
    MainWindow window(std::make_unique<DeviceMonitor>(
                          std::make_unique<FakeDeviceEnumerator>(QList<DeviceInfo>{}),
                          [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
                      settings);
    int asked = 0;
    window.setPassphraseQuestion([&asked](const QString &) -> std::optional<QByteArray> {
        ++asked;
        return QByteArray("open sesame");
    });
    for (const QString &name : {u"first"_s, u"second"_s}) {
        AcquisitionPanel *panel
            = acquireSimulated(window, u"simulated-"_s + name, folder.filePath(name));
        QVERIFY(panel);
        QTRY_VERIFY_WITH_TIMEOUT(panel->record().has_value(), 60000);
    }
    QCOMPARE(asked, 1);
    // Signed off the GUI thread, then recorded.
    QTRY_VERIFY_WITH_TIMEOUT(!window.isFinishingWork(), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!window.historyRecorder()->isBusy(), 10000);
    for (const QString &name : {u"first"_s, u"second"_s}) {
        for (const QString &suffix : {u".json"_s, u".txt"_s}) {
            const Result<SignatureCheck> check
                = checkDetachedSignature(folder.filePath(name + suffix));
            QVERIFY2(check && check->unchanged, qPrintable(name + suffix));
            QCOMPARE(check->signerSubject, u"CN=Jane Examiner"_s);
        }
        QFile log(folder.filePath(name + u".txt"_s));
        QVERIFY(log.open(QIODevice::ReadOnly));
        QVERIFY(log.readAll().contains(name.toUtf8() + ".json.p7s by CN=Jane Examiner"));
    }
    const Result<std::unique_ptr<CaseHistory>> opened
        = CaseHistory::open(history, CaseHistory::Access::ReadOnly);
    QVERIFY(opened);
    const Result<QList<HistoryRow>> rows = (*opened)->rows();
    QVERIFY(rows && rows->size() == 2);
    for (const HistoryRow &row : *rows)
        QCOMPARE(row.event.signerSubject, u"CN=Jane Examiner"_s);
}

void TestHistoryView::anIdentityThatDidNotSignIsSaidOnTheJobAndInTheLog_data()
{
    QTest::addColumn<bool>("keyDeleted");
    QTest::addColumn<QString>("reason");
    QTest::newRow("key file deleted") << true << u"key.pem"_s;
    QTest::newRow("passphrase not given") << false << u"the passphrase was not given"_s;
}

// A signing identity in the settings that cannot sign (its key file deleted since, or its
// passphrase question cancelled): the acquisition's banner and its row in the jobs table say it
// was not signed and why, the log has a line for each file, and no signature is written.
void TestHistoryView::anIdentityThatDidNotSignIsSaidOnTheJobAndInTheLog()
{
    QFETCH(bool, keyDeleted);
    QFETCH(QString, reason);
    QTemporaryDir folder;
    QVERIFY(makeIdentity(folder.path(), u"open sesame"_s));
    if (keyDeleted)
        QVERIFY(QFile::remove(folder.filePath(u"key.pem"_s)));
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    useHistoryAndIdentityIn(settings, folder);
    MainWindow window(noDrives(), settings);
    window.setPassphraseQuestion(
        [](const QString &) -> std::optional<QByteArray> { return std::nullopt; });
    AcquisitionPanel *panel = acquireSimulated(window, u"simulated"_s, folder.filePath(u"disk"_s));
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(panel->record().has_value(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!window.isFinishingWork(), 30000);
    const QString banner = panel->findChild<QLabel *>(u"resultBanner"_s)->text();
    QVERIFY2(banner.contains(u"Not signed"_s) && banner.contains(u"disk.json, disk.txt"_s)
                 && banner.contains(reason),
             qPrintable(banner));
    QVERIFY2(panel->jobStatus().outcome.endsWith(u", not signed"_s),
             qPrintable(panel->jobStatus().outcome));
    QVERIFY(!panel->jobStatus().succeeded);
    QFile log(folder.filePath(u"disk.txt"_s));
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(log.readAll());
    for (const QString &file : {u"disk.json"_s, u"disk.txt"_s})
        QVERIFY2(text.contains(u" "_s + folder.filePath(file) + u": Cannot sign with "_s),
                 qPrintable(text));
    for (const QString &file : {u"disk.json.p7s"_s, u"disk.txt.p7s"_s})
        QVERIFY(!QFileInfo::exists(folder.filePath(file)));
    QTRY_VERIFY_WITH_TIMEOUT(!window.historyRecorder()->isBusy(), 10000);
}

// An acquisition with window digests and checksum sidecars, one window of the image changed
// since: Verify again from the History view checks every hashlog custody-cli verify finds beside
// the image, and so locates the changed window as the CLI does.
void TestHistoryView::verifyAgainChecksWhatTheCliChecks()
{
    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    settings.setValue(u"history/path"_s, folder.filePath(u"history.sqlite"_s));
    MainWindow window(noDrives(), settings);
    window.show();
    AcquisitionRequest request;
    request.sourcePath = u"simulated"_s;
    request.basePath = folder.filePath(u"disk"_s);
    request.settings.hashes = HashAlgorithm::Md5 | HashAlgorithm::Sha256;
    request.settings.hashWindowBytes = 256 * 1024;
    AcquisitionPanel *panel
        = window.startAcquisition(request, [](const AcquisitionRequest &request) {
              return std::make_unique<Acquisition>(
                  request, std::make_unique<SimulatedSource>(1024 * 1024, 512, 512, 9,
                                                             QList<SimulatedSource::Fault>{}));
          });
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(panel->record().has_value(), 60000);
    for (const QString &file : {u"disk.md5"_s, u"disk.sha256"_s, u"disk.windows.md5"_s})
        QVERIFY2(QFileInfo::exists(folder.filePath(file)), qPrintable(file));
    constexpr qint64 changedOffset = 600 * 1024; // in the third window
    {
        QFile image(folder.filePath(u"disk.dd"_s));
        QVERIFY(image.open(QIODevice::ReadWrite));
        QVERIFY(image.seek(changedOffset));
        char byte = 0;
        QVERIFY(image.getChar(&byte));
        QVERIFY(image.seek(changedOffset));
        QVERIFY(image.putChar(char(byte ^ 0x01)));
    }

    window.historyAction()->trigger();
    HistoryView *view = window.historyView();
    QTRY_COMPARE_WITH_TIMEOUT(rowsShown(*view), 1, 10000);
    view->table()->selectRow(0);
    QVERIFY(verifyAgainFromHistory(window));
    VerificationPanel *verification = finishedVerification(window, 1);
    QVERIFY(verification);
    const VerificationReport &gui = *verification->report();

    QString out;
    QString err;
    QTextStream outStream(&out);
    QTextStream errStream(&err);
    Cli::VerifyCommand cli(outStream, errStream);
    QCOMPARE(cli.run({folder.filePath(u"disk.dd"_s), u"--json"_s}), 1);
    outStream.flush();
    const QJsonObject json = QJsonDocument::fromJson(out.toUtf8()).object();
    QStringList cliHashlogs;
    for (const QJsonValue &log : json.value(u"hashlogs"_s).toArray())
        cliHashlogs << log.toObject().value(u"path"_s).toString();
    QStringList guiHashlogs;
    for (const HashlogSummary &log : gui.hashlogs)
        guiHashlogs << log.path;
    QCOMPARE(guiHashlogs, cliHashlogs);
    QVERIFY2(guiHashlogs.contains(folder.filePath(u"disk.windows.md5"_s))
                 && guiHashlogs.contains(folder.filePath(u"disk.sha256"_s)),
             qPrintable(guiHashlogs.join(u", "_s)));
    QCOMPARE(gui.verdict(), VerificationReport::Verdict::Mismatch);
    QCOMPARE(gui.countOf(DigestCheck::Outcome::Mismatch),
             json.value(u"summary"_s).toObject().value(u"mismatched"_s).toInt());
    QCOMPARE(gui.differingPieces(), 1);
    for (const DigestCheck &check : gui.checks) {
        if (check.outcome == DigestCheck::Outcome::Mismatch && check.extent)
            QCOMPARE(check.extent->offset, 512 * 1024);
    }
    QTRY_VERIFY_WITH_TIMEOUT(!window.historyRecorder()->isBusy(), 10000);
}

// An acquisition signed by the examiner, then the record's signature deleted: Verify again says
// in its banner and the signature's row what the core found (the signed log names a signature
// that is not there), not that the record changed.
void TestHistoryView::aSignatureTheSignedLogNamesIsMissedAsSuch()
{
    QTemporaryDir folder;
    QVERIFY(makeIdentity(folder.path(), u"open sesame"_s));
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    useHistoryAndIdentityIn(settings, folder);
    MainWindow window(noDrives(), settings);
    window.setPassphraseQuestion(
        [](const QString &) -> std::optional<QByteArray> { return QByteArray("open sesame"); });
    window.show();
    AcquisitionPanel *panel = acquireSimulated(window, u"simulated"_s, folder.filePath(u"disk"_s));
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(panel->record().has_value(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!window.isFinishingWork(), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!window.historyRecorder()->isBusy(), 10000);
    QVERIFY(QFile::remove(folder.filePath(u"disk.json.p7s"_s)));

    window.historyAction()->trigger();
    HistoryView *view = window.historyView();
    QTRY_COMPARE_WITH_TIMEOUT(rowsShown(*view), 1, 10000);
    view->table()->selectRow(0);
    QVERIFY(verifyAgainFromHistory(window));
    VerificationPanel *verification = finishedVerification(window, 1);
    QVERIFY(verification);
    QCOMPARE(verification->report()->verdict(), VerificationReport::Verdict::Mismatch);
    const QString banner = verification->findChild<QLabel *>(u"resultBanner"_s)->text();
    QVERIFY2(banner.startsWith(u"Signature of disk.json: the signed log disk.txt says it was "
                               "signed, but its signature disk.json.p7s is not there\n"_s),
             qPrintable(banner));
    QVERIFY2(banner.endsWith(verification->report()->verdictText()), qPrintable(banner));
    QVERIFY2(!banner.contains(u"disk.json: changed"_s), qPrintable(banner));
    QTRY_VERIFY_WITH_TIMEOUT(!window.historyRecorder()->isBusy(), 10000);
}

// A verification with case fields: its history row has the case and the examiner, its saved
// report a row of its own with the report's SHA-256; the Verify dialog opened from its tab, and
// from its row's Verify again, starts from what it verified and for which case.
void TestHistoryView::aVerificationKeepsItsCaseInTheHistoryAndTheDialog()
{
    QTemporaryDir folder;
    const QString image = folder.filePath(u"evidence.dd"_s);
    const QByteArray bytes(256 * 1024, 'e');
    QFile imageFile(image);
    QVERIFY(imageFile.open(QIODevice::WriteOnly) && imageFile.write(bytes) == bytes.size());
    imageFile.close();
    const QString sidecar = folder.filePath(u"evidence.sha256"_s);
    QFile sidecarFile(sidecar);
    QVERIFY(sidecarFile.open(QIODevice::WriteOnly));
    sidecarFile.write(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()
                      + "  evidence.dd\n");
    sidecarFile.close();
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    settings.setValue(u"history/path"_s, folder.filePath(u"history.sqlite"_s));
    settings.setValue(u"case/examiner"_s, u"Remembered Examiner"_s);
    MainWindow window(noDrives(), settings);
    window.show();

    // Verify image…, no tab open: the examiner remembered, the case typed.
    window.prepareVerification(image, {}, {})->open();
    VerifyDialog *dialog = shownVerifyDialog(window);
    QVERIFY(dialog);
    auto *examiner = dialog->findChild<QLineEdit *>(u"examiner"_s);
    QVERIFY(examiner);
    QCOMPARE(examiner->text(), u"Remembered Examiner"_s);
    const CaseDetails typed{u"2026-411"_s, u"HD-9"_s, u"Jane Examiner"_s, u"USB stick"_s, {}};
    dialog->findChild<QLineEdit *>(u"caseNumber"_s)->setText(typed.caseNumber);
    dialog->findChild<QLineEdit *>(u"evidenceNumber"_s)->setText(typed.evidenceNumber);
    examiner->setText(typed.examiner);
    dialog->findChild<QLineEdit *>(u"description"_s)->setText(typed.description);
    QVERIFY(clickVerify(dialog));
    VerificationPanel *verification = finishedVerification(window, 0);
    QVERIFY(verification);
    QCOMPARE(verification->report()->verdict(), VerificationReport::Verdict::Match);
    QTRY_VERIFY_WITH_TIMEOUT(!window.historyRecorder()->isBusy(), 10000);
    const auto rows = [&]() -> QList<HistoryRow> {
        const Result<std::unique_ptr<CaseHistory>> opened = CaseHistory::open(
            folder.filePath(u"history.sqlite"_s), CaseHistory::Access::ReadOnly);
        if (!opened)
            return {};
        const Result<QList<HistoryRow>> read = (*opened)->rows();
        return read ? *read : QList<HistoryRow>();
    };
    QCOMPARE(rows().size(), 1);
    const HistoryEvent verified = rows().at(0).event;
    QCOMPARE(verified.kind, HistoryEvent::Kind::Verification);
    QCOMPARE(verified.caseNumber, typed.caseNumber);
    QCOMPARE(verified.evidenceNumber, typed.evidenceNumber);
    QCOMPARE(verified.examiner, typed.examiner);
    // custody-cli verify takes the same case fields: its report of the GUI's command line
    // names the same case.
    QString out;
    QString err;
    QTextStream outStream(&out);
    QTextStream errStream(&err);
    Cli::VerifyCommand cli(outStream, errStream);
    // Split as a shell splits it (the line is quoted for one).
    QProcess shell;
    shell.start(u"sh"_s, {u"-c"_s, u"printf '%s\\0' "_s + verification->report()->commandLine});
    QVERIFY(shell.waitForFinished(10000));
    QStringList arguments = QString::fromUtf8(shell.readAllStandardOutput()).split(QChar(0));
    arguments.removeLast(); // after the last NUL
    QCOMPARE(arguments.mid(0, 2), (QStringList{u"custody-cli"_s, u"verify"_s}));
    const int status
        = cli.run(arguments.mid(2)
                  + QStringList{u"--json"_s, u"--history"_s, folder.filePath(u"cli.sqlite"_s)});
    errStream.flush();
    QVERIFY2(status == 0, qPrintable(arguments.join(u' ') + u'\n' + err));

    outStream.flush();
    const QJsonObject cliCase
        = QJsonDocument::fromJson(out.toUtf8()).object().value(u"case"_s).toObject();
    QCOMPARE(cliCase, verification->report()->toJson().value(u"case"_s).toObject());
    QCOMPARE(cliCase.value(u"description"_s).toString(), typed.description);

    // Its report saved: a row of its own, the report's SHA-256 in it.
    const QString pdf = folder.filePath(u"evidence.verification.pdf"_s);
    verification->setSaveLocationQuestion([pdf](const QString &) { return pdf; });
    QTest::mouseClick(verification->findChild<QPushButton *>(u"saveReportButton"_s),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(rows().size() == 2, 30000);
    const HistoryEvent report = rows().at(1).event;
    QCOMPARE(report.kind, HistoryEvent::Kind::Report);
    QCOMPARE(report.reportPath, pdf);
    QCOMPARE(report.reportSha256, sha256Of(pdf));
    QCOMPARE(report.caseNumber, typed.caseNumber);
    QCOMPARE(report.examiner, typed.examiner);
    QCOMPARE(report.verdict, u"match"_s);

    // Verify image… from the verification's tab: what it verified, for which case.
    QAction *verifyAction = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V))
            verifyAction = action;
    }
    QVERIFY(verifyAction);
    QTRY_VERIFY(window.findChildren<VerifyDialog *>().isEmpty()); // the first one closed
    verifyAction->trigger();
    VerifyDialog *again = shownVerifyDialog(window);
    QVERIFY(again);
    QCOMPARE(again->imagePath(), image);
    QTRY_COMPARE(again->hashlogPaths(), QStringList{sidecar});
    QCOMPARE(again->caseDetails(), typed);
    again->reject();

    // History → Verify again on the verification's row: its image, hashlogs and case.
    window.historyAction()->trigger();
    HistoryView *view = window.historyView();
    QTRY_COMPARE_WITH_TIMEOUT(rowsShown(*view), 2, 10000);
    selectRowWithId(*view, rows().at(0).id);
    QTRY_VERIFY(window.findChildren<VerifyDialog *>().isEmpty());
    view->verifyAgain();
    VerifyDialog *fromHistory = shownVerifyDialog(window);
    QVERIFY(fromHistory);
    QCOMPARE(fromHistory->imagePath(), image);
    QTRY_COMPARE(fromHistory->hashlogPaths(), QStringList{sidecar});
    QCOMPARE(fromHistory->caseDetails().caseNumber, typed.caseNumber);
    QCOMPARE(fromHistory->caseDetails().evidenceNumber, typed.evidenceNumber);
    // Who verifies now: the name the examiner gave last.
    QCOMPARE(fromHistory->caseDetails().examiner, typed.examiner);
    fromHistory->reject();
}

QTEST_MAIN(TestHistoryView)
// The Unreadable column in the examiner's language: "1,3 MiB" in German, as every other view.
void TestHistoryView::sizesAreWrittenAsTheLanguageWritesThem()
{
    const QLocale before;
    const auto restore = qScopeGuard([&before] { QLocale::setDefault(before); });
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    HistoryTableModel model;
    HistoryRow row;
    row.event.kind = HistoryEvent::Kind::Acquisition;
    row.event.unreadableBytes = 1388544;
    model.setRows({row});
    QCOMPARE(model.index(0, HistoryTableModel::UnreadableColumn).data().toString(), u"1,3 MiB"_s);
}

#include "tst_historyview.moc"
