// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/endhook.h"
#include "history/historyevent.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>
#include <QTextStream>

namespace Custody::Cli {

// --on-end for the commands whose end hook is shown rather than logged (verify, wipe, convert;
// an acquisition's goes into its log, acquirecommand.cpp).
class WorkEndHook
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::WorkEndHook)

public:
    // --on-end PROGRAM (described as given) and --on-end-timeout SECONDS.
    static QList<QCommandLineOption> options(const QString &onEndDescription);

    // Runs the program with `environment` (Ctrl+C or a shutdown stops the program, not the rest),
    // shows its run on `info` ("Hook PROGRAM exited with status N after S s", its output), says
    // `warning` on `err` (after "custody-cli COMMAND: ") when it did not succeed, and adds its
    // first line to the case history's note of `event`. Never changes the work's exit status.
    static void run(const EndHook &hook, QList<QByteArray> environment, const QString &command,
                    const QString &warning, QTextStream &info, QTextStream &err,
                    HistoryEvent &event);

    // Adds the first line of a hook's run in `logLines` (endHookLogLines(): "Hook PROGRAM exited
    // with status N after S s" or "… killed after its timeout …") to `event`'s note, so that the
    // case history says what the hook did beside the verdict it did not change.
    static void noteInEvent(const QString &logLines, HistoryEvent &event);
};

} // namespace Custody::Cli
