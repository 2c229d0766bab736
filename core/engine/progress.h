// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashalgorithm.h"
#include "engine/rescuemap.h"

#include <QDateTime>

#include <array>
#include <atomic>

namespace Custody {

// A consistent-enough copy of the counters for display: each value is exact, they are read
// one after the other.
struct ProgressSnapshot
{
    qint64 totalBytes = 0;
    qint64 bytesRead = 0;                   // source bytes read successfully
    qint64 badBytes = 0;                    // unreadable bytes, filled
    qint64 bytesWritten = 0;                // image bytes written
    qint64 currentOffset = 0;               // where the reader is
    std::array<qint64, 5> bytesHashed = {}; // per algorithm, in allHashAlgorithms() order
    MapStatus status = MapStatus::Copying;  // the current pass, as in the map's status line
    int pass = 1;

    qint64 bytesDone() const { return bytesRead + badBytes; }
};

// The counters the engine threads update. Lock-free: the hot path does relaxed atomic stores
// only; any thread may take a snapshot at any time.
class ImagingProgress
{
public:
    void setTotalBytes(qint64 bytes) { m_totalBytes.store(bytes, std::memory_order_relaxed); }
    void setDone(qint64 readBytes, qint64 badBytes)
    {
        m_bytesRead.store(readBytes, std::memory_order_relaxed);
        m_badBytes.store(badBytes, std::memory_order_relaxed);
    }
    void addWritten(qint64 bytes) { m_bytesWritten.fetch_add(bytes, std::memory_order_relaxed); }
    void setCurrentOffset(qint64 offset)
    {
        m_currentOffset.store(offset, std::memory_order_relaxed);
    }
    void addHashed(HashAlgorithm algorithm, qint64 bytes);
    void setPhase(MapStatus status, int pass)
    {
        m_status.store(status, std::memory_order_relaxed);
        m_pass.store(pass, std::memory_order_relaxed);
    }

    ProgressSnapshot snapshot() const;

private:
    std::atomic<qint64> m_totalBytes{0};
    std::atomic<qint64> m_bytesRead{0};
    std::atomic<qint64> m_bytesWritten{0};
    std::atomic<qint64> m_badBytes{0};
    std::atomic<qint64> m_currentOffset{0};
    std::array<std::atomic<qint64>, 5> m_bytesHashed{};
    std::atomic<MapStatus> m_status{MapStatus::Copying};
    std::atomic<int> m_pass{1};
};

} // namespace Custody
