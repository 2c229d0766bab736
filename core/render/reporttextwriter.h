// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "report/reportdocument.h"

#include <QString>

namespace Custody {

// The report as plain UTF-8 text: for the case file, for diff and grep. Deterministic: the same
// document always gives the same bytes. Lists are given in full, each on one line; the sector
// map is drawn with ddrescue's state characters; the throughput graph is only in the PDF.
// Every text of the document may come from outside (a path, a drive's model, a case field, an
// error naming a remote export) and is written with oneShownLine() (util/logline.h), so that no
// value can end its line or send a terminal escape. Only a field marked FieldLines::Several (case
// notes) spans lines: each of its lines is escaped so, and indented under the value column,
// deeper than the start of any field, table row or heading, so that it cannot pass for a line of
// its own.
class ReportTextWriter
{
public:
    static QString write(const ReportDocument &document);
};

} // namespace Custody
