// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/imagingsettings.h"

#include <QString>

class QSettings;

namespace Custody {

// What the GUI remembers between runs (QSettings): the examiner's name and last destination,
// and the acquisition defaults they chose last.
struct GuiSettings
{
    QString examiner;
    QString lastDestinationFolder;
    // The case of the last acquisition: the next item of the same case starts from them (its
    // evidence number counted up).
    QString caseNumber;
    QString evidenceNumber;
    QString nameTemplate = QStringLiteral("%case%_%evidence%");
    HashAlgorithms hashes = HashAlgorithm::Md5 | HashAlgorithm::Sha256;
    qint64 blockBytes = 256 * 1024;
    Preset preset = Preset::Forensic;
    bool verifyAfterAcquisition = true;
    // The case history chosen in the History view; empty: CaseHistory::defaultPath().
    QString historyPath;
    // File → Signing identity: the examiner's key and certificate; empty: nothing is signed.
    QString signingKey;
    QString signingCertificate;
    // Verify: the CA file signatures must chain to (--trust-ca); empty: none is required.
    QString trustedCa;

    QString effectiveHistoryPath() const;

    static GuiSettings load(QSettings &settings);
    void save(QSettings &settings) const;
};

} // namespace Custody
