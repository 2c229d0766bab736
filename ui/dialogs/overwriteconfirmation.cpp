// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/overwriteconfirmation.h"

#include "dialogs/dialogmessages.h"
#include "util/groupedcount.h"
#include "util/units.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Custody {

namespace {

QLabel *plainLabel(const QString &text)
{
    auto *label = new QLabel(text);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    return label;
}

} // namespace

OverwriteConfirmation::OverwriteConfirmation(const DeviceInfo &drive, const QString &whatHappens,
                                             const QString &actionText, QWidget *parent)
    : QDialog(parent)
    , m_expected(drive.serial.trimmed().isEmpty() ? drive.devicePath : drive.serial.trimmed())
{
    setWindowTitle(tr("Overwrite %1?").arg(drive.devicePath));
    auto *layout = new QVBoxLayout(this);
    auto *warning = plainLabel(tr("Everything on this drive will be lost. It cannot be undone.")
                               + u' ' + whatHappens);
    warning->setObjectName(QStringLiteral("overwriteWarning"));
    QFont bold = warning->font();
    bold.setBold(true);
    warning->setFont(bold);
    layout->addWidget(warning);

    auto *facts = new QFormLayout;
    const QString unknown = tr("(not reported)");
    facts->addRow(tr("Device:"), plainLabel(drive.devicePath));
    facts->addRow(tr("Model:"), plainLabel(drive.model.isEmpty() ? unknown : drive.model));
    facts->addRow(tr("Serial number:"),
                  plainLabel(drive.serial.isEmpty() ? unknown : drive.serial));
    facts->addRow(tr("Size:"), plainLabel(tr("%1 (%2 bytes)")
                                              .arg(formatBytes(drive.sizeBytes, textLocale()),
                                                   formatCount(drive.sizeBytes))));
    layout->addLayout(facts);

    auto *question
        = plainLabel(drive.serial.trimmed().isEmpty()
                         ? tr("This drive reports no serial number. To confirm, type "
                              "its device name, %1:")
                               .arg(m_expected)
                         : tr("To confirm, type the drive's serial number, %1:").arg(m_expected));
    layout->addWidget(question);
    m_typed = new QLineEdit;
    m_typed->setObjectName(QStringLiteral("typedSerial"));
    question->setBuddy(m_typed);
    layout->addWidget(m_typed);
    m_hint = messageLabel(QStringLiteral("typedHint"));
    layout->addWidget(m_hint);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_overwrite = buttons->addButton(actionText, QDialogButtonBox::DestructiveRole);
    m_overwrite->setObjectName(QStringLiteral("overwriteButton"));
    m_overwrite->setEnabled(false);
    m_overwrite->setAutoDefault(false);
    QPushButton *cancel = buttons->button(QDialogButtonBox::Cancel);
    cancel->setDefault(true);
    connect(m_overwrite, &QPushButton::clicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_typed, &QLineEdit::textChanged, this, &OverwriteConfirmation::typedChanged);
    layout->addWidget(buttons);
    m_typed->setFocus();
}

bool OverwriteConfirmation::matches(const QString &typed, const QString &expected)
{
    return !expected.isEmpty()
           && typed.trimmed().compare(expected.trimmed(), Qt::CaseInsensitive) == 0;
}

void OverwriteConfirmation::typedChanged(const QString &typed)
{
    const bool confirmed = matches(typed, m_expected);
    m_overwrite->setEnabled(confirmed);
    const bool onItsWay = m_expected.startsWith(typed.trimmed(), Qt::CaseInsensitive);
    const QString notThisDrive = m_expected.startsWith(u'/')
                                     ? tr("That is not this drive's device name.")
                                     : tr("That is not this drive's serial number.");
    showMessage(m_hint, typed.trimmed().isEmpty() || onItsWay ? QString() : notThisDrive,
                MessageKind::Warning);
}

bool OverwriteConfirmation::confirm(const DeviceInfo &drive, const QString &whatHappens,
                                    const QString &actionText, QWidget *parent)
{
    OverwriteConfirmation dialog(drive, whatHappens, actionText, parent);
    return dialog.exec() == QDialog::Accepted;
}

} // namespace Custody
