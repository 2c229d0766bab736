// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Custody {

// One part of a drive that the host does not see: sectors above the address the drive reports
// (an ATA Host Protected Area, a Device Configuration Overlay, an Accessible Max Address below
// the native one), an NVMe namespace that is allocated but attached to no controller, or NVM
// capacity that belongs to no namespace. A value type; the text is made when it is shown, in the
// reader's language (the record keeps the figures and the command, in fixed English).
struct HiddenAreaFinding
{
    Q_DECLARE_TR_FUNCTIONS(Custody::HiddenAreaFinding)

public:
    enum class Kind {
        Hpa,                  // READ NATIVE MAX ADDRESS (EXT) above the visible maximum
        Dco,                  // DEVICE CONFIGURATION IDENTIFY's maximum above the native one
        AccessibleMaxAddress, // ACS-3: GET NATIVE MAX ADDRESS EXT above the accessible maximum
        DetachedNamespace,    // NVMe: allocated, not attached; the kernel shows no device for it
        UnallocatedCapacity,  // NVMe: UNVMCAP, capacity in no namespace
    };

    Kind kind = Kind::Hpa;
    // In the drive's logical sectors. HPA, DCO and AMA: the first sector the host cannot read
    // (the visible maximum + 1, or the native maximum + 1 for a DCO behind an HPA). A namespace:
    // 0, its own sectors. Unallocated capacity: 0 and 0 (only bytes are known).
    qint64 firstSector = 0;
    qint64 sectors = 0;
    qint64 bytes = 0;
    int namespaceId = 0; // NVMe findings; 0 otherwise
    // The command that revealed it, fixed English for the record:
    // "READ NATIVE MAX ADDRESS EXT (ATA PASS-THROUGH 16)", "NVMe Identify CNS 0x10".
    QString obtainedBy;

    // Short, for the drive list: "HPA of 1,024 sectors", "detached namespace 2 of 8 MiB".
    QString summary() const;
    // One translated sentence: "HPA of 1,024 sectors (512 KiB) from sector 976,771,056."
    QString description() const;

    // {"kind": "hpa" | "dco" | "accessibleMaxAddress" | "detachedNamespace" |
    //  "unallocatedCapacity", "firstSector", "sectors", "bytes", "namespaceId", "obtainedBy"}
    QJsonObject toJson() const;
    static std::optional<HiddenAreaFinding> fromJson(const QJsonObject &object);

    static QString kindName(Kind kind); // the JSON word
    bool operator==(const HiddenAreaFinding &) const = default;
};

// A namespace of the same NVMe controller that the host does see (attached), other than the
// one probed: not hidden, but something the examiner may acquire too. devicePath is the kernel's
// block device for it ("/dev/nvme0n2"), empty when the kernel shows none.
struct OtherNamespace
{
    int namespaceId = 0;
    qint64 sectors = 0;
    int logicalSectorBytes = 0;
    QString devicePath;

    QJsonObject toJson() const;
    static std::optional<OtherNamespace> fromJson(const QJsonObject &object);
    bool operator==(const OtherNamespace &) const = default;
};

// What Custody found out about the sectors of one drive that its host does not see, and how.
// A value type, made by probeHiddenAreas() (device/hiddenareaprobe.h) and kept in the record. Only
// the commands of the closed, read-only tables in atapassthrough.h and nvmeidentify.h are ever
// sent: Custody reports hidden areas, it never removes or changes them (no SET MAX, no DCO restore,
// no security command); the examiner decides.
struct HiddenAreas
{
    Q_DECLARE_TR_FUNCTIONS(Custody::HiddenAreas)

public:
    enum class State {
        NotChecked, // not asked (yet)
        None,       // the drive answered and holds nothing the host does not see
        Found,      // findings lists what is hidden
        Unknown,    // the drive could not be asked or did not answer: obstacle says why;
                    // findings lists what was found before (an HPA, with the DCO unknown)
        NotADrive,  // a loop device, NBD export, device-mapper target or file: nothing to hide
    };
    // Why the state is Unknown or NotADrive; reason() turns it into advice.
    enum class Obstacle {
        Nothing,
        NotADrive,            // loop, NBD, device-mapper, a regular file
        NoPassThrough,        // the transport passes no ATA command (USB without SAT, SCSI, virtio)
        CommandRefused,       // the drive itself aborted a command it claims to support
        ConfigurationFrozen,  // the drive aborted DEVICE CONFIGURATION IDENTIFY: its DCO is frozen
        OpenFailed,           // the device could not be opened (permissions, vanished)
        InvalidIdentify,      // the drive's answer fails its own checksum or makes no sense
        UnsupportedNvmeAdmin, // the NVMe admin ioctl is refused
    };

    State state = State::NotChecked;
    qint64 visibleSectors = 0;  // what the host sees (IDENTIFY's maximum, the kernel's size)
    qint64 nativeSectors = 0;   // the most the drive holds, all hidden areas included; 0 unknown
    int logicalSectorBytes = 0; // 0 when unknown
    QList<HiddenAreaFinding> findings;
    QList<OtherNamespace> otherNamespaces; // NVMe: attached namespaces besides the one probed
    // Every command sent and what came back, fixed English, in order:
    // "IDENTIFY DEVICE (ATA PASS-THROUGH 16): good, 512 bytes".
    QStringList commands;
    Obstacle obstacle = Obstacle::Nothing;
    // Untranslated technical detail of the obstacle: the command and the kernel's or the drive's
    // words ("READ NATIVE MAX ADDRESS EXT: sense key ILLEGAL REQUEST, ASC/ASCQ 20/00").
    QString obstacleDetail;

    // The drive list's column, translated: "none", "HPA of 1,024 sectors", "DCO of 2 sectors",
    // "detached namespace 2 of 8.0 MiB", "unknown", "HPA of 24 sectors; more unknown",
    // "not a drive", "not checked".
    QString summary() const;
    // Translated: what stopped the check and what the examiner can do ("connect the drive
    // directly to SATA, or through a bridge that passes ATA commands (SAT)"); empty unless the
    // state is Unknown or NotADrive.
    QString reason() const;
    // The hidden sectors of all findings that have sectors (HPA, DCO, AMA).
    qint64 hiddenSectors() const;

    // {"state": "notChecked" | "none" | "found" | "unknown" | "notADrive", "visibleSectors",
    //  "nativeSectors", "logicalSectorBytes", "findings": [...], "otherNamespaces": [...],
    //  "commands": [...], "obstacle": "nothing" | "notADrive" | "noPassThrough" | "commandRefused"
    //  | "configurationFrozen" | "openFailed" | "invalidIdentify" | "unsupportedNvmeAdmin",
    //  "obstacleDetail"}
    QJsonObject toJson() const;
    // An Error (InvalidArgument, detail naming the field) for anything toJson() cannot write.
    static Result<HiddenAreas> fromJson(const QJsonObject &object);

    bool operator==(const HiddenAreas &) const = default;
};

} // namespace Custody
