// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/contentcensus.h"

#include <QThread>

#include <algorithm>
#include <cstring>

namespace Custody {

namespace {

// Whether all `length` bytes at `data` are `value`: eight bytes at a time, so that a sector of
// zeros costs little and any other sector usually stops at its first word.
bool allBytesAre(const std::byte *data, qint64 length, std::byte value)
{
    const quint64 pattern = 0x0101010101010101ULL * quint64(value);
    qint64 at = 0;
    for (; at + 8 <= length; at += 8) {
        quint64 word;
        std::memcpy(&word, data + at, sizeof word);
        if (word != pattern)
            return false;
    }
    for (; at < length; ++at) {
        if (data[at] != value)
            return false;
    }
    return true;
}

// Whether all `length` bytes at `data` are zero: 512 bytes at a time ORed together without a
// branch (vectorised), so that a block of zeros costs about what reading it costs.
bool allZero(const std::byte *data, qint64 length)
{
    using Lanes = quint64 __attribute__((vector_size(16))); // SSE2 or NEON, whichever is there
    qint64 at = 0;
    for (; at + 512 <= length; at += 512) {
        Lanes any = {0, 0};
        for (int lane = 0; lane < 32; ++lane) {
            Lanes value;
            std::memcpy(&value, data + at + lane * 16, sizeof value);
            any |= value;
        }
        if ((any[0] | any[1]) != 0)
            return false;
    }
    return allBytesAre(data + at, length - at, std::byte{0});
}

// Keeps `run` among the longest runs, longest first; of two as long, the first found (the
// lower offset) stays ahead.
void keepLongest(QList<Extent> &runs, const Extent &run)
{
    if (run.isEmpty())
        return;
    const auto place = std::find_if(
        runs.begin(), runs.end(), [&run](const Extent &kept) { return run.length > kept.length; });
    if (place == runs.end() && runs.size() >= ContentProfile::LongestRunsKept)
        return;
    runs.insert(place, run);
    if (runs.size() > ContentProfile::LongestRunsKept)
        runs.removeLast();
}

qint64 cellSectorsFor(qint64 sectors)
{
    qint64 cellSectors = 1;
    while ((sectors + cellSectors - 1) / cellSectors > ContentCensus::MaximumCells)
        cellSectors *= 2;
    return cellSectors;
}

} // namespace

ContentCensus::ContentCensus(qint64 sizeBytes, int sectorBytes, qsizetype queueCapacity)
    : m_queue(queueCapacity)
{
    m_profile.sectorBytes = sectorBytes;
    m_profile.sizeBytes = sizeBytes;
    m_profile.cellBytes
        = cellSectorsFor((sizeBytes + sectorBytes - 1) / sectorBytes) * qint64(sectorBytes);
}

bool ContentCensus::ridesOnHashers(int hasherCount)
{
    return hasherCount > 0 && QThread::idealThreadCount() <= hasherCount;
}

void ContentCensus::run()
{
    const std::lock_guard turn(m_turn);
    while (const std::optional<BlockRef> block = m_queue.pop())
        examine(**block);
    finish();
}

void ContentCensus::examineWaiting()
{
    const std::unique_lock turn(m_turn, std::try_to_lock);
    if (!turn.owns_lock())
        return;
    while (const std::optional<BlockRef> block = m_queue.tryPop())
        examine(**block);
}

void ContentCensus::examine(const Block &block)
{
    const std::lock_guard lock(m_mutex);
    if (block.extent.offset != m_position)
        closeZeroRun(); // a gap: no run spans what was not seen
    const qint64 start = block.extent.offset;
    const qint64 end = std::min(block.extent.end(), m_profile.sizeBytes);
    const qint64 sectorBytes = m_profile.sectorBytes;
    m_position = end;
    // Most blocks are read whole, and many of those are zeros throughout: counted at once.
    const bool allRead
        = std::all_of(block.marks.cbegin(), block.marks.cend(),
                      [](const MapRun &run) { return run.state == SectorState::Finished; });
    if (allRead && start < end && allZero(block.data, end - start)) {
        countZeros(start, end - start);
        return;
    }
    qsizetype mark = 0;
    for (qint64 offset = start; offset < end; offset += sectorBytes) {
        const qint64 length = std::min(sectorBytes, end - offset);
        while (mark < block.marks.size() && block.marks[mark].extent.end() <= offset)
            ++mark;
        if (mark < block.marks.size() && block.marks[mark].extent.contains(offset)
            && block.marks[mark].state != SectorState::Finished) {
            count(Kind::Unreadable, 0);
            continue;
        }
        const std::byte *bytes = block.data + (offset - start);
        if (!allBytesAre(bytes, length, bytes[0]))
            count(Kind::Other, 0);
        else if (bytes[0] == std::byte{0})
            countZeros(offset, length);
        else
            count(Kind::Repeated, int(bytes[0]));
    }
}

void ContentCensus::countZeros(qint64 offset, qint64 length)
{
    const qint64 sectorBytes = m_profile.sectorBytes;
    for (qint64 at = offset; at < offset + length;) {
        if (const qint64 cell = at / m_profile.cellBytes; cell != m_cell) {
            closeCell();
            m_cell = cell;
        }
        const qint64 stop = std::min(offset + length, (m_cell + 1) * m_profile.cellBytes);
        const qint64 sectors = (stop - at + sectorBytes - 1) / sectorBytes;
        m_profile.sectorsExamined += sectors;
        m_profile.zeroSectors += sectors;
        m_cellZeroSectors += sectors;
        at = stop;
    }
    if (!m_zeroRun.isEmpty() && m_zeroRun.end() == offset) {
        m_zeroRun.length += length;
    } else {
        closeZeroRun();
        m_zeroRun = {offset, length};
    }
}

// No cell is looked at here: only zeros count in a cell, and countZeros() closes the cell it
// leaves, whatever came between.
void ContentCensus::count(Kind kind, int byte)
{
    if (kind == Kind::Unreadable) {
        ++m_profile.sectorsUnreadable;
        closeZeroRun();
        return;
    }
    ++m_profile.sectorsExamined;
    if (!m_zeroRun.isEmpty())
        closeZeroRun();
    if (kind == Kind::Repeated) {
        ++m_profile.repeatedByteSectors;
        ++m_repeated[size_t(byte)];
    }
}

void ContentCensus::closeZeroRun()
{
    keepLongest(m_profile.longestZeroRuns, m_zeroRun);
    m_zeroRun = {};
}

void ContentCensus::closeCell()
{
    const qint64 start = m_cell * m_profile.cellBytes;
    const qint64 length = std::min(m_profile.cellBytes, m_profile.sizeBytes - start);
    const qint64 sectors = (length + m_profile.sectorBytes - 1) / m_profile.sectorBytes;
    if (m_cell >= 0 && sectors > 0 && m_cellZeroSectors == sectors) {
        QList<Extent> &areas = m_profile.zeroAreas;
        if (!areas.isEmpty() && areas.constLast().end() == start)
            areas.last().length += length;
        else
            areas.append({start, length});
    }
    m_cellZeroSectors = 0;
}

void ContentCensus::finish()
{
    const std::lock_guard lock(m_mutex);
    closeZeroRun();
    closeCell();
    m_cell = -1; // closed: a later block opens its own
}

ContentProfile ContentCensus::profile() const
{
    const std::lock_guard lock(m_mutex);
    ContentProfile profile = m_profile;
    keepLongest(profile.longestZeroRuns, m_zeroRun); // the run still open counts as far as it goes
    for (int value = 1; value < 256; ++value) {
        if (m_repeated[size_t(value)] > 0)
            profile.repeatedBytes.append({value, m_repeated[size_t(value)]});
    }
    std::stable_sort(profile.repeatedBytes.begin(), profile.repeatedBytes.end(),
                     [](const auto &a, const auto &b) { return a.sectors > b.sectors; });
    if (profile.repeatedBytes.size() > ContentProfile::RepeatedBytesKept)
        profile.repeatedBytes.resize(ContentProfile::RepeatedBytesKept);
    return profile;
}

} // namespace Custody
