// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/resumewindows.h"

#include "engine/streamhashthread.h"

#include <QJsonValue>

#include <vector>

using namespace Qt::StringLiterals;

namespace Custody {

namespace {

// Read back in pieces of this size: a window is 64 MiB, its buffer need not be.
constexpr qint64 ReadBackBytes = 4 * 1024 * 1024;

// SHA-256 of [extent] as `read` gives it, piece by piece.
template<typename Read>
Result<QString> hashExtent(const Extent &extent, Read read, const std::atomic<bool> *stop,
                           std::atomic<qint64> *progress = nullptr)
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
        if (progress)
            progress->fetch_add(piece);
    }
    digest.finish();
    return digest.windows().isEmpty() ? QString() : digest.windows().constFirst().hex;
}

// SHA-256 of [extent] of the image `sink` writes, read back.
Result<QString> hashFromImage(const Extent &extent, ImageSink &sink, const std::atomic<bool> *stop)
{
    return hashExtent(
        extent,
        [&sink](qint64 offset, std::span<std::byte> bytes) { return sink.readBack(offset, bytes); },
        stop);
}

} // namespace

qint64 ResumeWindows::windowBytesFor(qint64 requested, qint64 imageBytes)
{
    if (requested <= 0)
        return 0;
    constexpr qint64 MiB = 1024 * 1024;
    qint64 bytes = requested;
    while ((imageBytes + bytes - 1) / bytes > MaximumWindows)
        bytes = (bytes * 2 + MiB - 1) / MiB * MiB;
    return bytes;
}

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
        const QJsonObject prefix = earlier.value(u"prefix"_s).toObject();
        if (!prefix.isEmpty())
            m_prefix
                = Prefix{prefix.value(u"index"_s).toInteger(), prefix.value(u"bytes"_s).toInteger(),
                         prefix.value(u"sha256"_s).toString()};
    }
}

ResumeWindows::~ResumeWindows() = default;

Extent ResumeWindows::windowExtent(qint64 index) const
{
    const qint64 offset = index * m_windowBytes;
    return {offset, std::min(m_windowBytes, m_imageBytes - offset)};
}

namespace {

// The map's finished or filled areas, neighbours joined: one pass over its runs.
QList<Extent> doneSpans(const RescueMap &map)
{
    QList<Extent> spans;
    const QList<MapRun> runs = map.runs();
    for (const MapRun &run : runs) {
        if (run.state != SectorState::Finished && run.state != SectorState::BadSector)
            continue;
        if (!spans.isEmpty() && spans.last().end() == run.extent.offset)
            spans.last().length += run.extent.length;
        else
            spans.append(run.extent);
    }
    return spans;
}

bool isDone(const QList<Extent> &spans, const Extent &extent)
{
    auto after
        = std::upper_bound(spans.cbegin(), spans.cend(), extent.offset,
                           [](qint64 offset, const Extent &span) { return offset < span.offset; });
    return after != spans.cbegin() && std::prev(after)->offset <= extent.offset
           && std::prev(after)->end() >= extent.end();
}

// Keys in the order QJsonObject keeps them (as strings): inserted in that order, each goes at
// the end instead of shifting the rest.
QJsonObject digestsJson(const QMap<qint64, QString> &digests)
{
    QList<std::pair<QString, QString>> entries;
    entries.reserve(digests.size());
    for (auto it = digests.cbegin(); it != digests.cend(); ++it)
        entries.append({QString::number(it.key()), it.value()});
    std::sort(entries.begin(), entries.end());
    QJsonObject json;
    for (const auto &[key, hex] : std::as_const(entries))
        json.insert(key, hex);
    return json;
}

QJsonObject windowsJson(qint64 windowBytes, const QMap<qint64, QString> &digests,
                        const std::optional<ResumeWindows::Prefix> &prefix)
{
    QJsonObject json{{u"bytes"_s, windowBytes}, {u"sha256"_s, digestsJson(digests)}};
    if (prefix)
        json.insert(u"prefix"_s, QJsonObject{{u"index"_s, prefix->index},
                                             {u"bytes"_s, prefix->bytes},
                                             {u"sha256"_s, prefix->hex}});
    return json;
}

} // namespace

bool ResumeWindows::dropDigestsUnder(const Extent &extent)
{
    if (!enabled() || extent.isEmpty())
        return false;
    bool dropped = false;
    for (qint64 index = extent.offset / m_windowBytes; index <= (extent.end() - 1) / m_windowBytes;
         ++index) {
        dropped = m_digests.remove(index) > 0 || dropped;
        if (m_finishing.contains(index))
            catchUp();
        m_streamed.remove(index);
        m_sharedFinished.remove(index);
    }
    m_wroteSinceUpdate = true;
    if (m_prefix && extent.overlaps({windowExtent(m_prefix->index).offset, m_prefix->bytes})) {
        m_prefix.reset();
        dropped = true;
    }
    return dropped;
}

void ResumeWindows::hashOnThreadOfItsOwn(qsizetype capacity)
{
    if (enabled() && !m_hashThread && !m_sharedStream && !m_streamOpen)
        m_hashThread = std::make_unique<StreamHashThread>(capacity);
}

void ResumeWindows::shareStream(WindowDigestStream *stream)
{
    if (enabled() && !m_hashThread && !m_streamOpen && stream
        && stream->windowBytes() == m_windowBytes)
        m_sharedStream = stream;
}

void ResumeWindows::openStream(qint64 index, qint64 position)
{
    m_streamOpen = true;
    m_streamWindow = index;
    m_streamNext = position;
    if (m_sharedStream)
        m_sharedPieces = WindowPieces();
    else if (m_hashThread)
        m_hashThread->start(index);
    else
        m_stream = std::make_unique<Digest>(HashAlgorithm::Sha256, 0);
}

void ResumeWindows::feedStream(std::span<const std::byte> data, const BlockRef &block)
{
    if (m_sharedStream) {
        if (!block) { // bytes of no block the stream saw: this window is read back
            m_streamOpen = false;
            return;
        }
        m_sharedPieces.add(block->serial, m_streamNext, qint64(data.size()));
        m_streamNext += qint64(data.size());
        return;
    }
    m_streamNext += qint64(data.size());
    if (!m_hashThread) {
        m_stream->update(data);
        return;
    }
    if (!block) { // nothing would keep the bytes until the thread gets to them
        m_hashThread->abandon();
        m_streamOpen = false;
        return;
    }
    m_hashThread->update(block, data);
}

void ResumeWindows::closeStream(bool whole)
{
    m_streamOpen = false;
    if (m_sharedStream) {
        if (whole)
            m_sharedFinished.insert(m_streamWindow, m_sharedPieces);
        return;
    }
    if (m_hashThread) {
        if (whole) {
            m_hashThread->finish();
            m_finishing.insert(m_streamWindow);
        } else {
            m_hashThread->abandon();
        }
        return;
    }
    if (whole) {
        m_stream->finish();
        m_streamed.insert(m_streamWindow, m_stream->windows().constFirst().hex);
    }
    m_stream.reset();
}

void ResumeWindows::catchUp()
{
    if (m_sharedStream) {
        for (auto it = m_sharedFinished.cbegin(); it != m_sharedFinished.cend(); ++it) {
            if (const QString hex = m_sharedStream->wholeWindow(it.key(), it.value());
                !hex.isEmpty())
                m_streamed.insert(it.key(), hex);
        }
        m_sharedFinished.clear();
        return;
    }
    if (!m_hashThread)
        return;
    const QMap<qint64, QString> finished = m_hashThread->drain();
    for (auto it = finished.cbegin(); it != finished.cend(); ++it)
        m_streamed.insert(it.key(), it.value());
    m_finishing.clear();
}

QString ResumeWindows::streamHexSoFar()
{
    catchUp();
    if (m_sharedStream)
        return m_sharedStream->windowPrefix(m_streamWindow, m_sharedPieces);
    return m_hashThread ? m_hashThread->hexSoFar() : m_stream->hexSoFar();
}

void ResumeWindows::wrote(qint64 offset, std::span<const std::byte> data, const BlockRef &block)
{
    if (!enabled())
        return;
    m_wroteSinceUpdate = true;
    qint64 position = offset;
    while (!data.empty()) {
        const qint64 index = position / m_windowBytes;
        const Extent window = windowExtent(index);
        m_touched.insert(index);
        // A stream starts at a window's first byte and must continue without a gap.
        if (m_streamOpen && (index != m_streamWindow || position != m_streamNext))
            closeStream(false);
        if (!m_streamOpen && position == window.offset)
            openStream(index, position);
        const qint64 piece = std::min<qint64>(qint64(data.size()), window.end() - position);
        if (m_streamOpen) {
            feedStream(data.first(size_t(piece)), block);
            if (m_streamOpen && m_streamNext == window.end())
                closeStream(true);
        }
        data = data.subspan(size_t(piece));
        position += piece;
    }
}

Result<bool> ResumeWindows::update(const RescueMap &map, ImageSink &sink,
                                   const std::atomic<bool> *stop)
{
    // Nothing new since the last save: spared the walk over the map (a big rescue map).
    if (!enabled() || (map.changeCount() == m_mapChanges && !m_wroteSinceUpdate))
        return false;
    m_mapChanges = map.changeCount();
    m_wroteSinceUpdate = false;
    catchUp();
    const QList<Extent> done = doneSpans(map);
    bool changed = false;
    QList<qint64> touched(m_touched.cbegin(), m_touched.cend());
    std::sort(touched.begin(), touched.end());
    for (const qint64 index : std::as_const(touched)) {
        if (!isDone(done, windowExtent(index)))
            continue;
        QString hex = m_streamed.take(index);
        if (hex.isEmpty()) {
            const Result<QString> read = hashFromImage(windowExtent(index), sink, stop);
            if (!read)
                return read.error();
            hex = *read;
        }
        m_digests.insert(index, hex);
        m_touched.remove(index);
        if (m_prefix && m_prefix->index == index)
            m_prefix.reset(); // the whole window's digest covers it
        changed = true;
    }
    // Where a stop leaves the window being written in order: its written part.
    if (m_streamOpen && m_streamNext > windowExtent(m_streamWindow).offset) {
        const Extent part{windowExtent(m_streamWindow).offset,
                          m_streamNext - windowExtent(m_streamWindow).offset};
        if (isDone(done, part)
            && (!m_prefix || m_prefix->index != m_streamWindow || m_prefix->bytes != part.length)) {
            QString hex = streamHexSoFar();
            if (hex.isEmpty()) { // the job's stream no longer knows it: read back
                const Result<QString> read = hashFromImage(part, sink, stop);
                if (!read)
                    return read.error();
                hex = *read;
            }
            m_prefix = Prefix{m_streamWindow, part.length, hex};
            changed = true;
        }
    }
    return changed;
}

QJsonObject ResumeWindows::toJson() const
{
    return windowsJson(m_windowBytes, m_digests, m_prefix);
}

QJsonObject ResumeWindows::Checked::toJson() const
{
    return windowsJson(windowBytes, digests, prefix);
}

Result<ResumeWindows::Checked> ResumeWindows::checkImage(const QJsonObject &companion,
                                                         const RescueMap &map, ImageReader &image,
                                                         const std::atomic<bool> *stop,
                                                         std::atomic<qint64> *bytesChecked,
                                                         std::atomic<qint64> *bytesToCheck)
{
    const QJsonObject windows = companion.value(QLatin1String(CompanionKey)).toObject();
    Checked checked;
    checked.windowBytes = windows.value(u"bytes"_s).toInteger();
    if (checked.windowBytes <= 0)
        return checked;
    // What the earlier run kept, laid out as the map is (the image may hold less than the
    // source): each whole window, then the written part of the one it stopped in.
    const ResumeWindows earlier(checked.windowBytes, map.sizeBytes(), windows);
    const QList<Extent> done = doneSpans(map);
    QList<std::pair<Extent, QString>> parts;
    for (auto it = earlier.m_digests.cbegin(); it != earlier.m_digests.cend(); ++it)
        parts.append({earlier.windowExtent(it.key()), it.value()});
    if (earlier.m_prefix && !earlier.m_digests.contains(earlier.m_prefix->index))
        parts.append(
            {{earlier.windowExtent(earlier.m_prefix->index).offset, earlier.m_prefix->bytes},
             earlier.m_prefix->hex});
    if (bytesToCheck) {
        qint64 total = 0;
        for (const auto &[part, expected] : std::as_const(parts))
            total += isDone(done, part) ? part.length : 0;
        bytesToCheck->store(total);
    }
    for (const auto &[part, expected] : std::as_const(parts)) {
        const qint64 index = part.offset / checked.windowBytes;
        const bool whole = part == earlier.windowExtent(index);
        if (part.length <= 0 || !isDone(done, part))
            continue;
        if (part.end() > image.sizeBytes())
            return Error::fromErrno(Error::Code::ImageChanged, 0, image.files().value(0), -1,
                                    tr("the map keeps a digest of window %1, which ends beyond "
                                       "the image's %2 bytes")
                                        .arg(index)
                                        .arg(image.sizeBytes()));
        const Result<QString> now = hashExtent(
            part,
            [&image](qint64 offset, std::span<std::byte> bytes) {
                return image.readAt(offset, bytes);
            },
            stop, bytesChecked);
        if (!now)
            return now.error();
        if (*now != expected)
            return Error::fromErrno(
                Error::Code::ImageChanged, 0, image.files().value(0), part.offset,
                (whole ? tr("window %1 (bytes %2 to %3) of the image no longer holds what the "
                            "earlier run wrote: its SHA-256 was %4 when the map was saved and "
                            "is now %5")
                       : tr("the part of window %1 that the earlier run wrote (bytes %2 to %3) "
                            "no longer holds what it wrote: its SHA-256 was %4 when the map was "
                            "saved and is now %5"))
                    .arg(index)
                    .arg(part.offset)
                    .arg(part.end() - 1)
                    .arg(expected, *now));
        checked.bytes += part.length;
        if (whole) {
            ++checked.windows;
            checked.digests.insert(index, expected);
        } else {
            checked.prefix = Prefix{index, part.length, expected};
        }
    }
    return checked;
}

} // namespace Custody
