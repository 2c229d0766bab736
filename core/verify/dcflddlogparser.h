// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "verify/hashlog.h"
#include "verify/hashlogtext.h"

namespace Custody {

// dcfldd's hashlog= file, or its stderr (docs/FORMATS.md, "dcfldd hashlog"): `Total (md5): <hex>`
// lines, and with hashwindow= one `<start> - <end>: <hex>` line per window and algorithm. The
// window lines do not name their algorithm; they come in hash= order, and the length of the
// digest tells them apart (MD5 32, SHA-1 40, SHA-256 64, SHA-384 96, SHA-512 128 hex digits).
// The end of the last window is the number of bytes dcfldd hashed: it is reported as the size.
// A dcfldd verify log (`Total: Match`) holds results, not hashes, and is refused as such.
bool looksLikeDcflddLog(const HashlogText &text);
Result<Hashlog> parseDcflddLog(const HashlogText &text);

} // namespace Custody
