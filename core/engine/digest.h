// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashalgorithm.h"
#include "util/extent.h"
#include "util/result.h"

#include <QList>
#include <QString>

#include <atomic>
#include <cstddef>
#include <functional>
#include <span>

struct evp_md_st;
struct evp_md_ctx_st;

namespace Custody {

struct WindowDigest
{
    Extent extent;
    QString hex;
    bool operator==(const WindowDigest &) const = default;
};

// An OpenSSL EVP digest over a byte stream that arrives in order, optionally cut into windows
// of windowBytes each (piecewise hashes, dcfldd's hashwindow; or one per image segment). With
// windowBytes 0 there is one window, the whole stream. Not thread-safe; owned by one thread.
class Digest
{
public:
    Digest(HashAlgorithm algorithm, qint64 windowBytes);
    ~Digest();
    Digest(const Digest &) = delete;
    Digest &operator=(const Digest &) = delete;

    // Windows go to `sink` as they close instead of into windows(): memory then stays the same
    // however many windows there are. Before the first update().
    using WindowSink = std::function<void(const WindowDigest &)>;
    void setWindowSink(WindowSink sink) { m_sink = std::move(sink); }

    // Feeds the bytes at [position(), position() + data.size()).
    void update(std::span<const std::byte> data);
    // Closes the last window. The digests are complete afterwards.
    void finish();
    // The digest of what was hashed so far, without finishing (for a digest without windows).
    QString hexSoFar() const;

    HashAlgorithm algorithm() const { return m_algorithm; }
    qint64 position() const { return m_position; }
    // With windowBytes 0, the single digest of the whole stream. Empty with a window sink.
    QList<WindowDigest> windows() const { return m_windows; }
    qint64 windowCount() const { return m_windowCount; }

    // The hex digest of data in one call, for tests and small inputs.
    static QString hexOf(HashAlgorithm algorithm, std::span<const std::byte> data);
    // The hex digest of a file's bytes, read in blocks.
    static Result<QString> hexOfFile(HashAlgorithm algorithm, const QString &path);
    // The same from an open descriptor, from where it stands to the end; `path` names it in
    // errors. Stops with an error once *stop is true.
    static Result<QString> hexOfDescriptor(HashAlgorithm algorithm, int descriptor,
                                           const QString &path,
                                           const std::atomic<bool> *stop = nullptr);

private:
    void closeWindow();

    HashAlgorithm m_algorithm;
    qint64 m_windowBytes;
    evp_md_st *m_method = nullptr;
    evp_md_ctx_st *m_context = nullptr;
    qint64 m_windowStart = 0;
    qint64 m_position = 0;
    QList<WindowDigest> m_windows;
    WindowSink m_sink;
    qint64 m_windowCount = 0;
    bool m_finished = false;
};

} // namespace Custody
