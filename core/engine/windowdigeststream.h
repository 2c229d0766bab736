// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/boundedqueue.h"
#include "engine/bufferpool.h"
#include "engine/digest.h"

#include <QMap>
#include <QString>

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace Custody {

// Which bytes a window was made of: the blocks it came from, by serial (BufferPool gives each
// filling of a buffer its own), and where each block's bytes begin in it, in order. Two windows
// with the same pieces hold the same bytes: a block is never changed once the reader hands it
// on. Kept as a count of bytes and a 64-bit fingerprint of the (serial, offset) sequence, so
// that the same bytes cut into other pieces (a writer that writes a block in two parts) give the
// same value.
class WindowPieces
{
public:
    // `length` bytes of the block `serial` at image `offset`, continuing the bytes so far.
    void add(quint64 serial, qint64 offset, qint64 length);
    qint64 bytes() const { return m_bytes; }
    bool operator==(const WindowPieces &other) const
    {
        return m_bytes == other.m_bytes && m_fingerprint == other.m_fingerprint;
    }

private:
    qint64 m_bytes = 0;
    quint64 m_fingerprint = 0;
    std::optional<quint64> m_lastSerial;
};

// The SHA-256 of each resume window (ResumeWindows) of the blocks a job hands to its outputs,
// hashed once on a thread of its own for every output that writes them, instead of once per
// output: several outputs from one read then cost one window hash, not one each.
//
// The reader pushes every block here before it hands it to any output, so that whatever an
// output has been given, the stream has been given too; an output asks for a window's digest
// with the pieces it wrote it from, and gets it only when the stream hashed the window whole,
// in order, from exactly those pieces (an output that wrote other bytes, or the stream that
// saw a gap, gets nothing, and the output reads its window back as it would alone). The
// written part of the window an output stopped in is answered for the last few windows.
//
// Threads: push() and close() from the reader; the questions from any writer thread.
class WindowDigestStream
{
public:
    WindowDigestStream(qint64 windowBytes, qint64 imageBytes, qsizetype capacity);
    ~WindowDigestStream();
    WindowDigestStream(const WindowDigestStream &) = delete;
    WindowDigestStream &operator=(const WindowDigestStream &) = delete;

    qint64 windowBytes() const { return m_windowBytes; }

    // A block about to be handed to the outputs (held until it is hashed).
    void push(const BlockRef &block);
    // No more blocks: the thread hashes what it holds and ends.
    void close();

    // The digest of window `index` if the stream hashed it whole from `pieces`, else empty.
    // Waits until the stream has hashed every block pushed so far.
    QString wholeWindow(qint64 index, const WindowPieces &pieces);
    // The digest of the first pieces.bytes() bytes of window `index` if the stream hashed them
    // from `pieces` and still knows it (the last few windows), else empty. Waits the same way.
    QString windowPrefix(qint64 index, const WindowPieces &pieces);

private:
    // A point of a window's stream: its pieces so far and their digest.
    struct Checkpoint
    {
        WindowPieces pieces;
        QString hex;
    };
    struct Whole
    {
        WindowPieces pieces;
        QString hex;
    };
    void run();
    void hash(const Block &block);
    void openWindow(qint64 index);
    void waitUntilCaughtUp();

    const qint64 m_windowBytes;
    const qint64 m_imageBytes;
    BoundedQueue<BlockRef> m_queue;

    std::mutex m_mutex; // standard, for ThreadSanitizer (engine/namedthread.h)
    std::condition_variable m_caughtUp;
    quint64 m_pushed = 0; // blocks pushed (the reader's count, under m_mutex)
    quint64 m_hashed = 0; // blocks hashed or dropped, under m_mutex
    QMap<qint64, Whole> m_whole;
    // The checkpoints of the last few windows streamed, oldest first.
    std::deque<std::pair<qint64, std::vector<Checkpoint>>> m_recent;

    // The window being streamed: only the thread touches these.
    qint64 m_streamIndex = -1;
    qint64 m_streamNext = 0; // the image offset the stream continues at
    WindowPieces m_streamPieces;
    std::unique_ptr<Digest> m_stream;

    std::jthread m_thread; // last: started once everything it uses exists
};

} // namespace Custody
