// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/error.h"

#include <QJsonObject>

#include <optional>

namespace Custody {

// Reads the fields of one JSON object of a record part (a layout, a content profile),
// remembering the first that is missing or of another type: error() then names it with the
// part's prefix ("layout.table.type: missing or invalid").
class JsonFieldReader
{
public:
    JsonFieldReader(const QJsonObject &object, QString prefix);

    // The string at `key`; empty when absent.
    QString text(QLatin1StringView key);
    // A whole number from 0 to `most` that a double holds exactly.
    qint64 count(QLatin1StringView key, double most = 9007199254740992.0);
    // A number from 0 to `most`; 0 when absent.
    double fraction(QLatin1StringView key, double most);
    void fail(QLatin1StringView key);
    std::optional<Error> error() const;

private:
    QJsonObject m_object; // a copy (implicitly shared): a temporary may be given
    QString m_prefix;
    QString m_failed;
};

} // namespace Custody
