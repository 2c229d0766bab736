// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/writegate.h"
#include "engine/mapfile.h"
#include "util/result.h"

#include <QCoreApplication>
#include <QStringList>

namespace Custody {

// An earlier run's record or log: text no larger than this is read back.
constexpr qint64 MaximumEarlierFileBytes = 64 * 1024 * 1024;

// An earlier run's file, or empty when there is none (or it cannot be read: then it is as if there
// were none, which only ever leads to more checking, never less).
QByteArray readEarlierFile(const QString &path);

// What an earlier acquisition into a base left there, and starting over (--force) from it.
//
// Guarantees: starting over replaces or removes only files the earlier acquisition is proven to
// have written (proven()), never the source or anything else the write gate protects; the whole
// change is checked before anything is touched, so a refusal leaves every file as it was; and
// there is no moment at which the old map describes the new, truncated image (the map is replaced
// by one that claims nothing before any other file goes). The lock and a report are never
// counted: the lock is the running acquisition's, a report the examiner's.
//
// Thread: any but the GUI's (every function stats or reads files).
class EarlierOutputs
{
    Q_DECLARE_TR_FUNCTIONS(Custody::EarlierOutputs)

public:
    // The files there now that an acquisition into basePath, with any settings, may have left:
    // the image (BASE.dd or its segments), the map, log and record, the checksum files and window
    // digests of every algorithm. A new acquisition refuses them, and starting over removes them
    // all: one left behind (a segment past the new end, the sidecar of an algorithm no longer
    // chosen) would be taken for part of the new acquisition.
    static QStringList all(const QString &basePath);
    // Of those, the files the earlier acquisition is proven to have written: the map with
    // Custody's companion and the image files of the format it names, the record and every file
    // it lists (by name in the base's folder), and their signatures. Only these may be replaced or
    // removed when starting over; the refusal names any other.
    static QStringList proven(const QString &basePath);
    // What starting over removes: every earlier file but the map, which is replaced.
    static QStringList toRemove(const QString &basePath);

    // Whether starting over into basePath may replace `planned` (the new acquisition's files) and
    // remove toRemove(), asked of `gate` (the acquisition's own) with proven() vouched for. A
    // report beside them is refused: it would describe an image that is no longer there.
    static Result<void> checkStartingOver(WriteGate gate, const QString &basePath,
                                          const QStringList &planned);
    // Starts over: checks again, replaces the map by emptyMap saved over a map of sizeBytes that
    // claims nothing, removes toRemove() through the gate and syncs the folder.
    static Result<void> startOver(WriteGate gate, const QString &basePath, const MapFile &emptyMap,
                                  qint64 sizeBytes);
};

} // namespace Custody
