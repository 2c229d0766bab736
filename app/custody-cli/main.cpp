// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/application.h"
#include "cli/cli.h"
#include "util/nativepath.h"

int main(int argc, char *argv[])
{
    const auto application = Custody::Cli::createApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("custody-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CUSTODY_VERSION));
    // Not QCoreApplication::arguments(): it replaces bytes that are not UTF-8, and a file name
    // must reach the kernel exactly as it was typed.
    QStringList arguments;
    for (int index = 0; index < argc; ++index)
        arguments << Custody::fromNativePath(argv[index]);
    return Custody::Cli::run(arguments);
}
