// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace Custody {

// A value (a path, a certificate's subject) for a line appended to a text log: every control
// character, which would end the line or hide what follows, is written as a C escape (\n, \t,
// \x1b) and a backslash is doubled, so that the value stays on its line, no appended line can
// pass for another, and the value reads back unambiguously. The record keeps the value as it is.
QString oneLogLine(const QString &value);

} // namespace Custody
