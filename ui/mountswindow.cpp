// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "mountswindow.h"

#include "mount/imagemount.h"
#include "report/layouttext.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace Custody {

namespace {

// What one mount shows below its row: the view file, the layout, each file system.
QStringList mountLines(const ImageMount &mount)
{
    QStringList lines{MountsWindow::tr("Image: %1 (read-only)").arg(mount.viewFile())};
    if (const Result<MediumLayout> &layout = mount.layout(); !layout) {
        lines
            << MountsWindow::tr("Layout: could not be read: %1").arg(layout.error().userMessage());
    } else {
        lines << MountsWindow::tr("Partition table: %1").arg(LayoutText::tableLine(*layout));
        lines << LayoutText::regionLines(*layout);
        if (const QString warning = LayoutText::encryptionWarning(*layout); !warning.isEmpty())
            lines << warning;
    }
    for (const VolumeMounts::Volume &volume : mount.volumes())
        lines << ImageMount::volumeLine(volume);
    return lines;
}

} // namespace

MountsWindow::MountsWindow(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Mounted images"));
    m_tree = new QTreeWidget;
    m_tree->setObjectName(QStringLiteral("mounts"));
    m_tree->setAccessibleName(tr("Images mounted read-only"));
    m_tree->setHeaderHidden(true);
    m_tree->setColumnCount(1);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("mountStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setTextFormat(Qt::PlainText);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_open = buttons->addButton(tr("&Open folder"), QDialogButtonBox::ActionRole);
    m_open->setObjectName(QStringLiteral("openMountFolder"));
    m_unmount = buttons->addButton(tr("&Unmount"), QDialogButtonBox::ActionRole);
    m_unmount->setObjectName(QStringLiteral("unmountButton"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);
    connect(m_open, &QPushButton::clicked, this, &MountsWindow::openSelectedFolder);
    connect(m_unmount, &QPushButton::clicked, this, &MountsWindow::unmountSelected);
    connect(m_tree, &QTreeWidget::itemSelectionChanged, this, &MountsWindow::updateButtons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(720, 420);
    showMounts();
}

// Whatever is still mounted when the window goes (the application ends) is undone by
// ImageMount's destructor: the file systems, then the view.
MountsWindow::~MountsWindow() = default;

bool MountsWindow::mount(const QString &imagePath, const QString &directory)
{
    if (isBusy()) {
        m_status->setText(tr("Wait until the mount or unmount under way has ended."));
        return false;
    }
    m_status->setText(tr("Mounting %1 on %2…").arg(imagePath, directory));
    updateButtons();
    m_work.run(
        [this, imagePath, directory]() -> Errand::Answer {
            std::shared_ptr<ImageMount> mounted;
            Result<std::unique_ptr<ImageMount>> result = ImageMount::mount(imagePath, directory);
            // The folder's problems are said as they are; the image's with their context.
            const QString problem = result ? QString()
                                    : result.error().code == Error::Code::InvalidArgument
                                        ? result.error().detail
                                        : result.error().userMessage();
            if (result)
                mounted = std::move(*result);
            return [this, mounted, problem, imagePath] {
                if (mounted) {
                    m_mounts.push_back(mounted);
                    m_status->setText(
                        tr("Mounted %1 read-only on %2.")
                            .arg(QFileInfo(imagePath).fileName(), mounted->directory()));
                } else {
                    m_status->setText(tr("Not mounted: %1").arg(problem));
                }
                showMounts();
                Q_EMIT settled();
            };
        },
        Errand::OnQuit::Finish);
    updateButtons();
    return true;
}

QString MountsWindow::unmountAll()
{
    QStringList left;
    for (auto mount = m_mounts.begin(); mount != m_mounts.end();) {
        if (const QString busy = (*mount)->unmount(); !busy.isEmpty()) {
            left << busy;
            ++mount;
        } else {
            mount = m_mounts.erase(mount);
        }
    }
    showMounts();
    return left.join(QStringLiteral("; "));
}

void MountsWindow::showMounts()
{
    const int selected = selectedMount();
    m_tree->clear();
    for (const std::shared_ptr<ImageMount> &mount : m_mounts) {
        auto *item = new QTreeWidgetItem(
            m_tree,
            {tr("%1 on %2").arg(QFileInfo(mount->imagePath()).fileName(), mount->directory())});
        item->setToolTip(0, mount->imagePath());
        for (const QString &line : mountLines(*mount))
            new QTreeWidgetItem(item, {line});
        item->setExpanded(true);
    }
    if (m_tree->topLevelItemCount() > 0)
        m_tree->topLevelItem(std::clamp(selected, 0, m_tree->topLevelItemCount() - 1))
            ->setSelected(true);
    if (m_mounts.empty() && m_status->text().isEmpty())
        m_status->setText(tr("No image is mounted. File ▸ Mount image read-only… shows one."));
    updateButtons();
}

int MountsWindow::selectedMount() const
{
    const QList<QTreeWidgetItem *> selected = m_tree->selectedItems();
    if (selected.isEmpty())
        return -1;
    QTreeWidgetItem *item = selected.first();
    while (item->parent())
        item = item->parent();
    return m_tree->indexOfTopLevelItem(item);
}

void MountsWindow::updateButtons()
{
    const bool chosen = selectedMount() >= 0;
    m_open->setEnabled(chosen);
    m_unmount->setEnabled(chosen && !isBusy());
}

void MountsWindow::openSelectedFolder()
{
    if (const int index = selectedMount(); index >= 0)
        QDesktopServices::openUrl(QUrl::fromLocalFile(m_mounts[size_t(index)]->directory()));
}

void MountsWindow::unmountSelected()
{
    const int index = selectedMount();
    if (index < 0 || isBusy())
        return;
    const std::shared_ptr<ImageMount> mount = m_mounts[size_t(index)];
    m_status->setText(tr("Unmounting %1…").arg(mount->directory()));
    m_work.run(
        [this, mount]() -> Errand::Answer {
            const QString busy = mount->unmount();
            return [this, mount, busy] {
                if (busy.isEmpty()) {
                    std::erase(m_mounts, mount);
                    m_status->setText(tr("Unmounted %1.").arg(mount->directory()));
                } else {
                    m_status->setText(tr("Still mounted, in use: %1. Close what uses it, then "
                                         "unmount again.")
                                          .arg(busy));
                }
                showMounts();
                Q_EMIT settled();
            };
        },
        Errand::OnQuit::Finish);
    updateButtons();
}

} // namespace Custody
