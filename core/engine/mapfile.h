// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/rescuemap.h"
#include "util/result.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Custody {

// A map as read from disk: the map itself and Custody's companion record in it (empty for a map
// that GNU ddrescue or an older Custody wrote).
struct LoadedMap
{
    RescueMap map;
    QJsonObject companion;
};

// The map on disk. save() replaces it atomically and durably (replaceFile: temporary file,
// checked writes, fdatasync, rename, fsync of the folder), so that after a crash or a full disk the
// file is either the old map or the new one, never a torn or empty one. Callers save only after
// the image data the map describes is durable.
//
// The companion is what a resume must find unchanged (the source's identity, the settings that
// shape the image) and, once the acquisition completed, its digests. It travels inside the map as
// one comment line, "# Custody: {JSON}", so that map and companion are always saved together
// and never disagree; GNU ddrescue skips the line like any other comment.
class MapFile
{
public:
    // Maps are text of about 40 bytes a run; more than this is refused on reading.
    static constexpr qint64 MaximumBytes = 64 * 1024 * 1024;

    MapFile(QString path, QString commandLine, QDateTime startTime, QJsonObject companion = {});

    Result<void> save(const RescueMap &map) const;
    static Result<RescueMap> load(const QString &path);
    static Result<LoadedMap> loadWithCompanion(const QString &path);
    // The companion parsed from a map's text; empty when there is none.
    static QJsonObject companionOf(QByteArrayView mapText);

    QString path() const { return m_path; }
    const QJsonObject &companion() const { return m_companion; }
    // Not while another thread saves: the job sets the digests after its writer has stopped.
    void setCompanionValue(const QString &key, const QJsonValue &value);

private:
    QString m_path;
    QString m_commandLine;
    QDateTime m_startTime;
    QJsonObject m_companion;
};

} // namespace Custody
