// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <sys/stat.h>

#include <functional>
#include <optional>

namespace Custody {

// Replaces the file at `path` with `bytes`, all or nothing: the bytes go to a temporary file in
// the same folder, every write is checked (short writes, ENOSPC, EDQUOT, EIO), the file is synced,
// then renamed over `path`, and the folder is synced. On any failure the temporary file is
// removed and `path` is exactly as it was (the earlier version, or no file), and the Error (of
// `code`) says which step failed with its errno.
//
// Not QSaveFile: QSaveFile::commit() renames even when flushing its write buffer failed, so a
// full disk replaced a good file with an empty one. The temporary name is short enough for a
// target name at the file-name limit (255 bytes), and keeps the target's extension. A target that
// exists must be a regular file; its permissions carry over to the new version.
Result<void> replaceFile(const QString &path, QByteArrayView bytes, Error::Code code);
// The same for a new file: given its name without replacing anything (renameWithoutReplacing()),
// so a file that appeared at `path` meanwhile is kept and the Error says EEXIST.
Result<void> createNewFile(const QString &path, QByteArrayView bytes, Error::Code code);
// Gives the file at the native path `from` the name `to`, never over an existing one:
// renameat2(RENAME_NOREPLACE), or where the file system cannot (FUSE, some network file systems)
// link(2) then unlink(2) of `from`. Returns 0, or the errno (EEXIST when `to` is taken).
int renameWithoutReplacing(const QByteArray &from, const QByteArray &to);

// Creates an empty temporary file beside `path` (named as replaceFile() names its own) and returns
// its descriptor, open for writing; *temporaryPath receives its native path. The caller writes,
// syncs, and renames it over `path`, or removes it.
Result<int> createTemporaryFile(const QString &path, QByteArray *temporaryPath);

// Reads a whole file of at most maxBytes: a regular file, or a pipe (a FIFO, /dev/stdin fed by
// a pipe, a shell's process substitution) read to its end. Refuses, without blocking, a socket, a
// character or block device or a folder, and anything larger than maxBytes.
//
// With a startCheck, the first startBytes (or the whole file, if shorter) are handed to it as soon
// as they are read; its error stops the read there, so that a large file of the wrong kind is
// refused without being read whole.
using StartCheck = std::function<Result<void>(QByteArrayView start, bool complete)>;
Result<QByteArray> readWholeFile(const QString &path, qint64 maxBytes,
                                 const StartCheck &startCheck = {}, qint64 startBytes = 0);

// stat() (links followed) or lstat() of a path given in Custody's encoding (util/nativepath.h);
// nullopt with errno set when it fails.
std::optional<struct stat> statPath(const QString &path);
std::optional<struct stat> lstatPath(const QString &path);
bool pathExists(const QString &path);

// fsync() of a folder, so that a rename or a new file in it is durable.
Result<void> syncFolder(const QString &folder, Error::Code code);

} // namespace Custody
