// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/reportcontext.h"

#include <openssl/crypto.h>

namespace Custody {

ReportContext ReportContext::current()
{
    return {QDateTime::currentDateTime(), runningBuild()};
}

QString ReportContext::runningBuild()
{
    return QStringLiteral("Custody %1 (Qt %2, %3)")
        .arg(QStringLiteral(CUSTODY_VERSION), QString::fromLatin1(qVersion()),
             QString::fromLatin1(OpenSSL_version(OPENSSL_VERSION)));
}

} // namespace Custody
