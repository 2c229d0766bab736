// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/contentcensus.h"
#include "engine/hashworker.h"
#include "util/result.h"

#include <atomic>
#include <functional>

namespace Custody {

// What hashSequentially() reads and hashes.
struct SequentialHashing
{
    HashAlgorithms algorithms;
    qint64 windowBytes = 0; // 0: whole digests only
    qint64 blockBytes = 1024 * 1024;
    qint64 sizeBytes = 0;
    QString threadPrefix; // "custody-hash": threads are named PREFIX-md5, PREFIX-sha256, …
    QString path;         // named in the Cancelled error
    // Counts the sectors too, on a thread of its own, when given (the caller's, for its
    // profile() afterwards).
    ContentCensus *census = nullptr;
};

// Digests of [0, sizeBytes) in ONE read: the calling thread fills pool buffers block by block
// with readBlock (which sets nothing but the block's bytes) and every algorithm hashes them in
// order on its own thread, as in an acquisition. Stops at the next block once cancelRequested is
// set (Cancelled) or at the first error readBlock returns. bytesRead counts what was read, for
// progress on other threads. The shared loop of image verification (HashingJob) and the
// source re-read (SourceReread).
Result<QList<HashResult>>
hashSequentially(const SequentialHashing &plan, const std::atomic<bool> &cancelRequested,
                 std::atomic<qint64> &bytesRead,
                 const std::function<Result<void>(Block &block)> &readBlock);

} // namespace Custody
