// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "verify/hashlog.h"

#include <QFile>
#include <QStringList>

// Helpers shared by the verify tests: a parsed hashlog as comparable text.
namespace Custody::Test {

// "12 md5 <hex> @subject window [0+1048576]": line, algorithm, digest, then what is set.
inline QString describe(const LoggedDigest &digest)
{
    QString text
        = QStringLiteral("%1 %2 %3").arg(digest.lineNumber).arg(digest.algorithmName, digest.hex);
    if (!digest.subject.isEmpty())
        text += QStringLiteral(" @") + digest.subject;
    if (digest.scope == DigestScope::Window)
        text += QStringLiteral(" window");
    if (digest.scope == DigestScope::Segment)
        text += QStringLiteral(" segment");
    if (digest.extent)
        text += QStringLiteral(" [%1+%2]").arg(digest.extent->offset).arg(digest.extent->length);
    return text;
}

// "size 4004511744 line 58 @subject".
inline QString describe(const LoggedSize &size)
{
    QString text = QStringLiteral("size %1 line %2").arg(size.bytes).arg(size.lineNumber);
    if (!size.subject.isEmpty())
        text += QStringLiteral(" @") + size.subject;
    return text;
}

inline QStringList describeDigests(const Hashlog &log)
{
    QStringList lines;
    for (const LoggedDigest &digest : log.digests)
        lines.append(describe(digest));
    return lines;
}

inline QStringList describeSizes(const Hashlog &log)
{
    QStringList lines;
    for (const LoggedSize &size : log.sizes)
        lines.append(describe(size));
    return lines;
}

inline QByteArray readFixture(const QString &name)
{
    QFile file(QStringLiteral(CUSTODY_TEST_DATA_DIR "/hashlogs/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline QString fixturePath(const QString &name)
{
    return QStringLiteral(CUSTODY_TEST_DATA_DIR "/hashlogs/") + name;
}

} // namespace Custody::Test
