// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace Custody::Cli {

// `custody-cli mount IMAGE DIRECTORY`: the image (raw, split, E01) as DIRECTORY/image.raw, a
// read-only FUSE view served by Custody's readers, and each file system it holds mounted
// read-only under DIRECTORY/partitionN (DIRECTORY/volume without a table) with no journal
// replayed; encrypted volumes listed, not unlocked. Runs until `custody-cli unmount DIRECTORY`,
// Ctrl-C or SIGTERM, then undoes all of it. Exit status: 0 served and undone, 1 could not be
// served, 2 invalid arguments.
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
    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace Custody::Cli
