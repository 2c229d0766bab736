// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/signedoutputs.h"

#include "render/reportpublisher.h"
#include "util/logline.h"
#include "util/nativepath.h"

#include <QDateTime>
#include <QFileInfo>

namespace Custody {

QList<SignedOutput> signOutputs(const SigningIdentity &signer, const QStringList &paths,
                                const QString &logPath)
{
    QList<SignedOutput> outputs;
    for (const QString &path : paths) {
        if (path == logPath || !QFileInfo::exists(path))
            continue;
        Result<QString> signature = signer.sign(path);
        if (signature && !logPath.isEmpty()) {
            const QString line = QStringLiteral("Signature %1 %2 by %3, certificate SHA-256 %4\n")
                                     .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate),
                                          oneLogLine(absolutePath(*signature)),
                                          oneLogLine(signer.subject()), signer.certificateSha256());
            if (const Result<void> noted = ReportPublisher::appendToLog(logPath, line); !noted)
                signature = noted.error();
        }
        outputs.append({path, std::move(signature)});
    }
    if (!logPath.isEmpty() && QFileInfo::exists(logPath))
        outputs.append({logPath, signer.sign(logPath)});
    return outputs;
}

} // namespace Custody
