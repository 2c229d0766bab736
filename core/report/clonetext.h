// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/acquisitionrecord.h"
#include "report/acquisitionsummary.h"
#include "report/reportdocument.h"

#include <QCoreApplication>

namespace Custody {

// The words on a clone (or a restore) onto a drive, from its record: the summary's lines (what
// the drive holds where, what became of its excess sectors) and the report's and log's section
// on the destination drive (its identity, SMART before the write, what was written where, how it
// was read back).
class CloneText
{
    Q_DECLARE_TR_FUNCTIONS(Custody::CloneText)

public:
    // Bad when the drive does not hold the whole source, or its excess or cache failed.
    static QList<SummaryLine> summaryLines(const AcquisitionRecord &record);
    static ReportSection section(const AcquisitionRecord &record);
    // "/dev/sdc (Model X, serial S123, 2,000,398,934,016 bytes)": the drive as the examiner
    // confirms it and the lines name it.
    static QString driveName(const SourceIdentity &drive);
    // How the verification read back what was written, in one sentence: the drive of a clone
    // (with O_DIRECT, or through its dropped page cache), else the image's description. Only for
    // a record whose verification has a read-back.
    static QString readBack(const AcquisitionRecord &record);
};

} // namespace Custody
