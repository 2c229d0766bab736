// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashworker.h"
#include "io/imageformat.h"
#include "util/result.h"

#include <functional>

namespace Custody {

// One coreutils-format line, "<hex>  <name>", the name as the bytes it has on disk (see
// util/nativepath.h); names containing a backslash, a line feed or a carriage return are escaped
// and the line starts with '\', as GNU md5sum/sha256sum (9.0 and later) write and read them.
QByteArray coreutilsChecksumLine(const QString &hex, const QString &fileName);

// Writes BASE.<algorithm> (BASE.md5, BASE.sha256, …) for every hash, with file names relative
// to the folder, so `sha256sum -c BASE.sha256` passes from there. A single image gets one line;
// a split image one line per segment, the whole image's digest in a comment line above them.
// An E01 image's files are a container: its sidecars hold the media data's digest in a comment
// that says what checks it (custody-cli verify, ewfverify). `beforeWriting`, when given, is asked
// immediately before each file is written (the acquisition's write gate); its refusal stops there
// and is returned. Returns the paths written.
Result<QStringList>
writeChecksumSidecars(const QString &basePath, const QList<HashResult> &hashes,
                      const QStringList &imageFiles, ImageFormat format,
                      const std::function<Result<void>(const QString &path)> &beforeWriting = {});

} // namespace Custody
