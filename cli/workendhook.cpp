// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/workendhook.h"

#include "cli/signalguard.h"
#include "history/eventsources.h"
#include "util/logline.h"

namespace Custody::Cli {

QList<QCommandLineOption> WorkEndHook::options(const QString &onEndDescription)
{
    return {
        {QStringLiteral("on-end"), onEndDescription, QStringLiteral("PROGRAM")},
        {QStringLiteral("on-end-timeout"),
         tr("Seconds the --on-end program may run before it is killed with what it started."),
         QStringLiteral("SECONDS"), QString::number(EndHook::DefaultTimeoutSeconds)},
    };
}

void WorkEndHook::run(const EndHook &hook, QList<QByteArray> environment, const QString &command,
                      const QString &warning, QTextStream &info, QTextStream &err,
                      HistoryEvent &event)
{
    EndHookRunner runner(hook, std::move(environment));
    const EndHookRun ran = [&runner] {
        const SignalGuard guard(runner);
        return runner.run();
    }();
    const QString lines = endHookLogLines(hook, ran);
    for (const QString &line : lines.split(u'\n', Qt::SkipEmptyParts))
        info << oneShownLine(line) << '\n';
    info << Qt::flush;
    if (!ran.succeeded())
        err << "custody-cli " << command << ": " << oneShownLine(warning) << Qt::endl;
    noteInEvent(lines, event);
}

void WorkEndHook::noteInEvent(const QString &logLines, HistoryEvent &event)
{
    noteEndHook(logLines, event);
}

} // namespace Custody::Cli
