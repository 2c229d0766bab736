// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/hashworker.h"

namespace Custody {

HashWorker::HashWorker(HashAlgorithm algorithm, qint64 windowBytes, qint64 segmentBytes,
                       qsizetype queueCapacity, ImagingProgress &progress,
                       const QString &windowLogPath)
    : m_algorithm(algorithm)
    , m_queue(queueCapacity)
    , m_progress(progress)
    , m_total(algorithm, 0)
{
    if (windowBytes > 0) {
        m_windows = std::make_unique<Digest>(algorithm, windowBytes);
        if (!windowLogPath.isEmpty()) {
            m_windowLog = std::make_unique<WindowLog>(windowLogPath);
            m_windows->setWindowSink(
                [log = m_windowLog.get()](const WindowDigest &window) { log->append(window); });
        }
    }
    if (segmentBytes > 0)
        m_segments = std::make_unique<Digest>(algorithm, segmentBytes);
}

void HashWorker::run()
{
    while (const std::optional<BlockRef> block = m_queue.pop()) {
        const std::span<const std::byte> bytes = (*block)->bytes();
        Q_ASSERT((*block)->extent.offset == m_total.position()); // image order, no gap
        m_total.update(bytes);
        if (m_windows)
            m_windows->update(bytes);
        if (m_segments)
            m_segments->update(bytes);
        m_progress.addHashed(m_algorithm, qint64(bytes.size()));
    }
    m_total.finish();
    if (m_windows)
        m_windows->finish();
    if (m_windowLog)
        m_windowLog->finish(m_algorithm, m_total.windows().constFirst().hex);
    if (m_segments)
        m_segments->finish();
}

HashResult HashWorker::result() const
{
    HashResult result;
    result.algorithm = m_algorithm;
    result.hex = m_total.windows().constFirst().hex;
    if (m_windows) {
        result.windows = m_windows->windows();
        result.windowCount = m_windows->windowCount();
    }
    if (m_windowLog)
        result.windowsFile = m_windowLog->path();
    if (m_segments)
        result.segments = m_segments->windows();
    return result;
}

Result<void>
HashWorker::commitWindows(const std::function<Result<void>(const QString &path)> &beforeCommitting)
{
    if (!m_windowLog)
        return {};
    if (beforeCommitting) {
        if (const Result<void> allowed = beforeCommitting(m_windowLog->path()); !allowed) {
            m_windowLog->discard();
            return allowed;
        }
    }
    return m_windowLog->commit();
}

} // namespace Custody
