// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/acquisition.h"
#include "models/jobstatus.h"
#include "util/rateestimator.h"

namespace Custody {

// The progress of one running acquisition, the one model that its panel's bar, status line and
// counters, the jobs table and the drive list read (docs/ARCHITECTURE.md, "Progress of a job"):
// the phase (JobStatus::State) and its JobProgress, taken from the acquisition's counters once
// per tick of the panel. The job's figure counts the imaging, then the image read back and the
// source read again when the request asks for them, each by the bytes it reads (the source's
// size), so it never goes back when a phase ends and the next begins.
//
// GUI thread only; the acquisition's getters it calls are safe from any thread.
class AcquisitionProgress
{
public:
    // Takes the acquisition's counters now.
    void sample(const Acquisition &acquisition);

    // The phase last sampled: Preparing, Acquiring, ReadingBack, RereadingSource or Finishing.
    JobStatus::State phase() const { return m_phase; }
    const JobProgress &progress() const { return m_progress; }
    // The imaging's own counters last sampled (its pass and unreadable bytes).
    const ProgressSnapshot &imaging() const { return m_imaging; }

private:
    // The bytes a finished verification read has read, 0 when it did not run.
    static qint64 bytesOfEndedRead(const Acquisition &acquisition, Acquisition::Read read);
    void sampleRate(const Acquisition &acquisition);
    // The imaging's average rate, when its runs took `seconds` in all.
    double imagingAverage(const Acquisition &acquisition, double seconds) const;

    JobStatus::State m_phase = JobStatus::State::Preparing;
    JobProgress m_progress;
    ProgressSnapshot m_imaging;
    RateEstimator m_rate; // over the job's bytes, which go on from one read to the next
};

} // namespace Custody
