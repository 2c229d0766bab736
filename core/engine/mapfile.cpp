#include "engine/mapfile.h"

#include <cerrno>

#include <fcntl.h>
#include <unistd.h>

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace Custody {

namespace {

QString ddrescueTime(const QDateTime &time)
{
    return time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

} // namespace

MapFile::MapFile(QString path, QString commandLine, QDateTime startTime)
    : m_path(std::move(path))
    , m_commandLine(std::move(commandLine))
    , m_startTime(std::move(startTime))
{}

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
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return Error::fromErrno(Error::Code::MapWriteFailed, errno, m_path, -1, file.errorString());
    const QByteArray text = map.serialize(header);
    // QSaveFile::commit() flushes, fsyncs and renames over the old map.
    if (file.write(text) != text.size() || !file.commit())
        return Error::fromErrno(Error::Code::MapWriteFailed, errno, m_path, -1, file.errorString());
    // The rename itself is durable only once the folder is synced.
    const QByteArray folder = QFileInfo(m_path).absolutePath().toLocal8Bit();
    const int descriptor = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (descriptor >= 0) {
        const int result = ::fsync(descriptor);
        const int sysErrno = errno;
        ::close(descriptor);
        if (result != 0)
            return Error::fromErrno(Error::Code::MapWriteFailed, sysErrno, m_path, -1,
                                    QStringLiteral("fsync of the folder"));
    }
    return {};
}

Result<RescueMap> MapFile::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error::fromErrno(Error::Code::MapInvalid, errno, path, -1, file.errorString());
    Result<RescueMap> map = RescueMap::parse(file.readAll());
    if (!map) {
        Error error = map.error();
        error.path = path;
        return error;
    }
    return map;
}

} // namespace Custody
