// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/simulatedsource.h"

#include "util/splitmix.h"

#include <cerrno>
#include <cstring>
#include <thread>

namespace Custody {

using namespace std::chrono_literals;

SimulatedSource::SimulatedSource(qint64 sizeBytes, int logicalSectorBytes, int physicalSectorBytes,
                                 quint64 seed, QList<Fault> faults)
    : m_sizeBytes(sizeBytes)
    , m_logicalSectorBytes(logicalSectorBytes)
    , m_physicalSectorBytes(physicalSectorBytes)
    , m_seed(seed)
    , m_faults(std::move(faults))
{
    for (const Fault &fault : std::as_const(m_faults))
        m_failuresLeft.append(fault.kind == Fault::Kind::Weak ? fault.weakFailures : 0);
}

void SimulatedSource::reconnect()
{
    std::lock_guard lock(m_mutex);
    m_vanished = 0;
    m_reconnected = true;
}

QString SimulatedSource::path() const
{
    return QStringLiteral("simulated:%1").arg(m_seed);
}

void SimulatedSource::fillContent(qint64 offset, std::span<std::byte> buffer) const
{
    qint64 position = offset;
    size_t done = 0;
    while (done < buffer.size()) {
        const qint64 wordIndex = position / 8;
        const int skip = int(position % 8);
        // Each 8-byte word from its index alone: random access, no state.
        const quint64 word = splitMix64(m_seed ^ quint64(wordIndex));
        const size_t take = std::min<size_t>(8 - skip, buffer.size() - done);
        std::memcpy(buffer.data() + done, reinterpret_cast<const char *>(&word) + skip, take);
        done += take;
        position += qint64(take);
    }
}

bool SimulatedSource::overlapsFault(Extent extent, Fault::Kind kind) const
{
    for (const Fault &fault : m_faults) {
        if (fault.kind == kind && fault.extent.overlaps(extent))
            return true;
    }
    return false;
}

bool SimulatedSource::isStillPresent() const
{
    std::lock_guard lock(m_mutex);
    return !m_vanished;
}

qint64 SimulatedSource::readCount() const
{
    std::lock_guard lock(m_mutex);
    return m_readCount;
}

ReadOutcome SimulatedSource::readAt(qint64 offset, std::span<std::byte> buffer, ReadMode mode)
{
    std::unique_lock lock(m_mutex);
    ++m_readCount;
    if (mode == ReadMode::Direct
        && (offset % m_logicalSectorBytes != 0 || buffer.size() % m_logicalSectorBytes != 0))
        return {0, EINVAL}; // as O_DIRECT on a real device
    if (offset >= m_sizeBytes)
        return {0, 0};
    const qint64 length = std::min<qint64>(qint64(buffer.size()), m_sizeBytes - offset);
    const Extent request{offset, length};

    for (const Fault &fault : m_faults) {
        const bool vanishes
            = fault.kind == Fault::Kind::Vanish || fault.kind == Fault::Kind::VanishAsEio;
        if (vanishes && !m_reconnected && request.end() > fault.extent.offset)
            m_vanished = fault.kind == Fault::Kind::Vanish ? ENODEV : EIO;
    }
    if (m_vanished)
        return {0, m_vanished};
    const std::chrono::microseconds delay
        = m_readLatency + (overlapsFault(request, Fault::Kind::Slow) ? m_slowReadDelay : 0ms);
    if (delay > 0us) {
        // Slow reads overlap when several are in flight, as on a drive with a deep queue or
        // behind a network link with its round trip.
        lock.unlock();
        std::this_thread::sleep_for(delay);
        lock.lock();
        if (m_vanished) // while this one waited, another read reached a vanishing point
            return {0, m_vanished};
    }
    if (overlapsFault(request, Fault::Kind::Interrupted)) {
        m_interruptNext = !m_interruptNext;
        if (!m_interruptNext)
            return {0, EINTR};
    }
    if (overlapsFault(request, Fault::Kind::Eio))
        return {0, EIO};
    bool weakFailure = false;
    for (qsizetype index = 0; index < m_faults.size(); ++index) {
        if (m_faults[index].kind == Fault::Kind::Weak && m_faults[index].extent.overlaps(request)
            && m_failuresLeft[index] > 0) {
            --m_failuresLeft[index];
            weakFailure = true;
        }
    }
    if (weakFailure)
        return {0, EIO};

    qint64 delivered = length;
    if (overlapsFault(request, Fault::Kind::ShortRead) && length > m_logicalSectorBytes)
        delivered = std::max<qint64>(m_logicalSectorBytes,
                                     (length / 2) / m_logicalSectorBytes * m_logicalSectorBytes);
    fillContent(offset, buffer.first(size_t(delivered)));
    return {delivered, 0};
}

} // namespace Custody
