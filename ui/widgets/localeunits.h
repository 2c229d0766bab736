// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/units.h"

#include <QLocale>

namespace Custody {

// Sizes and rates as the GUI shows them: in the user's locale ("1,5 GiB" in German). Logs,
// records and the CLI keep the C locale of util/units.h.
inline QString displayBytes(qint64 bytes)
{
    return formatBytes(bytes, QLocale());
}

inline QString displayExactBytes(qint64 bytes)
{
    return formatExactBytes(bytes, QLocale());
}

inline QString displayRate(double bytesPerSecond)
{
    return formatRate(bytesPerSecond, QLocale());
}

// A running time or time left as h:mm:ss.
inline QString displayDuration(qint64 seconds)
{
    return QStringLiteral("%1:%2:%3")
        .arg(seconds / 3600)
        .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace Custody
