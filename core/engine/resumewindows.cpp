// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/resumewindows.h"

#include <QJsonValue>

#include <vector>

using namespace Qt::StringLiterals;

namespace Custody {

namespace {

// Read back in pieces of this size: a window is 64 MiB, its buffer need not be.
constexpr qint64 ReadBackBytes = 4 * 1024 * 1024;

// SHA-256 of [extent] as `read` gives it, piece by piece.
template<typename Read>
Result<QString> hashExtent(const Extent &extent, Read read, const std::atomic<bool> *stop)
{
    Digest digest(HashAlgorithm::Sha256, 0);
    std::vector<std::byte> buffer(size_t(std::min(ReadBackBytes, extent.length)));
    for (qint64 done = 0; done < extent.length;) {
        if (stop && stop->load())
            return Error::fromErrno(Error::Code::Cancelled, 0, QString());
        const qint64 piece = std::min<qint64>(qint64(buffer.size()), extent.length - done);
        const std::span<std::byte> bytes(buffer.data(), size_t(piece));
        if (const Result<void> readBack = read(extent.offset + done, bytes); !readBack)
            return readBack.error();
        digest.update(bytes);
        done += piece;
    }
    digest.finish();
    return digest.windows().isEmpty() ? QString() : digest.windows().constFirst().hex;
}

} // namespace

ResumeWindows::ResumeWindows(qint64 windowBytes, qint64 imageBytes, const QJsonObject &earlier)
    : m_windowBytes(std::max<qint64>(0, windowBytes))
    , m_imageBytes(imageBytes)
{
    // The earlier run's windows only if they are of the same size: they were checked against
    // the image before this run started.
    if (m_windowBytes > 0 && earlier.value(u"bytes"_s).toInteger() == m_windowBytes) {
        const QJsonObject digests = earlier.value(u"sha256"_s).toObject();
        for (auto it = digests.begin(); it != digests.end(); ++it)
            m_digests.insert(it.key().toLongLong(), it.value().toString());
    }
}

ResumeWindows::~ResumeWindows() = default;

Extent ResumeWindows::windowExtent(qint64 index) const
{
    const qint64 offset = index * m_windowBytes;
    return {offset, std::min(m_windowBytes, m_imageBytes - offset)};
}

bool ResumeWindows::windowDone(const RescueMap &map, qint64 index) const
{
    const Extent window = windowExtent(index);
    qint64 done = 0;
    for (const MapRun &run : map.runs()) {
        if (run.state == SectorState::Finished || run.state == SectorState::BadSector)
            done += run.extent.intersected(window).length;
    }
    return done == window.length;
}

bool ResumeWindows::dropDigestsUnder(const Extent &extent)
{
    if (!enabled() || extent.isEmpty())
        return false;
    bool dropped = false;
    for (qint64 index = extent.offset / m_windowBytes; index <= (extent.end() - 1) / m_windowBytes;
         ++index) {
        dropped = m_digests.remove(index) > 0 || dropped;
        m_streamed.remove(index);
    }
    return dropped;
}

void ResumeWindows::wrote(qint64 offset, std::span<const std::byte> data)
{
    if (!enabled())
        return;
    qint64 position = offset;
    while (!data.empty()) {
        const qint64 index = position / m_windowBytes;
        const Extent window = windowExtent(index);
        // A stream starts at a window's first byte and must continue without a gap.
        if (m_stream && (index != m_streamWindow || position != m_streamNext))
            m_stream.reset();
        if (!m_stream && position == window.offset) {
            m_stream = std::make_unique<Digest>(HashAlgorithm::Sha256, 0);
            m_streamWindow = index;
            m_streamNext = position;
        }
        const qint64 piece = std::min<qint64>(qint64(data.size()), window.end() - position);
        if (m_stream) {
            m_stream->update(data.first(size_t(piece)));
            m_streamNext += piece;
            if (m_streamNext == window.end()) {
                m_stream->finish();
                m_streamed.insert(index, m_stream->windows().constFirst().hex);
                m_stream.reset();
            }
        }
        data = data.subspan(size_t(piece));
        position += piece;
    }
}

Result<bool> ResumeWindows::update(const RescueMap &map, ImageSink &sink)
{
    if (!enabled())
        return false;
    bool added = false;
    const qint64 windows = (m_imageBytes + m_windowBytes - 1) / m_windowBytes;
    for (qint64 index = 0; index < windows; ++index) {
        if (m_digests.contains(index) || !windowDone(map, index))
            continue;
        QString hex = m_streamed.take(index);
        if (hex.isEmpty()) {
            const Result<QString> read = hashExtent(
                windowExtent(index),
                [&sink](qint64 offset, std::span<std::byte> bytes) {
                    return sink.readBack(offset, bytes);
                },
                nullptr);
            if (!read)
                return read.error();
            hex = *read;
        }
        m_digests.insert(index, hex);
        added = true;
    }
    return added;
}

QJsonObject ResumeWindows::toJson() const
{
    QJsonObject digests;
    for (auto it = m_digests.cbegin(); it != m_digests.cend(); ++it)
        digests.insert(QString::number(it.key()), it.value());
    return {{u"bytes"_s, m_windowBytes}, {u"sha256"_s, digests}};
}

Result<ResumeWindows::Checked> ResumeWindows::checkImage(const QJsonObject &companion,
                                                         ImageReader &image,
                                                         const std::atomic<bool> *stop)
{
    const QJsonObject windows = companion.value(QLatin1String(CompanionKey)).toObject();
    Checked checked;
    checked.windowBytes = windows.value(u"bytes"_s).toInteger();
    const QJsonObject digests = windows.value(u"sha256"_s).toObject();
    if (checked.windowBytes <= 0 || digests.isEmpty())
        return checked;
    QList<qint64> indexes;
    for (auto it = digests.begin(); it != digests.end(); ++it)
        indexes.append(it.key().toLongLong());
    std::sort(indexes.begin(), indexes.end());
    ResumeWindows layout(checked.windowBytes, image.sizeBytes());
    for (const qint64 index : std::as_const(indexes)) {
        const Extent window = layout.windowExtent(index);
        const QString expected = digests.value(QString::number(index)).toString();
        if (window.length <= 0 || window.offset >= image.sizeBytes())
            return Error::fromErrno(Error::Code::ImageChanged, 0, image.files().value(0), -1,
                                    tr("the map keeps a digest of window %1, which lies beyond "
                                       "the image's %2 bytes")
                                        .arg(index)
                                        .arg(image.sizeBytes()));
        const Result<QString> now = hashExtent(
            window,
            [&image](qint64 offset, std::span<std::byte> bytes) {
                return image.readAt(offset, bytes);
            },
            stop);
        if (!now)
            return now.error();
        if (*now != expected)
            return Error::fromErrno(
                Error::Code::ImageChanged, 0, image.files().value(0), window.offset,
                tr("window %1 (bytes %2 to %3) of the image no longer holds what the earlier "
                   "run wrote: its SHA-256 was %4 when the map was saved and is now %5")
                    .arg(index)
                    .arg(window.offset)
                    .arg(window.end() - 1)
                    .arg(expected, *now));
        ++checked.windows;
        checked.bytes += window.length;
    }
    return checked;
}

} // namespace Custody
