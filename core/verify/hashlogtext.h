// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <optional>

namespace Custody {

// The text of a hashlog cut into lines, whatever the tool, the Windows machine or the
// examiner's editor did to it: a UTF-8 byte-order mark is skipped, UTF-16 with a byte-order
// mark is decoded, LF, CRLF and CR all end a line, NUL does too when it is the first line end
// (`md5sum -z`), and a line that is not valid UTF-8 is read as Latin-1 (and noted). Lines are
// decoded when asked for, so the memory is the bytes plus one offset per line.
//
// The parsers report malformed input through error(), which names the file and the line.
class HashlogText
{
    Q_DECLARE_TR_FUNCTIONS(Custody::HashlogText)

public:
    // Longer lines are refused: no hashlog format has them, and a binary file would otherwise
    // become one line as long as the file.
    static constexpr qsizetype MaximumLineBytes = 64 * 1024;

    // Fails for a line longer than MaximumLineBytes and for NUL bytes that are not line ends
    // (a binary file, or UTF-16 without a byte-order mark).
    static Result<HashlogText> decode(const QByteArray &bytes, const QString &path);

    QString path() const { return m_path; }
    // The decoded bytes (UTF-8, byte-order mark removed), for the JSON parser.
    const QByteArray &bytes() const { return m_bytes; }
    // The 1-based number of the line that holds the byte at offset.
    int lineOfOffset(qsizetype offset) const;
    int lineCount() const { return int(m_starts.size()); }
    // The line with that 1-based number, without its line end.
    QString line(int lineNumber) const;
    // The same, for a line that names files (a checksum list): bytes that are not UTF-8 are kept
    // as the bytes of a file name (util/nativepath.h), not read as Latin-1 text.
    QString fileNameLine(int lineNumber) const;
    // The first non-blank lines, trimmed, for format detection.
    QStringList firstLines(int count) const;
    // Remarks about the decoding ("lines 4, 9 are not UTF-8: read as Latin-1").
    QStringList notes() const { return m_notes; }
    bool isZeroTerminated() const { return m_zeroTerminated; }

    // A malformed-input error naming the file and the line (lineNumber 0: the whole file).
    Error error(int lineNumber, const QString &detail) const;

    enum class DigestEncoding { Hex, HexOrBase64 };
    // The lower-case hex of a digest written as hex (or base64, as OpenBSD's distinfo does),
    // checked against the length of the algorithm when Custody knows it.
    Result<QString> digest(int lineNumber, const QString &algorithmName, QStringView value,
                           DigestEncoding encoding = DigestEncoding::Hex) const;
    // Matches a line against a pattern given as a string literal, compiled once per thread.
    static QRegularExpressionMatch match(const QString &line, const char *pattern);
    // A count written with or without thousands separators ("7.856.127", "7,856,127",
    // "7 856 127", "524,288,000"); nullopt if it is not one.
    static std::optional<qint64> parseCount(QStringView text);

private:
    HashlogText() = default;

    QByteArray m_bytes; // UTF-8 (or Latin-1 lines), BOM removed
    QString m_path;
    QList<qsizetype> m_starts;
    QList<qsizetype> m_lengths;
    QList<int> m_latin1Lines;
    QStringList m_notes;
    bool m_zeroTerminated = false;
};

} // namespace Custody
