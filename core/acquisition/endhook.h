// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/acquisitionrecord.h"

#include <QByteArray>
#include <QString>

#include <atomic>

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

// The acquisition log's lines of a hook's run (each a line of its own, ending in a newline;
// the output's lines escaped as the log escapes text from outside).
QString endHookLogLines(const EndHook &hook, const EndHookRun &run);

} // namespace Custody
