// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QFlags>
#include <QList>
#include <QString>

#include <optional>

namespace Custody {

enum class HashAlgorithm {
    Md5 = 0x1,
    Sha1 = 0x2,
    Sha256 = 0x4,
    Sha512 = 0x8,
    Sha384 = 0x10, // added last, so the other values and the report order stay as they were
};
Q_DECLARE_FLAGS(HashAlgorithms, HashAlgorithm)
Q_DECLARE_OPERATORS_FOR_FLAGS(HashAlgorithms)

// Every supported algorithm, in the order reports list them.
QList<HashAlgorithm> allHashAlgorithms();
QList<HashAlgorithm> toList(HashAlgorithms algorithms);

// "md5", "sha1", "sha256", "sha512", "sha384": the names used on the command line, in JSON and
// as the sidecar file extension (coreutils' md5sum, sha256sum, …).
QString hashName(HashAlgorithm algorithm);
// "MD5", "SHA-1", "SHA-256", "SHA-512", "SHA-384": for people.
QString hashDisplayName(HashAlgorithm algorithm);
// Accepts "md5", "MD5", "sha-256", "sha256", … .
std::optional<HashAlgorithm> parseHashName(const QString &name);
// Parses a comma-separated list, or "none" for no hash; nullopt if a name is unknown or the
// list is empty.
std::optional<HashAlgorithms> parseHashList(const QString &list);
// Hex digest length in characters.
int hashHexLength(HashAlgorithm algorithm);

} // namespace Custody
