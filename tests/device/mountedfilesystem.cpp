// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "mountedfilesystem.h"

#include "device/externaltool.h"

#include <QFileInfo>

using namespace std::chrono_literals;

namespace Custody::Test {

namespace {

bool run(const QString &program, const QString &package, const QStringList &arguments,
         QString *errorString)
{
    const Result<ExternalTool> tool = ExternalTool::find(program, package);
    if (!tool) {
        *errorString = tool.error().userMessage();
        return false;
    }
    const Result<ExternalTool::Output> result = tool->run(arguments, 60s);
    if (!result || result->exitCode != 0) {
        *errorString = QStringLiteral("%1 %2: %3")
                           .arg(program, arguments.join(QLatin1Char(' ')),
                                result ? QString::fromLocal8Bit(result->standardError)
                                       : result.error().userMessage());
        return false;
    }
    return true;
}

QString mkfsPackage(const QString &type)
{
    return type == QLatin1String("vfat") ? QStringLiteral("dosfstools")
                                         : QStringLiteral("e2fsprogs");
}

} // namespace

MountedFileSystem::~MountedFileSystem()
{
    (void)unmount();
}

QString MountedFileSystem::unavailableReason(const QString &type)
{
    const QString program = QStringLiteral("mkfs.") + type;
    if (!ExternalTool::find(program, mkfsPackage(type)))
        return QStringLiteral("%1 (%2) is not installed").arg(program, mkfsPackage(type));
    return {};
}

bool MountedFileSystem::format(const QString &path, const QString &type, const QString &label,
                               QString *errorString)
{
    // -F: mke2fs otherwise asks before writing over a whole disk or a regular file.
    const QStringList arguments = type == QLatin1String("vfat")
                                      ? QStringList{QStringLiteral("-n"), label, path}
                                      : QStringList{QStringLiteral("-q"), QStringLiteral("-F"),
                                                    QStringLiteral("-L"), label, path};
    return run(QStringLiteral("mkfs.") + type, mkfsPackage(type), arguments, errorString);
}

bool MountedFileSystem::mount(const QString &devicePath, const QString &type)
{
    if (!m_directory.isValid()) {
        m_errorString = QStringLiteral("cannot create a temporary mount point");
        return false;
    }
    // The canonical path: that is what /proc/self/mountinfo lists (/tmp may be a symlink).
    const QString mountPoint = QFileInfo(m_directory.path()).canonicalFilePath();
    if (!run(QStringLiteral("mount"), QStringLiteral("mount"),
             {QStringLiteral("-t"), type, devicePath, mountPoint}, &m_errorString))
        return false;
    m_mountPoint = mountPoint;
    return true;
}

bool MountedFileSystem::unmount()
{
    if (m_mountPoint.isEmpty())
        return true;
    bool unmounted
        = run(QStringLiteral("umount"), QStringLiteral("mount"), {m_mountPoint}, &m_errorString);
    // Busy: detach it lazily rather than leave it mounted (and the temporary folder with it).
    if (!unmounted) {
        QString lazyError;
        (void)run(QStringLiteral("umount"), QStringLiteral("mount"),
                  {QStringLiteral("--lazy"), m_mountPoint}, &lazyError);
    }
    m_mountPoint.clear();
    return unmounted;
}

} // namespace Custody::Test
