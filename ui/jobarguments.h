// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/acquisition.h"
#include "wipe/drivewipe.h"

#include <QStringList>

namespace Custody {

// The custody-cli words that ask for the same job as the GUI runs, the command first and without
// "custody-cli": what a custody-cli queue file's line holds, the GUI's queue keeps for its next
// start, and (after "custody-cli") a job's record shows as its command line.
QStringList acquisitionArguments(const AcquisitionRequest &request);
QStringList verificationArguments(const QString &imagePath, const QStringList &hashlogPaths,
                                  const QString &trustedCa, const CaseDetails &details);
QStringList wipeArguments(const WipeRequest &request);
QStringList conversionArguments(const QString &recordPath, const ImageFormatOptions &options);

} // namespace Custody
