// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/imageformat.h"

#include "io/ewfcontainer.h"
#include "io/ewfimagereader.h"
#include "io/ewfimagesink.h"
#include "io/rawimagereader.h"
#include "io/rawimagesink.h"
#include "util/durablefile.h"

namespace Custody {

namespace {

qint64 rawSegmentBytes(ImageFormat format, qint64 segmentBytes)
{
    return format == ImageFormat::SplitRaw ? segmentBytes : 0;
}

} // namespace

QString imageFormatName(ImageFormat format)
{
    switch (format) {
    case ImageFormat::Raw: return QStringLiteral("raw");
    case ImageFormat::SplitRaw: return QStringLiteral("split raw");
    case ImageFormat::Ewf: return QStringLiteral("E01");
    }
    return {};
}

std::optional<ImageFormat> parseImageFormatName(const QString &name)
{
    for (const ImageFormat format : {ImageFormat::Raw, ImageFormat::SplitRaw, ImageFormat::Ewf}) {
        if (name.compare(imageFormatName(format), Qt::CaseInsensitive) == 0)
            return format;
    }
    return std::nullopt;
}

QString chunkCompressionName(ChunkCompression compression)
{
    switch (compression) {
    case ChunkCompression::None: return QStringLiteral("none");
    case ChunkCompression::Uniform: return QStringLiteral("empty");
    case ChunkCompression::Fast: return QStringLiteral("fast");
    case ChunkCompression::Best: return QStringLiteral("best");
    }
    return {};
}

std::optional<ChunkCompression> parseChunkCompressionName(const QString &name)
{
    for (const ChunkCompression compression : {ChunkCompression::None, ChunkCompression::Uniform,
                                               ChunkCompression::Fast, ChunkCompression::Best}) {
        if (name == chunkCompressionName(compression))
            return compression;
    }
    return std::nullopt;
}

namespace ImageFormats {

QStringList plannedFiles(ImageFormat format, const QString &basePath, qint64 segmentBytes,
                         qint64 imageBytes)
{
    if (format == ImageFormat::Ewf) {
        // Stored chunks take a little more than the data (their checksums, the tables).
        const qint64 worstCase = imageBytes + imageBytes / 64 + 64 * 1024;
        const qint64 count = segmentBytes > 0 ? (worstCase + segmentBytes - 1) / segmentBytes : 1;
        QStringList files;
        for (int number = 1; number <= count; ++number) {
            const QString extension = Ewf::segmentExtension(number);
            if (extension.isEmpty())
                break;
            files << basePath + QLatin1Char('.') + extension;
        }
        return files;
    }
    return RawImageSink::plannedFilePaths(basePath, rawSegmentBytes(format, segmentBytes),
                                          imageBytes);
}

QStringList existingFiles(const QString &basePath)
{
    QStringList found;
    if (const QString single = basePath + QStringLiteral(".dd"); pathExists(single))
        found << single;
    // Segments from .000 or .001 on, as far as they go.
    for (int index = 0;; ++index) {
        const QString segment
            = basePath + QStringLiteral(".%1").arg(index, 3, 10, QLatin1Char('0'));
        if (pathExists(segment))
            found << segment;
        else if (index > 0)
            break;
    }
    return found + Ewf::existingSegments(basePath);
}

Result<std::unique_ptr<ImageSink>> createSink(const ImageFormatOptions &options,
                                              const QString &basePath,
                                              const ImageDescription &description,
                                              qint64 imageBytes, OutputMode mode)
{
    if (options.format == ImageFormat::Ewf) {
        EwfWriteSettings settings;
        settings.compression = options.compression;
        settings.segmentBytes = options.segmentBytes;
        settings.chunkBytes = options.chunkBytes;
        settings.threads = options.compressionThreads;
        Result<std::unique_ptr<EwfImageSink>> sink
            = EwfImageSink::create(basePath, settings, description, imageBytes, mode);
        if (!sink)
            return sink.error();
        return std::unique_ptr<ImageSink>(std::move(*sink));
    }
    Result<std::unique_ptr<RawImageSink>> sink = RawImageSink::create(
        basePath, rawSegmentBytes(options.format, options.segmentBytes), imageBytes, mode);
    if (!sink)
        return sink.error();
    return std::unique_ptr<ImageSink>(std::move(*sink));
}

Result<std::unique_ptr<ImageReader>> openWritten(ImageFormat format, const QStringList &files)
{
    if (format == ImageFormat::Ewf) {
        Result<std::unique_ptr<EwfImageReader>> reader = EwfImageReader::open(files);
        if (!reader)
            return reader.error();
        return std::unique_ptr<ImageReader>(std::move(*reader));
    }
    // Raw and split raw read the same way: the files one after the other.
    Result<RawImageReader> reader = RawImageReader::open(files);
    if (!reader)
        return reader.error();
    return std::unique_ptr<ImageReader>(new RawImageReader(std::move(*reader)));
}

Result<QStringList> discoverFiles(const QString &path)
{
    if (Ewf::hasEwfSignature(path))
        return Ewf::discoverSegments(path);
    return RawImageReader::discoverSegments(path);
}

ImageFormat formatOf(const QStringList &files)
{
    if (!files.isEmpty() && Ewf::hasEwfSignature(files.constFirst()))
        return ImageFormat::Ewf;
    return files.size() > 1 ? ImageFormat::SplitRaw : ImageFormat::Raw;
}

Result<std::unique_ptr<ImageReader>> open(const QString &path)
{
    const Result<QStringList> files = discoverFiles(path);
    if (!files)
        return files.error();
    return openWritten(formatOf(*files), *files);
}

} // namespace ImageFormats

} // namespace Custody
