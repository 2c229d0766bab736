// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/networksourceoptions.h"
#include "io/reconnection.h"
#include "io/sourcedevice.h"
#include "util/result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>

struct iscsi_context;

namespace Custody {

// An iSCSI source as its URI names it: iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN. A password in
// the URI (USER%PASSWORD, libiscsi's own form) is refused: it would be on the command line, in the
// shell's history and in the record. The CHAP secret comes from a file (NetworkSourceOptions).
struct IscsiAddress
{
    QString user; // the CHAP user, or empty
    QString host; // a name, an IPv4 address or an IPv6 address without brackets
    int port = 3260;
    QString target; // the target's IQN; empty when only the portal is named (listing)
    int lun = -1;   // -1 when only the portal or the target is named

    // "HOST:PORT" as libiscsi takes a portal ("[::1]:3260" for IPv6).
    QString portal() const;
    // iscsi://[USER@]HOST[:PORT]/TARGET/LUN: the URI again, as records and lists show it.
    QString uri() const;
    // Parses `uri`; a source needs the target and the LUN, a listing (`needsLun` false) neither.
    static Result<IscsiAddress> parse(const QString &uri, bool needsLun = true);
};

// What an iSCSI LUN says of itself: INQUIRY (the vendor, product and revision), VPD page 0x80
// (the unit serial number), page 0x83 (its designators: NAA, EUI-64, the target's name…) and
// READ CAPACITY(16). What the record keeps, and what a reconnection or a resume must find again.
struct IscsiIdentity
{
    QString vendor;
    QString product;
    QString revision;
    QString serial;
    QStringList
        designators; // "NAA (logical unit): 6000…", "SCSI name string (target device): iqn.…"
    QString deviceType; // "DIRECT_ACCESS"
    qint64 sizeBytes = 0;
    int logicalSectorBytes = 512;
    int physicalSectorBytes = 512;
    // MODE SENSE's WP bit: whether the target offers the LUN read-only; unknown when MODE SENSE
    // failed.
    std::optional<bool> writeProtected;

    // Whether `other` is the same LUN, offered as it was: the same size, sector sizes, vendor,
    // product, serial, designators and write protection (the revision may change with the
    // target's software), so that what the record says of the run holds for all of it.
    bool sameLunAs(const IscsiIdentity &other) const;
};

// The CHAP credentials a --chap-file gives (see chapCredentials() in iscsisource.cpp): the
// workstation's user and secret, and for mutual CHAP the name and secret the target must prove
// itself with.
struct IscsiChap
{
    QString user;
    QString secret; // empty: no CHAP
    QString targetUser;
    QString targetSecret; // empty: the target is not asked to prove itself
};

// How an iSCSI source was reached, for the record.
struct IscsiTransport
{
    QString uri;
    QString portal;
    QString target;
    int lun = 0;
    QString initiator;
    QString chapUser;       // empty without CHAP
    QString targetChapUser; // mutual CHAP: the name the target proved itself under; else empty
    bool loopback = false;  // a literal loopback address (which may still be a tunnel)
    int reconnects = 0;     // lost sessions made again during the run
    // The most READ(16) commands the target had been sent and had not yet answered, at once
    // (libiscsi's queue less its commands not yet sent, after each turn of its event loop): 1
    // would mean one at a time.
    int mostCommandsInFlight = 0;
};

// A LUN a target offers, as `custody-cli devices --remote iscsi://HOST` lists it.
struct IscsiLun
{
    QString target;
    int lun = 0;
    QString uri;
    std::optional<IscsiIdentity> identity; // absent when the LUN would not say
    QString problem;                       // why not, when it would not
};

// What the examiner is shown of one LUN before acquiring it (the GUI's "Add network source"):
// what it says of itself and how it was reached.
struct IscsiLunFacts
{
    IscsiIdentity identity;
    IscsiTransport transport;
};

// Logs in to the LUN `uri` names as an acquisition would (CHAP from the options), takes its
// identity and logs out. Blocks for up to the timeout.
Result<IscsiLunFacts> probeIscsiLun(const QString &uri, const NetworkSourceOptions &options);

// The targets and LUNs of the portal `uri` names (iscsi://[USER@]HOST[:PORT], optionally with a
// target), through a discovery session and REPORT LUNS.
Result<QList<IscsiLun>> listIscsiLuns(const QString &uri, const NetworkSourceOptions &options);

// A drive of another machine exported as an iSCSI LUN (tgt, LIO, F-Response, a SAN), read through
// libiscsi. Only READ(16) is sent after the identity is taken (INQUIRY, MODE SENSE, READ
// CAPACITY): nothing that writes, reserves or changes the LUN.
//
// One read of the engine is sent as several READ(16) commands in flight at once (of up to
// RequestBytes each, within the target's maximum transfer length), so that the link rather than
// the round trip sets the rate. A MEDIUM ERROR or HARDWARE ERROR is an unreadable area (EIO);
// NOT READY (the medium went away behind the target) makes the source vanish (ENODEV); a lost
// session, a target silent for longer than the timeout, or a UNIT ATTENTION (the LUN changed
// under the session) is connected to again as NetworkSourceOptions says, and taken only if the
// LUN's identity is the same; else the source has vanished (ENOTCONN).
class IscsiSource final : public SourceDevice
{
    Q_DECLARE_TR_FUNCTIONS(Custody::IscsiSource)

public:
    static bool isIscsiUri(const QString &text);
    static Result<std::unique_ptr<IscsiSource>> open(const QString &uri,
                                                     const NetworkSourceOptions &options);
    ~IscsiSource() override;

    SourceKind kind() const override { return SourceKind::Network; }
    QString path() const override { return m_transport.uri; }
    qint64 sizeBytes() const override { return m_identity.sizeBytes; }
    int logicalSectorBytes() const override { return m_identity.logicalSectorBytes; }
    int physicalSectorBytes() const override { return m_identity.physicalSectorBytes; }
    bool supportsDirectIo() const override { return false; }
    ReadOutcome readAt(qint64 offset, std::span<std::byte> buffer, ReadMode mode) override;
    bool isStillPresent() const override { return !m_dead && !m_gone; }
    void setCancelRequest(const std::atomic<bool> *cancelRequested) override
    {
        m_cancelRequested = cancelRequested;
    }
    std::optional<QJsonObject> networkDescription() const override;
    std::optional<RemoteDriveIdentity> remoteDrive() const override;

    const IscsiIdentity &identity() const { return m_identity; }
    const IscsiTransport &transport() const { return m_transport; }

    // The largest READ(16) sent, and how many are in flight for one read at most.
    static constexpr qint64 RequestBytes = 512 * 1024;
    static constexpr int MaximumRequestsInFlight = 16;
    // How often a read the target was too busy for (BUSY, TASK SET FULL) or aborted is asked
    // again before it counts as unreadable.
    static constexpr int TransientRetries = 3;

private:
    IscsiSource() = default;
    // Connects and logs in (CHAP where a file gives the secret), then takes the identity.
    Result<void> connectSession(const IscsiAddress &address);
    void closeSession();
    ReadOutcome readOnce(qint64 offset, std::span<std::byte> buffer);
    // One attempt at logging in again, taken only if the same LUN answers (io/reconnection.h has
    // the policy).
    Reconnection connectAgain();

    iscsi_context *m_context = nullptr;
    IscsiAddress m_address;
    NetworkSourceOptions m_options;
    IscsiChap m_chap;
    IscsiIdentity m_identity;
    IscsiTransport m_transport;
    qint64 m_maximumRequestBytes = RequestBytes;
    const std::atomic<bool> *m_cancelRequested = nullptr;
    bool m_dead = false;           // the session is lost (until a reconnection)
    bool m_closedOnCancel = false; // m_dead because a cancelled wait closed the session
    bool m_gone = false;           // the medium is gone behind the target
};

} // namespace Custody
