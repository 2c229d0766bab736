// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/sourcedevice.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace Custody {

// What tells one source from another when an interrupted acquisition is resumed: the same drive
// (or file) must be read again, or the image would splice two sources together. Kept in the map's
// companion (see MapFile) from the first run on, and compared field by field on resume.
//
// The fingerprint is the SHA-256 of the first and of the last MiB as read from the source when
// the acquisition was prepared (empty where that read failed: a weak drive's first sectors may be
// unreadable; such a part is not compared). Drives of the same model and size, loop devices over
// different files of the same size, or an image file replaced by another are told apart by the
// serial number, the backing file or the file's inode, and by the fingerprint.
struct SourceFingerprint
{
    Q_DECLARE_TR_FUNCTIONS(Custody::SourceFingerprint)

public:
    QString kind; // sourceKindName()
    qint64 sizeBytes = 0;
    int logicalSectorBytes = 0;
    int physicalSectorBytes = 0;
    QString model;  // block devices and iSCSI LUNs, when known
    QString serial; // block devices and iSCSI LUNs, when known
    // Files: the file's device and inode. Loop devices: those of the backing file.
    quint64 fileDevice = 0;
    quint64 fileInode = 0;
    QString firstMiBSha256; // empty when unreadable
    QString lastMiBSha256;  // empty when unreadable
    // An NBD source over X.509: the SHA-256 of the certificate its server presented.
    QString serverCertificateSha256;
    // An iSCSI LUN: its designators (VPD page 0x83), "; "-separated.
    QString designators;

    // Reads the fingerprint from the source; the rest comes from what is known of it.
    static SourceFingerprint of(SourceDevice &source, const QString &model, const QString &serial);

    QJsonObject toJson() const;
    static SourceFingerprint fromJson(const QJsonObject &object);
    // One translated line per difference, "serial number: was X, is now Y"; empty when the same.
    QStringList differencesFrom(const SourceFingerprint &earlier) const;
};

} // namespace Custody
