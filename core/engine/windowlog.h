// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/digest.h"
#include "util/result.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace Custody {

// The window digests of one algorithm, streamed to a file as they are computed instead of kept in
// memory: a 2 TB drive in 64 KiB windows has 32 million of them. The file is a dcfldd hashlog
// ("START - END: DIGEST" per window, end exclusive, then "Total (ALGORITHM): DIGEST"), so that
// Custody, and anyone who reads dcfldd's logs, can check an image against it.
//
// Written to a temporary file beside the target; commit() syncs it and renames it over the
// target, discard() (or destruction without commit) removes it. So a run that fails, is cancelled
// or finds a changed image never replaces the windows of an acquisition that completed before.
// Owned and used by one thread (the algorithm's hash worker), then committed by the job.
class WindowLog
{
public:
    explicit WindowLog(QString path);
    ~WindowLog();
    WindowLog(const WindowLog &) = delete;
    WindowLog &operator=(const WindowLog &) = delete;

    void append(const WindowDigest &window);
    // After the last window: the whole digest's line, and the file made durable (not yet renamed).
    void finish(HashAlgorithm algorithm, const QString &totalHex);
    Result<void> commit();
    void discard();

    QString path() const { return m_path; }
    qint64 windowCount() const { return m_windowCount; }
    // The first write error, if any; commit() returns it.
    const std::optional<Error> &error() const { return m_error; }

private:
    bool open();
    void flush();
    void fail(int sysErrno, const char *step);

    QString m_path;
    QByteArray m_temporaryPath;
    int m_descriptor = -1;
    QByteArray m_buffer;
    qint64 m_windowCount = 0;
    bool m_finished = false;
    std::optional<Error> m_error;
};

} // namespace Custody
