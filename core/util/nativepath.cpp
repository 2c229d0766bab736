// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/nativepath.h"

#include <cerrno>

#include <unistd.h>

#include <QDir>

namespace Custody {

namespace {

constexpr char16_t EscapeBase = 0xDC00;

// The length of the valid UTF-8 sequence at bytes[index], or 0 when it is not one (overlong
// forms, surrogates and code points above U+10FFFF are not valid UTF-8, RFC 3629).
qsizetype validSequenceLength(QByteArrayView bytes, qsizetype index)
{
    const auto byte = [&bytes](qsizetype at) {
        return quint8(bytes[at]);
    };
    const quint8 lead = byte(index);
    if (lead < 0x80)
        return 1;
    qsizetype length = 0;
    quint8 low = 0x80;
    quint8 high = 0xBF; // range of the second byte
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0)
            low = 0xA0; // no overlong forms
        if (lead == 0xED)
            high = 0x9F; // no surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0)
            low = 0x90;
        if (lead == 0xF4)
            high = 0x8F;
    } else {
        return 0;
    }
    if (index + length > bytes.size())
        return 0;
    if (byte(index + 1) < low || byte(index + 1) > high)
        return 0;
    for (qsizetype next = index + 2; next < index + length; ++next) {
        if (byte(next) < 0x80 || byte(next) > 0xBF)
            return 0;
    }
    return length;
}

bool isEscapedByte(QChar character)
{
    return character.unicode() >= EscapeBase + 0x80 && character.unicode() <= EscapeBase + 0xFF;
}

} // namespace

QString fromNativePath(QByteArrayView bytes)
{
    QString path;
    path.reserve(bytes.size());
    qsizetype runStart = 0;
    qsizetype index = 0;
    while (index < bytes.size()) {
        const qsizetype length = validSequenceLength(bytes, index);
        if (length > 0) {
            index += length;
            continue;
        }
        path += QString::fromUtf8(bytes.sliced(runStart, index - runStart));
        path += QChar(char16_t(EscapeBase + quint8(bytes[index])));
        runStart = ++index;
    }
    path += QString::fromUtf8(bytes.sliced(runStart));
    return path;
}

QByteArray nativePath(const QString &path)
{
    if (!hasEscapedBytes(path))
        return path.toUtf8();
    QByteArray bytes;
    bytes.reserve(path.size());
    qsizetype runStart = 0;
    for (qsizetype index = 0; index < path.size(); ++index) {
        // A lone low surrogate: one preceded by a high surrogate is half of a real character.
        if (!isEscapedByte(path[index]) || (index > 0 && path[index - 1].isHighSurrogate()))
            continue;
        bytes += QStringView(path).sliced(runStart, index - runStart).toUtf8();
        bytes += char(path[index].unicode() - EscapeBase);
        runStart = index + 1;
    }
    bytes += QStringView(path).sliced(runStart).toUtf8();
    return bytes;
}

QString absolutePath(const QString &path)
{
    if (path.startsWith(QLatin1Char('/')))
        return QDir::cleanPath(path);
    QByteArray folder(4096, '\0');
    while (::getcwd(folder.data(), size_t(folder.size())) == nullptr && errno == ERANGE)
        folder.resize(folder.size() * 2);
    return QDir::cleanPath(fromNativePath(folder.constData()) + QLatin1Char('/') + path);
}

QString pathFileName(const QString &path)
{
    return path.mid(path.lastIndexOf(QLatin1Char('/')) + 1);
}

QString pathFolder(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    if (slash < 0)
        return QStringLiteral(".");
    return slash == 0 ? QStringLiteral("/") : path.left(slash);
}

bool hasEscapedBytes(const QString &path)
{
    for (qsizetype index = 0; index < path.size(); ++index) {
        if (isEscapedByte(path[index]) && !(index > 0 && path[index - 1].isHighSurrogate()))
            return true;
    }
    return false;
}

} // namespace Custody
