// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/jsonnode.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Custody::Internal {

Result<FormatDocument> readFormatDocument(QByteArrayView json, const QString &origin,
                                          const QString &format, const QString &what,
                                          qint64 newestVersion)
{
    auto invalid = [&origin](const QString &detail) {
        return Error::fromErrno(Error::Code::ToolOutputInvalid, 0, origin, -1, detail);
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return invalid(QStringLiteral("not JSON: %1 at character %2")
                           .arg(parseError.errorString())
                           .arg(parseError.offset));
    if (!document.isObject())
        return invalid(QStringLiteral("not a JSON object"));
    JsonProblems problems;
    const JsonNode root(document.object(), QString(), &problems);
    if (root.string(QLatin1StringView("format")) != format)
        return invalid(QStringLiteral("format: not a Custody %1").arg(what));
    const qint64 version = root.wholeNumber(QLatin1StringView("formatVersion"), 1);
    if (!problems.first.isEmpty())
        return invalid(problems.first);
    if (version > newestVersion)
        return invalid(QStringLiteral("formatVersion: version %1 is newer than this Custody "
                                      "reads (up to %2): read it with a newer Custody")
                           .arg(version)
                           .arg(newestVersion));
    return FormatDocument{document.object(), version};
}

namespace {

QString typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return QStringLiteral("a boolean");
    case QJsonValue::Double: return QStringLiteral("a number");
    case QJsonValue::String: return QStringLiteral("a string");
    case QJsonValue::Array: return QStringLiteral("an array");
    case QJsonValue::Object: return QStringLiteral("an object");
    case QJsonValue::Undefined: break;
    }
    return QStringLiteral("nothing");
}

QString expected(const char *what, const QJsonValue &value)
{
    return QStringLiteral("expected %1, found %2").arg(QLatin1String(what), typeName(value));
}

} // namespace

JsonNode::JsonNode(QJsonObject object, QString path, JsonProblems *problems)
    : m_object(std::move(object))
    , m_path(std::move(path))
    , m_problems(problems)
{}

JsonNode JsonNode::absent(QString path, JsonProblems *problems)
{
    JsonNode node({}, std::move(path), problems);
    node.m_present = false;
    return node;
}

QString JsonNode::fieldPath(QLatin1StringView key) const
{
    return m_path.isEmpty() ? QString(key) : m_path + QLatin1Char('.') + key;
}

void JsonNode::fail(QLatin1StringView key, const QString &problem) const
{
    m_problems->report(fieldPath(key), problem);
}

std::optional<QJsonValue> JsonNode::value(QLatin1StringView key, Presence presence) const
{
    const QJsonValue found = m_object.value(key);
    if (!found.isUndefined())
        return found;
    if (presence == Presence::Required && m_present)
        fail(key, QStringLiteral("missing"));
    return std::nullopt;
}

JsonNode JsonNode::object(QLatin1StringView key, Presence presence) const
{
    const std::optional<QJsonValue> found = value(key, presence);
    if (!found)
        return absent(fieldPath(key), m_problems);
    if (!found->isObject()) {
        fail(key, expected("an object", *found));
        return absent(fieldPath(key), m_problems);
    }
    return JsonNode(found->toObject(), fieldPath(key), m_problems);
}

QList<JsonNode> JsonNode::objects(QLatin1StringView key, Presence presence) const
{
    const std::optional<QJsonValue> found = value(key, presence);
    if (!found)
        return {};
    if (!found->isArray()) {
        fail(key, expected("an array", *found));
        return {};
    }
    const QJsonArray array = found->toArray();
    QList<JsonNode> nodes;
    nodes.reserve(array.size());
    for (qsizetype index = 0; index < array.size(); ++index) {
        const QString path = fieldPath(key) + QStringLiteral("[%1]").arg(index);
        if (!array[index].isObject()) {
            m_problems->report(path, expected("an object", array[index]));
            return {};
        }
        nodes.append(JsonNode(array[index].toObject(), path, m_problems));
    }
    return nodes;
}

QString JsonNode::string(QLatin1StringView key) const
{
    const std::optional<QJsonValue> found = value(key, Presence::Required);
    if (found && !found->isString())
        fail(key, expected("a string", *found));
    return found ? found->toString() : QString();
}

std::optional<QString> JsonNode::optionalString(QLatin1StringView key) const
{
    const std::optional<QJsonValue> found = value(key, Presence::Optional);
    if (!found)
        return std::nullopt;
    if (!found->isString()) {
        fail(key, expected("a string", *found));
        return std::nullopt;
    }
    return found->toString();
}

std::optional<QStringList> JsonNode::stringList(QLatin1StringView key, Presence presence) const
{
    const std::optional<QJsonValue> found = value(key, presence);
    if (!found)
        return std::nullopt;
    if (!found->isArray()) {
        fail(key, expected("an array", *found));
        return std::nullopt;
    }
    QStringList strings;
    const QJsonArray array = found->toArray();
    for (qsizetype index = 0; index < array.size(); ++index) {
        if (!array[index].isString()) {
            m_problems->report(fieldPath(key) + QStringLiteral("[%1]").arg(index),
                               expected("a string", array[index]));
            return std::nullopt;
        }
        strings.append(array[index].toString());
    }
    return strings;
}

QStringList JsonNode::strings(QLatin1StringView key) const
{
    return stringList(key, Presence::Required).value_or(QStringList());
}

std::optional<QStringList> JsonNode::optionalStrings(QLatin1StringView key) const
{
    return stringList(key, Presence::Optional);
}

qint64 JsonNode::wholeNumber(QLatin1StringView key, qint64 minimum) const
{
    const std::optional<QJsonValue> found = value(key, Presence::Required);
    if (!found)
        return minimum;
    // toInteger() returns its default for anything that is not exactly a whole number, so two
    // different defaults tell a whole number from a fraction or a non-number.
    const qint64 number = found->toInteger(-1);
    if (!found->isDouble() || number != found->toInteger(-2)) {
        fail(key, expected("a whole number", *found));
        return minimum;
    }
    if (number < minimum) {
        fail(key, QStringLiteral("%1 is less than %2").arg(number).arg(minimum));
        return minimum;
    }
    return number;
}

double JsonNode::number(QLatin1StringView key) const
{
    const std::optional<QJsonValue> found = value(key, Presence::Required);
    if (found && !found->isDouble())
        fail(key, expected("a number", *found));
    return found ? found->toDouble() : 0.0;
}

bool JsonNode::boolean(QLatin1StringView key) const
{
    const std::optional<QJsonValue> found = value(key, Presence::Required);
    if (found && !found->isBool())
        fail(key, expected("a boolean", *found));
    return found && found->toBool();
}

QDateTime JsonNode::time(QLatin1StringView key) const
{
    const QString text = string(key);
    if (text.isEmpty())
        return {};
    const QDateTime parsed = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!parsed.isValid())
        fail(key, QStringLiteral("'%1' is not an ISO 8601 time").arg(text));
    return parsed.toUTC();
}

} // namespace Custody::Internal
