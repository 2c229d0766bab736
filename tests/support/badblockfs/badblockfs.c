// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// badblockfs: a read-only FUSE file system holding one file, "image", that mirrors a backing file
// but fails every read touching a configured bad range with EIO. Custody's root-only integration
// tests attach a loop device to MOUNTPOINT/image to get a real block device with real,
// reproducible read errors (see tests/support/badblockdevice.h).
//
// The file is opened with direct_io, so the kernel neither caches nor reads ahead through it: each
// read(2) the loop driver issues arrives here with its exact offset and size, and a read that
// overlaps a bad range fails as a whole, like a drive that cannot return the sector.

#define FUSE_USE_VERSION 31
#define _GNU_SOURCE

#include <fuse.h>

#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static const char s_imagePath[] = "/image";

struct BadRange
{
    int64_t offset;
    int64_t length;
};

struct Config
{
    const char *backingPath;
    const char *mountPoint;
    int backingFd;
    int64_t sizeBytes;
    struct stat backingStat;
    struct BadRange *badRanges;
    size_t badCount;
    int64_t badDelayMs;
    int64_t rateLimitMbps; // 10^6 bytes per second; 0 means unlimited
    const char *vanishFile;
    int trace;
    int fuseDebug;
};

static struct Config s_config = {.backingFd = -1};

static void usage(FILE *out)
{
    fprintf(out,
            "usage: badblockfs BACKING_FILE MOUNTPOINT [OPTION]...\n"
            "Serves MOUNTPOINT/image, a read-only copy of BACKING_FILE whose bad ranges fail with "
            "EIO.\nRuns in the foreground until unmounted (fusermount3 -u MOUNTPOINT) or "
            "signalled.\n\n"
            "  --bad OFFSET:LENGTH   reads overlapping [OFFSET, OFFSET+LENGTH) fail with EIO;\n"
            "                        repeatable; bytes, decimal or 0x hex\n"
            "  --bad-delay-ms N      sleep N ms before failing a bad read (a drive's retries)\n"
            "  --rate-limit-mbps N   serve good reads at no more than N MB/s (10^6 bytes/s)\n"
            "  --vanish-file PATH    while PATH exists, the size is 0; while it is not empty,\n"
            "                        every read fails with ENXIO\n"
            "  --trace               log each read to stderr: read OFFSET SIZE ok|ERRNO\n"
            "  -d, --debug           FUSE debug output\n"
            "  -h, --help            show this help\n");
}

// Decimal or 0x hex only: strtoll's base 0 would read a leading 0 as octal, which silently turns
// "010" into 8 when someone pads an offset.
static int parseNumber(const char *text, int64_t *value)
{
    int base = 10;
    if (text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        base = 16;
        text += 2;
    }
    if (*text == '\0' || *text == '-' || *text == '+' || *text == ' ')
        return -1;
    char *end = NULL;
    errno = 0;
    const long long parsed = strtoll(text, &end, base);
    if (errno != 0 || *end != '\0' || parsed < 0)
        return -1;
    *value = parsed;
    return 0;
}

static int addBadRange(const char *text)
{
    const char *colon = strchr(text, ':');
    if (!colon) {
        fprintf(stderr, "badblockfs: --bad expects OFFSET:LENGTH, got '%s'\n", text);
        return -1;
    }
    char offsetText[64];
    const size_t offsetLength = (size_t)(colon - text);
    if (offsetLength >= sizeof offsetText) {
        fprintf(stderr, "badblockfs: --bad offset too long in '%s'\n", text);
        return -1;
    }
    memcpy(offsetText, text, offsetLength);
    offsetText[offsetLength] = '\0';

    struct BadRange range;
    if (parseNumber(offsetText, &range.offset) != 0 || parseNumber(colon + 1, &range.length) != 0
        || range.length == 0 || range.length > INT64_MAX - range.offset) {
        fprintf(stderr,
                "badblockfs: invalid --bad '%s': want OFFSET:LENGTH in bytes, decimal or 0x hex, "
                "LENGTH > 0\n",
                text);
        return -1;
    }
    struct BadRange *grown
        = realloc(s_config.badRanges, (s_config.badCount + 1) * sizeof *s_config.badRanges);
    if (!grown) {
        fprintf(stderr, "badblockfs: out of memory\n");
        return -1;
    }
    s_config.badRanges = grown;
    s_config.badRanges[s_config.badCount++] = range;
    return 0;
}

// Accepts "--name VALUE" and "--name=VALUE". Returns the value, or NULL if argv[*index] is not
// this option; advances *index past a separate value. Sets *missing when the value is absent.
static const char *optionValue(int argc, char **argv, int *index, const char *name, int *missing)
{
    const char *arg = argv[*index];
    const size_t nameLength = strlen(name);
    if (strncmp(arg, name, nameLength) != 0)
        return NULL;
    if (arg[nameLength] == '=')
        return arg + nameLength + 1;
    if (arg[nameLength] != '\0')
        return NULL;
    if (*index + 1 >= argc) {
        *missing = 1;
        return NULL;
    }
    return argv[++*index];
}

static int parseNumberOption(const char *name, const char *text, int64_t *value)
{
    if (parseNumber(text, value) != 0) {
        fprintf(stderr, "badblockfs: %s expects a non-negative number, got '%s'\n", name, text);
        return -1;
    }
    return 0;
}

// Returns 0 to run, 1 to exit successfully (help), -1 on a usage error (already reported).
static int parseArguments(int argc, char **argv)
{
    const char *positional[2];
    int positionalCount = 0;
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        int missing = 0;
        const char *value;
        if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
            usage(stdout);
            return 1;
        } else if (strcmp(arg, "-d") == 0 || strcmp(arg, "--debug") == 0) {
            s_config.fuseDebug = 1;
        } else if (strcmp(arg, "--trace") == 0) {
            s_config.trace = 1;
        } else if ((value = optionValue(argc, argv, &i, "--bad", &missing))) {
            if (addBadRange(value) != 0)
                return -1;
        } else if ((value = optionValue(argc, argv, &i, "--bad-delay-ms", &missing))) {
            if (parseNumberOption("--bad-delay-ms", value, &s_config.badDelayMs) != 0)
                return -1;
        } else if ((value = optionValue(argc, argv, &i, "--rate-limit-mbps", &missing))) {
            if (parseNumberOption("--rate-limit-mbps", value, &s_config.rateLimitMbps) != 0)
                return -1;
        } else if ((value = optionValue(argc, argv, &i, "--vanish-file", &missing))) {
            s_config.vanishFile = value;
        } else if (missing) {
            fprintf(stderr, "badblockfs: option %s needs a value\n", arg);
            return -1;
        } else if (arg[0] == '-' && arg[1] != '\0') {
            fprintf(stderr, "badblockfs: unknown option '%s' (try --help)\n", arg);
            return -1;
        } else if (positionalCount < 2) {
            positional[positionalCount++] = arg;
        } else {
            fprintf(stderr, "badblockfs: unexpected argument '%s' (try --help)\n", arg);
            return -1;
        }
    }
    if (positionalCount != 2) {
        fprintf(stderr, "badblockfs: need BACKING_FILE and MOUNTPOINT (try --help)\n");
        return -1;
    }
    s_config.backingPath = positional[0];
    s_config.mountPoint = positional[1];
    return 0;
}

static int openBacking(void)
{
    s_config.backingFd = open(s_config.backingPath, O_RDONLY | O_CLOEXEC);
    if (s_config.backingFd < 0 || fstat(s_config.backingFd, &s_config.backingStat) != 0) {
        fprintf(stderr, "badblockfs: cannot open backing file '%s': %s\n", s_config.backingPath,
                strerror(errno));
        return -1;
    }
    if (S_ISREG(s_config.backingStat.st_mode)) {
        s_config.sizeBytes = s_config.backingStat.st_size;
    } else if (S_ISBLK(s_config.backingStat.st_mode)) {
        uint64_t bytes = 0;
        if (ioctl(s_config.backingFd, BLKGETSIZE64, &bytes) != 0) {
            fprintf(stderr, "badblockfs: cannot get the size of '%s': %s\n", s_config.backingPath,
                    strerror(errno));
            return -1;
        }
        s_config.sizeBytes = (int64_t)bytes;
    } else {
        fprintf(stderr,
                "badblockfs: backing file '%s' is neither a regular file nor a block "
                "device\n",
                s_config.backingPath);
        return -1;
    }
    // A range past the end is almost always a unit mistake (sectors given as bytes): refuse it
    // rather than serve a device that has no errors at all.
    for (size_t i = 0; i < s_config.badCount; ++i) {
        const struct BadRange *range = &s_config.badRanges[i];
        if (range->offset + range->length > s_config.sizeBytes) {
            fprintf(stderr,
                    "badblockfs: bad range %lld:%lld ends past the end of '%s' (%lld bytes)\n",
                    (long long)range->offset, (long long)range->length, s_config.backingPath,
                    (long long)s_config.sizeBytes);
            return -1;
        }
    }
    return 0;
}

static void sleepNanoseconds(int64_t nanoseconds)
{
    struct timespec remaining
        = {.tv_sec = nanoseconds / 1000000000, .tv_nsec = nanoseconds % 1000000000};
    while (nanosleep(&remaining, &remaining) != 0 && errno == EINTR) {
    }
}

static int overlapsBadRange(int64_t offset, int64_t size)
{
    for (size_t i = 0; i < s_config.badCount; ++i) {
        const struct BadRange *range = &s_config.badRanges[i];
        if (offset < range->offset + range->length && range->offset < offset + size)
            return 1;
    }
    return 0;
}

static void traceRead(int64_t offset, size_t size, int result)
{
    if (!s_config.trace)
        return;
    if (result >= 0)
        fprintf(stderr, "read %lld %zu ok\n", (long long)offset, size);
    else
        fprintf(stderr, "read %lld %zu %s\n", (long long)offset, size, strerrorname_np(-result));
}

static int isVanished(void)
{
    return s_config.vanishFile && access(s_config.vanishFile, F_OK) == 0;
}

// Reads fail once the vanish file holds something: BadBlockDevice::vanish() creates it empty,
// has the loop device take the capacity of 0, and only then fills it, so that no read fails
// while the device still reports its old capacity (a reader would take that for bad sectors).
static int readsFail(void)
{
    struct stat status;
    return s_config.vanishFile && stat(s_config.vanishFile, &status) == 0 && status.st_size > 0;
}

static int fsGetattr(const char *path, struct stat *st, struct fuse_file_info *fi)
{
    (void)fi;
    memset(st, 0, sizeof *st);
    st->st_uid = getuid();
    st->st_gid = getgid();
    st->st_mtim = s_config.backingStat.st_mtim;
    st->st_ctim = s_config.backingStat.st_ctim;
    st->st_atim = s_config.backingStat.st_atim;
    if (strcmp(path, "/") == 0) {
        st->st_mode = S_IFDIR | 0555;
        st->st_nlink = 2;
        return 0;
    }
    if (strcmp(path, s_imagePath) == 0) {
        st->st_mode = S_IFREG | 0444;
        st->st_nlink = 1;
        // A vanished medium has no capacity, as a card reader reports after the card is pulled;
        // `losetup --set-capacity` passes that on to the loop device.
        st->st_size = isVanished() ? 0 : s_config.sizeBytes;
        return 0;
    }
    return -ENOENT;
}

static int fsReaddir(const char *path, void *buffer, fuse_fill_dir_t fill, off_t offset,
                     struct fuse_file_info *fi, enum fuse_readdir_flags flags)
{
    (void)offset;
    (void)fi;
    (void)flags;
    if (strcmp(path, "/") != 0)
        return -ENOENT;
    fill(buffer, ".", NULL, 0, 0);
    fill(buffer, "..", NULL, 0, 0);
    fill(buffer, s_imagePath + 1, NULL, 0, 0);
    return 0;
}

static int fsOpen(const char *path, struct fuse_file_info *fi)
{
    if (strcmp(path, s_imagePath) != 0)
        return -ENOENT;
    if ((fi->flags & O_ACCMODE) != O_RDONLY || (fi->flags & O_TRUNC))
        return -EROFS;
    // Without direct_io the kernel would serve reads from the page cache, in page-sized and
    // read-ahead chunks, so a one-sector read could fail because of its neighbour.
    fi->direct_io = 1;
    fi->keep_cache = 0;
    return 0;
}

static int fsRead(const char *path, char *buffer, size_t size, off_t offset,
                  struct fuse_file_info *fi)
{
    (void)path;
    (void)fi;
    if (readsFail()) {
        traceRead(offset, size, -ENXIO);
        return -ENXIO;
    }
    if (overlapsBadRange(offset, (int64_t)size)) {
        sleepNanoseconds(s_config.badDelayMs * 1000000);
        traceRead(offset, size, -EIO);
        return -EIO;
    }
    size_t done = 0;
    while (done < size) {
        const ssize_t count
            = pread(s_config.backingFd, buffer + done, size - done, offset + (off_t)done);
        if (count < 0 && errno == EINTR)
            continue;
        if (count < 0) {
            const int error = errno;
            traceRead(offset, size, -error);
            return -error;
        }
        if (count == 0)
            break;
        done += (size_t)count;
    }
    if (s_config.rateLimitMbps > 0)
        sleepNanoseconds((int64_t)done * 1000 / s_config.rateLimitMbps);
    traceRead(offset, size, (int)done);
    return (int)done;
}

static int fsWrite(const char *path, const char *buffer, size_t size, off_t offset,
                   struct fuse_file_info *fi)
{
    (void)path;
    (void)buffer;
    (void)size;
    (void)offset;
    (void)fi;
    return -EROFS;
}

static int fsTruncate(const char *path, off_t size, struct fuse_file_info *fi)
{
    (void)path;
    (void)size;
    (void)fi;
    return -EROFS;
}

static int fsCreate(const char *path, mode_t mode, struct fuse_file_info *fi)
{
    (void)path;
    (void)mode;
    (void)fi;
    return -EROFS;
}

static const struct fuse_operations s_operations = {
    .getattr = fsGetattr,
    .readdir = fsReaddir,
    .open = fsOpen,
    .read = fsRead,
    .write = fsWrite,
    .truncate = fsTruncate,
    .create = fsCreate,
};

int main(int argc, char **argv)
{
    const int parsed = parseArguments(argc, argv);
    if (parsed != 0)
        return parsed > 0 ? 0 : 2;
    if (openBacking() != 0)
        return 1;

    // Foreground and single-threaded: the test harness owns the process, and one thread keeps
    // the trace in the kernel's request order. auto_unmount has fusermount3 remove the mount
    // even if this process is killed, so a crashed test leaves no dead mount behind.
    char *fuseArgv[] = {argv[0], (char *)s_config.mountPoint, "-f", "-s", "-o",
                        // No attribute caching: the size changes when the medium vanishes.
                        "ro,auto_unmount,fsname=badblockfs,subtype=badblockfs,attr_timeout=0",
                        s_config.fuseDebug ? "-d" : NULL, NULL};
    const int fuseArgc = s_config.fuseDebug ? 7 : 6;
    const int status = fuse_main(fuseArgc, fuseArgv, &s_operations, NULL);
    close(s_config.backingFd);
    free(s_config.badRanges);
    return status;
}
