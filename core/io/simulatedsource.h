// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/sourcedevice.h"
#include "util/extent.h"

#include <QList>

#include <chrono>
#include <mutex>

namespace Custody {

// A source with deterministic content derived from a seed, and faults at chosen extents: the
// fault-injection seam of ddrescue's --test-mode, as a class, for the tests (no front end offers
// it; a record of it says "simulated"). A read fails or misbehaves when it overlaps a fault
// extent, as a drive fails the whole request that covers a bad sector.
class SimulatedSource final : public SourceDevice
{
public:
    struct Fault
    {
        enum class Kind {
            Eio,         // every read overlapping the extent fails with EIO
            ShortRead,   // reads overlapping it return only part of what was asked
            Interrupted, // every other read overlapping it fails with EINTR
            Vanish,      // once a read reaches the extent, every read fails with ENODEV
            VanishAsEio, // the same, but reads fail with EIO (as behind a USB bridge)
            Slow,        // reads overlapping it take slowReadDelay longer
            Weak,        // the first weakFailures reads overlapping it fail with EIO, later work
        };
        Extent extent;
        Kind kind = Kind::Eio;
        int weakFailures = 2;
        bool operator==(const Fault &) const = default;
    };

    SimulatedSource(qint64 sizeBytes, int logicalSectorBytes, int physicalSectorBytes, quint64 seed,
                    QList<Fault> faults);

    SourceKind kind() const override { return SourceKind::Simulated; }
    QString path() const override;
    qint64 sizeBytes() const override { return m_sizeBytes; }
    int logicalSectorBytes() const override { return m_logicalSectorBytes; }
    int physicalSectorBytes() const override { return m_physicalSectorBytes; }
    bool supportsDirectIo() const override { return true; }
    ReadOutcome readAt(qint64 offset, std::span<std::byte> buffer, ReadMode mode) override;
    bool isStillPresent() const override;
    int maximumConcurrentReads() const override { return m_maximumConcurrentReads; }
    // Lets the engine read from several threads at once. Reads are then served one at a time,
    // in whatever order the threads come, except for the delay of Slow faults, which overlaps.
    // 1 by default.
    void setMaximumConcurrentReads(int reads) { m_maximumConcurrentReads = reads; }
    // Brings a vanished source back, as reconnecting a drive does: for resume tests.
    void reconnect();

    void setSlowReadDelay(std::chrono::milliseconds delay) { m_slowReadDelay = delay; }
    // Every read takes this long, waited (as for Slow faults) outside the lock, so that reads in
    // flight overlap as on a real device.
    void setReadLatency(std::chrono::microseconds latency) { m_readLatency = latency; }
    // Number of readAt() calls so far, for tests that check how hard a bad area was hit.
    qint64 readCount() const;

    // The content at [offset, offset + buffer.size()), ignoring faults: what a perfect drive
    // would return. Tests build expected images from it.
    void fillContent(qint64 offset, std::span<std::byte> buffer) const;

private:
    bool overlapsFault(Extent extent, Fault::Kind kind) const;

    qint64 m_sizeBytes;
    int m_logicalSectorBytes;
    int m_physicalSectorBytes;
    quint64 m_seed;
    QList<Fault> m_faults;
    QList<int> m_failuresLeft; // per fault, for Weak
    std::chrono::milliseconds m_slowReadDelay{20};
    std::chrono::microseconds m_readLatency{0};
    mutable std::mutex m_mutex; // readAt() may be called from several threads
    int m_maximumConcurrentReads = 1;
    qint64 m_readCount = 0;
    bool m_interruptNext = true;
    int m_vanished = 0; // the errno every read fails with once vanished
    bool m_reconnected = false;
};

} // namespace Custody
