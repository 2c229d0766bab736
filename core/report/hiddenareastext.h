// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/hiddenareas.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace Custody {

// The words about a drive's hidden areas that the log, the reports, custody-cli and the GUI share,
// so that a finding reads alike wherever it is shown. Translated with tr(): the log asks for them
// under a SourceLanguageScope, which also writes its counts in plain digits.
class HiddenAreasText
{
    Q_DECLARE_TR_FUNCTIONS(Custody::HiddenAreasText)

public:
    // What follows "hidden areas: ": "none", "HPA of 1,024 sectors", "unknown (an ATA command
    // did not reach the drive …)". Unknown and not-a-drive states say "unknown" with the reason:
    // for the evidence the hidden areas of the drive behind it are not known.
    static QString inLine(const HiddenAreas &areas);
    // "Acquired sectors 0 to 999 of the 1000 the drive shows; hidden areas: none." for an
    // acquisition that completed; one that did not says that it set out to acquire them.
    // sourceSectors: the source's size in its logical sectors of sourceSectorBytes. Where the
    // drive counts otherwise (a partition of it; a bridge showing fewer sectors, or sectors of
    // another size) the line names the source's sectors and the drive's apart.
    static QString acquiredLine(qint64 sourceSectors, int sourceSectorBytes, bool completed,
                                const HiddenAreas &areas);
    // What a finding means for the image and what the examiner can do; empty without findings.
    static QString consequence(const HiddenAreas &areas);
    // "1,000 sectors of 512 bytes (512 KiB)"; "unknown" for 0 sectors.
    static QString sectorsText(qint64 sectors, int sectorBytes);
    // One line per finding: its description and the command that found it.
    static QStringList findingLines(const HiddenAreas &areas);
    // The other namespaces of an NVMe controller, one line each: the kernel's device for each,
    // or that it shows none.
    static QStringList otherNamespaceLines(const HiddenAreas &areas);
};

} // namespace Custody
