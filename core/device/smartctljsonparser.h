// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/smartreport.h"
#include "util/result.h"

#include <QByteArray>

namespace Custody {

// Turns the standard output of `smartctl --json` (any of --all, --xall, --scan-open; smartctl
// 6.7's experimental format 0.1 and 7.x's format 1.x) into a SmartReport. A pure function: no
// I/O, no process, so it is tested on recorded output from real drives (tests/data/smartctl).
//
// Key order and whitespace do not matter. SCSI names changed in smartctl 7.3 (scsi_vendor,
// scsi_product, scsi_model_name, scsi_revision instead of vendor, product, model_name,
// revision): both are read. A run that failed (exit bits 0-1) parses into a report without
// drive data whose messages say why. Only output that is not smartctl JSON at all is an error
// (ToolOutputInvalid); `source` names what it came from in that error.
Result<SmartReport> parseSmartctlJson(const QByteArray &json, const QString &source);

} // namespace Custody
