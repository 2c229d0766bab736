// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/deviceinfo.h"
#include "device/hiddenareas.h"
#include "device/mediumlayout.h"
#include "device/smartreport.h"
#include "io/iscsisource.h"
#include "io/nbdsource.h"

#include <QCoreApplication>
#include <QDateTime>

#include <optional>

namespace Custody {

// What the GUI knows about a drive's SMART data: nothing yet (smartctl still running), a
// report, or why there is none (smartctl missing, no permission, a USB bridge without SMART).
struct SmartStatus
{
    Q_DECLARE_TR_FUNCTIONS(Custody::SmartStatus)

public:
    enum class Badge { Checking, Good, Warning, Failing, Unavailable };

    std::optional<SmartReport> report;
    QString unavailableReason; // translated; set when there is no usable report
    QDateTime capturedAt;
    bool pending = true;

    Badge badge() const;
    QString badgeText() const;
    // The reasons behind the badge, one per line, for the tooltip.
    QString explanation() const;
};

// What the GUI knows about a drive's hidden areas (HPA, DCO, detached namespaces): nothing yet
// (the read-only probe is still asking the drive), or what it found, with the reason when it
// could not tell. A drive of another machine is never asked: it is "not a drive" here.
struct HiddenAreaStatus
{
    Q_DECLARE_TR_FUNCTIONS(Custody::HiddenAreaStatus)

public:
    std::optional<HiddenAreas> areas; // empty while being checked

    bool pending() const { return !areas; }
    bool found() const { return areas && !areas->findings.isEmpty(); }
    // The drive list's column: "checking…", "none", "HPA of 1,024 sectors", "unknown".
    QString columnText() const;
    // For the tooltip: each finding with the command that found it and what it means, or why
    // nothing could be told and what to do.
    QString explanation() const;
};

// What the GUI knows about a drive's partitions and file systems: nothing yet (being read), the
// layout, or why it could not be read. Drives of other machines are read through a view of their
// export (DeviceMonitor::readNetworkLayout, root), for NetworkLayoutTimeLimit at most.
struct LayoutStatus
{
    std::optional<MediumLayout> layout;
    QString error; // translated; set when it could not be read

    bool pending() const { return !layout && error.isEmpty(); }
};

// A drive of another machine, as the drive list holds it: its URI, how to reach it, and what its
// server said of it when it was added.
struct NetworkDrive
{
    Q_DECLARE_TR_FUNCTIONS(Custody::NetworkDrive)

public:
    QString uri;
    NetworkSourceOptions options;
    // The size, sector size and transfer, for either protocol (for an iSCSI LUN as READ
    // CAPACITY(16) and the session tell them: never encrypted).
    NbdExportFacts facts;
    std::optional<IscsiLunFacts> iscsi; // an iSCSI LUN: what it says of itself

    // Takes what an iSCSI LUN said into `facts` and `iscsi`.
    void takeIscsiFacts(const IscsiLunFacts &lun);
    // Readable by anyone on the way: plaintext to a host that is not this one.
    bool unencryptedAcrossNetwork() const
    {
        return !facts.transport.encrypted && !facts.transport.loopback;
    }
    // What to do about an unencrypted transfer, for warnings.
    QString encryptionAdvice() const;
    // "NBD over TLS (PSK, alice)", "NBD, NOT ENCRYPTED", "iSCSI, NOT ENCRYPTED": the list's bus
    // column.
    QString transferText() const;
    // What it is and what to heed, for the list's tooltip and the details.
    QString description() const;
    // The row the drive list shows for it.
    DeviceInfo asDevice() const;
};

// One line of the device list: the drive, its SMART status and whether this user may read it.
struct DeviceRow
{
    Q_DECLARE_TR_FUNCTIONS(Custody::DeviceRow)

public:
    DeviceInfo device;
    SmartStatus smart;
    QString accessProblem; // translated; empty when the drive can be read
    QString job;           // translated: the state of its latest job; empty when idle
    // Translated: what of the running workstation the drive holds (SystemDisks); empty for a
    // drive that is not one of the workstation's own.
    QStringList systemUses;
    bool systemUsesKnown = false;        // looked at (a drive is not offered before it has been)
    std::optional<NetworkDrive> network; // a drive of another machine, added by the examiner
    HiddenAreaStatus hiddenAreas;
    LayoutStatus layout;

    bool isSystemDisk() const { return !systemUses.isEmpty(); }
    // "A disk of this workstation: it holds …", for tooltips and the details.
    QString systemDiskText() const;
};

} // namespace Custody
