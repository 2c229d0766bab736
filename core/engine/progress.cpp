// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/progress.h"

namespace Custody {

namespace {

size_t slotOf(HashAlgorithm algorithm)
{
    return size_t(allHashAlgorithms().indexOf(algorithm));
}

} // namespace

void ImagingProgress::addHashed(HashAlgorithm algorithm, qint64 bytes)
{
    m_bytesHashed[slotOf(algorithm)].fetch_add(bytes, std::memory_order_relaxed);
}

ProgressSnapshot ImagingProgress::snapshot() const
{
    ProgressSnapshot snapshot;
    snapshot.totalBytes = m_totalBytes.load(std::memory_order_relaxed);
    snapshot.bytesRead = m_bytesRead.load(std::memory_order_relaxed);
    snapshot.bytesWritten = m_bytesWritten.load(std::memory_order_relaxed);
    snapshot.badBytes = m_badBytes.load(std::memory_order_relaxed);
    snapshot.currentOffset = m_currentOffset.load(std::memory_order_relaxed);
    for (size_t slot = 0; slot < snapshot.bytesHashed.size(); ++slot)
        snapshot.bytesHashed[slot] = m_bytesHashed[slot].load(std::memory_order_relaxed);
    snapshot.status = m_status.load(std::memory_order_relaxed);
    snapshot.pass = m_pass.load(std::memory_order_relaxed);
    return snapshot;
}

} // namespace Custody
