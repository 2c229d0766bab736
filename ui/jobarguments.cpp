// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "jobarguments.h"

#include "acquisition/acquireoptiontable.h"

namespace Custody {

QStringList acquisitionArguments(const AcquisitionRequest &request)
{
    return equivalentCliArguments(request).mid(1); // without "custody-cli"
}

QStringList verificationArguments(const QString &imagePath, const QStringList &hashlogPaths,
                                  const QString &trustedCa, const CaseDetails &details)
{
    QStringList arguments{QStringLiteral("verify"), imagePath};
    for (const QString &hashlog : hashlogPaths)
        arguments << QStringLiteral("--hashlog") << hashlog;
    if (!trustedCa.isEmpty())
        arguments << QStringLiteral("--trust-ca") << trustedCa;
    return arguments + caseArguments(details);
}

QStringList wipeArguments(const WipeRequest &request)
{
    QStringList arguments{QStringLiteral("wipe"),          request.devicePath,
                          QStringLiteral("--certificate"), request.certificateBase,
                          QStringLiteral("--pattern"),     request.pattern.name()};
    if (request.mode == WipeMode::VerifyOnly)
        arguments << QStringLiteral("--verify-only");
    else if (request.method == WipeMethod::ZeroOut)
        arguments << QStringLiteral("--method") << QStringLiteral("zeroout");
    return arguments + caseArguments(request.caseDetails);
}

QStringList conversionArguments(const QString &recordPath, const ImageFormatOptions &options)
{
    return {QStringLiteral("convert"),        recordPath,
            QStringLiteral("--format"),       QStringLiteral("e01"),
            QStringLiteral("--compression"),  chunkCompressionName(options.compression),
            QStringLiteral("--segment-size"), QString::number(options.segmentBytes)};
}

} // namespace Custody
