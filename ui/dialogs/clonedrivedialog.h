// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/deviceinfo.h"
#include "errand.h"

#include <QDialog>
#include <QHash>

#include <functional>
#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTreeWidget;

namespace Custody {

// A drive chosen to take a clone of the source (or the restore of an image), and what becomes of
// its sectors past the source's last: left as they are (no fill) or written with one byte.
struct CloneChoice
{
    DeviceInfo drive;
    std::optional<quint8> excessFill;

    bool operator==(const CloneChoice &) const = default;
};

// Why a drive of `sizeBytes` cannot take a source of `sourceBytes`, with the shortfall in bytes
// and in the drive's sectors; empty when it is large enough.
QString cloneShortfall(const DeviceInfo &drive, qint64 sourceBytes);

// Picks the drive a clone overwrites, from the drives of the device list. Each is asked of the
// write gate (WriteGate::checkDriveOverwrite, with the source protected) off the GUI thread: a
// refused drive stays listed, greyed, with the gate's reason, and so does one smaller than the
// source, with its shortfall; only a drive the gate allows and large enough may be chosen. The
// excess policy (leave, zeros, a byte 0xHH) is chosen here too.
class CloneDriveDialog : public QDialog
{
    Q_OBJECT

public:
    // Why the gate refuses to overwrite `devicePath` while `sourcePath` is the source; empty when
    // it allows it. Runs on an errand's thread: it stats and reads sysfs.
    using DriveCheck = std::function<QString(const QString &sourcePath, const QString &devicePath)>;
    static QString gateRefusal(const QString &sourcePath, const QString &devicePath);

    CloneDriveDialog(const QString &sourcePath, qint64 sourceBytes, QList<DeviceInfo> drives,
                     std::optional<CloneChoice> current, DriveCheck check = &gateRefusal,
                     QWidget *parent = nullptr);

    // The drive and excess policy chosen; empty while no allowed drive is selected or the
    // pattern is not a byte.
    std::optional<CloneChoice> choice() const;
    // Still asking the gate about the drives.
    bool isChecking() const { return m_errand.isRunning(); }
    // The gate's or the size's reason against `devicePath`, once checked.
    QString refusalOf(const QString &devicePath) const { return m_refusals.value(devicePath); }

private:
    void onChecked(const QHash<QString, QString> &refusals);
    void update();
    std::optional<quint8> excessFill(bool *valid) const;

    QString m_sourcePath;
    qint64 m_sourceBytes = 0;
    QList<DeviceInfo> m_drives;
    QHash<QString, QString> m_refusals; // by device path: the gate's reason or the shortfall
    bool m_checked = false;
    Errand m_errand;
    QTreeWidget *m_list = nullptr;
    QComboBox *m_excess = nullptr;
    QLineEdit *m_pattern = nullptr;
    QLabel *m_message = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Custody
