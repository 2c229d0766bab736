// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <chrono>

#include <QByteArray>
#include <QList>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>

#include "util/extent.h"

namespace Custody::Test {

enum class ReadTrace { Off, On };

// Declared outside BadBlockDevice so that it can be a default argument of its constructor.
struct BadBlockDeviceOptions
{
    qint64 logicalSectorBytes = 512;       // losetup --sector-size: 512 or 4096
    std::chrono::milliseconds badDelay{0}; // how long a read of a bad extent takes to fail
    int rateLimitMegabytesPerSecond = 0;   // good reads, in 10^6 bytes/s; 0 means unlimited
    ReadTrace readTrace = ReadTrace::Off;  // badblockfs logs every read it serves to log()
};

// A read-only loop block device, /dev/loopN, whose bad extents fail with EIO, for root-only
// integration tests. It mounts badblockfs (tests/support/badblockfs) over a backing file that the
// test creates and attaches a loop device to MOUNTPOINT/image.
//
// An O_DIRECT read on devicePath() reaches badblockfs with its exact offset and size, so the
// reads that fail are exactly those that overlap a bad extent: a one-sector read next to a bad
// sector succeeds (tst_badblockdevice checks this). Buffered reads go through the block device's
// page cache and so fail a whole page at a time.
//
// Ownership: the object owns the badblockfs process, the mount and the loop device, and removes
// all three in detach() or its destructor, so a test that fails midway leaves nothing behind.
// If the test process dies instead, the loop device auto-clears when the file descriptor held
// here closes, and badblockfs gets SIGTERM and unmounts itself.
// Not thread-safe: create and use it on the test's main thread, whose exit counts as the test
// process dying.
class BadBlockDevice
{
public:
    BadBlockDevice(const QString &backingPath, const QList<Extent> &badExtents,
                   const BadBlockDeviceOptions &options = {});
    ~BadBlockDevice();

    BadBlockDevice(const BadBlockDevice &) = delete;
    BadBlockDevice &operator=(const BadBlockDevice &) = delete;

    // Why this machine cannot run these tests (not root, no FUSE, no losetup), for QSKIP.
    static bool isAvailable(QString *why);

    // Mounts, attaches and waits until the device is ready. On failure, errorString() names the
    // failing step or command with its output, and whatever was set up is torn down again.
    [[nodiscard]] bool start();
    // Detaches the loop device, unmounts and stops badblockfs. Safe to call more than once.
    [[nodiscard]] bool detach();

    // Until reappear(), the device's capacity is 0, as a card reader's is when the card is
    // pulled, and then badblockfs fails every read with ENXIO (the loop driver reports that as
    // EIO, which is how a drive that dropped off the bus looks to a reader mid-read). In that
    // order: a read never fails while the device still has its size.
    [[nodiscard]] bool vanish();
    [[nodiscard]] bool reappear();

    QString devicePath() const { return m_devicePath; }
    QString mountPoint() const { return m_mountPoint; }
    QString imagePath() const;
    QString errorString() const { return m_errorString; }
    // What badblockfs wrote to stdout and stderr. With ReadTrace::On, one line per read:
    // "read OFFSET SIZE ok|EIO|ENXIO".
    QByteArray log() const;

private:
    QString logPath() const;
    QString vanishPath() const;
    bool refreshCapacity();
    QStringList daemonArguments() const;
    bool startDaemon();
    bool waitForImage();
    bool attachLoop();
    bool detachLoop();
    bool unmount();
    void stopDaemon();
    void fail(const QString &message);

    QString m_backingPath;
    QList<Extent> m_badExtents;
    BadBlockDeviceOptions m_options;
    QTemporaryDir m_workDir;
    QString m_mountPoint;
    QProcess m_daemon;
    QString m_devicePath;
    int m_loopFd = -1;
    QString m_errorString;
};

} // namespace Custody::Test
