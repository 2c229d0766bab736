// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "guisettings.h"

#include <QDialog>

class QLineEdit;
class QSpinBox;

namespace Custody {

// File → Job queue…: how many jobs of the queue run at once, how many on one destination disk,
// how long a job waits for its drive (each shows what "automatic" means on this computer), and
// the status file kept for a lab's dashboard.
class QueueLimitsDialog : public QDialog
{
    Q_OBJECT

public:
    QueueLimitsDialog(const QueueLimits &limits, const QString &statusFile,
                      QWidget *parent = nullptr);

    QueueLimits limits() const;
    QString statusFile() const;

private:
    QSpinBox *m_jobs;
    QSpinBox *m_perDisk;
    QSpinBox *m_driveWait; // minutes
    QLineEdit *m_statusFile;
};

} // namespace Custody
