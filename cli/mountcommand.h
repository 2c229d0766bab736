// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <csignal>
#include <optional>

namespace Custody::Cli {

// `custody-cli mount IMAGE DIRECTORY`: the image (raw, split, E01) as DIRECTORY/image.raw, a
// read-only FUSE view served by Custody's readers, and each file system it holds mounted
// read-only under DIRECTORY/partitionN (DIRECTORY/volume without a table) with no journal
// replayed; encrypted volumes listed, not unlocked. Runs until `custody-cli unmount DIRECTORY`,
// Ctrl-C or SIGTERM, then undoes all of it. Exit status: 0 served and undone, 1 could not be
// served, 2 invalid arguments. With --background it returns (0) once all is mounted, the mount
// serving on in a process of its own, in a session of its own.
// `custody-cli unmount DIRECTORY`: unmounts the file systems and the view (0, 1 when something
// stayed mounted, 2 when DIRECTORY is not a Custody view).
class MountCommand
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::MountCommand)

public:
    MountCommand(QTextStream &out, QTextStream &err);

    int mount(const QStringList &arguments);
    int unmount(const QStringList &arguments);
    static QString usage();

private:
    // --background: forks. The caller's process relays what the mount says and returns its exit
    // status (success once it is ready); the mount's process gets nullopt and goes on.
    std::optional<int> splitIntoBackground(const sigset_t &stopping);
    // The mount's process once ready: its standard streams go to /dev/null, which ends the
    // caller's wait.
    void leaveTheTerminal();

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace Custody::Cli
