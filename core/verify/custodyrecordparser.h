// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "verify/hashlog.h"
#include "verify/hashlogtext.h"

namespace Custody {

// Custody's own JSON acquisition record (core/record/acquisitionrecord.cpp, "format":
// "custody-acquisition-record"): `hashes[]` with `algorithm` and `digest`, optional
// `windows[]` and `segments[]` of `{offset, length, digest}`, and `source.sizeBytes`. A record
// of an acquisition that did not complete has no hashes, and is refused with its status. Line
// numbers are those where each digest appears in the file.
bool looksLikeCustodyRecord(const HashlogText &text);
Result<Hashlog> parseCustodyRecord(const HashlogText &text);

} // namespace Custody
