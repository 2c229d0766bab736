// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/contentcensus.h"
#include "engine/hashworker.h"
#include "engine/progress.h"
#include "io/imagereader.h"

#include <atomic>

namespace Custody {

// Computes several digests of an image in ONE read: a reader (the thread that calls run())
// fills pool buffers and every algorithm hashes them on its own thread, as in an acquisition.
// Used to verify an image after acquisition and against hashlogs. cancel() and bytesHashed()
// may be called from any thread.
class HashingJob
{
public:
    HashingJob(ImageReader &reader, HashAlgorithms algorithms, qint64 windowBytes = 0,
               qint64 blockBytes = 1024 * 1024);

    // Counts the image's sectors too (ContentCensus), in the same read. Before run().
    // `unreadable`: sorted, disjoint ranges that hold the fill, not data (what the acquisition
    // could not read, as its record says): counted apart, as the image's failed chunks are.
    void countContent(QList<Extent> unreadable = {});
    Result<QList<HashResult>> run();
    // After a run() that read the whole image and counted it; nullopt otherwise.
    std::optional<ContentProfile> content() const;
    void cancel() { m_cancelRequested.store(true); }
    qint64 bytesRead() const { return m_bytesRead.load(std::memory_order_relaxed); }
    qint64 totalBytes() const { return m_reader.sizeBytes(); }

private:
    ImageReader &m_reader;
    HashAlgorithms m_algorithms;
    qint64 m_windowBytes;
    qint64 m_blockBytes;
    std::atomic<bool> m_cancelRequested{false};
    std::atomic<qint64> m_bytesRead{0};
    std::unique_ptr<ContentCensus> m_census;
    QList<Extent> m_unreadable;
    bool m_complete = false;
};

} // namespace Custody
