// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/chunkcompressor.h"
#include "io/imagereader.h"
#include "io/imagesink.h"

#include <QString>

#include <memory>
#include <optional>

namespace Custody {

// The format an acquisition writes, chosen by the examiner. A new format adds a value here and
// a case in each function below: the sink that writes it, the reader that reads it back, the
// files it plans; nothing else in the acquisition names a format.
enum class ImageFormat {
    Raw,      // BASE.dd, the medium byte for byte
    SplitRaw, // BASE.001, BASE.002, … of segmentBytes each, concatenated
    Ewf,      // BASE.E01, BASE.E02, … of segmentBytes at most: Expert Witness (EnCase 6)
};

// "raw", "split raw", "E01": as records, maps and reports name it.
QString imageFormatName(ImageFormat format);
std::optional<ImageFormat> parseImageFormatName(const QString &name);

// "none", "empty", "fast", "best": as the CLI, records and reports name it (ewfacquire's
// words; "empty" deflates only chunks of one repeated byte).
QString chunkCompressionName(ChunkCompression compression);
std::optional<ChunkCompression> parseChunkCompressionName(const QString &name);

// How the image is laid out in files, as the examiner chose it.
struct ImageFormatOptions
{
    ImageFormat format = ImageFormat::Raw;
    qint64 segmentBytes = 0; // split raw: each file; E01: each file at most
    ChunkCompression compression = ChunkCompression::Fast; // E01
    qint64 chunkBytes = 0;                                 // E01; 0: 64 sectors
    int compressionThreads = 0;                            // E01; 0: one per core
};

namespace ImageFormats {

// The image files an acquisition of imageBytes into basePath will write (for up-front checks
// and the list of what an earlier acquisition may have left). For E01, the files it may write
// at most: compression decides how many it needs.
QStringList plannedFiles(ImageFormat format, const QString &basePath, qint64 segmentBytes,
                         qint64 imageBytes);
// The image files of any format that an acquisition into basePath may have left there.
QStringList existingFiles(const QString &basePath);
Result<std::unique_ptr<ImageSink>> createSink(const ImageFormatOptions &options,
                                              const QString &basePath,
                                              const ImageDescription &description,
                                              qint64 imageBytes, OutputMode mode);
// A reader of the image an acquisition wrote (ImagingOutcome::imageFiles).
Result<std::unique_ptr<ImageReader>> openWritten(ImageFormat format, const QStringList &files);

// The files of the image that path belongs to (a single file, or every segment of a split or
// E01 image given any one of them), for verification. A missing segment is an error naming it.
Result<QStringList> discoverFiles(const QString &path);
// The format of an image, from its files (discoverFiles()).
ImageFormat formatOf(const QStringList &files);
// A reader of the image that path belongs to.
Result<std::unique_ptr<ImageReader>> open(const QString &path);

} // namespace ImageFormats

} // namespace Custody
