// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The GUI thread never waits for the file system when it verifies, signs or saves: the Verify
// dialog, the signing of finished work, quitting while that is written, the verification's Save
// report, an acquisition report's Save PDF and the History view's actions are each driven
// against a real share that stopped answering (faultfs). The event loop must go on turning
// while they wait there, and each does its work once the share answers.

#include "acquisitionpanel.h"
#include "devicemonitor.h"
#include "dialogs/verifydialog.h"
#include "fakedeviceenumerator.h"
#include "history/casehistory.h"
#include "historyrecorder.h"
#include "historyview.h"
#include "hungshare.h"
#include "io/simulatedsource.h"
#include "mainwindow.h"
#include "record/detachedsignature.h"
#include "reportactions.h"
#include "reportfileview.h"
#include "signingidentity.h"
#include "verificationpanel.h"

#include <QApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUrl>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// An image in `folder` with a sha256sum hashlog beside it: the image's path.
QString writeVerifiableImage(const QString &folder)
{
    const QByteArray bytes(64 * 1024, 'e');
    const QString image = folder + u"/evidence.dd"_s;
    if (!writeFile(image, bytes)
        || !writeFile(folder + u"/evidence.sha256"_s,
                      QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()
                          + "  evidence.dd\n"))
        return {};
    return image;
}

bool makeIdentity(const QString &folder)
{
    return Custody::Test::makeSigningIdentity(folder, QStringLiteral("open sesame"));
}

bool signedByJane(const QString &path)
{
    const Result<SignatureCheck> check = checkDetachedSignature(path);
    return check && check->unchanged && check->signerSubject == u"CN=Jane Examiner"_s;
}

// The window acquires a simulated 256 KiB drive into `base`.
AcquisitionPanel *startSimulated(MainWindow &window, const QString &base)
{
    AcquisitionRequest request;
    request.sourcePath = u"simulated"_s;
    request.basePath = base;
    return window.startAcquisition(request, [](const AcquisitionRequest &request) {
        return std::make_unique<Acquisition>(
            request, std::make_unique<SimulatedSource>(256 * 1024, 512, 512, 3,
                                                       QList<SimulatedSource::Fault>{}));
    });
}

} // namespace

class TestResponsiveVerify : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void theVerifyDialogLooksForHashlogsOffTheGuiThread();
    void finishedWorkIsSignedOffTheGuiThread();
    void theSigningIdentityIsLoadedOffTheGuiThread();
    void quittingWaitsForTheSignaturesToBeWritten();
    void aVerificationReportIsSavedOffTheGuiThread();
    void anAcquisitionReportIsSavedOffTheGuiThread();
    void theHistoryLooksAtItsFilesOffTheGuiThread();

private:
    // A main window whose settings name a signing identity of Jane Examiner; null when openssl
    // could not make one.
    std::unique_ptr<MainWindow> signingWindow();
    // An acquisition onto the share in `window`, finished, signed and recorded: its panel. Where
    // the passphrase was asked for goes into `askedOnGuiThread`.
    AcquisitionPanel *acquireOntoTheShare(MainWindow &window, QList<bool> *askedOnGuiThread);
    // What the panel hands the window when its acquisition ends: the record and log to sign.
    void finishTheAcquisitionAgain(AcquisitionPanel *panel);

    std::unique_ptr<HungShare> m_share;
    std::unique_ptr<QTemporaryDir> m_local; // settings, identity, history: never on the share
    std::unique_ptr<QSettings> m_settings;
};

void TestResponsiveVerify::init()
{
    if (const QString reason = HungShare::unavailableReason(); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    m_share = std::make_unique<HungShare>();
    QVERIFY(m_share->start());
    m_local = std::make_unique<QTemporaryDir>();
    m_settings
        = std::make_unique<QSettings>(m_local->filePath(u"settings.ini"_s), QSettings::IniFormat);
    m_settings->setValue(u"history/path"_s, m_local->filePath(u"history.sqlite"_s));
}

void TestResponsiveVerify::cleanup()
{
    m_settings.reset();
    m_share.reset();
    m_local.reset();
}

// The image on the hung share: Verify stays disabled, saying it looks, while the image is looked
// at and its hashlogs looked for; once the share answers they are suggested and Verify is offered.
void TestResponsiveVerify::theVerifyDialogLooksForHashlogsOffTheGuiThread()
{
    QVERIFY(!writeVerifiableImage(m_share->backingFolder()).isEmpty());
    const QString image = m_share->folder() + u"/evidence.dd"_s;
    VerifyDialog dialog(m_share->folder());
    auto *verify = dialog.findChild<QPushButton *>(u"verifyButton"_s);
    auto *message = dialog.findChild<QLabel *>(u"message"_s);
    bool offeredWhileLooking = true;
    QString messageWhileLooking;
    QString why;
    QVERIFY2(m_share->staysResponsive(
                 [&] {
                     dialog.setImage(image);
                     offeredWhileLooking = verify->isEnabled();
                     messageWhileLooking = message->text();
                 },
                 &why),
             qPrintable(why));
    QVERIFY(!offeredWhileLooking);
    QCOMPARE(messageWhileLooking, u"Looking for hashlogs next to the image…"_s);
    QTRY_COMPARE_WITH_TIMEOUT(dialog.hashlogPaths(),
                              QStringList{m_share->folder() + u"/evidence.sha256"_s}, 10000);
    QVERIFY(verify->isEnabled());
    QCOMPARE(message->text(), QString());
}

std::unique_ptr<MainWindow> TestResponsiveVerify::signingWindow()
{
    if (!makeIdentity(m_local->path()))
        return nullptr;
    m_settings->setValue(u"signing/key"_s, m_local->filePath(u"key.pem"_s));
    m_settings->setValue(u"signing/certificate"_s, m_local->filePath(u"cert.pem"_s));
    return std::make_unique<MainWindow>(
        std::make_unique<DeviceMonitor>(
            std::make_unique<FakeDeviceEnumerator>(QList<DeviceInfo>{}),
            [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
        *m_settings);
}

AcquisitionPanel *TestResponsiveVerify::acquireOntoTheShare(MainWindow &window,
                                                            QList<bool> *askedOnGuiThread)
{
    window.setPassphraseQuestion([askedOnGuiThread](const QString &) -> std::optional<QByteArray> {
        askedOnGuiThread->append(QThread::currentThread() == qApp->thread());
        return QByteArray("open sesame");
    });
    AcquisitionPanel *panel = startSimulated(window, m_share->folder() + u"/disk"_s);
    if (!panel || !QTest::qWaitFor([panel] { return panel->record().has_value(); }, 60000)
        || !QTest::qWaitFor([&window] { return !window.isFinishingWork(); }, 30000))
        return nullptr;
    return panel;
}

void TestResponsiveVerify::finishTheAcquisitionAgain(AcquisitionPanel *panel)
{
    const QString base = m_share->folder() + u"/disk"_s;
    HistoryEvent event;
    event.kind = HistoryEvent::Kind::Acquisition;
    event.time = QDateTime::currentDateTimeUtc();
    event.recordPath = base + u".json"_s;
    Q_EMIT panel->historyWork([event] { return Result<HistoryEvent>(event); },
                              {base + u".json"_s, base + u".txt"_s}, base + u".txt"_s);
}

// The record and log of an acquisition on the hung share: the passphrase is asked on the GUI
// thread, the signing (the files looked at, the log's signature checked, OpenSSL) waits on the
// share off it; once the share answers both are signed, the status bar says so and the history
// records the signer.
void TestResponsiveVerify::finishedWorkIsSignedOffTheGuiThread()
{
    const std::unique_ptr<MainWindow> signing = signingWindow();
    QVERIFY(signing);
    MainWindow &window = *signing;
    QList<bool> askedOnGuiThread;
    AcquisitionPanel *panel = acquireOntoTheShare(window, &askedOnGuiThread);
    QVERIFY(panel);
    QCOMPARE(askedOnGuiThread, QList<bool>{true});
    const QString backing = m_share->backingFolder() + u"/disk"_s;
    for (const QString &suffix : {u".json"_s, u".txt"_s}) {
        QVERIFY2(signedByJane(backing + suffix), qPrintable(suffix));
        QVERIFY(QFile::remove(backing + suffix + u".p7s"_s));
    }
    QTRY_VERIFY_WITH_TIMEOUT(!window.historyRecorder()->isBusy(), 10000);
    window.statusBar()->clearMessage();

    QString why;
    QVERIFY2(m_share->staysResponsive([&] { finishTheAcquisitionAgain(panel); }, &why),
             qPrintable(why));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isFinishingWork(), 30000);
    QCOMPARE(askedOnGuiThread.size(), 1); // once per session
    for (const QString &suffix : {u".json"_s, u".txt"_s})
        QVERIFY2(signedByJane(backing + suffix), qPrintable(suffix));
    const QString status = window.statusBar()->currentMessage();
    QVERIFY2(status.startsWith(u"Signed as CN=Jane Examiner: "_s)
                 && status.contains(m_share->folder() + u"/disk.txt.p7s"_s),
             qPrintable(status));
    QTRY_VERIFY_WITH_TIMEOUT(!window.historyRecorder()->isBusy(), 10000);
    const Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(m_local->filePath(u"history.sqlite"_s), CaseHistory::Access::ReadOnly);
    QVERIFY(history);
    const Result<QList<HistoryRow>> rows = (*history)->rows();
    QVERIFY(rows && rows->size() == 2);
    for (const HistoryRow &row : *rows)
        QCOMPARE(row.event.signerSubject, u"CN=Jane Examiner"_s);
}

// The examiner's key and certificate on the hung share, the acquisition's files not: the
// identity is read and opened off the GUI thread (its passphrase asked on it, once), and the record
// and log are signed once the share answers.
void TestResponsiveVerify::theSigningIdentityIsLoadedOffTheGuiThread()
{
    QVERIFY(makeIdentity(m_share->backingFolder()));
    m_settings->setValue(u"signing/key"_s, m_share->folder() + u"/key.pem"_s);
    m_settings->setValue(u"signing/certificate"_s, m_share->folder() + u"/cert.pem"_s);
    MainWindow window(std::make_unique<DeviceMonitor>(
                          std::make_unique<FakeDeviceEnumerator>(QList<DeviceInfo>{}),
                          [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
                      *m_settings);
    QList<bool> askedOnGuiThread;
    window.setPassphraseQuestion([&askedOnGuiThread](const QString &) -> std::optional<QByteArray> {
        askedOnGuiThread.append(QThread::currentThread() == qApp->thread());
        return QByteArray("open sesame");
    });
    const QString base = m_local->filePath(u"disk"_s);
    AcquisitionPanel *panel = nullptr;
    QString why;
    QVERIFY2(m_share->staysResponsive([&] { panel = startSimulated(window, base); }, &why),
             qPrintable(why));
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(panel->record().has_value(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!window.isFinishingWork(), 30000);
    QCOMPARE(askedOnGuiThread, QList<bool>{true});
    for (const QString &suffix : {u".json"_s, u".txt"_s})
        QVERIFY2(signedByJane(base + suffix), qPrintable(suffix));
    QTRY_VERIFY_WITH_TIMEOUT(!window.historyRecorder()->isBusy(), 10000);
}

// Quitting while the signatures of finished work wait on the hung share: the window stays and
// says why; once the share answers they are written and the window closes by itself.
void TestResponsiveVerify::quittingWaitsForTheSignaturesToBeWritten()
{
    const std::unique_ptr<MainWindow> signing = signingWindow();
    QVERIFY(signing);
    MainWindow &window = *signing;
    window.show();
    QList<bool> askedOnGuiThread;
    AcquisitionPanel *panel = acquireOntoTheShare(window, &askedOnGuiThread);
    QVERIFY(panel);
    const QString backing = m_share->backingFolder() + u"/disk"_s;
    for (const QString &suffix : {u".json"_s, u".txt"_s})
        QVERIFY(QFile::remove(backing + suffix + u".p7s"_s));

    QVERIFY(m_share->hang());
    auto answer = qScopeGuard([this] { (void)m_share->answer(); });
    finishTheAcquisitionAgain(panel);
    QVERIFY(QTest::qWaitFor([this] { return m_share->waitingOperations() > 0; }, 10000));
    QVERIFY(window.hasUnfinishedWrites());
    QVERIFY(!window.close());
    QVERIFY(window.isVisible());
    const QString status = window.statusBar()->currentMessage();
    QVERIFY2(status.startsWith(u"Finishing writing signatures, reports and logs"_s),
             qPrintable(status));
    // Shows that the window does not close by itself while the share still hangs.
    QTest::qWait(500);
    QVERIFY(window.isVisible());

    QVERIFY(m_share->answer());
    answer.dismiss();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), 30000);
    QVERIFY(!window.hasUnfinishedWrites());
    for (const QString &suffix : {u".json"_s, u".txt"_s})
        QVERIFY2(signedByJane(backing + suffix), qPrintable(suffix));
}

// Save report of a verification, pointed at the hung share: Save is disabled and the write
// counted as one that quitting waits for while it waits there; once the share answers, the
// line under the buttons says where the report went and its SHA-256, as before.
void TestResponsiveVerify::aVerificationReportIsSavedOffTheGuiThread()
{
    const QString image = writeVerifiableImage(m_local->path());
    QVERIFY(!image.isEmpty());
    VerificationPanel panel(image, {m_local->filePath(u"evidence.sha256"_s)});
    panel.show();
    QSignalSpy finished(&panel, &VerificationPanel::finished);
    panel.start();
    QVERIFY(finished.wait(60000));
    const QString target = m_share->folder() + u"/verification.txt"_s;
    panel.setSaveLocationQuestion([&target](const QString &) { return target; });
    auto *save = panel.findChild<QPushButton *>(u"saveReportButton"_s);
    QVERIFY(save->isEnabled());
    bool offeredWhileSaving = true;
    int writesWhileSaving = 0;
    QString why;
    QVERIFY2(m_share->staysResponsive(
                 [&] {
                     QTest::mouseClick(save, Qt::LeftButton);
                     offeredWhileSaving = save->isEnabled();
                     writesWhileSaving = Errand::unfinishedWrites();
                 },
                 &why),
             qPrintable(why));
    QVERIFY(!offeredWhileSaving);
    QCOMPARE(writesWhileSaving, 1);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isSaving(), 30000);
    QVERIFY(save->isEnabled());
    QCOMPARE(Errand::unfinishedWrites(), 0);
    const QByteArray written = readAll(m_share->backingFolder() + u"/verification.txt"_s);
    QVERIFY(written.contains("evidence.dd"));
    QCOMPARE(
        panel.findChild<QLabel *>(u"reportMessage"_s)->text(),
        u"Report saved: %1 (SHA-256 %2)"_s.arg(
            target, QString::fromLatin1(
                        QCryptographicHash::hash(written, QCryptographicHash::Sha256).toHex())));
}

// Save PDF of an acquisition's report, named without .pdf on the hung share: whether that name
// is taken is asked off the GUI thread too; once the share answers, the PDF is written there.
void TestResponsiveVerify::anAcquisitionReportIsSavedOffTheGuiThread()
{
    const QString record = m_local->filePath(u"disk.json"_s);
    QVERIFY(QFile::copy(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/badsectors.json"), record));
    QVERIFY(QFile::copy(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/badsectors.txt"),
                        m_local->filePath(u"disk.txt"_s)));
    QVERIFY(QFile::setPermissions(m_local->filePath(u"disk.txt"_s),
                                  QFile::ReadOwner | QFile::WriteOwner));
    QWidget parent;
    ReportActions actions(record, &parent);
    actions.setSaveLocationQuestion(
        [this](const QString &) { return m_share->folder() + u"/report"_s; });
    QSignalSpy saved(&actions, &ReportActions::saved);
    QSignalSpy failed(&actions, &ReportActions::failed);
    QString why;
    QVERIFY2(m_share->staysResponsive([&] { actions.savePdf(); }, &why), qPrintable(why));
    QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, 30000);
    QCOMPARE(saved.first().first().toString(), m_share->folder() + u"/report.pdf"_s);
    QVERIFY(readAll(m_share->backingFolder() + u"/report.pdf"_s).startsWith("%PDF-"));
    QCOMPARE(failed.size(), 0);
}

// A history row whose files are on the hung share: Open report and Verify again look at them off
// the GUI thread, and do what they do once the share answers.
void TestResponsiveVerify::theHistoryLooksAtItsFilesOffTheGuiThread()
{
    QVERIFY(!writeVerifiableImage(m_share->backingFolder()).isEmpty());
    QVERIFY(writeFile(m_share->backingFolder() + u"/evidence.pdf"_s, "%PDF-"));
    const QString historyPath = m_local->filePath(u"history.sqlite"_s);
    {
        Result<std::unique_ptr<CaseHistory>> history
            = CaseHistory::open(historyPath, CaseHistory::Access::ReadWrite);
        QVERIFY(history);
        HistoryEvent event;
        event.kind = HistoryEvent::Kind::Acquisition;
        event.time = QDateTime::currentDateTimeUtc();
        event.imageFiles = {m_share->folder() + u"/evidence.dd"_s};
        event.reportPath = m_share->folder() + u"/evidence.pdf"_s;
        QVERIFY((*history)->append(event));
    }
    HistoryView view(historyPath);
    QList<QUrl> opened;
    view.setUrlOpener([&opened](const QUrl &url) {
        opened.append(url);
        return true;
    });
    // No record shows this report: its file is shown as it was saved.
    view.show();
    QTRY_COMPARE(view.table()->model()->rowCount(), 1);
    view.table()->selectRow(0);

    QString why;
    QVERIFY2(m_share->staysResponsive([&] { view.openReport(); }, &why), qPrintable(why));
    QTRY_VERIFY_WITH_TIMEOUT(view.findChild<ReportFileView *>(), 10000);
    QVERIFY(view.findChild<ReportFileView *>()->windowTitle().contains(u"evidence.pdf"_s));
    QVERIFY(opened.isEmpty());

    QSignalSpy verify(&view, &HistoryView::verifyRequested);
    QVERIFY2(m_share->staysResponsive([&] { view.verifyAgain(); }, &why), qPrintable(why));
    QTRY_COMPARE_WITH_TIMEOUT(verify.size(), 1, 10000);
    QCOMPARE(verify.first().at(0).toString(), m_share->folder() + u"/evidence.dd"_s);
    QCOMPARE(verify.first().at(1).toStringList(),
             QStringList{m_share->folder() + u"/evidence.sha256"_s});
}

QTEST_MAIN(TestResponsiveVerify)
#include "tst_responsiveverify.moc"
