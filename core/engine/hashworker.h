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
    // With a windowLogPath, the window digests stream to that file (see WindowLog), which
    // commitWindows() puts in place once the job knows its digests are the ones to keep.
    HashWorker(HashAlgorithm algorithm, qint64 windowBytes, qint64 segmentBytes,
               qsizetype queueCapacity, ImagingProgress &progress,
               const QString &windowLogPath = {});

    HashAlgorithm algorithm() const { return m_algorithm; }
    BoundedQueue<BlockRef> &queue() { return m_queue; }
    void run();
    // After run() has returned.
    HashResult result() const;
    // `beforeCommitting`, when given, is asked first with the file's path; its refusal discards the
    // windows and is returned.
    Result<void>
    commitWindows(const std::function<Result<void>(const QString &path)> &beforeCommitting = {});

private:
    HashAlgorithm m_algorithm;
    BoundedQueue<BlockRef> m_queue;
    ImagingProgress &m_progress;
    Digest m_total;
    std::unique_ptr<Digest> m_windows;
    std::unique_ptr<Digest> m_segments;
    std::unique_ptr<WindowLog> m_windowLog;
};

} // namespace Custody
