#include "util/shellquote.h"

#include <QRegularExpression>

namespace Custody {

QString shellQuote(const QStringList &arguments)
{
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9_./:=,+@%-]+$"));
    QStringList quoted;
    for (const QString &argument : arguments) {
        if (safe.match(argument).hasMatch()) {
            quoted.append(argument);
            continue;
        }
        QString escaped = argument;
        escaped.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
        quoted.append(QLatin1Char('\'') + escaped + QLatin1Char('\''));
    }
    return quoted.join(QLatin1Char(' '));
}

} // namespace Custody
