// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace Custody {

// One job of the GUI as the jobs table shows it: an acquisition or a verification, what it
// reads and writes, where it stands and how fast it goes. Taken from its panel on every tick.
struct JobStatus
{
    Q_DECLARE_TR_FUNCTIONS(Custody::JobStatus)

public:
    enum class Kind { Acquisition, Verification };
    enum class State {
        Preparing,   // checking the source and destination, reading SMART
        Acquiring,   // copying, trimming, scraping or retrying
        ReadingBack, // reading the image back (an acquisition's verification, or a verification)
        RereadingSource, // an acquisition's verification reading the source a second time
        Finishing,       // writing the checksum files, the log and the record
        Stopping,        // cancelled, saving the image and the map
        Finished,        // ran to its end: see outcome
        Stopped,         // cancelled; resumable
        Failed           // did not start, or ended on an error
    };

    Kind kind = Kind::Acquisition;
    State state = State::Preparing;
    QString source;         // the drive or file read (an acquisition) or the image (a verification)
    QStringList targets;    // the image's base path (an acquisition), or the hashlogs
    QString outcome;        // once ended: the verdict ("MATCH", "COMPLETE"); why it failed
    bool succeeded = false; // once ended: completed and, where verified, matching
    qint64 bytesDone = 0;
    qint64 totalBytes = 0;
    double bytesPerSecond = 0; // the current rate while it runs; 0 when none
    std::optional<qint64> secondsLeft;
    // Unreadable sectors of an acquisition, differing windows of a verification; none before
    // they are known.
    std::optional<qint64> problems;

    bool isRunning() const;
    // Permille of the work done, for a progress bar; none before the size is known.
    std::optional<int> permille() const;
    // "Acquiring", "Finished: MATCH", "Stopped (resumable)".
    QString stateText() const;
    // As short, for a column beside others: "Verifying" for an acquisition's read-back too.
    QString shortStateText() const;
};

} // namespace Custody
