// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/imagingsettings.h"
#include "models/devicerow.h"

#include <QStringList>

#include <optional>

namespace Custody {

// What the acquisition dialog needs to know about the source it sets up: a drive from the
// device list (of this workstation or of another machine), or an image or file the examiner
// picked.
struct AcquisitionSource
{
    Q_DECLARE_TR_FUNCTIONS(Custody::AcquisitionSource)

public:
    QString path;
    QString displayName;
    QString model;  // the drive's; empty for a file
    QString serial; // the drive's; empty for a file
    qint64 sizeBytes = 0;
    bool isBlockDevice = false;
    bool mayWriteBlock = false; // this process may set the kernel read-only flag
    QStringList mountPoints;    // where file systems on the source are mounted now
    std::optional<Preset> suggestedPreset;
    QString suggestionReason; // why SMART suggests that preset
    // What of the running workstation the source holds (SystemDisks): such a source is
    // acquired only on an explicit, confirmed override, and never write-blocked.
    QStringList systemUses;
    std::optional<NetworkDrive> network; // a drive of another machine, read over NBD
    // What a block device hides from the host, as the drive list knew it (empty: still being
    // checked). The acquisition asks the drive again when it starts, for its record.
    HiddenAreaStatus hiddenAreas;
    // Its partitions and file systems, as the drive list read them (or as fromFile() read a raw
    // image): the acquisition reads them again when it starts, for its record.
    LayoutStatus layout;

    // The dialog's words on the hidden areas of a block device: what a finding means for the
    // image and what the examiner can do; or that they are still being checked, unknown (why),
    // or none. Empty for files and network drives.
    QString hiddenAreasMessage() const;
    // What the encrypted (or random-looking) volumes found mean for the examiner; empty when none
    // was found or the layout is not known.
    QString encryptionMessage() const;

    static AcquisitionSource fromDevice(const DeviceRow &row);
    static AcquisitionSource fromNetwork(const NetworkDrive &drive);
    // On the calling thread, and it may block: it stats and reads the file (an E01's header),
    // and sysfs and the mount table for a block device. The GUI calls it through an Errand.
    static AcquisitionSource fromFile(const QString &path);
};

} // namespace Custody
