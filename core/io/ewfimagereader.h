// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/ewfcontainer.h"
#include "io/imagereader.h"

#include <QList>

namespace Custody {

// An E01 image read through libewf: the media data its chunks hold, the MD5 and SHA-1 stored in
// it, and the chunks whose checksum fails (they read as zeros, so the digests mismatch, and are
// listed with their range and segment file). Read-only.
class EwfImageReader final : public ImageReader
{
public:
    // Opens every segment of the image (files in order, as Ewf::discoverSegments finds them).
    static Result<std::unique_ptr<EwfImageReader>> open(const QStringList &files);
    ~EwfImageReader() override;

    qint64 sizeBytes() const override { return m_sizeBytes; }
    QStringList files() const override { return m_files; }
    Result<void> readAt(qint64 offset, std::span<std::byte> buffer) override;
    CacheEviction evictCachedPages() override;
    QList<ImageDigest> storedDigests() const override { return m_storedDigests; }
    bool isContainer() const override { return true; }
    QList<ImageFault> faults() const override;
    // How many chunks failed their checksum so far (cheaper than faults()).
    int faultCount() const;

    int bytesPerSector() const { return m_bytesPerSector; }

private:
    EwfImageReader() = default;
    QString fileHolding(qint64 offset) const;

    Ewf::HandlePtr m_handle;
    QStringList m_files;
    qint64 m_sizeBytes = 0;
    int m_bytesPerSector = 512;
    QList<ImageDigest> m_storedDigests;
};

} // namespace Custody
