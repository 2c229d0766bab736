// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/queuelimitsdialog.h"
#include "dialogs/formrows.h"

#include "cli/queueresources.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
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
    , m_diskLimits(new QTableWidget(0, 2, this))
    , m_diskLimitProblem(new QLabel(this))
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
    form->addRow(tr("Disks with a limit of their own:"), diskLimitsEditor(limits.diskLimits));
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

QWidget *QueueLimitsDialog::diskLimitsEditor(const QList<QueueLimits::DiskLimit> &limits)
{
    m_diskLimits->setObjectName(QStringLiteral("queueDiskLimits"));
    m_diskLimits->setAccessibleName(tr("Disks with a limit of their own"));
    m_diskLimits->setHorizontalHeaderLabels({tr("Folder on the disk"), tr("Jobs at once")});
    m_diskLimits->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_diskLimits->verticalHeader()->hide();
    m_diskLimits->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_diskLimits->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_diskLimits->setToolTip(tr("A disk that takes fewer or more jobs at once than the others (a "
                                "USB disk one at a time, a NAS three), named by a folder on it; "
                                "its limit holds over the one for each disk. While its folder is "
                                "not there, or is on the root file system (its disk not "
                                "mounted), the limit is for no disk; the root file system is "
                                "limited as /."));
    m_diskLimits->setMinimumHeight(fontMetrics().height() * 6);
    for (const QueueLimits::DiskLimit &limit : limits)
        addDiskLimit(limit);
    auto *add = new QPushButton(tr("&Add folder…"), this);
    add->setObjectName(QStringLiteral("addDiskLimitButton"));
    connect(add, &QPushButton::clicked, this, [this] {
        const QString folder
            = QFileDialog::getExistingDirectory(this, tr("A folder on the disk to limit"));
        if (!folder.isEmpty())
            addDiskLimitFolder(folder);
    });
    auto *remove = new QPushButton(tr("&Remove"), this);
    remove->setObjectName(QStringLiteral("removeDiskLimitButton"));
    remove->setEnabled(false);
    connect(m_diskLimits, &QTableWidget::itemSelectionChanged, remove,
            [this, remove] { remove->setEnabled(!m_diskLimits->selectedItems().isEmpty()); });
    connect(remove, &QPushButton::clicked, this, [this] {
        for (int row = m_diskLimits->rowCount() - 1; row >= 0; --row) {
            if (m_diskLimits->item(row, 0)->isSelected())
                m_diskLimits->removeRow(row);
        }
        m_diskLimitProblem->hide(); // said of rows that may be gone now
        noteDisksNamedTwice(this->limits().diskLimits);
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    auto *editor = new QWidget(this);
    auto *layout = new QVBoxLayout(editor);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_diskLimits);
    layout->addLayout(buttons);
    m_diskLimitProblem->setObjectName(QStringLiteral("diskLimitProblem"));
    m_diskLimitProblem->setWordWrap(true);
    m_diskLimitProblem->hide();
    layout->addWidget(m_diskLimitProblem);
    noteDisksNamedTwice(limits);
    return editor;
}

bool QueueLimitsDialog::addDiskLimitFolder(const QString &folder)
{
    const auto refuse = [this](const QString &why) {
        m_diskLimitProblem->setText(why);
        m_diskLimitProblem->show();
        return false;
    };
    const Result<QString> disk = Cli::limitedDiskKey(folder);
    if (!disk)
        return refuse(tr("%1 names no disk of its own: it is not there, or it is on the root file "
                         "system because its disk is not mounted. Mount the disk and choose a "
                         "folder on it, or / for the root file system.")
                          .arg(folder));
    for (int row = 0; row < m_diskLimits->rowCount(); ++row) {
        const QString other = m_diskLimits->item(row, 0)->text();
        if (const Result<QString> otherDisk = Cli::limitedDiskKey(other);
            otherDisk && *otherDisk == *disk)
            return refuse(tr("%1 is on the same disk as %2, which has a limit already: change "
                             "that row's number instead.")
                              .arg(folder, other));
    }
    m_diskLimitProblem->hide();
    addDiskLimit({folder, 1});
    return true;
}

void QueueLimitsDialog::noteDisksNamedTwice(const QList<QueueLimits::DiskLimit> &limits)
{
    QHash<QString, QString> folderOf; // by disk
    for (const QueueLimits::DiskLimit &limit : limits) {
        const Result<QString> disk = Cli::limitedDiskKey(limit.folder);
        if (!disk)
            continue;
        if (const auto earlier = folderOf.constFind(*disk); earlier != folderOf.cend()) {
            m_diskLimitProblem->setText(tr("%1 and %2 are on the same disk: the queue takes the "
                                           "lower of their limits. Remove one of them.")
                                            .arg(*earlier, limit.folder));
            m_diskLimitProblem->show();
            return;
        }
        folderOf.insert(*disk, limit.folder);
    }
}

void QueueLimitsDialog::addDiskLimit(const QueueLimits::DiskLimit &limit)
{
    const int row = m_diskLimits->rowCount();
    m_diskLimits->insertRow(row);
    auto *folder = new QTableWidgetItem(limit.folder);
    folder->setToolTip(limit.folder);
    m_diskLimits->setItem(row, 0, folder);
    auto *jobs = new QSpinBox(m_diskLimits);
    jobs->setRange(1, MostJobs);
    jobs->setValue(limit.jobs);
    jobs->setAccessibleName(tr("Jobs at once on the disk of %1").arg(limit.folder));
    m_diskLimits->setCellWidget(row, 1, jobs);
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
    for (int row = 0; row < m_diskLimits->rowCount(); ++row) {
        const auto *jobs = qobject_cast<const QSpinBox *>(m_diskLimits->cellWidget(row, 1));
        limits.diskLimits.append({m_diskLimits->item(row, 0)->text(), jobs ? jobs->value() : 1});
    }
    return limits;
}

} // namespace Custody
