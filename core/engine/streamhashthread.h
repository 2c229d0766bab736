// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/boundedqueue.h"
#include "engine/bufferpool.h"
#include "engine/digest.h"

#include <QMap>

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <span>
#include <thread>

namespace Custody {

// The SHA-256 of one window at a time, streamed, on a thread of its own: what ResumeWindows
// hashes as the writer writes, taken off the writer's thread so that writing and hashing
// overlap where a core is free. The bytes are the writer's own blocks, kept alive until they
// are hashed, in the order they were written: the digests are those the writer would have made.
//
// The writer says everything in order (start, update, finish or abandon); drain() waits until
// the thread has caught up and hands over the windows finished since.
class StreamHashThread
{
public:
    // `capacity`: how many commands may wait (each update holds its block).
    explicit StreamHashThread(qsizetype capacity);
    ~StreamHashThread();
    StreamHashThread(const StreamHashThread &) = delete;
    StreamHashThread &operator=(const StreamHashThread &) = delete;

    // A new stream for window `index` (an open one is dropped).
    void start(qint64 index);
    // Bytes of `block` for the open stream, hashed once the thread gets to them.
    void update(const BlockRef &block, std::span<const std::byte> data);
    // The open stream is its whole window: its digest is kept for drain().
    void finish();
    // The open stream is dropped.
    void abandon();

    // Waits until everything sent is hashed: the windows finished since the last drain().
    QMap<qint64, QString> drain();
    // Waits until everything sent is hashed: the open stream's digest so far (empty without one).
    QString hexSoFar();

private:
    enum class Step { Start, Update, Finish, Abandon };
    struct Command
    {
        Step step = Step::Update;
        qint64 index = 0;
        BlockRef block;
        std::span<const std::byte> data;
    };
    void send(Command command);
    void waitUntilCaughtUp();
    void run();

    BoundedQueue<Command> m_queue;
    std::mutex m_mutex; // standard, for ThreadSanitizer (engine/namedthread.h)
    std::condition_variable m_caughtUp;
    quint64 m_sent = 0; // commands sent (the writer's count)
    quint64 m_done = 0; // commands carried out, under m_mutex
    QMap<qint64, QString> m_finished;
    std::atomic<bool> m_discarding = false; // closing: what is still queued is not hashed
    // The open stream: only the thread touches it, except while it waits with nothing queued.
    std::unique_ptr<Digest> m_stream;
    qint64 m_streamIndex = -1;
    std::jthread m_thread; // last: started once everything it uses exists
};

} // namespace Custody
