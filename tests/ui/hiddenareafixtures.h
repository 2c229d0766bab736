// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/hiddenareas.h"

namespace Custody::Test {

// An ATA drive of `visibleSectors` (512 bytes each) with a Host Protected Area of `hiddenSectors`
// above them, as the probe reports one.
inline HiddenAreas driveWithHpa(qint64 visibleSectors, qint64 hiddenSectors)
{
    HiddenAreaFinding hpa;
    hpa.kind = HiddenAreaFinding::Kind::Hpa;
    hpa.firstSector = visibleSectors;
    hpa.sectors = hiddenSectors;
    hpa.bytes = hiddenSectors * 512;
    hpa.obtainedBy = QStringLiteral("READ NATIVE MAX ADDRESS EXT (ATA PASS-THROUGH 16)");
    HiddenAreas areas;
    areas.state = HiddenAreas::State::Found;
    areas.visibleSectors = visibleSectors;
    areas.nativeSectors = visibleSectors + hiddenSectors;
    areas.logicalSectorBytes = 512;
    areas.findings = {hpa};
    areas.commands = {QStringLiteral("IDENTIFY DEVICE (ATA PASS-THROUGH 16): good, 512 bytes"),
                      QStringLiteral("READ NATIVE MAX ADDRESS EXT (ATA PASS-THROUGH 16): good")};
    return areas;
}

// A drive behind a USB bridge that passes no ATA command.
inline HiddenAreas driveBehindUsb(qint64 visibleSectors)
{
    HiddenAreas areas;
    areas.state = HiddenAreas::State::Unknown;
    areas.visibleSectors = visibleSectors;
    areas.logicalSectorBytes = 512;
    areas.obstacle = HiddenAreas::Obstacle::NoPassThrough;
    areas.obstacleDetail = QStringLiteral("IDENTIFY DEVICE: sense key ILLEGAL REQUEST");
    return areas;
}

} // namespace Custody::Test
