// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionrunner.h"

namespace Custody {

AcquisitionRunner::AcquisitionRunner(std::unique_ptr<Acquisition> acquisition, QObject *parent)
    : QObject(parent)
    , m_acquisition(std::move(acquisition))
{
    qRegisterMetaType<Custody::Error>();
    qRegisterMetaType<Custody::AcquisitionRecord>();
    connect(&m_job, &BackgroundJob::finished, this, [this] {
        // Copies on this stack frame: a receiver may delete the runner (deleteLater is kinder).
        if (m_startError) {
            const Error error = *m_startError;
            Q_EMIT startFailed(error);
        } else {
            const AcquisitionRecord record = m_record;
            Q_EMIT finished(record);
        }
    });
}

AcquisitionRunner::~AcquisitionRunner()
{
    // BackgroundJob's destructor waits for the thread: stop the acquisition first, so that it
    // ends at the next block with the image and map consistent.
    if (m_job.isRunning())
        m_acquisition->cancel();
}

void AcquisitionRunner::start(std::function<void()> poll)
{
    m_job.start(
        [this] {
            if (const Result<void> prepared = m_acquisition->prepare(); !prepared) {
                m_startError = prepared.error();
                return;
            }
            m_record = m_acquisition->execute();
        },
        std::move(poll));
}

} // namespace Custody
