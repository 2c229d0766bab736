// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "verify/verificationreport.h"

#include "util/certificatesubject.h"
#include "util/logline.h"
#include "util/units.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QSet>
#include <QSysInfo>

namespace Custody {

namespace {

QString outcomeName(DigestCheck::Outcome outcome)
{
    switch (outcome) {
    case DigestCheck::Outcome::Match: return QStringLiteral("match");
    case DigestCheck::Outcome::Mismatch: return QStringLiteral("mismatch");
    case DigestCheck::Outcome::NotChecked: return QStringLiteral("not-checked");
    }
    return {};
}

QString scopeName(DigestScope scope)
{
    switch (scope) {
    case DigestScope::Whole: return QStringLiteral("whole");
    case DigestScope::Window: return QStringLiteral("window");
    case DigestScope::Segment: return QStringLiteral("segment");
    }
    return {};
}

QString where(const QString &hashlogPath, int lineNumber)
{
    const QString name = QFileInfo(hashlogPath).fileName();
    return lineNumber > 0 ? VerificationReport::tr("%1, line %2").arg(name).arg(lineNumber) : name;
}

QString range(const Extent &extent)
{
    return VerificationReport::tr("bytes %1").arg(formatByteRange(extent));
}

// "2048-2111": the sectors a fault covers, as E01 tools count them.
QString sectorRange(const ImageFault &fault)
{
    const qint64 sector = std::max(1, fault.sectorBytes);
    return QString::number(fault.extent.offset / sector) + QLatin1Char('-')
           + QString::number((fault.extent.end() + sector - 1) / sector - 1);
}

QJsonObject checkJson(const DigestCheck &check)
{
    QJsonObject json{
        {QStringLiteral("hashlog"), check.hashlogPath},
        {QStringLiteral("line"), check.logged.lineNumber},
        {QStringLiteral("algorithm"), check.logged.algorithmName},
        {QStringLiteral("supported"), check.logged.algorithm().has_value()},
        {QStringLiteral("scope"), scopeName(check.logged.scope)},
        {QStringLiteral("logged"), check.logged.hex},
        {QStringLiteral("computed"), check.computedHex},
        {QStringLiteral("outcome"), outcomeName(check.outcome)},
    };
    if (!check.logged.subject.isEmpty())
        json.insert(QStringLiteral("subject"), check.logged.subject);
    if (check.extent) {
        json.insert(QStringLiteral("offset"), check.extent->offset);
        json.insert(QStringLiteral("length"), check.extent->length);
    }
    if (!check.reason.isEmpty())
        json.insert(QStringLiteral("reason"), check.reason);
    return json;
}

} // namespace

QString verdictName(VerificationReport::Verdict verdict)
{
    switch (verdict) {
    case VerificationReport::Verdict::Match: return QStringLiteral("match");
    case VerificationReport::Verdict::Mismatch: return QStringLiteral("mismatch");
    case VerificationReport::Verdict::NotVerified: return QStringLiteral("not-verified");
    case VerificationReport::Verdict::Incomplete: return QStringLiteral("incomplete");
    case VerificationReport::Verdict::Failed: return QStringLiteral("failed");
    }
    return {};
}

QString signedFileStatusName(SignedFileCheck::Status status)
{
    switch (status) {
    case SignedFileCheck::Status::Checked: return QStringLiteral("checked");
    case SignedFileCheck::Status::SignatureMissing: return QStringLiteral("signature-missing");
    case SignedFileCheck::Status::FileMissing: return QStringLiteral("file-missing");
    case SignedFileCheck::Status::SignatureInvalid: return QStringLiteral("signature-invalid");
    case SignedFileCheck::Status::SignerDiffers: return QStringLiteral("signer-differs");
    }
    return {};
}

int VerificationReport::countOf(DigestCheck::Outcome outcome) const
{
    return int(std::count_if(checks.cbegin(), checks.cend(), [outcome](const DigestCheck &check) {
        return check.outcome == outcome;
    }));
}

int VerificationReport::differingPieces() const
{
    QSet<QPair<qint64, qint64>> pieces;
    for (const DigestCheck &check : checks) {
        if (check.outcome == DigestCheck::Outcome::Mismatch && check.extent)
            pieces.insert({check.extent->offset, check.extent->length});
    }
    return int(pieces.size());
}

int VerificationReport::checkedCount() const
{
    return countOf(DigestCheck::Outcome::Match) + countOf(DigestCheck::Outcome::Mismatch);
}

VerificationReport::Verdict VerificationReport::verdict() const
{
    if (error)
        return Verdict::Failed;
    const bool sizeMismatch = std::any_of(sizes.cbegin(), sizes.cend(),
                                          [](const SizeCheck &size) { return !size.matches(); });
    if (sizeMismatch || countOf(DigestCheck::Outcome::Mismatch) > 0 || !faults.isEmpty()
        || failedSignedFiles() > 0)
        return Verdict::Mismatch;
    if (countOf(DigestCheck::Outcome::Match) == 0)
        return Verdict::NotVerified;
    return firstUncovered() ? Verdict::Incomplete : Verdict::Match;
}

int VerificationReport::failedSignedFiles() const
{
    return int(std::count_if(signatures.cbegin(), signatures.cend(),
                             [](const SignedFileCheck &check) { return check.failed(); }));
}

std::optional<Extent> VerificationReport::firstUncovered() const
{
    QList<Extent> covered;
    for (const DigestCheck &check : checks) {
        if (check.outcome != DigestCheck::Outcome::Match)
            continue;
        if (!check.extent)
            return std::nullopt; // a digest of the whole image
        covered.append(*check.extent);
    }
    std::sort(covered.begin(), covered.end(),
              [](const Extent &a, const Extent &b) { return a.offset < b.offset; });
    qint64 end = 0;
    for (const Extent &extent : std::as_const(covered)) {
        if (extent.offset > end)
            break;
        end = std::max(end, extent.end());
    }
    if (end >= imageBytes)
        return std::nullopt;
    const auto next = std::find_if(covered.cbegin(), covered.cend(),
                                   [end](const Extent &extent) { return extent.offset > end; });
    return Extent{end, (next == covered.cend() ? imageBytes : next->offset) - end};
}

QString VerificationReport::errorMessage() const
{
    if (!error)
        return {};
    // Error::userMessage() words a cancellation as an acquisition's.
    if (error->code == Error::Code::Cancelled)
        return tr("The verification was cancelled before the end of the image.");
    return error->userMessage();
}

QJsonObject VerificationReport::toJson() const
{
    QJsonArray logs;
    for (const HashlogSummary &log : hashlogs)
        logs.append(QJsonObject{{QStringLiteral("path"), log.path},
                                {QStringLiteral("format"), hashlogFormatName(log.format)},
                                {QStringLiteral("notes"), QJsonArray::fromStringList(log.notes)}});
    QJsonArray checkArray;
    for (const DigestCheck &check : checks)
        checkArray.append(checkJson(check));
    QJsonArray sizeArray;
    for (const SizeCheck &size : sizes)
        sizeArray.append(QJsonObject{{QStringLiteral("hashlog"), size.hashlogPath},
                                     {QStringLiteral("line"), size.logged.lineNumber},
                                     {QStringLiteral("file"), size.file},
                                     {QStringLiteral("loggedBytes"), size.logged.bytes},
                                     {QStringLiteral("actualBytes"), size.actualBytes},
                                     {QStringLiteral("matches"), size.matches()}});
    QJsonArray faultArray;
    for (const ImageFault &fault : faults)
        faultArray.append(QJsonObject{{QStringLiteral("offset"), fault.extent.offset},
                                      {QStringLiteral("length"), fault.extent.length},
                                      {QStringLiteral("file"), fault.file}});
    QJsonArray signatureArray;
    const auto time = [](const QDateTime &when) {
        return when.isValid() ? QJsonValue(when.toUTC().toString(Qt::ISODate)) : QJsonValue();
    };
    for (const SignedFileCheck &check : signatures)
        signatureArray.append(QJsonObject{
            {QStringLiteral("path"), check.path},
            {QStringLiteral("status"), signedFileStatusName(check.status)},
            {QStringLiteral("failed"), check.failed()},
            {QStringLiteral("unchanged"), check.unchanged},
            {QStringLiteral("signerSubject"), check.signerSubject},
            {QStringLiteral("signerCertificateSha256"), check.signerCertificateSha256},
            {QStringLiteral("signingTime"), check.signingTime.isValid() ? QJsonValue(
                                                check.signingTime.toUTC().toString(Qt::ISODate))
                                                                        : QJsonValue()},
            {QStringLiteral("problem"), check.problem},
            {QStringLiteral("trusted"),
             check.trusted ? QJsonValue(*check.trusted) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("trustedCa"), check.trustedCa},
            {QStringLiteral("trustProblem"), check.trustProblem},
            // The certificate is judged at the verification time: the signing time is the
            // signer's claim, and no trusted time stamp is available.
            {QStringLiteral("trustCheckedAt"), time(check.trustCheckedAt)},
            {QStringLiteral("trustTimeSource"),
             check.trusted ? QJsonValue(QStringLiteral("verification-time")) : QJsonValue()},
            {QStringLiteral("loggedIn"), check.loggedIn},
            {QStringLiteral("loggedSigningTime"), time(check.loggedTime)},
            {QStringLiteral("loggedSignerSubject"), check.loggedSignerSubject},
            {QStringLiteral("loggedCertificateSha256"), check.loggedCertificateSha256}});
    QJsonObject json{
        {QStringLiteral("format"), QStringLiteral("custody-verification-report")},
        {QStringLiteral("formatVersion"), 1},
        {QStringLiteral("tool"),
         QJsonObject{{QStringLiteral("name"), QStringLiteral("Custody")},
                     {QStringLiteral("version"), QStringLiteral(CUSTODY_VERSION)},
                     {QStringLiteral("commandLine"), commandLine}}},
        {QStringLiteral("host"),
         QJsonObject{{QStringLiteral("name"), QSysInfo::machineHostName()},
                     {QStringLiteral("kernel"),
                      QSysInfo::kernelType() + QLatin1Char(' ') + QSysInfo::kernelVersion()}}},
        {QStringLiteral("case"),
         QJsonObject{{QStringLiteral("caseNumber"), caseDetails.caseNumber},
                     {QStringLiteral("evidenceNumber"), caseDetails.evidenceNumber},
                     {QStringLiteral("examiner"), caseDetails.examiner},
                     {QStringLiteral("description"), caseDetails.description},
                     {QStringLiteral("notes"), caseDetails.notes}}},
        {QStringLiteral("image"),
         QJsonObject{{QStringLiteral("files"), QJsonArray::fromStringList(imageFiles)},
                     {QStringLiteral("sizeBytes"), imageBytes},
                     {QStringLiteral("bytesRead"), bytesRead}}},
        {QStringLiteral("hashlogs"), logs},
        {QStringLiteral("checks"), checkArray},
        {QStringLiteral("sizes"), sizeArray},
        {QStringLiteral("checksumErrors"), faultArray},
        {QStringLiteral("signatures"), signatureArray},
        {QStringLiteral("notes"), QJsonArray::fromStringList(notes)},
        {QStringLiteral("times"),
         QJsonObject{{QStringLiteral("start"), startTime.toUTC().toString(Qt::ISODateWithMs)},
                     {QStringLiteral("end"), endTime.toUTC().toString(Qt::ISODateWithMs)}}},
        {QStringLiteral("summary"),
         QJsonObject{{QStringLiteral("matched"), countOf(DigestCheck::Outcome::Match)},
                     {QStringLiteral("mismatched"), countOf(DigestCheck::Outcome::Mismatch)},
                     {QStringLiteral("notChecked"), countOf(DigestCheck::Outcome::NotChecked)}}},
        {QStringLiteral("verdict"), verdictName(verdict())},
    };
    if (error)
        json.insert(QStringLiteral("error"),
                    QJsonObject{{QStringLiteral("code"), error->codeName()},
                                {QStringLiteral("path"), error->path},
                                {QStringLiteral("offset"), error->offset},
                                {QStringLiteral("message"), errorMessage()}});
    if (content) // what the image's sectors look like (docs/FORMATS.md, "content")
        json.insert(QStringLiteral("content"), content->toJson());
    if (!contentUnreadableFrom.isEmpty())
        json.insert(QStringLiteral("contentUnreadableFrom"),
                    QJsonArray::fromStringList(contentUnreadableFrom));
    return json;
}

QString signatureText(const SignedFileCheck &check)
{
    const auto timeText = [](const QDateTime &time) {
        return time.isValid() ? time.toUTC().toString(Qt::ISODate)
                              : VerificationReport::tr("an unrecorded time");
    };
    const QString when = timeText(check.signingTime);
    switch (check.status) {
    case SignedFileCheck::Status::SignatureMissing:
        return VerificationReport::tr("SIGNATURE MISSING  %1: the signed log %2 says it was "
                                      "signed at %3 with a certificate naming %4 (SHA-256 %5), "
                                      "but its signature %1.p7s is not there")
            .arg(check.path, check.loggedIn, timeText(check.loggedTime),
                 subjectForPeople(check.loggedSignerSubject), check.loggedCertificateSha256);
    case SignedFileCheck::Status::FileMissing:
        return VerificationReport::tr("MISSING  %1: the signed log %2 says it was signed at %3 "
                                      "with a certificate naming %4 (SHA-256 %5), but neither it "
                                      "nor its signature is there")
            .arg(check.path, check.loggedIn, timeText(check.loggedTime),
                 subjectForPeople(check.loggedSignerSubject), check.loggedCertificateSha256);
    case SignedFileCheck::Status::SignatureInvalid:
        return VerificationReport::tr("SIGNATURE INVALID  %1: %1.p7s is not a detached CMS "
                                      "signature of one signer (%2)")
            .arg(check.path, check.problem);
    case SignedFileCheck::Status::SignerDiffers:
        return VerificationReport::tr("OTHER SIGNER  %1: unchanged since signed at %2 with a "
                                      "certificate naming %3 (SHA-256 %4), but the signed log %5 "
                                      "says it was signed with the certificate SHA-256 %6")
            .arg(check.path, when, subjectForPeople(check.signerSubject),
                 check.signerCertificateSha256, check.loggedIn, check.loggedCertificateSha256);
    case SignedFileCheck::Status::Checked: break;
    }
    if (!check.unchanged)
        return VerificationReport::tr("CHANGED  %1 since it was signed by %2 at %3, or its "
                                      "signature is damaged (%4)")
            .arg(check.path, subjectForPeople(check.signerSubject), when, check.problem);
    if (check.trusted == false)
        return VerificationReport::tr("UNTRUSTED  %1: signed (at %2, as the signer states) with "
                                      "a certificate naming %3 (SHA-256 %4) that the CA %5 does "
                                      "not vouch for at the time of this verification, %6: %7")
            .arg(check.path, when, subjectForPeople(check.signerSubject),
                 check.signerCertificateSha256, check.trustedCa, timeText(check.trustCheckedAt),
                 check.trustProblem);
    if (check.trusted == true)
        return VerificationReport::tr("%1: unchanged since signed (at %2, as the signer states) "
                                      "with a certificate naming %3 (SHA-256 %4), issued under "
                                      "the CA %5 and valid at the time of this verification, %6")
            .arg(check.path, when, subjectForPeople(check.signerSubject),
                 check.signerCertificateSha256, check.trustedCa, timeText(check.trustCheckedAt));
    return VerificationReport::tr("%1: unchanged since signed at %2 with a certificate naming %3 "
                                  "(SHA-256 %4; not checked against a CA)")
        .arg(check.path, when, subjectForPeople(check.signerSubject),
             check.signerCertificateSha256);
}

QString VerificationReport::toText() const
{
    QString text;
    // A label as long as the column or longer (a translation) still has a space after it.
    const auto column = [](const QString &label) {
        return label.leftJustified(9) + QLatin1Char(' ');
    };
    const auto line = [&](const QString &label, const QString &value) {
        text += column(label) + oneShownLine(value) + QLatin1Char('\n');
    };
    // The case first, as in the acquisition log; only the fields given.
    for (const auto &[label, value] : {std::pair{tr("Case"), caseDetails.caseNumber},
                                       std::pair{tr("Evidence"), caseDetails.evidenceNumber},
                                       std::pair{tr("Examiner"), caseDetails.examiner},
                                       std::pair{tr("Description"), caseDetails.description}}) {
        if (!value.isEmpty())
            line(label, value);
    }
    // Continuation lines marked: a note cannot pass for a line of the report.
    if (!caseDetails.notes.isEmpty())
        text += column(tr("Notes"))
                + shownLines(caseDetails.notes, column({}) + QStringLiteral("| "))
                + QLatin1Char('\n');
    line(tr("Image"), tr("%1, %2 bytes").arg(imageFiles.value(0)).arg(imageBytes));
    for (qsizetype index = 1; index < imageFiles.size(); ++index)
        line(QString(), imageFiles[index]);
    for (const HashlogSummary &log : hashlogs) {
        line(tr("Hashlog"), tr("%1 (%2)").arg(log.path, hashlogFormatDisplayName(log.format)));
        for (const QString &note : log.notes)
            line(QString(), tr("note: %1").arg(note));
    }
    for (const QString &note : notes)
        line(tr("Note"), note);
    for (const SizeCheck &size : sizes) {
        const QString of = size.file.isEmpty() ? QString() : QFileInfo(size.file).fileName() + u' ';
        const QString origin = where(size.hashlogPath, size.logged.lineNumber);
        line(tr("Size"),
             size.matches()
                 ? tr("%1%2 bytes, as logged (%3)").arg(of).arg(size.actualBytes).arg(origin)
                 : tr("MISMATCH  %1%2 bytes, the log records %3 (%4)")
                       .arg(of)
                       .arg(size.actualBytes)
                       .arg(size.logged.bytes)
                       .arg(origin));
    }
    for (const SignedFileCheck &check : signatures)
        line(tr("Signed"), signatureText(check));
    for (const ImageFault &fault : faults)
        line(tr("Chunk"),
             tr("CHECKSUM ERROR  %1 (sectors %2) in %3")
                 .arg(range(fault.extent), sectorRange(fault), QFileInfo(fault.file).fileName()));
    QStringList algorithms;
    for (const DigestCheck &check : checks) {
        if (!algorithms.contains(check.logged.algorithmName))
            algorithms.append(check.logged.algorithmName);
    }
    for (const QString &algorithm : std::as_const(algorithms))
        text += algorithmText(algorithm);
    if (error)
        line(tr("Error"), errorMessage());
    text += QLatin1Char('\n') + verdictText() + QLatin1Char('\n');
    return text;
}

QString VerificationReport::algorithmText(const QString &algorithm) const
{
    QString text;
    const QString name = algorithmDisplayName(algorithm).leftJustified(10);
    int piecesMatching = 0;
    QStringList piecesMismatching;
    QStringList piecesNotChecked;
    for (const DigestCheck &check : checks) {
        if (check.logged.algorithmName != algorithm)
            continue;
        const QString origin = where(check.hashlogPath, check.logged.lineNumber);
        const QString image = check.computedHex.isEmpty() ? check.reason : check.computedHex;
        if (check.extent) {
            const QString piece
                = tr("%1 %2").arg(scopeName(check.logged.scope), range(*check.extent));
            if (check.outcome == DigestCheck::Outcome::Match)
                ++piecesMatching;
            else if (check.outcome == DigestCheck::Outcome::Mismatch)
                piecesMismatching.append(tr("MISMATCH  %1: logged %2, image %3 (%4)")
                                             .arg(piece, check.logged.hex, image, origin));
            else
                piecesNotChecked.append(
                    tr("not checked: %1: %2 (%3)").arg(piece, check.reason, origin));
            continue;
        }
        switch (check.outcome) {
        case DigestCheck::Outcome::Match:
            text += name + oneShownLine(tr("match     %1 (%2)").arg(check.logged.hex, origin));
            break;
        case DigestCheck::Outcome::Mismatch:
            text += name
                    + oneShownLine(tr("MISMATCH  logged %1, image %2 (%3)")
                                       .arg(check.logged.hex, image, origin));
            break;
        case DigestCheck::Outcome::NotChecked:
            text += name + oneShownLine(tr("not checked: %1 (%2)").arg(check.reason, origin));
            break;
        }
        text += QLatin1Char('\n');
    }
    const qsizetype pieces = piecesMatching + piecesMismatching.size() + piecesNotChecked.size();
    if (pieces == 0)
        return text;
    text += name
            + tr("%n piece(s) (windows or segments): %1 match, %2 mismatch, %3 not checked", "",
                 int(pieces))
                  .arg(piecesMatching)
                  .arg(piecesMismatching.size())
                  .arg(piecesNotChecked.size())
            + QLatin1Char('\n');
    // Every mismatching piece: that is where the image changed. Not-checked ones share a
    // reason, so a few show it.
    for (const QString &piece : std::as_const(piecesMismatching))
        text += QStringLiteral("  ") + oneShownLine(piece) + QLatin1Char('\n');
    for (qsizetype index = 0; index < piecesNotChecked.size() && index < 3; ++index)
        text += QStringLiteral("  ") + oneShownLine(piecesNotChecked[index]) + QLatin1Char('\n');
    return text;
}

QString VerificationReport::verdictText() const
{
    int whole = 0;
    int pieces = 0;
    for (const DigestCheck &check : checks) {
        if (check.outcome != DigestCheck::Outcome::NotChecked)
            ++(check.extent ? pieces : whole);
    }
    const int notChecked = countOf(DigestCheck::Outcome::NotChecked);
    // Whole phrases and sentences only, so that translators can order the words.
    const QString wholeCount = tr("%n image or file digest(s)", "", whole);
    const QString counted
        = pieces > 0 ? tr("%1 and %2", "two counts of digests")
                           .arg(wholeCount, tr("%n window or segment digest(s)", "", pieces))
                     : wholeCount;
    const QString uncheckedText
        = notChecked > 0
              ? QLatin1Char(' ')
                    + tr("%n logged digest(s) could not be checked (see above).", "", notChecked)
              : QString();
    switch (verdict()) {
    case Verdict::Match:
        return tr("Verdict: MATCH. %1 checked: all agree with the image.%2")
            .arg(counted, uncheckedText);
    case Verdict::Mismatch: {
        // One changed byte is one differing window, however many algorithms say so.
        const int windows = differingPieces();
        const QString where
            = windows > 0
                  ? QLatin1Char(' ') + tr("Windows or segments that differ: %1.").arg(windows)
                  : QString();
        if (failedSignedFiles() > 0)
            return tr("Verdict: MISMATCH. %n signed file(s) changed since they were signed, "
                      "lack the signature the signed log says they have, or were signed under no "
                      "trusted CA (see above); %1 checked, %2 differ from the image.",
                      "", failedSignedFiles())
                       .arg(counted)
                       .arg(countOf(DigestCheck::Outcome::Mismatch))
                   + where;
        if (!faults.isEmpty())
            return tr("Verdict: MISMATCH. %n chunk(s) of the image fail their checksum (see "
                      "above); %1 checked, %2 differ.",
                      "", int(faults.size()))
                       .arg(counted)
                       .arg(countOf(DigestCheck::Outcome::Mismatch))
                   + where;
        if (std::any_of(sizes.cbegin(), sizes.cend(),
                        [](const SizeCheck &size) { return !size.matches(); }))
            return tr("Verdict: MISMATCH. The image differs from what the hashlog records (%1 "
                      "checked; %2 differ, and so does the size).")
                       .arg(counted)
                       .arg(countOf(DigestCheck::Outcome::Mismatch))
                   + where;
        return tr("Verdict: MISMATCH. The image differs from what the hashlog records (%1 "
                  "checked; %2 differ).")
                   .arg(counted)
                   .arg(countOf(DigestCheck::Outcome::Mismatch))
               + where;
    }
    case Verdict::NotVerified:
        return tr("Verdict: NOT VERIFIED. None of the %n digest(s) the hashlog records could be "
                  "checked (see above); nothing is proven.",
                  "", notChecked);
    case Verdict::Incomplete: {
        const Extent gap = firstUncovered().value_or(Extent{});
        return tr("Verdict: INCOMPLETE. The %1 checked agree with the image, but no digest "
                  "covers %2 (the first such range): the image as a whole is not verified.")
            .arg(counted, range(gap));
    }
    case Verdict::Failed:
        return tr("Verdict: FAILED. The image was not read to the end; nothing is proven.");
    }
    return {};
}

} // namespace Custody
