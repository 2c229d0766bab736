// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/streamhashthread.h"

#include "engine/namedthread.h"

namespace Custody {

StreamHashThread::StreamHashThread(qsizetype capacity)
    : m_queue(capacity)
    , m_thread(startNamedThread(QStringLiteral("custody-windows"), [this] { run(); }))
{}

StreamHashThread::~StreamHashThread()
{
    // What is left unhashed points into blocks whose pool may be gone: dropped, not hashed.
    m_discarding.store(true);
    m_queue.close();
    m_thread.join();
}

void StreamHashThread::send(Command command)
{
    if (m_queue.push(std::move(command)))
        ++m_sent;
}

void StreamHashThread::start(qint64 index)
{
    send({Step::Start, index, {}, {}});
}

void StreamHashThread::update(const BlockRef &block, std::span<const std::byte> data)
{
    send({Step::Update, 0, block, data});
}

void StreamHashThread::finish()
{
    send({Step::Finish, 0, {}, {}});
}

void StreamHashThread::abandon()
{
    send({Step::Abandon, 0, {}, {}});
}

void StreamHashThread::waitUntilCaughtUp()
{
    std::unique_lock lock(m_mutex);
    m_caughtUp.wait(lock, [this] { return m_done == m_sent; });
}

QMap<qint64, QString> StreamHashThread::drain()
{
    waitUntilCaughtUp();
    std::lock_guard lock(m_mutex);
    return std::exchange(m_finished, {});
}

QString StreamHashThread::hexSoFar()
{
    waitUntilCaughtUp(); // the thread is idle from here until the next command is sent
    return m_stream ? m_stream->hexSoFar() : QString();
}

void StreamHashThread::run()
{
    while (std::optional<Command> command = m_queue.pop()) {
        if (m_discarding.load())
            continue;
        switch (command->step) {
        case Step::Start:
            m_stream = std::make_unique<Digest>(HashAlgorithm::Sha256, 0);
            m_streamIndex = command->index;
            break;
        case Step::Update:
            m_stream->update(command->data);
            command->block.reset(); // the buffer goes back to the pool now, not at the next pop
            break;
        case Step::Finish: {
            m_stream->finish();
            const QString hex = m_stream->windows().constFirst().hex;
            std::lock_guard lock(m_mutex);
            m_finished.insert(m_streamIndex, hex);
            m_stream.reset();
            break;
        }
        case Step::Abandon: m_stream.reset(); break;
        }
        std::lock_guard lock(m_mutex);
        ++m_done;
        m_caughtUp.notify_all();
    }
}

} // namespace Custody
