// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionprogress.h"

namespace Custody {

void AcquisitionProgress::sample(const Acquisition &acquisition)
{
    const Acquisition::Phase phase = acquisition.phase();
    m_imaging = acquisition.progress();
    const Acquisition::ReadBackProgress verifying = acquisition.readBackProgress();
    const VerifyPolicy verify = acquisition.request().verify;
    JobProgress progress;
    progress.steps = verify == VerifyPolicy::None ? 1 : verify == VerifyPolicy::Image ? 2 : 3;
    // Every read reads the source's size: the image holds as many bytes as the source.
    progress.jobTotal = progress.steps * m_imaging.totalBytes;
    progress.passStatus = m_imaging.status;
    progress.pass = m_imaging.pass;
    progress.phaseDone = m_imaging.bytesDone();
    progress.phaseTotal = m_imaging.totalBytes;
    const qint64 readBack = bytesOfEndedRead(acquisition, Acquisition::Read::ImageReadBack);
    progress.jobDone = m_imaging.bytesDone() + readBack
                       + bytesOfEndedRead(acquisition, Acquisition::Read::SourceReread);
    const RunHistory &earlier = acquisition.earlierRuns();
    progress.elapsedSeconds = earlier.runningSeconds() + acquisition.elapsedMilliseconds() / 1000.0;
    switch (phase) {
    case Acquisition::Phase::NotStarted: {
        m_phase = JobStatus::State::Preparing;
        // A resume first checks what the earlier runs wrote.
        const auto [checked, toCheck] = acquisition.imageCheckProgress();
        progress.phaseDone = checked;
        progress.phaseTotal = toCheck;
        break;
    }
    case Acquisition::Phase::Imaging:
        m_phase = JobStatus::State::Acquiring;
        progress.step = 1;
        progress.averageBytesPerSecond = imagingAverage(acquisition, progress.elapsedSeconds);
        break;
    case Acquisition::Phase::Verifying: {
        // The read under way is counted by its counter, not yet by its end.
        m_phase = verifying.rereadingSource ? JobStatus::State::RereadingSource
                                            : JobStatus::State::ReadingBack;
        progress.step = verifying.rereadingSource ? 3 : 2;
        progress.phaseDone = verifying.bytesRead;
        progress.phaseTotal = verifying.totalBytes;
        progress.jobDone = m_imaging.bytesDone() + (verifying.rereadingSource ? readBack : 0)
                           + verifying.bytesRead;
        const QList<ThroughputSample> span
            = acquisition.throughput(verifying.rereadingSource ? Acquisition::Read::SourceReread
                                                               : Acquisition::Read::ImageReadBack);
        const double seconds
            = span.isEmpty() ? 0
                             : acquisition.elapsedMilliseconds() / 1000.0 - span.first().seconds;
        if (seconds > 0)
            progress.averageBytesPerSecond = verifying.bytesRead / seconds;
        break;
    }
    case Acquisition::Phase::WritingOutputs:
    case Acquisition::Phase::Finished: {
        m_phase = JobStatus::State::Finishing;
        // The imaging's, over its own time: the record's last sample is taken when it ends.
        const QList<ThroughputSample> imaging = acquisition.throughput(Acquisition::Read::Imaging);
        if (!imaging.isEmpty())
            progress.averageBytesPerSecond
                = imagingAverage(acquisition, earlier.runningSeconds() + imaging.last().seconds);
        break;
    }
    }
    m_progress = progress;
    sampleRate(acquisition);
}

void AcquisitionProgress::sampleRate(const Acquisition &acquisition)
{
    const bool reading = m_phase == JobStatus::State::Acquiring
                         || m_phase == JobStatus::State::ReadingBack
                         || m_phase == JobStatus::State::RereadingSource;
    // Not before a resumed job has counted its map: its earlier bytes are no rate.
    if (!reading || m_imaging.bytesDone() < acquisition.bytesDoneBefore())
        return;
    m_rate.addSample(RateEstimator::Clock::now(), m_progress.jobDone);
    m_progress.bytesPerSecond = m_rate.bytesPerSecond();
    if (const auto remaining = m_rate.remaining(m_progress.jobTotal))
        m_progress.secondsLeft = remaining->count();
}

double AcquisitionProgress::imagingAverage(const Acquisition &acquisition, double seconds) const
{
    // Over every run known: the bytes a resume starts from were read in the time of the runs
    // before it, not in this one's.
    const qint64 processed
        = acquisition.earlierRuns().bytesProcessed()
          + qMax<qint64>(0, m_imaging.bytesDone() - acquisition.bytesDoneBefore());
    return seconds > 0 ? processed / seconds : 0;
}

qint64 AcquisitionProgress::bytesOfEndedRead(const Acquisition &acquisition, Acquisition::Read read)
{
    // Its first point is taken when it begins, its last when it ends.
    const QList<ThroughputSample> span = acquisition.throughput(read);
    return span.size() >= 2 ? span.last().bytesDone : 0;
}

} // namespace Custody
