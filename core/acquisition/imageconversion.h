// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashworker.h"
#include "io/imageformat.h"
#include "record/acquisitionrecord.h"

#include <QCoreApplication>

#include <atomic>

namespace Custody {

// Turns the image of a finished raw or split raw acquisition into an E01 that carries the record's
// case details, drive, unreadable ranges and digests. The image is read once: every algorithm of
// the record (and the MD5 and SHA-1 the E01 stores) is computed from the same bytes the E01
// receives, and the E01 is kept only when each equals the record's. It is written under a temporary
// name (BASE.converting.E01, …) and renamed when checked, so a BASE.E01 always holds the
// acquisition's data; it runs under the acquisition's output lock. Nothing of the acquisition is
// written to, except the acquisition log, which gains a line naming the E01 once it is in place
// (through the write gate; the log's signature, now stale, is dropped). (An E01 is recompressed
// by acquiring it: it is a source.)
class ImageConversion
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ImageConversion)

public:
    // The record NAME.json; the E01 goes to NAME.E01, … (none may exist yet).
    static Result<ImageConversion> prepare(const QString &recordPath,
                                           const ImageFormatOptions &target);

    // Reads, writes, compares, renames. bytesRead is for progress on other threads.
    Result<QList<HashResult>> run(const std::atomic<bool> &cancelRequested,
                                  std::atomic<qint64> &bytesRead);

    const AcquisitionRecord &record() const { return m_record; }
    QString basePath() const { return m_basePath; }
    QStringList sourceFiles() const { return m_sourceFiles; }
    // The E01's files, once run() succeeded.
    QStringList outputFiles() const { return m_outputFiles; }
    qint64 sizeBytes() const { return m_record.source.sizeBytes; }
    // After a successful run(): why the acquisition log does not name the E01 (the E01 itself is
    // complete and checked), or none.
    const std::optional<Error> &logError() const { return m_logError; }
    // After a successful run(): whether the log's signature was dropped (it would only say that
    // the log changed); the examiner's identity signs it anew.
    bool droppedLogSignature() const { return m_droppedLogSignature; }
    // After a successful run(): the log names the E01, but its signature, now stale, could not
    // be removed (why), or none.
    const std::optional<Error> &logSignatureError() const { return m_logSignatureError; }

private:
    ImageDescription description() const;
    Result<void> compareWithRecord(const QList<HashResult> &computed) const;
    Result<void> moveIntoPlace(const QStringList &temporary);
    // Appends the line naming the E01 to the acquisition log; whether its signature was dropped.
    Result<bool> noteInLog();

    AcquisitionRecord m_record;
    ImageFormatOptions m_target;
    QString m_basePath;
    QStringList m_sourceFiles;
    QStringList m_outputFiles;
    std::optional<Error> m_logError;
    std::optional<Error> m_logSignatureError;
    bool m_droppedLogSignature = false;
};

} // namespace Custody
