// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/acquisitionrecord.h"
#include "report/reportcontext.h"

#include <QString>

namespace Custody {

// The acquisition log (NAME.txt) of a record: its report document (ReportDocumentBuilder::
// buildLog) as plain text, always in English, so that the logs of examiners in different
// locales compare line by line.
QString acquisitionLogText(const AcquisitionRecord &record, const ReportContext &context);

} // namespace Custody
