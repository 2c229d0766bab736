// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/acquisitionreport.h"
#include "report/reportcontext.h"
#include "report/reportdocument.h"

#include <QCoreApplication>

namespace Custody {

enum class DocumentKind { Report, Log };

// Turns a report model into the document that the text and PDF writers print: which sections,
// in which order, with which wording and figures. Pure: the same report and context always give
// the same document. Long lists (bad ranges, unfinished areas, hash windows) are summarised in
// the body, with the first entries shown, and given in full in appendices.
class ReportDocumentBuilder
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ReportDocumentBuilder)

public:
    // How many entries of a long list the body shows before it refers to an appendix.
    static constexpr qsizetype BodyListLimit = 20;

    static ReportDocument build(const AcquisitionReport &report, const ReportContext &context);
    // The acquisition log (NAME.txt): the report's content, written by the acquisition itself
    // before its record, so without the record's provenance and without signatures.
    static ReportDocument buildLog(const AcquisitionRecord &record, const ReportContext &context);

private:
    static ReportDocument build(const AcquisitionReport &report, const ReportContext &context,
                                DocumentKind kind);
};

} // namespace Custody
