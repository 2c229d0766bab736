// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>

namespace Custody {

// The arguments as a POSIX shell would need them typed again: words with spaces, quotes or
// other special characters in single quotes. Used for the command line recorded in the map,
// the log and the record, and for the resume command printed after a stop.
QString shellQuote(const QStringList &arguments);

} // namespace Custody
