// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace Custody {

// What of the running workstation a drive holds: its root file system, /boot, /usr, /var or
// /home, active swap, or the examiner's destination folder, each followed through partitions,
// device-mapper and md stacks and loop devices (as EvidenceGuard follows them). Imaging such a
// drive reads a disk that changes while it is read, and setting it read-only would stop the
// system; the GUI marks it and asks for an explicit override.
//
// Thread: any; reads sysfs, /proc/swaps and the mount table, so not on a GUI thread.
class SystemDisks
{
    Q_DECLARE_TR_FUNCTIONS(Custody::SystemDisks)

public:
    // procSwaps and sysfsRoot: where to read them (tests give made-up ones).
    explicit SystemDisks(QString procSwaps = QStringLiteral("/proc/swaps"),
                         QString sysfsRoot = QStringLiteral("/sys"));

    // One translated line per use ("the running system (/)", "swap (/dev/sda3)", "the
    // destination folder /cases"); empty for a drive the workstation does not use.
    QStringList usesOf(const QString &devicePath, const QString &destinationFolder = {}) const;

    // The active swap areas as /proc/swaps lists them (partitions, volumes and files).
    QStringList swapAreas() const;

private:
    QString m_procSwaps;
    QString m_sysfsRoot;
};

} // namespace Custody
