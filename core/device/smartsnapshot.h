// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/smartreport.h"
#include "util/result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace Custody {

// What one SMART query said about a drive at one moment, reduced to what an acquisition record
// and its report show: an assessment word, a one-line summary and the reasons behind them, with
// the full SmartReport kept when smartctl reached the drive. A value type; fromQuery() is a pure
// function, tested on the smartctl fixtures.
//
// The assessment is "PASSED" (healthy), "DEGRADED" (SMART passes, but counters or a past
// failure say the drive is wearing out: smartctl's own PASSED would hide that), "FAILED",
// "NOT REPORTED" (smartctl reached the drive, which reports no health, like a virtual disk), or
// "unavailable" (no SMART data: smartctl missing or failing, a USB bridge or a loop device
// without SMART). "unavailable" is a state to record, not an error: reasons say why.
struct SmartSnapshot
{
    Q_DECLARE_TR_FUNCTIONS(Custody::SmartSnapshot)

public:
    QDateTime capturedAt;
    QString assessment;
    QString summary;     // one translated line: condition and key counters, or why unavailable
    QStringList reasons; // translated sentences: the condition's reasons, or the failure's
    std::optional<SmartReport> report; // absent when smartctl could not be run at all

    bool isAvailable() const { return assessment != QLatin1String("unavailable"); }

    static SmartSnapshot fromQuery(const Result<SmartReport> &query, const QDateTime &capturedAt);
    // {"assessment", "summary", "capturedAt", "reasons", "condition", "suggestedPreset",
    //  "smartctl": SmartReport::toJson()}; "condition", "suggestedPreset" and "smartctl" only
    // when smartctl ran.
    QJsonObject toJson() const;
};

} // namespace Custody
