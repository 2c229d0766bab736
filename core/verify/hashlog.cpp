// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "verify/hashlog.h"

#include <QCoreApplication>

namespace Custody {

QString hashlogFormatName(HashlogFormat format)
{
    switch (format) {
    case HashlogFormat::Coreutils: return QStringLiteral("coreutils");
    case HashlogFormat::BsdTag: return QStringLiteral("bsd-tag");
    case HashlogFormat::Dc3dd: return QStringLiteral("dc3dd");
    case HashlogFormat::Dcfldd: return QStringLiteral("dcfldd");
    case HashlogFormat::Guymager: return QStringLiteral("guymager");
    case HashlogFormat::Ewf: return QStringLiteral("ewf");
    case HashlogFormat::FtkImager: return QStringLiteral("ftk-imager");
    case HashlogFormat::CustodyRecord: return QStringLiteral("custody-record");
    case HashlogFormat::EwfStored: return QStringLiteral("e01-stored");
    }
    return {};
}

QString hashlogFormatDisplayName(HashlogFormat format)
{
    // In the reader's language; the key in the JSON report is hashlogFormatName().
    const auto name = [](const char *text) {
        return QCoreApplication::translate("Custody::HashlogFormat", text);
    };
    switch (format) {
    case HashlogFormat::Coreutils:
        return name(QT_TRANSLATE_NOOP("Custody::HashlogFormat", "coreutils checksum list"));
    case HashlogFormat::BsdTag:
        return name(QT_TRANSLATE_NOOP("Custody::HashlogFormat", "BSD-style checksum list"));
    case HashlogFormat::Dc3dd:
        return name(QT_TRANSLATE_NOOP("Custody::HashlogFormat", "dc3dd log"));
    case HashlogFormat::Dcfldd:
        return name(QT_TRANSLATE_NOOP("Custody::HashlogFormat", "dcfldd hashlog"));
    case HashlogFormat::Guymager:
        return name(QT_TRANSLATE_NOOP("Custody::HashlogFormat", "Guymager .info file"));
    case HashlogFormat::Ewf:
        return name(QT_TRANSLATE_NOOP("Custody::HashlogFormat",
                                      "libewf tool output (ewfacquire/ewfverify/ewfinfo)"));
    case HashlogFormat::FtkImager:
        return name(QT_TRANSLATE_NOOP("Custody::HashlogFormat", "FTK Imager summary"));
    case HashlogFormat::CustodyRecord:
        return name(QT_TRANSLATE_NOOP("Custody::HashlogFormat", "Custody acquisition record"));
    case HashlogFormat::EwfStored:
        return name(QT_TRANSLATE_NOOP("Custody::HashlogFormat", "digests stored in the E01 image"));
    }
    return {};
}

std::optional<HashAlgorithm> LoggedDigest::algorithm() const
{
    return parseHashName(algorithmName);
}

void labelRuns(Hashlog &log, const QList<int> &runFirstLines)
{
    if (runFirstLines.size() < 2)
        return;
    const auto runOf = [&runFirstLines](int lineNumber) {
        int first = runFirstLines.first();
        for (int start : runFirstLines) {
            if (start <= lineNumber)
                first = start;
        }
        return QStringLiteral("run at line %1").arg(first);
    };
    for (LoggedDigest &digest : log.digests)
        digest.subject = runOf(digest.lineNumber);
    for (LoggedSize &size : log.sizes)
        size.subject = runOf(size.lineNumber);
}

QString canonicalAlgorithmName(const QString &name)
{
    return name.trimmed().toLower().remove(QLatin1Char('-')).remove(QLatin1Char('_'));
}

int digestBytesOf(const QString &canonicalName)
{
    // The algorithms the tools in docs/FORMATS.md write; the ones Custody does not compute are here
    // so that their digests can still be checked for a plausible length.
    static const QList<std::pair<QString, int>> lengths{
        {QStringLiteral("md5"), 16},       {QStringLiteral("sha1"), 20},
        {QStringLiteral("sha224"), 28},    {QStringLiteral("sha256"), 32},
        {QStringLiteral("sha384"), 48},    {QStringLiteral("sha512"), 64},
        {QStringLiteral("rmd160"), 20},    {QStringLiteral("ripemd160"), 20},
        {QStringLiteral("blake2b"), 64},   {QStringLiteral("sha3256"), 32},
        {QStringLiteral("sha3512"), 64},   {QStringLiteral("sm3"), 32},
        {QStringLiteral("sha512/256"), 32}};
    for (const auto &[known, bytes] : lengths) {
        if (known == canonicalName)
            return bytes;
    }
    return 0;
}

QString algorithmDisplayName(const QString &canonicalName)
{
    if (const std::optional<HashAlgorithm> algorithm = parseHashName(canonicalName))
        return hashDisplayName(*algorithm);
    return canonicalName.toUpper();
}

} // namespace Custody
