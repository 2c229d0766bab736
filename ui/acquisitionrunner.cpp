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
}

AcquisitionRunner::~AcquisitionRunner()
{
    if (m_thread) {
        m_acquisition->cancel();
        m_thread->wait();
    }
}

void AcquisitionRunner::start()
{
    Q_ASSERT(!m_thread);
    m_thread.reset(QThread::create([this] {
        if (const Result<void> prepared = m_acquisition->prepare(); !prepared) {
            QMetaObject::invokeMethod(
                this, [this, error = prepared.error()] { Q_EMIT startFailed(error); });
            return;
        }
        AcquisitionRecord record = m_acquisition->execute();
        QMetaObject::invokeMethod(this,
                                  [this, record = std::move(record)] { Q_EMIT finished(record); });
    }));
    m_thread->setObjectName(QStringLiteral("custody-acquisition"));
    m_thread->start();
}

} // namespace Custody
