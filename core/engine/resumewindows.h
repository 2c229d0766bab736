// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/bufferpool.h"
#include "engine/digest.h"
#include "engine/rescuemap.h"
#include "engine/windowdigeststream.h"
#include "io/imagereader.h"
#include "io/imagesink.h"
#include "util/result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <QSet>

#include <atomic>
#include <memory>
#include <optional>
#include <span>

namespace Custody {

class StreamHashThread;

// What a resume checks before it trusts the bytes an earlier run left in the image: the SHA-256
// of every fixed window (64 MiB by default) of the image that a run wrote and finished (every
// byte copied or filled as unreadable), and of the part of the window being written in order
// when the run stopped, kept in the map's companion and saved with the map, so that the digests
// on disk always describe the image the map describes.
//
// A window's digest comes from the bytes as they were written, when the writer wrote the whole
// window in order (the forensic pass), else from the image read back once the window is done.
// A later write into a digested part (a retry that recovers a bad sector) first drops its
// digest and saves the map, so that no digest on disk ever describes bytes about to change.
// Windows finished before this run that have no digest (a GNU ddrescue map) get none: their
// bytes were never checked, and a digest would vouch for them. Used by the writer thread only.
//
// The digests detect an image changed between runs by accident or by someone who did not also
// rewrite the map; the map is not signed, so they are no proof against someone who rewrites both.
class ResumeWindows
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ResumeWindows)

public:
    static constexpr qint64 DefaultWindowBytes = 64 * 1024 * 1024;
    // Beyond this the windows grow (a 20 TB drive: about 300 MiB each), so that the map and its
    // companion stay small enough to save every few seconds.
    static constexpr qint64 MaximumWindows = 65536;
    static constexpr const char *CompanionKey = "imageWindows";

    // The window size for an image: `requested`, raised to whole MiB until there are at most
    // MaximumWindows; 0 stays 0 (none kept).
    static qint64 windowBytesFor(qint64 requested, qint64 imageBytes);

    // `earlier`: the companion's value of an earlier run, whose digests it keeps (they were
    // checked before this run started). `windowBytes` 0 keeps none.
    ResumeWindows(qint64 windowBytes, qint64 imageBytes, const QJsonObject &earlier = {});
    ~ResumeWindows();

    bool enabled() const { return m_windowBytes > 0; }
    qint64 windowBytes() const { return m_windowBytes; }
    qint64 digestCount() const { return m_digests.size(); }

    // The writer is about to write `extent`: drops the digests of what it touches and says
    // whether there were any (the map must then be saved before the write).
    bool dropDigestsUnder(const Extent &extent);
    // Streamed windows are hashed on a thread of their own from here on (see StreamHashThread),
    // with up to `capacity` commands waiting. Before the first wrote().
    void hashOnThreadOfItsOwn(qsizetype capacity);
    // Streamed windows take their digests from `stream`, which hashes the blocks of the read once
    // for every output of the job, when this output wrote a window from exactly the blocks it
    // hashed; else the window is read back, as one not written in one stream is. Instead of
    // hashOnThreadOfItsOwn(), before the first wrote(); `stream` outlives this.
    void shareStream(WindowDigestStream *stream);
    // The bytes just written at `offset`, in the writer's order, from `block` (kept until they
    // are hashed).
    void wrote(qint64 offset, std::span<const std::byte> data, const BlockRef &block);
    // Waits until every streamed byte is hashed (before the blocks' pool goes away).
    void catchUp();
    // After the image was synced: digests for the windows this run wrote into that `map` now
    // says are done, reading back from `sink` those not written in one stream. True when the
    // digests changed.
    Result<bool> update(const RescueMap &map, ImageSink &sink, const std::atomic<bool> *stop);

    QJsonObject toJson() const;

    // The part of a window written in order from its start, when the run stopped in it.
    struct Prefix
    {
        qint64 index = 0;
        qint64 bytes = 0;
        QString hex;
    };

    // Hashes, from the image, each window that `companion` (the map's companion) keeps a digest
    // of and that `map` says is done, and the written part of a window it keeps a prefix digest
    // of; an error of code ImageChanged naming the first that differs. A digest of something the
    // map does not call done is left out (and not carried on).
    struct Checked
    {
        qint64 windowBytes = 0;
        qint64 windows = 0;
        qint64 bytes = 0;
        QMap<qint64, QString> digests; // the windows checked: the next run starts from them
        std::optional<Prefix> prefix;

        QJsonObject toJson() const;
    };
    // `bytesChecked`, when given, counts up as it reads, for progress; `bytesToCheck` is set
    // first.
    static Result<Checked> checkImage(const QJsonObject &companion, const RescueMap &map,
                                      ImageReader &image, const std::atomic<bool> *stop = nullptr,
                                      std::atomic<qint64> *bytesChecked = nullptr,
                                      std::atomic<qint64> *bytesToCheck = nullptr);

private:
    Extent windowExtent(qint64 index) const;
    void openStream(qint64 index, qint64 position);
    void feedStream(std::span<const std::byte> data, const BlockRef &block);
    void closeStream(bool whole);
    QString streamHexSoFar();

    qint64 m_windowBytes = 0;
    qint64 m_imageBytes = 0;
    QMap<qint64, QString> m_digests; // window index → SHA-256 hex
    QSet<qint64> m_touched;          // windows this run wrote into, without a digest yet
    std::optional<Prefix> m_prefix;
    // The window being written in one stream from its start, if any.
    bool m_streamOpen = false;
    qint64 m_streamWindow = -1;
    qint64 m_streamNext = 0;          // the offset the stream continues at
    std::unique_ptr<Digest> m_stream; // hashed here, or:
    std::unique_ptr<StreamHashThread> m_hashThread;
    // Or, for several outputs: what the open stream was written from, and the whole windows
    // written since the last catchUp(), to be looked up in the job's stream.
    WindowDigestStream *m_sharedStream = nullptr;
    WindowPieces m_sharedPieces;
    QMap<qint64, WindowPieces> m_sharedFinished;
    QSet<qint64> m_finishing;           // whole windows the thread has not handed over yet
    QMap<qint64, QString> m_streamed;   // whole windows hashed as written, not yet known done
    quint64 m_mapChanges = ~quint64(0); // the map's changeCount() at the last update
    bool m_wroteSinceUpdate = false;
};

} // namespace Custody
