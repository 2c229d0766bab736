// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/contentprofile.h"

#include "util/jsonfieldreader.h"

#include <QJsonArray>

namespace Custody {

using namespace Qt::StringLiterals;

namespace {

QJsonArray extentsJson(const QList<Extent> &extents)
{
    QJsonArray array;
    for (const Extent &extent : extents)
        array.append(QJsonObject{{u"offset"_s, extent.offset}, {u"length"_s, extent.length}});
    return array;
}

// The extents at `key`, each inside [0, sizeBytes) and after the one before when `ordered`.
std::optional<QList<Extent>> extentsFrom(const QJsonObject &object, QLatin1StringView key,
                                         qint64 sizeBytes, bool ordered)
{
    if (!object.value(key).isArray())
        return std::nullopt;
    QList<Extent> extents;
    for (const QJsonValue &value : object.value(key).toArray()) {
        const QJsonObject item = value.toObject();
        JsonFieldReader read(item, QString());
        const Extent extent{read.count("offset"_L1), read.count("length"_L1)};
        if (read.error() || extent.isEmpty() || extent.end() > sizeBytes)
            return std::nullopt;
        if (ordered && !extents.isEmpty() && extent.offset < extents.constLast().end())
            return std::nullopt;
        extents.append(extent);
    }
    return extents;
}

} // namespace

double ContentProfile::zeroShare() const
{
    return sectorsExamined > 0 ? double(zeroSectors) / double(sectorsExamined) : 0;
}

QJsonObject ContentProfile::toJson() const
{
    QJsonArray repeated;
    for (const RepeatedByte &byte : repeatedBytes)
        repeated.append(QJsonObject{{u"byte"_s, byte.value}, {u"sectors"_s, byte.sectors}});
    return {
        {u"sectorBytes"_s, sectorBytes},
        {u"sizeBytes"_s, sizeBytes},
        {u"sectorsExamined"_s, sectorsExamined},
        {u"sectorsUnreadable"_s, sectorsUnreadable},
        {u"zeroSectors"_s, zeroSectors},
        {u"repeatedByteSectors"_s, repeatedByteSectors},
        {u"repeatedBytes"_s, repeated},
        {u"longestZeroRuns"_s, extentsJson(longestZeroRuns)},
        {u"cellBytes"_s, cellBytes},
        {u"zeroAreas"_s, extentsJson(zeroAreas)},
    };
}

Result<ContentProfile> ContentProfile::fromJson(const QJsonObject &object)
{
    ContentProfile profile;
    JsonFieldReader read(object, u"content."_s);
    profile.sectorBytes = int(read.count("sectorBytes"_L1, 1 << 16));
    profile.sizeBytes = read.count("sizeBytes"_L1);
    profile.sectorsExamined = read.count("sectorsExamined"_L1);
    profile.sectorsUnreadable = read.count("sectorsUnreadable"_L1);
    profile.zeroSectors = read.count("zeroSectors"_L1);
    profile.repeatedByteSectors = read.count("repeatedByteSectors"_L1);
    profile.cellBytes = read.count("cellBytes"_L1);
    if (profile.sectorBytes == 0)
        read.fail("sectorBytes"_L1);
    if (profile.zeroSectors + profile.repeatedByteSectors > profile.sectorsExamined)
        read.fail("zeroSectors"_L1);
    if (!object.value("repeatedBytes"_L1).isArray())
        read.fail("repeatedBytes"_L1);
    for (const QJsonValue &value : object.value("repeatedBytes"_L1).toArray()) {
        JsonFieldReader readByte(value.toObject(), u"content.repeatedBytes."_s);
        const RepeatedByte byte{int(readByte.count("byte"_L1, 255)), readByte.count("sectors"_L1)};
        if (readByte.error() || byte.value == 0)
            read.fail("repeatedBytes"_L1);
        profile.repeatedBytes.append(byte);
    }
    const std::optional<QList<Extent>> runs
        = extentsFrom(object, "longestZeroRuns"_L1, profile.sizeBytes, false);
    const std::optional<QList<Extent>> areas
        = extentsFrom(object, "zeroAreas"_L1, profile.sizeBytes, true);
    if (!runs)
        read.fail("longestZeroRuns"_L1);
    if (!areas)
        read.fail("zeroAreas"_L1);
    if (std::optional<Error> error = read.error())
        return *error;
    profile.longestZeroRuns = *runs;
    profile.zeroAreas = *areas;
    return profile;
}

} // namespace Custody
