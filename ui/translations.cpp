// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "translations.h"

#include "util/sourcelanguage.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace Custody {

void installTranslators(QCoreApplication &application)
{
    const QLocale locale;
    auto *qt = new QTranslator(&application);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *custody = new QTranslator(&application);
    if (custody->load(locale, QStringLiteral("custody"), QStringLiteral("_"),
                      QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(custody);
    // Last, so asked first: the acquisition log stays in English (SourceLanguageScope).
    QCoreApplication::installTranslator(new SourceLanguageTranslator(&application));
}

} // namespace Custody
