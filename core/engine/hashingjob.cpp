// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/hashingjob.h"

#include "engine/sequentialhashing.h"

#include <algorithm>

namespace Custody {

HashingJob::HashingJob(ImageReader &reader, HashAlgorithms algorithms, qint64 windowBytes,
                       qint64 blockBytes)
    : m_reader(reader)
    , m_algorithms(algorithms)
    , m_windowBytes(windowBytes)
    , m_blockBytes(blockBytes)
{}

void HashingJob::countContent()
{
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
              // A chunk that fails its checksum reads as zeros: for the census it is unreadable.
              // The reader keeps its faults sorted and apart (EwfImageReader::addFault).
              const QList<ImageFault> faults = m_reader.faults();
              auto fault = std::partition_point(
                  faults.cbegin(), faults.cend(), [&block](const ImageFault &candidate) {
                      return candidate.extent.end() <= block.extent.offset;
                  });
              for (; fault != faults.cend() && fault->extent.offset < block.extent.end(); ++fault)
                  block.addMark(fault->extent.intersected(block.extent), SectorState::BadSector);
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
