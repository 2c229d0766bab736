// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QProcess>
#include <QString>
#include <QTemporaryDir>

namespace Custody::Test {

// A folder whose writes fail on demand, for root-only tests of what Custody keeps when its
// destination fills up, breaks or turns read-only: faultfs (tests/support/faultfs) mounted over a
// backing folder, driven through its control file.
//
// Ownership: the object owns the faultfs process and the mount, and removes both in its
// destructor; if the test process dies, faultfs gets SIGTERM and unmounts itself.
class FaultyFolder
{
public:
    FaultyFolder();
    ~FaultyFolder();
    FaultyFolder(const FaultyFolder &) = delete;
    FaultyFolder &operator=(const FaultyFolder &) = delete;

    // Why faultfs cannot be mounted here (not root, no /dev/fuse), for QSKIP; empty if it can.
    static QString unavailableReason();

    [[nodiscard]] bool start();
    // From now on, every writing operation on a path containing namePart fails with `error`
    // ("ENOSPC", "EIO", "EROFS"); with afterBytes >= 0, only writes that reach past that offset.
    [[nodiscard]] bool fail(const QString &error, const QString &namePart, qint64 afterBytes = -1);
    [[nodiscard]] bool clearFaults();
    // From now on, every operation on a path containing namePart (stat, open, read, write,
    // listing) waits, as on a share that stopped answering, until clearFaults(). Replaces the
    // faults set before.
    [[nodiscard]] bool hang(const QString &namePart);
    // From now on, every read of a path containing namePart waits `milliseconds` first, as on a
    // slow disk. Replaces the faults set before.
    [[nodiscard]] bool slowReads(const QString &namePart, int milliseconds);
    // How many operations wait in a hang now (-1: faultfs did not say).
    int hangingOperations() const;

    QString path() const { return m_mountPoint; }            // where the program under test writes
    QString backingPath() const { return m_backing.path(); } // the same files, without faults
    QString errorString() const { return m_errorString; }

private:
    bool writeControl(const QByteArray &text);
    void stop();

    QTemporaryDir m_backing;
    QTemporaryDir m_work; // mount point and control file
    QString m_mountPoint;
    QString m_controlPath;
    QProcess m_daemon;
    QString m_errorString;
};

} // namespace Custody::Test
