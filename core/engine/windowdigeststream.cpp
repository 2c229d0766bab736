// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/windowdigeststream.h"

#include "engine/digest.h"
#include "engine/namedthread.h"
#include "util/splitmix.h"

namespace Custody {

namespace {

// How many windows' checkpoints are kept for windowPrefix(): an output is behind the stream by
// at most its queue, far less than this many windows.
constexpr std::size_t RecentWindows = 4;

} // namespace

void WindowPieces::add(quint64 serial, qint64 offset, qint64 length)
{
    if (length <= 0)
        return;
    // A block's bytes are contiguous in the image: only where a new block begins counts.
    if (m_lastSerial != serial) {
        m_fingerprint
            = splitMix64(m_fingerprint ^ splitMix64(serial) ^ splitMix64(~quint64(offset)));
        m_lastSerial = serial;
    }
    m_bytes += length;
}

WindowDigestStream::WindowDigestStream(qint64 windowBytes, qint64 imageBytes, qsizetype capacity)
    : m_windowBytes(windowBytes)
    , m_imageBytes(imageBytes)
    , m_queue(capacity)
    , m_thread(startNamedThread(QStringLiteral("custody-windows"), [this] { run(); }))
{}

WindowDigestStream::~WindowDigestStream()
{
    close();
}

void WindowDigestStream::push(const BlockRef &block)
{
    if (!m_queue.push(block))
        return;
    // Counted once queued, before any output is given the block: a writer that asks about a
    // block it has waits until the stream has hashed it.
    std::lock_guard lock(m_mutex);
    ++m_pushed;
}

void WindowDigestStream::close()
{
    m_queue.close();
    if (m_thread.joinable())
        m_thread.join();
}

void WindowDigestStream::run()
{
    while (std::optional<BlockRef> block = m_queue.pop()) {
        if (*block && !(*block)->extent.isEmpty())
            hash(**block);
        block->reset(); // back to the pool before the count says it is done
        {
            std::lock_guard lock(m_mutex);
            ++m_hashed;
        }
        m_caughtUp.notify_all();
    }
}

void WindowDigestStream::openWindow(qint64 index)
{
    m_stream = std::make_unique<Digest>(HashAlgorithm::Sha256, 0);
    m_streamIndex = index;
    m_streamNext = index * m_windowBytes;
    m_streamPieces = WindowPieces();
    std::lock_guard lock(m_mutex);
    m_recent.emplace_back(index, std::vector<Checkpoint>());
    if (m_recent.size() > RecentWindows)
        m_recent.pop_front();
}

void WindowDigestStream::hash(const Block &block)
{
    std::span<const std::byte> bytes = block.bytes();
    qint64 position = block.extent.offset;
    while (!bytes.empty()) {
        const qint64 index = position / m_windowBytes;
        const qint64 windowStart = index * m_windowBytes;
        const qint64 windowEnd = std::min(windowStart + m_windowBytes, m_imageBytes);
        // A window is streamed from its first byte without a gap, or not at all.
        if (m_stream && (index != m_streamIndex || position != m_streamNext))
            m_stream.reset();
        if (!m_stream && position == windowStart)
            openWindow(index);
        const qint64 piece = std::min<qint64>(qint64(bytes.size()), windowEnd - position);
        if (m_stream) {
            m_stream->update(bytes.first(std::size_t(piece)));
            m_streamPieces.add(block.serial, position, piece);
            m_streamNext = position + piece;
            const bool whole = m_streamNext == windowEnd;
            const QString hex = m_stream->hexSoFar();
            {
                std::lock_guard lock(m_mutex);
                m_recent.back().second.push_back({m_streamPieces, hex});
                if (whole)
                    m_whole.insert(index, {m_streamPieces, hex});
            }
            if (whole)
                m_stream.reset();
        }
        bytes = bytes.subspan(std::size_t(piece));
        position += piece;
    }
}

void WindowDigestStream::waitUntilCaughtUp()
{
    std::unique_lock lock(m_mutex);
    const quint64 target = m_pushed;
    m_caughtUp.wait(lock, [this, target] { return m_hashed >= target; });
}

QString WindowDigestStream::wholeWindow(qint64 index, const WindowPieces &pieces)
{
    waitUntilCaughtUp();
    std::lock_guard lock(m_mutex);
    const auto found = m_whole.constFind(index);
    return found != m_whole.cend() && found->pieces == pieces ? found->hex : QString();
}

QString WindowDigestStream::windowPrefix(qint64 index, const WindowPieces &pieces)
{
    waitUntilCaughtUp();
    std::lock_guard lock(m_mutex);
    for (auto window = m_recent.crbegin(); window != m_recent.crend(); ++window) {
        if (window->first != index)
            continue;
        for (const Checkpoint &checkpoint : window->second) {
            if (checkpoint.pieces == pieces)
                return checkpoint.hex;
        }
    }
    return {};
}

} // namespace Custody
