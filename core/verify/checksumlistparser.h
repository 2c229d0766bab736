// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "verify/hashlog.h"
#include "verify/hashlogtext.h"

namespace Custody {

// Checksum lists: GNU coreutils lines (`<hex>  <name>` text mode, `<hex> *<name>` binary mode,
// a leading `\` when the name has `\\`, `\n` or `\r` escapes, NUL-terminated with -z) and BSD
// tag lines (`SHA256 (<name>) = <hex>`, from --tag, BSD md5/sha256 and ports' distinfo files,
// with `SIZE (<name>) = N` lines, an RCS `$NetBSD…$` line, and OpenBSD's base64 digests).
// One parser reads both because GNU's `sha256sum -c` accepts both in one file.
//
// A coreutils line does not name its algorithm: the list's file name does (image.sha256,
// SHA256SUMS, …), otherwise the length of the digest, which is noted. Custody's own sidecar of
// a split image carries the whole image's digest in a comment line; it is read as such.
// Every digest is reported with the file name it is for.
bool looksLikeChecksumList(const HashlogText &text);
Result<Hashlog> parseChecksumList(const HashlogText &text);

} // namespace Custody
