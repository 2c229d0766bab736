// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/extent.h"

#include <QLocale>
#include <QString>

#include <optional>

namespace Custody {

// Parses a byte count as examiners type it: "4096", "0x1000", "256K", "256KiB" (binary),
// "1MB" (decimal, as dd), "2G". Returns nullopt for anything else, negative or overflowing.
std::optional<qint64> parseByteCount(const QString &text);

// "1.5 GiB", "512 B": binary units with one decimal, for people. Exact figures go next to it.
// Logs and records keep the C locale; the GUI passes the user's ("1,5 GiB" in German).
QString formatBytes(qint64 bytes, const QLocale &locale = QLocale::c());

// "640 MiB", "4095 MiB", "2 GiB": the largest binary unit that divides the size exactly, for
// sizes an examiner chooses (segments, blocks), where a rounded "4.0 GiB" would mislead.
QString formatExactBytes(qint64 bytes, const QLocale &locale = QLocale::c());

// The locale of the language text is being written in, for the numbers in it: the one the
// installed translation names (German: de_DE, so "200,0 MiB"), the C locale in English and
// wherever the source language is forced (the log). Without group separators: exact figures
// stay plain digits, comparable with the record's.
QLocale textLocale();

// "1048576-2097151": a byte range as every report, log and view writes it, by its first and
// last byte, both included (JSON gives offset and length instead).
QString formatByteRange(const Extent &extent, const QLocale &locale = QLocale::c());

// "123.4 MB/s": decimal megabytes, as drive vendors and peer tools report rates.
QString formatRate(double bytesPerSecond, const QLocale &locale = QLocale::c());

} // namespace Custody
