// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/extent.h"
#include "util/result.h"

#include <QList>
#include <QString>

#include <QStringList>

#include <cstddef>
#include <functional>
#include <span>

namespace Custody {

// How a sink treats image files that exist: refuse them, truncate them, or keep what they hold.
enum class OutputMode { CreateNew, Overwrite, Resume };

// A final digest of the image as a container format stores it: the algorithm as hashName() names
// it ("md5", "sha1", "sha256" …) and the digest in lower-case hex.
struct ImageDigest
{
    QString algorithm;
    QString hex;
};

// What a container format stores about the acquisition beside the media data (E01 headers).
// Raw images keep it in the record only.
struct ImageDescription
{
    QString caseNumber;
    QString evidenceNumber;
    QString examiner;
    QString description;
    QString notes;
    QString model;  // the drive's, where known
    QString serial; // the drive's, where known
    bool removable = false;
    bool physical = true; // a whole drive rather than a partition or a file
    int bytesPerSector = 512;
    QString software; // "Custody 1.2.0"
};

// What the acquisition knows once every byte is written.
struct ImageClosing
{
    QList<ImageDigest> digests;
    QList<Extent> unreadable; // the sectors that could not be read (filled), in bytes
};

// Where image bytes go. Writes are positional so that later passes can fill areas out of
// order. Called from the writer thread only.
class ImageSink
{
public:
    virtual ~ImageSink() = default;

    virtual Result<void> writeAt(qint64 offset, std::span<const std::byte> data) = 0;
    // Makes every byte written so far durable (fdatasync). The map is saved only after this.
    virtual Result<void> sync() = 0;
    // Reads image bytes back (to finish hashes from the image). Exactly buffer.size() bytes.
    virtual Result<void> readBack(qint64 offset, std::span<std::byte> buffer) = 0;
    // The image files, in image order.
    virtual QStringList filePaths() const = 0;
    // Asks to be told of each image file the sink will not write again, on the writer thread, as
    // soon as the sink knows (so that it can be hashed while the rest is written); once finish()
    // has succeeded, every file has been reported. Sinks whose files need no digest of their own
    // (raw: the media data's digests are the files') report nothing.
    virtual void setFileClosedHandler(std::function<void(const QString &path)> handler)
    {
        Q_UNUSED(handler);
    }
    // Called when every byte is written and the acquisition's digests are final, before the map
    // says finished: a container format stores them and the unreadable ranges in its own
    // structures and closes its last file here. Once per run that completes the image: a resume
    // of a complete image whose record was never written hashes it again and calls it again
    // with the same digests, so it must be idempotent. Raw images have nothing to add.
    virtual Result<void> finish(const ImageClosing &closing)
    {
        Q_UNUSED(closing);
        return {};
    }
};

} // namespace Custody
