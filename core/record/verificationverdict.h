// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/verificationrecord.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace Custody {

// How one digest of a verification compares with the acquisition digest of its algorithm.
enum class DigestComparison {
    Match,
    Mismatch,
    NotComputed,   // no such digest in the verification (or no acquisition digest)
    NotComparable, // a source digest over sectors unreadable in one of the reads (fill bytes)
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

// What is needed to judge a verification, all of it stored in the acquisition record.
struct VerificationFindings
{
    QList<RecordedDigest> acquired;
    std::optional<VerificationRecord> verification;
    qint64 bytesUnreadableInAcquisition = 0; // bad sectors of the acquisition (for old records)
    // Nodes of the source found writable when the software write-block was read again at the
    // end: it was lifted during the run, so the source was writable at some point. Said by the
    // explanation; it does not change the outcome (the digests say what they say).
    QStringList writeBlockLifted;
};

// THE verdict of an acquisition's verification: the CLI's exit code, the GUI, the log, the
// record's JSON, the JSON report and the PDF all take it from here, so a run is a match in all
// of them or in none.
//
// Match: every algorithm, of the acquisition and of the verification, has an image read-back
// digest equal to the acquisition digest, and, when the source was read again, the source equals
// the image in every sector read both times. Mismatch: a digest differs, or a sector of the
// source read both times differs from the image (the first differing offset is named). Failed:
// the image or the source could not be read back. Incomplete: nothing differs, but not all was
// compared (cancelled, an algorithm missing, an old record whose source digests differ over
// unreadable sectors). NotVerified: no verification recorded, or no acquisition hash.
class VerificationVerdict
{
    Q_DECLARE_TR_FUNCTIONS(Custody::VerificationVerdict)

public:
    enum class Outcome { Match, Mismatch, Failed, Incomplete, NotVerified };

    static VerificationVerdict evaluate(const VerificationFindings &findings);

    Outcome outcome() const { return m_outcome; }
    bool isMatch() const { return m_outcome == Outcome::Match; }
    // Whether this verdict fails the run that made it: anything but a match once a verification
    // is recorded.
    bool failsRun() const { return m_verificationRecorded && !isMatch(); }
    QList<AlgorithmComparison> algorithms() const { return m_algorithms; }
    bool sourceReread() const { return m_source.has_value(); }
    // "MATCH", "MISMATCH", "VERIFICATION FAILED", "INCOMPLETE: NOT A MATCH", "NOT VERIFIED".
    QString title() const;
    // What was compared and what the outcome rests on, in a sentence or two.
    QString explanation() const;
    // What the second read of the source found, in one sentence (empty: not read again).
    QString sourceFinding() const;
    // "match", "mismatch", "failed", "incomplete", "not verified": for JSON, never translated.
    QString name() const { return outcomeName(m_outcome); }
    static QString outcomeName(Outcome outcome);

private:
    Outcome judge() const;
    QString imageSentence() const;

    Outcome m_outcome = Outcome::NotVerified;
    QList<AlgorithmComparison> m_algorithms;
    bool m_verificationRecorded = false;
    bool m_acquisitionHashed = false;
    std::optional<RecordedError> m_imageError;
    std::optional<SourceRereadRecord> m_source;
    qint64 m_bytesUnreadableInAcquisition = 0;
    QStringList m_writeBlockLifted;
};

} // namespace Custody
