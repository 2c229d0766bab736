// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/rawimagereader.h"
#include "io/sourcedevice.h"

#include <memory>

namespace Custody {

// A split raw image (NAME.001, NAME.002, … or NAME.aa, NAME.ab, …) as the source of an
// acquisition: its segments read as one medium of 512-byte sectors, for a restore onto a drive or
// a conversion. Opened by its first segment, whose identity it has (as EwfSource). Read-only.
class SplitRawSource final : public SourceDevice
{
public:
    // The set `firstSegment` begins, when it is the first of two segments or more; nothing
    // (no error) when it is a single file or not a set's first segment.
    static Result<std::unique_ptr<SplitRawSource>> openSet(const QString &firstSegment);

    SourceKind kind() const override { return SourceKind::File; }
    std::optional<LocalIdentity> localIdentity() const override { return m_identity; }
    QString path() const override { return m_reader->files().constFirst(); }
    qint64 sizeBytes() const override { return m_reader->sizeBytes(); }
    int logicalSectorBytes() const override { return 512; }
    int physicalSectorBytes() const override { return 512; }
    bool supportsDirectIo() const override { return false; }
    ReadOutcome readAt(qint64 offset, std::span<std::byte> buffer, ReadMode mode) override;
    bool isStillPresent() const override;

private:
    SplitRawSource() = default;

    std::unique_ptr<RawImageReader> m_reader;
    LocalIdentity m_identity;
};

} // namespace Custody
