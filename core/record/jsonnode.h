// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QByteArrayView>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Custody::Internal {

enum class Presence { Required, Optional };

// A file of one of Custody's JSON formats (a record, a wipe certificate): its top object and
// formatVersion, once it parses as an object whose "format" is `format` and whose version is at
// most `newestVersion`; else a ToolOutputInvalid error at `origin` saying which ("not JSON: … at
// character N", "format: not a Custody `what`", a version newer than this Custody reads).
struct FormatDocument
{
    QJsonObject object;
    qint64 version = 1;
};
Result<FormatDocument> readFormatDocument(QByteArrayView json, const QString &origin,
                                          const QString &format, const QString &what,
                                          qint64 newestVersion);

// The first problem met while reading a JSON document, as "field.path: what is wrong".
struct JsonProblems
{
    QString first;
    void report(const QString &field, const QString &problem)
    {
        if (first.isEmpty())
            first = field + QStringLiteral(": ") + problem;
    }
};

// One JSON object and where it sits in the document ("result.badRanges[3]"), with typed reads
// that report the full path of a field that is missing or of the wrong type. Reads never throw
// or stop: after a problem they return empty values, so a parser reads on and checks
// JsonProblems once at the end. A node that is absent (an optional object that is not there)
// reads as empty without reporting anything. The JsonProblems must outlive the node.
class JsonNode
{
public:
    JsonNode(QJsonObject object, QString path, JsonProblems *problems);

    bool isPresent() const { return m_present; }
    QString path() const { return m_path; }
    const QJsonObject &json() const { return m_object; }
    QString fieldPath(QLatin1StringView key) const;
    bool contains(QLatin1StringView key) const { return m_object.contains(key); }
    // Present and JSON null (a field that says "none", as opposed to one that is missing).
    bool isNull(QLatin1StringView key) const { return m_object.value(key).isNull(); }
    void fail(QLatin1StringView key, const QString &problem) const;

    JsonNode object(QLatin1StringView key, Presence presence) const;
    QList<JsonNode> objects(QLatin1StringView key, Presence presence) const; // array of objects
    QString string(QLatin1StringView key) const;
    std::optional<QString> optionalString(QLatin1StringView key) const;
    QStringList strings(QLatin1StringView key) const;
    std::optional<QStringList> optionalStrings(QLatin1StringView key) const;
    qint64 wholeNumber(QLatin1StringView key, qint64 minimum) const;
    double number(QLatin1StringView key) const;
    bool boolean(QLatin1StringView key) const;
    // An ISO 8601 time; "" reads as an invalid QDateTime (not recorded).
    QDateTime time(QLatin1StringView key) const;

private:
    static JsonNode absent(QString path, JsonProblems *problems);
    // The value at key, or nullopt (after reporting it) when it is missing and required.
    std::optional<QJsonValue> value(QLatin1StringView key, Presence presence) const;
    std::optional<QStringList> stringList(QLatin1StringView key, Presence presence) const;

    QJsonObject m_object;
    QString m_path;
    JsonProblems *m_problems;
    bool m_present = true;
};

} // namespace Custody::Internal
