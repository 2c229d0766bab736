// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/imagesink.h"

#include <QList>

#include <memory>

namespace Custody {

// A raw image: one file (`BASE.dd`), or segments of segmentBytes each (`BASE.001`, `BASE.002`,
// …) when segmentBytes > 0. Segments are created as the image reaches them. CreateNew refuses
// existing files (O_EXCL); Overwrite truncates them; Resume keeps what they hold.
class RawImageSink final : public ImageSink
{
public:
    static Result<std::unique_ptr<RawImageSink>>
    create(const QString &basePath, qint64 segmentBytes, qint64 imageBytes, OutputMode mode);
    // The file names a raw image of imageBytes will use, for up-front existence checks.
    static QStringList plannedFilePaths(const QString &basePath, qint64 segmentBytes,
                                        qint64 imageBytes);
    ~RawImageSink() override;

    Result<void> writeAt(qint64 offset, std::span<const std::byte> data) override;
    Result<void> sync() override;
    Result<void> readBack(qint64 offset, std::span<std::byte> buffer) override;
    QStringList filePaths() const override { return m_paths; }

private:
    RawImageSink() = default;
    Result<int> descriptorFor(int segmentIndex);
    // The segment holding offset and how many bytes of it follow offset.
    std::pair<int, qint64> locate(qint64 offset, qint64 length) const;

    QStringList m_paths;
    QList<int> m_descriptors;
    QList<bool> m_dirty;
    qint64 m_segmentBytes = 0;
    OutputMode m_mode = OutputMode::CreateNew;
};

} // namespace Custody
