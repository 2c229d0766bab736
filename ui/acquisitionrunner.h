// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/acquisition.h"

#include <QObject>
#include <QThread>

#include <memory>

namespace Custody {

// Runs one Acquisition on its own thread: prepare() (opening the source, write-blocking it and
// creating the outputs are I/O too) and then execute(). The GUI thread only reads the
// acquisition's lock-free counters from a timer and hears about the two transitions.
class AcquisitionRunner : public QObject
{
    Q_OBJECT

public:
    explicit AcquisitionRunner(std::unique_ptr<Acquisition> acquisition, QObject *parent = nullptr);
    ~AcquisitionRunner() override; // cancels and waits: the image and map are left consistent

    void start();
    void cancel() { m_acquisition->cancel(); }
    bool isRunning() const { return m_thread && m_thread->isRunning(); }
    const Acquisition &acquisition() const { return *m_acquisition; }
    Acquisition &acquisition() { return *m_acquisition; }

Q_SIGNALS:
    void startFailed(const Custody::Error &error);
    void finished(const Custody::AcquisitionRecord &record);

private:
    std::unique_ptr<Acquisition> m_acquisition;
    std::unique_ptr<QThread> m_thread;
};

} // namespace Custody
