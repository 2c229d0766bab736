// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// faultfs: a FUSE file system that passes every operation through to a backing folder, and fails
// the writes to chosen files on demand, as a destination that fills up, breaks or turns read-only
// at a chosen moment would. Custody's root-only tests acquire into MOUNTPOINT and check that a
// write error never costs an image, a map or a record that was written before (see
// tests/support/faultyfolder.h).
//
// The faults are read from a control file (outside the mount) before each operation that writes,
// so a test changes them at any moment without restarting the file system. One fault per line:
//
//     ERRNO NAME_PART [AFTER_BYTES]
//
// ERRNO is ENOSPC, EDQUOT, EIO or EROFS. Every operation that writes (create, open for writing,
// write, truncate, fsync, rename onto, link onto, unlink, mkdir) on a path containing NAME_PART
// fails with it; with AFTER_BYTES, a write fails only where it reaches beyond that offset of the
// file (the file "fills up" there), and the other operations do not fail. An empty control file
// means no faults. Reads always pass.
//
// A line `HANG NAME_PART` stands for a share that stops answering: every operation on a path
// containing NAME_PART (looking it up, listing, opening, reading and writing it) waits until the
// line is gone from the control file. How many operations wait at a moment is in
// CONTROL_FILE.hanging, so that a test knows the program under test is stuck in one, and not past
// it.
//
// A line `SLOW NAME_PART MILLISECONDS` stands for a slow disk: every read of a path containing
// NAME_PART waits that long first, so that a test sees a read of a small file go on for a while.

#define FUSE_USE_VERSION 31
#define _GNU_SOURCE

#include <fuse.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <time.h>
#include <unistd.h>

static const char *s_backing;
static const char *s_control;
static char s_hangingCount[PATH_MAX + 16];
static pthread_mutex_t s_hangingMutex = PTHREAD_MUTEX_INITIALIZER;
static int s_hanging;

struct Fault
{
    int error;
    char namePart[PATH_MAX];
    int64_t afterBytes; // -1: every writing operation fails
};

static int errnoByName(const char *name)
{
    static const struct
    {
        const char *name;
        int value;
    } known[] = {{"ENOSPC", ENOSPC}, {"EDQUOT", EDQUOT}, {"EIO", EIO}, {"EROFS", EROFS}};
    for (size_t index = 0; index < sizeof known / sizeof known[0]; ++index) {
        if (strcmp(known[index].name, name) == 0)
            return known[index].value;
    }
    return 0;
}

enum Query { WriteFault, Hang, SlowRead };

// What the control file says of `path`: for Hang, 1 when a HANG line names a part of it; for
// SlowRead, the milliseconds of a SLOW line naming a part of it; for WriteFault, the error a
// writing operation on it meets, reaching `end` bytes into the file (-1: not a write); else 0.
// The control file is read each time: it is small and the tests write little.
static int controlFor(const char *path, int64_t end, enum Query query)
{
    FILE *control = fopen(s_control, "r");
    if (!control)
        return 0;
    char line[PATH_MAX + 64];
    int result = 0;
    while (!result && fgets(line, sizeof line, control)) {
        struct Fault fault = {0, "", -1};
        char word[32];
        long long after = -1;
        const int fields = sscanf(line, "%31s %4095s %lld", word, fault.namePart, &after);
        if (fields < 2 || !strstr(path, fault.namePart))
            continue;
        if (query == Hang) {
            result = strcmp(word, "HANG") == 0;
            continue;
        }
        if (query == SlowRead) {
            result = strcmp(word, "SLOW") == 0 && fields == 3 ? (int)after : 0;
            continue;
        }
        if (!(fault.error = errnoByName(word)))
            continue;
        fault.afterBytes = fields == 3 ? after : -1;
        if (fault.afterBytes < 0 || (end >= 0 && end > fault.afterBytes))
            result = fault.error;
    }
    fclose(control);
    return result;
}

static int faultFor(const char *path, int64_t end)
{
    return controlFor(path, end, WriteFault);
}

static int hangs(const char *path)
{
    return controlFor(path, -1, Hang);
}

// Counts the waiting operations into CONTROL_FILE.hanging, written whole and renamed.
static void countHanging(int change)
{
    pthread_mutex_lock(&s_hangingMutex);
    s_hanging += change;
    char temporary[PATH_MAX + 32];
    snprintf(temporary, sizeof temporary, "%s.new", s_hangingCount);
    FILE *count = fopen(temporary, "w");
    if (count) {
        fprintf(count, "%d\n", s_hanging);
        fclose(count);
        rename(temporary, s_hangingCount);
    }
    pthread_mutex_unlock(&s_hangingMutex);
}

// Waits while the control file says operations on `path` hang.
static void waitWhileHung(const char *path)
{
    if (!hangs(path))
        return;
    countHanging(+1);
    const struct timespec pause = {0, 20 * 1000 * 1000};
    while (hangs(path))
        nanosleep(&pause, NULL);
    countHanging(-1);
}

static void backingPath(char *out, const char *path)
{
    snprintf(out, PATH_MAX, "%s%s", s_backing, path);
}

// Every operation on a path goes through here: where it waits, if the path hangs.
#define BACKING(name, path)                                                                        \
    waitWhileHung(path);                                                                           \
    char name[PATH_MAX];                                                                           \
    backingPath(name, path)

static int fsGetattr(const char *path, struct stat *status, struct fuse_file_info *info)
{
    (void)info;
    BACKING(real, path);
    return lstat(real, status) == 0 ? 0 : -errno;
}

static int fsReaddir(const char *path, void *buffer, fuse_fill_dir_t fill, off_t offset,
                     struct fuse_file_info *info, enum fuse_readdir_flags flags)
{
    (void)offset;
    (void)info;
    (void)flags;
    BACKING(real, path);
    DIR *folder = opendir(real);
    if (!folder)
        return -errno;
    struct dirent *entry;
    while ((entry = readdir(folder))) {
        struct stat status = {.st_ino = entry->d_ino, .st_mode = (mode_t)entry->d_type << 12};
        if (fill(buffer, entry->d_name, &status, 0, 0))
            break;
    }
    closedir(folder);
    return 0;
}

static int fsMkdir(const char *path, mode_t mode)
{
    const int fault = faultFor(path, -1);
    if (fault)
        return -fault;
    BACKING(real, path);
    return mkdir(real, mode) == 0 ? 0 : -errno;
}

static int fsUnlink(const char *path)
{
    const int fault = faultFor(path, -1);
    if (fault)
        return -fault;
    BACKING(real, path);
    return unlink(real) == 0 ? 0 : -errno;
}

static int fsRmdir(const char *path)
{
    BACKING(real, path);
    return rmdir(real) == 0 ? 0 : -errno;
}

static int fsRename(const char *from, const char *to, unsigned int flags)
{
    if (flags)
        return -EINVAL;
    int fault = faultFor(to, -1);
    if (!fault)
        fault = faultFor(from, -1);
    if (fault)
        return -fault;
    BACKING(realFrom, from);
    BACKING(realTo, to);
    return rename(realFrom, realTo) == 0 ? 0 : -errno;
}

// A hard link, as most file systems make: what a program falls back to where a rename never over
// an existing file (RENAME_NOREPLACE, refused above as by many FUSE file systems) is not offered.
static int fsLink(const char *from, const char *to)
{
    const int fault = faultFor(to, -1);
    if (fault)
        return -fault;
    BACKING(realFrom, from);
    BACKING(realTo, to);
    return link(realFrom, realTo) == 0 ? 0 : -errno;
}

static int fsChmod(const char *path, mode_t mode, struct fuse_file_info *info)
{
    (void)info;
    BACKING(real, path);
    return chmod(real, mode) == 0 ? 0 : -errno;
}

static int fsTruncate(const char *path, off_t size, struct fuse_file_info *info)
{
    const int fault = faultFor(path, -1);
    if (fault)
        return -fault;
    if (info)
        return ftruncate((int)info->fh, size) == 0 ? 0 : -errno;
    BACKING(real, path);
    return truncate(real, size) == 0 ? 0 : -errno;
}

static int openWith(const char *path, struct fuse_file_info *info, int create, mode_t mode)
{
    waitWhileHung(path);
    const int writing = (info->flags & O_ACCMODE) != O_RDONLY;
    if (writing || create) {
        const int fault = faultFor(path, -1);
        if (fault)
            return -fault;
    }
    BACKING(real, path);
    // O_DIRECT is served through the backing file's cache: the tests need the error paths, not
    // the cache's absence.
    const int descriptor
        = create ? open(real, info->flags & ~O_DIRECT, mode) : open(real, info->flags & ~O_DIRECT);
    if (descriptor < 0)
        return -errno;
    info->fh = (uint64_t)descriptor;
    info->direct_io = 1; // every write reaches this process, so every fault is seen
    return 0;
}

static int fsCreate(const char *path, mode_t mode, struct fuse_file_info *info)
{
    return openWith(path, info, 1, mode);
}

static int fsOpen(const char *path, struct fuse_file_info *info)
{
    return openWith(path, info, 0, 0);
}

static int fsRead(const char *path, char *buffer, size_t size, off_t offset,
                  struct fuse_file_info *info)
{
    waitWhileHung(path);
    const int slow = controlFor(path, -1, SlowRead);
    if (slow > 0) {
        const struct timespec pause = {slow / 1000, (long)(slow % 1000) * 1000 * 1000};
        nanosleep(&pause, NULL);
    }
    const ssize_t count = pread((int)info->fh, buffer, size, offset);
    return count >= 0 ? (int)count : -errno;
}

static int fsWrite(const char *path, const char *buffer, size_t size, off_t offset,
                   struct fuse_file_info *info)
{
    waitWhileHung(path);
    const int fault = faultFor(path, (int64_t)offset + (int64_t)size);
    if (fault)
        return -fault;
    const ssize_t count = pwrite((int)info->fh, buffer, size, offset);
    return count >= 0 ? (int)count : -errno;
}

static int fsStatfs(const char *path, struct statvfs *status)
{
    waitWhileHung(path);
    return statvfs(s_backing, status) == 0 ? 0 : -errno;
}

static int fsRelease(const char *path, struct fuse_file_info *info)
{
    (void)path;
    close((int)info->fh);
    return 0;
}

static int fsFsync(const char *path, int dataOnly, struct fuse_file_info *info)
{
    waitWhileHung(path);
    const int fault = faultFor(path, -1);
    if (fault)
        return -fault;
    const int result = dataOnly ? fdatasync((int)info->fh) : fsync((int)info->fh);
    return result == 0 ? 0 : -errno;
}

static int fsUtimens(const char *path, const struct timespec times[2], struct fuse_file_info *info)
{
    (void)info;
    BACKING(real, path);
    return utimensat(AT_FDCWD, real, times, AT_SYMLINK_NOFOLLOW) == 0 ? 0 : -errno;
}

static void *fsInit(struct fuse_conn_info *connection, struct fuse_config *config)
{
    (void)connection;
    config->use_ino = 1;
    // No attribute or entry caching: the tests look at the backing folder too.
    config->entry_timeout = 0;
    config->attr_timeout = 0;
    config->negative_timeout = 0;
    return NULL;
}

static const struct fuse_operations s_operations = {
    .init = fsInit,
    .getattr = fsGetattr,
    .readdir = fsReaddir,
    .mkdir = fsMkdir,
    .unlink = fsUnlink,
    .rmdir = fsRmdir,
    .rename = fsRename,
    .link = fsLink,
    .chmod = fsChmod,
    .truncate = fsTruncate,
    .create = fsCreate,
    .open = fsOpen,
    .read = fsRead,
    .write = fsWrite,
    .statfs = fsStatfs,
    .release = fsRelease,
    .fsync = fsFsync,
    .utimens = fsUtimens,
};

int main(int argc, char *argv[])
{
    if (argc < 4 || strcmp(argv[1], "--help") == 0) {
        fprintf(argc < 4 ? stderr : stdout,
                "usage: faultfs BACKING_FOLDER MOUNTPOINT CONTROL_FILE\n"
                "Passes MOUNTPOINT through to BACKING_FOLDER; writes fail as CONTROL_FILE says\n"
                "(lines 'ERRNO NAME_PART [AFTER_BYTES]'); operations on a path hang while a\n"
                "line 'HANG NAME_PART' names it. Runs in the foreground until\n"
                "unmounted or signalled.\n");
        return argc < 4 ? 2 : 0;
    }
    static char backing[PATH_MAX];
    static char control[PATH_MAX];
    if (!realpath(argv[1], backing) || !realpath(argv[3], control)) {
        perror("faultfs: realpath");
        return 1;
    }
    s_backing = backing;
    s_control = control;
    snprintf(s_hangingCount, sizeof s_hangingCount, "%s.hanging", control);
    countHanging(0);
    char *fuseArguments[] = {argv[0], argv[2], "-f", "-o", "default_permissions", NULL};
    return fuse_main(5, fuseArguments, &s_operations, NULL);
}
