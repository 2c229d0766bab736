// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/queuelimitsdialog.h"
#include "dialogs/formrows.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

namespace Custody {

namespace {

constexpr int MostJobs = 256;
constexpr int MostWaitMinutes = 7 * 24 * 60;

} // namespace

QueueLimitsDialog::QueueLimitsDialog(const QueueLimits &limits, const QString &statusFile,
                                     QWidget *parent)
    : QDialog(parent)
    , m_jobs(new QSpinBox(this))
    , m_perDisk(new QSpinBox(this))
    , m_driveWait(new QSpinBox(this))
    , m_statusFile(new QLineEdit(statusFile, this))
{
    setWindowTitle(tr("Job queue"));
    m_jobs->setObjectName(QStringLiteral("queueJobs"));
    m_jobs->setRange(0, MostJobs);
    m_jobs->setSpecialValueText(tr("Automatic: %n at once", nullptr, QueueLimits::automaticJobs()));
    m_jobs->setValue(limits.jobs);
    m_jobs->setToolTip(tr("Automatic is half of this computer's %n core(s), at least one: the "
                          "hashes of one acquisition keep about two cores busy.",
                          nullptr, QThread::idealThreadCount()));
    m_perDisk->setObjectName(QStringLiteral("queuePerDisk"));
    m_perDisk->setRange(0, MostJobs);
    m_perDisk->setSpecialValueText(tr("Automatic: one at a time on a spinning disk"));
    m_perDisk->setValue(limits.perDisk);
    m_perDisk->setToolTip(tr("How many jobs at once may write to (or read images from) one "
                             "destination disk or file system."));
    m_driveWait->setObjectName(QStringLiteral("queueDriveWait"));
    m_driveWait->setRange(0, MostWaitMinutes);
    m_driveWait->setSuffix(tr(" min"));
    m_driveWait->setSpecialValueText(tr("Do not wait"));
    m_driveWait->setValue((limits.driveWaitSeconds + 59) / 60);
    m_driveWait->setToolTip(tr("A job whose drive or file is not connected when its turn comes "
                               "waits this long for it, then is not run; nothing of it is "
                               "touched, a stopped acquisition's image and map stay resumable."));

    m_statusFile->setObjectName(QStringLiteral("queueStatusFile"));
    m_statusFile->setPlaceholderText(tr("none"));
    m_statusFile->setToolTip(tr("A JSON file, replaced whole every two seconds, with every job's "
                                "state, progress, rate, time left and bad sectors, for a lab's "
                                "dashboard. It must be new or an earlier status file."));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString chosen = QFileDialog::getSaveFileName(
            this, tr("Status file for a dashboard"), m_statusFile->text(), tr("JSON (*.json)"),
            nullptr, QFileDialog::DontConfirmOverwrite);
        if (!chosen.isEmpty())
            m_statusFile->setText(chosen);
    });
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_statusFile, 1);
    statusRow->addWidget(browse);

    auto *form = new QFormLayout;
    form->addRow(tr("Jobs at once:"), m_jobs);
    form->addRow(tr("Jobs at once on one disk:"), m_perDisk);
    form->addRow(tr("Wait for a disconnected drive:"), m_driveWait);
    addRowFor(form, tr("Status file for a dashboard:"), m_statusFile, statusRow);
    auto *note = new QLabel(tr("One job at a time reads a drive, and a job that reads or writes "
                               "what an earlier job writes waits for it, whatever the limits."),
                            this);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

QString QueueLimitsDialog::statusFile() const
{
    return m_statusFile->text().trimmed();
}

QueueLimits QueueLimitsDialog::limits() const
{
    QueueLimits limits;
    limits.jobs = m_jobs->value();
    limits.perDisk = m_perDisk->value();
    limits.driveWaitSeconds = m_driveWait->value() * 60;
    return limits;
}

} // namespace Custody
