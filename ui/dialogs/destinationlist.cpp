// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/destinationlist.h"

#include "widgets/localeunits.h"

#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace Custody {

namespace {

// The clone's row carries this instead of an index into the images.
constexpr int CloneRow = -1;

} // namespace

DestinationList::DestinationList(QString sourcePath, qint64 sourceBytes, QWidget *parent)
    : QGroupBox(tr("More destinations"), parent)
    , m_sourcePath(std::move(sourcePath))
    , m_sourceBytes(sourceBytes)
{
    setObjectName(QStringLiteral("destinationList"));
    auto *layout = new QVBoxLayout(this);
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("destinations"));
    m_list->setAccessibleName(tr("Destinations"));
    m_list->setTextElideMode(Qt::ElideMiddle);
    m_list->setToolTip(tr("Each destination is written from the same read, with the same hashes; "
                          "double-click one to edit it."));
    // Three rows in view whatever the number of destinations: the dialog keeps its height.
    m_list->setFixedHeight(m_list->fontMetrics().lineSpacing() * 3 + 2 * m_list->frameWidth() + 8);
    layout->addWidget(m_list);
    auto *buttons = new QHBoxLayout;
    m_addImage = new QPushButton(tr("&Add image…"));
    m_addImage->setObjectName(QStringLiteral("addImageButton"));
    m_addClone = new QPushButton(tr("Clone to dr&ive…"));
    m_addClone->setObjectName(QStringLiteral("cloneButton"));
    m_addClone->setToolTip(tr("Write the source onto a whole drive, sector for sector (a restore "
                              "when the source is an image file)."));
    m_edit = new QPushButton(tr("Edit…"));
    m_edit->setObjectName(QStringLiteral("editDestinationButton"));
    m_remove = new QPushButton(tr("Remove"));
    m_remove->setObjectName(QStringLiteral("removeDestinationButton"));
    for (QPushButton *button : {m_addImage, m_addClone, m_edit, m_remove}) {
        button->setAutoDefault(false);
        buttons->addWidget(button);
    }
    buttons->addStretch();
    layout->addLayout(buttons);
    connect(m_addImage, &QPushButton::clicked, this, [this] { editImage(-1); });
    connect(m_addClone, &QPushButton::clicked, this, &DestinationList::editClone);
    connect(m_edit, &QPushButton::clicked, this, &DestinationList::editSelected);
    connect(m_remove, &QPushButton::clicked, this, &DestinationList::removeSelected);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &DestinationList::editSelected);
    connect(m_list, &QListWidget::currentRowChanged, this, &DestinationList::refresh);
    refresh();
}

void DestinationList::addImage(const AlsoOutput &output)
{
    m_images << output;
    refresh();
    Q_EMIT changed();
}

void DestinationList::setClone(std::optional<CloneChoice> clone)
{
    m_clone = std::move(clone);
    refresh();
    Q_EMIT changed();
}

QStringList DestinationList::errors() const
{
    QStringList errors;
    for (int index = 0; index < m_images.size(); ++index) {
        if (basesOtherThan(index).contains(m_images[index].basePath))
            errors << tr("%1 is the name of two outputs: give each its own name or folder.")
                          .arg(m_images[index].basePath);
    }
    if (m_clone) {
        if (const QString shortfall = cloneShortfall(m_clone->drive, m_sourceBytes);
            !shortfall.isEmpty())
            errors << shortfall;
    }
    return errors;
}

QStringList DestinationList::basesOtherThan(int index) const
{
    QStringList bases;
    if (m_mainBase)
        bases << m_mainBase();
    for (int other = 0; other < m_images.size(); ++other) {
        if (other != index)
            bases << m_images[other].basePath;
    }
    return bases;
}

void DestinationList::refresh()
{
    const int selected = m_list->currentRow();
    const QSignalBlocker quiet(m_list);
    m_list->clear();
    for (int index = 0; index < m_images.size(); ++index) {
        const AlsoOutput &image = m_images[index];
        const QString format = image.format == ImageFormat::Ewf        ? tr("E01")
                               : image.format == ImageFormat::SplitRaw ? tr("split raw")
                                                                       : tr("raw");
        auto *item
            = new QListWidgetItem(image.verify == VerifyPolicy::None
                                      ? tr("Image %1 (%2)").arg(image.basePath, format)
                                      : tr("Image %1 (%2, read back)").arg(image.basePath, format));
        item->setData(Qt::UserRole, index);
        item->setToolTip(item->text());
        m_list->addItem(item);
    }
    if (m_clone) {
        const QString excess
            = !m_clone->excessFill        ? tr("the sectors past the source left as they are")
              : *m_clone->excessFill == 0 ? tr("the sectors past the source written with zeros")
                                          : tr("the sectors past the source written with 0x%1")
                                                .arg(*m_clone->excessFill, 2, 16, QLatin1Char('0'));
        auto *item
            = new QListWidgetItem(tr("Clone onto %1: %2, %3; %4")
                                      .arg(m_clone->drive.devicePath, m_clone->drive.displayName(),
                                           displayBytes(m_clone->drive.sizeBytes), excess));
        item->setData(Qt::UserRole, CloneRow);
        item->setToolTip(item->text());
        m_list->addItem(item);
    }
    if (m_list->count() == 0)
        m_list->addItem(tr("Only the image above."));
    m_list->setCurrentRow(qMin(selected, m_list->count() - 1));
    const bool chosen
        = m_list->currentItem() && m_list->currentItem()->data(Qt::UserRole).isValid();
    m_edit->setEnabled(chosen);
    m_remove->setEnabled(chosen);
    // One drive at most: Edit… changes it.
    m_addClone->setEnabled(!m_clone);
}

void DestinationList::editSelected()
{
    const QListWidgetItem *item = m_list->currentItem();
    if (!item || !item->data(Qt::UserRole).isValid())
        return;
    const int index = item->data(Qt::UserRole).toInt();
    if (index == CloneRow)
        editClone();
    else
        editImage(index);
}

void DestinationList::removeSelected()
{
    const QListWidgetItem *item = m_list->currentItem();
    if (!item || !item->data(Qt::UserRole).isValid())
        return;
    const int index = item->data(Qt::UserRole).toInt();
    if (index == CloneRow)
        m_clone.reset();
    else
        m_images.removeAt(index);
    refresh();
    Q_EMIT changed();
}

void DestinationList::editImage(int index)
{
    AlsoOutput start;
    if (index >= 0)
        start = m_images[index];
    else
        start.format = ImageFormat::Ewf; // the usual second copy: E01 beside a raw master
    auto *dialog
        = new ImageOutputDialog(start, m_sourcePath, m_planned, basesOtherThan(index), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, index] {
        if (index >= 0 && index < m_images.size()) {
            m_images[index] = dialog->output();
            refresh();
            Q_EMIT changed();
        } else {
            addImage(dialog->output());
        }
    });
    dialog->open();
}

void DestinationList::editClone()
{
    auto *dialog = new CloneDriveDialog(m_sourcePath, m_sourceBytes,
                                        m_drives ? m_drives() : QList<DeviceInfo>(), m_clone,
                                        m_driveCheck, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { setClone(dialog->choice()); });
    dialog->open();
}

} // namespace Custody
