// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "guisettings.h"

#include "history/casehistory.h"

#include <QDir>
#include <QSettings>

namespace Custody {

GuiSettings GuiSettings::load(QSettings &settings)
{
    GuiSettings loaded;
    loaded.examiner = settings.value(QStringLiteral("case/examiner")).toString();
    loaded.caseNumber = settings.value(QStringLiteral("case/caseNumber")).toString();
    loaded.evidenceNumber = settings.value(QStringLiteral("case/evidenceNumber")).toString();
    loaded.nameTemplate
        = settings.value(QStringLiteral("acquisition/nameTemplate"), loaded.nameTemplate)
              .toString();
    loaded.lastDestinationFolder
        = settings.value(QStringLiteral("acquisition/destination"), QDir::homePath()).toString();
    if (const std::optional<HashAlgorithms> hashes
        = parseHashList(settings.value(QStringLiteral("acquisition/hashes")).toString()))
        loaded.hashes = *hashes;
    const qint64 blockBytes
        = settings.value(QStringLiteral("acquisition/blockBytes"), loaded.blockBytes).toLongLong();
    if (blockBytes >= 4096 && blockBytes <= 64 * 1024 * 1024)
        loaded.blockBytes = blockBytes;
    if (const std::optional<Preset> preset
        = parsePresetName(settings.value(QStringLiteral("acquisition/preset")).toString()))
        loaded.preset = *preset;
    loaded.verifyAfterAcquisition
        = settings.value(QStringLiteral("acquisition/verify"), true).toBool();
    loaded.historyPath = settings.value(QStringLiteral("history/path")).toString();
    loaded.signingKey = settings.value(QStringLiteral("signing/key")).toString();
    loaded.signingCertificate = settings.value(QStringLiteral("signing/certificate")).toString();
    loaded.trustedCa = settings.value(QStringLiteral("verify/trustedCa")).toString();
    return loaded;
}

QString GuiSettings::effectiveHistoryPath() const
{
    return historyPath.isEmpty() ? CaseHistory::defaultPath() : historyPath;
}

void GuiSettings::save(QSettings &settings) const
{
    settings.setValue(QStringLiteral("case/examiner"), examiner);
    settings.setValue(QStringLiteral("case/caseNumber"), caseNumber);
    settings.setValue(QStringLiteral("case/evidenceNumber"), evidenceNumber);
    settings.setValue(QStringLiteral("acquisition/nameTemplate"), nameTemplate);
    settings.setValue(QStringLiteral("acquisition/destination"), lastDestinationFolder);
    QStringList names;
    for (HashAlgorithm algorithm : toList(hashes))
        names << hashName(algorithm);
    settings.setValue(QStringLiteral("acquisition/hashes"),
                      names.isEmpty() ? QStringLiteral("none") : names.join(QLatin1Char(',')));
    settings.setValue(QStringLiteral("acquisition/blockBytes"), blockBytes);
    settings.setValue(QStringLiteral("acquisition/preset"), presetName(preset));
    settings.setValue(QStringLiteral("acquisition/verify"), verifyAfterAcquisition);
    if (!historyPath.isEmpty())
        settings.setValue(QStringLiteral("history/path"), historyPath);
    settings.setValue(QStringLiteral("signing/key"), signingKey);
    settings.setValue(QStringLiteral("signing/certificate"), signingCertificate);
    settings.setValue(QStringLiteral("verify/trustedCa"), trustedCa);
}

} // namespace Custody
