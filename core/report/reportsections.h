// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/acquisitionreport.h"
#include "record/verificationverdict.h"
#include "report/acquisitionsummary.h"
#include "report/reportdocument.h"

namespace Custody::Internal {

// The sections of ReportDocumentBuilder that have lists long enough to need appendices, one
// function per section. Each appends the appendices it refers to.
ReportSection coverageSection(const AcquisitionReport &report, QList<ReportSection> &appendices);
ReportSection hashSection(const AcquisitionReport &report, const VerificationVerdict &verdict,
                          QList<ReportSection> &appendices);
ReportSection outputSection(const AcquisitionReport &report);
// What the drive hides from the host, as the source section lists it: the summary, the drive's
// visible and native size, each finding with the command that found it, what it means for the
// image, the controller's other namespaces and every command sent. Nothing when the record does
// not say (files, network sources, records that predate it).
QList<ReportField> hiddenAreaFields(const std::optional<HiddenAreas> &areas);
// The case fields, "(none given)" where empty: of an acquisition, or of a verification.
ReportSection caseSection(const CaseDetails &details);

// How a verdict is shown: good only for a match, bad for a mismatch or a failed read-back
// (AcquisitionSummary's tone of it).
Emphasis verdictEmphasis(const VerificationVerdict &verdict);
// A summary line's tone as the report's emphasis.
Emphasis emphasisOf(SummaryTone tone);

// "a12 b34": a name for a sector state, as the legend and the tables say it.
QString stateName(SectorState state);

} // namespace Custody::Internal
