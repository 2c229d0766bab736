// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "verify/hashlog.h"
#include "verify/hashlogtext.h"

namespace Custody {

// What libewf's tools write (docs/FORMATS.md, "ewfacquire -l log, ewfverify,
// ewfinfo"):
// `MD5 hash calculated over data:<TABs or spaces><hex>` (ewfacquire's -l log and output,
// ewfverify), `MD5 hash stored in file:<…><hex|N/A>` (ewfverify) and the `MD5:`/`SHA1:` lines
// of ewfinfo's "Digest hash information". The digest of an EWF image is that of its media
// data, so it is also the digest of the same data as a raw image.
//
// The reference is the digest stored in the E01 when there is one (the acquisition's), else
// the calculated one; when both differ that is noted, as is `ewfverify: FAILURE` (which also
// happens with equal digests, when other checks of the container fail). The size comes from
// `Media size: … (N bytes)` or ewfverify's `Read: … (N bytes)`. Output of several runs pasted
// together, or a -l log appended to by several acquisitions, gives one run per tool header or
// per repeated digest.
bool looksLikeEwfLog(const HashlogText &text);
Result<Hashlog> parseEwfLog(const HashlogText &text);

} // namespace Custody
