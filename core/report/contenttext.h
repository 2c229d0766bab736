// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/contentprofile.h"
#include "record/acquisitionrecord.h"
#include "report/reportdocument.h"
#include "verify/verificationreport.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace Custody {

// The words about what a medium's data looks like (ContentProfile) that the log, the reports,
// custody-cli verify and the GUI share. Translated with tr(): the log asks for them under a
// SourceLanguageScope (English, plain digits).
class ContentText
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ContentText)

public:
    // A drive with at least this many power-on hours is one SMART calls used.
    static constexpr qint64 UsedDriveHours = 24;

    // "1,468,006 of 2,097,152 sectors read (70.0000 %)".
    static QString zerosText(const ContentProfile &profile);
    // "12 sectors: 0xff (10), 0x20 (2)", or "none".
    static QString repeatedText(const ContentProfile &profile);
    // "sectors 2,048 to 34,815 (16,777,216 bytes (16.0 MiB))".
    static QString runText(const Extent &run, int sectorBytes);
    // Empty, or what it means that most of a drive SMART calls used reads as zeros.
    static QString mostlyZerosWarning(const ContentProfile &profile,
                                      std::optional<qint64> powerOnHours);
    // Lines for a terminal: zeros, repeated bytes, unreadable, the longest runs, the warning.
    static QStringList lines(const ContentProfile &profile,
                             std::optional<qint64> powerOnHours = std::nullopt);
    // A heading, lines() and storedImageNote() indented, each shown as one line
    // (util/logline.h), for the text of a verification.
    static QString textBlock(const ContentProfile &profile, const QStringList &unreadableFrom);
    // The same after an empty line, for the text of `report`; empty when it has no count.
    static QString verificationBlock(const VerificationReport &report);
    // What an image's census can tell of the fill of unreadable sectors: apart from the drive's
    // zeros where the acquisition records (`unreadableFrom`) say which they are, not otherwise.
    static QString storedImageNote(const QStringList &unreadableFrom);
    // The report's and the log's "What the data looks like"; nothing when the record has no
    // census (not completed, --no-content-count, an older record).
    static std::optional<ReportSection> section(const AcquisitionRecord &record);
    // The same for any profile (an image's, counted by verify).
    static ReportSection section(const ContentProfile &profile,
                                 std::optional<qint64> powerOnHours = std::nullopt);
    // The power-on hours of the drive at the start of the acquisition, where SMART gave them.
    static std::optional<qint64> powerOnHours(const AcquisitionRecord &record);
};

} // namespace Custody
