// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/logline.h"

namespace Custody {

QString oneLogLine(const QString &value)
{
    QString line;
    line.reserve(value.size());
    for (const QChar character : value) {
        const char16_t code = character.unicode();
        switch (code) {
        case u'\\': line += QLatin1String("\\\\"); break;
        case u'\n': line += QLatin1String("\\n"); break;
        case u'\r': line += QLatin1String("\\r"); break;
        case u'\t': line += QLatin1String("\\t"); break;
        default:
            // C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
            if (character.category() == QChar::Other_Control || code == 0x2028 || code == 0x2029)
                line += QStringLiteral("\\x%1").arg(uint(code), code > 0xff ? 4 : 2, 16,
                                                    QLatin1Char('0'));
            else
                line += character;
        }
    }
    return line;
}

} // namespace Custody
