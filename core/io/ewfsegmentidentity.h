// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QStringList>

#include <optional>

namespace Custody::Ewf {

// What a segment file says about itself: its number in the set (from the file header) and the
// set identifier, a GUID the writer puts in the volume section of the first segment and the data
// section of the others. libewf 20140813 refuses a set whose identifiers differ without saying
// which file is the stranger, and does not compare the numbers; these two fields are all Custody
// reads of the container itself.
struct SegmentIdentity
{
    int number = 0;
    QByteArray setIdentifier; // 16 bytes; empty when the segment has no volume or data section
};

// The identity of one segment file; nullopt when it cannot be read or its file header is not
// EWF's (libewf's own open then says what is wrong with it).
std::optional<SegmentIdentity> segmentIdentity(const QString &path);

// An error naming the first of `segments` (in set order) that is out of place: a segment whose
// header gives another number than its place, or whose set identifier differs from the first
// segment's. An all-zero identifier (written by tools that set none) is taken as unknown.
Result<void> checkSegmentsBelongTogether(const QStringList &segments);

} // namespace Custody::Ewf
