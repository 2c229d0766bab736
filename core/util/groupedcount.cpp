// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/groupedcount.h"

#include "util/sourcelanguage.h"
#include "util/units.h"

namespace Custody {

QString formatCount(qint64 value)
{
    if (SourceLanguageScope::isActive())
        return QString::number(value);
    QLocale locale = textLocale();
    // English text has the C locale, which groups nothing: English groups with commas.
    if (locale.language() == QLocale::C)
        locale = QLocale(QLocale::English, QLocale::UnitedStates);
    locale.setNumberOptions(QLocale::DefaultNumberOptions);
    return locale.toString(value);
}

} // namespace Custody
