// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/imagereader.h"
#include "util/result.h"

#include <QList>
#include <QStringList>

#include <cstddef>
#include <span>

namespace Custody {

// A raw image read back for hashing: one file, or segments (NAME.001, NAME.002, … or .000,
// .aa, …) read as one stream in order. Read-only; never used on evidence sources.
class RawImageReader final : public ImageReader
{
public:
    // Opens the files in the given order.
    static Result<RawImageReader> open(const QStringList &files);
    // The segments of a split image, given any one of them (or a single file): NAME.000/.001…
    // numbered from the first that exists, or NAME.aa, NAME.ab, …; a gap is an error naming
    // the missing segment, and so is a segment beyond the last one found (an incomplete image).
    static Result<QStringList> discoverSegments(const QString &path);

    RawImageReader(RawImageReader &&other) noexcept;
    RawImageReader &operator=(RawImageReader &&other) noexcept;
    RawImageReader(const RawImageReader &) = delete;
    RawImageReader &operator=(const RawImageReader &) = delete;
    ~RawImageReader() override;

    qint64 sizeBytes() const override { return m_sizeBytes; }
    QStringList files() const override { return m_files; }
    // Reads exactly buffer.size() bytes at offset (crossing segments as needed).
    Result<void> readAt(qint64 offset, std::span<std::byte> buffer) override;
    CacheEviction evictCachedPages() override;

private:
    RawImageReader() = default;
    void closeAll();

    QStringList m_files;
    QList<int> m_descriptors;
    QList<qint64> m_starts; // image offset of each segment
    qint64 m_sizeBytes = 0;
};

} // namespace Custody
