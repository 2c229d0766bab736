// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/detachedsignature.h"

#include "util/durablefile.h"

#include <QFile>
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

using Bio = std::unique_ptr<BIO, decltype(&BIO_free)>;
using Cms = std::unique_ptr<CMS_ContentInfo, decltype(&CMS_ContentInfo_free)>;

// OpenSSL's queued errors as one line (emptying the queue).
QString takeOpenSslErrors()
{
    QStringList lines;
    while (const unsigned long code = ERR_get_error()) {
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
    return Bio(BIO_new_file(QFile::encodeName(path).constData(), "rb"), &BIO_free);
}

// Keys, certificates and signatures: small files, read whole.
Result<QByteArray> readSmallFile(const QString &path, Error::Code code)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error::fromErrno(code, 0, path, -1, file.errorString());
    if (file.size() > 1024 * 1024)
        return Error::fromErrno(code, 0, path, -1, QStringLiteral("larger than 1 MiB"));
    QByteArray bytes = file.readAll();
    if (bytes.size() != file.size())
        return Error::fromErrno(code, 0, path, -1, file.errorString());
    return bytes;
}

QString subjectOf(X509 *certificate)
{
    Bio out(BIO_new(BIO_s_mem()), &BIO_free);
    X509_NAME_print_ex(out.get(), X509_get_subject_name(certificate), 0, XN_FLAG_RFC2253);
    char *data = nullptr;
    const long length = BIO_get_mem_data(out.get(), &data);
    return QString::fromUtf8(data, int(length));
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
    std::tm parts{};
    if (ASN1_TIME_to_tm(value->value.utctime, &parts) != 1)
        return {};
    return QDateTime(QDate(parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday),
                     QTime(parts.tm_hour, parts.tm_min, parts.tm_sec), QTimeZone::utc());
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
    identity.m_subject = subjectOf(identity.m_keys->certificate);
    identity.m_certificateSha256 = sha256Of(identity.m_keys->certificate);
    return identity;
}

Result<QString> SigningIdentity::sign(const QString &path) const
{
    const auto failed = [this, &path](const QString &why) {
        return Error::fromErrno(Error::Code::SigningFailed, 0, m_keyPath, -1,
                                QStringLiteral("signing %1: %2").arg(path, why));
    };
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
    if (const Result<void> written = replaceFile(signature, bytes, Error::Code::WriteFailed);
        !written)
        return written.error();
    return signature;
}

namespace {

// Whether `certificate` chains to the CA certificates in `caFile` as at `when` (now when
// invalid); intermediates may come from the signature. An empty text: it does; else why not.
Result<QString> chainProblem(X509 *certificate, STACK_OF(X509) * intermediates,
                             const QString &caFile, const QDateTime &when)
{
    std::unique_ptr<X509_STORE, decltype(&X509_STORE_free)> store(X509_STORE_new(),
                                                                  &X509_STORE_free);
    ERR_clear_error();
    if (!store || X509_STORE_load_file(store.get(), QFile::encodeName(caFile).constData()) != 1)
        return Error::fromErrno(Error::Code::InputNotAFile, 0, caFile, -1,
                                QStringLiteral("not a PEM CA certificate: ") + takeOpenSslErrors());
    std::unique_ptr<X509_STORE_CTX, decltype(&X509_STORE_CTX_free)> context(X509_STORE_CTX_new(),
                                                                            &X509_STORE_CTX_free);
    if (!context
        || X509_STORE_CTX_init(context.get(), store.get(), certificate, intermediates) != 1)
        return Error::fromErrno(Error::Code::InputNotAFile, 0, caFile, -1, takeOpenSslErrors());
    if (when.isValid())
        X509_VERIFY_PARAM_set_time(X509_STORE_CTX_get0_param(context.get()),
                                   time_t(when.toSecsSinceEpoch()));
    if (X509_verify_cert(context.get()) == 1)
        return QString();
    ERR_clear_error();
    return QString::fromLatin1(
        X509_verify_cert_error_string(X509_STORE_CTX_get_error(context.get())));
}

} // namespace

Result<SignatureCheck> checkDetachedSignature(const QString &path, const QString &trustedCaFile)
{
    const QString signaturePath = signaturePathOf(path);
    const Result<QByteArray> signature
        = readSmallFile(signaturePath, Error::Code::SignatureUnreadable);
    if (!signature)
        return signature.error();
    ERR_clear_error();
    const Bio content = fileBio(path);
    if (!content)
        return Error::fromErrno(Error::Code::InputNotAFile, 0, path, -1, takeOpenSslErrors());
    Cms cms(d2i_CMS_bio(memoryBio(*signature).get(), nullptr), &CMS_ContentInfo_free);
    STACK_OF(CMS_SignerInfo) *signers = cms ? CMS_get0_SignerInfos(cms.get()) : nullptr;
    if (!signers || sk_CMS_SignerInfo_num(signers) != 1) {
        const QString why = cms ? QStringLiteral("not exactly one signer") : takeOpenSslErrors();
        ERR_clear_error();
        return Error::fromErrno(Error::Code::SignatureUnreadable, 0, signaturePath, -1, why);
    }
    ERR_clear_error();
    SignatureCheck check;
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
    const int verified = CMS_verify(cms.get(), nullptr, nullptr, content.get(), nullptr,
                                    CMS_BINARY | CMS_NO_SIGNER_CERT_VERIFY);
    check.unchanged = verified == 1;
    if (!check.unchanged)
        check.problem = takeOpenSslErrors();
    if (!trustedCaFile.isEmpty()) {
        if (!certificate) {
            check.trusted = false;
            check.trustProblem = QStringLiteral("the signature carries no certificate");
            return check;
        }
        std::unique_ptr<STACK_OF(X509), void (*)(STACK_OF(X509) *)> carried(
            CMS_get1_certs(cms.get()),
            [](STACK_OF(X509) * certificates) { sk_X509_pop_free(certificates, X509_free); });
        const Result<QString> problem
            = chainProblem(certificate, carried.get(), trustedCaFile, check.signingTime);
        if (!problem)
            return problem.error();
        check.trusted = problem->isEmpty();
        check.trustProblem = *problem;
    }
    return check;
}

Result<QList<SignedFileCheck>> checkSignaturesOf(const QStringList &hashlogs,
                                                 const QString &trustedCaFile)
{
    QStringList signedFiles = hashlogs;
    for (const QString &path : hashlogs) {
        if (path.endsWith(QLatin1String(".json")))
            signedFiles << path.chopped(5) + QStringLiteral(".txt")
                        << path.chopped(5) + QStringLiteral(".pdf");
    }
    QList<SignedFileCheck> checks;
    for (const QString &path : std::as_const(signedFiles)) {
        if (!QFile::exists(signaturePathOf(path)) || !QFile::exists(path))
            continue;
        const Result<SignatureCheck> check = checkDetachedSignature(path, trustedCaFile);
        if (!check)
            return check.error();
        checks.append({path, check->unchanged, check->signerSubject, check->signerCertificateSha256,
                       check->signingTime, check->problem, check->trusted,
                       check->trusted ? trustedCaFile : QString(), check->trustProblem});
    }
    return checks;
}

} // namespace Custody
