// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/boundedqueue.h"
#include "engine/bufferpool.h"
#include "engine/digest.h"
#include "engine/progress.h"
#include "engine/windowlog.h"

#include <functional>
#include <memory>
#include <vector>

namespace Custody {

// The digests of one algorithm over the image: the whole image, and optionally per window
// (piecewise hashes) and per segment file.
struct HashResult
{
    HashAlgorithm algorithm = HashAlgorithm::Md5;
    QString hex;
    QList<WindowDigest> windows;  // empty without hash windows, or when they went to a file
    QList<WindowDigest> segments; // empty for a single image file
    QString windowsFile;          // the WindowLog holding the windows, when they went to one
    qint64 windowCount = 0;       // however they were kept
};

// Hashes the image with one algorithm on its own thread. Blocks arrive in image order through
// queue(); run() consumes them until the queue is closed. One worker per algorithm, so the
// slowest algorithm, not their sum, bounds the rate.
class HashWorker
{
public:
    // With windowLogPaths, the window digests stream to each of those files (see WindowLog, one
    // per output of the job), which commitWindows() puts in place once the job knows its digests
    // are the ones to keep. `segmentSizes`: the segment sizes of the split images written, each
    // with its per-segment digests (the first is result()'s).
    HashWorker(HashAlgorithm algorithm, qint64 windowBytes, const QList<qint64> &segmentSizes,
               qsizetype queueCapacity, ImagingProgress &progress,
               const QStringList &windowLogPaths = {});

    HashAlgorithm algorithm() const { return m_algorithm; }
    BoundedQueue<BlockRef> &queue() { return m_queue; }
    // Work for run() to do on this thread whenever its queue runs dry between two blocks, in time
    // it would spend waiting (ContentCensus::examineWaiting). Before run().
    void setWhileWaiting(std::function<void()> work) { m_whileWaiting = std::move(work); }
    void run();
    // After run() has returned.
    HashResult result() const;
    // The digest of each segment of `segmentBytes` (one of the constructor's sizes).
    QList<WindowDigest> segmentsOf(qint64 segmentBytes) const;
    // `beforeCommitting`, when given, is asked first with the file's path; its refusal discards the
    // windows and is returned. Every window log, or only the one at `path`.
    Result<void>
    commitWindows(const std::function<Result<void>(const QString &path)> &beforeCommitting = {},
                  const QString &path = {});
    // Drops the window log at `path` (of an output that failed): its temporary file goes.
    void discardWindows(const QString &path);

private:
    HashAlgorithm m_algorithm;
    BoundedQueue<BlockRef> m_queue;
    ImagingProgress &m_progress;
    std::function<void()> m_whileWaiting;
    Digest m_total;
    std::unique_ptr<Digest> m_windows;
    std::vector<std::pair<qint64, std::unique_ptr<Digest>>> m_segments; // by segment size
    std::vector<std::unique_ptr<WindowLog>> m_windowLogs;
};

} // namespace Custody
