// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/devicerow.h"

#include "report/hiddenareastext.h"

namespace Custody {

void NetworkDrive::takeIscsiFacts(const IscsiLunFacts &lun)
{
    iscsi = lun;
    facts.sizeBytes = lun.identity.sizeBytes;
    facts.sectorBytes = lun.identity.logicalSectorBytes;
    facts.sectorBytesStated = true;
    facts.transport.uri = lun.transport.uri;
    facts.transport.encrypted = false; // iSCSI has no encryption of its own
    facts.transport.loopback = lun.transport.loopback;
    facts.transport.serverReadOnly = lun.identity.writeProtected.value_or(false);
}

QString NetworkDrive::encryptionAdvice() const
{
    return iscsi ? tr("iSCSI has no encryption of its own: read the LUN through a VPN or IPsec, "
                      "or on a network that is yours.")
                 : tr("Use nbds:// with TLS where you can.");
}

QString NetworkDrive::transferText() const
{
    const NbdTransport &transport = facts.transport;
    if (iscsi) {
        const IscsiTransport &login = iscsi->transport;
        const QString chap = login.chapUser.isEmpty() ? QString()
                             : login.targetChapUser.isEmpty()
                                 ? tr(", CHAP offered as %1").arg(login.chapUser)
                                 : tr(", mutual CHAP as %1, the target as %2")
                                       .arg(login.chapUser, login.targetChapUser);
        return transport.loopback ? tr("iSCSI%1, this computer, not encrypted").arg(chap)
                                  : tr("iSCSI%1, NOT ENCRYPTED").arg(chap);
    }
    if (transport.encrypted)
        return transport.tlsIdentity.isEmpty()
                   ? tr("NBD over TLS (%1)").arg(transport.tls)
                   : tr("NBD over TLS (%1, %2)").arg(transport.tls, transport.tlsIdentity);
    return transport.loopback ? tr("NBD, this computer, not encrypted") : tr("NBD, NOT ENCRYPTED");
}

QString NetworkDrive::description() const
{
    QString text;
    if (iscsi) {
        const IscsiIdentity &lun = iscsi->identity;
        text = tr("LUN %1 of the iSCSI target %2: %3 %4 (serial %5), %6 bytes in sectors of %7 "
                  "bytes (%8 physical), as the LUN states them.")
                   .arg(iscsi->transport.lun)
                   .arg(iscsi->transport.target, lun.vendor, lun.product,
                        lun.serial.isEmpty() ? tr("none") : lun.serial,
                        QLocale().toString(lun.sizeBytes))
                   .arg(lun.logicalSectorBytes)
                   .arg(lun.physicalSectorBytes);
    } else {
        text = facts.transport.loopback
                   ? tr("An NBD export reached through a local socket or loopback address (which "
                        "may be a tunnel to another machine).")
                   : tr("A drive of another machine, read over NBD.");
        text += u' '
                + (facts.sectorBytesStated
                       ? tr("%1 bytes in sectors of %2 bytes, as its server states them.")
                             .arg(QLocale().toString(facts.sizeBytes))
                             .arg(facts.sectorBytes)
                       : tr("%1 bytes, as its server states them; it states no sector size, so "
                            "sectors of 512 bytes are assumed.")
                             .arg(QLocale().toString(facts.sizeBytes)));
    }
    if (unencryptedAcrossNetwork())
        text += u'\n'
                + tr("The transfer is not encrypted: anyone on the network path can read the "
                     "evidence, and the record and report will say so.")
                + u' ' + encryptionAdvice();
    if (iscsi && !iscsi->identity.writeProtected)
        text += u'\n'
                + tr("Whether the target offers the LUN read-only is not known (it did not "
                     "answer MODE SENSE). Custody only ever reads it.");
    else if (!facts.transport.serverReadOnly)
        text += u'\n'
                + (iscsi ? tr("The target offers the LUN writable: export it read-only (tgt: "
                              "--params readonly=1; targetcli: readonly=true). Custody only ever "
                              "reads it.")
                         : tr("The server offers the export writable: serve it read-only (nbdkit "
                              "--readonly, qemu-nbd --read-only). Custody only ever reads it."));
    return text;
}

DeviceInfo NetworkDrive::asDevice() const
{
    DeviceInfo device;
    device.devicePath = uri;
    if (iscsi) {
        device.backend = QStringLiteral("iscsi");
        device.vendor = iscsi->identity.vendor;
        device.model = iscsi->identity.product;
        device.serial = iscsi->identity.serial;
        device.firmware = iscsi->identity.revision;
        device.physicalSectorBytes = iscsi->identity.physicalSectorBytes;
    } else {
        device.backend = QStringLiteral("nbd");
        device.model = facts.transport.exportName.isEmpty()
                           ? tr("NBD export")
                           : tr("NBD export %1").arg(facts.transport.exportName);
        device.physicalSectorBytes = facts.sectorBytesStated ? facts.sectorBytes : 0; // unknown
    }
    device.sizeBytes = facts.sizeBytes;
    device.logicalSectorBytes = facts.sectorBytes;
    device.writeProtection
        = facts.transport.serverReadOnly ? WriteProtection::ReadOnly : WriteProtection::Writable;
    return device;
}

QString HiddenAreaStatus::columnText() const
{
    return areas ? areas->summary() : tr("checking…");
}

QString HiddenAreaStatus::explanation() const
{
    if (!areas)
        return tr("Custody is asking the drive, with read-only commands, whether it hides sectors "
                  "from the host (HPA, DCO, detached namespaces).");
    QStringList lines = HiddenAreasText::findingLines(*areas);
    if (const QString consequence = HiddenAreasText::consequence(*areas); !consequence.isEmpty())
        lines << consequence;
    if (const QString reason = areas->reason(); !reason.isEmpty())
        lines << reason;
    if (areas->state == HiddenAreas::State::None)
        lines << tr("The drive hides no sectors from the host: it shows all %1.")
                     .arg(HiddenAreasText::sectorsText(areas->visibleSectors,
                                                       areas->logicalSectorBytes));
    return lines.join(QLatin1Char('\n'));
}

QString DeviceRow::systemDiskText() const
{
    return tr("A disk of this workstation: it holds %1. Imaging it reads a disk that "
              "changes while it is read; it is acquired only on an explicit, confirmed "
              "override and is never write-blocked.")
        .arg(systemUses.join(QStringLiteral(", ")));
}

SmartStatus::Badge SmartStatus::badge() const
{
    if (pending)
        return Badge::Checking;
    if (!report || !report->hasDeviceData())
        return Badge::Unavailable;
    switch (report->condition()) {
    case DriveCondition::Healthy: return Badge::Good;
    case DriveCondition::Degraded: return Badge::Warning;
    case DriveCondition::Failing: return Badge::Failing;
    case DriveCondition::Unknown: break;
    }
    return Badge::Unavailable;
}

QString SmartStatus::badgeText() const
{
    switch (badge()) {
    case Badge::Checking: return tr("Checking…");
    case Badge::Good: return tr("Good");
    case Badge::Warning: return tr("Warning");
    case Badge::Failing: return tr("Failing");
    case Badge::Unavailable: break;
    }
    return tr("Unavailable");
}

QString SmartStatus::explanation() const
{
    if (pending)
        return tr("smartctl is reading the drive's SMART data.");
    QStringList lines;
    if (!unavailableReason.isEmpty())
        lines << unavailableReason;
    if (report) {
        lines << report->conditionReasons();
        if (!report->hasDeviceData()) {
            for (const SmartMessage &message : report->messages)
                lines << message.text;
        }
    }
    if (lines.isEmpty() && badge() == Badge::Good)
        lines << tr("SMART reports no problem.");
    return lines.join(QLatin1Char('\n'));
}

} // namespace Custody
