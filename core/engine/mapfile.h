#pragma once

#include "engine/rescuemap.h"
#include "util/result.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace Custody {

// The map on disk. save() writes it atomically (temporary file, fsync, rename, fsync of the
// folder), so that after a crash the file is either the old map or the new one, never a torn
// one. Callers save only after the image data the map describes is durable.
class MapFile
{
public:
    MapFile(QString path, QString commandLine, QDateTime startTime);

    Result<void> save(const RescueMap &map) const;
    static Result<RescueMap> load(const QString &path);

    QString path() const { return m_path; }

private:
    QString m_path;
    QString m_commandLine;
    QDateTime m_startTime;
};

} // namespace Custody
