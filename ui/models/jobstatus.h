// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/rescuemap.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace Custody {

// How far a job is, as one value taken from it on every tick: the bytes of the phase it is in,
// and the job's own figure, which counts each read of the job (an acquisition's imaging, image
// read back and source read again, as asked; a verification's one read of the image) by the
// bytes it reads, so that it goes once from 0 to 100 % over the whole job.
struct JobProgress
{
    qint64 phaseDone = 0; // bytes of the phase: read, checked or resolved
    qint64 phaseTotal = 0;
    qint64 jobDone = 0; // bytes of every read of the job
    qint64 jobTotal = 0;
    int step = 0;  // the read under way, from 1; 0 before the first and after the last
    int steps = 1; // the reads of the job
    MapStatus passStatus = MapStatus::Copying; // the imaging's pass, as in the map
    int pass = 1;
    double bytesPerSecond = 0;         // the current rate; 0 when none
    double averageBytesPerSecond = 0;  // of the phase (the imaging: over every run)
    double elapsedSeconds = 0;         // of the job (a resumed acquisition: over every run)
    std::optional<qint64> secondsLeft; // of the whole job at the current rate

    // Permille of the job, for every bar and percentage; none before its size is known.
    std::optional<int> permille() const;
};

// One job of the GUI as the jobs table shows it: an acquisition, a verification, a wipe or a
// conversion to E01, what
// it reads and writes, where it stands and how fast it goes. Taken from its panel on every tick.
struct JobStatus
{
    Q_DECLARE_TR_FUNCTIONS(Custody::JobStatus)

public:
    enum class Kind { Acquisition, Verification, Wipe, Conversion };
    enum class State {
        Queued,          // in the queue (JobQueue), waiting for its turn
        Paused,          // in the queue, held by the examiner
        WaitingForDrive, // its turn came, its drive or file is not connected: see outcome
        Preparing,       // checking the source and destination, reading SMART
        Acquiring,       // copying, trimming, scraping or retrying; a wipe: writing the pattern
        ReadingBack, // reading the image back (an acquisition's verification, or a verification);
                     // a wipe: reading the drive back
        RereadingSource, // an acquisition's verification reading the source a second time
        Finishing,       // writing the checksum files, the log and the record (a certificate)
        Stopping,        // cancelled, saving the image and the map
        Finished,        // ran to its end: see outcome
        Stopped,         // cancelled; an acquisition is resumable
        Failed,          // did not start, or ended on an error
        NotRun           // taken out of the queue without running: see outcome
    };

    Kind kind = Kind::Acquisition;
    State state = State::Preparing;
    QString source;      // the drive or file read (an acquisition), the image (a verification), the
                         // drive wiped
    QStringList targets; // the image's base path (an acquisition), the hashlogs, the certificate's
    QString outcome;     // once ended: the verdict ("MATCH", "COMPLETE"); why it failed
    bool succeeded = false; // once ended: completed and, where verified, matching
    JobProgress progress;
    // Unreadable sectors of an acquisition, differing windows of a verification, failed sectors
    // of a wipe; none before they are known.
    std::optional<qint64> problems;

    int priority = 0; // in the queue: the higher, the sooner

    bool isRunning() const;
    // In the queue: queued, paused or waiting for its drive.
    bool isQueued() const;
    std::optional<int> permille() const { return progress.permille(); }
    // "Acquiring", "Finished: MATCH", "Stopped (resumable)".
    QString stateText() const;
    // As short, for a column beside others: "Verifying" for an acquisition's read-back too.
    QString shortStateText() const;

    // Every view formats the job's progress with these, one function per figure, so that no two
    // of them can state it differently.
    // The job's figure: "77.0 %", or "—" before its size is known.
    QString percentText() const;
    // The phase: "copying (pass 1)", "reading back the image", "writing outputs".
    QString phaseText() const;
    // A progress bar's text: the job's figure and the phase, "77.0 % · step 2 of 3: reading
    // back the image"; once ended, the state.
    QString barText() const;
    // The bytes of the phase: "84.3 MiB of 256 MiB"; "—" while their number is not known.
    QString phaseBytesText() const;
    // The same with the exact numbers: "84.3 MiB of 256 MiB (88,401,920 of 268,435,456 bytes)".
    QString exactPhaseBytesText() const;
    // The current rate while running, else "—".
    QString rateText() const;
    // The time left of the whole job while running ("unknown" without a rate), else "—".
    QString remainingText() const;
    // The drive list's Job column: "Verifying 77.0 %", "Finished: MATCH".
    QString driveText() const;
};

} // namespace Custody
