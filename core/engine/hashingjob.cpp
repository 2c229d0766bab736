// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/hashingjob.h"

#include "engine/sequentialhashing.h"

#include <algorithm>

namespace Custody {

namespace {

// The ranges of a sorted list that reach into `block`, appended to `found`.
template<typename Range, typename ExtentOf>
void appendOverlapping(const QList<Range> &sorted, const Block &block, ExtentOf extentOf,
                       QList<Extent> &found)
{
    auto range = std::partition_point(sorted.cbegin(), sorted.cend(), [&](const Range &candidate) {
        return extentOf(candidate).end() <= block.extent.offset;
    });
    for (; range != sorted.cend() && extentOf(*range).offset < block.extent.end(); ++range)
        found.append(extentOf(*range));
}

// Marks as bad the parts of `block` that `ranges` cover (those of two sorted lists, so in any
// order, and possibly overlapping), once each and in order, as the census wants its marks.
void markUnreadable(Block &block, QList<Extent> ranges)
{
    std::sort(ranges.begin(), ranges.end(),
              [](const Extent &a, const Extent &b) { return a.offset < b.offset; });
    qint64 covered = block.extent.offset;
    for (const Extent &range : std::as_const(ranges)) {
        const qint64 start = std::max(range.offset, covered);
        const qint64 end = std::min(range.end(), block.extent.end());
        if (start >= end)
            continue;
        block.addMark({start, end - start}, SectorState::BadSector);
        covered = end;
    }
}

} // namespace

HashingJob::HashingJob(ImageReader &reader, HashAlgorithms algorithms, qint64 windowBytes,
                       qint64 blockBytes)
    : m_reader(reader)
    , m_algorithms(algorithms)
    , m_windowBytes(windowBytes)
    , m_blockBytes(blockBytes)
{}

void HashingJob::countContent(QList<Extent> unreadable)
{
    m_unreadable = std::move(unreadable);
    m_census = std::make_unique<ContentCensus>(m_reader.sizeBytes(), m_reader.sectorBytes(), 16);
}

Result<QList<HashResult>> HashingJob::run()
{
    const SequentialHashing plan{m_algorithms,
                                 m_windowBytes,
                                 m_blockBytes,
                                 m_reader.sizeBytes(),
                                 QStringLiteral("custody-hash"),
                                 m_reader.files().value(0),
                                 m_census.get()};
    Result<QList<HashResult>> hashes
        = hashSequentially(plan, m_cancelRequested, m_bytesRead, [this](Block &block) {
              const Result<void> read = m_reader.readAt(
                  block.extent.offset, std::span(block.data, size_t(block.extent.length)));
              // A chunk that fails its checksum reads as zeros: for the census it is unreadable,
              // as the fill of what the acquisition could not read is. The reader keeps its
              // faults sorted and apart (EwfImageReader::addFault).
              if (m_census) {
                  QList<Extent> unreadable;
                  appendOverlapping(
                      m_unreadable, block, [](const Extent &e) { return e; }, unreadable);
                  appendOverlapping(
                      m_reader.faults(), block,
                      [](const ImageFault &fault) { return fault.extent; }, unreadable);
                  markUnreadable(block, std::move(unreadable));
              }
              return read;
          });
    m_complete = bool(hashes);
    return hashes;
}

std::optional<ContentProfile> HashingJob::content() const
{
    return m_census && m_complete ? std::optional(m_census->profile()) : std::nullopt;
}

} // namespace Custody
