// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/acquireoptions.h"

#include <QTextStream>

namespace Custody::Cli {

enum ExitCode { ExitSuccess = 0, ExitFailed = 1, ExitInvalid = 2 };

// Runs `custody-cli acquire`: an Acquisition on a worker thread while the main thread shows
// progress and turns SIGINT/SIGTERM into a clean stop, then the summary (or the JSON record)
// and, after a stop, the command that resumes. Needs a running QCoreApplication. Returns the
// process exit code.
class AcquireCommand
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::AcquireCommand)

public:
    AcquireCommand(AcquireRequest request, QString commandLine, QTextStream &out, QTextStream &err);
    int run();

    // The exit code of an acquisition that ended with this record: success only when it
    // completed, every file was written and, when a verification was made, its verdict is a
    // match (VerificationVerdict, the same verdict the log, the record and the reports show).
    // The write-block does not change it: one lifted during the run or not lifted at the end is
    // a warning (stderr, the summary, the record's writeBlock, the log and the report), since the
    // acquisition and its files are complete; a script reads writeBlock.restored and
    // writeBlock.atEnd.writable in the record (or --json) to act on it.
    static int exitCodeFor(const AcquisitionRecord &record, bool outputError);
    // The summary printed after the run: AcquisitionSummary's lines (the headline first), with
    // what only a terminal shows around them (the hashes, the runs, SMART, the write-block as
    // set). Every line is one shown line (oneShownLine()), indented but the first.
    static QString summaryText(const AcquisitionRecord &record,
                               const std::optional<Error> &outputError);

private:
    AcquisitionRecord runWithProgress(Acquisition &acquisition);
    Result<void> prepareWithProgress(Acquisition &acquisition);
    QString historyPath() const; // --history, else the default
    // The command that resumes `request` (this run's, or one of its --also outputs alone).
    QString resumeCommand(const AcquisitionRequest &request) const;
    // The command that asks for `request` again with `overwrite` (--resume, --force).
    QString commandWith(const AcquisitionRequest &request, OverwritePolicy overwrite) const;
    void printError(const Error &error);
    // The --on-end program, told how the acquisition ended (`exitStatus`: what custody-cli exits
    // with unless signing fails afterwards); its run goes into the log when the log was written.
    // Returns the files it put something else at (the record, the log): never signed then.
    QStringList runEndHook(const Acquisition &acquisition, const AcquisitionRecord &record,
                           int exitStatus);
    // The run in the case history; a history that cannot take it is a warning, never a failure.
    void recordInHistory(const AcquisitionRecord &record, bool outputError,
                         const SigningIdentity *signer, const QString &basePath);
    // What became of the --also outputs (cli/acquirecommandalso.cpp): each one's summary, a
    // failed one named with the command that resumes it alone, its files signed and its record
    // in the history as this run's are. True when each completed, was written and (when asked)
    // verified.
    bool reportAlsoOutputs(const QList<Acquisition::AlsoOutputResult> &results,
                           const SigningIdentity *signer);
    // What is kept of an output that did not complete, and the command that continues it.
    void printKeptOutputs(const QStringList &kept, const AcquisitionRequest &request,
                          bool imageChanged);

    AcquireRequest m_request;
    QString m_hookLogLines; // the --on-end program's run, for the case history's note
    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace Custody::Cli
