// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The main window's read-only mounts of images: Mount image read-only… (File), Mounted images
// (View), and undoing them when the window closes.

#include "mainwindow.h"

#include "acquisitionpanel.h"
#include "dialogs/mountimagedialog.h"
#include "mount/imagemount.h"
#include "mountswindow.h"

#include <QAction>

namespace Custody {

void MainWindow::createMountActions()
{
    // FUSE, loop devices and mounts need root: for anyone else the feature is not there.
    if (!ImageMount::isAvailable())
        return;
    m_mounts = new MountsWindow(this);
    m_mountAction = new QAction(tr("&Mount image read-only…"), this);
    m_mountAction->setObjectName(QStringLiteral("mountImageAction"));
    m_mountAction->setToolTip(tr("Show an image (raw, split or E01) read-only in an empty folder, "
                                 "with each file system it holds mounted read-only"));
    connect(m_mountAction, &QAction::triggered, this, &MainWindow::mountImage);
    m_mountsAction = new QAction(tr("Mounted &images"), this);
    m_mountsAction->setObjectName(QStringLiteral("mountedImagesAction"));
    m_mountsAction->setToolTip(tr("The images mounted read-only: open their folders, unmount"));
    connect(m_mountsAction, &QAction::triggered, m_mounts, [this] {
        m_mounts->show();
        m_mounts->raise();
    });
}

void MainWindow::mountImage()
{
    auto *dialog
        = new MountImageDialog(m_guiSettings.acquisitionDefaults().lastDestinationFolder, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // From a finished acquisition's tab: its image.
    if (const auto *panel = qobject_cast<AcquisitionPanel *>(m_tabs->currentWidget());
        panel && panel->record() && !panel->record()->imageFiles().isEmpty())
        dialog->setImagePath(panel->record()->imageFiles().constFirst());
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        m_mounts->mount(dialog->imagePath(), dialog->directory());
        m_mounts->show();
        m_mounts->raise();
    });
    dialog->open();
}

QString MainWindow::unmountImages()
{
    return m_mounts ? m_mounts->unmountAll() : QString();
}

} // namespace Custody
