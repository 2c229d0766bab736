// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/acquisitionreport.h"
#include "report/hashverdict.h"
#include "report/reportdocument.h"

namespace Custody::Internal {

// The sections of ReportDocumentBuilder that have lists long enough to need appendices, one
// function per section. Each appends the appendices it refers to.
ReportSection coverageSection(const AcquisitionReport &report, QList<ReportSection> &appendices);
ReportSection hashSection(const AcquisitionReport &report, const HashVerdict &verdict,
                          QList<ReportSection> &appendices);
ReportSection outputSection(const AcquisitionReport &report);

// "a12 b34": a name for a sector state, as the legend and the tables say it.
QString stateName(SectorState state);

} // namespace Custody::Internal
