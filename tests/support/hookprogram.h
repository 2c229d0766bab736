// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "testfiles.h"

#include <QFile>
#include <QList>
#include <QMap>
#include <QString>

#include <sys/types.h>

#include <utility>

namespace Custody::Test {

// An --on-end program at `path`: a bash script with `body`, made executable.
inline bool writeHook(const QString &path, const QByteArray &body)
{
    return writeFile(path, "#!/bin/bash\n" + body)
           && QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

// Whether the process `pid` has ended: gone, or only waiting to be reaped (a zombie is dead,
// whoever reaps it).
inline bool isGone(pid_t pid)
{
    const QByteArray status = readFile(QStringLiteral("/proc/%1/stat").arg(pid));
    const qsizetype afterName = status.lastIndexOf(')');
    return status.isEmpty() || (afterName > 0 && status.mid(afterName + 2, 1) == "Z");
}

// `env -0` as a hook wrote it to `path`: every variable, values with newlines included.
inline QMap<QString, QString> environmentIn(const QString &path)
{
    QMap<QString, QString> variables;
    for (const QByteArray &entry : readFile(path).split('\0')) {
        const qsizetype equals = entry.indexOf('=');
        if (equals > 0)
            variables.insert(QString::fromUtf8(entry.left(equals)),
                             QString::fromUtf8(entry.mid(equals + 1)));
    }
    return variables;
}

// The first of `expected` (name, value) that the hook was told otherwise, as "NAME: told X,
// expected Y"; empty when it was told each of them.
inline QString toldOtherwise(const QMap<QString, QString> &told,
                             const QList<std::pair<QString, QString>> &expected)
{
    for (const auto &[name, value] : expected) {
        if (told.value(name) != value || !told.contains(name))
            return name + QStringLiteral(": told '") + told.value(name)
                   + QStringLiteral("', expected '") + value + u'\'';
    }
    return {};
}

} // namespace Custody::Test
