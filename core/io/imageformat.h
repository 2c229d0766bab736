// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

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
};

// "raw", "split raw": as records, maps and reports name it.
QString imageFormatName(ImageFormat format);
std::optional<ImageFormat> parseImageFormatName(const QString &name);

namespace ImageFormats {

// The image files an acquisition of imageBytes into basePath will write (for up-front checks
// and the list of what an earlier acquisition may have left).
QStringList plannedFiles(ImageFormat format, const QString &basePath, qint64 segmentBytes,
                         qint64 imageBytes);
// The image files of any format that an acquisition into basePath may have left there.
QStringList existingFiles(const QString &basePath);
Result<std::unique_ptr<ImageSink>> createSink(ImageFormat format, const QString &basePath,
                                              qint64 segmentBytes, qint64 imageBytes,
                                              OutputMode mode);
// A reader of the image an acquisition wrote (ImagingOutcome::imageFiles).
Result<std::unique_ptr<ImageReader>> openWritten(ImageFormat format, const QStringList &files);

// The files of the image that path belongs to (a single file, or every segment of a split
// image given any one of them), for verification. An image in a format Custody cannot read
// (EWF) is refused with what to do instead.
Result<QStringList> discoverFiles(const QString &path);
// A reader of the image that path belongs to.
Result<std::unique_ptr<ImageReader>> open(const QString &path);

} // namespace ImageFormats

} // namespace Custody
