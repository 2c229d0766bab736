// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/rawimagereader.h"

#include "util/durablefile.h"
#include "util/nativepath.h"

#include <algorithm>
#include <cerrno>
#include <limits>
#include <optional>
#include <vector>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <dirent.h>

namespace Custody {

namespace {

bool isAsciiDigit(QChar character)
{
    return character >= u'0' && character <= u'9';
}

// A name's last extension when it is a segment number (three digits or more) or two lower-case
// letters: "disk.001" → ("disk", "001"). String operations, not a regular expression: a name may
// hold a line feed (which '.' does not match) or bytes that are not UTF-8 (lone surrogates, which
// QRegularExpression never matches), and either would make a split image one file.
struct SegmentSuffix
{
    QString base;
    QString suffix;
    bool numbered = false;
};

std::optional<SegmentSuffix> segmentSuffix(const QString &path)
{
    const qsizetype dot = path.lastIndexOf(QLatin1Char('.'));
    if (dot < 0)
        return std::nullopt;
    SegmentSuffix name{path.left(dot), path.mid(dot + 1), false};
    const QString &suffix = name.suffix;
    if (suffix.size() >= 3 && std::all_of(suffix.cbegin(), suffix.cend(), isAsciiDigit)) {
        name.numbered = true;
        return name;
    }
    if (suffix.size() == 2 && std::all_of(suffix.cbegin(), suffix.cend(), [](QChar character) {
            return character >= u'a' && character <= u'z';
        }))
        return name;
    return std::nullopt;
}

// The numbers of the files next to `base` named BASE.NNN with at least `width` digits, any
// index. Read with readdir() and compared as bytes: names that are not UTF-8 must match as the
// bytes they are.
QList<qint64> segmentNumbers(const QString &base, int width)
{
    const QByteArray prefix = nativePath(pathFileName(base)) + '.';
    QList<qint64> numbers;
    DIR *folder = ::opendir(nativePath(pathFolder(base)).constData());
    if (!folder)
        return numbers;
    while (const dirent *entry = ::readdir(folder)) {
        const QByteArrayView name(entry->d_name);
        if (!name.startsWith(prefix))
            continue;
        const QByteArrayView digits = name.sliced(prefix.size());
        // Past .999 the names grow a digit (.1000); a longer name with a leading zero (.0003)
        // belongs to another scheme.
        if (digits.size() < width || digits.size() > 18
            || !std::all_of(digits.cbegin(), digits.cend(),
                            [](char byte) { return byte >= '0' && byte <= '9'; })
            || (digits.size() != width && digits.startsWith('0')))
            continue;
        numbers.append(digits.toLongLong());
    }
    ::closedir(folder);
    return numbers;
}

Result<QStringList> missingSegment(const QString &missing)
{
    return Error::fromErrno(Error::Code::ImageReadFailed, ENOENT, missing, -1,
                            QStringLiteral("this segment of the split image is missing"));
}

Result<QStringList> incomplete(const QString &lastSegment, const QString &later)
{
    return Error::fromErrno(Error::Code::ImageReadFailed, ENOENT, lastSegment, -1,
                            QStringLiteral("the segment after this one is missing, but %1 exists: "
                                           "the split image is incomplete")
                                .arg(pathFileName(later)));
}

// How many pages of the open file are in the page cache (mincore() over a read-only mapping,
// a window at a time so that a large image needs little memory for the answer).
Result<qint64> cachedPages(int descriptor, qint64 sizeBytes, const QString &path)
{
    const qint64 page = ::sysconf(_SC_PAGESIZE);
    constexpr qint64 window = qint64(1) << 30;
    std::vector<unsigned char> resident;
    qint64 cached = 0;
    for (qint64 offset = 0; offset < sizeBytes; offset += window) {
        const auto length = std::size_t(std::min(window, sizeBytes - offset));
        void *mapped = ::mmap(nullptr, length, PROT_READ, MAP_SHARED, descriptor, off_t(offset));
        if (mapped == MAP_FAILED)
            return Error::fromErrno(Error::Code::ImageReadFailed, errno, path, offset,
                                    QStringLiteral("mmap, to count its cached pages"));
        resident.resize((length + std::size_t(page) - 1) / std::size_t(page));
        const int counted = ::mincore(mapped, length, resident.data());
        const int error = errno;
        ::munmap(mapped, length);
        if (counted != 0)
            return Error::fromErrno(Error::Code::ImageReadFailed, error, path, offset,
                                    QStringLiteral("mincore"));
        cached += std::count_if(resident.begin(), resident.end(),
                                [](unsigned char flags) { return flags & 1; });
    }
    return cached;
}

} // namespace

CacheEviction RawImageReader::evictCachedPages()
{
    CacheEviction eviction;
    for (qsizetype index = 0; index < m_descriptors.size(); ++index)
        evictFilePages(m_descriptors[index], m_files[index], eviction);
    return eviction;
}

void evictFilePages(int descriptor, const QString &path, CacheEviction &eviction)
{
    struct stat status = {};
    if (::fstat(descriptor, &status) != 0) {
        if (!eviction.error)
            eviction.error = Error::fromErrno(Error::Code::ImageReadFailed, errno, path);
        return;
    }
    // Dirty pages are not dropped: written out first.
    if (::fsync(descriptor) != 0 && !eviction.error)
        eviction.error = Error::fromErrno(Error::Code::ImageReadFailed, errno, path, -1,
                                          QStringLiteral("fsync, before dropping its "
                                                         "cached pages"));
    if (const int failed = ::posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED);
        failed != 0 && !eviction.error)
        eviction.error = Error::fromErrno(Error::Code::ImageReadFailed, failed, path, -1,
                                          QStringLiteral("posix_fadvise(DONTNEED)"));
    const Result<qint64> cached = cachedPages(descriptor, status.st_size, path);
    if (cached)
        eviction.pagesStillCached += *cached;
    else if (!eviction.error)
        eviction.error = cached.error();
}

Result<RawImageReader> RawImageReader::open(const QStringList &files)
{
    RawImageReader reader;
    for (const QString &path : files) {
        const int descriptor = ::open(nativePath(path).constData(), O_RDONLY | O_CLOEXEC);
        if (descriptor < 0)
            return Error::fromErrno(Error::Code::ImageReadFailed, errno, path);
        reader.m_descriptors.append(descriptor);
        struct stat status = {};
        if (::fstat(descriptor, &status) != 0)
            return Error::fromErrno(Error::Code::ImageReadFailed, errno, path);
        ::posix_fadvise(descriptor, 0, 0, POSIX_FADV_SEQUENTIAL);
        reader.m_files.append(path);
        reader.m_starts.append(reader.m_sizeBytes);
        reader.m_sizeBytes += status.st_size;
    }
    return reader;
}

// The segments run from the first to the first missing one. A segment beyond that gap
// (disk.004 without disk.003) means the split image is incomplete, not shorter: refused, rather
// than hashing a prefix of the evidence. Numbered suffixes are unambiguous, so any later number
// counts; two letters are also what notes and other files end in (disk.md), so a lettered image
// needs .aa or .ab to be one, and only the next few names after a gap count.
Result<QStringList> RawImageReader::discoverSegments(const QString &path)
{
    std::optional<SegmentSuffix> name = segmentSuffix(path);
    if (name && !name->numbered && !pathExists(name->base + QStringLiteral(".aa"))) {
        if (pathExists(name->base + QStringLiteral(".ab")))
            return missingSegment(name->base + QStringLiteral(".aa"));
        name.reset(); // disk.dd: one file
    }
    if (!name) {
        if (!pathExists(path))
            return Error::fromErrno(Error::Code::ImageReadFailed, ENOENT, path);
        return QStringList{path};
    }
    const bool numbered = name->numbered;
    const QString &base = name->base;
    const int width = int(name->suffix.size());
    auto segmentName = [&](int index) {
        if (numbered)
            return base + QStringLiteral(".%1").arg(index, width, 10, QLatin1Char('0'));
        return base + QLatin1Char('.') + QLatin1Char(char('a' + index / 26))
               + QLatin1Char(char('a' + index % 26));
    };
    const int first = numbered && !pathExists(segmentName(0)) ? 1 : 0;
    const int end = numbered ? std::numeric_limits<int>::max() : 26 * 26;
    QStringList segments;
    for (int index = first; index < end && pathExists(segmentName(index)); ++index)
        segments.append(segmentName(index));
    const int gap = first + int(segments.size());
    if (!segments.contains(path))
        return missingSegment(segmentName(gap));
    if (numbered) {
        // Numbers, not names: past .999 the names grow a digit (.1000), and "disk.999" sorts
        // after "disk.1000".
        for (const qint64 later : segmentNumbers(base, width)) {
            if (later >= gap)
                return incomplete(segments.constLast(), segmentName(int(later)));
        }
    } else {
        for (int index = gap + 1; index <= gap + 3 && index < end; ++index) {
            if (pathExists(segmentName(index)))
                return incomplete(segments.constLast(), segmentName(index));
        }
    }
    return segments;
}

RawImageReader::RawImageReader(RawImageReader &&other) noexcept
    : m_files(std::move(other.m_files))
    , m_descriptors(std::exchange(other.m_descriptors, {}))
    , m_starts(std::move(other.m_starts))
    , m_sizeBytes(other.m_sizeBytes)
{}

RawImageReader &RawImageReader::operator=(RawImageReader &&other) noexcept
{
    if (this != &other) {
        closeAll();
        m_files = std::move(other.m_files);
        m_descriptors = std::exchange(other.m_descriptors, {});
        m_starts = std::move(other.m_starts);
        m_sizeBytes = other.m_sizeBytes;
    }
    return *this;
}

RawImageReader::~RawImageReader()
{
    closeAll();
}

void RawImageReader::closeAll()
{
    for (int descriptor : std::as_const(m_descriptors))
        ::close(descriptor);
    m_descriptors.clear();
}

Result<void> RawImageReader::readAt(qint64 offset, std::span<std::byte> buffer)
{
    while (!buffer.empty()) {
        // The last segment that starts at or before offset.
        const auto next = std::upper_bound(m_starts.cbegin(), m_starts.cend(), offset);
        const qsizetype segment = (next - m_starts.cbegin()) - 1;
        if (segment < 0 || offset >= m_sizeBytes)
            return Error::fromErrno(Error::Code::ImageReadFailed, 0, m_files.value(0), offset,
                                    QStringLiteral("read beyond the end of the image"));
        const ssize_t count = ::pread(m_descriptors[segment], buffer.data(), buffer.size(),
                                      offset - m_starts[segment]);
        if (count < 0 && errno == EINTR)
            continue;
        if (count < 0)
            return Error::fromErrno(Error::Code::ImageReadFailed, errno, m_files[segment], offset);
        if (count == 0)
            return Error::fromErrno(Error::Code::ImageReadFailed, 0, m_files[segment], offset,
                                    QStringLiteral("the file ended early (changed while read?)"));
        buffer = buffer.subspan(size_t(count));
        offset += count;
    }
    return {};
}

} // namespace Custody
