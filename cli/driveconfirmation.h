// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/acquisitionrecord.h"

#include <QCoreApplication>
#include <QTextStream>

namespace Custody::Cli {

// The examiner's word that a whole drive may be overwritten (a clone, a restore), asked once the
// drive has been opened and checked and before its first sector is written: --yes gives it;
// otherwise, on a terminal, the drive is named (path, model, serial, size) and the examiner types
// its serial (its device path when it reports none), so that a slip of a letter in /dev/sdX
// cannot cost another drive; without a terminal, and for anything else typed, the answer is no.
class DriveConfirmation
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::DriveConfirmation)

public:
    // `what` says what happens to the drive ("The source will be cloned onto it").
    static bool ask(const SourceIdentity &drive, const QString &what, bool yes, QTextStream &in,
                    bool interactive, QTextStream &err);
};

} // namespace Custody::Cli
