// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/digest.h"
#include "engine/rescuemap.h"
#include "io/imagereader.h"
#include "io/imagesink.h"
#include "util/result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>

#include <atomic>
#include <memory>
#include <span>

namespace Custody {

// What a resume checks before it trusts the bytes an earlier run left in the image: the SHA-256
// of every fixed window (64 MiB by default) of the image that a run finished (every byte copied
// or filled as unreadable), kept in the map's companion and saved with the map, so that the
// digests on disk always describe the image the map describes.
//
// A window's digest comes from the bytes as they were written, when the writer wrote the whole
// window in order (the forensic pass), else from the image read back once the window is done.
// A later write into a digested window (a retry that recovers a bad sector) first drops its
// digest and saves the map, so that no digest on disk ever describes bytes about to change.
// Used by the writer thread only.
class ResumeWindows
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ResumeWindows)

public:
    static constexpr qint64 DefaultWindowBytes = 64 * 1024 * 1024;
    static constexpr const char *CompanionKey = "imageWindows";

    // `earlier`: the companion's value of an earlier run, whose digests it keeps (they were
    // checked before this run started). `windowBytes` 0 keeps none.
    ResumeWindows(qint64 windowBytes, qint64 imageBytes, const QJsonObject &earlier = {});
    ~ResumeWindows();

    bool enabled() const { return m_windowBytes > 0; }
    qint64 windowBytes() const { return m_windowBytes; }
    qint64 digestCount() const { return m_digests.size(); }

    // The writer is about to write `extent`: drops the digests of the windows it touches and
    // says whether there were any (the map must then be saved before the write).
    bool dropDigestsUnder(const Extent &extent);
    // The bytes just written at `offset`, in the writer's order.
    void wrote(qint64 offset, std::span<const std::byte> data);
    // After the image was synced: digests for the windows that `map` now says are done. Reads
    // back from `sink` the windows that were not written in one stream. True when some were
    // added.
    Result<bool> update(const RescueMap &map, ImageSink &sink);

    QJsonObject toJson() const;

    // Hashes each window that `companion` (the map's companion) keeps a digest of, from the
    // image; an error of code ImageChanged naming the first window that differs. `checked`
    // receives how many windows and bytes were compared. Nothing to check is success.
    struct Checked
    {
        qint64 windowBytes = 0;
        qint64 windows = 0;
        qint64 bytes = 0;
    };
    static Result<Checked> checkImage(const QJsonObject &companion, ImageReader &image,
                                      const std::atomic<bool> *stop = nullptr);

private:
    Extent windowExtent(qint64 index) const;
    bool windowDone(const RescueMap &map, qint64 index) const;

    qint64 m_windowBytes = 0;
    qint64 m_imageBytes = 0;
    QMap<qint64, QString> m_digests; // window index → SHA-256 hex
    // The window being written in one stream from its start, if any.
    qint64 m_streamWindow = -1;
    qint64 m_streamNext = 0; // the offset the stream continues at
    std::unique_ptr<Digest> m_stream;
    QMap<qint64, QString> m_streamed; // whole windows hashed as written, not yet known done
};

} // namespace Custody
