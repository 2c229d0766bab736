// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace Custody {

// An exact count for people, in the digit groups of the language the text is written in
// (textLocale()): "1.073.741.824" in German, "1 073 741 824" in French, "1,073,741,824" in
// English. Plain digits under a SourceLanguageScope: the acquisition log's lines stay comparable
// with other logs and with the record digit by digit.
QString formatCount(qint64 value);

} // namespace Custody
