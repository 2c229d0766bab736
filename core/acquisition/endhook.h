// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/acquisitionrecord.h"
#include "util/error.h"
#include "verify/verificationreport.h"

#include <QByteArray>
#include <QString>

#include <atomic>
#include <optional>

namespace Custody {

// A lab's own command, run when an acquisition has ended (custody-cli acquire --on-end): to copy
// the image to an archive, update a case system, send a message. It is a program run without a
// shell, with no arguments and stdin from /dev/null; everything it is told comes as environment
// variables (endHookEnvironment()), so that no value (a case number with a newline, `$(…)` or
// quotes) is ever read as a command. It runs in a session of its own for at most
// `timeoutSeconds`, then it is killed with every process of that session. What it did (exit
// status, its output) goes into the acquisition log; it never changes the acquisition's outcome,
// verdict or exit status.
struct EndHook
{
    QString program;
    int timeoutSeconds = DefaultTimeoutSeconds;

    static constexpr int DefaultTimeoutSeconds = 60;
    static constexpr int MaximumTimeoutSeconds = 24 * 60 * 60;
    // The most of its output kept for the log (the rest is read and dropped).
    static constexpr qsizetype MaximumOutputBytes = 64 * 1024;
};

// How a hook's run went.
struct EndHookRun
{
    bool started = false;
    QString startError;    // why it could not be started
    bool timedOut = false; // killed at its timeout
    bool stopped = false;  // killed because custody-cli was asked to stop (SIGINT, SIGTERM)
    bool crashed = false;  // ended by a signal of its own
    int exitStatus = -1;
    double seconds = 0;
    QByteArray output;      // stdout and stderr, in order, at most MaximumOutputBytes
    bool outputCut = false; // more was written than kept
    bool succeeded() const
    {
        return started && !timedOut && !stopped && !crashed && exitStatus == 0;
    }
};

// The environment of custody-cli, without any CUSTODY_ variable of its own, and these, as bytes
// (a file name that is not UTF-8 arrives as the bytes it has on disk):
//   CUSTODY_JOB=acquisition, CUSTODY_OUTCOME (completed, failed, cancelled …, as the record's
//   result.status), CUSTODY_VERDICT (as the record's verdict: match, mismatch, not verified …),
//   CUSTODY_EXIT_STATUS (what custody-cli exits with unless signing fails afterwards),
//   CUSTODY_SOURCE, CUSTODY_BASE, CUSTODY_IMAGE_COUNT and CUSTODY_IMAGE_1 … (the image files),
//   CUSTODY_RECORD, CUSTODY_LOG, CUSTODY_MAP, CUSTODY_MD5, CUSTODY_SHA1, CUSTODY_SHA256,
//   CUSTODY_SHA384, CUSTODY_SHA512 (those computed), CUSTODY_CASE_NUMBER,
//   CUSTODY_EVIDENCE_NUMBER, CUSTODY_EXAMINER, CUSTODY_UNREADABLE_BYTES. Each entry is
//   "NAME=value".
QList<QByteArray> endHookEnvironment(const AcquisitionRecord &record, const QString &basePath,
                                     int exitStatus);

// For a verification (custody-cli verify --on-end): the same caller's environment, and
//   CUSTODY_JOB=verification, CUSTODY_OUTCOME (completed, cancelled, failed), CUSTODY_VERDICT
//   (match, mismatch, incomplete, not-verified, failed), CUSTODY_EXIT_STATUS,
//   CUSTODY_IMAGE_COUNT and CUSTODY_IMAGE_1 …, CUSTODY_HASHLOG_COUNT and CUSTODY_HASHLOG_1 …,
//   CUSTODY_REPORT (the PDF, when one was written), CUSTODY_MD5 … (the whole image's digests as
//   this verification computed them), CUSTODY_CASE_NUMBER, CUSTODY_EVIDENCE_NUMBER,
//   CUSTODY_EXAMINER.
// A verification's outcome in one word: completed, cancelled or failed (an error stopped it).
QString verificationOutcome(const VerificationReport &report);
QList<QByteArray> verificationHookEnvironment(const VerificationReport &report,
                                              const QString &reportPath, int exitStatus);

// Runs one hook (posix_spawn: its own session, stdin /dev/null, stdout and stderr into one pipe)
// and waits for it, at most its timeout; cancel() (async-signal-safe: custody-cli's SIGINT and
// SIGTERM) kills it at once, with its session.
class EndHookRunner
{
public:
    EndHookRunner(EndHook hook, QList<QByteArray> environment);
    EndHookRun run();
    void cancel() { m_cancelled.store(true); }

private:
    EndHook m_hook;
    QList<QByteArray> m_environment;
    std::atomic<bool> m_cancelled{false};
};

// What custody-cli acquire exits with for this record before anything is signed (the hook's
// CUSTODY_EXIT_STATUS, also for the GUI's acquisitions): 0 when the acquisition completed,
// every file was written (`outputError` false), its verdict does not fail the run and a clone
// did not fail; else 1.
int acquisitionExitStatus(const AcquisitionRecord &record, bool outputError);

// A hook's run for a finished acquisition, and where it went.
struct EndHookOutcome
{
    EndHookRun run;
    QString logLines;                // endHookLogLines()
    std::optional<Error> notInLog;   // why the run could not be added to the log
    bool logIsAnEarlierRuns = false; // nothing added: the log on disk is not this run's
    // The record or the log, when the hook put something else at its name: nothing may be
    // signed as this run's then (the front end says so), and the log was not written.
    QStringList replaced;
    bool succeeded() const { return run.succeeded(); }
};

// Runs `runner` (the hook of the acquisition at `basePath`, of the source `sourcePath`) and adds
// its run to the acquisition log, under AcquisitionLogLock, through a write gate that took the log
// as this run's before the hook ran: whatever the hook puts at the log's name (a link, another
// file) is never written, and is named in `replaced` with the record when the hook replaced it,
// so that the front end signs neither. `logIsThisRuns` false (a file of the run could not be
// written, so the log on disk is an earlier run's): nothing is added. For custody-cli and the GUI
// alike, on a worker thread (the hook may run for its whole timeout).
EndHookOutcome runEndHookIntoLog(EndHookRunner &runner, const EndHook &hook,
                                 const QString &sourcePath, const QString &basePath,
                                 bool logIsThisRuns);

// The acquisition log's lines of a hook's run (each a line of its own, ending in a newline;
// the output's lines escaped as the log escapes text from outside).
QString endHookLogLines(const EndHook &hook, const EndHookRun &run);

} // namespace Custody
