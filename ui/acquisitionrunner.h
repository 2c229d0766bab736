// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/acquisition.h"

#include "util/backgroundjob.h"

#include <QObject>

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

    // Prepares and runs the acquisition on its thread; poll is called every 250 ms meanwhile.
    void start(std::function<void()> poll = {});
    void cancel() { m_acquisition->cancel(); }
    bool isRunning() const { return m_job.isRunning(); }
    const Acquisition &acquisition() const { return *m_acquisition; }
    Acquisition &acquisition() { return *m_acquisition; }

Q_SIGNALS:
    void startFailed(const Custody::Error &error);
    void finished(const Custody::AcquisitionRecord &record);

private:
    std::unique_ptr<Acquisition> m_acquisition;
    std::optional<Error> m_startError;
    AcquisitionRecord m_record;
    BackgroundJob m_job{QStringLiteral("custody-acquisition")};
};

} // namespace Custody
