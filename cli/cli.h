// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>

namespace Custody::Cli {

// The whole of custody-cli behind main(): dispatches the subcommand named in arguments (the
// full argv, program name first) and returns the exit code. Needs a QCoreApplication.
int run(const QStringList &arguments);

} // namespace Custody::Cli
