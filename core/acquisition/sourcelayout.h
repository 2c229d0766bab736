// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/mediumlayout.h"
#include "util/result.h"

#include <atomic>
#include <chrono>

namespace Custody {

class SourceDevice;

// The layout of a source that has no descriptor of the medium itself for libblkid to read: an
// E01 or split image (the medium is inside its files), an NBD or iSCSI export. The source, the
// very object given (not a second opening of its path), is served for the read as one read-only
// file of a FUSE view of its own (MediaView, on a fresh private directory, unmounted after), and
// readMediumLayout() reads that file: libblkid reads what it wants, where it wants, through the
// source's reader, so the layout is the one the medium holds; a read the reader fails is an I/O
// error to libblkid, never other bytes. Needs root (FUSE); without it, an error that says so.
// Nothing else may read `source` meanwhile. `sectorBytes` is the sector size the tables are read
// with; 0 takes the source's logical one.
Result<MediumLayout> readSourceLayout(SourceDevice &source, int sectorBytes = 0);

// The error readSourceLayout() gives at once without root (naming `path`), before anything is
// opened or connected to for it.
Result<void> checkSourceLayoutAllowed(const QString &path);

// The same, given up once `timeLimit` has passed or `*cancelRequested` (when given) is set: for a
// network source before its acquisition or in the drive list, where a server that answers late
// or falls silent must not hold anything up for the minutes of its timeout. The source is given
// the reads' own cancel flag for the time (setCancelRequest, nullptr again after), so a read
// waiting for the server ends at once; a network source then connects again at its next read.
Result<MediumLayout> readSourceLayout(SourceDevice &source, std::chrono::seconds timeLimit,
                                      const std::atomic<bool> *cancelRequested);

// How long an acquisition or the drive list waits for a network source's layout.
inline constexpr std::chrono::seconds NetworkLayoutTimeLimit{15};

} // namespace Custody
