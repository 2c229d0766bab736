// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDateTime>
#include <QString>

namespace Custody {

// What a report says about its own making: when, and by which build. Injected rather than read
// from the clock, so that the same record and context always give byte-identical text and JSON.
struct ReportContext
{
    QDateTime created; // its offset from UTC is printed as the local time
    QString generator; // "Custody 0.1.0 (Qt 6.4.2, OpenSSL 3.0.15 3 Sep 2024)"

    // Now, in the local time zone, by the running build.
    static ReportContext current();
    // The running build, as ReportContext::generator.
    static QString runningBuild();
};

} // namespace Custody
