// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/shellquote.h"

#include "util/logline.h"
#include "util/nativepath.h"

#include <QRegularExpression>

namespace Custody {

namespace {

// A word needs $'…' when it holds a character that must not appear raw in a one-line record (a
// line break, a tab, any other control character, a bidirectional override: isLineControl()) or
// a byte of a file name that is not UTF-8.
bool needsAnsiQuoting(const QString &word)
{
    for (QChar character : word) {
        if (isLineControl(character))
            return true;
    }
    return hasEscapedBytes(word);
}

// bash, zsh, ksh and POSIX.1-2024 sh read $'…' with C escapes back into the same bytes. Text
// stays as it is; control characters and the bytes of a name that are not UTF-8 become escapes.
QString ansiQuote(const QString &word)
{
    QString quoted = QStringLiteral("$'");
    for (qsizetype index = 0; index < word.size(); ++index) {
        const QChar character = word[index];
        const char16_t value = character.unicode();
        const bool escapedByte = value >= 0xDC80 && value <= 0xDCFF
                                 && !(index > 0 && word[index - 1].isHighSurrogate());
        if (escapedByte)
            quoted += QStringLiteral("\\x%1").arg(value - 0xDC00, 2, 16, QLatin1Char('0'));
        else if (value == '\n')
            quoted += QStringLiteral("\\n");
        else if (value == '\t')
            quoted += QStringLiteral("\\t");
        else if (value == '\r')
            quoted += QStringLiteral("\\r");
        else if (value == '\\' || value == '\'')
            quoted += QStringLiteral("\\") + character;
        else if (isLineControl(character)) // its UTF-8 bytes: \u is not in POSIX's $'…'
            for (const char byte : QString(character).toUtf8())
                quoted += QStringLiteral("\\x%1").arg(uint(quint8(byte)), 2, 16, QLatin1Char('0'));
        else
            quoted += character;
    }
    return quoted + QLatin1Char('\'');
}

} // namespace

QString shellQuote(const QStringList &arguments)
{
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9_./:=,+@%-]+$"));
    QStringList quoted;
    for (const QString &argument : arguments) {
        if (safe.match(argument).hasMatch()) {
            quoted.append(argument);
            continue;
        }
        if (needsAnsiQuoting(argument)) {
            quoted.append(ansiQuote(argument));
            continue;
        }
        QString escaped = argument;
        escaped.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
        quoted.append(QLatin1Char('\'') + escaped + QLatin1Char('\''));
    }
    return quoted.join(QLatin1Char(' '));
}

} // namespace Custody
