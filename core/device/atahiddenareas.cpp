// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/atahiddenareas.h"

namespace Custody {

namespace {

QString supported(const char *feature, bool isSupported)
{
    return QStringLiteral("%1 %2").arg(QLatin1String(feature),
                                       isSupported ? QStringLiteral("supported")
                                                   : QStringLiteral("not supported"));
}

HiddenAreaFinding hiddenRange(HiddenAreaFinding::Kind kind, qint64 firstSector, qint64 endSector,
                              int sectorBytes, const QString &obtainedBy)
{
    HiddenAreaFinding finding;
    finding.kind = kind;
    finding.firstSector = firstSector;
    finding.sectors = endSector - firstSector;
    finding.bytes = finding.sectors * sectorBytes;
    finding.obtainedBy = obtainedBy;
    return finding;
}

void refuse(HiddenAreas &areas, HiddenAreas::Obstacle obstacle, const QString &detail)
{
    if (areas.obstacle != HiddenAreas::Obstacle::Nothing)
        return; // the first obstacle is the one to name
    areas.obstacle = obstacle;
    areas.obstacleDetail = detail;
}

// A command that never reached the drive is the transport's doing; one it answered, the drive's.
HiddenAreas::Obstacle obstacleOf(const AtaReply &reply)
{
    return reply.outcome == AtaReply::Outcome::NotPassed ? HiddenAreas::Obstacle::NoPassThrough
                                                         : HiddenAreas::Obstacle::CommandRefused;
}

} // namespace

std::optional<AtaCommand> nativeMaxCommandFor(const AtaIdentity &identity)
{
    if (identity.amaSupported)
        return AtaCommand::GetNativeMaxAddressExt;
    if (identity.hpaSupported)
        return identity.lba48 ? AtaCommand::ReadNativeMaxAddressExt
                              : AtaCommand::ReadNativeMaxAddress;
    return std::nullopt;
}

QString ataCommandLabel(AtaCommand command, PassThroughSize size)
{
    return QStringLiteral("%1 (ATA PASS-THROUGH %2)")
        .arg(ataCommandName(command),
             size == PassThroughSize::Sixteen ? QStringLiteral("16") : QStringLiteral("12"));
}

QString identifyCommandLine(const AtaIdentity &identity, PassThroughSize size)
{
    return QStringLiteral("%1: good; %2, serial %3, firmware %4; %5 sectors of %6 bytes, %7; "
                          "%8, %9, %10; %11")
        .arg(ataCommandLabel(AtaCommand::IdentifyDevice, size), identity.model, identity.serial,
             identity.firmware, QString::number(identity.visibleSectors()),
             QString::number(identity.logicalSectorBytes),
             identity.lba48 ? QStringLiteral("48-bit") : QStringLiteral("28-bit"),
             supported("HPA", identity.hpaSupported), supported("DCO", identity.dcoSupported))
        .arg(supported("AMA", identity.amaSupported), identity.securityState());
}

HiddenAreas hiddenAreasFromAta(const AtaAnswers &answers)
{
    const AtaIdentity &identity = answers.identity;
    HiddenAreas areas;
    areas.visibleSectors = identity.visibleSectors();
    areas.logicalSectorBytes = identity.logicalSectorBytes;
    qint64 nativeSectors = areas.visibleSectors;
    bool nativeKnown = true;

    if (answers.nativeMaxCommand) {
        const AtaCommand command = *answers.nativeMaxCommand;
        const QString label = ataCommandLabel(command, answers.size);
        const std::optional<std::uint64_t> maximum
            = answers.nativeMax.registers ? nativeMaxLba(*answers.nativeMax.registers, command)
                                          : std::nullopt;
        if (answers.nativeMax.outcome == AtaReply::Outcome::Good && maximum) {
            nativeSectors = qint64(*maximum) + 1;
            areas.commands << QStringLiteral("%1: good; native maximum LBA %2")
                                  .arg(label, QString::number(*maximum));
            const bool accessibleMax = command == AtaCommand::GetNativeMaxAddressExt;
            if (nativeSectors > areas.visibleSectors)
                areas.findings << hiddenRange(
                    accessibleMax ? HiddenAreaFinding::Kind::AccessibleMaxAddress
                                  : HiddenAreaFinding::Kind::Hpa,
                    areas.visibleSectors, nativeSectors, areas.logicalSectorBytes, label);
        } else {
            nativeKnown = false;
            const QString detail = answers.nativeMax.outcome == AtaReply::Outcome::Good
                                       ? QStringLiteral("the answer does not hold the whole "
                                                        "address")
                                       : answers.nativeMax.detail;
            areas.commands << QStringLiteral("%1: %2").arg(label, detail);
            refuse(areas, obstacleOf(answers.nativeMax),
                   QStringLiteral("%1: %2").arg(ataCommandName(command), detail));
        }
    }

    qint64 configurableSectors = nativeSectors;
    if (answers.dcoAsked) {
        const QString label
            = ataCommandLabel(AtaCommand::DeviceConfigurationIdentify, answers.size);
        if (answers.dco.outcome != AtaReply::Outcome::Good) {
            areas.commands << QStringLiteral("%1: %2").arg(label, answers.dco.detail);
            // A DCO FREEZE LOCK (often sent by the BIOS at boot) makes the drive abort it.
            refuse(
                areas,
                answers.dco.outcome == AtaReply::Outcome::DriveAborted
                    ? HiddenAreas::Obstacle::ConfigurationFrozen
                    : obstacleOf(answers.dco),
                QStringLiteral("%1: %2").arg(
                    ataCommandName(AtaCommand::DeviceConfigurationIdentify), answers.dco.detail));
        } else if (const Result<DeviceConfiguration> dco
                   = parseDeviceConfigurationIdentify(answers.dco.data, answers.devicePath);
                   !dco) {
            areas.commands << QStringLiteral("%1: %2").arg(label, dco.error().detail);
            refuse(areas, HiddenAreas::Obstacle::InvalidIdentify, dco.error().detail);
        } else {
            areas.commands << QStringLiteral("%1: good; revision %2, maximum LBA %3")
                                  .arg(label, QString::number(dco->revision),
                                       QString::number(dco->maximumLba));
            configurableSectors = qMax(configurableSectors, dco->maximumSectors());
            if (nativeKnown && dco->maximumSectors() > nativeSectors)
                areas.findings << hiddenRange(HiddenAreaFinding::Kind::Dco, nativeSectors,
                                              dco->maximumSectors(), areas.logicalSectorBytes,
                                              label);
        }
    }

    // A drive whose native maximum is below what it shows (libata warns of such drives) still
    // holds what the host reads.
    areas.nativeSectors = nativeKnown ? qMax(configurableSectors, areas.visibleSectors) : 0;
    if (areas.obstacle != HiddenAreas::Obstacle::Nothing)
        areas.state = HiddenAreas::State::Unknown;
    else
        areas.state
            = areas.findings.isEmpty() ? HiddenAreas::State::None : HiddenAreas::State::Found;
    return areas;
}

} // namespace Custody
