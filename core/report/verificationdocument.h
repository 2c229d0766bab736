// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/reportcontext.h"
#include "report/reportdocument.h"
#include "verify/verificationreport.h"

#include <QCoreApplication>

namespace Custody {

// Turns a verification report into the document the PDF writer lays out, as the acquisition
// report is (ReportDocumentBuilder): the verdict as a coloured callout, the report's making, the
// image and its files, the hashlogs with their notes, every size and digest compared (whole
// image digests and every piece that does not match in the body, every window and segment in
// an appendix) and a signature block. Pure: the same report and context give the same document.
class VerificationDocument
{
    Q_DECLARE_TR_FUNCTIONS(Custody::VerificationDocument)

public:
    static ReportDocument build(const VerificationReport &report, const ReportContext &context);
};

} // namespace Custody
