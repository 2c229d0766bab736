// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QDir>
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

// The committed translation of `language` compiled and installed for as long as this lives;
// nothing for an empty language (English). isInstalled() says whether it worked.
class ScopedTranslation
{
public:
    explicit ScopedTranslation(const QString &language)
    {
        m_installed = language.isEmpty()
                      || (loadCompiledTranslation(m_translator, language, m_folder)
                          && QCoreApplication::installTranslator(&m_translator));
    }
    ~ScopedTranslation() { QCoreApplication::removeTranslator(&m_translator); }
    ScopedTranslation(const ScopedTranslation &) = delete;
    ScopedTranslation &operator=(const ScopedTranslation &) = delete;

    bool isInstalled() const { return m_installed; }

private:
    QTemporaryDir m_folder;
    QTranslator m_translator;
    bool m_installed = false;
};

// The languages of translations/custody_LANGUAGE.ts in the source tree (de, fr, zh_CN, …): every
// test that runs in each language takes its rows from here, so a new translation is tested at once.
inline QStringList translatedLanguages()
{
    QStringList languages;
    const QDir folder(QStringLiteral(CUSTODY_SOURCE_DIR "/translations"));
    for (const QString &name :
         folder.entryList({QStringLiteral("custody_*.ts")}, QDir::Files, QDir::Name))
        languages << name.sliced(8).chopped(3);
    return languages;
}

} // namespace Custody::Test
