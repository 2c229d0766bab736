// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/imagesink.h"
#include "util/extent.h"
#include "util/result.h"

#include <QStringList>

#include <cstddef>
#include <optional>
#include <span>

namespace Custody {

// A range of the image whose stored checksum does not match its data, and the file holding it.
struct ImageFault
{
    Extent extent; // bytes
    QString file;
    int sectorBytes = 512; // the image's sectors, which E01 tools count in
};

// What evictCachedPages() achieved: no page of the image stayed in the page cache and nothing
// failed, so the next reads go through the file system to what holds the image.
struct CacheEviction
{
    qint64 pagesStillCached = 0; // of the image's files, counted after dropping them
    std::optional<Error> error;  // writing them out or dropping them failed

    bool dropped() const { return !error && pagesStillCached == 0; }
};

// An image read back: the bytes of the medium it holds, whatever the files look like (raw,
// split raw; a container format decodes its chunks here). What the verification after an
// acquisition, the source re-read's comparison and the verification against hashlogs read.
// Read-only; never used on evidence sources. Opened through the image format
// (imageformat.h). One thread at a time.
class ImageReader
{
public:
    virtual ~ImageReader() = default;

    // The size of the medium the image holds, in bytes.
    virtual qint64 sizeBytes() const = 0;
    // The files it reads, in image order.
    virtual QStringList files() const = 0;
    // Reads exactly buffer.size() bytes of the medium at offset.
    virtual Result<void> readAt(qint64 offset, std::span<std::byte> buffer) = 0;
    // Writes out and drops the image's pages from the page cache, so that a read-back right
    // after writing reads the disk rather than the memory it was written from, and counts the
    // pages that stayed (a file system that keeps files in memory, a file mapped elsewhere).
    virtual CacheEviction evictCachedPages() = 0;

    // What a container format records of the media itself, checked in the same read: the
    // digests stored inside it (E01: MD5, SHA-1), and the ranges whose stored checksum did not
    // match what was read so far (E01 chunks; they read as zeros). Raw images record neither.
    virtual QList<ImageDigest> storedDigests() const { return {}; }
    // Whether the files are a container (E01) rather than the medium's bytes one after another:
    // a hashlog's size or digest of the image is then of the media data, not of the files.
    virtual bool isContainer() const { return false; }
    virtual QList<ImageFault> faults() const { return {}; }
    // The medium's logical sector size where the image records it (E01), else 512.
    virtual int sectorBytes() const { return 512; }
};

// Writes out and drops the cached pages of one open file of an image, adding to `eviction`.
void evictFilePages(int descriptor, const QString &path, CacheEviction &eviction);

} // namespace Custody
