// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/hashingjob.h"

#include "engine/sequentialhashing.h"

namespace Custody {

HashingJob::HashingJob(ImageReader &reader, HashAlgorithms algorithms, qint64 windowBytes,
                       qint64 blockBytes)
    : m_reader(reader)
    , m_algorithms(algorithms)
    , m_windowBytes(windowBytes)
    , m_blockBytes(blockBytes)
{}

Result<QList<HashResult>> HashingJob::run()
{
    const SequentialHashing plan{m_algorithms,
                                 m_windowBytes,
                                 m_blockBytes,
                                 m_reader.sizeBytes(),
                                 QStringLiteral("custody-hash"),
                                 m_reader.files().value(0)};
    return hashSequentially(plan, m_cancelRequested, m_bytesRead, [this](Block &block) {
        return m_reader.readAt(block.extent.offset,
                               std::span(block.data, size_t(block.extent.length)));
    });
}

} // namespace Custody
