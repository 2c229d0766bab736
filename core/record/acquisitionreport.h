// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/acquisitionrecord.h"
#include "record/verificationverdict.h"
#include "util/result.h"

#include <QByteArrayView>
#include <QString>

namespace Custody {

// What an acquisition report is made from: a record read back from its file (never live job
// state, so that the report shows exactly the figures the record holds), and where it came
// from. The report computes nothing from it beyond a comparison (VerificationVerdict) or a count.
struct AcquisitionReport
{
    QString recordPath;   // as given, for the report's provenance line
    QString recordSha256; // of the record's bytes
    AcquisitionRecord record;

    // Parses and checks a record (AcquisitionRecord::fromJson): an Error names the field.
    static Result<AcquisitionReport> fromRecord(QByteArrayView json, const QString &recordPath);

    // The one verdict on the recorded verification, as the acquisition itself judged it.
    VerificationVerdict verdict() const { return record.verdict(); }
};

} // namespace Custody
