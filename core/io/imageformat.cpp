// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/imageformat.h"

#include "io/rawimagereader.h"
#include "io/rawimagesink.h"
#include "util/durablefile.h"
#include "util/nativepath.h"

#include <QCoreApplication>

#include <fcntl.h>
#include <unistd.h>

namespace Custody {

namespace {

// EWF segment files start with "EVF\t\r\n\xff\0" (E01), "LVF…" (L01) or "EVF2\r\n\x81\0"
// (Ex01). Read as raw, such a container would only ever "mismatch": it is refused instead.
bool isEwfFile(const QString &path)
{
    const int descriptor = ::open(nativePath(path).constData(), O_RDONLY | O_CLOEXEC);
    if (descriptor < 0)
        return false;
    char bytes[8] = {};
    const ssize_t count = ::read(descriptor, bytes, sizeof bytes);
    ::close(descriptor);
    const QByteArray start(bytes, std::max<ssize_t>(0, count));
    return start == QByteArray("EVF\t\r\n\xff\0", 8) || start == QByteArray("LVF\t\r\n\xff\0", 8)
           || start == QByteArray("EVF2\r\n\x81\0", 8);
}

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
    }
    return {};
}

std::optional<ImageFormat> parseImageFormatName(const QString &name)
{
    for (const ImageFormat format : {ImageFormat::Raw, ImageFormat::SplitRaw}) {
        if (name == imageFormatName(format))
            return format;
    }
    return std::nullopt;
}

namespace ImageFormats {

QStringList plannedFiles(ImageFormat format, const QString &basePath, qint64 segmentBytes,
                         qint64 imageBytes)
{
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
    return found;
}

Result<std::unique_ptr<ImageSink>> createSink(ImageFormat format, const QString &basePath,
                                              qint64 segmentBytes, qint64 imageBytes,
                                              OutputMode mode)
{
    Result<std::unique_ptr<RawImageSink>> sink
        = RawImageSink::create(basePath, rawSegmentBytes(format, segmentBytes), imageBytes, mode);
    if (!sink)
        return sink.error();
    return std::unique_ptr<ImageSink>(std::move(*sink));
}

Result<std::unique_ptr<ImageReader>> openWritten(ImageFormat format, const QStringList &files)
{
    Q_UNUSED(format); // raw and split raw read the same way: the files one after the other
    Result<RawImageReader> reader = RawImageReader::open(files);
    if (!reader)
        return reader.error();
    return std::unique_ptr<ImageReader>(new RawImageReader(std::move(*reader)));
}

Result<QStringList> discoverFiles(const QString &path)
{
    const Result<QStringList> files = RawImageReader::discoverSegments(path);
    if (!files)
        return files.error();
    if (isEwfFile(files->constFirst()))
        return Error::fromErrno(
            Error::Code::InvalidArgument, 0, files->constFirst(), -1,
            QCoreApplication::translate("Custody::VerificationReport",
                                        "%1 is an EWF (E01) image, which Custody does not read "
                                        "yet; export its data with `ewfexport -f raw -t NAME %1` "
                                        "and verify NAME.raw")
                .arg(files->constFirst()));
    return files;
}

Result<std::unique_ptr<ImageReader>> open(const QString &path)
{
    const Result<QStringList> files = discoverFiles(path);
    if (!files)
        return files.error();
    return openWritten(files->size() > 1 ? ImageFormat::SplitRaw : ImageFormat::Raw, *files);
}

} // namespace ImageFormats

} // namespace Custody
