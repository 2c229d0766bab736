// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/reportformat.h"

#include "util/groupedcount.h"
#include "util/units.h"

#include <cmath>

namespace Custody {

QString ReportFormat::notRecorded()
{
    return tr("not recorded");
}

QString ReportFormat::count(qint64 value)
{
    return formatCount(value);
}

QString ReportFormat::bytes(qint64 bytes)
{
    if (bytes < 1024)
        return tr("%1 bytes").arg(bytes);
    return tr("%1 bytes (%2)").arg(count(bytes), formatBytes(bytes, textLocale()));
}

QString ReportFormat::bytesAndSectors(qint64 bytes, qint64 sectors)
{
    return tr("%1 bytes, %2 sectors").arg(count(bytes), count(sectors));
}

QString ReportFormat::utc(const QDateTime &time)
{
    if (!time.isValid())
        return notRecorded();
    return time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"))
           + QStringLiteral(" UTC");
}

QString ReportFormat::local(const QDateTime &time)
{
    if (!time.isValid())
        return notRecorded();
    const QDateTime own = time.toOffsetFromUtc(time.offsetFromUtc());
    const int minutes = std::abs(own.offsetFromUtc()) / 60;
    const QString stamp = own.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))
                          + QStringLiteral(" %1%2:%3")
                                .arg(own.offsetFromUtc() < 0 ? QLatin1Char('-') : QLatin1Char('+'))
                                .arg(minutes / 60, 2, 10, QLatin1Char('0'))
                                .arg(minutes % 60, 2, 10, QLatin1Char('0'));
    // The ISO form is the one every reader and the record share; a translated report adds the
    // day as its language writes it ("6. Dezember 2026", "2026年12月6日"). The English report
    // and the log (whose locale is C) keep the ISO form alone, so that logs compare line by line.
    const QLocale locale = textLocale();
    if (locale.language() == QLocale::C)
        return stamp;
    return QStringLiteral("%1 (%2)").arg(stamp, locale.toString(own.date(), QLocale::LongFormat));
}

QString ReportFormat::duration(double seconds)
{
    const QString exact = tr("%1 s").arg(textLocale().toString(seconds, 'f', 3));
    if (seconds < 60)
        return exact;
    const qint64 whole = qint64(seconds);
    const QString hours = whole >= 3600 ? tr("%1 h ").arg(whole / 3600) : QString();
    return tr("%1 (%2%3 min %4 s)")
        .arg(exact, hours)
        .arg((whole / 60) % 60, 2, 10, QLatin1Char('0'))
        .arg(whole % 60, 2, 10, QLatin1Char('0'));
}

QString ReportFormat::percentDown(qint64 part, qint64 whole)
{
    if (whole <= 0)
        return QStringLiteral("-");
    if (part == whole)
        return QStringLiteral("100 %");
    // Integer arithmetic in millionths: exact, and no rounding up to 100 % for part < whole.
    const qint64 millionths
        = qint64((static_cast<__int128>(part) * 1000000) / static_cast<__int128>(whole));
    const QString point = textLocale().decimalPoint();
    if (part > 0 && millionths == 0)
        return QStringLiteral("< 0") + point + QStringLiteral("0001 %");
    return QStringLiteral("%1%2%3 %")
        .arg(millionths / 10000)
        .arg(point)
        .arg(millionths % 10000, 4, 10, QLatin1Char('0'));
}

QString ReportFormat::byteValue(int value)
{
    return QStringLiteral("0x%1").arg(value, 2, 16, QLatin1Char('0'));
}

QString ReportFormat::orNotRecorded(const std::optional<QString> &value)
{
    return value ? *value : notRecorded();
}

} // namespace Custody
