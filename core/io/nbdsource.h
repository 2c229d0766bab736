// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/networksourceoptions.h"
#include "io/reconnection.h"
#include "io/sourcedevice.h"
#include "util/result.h"

#include <QList>
#include <QString>

#include <atomic>
#include <deque>
#include <memory>
#include <optional>
#include <vector>

struct nbd_handle;

namespace Custody {

// How an NBD source was reached, for the record: the URI (credentials are never part of it),
// the export, the TLS mode negotiated, and what the server said of the export.
struct NbdTransport
{
    QString uri;
    QString exportName;
    QString tls;         // "none", "PSK" or "X.509"
    QString tlsIdentity; // the PSK username; empty for none and X.509
    // X.509: the certificate the server presented (SHA-256 of its DER form, and its subject).
    QString certificateSha256;
    QString certificateSubject;
    bool encrypted = false;
    bool loopback = false;       // a Unix socket or a literal loopback address (which may
                                 // still be a tunnel to elsewhere)
    bool serverReadOnly = false; // the server exports it read-only (as it should)
    int reconnects = 0;          // lost connections made again during the run
};

// One export an NBD server offers.
struct NbdExport
{
    QString name;
    QString description;
    QString uri;           // the server's URI naming this export, as acquire takes it
    qint64 sizeBytes = -1; // as announced; -1 when the server would not say
    int sectorBytes = 512;
    bool readOnly = false;
};

// What the examiner is shown of one export before acquiring it: how it was reached and what the
// server says of it.
struct NbdExportFacts
{
    NbdTransport transport;
    qint64 sizeBytes = 0;
    int sectorBytes = 512;
    bool sectorBytesStated = false; // false: the server said none, 512 is assumed
};

// Connects to the export `uri` names as an acquisition would (the same TLS rules), takes its
// facts and disconnects: for the GUI's "Add network source". Blocks for up to the timeout.
Result<NbdExportFacts> probeNbdExport(const QString &uri, const NetworkSourceOptions &options);

// The exports of the server at `uri` (nbd://HOST[:PORT], nbds://…, nbd+unix://…?socket=…), with
// their sizes: what `custody-cli devices --remote` lists.
Result<QList<NbdExport>> listNbdExports(const QString &uri, const NetworkSourceOptions &options);

// A drive of another machine exported by an NBD server (nbdkit, qemu-nbd) and read through
// libnbd: nbd://HOST[:PORT]/EXPORT, nbds://… (TLS required, never plaintext), and the Unix socket
// forms nbd+unix:///EXPORT?socket=PATH, nbds+unix://…. Only reads are ever sent.
//
// Copy reads are pipelined: after a successful block read (64 KiB or more) that continues the one
// before, the source asks the server for what follows in requests of 1 MiB of whole blocks (up to
// 64 MiB or 64 requests in flight), so that the link rather than the round trip sets the rate; a
// read that is not the next block waits for those and goes alone, as do sector re-reads and the
// first read after an error. A block whose request of several failed is read again alone, so that
// each read returns exactly its own outcome; within 64 MiB after an error, read-ahead asks for one
// block per request, so that a failing area is not read twice. Read-ahead can reach into a bad area
// ahead of the engine (as a drive's own read-ahead does); what it read there and the engine then
// skips is read once more than the preset asks. An error the server reports (EIO from a bad sector
// of its drive) is an unreadable area, as for a local drive; a refused request is an error of its
// own; a dead connection, a server shutting down (ESHUTDOWN) or one silent for longer than the
// timeout makes the source vanish. So does a drive that disappears behind a server that stays up:
// after EIO the source reads one sector where its first successful read began, and if that fails
// too the drive is gone (ENODEV), not unreadable from there on.
class NbdSource final : public SourceDevice
{
public:
    // Whether `text` is an NBD URI (nbd:, nbds:, nbd+unix:, nbds+unix:).
    static bool isNbdUri(const QString &text);
    static Result<std::unique_ptr<NbdSource>> open(const QString &uri,
                                                   const NetworkSourceOptions &options);
    ~NbdSource() override;

    SourceKind kind() const override { return SourceKind::Network; }
    QString path() const override { return m_transport.uri; }
    qint64 sizeBytes() const override { return m_sizeBytes; }
    int logicalSectorBytes() const override { return m_sectorBytes; }
    int physicalSectorBytes() const override { return m_sectorBytes; }
    bool supportsDirectIo() const override { return false; }
    ReadOutcome readAt(qint64 offset, std::span<std::byte> buffer, ReadMode mode) override;
    bool isStillPresent() const override;
    void setCancelRequest(const std::atomic<bool> *cancelRequested) override
    {
        m_cancelRequested = cancelRequested;
    }

    std::optional<QJsonObject> networkDescription() const override;

    const NbdTransport &transport() const { return m_transport; }
    // Whether the server stated its block size (else 512-byte sectors are assumed).
    bool sectorBytesStated() const { return m_sectorBytesStated; }

private:
    struct Request
    {
        qint64 offset = 0;
        qint64 length = 0;
        int64_t cookie = 0;
        std::vector<std::byte> data;
        bool completed = false; // libnbd has retired it (with or without an error)
        bool failed = false;    // a read-ahead request that failed: its blocks go alone
        qint64 consumed = 0;    // bytes of a read-ahead request the engine has taken
    };
    NbdSource() = default;
    // open(), giving up on connecting once cancelRequested is set (when given).
    static Result<std::unique_ptr<NbdSource>> open(const QString &uri,
                                                   const NetworkSourceOptions &options,
                                                   const std::atomic<bool> *cancelRequested);
    // Sends a read of [offset, offset + length); false when libnbd refuses it (dead handle).
    bool send(qint64 offset, qint64 length);
    // Waits for `request` (in flight) to complete: 0 or its errno; ENOTCONN when the
    // connection is lost (then every request is dropped).
    int waitFor(Request &request);
    void recycle(std::vector<std::byte> &&data);
    // Starts reading ahead after `end` for a run of `blockBytes` reads, in requests of whole
    // blocks; topUpReadAhead keeps it going.
    void startReadAhead(qint64 end, qint64 blockBytes);
    void topUpReadAhead(qint64 end);
    // The block at `offset` from the read-ahead, if it is the next one of the run and its
    // request succeeded; ENOTCONN when the connection was lost waiting for it.
    std::optional<ReadOutcome> takeFromReadAhead(qint64 offset, qint64 length,
                                                 std::span<std::byte> buffer);
    // Waits for what is in flight and drops it.
    void dropReadAhead();
    void markDead();
    bool connectionLost() const;
    ReadOutcome readOnce(qint64 offset, std::span<std::byte> buffer);
    // Reads [offset, offset + length) in a request of its own (nothing else in flight): 0 or
    // the errno (ENOTCONN when the connection is lost), and whether libnbd refused to send it;
    // the bytes go to `into` when it is given.
    struct ReadAlone
    {
        int sysErrno = 0;
        bool refused = false;
    };
    ReadAlone readAlone(qint64 offset, qint64 length, std::span<std::byte> into);
    // One attempt at connecting again, taken only if the same export (size, sector size,
    // certificate) answers (io/reconnection.h has the policy).
    Reconnection connectAgain();
    // After EIO: whether the first sector that read fine still does (else the drive is gone).
    bool knownGoodSectorStillReads();

    nbd_handle *m_handle = nullptr;
    NbdTransport m_transport;
    NetworkSourceOptions m_options;
    const std::atomic<bool> *m_cancelRequested = nullptr;
    qint64 m_sizeBytes = 0;
    int m_sectorBytes = 512;
    bool m_sectorBytesStated = false;
    int m_timeoutMs = 30000;
    bool m_dead = false;
    bool m_closedOnCancel = false; // m_dead because a cancelled wait closed the connection
    bool m_driveGone = false;      // the server stays, its drive went away
    std::optional<qint64> m_knownGoodOffset; // where the first read that succeeded began
    qint64 m_maximumRequestBytes = 0;
    qint64 m_sequentialEnd = -1;            // where the last successful read ended
    qint64 m_readAheadBlockBytes = 0;       // the block size of the run read ahead
    qint64 m_readAheadRequestBytes = 0;     // whole blocks per read-ahead request
    std::optional<qint64> m_lastFailureEnd; // where the last failed read ended
    std::deque<Request> m_inFlight;         // oldest first
    std::vector<std::vector<std::byte>> m_spareBuffers;
};

} // namespace Custody
