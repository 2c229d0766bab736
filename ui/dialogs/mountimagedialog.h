// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

class QLineEdit;
class QPushButton;

namespace Custody {

// Asks for an image (raw, any segment of a split image, or E01) and an empty folder to show it
// on, read-only (ImageMount): the image as FOLDER/image.raw and each file system it holds below
// it. Mount stays disabled until both are given; the folder is checked when it is mounted, off
// the GUI thread (MountsWindow).
class MountImageDialog : public QDialog
{
    Q_OBJECT

public:
    explicit MountImageDialog(const QString &folder, QWidget *parent = nullptr);

    QString imagePath() const;
    QString directory() const;
    void setImagePath(const QString &path);
    void setDirectory(const QString &path);

private:
    void revalidate();

    QString m_folder;
    QLineEdit *m_image = nullptr;
    QLineEdit *m_directory = nullptr;
    QPushButton *m_mount = nullptr;
};

} // namespace Custody
