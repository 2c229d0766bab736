// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QString>

#include <sys/types.h>

#include <atomic>
#include <cstddef>
#include <optional>
#include <span>

namespace Custody {

// How one read reaches the source. Direct bypasses the page cache (O_DIRECT), so that a bad
// sector fails only the read that covers it, not a whole readahead window around it (the
// "contagious error" Guymager documents); it needs buffers and offsets aligned to the sector.
enum class ReadMode { Buffered, Direct };

// The result of one read attempt: bytes transferred (possibly fewer than asked, 0 at the end)
// or the errno of the failing call.
struct ReadOutcome
{
    qint64 bytesRead = 0;
    int sysErrno = 0;

    bool failed() const { return sysErrno != 0; }
};

// What a source is. It decides what the record calls it and what an acquisition may ask of it
// (a drive's description, SMART and the kernel's read-only flag exist for block devices only).
// A new kind of source (a drive on another machine, read over the network) adds a kind here.
enum class SourceKind { BlockDevice, File, Network, Simulated };

// "block device", "file", "network", "simulated": as records and reports name it.
QString sourceKindName(SourceKind kind);

// Waits `seconds` (a network source before it connects again) unless `cancelRequested` (may be
// null) is set meanwhile: false when it was.
bool waitUnlessCancelled(int seconds, const std::atomic<bool> *cancelRequested);

// Where a local source lives in this machine's file systems: the device number of a block
// device (st_rdev), or the device and inode of a file (st_dev, st_ino). What the evidence guard
// and the locks protect, by identity rather than by path.
struct LocalIdentity
{
    bool blockDevice = false;
    dev_t device = 0;
    ino_t inode = 0; // files only
};

// What a drive of another machine says of itself where its protocol tells it (iSCSI's INQUIRY and
// unit serial number): recorded as a local drive's identity is, and compared on a resume.
struct RemoteDriveIdentity
{
    QString vendor;
    QString model;
    QString serial;
    QString firmware;
};

// Evidence to be imaged. Implementations never open anything for writing. readAt() is called
// from one thread at a time (the reader) unless maximumConcurrentReads() says more may run at
// once, so implementations that do not say so need no locking.
class SourceDevice
{
public:
    virtual ~SourceDevice() = default;

    virtual SourceKind kind() const = 0;
    // The identity of the node that was opened; absent for sources that are not local files or
    // devices (network, simulated).
    virtual std::optional<LocalIdentity> localIdentity() const { return std::nullopt; }
    // A drive of this machine: it can be described, asked for SMART and write-blocked.
    bool isLocalDrive() const
    {
        const std::optional<LocalIdentity> local = localIdentity();
        return kind() == SourceKind::BlockDevice && local && local->blockDevice;
    }

    virtual QString path() const = 0;
    virtual qint64 sizeBytes() const = 0;
    virtual int logicalSectorBytes() const = 0;
    virtual int physicalSectorBytes() const = 0;
    // Whether ReadMode::Direct really bypasses the cache; when false it behaves as Buffered.
    virtual bool supportsDirectIo() const = 0;

    // One read attempt of at most buffer.size() bytes at offset. No retry on EINTR, no loop
    // over short reads: the caller decides, so that fault injection can exercise both.
    virtual ReadOutcome readAt(qint64 offset, std::span<std::byte> buffer, ReadMode mode) = 0;
    // How many readAt() calls may run at once, from different threads. 1 for sources that are
    // not thread-safe, or that keep their own requests in flight (NbdSource).
    virtual int maximumConcurrentReads() const { return 1; }
    // A source that may wait on its own (a network source: for a server's answer, between
    // attempts to connect again) gives up waiting once this flag is set, its read then failing as
    // a lost connection (ENOTCONN) that the next read, the flag clear, makes again. The flag must
    // outlive the source's use of it: set nullptr when done.
    virtual void setCancelRequest(const std::atomic<bool> *cancelRequested)
    {
        Q_UNUSED(cancelRequested);
    }

    // A source on another machine: how it was reached and what it says of itself, as the record
    // keeps it (SourceIdentity::network); nothing for local sources.
    virtual std::optional<QJsonObject> networkDescription() const { return std::nullopt; }
    // A drive of another machine whose protocol names it (iSCSI): its identity, as a local
    // drive's is recorded; nothing where the protocol says nothing of the drive (NBD).
    virtual std::optional<RemoteDriveIdentity> remoteDrive() const { return std::nullopt; }

    // Whether the device is still there with the size it had when opened. Asked after a read
    // error: an unplugged drive or a removed medium often fails reads with plain EIO, and only
    // its capacity dropping to 0 (or the query failing) tells it apart from bad sectors.
    virtual bool isStillPresent() const = 0;
};

} // namespace Custody
