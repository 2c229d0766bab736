// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/deviceinfo.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace Custody {

// The last question before a drive is overwritten (a clone, a restore, a wipe): it names the
// drive by model, serial, size and device, says what will be written, and enables its Overwrite
// button only once the examiner has typed the drive's serial number (its device name, for a
// drive without one), so that a click or an Enter meant for another drive or another dialog
// cannot start it. Cancel is the default button.
class OverwriteConfirmation : public QDialog
{
    Q_OBJECT

public:
    // whatHappens: one translated sentence ("Every sector will be overwritten with zeros and
    // read back."). actionText: the button's text ("Wipe /dev/sdb").
    OverwriteConfirmation(const DeviceInfo &drive, const QString &whatHappens,
                          const QString &actionText, QWidget *parent = nullptr);

    // Shows the dialog modally; true when the examiner confirmed.
    static bool confirm(const DeviceInfo &drive, const QString &whatHappens,
                        const QString &actionText, QWidget *parent);

    // What the examiner must type: the serial, or the device path when the drive reports none.
    QString expectedText() const { return m_expected; }
    // Whether `typed` names the drive: the expected text, ignoring case and surrounding blanks
    // (serials are shown in capitals on labels, and drive lists differ on case).
    static bool matches(const QString &typed, const QString &expected);

private:
    void typedChanged(const QString &typed);

    QString m_expected;
    QLineEdit *m_typed = nullptr;
    QLabel *m_hint = nullptr;
    QPushButton *m_overwrite = nullptr;
};

} // namespace Custody
