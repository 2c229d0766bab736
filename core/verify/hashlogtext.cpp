// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "verify/hashlogtext.h"

#include "util/nativepath.h"

#include "verify/hashlog.h"

#include <algorithm>

#include <QHash>
#include <QStringDecoder>

namespace Custody {

namespace {

bool isHex(QStringView text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), [](QChar c) {
        return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
    });
}

// "4, 9, 12 and 20 more": a bounded list for a note.
QString lineList(const QList<int> &lines)
{
    QStringList shown;
    for (qsizetype index = 0; index < lines.size() && index < 5; ++index)
        shown.append(QString::number(lines[index]));
    QString text = shown.join(QStringLiteral(", "));
    if (lines.size() > 5)
        text += QStringLiteral(" and %1 more").arg(lines.size() - 5);
    return text;
}

} // namespace

Result<HashlogText> HashlogText::decode(const QByteArray &input, const QString &path)
{
    HashlogText text;
    text.m_path = path;
    text.m_bytes = input;
    if (text.m_bytes.startsWith("\xEF\xBB\xBF")) {
        text.m_bytes.remove(0, 3);
    } else if (text.m_bytes.startsWith("\xFF\xFE") || text.m_bytes.startsWith("\xFE\xFF")) {
        QStringDecoder decoder(text.m_bytes.startsWith("\xFF\xFE") ? QStringDecoder::Utf16LE
                                                                   : QStringDecoder::Utf16BE);
        const QString decoded = decoder.decode(QByteArrayView(text.m_bytes).sliced(2));
        if (decoder.hasError() || text.m_bytes.size() % 2 != 0)
            return text.error(0, tr("the file starts with a UTF-16 byte-order mark but is not "
                                    "valid UTF-16"));
        text.m_bytes = decoded.toUtf8();
        text.m_notes.append(QStringLiteral("the file is UTF-16; decoded"));
    }

    const QByteArray &bytes = text.m_bytes;
    const auto firstOf = [&bytes](char c) {
        const qsizetype index = bytes.indexOf(c);
        return index < 0 ? bytes.size() : index;
    };
    const QByteArrayView head
        = QByteArrayView(bytes).first(std::min<qsizetype>(bytes.size(), 1024));
    if (head.count('\0') * 4 > head.size())
        return text.error(1, tr("every other byte is NUL: this is UTF-16 text without a "
                                "byte-order mark, or a binary file"));
    // `md5sum -z` ends every record with NUL, and names may then contain newlines.
    text.m_zeroTerminated
        = bytes.endsWith('\0') || firstOf('\0') < std::min(firstOf('\n'), firstOf('\r'));

    qsizetype start = 0;
    while (start < bytes.size()) {
        qsizetype end = start;
        while (end < bytes.size()) {
            const char c = bytes[end];
            if (text.m_zeroTerminated ? c == '\0' : (c == '\n' || c == '\r'))
                break;
            if (c == '\0')
                return text.error(int(text.m_starts.size()) + 1,
                                  tr("a NUL byte: this is a binary file, or UTF-16 text "
                                     "without a byte-order mark"));
            ++end;
        }
        if (end - start > MaximumLineBytes)
            return text.error(
                int(text.m_starts.size()) + 1,
                tr("the line is longer than %1 bytes: not a hashlog").arg(MaximumLineBytes));
        text.m_starts.append(start);
        text.m_lengths.append(end - start);
        if (end + 1 < bytes.size() && bytes[end] == '\r' && bytes[end + 1] == '\n')
            ++end;
        start = end + 1;
    }

    if (!QByteArrayView(bytes).isValidUtf8()) {
        for (int index = 0; index < text.m_starts.size(); ++index) {
            if (!QByteArrayView(bytes)
                     .sliced(text.m_starts[index], text.m_lengths[index])
                     .isValidUtf8())
                text.m_latin1Lines.append(index + 1);
        }
        text.m_notes.append(QStringLiteral("line(s) %1 are not UTF-8: read as Latin-1, file "
                                           "names as their bytes")
                                .arg(lineList(text.m_latin1Lines)));
    }
    return text;
}

QString HashlogText::line(int lineNumber) const
{
    if (lineNumber < 1 || lineNumber > m_starts.size())
        return {};
    const QByteArrayView bytes
        = QByteArrayView(m_bytes).sliced(m_starts[lineNumber - 1], m_lengths[lineNumber - 1]);
    if (std::binary_search(m_latin1Lines.cbegin(), m_latin1Lines.cend(), lineNumber))
        return QString::fromLatin1(bytes);
    return QString::fromUtf8(bytes);
}

QString HashlogText::fileNameLine(int lineNumber) const
{
    if (lineNumber < 1 || lineNumber > m_starts.size())
        return {};
    return fromNativePath(
        QByteArrayView(m_bytes).sliced(m_starts[lineNumber - 1], m_lengths[lineNumber - 1]));
}

int HashlogText::lineOfOffset(qsizetype offset) const
{
    const auto next = std::upper_bound(m_starts.cbegin(), m_starts.cend(), offset);
    return std::max(1, int(next - m_starts.cbegin()));
}

QStringList HashlogText::firstLines(int count) const
{
    QStringList lines;
    for (int number = 1; number <= lineCount() && lines.size() < count; ++number) {
        const QString text = line(number).trimmed();
        if (!text.isEmpty())
            lines.append(text);
    }
    return lines;
}

Error HashlogText::error(int lineNumber, const QString &detail) const
{
    const QString where = lineNumber > 0 ? tr("line %1: ").arg(lineNumber) : QString();
    return Error::fromErrno(Error::Code::ToolOutputInvalid, 0, m_path, -1, where + detail);
}

Result<QString> HashlogText::digest(int lineNumber, const QString &algorithmName, QStringView value,
                                    DigestEncoding encoding) const
{
    const QStringView trimmed = value.trimmed();
    const int expectedBytes = digestBytesOf(algorithmName);
    const QString name = algorithmDisplayName(algorithmName);
    if (isHex(trimmed)) {
        if (expectedBytes > 0 && trimmed.size() != 2 * expectedBytes)
            return error(lineNumber, tr("the %1 digest has %2 hex digits; %1 has %3")
                                         .arg(name)
                                         .arg(trimmed.size())
                                         .arg(2 * expectedBytes));
        if (expectedBytes == 0 && (trimmed.size() % 2 != 0 || trimmed.size() < 8))
            return error(lineNumber, tr("the %1 digest has %2 hex digits, which is not the "
                                        "length of a digest")
                                         .arg(name)
                                         .arg(trimmed.size()));
        return trimmed.toString().toLower();
    }
    if (encoding == DigestEncoding::HexOrBase64) {
        const QByteArray::FromBase64Result decoded = QByteArray::fromBase64Encoding(
            trimmed.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (decoded && !decoded.decoded.isEmpty()
            && (expectedBytes == 0 || decoded.decoded.size() == expectedBytes))
            return QString::fromLatin1(decoded.decoded.toHex());
    }
    const QString shown = trimmed.size() > 80 ? trimmed.left(80).toString() + QStringLiteral("…")
                                              : trimmed.toString();
    if (trimmed.isEmpty())
        return error(lineNumber, tr("the %1 digest is missing").arg(name));
    return error(lineNumber, tr("the %1 digest '%2' is not hexadecimal%3")
                                 .arg(name, shown,
                                      encoding == DigestEncoding::HexOrBase64
                                          ? tr(" nor base64 of the right length")
                                          : QString()));
}

QRegularExpressionMatch HashlogText::match(const QString &line, const char *pattern)
{
    static thread_local QHash<const char *, QRegularExpression> compiled;
    auto found = compiled.find(pattern);
    if (found == compiled.end())
        found = compiled.insert(pattern, QRegularExpression(QString::fromUtf8(pattern)));
    return found->match(line);
}

std::optional<qint64> HashlogText::parseCount(QStringView text)
{
    static const QRegularExpression grouped(
        QStringLiteral("^\\d{1,3}([.,' \\x{00A0}\\x{202F}])\\d{3}(?:\\1\\d{3})*$"));
    QString digits = text.trimmed().toString();
    const QRegularExpressionMatch match = grouped.match(digits);
    if (match.hasMatch())
        digits.remove(match.captured(1));
    bool ok = false;
    const qint64 value = digits.toLongLong(&ok);
    if (!ok || value < 0 || digits.isEmpty() || !digits.front().isDigit())
        return std::nullopt;
    return value;
}

} // namespace Custody
