#include "io/rawimagereader.h"

#include <algorithm>
#include <cerrno>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace Custody {

namespace {

// The segments run from the first to the first missing one. A segment beyond that gap
// (disk.004 without disk.003) means the split image is incomplete, not shorter: refused, rather
// than hashing a prefix of the evidence. `suffix` matches the segment suffixes; suffixes of
// one width sort as their segments do.
Result<void> checkNoSegmentAfter(const QString &lastSegment, const QString &base,
                                 const QString &suffix)
{
    const QFileInfo last(lastSegment);
    const QRegularExpression segment(QRegularExpression::anchoredPattern(
        QRegularExpression::escape(QFileInfo(base).fileName()) + QStringLiteral("\\.") + suffix));
    for (const QString &name : last.dir().entryList(QDir::Files | QDir::System)) {
        if (segment.match(name).hasMatch() && name > last.fileName())
            return Error::fromErrno(Error::Code::ImageReadFailed, ENOENT, lastSegment, -1,
                                    QStringLiteral("the segment after this one is missing, but "
                                                   "%1 exists: the split image is incomplete")
                                        .arg(name));
    }
    return {};
}

} // namespace

Result<RawImageReader> RawImageReader::open(const QStringList &files)
{
    RawImageReader reader;
    for (const QString &path : files) {
        const int descriptor = ::open(path.toLocal8Bit().constData(), O_RDONLY | O_CLOEXEC);
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

Result<QStringList> RawImageReader::discoverSegments(const QString &path)
{
    const QFileInfo info(path);
    static const QRegularExpression numbered(QStringLiteral("^(.*)\\.(\\d{3,})$"));
    static const QRegularExpression lettered(QStringLiteral("^(.*)\\.([a-z]{2})$"));
    const QRegularExpressionMatch number = numbered.match(info.filePath());
    QRegularExpressionMatch letters = lettered.match(info.filePath());
    // "disk.dd" ends in two letters too: lettered segments start at .aa.
    if (letters.hasMatch() && !QFileInfo::exists(letters.captured(1) + QStringLiteral(".aa")))
        letters = QRegularExpressionMatch();
    if (!number.hasMatch() && !letters.hasMatch()) {
        if (!info.isFile())
            return Error::fromErrno(Error::Code::ImageReadFailed, ENOENT, path);
        return QStringList{path};
    }
    QStringList segments;
    if (number.hasMatch()) {
        const QString base = number.captured(1);
        const int width = int(number.captured(2).size());
        auto name = [&](int index) {
            return base + QStringLiteral(".%1").arg(index, width, 10, QLatin1Char('0'));
        };
        const int first = QFileInfo::exists(name(0)) ? 0 : 1;
        for (int index = first; QFileInfo::exists(name(index)); ++index)
            segments.append(name(index));
        if (segments.isEmpty() || !segments.contains(info.filePath()))
            return Error::fromErrno(Error::Code::ImageReadFailed, ENOENT, name(first), -1,
                                    QStringLiteral("a segment of the split image is missing"));
        if (const Result<void> complete
            = checkNoSegmentAfter(segments.constLast(), base, QStringLiteral("\\d{%1}").arg(width));
            !complete)
            return complete.error();
    } else {
        const QString base = letters.captured(1);
        for (char high = 'a'; high <= 'z'; ++high) {
            bool stop = false;
            for (char low = 'a'; low <= 'z'; ++low) {
                const QString name = base + QLatin1Char('.') + QLatin1Char(high) + QLatin1Char(low);
                if (!QFileInfo::exists(name)) {
                    stop = true;
                    break;
                }
                segments.append(name);
            }
            if (stop)
                break;
        }
        if (!segments.contains(info.filePath()))
            return Error::fromErrno(Error::Code::ImageReadFailed, ENOENT,
                                    base + QStringLiteral(".aa"), -1,
                                    QStringLiteral("a segment of the split image is missing"));
        if (const Result<void> complete
            = checkNoSegmentAfter(segments.constLast(), base, QStringLiteral("[a-z]{2}"));
            !complete)
            return complete.error();
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
