// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/signedoutputs.h"

#include "render/reportpublisher.h"
#include "util/durablefile.h"
#include "util/logline.h"
#include "util/nativepath.h"

#include <cerrno>

#include <QDateTime>

namespace Custody {

QList<SignedOutput> signOutputs(const SigningIdentity &signer, const QStringList &paths,
                                const QString &logPath)
{
    QList<SignedOutput> outputs;
    for (const QString &path : paths) {
        if (path == logPath)
            continue;
        // A file asked for that is not there is said to be unsigned, never skipped in silence.
        // pathExists(): QFileInfo would not find a name that is not UTF-8.
        if (!pathExists(path)) {
            outputs.append({path, Error::fromErrno(Error::Code::SigningFailed, ENOENT, path, -1,
                                                   QStringLiteral("the file is not there"))});
            continue;
        }
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
    if (!logPath.isEmpty() && pathExists(logPath))
        outputs.append({logPath, signer.sign(logPath)});
    else if (!logPath.isEmpty())
        outputs.append({logPath, Error::fromErrno(Error::Code::SigningFailed, ENOENT, logPath, -1,
                                                  QStringLiteral("the file is not there"))});
    return outputs;
}

} // namespace Custody
