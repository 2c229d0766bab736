// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/detachedsignature.h"
#include "testfiles.h"
#include "testprocess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <openssl/cms.h>
#include <openssl/pem.h>

#include <sys/stat.h>

#include <memory>

using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);

ProcessResult openssl(const QStringList &arguments, const QString &folder)
{
    return runProcess(QStandardPaths::findExecutable(u"openssl"_s), arguments, folder);
}

// `openssl cms -verify` of FILE against FILE.p7s, trusting the test's CA.
ProcessResult opensslVerify(const QString &folder, const QString &file)
{
    return openssl({u"cms"_s, u"-verify"_s, u"-binary"_s, u"-inform"_s, u"DER"_s, u"-in"_s,
                    file + u".p7s"_s, u"-content"_s, file, u"-CAfile"_s, u"ca.pem"_s, u"-purpose"_s,
                    u"any"_s, u"-out"_s, u"/dev/null"_s},
                   folder);
}

// Changes one byte of the file (a letter of its text, so a record stays JSON).
bool changeOneByte(const QString &path, const QByteArray &from, const QByteArray &to)
{
    QByteArray bytes = readFile(path);
    const qsizetype at = bytes.indexOf(from);
    if (at < 0 || from.size() != to.size())
        return false;
    bytes.replace(at, from.size(), to);
    return writeFile(path, bytes);
}

// A detached signature of `file` (FILE.p7s) by the certificate and key given, with `signingTime` as
// its signed signing time: what a signer may write, whatever the time is.
bool signAt(const QString &file, const QString &certificatePath, const QString &keyPath,
            const QDateTime &signingTime)
{
    using Bio = std::unique_ptr<BIO, decltype(&BIO_free)>;
    const Bio certificateFile(BIO_new_file(QFile::encodeName(certificatePath).constData(), "r"),
                              &BIO_free);
    const Bio keyFile(BIO_new_file(QFile::encodeName(keyPath).constData(), "r"), &BIO_free);
    const Bio content(BIO_new_file(QFile::encodeName(file).constData(), "rb"), &BIO_free);
    if (!certificateFile || !keyFile || !content)
        return false;
    std::unique_ptr<X509, decltype(&X509_free)> certificate(
        PEM_read_bio_X509(certificateFile.get(), nullptr, nullptr, nullptr), &X509_free);
    std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(
        PEM_read_bio_PrivateKey(keyFile.get(), nullptr, nullptr, const_cast<char *>("open sesame")),
        &EVP_PKEY_free);
    std::unique_ptr<CMS_ContentInfo, decltype(&CMS_ContentInfo_free)> cms(
        CMS_sign(nullptr, nullptr, nullptr, nullptr, CMS_DETACHED | CMS_BINARY | CMS_PARTIAL),
        &CMS_ContentInfo_free);
    if (!certificate || !key || !cms)
        return false;
    CMS_SignerInfo *signer
        = CMS_add1_signer(cms.get(), certificate.get(), key.get(), EVP_sha256(), CMS_PARTIAL);
    std::unique_ptr<ASN1_TIME, decltype(&ASN1_TIME_free)> time(
        ASN1_TIME_set(nullptr, time_t(signingTime.toSecsSinceEpoch())), &ASN1_TIME_free);
    if (!signer || !time
        || CMS_signed_add1_attr_by_NID(signer, NID_pkcs9_signingTime, time->type, time.get(), -1)
               != 1
        || CMS_final(cms.get(), content.get(), nullptr, CMS_DETACHED | CMS_BINARY) != 1)
        return false;
    const Bio out(BIO_new_file(QFile::encodeName(file + u".p7s"_s).constData(), "wb"), &BIO_free);
    return out && i2d_CMS_bio(out.get(), cms.get()) == 1;
}

} // namespace

// Detached CMS signatures of the record and the log: a CA and an examiner's certificate made by
// openssl here, the key protected by a passphrase; openssl accepts Custody's signatures and
// Custody accepts openssl's; a changed record is reported by verify; a wrong key is refused
// before anything is read.
class TestSignatures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void signsTheRecordAndTheLog();
    void verifyReportsAChangedRecord();
    void signsTheReportsAndTheLogAgain();
    void acceptsASignatureMadeByOpenssl();
    void checksTheSignerAgainstATrustedCa();
    void refusesAKeyThatCannotSign();
    void readsWhatTheLogSaysWasSigned_data();
    void readsWhatTheLogSaysWasSigned();
    void verifyRequiresTheSignaturesTheLogNotes();
    void aCopiedCaseFolderIsCheckedOnItsOwnFiles();
    void signingNeverReplacesAFileThatIsNoSignature();
    void acceptsARecordWrittenAnewByAResumedRun();
    void judgesTheCertificateAtTheVerificationTime();
    void refusesACertificateNotValidNow();
    void refusesToSignReportsOfAFailedRecord();
    void refusesInputsThatAreNotSmallFiles();

private:
    // The examiner's key, certificate and passphrase file, as acquire and report take them.
    QStringList examinerSigning() const
    {
        return {u"--sign-key"_s,
                m_dir.filePath(u"examiner.key"_s),
                u"--sign-cert"_s,
                m_dir.filePath(u"examiner.pem"_s),
                u"--sign-passphrase-file"_s,
                m_dir.filePath(u"passphrase"_s)};
    }
    QTemporaryDir m_dir;
    QString m_folder;
    ProcessResult acquire(const QString &base, const QStringList &signing,
                          const QProcessEnvironment &environment
                          = QProcessEnvironment::systemEnvironment());
};

void TestSignatures::initTestCase()
{
    QVERIFY(!QStandardPaths::findExecutable(u"openssl"_s).isEmpty());
    m_folder = m_dir.path();
    const QList<QStringList> steps{
        {u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-keyout"_s, u"ca.key"_s,
         u"-out"_s, u"ca.pem"_s, u"-days"_s, u"30"_s, u"-subj"_s, u"/CN=Test Lab CA"_s},
        {u"req"_s, u"-newkey"_s, u"rsa:2048"_s, u"-keyout"_s, u"examiner.key"_s, u"-passout"_s,
         u"pass:open sesame"_s, u"-out"_s, u"examiner.csr"_s, u"-subj"_s,
         u"/O=Test Lab/CN=Erika Examiner"_s},
        {u"x509"_s, u"-req"_s, u"-in"_s, u"examiner.csr"_s, u"-CA"_s, u"ca.pem"_s, u"-CAkey"_s,
         u"ca.key"_s, u"-CAcreateserial"_s, u"-out"_s, u"examiner.pem"_s, u"-days"_s, u"30"_s},
        // another lab's CA, which issued nothing here
        {u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-keyout"_s,
         u"other-ca.key"_s, u"-out"_s, u"other-ca.pem"_s, u"-days"_s, u"30"_s, u"-subj"_s,
         u"/CN=Other Lab CA"_s},
    };
    for (const QStringList &step : steps) {
        const ProcessResult made = openssl(step, m_folder);
        QVERIFY2(made.exitCode == 0, made.describe());
    }
    // With `openssl ca`, which sets any validity: an old lab CA (2019 to 2040), an examiner's
    // certificate it issued that expired in 2021, and one not valid before 2099.
    QVERIFY(writeFile(m_dir.filePath(u"ca.cnf"_s),
                      "[ ca ]\ndefault_ca = test\n[ test ]\ndatabase = index.txt\n"
                      "new_certs_dir = .\nserial = serial\ndefault_md = sha256\n"
                      "policy = anything\nunique_subject = no\n[ anything ]\n"
                      "commonName = supplied\norganizationName = optional\n[ v3_ca ]\n"
                      "basicConstraints = critical,CA:TRUE\nkeyUsage = critical,keyCertSign\n"
                      "subjectKeyIdentifier = hash\n[ v3_user ]\nbasicConstraints = CA:FALSE\n"));
    QVERIFY(writeFile(m_dir.filePath(u"index.txt"_s), {}));
    QVERIFY(writeFile(m_dir.filePath(u"serial"_s), "01\n"));
    const auto issue = [](const QString &name, const QString &subject, const QString &start,
                          const QString &end, const QStringList &issuer) {
        return QList<QStringList>{
            {u"req"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-keyout"_s, name + u".key"_s,
             u"-out"_s, name + u".csr"_s, u"-subj"_s, subject},
            QStringList{u"ca"_s, u"-batch"_s, u"-config"_s, u"ca.cnf"_s, u"-notext"_s, u"-in"_s,
                        name + u".csr"_s, u"-out"_s, name + u".pem"_s, u"-startdate"_s, start,
                        u"-enddate"_s, end}
                + issuer};
    };
    const QList<QStringList> old
        = issue(u"old-ca"_s, u"/CN=Old Lab CA"_s, u"20190101000000Z"_s, u"20400101000000Z"_s,
                {u"-selfsign"_s, u"-keyfile"_s, u"old-ca.key"_s, u"-extensions"_s, u"v3_ca"_s})
          + issue(u"expired"_s, u"/O=Test Lab/CN=Expired Examiner"_s, u"20200101000000Z"_s,
                  u"20210101000000Z"_s,
                  {u"-cert"_s, u"old-ca.pem"_s, u"-keyfile"_s, u"old-ca.key"_s, u"-extensions"_s,
                   u"v3_user"_s})
          + issue(u"future"_s, u"/O=Test Lab/CN=Future Examiner"_s, u"20990101000000Z"_s,
                  u"21000101000000Z"_s,
                  {u"-cert"_s, u"old-ca.pem"_s, u"-keyfile"_s, u"old-ca.key"_s, u"-extensions"_s,
                   u"v3_user"_s});
    for (const QStringList &step : old) {
        const ProcessResult made = openssl(step, m_folder);
        QVERIFY2(made.exitCode == 0, made.describe());
    }
    QVERIFY(writeFile(m_dir.filePath(u"passphrase"_s), "open sesame\n"));
    QVERIFY(writeFile(m_dir.filePath(u"source.raw"_s), randomBytes(1024 * 1024, 21)));
}

ProcessResult TestSignatures::acquire(const QString &base, const QStringList &signing,
                                      const QProcessEnvironment &environment)
{
    return runProcess(cli,
                      QStringList{u"acquire"_s, m_dir.filePath(u"source.raw"_s),
                                  m_dir.filePath(base), u"--no-smart"_s}
                          + signing,
                      environment);
}

void TestSignatures::signsTheRecordAndTheLog()
{
    const ProcessResult acquired = acquire(u"signed"_s, examinerSigning());
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    QVERIFY2(acquired.standardOutput.contains("by CN=Erika Examiner, O=Test Lab"),
             acquired.describe());
    for (const QString &file : {u"signed.json"_s, u"signed.txt"_s}) {
        const ProcessResult checked = opensslVerify(m_folder, file);
        QVERIFY2(checked.exitCode == 0, checked.describe());
    }
    // The log names the signer of the record (and is signed after that line).
    const QByteArray log = readFile(m_dir.filePath(u"signed.txt"_s));
    QVERIFY2(log.contains("Signature ") && log.contains("signed.json.p7s by CN=Erika Examiner"),
             log.right(600).constData());
    // So does the case history.
    const ProcessResult history
        = runProcess(cli, {u"history"_s, u"--json"_s, u"--kind"_s, u"acquisition"_s},
                     QProcessEnvironment::systemEnvironment());
    QVERIFY2(history.standardOutput.contains("\"signerSubject\": \"CN=Erika Examiner,O=Test Lab\""),
             history.describe());

    // The passphrase from the environment does as well.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"CUSTODY_SIGN_PASSPHRASE"_s, u"open sesame"_s);
    const ProcessResult fromEnvironment
        = acquire(u"environment"_s,
                  {u"--sign-key"_s, m_dir.filePath(u"examiner.key"_s), u"--sign-cert"_s,
                   m_dir.filePath(u"examiner.pem"_s)},
                  environment);
    QVERIFY2(fromEnvironment.exitCode == 0, fromEnvironment.describe());
    QVERIFY(QFile::exists(m_dir.filePath(u"environment.json.p7s"_s)));
}

void TestSignatures::verifyReportsAChangedRecord()
{
    const ProcessResult acquired = acquire(u"changed"_s, examinerSigning());
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    const QString image = m_dir.filePath(u"changed.dd"_s);
    const ProcessResult intact = runProcess(cli, {u"verify"_s, image});
    QVERIFY2(intact.exitCode == 0
                 && intact.standardOutput.contains("naming CN=Erika Examiner, O=Test Lab")
                 && intact.standardOutput.contains("unchanged since"),
             intact.describe());

    // One byte of the record changed: the image still matches its digests, but the record is
    // not the one signed, and verify says so and fails.
    QVERIFY(changeOneByte(m_dir.filePath(u"changed.json"_s), "source.raw", "source.raX"));
    const ProcessResult changed = runProcess(cli, {u"verify"_s, image});
    QVERIFY2(changed.exitCode == 1 && changed.standardOutput.contains("CHANGED  ")
                 && changed.standardOutput.contains("Verdict: MISMATCH. 1 signed file"),
             changed.describe());
    const ProcessResult rejected = opensslVerify(m_folder, u"changed.json"_s);
    QVERIFY2(rejected.exitCode != 0, rejected.describe());

    // Acquired again over it (--force) without a key: the old signatures go with the old files.
    const ProcessResult again = acquire(u"changed"_s, {u"--force"_s});
    QVERIFY2(again.exitCode == 0, again.describe());
    QVERIFY(!QFile::exists(m_dir.filePath(u"changed.json.p7s"_s)));
    QVERIFY(!QFile::exists(m_dir.filePath(u"changed.txt.p7s"_s)));
    QCOMPARE(runProcess(cli, {u"verify"_s, image}).exitCode, 0);
}

// `custody-cli report` signs the PDF and signs the log again (it appends the PDF's SHA-256 to
// it); a changed PDF is then reported by verify. Without a signer the log's old signature, which
// would only say that it changed, is removed, and it says so.
void TestSignatures::signsTheReportsAndTheLogAgain()
{
    const QStringList signing = examinerSigning();
    QVERIFY2(acquire(u"reported"_s, signing).exitCode == 0, "acquire");
    QProcessEnvironment offscreen = QProcessEnvironment::systemEnvironment();
    offscreen.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    const ProcessResult reported = runProcess(
        cli, QStringList{u"report"_s, m_dir.filePath(u"reported.json"_s)} + signing, offscreen);
    QVERIFY2(reported.exitCode == 0, reported.describe());
    for (const QString &file : {u"reported.pdf"_s, u"reported.txt"_s, u"reported.json"_s}) {
        const ProcessResult checked = opensslVerify(m_folder, file);
        QVERIFY2(checked.exitCode == 0, qPrintable(file + QString::fromUtf8(checked.describe())));
    }
    const QString image = m_dir.filePath(u"reported.dd"_s);
    const ProcessResult intact = runProcess(cli, {u"verify"_s, image});
    QVERIFY2(intact.exitCode == 0 && intact.standardOutput.count("unchanged since") == 3,
             intact.describe());

    QVERIFY(changeOneByte(m_dir.filePath(u"reported.pdf"_s), "%PDF-1", "%PDF-2"));
    const ProcessResult changed = runProcess(cli, {u"verify"_s, image});
    QVERIFY2(changed.exitCode == 1
                 && changed.standardOutput.contains("CHANGED  " + image.chopped(3).toUtf8()
                                                    + ".pdf since"),
             changed.describe());
    // The verification report as PDF and JSON says the same.
    const QString pdf = m_dir.filePath(u"verification.pdf"_s);
    QVERIFY(runProcess(cli, {u"verify"_s, image, u"--pdf"_s, pdf}, offscreen).exitCode == 1);
    const ProcessResult pdfText
        = runProcess(QStandardPaths::findExecutable(u"pdftotext"_s), {u"-raw"_s, pdf, u"-"_s});
    QVERIFY2(pdfText.standardOutput.contains("Signatures")
                 && pdfText.standardOutput.contains("CHANGED reported.pdf"),
             pdfText.describe());
    const ProcessResult asJson = runProcess(cli, {u"verify"_s, image, u"--json"_s});
    const QJsonObject verification = QJsonDocument::fromJson(asJson.standardOutput).object();
    QCOMPARE(verification[u"verdict"_s].toString(), u"mismatch"_s);
    QCOMPARE(verification[u"signatures"_s].toArray().size(), 3);

    const ProcessResult withoutSigner
        = runProcess(cli,
                     {u"report"_s, m_dir.filePath(u"reported.json"_s), u"--text"_s,
                      m_dir.filePath(u"reported-report.txt"_s)},
                     offscreen);
    QVERIFY2(withoutSigner.exitCode == 0 && withoutSigner.standardError.contains("reported.txt.p7s")
                 && !QFile::exists(image.chopped(3) + u".txt.p7s"_s),
             withoutSigner.describe());
}

void TestSignatures::acceptsASignatureMadeByOpenssl()
{
    const ProcessResult acquired = acquire(u"byopenssl"_s, {});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    const ProcessResult signedByOpenssl = openssl(
        {u"cms"_s, u"-sign"_s, u"-binary"_s, u"-outform"_s, u"DER"_s, u"-signer"_s,
         u"examiner.pem"_s, u"-inkey"_s, u"examiner.key"_s, u"-passin"_s, u"pass:open sesame"_s,
         u"-in"_s, u"byopenssl.json"_s, u"-out"_s, u"byopenssl.json.p7s"_s},
        m_folder);
    QVERIFY2(signedByOpenssl.exitCode == 0, signedByOpenssl.describe());
    const ProcessResult checked = runProcess(cli, {u"verify"_s, m_dir.filePath(u"byopenssl.dd"_s)});
    QVERIFY2(checked.exitCode == 0
                 && checked.standardOutput.contains("naming CN=Erika Examiner, O=Test Lab")
                 && checked.standardOutput.contains("unchanged since"),
             checked.describe());
}

// --trust-ca: the examiner's certificate is accepted under the CA that issued it and refused
// (MISMATCH) under another; without signatures the option says it checked nothing.
void TestSignatures::checksTheSignerAgainstATrustedCa()
{
    QVERIFY2(acquire(u"trusted"_s, examinerSigning()).exitCode == 0, "acquire");
    const QString image = m_dir.filePath(u"trusted.dd"_s);
    const ProcessResult underItsCa
        = runProcess(cli, {u"verify"_s, image, u"--trust-ca"_s, m_dir.filePath(u"ca.pem"_s)});
    QVERIFY2(underItsCa.exitCode == 0
                 && underItsCa.standardOutput.count("issued under the CA") == 2,
             underItsCa.describe());
    const ProcessResult underAnother = runProcess(
        cli, {u"verify"_s, image, u"--trust-ca"_s, m_dir.filePath(u"other-ca.pem"_s), u"--json"_s});
    QCOMPARE(underAnother.exitCode, 1);
    const QJsonObject verification = QJsonDocument::fromJson(underAnother.standardOutput).object();
    QCOMPARE(verification[u"verdict"_s].toString(), u"mismatch"_s);
    const QJsonObject first = verification[u"signatures"_s].toArray().first().toObject();
    QCOMPARE(first[u"unchanged"_s].toBool(), true);
    QCOMPARE(first[u"trusted"_s].toBool(true), false);

    QVERIFY2(acquire(u"unsigned"_s, {}).exitCode == 0, "acquire");
    const ProcessResult nothing = runProcess(cli, {u"verify"_s, m_dir.filePath(u"unsigned.dd"_s),
                                                   u"--trust-ca"_s, m_dir.filePath(u"ca.pem"_s)});
    QVERIFY2(nothing.exitCode == 0 && nothing.standardOutput.contains("no signature was checked"),
             nothing.describe());
}

void TestSignatures::refusesAKeyThatCannotSign()
{
    const QList<std::pair<QStringList, QByteArray>> refused{
        // the CA's key with the examiner's certificate
        {{u"--sign-key"_s, m_dir.filePath(u"ca.key"_s), u"--sign-cert"_s,
          m_dir.filePath(u"examiner.pem"_s)},
         "the key does not belong to the certificate"},
        // the examiner's key without its passphrase
        {{u"--sign-key"_s, m_dir.filePath(u"examiner.key"_s), u"--sign-cert"_s,
          m_dir.filePath(u"examiner.pem"_s)},
         "none was given for"},
        {{u"--sign-key"_s, m_dir.filePath(u"examiner.key"_s)}, "go together"},
    };
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(u"CUSTODY_SIGN_PASSPHRASE"_s);
    for (const auto &[arguments, reason] : refused) {
        const ProcessResult result = acquire(u"refused"_s, arguments, environment);
        QVERIFY2(result.exitCode == 2 && result.standardError.contains(reason), result.describe());
        QVERIFY(!QFile::exists(m_dir.filePath(u"refused.dd"_s))); // nothing read or written
    }
}

// The lines of the acquisition log that say what was signed: the last signature of each file,
// unless a report line says it was written anew since; paths as oneLogLine() wrote them.
void TestSignatures::readsWhatTheLogSaysWasSigned_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<QStringList>("paths");
    QTest::addColumn<QStringList>("certificates");
    const QByteArray record = "Signature 2026-01-02T03:04:05Z /case/a.json.p7s by CN=Erika "
                              "Examiner,O=Test Lab, certificate SHA-256 aa11\n";
    QTest::newRow("record") << QByteArray("Acquisition log\n\n" + record)
                            << QStringList{u"/case/a.json"_s} << QStringList{u"aa11"_s};
    QTest::newRow("CRLF") << QByteArray(record).replace("\n", "\r\n")
                          << QStringList{u"/case/a.json"_s} << QStringList{u"aa11"_s};
    QTest::newRow("report written anew since it was signed")
        << QByteArray("Signature 2026-01-02T03:04:05Z /case/a.pdf.p7s by CN=E, certificate "
                      "SHA-256 bb22\nReport 2026-01-03T00:00:00Z SHA-256 ff00  /case/a.pdf\n")
        << QStringList() << QStringList();
    QTest::newRow("report signed again")
        << QByteArray("Signature 2026-01-02T03:04:05Z /case/a.pdf.p7s by CN=E, certificate "
                      "SHA-256 bb22\nReport 2026-01-03T00:00:00Z SHA-256 ff00  /case/a.pdf\n"
                      "Signature 2026-01-03T00:00:01Z /case/a.pdf.p7s by CN=F, certificate "
                      "SHA-256 cc33\n")
        << QStringList{u"/case/a.pdf"_s} << QStringList{u"cc33"_s};
    QTest::newRow("record and report, in the log's order")
        << QByteArray(record
                      + "Signature 2026-01-03T00:00:01Z /case/a.pdf.p7s by CN=F, certificate "
                        "SHA-256 cc33\n")
        << QStringList{u"/case/a.json"_s, u"/case/a.pdf"_s} << QStringList{u"aa11"_s, u"cc33"_s};
    QTest::newRow("escaped name") << QByteArray(
        "Signature 2026-01-02T03:04:05Z /case/a\\nb \\\\ c\\x1b.json.p7s by "
        "CN=E, certificate SHA-256 dd44\n")
                                  << QStringList{u"/case/a\nb \\ c\x1b.json"_s}
                                  << QStringList{u"dd44"_s};
    QTest::newRow("not a signature line")
        << QByteArray("Signature lines: ______\nSignature of the examiner\n") << QStringList()
        << QStringList();
}

void TestSignatures::readsWhatTheLogSaysWasSigned()
{
    QFETCH(QByteArray, log);
    QFETCH(QStringList, paths);
    QFETCH(QStringList, certificates);
    const QList<Custody::LoggedSignature> logged = Custody::loggedSignaturesIn(log);
    QStringList gotPaths;
    QStringList gotCertificates;
    for (const Custody::LoggedSignature &signature : logged) {
        gotPaths << signature.path;
        gotCertificates << signature.certificateSha256;
        QVERIFY(signature.time.isValid());
    }
    QCOMPARE(gotPaths, paths);
    QCOMPARE(gotCertificates, certificates);
}

// The signed log says the record was signed: a record edited and its signature removed, signed
// again by someone else, or given a signature that is none, is a MISMATCH that names it.
// The signed log names the files by the paths they had when they were signed. A copy of the case
// folder is checked on its own files: a record changed in the copy, its signature removed, is a
// MISMATCH while the original folder is still there with its intact record.
void TestSignatures::aCopiedCaseFolderIsCheckedOnItsOwnFiles()
{
    QVERIFY2(acquire(u"original"_s, examinerSigning()).exitCode == 0, "acquire");
    QVERIFY(QDir(m_folder).mkdir(u"copied"_s));
    for (const QString &name : QDir(m_folder).entryList({u"original.*"_s}, QDir::Files))
        QVERIFY(QFile::copy(m_dir.filePath(name), m_dir.filePath(u"copied/"_s + name)));
    const QString copiedRecord = m_dir.filePath(u"copied/original.json"_s);
    QVERIFY(changeOneByte(copiedRecord, "source.raw", "source.raX"));
    QVERIFY(QFile::remove(copiedRecord + u".p7s"_s));
    const ProcessResult copied
        = runProcess(cli, {u"verify"_s, m_dir.filePath(u"copied/original.dd"_s), u"--trust-ca"_s,
                           m_dir.filePath(u"ca.pem"_s)});
    QVERIFY2(copied.exitCode == 1
                 && copied.standardOutput.contains("SIGNATURE MISSING  " + copiedRecord.toUtf8()),
             copied.describe());
    // The original still verifies.
    const ProcessResult original = runProcess(cli, {u"verify"_s, m_dir.filePath(u"original.dd"_s),
                                                    u"--trust-ca"_s, m_dir.filePath(u"ca.pem"_s)});
    QVERIFY2(original.exitCode == 0, original.describe());
}

// A signature is written through the write gate: a file at FILE.p7s that is not a signature is
// kept and the signing fails, naming it; an earlier signature there is replaced.
void TestSignatures::signingNeverReplacesAFileThatIsNoSignature()
{
    const Custody::Result<Custody::SigningIdentity> signer = Custody::SigningIdentity::load(
        m_dir.filePath(u"examiner.key"_s), m_dir.filePath(u"examiner.pem"_s),
        QByteArray("open sesame"));
    QVERIFY2(signer, qPrintable(signer ? QString() : signer.error().userMessage()));
    const QString file = m_dir.filePath(u"statement.txt"_s);
    QVERIFY(writeFile(file, "what the examiner states\n"));
    QVERIFY(writeFile(file + u".p7s"_s, "the examiner's notes, not a signature\n"));
    const Custody::Result<QString> refused = signer->sign(file);
    QVERIFY(!refused);
    QVERIFY2(refused.error().userMessage().contains(u"statement.txt.p7s"_s),
             qPrintable(refused.error().userMessage()));
    QCOMPARE(readFile(file + u".p7s"_s), QByteArray("the examiner's notes, not a signature\n"));
    QVERIFY(QFile::remove(file + u".p7s"_s));
    QVERIFY(signer->sign(file));
    QVERIFY(signer->sign(file)); // its own earlier signature is replaced
}

void TestSignatures::verifyRequiresTheSignaturesTheLogNotes()
{
    QVERIFY2(acquire(u"noted"_s, examinerSigning()).exitCode == 0, "acquire");
    const QString image = m_dir.filePath(u"noted.dd"_s);
    const QString record = m_dir.filePath(u"noted.json"_s);
    QVERIFY(changeOneByte(record, "source.raw", "source.raX"));
    QVERIFY(QFile::remove(record + u".p7s"_s));
    for (const QStringList &trust :
         {QStringList(), QStringList{u"--trust-ca"_s, m_dir.filePath(u"ca.pem"_s)}}) {
        const ProcessResult missing = runProcess(cli, QStringList{u"verify"_s, image} + trust);
        QVERIFY2(missing.exitCode == 1
                     && missing.standardOutput.contains("SIGNATURE MISSING  " + record.toUtf8()
                                                        + ": the signed log")
                     && missing.standardOutput.contains("Verdict: MISMATCH. 1 signed file"),
                 missing.describe());
    }
    const ProcessResult asJson = runProcess(cli, {u"verify"_s, image, u"--json"_s});
    QCOMPARE(asJson.exitCode, 1);
    const QJsonObject verification = QJsonDocument::fromJson(asJson.standardOutput).object();
    QCOMPARE(verification[u"verdict"_s].toString(), u"mismatch"_s);
    QJsonObject recordCheck;
    for (const QJsonValue &signature : verification[u"signatures"_s].toArray()) {
        if (signature[u"path"_s].toString() == record)
            recordCheck = signature.toObject();
    }
    QCOMPARE(recordCheck[u"status"_s].toString(), u"signature-missing"_s);
    QCOMPARE(recordCheck[u"loggedSignerSubject"_s].toString(), u"CN=Erika Examiner,O=Test Lab"_s);
    QCOMPARE(recordCheck[u"loggedIn"_s].toString(), m_dir.filePath(u"noted.txt"_s));

    // Signed again, by another certificate than the one the log names.
    const ProcessResult resigned
        = openssl({u"cms"_s, u"-sign"_s, u"-binary"_s, u"-outform"_s, u"DER"_s, u"-signer"_s,
                   u"other-ca.pem"_s, u"-inkey"_s, u"other-ca.key"_s, u"-in"_s, u"noted.json"_s,
                   u"-out"_s, u"noted.json.p7s"_s},
                  m_folder);
    QVERIFY2(resigned.exitCode == 0, resigned.describe());
    const ProcessResult other = runProcess(cli, {u"verify"_s, image});
    QVERIFY2(other.exitCode == 1
                 && other.standardOutput.contains("OTHER SIGNER  " + record.toUtf8()),
             other.describe());

    // A signature that is none.
    QVERIFY(writeFile(record + u".p7s"_s, "not a signature"));
    const ProcessResult invalid = runProcess(cli, {u"verify"_s, image});
    QVERIFY2(invalid.exitCode == 1
                 && invalid.standardOutput.contains("SIGNATURE INVALID  " + record.toUtf8()),
             invalid.describe());

    // The record and its signature gone: verified against the checksum sidecars, the signed log
    // beside the image still says the record was signed.
    QVERIFY(QFile::remove(record) && QFile::remove(record + u".p7s"_s));
    const ProcessResult gone = runProcess(cli, {u"verify"_s, image});
    QVERIFY2(
        gone.exitCode == 1 && gone.standardOutput.contains("Hashlog   ")
            && gone.standardOutput.contains("MISSING  " + record.toUtf8() + ": the signed log"),
        gone.describe());
}

// A resumed run without a key writes the record anew (its signature removed) and keeps the
// earlier runs' log, signature lines included, after its own: those lines, older than the log,
// concern the earlier record, and a log signed later (by report) does not make it a mismatch.
void TestSignatures::acceptsARecordWrittenAnewByAResumedRun()
{
    QVERIFY2(acquire(u"resumed"_s, examinerSigning()).exitCode == 0, "acquire");
    const QString log = m_dir.filePath(u"resumed.txt"_s);
    const QString earlier = QString::fromUtf8(readFile(log));
    QString text = earlier;
    // This run's log was written in 2099: after every signature line it keeps.
    const QRegularExpressionMatch created
        = QRegularExpression(u"Created \\(UTC\\) *: (\\d{4})"_s).match(text);
    QVERIFY(created.hasMatch());
    text.replace(created.capturedStart(1), 4, u"2099"_s);
    QVERIFY(text != earlier);
    text += u"\nEarlier runs of this acquisition, as the log recorded them:\n\n"_s + earlier;
    QVERIFY(writeFile(log, text.toUtf8()));
    QVERIFY(QFile::remove(m_dir.filePath(u"resumed.json.p7s"_s)));
    const ProcessResult signedLog = openssl(
        {u"cms"_s, u"-sign"_s, u"-binary"_s, u"-outform"_s, u"DER"_s, u"-signer"_s,
         u"examiner.pem"_s, u"-inkey"_s, u"examiner.key"_s, u"-passin"_s, u"pass:open sesame"_s,
         u"-in"_s, u"resumed.txt"_s, u"-out"_s, u"resumed.txt.p7s"_s},
        m_folder);
    QVERIFY2(signedLog.exitCode == 0, signedLog.describe());
    const ProcessResult checked = runProcess(cli, {u"verify"_s, m_dir.filePath(u"resumed.dd"_s)});
    QVERIFY2(checked.exitCode == 0 && !checked.standardOutput.contains("MISSING")
                 && checked.standardOutput.contains("resumed.txt: unchanged since"),
             checked.describe());
}

// The signing time is the signer's word: a certificate that expired in 2021 signing "in 2020" is
// not vouched for by its CA now, and one made today signing "in 2000" is; the report says at
// which time the certificate was judged.
void TestSignatures::judgesTheCertificateAtTheVerificationTime()
{
    QVERIFY2(acquire(u"backdated"_s, {}).exitCode == 0, "acquire");
    const QString image = m_dir.filePath(u"backdated.dd"_s);
    const QString record = m_dir.filePath(u"backdated.json"_s);
    QVERIFY(signAt(record, m_dir.filePath(u"expired.pem"_s), m_dir.filePath(u"expired.key"_s),
                   QDateTime(QDate(2020, 6, 1), QTime(12, 0), QTimeZone::utc())));
    const ProcessResult expired
        = runProcess(cli, {u"verify"_s, image, u"--trust-ca"_s, m_dir.filePath(u"old-ca.pem"_s)});
    QVERIFY2(expired.exitCode == 1 && expired.standardOutput.contains("UNTRUSTED  ")
                 && expired.standardOutput.contains("at 2020-06-01T12:00:00Z, as the signer")
                 && expired.standardOutput.contains("certificate has expired")
                 && expired.standardOutput.contains("at the time of this verification"),
             expired.describe());
    // For people, what failed is the certificate, expired; OpenSSL's words are the detail.
    const Custody::Result<Custody::SignatureCheck> judged
        = Custody::checkDetachedSignature(record, m_dir.filePath(u"old-ca.pem"_s));
    QVERIFY(judged && judged->unchanged && judged->trusted == false);
    QCOMPARE(judged->fault, Custody::SignatureFault::CertificateExpired);
    QCOMPARE(judged->trustProblem, u"certificate has expired"_s);
    const ProcessResult asJson = runProcess(
        cli, {u"verify"_s, image, u"--trust-ca"_s, m_dir.filePath(u"old-ca.pem"_s), u"--json"_s});
    const QJsonObject first = QJsonDocument::fromJson(asJson.standardOutput)
                                  .object()[u"signatures"_s]
                                  .toArray()
                                  .first()
                                  .toObject();
    QCOMPARE(first[u"trusted"_s].toBool(true), false);
    QCOMPARE(first[u"trustTimeSource"_s].toString(), u"verification-time"_s);
    QVERIFY(QDateTime::fromString(first[u"trustCheckedAt"_s].toString(), Qt::ISODate)
                .secsTo(QDateTime::currentDateTimeUtc())
            < 600);

    QVERIFY(signAt(record, m_dir.filePath(u"examiner.pem"_s), m_dir.filePath(u"examiner.key"_s),
                   QDateTime(QDate(2000, 1, 1), QTime(0, 0), QTimeZone::utc())));
    const ProcessResult valid
        = runProcess(cli, {u"verify"_s, image, u"--trust-ca"_s, m_dir.filePath(u"ca.pem"_s)});
    QVERIFY2(valid.exitCode == 0 && valid.standardOutput.contains("issued under the CA")
                 && valid.standardOutput.contains("valid at the time of this verification"),
             valid.describe());
}

// Nothing is signed with a certificate that is not valid now: acquire and report refuse it before
// anything is read or written.
void TestSignatures::refusesACertificateNotValidNow()
{
    QVERIFY2(acquire(u"toreport"_s, {}).exitCode == 0, "acquire");
    QProcessEnvironment offscreen = QProcessEnvironment::systemEnvironment();
    offscreen.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    const QList<std::pair<QString, QByteArray>> refused{
        {u"expired"_s, "expired at 2021-01-01T00:00:00Z"},
        {u"future"_s, "is not valid before 2099-01-01T00:00:00Z"}};
    for (const auto &[name, reason] : refused) {
        const QStringList signing{u"--sign-key"_s, m_dir.filePath(name + u".key"_s),
                                  u"--sign-cert"_s, m_dir.filePath(name + u".pem"_s)};
        const ProcessResult acquired = acquire(u"refusedcert"_s, signing);
        QVERIFY2(acquired.exitCode == 2 && acquired.standardError.contains(reason)
                     && acquired.standardError.contains("--sign-cert"),
                 acquired.describe());
        QVERIFY(!QFile::exists(m_dir.filePath(u"refusedcert.dd"_s)));
        const ProcessResult reported = runProcess(
            cli, QStringList{u"report"_s, m_dir.filePath(u"toreport.json"_s)} + signing, offscreen);
        QVERIFY2(reported.exitCode == 2 && reported.standardError.contains(reason),
                 reported.describe());
        QVERIFY(!QFile::exists(m_dir.filePath(u"toreport.pdf"_s)));
    }
}

// A record whose signature fails (changed since signed, or removed though the signed log says it
// was signed) is not signed over by report: refused with the reason, nothing written, the
// signatures kept as found.
void TestSignatures::refusesToSignReportsOfAFailedRecord()
{
    QVERIFY2(acquire(u"resign"_s, examinerSigning()).exitCode == 0, "acquire");
    QProcessEnvironment offscreen = QProcessEnvironment::systemEnvironment();
    offscreen.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    const QString record = m_dir.filePath(u"resign.json"_s);
    const QByteArray logBefore = readFile(m_dir.filePath(u"resign.txt"_s));
    QVERIFY(changeOneByte(record, "source.raw", "source.raX"));
    const ProcessResult changed
        = runProcess(cli, QStringList{u"report"_s, record} + examinerSigning(), offscreen);
    QVERIFY2(changed.exitCode == 2
                 && changed.standardError.contains(record.toUtf8() + " changed since it was signed")
                 && changed.standardError.contains("not signing reports"),
             changed.describe());
    QVERIFY(!QFile::exists(m_dir.filePath(u"resign.pdf"_s)));
    QVERIFY(QFile::exists(m_dir.filePath(u"resign.txt.p7s"_s)));
    QCOMPARE(readFile(m_dir.filePath(u"resign.txt"_s)), logBefore);

    QVERIFY(QFile::remove(record + u".p7s"_s));
    const ProcessResult removed
        = runProcess(cli, QStringList{u"report"_s, record} + examinerSigning(), offscreen);
    QVERIFY2(removed.exitCode == 2
                 && removed.standardError.contains(record.toUtf8()
                                                   + " has no signature, though the signed log"),
             removed.describe());
    QVERIFY(!QFile::exists(m_dir.filePath(u"resign.pdf"_s)));
}

// Keys, certificates, passphrase files, trusted CAs, PSK files, hashlogs and records: a device,
// a pipe without a writer, a folder or a file too large is refused with an error naming the
// option and the file, before the source is read (no image is created), and never hangs.
void TestSignatures::refusesInputsThatAreNotSmallFiles()
{
    QVERIFY2(acquire(u"boundedimage"_s, {}).exitCode == 0, "acquire");
    const QString fifo = m_dir.filePath(u"fifo.json"_s);
    const QString folder = m_dir.filePath(u"folder.json"_s);
    const QString large = m_dir.filePath(u"large.json"_s);
    const QString zero = m_dir.filePath(u"zero.json"_s);
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QVERIFY(QDir().mkdir(folder));
    QFile sparse(large);
    QVERIFY(sparse.open(QIODevice::WriteOnly) && sparse.resize(257LL * 1024 * 1024));
    sparse.close();
    QVERIFY(QFile::link(u"/dev/zero"_s, zero));
    QProcessEnvironment offscreen = QProcessEnvironment::systemEnvironment();
    offscreen.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    const QString source = m_dir.filePath(u"source.raw"_s);
    const QString base = m_dir.filePath(u"bounded"_s);
    const QString key = m_dir.filePath(u"examiner.key"_s);
    const QString certificate = m_dir.filePath(u"examiner.pem"_s);
    const QString image = m_dir.filePath(u"boundedimage.dd"_s);
    const QString nbds = u"nbds+unix:///?socket="_s + m_dir.filePath(u"none.sock"_s);
    int round = 0;
    for (const QString &input : {fifo, folder, large, zero, u"/dev/zero"_s}) {
        // A --tls-certificates folder whose CA certificate is the input.
        const QString certificates = m_dir.filePath(u"certificates%1"_s.arg(++round));
        QVERIFY(QDir().mkdir(certificates));
        QVERIFY(QFile::link(input, certificates + u"/ca-cert.pem"_s));
        QList<std::pair<QStringList, QByteArray>> runs{
            {{u"acquire"_s, source, base, u"--no-smart"_s, u"--sign-key"_s, input, u"--sign-cert"_s,
              certificate},
             "--sign-key"},
            {{u"acquire"_s, source, base, u"--no-smart"_s, u"--sign-key"_s, key, u"--sign-cert"_s,
              input},
             "--sign-cert"},
            {{u"acquire"_s, source, base, u"--no-smart"_s, u"--sign-key"_s, key, u"--sign-cert"_s,
              certificate, u"--sign-passphrase-file"_s, input},
             "--sign-passphrase-file"},
            {{u"acquire"_s, nbds, base, u"--no-smart"_s, u"--tls-psk"_s, input}, "--tls-psk"},
            {{u"acquire"_s, nbds, base, u"--no-smart"_s, u"--tls-certificates"_s, certificates},
             "--tls-certificates"},
            {{u"verify"_s, image, u"--trust-ca"_s, input}, "--trust-ca"},
            {{u"verify"_s, image, u"--hashlog"_s, input}, ""},
            {{u"report"_s, input}, ""},
        };
        if (input != folder)
            runs.append(
                {{u"acquire"_s, nbds, base, u"--no-smart"_s, u"--tls-certificates"_s, input},
                 "--tls-certificates"});
        for (const auto &[arguments, option] : runs) {
            if (arguments.first() == u"report"_s && !input.endsWith(u".json"_s))
                continue;
            const ProcessResult result = runProcess(cli, arguments, offscreen, {}, 30000);
            const QByteArray what = arguments.join(u' ').toUtf8() + '\n' + result.describe();
            // The file named: the input, or the CA certificate in the --tls-certificates folder.
            const QString named
                = arguments.contains(certificates) ? certificates + u"/ca-cert.pem"_s : input;
            QVERIFY2(result.exitCode > 0 && result.standardError.contains(option)
                         && result.standardError.contains(QFile::encodeName(named)),
                     what.constData());
            if (arguments.first() == u"acquire"_s)
                QVERIFY2(result.exitCode == 2 && !QFile::exists(base + u".dd"_s), what.constData());
        }
    }
    QVERIFY(!QFile::exists(m_dir.filePath(u"large.pdf"_s)));
}

QTEST_GUILESS_MAIN(TestSignatures)
#include "tst_signatures.moc"
