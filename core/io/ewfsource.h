// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/ewfimagereader.h"
#include "io/sourcedevice.h"

#include <memory>

namespace Custody {

// An E01 image as the source of an acquisition (to raw, or to E01 again to recompress it): its
// media data, read through libewf. A chunk whose checksum fails reads as an error, so the
// forensic preset records its sectors as unreadable rather than copying damaged data as good.
// Its identity is that of its first segment file. Read-only.
class EwfSource final : public SourceDevice
{
public:
    // Opens the image `path` belongs to (any of its segments).
    static Result<std::unique_ptr<EwfSource>> open(const QString &path);

    SourceKind kind() const override { return SourceKind::File; }
    std::optional<LocalIdentity> localIdentity() const override { return m_identity; }
    QString path() const override { return m_path; }
    qint64 sizeBytes() const override { return m_reader->sizeBytes(); }
    int logicalSectorBytes() const override { return m_reader->bytesPerSector(); }
    int physicalSectorBytes() const override { return m_reader->bytesPerSector(); }
    bool supportsDirectIo() const override { return false; }
    ReadOutcome readAt(qint64 offset, std::span<std::byte> buffer, ReadMode mode) override;
    bool isStillPresent() const override;

private:
    EwfSource() = default;

    std::unique_ptr<EwfImageReader> m_reader;
    QString m_path;
    LocalIdentity m_identity;
    QList<ImageFault> m_faulty; // the chunks that failed their checksum so far
    int m_knownFaultCount = 0;
};

} // namespace Custody
