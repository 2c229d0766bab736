// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "testfiles.h"
#include "testprocess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

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
    QVERIFY2(acquired.standardOutput.contains("by CN=Erika Examiner,O=Test Lab"),
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
                 && intact.standardOutput.contains("naming CN=Erika Examiner,O=Test Lab")
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
                 && checked.standardOutput.contains("naming CN=Erika Examiner,O=Test Lab")
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

QTEST_GUILESS_MAIN(TestSignatures)
#include "tst_signatures.moc"
