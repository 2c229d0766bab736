// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"
#include "verify/hashlog.h"

#include <QByteArray>
#include <QStringList>

namespace Custody {

// No hashlog is this large; anything larger is refused (a file before it is read, a pipe when it
// passes the limit), so that memory stays bounded whatever is given.
constexpr qint64 MaximumHashlogBytes = 64 * 1024 * 1024;
// The format is detected on this much of the start of the file; a file no parser recognises
// there is refused without reading the rest.
constexpr qint64 HashlogDetectionBytes = 64 * 1024;

// Parses a hashlog held in memory, detecting its format (see the parsers in core/verify for
// each grammar). A pure function: the fuzz target and the tests call it. `path` is only used
// in messages and to read the algorithm from a checksum list's name ("image.sha256").
Result<Hashlog> parseHashlog(const QByteArray &bytes, const QString &path);

// Reads and parses a hashlog: a file, or a pipe read to its end. Sockets, devices and folders are
// refused without blocking. Errors name the file and, for malformed content, the line.
Result<Hashlog> readHashlog(const QString &path);

// The hashlogs that belong to an image, given its files (one, or the segments in order): every
// one of these that exists, in this order (a verification checks them all, in one read):
//   1. Custody's record NAME.json, with its window digests NAME.windows.md5, … (dcfldd logs);
//   2. checksum sidecars NAME.md5, NAME.sha1, … and FILE.md5, …;
//   3. FTK Imager's FILE.txt, Guymager's NAME.info, then NAME.log, NAME.hlog, NAME.hash,
//      NAME.hashlog (dc3dd, dcfldd, ewfacquire), each only when it reads as a hashlog.
// NAME is the first file without its extension, FILE the first file's name. Empty when none.
QStringList hashlogsNextTo(const QStringList &imageFiles);

} // namespace Custody
