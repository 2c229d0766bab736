// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/acquisitionreport.h"
#include "report/reportcontext.h"

#include <QByteArray>

namespace Custody {

// The report in JSON ("custody-acquisition-report", version 1): the record's figures as the
// report reads them, plus what the report adds: when and by what it was made, the SHA-256 of
// the record it was made from, and the verification verdict per algorithm. A field the record
// lacks is null. Deterministic: keys are sorted, and the same report and context always give
// the same bytes.
class ReportJsonWriter
{
public:
    static QByteArray write(const AcquisitionReport &report, const ReportContext &context);
};

} // namespace Custody
