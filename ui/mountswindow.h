// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "errand.h"

#include <QDialog>

#include <memory>
#include <vector>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace Custody {

class ImageMount;

// The images this process shows read-only (ImageMount, the GUI's Mount read-only…): each with
// its folder, the view file, the layout and the file systems mounted or why not, and Open
// folder and Unmount. Mounting reads the image and unmounting waits for the kernel, so both run
// on an Errand, one at a time (the buttons and mount() refuse while one runs); quitting waits
// for it. What something still holds stays mounted and is said.
class MountsWindow : public QDialog
{
    Q_OBJECT

public:
    explicit MountsWindow(QWidget *parent = nullptr);
    ~MountsWindow() override;

    // Mounts `imagePath` on `directory` off the GUI thread; false (and said) while another
    // mount or unmount runs.
    bool mount(const QString &imagePath, const QString &directory);
    bool isBusy() const { return m_work.isRunning(); }
    int mountCount() const { return int(m_mounts.size()); }
    // Unmounts every image now, on the GUI thread (quitting): "" or what still holds some.
    QString unmountAll();

Q_SIGNALS:
    // After a mount or an unmount ended, whatever its outcome.
    void settled();

private:
    void showMounts();
    void unmountSelected();
    void openSelectedFolder();
    void updateButtons();
    int selectedMount() const;

    QTreeWidget *m_tree = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_unmount = nullptr;
    std::vector<std::shared_ptr<ImageMount>> m_mounts;
    Errand m_work;
};

} // namespace Custody
