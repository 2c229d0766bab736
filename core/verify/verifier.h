// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashingjob.h"
#include "io/imageformat.h"
#include "verify/verificationplan.h"
#include "verify/verificationreport.h"

#include <memory>

namespace Custody {

// Verifies a raw image (one file, or a split image given by any of its segments) against
// hashlogs: every algorithm the logs name is computed in ONE read of the image, each on its own
// thread, with the logs' hash windows (HashingJob), then every logged digest is compared.
//
// prepare() opens the image and plans the checks; run() reads and blocks until done, so it
// belongs on a worker thread (the CLI's, later the GUI's control-plane worker). cancel(),
// bytesRead() and totalBytes() may be called from any thread while run() works. Nothing is
// ever written to the image.
class Verifier
{
public:
    // Fails when a segment of a split image is missing or unreadable, when the image is an EWF
    // container (not read yet: its data can be exported to raw), or when a log cannot be
    // applied to this image (planVerification()).
    static Result<std::unique_ptr<Verifier>> prepare(const QString &imagePath,
                                                     const QList<Hashlog> &hashlogs);

    const VerificationPlan &plan() const { return m_plan; }
    QStringList imageFiles() const { return m_reader->files(); }

    // Reads the image (unless no logged algorithm can be computed) and compares.
    VerificationReport run();
    void cancel() { m_job.cancel(); }
    qint64 bytesRead() const { return m_job.bytesRead(); }
    qint64 totalBytes() const { return m_job.totalBytes(); }

private:
    Verifier(std::unique_ptr<ImageReader> reader, VerificationPlan plan, QList<Hashlog> hashlogs);

    std::unique_ptr<ImageReader> m_reader;
    VerificationPlan m_plan;
    QList<Hashlog> m_hashlogs;
    HashingJob m_job; // after m_reader, which it reads
};

// Compares the planned checks with what one read computed. A pure function, tested alone.
VerificationReport compareWithPlan(const VerificationPlan &plan, const QList<HashResult> &computed);

} // namespace Custody
