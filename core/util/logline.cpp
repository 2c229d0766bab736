// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/logline.h"

#include <QStringList>

namespace Custody {

namespace {

enum class Backslash { Doubled, Kept };

// U+2028 and U+2029 end a line for some readers; the bidirectional controls make a terminal
// or an editor show the rest of the line in another order (the "Trojan Source" characters,
// CVE-2021-42574). All of them start with 0x20, which no two-digit escape does: fromLogLine()
// tells them apart by their first two digits.
bool isUnicodeLineOrBidiControl(char16_t code)
{
    return code == 0x2028 || code == 0x2029 || (code >= 0x202A && code <= 0x202E)
           || (code >= 0x2066 && code <= 0x2069);
}

QString escaped(const QString &value, Backslash backslash)
{
    QString line;
    line.reserve(value.size());
    for (const QChar character : value) {
        const char16_t code = character.unicode();
        switch (code) {
        case u'\\':
            line += backslash == Backslash::Doubled ? QLatin1String("\\\\") : QLatin1String("\\");
            break;
        case u'\n': line += QLatin1String("\\n"); break;
        case u'\r': line += QLatin1String("\\r"); break;
        case u'\t': line += QLatin1String("\\t"); break;
        default:
            if (isLineControl(character))
                line += QStringLiteral("\\x%1").arg(uint(code), code > 0xff ? 4 : 2, 16,
                                                    QLatin1Char('0'));
            else
                line += character;
        }
    }
    return line;
}

} // namespace

bool isLineControl(QChar character)
{
    // C0 and C1 controls and DEL are the category Other_Control.
    return character.category() == QChar::Other_Control
           || isUnicodeLineOrBidiControl(character.unicode());
}

QString oneLogLine(const QString &value)
{
    return escaped(value, Backslash::Doubled);
}

QString oneShownLine(const QString &value)
{
    return escaped(value, Backslash::Kept);
}

QString shownLines(const QString &value, const QString &continuation)
{
    QStringList lines = value.split(QLatin1Char('\n'));
    for (QString &line : lines)
        line = oneShownLine(line);
    return lines.join(QLatin1Char('\n') + continuation);
}

} // namespace Custody
