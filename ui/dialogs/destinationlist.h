// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/acquisition.h"
#include "dialogs/clonedrivedialog.h"
#include "dialogs/imageoutputdialog.h"

#include <QGroupBox>

#include <functional>
#include <optional>

class QListWidget;
class QPushButton;

namespace Custody {

// The acquisition dialog's destinations besides its main image: more images of the same read
// (AlsoOutput, each set up in an ImageOutputDialog) and at most one drive to clone onto (chosen
// in a CloneDriveDialog). A compact list, one line per destination with Edit… and Remove, so the
// dialog keeps its height however many there are.
class DestinationList : public QGroupBox
{
    Q_OBJECT

public:
    DestinationList(QString sourcePath, qint64 sourceBytes, QWidget *parent = nullptr);

    // The drives a clone may be offered (the device list's), asked for when Clone is clicked.
    void setDrives(std::function<QList<DeviceInfo>()> drives) { m_drives = std::move(drives); }
    // How a drive is asked of the write gate (tests give a stand-in).
    void setDriveCheck(CloneDriveDialog::DriveCheck check) { m_driveCheck = std::move(check); }
    // The files an image output writes, and the main image's base (which no other may repeat).
    void setPlannedFiles(ImageOutputDialog::PlannedFiles planned)
    {
        m_planned = std::move(planned);
    }
    void setMainBase(std::function<QString()> mainBase) { m_mainBase = std::move(mainBase); }

    const QList<AlsoOutput> &images() const { return m_images; }
    const std::optional<CloneChoice> &clone() const { return m_clone; }
    void addImage(const AlsoOutput &output);
    void setClone(std::optional<CloneChoice> clone);
    // Why the destinations cannot be written as they are (two with one base, a clone's drive
    // smaller than the source); empty when they can.
    QStringList errors() const;

Q_SIGNALS:
    void changed();

private:
    void refresh();
    void editImage(int index); // -1: a new one
    void editClone();
    void editSelected();
    void removeSelected();
    QStringList basesOtherThan(int index) const;

    QString m_sourcePath;
    qint64 m_sourceBytes = 0;
    std::function<QList<DeviceInfo>()> m_drives;
    CloneDriveDialog::DriveCheck m_driveCheck = &CloneDriveDialog::gateRefusal;
    ImageOutputDialog::PlannedFiles m_planned;
    std::function<QString()> m_mainBase;
    QList<AlsoOutput> m_images;
    std::optional<CloneChoice> m_clone;
    QListWidget *m_list = nullptr;
    QPushButton *m_addImage = nullptr;
    QPushButton *m_addClone = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_remove = nullptr;
};

} // namespace Custody
