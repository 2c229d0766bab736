// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <optional>

namespace Custody {

// How the report writes figures. Exact figures always come first and in full (bytes, sectors,
// seconds as recorded); a rounded figure for people only ever follows in parentheses.
// Byte counts are grouped in threes as the report's language writes numbers (count()), so that
// a size is read at a glance; rounded figures and decimals follow that language too
// (textLocale(): "64,0 MiB" in German). The acquisition log keeps plain digits.
class ReportFormat
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ReportFormat)

public:
    static QString notRecorded();
    // An exact count in digit groups of the report's language, plain digits in the log
    // (formatCount()): "1.073.741.824" in German, "1,073,741,824" in English.
    static QString count(qint64 value);
    // "8,389,608 bytes (8.0 MiB)"; "512 bytes".
    static QString bytes(qint64 bytes);
    // "4,608 bytes, 9 sectors".
    static QString bytesAndSectors(qint64 bytes, qint64 sectors);
    // "2025-03-01 10:00:00.123 UTC", or "not recorded".
    static QString utc(const QDateTime &time);
    // "2025-03-01 11:00:00 +01:00": the time in its own offset from UTC; a translated report adds
    // the day as its language writes it ("… +01:00 (Samstag, 1. März 2025)").
    static QString local(const QDateTime &time);
    // "3723.456 s (1 h 02 min 03 s)".
    static QString duration(double seconds);
    // part/whole rounded DOWN to 4 decimals, so that "100 %" only ever means all of it:
    // "99.9999 %". "< 0.0001 %" for a part too small to show.
    static QString percentDown(qint64 part, qint64 whole);
    // "0x00".
    static QString byteValue(int value);
    // A value the record may lack: the value, or "not recorded".
    static QString orNotRecorded(const std::optional<QString> &value);
};

} // namespace Custody
