// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/mapfile.h"

#include "util/durablefile.h"

#include <QJsonDocument>

namespace Custody {

namespace {

constexpr QByteArrayView CompanionPrefix = "# Custody: ";

QString ddrescueTime(const QDateTime &time)
{
    return time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

} // namespace

MapFile::MapFile(QString path, QString commandLine, QDateTime startTime, QJsonObject companion)
    : m_path(std::move(path))
    , m_commandLine(std::move(commandLine))
    , m_startTime(std::move(startTime))
    , m_companion(std::move(companion))
{}

void MapFile::setCompanionValue(const QString &key, const QJsonValue &value)
{
    m_companion.insert(key, value);
}

Result<void> MapFile::save(const RescueMap &map) const
{
    const QStringList header = {
        QStringLiteral("Mapfile. Created by Custody version %1")
            .arg(QLatin1String(CUSTODY_VERSION)),
        QStringLiteral("Command line: %1").arg(m_commandLine),
        QStringLiteral("Start time:   %1").arg(ddrescueTime(m_startTime)),
        QStringLiteral("Current time: %1").arg(ddrescueTime(QDateTime::currentDateTime())),
        mapStatusMessage(map.currentStatus(), map.currentPass()),
    };
    QByteArray text = map.serialize(header);
    if (!m_companion.isEmpty()) {
        // Compact JSON escapes every control character: the line cannot break.
        text.prepend(CompanionPrefix.toByteArray()
                     + QJsonDocument(m_companion).toJson(QJsonDocument::Compact) + '\n');
    }
    return replaceFile(m_path, text, Error::Code::MapWriteFailed);
}

QJsonObject MapFile::companionOf(QByteArrayView mapText)
{
    QJsonObject companion;
    for (const QByteArrayView line : QByteArray(mapText.data(), mapText.size()).split('\n')) {
        if (line.startsWith(CompanionPrefix))
            companion = QJsonDocument::fromJson(line.sliced(CompanionPrefix.size()).toByteArray())
                            .object();
    }
    return companion;
}

Result<LoadedMap> MapFile::loadWithCompanion(const QString &path)
{
    const Result<QByteArray> text = readWholeFile(path, MaximumBytes);
    if (!text)
        return Error::fromErrno(Error::Code::MapInvalid, text.error().sysErrno, path, -1,
                                text.error().userMessage());
    // A companion line that does not parse is not "no companion": it would let a resume skip
    // the checks the companion carries.
    for (const QByteArrayView line : QByteArray(*text).split('\n')) {
        if (line.startsWith(CompanionPrefix)
            && !QJsonDocument::fromJson(line.sliced(CompanionPrefix.size()).toByteArray())
                    .isObject())
            return Error::fromErrno(Error::Code::MapInvalid, 0, path, -1,
                                    QStringLiteral("its '# Custody:' line is damaged"));
    }
    Result<RescueMap> map = RescueMap::parse(*text);
    if (!map) {
        Error error = map.error();
        error.path = path;
        return error;
    }
    return LoadedMap{std::move(*map), companionOf(*text)};
}

Result<RescueMap> MapFile::load(const QString &path)
{
    Result<LoadedMap> loaded = loadWithCompanion(path);
    if (!loaded)
        return loaded.error();
    return std::move(loaded->map);
}

} // namespace Custody
