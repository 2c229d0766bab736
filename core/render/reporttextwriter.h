// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/reportdocument.h"

#include <QString>

namespace Custody {

// The report as plain UTF-8 text: for the case file, for diff and grep. Deterministic: the same
// document always gives the same bytes. Lists are given in full, each on one line; the sector
// map is drawn with ddrescue's state characters; the throughput graph is only in the PDF.
class ReportTextWriter
{
public:
    static QString write(const ReportDocument &document);
};

} // namespace Custody
