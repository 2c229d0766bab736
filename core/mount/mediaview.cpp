// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#define FUSE_USE_VERSION 31

#include "mount/mediaview.h"

#include "engine/namedthread.h"
#include "util/nativepath.h"

#include <fuse3/fuse.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <sys/mount.h>
#include <unistd.h>

namespace Custody {

struct MediaView::State
{
    std::unique_ptr<SourceDevice> source;
    std::mutex reading;  // one read of the source at a time (standard, for ThreadSanitizer)
    QByteArray filePath; // "/image.raw", as FUSE names it
    mutable std::mutex naming;
    QList<QByteArray> directories; // "/partition1", …, under `naming`

    bool isDirectory(const char *path) const
    {
        const std::lock_guard lock(naming);
        return directories.contains(QByteArray(path));
    }
    fuse *session = nullptr;
    std::atomic<bool> serving = false;
    std::jthread loop;
};

namespace {

using namespace Qt::StringLiterals;

MediaView::State *stateOf()
{
    return static_cast<MediaView::State *>(fuse_get_context()->private_data);
}

int viewGetattr(const char *path, struct stat *status, fuse_file_info *)
{
    const MediaView::State *state = stateOf();
    std::memset(status, 0, sizeof *status);
    status->st_uid = ::getuid();
    status->st_gid = ::getgid();
    if (std::strcmp(path, "/") == 0 || state->isDirectory(path)) {
        status->st_mode = S_IFDIR | 0555;
        status->st_nlink = 2;
        return 0;
    }
    if (state->filePath == path) {
        status->st_mode = S_IFREG | 0444;
        status->st_nlink = 1;
        status->st_size = state->source->sizeBytes();
        status->st_blksize = 4096;
        status->st_blocks = (state->source->sizeBytes() + 511) / 512;
        return 0;
    }
    return -ENOENT;
}

int viewReaddir(const char *path, void *buffer, fuse_fill_dir_t fill, off_t, fuse_file_info *,
                fuse_readdir_flags)
{
    const MediaView::State *state = stateOf();
    if (state->isDirectory(path))
        return fill(buffer, ".", nullptr, 0, fuse_fill_dir_flags(0)) == 0
                       && fill(buffer, "..", nullptr, 0, fuse_fill_dir_flags(0)) == 0
                   ? 0
                   : -ENOMEM;
    if (std::strcmp(path, "/") != 0)
        return -ENOENT;
    fill(buffer, ".", nullptr, 0, fuse_fill_dir_flags(0));
    fill(buffer, "..", nullptr, 0, fuse_fill_dir_flags(0));
    fill(buffer, state->filePath.constData() + 1, nullptr, 0, fuse_fill_dir_flags(0));
    const std::lock_guard lock(state->naming);
    for (const QByteArray &directory : state->directories)
        fill(buffer, directory.constData() + 1, nullptr, 0, fuse_fill_dir_flags(0));
    return 0;
}

int viewOpen(const char *path, fuse_file_info *info)
{
    if (stateOf()->filePath != path)
        return -ENOENT;
    // Never for writing, whatever the mount's flags: the view has nothing to write with.
    if ((info->flags & O_ACCMODE) != O_RDONLY || (info->flags & O_TRUNC))
        return -EROFS;
    info->keep_cache = 1; // the image does not change while it is served
    return 0;
}

int viewRead(const char *path, char *buffer, size_t size, off_t offset, fuse_file_info *)
{
    MediaView::State *state = stateOf();
    if (state->filePath != path)
        return -ENOENT;
    const qint64 total = state->source->sizeBytes();
    if (offset >= total)
        return 0;
    const qint64 wanted = std::min<qint64>(qint64(size), total - offset);
    const std::lock_guard lock(state->reading);
    qint64 done = 0;
    while (done < wanted) {
        const ReadOutcome read = state->source->readAt(
            offset + done,
            std::span(reinterpret_cast<std::byte *>(buffer) + done, std::size_t(wanted - done)),
            ReadMode::Buffered);
        if (read.failed() && read.sysErrno == EINTR)
            continue;
        // A read that fails fails whole: no part of it is handed out as if it were the medium.
        if (read.failed())
            return -(read.sysErrno == ENOMEM ? ENOMEM : EIO);
        if (read.bytesRead == 0)
            return -EIO; // shorter than it said it is
        done += read.bytesRead;
    }
    return int(done);
}

int viewStatfs(const char *, struct statvfs *status)
{
    std::memset(status, 0, sizeof *status);
    status->f_bsize = status->f_frsize = 4096;
    status->f_namemax = 255;
    status->f_flag = ST_RDONLY;
    return 0;
}

// Only these: nothing that writes, creates, renames or changes anything exists in the view.
fuse_operations operations()
{
    fuse_operations chosen = {};
    chosen.getattr = viewGetattr;
    chosen.open = viewOpen;
    chosen.read = viewRead;
    chosen.statfs = viewStatfs;
    chosen.readdir = viewReaddir;
    return chosen;
}

QByteArray rooted(const QString &name)
{
    return "/" + name.toUtf8();
}

} // namespace

Result<std::unique_ptr<MediaView>> MediaView::mount(std::unique_ptr<SourceDevice> source,
                                                    const Options &options)
{
    const auto refused = [&options](int number, const QString &detail) {
        return Error::fromErrno(Error::Code::OutputOpenFailed, number, options.directory, -1,
                                detail);
    };
    if (options.fileName.isEmpty() || options.fileName.contains(u'/'))
        return refused(EINVAL, u"the view's file name must be one name"_s);
    std::unique_ptr<MediaView> view(new MediaView);
    view->m_options = options;
    view->m_state = std::make_unique<State>();
    State &state = *view->m_state;
    state.source = std::move(source);
    state.filePath = rooted(options.fileName);
    view->setDirectories(options.directories);

    QList<QByteArray> words{"custody", "-o",
                            "ro,default_permissions,fsname=custody,subtype=custody"};
    if (options.allowOther)
        words += {"-o", "allow_other"};
    std::vector<char *> argv;
    for (QByteArray &word : words)
        argv.push_back(word.data());
    fuse_args arguments = FUSE_ARGS_INIT(int(argv.size()), argv.data());
    const fuse_operations chosen = operations();
    state.session = fuse_new(&arguments, &chosen, sizeof chosen, &state);
    fuse_opt_free_args(&arguments);
    if (!state.session)
        return refused(EINVAL, u"libfuse refused the view's options"_s);
    if (fuse_mount(state.session, nativePath(options.directory).constData()) != 0) {
        fuse_destroy(state.session);
        state.session = nullptr;
        return refused(0, // libfuse's errno may be that of another call it made
                       u"could not mount a FUSE file system there (an empty directory; "
                       "/dev/fuse; root or fusermount3)"_s);
    }
    state.serving = true;
    state.loop = startNamedThread(u"custody-view"_s, [&state] {
        fuse_loop(state.session);
        state.serving = false;
    });
    return view;
}

MediaView::~MediaView()
{
    if (!unmount().isEmpty()) {
        // Still held by someone: detached lazily, and the thread left to end with the process
        // rather than waited for.
        ::umount2(nativePath(m_options.directory).constData(), MNT_DETACH | UMOUNT_NOFOLLOW);
        m_state->loop.detach();
        m_state.release(); // the loop thread may still use it
    }
}

void MediaView::setDirectories(const QStringList &names)
{
    const std::lock_guard lock(m_state->naming);
    m_state->directories.clear();
    for (const QString &name : names)
        m_state->directories.append(rooted(name));
}

QString MediaView::filePath() const
{
    return m_options.directory + u'/' + m_options.fileName;
}

bool MediaView::isServing() const
{
    return m_state && m_state->serving;
}

QString MediaView::unmount()
{
    if (!m_state || !m_state->session)
        return {};
    // Not lazily: while anything holds the view (a loop device, an open file) it stays mounted
    // and served, and the caller says so; only once it is gone does the loop end.
    if (m_state->serving
        && ::umount2(nativePath(m_options.directory).constData(), UMOUNT_NOFOLLOW) != 0
        && errno != EINVAL) // EINVAL: no longer mounted there (unmounted from outside)
        return QString::fromLocal8Bit(std::strerror(errno));
    fuse_exit(m_state->session);
    fuse_unmount(m_state->session);
    if (m_state->loop.joinable())
        m_state->loop.join();
    fuse_destroy(m_state->session);
    m_state->session = nullptr;
    m_state->serving = false;
    return {};
}

} // namespace Custody
