// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/ataidentify.h"
#include "device/atapassthrough.h"
#include "device/hiddenareas.h"

#include <optional>

namespace Custody {

// Which command asks an ATA drive for its native size, from its IDENTIFY DEVICE data: GET
// NATIVE MAX ADDRESS EXT on ACS-3 drives with the Accessible Max Address feature (which
// replaces the HPA), READ NATIVE MAX ADDRESS EXT on 48-bit drives with an HPA feature, READ
// NATIVE MAX ADDRESS on older ones; none when the drive has neither feature (nothing can be
// hidden above its maximum then).
std::optional<AtaCommand> nativeMaxCommandFor(const AtaIdentity &identity);

// What an ATA drive answered, gathered by probeHiddenAreas(): the parsed IDENTIFY DEVICE, and
// the replies to the native-size commands it was asked (absent when not asked).
struct AtaAnswers
{
    AtaIdentity identity;
    PassThroughSize size = PassThroughSize::Sixteen; // how the commands were carried
    std::optional<AtaCommand> nativeMaxCommand;
    AtaReply nativeMax;
    bool dcoAsked = false;
    AtaReply dco; // DEVICE CONFIGURATION IDENTIFY's 512 bytes when good
    QString devicePath;
};

// The hidden areas those answers show (a pure function, tested on real drives' data):
// - HPA (or AMA): the native maximum + 1 above the sectors IDENTIFY DEVICE shows;
// - DCO: DEVICE CONFIGURATION IDENTIFY's maximum + 1 above the native size;
// State None when the drive answered every question and hides nothing, Found with the
// findings, Unknown (CommandRefused, or InvalidIdentify for DCO data failing its checksum)
// when a question that could reveal sectors went unanswered, keeping what was found before.
// commands gets one line per reply; the IDENTIFY line is the caller's.
HiddenAreas hiddenAreasFromAta(const AtaAnswers &answers);

// "IDENTIFY DEVICE (ATA PASS-THROUGH 16)": a command as the record names it.
QString ataCommandLabel(AtaCommand command, PassThroughSize size);

// The record's line for a parsed IDENTIFY DEVICE: "IDENTIFY DEVICE (ATA PASS-THROUGH 16): good;
// ST3160023AS, serial 3JS2KSL3, firmware 3.18; 312581808 sectors of 512 bytes, 48-bit; HPA
// supported, DCO supported, AMA not supported; security supported, not enabled, ...".
QString identifyCommandLine(const AtaIdentity &identity, PassThroughSize size);

} // namespace Custody
