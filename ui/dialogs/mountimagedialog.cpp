// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/mountimagedialog.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <functional>

namespace Custody {

namespace {

// A path field with its Browse… button; `browse` asks for the path.
QWidget *pathRow(QLineEdit *field, const QString &buttonText, QWidget *parent,
                 const std::function<QString()> &browse)
{
    auto *row = new QWidget(parent);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(field, 1);
    auto *button = new QPushButton(buttonText, row);
    button->setAccessibleName(buttonText);
    layout->addWidget(button);
    QObject::connect(button, &QPushButton::clicked, field, [field, browse] {
        if (const QString chosen = browse(); !chosen.isEmpty())
            field->setText(chosen);
    });
    return row;
}

} // namespace

MountImageDialog::MountImageDialog(const QString &folder, QWidget *parent)
    : QDialog(parent)
    , m_folder(folder)
{
    setWindowTitle(tr("Mount image read-only"));
    auto *explanation
        = new QLabel(tr("The image is shown read-only as image.raw in the folder, read through "
                        "Custody's own readers (a damaged E01 chunk is a read error, never other "
                        "bytes), and each file system it holds is mounted read-only below it "
                        "without replaying a journal. Encrypted volumes are listed, not "
                        "unlocked. The folder must be empty."));
    explanation->setWordWrap(true);

    m_image = new QLineEdit;
    m_image->setObjectName(QStringLiteral("mountImagePath"));
    m_image->setAccessibleName(tr("Image"));
    m_directory = new QLineEdit;
    m_directory->setObjectName(QStringLiteral("mountDirectory"));
    m_directory->setAccessibleName(tr("Empty folder to mount on"));
    auto *imageLabel = new QLabel(tr("&Image:"));
    imageLabel->setBuddy(m_image);
    auto *directoryLabel = new QLabel(tr("&Folder:"));
    directoryLabel->setBuddy(m_directory);
    auto *form = new QFormLayout;
    form->addRow(imageLabel, pathRow(m_image, tr("&Browse…"), this, [this] {
                     return QFileDialog::getOpenFileName(
                         this, tr("Image to mount"), m_folder,
                         tr("Images (*.dd *.raw *.img *.001 *.E01 *.e01);;All files (*)"));
                 }));
    form->addRow(directoryLabel, pathRow(m_directory, tr("Bro&wse…"), this, [this] {
                     return QFileDialog::getExistingDirectory(this, tr("Empty folder to mount on"),
                                                              m_folder);
                 }));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_mount = buttons->addButton(tr("&Mount"), QDialogButtonBox::AcceptRole);
    m_mount->setObjectName(QStringLiteral("mountButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_image, &QLineEdit::textChanged, this, &MountImageDialog::revalidate);
    connect(m_directory, &QLineEdit::textChanged, this, &MountImageDialog::revalidate);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(explanation);
    layout->addLayout(form);
    layout->addWidget(buttons);
    revalidate();
}

QString MountImageDialog::imagePath() const
{
    return m_image->text().trimmed();
}

QString MountImageDialog::directory() const
{
    return m_directory->text().trimmed();
}

void MountImageDialog::setImagePath(const QString &path)
{
    m_image->setText(path);
}

void MountImageDialog::setDirectory(const QString &path)
{
    m_directory->setText(path);
}

void MountImageDialog::revalidate()
{
    m_mount->setEnabled(!imagePath().isEmpty() && !directory().isEmpty());
}

} // namespace Custody
