// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "guisettings.h"

#include <QDialog>

class QSpinBox;

namespace Custody {

// Jobs → Limits…: how many jobs of the queue run at once, how many on one destination disk, and
// how long a job waits for its drive; each shows what "automatic" means on this computer.
class QueueLimitsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit QueueLimitsDialog(const QueueLimits &limits, QWidget *parent = nullptr);

    QueueLimits limits() const;

private:
    QSpinBox *m_jobs;
    QSpinBox *m_perDisk;
    QSpinBox *m_driveWait; // minutes
};

} // namespace Custody
