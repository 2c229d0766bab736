// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/workhooks.h"

#include "acquisition/hookenvironment.h"
#include "acquisition/imageconversion.h"

namespace Custody {

QList<QByteArray> wipeHookEnvironment(const WipeCertificate &certificate,
                                      const QStringList &certificateFiles, int exitStatus)
{
    HookEnvironment environment;
    environment.set("JOB", certificate.mode == WipeMode::VerifyOnly ? QStringLiteral("check")
                                                                    : QStringLiteral("wipe"));
    environment.set("OUTCOME", certificate.cancelled ? QStringLiteral("cancelled")
                               : certificate.error   ? QStringLiteral("failed")
                                                     : QStringLiteral("completed"));
    environment.set("VERDICT", WipeCertificate::verdictName(certificate.verdict()).toLower());
    environment.set("EXIT_STATUS", QString::number(exitStatus));
    environment.set("DEVICE", certificate.drive.path);
    environment.set("MODEL", certificate.drive.model.value_or(QString()));
    environment.set("SERIAL", certificate.drive.serial.value_or(QString()));
    environment.set("PATTERN", certificate.pattern);
    const qint64 sector = certificate.sectorBytes();
    environment.set("SECTOR_BYTES", QString::number(sector));
    environment.set("SECTORS_WRITTEN", QString::number(certificate.bytesWritten / sector));
    environment.set("SECTORS_VERIFIED", QString::number(certificate.bytesVerified / sector));
    environment.set("SECTORS_FAILED", QString::number(certificate.failedBytes() / sector));
    environment.setList("CERTIFICATE", certificateFiles);
    environment.setCase(certificate.caseDetails);
    return environment.entries;
}

QList<QByteArray> conversionHookEnvironment(const ImageConversion &conversion,
                                            const Result<QList<HashResult>> &hashes, int exitStatus)
{
    HookEnvironment environment;
    environment.set("JOB", QStringLiteral("conversion"));
    const bool cancelled = !hashes && hashes.error().code == Error::Code::Cancelled;
    const bool changed = !hashes && hashes.error().code == Error::Code::ImageChanged;
    environment.set("OUTCOME", hashes      ? QStringLiteral("completed")
                               : cancelled ? QStringLiteral("cancelled")
                                           : QStringLiteral("failed"));
    // As the conversion's row of the case history says it (history/eventsources.cpp).
    environment.set("VERDICT", hashes      ? QStringLiteral("match")
                               : changed   ? QStringLiteral("mismatch")
                               : cancelled ? QStringLiteral("cancelled")
                                           : QStringLiteral("failed"));
    environment.set("EXIT_STATUS", QString::number(exitStatus));
    environment.set("RECORD", conversion.basePath() + QStringLiteral(".json"));
    environment.setList("SOURCE_IMAGE", conversion.sourceFiles());
    environment.setList("IMAGE", hashes ? conversion.outputFiles() : QStringList());
    if (hashes) {
        for (const HashResult &hash : *hashes)
            environment.setDigest(hash.algorithm, hash.hex);
    }
    environment.setCase(conversion.record().caseDetails);
    return environment.entries;
}

} // namespace Custody
