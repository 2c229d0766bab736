// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// history-append-bench HISTORY COUNT: appends COUNT events to the case history (an SQLite file or
// a postgresql:// URL), one transaction each as a station does, and prints each append's time in
// microseconds, one per line; bench/history.sh runs one or several at once and takes the median
// and the 99th percentile.

#include "history/casehistory.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication application(argc, argv);
    const QStringList arguments = application.arguments();
    if (arguments.size() != 3) {
        std::fprintf(stderr, "usage: history-append-bench HISTORY COUNT\n");
        return 2;
    }
    using namespace Custody;
    Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(arguments[1], CaseHistory::Access::ReadWrite);
    if (!history) {
        std::fprintf(stderr, "%s\n", qPrintable(history.error().userMessage()));
        return 1;
    }
    HistoryEvent event;
    event.kind = HistoryEvent::Kind::Verification;
    event.caseNumber = QStringLiteral("BENCH-1");
    event.digests = {{QStringLiteral("SHA-256"), QString(64, QLatin1Char('a'))}};
    const int count = arguments[2].toInt();
    for (int n = 1; n <= count; ++n) {
        event.time = QDateTime::currentDateTimeUtc();
        event.note = QStringLiteral("bench %1").arg(n);
        event.eventId.clear(); // a new event each time
        QElapsedTimer timer;
        timer.start();
        if (const Result<HistoryRow> row = (*history)->append(event); !row) {
            std::fprintf(stderr, "%s\n", qPrintable(row.error().userMessage()));
            return 1;
        }
        std::printf("%lld\n", static_cast<long long>(timer.nsecsElapsed() / 1000));
    }
    return 0;
}
