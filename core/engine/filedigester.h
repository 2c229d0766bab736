// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashalgorithm.h"
#include "util/result.h"

#include <QHash>
#include <QStringList>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <sys/stat.h>
#include <thread>

namespace Custody {

// Digests of whole files on a thread of its own, for files handed over as soon as they are
// complete (the segment files of an E01, while the next ones are written), so that their
// digests cost no time at the end. A digest is handed out only for the file as it is when asked:
// one that changed (size, time or identity) since it was hashed is hashed again.
class FileDigester
{
public:
    explicit FileDigester(HashAlgorithm algorithm);
    // Stops hashing and waits for the thread: a file being hashed is left undone.
    ~FileDigester();
    FileDigester(const FileDigester &) = delete;
    FileDigester &operator=(const FileDigester &) = delete;

    // Queues a complete file. From any thread.
    void add(const QString &path);
    // The digest of `path`: waits for it if it is queued, and hashes it now if it never was or
    // it changed since.
    Result<QString> digestOf(const QString &path);

private:
    // A file as hashed on the thread; an empty hex when it could not be (asked again later).
    struct Hashed
    {
        QString hex;
        struct stat status = {}; // the file's, when hashing ended
        bool steady = false;     // the same status when hashing began
    };
    void run();
    // The digest of `path`, and what the file was like when it was taken.
    Result<QString> hash(const QString &path, Hashed &hashed) const;

    const HashAlgorithm m_algorithm;
    std::atomic<bool> m_stopping = false;
    std::mutex m_mutex; // standard, for ThreadSanitizer (engine/namedthread.h)
    std::condition_variable m_changed;
    QStringList m_queue;
    QString m_current; // being hashed now
    QHash<QString, Hashed> m_done;
    std::jthread m_thread; // last: started once everything it uses exists
};

} // namespace Custody
