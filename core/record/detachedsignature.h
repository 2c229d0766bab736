// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"
#include "verify/verificationreport.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <memory>
#include <optional>

namespace Custody {

// Detached CMS (PKCS#7) signatures of the files Custody writes (records, reports): FILE.p7s
// beside FILE, DER, signed with the examiner's key and certificate, with the signing time as a
// signed attribute. `openssl cms -verify -binary -inform DER -in FILE.p7s -content FILE` checks
// them, and Custody checks signatures `openssl cms -sign -binary -outform DER` made.

// Where a signature of `path` is kept.
QString signaturePathOf(const QString &path);

// A file Custody writes anew (a record, log or report) loses the signature of what it was, which
// would only say that it changed: true when there was one to remove.
bool dropSignatureOf(const QString &path);

// Who signs: a certificate and its private key (PEM), loaded once for every file of a job.
class SigningIdentity
{
public:
    // `passphrase` opens an encrypted key; empty for a key without one. Refuses a key that does
    // not belong to the certificate, with what to do.
    static Result<SigningIdentity> load(const QString &keyPath, const QString &certificatePath,
                                        const QByteArray &passphrase);
    ~SigningIdentity();
    SigningIdentity(SigningIdentity &&) noexcept;
    SigningIdentity &operator=(SigningIdentity &&) noexcept;

    QString subject() const { return m_subject; }
    QString certificateSha256() const { return m_certificateSha256; } // of its DER, hex

    // Signs the file at `path` as it is now into signaturePathOf(path) (written durably, an
    // existing one replaced): the path written.
    Result<QString> sign(const QString &path) const;

private:
    struct Keys;
    SigningIdentity();
    std::unique_ptr<Keys> m_keys;
    QString m_keyPath;
    QString m_subject;
    QString m_certificateSha256;
};

// What a detached signature says of its file.
struct SignatureCheck
{
    bool unchanged = false; // the file's bytes are those signed, and the signature is sound
    QString signerSubject;
    QString signerCertificateSha256;
    QDateTime signingTime; // invalid when the signature carries none
    QString problem;       // why it does not verify (when !unchanged)
    // With a trusted CA: whether the signer's certificate chains to it (as at the signing time).
    std::optional<bool> trusted;
    QString trustProblem;
};

// Checks signaturePathOf(path) against the file at `path`. Without `trustedCaFile` the signer's
// certificate is described, not trusted: whether it belongs to the examiner is for the reader to
// judge (its fingerprint is given). With it (PEM, the lab's CA), the certificate must chain to
// that CA as it stood at the signing time. An error when there is no signature, it cannot be read
// at all, or the CA file cannot be loaded.
Result<SignatureCheck> checkDetachedSignature(const QString &path,
                                              const QString &trustedCaFile = {});

// The signed files that verifying against `hashlogs` concerns: each hashlog with a FILE.p7s
// beside it, and the log and PDF report beside a record (NAME.json → NAME.txt, NAME.pdf), each
// checked (against `trustedCaFile` when given). A signature that cannot be read is an error.
Result<QList<SignedFileCheck>> checkSignaturesOf(const QStringList &hashlogs,
                                                 const QString &trustedCaFile = {});

} // namespace Custody
