// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogcloser.h"
#include "dialogs/verifydialog.h"
#include "history/historyevent.h"
#include "models/statuscolors.h"
#include "verificationchecksview.h"
#include "verificationpanel.h"

#include <QApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPrintDialog>
#include <QPrinter>
#include <QPrinterInfo>
#include <QProcess>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace Custody;
using namespace Qt::Literals::StringLiterals;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The row of the verification tab for the signature of `fileName`, if there is one.
QTreeWidgetItem *signatureRow(const VerificationPanel &panel, const QString &fileName)
{
    auto *checks = panel.findChild<QTreeWidget *>(u"checks"_s);
    for (int row = 0; row < checks->topLevelItemCount(); ++row) {
        if (checks->topLevelItem(row)->text(VerificationChecksView::PieceColumn)
            == u"signature of "_s + fileName)
            return checks->topLevelItem(row);
    }
    return nullptr;
}

} // namespace

// The Verify dialog and the verification tab, on a real image and a sha256sum hashlog.
class TestVerifyGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void dialogSuggestsTheHashlogsNextToTheImage();
    void matchShowsEveryCheck();
    void flippedByteIsAMismatch();
    void aChangedWindowIsLocatedAndShownFirst();
    void unreadableHashlogFails();
    void oneChangedByteIsOneDifferingWindowInEveryAlgorithm();
    void signedHashlogIsCheckedAndShown();
    void signaturesAreCheckedAgainstATrustedCa();
    void caseFieldsGoIntoTheReport();
    void theFormatEachHashlogIsReadAsIsShown();
    void theHeaderStaysAfterSaveAndTheSavedReportIsHandedOn();
    void aPrintedReportIsHandedOn();
    void aReplacedReportLosesItsSignature();

private:
    void writeImage(const QByteArray &bytes);
    // A dcfldd hashlog of the image (1 MiB windows, MD5), written beside it; its path.
    QString writeDcflddLog();
    // pdftotext's text of `pdf`.
    static QString pdfText(const QString &pdf);
    // Runs openssl with `arguments` in the test's folder: whether it succeeded.
    bool openssl(const QStringList &arguments) const;
    QString m_image;
    QString m_hashlog;
    QByteArray m_bytes;
    std::unique_ptr<QTemporaryDir> m_folder;
};

void TestVerifyGui::init()
{
    m_folder = std::make_unique<QTemporaryDir>();
    m_image = m_folder->filePath(u"evidence.dd"_s);
    m_hashlog = m_folder->filePath(u"evidence.sha256"_s);
    m_bytes.resize(3 * 1024 * 1024);
    QRandomGenerator generator(7);
    for (char &byte : m_bytes)
        byte = char(generator.bounded(256));
    writeImage(m_bytes);
    QFile log(m_hashlog);
    QVERIFY(log.open(QIODevice::WriteOnly));
    log.write(QCryptographicHash::hash(m_bytes, QCryptographicHash::Sha256).toHex()
              + "  evidence.dd\n");
}

void TestVerifyGui::writeImage(const QByteArray &bytes)
{
    QFile image(m_image);
    QVERIFY(image.open(QIODevice::WriteOnly));
    QCOMPARE(image.write(bytes), bytes.size());
}

QString TestVerifyGui::writeDcflddLog()
{
    const QString hashlog = m_folder->filePath(u"evidence.dcfldd.log"_s);
    QFile log(hashlog);
    if (!log.open(QIODevice::WriteOnly))
        return {};
    constexpr qint64 window = 1024 * 1024;
    for (qint64 start = 0; start < m_bytes.size(); start += window)
        log.write(
            QByteArray::number(start) + " - " + QByteArray::number(start + window) + ": "
            + QCryptographicHash::hash(m_bytes.mid(start, window), QCryptographicHash::Md5).toHex()
            + '\n');
    log.write("Total (md5): " + QCryptographicHash::hash(m_bytes, QCryptographicHash::Md5).toHex()
              + '\n');
    return hashlog;
}

QString TestVerifyGui::pdfText(const QString &pdf)
{
    QProcess pdftotext;
    pdftotext.start(u"pdftotext"_s, {pdf, u"-"_s});
    pdftotext.waitForFinished(30000);
    return QString::fromUtf8(pdftotext.readAllStandardOutput());
}

bool TestVerifyGui::openssl(const QStringList &arguments) const
{
    QProcess process;
    process.setWorkingDirectory(m_folder->path());
    process.start(u"openssl"_s, arguments);
    return process.waitForFinished(60000) && process.exitCode() == 0;
}

void TestVerifyGui::dialogSuggestsTheHashlogsNextToTheImage()
{
    VerifyDialog dialog(m_folder->path());
    auto *verify = dialog.findChild<QPushButton *>(u"verifyButton"_s);
    QVERIFY(!verify->isEnabled());
    dialog.setImage(m_image);
    // Looked for off the GUI thread: Verify waits for the answer.
    QTRY_COMPARE(dialog.hashlogPaths(), QStringList{m_hashlog});
    QVERIFY(verify->isEnabled());
    QSignalSpy requested(&dialog, &VerifyDialog::verificationRequested);
    QTest::mouseClick(verify, Qt::LeftButton);
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(0).toString(), m_image);
    QCOMPARE(requested.at(0).at(1).toStringList(), QStringList{m_hashlog});
    QCOMPARE(requested.at(0).at(2).toString(), QString()); // no CA asked for
    // A CA to trust, typed relative: handed on as an absolute path.
    dialog.findChild<QLineEdit *>(u"trustedCa"_s)->setText(u"ca.pem"_s);
    QTest::mouseClick(verify, Qt::LeftButton);
    QCOMPARE(requested.at(1).at(2).toString(), QFileInfo(u"ca.pem"_s).absoluteFilePath());

    // Typed, without Tab or Enter: the hashlogs are found after a pause in typing.
    VerifyDialog typed(m_folder->path());
    auto *path = typed.findChild<QLineEdit *>(u"imagePath"_s);
    QVERIFY(path);
    QTest::keyClicks(path, m_image);
    QTRY_COMPARE(typed.hashlogPaths(), QStringList{m_hashlog});
    QVERIFY(typed.findChild<QPushButton *>(u"verifyButton"_s)->isEnabled());
}

void TestVerifyGui::matchShowsEveryCheck()
{
    VerificationPanel panel(m_image, {m_hashlog});
    QSignalSpy finished(&panel, &VerificationPanel::finished);
    panel.start();
    QVERIFY(finished.wait(60000));
    QCOMPARE(panel.report()->verdict(), VerificationReport::Verdict::Match);
    QCOMPARE(panel.title(), u"Verify evidence.dd: MATCH"_s);
    QVERIFY2(panel.report()->commandLine.startsWith(u"custody-cli verify "_s)
                 && panel.report()->commandLine.contains(u"--hashlog "_s + m_hashlog),
             qPrintable(panel.report()->commandLine));
    auto *banner = panel.findChild<QLabel *>(u"resultBanner"_s);
    QVERIFY(banner->property("match").toBool());
    // The verdict in the core's words, as custody-cli verify ends its report.
    QCOMPARE(banner->text(), panel.report()->verdictText());
    QVERIFY(banner->text().startsWith(u"Verdict: MATCH."_s));
    auto *checks = panel.findChild<QTreeWidget *>(u"checks"_s);
    QCOMPARE(checks->topLevelItemCount(), 1);
    QCOMPARE(checks->topLevelItem(0)->text(0), u"✔"_s);
    // The image as the checksum list names it, with the algorithm spelled as everywhere else.
    QCOMPARE(checks->topLevelItem(0)->text(VerificationChecksView::PieceColumn), u"evidence.dd"_s);
    QCOMPARE(checks->topLevelItem(0)->text(VerificationChecksView::AlgorithmColumn), u"SHA-256"_s);
    QCOMPARE(checks->topLevelItem(0)->text(VerificationChecksView::WhereColumn),
             u"evidence.sha256, line 1"_s);
    // What the sectors look like, counted in the same read: random bytes, no zeros.
    auto *content = panel.findChild<QLabel *>(u"contentSummary"_s);
    QVERIFY(!content->isHidden());
    QVERIFY2(content->text().startsWith(u"All zeros: 0 of 6,144 sectors read"_s),
             qPrintable(content->text()));

    // The report as PDF (poppler reads the verdict back) and as text with JSON beside it.
    const QString pdf = m_folder->filePath(u"report.pdf"_s);
    QCOMPARE(panel.writeReport(pdf), QString());
    QProcess pdftotext;
    pdftotext.start(u"pdftotext"_s, {pdf, u"-"_s});
    QVERIFY(pdftotext.waitForFinished(30000));
    const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput());
    // Laid out as the acquisition report: title, verdict callout, running header, page numbers,
    // initials, signatures; digests wrapped in groups of 16 digits.
    for (const QString &expected :
         {u"Verification report"_s, u"Verdict: MATCH"_s, u"Custody verification report"_s,
          u"Page 1 of"_s, u"Examiner's initials"_s, u"Signatures"_s, u"evidence.sha256, line 1"_s,
          u"What the data looks like"_s})
        QVERIFY2(text.contains(expected), qPrintable(expected + u" not in:\n"_s + text));
    QString digits = text;
    digits.remove(QRegularExpression(u"\\s"_s));
    QVERIFY2(digits.contains(QString::fromLatin1(
                 QCryptographicHash::hash(m_bytes, QCryptographicHash::Sha256).toHex())),
             qPrintable(text));
    const QString txt = m_folder->filePath(u"report.txt"_s);
    QCOMPARE(panel.writeReport(txt), QString());
    QVERIFY(readAll(txt).contains("What the data looks like (512-byte sectors):"));
    QVERIFY(readAll(txt + u".json"_s).contains("\"zeroSectors\": 0"));

    // Save pointed at the image or the hashlog (the file dialog allows it): refused, untouched.
    const QByteArray hashlog = readAll(m_hashlog);
    for (const QString &target : {m_image, m_hashlog}) {
        const QString error = panel.writeReport(target);
        QVERIFY2(error.contains(u"Refused to write"_s), qPrintable(error));
    }
    QVERIFY(readAll(m_image) == m_bytes);
    QCOMPARE(readAll(m_hashlog), hashlog);
}

void TestVerifyGui::flippedByteIsAMismatch()
{
    QByteArray changed = m_bytes;
    changed[1234567] = char(changed[1234567] ^ 0x01);
    writeImage(changed);
    VerificationPanel panel(m_image, {m_hashlog});
    QSignalSpy finished(&panel, &VerificationPanel::finished);
    panel.start();
    QVERIFY(finished.wait(60000));
    QCOMPARE(panel.report()->verdict(), VerificationReport::Verdict::Mismatch);
    QVERIFY(!panel.findChild<QLabel *>(u"resultBanner"_s)->property("match").toBool());
    QCOMPARE(panel.findChild<QTreeWidget *>(u"checks"_s)->topLevelItem(0)->text(0), u"✘"_s);
}

// dcfldd's hashlog with 1 MiB windows: the flipped byte's window is named in the banner, its
// row is coloured and current.
void TestVerifyGui::aChangedWindowIsLocatedAndShownFirst()
{
    const QString hashlog = writeDcflddLog();
    QVERIFY(!hashlog.isEmpty());
    QByteArray changed = m_bytes;
    changed[1234567] = char(changed[1234567] ^ 0x01);
    writeImage(changed);
    QLocale::setDefault(QLocale::c());
    VerificationPanel panel(m_image, {hashlog});
    QSignalSpy finished(&panel, &VerificationPanel::finished);
    panel.start();
    QVERIFY(finished.wait(60000));
    QCOMPARE(panel.report()->verdict(), VerificationReport::Verdict::Mismatch);
    const QString banner = panel.findChild<QLabel *>(u"resultBanner"_s)->text();
    QVERIFY2(banner.startsWith(panel.report()->verdictText()), qPrintable(banner));
    QVERIFY2(banner.contains(u"Windows or segments that differ: 1."_s), qPrintable(banner));
    QVERIFY2(banner.contains(u"The first window or segment that differs covers bytes "
                             "1048576-2097151."_s),
             qPrintable(banner));
    auto *checks = panel.findChild<QTreeWidget *>(u"checks"_s);
    QTreeWidgetItem *current = checks->currentItem();
    QVERIFY(current);
    QCOMPARE(current->text(0), u"✘"_s);
    QVERIFY(current->text(2).contains(u"1048576"_s));
    QCOMPARE(current->background(3).color(), failureBackgroundColor());
}

// Two hashlogs with 1 MiB windows, MD5 and SHA-256, and one changed byte: the view names one
// differing window (with both digests under it), after the whole image and the size, with the
// byte range written as the CLI's text and the PDF write it; it fits a 1280-pixel window.
void TestVerifyGui::oneChangedByteIsOneDifferingWindowInEveryAlgorithm()
{
    constexpr qint64 window = 1024 * 1024;
    QStringList hashlogs;
    for (const auto &[name, algorithm] : {std::pair{u"md5"_s, QCryptographicHash::Md5},
                                          {u"sha256"_s, QCryptographicHash::Sha256}}) {
        hashlogs << m_folder->filePath(u"evidence.%1.log"_s.arg(name));
        QFile log(hashlogs.last());
        QVERIFY(log.open(QIODevice::WriteOnly));
        for (qint64 start = 0; start < m_bytes.size(); start += window)
            log.write(QByteArray::number(start) + " - " + QByteArray::number(start + window) + ": "
                      + QCryptographicHash::hash(m_bytes.mid(start, window), algorithm).toHex()
                      + '\n');
        log.write("Total (" + name.toLatin1()
                  + "): " + QCryptographicHash::hash(m_bytes, algorithm).toHex() + '\n');
    }
    QByteArray changed = m_bytes;
    changed[1234567] = char(changed[1234567] ^ 0x01);
    writeImage(changed);
    // In a locale that groups digits, too: ranges are written one way everywhere.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const auto restore = qScopeGuard([] { QLocale::setDefault(QLocale::c()); });
    VerificationPanel panel(m_image, hashlogs);
    panel.resize(1280, 600);
    panel.show();
    QSignalSpy finished(&panel, &VerificationPanel::finished);
    panel.start();
    QVERIFY(finished.wait(60000));
    QCOMPARE(panel.report()->verdict(), VerificationReport::Verdict::Mismatch);
    QCOMPARE(panel.report()->differingPieces(), 1);
    auto *checks = panel.findChild<VerificationChecksView *>(u"checks"_s);
    // The whole image, the size each log implies, then three windows.
    QCOMPARE(checks->topLevelItemCount(), 6);
    QTreeWidgetItem *whole = checks->topLevelItem(0);
    QCOMPARE(whole->text(VerificationChecksView::PieceColumn), u"whole image"_s);
    QCOMPARE(whole->text(VerificationChecksView::AlgorithmColumn), u"MD5, SHA-256"_s);
    QCOMPARE(whole->childCount(), 2);
    for (int row : {1, 2}) {
        QCOMPARE(checks->topLevelItem(row)->text(VerificationChecksView::PieceColumn), u"size"_s);
        QCOMPARE(checks->topLevelItem(row)->text(VerificationChecksView::ResultColumn), u"✔"_s);
    }
    QStringList differing;
    for (int row = 3; row < checks->topLevelItemCount(); ++row) {
        QTreeWidgetItem *item = checks->topLevelItem(row);
        QCOMPARE(item->text(VerificationChecksView::PieceColumn), u"window"_s);
        QCOMPARE(item->childCount(), 2);
        if (item->text(VerificationChecksView::ResultColumn) == u"✘"_s)
            differing << item->text(VerificationChecksView::BytesColumn);
    }
    QCOMPARE(differing, QStringList{u"bytes 1048576-2097151"_s});
    QTreeWidgetItem *current = checks->currentItem();
    QCOMPARE(current->text(VerificationChecksView::BytesColumn), differing.constFirst());
    QCOMPARE(current->child(0)->text(VerificationChecksView::AlgorithmColumn), u"MD5"_s);
    QCOMPARE(current->child(0)->text(VerificationChecksView::WhereColumn),
             u"evidence.md5.log, line 2"_s);
    QCOMPARE(current->child(1)->text(VerificationChecksView::AlgorithmColumn), u"SHA-256"_s);
    // The same range, written the same way, in the CLI's text and in the PDF.
    QVERIFY(panel.report()->toText().contains(differing.constFirst()));
    const QString pdf = m_folder->filePath(u"windows.pdf"_s);
    QCOMPARE(panel.writeReport(pdf), QString());
    QProcess pdftotext;
    pdftotext.start(u"pdftotext"_s, {u"-raw"_s, pdf, u"-"_s});
    QVERIFY(pdftotext.waitForFinished(30000));
    const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput()).simplified();
    QVERIFY2(text.contains(u"window, "_s + differing.constFirst()), qPrintable(text));
    // The verdict counts differing windows, not the digests of them.
    QVERIFY2(text.contains(u"Windows or segments that differ: 1."_s), qPrintable(text));
    // Every column within the view at 1280 pixels: no sideways scrolling.
    QTRY_VERIFY(checks->header()->length() <= checks->viewport()->width());
}

void TestVerifyGui::unreadableHashlogFails()
{
    VerificationPanel panel(m_image, {m_folder->filePath(u"missing.md5"_s)});
    QSignalSpy finished(&panel, &VerificationPanel::finished);
    panel.start();
    QVERIFY(finished.wait(60000));
    QCOMPARE(panel.report()->verdict(), VerificationReport::Verdict::Failed);
    QVERIFY(panel.findChild<QLabel *>(u"resultBanner"_s)->text().contains(u"missing.md5"_s));
}

// A hashlog signed with openssl's cms (a certificate made here): shown as unchanged; signed
// again over other bytes, it is a changed signed file, which makes the verdict MISMATCH and says
// so, whatever the image's digest.
void TestVerifyGui::signedHashlogIsCheckedAndShown()
{
    QVERIFY(openssl({u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-keyout"_s,
                     u"key.pem"_s, u"-out"_s, u"cert.pem"_s, u"-subj"_s, u"/CN=Jane Examiner"_s,
                     u"-days"_s, u"2"_s}));
    const auto sign = [&](const QString &file) {
        return openssl({u"cms"_s, u"-sign"_s, u"-binary"_s, u"-in"_s, file, u"-signer"_s,
                        u"cert.pem"_s, u"-inkey"_s, u"key.pem"_s, u"-outform"_s, u"DER"_s,
                        u"-out"_s, m_hashlog + u".p7s"_s});
    };
    QVERIFY(sign(m_hashlog));
    for (const bool changed : {false, true}) {
        if (changed) {
            QFile other(m_folder->filePath(u"other.txt"_s));
            QVERIFY(other.open(QIODevice::WriteOnly) && other.write("other bytes\n") > 0);
            other.close();
            QVERIFY(sign(other.fileName()));
        }
        VerificationPanel panel(m_image, {m_hashlog});
        QSignalSpy finished(&panel, &VerificationPanel::finished);
        panel.start();
        QVERIFY(finished.wait(60000));
        QCOMPARE(panel.report()->verdict(), changed ? VerificationReport::Verdict::Mismatch
                                                    : VerificationReport::Verdict::Match);
        QTreeWidgetItem *signature = signatureRow(panel, u"evidence.sha256"_s);
        QVERIFY(signature);
        QCOMPARE(signature->text(VerificationChecksView::LoggedColumn), u"Jane Examiner"_s);
        QCOMPARE(signature->text(VerificationChecksView::ResultColumn), changed ? u"✘"_s : u"✔"_s);
        // Whether the files verified were signed, and by whom, under the banner.
        const QString signing = panel.findChild<QLabel *>(u"signingState"_s)->text();
        QVERIFY2(signing.startsWith(u"Signed by Jane Examiner: evidence.sha256"_s)
                     && signing.contains(u"fail"_s) == changed,
                 qPrintable(signing));
        // The banner says what the core found: the signature that failed as its row says, then
        // the verdict in the core's words.
        const QString banner = panel.findChild<QLabel *>(u"resultBanner"_s)->text();
        const QString outcome = signature->text(VerificationChecksView::ComputedColumn);
        // In words: what failed is the file, changed since it was signed; OpenSSL's own error
        // ("error:1700006D:…content verify error") is only the row's tooltip.
        QVERIFY2(!changed
                     || outcome
                            == u"the signature does not match the file: the file changed since "
                               "it was signed"_s,
                 qPrintable(outcome));
        const QString detail = signature->toolTip(VerificationChecksView::ComputedColumn);
        QVERIFY2(!changed || detail.contains(u"content verify error"_s), qPrintable(detail));
        QVERIFY(!outcome.contains(u"error:"_s));
        QCOMPARE(banner, changed ? u"Signature of evidence.sha256: "_s + outcome + u'\n'
                                       + panel.report()->verdictText()
                                 : panel.report()->verdictText());
    }
}

// With a trusted CA (the Verify dialog's, as custody-cli verify --trust-ca): a hashlog signed by
// a certificate that CA issued is shown so; under another CA it is a failed signature, and the
// verdict MISMATCH, though the file is unchanged. The equivalent command line names the CA.
void TestVerifyGui::signaturesAreCheckedAgainstATrustedCa()
{
    const auto makeCa = [&](const QString &name) {
        return openssl({u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s,
                        u"-keyout"_s, name + u"-key.pem"_s, u"-out"_s, name + u".pem"_s, u"-subj"_s,
                        u"/CN="_s + name, u"-days"_s, u"2"_s});
    };
    QVERIFY(makeCa(u"lab-ca"_s));
    QVERIFY(makeCa(u"other-ca"_s));
    QVERIFY(openssl({u"req"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-keyout"_s,
                     u"examiner-key.pem"_s, u"-out"_s, u"examiner.csr"_s, u"-subj"_s,
                     u"/CN=Jane Examiner"_s}));
    QVERIFY(openssl({u"x509"_s, u"-req"_s, u"-in"_s, u"examiner.csr"_s, u"-CA"_s, u"lab-ca.pem"_s,
                     u"-CAkey"_s, u"lab-ca-key.pem"_s, u"-CAcreateserial"_s, u"-out"_s,
                     u"examiner.pem"_s, u"-days"_s, u"2"_s}));
    QVERIFY(openssl({u"cms"_s, u"-sign"_s, u"-binary"_s, u"-in"_s, m_hashlog, u"-signer"_s,
                     u"examiner.pem"_s, u"-inkey"_s, u"examiner-key.pem"_s, u"-outform"_s, u"DER"_s,
                     u"-out"_s, m_hashlog + u".p7s"_s}));
    for (const QString &ca : {u"lab-ca.pem"_s, u"other-ca.pem"_s}) {
        const bool trusted = ca == u"lab-ca.pem"_s;
        VerificationPanel panel(m_image, {m_hashlog}, m_folder->filePath(ca));
        QSignalSpy finished(&panel, &VerificationPanel::finished);
        panel.start();
        QVERIFY(finished.wait(60000));
        QCOMPARE(panel.report()->verdict(), trusted ? VerificationReport::Verdict::Match
                                                    : VerificationReport::Verdict::Mismatch);
        QVERIFY(panel.report()->commandLine.contains(u"--trust-ca "_s + m_folder->filePath(ca)));
        QTreeWidgetItem *signature = signatureRow(panel, u"evidence.sha256"_s);
        QVERIFY(signature);
        QCOMPARE(signature->text(VerificationChecksView::ResultColumn), trusted ? u"✔"_s : u"✘"_s);
        const QString outcome = signature->text(VerificationChecksView::ComputedColumn);
        QVERIFY2(trusted ? outcome
                               == u"unchanged since signed, by a certificate of the trusted CA "
                                  "lab-ca.pem"_s
                         : outcome
                               == u"unchanged since signed, but the signer's certificate is not "
                                  "trusted: it was not issued under the trusted CA other-ca.pem"_s,
                 qPrintable(outcome));
        // An untrusted signer of an unchanged file is not a changed file: the banner says what
        // the signature row says, then the core's verdict.
        const QString banner = panel.findChild<QLabel *>(u"resultBanner"_s)->text();
        QCOMPARE(banner, trusted ? panel.report()->verdictText()
                                 : u"Signature of evidence.sha256: "_s + outcome + u'\n'
                                       + panel.report()->verdictText());
    }
}

// The Verify dialog's case fields (those of the acquisition dialog): what is typed there is in
// the report, as text (with JSON) and as PDF, the examiner named under the signature line, and in
// the equivalent command line (custody-cli verify takes the same options).
void TestVerifyGui::caseFieldsGoIntoTheReport()
{
    VerifyDialog dialog(m_folder->path());
    dialog.setImage(m_image);
    for (const auto &[name, value] :
         {std::pair{u"caseNumber"_s, u"2026-117"_s}, std::pair{u"evidenceNumber"_s, u"HD-3"_s},
          std::pair{u"examiner"_s, u"Jane Examiner"_s},
          std::pair{u"description"_s, u"Laptop disk, seized 2026-11-30"_s}}) {
        auto *field = dialog.findChild<QLineEdit *>(name);
        QVERIFY2(field, qPrintable(name));
        field->setText(value);
    }
    auto *notes = dialog.findChild<QPlainTextEdit *>(u"notes"_s);
    QVERIFY(notes);
    notes->setPlainText(u"Sealed bag 4711"_s);
    QTRY_VERIFY(dialog.findChild<QPushButton *>(u"verifyButton"_s)->isEnabled());
    VerificationPanel panel(dialog.imagePath(), dialog.hashlogPaths());
    panel.setCaseDetails(dialog.caseDetails());
    QSignalSpy finished(&panel, &VerificationPanel::finished);
    panel.start();
    QVERIFY(finished.wait(60000));
    QCOMPARE(panel.report()->verdict(), VerificationReport::Verdict::Match);

    const QString text = panel.report()->toText();
    for (const QString &line :
         {u"Case      2026-117\n"_s, u"Evidence  HD-3\n"_s, u"Examiner  Jane Examiner\n"_s,
          u"Description Laptop disk, seized 2026-11-30\n"_s, u"Notes     Sealed bag 4711\n"_s})
        QVERIFY2(text.contains(line), qPrintable(line + u" not in:\n"_s + text));
    const QJsonObject json = panel.report()->toJson().value(u"case"_s).toObject();
    QCOMPARE(json.value(u"caseNumber"_s).toString(), u"2026-117"_s);
    QCOMPARE(json.value(u"examiner"_s).toString(), u"Jane Examiner"_s);
    const QString commandLine = panel.report()->commandLine;
    QVERIFY2(commandLine.contains(u"--case-number 2026-117 --evidence-number HD-3 --examiner "
                                  "'Jane Examiner'"_s),
             qPrintable(commandLine));

    const QString pdf = m_folder->filePath(u"report.pdf"_s);
    QCOMPARE(panel.writeReport(pdf), QString());
    const QString printed = pdfText(pdf);
    for (const QString &expected :
         {u"2026-117"_s, u"HD-3"_s, u"Laptop disk, seized 2026-11-30"_s, u"Sealed bag 4711"_s})
        QVERIFY2(printed.contains(expected), qPrintable(expected + u" not in:\n"_s + printed));
    // The examiner's name on the examiner's signature line, after the case section.
    QVERIFY2(printed.mid(printed.lastIndexOf(u"Signatures"_s)).contains(u"Jane Examiner"_s),
             qPrintable(printed));
}

// Each hashlog with the format it was read as: in the dialog before Verify (one that no reader
// takes is named, and Verify waits for it to be removed), and in the verification tab.
void TestVerifyGui::theFormatEachHashlogIsReadAsIsShown()
{
    const QString dcfldd = writeDcflddLog();
    const QString junk = m_folder->filePath(u"junk.txt"_s);
    QFile junkFile(junk);
    QVERIFY(junkFile.open(QIODevice::WriteOnly) && junkFile.write("no digests here\n") > 0);
    junkFile.close();

    VerifyDialog dialog(m_folder->path());
    dialog.setInputs(m_image, {dcfldd, junk});
    auto *hashlogs = dialog.findChild<QTreeWidget *>(u"hashlogs"_s);
    QVERIFY(hashlogs);
    const auto readAs = [&](const QString &path) {
        for (int row = 0; row < hashlogs->topLevelItemCount(); ++row) {
            if (hashlogs->topLevelItem(row)->text(0) == path)
                return hashlogs->topLevelItem(row)->text(1);
        }
        return QString();
    };
    QTRY_COMPARE(readAs(m_hashlog), u"coreutils checksum list"_s);
    QTRY_COMPARE(readAs(dcfldd), u"dcfldd hashlog"_s);
    QTRY_COMPARE(readAs(junk), u"not readable"_s);
    auto *verify = dialog.findChild<QPushButton *>(u"verifyButton"_s);
    QVERIFY(!verify->isEnabled());
    const QString message = dialog.findChild<QLabel *>(u"message"_s)->text();
    QVERIFY2(message.contains(junk), qPrintable(message));
    for (int row = 0; row < hashlogs->topLevelItemCount(); ++row) {
        if (hashlogs->topLevelItem(row)->text(0) == junk)
            hashlogs->setCurrentItem(hashlogs->topLevelItem(row));
    }
    for (QPushButton *button : dialog.findChildren<QPushButton *>()) {
        if (button->text() == u"&Remove"_s)
            QTest::mouseClick(button, Qt::LeftButton);
    }
    QCOMPARE(hashlogs->topLevelItemCount(), 2);
    QVERIFY(verify->isEnabled());

    VerificationPanel panel(m_image, {m_hashlog, dcfldd});
    QSignalSpy finished(&panel, &VerificationPanel::finished);
    panel.start();
    QVERIFY(finished.wait(60000));
    auto *formats = panel.findChild<QLabel *>(u"hashlogFormats"_s);
    QVERIFY(formats);
    QCOMPARE(formats->text(), u"evidence.sha256: read as coreutils checksum list\n"
                              "evidence.dcfldd.log: read as dcfldd hashlog"_s);
}

// Save report says what it did on a line of its own: the header still says what was verified.
// The report saved is handed on for the case history, with its SHA-256.
void TestVerifyGui::theHeaderStaysAfterSaveAndTheSavedReportIsHandedOn()
{
    VerificationPanel panel(m_image, {m_hashlog});
    panel.setCaseDetails({u"2026-117"_s, u"HD-3"_s, u"Jane Examiner"_s, {}, {}});
    QSignalSpy finished(&panel, &VerificationPanel::finished);
    panel.start();
    QVERIFY(finished.wait(60000));
    auto *status = panel.findChild<QLabel *>(u"status"_s);
    const QString header = status->text();
    QCOMPARE(header, u"Verified "_s + m_image);
    const QString pdf = m_folder->filePath(u"saved.pdf"_s);
    panel.setSaveLocationQuestion([pdf](const QString &) { return pdf; });
    QSignalSpy handedOn(&panel, &VerificationPanel::historyWork);
    QTest::mouseClick(panel.findChild<QPushButton *>(u"saveReportButton"_s), Qt::LeftButton);
    QTRY_VERIFY(!panel.isSaving());
    QFile saved(pdf);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QString sha256 = QString::fromLatin1(
        QCryptographicHash::hash(saved.readAll(), QCryptographicHash::Sha256).toHex());
    QCOMPARE(status->text(), header);
    auto *message = panel.findChild<QLabel *>(u"reportMessage"_s);
    QVERIFY(message);
    QCOMPARE(message->text(), u"Report saved: %1 (SHA-256 %2)"_s.arg(pdf, sha256));
    QCOMPARE(handedOn.count(), 1);
    const Result<HistoryEvent> event = handedOn.at(0).at(0).value<HistoryWork>()();
    QVERIFY(event);
    QCOMPARE(event->kind, HistoryEvent::Kind::Report);
    QCOMPARE(event->reportPath, pdf);
    QCOMPARE(event->reportSha256, sha256);
    QCOMPARE(event->verdict, u"match"_s);
    QCOMPARE(event->caseNumber, u"2026-117"_s);
    QCOMPARE(event->examiner, u"Jane Examiner"_s);
}

// Printed, a verification report gets a row of the history as an acquisition's printed report
// does; without a printer, Print says so and points to Save report (no dialog that would print to
// a file outside the write gate), and nothing is recorded.
void TestVerifyGui::aPrintedReportIsHandedOn()
{
    if (!QPrinterInfo::availablePrinters().isEmpty())
        QSKIP("a printer is set up here: this checks the computer without one");
    VerificationPanel panel(m_image, {m_hashlog});
    panel.setCaseDetails({u"2026-118"_s, u"HD-4"_s, u"Jane Examiner"_s, {}, {}});
    QSignalSpy finished(&panel, &VerificationPanel::finished);
    panel.start();
    QVERIFY(finished.wait(60000));
    QSignalSpy handedOn(&panel, &VerificationPanel::historyWork);
    QString said;
    DialogCloser<QMessageBox> warning([&said](QMessageBox &box) { said = box.text(); });
    DialogCloser<QPrintDialog> printDialog;
    QTest::mouseClick(panel.findChild<QPushButton *>(u"printReportButton"_s), Qt::LeftButton);
    QTRY_VERIFY(!warning.title.isEmpty());
    QCOMPARE(warning.title, u"Report not printed"_s);
    QVERIFY2(said.contains(u"No printer"_s) && said.contains(u"as a PDF"_s), qPrintable(said));
    QVERIFY(printDialog.title.isEmpty());
    QCOMPARE(handedOn.count(), 0);
}

// A report saved again over an earlier one that was signed: the earlier signature goes with it
// (it would say the new report changed); a file beside it that is no signature stops the save.
void TestVerifyGui::aReplacedReportLosesItsSignature()
{
    VerificationPanel panel(m_image, {m_hashlog});
    QSignalSpy finished(&panel, &VerificationPanel::finished);
    panel.start();
    QVERIFY(finished.wait(60000));
    const QString pdf = m_folder->filePath(u"again.pdf"_s);
    panel.setSaveLocationQuestion([pdf](const QString &) { return pdf; });
    auto *save = panel.findChild<QPushButton *>(u"saveReportButton"_s);
    QTest::mouseClick(save, Qt::LeftButton);
    QTRY_VERIFY(!panel.isSaving());
    QVERIFY(QFileInfo::exists(pdf));
    QVERIFY(openssl({u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-keyout"_s,
                     u"key.pem"_s, u"-out"_s, u"cert.pem"_s, u"-subj"_s, u"/CN=Jane Examiner"_s,
                     u"-days"_s, u"2"_s}));
    QVERIFY(
        openssl({u"cms"_s, u"-sign"_s, u"-binary"_s, u"-in"_s, pdf, u"-signer"_s, u"cert.pem"_s,
                 u"-inkey"_s, u"key.pem"_s, u"-outform"_s, u"DER"_s, u"-out"_s, pdf + u".p7s"_s}));
    QTest::mouseClick(save, Qt::LeftButton);
    QTRY_VERIFY(!panel.isSaving());
    QVERIFY(!QFileInfo::exists(pdf + u".p7s"_s));

    QFile notASignature(pdf + u".p7s"_s);
    QVERIFY(notASignature.open(QIODevice::WriteOnly) && notASignature.write("notes") == 5);
    notASignature.close();
    const QByteArray before = [&pdf] {
        QFile file(pdf);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    DialogCloser<QMessageBox> refusal; // "Report not saved" says why
    QTest::mouseClick(save, Qt::LeftButton);
    QTRY_VERIFY(!panel.isSaving());
    QTRY_VERIFY(!refusal.title.isEmpty());
    auto *message = panel.findChild<QLabel *>(u"reportMessage"_s);
    QVERIFY2(message->text().contains(u"no CMS signature"_s), qPrintable(message->text()));
    QFile after(pdf);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), before);
}

QTEST_MAIN(TestVerifyGui)
#include "tst_verifygui.moc"
