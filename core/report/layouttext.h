// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/mediumlayout.h"
#include "record/acquisitionrecord.h"
#include "report/reportdocument.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace Custody {

// The words about a medium's layout that the log, the reports, custody-cli and the GUI share.
// Translated with tr(): the log asks for them under a SourceLanguageScope (English, plain digits).
class LayoutText
{
    Q_DECLARE_TR_FUNCTIONS(Custody::LayoutText)

public:
    // "GPT, disk GUID 6256ea74-…", "MBR (DOS), disk identifier 0x1234abcd", "none".
    static QString tableLine(const MediumLayout &layout);
    // One line per partition, then the whole medium where it holds something of its own:
    // "Partition 1: sectors 2,048 to 34,815 (16.0 MiB), Microsoft basic data, name “DATA”:
    //  vfat FAT16, label “EVIDENCE”, UUID A6D0-1558".
    static QStringList regionLines(const MediumLayout &layout);
    // What one region holds: "ext4 1.0, label “casefiles”, UUID …", "encrypted: LUKS 2, …",
    // "no known signature, random-looking bytes (7.9998 bits per byte in 768 KiB sampled): …".
    static QString contentText(const VolumeContent &content);
    // Empty, or what the encrypted (or random) regions mean for the examiner: the key or a live
    // capture before the computer is turned off.
    static QString encryptionWarning(const MediumLayout &layout);
    // The translated name of a partition type kept in English in the record.
    static QString typeName(const PartitionEntry &partition);
    // The report's and the log's "Layout at acquisition": the table, a row per partition, the
    // whole medium, the encryption warning; or why it could not be read. Nothing when the record
    // has neither (a network or E01 source, --no-layout, an older record).
    static std::optional<ReportSection> section(const SourceIdentity &source);
};

} // namespace Custody
