// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/detachedsignature.h"

#include "device/writegate.h"
#include "engine/acquisitionfiles.h"
#include "util/durablefile.h"
#include "util/inputlimits.h"
#include "util/nativepath.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTimeZone>

#include <openssl/bio.h>
#include <openssl/cms.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

#include <cstring>
#include <ctime>

namespace Custody {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Custody::DetachedSignature)
};

using Bio = std::unique_ptr<BIO, decltype(&BIO_free)>;
using Cms = std::unique_ptr<CMS_ContentInfo, decltype(&CMS_ContentInfo_free)>;

// OpenSSL's queued errors as one line (emptying the queue); their codes into `codes` when given.
QString takeOpenSslErrors(QList<unsigned long> *codes = nullptr)
{
    QStringList lines;
    while (const unsigned long code = ERR_get_error()) {
        if (codes)
            codes->append(code);
        char text[256];
        ERR_error_string_n(code, text, sizeof text);
        lines.append(QString::fromLatin1(text));
    }
    return lines.isEmpty() ? QStringLiteral("unknown OpenSSL error")
                           : lines.join(QLatin1String("; "));
}

Bio memoryBio(const QByteArray &bytes)
{
    return Bio(BIO_new_mem_buf(bytes.constData(), int(bytes.size())), &BIO_free);
}

// The file as OpenSSL reads it, streamed: a log or report of any size, read to its end.
Bio fileBio(const QString &path)
{
    return Bio(BIO_new_file(nativePath(path).constData(), "rb"), &BIO_free);
}

// Keys, certificates, CAs and signatures: small files, read whole and bounded. A device, socket or
// folder is refused without blocking, and so is anything larger than MaximumCredentialBytes;
// errors opening or reading the file are given as `code`.
Result<QByteArray> readSmallFile(const QString &path, Error::Code code)
{
    Result<QByteArray> bytes = readWholeFile(path, MaximumCredentialBytes);
    if (!bytes
        && (bytes.error().code == Error::Code::SourceOpenFailed
            || bytes.error().code == Error::Code::SourceReadFailed))
        return Error::fromErrno(code, bytes.error().sysErrno, path, -1, bytes.error().errnoText());
    return bytes;
}

QDateTime dateTimeOf(const ASN1_TIME *time)
{
    std::tm parts{};
    if (!time || ASN1_TIME_to_tm(time, &parts) != 1)
        return {};
    return QDateTime(QDate(parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday),
                     QTime(parts.tm_hour, parts.tm_min, parts.tm_sec), QTimeZone::utc());
}

// Now, to the second, as certificates and logs write times.
QDateTime nowUtc()
{
    return QDateTime::fromSecsSinceEpoch(QDateTime::currentSecsSinceEpoch(), QTimeZone::utc());
}

QString nameText(const X509_NAME *name)
{
    Bio out(BIO_new(BIO_s_mem()), &BIO_free);
    X509_NAME_print_ex(out.get(), name, 0, XN_FLAG_RFC2253);
    char *data = nullptr;
    const long length = BIO_get_mem_data(out.get(), &data);
    return QString::fromUtf8(data, int(length));
}

QString subjectOf(X509 *certificate)
{
    return nameText(X509_get_subject_name(certificate));
}

// Why CMS_verify() failed, from the codes of OpenSSL's errors: the content's digest is not the one
// signed (the file changed since), or else the signature itself does not verify.
SignatureFault verifyFault(const QList<unsigned long> &codes)
{
    for (const unsigned long code : codes) {
        if (ERR_GET_LIB(code) == ERR_LIB_CMS && ERR_GET_REASON(code) == CMS_R_CONTENT_VERIFY_ERROR)
            return SignatureFault::FileChanged;
    }
    return SignatureFault::SignatureDamaged;
}

// What a certificate that does not chain to the trusted CA comes to, from X509's error code.
SignatureFault trustFault(int x509Error)
{
    switch (x509Error) {
    case X509_V_OK: return SignatureFault::None;
    case X509_V_ERR_CERT_HAS_EXPIRED: return SignatureFault::CertificateExpired;
    case X509_V_ERR_CERT_NOT_YET_VALID: return SignatureFault::CertificateNotYetValid;
    default: return SignatureFault::CertificateUntrusted;
    }
}

QString sha256Of(X509 *certificate)
{
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (X509_digest(certificate, EVP_sha256(), digest, &length) != 1)
        return {};
    return QString::fromLatin1(
        QByteArray(reinterpret_cast<const char *>(digest), int(length)).toHex());
}

// The signing time a signer put among its signed attributes, if any.
QDateTime signingTimeOf(CMS_SignerInfo *signer)
{
    const int index = CMS_signed_get_attr_by_NID(signer, NID_pkcs9_signingTime, -1);
    if (index < 0)
        return {};
    X509_ATTRIBUTE *attribute = CMS_signed_get_attr(signer, index);
    const ASN1_TYPE *value = X509_ATTRIBUTE_get0_type(attribute, 0);
    if (!value || (value->type != V_ASN1_UTCTIME && value->type != V_ASN1_GENERALIZEDTIME))
        return {};
    return dateTimeOf(value->value.utctime);
}

} // namespace

QString signaturePathOf(const QString &path)
{
    return path + QStringLiteral(".p7s");
}

bool dropSignatureOf(const QString &path)
{
    return QFile::remove(signaturePathOf(path));
}

struct SigningIdentity::Keys
{
    X509 *certificate = nullptr;
    EVP_PKEY *key = nullptr;
    ~Keys()
    {
        X509_free(certificate);
        EVP_PKEY_free(key);
    }
};

SigningIdentity::SigningIdentity()
    : m_keys(std::make_unique<Keys>())
{}
SigningIdentity::~SigningIdentity() = default;
SigningIdentity::SigningIdentity(SigningIdentity &&) noexcept = default;
SigningIdentity &SigningIdentity::operator=(SigningIdentity &&) noexcept = default;

Result<SigningIdentity> SigningIdentity::load(const QString &keyPath,
                                              const QString &certificatePath,
                                              const QByteArray &passphrase)
{
    const auto failed = [](const QString &path, const QString &why) {
        return Error::fromErrno(Error::Code::SigningFailed, 0, path, -1, why);
    };
    const Result<QByteArray> certificateText
        = readSmallFile(certificatePath, Error::Code::SigningFailed);
    if (!certificateText)
        return certificateText.error();
    const Result<QByteArray> keyText = readSmallFile(keyPath, Error::Code::SigningFailed);
    if (!keyText)
        return keyText.error();
    SigningIdentity identity;
    ERR_clear_error();
    identity.m_keys->certificate
        = PEM_read_bio_X509(memoryBio(*certificateText).get(), nullptr, nullptr, nullptr);
    if (!identity.m_keys->certificate)
        return failed(certificatePath,
                      QStringLiteral("not a PEM certificate: ") + takeOpenSslErrors());
    // The passphrase is handed over through the callback, never as a C string left behind.
    auto givePassphrase = [](char *buffer, int size, int, void *user) -> int {
        const auto *secret = static_cast<const QByteArray *>(user);
        const int length = int(std::min<qsizetype>(secret->size(), size));
        std::memcpy(buffer, secret->constData(), std::size_t(length));
        return length;
    };
    identity.m_keys->key = PEM_read_bio_PrivateKey(
        memoryBio(*keyText).get(), nullptr, givePassphrase, const_cast<QByteArray *>(&passphrase));
    if (!identity.m_keys->key)
        return failed(keyPath, passphrase.isEmpty()
                                   ? QStringLiteral("not a PEM private key, or one protected by "
                                                    "a passphrase none was given for: ")
                                         + takeOpenSslErrors()
                                   : QStringLiteral("not a PEM private key, or the wrong "
                                                    "passphrase: ")
                                         + takeOpenSslErrors());
    if (X509_check_private_key(identity.m_keys->certificate, identity.m_keys->key) != 1) {
        ERR_clear_error();
        return failed(
            keyPath,
            QStringLiteral("the key does not belong to the certificate %1").arg(certificatePath));
    }
    identity.m_keyPath = keyPath;
    identity.m_certificatePath = certificatePath;
    identity.m_subject = subjectOf(identity.m_keys->certificate);
    identity.m_issuer = nameText(X509_get_issuer_name(identity.m_keys->certificate));
    identity.m_certificateSha256 = sha256Of(identity.m_keys->certificate);
    identity.m_notBefore = dateTimeOf(X509_get0_notBefore(identity.m_keys->certificate));
    identity.m_notAfter = dateTimeOf(X509_get0_notAfter(identity.m_keys->certificate));
    if (const Result<void> valid = identity.checkValidAt(nowUtc()); !valid)
        return valid.error();
    return identity;
}

Result<void> SigningIdentity::checkValidAt(const QDateTime &when) const
{
    // InvalidArgument: the message is this sentence, not advice about keys and passphrases.
    const auto refused = [this](const QString &why) {
        return Error::fromErrno(Error::Code::InvalidArgument, 0, m_certificatePath, -1, why);
    };
    const QString now = when.toUTC().toString(Qt::ISODate);
    if (!m_notBefore.isValid() || !m_notAfter.isValid())
        return refused(Tr::tr("the validity of the certificate %1 cannot be read; nothing is "
                              "signed with it")
                           .arg(m_certificatePath));
    if (when < m_notBefore)
        return refused(Tr::tr("the certificate %1 is not valid before %2 (it is %3 now); "
                              "nothing is signed with it: sign with a certificate valid now")
                           .arg(m_certificatePath, m_notBefore.toUTC().toString(Qt::ISODate), now));
    if (when > m_notAfter)
        return refused(Tr::tr("the certificate %1 expired at %2 (it is %3 now); nothing is signed "
                              "with it: sign with a certificate valid now")
                           .arg(m_certificatePath, m_notAfter.toUTC().toString(Qt::ISODate), now));
    return {};
}

Result<QString> SigningIdentity::sign(const QString &path) const
{
    const auto failed = [this, &path](const QString &why) {
        return Error::fromErrno(Error::Code::SigningFailed, 0, m_keyPath, -1,
                                QStringLiteral("signing %1: %2").arg(path, why));
    };
    if (const Result<void> valid = checkValidAt(nowUtc()); !valid)
        return valid.error();
    ERR_clear_error();
    const Bio content = fileBio(path);
    if (!content)
        return failed(takeOpenSslErrors());
    // Signed attributes (content type, message digest, signing time) in DER; the file's bytes
    // as they are (binary), not part of the signature (detached).
    Cms cms(CMS_sign(m_keys->certificate, m_keys->key, nullptr, content.get(),
                     CMS_DETACHED | CMS_BINARY | CMS_NOSMIMECAP),
            &CMS_ContentInfo_free);
    if (!cms)
        return failed(takeOpenSslErrors());
    unsigned char *der = nullptr;
    const int length = i2d_CMS_ContentInfo(cms.get(), &der);
    if (length <= 0)
        return failed(takeOpenSslErrors());
    const QByteArray bytes(reinterpret_cast<const char *>(der), length);
    OPENSSL_free(der);
    const QString signature = signaturePathOf(path);
    // Through the write gate: the signature's name is the signed file's own, and what is there
    // already is replaced only when it is a signature (of the version just written anew), never
    // any other file.
    WriteGate gate;
    for (const AcquisitionFiles &files : AcquisitionFiles::candidatesFor(signature))
        gate.ownBase(files.base());
    if (isSignatureFile(signature))
        gate.own(signature);
    if (const Result<void> allowed
        = gate.check(signature, pathExists(signature) ? PathChange::Replace : PathChange::Create);
        !allowed)
        return allowed.error();
    if (const Result<void> written = replaceFile(signature, bytes, Error::Code::WriteFailed);
        !written)
        return written.error();
    return signature;
}

namespace {

using Store = std::unique_ptr<X509_STORE, decltype(&X509_STORE_free)>;

// The certificates of the trusted CA file (PEM), read whole and bounded.
Result<Store> loadTrustStore(const QString &caFile)
{
    const Result<QByteArray> bytes = readSmallFile(caFile, Error::Code::InvalidArgument);
    if (!bytes) {
        if (bytes.error().code != Error::Code::InvalidArgument)
            return bytes.error();
        return Error::fromErrno(
            Error::Code::InvalidArgument, bytes.error().sysErrno, caFile, -1,
            Tr::tr("the trusted CA %1 cannot be read: %2").arg(caFile, bytes.error().detail));
    }
    Store store(X509_STORE_new(), &X509_STORE_free);
    const Bio pem = memoryBio(*bytes);
    int count = 0;
    while (X509 *certificate = PEM_read_bio_X509(pem.get(), nullptr, nullptr, nullptr)) {
        X509_STORE_add_cert(store.get(), certificate);
        X509_free(certificate);
        ++count;
    }
    ERR_clear_error(); // the end of the PEM text is queued as an error
    if (count == 0)
        return Error::fromErrno(
            Error::Code::InvalidArgument, 0, caFile, -1,
            Tr::tr("the trusted CA %1 holds no PEM certificate: give the lab's CA certificate")
                .arg(caFile));
    return store;
}

// Whether `certificate` chains to the CA certificates in `store` and is valid at `when`;
// intermediates may come from the signature. X509_V_OK: it does; else X509's error code.
Result<int> chainProblem(X509 *certificate, STACK_OF(X509) * intermediates, X509_STORE *store,
                         const QDateTime &when)
{
    std::unique_ptr<X509_STORE_CTX, decltype(&X509_STORE_CTX_free)> context(X509_STORE_CTX_new(),
                                                                            &X509_STORE_CTX_free);
    ERR_clear_error();
    if (!context || X509_STORE_CTX_init(context.get(), store, certificate, intermediates) != 1)
        return Error::fromErrno(Error::Code::SignatureUnreadable, 0, QString(), -1,
                                takeOpenSslErrors());
    X509_VERIFY_PARAM_set_time(X509_STORE_CTX_get0_param(context.get()),
                               time_t(when.toSecsSinceEpoch()));
    if (X509_verify_cert(context.get()) == 1)
        return int(X509_V_OK);
    ERR_clear_error();
    return X509_STORE_CTX_get_error(context.get());
}

bool isRegularFile(const QString &path)
{
    const std::optional<struct stat> status = statPath(path);
    return status && S_ISREG(status->st_mode);
}

// checkDetachedSignature() over `content` when given (the bytes of the file, read once by the
// caller, which goes on to use them), else over the file as it is read now.
Result<SignatureCheck> checkSignature(const QString &path, const QByteArray *content,
                                      const QString &trustedCaFile)
{
    const QString signaturePath = signaturePathOf(path);
    const Result<QByteArray> signature
        = readSmallFile(signaturePath, Error::Code::SignatureUnreadable);
    if (!signature)
        return signature.error();
    if (!content && !isRegularFile(path))
        return Error::fromErrno(Error::Code::InputNotAFile, 0, path, -1,
                                Error::tr("not a regular file"));
    ERR_clear_error();
    const Bio bytes = content ? memoryBio(*content)
                              : Bio(BIO_new_file(nativePath(path).constData(), "rb"), &BIO_free);
    if (!bytes)
        return Error::fromErrno(Error::Code::InputNotAFile, 0, path, -1, takeOpenSslErrors());
    SignatureCheck check;
    Cms cms(d2i_CMS_bio(memoryBio(*signature).get(), nullptr), &CMS_ContentInfo_free);
    STACK_OF(CMS_SignerInfo) *signers = cms ? CMS_get0_SignerInfos(cms.get()) : nullptr;
    if (!signers || sk_CMS_SignerInfo_num(signers) != 1) {
        // Not a signature at all: it vouches for nothing, which is what the check says.
        check.readable = false;
        check.problem = cms ? QStringLiteral("not exactly one signer") : takeOpenSslErrors();
        check.fault = SignatureFault::NotASignature;
        ERR_clear_error();
        return check;
    }
    ERR_clear_error();
    CMS_SignerInfo *signer = sk_CMS_SignerInfo_value(signers, 0);
    CMS_set1_signers_certs(cms.get(), nullptr, 0); // the certificate the signature carries
    X509 *certificate = nullptr;
    CMS_SignerInfo_get0_algs(signer, nullptr, &certificate, nullptr, nullptr);
    if (certificate) {
        check.signerSubject = subjectOf(certificate);
        check.signerCertificateSha256 = sha256Of(certificate);
    }
    check.signingTime = signingTimeOf(signer);
    // The signature over the file's bytes; the signer's certificate is described above rather
    // than checked against a trust store this machine may not have.
    const int verified = CMS_verify(cms.get(), nullptr, nullptr, bytes.get(), nullptr,
                                    CMS_BINARY | CMS_NO_SIGNER_CERT_VERIFY);
    check.unchanged = verified == 1;
    if (!check.unchanged) {
        QList<unsigned long> codes;
        check.problem = takeOpenSslErrors(&codes);
        check.fault = verifyFault(codes);
    }
    if (!trustedCaFile.isEmpty()) {
        // Judged now: the signing time is what the signer wrote, and a certificate that expired
        // (or was not yet valid) then could write any time it liked.
        check.trustCheckedAt = nowUtc();
        if (!certificate) {
            check.trusted = false;
            check.trustProblem = QStringLiteral("the signature carries no certificate");
            if (check.unchanged)
                check.fault = SignatureFault::CertificateUntrusted;
            return check;
        }
        Result<Store> store = loadTrustStore(trustedCaFile);
        if (!store)
            return store.error();
        std::unique_ptr<STACK_OF(X509), void (*)(STACK_OF(X509) *)> carried(
            CMS_get1_certs(cms.get()),
            [](STACK_OF(X509) * certificates) { sk_X509_pop_free(certificates, X509_free); });
        const Result<int> problem
            = chainProblem(certificate, carried.get(), store->get(), check.trustCheckedAt);
        if (!problem)
            return problem.error();
        check.trusted = *problem == X509_V_OK;
        if (!*check.trusted)
            check.trustProblem = QString::fromLatin1(X509_verify_cert_error_string(*problem));
        if (check.unchanged) // a changed file is the news, whoever signed it
            check.fault = trustFault(*problem);
    }
    return check;
}

// A value oneLogLine() (util/logline.h) wrote, as it was.
QString fromLogLine(const QString &value)
{
    QString text;
    text.reserve(value.size());
    for (qsizetype at = 0; at < value.size(); ++at) {
        if (value[at] != u'\\' || at + 1 == value.size()) {
            text += value[at];
            continue;
        }
        const QChar next = value[++at];
        if (next == u'n')
            text += u'\n';
        else if (next == u'r')
            text += u'\r';
        else if (next == u't')
            text += u'\t';
        else if (next == u'x') {
            // Four digits for the Unicode separators and bidirectional controls, which all start
            // with 20; two for the other controls, none of which is 0x20.
            const int digits = value.mid(at + 1, 2) == QLatin1String("20") ? 4 : 2;
            bool ok = false;
            const uint code = value.mid(at + 1, digits).toUInt(&ok, 16);
            if (ok) {
                text += QChar(char16_t(code));
                at += digits;
            } else {
                text += QStringLiteral("\\x");
            }
        } else {
            text += next; // a doubled backslash
        }
    }
    return text;
}

// When the acquisition log was written: its first "Created (UTC)" line (the log is in English),
// which belongs to the run that wrote it; a resumed run's log keeps the earlier runs' log after
// its own text. Invalid when there is none.
QDateTime logCreatedAt(const QByteArray &log)
{
    static const QRegularExpression created(
        QStringLiteral("^ *Created \\(UTC\\) *: (\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d)"),
        QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match
        = created.match(QString::fromUtf8(log.first(std::min<qsizetype>(log.size(), 65536))));
    if (!match.hasMatch())
        return {};
    QDateTime time
        = QDateTime::fromString(match.captured(1), QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    time.setTimeZone(QTimeZone::utc());
    return time;
}

QString cleanAbsolute(const QString &path)
{
    return QDir::cleanPath(absolutePath(path));
}

// Where a file the log names is now: where the log names it, else by its name beside the log (a
// case folder copied elsewhere); where the log names it when it is in neither place.
// Where a file the signed log names is now. A file the log named in its own folder (the case
// folder, as the log's lines about the record or the log itself show it) is looked for in the
// log's folder as it is now, and nowhere else: a copied or moved case folder is checked on its
// own files, never silently on the original's. A file the log named elsewhere (a report saved
// in another folder) is looked for where it named it.
QString locateLogged(const QString &loggedPath, const QString &logPath, const QString &caseFolder)
{
    if (!caseFolder.isEmpty() && pathFolder(loggedPath) == caseFolder)
        return pathFolder(cleanAbsolute(logPath)) + u'/' + pathFileName(loggedPath);
    return loggedPath;
}

// The folder the log was written in, as its own lines name it: that of a logged path whose name
// is the log's or its record's. Empty when the log names neither.
QString loggedCaseFolder(const QList<LoggedSignature> &logged, const QString &logPath)
{
    const QString logName = pathFileName(logPath);
    const QString recordName = logName.chopped(4) + QStringLiteral(".json");
    for (const LoggedSignature &line : logged) {
        const QString name = pathFileName(line.path);
        if (name == logName || name == recordName)
            return pathFolder(line.path);
    }
    return {};
}

void noteLogged(SignedFileCheck &check, const LoggedSignature &logged, const QString &logPath)
{
    check.loggedIn = logPath;
    check.loggedTime = logged.time;
    check.loggedSignerSubject = logged.signerSubject;
    check.loggedCertificateSha256 = logged.certificateSha256;
    if (check.status == SignedFileCheck::Status::Checked && check.unchanged
        && check.signerCertificateSha256.compare(logged.certificateSha256, Qt::CaseInsensitive)
               != 0) {
        check.status = SignedFileCheck::Status::SignerDiffers;
        check.problem = QStringLiteral("signed with the certificate SHA-256 %1; the log %2 says "
                                       "with %3")
                            .arg(check.signerCertificateSha256, logPath, logged.certificateSha256);
    }
}

} // namespace

SignedFileCheck signedFileCheck(const QString &path, const SignatureCheck &check,
                                const QString &trustedCaFile)
{
    SignedFileCheck result;
    result.path = path;
    result.status = check.readable ? SignedFileCheck::Status::Checked
                                   : SignedFileCheck::Status::SignatureInvalid;
    result.unchanged = check.unchanged;
    result.signerSubject = check.signerSubject;
    result.signerCertificateSha256 = check.signerCertificateSha256;
    result.signingTime = check.signingTime;
    result.problem = check.problem;
    result.fault = check.fault;
    result.trusted = check.trusted;
    result.trustedCa = check.trusted ? trustedCaFile : QString();
    result.trustProblem = check.trustProblem;
    result.trustCheckedAt = check.trustCheckedAt;
    return result;
}

Result<SignatureCheck> checkDetachedSignature(const QString &path, const QString &trustedCaFile)
{
    return checkSignature(path, nullptr, trustedCaFile);
}

Result<void> checkTrustedCaFile(const QString &trustedCaFile)
{
    const Result<Store> store = loadTrustStore(trustedCaFile);
    if (!store)
        return store.error();
    return {};
}

QList<LoggedSignature> loggedSignaturesIn(const QByteArray &log)
{
    static const QRegularExpression signatureLine(
        QStringLiteral("^Signature (\\S+) (.+?)\\.p7s by (.*), certificate SHA-256 "
                       "([0-9a-fA-F]+)$"));
    static const QRegularExpression reportLine(
        QStringLiteral("^Report (\\S+) SHA-256 ([0-9a-fA-F]+)  (.+)$"));
    QList<LoggedSignature> signatures;
    const auto forget = [&signatures](const QString &path) {
        signatures.removeIf(
            [&path](const LoggedSignature &signature) { return signature.path == path; });
    };
    for (qsizetype start = 0; start < log.size();) {
        qsizetype end = log.indexOf('\n', start);
        if (end < 0)
            end = log.size();
        QByteArrayView line = QByteArrayView(log).sliced(start, end - start);
        start = end + 1;
        if (line.endsWith('\r'))
            line.chop(1);
        if (!line.startsWith("Signature ") && !line.startsWith("Report "))
            continue;
        const QString text = QString::fromUtf8(line);
        if (const QRegularExpressionMatch match = signatureLine.match(text); match.hasMatch()) {
            LoggedSignature signature{fromLogLine(match.captured(2)),
                                      QDateTime::fromString(match.captured(1), Qt::ISODate),
                                      fromLogLine(match.captured(3)), match.captured(4)};
            forget(signature.path);
            signatures.append(signature);
        } else if (const QRegularExpressionMatch report = reportLine.match(text);
                   report.hasMatch()) {
            forget(fromLogLine(report.captured(3))); // written anew since it was signed
        }
    }
    return signatures;
}

Result<QList<SignedFileCheck>> checkSignaturesOf(const QStringList &hashlogs,
                                                 const QString &trustedCaFile,
                                                 const QStringList &imageFiles)
{
    QStringList signedFiles = hashlogs;
    QStringList logs; // the acquisition logs beside records: what they say was signed counts
    for (const QString &path : hashlogs) {
        if (path.endsWith(QLatin1String(".json"))) {
            logs << path.chopped(5) + QStringLiteral(".txt");
            signedFiles << logs.constLast() << path.chopped(5) + QStringLiteral(".pdf");
        }
    }
    // The acquisition's own log beside the image (OUTPUT_BASE.txt of OUTPUT_BASE.dd, .001, .E01),
    // signed: it names the record even when the verification is against other hashlogs, or the
    // record is gone.
    if (!imageFiles.isEmpty()) {
        // By its bytes (util/nativepath.h): the image's name without its last extension.
        const QString image = absolutePath(imageFiles.constFirst());
        const qsizetype slash = image.lastIndexOf(u'/');
        const qsizetype dot = image.lastIndexOf(u'.');
        const QString log = (dot > slash + 1 ? image.left(dot) : image) + QStringLiteral(".txt");
        if (!logs.contains(log) && pathExists(signaturePathOf(log))) {
            logs << log;
            signedFiles << log;
        }
    }
    signedFiles.removeDuplicates();
    QList<SignedFileCheck> checks;
    QList<std::pair<QString, QByteArray>> signedLogs; // unchanged since signed
    for (const QString &path : std::as_const(signedFiles)) {
        if (!pathExists(signaturePathOf(path)) || !pathExists(path))
            continue;
        QByteArray bytes;
        const bool isLog = logs.contains(path);
        if (isLog) {
            // Read once: the lines used below are the bytes whose signature was checked.
            Result<QByteArray> read = readWholeFile(path, MaximumSignedLogBytes);
            if (!read)
                return read.error();
            bytes = std::move(*read);
        }
        const Result<SignatureCheck> check
            = checkSignature(path, isLog ? &bytes : nullptr, trustedCaFile);
        if (!check)
            return check.error();
        checks.append(signedFileCheck(path, *check, trustedCaFile));
        if (isLog && check->unchanged)
            signedLogs.append({path, std::move(bytes)});
    }
    for (const auto &[logPath, bytes] : std::as_const(signedLogs)) {
        // The record is written anew with the log: a resumed run keeps the earlier runs' log,
        // whose signature lines of the record (older than this log) concern an earlier version.
        const QDateTime created = logCreatedAt(bytes);
        const QString record = cleanAbsolute(logPath.chopped(4) + QStringLiteral(".json"));
        const QList<LoggedSignature> loggedSignatures = loggedSignaturesIn(bytes);
        const QString caseFolder = loggedCaseFolder(loggedSignatures, logPath);
        for (const LoggedSignature &logged : loggedSignatures) {
            const QString path = locateLogged(logged.path, logPath, caseFolder);
            if (created.isValid() && logged.time.isValid() && logged.time < created
                && cleanAbsolute(path) == record)
                continue;
            const auto same
                = std::find_if(checks.begin(), checks.end(), [&path](const SignedFileCheck &check) {
                      return cleanAbsolute(check.path) == cleanAbsolute(path);
                  });
            if (same != checks.end()) {
                noteLogged(*same, logged, logPath);
                continue;
            }
            SignedFileCheck check;
            if (pathExists(path) && pathExists(signaturePathOf(path))) {
                const Result<SignatureCheck> found = checkSignature(path, nullptr, trustedCaFile);
                if (!found)
                    return found.error();
                check = signedFileCheck(path, *found, trustedCaFile);
            } else {
                check.path = path;
                check.status = pathExists(path) ? SignedFileCheck::Status::SignatureMissing
                                                : SignedFileCheck::Status::FileMissing;
                check.problem = pathExists(path)
                                    ? QStringLiteral("%1 is missing").arg(signaturePathOf(path))
                                    : QStringLiteral("neither %1 nor %2 is there")
                                          .arg(path, signaturePathOf(path));
            }
            noteLogged(check, logged, logPath);
            checks.append(check);
        }
    }
    return checks;
}

Result<QList<SignedFileCheck>> failedSignaturesOfRecord(const QString &recordPath)
{
    const QString record = absolutePath(recordPath);
    const Result<QList<SignedFileCheck>> checks = checkSignaturesOf({record});
    if (!checks)
        return checks.error();
    const QString log = record.endsWith(QLatin1String(".json"))
                            ? record.chopped(5) + QStringLiteral(".txt")
                            : QString();
    QList<SignedFileCheck> failed;
    for (const SignedFileCheck &check : *checks) {
        const QString path = cleanAbsolute(check.path);
        if (check.failed() && (path == cleanAbsolute(record) || path == cleanAbsolute(log)))
            failed.append(check);
    }
    return failed;
}

} // namespace Custody
