// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/clonedrivedialog.h"

#include "device/writegate.h"
#include "dialogs/dialogmessages.h"
#include "engine/imagingsettings.h"
#include "widgets/localeunits.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Custody {

namespace {

enum Column { DeviceColumn, NameColumn, SizeColumn, StateColumn, ColumnCount };
enum class Excess { Leave, Zero, Pattern };

} // namespace

QString cloneShortfall(const DeviceInfo &drive, qint64 sourceBytes)
{
    if (drive.sizeBytes >= sourceBytes)
        return {};
    const qint64 missing = sourceBytes - drive.sizeBytes;
    const int sector = drive.logicalSectorBytes > 0 ? drive.logicalSectorBytes : 512;
    return CloneDriveDialog::tr("%1 holds %2, the source %3: it is %4 bytes (%5 sectors of %6 "
                                "bytes) too small. A clone needs a drive at least as large as "
                                "the source; nothing is written to a smaller one.")
        .arg(drive.devicePath, displayExactBytes(drive.sizeBytes), displayExactBytes(sourceBytes),
             QLocale().toString(missing), QLocale().toString((missing + sector - 1) / sector),
             QLocale().toString(sector));
}

QString CloneDriveDialog::gateRefusal(const QString &sourcePath, const QString &devicePath)
{
    WriteGate gate;
    gate.protectSource(sourcePath);
    const Result<void> allowed = gate.checkDriveOverwrite(devicePath);
    return allowed ? QString() : allowed.error().userMessage();
}

CloneDriveDialog::CloneDriveDialog(const QString &sourcePath, qint64 sourceBytes,
                                   QList<DeviceInfo> drives, std::optional<CloneChoice> current,
                                   DriveCheck check, QWidget *parent)
    : QDialog(parent)
    , m_sourcePath(sourcePath)
    , m_sourceBytes(sourceBytes)
    , m_drives(std::move(drives))
{
    setObjectName(QStringLiteral("cloneDriveDialog"));
    setWindowTitle(tr("Clone to a drive"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The drive chosen is overwritten with the source, sector for "
                                "sector. Drives the write gate refuses (the source and what it "
                                "stands on, system disks, mounted or read-only drives) and "
                                "drives smaller than the source (%1) cannot be chosen.")
                                 .arg(displayExactBytes(sourceBytes)));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list = new QTreeWidget;
    m_list->setObjectName(QStringLiteral("cloneDrives"));
    m_list->setAccessibleName(tr("Drives to clone onto"));
    m_list->setRootIsDecorated(false);
    m_list->setColumnCount(ColumnCount);
    m_list->setHeaderLabels({tr("Drive"), tr("Model and serial"), tr("Size"), tr("State")});
    m_list->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_list->header()->setStretchLastSection(false);
    for (const DeviceInfo &drive : std::as_const(m_drives)) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(DeviceColumn, drive.devicePath);
        item->setText(NameColumn, drive.displayName());
        item->setText(SizeColumn, displayBytes(drive.sizeBytes));
        item->setData(DeviceColumn, Qt::UserRole, drive.devicePath);
        if (current && current->drive.devicePath == drive.devicePath)
            m_list->setCurrentItem(item);
    }
    layout->addWidget(m_list, 1);
    // Three lines, always: a reason that wraps moves nothing under the pointer.
    m_message = messageLabel(QStringLiteral("cloneDriveMessage"));
    m_message->setFixedHeight(m_message->fontMetrics().lineSpacing() * 3);
    m_message->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_message->show();
    layout->addWidget(m_message);

    auto *form = new QFormLayout;
    m_excess = new QComboBox;
    m_excess->setObjectName(QStringLiteral("cloneExcess"));
    m_excess->addItem(tr("Left as they are"), int(Excess::Leave));
    m_excess->addItem(tr("Written with zeros"), int(Excess::Zero));
    m_excess->addItem(tr("Written with a byte"), int(Excess::Pattern));
    m_pattern = new QLineEdit(QStringLiteral("0xff"));
    m_pattern->setObjectName(QStringLiteral("clonePattern"));
    m_pattern->setToolTip(tr("The byte written past the source's last sector, as 0xHH."));
    auto *excessRow = new QHBoxLayout;
    excessRow->addWidget(m_excess, 1);
    excessRow->addWidget(m_pattern);
    auto *excessLabel = new QLabel(tr("Sectors &past the source:"));
    excessLabel->setBuddy(m_excess);
    form->addRow(excessLabel, excessRow);
    layout->addLayout(form);
    if (current && current->excessFill) {
        const bool zero = *current->excessFill == 0;
        m_excess->setCurrentIndex(m_excess->findData(int(zero ? Excess::Zero : Excess::Pattern)));
        if (!zero)
            m_pattern->setText(
                QStringLiteral("0x%1").arg(*current->excessFill, 2, 16, QLatin1Char('0')));
    }

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton *choose
        = m_buttons->addButton(tr("Choose this &drive"), QDialogButtonBox::AcceptRole);
    choose->setObjectName(QStringLiteral("chooseDrive"));
    choose->setAutoDefault(false);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (choice())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);

    connect(m_list, &QTreeWidget::currentItemChanged, this, &CloneDriveDialog::update);
    connect(m_excess, &QComboBox::currentIndexChanged, this, &CloneDriveDialog::update);
    connect(m_pattern, &QLineEdit::textChanged, this, &CloneDriveDialog::update);

    QStringList paths;
    for (const DeviceInfo &drive : std::as_const(m_drives))
        paths << drive.devicePath;
    m_errand.run([sourcePath, paths, check = std::move(check), this]() -> Errand::Answer {
        QHash<QString, QString> refusals;
        for (const QString &path : paths)
            refusals.insert(path, check(sourcePath, path));
        return [this, refusals] {
            onChecked(refusals);
        };
    });
    update();
    resize(sizeHint().expandedTo(QSize(fontMetrics().averageCharWidth() * 90, 0)));
}

void CloneDriveDialog::onChecked(const QHash<QString, QString> &refusals)
{
    m_checked = true;
    for (const DeviceInfo &drive : std::as_const(m_drives)) {
        QString refusal = refusals.value(drive.devicePath);
        if (refusal.isEmpty())
            refusal = cloneShortfall(drive, m_sourceBytes);
        m_refusals.insert(drive.devicePath, refusal);
    }
    update();
}

std::optional<quint8> CloneDriveDialog::excessFill(bool *valid) const
{
    *valid = true;
    switch (Excess(m_excess->currentData().toInt())) {
    case Excess::Leave: return std::nullopt;
    case Excess::Zero: return quint8(0);
    case Excess::Pattern: break;
    }
    const std::optional<quint8> byte = parseFillByte(m_pattern->text());
    *valid = byte.has_value();
    return byte;
}

std::optional<CloneChoice> CloneDriveDialog::choice() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    if (!item || !m_checked)
        return std::nullopt;
    const QString path = item->data(DeviceColumn, Qt::UserRole).toString();
    if (!m_refusals.value(path).isEmpty())
        return std::nullopt;
    bool valid = false;
    const std::optional<quint8> fill = excessFill(&valid);
    if (!valid)
        return std::nullopt;
    const auto drive = std::find_if(m_drives.begin(), m_drives.end(), [&path](const auto &drive) {
        return drive.devicePath == path;
    });
    return CloneChoice{*drive, fill};
}

void CloneDriveDialog::update()
{
    for (int index = 0; index < m_list->topLevelItemCount(); ++index) {
        QTreeWidgetItem *item = m_list->topLevelItem(index);
        const QString refusal = m_refusals.value(item->data(DeviceColumn, Qt::UserRole).toString());
        item->setText(StateColumn, !m_checked          ? tr("Checking…")
                                   : refusal.isEmpty() ? tr("May be overwritten")
                                                       : tr("Refused"));
        item->setToolTip(StateColumn, refusal);
        item->setForeground(StateColumn,
                            refusal.isEmpty() ? palette().text() : palette().placeholderText());
    }
    m_pattern->setEnabled(Excess(m_excess->currentData().toInt()) == Excess::Pattern);
    bool validPattern = false;
    excessFill(&validPattern);
    const QTreeWidgetItem *item = m_list->currentItem();
    QString message;
    MessageKind kind = MessageKind::Error;
    if (m_drives.isEmpty())
        message = tr("The device list shows no drive.");
    else if (!m_checked)
        std::tie(message, kind)
            = std::pair(tr("Asking the write gate about each drive…"), MessageKind::Note);
    else if (!item)
        std::tie(message, kind)
            = std::pair(tr("Choose the drive to overwrite."), MessageKind::Note);
    else if (const QString refusal
             = m_refusals.value(item->data(DeviceColumn, Qt::UserRole).toString());
             !refusal.isEmpty())
        message = refusal;
    else if (!validPattern)
        message = tr("Give the byte as 0x followed by two hex digits, e.g. 0xff.");
    showMessage(m_message, message, kind);
    m_message->show(); // its lines stay reserved when empty
    for (QAbstractButton *button : m_buttons->buttons()) {
        if (m_buttons->buttonRole(button) == QDialogButtonBox::AcceptRole)
            button->setEnabled(choice().has_value());
    }
}

} // namespace Custody
