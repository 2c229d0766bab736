// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/driveconfirmation.h"

#include "report/clonetext.h"
#include "util/logline.h"

namespace Custody::Cli {

bool DriveConfirmation::ask(const SourceIdentity &drive, const QString &what, bool yes,
                            QTextStream &in, bool interactive, QTextStream &err)
{
    if (yes)
        return true;
    const QString expected = drive.serial.value_or(drive.path);
    if (!interactive) {
        err << "custody-cli: "
            << oneShownLine(tr("%1 would be overwritten: give --yes to confirm it without a "
                               "terminal. Nothing was written.")
                                .arg(CloneText::driveName(drive)))
            << Qt::endl;
        return false;
    }
    err << oneShownLine(
        tr("Every sector of %1 can be overwritten. %2.").arg(CloneText::driveName(drive), what))
        << '\n'
        << oneShownLine(drive.serial
                            ? tr("Type the drive's serial number (%1) to go on:").arg(expected)
                            : tr("Type the drive's device path (%1) to go on:").arg(expected))
        << ' ' << Qt::flush;
    const QString typed = in.readLine().trimmed();
    if (typed == expected)
        return true;
    err << tr("Not confirmed: nothing was written to the drive.") << Qt::endl;
    return false;
}

} // namespace Custody::Cli
