// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/acquisitionlog.h"

#include "render/reporttextwriter.h"
#include "report/reportdocumentbuilder.h"
#include "util/sourcelanguage.h"

namespace Custody {

QString acquisitionLogText(const AcquisitionRecord &record, const ReportContext &context)
{
    const SourceLanguageScope english;
    return ReportTextWriter::write(ReportDocumentBuilder::buildLog(record, context));
}

} // namespace Custody
