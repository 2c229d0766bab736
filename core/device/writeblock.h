// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/deviceinfo.h"
#include "util/result.h"

#include <QJsonArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Custody {

// Software write-block: the kernel's read-only flag (BLKROSET, as `blockdev --setro` sets it) on
// a disk and on every one of its partitions. While it is set the block layer refuses writes
// through these nodes (EPERM or EROFS) and refuses to mount them read-write, whoever asks. It does
// not stop commands sent to the drive some other way (SG_IO passthrough), and it lasts until
// cleared or the device goes away.
//
// Every node is opened O_RDONLY: BLKROSET needs CAP_SYS_ADMIN, not a writable descriptor, so
// write-blocking never opens the evidence for writing. Functions are synchronous and cheap (a few
// ioctls); call them from any thread.

// The kernel's read-only flag of one block device node, as BLKROGET reports it. For a partition
// this includes the disk's flag: a partition of a read-only disk reads read-only.
struct ReadOnlyFlag
{
    QString devicePath;
    WriteProtection writeProtection = WriteProtection::Writable;

    bool operator==(const ReadOnlyFlag &) const = default;
};

// The flags of a disk and its partitions: the disk first, then its partitions in sysfs order.
struct ReadOnlyState
{
    QList<ReadOnlyFlag> flags;

    bool isReadOnly() const; // every node read-only
    QJsonArray toJson() const;
    bool operator==(const ReadOnlyState &) const = default;
};

// Whether this process may set the flags: BLKROSET needs CAP_SYS_ADMIN, which in practice means
// running as root. Lets a front end say so before it tries.
bool mayChangeReadOnlyFlags();

// The current flags of devicePath (a disk or a partition) and of its partitions.
[[nodiscard]] Result<ReadOnlyState> readOnlyState(const QString &devicePath);

// Sets the read-only flag on devicePath and all its partitions (partitions first, so that reading
// back a partition's flag is not answered by the disk's), then reads every flag back. Returns the
// state found before, which restoreReadOnly() takes to undo exactly this call. On any failure the
// flags it had set are cleared again and the error names the node, the call and the errno.
[[nodiscard]] Result<ReadOnlyState> setReadOnly(const QString &devicePath);

// The flags of the nodes setReadOnly() set, read again (BLKROGET) by their paths, each on its own:
// one that cannot be read does not hide the others.
struct ReadOnlyRecheck
{
    QStringList readOnly;       // nodes that read read-only
    QStringList writable;       // nodes that read writable: the write-block was lifted there
    std::optional<Error> error; // the first node that could not be read (and so is in neither)

    bool held() const { return writable.isEmpty() && !error; }
};

// Reads again the flag of every node `previous` (what setReadOnly() returned) lists, to tell
// whether the write-block still holds: someone may have cleared it (`blockdev --setrw`) since.
ReadOnlyRecheck recheckReadOnly(const ReadOnlyState &previous);

// What undoing setReadOnly() did: every node that was writable before is attempted.
struct ReadOnlyRestore
{
    QStringList failed;         // nodes whose flag could not be cleared, or still reads set
    std::optional<Error> error; // the first failure

    bool restored() const { return failed.isEmpty() && !error; }
};

// Undoes setReadOnly(): clears the flag on every node that `previous` lists as writable and reads
// the flags back. Nodes that were read-only before stay read-only, so a drive that was
// write-protected before Custody touched it stays so. A node that fails is named in `failed`; the
// others are cleared all the same, so that as little as possible stays read-only.
ReadOnlyRestore liftReadOnly(const ReadOnlyState &previous);
// liftReadOnly() with its first error, for callers that need only that.
[[nodiscard]] Result<void> restoreReadOnly(const ReadOnlyState &previous);

} // namespace Custody
