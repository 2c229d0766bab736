// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QProcess>
#include <QString>
#include <QTemporaryDir>
#include <QTranslator>

namespace Custody::Test {

// translations/custody_LANGUAGE.ts of the source tree, compiled by lrelease into `folder` and
// loaded into `translator`: the committed translation, not one built beforehand. The test target
// defines CUSTODY_LRELEASE and CUSTODY_SOURCE_DIR.
inline bool loadCompiledTranslation(QTranslator &translator, const QString &language,
                                    const QTemporaryDir &folder)
{
    const QString qm = folder.filePath(QStringLiteral("custody.qm"));
    QProcess lrelease;
    lrelease.start(QStringLiteral(CUSTODY_LRELEASE),
                   {QStringLiteral(CUSTODY_SOURCE_DIR "/translations/custody_") + language
                        + QStringLiteral(".ts"),
                    QStringLiteral("-qm"), qm});
    return lrelease.waitForFinished(60000) && lrelease.exitCode() == 0 && translator.load(qm);
}

} // namespace Custody::Test
