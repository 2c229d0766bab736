// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashalgorithm.h"
#include "record/jsonnode.h"
#include "record/verificationrecord.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <concepts>
#include <limits>
#include <optional>
#include <type_traits>

namespace Custody::Internal {

// A record's schema is written once, as functions that name each field of a type:
//
//     template<typename Io, typename Case> void describeCase(Io &io, Case &details)
//     {
//         io.field("caseNumber"_L1, details.caseNumber);
//         ...
//     }
//
// Given a RecordWriter (and a const value) such a function writes the JSON; given a
// RecordReader (and a value to fill) it reads it, reporting through JsonNode the full path of a
// field that is missing or mistyped. So a key, its type and whether it may be absent exist in
// one place, and what is written is what is read.

// How an enumeration is spelled in a record.
template<typename Enum>
struct FieldNames
{
    QString (*name)(Enum);
    std::optional<Enum> (*parse)(const QString &);
    const char *what; // "status": for "unknown status 'paused'"
};

class RecordWriter
{
public:
    static constexpr bool reading = false;

    QJsonObject json;

    void field(QLatin1StringView key, const QString &value) { json.insert(key, value); }
    // Whole numbers, with the smallest value a reader accepts.
    template<std::integral Number>
    void field(QLatin1StringView key, Number value, std::type_identity_t<Number> = 0)
    {
        json.insert(key, qint64(value));
    }
    void field(QLatin1StringView key, bool value) { json.insert(key, value); }
    void field(QLatin1StringView key, double value) { json.insert(key, value); }
    void field(QLatin1StringView key, const QStringList &value)
    {
        json.insert(key, QJsonArray::fromStringList(value));
    }
    void field(QLatin1StringView key, const QDateTime &value)
    {
        json.insert(key, RecordJson::time(value));
    }
    template<typename Enum>
    void field(QLatin1StringView key, Enum value, const FieldNames<Enum> &names)
    {
        json.insert(key, names.name(value));
    }
    void digest(QLatin1StringView key, const QString &hex, HashAlgorithm) { field(key, hex); }
    void algorithms(QLatin1StringView key, HashAlgorithms algorithms)
    {
        QJsonArray names;
        for (HashAlgorithm algorithm : toList(algorithms))
            names.append(hashName(algorithm));
        json.insert(key, names);
    }
    void byte(QLatin1StringView key, quint8 value) { json.insert(key, int(value)); }

    template<typename T>
    void optional(QLatin1StringView key, const std::optional<T> &value)
    {
        if (value)
            field(key, *value);
    }
    // A figure that follows from fields described before it: written for readers of the JSON
    // alone, and checked against them when read. what says how it follows.
    template<typename T>
    void derived(QLatin1StringView key, T value, const QString & /*what*/)
    {
        json.insert(key, value);
    }

    template<typename Describe>
    void object(QLatin1StringView key, Describe describe)
    {
        RecordWriter child;
        describe(child);
        json.insert(key, child.json);
    }
    // An object written only when present is true, read when it is there.
    template<typename Describe>
    void optionalObject(QLatin1StringView key, bool present, Describe describe)
    {
        if (present)
            object(key, describe);
    }
    template<typename T, typename Describe>
    void optionalObject(QLatin1StringView key, const std::optional<T> &value, Describe describe)
    {
        if (value)
            object(key, [&](RecordWriter &child) { describe(child, *value); });
    }
    // A list of objects; Presence::Optional: left out when empty, read as empty when absent.
    template<typename T, typename Describe>
    void list(QLatin1StringView key, const QList<T> &values, Presence presence, Describe describe)
    {
        if (presence == Presence::Optional && values.isEmpty())
            return;
        QJsonArray array;
        for (const T &value : values) {
            RecordWriter child;
            describe(child, value);
            array.append(child.json);
        }
        json.insert(key, array);
    }
    // A flag that is written only when it differs from its usual value.
    void unusual(QLatin1StringView key, bool value, bool usual)
    {
        if (value != usual)
            json.insert(key, value);
    }
    // Nullable: JSON null says "none", as opposed to a missing field.
    void nullable(QLatin1StringView key, const std::optional<qint64> &value)
    {
        json.insert(key, value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null));
    }
    // Written for readers of the JSON alone, never read: Custody computes it again.
    template<typename Compute>
    void note(QLatin1StringView key, Compute compute)
    {
        json.insert(key, compute());
    }
    // A condition on what was read; nothing to check when writing.
    void check(bool, QLatin1StringView, const QString &) {}
    // JSON that another layer wrote (the device layer's drive description), kept whole.
    void whole(QLatin1StringView key, const std::optional<QJsonObject> &value)
    {
        if (value)
            json.insert(key, *value);
    }
    void whole(QLatin1StringView key, const QJsonArray &value)
    {
        if (!value.isEmpty())
            json.insert(key, value);
    }
    // The fields of this object that no described field names, kept whole. Called last.
    void rest(const QJsonObject &rest)
    {
        for (auto it = rest.begin(); it != rest.end(); ++it)
            json.insert(it.key(), it.value());
    }
};

class RecordReader
{
public:
    static constexpr bool reading = true;

    explicit RecordReader(JsonNode node)
        : m_node(std::move(node))
    {}
    const JsonNode &node() const { return m_node; }

    void field(QLatin1StringView key, QString &value) { value = see(key).string(key); }
    template<std::integral Number>
    void field(QLatin1StringView key, Number &value, std::type_identity_t<Number> minimum = 0)
    {
        const qint64 number = see(key).wholeNumber(key, minimum);
        constexpr qint64 largest = std::numeric_limits<Number>::max();
        if (number > largest)
            m_node.fail(key, QStringLiteral("%1 is too large").arg(number));
        value = Number(qMin(number, largest));
    }
    void field(QLatin1StringView key, bool &value) { value = see(key).boolean(key); }
    void field(QLatin1StringView key, double &value) { value = see(key).number(key); }
    void field(QLatin1StringView key, QStringList &value) { value = see(key).strings(key); }
    void field(QLatin1StringView key, QDateTime &value) { value = see(key).time(key); }
    template<typename Enum>
    void field(QLatin1StringView key, Enum &value, const FieldNames<Enum> &names)
    {
        const QString name = see(key).string(key);
        if (const std::optional<Enum> parsed = names.parse(name))
            value = *parsed;
        else if (m_node.isPresent() && m_node.contains(key))
            m_node.fail(key,
                        QStringLiteral("unknown %1 '%2'").arg(QLatin1String(names.what), name));
    }
    // Digests are compared as text, so they are checked to be hex of the algorithm's length and
    // kept in lower case: "ABC…" and "abc…" are the same digest.
    void digest(QLatin1StringView key, QString &hex, HashAlgorithm algorithm)
    {
        hex = see(key).string(key).toLower();
        const bool isHex = std::all_of(hex.cbegin(), hex.cend(), [](QChar c) {
            return (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
                   || (c >= QLatin1Char('a') && c <= QLatin1Char('f'));
        });
        if (m_node.isPresent() && m_node.contains(key)
            && (!isHex || hex.size() != hashHexLength(algorithm)))
            m_node.fail(key, QStringLiteral("not a %1 digest (%2 hex digits expected)")
                                 .arg(hashDisplayName(algorithm))
                                 .arg(hashHexLength(algorithm)));
    }
    void algorithms(QLatin1StringView key, HashAlgorithms &algorithms)
    {
        algorithms = {};
        for (const QString &name : see(key).strings(key)) {
            if (const std::optional<HashAlgorithm> parsed = parseHashName(name))
                algorithms |= *parsed;
            else
                m_node.fail(key, QStringLiteral("unknown hash algorithm '%1'").arg(name));
        }
    }
    void byte(QLatin1StringView key, quint8 &value)
    {
        const qint64 number = see(key).wholeNumber(key, 0);
        if (number > 255)
            m_node.fail(key, QStringLiteral("not a byte value"));
        value = quint8(number);
    }

    void optional(QLatin1StringView key, std::optional<QString> &value)
    {
        value = see(key).optionalString(key);
    }
    void optional(QLatin1StringView key, std::optional<QStringList> &value)
    {
        value = see(key).optionalStrings(key);
    }
    void optional(QLatin1StringView key, std::optional<QDateTime> &value)
    {
        value.reset();
        if (see(key).contains(key))
            value = m_node.time(key);
    }
    void optional(QLatin1StringView key, std::optional<bool> &value)
    {
        value.reset();
        if (see(key).contains(key))
            value = m_node.boolean(key);
    }
    template<std::integral Number>
    void optional(QLatin1StringView key, std::optional<Number> &value)
    {
        value.reset();
        if (!see(key).contains(key))
            return;
        Number number = 0;
        field(key, number, std::numeric_limits<Number>::min());
        value = number;
    }
    template<typename T>
    void derived(QLatin1StringView key, T expected, const QString &what)
    {
        T recorded{};
        field(key, recorded);
        if (m_node.isPresent() && m_node.contains(key) && recorded != expected)
            m_node.fail(key, QStringLiteral("%1 recorded, but %2 is %3")
                                 .arg(QString::number(recorded), what, QString::number(expected)));
    }

    template<typename Describe>
    void object(QLatin1StringView key, Describe describe)
    {
        RecordReader child(see(key).object(key, Presence::Required));
        describe(child);
    }
    template<typename Describe>
    void optionalObject(QLatin1StringView key, bool /*present*/, Describe describe)
    {
        RecordReader child(see(key).object(key, Presence::Optional));
        if (child.m_node.isPresent())
            describe(child);
    }
    template<typename T, typename Describe>
    void optionalObject(QLatin1StringView key, std::optional<T> &value, Describe describe)
    {
        value.reset();
        RecordReader child(see(key).object(key, Presence::Optional));
        if (!child.m_node.isPresent())
            return;
        T read{};
        describe(child, read);
        value = std::move(read);
    }
    template<typename T, typename Describe>
    void list(QLatin1StringView key, QList<T> &values, Presence presence, Describe describe)
    {
        values.clear();
        for (const JsonNode &node : see(key).objects(key, presence)) {
            RecordReader child(node);
            T read{};
            describe(child, read);
            values.append(std::move(read));
        }
    }
    void unusual(QLatin1StringView key, bool &value, bool usual)
    {
        value = see(key).contains(key) ? m_node.boolean(key) : usual;
    }
    void nullable(QLatin1StringView key, std::optional<qint64> &value)
    {
        value.reset();
        if (!see(key).isNull(key) || !m_node.contains(key))
            value = m_node.wholeNumber(key, 0);
    }
    template<typename Compute>
    void note(QLatin1StringView key, Compute)
    {
        see(key);
    }
    void check(bool ok, QLatin1StringView key, const QString &problem)
    {
        if (!ok && m_node.isPresent())
            m_node.fail(key, problem);
    }
    void whole(QLatin1StringView key, std::optional<QJsonObject> &value)
    {
        value.reset();
        const JsonNode child = see(key).object(key, Presence::Optional);
        if (child.isPresent())
            value = child.json();
    }
    void whole(QLatin1StringView key, QJsonArray &value)
    {
        const QJsonValue found = see(key).json().value(key);
        if (!found.isUndefined() && !found.isArray())
            m_node.fail(key, QStringLiteral("expected an array"));
        value = found.toArray();
    }
    void rest(QJsonObject &rest)
    {
        rest = m_node.json();
        for (const QString &key : std::as_const(m_seen))
            rest.remove(key);
    }

private:
    const JsonNode &see(QLatin1StringView key)
    {
        m_seen.insert(QString(key));
        return m_node;
    }

    JsonNode m_node;
    QSet<QString> m_seen;
};

} // namespace Custody::Internal
