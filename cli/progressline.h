// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/progress.h"

#include <QString>

#include <chrono>
#include <optional>

namespace Custody::Cli {

// " 45.2%  1.2 GiB of 2.0 GiB  312.4 MB/s  ETA 0:03:12  bad sectors: 0"
QString formatProgressLine(const ProgressSnapshot &progress, int sectorBytes, double bytesPerSecond,
                           std::optional<std::chrono::seconds> remaining);
QString formatDuration(std::chrono::seconds duration);

} // namespace Custody::Cli
