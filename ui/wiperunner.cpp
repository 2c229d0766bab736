// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wiperunner.h"

namespace Custody {

WipeRunner::WipeRunner(WipeRequest request, std::optional<DeviceInfo> confirmed, QObject *parent)
    : QObject(parent)
    , m_wipe(std::move(request))
    , m_confirmed(std::move(confirmed))
{
    qRegisterMetaType<Custody::Error>();
    qRegisterMetaType<Custody::WipeCertificate>();
    connect(&m_job, &BackgroundJob::finished, this, [this] {
        // Copies on this stack frame: a receiver may delete the runner.
        if (m_startError) {
            const Error error = *m_startError;
            Q_EMIT startFailed(error);
        } else {
            const WipeCertificate certificate = m_certificate;
            Q_EMIT finished(certificate);
        }
    });
}

WipeRunner::~WipeRunner()
{
    // BackgroundJob's destructor waits for the thread: the wipe stops at its next block and
    // still writes its certificate.
    if (m_job.isRunning())
        m_wipe.cancel();
}

QString WipeRunner::differenceFromConfirmed(const SourceIdentity &opened,
                                            const DeviceInfo &confirmed)
{
    const QString serial = opened.serial.value_or(QString()).trimmed();
    if (serial.compare(confirmed.serial.trimmed(), Qt::CaseInsensitive) != 0)
        return tr("it reports the serial number \"%1\", but the drive confirmed was \"%2\"")
            .arg(serial, confirmed.serial.trimmed());
    if (opened.sizeBytes != confirmed.sizeBytes)
        return tr("it holds %1 bytes, but the drive confirmed held %2")
            .arg(opened.sizeBytes)
            .arg(confirmed.sizeBytes);
    return {};
}

void WipeRunner::start(std::function<void()> poll)
{
    m_job.start(
        [this] {
            if (const Result<void> prepared = m_wipe.prepare(); !prepared) {
                m_startError = prepared.error();
                return;
            }
            m_prepared.store(true, std::memory_order_release);
            if (m_confirmed) {
                const QString difference
                    = differenceFromConfirmed(m_wipe.driveIdentity(), *m_confirmed);
                if (!difference.isEmpty()) {
                    m_startError = Error::fromErrno(Error::Code::DriveRefused, 0,
                                                    m_wipe.request().devicePath, -1,
                                                    tr("%1: another drive under the same name? "
                                                       "Choose it again in the drive list")
                                                        .arg(difference));
                    return;
                }
            }
            m_certificate = m_wipe.execute();
        },
        std::move(poll));
}

} // namespace Custody
