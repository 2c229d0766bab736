// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/mediumlayout.h"

#include "util/jsonfieldreader.h"

#include <QJsonArray>

#include <cmath>

#include <array>
#include <utility>

namespace Custody {

namespace {

using namespace Qt::StringLiterals;

constexpr std::array<std::pair<VolumeContent::Kind, const char *>, 6> KindNames = {{
    {VolumeContent::Kind::Signature, "signature"},
    {VolumeContent::Kind::Random, "random"},
    {VolumeContent::Kind::Zeros, "zeros"},
    {VolumeContent::Kind::Unknown, "unknown"},
    {VolumeContent::Kind::Ambiguous, "ambiguous"},
    {VolumeContent::Kind::Unreadable, "unreadable"},
}};

// The first field `read` found missing or invalid, or else the content at `key` read into
// `content` (or why it could not be).
std::optional<Error> readContent(const JsonFieldReader &read, const QJsonObject &object,
                                 QLatin1StringView key, VolumeContent &content)
{
    if (std::optional<Error> error = read.error())
        return error;
    const Result<VolumeContent> found = VolumeContent::fromJson(object.value(key).toObject());
    if (!found)
        return found.error();
    content = *found;
    return std::nullopt;
}

void insertIfAny(QJsonObject &object, const QString &key, const QString &value)
{
    if (!value.isEmpty())
        object.insert(key, value);
}

} // namespace

bool VolumeContent::isEncrypted() const
{
    return kind == Kind::Signature && usage == QLatin1String("crypto");
}

QJsonObject VolumeContent::toJson() const
{
    QJsonObject object{{u"content"_s, QLatin1String(KindNames[std::size_t(kind)].second)}};
    insertIfAny(object, u"type"_s, type);
    insertIfAny(object, u"usage"_s, usage);
    insertIfAny(object, u"label"_s, label);
    insertIfAny(object, u"uuid"_s, uuid);
    insertIfAny(object, u"version"_s, version);
    insertIfAny(object, u"error"_s, error);
    if (sampledBytes > 0) {
        object.insert(u"sampledBytes"_s, sampledBytes);
        // Four decimals: what the text shows, and the same when read back and written again.
        object.insert(u"entropy"_s, std::round(entropy * 10000) / 10000);
    }
    return object;
}

Result<VolumeContent> VolumeContent::fromJson(const QJsonObject &object)
{
    VolumeContent content;
    JsonFieldReader read(object, u"layout.content."_s);
    const QString kind = read.text("content"_L1);
    bool known = false;
    for (const auto &[candidate, name] : KindNames) {
        if (kind == QLatin1String(name)) {
            content.kind = candidate;
            known = true;
        }
    }
    if (!known)
        read.fail("content"_L1);
    content.type = read.text("type"_L1);
    content.usage = read.text("usage"_L1);
    content.label = read.text("label"_L1);
    content.uuid = read.text("uuid"_L1);
    content.version = read.text("version"_L1);
    content.error = read.text("error"_L1);
    if (object.contains("sampledBytes"_L1)) {
        content.sampledBytes = read.count("sampledBytes"_L1);
        content.entropy = read.fraction("entropy"_L1, 8);
    }
    if (const std::optional<Error> error = read.error())
        return *error;
    return content;
}

QJsonObject PartitionEntry::toJson() const
{
    QJsonObject object{{u"number"_s, number},
                       {u"startBytes"_s, startBytes},
                       {u"sizeBytes"_s, sizeBytes},
                       {u"content"_s, content.toJson()}};
    insertIfAny(object, u"typeCode"_s, typeCode);
    insertIfAny(object, u"typeName"_s, typeName);
    insertIfAny(object, u"name"_s, name);
    insertIfAny(object, u"uuid"_s, uuid);
    insertIfAny(object, u"flags"_s, flags);
    return object;
}

Result<PartitionEntry> PartitionEntry::fromJson(const QJsonObject &object)
{
    PartitionEntry entry;
    JsonFieldReader read(object, u"layout.partitions."_s);
    entry.number = int(read.count("number"_L1, 1 << 20));
    entry.startBytes = read.count("startBytes"_L1);
    entry.sizeBytes = read.count("sizeBytes"_L1);
    entry.typeCode = read.text("typeCode"_L1);
    entry.typeName = read.text("typeName"_L1);
    entry.name = read.text("name"_L1);
    entry.uuid = read.text("uuid"_L1);
    entry.flags = read.text("flags"_L1);
    if (const std::optional<Error> error = readContent(read, object, "content"_L1, entry.content))
        return *error;
    return entry;
}

QList<const VolumeContent *> MediumLayout::encryptedOrRandom() const
{
    QList<const VolumeContent *> found;
    if (whole.isEncrypted() || whole.mayBeEncrypted() || whole.isApfs())
        found.append(&whole);
    for (const PartitionEntry &partition : partitions) {
        const VolumeContent &content = partition.content;
        if (content.isEncrypted() || content.mayBeEncrypted() || content.isApfs())
            found.append(&content);
    }
    return found;
}

QJsonObject MediumLayout::toJson() const
{
    QJsonObject object{
        {u"sizeBytes"_s, sizeBytes}, {u"sectorBytes"_s, sectorBytes}, {u"whole"_s, whole.toJson()}};
    if (hasTable()) {
        QJsonObject table{{u"type"_s, tableType}};
        insertIfAny(table, u"id"_s, tableId);
        object.insert(u"table"_s, table);
    }
    QJsonArray entries;
    for (const PartitionEntry &partition : partitions)
        entries.append(partition.toJson());
    object.insert(u"partitions"_s, entries);
    return object;
}

Result<MediumLayout> MediumLayout::fromJson(const QJsonObject &object)
{
    MediumLayout layout;
    JsonFieldReader read(object, u"layout."_s);
    layout.sizeBytes = read.count("sizeBytes"_L1);
    layout.sectorBytes = int(read.count("sectorBytes"_L1, 1 << 16));
    if (object.contains("table"_L1)) {
        const QJsonObject table = object.value("table"_L1).toObject();
        JsonFieldReader readTable(table, u"layout.table."_s);
        layout.tableType = readTable.text("type"_L1);
        layout.tableId = readTable.text("id"_L1);
        if (layout.tableType.isEmpty())
            readTable.fail("type"_L1);
        if (const std::optional<Error> error = readTable.error())
            return *error;
    }
    if (!object.value("partitions"_L1).isArray())
        read.fail("partitions"_L1);
    if (const std::optional<Error> error = readContent(read, object, "whole"_L1, layout.whole))
        return *error;
    for (const QJsonValue &value : object.value("partitions"_L1).toArray()) {
        const Result<PartitionEntry> entry = PartitionEntry::fromJson(value.toObject());
        if (!entry)
            return entry.error();
        layout.partitions.append(*entry);
    }
    return layout;
}

} // namespace Custody
