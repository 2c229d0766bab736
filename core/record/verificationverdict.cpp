// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/verificationverdict.h"

#include "util/groupedcount.h"

#include <functional>

namespace Custody {

namespace {

std::optional<QString> digestOf(const QList<RecordedDigest> &digests, HashAlgorithm algorithm)
{
    for (const RecordedDigest &digest : digests) {
        if (digest.algorithm == algorithm)
            return digest.hex;
    }
    return std::nullopt;
}

DigestComparison compare(const std::optional<QString> &acquisition,
                         const std::optional<QString> &other)
{
    if (!acquisition || !other)
        return DigestComparison::NotComputed;
    return *acquisition == *other ? DigestComparison::Match : DigestComparison::Mismatch;
}

QString names(const QList<AlgorithmComparison> &algorithms,
              const std::function<bool(const AlgorithmComparison &)> &select)
{
    QStringList selected;
    for (const AlgorithmComparison &algorithm : algorithms) {
        if (select(algorithm))
            selected.append(hashDisplayName(algorithm.algorithm));
    }
    return selected.join(QStringLiteral(", "));
}

bool any(const QList<AlgorithmComparison> &algorithms,
         const std::function<bool(const AlgorithmComparison &)> &select)
{
    return std::any_of(algorithms.cbegin(), algorithms.cend(), select);
}

QString imageReadFailedName()
{
    return Error::fromErrno(Error::Code::ImageReadFailed, 0, QString()).codeName();
}

bool imageDiffers(const AlgorithmComparison &comparison)
{
    return comparison.imageComparison == DigestComparison::Mismatch;
}

bool imageNotComputed(const AlgorithmComparison &comparison)
{
    return comparison.imageComparison == DigestComparison::NotComputed;
}

// Whether the second read's digests cover fill bytes in either read, so that they cannot equal
// the acquisition's except by chance.
bool sourceDigestsCoverUnreadable(const SourceRereadRecord &source, qint64 acquisitionUnreadable)
{
    if (source.comparison)
        return source.comparison->bytesNotCompared > 0;
    return source.bytesUnreadable > 0 || acquisitionUnreadable > 0;
}

} // namespace

VerificationVerdict VerificationVerdict::evaluate(const VerificationFindings &findings)
{
    VerificationVerdict verdict;
    const std::optional<VerificationRecord> &verification = findings.verification;
    verdict.m_verificationRecorded = verification.has_value();
    verdict.m_acquisitionHashed = !findings.acquired.isEmpty();
    verdict.m_bytesUnreadableInAcquisition = findings.bytesUnreadableInAcquisition;
    verdict.m_writeBlockLifted = findings.writeBlockLifted;
    if (verification) {
        verdict.m_imageError = verification->error;
        verdict.m_source = verification->source;
    }
    const QList<RecordedDigest> image
        = verification ? verification->image : QList<RecordedDigest>();
    const QList<RecordedDigest> source
        = verdict.m_source ? verdict.m_source->digests : QList<RecordedDigest>();
    const bool sourceUnreadable
        = verdict.m_source
          && sourceDigestsCoverUnreadable(*verdict.m_source, findings.bytesUnreadableInAcquisition);

    // Every algorithm that appears anywhere, in the order reports list them.
    for (HashAlgorithm algorithm : allHashAlgorithms()) {
        AlgorithmComparison comparison;
        comparison.algorithm = algorithm;
        comparison.acquisition = digestOf(findings.acquired, algorithm);
        comparison.image = digestOf(image, algorithm);
        comparison.source = digestOf(source, algorithm);
        if (!comparison.acquisition && !comparison.image && !comparison.source)
            continue;
        comparison.imageComparison = compare(comparison.acquisition, comparison.image);
        comparison.sourceComparison = compare(comparison.acquisition, comparison.source);
        // Equal digests over fill bytes are still equal; different ones say nothing.
        if (sourceUnreadable && comparison.sourceComparison == DigestComparison::Mismatch)
            comparison.sourceComparison = DigestComparison::NotComparable;
        verdict.m_algorithms.append(comparison);
    }
    verdict.m_outcome = verdict.judge();
    return verdict;
}

VerificationVerdict::Outcome VerificationVerdict::judge() const
{
    if (!m_verificationRecorded || !m_acquisitionHashed)
        return Outcome::NotVerified;
    // A difference is a finding even when a later step failed.
    if (any(m_algorithms, imageDiffers))
        return Outcome::Mismatch;
    if (m_source && m_source->comparison && m_source->comparison->bytesDiffering > 0)
        return Outcome::Mismatch;
    if (m_source && !m_source->comparison
        && any(m_algorithms, [](const AlgorithmComparison &comparison) {
               return comparison.sourceComparison == DigestComparison::Mismatch;
           }))
        return Outcome::Mismatch;
    // Then a read that failed; a cancelled one only leaves the verification incomplete.
    bool cancelled = false;
    for (const std::optional<RecordedError> &error :
         {m_imageError, m_source ? m_source->error : std::nullopt}) {
        if (error && !error->isCancelled())
            return Outcome::Failed;
        cancelled = cancelled || error.has_value();
    }
    if (cancelled || any(m_algorithms, imageNotComputed))
        return Outcome::Incomplete;
    if (m_source) {
        // A record of formatVersion 1 has digests only: they must all be there and equal.
        if (!m_source->comparison)
            return any(m_algorithms,
                       [](const AlgorithmComparison &comparison) {
                           return comparison.sourceComparison != DigestComparison::Match;
                       })
                       ? Outcome::Incomplete
                       : Outcome::Match;
        if (m_source->comparison->bytesCompared == 0)
            return Outcome::Incomplete;
    }
    return Outcome::Match;
}

QString VerificationVerdict::outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Match: return QStringLiteral("match");
    case Outcome::Mismatch: return QStringLiteral("mismatch");
    case Outcome::Failed: return QStringLiteral("failed");
    case Outcome::Incomplete: return QStringLiteral("incomplete");
    case Outcome::NotVerified: return QStringLiteral("not verified");
    }
    return {};
}

QString VerificationVerdict::title() const
{
    switch (m_outcome) {
    case Outcome::Match: return tr("MATCH");
    case Outcome::Mismatch: return tr("MISMATCH");
    case Outcome::Failed: return tr("VERIFICATION FAILED");
    case Outcome::Incomplete: return tr("INCOMPLETE: NOT A MATCH");
    case Outcome::NotVerified: return tr("NOT VERIFIED");
    }
    return {};
}

QString VerificationVerdict::imageSentence() const
{
    if (m_imageError && m_imageError->isCancelled())
        return tr("The image read-back was cancelled before it finished.");
    if (m_imageError)
        return tr("The image could not be read back: %1").arg(m_imageError->message);
    if (any(m_algorithms, imageDiffers))
        return tr("%1 of the image read back differs from the acquisition hash: the image is not "
                  "what was acquired.")
            .arg(names(m_algorithms, imageDiffers));
    if (any(m_algorithms, imageNotComputed))
        return tr("No hash of the image differs, but %1 was not computed again, so the image is "
                  "not shown to be what was acquired.")
            .arg(names(m_algorithms, imageNotComputed));
    return tr("Every hash (%1) of the image read back equals the acquisition hash.")
        .arg(names(m_algorithms, [](const AlgorithmComparison &) { return true; }));
}

QString VerificationVerdict::sourceFinding() const
{
    if (!m_source)
        return {};
    const SourceRereadRecord &source = *m_source;
    // A difference found before the read stopped is the finding.
    if (source.comparison && source.comparison->bytesDiffering > 0)
        return tr("The source read again differs from the image: %1 bytes in sectors read both "
                  "times, the first at byte offset %2.")
            .arg(formatCount(source.comparison->bytesDiffering))
            .arg(source.comparison->firstDifference.value_or(-1));
    if (source.error && source.error->isCancelled())
        return tr("The second read of the source was cancelled before it finished.");
    if (source.error && source.error->code == imageReadFailedName())
        return tr("The image could not be read for the comparison with the source: %1")
            .arg(source.error->message);
    if (source.error)
        return tr("The source could not be read again: %1").arg(source.error->message);
    if (!source.comparison) {
        if (std::all_of(m_algorithms.cbegin(), m_algorithms.cend(),
                        [](const AlgorithmComparison &comparison) {
                            return comparison.sourceComparison == DigestComparison::Match;
                        }))
            return tr("The source read again has the acquisition hashes.");
        if (sourceDigestsCoverUnreadable(source, m_bytesUnreadableInAcquisition))
            return tr("The source read again has other hashes over unreadable sectors; this "
                      "record predates the sector-by-sector comparison, so the source was not "
                      "compared with the image.");
        return tr("The source read again does not have the acquisition hashes, although no "
                  "sector was unreadable.");
    }
    const SourceComparison &comparison = *source.comparison;
    if (comparison.bytesCompared == 0)
        return tr("No sector of the source could be read both times, so the source was not "
                  "compared with the image.");
    QString sentence = tr("The source read again equals the image in every sector read both "
                          "times (%1 bytes).")
                           .arg(formatCount(comparison.bytesCompared));
    if (comparison.bytesNotCompared > 0)
        sentence += QLatin1Char(' ')
                    + tr("%1 bytes unreadable in one of the two reads were not compared.")
                          .arg(formatCount(comparison.bytesNotCompared));
    if (comparison.bytesReadOnlyNow > 0)
        sentence += QLatin1Char(' ')
                    + tr("Of those, %1 bytes were unreadable during the acquisition and read "
                         "now: their content is not in the image.")
                          .arg(formatCount(comparison.bytesReadOnlyNow));
    return sentence;
}

QString VerificationVerdict::explanation() const
{
    QString explanation;
    if (!m_verificationRecorded)
        explanation = tr("No verification is recorded: the image has not been read back and "
                         "compared with the acquisition hashes.");
    else if (!m_acquisitionHashed)
        explanation = tr("The acquisition has no hash to compare the verification with.");
    else
        explanation = imageSentence() + QLatin1Char(' ')
                      + (m_source ? sourceFinding() : tr("The source was not read again."));
    if (!m_writeBlockLifted.isEmpty())
        explanation += QLatin1Char(' ')
                       + tr("The software write-block was found lifted on %1 before the end of "
                            "the acquisition: the source was writable at some point during it.")
                             .arg(m_writeBlockLifted.join(QStringLiteral(", ")));
    return explanation;
}

} // namespace Custody
