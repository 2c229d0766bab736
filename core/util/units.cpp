// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/units.h"

#include <QCoreApplication>

#include <array>
#include <limits>

namespace Custody {

std::optional<qint64> parseByteCount(const QString &text)
{
    const QString trimmed = text.trimmed();
    qsizetype digitsEnd = 0;
    int base = 10;
    if (trimmed.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)) {
        base = 16;
        digitsEnd = 2;
        while (digitsEnd < trimmed.size() && isxdigit(trimmed.at(digitsEnd).toLatin1()))
            ++digitsEnd;
    } else {
        while (digitsEnd < trimmed.size() && trimmed.at(digitsEnd).isDigit())
            ++digitsEnd;
    }
    if (digitsEnd == 0 || (base == 16 && digitsEnd == 2))
        return std::nullopt;
    bool ok = false;
    const qint64 number = trimmed.left(digitsEnd).toLongLong(&ok, base == 16 ? 0 : 10);
    if (!ok)
        return std::nullopt;

    struct Suffix
    {
        const char *text;
        qint64 multiplier;
    };
    static constexpr std::array suffixes = {
        Suffix{"", 1},
        Suffix{"B", 1},
        Suffix{"K", qint64(1) << 10},
        Suffix{"KiB", qint64(1) << 10},
        Suffix{"KB", 1000},
        Suffix{"M", qint64(1) << 20},
        Suffix{"MiB", qint64(1) << 20},
        Suffix{"MB", 1000 * 1000},
        Suffix{"G", qint64(1) << 30},
        Suffix{"GiB", qint64(1) << 30},
        Suffix{"GB", 1000 * 1000 * 1000},
        Suffix{"T", qint64(1) << 40},
        Suffix{"TiB", qint64(1) << 40},
        Suffix{"TB", qint64(1000) * 1000 * 1000 * 1000},
    };
    const QString suffix = trimmed.mid(digitsEnd).trimmed();
    for (const Suffix &candidate : suffixes) {
        if (suffix.compare(QLatin1String(candidate.text), Qt::CaseInsensitive) != 0)
            continue;
        if (number > std::numeric_limits<qint64>::max() / candidate.multiplier)
            return std::nullopt;
        return number * candidate.multiplier;
    }
    return std::nullopt;
}

namespace {

constexpr std::array binaryUnits = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};

} // namespace

QString formatBytes(qint64 bytes, const QLocale &locale)
{
    double value = double(bytes);
    size_t unit = 0;
    while (value >= 1024.0 && unit + 1 < binaryUnits.size()) {
        value /= 1024.0;
        ++unit;
    }
    if (unit == 0)
        return QStringLiteral("%1 B").arg(locale.toString(bytes));
    return QStringLiteral("%1 %2").arg(locale.toString(value, 'f', 1),
                                       QLatin1String(binaryUnits[unit]));
}

QString formatExactBytes(qint64 bytes, const QLocale &locale)
{
    size_t unit = 0;
    while (bytes != 0 && bytes % 1024 == 0 && unit + 1 < binaryUnits.size()) {
        bytes /= 1024;
        ++unit;
    }
    return QStringLiteral("%1 %2").arg(locale.toString(bytes), QLatin1String(binaryUnits[unit]));
}

QString formatRate(double bytesPerSecond, const QLocale &locale)
{
    return QStringLiteral("%1 MB/s").arg(locale.toString(bytesPerSecond / 1e6, 'f', 1));
}

QString formatByteRange(const Extent &extent, const QLocale &locale)
{
    return QStringLiteral("%1-%2").arg(locale.toString(extent.offset),
                                       locale.toString(extent.end() - 1));
}

QLocale textLocale()
{
    QLocale locale(QCoreApplication::translate(
        "Custody::Units", "C",
        "The locale of this translation's numbers (de_DE, fr_FR): decimal commas in reports"));
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale;
}

} // namespace Custody
