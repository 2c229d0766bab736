// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace Custody::Test {

// A file system that a root-only test makes with mkfs and mounts in a temporary folder. Unmounted
// by unmount() or the destructor, so a failing test leaves no mount behind; unmount it before the
// loop device under it is detached (declare it after the LoopDevice).
class MountedFileSystem
{
public:
    MountedFileSystem() = default;
    ~MountedFileSystem();
    MountedFileSystem(const MountedFileSystem &) = delete;
    MountedFileSystem &operator=(const MountedFileSystem &) = delete;

    // Why `mkfs.<type>` cannot be used here, for QSKIP; empty if it can.
    static QString unavailableReason(const QString &type);
    // mkfs.<type> on a device or image file, with a label.
    [[nodiscard]] static bool format(const QString &path, const QString &type, const QString &label,
                                     QString *errorString);

    [[nodiscard]] bool mount(const QString &devicePath, const QString &type);
    [[nodiscard]] bool unmount();

    QString mountPoint() const { return m_mountPoint; }
    QString errorString() const { return m_errorString; }

private:
    QTemporaryDir m_directory;
    QString m_mountPoint;
    QString m_errorString;
};

} // namespace Custody::Test
