// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/acquisitionreport.h"

#include <QCoreApplication>

#include <optional>

namespace Custody {

// How one verification digest compares with the acquisition digest of the same algorithm.
enum class DigestComparison {
    Match,
    Mismatch,
    NotComputed, // no such digest in the verification (or no acquisition digest to compare)
};

struct AlgorithmComparison
{
    HashAlgorithm algorithm = HashAlgorithm::Sha256;
    std::optional<QString> acquisition; // absent: the verification has a digest the record lacks
    std::optional<QString> image;
    std::optional<QString> source;
    DigestComparison imageComparison = DigestComparison::NotComputed;
    DigestComparison sourceComparison = DigestComparison::NotComputed;
};

// The verdict of a verification against the acquisition hashes. It is Match only when every
// algorithm, of the acquisition and of the verification, has an image re-read digest equal to
// its acquisition digest, and, when the source was re-read, a source digest equal to it too.
// One differing digest makes it Mismatch. Anything short of both (an algorithm not re-computed,
// no verification at all, no acquisition hash to compare with) is never Match.
class HashVerdict
{
    Q_DECLARE_TR_FUNCTIONS(Custody::HashVerdict)

public:
    enum class Outcome {
        Match,
        Mismatch,
        Incomplete,  // no digest differs, but not every algorithm was compared
        NotVerified, // no verification recorded, or no acquisition hash to verify against
    };

    static HashVerdict evaluate(const QList<ReportHash> &acquisition,
                                const std::optional<ReportVerification> &verification);

    Outcome outcome() const { return m_outcome; }
    QList<AlgorithmComparison> algorithms() const { return m_algorithms; }
    bool sourceReread() const { return m_sourceReread; }
    // "MATCH", "MISMATCH", "INCOMPLETE", "NOT VERIFIED": the verdict in one word or two.
    QString title() const;
    // One sentence saying what was compared and what the outcome rests on.
    QString explanation() const;
    // "match", "mismatch", "incomplete", "not verified": for JSON.
    static QString outcomeName(Outcome outcome);

private:
    Outcome m_outcome = Outcome::NotVerified;
    QList<AlgorithmComparison> m_algorithms;
    bool m_verificationRecorded = false;
    bool m_sourceReread = false;
};

} // namespace Custody
