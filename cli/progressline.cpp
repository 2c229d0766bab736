// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/progressline.h"

#include "util/units.h"

namespace Custody::Cli {

QString formatDuration(std::chrono::seconds duration)
{
    const qint64 seconds = duration.count();
    return QStringLiteral("%1:%2:%3")
        .arg(seconds / 3600)
        .arg((seconds / 60) % 60, 2, 10, QLatin1Char('0'))
        .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString formatProgressLine(const ProgressSnapshot &progress, int sectorBytes, double bytesPerSecond,
                           std::optional<std::chrono::seconds> remaining)
{
    const double percent = progress.totalBytes > 0
                               ? 100.0 * double(progress.bytesDone()) / double(progress.totalBytes)
                               : 100.0;
    return QStringLiteral("%1%  %2 of %3  %4  ETA %5  bad sectors: %6  %7")
        .arg(percent, 5, 'f', 1)
        .arg(formatBytes(progress.bytesDone()), formatBytes(progress.totalBytes),
             formatRate(bytesPerSecond),
             remaining ? formatDuration(*remaining) : QStringLiteral("--:--:--"))
        .arg(progress.badBytes / sectorBytes)
        .arg(mapStatusMessage(progress.status, progress.pass));
}

} // namespace Custody::Cli
