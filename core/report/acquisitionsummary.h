// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/acquisitionrecord.h"
#include "record/verificationverdict.h"
#include "util/error.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Custody {

// How a line of the summary, or the outcome as a whole, is to be taken: the report's boxes, the
// GUI's banner colour and the CLI's exit status follow it.
enum class SummaryTone { Normal, Good, Warning, Bad };

// How a verification's verdict is to be taken: Good only for a match, Bad for a mismatch or a
// failed read-back, Warning when nothing was, or not all was, compared.
SummaryTone verdictTone(const VerificationVerdict &verdict);

// One finding: a lead-in that states it ("Verification: MATCH.") and the sentence or two that
// explain it.
struct SummaryLine
{
    SummaryTone tone = SummaryTone::Normal;
    QString title;
    QString text;

    // "title text", as one line of plain text.
    QString plainText() const;
};

// THE words on the outcome of one acquisition, from its record: whether it completed, what of
// the source was read (bad sectors, areas never read), the sectors the drive shows against its
// hidden areas (when it was asked), the verification's verdict, a file that
// was not written, and what became of the software write-block. custody-cli's summary, the GUI's
// end-of-run banner, the report and the log all say these lines and no others of their own, so
// that an acquisition is described alike wherever it is read; each lays them out its own way.
//
// outcome() is the verdict on the whole: Good when the image is complete, every sector of the
// source was read, every file was written and a recorded verification matched; Warning when that
// is so but for unreadable sectors (the image is complete, with the fill where the source could
// not be read), the drive hides sectors the image does not hold (an HPA, a DCO, a detached
// namespace), or the write-block was lifted during the run or could not be lifted at the end
// (the examiner must act on the drive); Bad otherwise. Translated with tr(): the log asks for them
// under a SourceLanguageScope.
class AcquisitionSummary
{
    Q_DECLARE_TR_FUNCTIONS(Custody::AcquisitionSummary)

public:
    // outputError: the acquisition's own, when the record in hand was written before it (the
    // record's result.outputError is used otherwise).
    static AcquisitionSummary of(const AcquisitionRecord &record,
                                 const std::optional<Error> &outputError = std::nullopt);

    SummaryTone outcome() const { return m_outcome; }
    bool succeeded() const { return m_outcome != SummaryTone::Bad; }
    // The first line's title: "Acquisition completed.", "Acquisition STOPPED.", …
    QString headline() const { return m_lines.first().title; }
    // Every line, the headline's first.
    const QList<SummaryLine> &lines() const { return m_lines; }
    // The lines as plain text, one each.
    QStringList plainLines() const;

    // After a run that did not complete or could not write a file: the lead-in to the list of
    // what is on disk (Acquisition::keptOutputs()).
    static QString keptOutputsTitle();

private:
    SummaryTone m_outcome = SummaryTone::Bad;
    QList<SummaryLine> m_lines;
};

} // namespace Custody
