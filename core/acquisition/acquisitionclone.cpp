// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The parts of Acquisition that a clone (or a restore) onto a drive adds: the drive opened and
// checked in prepare(), its excess written and flushed after the imaging, the cloned range read
// back by the verification, the excess read back after it.

#include "acquisition/acquisition.h"

#include "io/imageformat.h"

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
        = CloneDestination::open(*m_request.clone, writeGate(), *m_source);
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

void Acquisition::finishClone(AcquisitionRecord &record)
{
    const bool verified
        = record.verification && !record.verification->error && record.verification->readBack;
    if (verified) {
        m_handlingExcess.store(true);
        m_clone->checkExcess(m_cancelRequested);
        m_handlingExcess.store(false);
    }
    // A drive whose excess or cache failed is not verified, whatever its cloned range read back.
    if (const std::optional<Error> &failed = m_clone->error();
        failed && record.verification && !record.verification->error)
        record.verification->error = RecordedError::from(*failed);
    record.clone = m_clone->record();
}

} // namespace Custody
