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
    // `passphrase` opens an encrypted key; empty for a key without one. Refuses, with what to do,
    // a key that does not belong to the certificate and a certificate that is not valid now
    // (expired, or not yet valid): nothing is signed with it. Each file is read whole, at most
    // MaximumCredentialBytes (util/inputlimits.h); a device or folder is refused without blocking.
    static Result<SigningIdentity> load(const QString &keyPath, const QString &certificatePath,
                                        const QByteArray &passphrase);
    ~SigningIdentity();
    SigningIdentity(SigningIdentity &&) noexcept;
    SigningIdentity &operator=(SigningIdentity &&) noexcept;

    // RFC 2253, as logs and the case history keep it (util/certificatesubject.h reads it).
    QString subject() const { return m_subject; }
    QString issuer() const { return m_issuer; } // of the certificate, RFC 2253
    QString certificateSha256() const { return m_certificateSha256; } // of its DER, hex
    QDateTime notBefore() const { return m_notBefore; }
    QDateTime notAfter() const { return m_notAfter; }
    // An error (SigningFailed, naming the certificate and its validity) unless the certificate
    // is valid at `when`.
    Result<void> checkValidAt(const QDateTime &when) const;

    // Signs the file at `path` as it is now into signaturePathOf(path) (written durably, an
    // existing one replaced): the path written. Refused when the certificate is no longer (or
    // not yet) valid: a job can outlast it.
    Result<QString> sign(const QString &path) const;

private:
    struct Keys;
    SigningIdentity();
    std::unique_ptr<Keys> m_keys;
    QString m_keyPath;
    QString m_certificatePath;
    QString m_subject;
    QString m_issuer;
    QString m_certificateSha256;
    QDateTime m_notBefore;
    QDateTime m_notAfter;
};

// What a detached signature says of its file.
struct SignatureCheck
{
    bool readable = true;   // false when FILE.p7s is not a CMS signature of one signer
    bool unchanged = false; // the file's bytes are those signed, and the signature is sound
    QString signerSubject;
    QString signerCertificateSha256;
    QDateTime signingTime; // as the signer states it; invalid when the signature carries none
    QString problem;       // why it does not verify (when !unchanged), in OpenSSL's words
    SignatureFault fault = SignatureFault::None; // what failed, for people
    // With a trusted CA: whether the signer's certificate chains to it, judged at trustCheckedAt
    // (the time of the check: the signing time is only the signer's word, and no trusted time
    // stamp says when the file was signed).
    std::optional<bool> trusted;
    QString trustProblem;
    QDateTime trustCheckedAt;
};

// Checks signaturePathOf(path) against the file at `path`. Without `trustedCaFile` the signer's
// certificate is described, not trusted: whether it belongs to the examiner is for the reader to
// judge (its fingerprint is given). With it (PEM, the lab's CA), the certificate must chain to
// that CA and be valid now. A signature that is not a CMS signature of one signer is a check that
// failed (unchanged false, with the problem); an error when a file cannot be read, or the CA
// file cannot be loaded.
Result<SignatureCheck> checkDetachedSignature(const QString &path,
                                              const QString &trustedCaFile = {});

// A check of one signature as a verification reports it (status Checked, or SignatureInvalid
// when it is not a signature of one signer).
SignedFileCheck signedFileCheck(const QString &path, const SignatureCheck &check,
                                const QString &trustedCaFile);

// Reads the trusted CA file (PEM, one or more certificates, at most MaximumCredentialBytes): an
// error naming it when it cannot be used, so that a front end can refuse it before any work.
Result<void> checkTrustedCaFile(const QString &trustedCaFile);

// What an acquisition log says was signed: its lines "Signature TIME FILE.p7s by SUBJECT,
// certificate SHA-256 HEX" (render/signedoutputs.cpp), each file's last such line unless a later
// "Report TIME SHA-256 HEX  FILE" line says it was written anew since. In the order of the log.
struct LoggedSignature
{
    QString path; // the file signed, as the log names it (absolute when it was written)
    QDateTime time;
    QString signerSubject;
    QString certificateSha256;
};
QList<LoggedSignature> loggedSignaturesIn(const QByteArray &log);

// The signed files that verifying against `hashlogs` concerns: each hashlog with a FILE.p7s
// beside it, and the log and PDF report beside a record (NAME.json → NAME.txt, NAME.pdf), each
// checked (against `trustedCaFile` when given). When the log beside a record is itself signed and
// unchanged, every file it says was signed (found where it names it, or by name beside the log)
// must still have that signature, by that certificate: a file whose signature is missing, or the
// file itself, is a failed check that says so. (Except the record's signatures older than the
// log's "Created (UTC)" line: a resumed run rewrote the record and the log, and they signed its
// earlier version.) With `imageFiles` (the image's files, in order), the acquisition log beside
// the image (OUTPUT_BASE.txt), when signed, is read so too: a record it says was signed and that
// is gone, or lost its signature, fails even when the verification uses other hashlogs. A file
// that cannot be read is an error.
Result<QList<SignedFileCheck>> checkSignaturesOf(const QStringList &hashlogs,
                                                 const QString &trustedCaFile = {},
                                                 const QStringList &imageFiles = {});

// Before signing anything made from a record (a report, the log again): the checks of the
// record's and its log's signatures that fail (changed, unreadable, or missing though the signed
// log says they were signed). Signing on top of them would vouch for what their signer did not
// sign; empty when there is nothing against it.
Result<QList<SignedFileCheck>> failedSignaturesOfRecord(const QString &recordPath);

} // namespace Custody
