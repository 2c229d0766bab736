// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashworker.h"
#include "history/historyevent.h"
#include "util/result.h"

namespace Custody {

class ImageConversion;
struct AcquisitionReport;
struct WipeCertificate;

// A record (NAME.json) read whole and parsed, with its SHA-256.
Result<AcquisitionReport> readAcquisitionRecord(const QString &path);

// The history's event for each piece of work, built the same way by the CLI and the GUI from
// what the work left: they read the files named (records, logs, reports) to take their SHA-256,
// so call them off the GUI thread.

// An acquisition or resume that ended; `allWritten`: every output was written, so the record
// and log on disk are this run's.
HistoryEvent acquisitionEvent(const AcquisitionRecord &record, const QString &recordPath,
                              bool allWritten);
// A verification; a Custody record among its hashlogs gives the case fields and the drive.
HistoryEvent verificationEvent(const VerificationReport &report);
// A verification's report saved as `reportPath` (its SHA-256 taken) or (empty path) printed on
// `printer`, with the verification's case fields, image, digests and verdict.
HistoryEvent verificationReportEvent(const VerificationReport &report, const QString &reportPath,
                                     const QString &printer = {});
// A conversion, converted or refused (`result`: the digests, or why not).
HistoryEvent conversionEvent(const ImageConversion &conversion,
                             const Result<QList<HashResult>> &result);
// A report of the record at `recordPath`, saved as `reportPath` or (empty path) printed, as
// `note` says.
Result<HistoryEvent> reportEvent(const QString &recordPath, const QString &reportPath,
                                 const QString &note = {});

// A drive wiped (or verified): the drive and case, the verdict ("passed", "failed", "cancelled",
// "not verified"), the failed sectors as unreadable bytes, the certificate's record (BASE.json)
// and PDF with their SHA-256 when `allWritten`, and the pattern and method in the note.
HistoryEvent wipeEvent(const WipeCertificate &certificate, const QStringList &certificateFiles,
                       bool allWritten);

// The first line of the lab's program's run (endHookLogLines()) added to the event's note, as
// custody-cli and the GUI both record it.
void noteEndHook(const QString &hookLogLines, HistoryEvent &event);

} // namespace Custody
