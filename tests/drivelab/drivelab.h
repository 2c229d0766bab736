// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QLocalSocket>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>
#include <optional>

namespace Custody::Test {

// One drive of the drive lab's guest, emulated by QEMU and seen by the guest's real Linux drivers
// (docs/ARCHITECTURE.md, "The drive lab"). Its medium is a raw file on this machine.
struct LabDrive
{
    enum class Kind {
        Ata,        // ide-hd on the q35 machine's AHCI controller: libata, sd
        Nvme,       // an NVMe controller with the namespaces below (or one namespace of image)
        Scsi,       // scsi-hd behind virtio-scsi, with a VPD serial
        UsbStorage, // usb-storage (bulk-only) behind an xHCI controller
        UsbUas,     // usb-uas behind the same xHCI controller
    };

    // An NVMe namespace of its own medium; a namespace can be allocated but detached.
    struct Namespace
    {
        QString image;
        int id = 1;
        int logicalBlockBytes = 512;
        bool detached = false;
    };

    Kind kind = Kind::Ata;
    QString id;     // QEMU's device id, also the prefix of its block nodes: letters and digits
    QString image;  // the raw medium (NVMe with namespaces: unused)
    QString vendor; // SCSI: the INQUIRY vendor (8 characters at most); QEMU's is "QEMU"
    QString model;  // ATA and SCSI; NVMe controllers are "QEMU NVMe Ctrl"
    QString serial;
    QString firmware; // ATA and SCSI
    int logicalBlockBytes = 512;
    int physicalBlockBytes = 512;
    // Reads of any of these 512-byte sectors fail with EIO in QEMU's block layer (blkdebug), so
    // the guest's driver sees a medium error for exactly them.
    QList<qint64> unreadableSectors;
    // Writes of any of these 512-byte sectors fail with EIO (plain writes and write-zeroes
    // alike), so the guest's driver sees a write error for exactly them; reads of them succeed.
    QList<qint64> unwritableSectors;
    // Writes of any of these 512-byte sectors are reported done but never reach the medium,
    // which keeps what it held: the sector reads back wrong after a write, with no error
    // anywhere, as on a drive that silently loses writes. Every other sector is written as asked.
    QList<qint64> lostWriteSectors;
    qint64 readBytesPerSecond = 0; // a throttled drive (throttle-group); 0: as fast as it goes
    QList<Namespace> namespaces;   // NVMe: several namespaces behind one subsystem
    // NVMe with one namespace: on a PCIe root port of its own, so that unplug() and plug() can
    // take the controller away and put it back (devices on the machine's root bus stay put).
    bool hotPluggable = false;
};

// What the guest's command printed and how it ended.
struct GuestRun
{
    int exitStatus = -1; // the command's exit status; -1 when the guest never finished it
    QByteArray output;   // its standard output and error
    QByteArray console;  // the guest kernel's console, for diagnosis
    QString problem;     // why there is no exit status (timeout, QEMU failed); empty otherwise

    QByteArray describe() const;
};

// A QEMU guest that boots Debian's own kernel with the lab's drives, mounts this machine's root
// read-only (with a writable overlay in memory) and runs one shell command as root: Custody's
// own executables, smartctl and the tests' helpers run unchanged against real kernel storage
// stacks. The guest and its drives are prepared by scripts/drivelab-guest.sh (a CTest fixture).
class DriveLab
{
public:
    DriveLab();
    ~DriveLab();
    DriveLab(const DriveLab &) = delete;
    DriveLab &operator=(const DriveLab &) = delete;

    // Empty when the lab can run here, else why not (for QSKIP).
    static QString unavailableReason();
    // A peer tool that scripts/drivelab-guest.sh unpacked from Debian's archive into the guest's
    // folder (never installed on this machine): its path, which the guest sees as it is here.
    static QString guestTool(const QString &name);

    void addDrive(const LabDrive &drive);

    // Boots the guest, which runs `script` with /bin/sh in the guest's root; its working folder
    // is the share, /run/lab, which is sharedFolder() on this machine.
    bool start(const QString &script);
    // Waits for the guest to power off (or kills it after the timeout) and says what it did.
    GuestRun finish(int timeoutSeconds = 300);
    // start() and finish() in one.
    GuestRun run(const QString &script, int timeoutSeconds = 300);

    // The lab's share: /run/lab in the guest. Files written there by either side are seen by
    // the other at once.
    QString sharedFolder() const;
    // Waits until the guest has created /run/lab/`name` (a point a script announces).
    bool waitForSharedFile(const QString &name, int timeoutSeconds = 120) const;

    // Hot-unplug and plug back a drive of the running guest (QMP device_del / device_add): the
    // medium stays, as a USB stick pulled out and put back does.
    bool unplug(const QString &id);
    bool plug(const QString &id);
    // Changes a throttled drive's read rate while the guest runs (0: no limit), so that a test
    // can hold a read in progress until it has checked what it must, then let it finish.
    bool setReadRate(const QString &id, qint64 bytesPerSecond);
    // Whether QEMU still has the device: a PCIe device stays until the guest has powered its slot
    // off, and plug() must wait for that (a device_add meanwhile can keep it from going).
    bool isPlugged(const QString &id);
    QString lastQmpError() const { return m_qmpError; }

    // A raw medium of `bytes` in the lab's folder filled with a position-dependent pattern, so
    // that any misplaced or missing sector shows.
    QString makeMedium(const QString &name, qint64 bytes) const;

private:
    QStringList arguments() const;
    QStringList driveArguments(const LabDrive &drive) const;
    QStringList backendArguments(const QString &node, const QString &image,
                                 const LabDrive &drive) const;
    QString deviceArguments(const LabDrive &drive) const;
    std::optional<QJsonObject> qmp(const QJsonObject &command);
    bool connectQmp();

    QTemporaryDir m_folder;
    QList<LabDrive> m_drives;
    QProcess m_qemu;
    std::unique_ptr<QLocalSocket> m_qmpSocket;
    QString m_qmpError;
    qint64 m_qmpCommands = 0;
};

} // namespace Custody::Test
