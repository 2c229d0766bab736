// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/acquisition.h"
#include "dialogs/imageoutputdialog.h"

#include <QGroupBox>

#include <functional>
#include <optional>

class QListWidget;
class QPushButton;

namespace Custody {

// The acquisition dialog's destinations besides its main image: more images of the same read
// (AlsoOutput, each set up in an ImageOutputDialog). A compact list, one line per destination with
// Edit… and Remove, so the dialog keeps its height however many there are.
class DestinationList : public QGroupBox
{
    Q_OBJECT

public:
    explicit DestinationList(QString sourcePath, QWidget *parent = nullptr);

    // The files an image output writes, and the main image's base (which no other may repeat).
    void setPlannedFiles(ImageOutputDialog::PlannedFiles planned)
    {
        m_planned = std::move(planned);
    }
    void setMainBase(std::function<QString()> mainBase) { m_mainBase = std::move(mainBase); }

    const QList<AlsoOutput> &images() const { return m_images; }
    void addImage(const AlsoOutput &output);
    // Why the destinations cannot be written as they are (two with one base); empty when they
    // can.
    QStringList errors() const;

Q_SIGNALS:
    void changed();

private:
    void refresh();
    void editImage(int index); // -1: a new one
    void editSelected();
    void removeSelected();
    QStringList basesOtherThan(int index) const;

    QString m_sourcePath;
    ImageOutputDialog::PlannedFiles m_planned;
    std::function<QString()> m_mainBase;
    QList<AlsoOutput> m_images;
    QListWidget *m_list = nullptr;
    QPushButton *m_addImage = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_remove = nullptr;
};

} // namespace Custody
