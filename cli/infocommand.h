// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/mediumlayout.h"
#include "util/result.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace Custody::Cli {

// `custody-cli info SOURCE`: what a drive or a raw image holds, read only: its size, sector size,
// partition table, partitions and the file system or encryption of each (libblkid), and a warning
// for encrypted volumes. `--json` prints the layout as the record keeps it. Exit status: 0 read,
// 1 could not be read, 2 invalid arguments or a kind of source whose layout is not read.
class InfoCommand
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::InfoCommand)

public:
    InfoCommand(QTextStream &out, QTextStream &err);

    // `arguments` are those after "info".
    int run(const QStringList &arguments);
    static QString usage();
    // The lines custody-cli prints for a layout (or why it could not be read), shared with
    // `devices --layout`: each passed through oneShownLine() by the caller.
    static QStringList layoutLines(const Result<MediumLayout> &layout);

private:
    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace Custody::Cli
