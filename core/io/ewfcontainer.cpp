// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/ewfcontainer.h"

#include "util/durablefile.h"
#include "util/nativepath.h"

#include <QCoreApplication>

#include <libewf.h>

#include <fcntl.h>
#include <unistd.h>

namespace Custody::Ewf {

namespace {

// The highest segment number: E01-E99 are 99, then 26 * 26 two-letter suffixes for each first
// letter from E to Z (22 letters).
constexpr int LastSegmentNumber = 99 + 22 * 26 * 26;

// "image.E03" → ("image", 'E', 3); a name without an EWF extension → nullopt.
struct SegmentName
{
    QString base;
    bool upperCase = true;
    int number = 0;
};

bool isAsciiLetter(QChar character)
{
    return (character >= u'A' && character <= u'Z') || (character >= u'a' && character <= u'z');
}

bool isAsciiDigit(QChar character)
{
    return character >= u'0' && character <= u'9';
}

// String operations, not a regular expression: the base may hold a line feed (which '.' does not
// match) or bytes that are not UTF-8 (lone surrogates, which QRegularExpression never matches),
// and either made a set of segments one file.
std::optional<SegmentName> parseSegmentName(const QString &path)
{
    // ".E01", ".e01", ".EAA", ".Fzz", …: a dot, a letter from E to Z, two digits or two letters.
    if (path.size() < 4 || path.at(path.size() - 4) != u'.')
        return std::nullopt;
    const QChar first = path.at(path.size() - 3);
    const QChar second = path.at(path.size() - 2);
    const QChar third = path.at(path.size() - 1);
    const QChar upperFirst = first.toUpper();
    if (!isAsciiLetter(first) || upperFirst < u'E')
        return std::nullopt;
    const bool digits = isAsciiDigit(second) && isAsciiDigit(third);
    if (!digits && !(isAsciiLetter(second) && isAsciiLetter(third)))
        return std::nullopt;
    SegmentName name;
    name.base = path.left(path.size() - 4);
    name.upperCase = first.isUpper();
    if (digits) {
        const int number = (second.unicode() - u'0') * 10 + (third.unicode() - u'0');
        if (upperFirst != u'E' || number == 0)
            return std::nullopt;
        name.number = number;
        return name;
    }
    name.number = 100 + (upperFirst.unicode() - u'E') * 26 * 26
                  + (second.toUpper().unicode() - u'A') * 26 + (third.toUpper().unicode() - u'A');
    return name;
}

QString extensionCased(int number, bool upperCase)
{
    const QString extension = segmentExtension(number);
    return upperCase ? extension : extension.toLower();
}

} // namespace

void HandleDeleter::operator()(RawHandle *handle) const
{
    libewf_error_t *error = nullptr;
    libewf_handle_t *owned = handle;
    libewf_handle_free(&owned, &error);
    libewf_error_free(&error);
}

Result<HandlePtr> newHandle()
{
    libewf_handle_t *handle = nullptr;
    libewf_error_t *error = nullptr;
    if (libewf_handle_initialize(&handle, &error) != 1)
        return errorFrom(Error::Code::OutputOpenFailed, QString(),
                         QStringLiteral("libewf could not make a handle"), error);
    return HandlePtr(handle);
}

QString takeErrorText(RawError *&error)
{
    if (!error)
        return {};
    // libewf's backtrace lists each function's message, outermost first, one per line.
    char text[4096] = {};
    libewf_error_backtrace_sprint(error, text, sizeof text);
    libewf_error_free(&error);
    QStringList lines = QString::fromUtf8(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (QString &line : lines) {
        // "libewf_handle_open: unable to open file." → "unable to open file"
        const qsizetype colon = line.indexOf(QLatin1String(": "));
        line = (colon >= 0 ? line.mid(colon + 2) : line).trimmed();
        if (line.endsWith(QLatin1Char('.')))
            line.chop(1);
    }
    lines.removeDuplicates();
    return lines.join(QStringLiteral(": "));
}

Error errorFrom(Error::Code code, const QString &path, const QString &what, RawError *&error)
{
    const QString cause = takeErrorText(error);
    return Error::fromErrno(
        code, 0, path, -1,
        cause.isEmpty() ? what : what + QStringLiteral(" (libewf: ") + cause + QLatin1Char(')'));
}

QString settingsProblem(qint64 chunkBytes, qint64 segmentBytes, int sectorBytes)
{
    const qint64 sectors = sectorBytes > 0 ? chunkBytes / sectorBytes : 0;
    if (sectorBytes <= 0 || chunkBytes % sectorBytes != 0 || sectors < 16 || sectors > 32768
        || (sectors & (sectors - 1)) != 0)
        return QStringLiteral("the E01 chunk size (%1 bytes) must be a power of two from 16 to "
                              "32768 sectors of %2 bytes")
            .arg(chunkBytes)
            .arg(sectorBytes);
    if (segmentBytes < 1024 * 1024)
        return QStringLiteral("an E01 segment must hold at least 1 MiB");
    return {};
}

QString segmentExtension(int number)
{
    if (number < 1 || number > LastSegmentNumber)
        return {};
    if (number <= 99)
        return QStringLiteral("E%1").arg(number, 2, 10, QLatin1Char('0'));
    const int index = number - 100;
    const QChar first(char16_t(u'E' + index / (26 * 26)));
    const QChar second(char16_t(u'A' + index / 26 % 26));
    const QChar third(char16_t(u'A' + index % 26));
    return QString(first) + second + third;
}

QString segmentPath(const QString &basePath, int number)
{
    return basePath + QLatin1Char('.') + segmentExtension(number);
}

QStringList existingSegments(const QString &basePath)
{
    QStringList found;
    for (int number = 1; number <= LastSegmentNumber; ++number) {
        const QString path = segmentPath(basePath, number);
        if (!pathExists(path))
            break;
        found << path;
    }
    return found;
}

bool hasEwfSignature(const QString &path)
{
    // Regular files only, opened without blocking: a FIFO or a device is never opened here.
    const std::optional<struct stat> status = statPath(path);
    if (!status || !S_ISREG(status->st_mode))
        return false;
    const int descriptor
        = ::open(nativePath(path).constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (descriptor < 0)
        return false;
    char bytes[8] = {};
    const ssize_t count = ::read(descriptor, bytes, sizeof bytes);
    ::close(descriptor);
    const QByteArray start(bytes, std::max<ssize_t>(0, count));
    return start == QByteArray("EVF\t\r\n\xff\0", 8) || start == QByteArray("LVF\t\r\n\xff\0", 8)
           || start == QByteArray("EVF2\r\n\x81\0", 8);
}

Result<QStringList> discoverSegments(const QString &path)
{
    const std::optional<SegmentName> name = parseSegmentName(path);
    if (!name)
        return QStringList{path}; // one file of another name: libewf reads what it holds
    QStringList found;
    int number = 1;
    for (; number <= LastSegmentNumber; ++number) {
        const QString segment
            = name->base + QLatin1Char('.') + extensionCased(number, name->upperCase);
        if (!pathExists(segment))
            break;
        found << segment;
    }
    // A segment missing before the one named, or before later ones that exist.
    const QString missing = name->base + QLatin1Char('.') + extensionCased(number, name->upperCase);
    const QString next
        = name->base + QLatin1Char('.') + extensionCased(number + 1, name->upperCase);
    if (found.isEmpty() || name->number > number || pathExists(next))
        return Error::fromErrno(
            Error::Code::ImageReadFailed, ENOENT, missing, -1,
            QCoreApplication::translate("Custody::VerificationReport",
                                        "segment %1 of the E01 image is missing")
                .arg(missing));
    return found;
}

} // namespace Custody::Ewf
