// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/jsonfieldreader.h"

namespace Custody {

JsonFieldReader::JsonFieldReader(const QJsonObject &object, QString prefix)
    : m_object(object)
    , m_prefix(std::move(prefix))
{}

QString JsonFieldReader::text(QLatin1StringView key)
{
    const QJsonValue value = m_object.value(key);
    if (value.isUndefined())
        return {};
    if (!value.isString())
        fail(key);
    return value.toString();
}

qint64 JsonFieldReader::count(QLatin1StringView key, double most)
{
    const QJsonValue value = m_object.value(key);
    const double number = value.toDouble(-1);
    if (!value.isDouble() || number < 0 || number > most || number != double(qint64(number))) {
        fail(key);
        return 0;
    }
    return qint64(number);
}

double JsonFieldReader::fraction(QLatin1StringView key, double most)
{
    const QJsonValue value = m_object.value(key);
    if (value.isUndefined())
        return 0;
    if (!value.isDouble() || value.toDouble() < 0 || value.toDouble() > most)
        fail(key);
    return value.toDouble();
}

void JsonFieldReader::fail(QLatin1StringView key)
{
    if (m_failed.isEmpty())
        m_failed = m_prefix + key;
}

std::optional<Error> JsonFieldReader::error() const
{
    if (m_failed.isEmpty())
        return std::nullopt;
    Error error;
    error.code = Error::Code::InvalidArgument;
    error.detail = QStringLiteral("%1: missing or invalid").arg(m_failed);
    return error;
}

} // namespace Custody
