// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashalgorithm.h"
#include "record/acquisitionrecord.h"
#include "util/nativepath.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <unistd.h>

namespace Custody {

// The environment an end hook is given (acquisition/endhook.h, acquisition/workhooks.h): the
// caller's without its own CUSTODY_ variables (nothing of them is mistaken for this job's), and
// a setter of this job's, values in Custody's encoding of bytes (util/nativepath.h): as they are
// on disk.
struct HookEnvironment
{
    static inline const QByteArray Prefix = "CUSTODY_";

    QList<QByteArray> entries;
    HookEnvironment()
    {
        for (char **entry = environ; entry && *entry; ++entry) {
            if (!QByteArrayView(*entry).startsWith(Prefix))
                entries.append(QByteArray(*entry));
        }
    }
    void set(const char *name, const QString &value)
    {
        entries.append(Prefix + name + '=' + nativePath(value));
    }
    void setList(const char *name, const QStringList &values)
    {
        set(QByteArray(QByteArray(name) + "_COUNT").constData(), QString::number(values.size()));
        for (qsizetype index = 0; index < values.size(); ++index)
            set(QByteArray(name + ('_' + QByteArray::number(index + 1))).constData(),
                values[index]);
    }
    void setDigest(HashAlgorithm algorithm, const QString &hex)
    {
        set(hashDisplayName(algorithm).remove(u'-').toUpper().toLatin1().constData(), hex);
    }
    void setCase(const CaseDetails &details)
    {
        set("CASE_NUMBER", details.caseNumber);
        set("EVIDENCE_NUMBER", details.evidenceNumber);
        set("EXAMINER", details.examiner);
    }
};

} // namespace Custody
