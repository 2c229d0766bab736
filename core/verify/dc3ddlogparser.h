// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "verify/hashlog.h"
#include "verify/hashlogtext.h"

namespace Custody {

// dc3dd's log= and hlog= files (docs/FORMATS.md, "dc3dd log / hlog"). The digests are those of the
// "input results" section: `   <hex> (md5)` totals and, with split outputs,
// `      <hex>, sectors A - B` piecewise lines under them. The "output results" section repeats
// them as dc3dd's own check of its outputs and is not read, except that a [MISMATCH] there is
// noted. Piecewise sector ranges become byte extents with the log's `sector size:` line; an
// hlog has none, so 512 is assumed and noted. The last range leaves out a final partial sector
// (it is "sectors 4096 - 4095" when the last piece is shorter than a sector). The size comes from
// `device size:` or from `N sectors + M bytes in`. dc3dd appends to an existing log: several runs
// in one file are told apart by their start line.
bool looksLikeDc3ddLog(const HashlogText &text);
Result<Hashlog> parseDc3ddLog(const HashlogText &text);

} // namespace Custody
