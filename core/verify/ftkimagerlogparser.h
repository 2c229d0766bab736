// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "verify/hashlog.h"
#include "verify/hashlogtext.h"

namespace Custody {

// FTK Imager's summary next to an image (`<image>.E01.txt`, `.001.txt`; docs/FORMATS.md,
// "FTK Imager summary"), usually UTF-8 with a byte-order mark and CRLF. The digests are those of
// `[Computed Hashes]` (` MD5 checksum:    <hex>`); those of "Image Verification Results"
// (`<hex> : verified`) are used only for an algorithm the first section lacks, and a
// difference between the two is noted. The size is `Sector count` (never localised) times
// `Bytes per Sector`; the localised `Sector Count: 7.856.127` serves when the other is absent.
// A logical (AD1) image is noted: its digests are not those of a disk image.
bool looksLikeFtkImagerLog(const HashlogText &text);
Result<Hashlog> parseFtkImagerLog(const HashlogText &text);

} // namespace Custody
