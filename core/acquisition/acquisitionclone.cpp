// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The parts of Acquisition that a clone (or a restore) onto a drive adds: the drive opened and
// checked in prepare(), its excess written and flushed after the imaging, the cloned range read
// back by the verification, the excess read back after it.

#include "acquisition/acquisition.h"

#include "io/imageformat.h"

#include <algorithm>

namespace Custody {

Result<void> Acquisition::openClone()
{
    if (!m_request.clone)
        return {};
    // The map of an earlier clone says what was written to a drive that may since have been
    // written by anything: a clone starts from its first sector.
    if (m_request.overwrite == OverwritePolicy::Resume)
        return Error::fromErrno(Error::Code::ResumeRefused, 0, m_request.basePath, -1,
                                tr("a clone onto a drive is not resumed: clone again with "
                                   "--force, which writes the drive from its first sector"));
    Result<std::unique_ptr<CloneDestination>> opened
        = CloneDestination::open(*m_request.clone, writeGate(), *m_source, m_request.commandLine);
    if (!opened)
        return opened.error();
    m_clone = std::move(*opened);
    return {};
}

Result<std::unique_ptr<ImageReader>> Acquisition::openWritten(const ImagingOutcome &outcome) const
{
    if (m_clone)
        return m_clone->reader();
    return ImageFormats::openWritten(m_request.settings.format, outcome.imageFiles);
}

namespace {

// The bytes from the drive's start that the map counts as written (read, or unreadable and so
// written with the fill): all of the source once the imaging completed, else up to the first
// area not yet written. Areas written past that one are not counted.
qint64 writtenPrefix(const AcquisitionResult &result, qint64 sourceBytes)
{
    if (result.status == ImagingOutcome::Status::Completed)
        return sourceBytes;
    if (!result.hasMap() || (result.unfinishedRanges.isEmpty() && result.bytesUnfinished() > 0))
        return 0;
    qint64 first = sourceBytes;
    for (const MapRun &run : result.unfinishedRanges)
        first = std::min(first, run.extent.offset);
    return first;
}

} // namespace

void Acquisition::finishClone(AcquisitionRecord &record)
{
    const bool verified
        = record.verification && !record.verification->error && record.verification->readBack;
    if (verified) {
        m_handlingExcess.store(true);
        m_clone->checkExcess(m_cancelRequested);
        m_handlingExcess.store(false);
    }
    // A drive whose cache was not flushed is not verified: what was read back may have come from
    // the cache. A failed excess is an outcome of its own: the cloned range's verdict stands.
    if (const std::optional<Error> &failed = m_clone->flushError();
        failed && record.verification && !record.verification->error)
        record.verification->error = RecordedError::from(*failed);
    record.clone = m_clone->record(writtenPrefix(record.result, m_clone->sourceBytes()));
}

} // namespace Custody
