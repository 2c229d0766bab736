// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// historywriter HISTORY NAME COUNT [--times|--recorded]: appends COUNT events noted "NAME 1" …
// "NAME COUNT" to the case history (a file or a postgresql:// URL), one transaction each, as a CLI
// job does; for the tests' concurrent writers, and, with --times, for bench/history.sh: each
// append's time in microseconds on a line of its own. --recorded records each event as a job's
// front end does (recordInHistory(): a lab's server that does not take it, the station's spool).

#include "history/casehistory.h"
#include "history/historyimport.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication application(argc, argv);
    const QStringList arguments = application.arguments();
    const bool times = arguments.size() == 5 && arguments[4] == QLatin1String("--times");
    const bool recorded = arguments.size() == 5 && arguments[4] == QLatin1String("--recorded");
    if (arguments.size() != 4 && !times && !recorded) {
        std::fprintf(stderr, "usage: historywriter HISTORY NAME COUNT [--times|--recorded]\n");
        return 2;
    }
    using namespace Custody;
    Result<std::unique_ptr<CaseHistory>> history
        = recorded ? Result<std::unique_ptr<CaseHistory>>(nullptr)
                   : CaseHistory::open(arguments[1], CaseHistory::Access::ReadWrite);
    if (!history) {
        std::fprintf(stderr, "%s\n", qPrintable(history.error().userMessage()));
        return 1;
    }
    const int count = arguments[3].toInt();
    for (int n = 1; n <= count; ++n) {
        HistoryEvent event;
        event.kind = HistoryEvent::Kind::Verification;
        event.time = QDateTime::currentDateTimeUtc();
        event.note = QStringLiteral("%1 %2").arg(arguments[2]).arg(n);
        QElapsedTimer timer;
        timer.start();
        if (const Result<HistoryRow> row
            = recorded ? recordInHistory(arguments[1], event) : (*history)->append(event);
            !row) {
            std::fprintf(stderr, "%s\n", qPrintable(row.error().userMessage()));
            return 1;
        }
        if (times)
            std::printf("%lld\n", static_cast<long long>(timer.nsecsElapsed() / 1000));
    }
    return 0;
}
