// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/sourcedevice.h"
#include "util/result.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <thread>

namespace Custody {

// A source (a raw, split or E01 image, a drive, a network export) served as one read-only file
// in a FUSE file system of its own, through Custody's own readers: an E01 chunk that fails its
// checksum, a segment that cannot be read or a bad sector is an I/O error (EIO) for the read that
// covers it, never other bytes. The file system is mounted read-only, has no operation that
// writes, and refuses to open the file for writing; it also shows empty directories where the
// caller mounts the file systems found (custody-cli mount). Served on a thread of its own until
// unmounted (the destructor, or `umount`/`fusermount3 -u` of the directory from outside).
class MediaView
{
public:
    struct Options
    {
        QString directory;       // an empty directory: the mount point
        QString fileName;        // the one file: "image.raw"
        QStringList directories; // empty directories beside it (mount points for partitions)
        bool allowOther = false; // other users may read (FUSE allow_other; needs root)
    };
    // Mounts the view; `source` is read from one thread at a time.
    static Result<std::unique_ptr<MediaView>> mount(std::unique_ptr<SourceDevice> source,
                                                    const Options &options);
    ~MediaView();
    MediaView(const MediaView &) = delete;
    MediaView &operator=(const MediaView &) = delete;

    QString filePath() const;
    // The empty directories beside the file, from now on (names without '/').
    void setDirectories(const QStringList &names);
    const QString &directory() const { return m_options.directory; }
    // Whether it is still served (false once unmounted from outside).
    bool isServing() const;
    // Unmounts it, if it is still mounted, and waits for the thread; or, while something holds
    // it (a loop device, an open file), leaves it mounted and served and says why (strerror).
    QString unmount();

    struct State; // what the FUSE callbacks see

private:
    MediaView() = default;

    Options m_options;
    std::unique_ptr<State> m_state;
};

} // namespace Custody
