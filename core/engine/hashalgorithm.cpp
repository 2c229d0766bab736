// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/hashalgorithm.h"

namespace Custody {

QList<HashAlgorithm> allHashAlgorithms()
{
    return {HashAlgorithm::Md5, HashAlgorithm::Sha1, HashAlgorithm::Sha256, HashAlgorithm::Sha512,
            HashAlgorithm::Sha384};
}

QList<HashAlgorithm> toList(HashAlgorithms algorithms)
{
    QList<HashAlgorithm> list;
    for (HashAlgorithm algorithm : allHashAlgorithms()) {
        if (algorithms.testFlag(algorithm))
            list.append(algorithm);
    }
    return list;
}

QString hashName(HashAlgorithm algorithm)
{
    switch (algorithm) {
    case HashAlgorithm::Md5: return QStringLiteral("md5");
    case HashAlgorithm::Sha1: return QStringLiteral("sha1");
    case HashAlgorithm::Sha256: return QStringLiteral("sha256");
    case HashAlgorithm::Sha512: return QStringLiteral("sha512");
    case HashAlgorithm::Sha384: return QStringLiteral("sha384");
    }
    return {};
}

QString hashDisplayName(HashAlgorithm algorithm)
{
    switch (algorithm) {
    case HashAlgorithm::Md5: return QStringLiteral("MD5");
    case HashAlgorithm::Sha1: return QStringLiteral("SHA-1");
    case HashAlgorithm::Sha256: return QStringLiteral("SHA-256");
    case HashAlgorithm::Sha512: return QStringLiteral("SHA-512");
    case HashAlgorithm::Sha384: return QStringLiteral("SHA-384");
    }
    return {};
}

std::optional<HashAlgorithm> parseHashName(const QString &name)
{
    const QString normalized = name.trimmed().toLower().remove(QLatin1Char('-'));
    for (HashAlgorithm algorithm : allHashAlgorithms()) {
        if (normalized == hashName(algorithm))
            return algorithm;
    }
    return std::nullopt;
}

std::optional<HashAlgorithms> parseHashList(const QString &list)
{
    HashAlgorithms algorithms;
    if (list.trimmed().compare(QLatin1String("none"), Qt::CaseInsensitive) == 0)
        return algorithms;
    for (const QString &name : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const std::optional<HashAlgorithm> algorithm = parseHashName(name);
        if (!algorithm)
            return std::nullopt;
        algorithms |= *algorithm;
    }
    if (!algorithms)
        return std::nullopt;
    return algorithms;
}

int hashHexLength(HashAlgorithm algorithm)
{
    switch (algorithm) {
    case HashAlgorithm::Md5: return 32;
    case HashAlgorithm::Sha1: return 40;
    case HashAlgorithm::Sha256: return 64;
    case HashAlgorithm::Sha512: return 128;
    case HashAlgorithm::Sha384: return 96;
    }
    return 0;
}

} // namespace Custody
