// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/hashverdict.h"

#include <functional>

namespace Custody {

namespace {

std::optional<QString> digestOf(const QList<ReportDigest> &digests, HashAlgorithm algorithm)
{
    for (const ReportDigest &digest : digests) {
        if (digest.algorithm == algorithm)
            return digest.digest;
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

} // namespace

HashVerdict HashVerdict::evaluate(const QList<ReportHash> &acquisition,
                                  const std::optional<ReportVerification> &verification)
{
    HashVerdict verdict;
    verdict.m_verificationRecorded = verification.has_value();
    verdict.m_sourceReread = verification && verification->source.has_value();
    const QList<ReportDigest> image = verification ? verification->image : QList<ReportDigest>();
    const QList<ReportDigest> source = verification
                                           ? verification->source.value_or(QList<ReportDigest>())
                                           : QList<ReportDigest>();

    // Every algorithm that appears anywhere, in the order reports list them.
    for (HashAlgorithm algorithm : allHashAlgorithms()) {
        AlgorithmComparison comparison;
        comparison.algorithm = algorithm;
        for (const ReportHash &hash : acquisition) {
            if (hash.algorithm == algorithm)
                comparison.acquisition = hash.digest;
        }
        comparison.image = digestOf(image, algorithm);
        comparison.source = digestOf(source, algorithm);
        if (!comparison.acquisition && !comparison.image && !comparison.source)
            continue;
        comparison.imageComparison = compare(comparison.acquisition, comparison.image);
        comparison.sourceComparison = compare(comparison.acquisition, comparison.source);
        verdict.m_algorithms.append(comparison);
    }

    if (!verification || acquisition.isEmpty()) {
        verdict.m_outcome = Outcome::NotVerified;
        return verdict;
    }
    bool everyMatches = true;
    for (const AlgorithmComparison &comparison : verdict.m_algorithms) {
        if (comparison.imageComparison == DigestComparison::Mismatch
            || comparison.sourceComparison == DigestComparison::Mismatch) {
            verdict.m_outcome = Outcome::Mismatch;
            return verdict;
        }
        everyMatches = everyMatches && comparison.imageComparison == DigestComparison::Match
                       && (!verdict.m_sourceReread
                           || comparison.sourceComparison == DigestComparison::Match);
    }
    verdict.m_outcome = everyMatches ? Outcome::Match : Outcome::Incomplete;
    return verdict;
}

QString HashVerdict::outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Match: return QStringLiteral("match");
    case Outcome::Mismatch: return QStringLiteral("mismatch");
    case Outcome::Incomplete: return QStringLiteral("incomplete");
    case Outcome::NotVerified: return QStringLiteral("not verified");
    }
    return {};
}

QString HashVerdict::title() const
{
    switch (m_outcome) {
    case Outcome::Match: return tr("MATCH");
    case Outcome::Mismatch: return tr("MISMATCH");
    case Outcome::Incomplete: return tr("INCOMPLETE: NOT A MATCH");
    case Outcome::NotVerified: return tr("NOT VERIFIED");
    }
    return {};
}

QString HashVerdict::explanation() const
{
    const QString all = names(m_algorithms, [](const AlgorithmComparison &) { return true; });
    switch (m_outcome) {
    case Outcome::Match:
        return m_sourceReread ? tr("Every hash (%1) of the image re-read and of the source re-read "
                                   "equals the acquisition hash.")
                                    .arg(all)
                              : tr("Every hash (%1) of the image re-read equals the acquisition "
                                   "hash. The source was not re-read.")
                                    .arg(all);
    case Outcome::Mismatch:
        return tr("%1 differs from the acquisition hash. The image, or the source, is not what "
                  "was acquired.")
            .arg(names(m_algorithms, [](const AlgorithmComparison &comparison) {
                return comparison.imageComparison == DigestComparison::Mismatch
                       || comparison.sourceComparison == DigestComparison::Mismatch;
            }));
    case Outcome::Incomplete:
        return tr("No hash differs, but %1 was not compared, so the verification does not "
                  "establish a match.")
            .arg(names(m_algorithms, [this](const AlgorithmComparison &comparison) {
                return comparison.imageComparison == DigestComparison::NotComputed
                       || (m_sourceReread
                           && comparison.sourceComparison == DigestComparison::NotComputed);
            }));
    case Outcome::NotVerified:
        if (!m_verificationRecorded)
            return tr("No verification is recorded: the image has not been re-read and "
                      "compared with the acquisition hashes.");
        return tr("The acquisition has no hash to compare the verification with.");
    }
    return {};
}

} // namespace Custody
