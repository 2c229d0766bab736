// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "verify/hashlog.h"
#include "verify/hashlogtext.h"

namespace Custody {

// Guymager's .info file (docs/FORMATS.md, "Guymager .info"): `MD5 hash : <hex>`, `SHA1 hash`,
// `SHA256 hash` in the Acquisition section (`--` means not calculated), `Device size : N (…)`,
// and for dd images the per-file MD5 table of "Generated image files". The "Device
// information" section is raw smartctl/hdparm output and is skipped whole, so that nothing in
// it is taken for an acquisition field. Padding may be spaces or TABs.
bool looksLikeGuymagerInfo(const HashlogText &text);
Result<Hashlog> parseGuymagerInfo(const HashlogText &text);

} // namespace Custody
