// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/hashworker.h"

#include <algorithm>

namespace Custody {

HashWorker::HashWorker(HashAlgorithm algorithm, qint64 windowBytes,
                       const QList<qint64> &segmentSizes, qsizetype queueCapacity,
                       ImagingProgress &progress, const QStringList &windowLogPaths)
    : m_algorithm(algorithm)
    , m_queue(queueCapacity)
    , m_progress(progress)
    , m_total(algorithm, 0)
{
    if (windowBytes > 0) {
        m_windows = std::make_unique<Digest>(algorithm, windowBytes);
        for (const QString &path : windowLogPaths)
            m_windowLogs.push_back(std::make_unique<WindowLog>(path));
        if (!m_windowLogs.empty()) {
            m_windows->setWindowSink([this](const WindowDigest &window) {
                for (const std::unique_ptr<WindowLog> &log : m_windowLogs)
                    log->append(window);
            });
        }
    }
    for (const qint64 segmentBytes : segmentSizes) {
        const bool known
            = std::any_of(m_segments.cbegin(), m_segments.cend(),
                          [segmentBytes](const auto &s) { return s.first == segmentBytes; });
        if (segmentBytes > 0 && !known)
            m_segments.emplace_back(segmentBytes,
                                    std::make_unique<Digest>(algorithm, segmentBytes));
    }
}

void HashWorker::run()
{
    while (const std::optional<BlockRef> block = m_queue.pop()) {
        const std::span<const std::byte> bytes = (*block)->bytes();
        Q_ASSERT((*block)->extent.offset == m_total.position()); // image order, no gap
        m_total.update(bytes);
        if (m_windows)
            m_windows->update(bytes);
        for (const auto &[size, segments] : m_segments)
            segments->update(bytes);
        m_progress.addHashed(m_algorithm, qint64(bytes.size()));
        if (m_whileWaiting && m_queue.isEmpty())
            m_whileWaiting();
    }
    m_total.finish();
    if (m_windows)
        m_windows->finish();
    for (const std::unique_ptr<WindowLog> &log : m_windowLogs)
        log->finish(m_algorithm, m_total.windows().constFirst().hex);
    for (const auto &[size, segments] : m_segments)
        segments->finish();
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
    if (!m_windowLogs.empty())
        result.windowsFile = m_windowLogs.front()->path();
    if (!m_segments.empty())
        result.segments = m_segments.front().second->windows();
    return result;
}

QList<WindowDigest> HashWorker::segmentsOf(qint64 segmentBytes) const
{
    for (const auto &[size, segments] : m_segments) {
        if (size == segmentBytes)
            return segments->windows();
    }
    return {};
}

void HashWorker::discardWindows(const QString &path)
{
    for (const std::unique_ptr<WindowLog> &log : m_windowLogs) {
        if (log->path() == path)
            log->discard();
    }
}

Result<void>
HashWorker::commitWindows(const std::function<Result<void>(const QString &path)> &beforeCommitting,
                          const QString &path)
{
    for (const std::unique_ptr<WindowLog> &log : m_windowLogs) {
        if (!path.isEmpty() && log->path() != path)
            continue;
        if (beforeCommitting) {
            if (const Result<void> allowed = beforeCommitting(log->path()); !allowed) {
                log->discard();
                return allowed;
            }
        }
        if (const Result<void> committed = log->commit(); !committed)
            return committed;
    }
    return {};
}

} // namespace Custody
