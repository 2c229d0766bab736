// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The examiner's signing identity in the GUI, with keys and certificates made by openssl: the
// signing dialog's labels and what Test shows, the subject read the usual way round, the
// passphrase asked when a job starts (never at its end, when the job waits for it), and each job
// saying by whom its files will be, or were, signed, or why not.

#include "acquisitionpanel.h"
#include "devicemonitor.h"
#include "dialogs/endhookdialog.h"
#include "dialogs/signingdialog.h"
#include "fakedeviceenumerator.h"
#include "guisettings.h"
#include "io/simulatedsource.h"
#include "mainwindow.h"
#include "record/detachedsignature.h"
#include "signingidentity.h"
#include "util/certificatesubject.h"
#include "verificationchecksview.h"
#include "verificationpanel.h"

#include <QCryptographicHash>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

namespace {

// The name as examiners' certificates often give it: common name, organisation, e-mail address.
const QString janeName = u"/CN=Jane Doe/O=Example Lab/emailAddress=jane@lab.example"_s;
const QString janeReadable = u"Jane Doe <jane@lab.example>"_s;

// A key (protected by `passphrase`) and its certificate naming Jane.
bool makeIdentity(const QString &folder, const QString &passphrase)
{
    return Custody::Test::makeSigningIdentity(folder, passphrase, janeName);
}

// A simulated drive whose reads wait until the test opens the gate (or the run is cancelled):
// the acquisition is still running whatever the machine's speed, until the test lets it end.
class GatedSource final : public SourceDevice
{
public:
    explicit GatedSource(std::shared_ptr<std::atomic<bool>> open)
        : m_open(std::move(open))
    {}
    SourceKind kind() const override { return m_drive.kind(); }
    QString path() const override { return m_drive.path(); }
    qint64 sizeBytes() const override { return m_drive.sizeBytes(); }
    int logicalSectorBytes() const override { return m_drive.logicalSectorBytes(); }
    int physicalSectorBytes() const override { return m_drive.physicalSectorBytes(); }
    bool supportsDirectIo() const override { return m_drive.supportsDirectIo(); }
    bool isStillPresent() const override { return m_drive.isStillPresent(); }
    void setCancelRequest(const std::atomic<bool> *cancelRequested) override
    {
        m_cancelled = cancelRequested;
    }
    ReadOutcome readAt(qint64 offset, std::span<std::byte> buffer, ReadMode mode) override
    {
        while (!m_open->load() && !(m_cancelled && m_cancelled->load()))
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        return m_drive.readAt(offset, buffer, mode);
    }

private:
    std::shared_ptr<std::atomic<bool>> m_open;
    const std::atomic<bool> *m_cancelled = nullptr;
    SimulatedSource m_drive{256 * 1024, 512, 512, 3, {}};
};

} // namespace

class TestSigningGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void theSubjectReadsTheUsualWayRound();
    void theDialogShowsNoAmpersand();
    void testShowsWhomTheCertificateNamesInFull();
    void thePassphraseIsAskedAtStartNotAtTheEnd();
    void aPassphraseCancelledAtStartIsSaidFromTheStart();
    void aFailedSignatureIsSaidInWords();
    void aSavedVerificationReportIsSigned();
    void theLabsProgramRunsBeforeTheLogIsSigned();
    void theProgramDialogTakesOnlyAProgram();

private:
    // A main window whose settings name the identity made in m_folder.
    std::unique_ptr<MainWindow> signingWindow();
    // Starts acquiring a gated drive into m_folder/disk; the gate is m_gate.
    AcquisitionPanel *startGated(MainWindow &window);
    QLabel *signingLine(AcquisitionPanel *panel) const
    {
        return panel->findChild<QLabel *>(u"signingState"_s);
    }

    std::unique_ptr<QTemporaryDir> m_folder;
    std::unique_ptr<QSettings> m_settings;
    std::shared_ptr<std::atomic<bool>> m_gate;
};

void TestSigningGui::init()
{
    m_folder = std::make_unique<QTemporaryDir>();
    QVERIFY(m_folder->isValid());
    m_settings
        = std::make_unique<QSettings>(m_folder->filePath(u"settings.ini"_s), QSettings::IniFormat);
    m_settings->setValue(u"history/path"_s, m_folder->filePath(u"history.sqlite"_s));
    m_gate = std::make_shared<std::atomic<bool>>(false);
}

void TestSigningGui::cleanup()
{
    m_settings.reset();
    m_folder.reset();
}

std::unique_ptr<MainWindow> TestSigningGui::signingWindow()
{
    if (!makeIdentity(m_folder->path(), u"open sesame"_s))
        return nullptr;
    for (const auto &[key, file] : {std::pair(u"signing/key"_s, u"key.pem"_s),
                                    std::pair(u"signing/certificate"_s, u"cert.pem"_s)})
        m_settings->setValue(key, m_folder->filePath(file));
    auto noDrives = std::make_unique<FakeDeviceEnumerator>(QList<DeviceInfo>{});
    auto monitor = std::make_unique<DeviceMonitor>(
        std::move(noDrives), [](const QString &) { return Result<SmartReport>(SmartReport{}); });
    return std::make_unique<MainWindow>(std::move(monitor), *m_settings);
}

AcquisitionPanel *TestSigningGui::startGated(MainWindow &window)
{
    AcquisitionRequest request;
    request.sourcePath = u"simulated"_s;
    request.basePath = m_folder->filePath(u"disk"_s);
    return window.startAcquisition(request, [gate = m_gate](const AcquisitionRequest &request) {
        return std::make_unique<Acquisition>(request, std::make_unique<GatedSource>(gate));
    });
}

// OpenSSL's RFC 2253 text names the attributes last to first; people read the common name first
// and the rest in the certificate's order, escapes (UTF-8 included) undone.
void TestSigningGui::theSubjectReadsTheUsualWayRound()
{
    QCOMPARE(subjectForPeople(u"emailAddress=jane@lab.example,O=Example Lab,CN=Jane Doe"_s),
             u"CN=Jane Doe, O=Example Lab, emailAddress=jane@lab.example"_s);
    QCOMPARE(subjectForPeople(u"CN=Jane Doe,O=Example Lab,C=DE"_s),
             u"CN=Jane Doe, C=DE, O=Example Lab"_s);
    QCOMPARE(signerName(u"emailAddress=jane@lab.example,O=Example Lab,CN=Jane Doe"_s),
             janeReadable);
    QCOMPARE(signerName(u"O=Lab\\, Inc.,CN=J\\C3\\BCrgen M\\C3\\BCller"_s), u"Jürgen Müller"_s);
    QCOMPARE(subjectValue(u"O=Lab\\, Inc.,CN=J\\C3\\BCrgen"_s, u"O"_s), u"Lab, Inc."_s);
    QCOMPARE(signerName(u"O=Example Lab"_s), u"O=Example Lab"_s);

    QVERIFY(makeIdentity(m_folder->path(), u"open sesame"_s));
    const Result<SigningIdentity> identity = SigningIdentity::load(
        m_folder->filePath(u"key.pem"_s), m_folder->filePath(u"cert.pem"_s), "open sesame");
    QVERIFY(identity);
    QCOMPARE(subjectForPeople(identity->subject()),
             u"CN=Jane Doe, O=Example Lab, emailAddress=jane@lab.example"_s);
    QCOMPARE(signerName(identity->subject()), janeReadable);
}

// Every label's mnemonic goes to a field: no "&" is ever shown.
void TestSigningGui::theDialogShowsNoAmpersand()
{
    SigningDialog dialog(u"key.pem"_s, u"cert.pem"_s,
                         [](const QString &) { return std::optional<QByteArray>(); });
    const QList<QLabel *> labels = dialog.findChildren<QLabel *>();
    QVERIFY(labels.size() >= 3);
    for (QLabel *label : labels) {
        // A label shows its "&" unless it has a buddy to give the mnemonic to.
        const QString shown = label->buddy() ? QString(label->text()).remove(u'&') : label->text();
        QVERIFY2(!shown.contains(u'&'), qPrintable(label->text()));
    }
    const auto mnemonicOf = [&labels](QWidget *field) {
        for (QLabel *label : labels) {
            if (label->buddy() == field)
                return label->text();
        }
        return QString();
    };
    QCOMPARE(mnemonicOf(dialog.findChild<QWidget *>(u"signingKey"_s)), u"Private &key (PEM):"_s);
    QCOMPARE(mnemonicOf(dialog.findChild<QWidget *>(u"signingCertificate"_s)),
             u"Ce&rtificate (PEM):"_s);
}

// Test shows whom the certificate names field by field, the usual way round, and the dialog
// grows so that all of it can be read.
void TestSigningGui::testShowsWhomTheCertificateNamesInFull()
{
    QVERIFY(makeIdentity(m_folder->path(), u"open sesame"_s));
    SigningDialog dialog(m_folder->filePath(u"key.pem"_s), m_folder->filePath(u"cert.pem"_s),
                         [](const QString &) { return std::optional<QByteArray>("open sesame"); });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *result = dialog.findChild<QLabel *>(u"signingResult"_s);
    QVERIFY(result);
    dialog.findChild<QPushButton *>(u"signingTestButton"_s)->click();
    QTRY_VERIFY_WITH_TIMEOUT(result->text().startsWith(u"Signs as "_s), 30000);
    const QString text = result->text();
    for (const QString &line :
         {u"Signs as "_s + janeReadable, u"Name: Jane Doe"_s, u"Organisation: Example Lab"_s,
          u"E-mail: jane@lab.example"_s, u"Issued by: itself (a self-signed certificate)"_s})
        QVERIFY2(text.contains(line), qPrintable(text));
    QVERIFY2(!text.contains(u"emailAddress="_s), qPrintable(text));
    // Laid out again: every line of the result fits in the label.
    QTRY_VERIFY2(result->height() >= result->heightForWidth(result->width()),
                 qPrintable(u"%1 px high, %2 needed at %3 px"_s.arg(result->height())
                                .arg(result->heightForWidth(result->width()))
                                .arg(result->width())));
    QVERIFY(dialog.testedIdentity());
    dialog.findChild<QWidget *>(u"signingKey"_s)->setProperty("text", u"other.pem"_s);
    QVERIFY(!dialog.testedIdentity()); // another key is not the one tested
}

// The passphrase is asked as the job starts, while it runs; the job's tab says by whom it will
// be signed, and once it has ended that its files were signed, without asking again.
void TestSigningGui::thePassphraseIsAskedAtStartNotAtTheEnd()
{
    const std::unique_ptr<MainWindow> window = signingWindow();
    QVERIFY(window);
    const auto letGo = qScopeGuard([this] { m_gate->store(true); }); // before the window goes
    AcquisitionPanel *panel = nullptr;
    QList<bool> askedWhileRunning;
    window->setPassphraseQuestion([&](const QString &) -> std::optional<QByteArray> {
        askedWhileRunning << (panel && panel->isRunning());
        return QByteArray("open sesame");
    });
    panel = startGated(*window);
    QVERIFY(panel);
    QVERIFY2(QTest::qWaitFor([&] { return !askedWhileRunning.isEmpty(); }, 20000),
             "the passphrase was not asked at the start");
    QTRY_COMPARE_WITH_TIMEOUT(signingLine(panel)->text(), u"Will be signed by "_s + janeReadable,
                              20000);
    QVERIFY(panel->isRunning());
    QVERIFY(!signingLine(panel)->isHidden());

    m_gate->store(true);
    QTRY_VERIFY_WITH_TIMEOUT(panel->record().has_value(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!window->isFinishingWork(), 30000);
    QCOMPARE(askedWhileRunning, QList<bool>{true});
    for (const QString &file : {u"disk.json"_s, u"disk.txt"_s}) {
        const Result<SignatureCheck> check = checkDetachedSignature(m_folder->filePath(file));
        QVERIFY2(check && check->unchanged, qPrintable(file));
    }
    QCOMPARE(signingLine(panel)->text(),
             u"Signed by "_s + janeReadable + u": disk.json, disk.txt"_s);
    // The status bar names the signer the usual way round too.
    const QString status = window->statusBar()->currentMessage();
    QVERIFY2(status.startsWith(
                 u"Signed as CN=Jane Doe, O=Example Lab, emailAddress=jane@lab.example: "_s),
             qPrintable(status));
}

// The passphrase question cancelled at the start: the job runs all the same, its tab says from
// then on that its files will not be signed and why, and at its end nothing is asked.
void TestSigningGui::aPassphraseCancelledAtStartIsSaidFromTheStart()
{
    const std::unique_ptr<MainWindow> window = signingWindow();
    QVERIFY(window);
    const auto letGo = qScopeGuard([this] { m_gate->store(true); }); // before the window goes
    int asked = 0;
    window->setPassphraseQuestion([&asked](const QString &) -> std::optional<QByteArray> {
        ++asked;
        return std::nullopt;
    });
    AcquisitionPanel *panel = startGated(*window);
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(signingLine(panel)->text().startsWith(u"Will not be signed: "_s),
                             20000);
    QVERIFY2(signingLine(panel)->text().contains(u"the passphrase was not given"_s),
             qPrintable(signingLine(panel)->text()));
    QVERIFY(panel->isRunning());
    QCOMPARE(asked, 1);

    m_gate->store(true);
    QTRY_VERIFY_WITH_TIMEOUT(panel->record().has_value(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!window->isFinishingWork(), 30000);
    QCOMPARE(asked, 1);
    const QString banner = panel->findChild<QLabel *>(u"resultBanner"_s)->text();
    QVERIFY2(banner.contains(u"Not signed"_s), qPrintable(banner));
    QCOMPARE(signingLine(panel)->text(), u"Not signed: the banner above says why"_s);
    for (const QString &file : {u"disk.json.p7s"_s, u"disk.txt.p7s"_s})
        QVERIFY(!QFileInfo::exists(m_folder->filePath(file)));
}

// A file changed since it was signed, a signature damaged, and a file that is no signature: the
// check tells them apart, and the verification view says each in words, OpenSSL's own message
// ("error:1700006D:…") only in the tooltip.
void TestSigningGui::aFailedSignatureIsSaidInWords()
{
    QVERIFY(makeIdentity(m_folder->path(), u"open sesame"_s));
    const Result<SigningIdentity> identity = SigningIdentity::load(
        m_folder->filePath(u"key.pem"_s), m_folder->filePath(u"cert.pem"_s), "open sesame");
    QVERIFY(identity);
    const QString file = m_folder->filePath(u"evidence.json"_s);
    const auto write = [](const QString &path, const QByteArray &bytes) {
        QFile out(path);
        return out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size();
    };
    const auto read = [](const QString &path) {
        QFile in(path);
        return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
    };
    QVERIFY(write(file, "{\"evidence\": 1}\n"));
    QVERIFY(identity->sign(file));
    const QByteArray signature = read(file + u".p7s"_s);
    QVERIFY(!signature.isEmpty());

    struct Case
    {
        const char *name;
        QByteArray content;
        QByteArray signature;
        SignatureFault fault;
        QString said;
    };
    QByteArray damaged = signature;
    damaged[damaged.size() - 10] = char(damaged[damaged.size() - 10] ^ 0xff); // in the RSA value
    const QList<Case> cases{
        {"changed", "{\"evidence\": 2}\n", signature, SignatureFault::FileChanged,
         u"the signature does not match the file: the file changed since it was signed"_s},
        {"damaged", "{\"evidence\": 1}\n", damaged, SignatureFault::SignatureDamaged,
         u"the signature is damaged: it does not verify with the certificate it carries, so it "
         "vouches for nothing"_s},
        {"not a signature", "{\"evidence\": 1}\n", "not DER at all", SignatureFault::NotASignature,
         u"not a signature: evidence.json.p7s is not a detached CMS signature of one signer, so "
         "it vouches for nothing"_s},
    };
    for (const Case &test : cases) {
        QVERIFY(write(file, test.content) && write(file + u".p7s"_s, test.signature));
        const Result<QList<SignedFileCheck>> checks = checkSignaturesOf({file});
        QVERIFY2(checks && checks->size() == 1, test.name);
        const SignedFileCheck &check = checks->constFirst();
        QVERIFY2(check.failed() && check.fault == test.fault, test.name);
        QCOMPARE(VerificationChecksView::signatureOutcome(check), test.said);
        QVERIFY2(VerificationChecksView::signatureDetail(check).startsWith(u"OpenSSL: "_s),
                 test.name);
    }
}

// A verification's saved report is signed as an acquisition's is, and its tab says by whom.
void TestSigningGui::aSavedVerificationReportIsSigned()
{
    const std::unique_ptr<MainWindow> window = signingWindow();
    QVERIFY(window);
    window->setPassphraseQuestion(
        [](const QString &) -> std::optional<QByteArray> { return QByteArray("open sesame"); });
    const QString image = m_folder->filePath(u"image.dd"_s);
    const QByteArray bytes(64 * 1024, 'c');
    QFile file(image);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size());
    file.close();
    QFile hashlog(m_folder->filePath(u"image.md5"_s));
    QVERIFY(hashlog.open(QIODevice::WriteOnly));
    hashlog.write(QCryptographicHash::hash(bytes, QCryptographicHash::Md5).toHex()
                  + "  image.dd\n");
    hashlog.close();

    VerificationPanel *panel = window->startVerification(image, {hashlog.fileName()});
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(panel->report().has_value(), 30000);
    const QString pdf = m_folder->filePath(u"verification.pdf"_s);
    panel->setSaveLocationQuestion([&pdf](const QString &) { return pdf; });
    QTest::mouseClick(panel->findChild<QPushButton *>(u"saveReportButton"_s), Qt::LeftButton);
    auto *message = panel->findChild<QLabel *>(u"reportMessage"_s);
    QTRY_VERIFY_WITH_TIMEOUT(message->text().contains(u"Signed by"_s), 30000);
    QVERIFY2(message->text().contains(u"Signed by "_s + janeReadable), qPrintable(message->text()));
    const Result<SignatureCheck> check = checkDetachedSignature(pdf);
    QVERIFY2(check && check->unchanged, qPrintable(pdf));
}

// File → Program when a job ends: the lab's program runs once the acquisition has
// ended, told everything in CUSTODY_ variables, and its run is in the log before the log is
// signed (the signature covers it); a program that fails changes nothing of the outcome.
void TestSigningGui::theLabsProgramRunsBeforeTheLogIsSigned()
{
    const QString hook = m_folder->filePath(u"archive-image"_s);
    {
        QFile script(hook);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/bash\nenv -0 > \"$(dirname \"$0\")/environment\"\n"
                     "echo 'copied to the archive'\nexit 4\n");
    }
    QVERIFY(QFile::setPermissions(hook, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    m_settings->setValue(u"hooks/onEnd"_s, hook);
    m_settings->setValue(u"hooks/onEndTimeout"_s, 30);
    const std::unique_ptr<MainWindow> window = signingWindow();
    QVERIFY(window);
    const auto letGo = qScopeGuard([this] { m_gate->store(true); });
    window->setPassphraseQuestion(
        [](const QString &) -> std::optional<QByteArray> { return QByteArray("open sesame"); });
    AcquisitionPanel *panel = startGated(*window);
    QVERIFY(panel);
    m_gate->store(true);
    QTRY_VERIFY_WITH_TIMEOUT(panel->record().has_value(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!window->isFinishingWork(), 60000);

    QFile environment(m_folder->filePath(u"environment"_s));
    QVERIFY2(environment.open(QIODevice::ReadOnly), "the program did not run");
    const QList<QByteArray> variables = environment.readAll().split('\0');
    QVERIFY(variables.contains("CUSTODY_OUTCOME=completed"));
    QVERIFY(variables.contains("CUSTODY_VERDICT=not verified")); // no read-back asked
    QVERIFY(variables.contains("CUSTODY_EXIT_STATUS=0"));
    QVERIFY(variables.contains("CUSTODY_RECORD=" + m_folder->filePath(u"disk.json"_s).toUtf8()));
    QFile log(m_folder->filePath(u"disk.txt"_s));
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QByteArray logText = log.readAll();
    QVERIFY2(logText.contains("Hook " + hook.toUtf8() + " exited with status 4"), logText);
    QVERIFY2(logText.contains("copied to the archive"), logText);
    // Signed after the program's run was added: the signature holds for the log as it is.
    const Result<SignatureCheck> check = checkDetachedSignature(log.fileName());
    QVERIFY(check && check->unchanged);
    QVERIFY2(window->statusBar()->currentMessage().contains(u"Signed as"_s)
                 || window->statusBar()->currentMessage().contains(u"did not succeed"_s),
             qPrintable(window->statusBar()->currentMessage()));
    QCOMPARE(panel->record()->result.status, ImagingOutcome::Status::Completed);
}

void TestSigningGui::theProgramDialogTakesOnlyAProgram()
{
    QCOMPARE(EndHookDialog::problemWith(QString()), QString());
    QVERIFY(!EndHookDialog::problemWith(u"archive-image"_s).isEmpty()); // not a full path
    const QString text = m_folder->filePath(u"notes.txt"_s);
    QFile notes(text);
    QVERIFY(notes.open(QIODevice::WriteOnly));
    notes.close();
    QVERIFY(EndHookDialog::problemWith(text).contains(u"not a program"_s));
    QCOMPARE(EndHookDialog::problemWith(u"/bin/true"_s), QString());
    // Kept in the settings a lab can deploy, read back by the next window.
    EndHook hook;
    hook.program = u"/bin/true"_s;
    hook.timeoutSeconds = 90;
    {
        GuiSettings settings(*m_settings);
        settings.setEndHook(hook);
    }
    const GuiSettings again(*m_settings);
    QVERIFY(again.endHook().has_value());
    QCOMPARE(again.endHook()->program, u"/bin/true"_s);
    QCOMPARE(again.endHook()->timeoutSeconds, 90);
}

QTEST_MAIN(TestSigningGui)
#include "tst_signinggui.moc"
