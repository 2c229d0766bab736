// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "guisettings.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace Custody {

// File → Job queue…: how many jobs of the queue run at once, how many on one destination disk,
// the disks with a limit of their own (each named by a folder on it), how long a job waits for
// its drive (each shows what "automatic" means on this computer), and the status file kept for a
// lab's dashboard.
class QueueLimitsDialog : public QDialog
{
    Q_OBJECT

public:
    QueueLimitsDialog(const QueueLimits &limits, const QString &statusFile,
                      QWidget *parent = nullptr);

    QueueLimits limits() const;
    QString statusFile() const;
    // What Add folder… does with the folder chosen: a row for its disk, or, when the folder names
    // no disk of its own (Cli::limitedDiskKey) or a disk that has a row already, no row and why,
    // under the table.
    bool addDiskLimitFolder(const QString &folder);

private:
    QWidget *diskLimitsEditor(const QList<QueueLimits::DiskLimit> &limits);
    void addDiskLimit(const QueueLimits::DiskLimit &limit);
    // Says under the table when two rows (from a settings file written by hand) name one disk.
    void noteDisksNamedTwice(const QList<QueueLimits::DiskLimit> &limits);

    QSpinBox *m_jobs;
    QSpinBox *m_perDisk;
    QTableWidget *m_diskLimits; // folder, and a spin box of jobs at once
    QLabel *m_diskLimitProblem; // why the folder chosen last was not added
    QSpinBox *m_driveWait;      // minutes
    QLineEdit *m_statusFile;
};

} // namespace Custody
