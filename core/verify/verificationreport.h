// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/imagereader.h"
#include "record/acquisitionrecord.h"
#include "util/error.h"
#include "verify/hashlog.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>

#include <optional>

namespace Custody {

// One logged digest compared with the image.
struct DigestCheck
{
    enum class Outcome { Match, Mismatch, NotChecked };

    QString hashlogPath;
    LoggedDigest logged;
    std::optional<Extent> extent; // where in the image, for windows and segments
    Outcome outcome = Outcome::NotChecked;
    QString computedHex; // empty when not checked, or when the image has no such window
    QString reason;      // why it was not checked, or why a window could not be compared
};

// A size the log records compared with the image's (or one segment's).
struct SizeCheck
{
    QString hashlogPath;
    LoggedSize logged;
    QString file; // a segment file; empty for the whole image
    qint64 actualBytes = 0;

    bool matches() const { return logged.bytes == actualBytes; }
};

// Why a detached signature does not vouch for its file, as a reader needs it said: OpenSSL's own
// words ("error:1700006D:…:content verify error") stay in the check's problem and trustProblem.
enum class SignatureFault {
    None,
    FileChanged,            // the file's bytes are not those signed: it changed since signing
    SignatureDamaged,       // the signature does not verify with the certificate it carries
    NotASignature,          // FILE.p7s is not a detached CMS signature of one signer
    CertificateUntrusted,   // not issued under the trusted CA (or carries no certificate)
    CertificateExpired,     // issued under it, but expired at the time of the verification
    CertificateNotYetValid, // issued under it, but not valid yet at the time of the verification
};

// A file of the verification (the hashlog, or the log or report beside a record) that has a
// detached signature, or that the signed log beside a record says was signed: unchanged since
// signed, by whom and when, or what is missing.
struct SignedFileCheck
{
    enum class Status {
        Checked,          // FILE.p7s was read and checked: see unchanged and trusted
        SignatureMissing, // the signed log says the file was signed; FILE.p7s is not there
        FileMissing,      // the signed log says the file was signed; neither it nor FILE.p7s is
        SignatureInvalid, // FILE.p7s is not a detached CMS signature of one signer (problem)
        SignerDiffers,    // unchanged, but signed with another certificate than the log names
    };

    QString path;
    Status status = Status::Checked;
    bool unchanged = false;
    QString signerSubject;
    QString signerCertificateSha256;
    QDateTime signingTime; // as the signer states it; invalid when the signature carries none
    QString problem;       // why it does not verify, in OpenSSL's words
    SignatureFault fault = SignatureFault::None; // what failed: the file, the signature or trust
    // Checked against a trusted CA (--trust-ca): whether the certificate chains to it and is
    // valid at trustCheckedAt, the time of the verification (a signing time is the signer's
    // claim, and no trusted time stamp says when it signed).
    std::optional<bool> trusted;
    QString trustedCa; // the CA file
    QString trustProblem;
    QDateTime trustCheckedAt;
    // What the signed acquisition log says of this file's signature (empty when it says nothing).
    QString loggedIn; // the log
    QDateTime loggedTime;
    QString loggedSignerSubject;
    QString loggedCertificateSha256;

    bool failed() const { return status != Status::Checked || !unchanged || trusted == false; }
};

// "checked", "signature-missing", "file-missing", "signature-invalid", "signer-differs".
QString signedFileStatusName(SignedFileCheck::Status status);
// One signed file, for people: unchanged or not, when, with whose certificate, whether a trusted
// CA issued it and at which time that was judged, and what the signed log says is missing.
QString signatureText(const SignedFileCheck &check);

struct HashlogSummary
{
    QString path;
    HashlogFormat format = HashlogFormat::Coreutils;
    QStringList notes;
};

// The result of verifying an image against hashlogs: a value type, the source of the CLI's
// output (text or JSON) and, later, of the Verify dialog and its printed report.
//
// The verdict is Match only when the whole image was read, no chunk of a container fails its
// checksum, every size and every digest that could be checked (whole image and every window)
// agrees, at least one digest was checked, no signed file beside it changed since it was signed,
// and the digests that agree cover the whole image (a list that names some segments of a split
// image only is Incomplete).
struct VerificationReport
{
    Q_DECLARE_TR_FUNCTIONS(Custody::VerificationReport)

public:
    enum class Verdict {
        Match,
        Mismatch,
        NotVerified, // nothing in the logs could be checked
        Incomplete,  // what was checked agrees, but part of the image is covered by no digest
        Failed,      // the image could not be read to the end, or the run was cancelled
    };

    QString commandLine; // set by the front end, for the record
    // The case the verification was made for, as the examiner gave it (custody-cli verify
    // --case-number …, the Verify dialog): the examiner is the one who verified.
    CaseDetails caseDetails;
    QStringList imageFiles;
    qint64 imageBytes = 0;
    QList<HashlogSummary> hashlogs;
    QList<DigestCheck> checks;
    QList<SizeCheck> sizes;
    // Ranges whose checksum inside the image fails (E01 chunks): a mismatch wherever they are.
    QList<ImageFault> faults;
    // Signed files, checked by the front end: one changed since signed is a mismatch (its
    // digests are not the ones signed).
    QList<SignedFileCheck> signatures;
    QStringList notes;
    QDateTime startTime;
    QDateTime endTime;
    qint64 bytesRead = 0;
    std::optional<Error> error;
    // What the image's sectors look like, counted in the same read (absent when not read whole).
    std::optional<ContentProfile> content;
    // The acquisition records whose unreadable ranges the count took as fill, not data.
    QStringList contentUnreadableFrom;

    Verdict verdict() const;
    int checkedCount() const;
    // The windows and segments of the image whose digest differs, each counted once however
    // many algorithms and hashlogs say so.
    int differingPieces() const;
    int countOf(DigestCheck::Outcome outcome) const;
    // Signed files changed since signed, signed under no CA the verification trusts (at its
    // time), or whose signature is missing or invalid though the signed log says they were signed.
    int failedSignedFiles() const;
    // The first range of the image that no matching digest covers; nullopt when all is covered.
    std::optional<Extent> firstUncovered() const;

    // The error in words, when there is one.
    QString errorMessage() const;
    QJsonObject toJson() const;
    // For people: per algorithm one line, windows summarised with every mismatching one
    // listed, notes and the verdict in words. Every line that names a file or repeats a
    // hashlog's words (a path, a reason, a logged digest) is shown with oneShownLine()
    // (util/logline.h): a name or a hashlog cannot forge a line or move the cursor.
    QString toText() const;
    // The verdict in a sentence or three: "Verdict: MATCH. …".
    QString verdictText() const;

private:
    QString algorithmText(const QString &algorithm) const;
};

// "match", "mismatch", "not-verified", "incomplete", "failed".
QString verdictName(VerificationReport::Verdict verdict);

} // namespace Custody
